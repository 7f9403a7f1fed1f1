import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  afterRenderEffect,
  computed,
  inject,
  input,
} from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import type { EvidenceTarget } from './evidence-focus';

/**
 * Inside an observation: the value a figure of the answer was found at, highlighted, with its
 * path in the result. Scrolls itself into view and takes focus when opened from the answer.
 */
@Component({
  selector: 'app-evidence-highlight',
  imports: [MatIconModule],
  template: `
    <mat-icon aria-hidden="true">my_location</mat-icon>
    <span>
      The answer's <q>{{ target().figure }}</q>
      {{ derived() ? 'is derived from' : 'comes from' }}
      <mark class="value" data-testid="evidence-value">{{ value() }}</mark>
      at <code>{{ target().ref.path }}</code> in this result.
    </span>
  `,
  styles: `
    :host {
      display: flex;
      gap: 8px;
      align-items: center;
      padding: 8px 10px;
      border-radius: 8px;
      background: color-mix(in srgb, var(--mat-sys-primary) 12%, transparent);
      outline: 2px solid var(--mat-sys-primary);
      font: var(--mat-sys-body-medium);
    }
    .value {
      padding: 0 4px;
      border-radius: 4px;
      background: var(--mat-sys-primary);
      color: var(--mat-sys-on-primary);
      font-weight: 600;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    'data-testid': 'evidence-highlight',
    tabindex: '-1',
    role: 'status',
  },
})
export class EvidenceHighlight {
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  readonly target = input.required<EvidenceTarget>();
  readonly derived = input(false);

  protected readonly value = computed(() => {
    const value = this.target().ref.value;
    return value === undefined ? this.target().figure : String(value);
  });

  constructor() {
    // Bring the opened value into view each time the analyst opens it (scrolling is the outside world).
    afterRenderEffect(() => {
      this.target();
      const element = this.host.nativeElement;
      element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      element.focus({ preventScroll: true });
    });
  }
}
