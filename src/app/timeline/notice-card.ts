import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import type { NoticeState } from './run-reducer';

/** A repair, retry, pruned input or limit: quiet, but visible in its place. */
@Component({
  selector: 'app-notice-card',
  imports: [MatIconModule],
  template: `
    <mat-icon aria-hidden="true">{{ icon() }}</mat-icon>
    <span class="message">{{ notice().message }}</span>
    <span class="code">{{ notice().code }}</span>
  `,
  styles: `
    :host {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 4px 8px;
      border-radius: 8px;
      font: var(--mat-sys-body-small);
      color: var(--mat-sys-on-surface-variant);
    }
    :host(.warn) {
      background: var(--mat-sys-surface-container-high);
    }
    :host(.error) {
      background: var(--mat-sys-error-container);
      color: var(--mat-sys-on-error-container);
    }
    mat-icon {
      font-size: 18px;
      width: 18px;
      height: 18px;
      flex: 0 0 auto;
    }
    .message {
      flex: 1 1 auto;
    }
    .code {
      font-family: var(--sightline-mono);
      opacity: 0.8;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    'data-testid': 'timeline-step',
    'data-kind': 'notice',
    role: 'note',
    '[class]': 'notice().level',
  },
})
export class NoticeCard {
  readonly notice = input.required<NoticeState>();
  protected readonly icon = computed(
    () => ({ info: 'info', warn: 'warning', error: 'report' })[this.notice().level],
  );
}
