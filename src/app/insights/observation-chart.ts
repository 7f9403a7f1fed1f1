import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ToolCallState } from '../timeline/run-reducer';
import { ResultChart } from './result-chart';
import { resultSeries } from './result-series';

/**
 * The chart of an observation that holds a series or a breakdown; nothing for other results.
 * Drawn when it scrolls into view, so a long trace does not draw every chart at once.
 */
@Component({
  selector: 'app-observation-chart',
  imports: [ResultChart],
  template: `
    @if (series(); as series) {
      @defer (on viewport) {
        <app-result-chart [series]="series" />
      } @placeholder {
        <div class="placeholder"></div>
      }
    }
  `,
  styles: `
    .placeholder {
      height: 160px;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ObservationChart {
  readonly call = input.required<ToolCallState>();
  protected readonly series = computed(() =>
    this.call().status === 'output-available' ? resultSeries(this.call().output) : null,
  );
}
