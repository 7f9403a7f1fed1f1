import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  computed,
  inject,
  input,
} from '@angular/core';
import { Router } from '@angular/router';
import { MatIconModule } from '@angular/material/icon';
import type { TurnContext } from '../../agent/events';
import { periodLabel } from './bubble-data';
import { InsightsStore } from './insights-store';

/** A turn's chart context as a chip; clicking it brings the chart back to that point. */
@Component({
  selector: 'app-context-chip',
  imports: [MatIconModule],
  template: `
    <button
      type="button"
      class="chip"
      data-testid="context-chip"
      [attr.data-date]="context().date"
      [attr.aria-label]="'Show this point on the chart: ' + description()"
      (click)="showOnChart()"
    >
      <mat-icon aria-hidden="true">bubble_chart</mat-icon>
      <span>{{ description() }}</span>
    </button>
  `,
  styles: `
    .chip {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      margin-top: 6px;
      padding: 2px 10px 2px 6px;
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: 8px;
      background: var(--mat-sys-surface-container-high);
      color: var(--mat-sys-on-surface);
      font: var(--mat-sys-label-medium);
      cursor: pointer;
    }
    .chip:hover {
      background: var(--mat-sys-secondary-container);
    }
    mat-icon {
      font-size: 16px;
      width: 16px;
      height: 16px;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ContextChip {
  /** The chart's store and the router are looked up on click: a timeline may live without them. */
  private readonly injector = inject(Injector);
  readonly context = input.required<TurnContext>();

  protected readonly description = computed(() => {
    const context = this.context();
    const parts = [`Chart point · ${periodLabel(context.date, context.granularity ?? 'day')}`];
    if (context.count !== undefined) parts.push(`${context.count} messages`);
    if (context.avgSentiment !== undefined) parts.push(`avg ${context.avgSentiment.toFixed(2)}`);
    for (const [name, value] of Object.entries(context.filters ?? {})) {
      if (name !== 'from' && name !== 'to' && typeof value === 'string') {
        parts.push(`${name}: ${value}`);
      }
    }
    return parts.join(' · ');
  });

  /** Brings the chart back to this point; from a replay, goes to the research view first. */
  protected showOnChart(): void {
    this.injector.get(InsightsStore).focus(this.context());
    const router = this.injector.get(Router);
    if (router.url.split(/[?#]/)[0] !== '/') void router.navigateByUrl('/');
  }
}
