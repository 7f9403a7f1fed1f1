import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  viewChild,
} from '@angular/core';
import type { Chart } from 'chart.js';
import { queueDraw } from './draw-queue';
import { loadChart, themeColor } from './load-chart';
import type { ResultSeries } from './result-series';

/** A small line or bar chart of a tool result's series, with one point optionally highlighted. */
@Component({
  selector: 'app-result-chart',
  template: `
    <figure class="figure">
      <div class="plot">
        <canvas #canvas role="img" [attr.aria-label]="description()"></canvas>
      </div>
      <figcaption class="caption">
        {{ series().valueKey }} by {{ series().labelKey }}
        @if (series().omitted > 0) {
          · first {{ series().values.length }} of {{ series().values.length + series().omitted }}
        }
        @if (highlightLabel(); as label) {
          · <strong>{{ label }}</strong> highlighted
        }
      </figcaption>
    </figure>
  `,
  styles: `
    :host {
      display: block;
    }
    .figure {
      margin: 8px 0 0;
    }
    .plot {
      position: relative;
      height: 140px;
    }
    .caption {
      font: var(--mat-sys-body-small);
      color: var(--mat-sys-on-surface-variant);
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { 'data-testid': 'result-chart', '[attr.data-kind]': 'series().kind' },
})
export class ResultChart {
  readonly series = input.required<ResultSeries>();
  /** Index among the drawn values to highlight, e.g. the point an answer's figure came from. */
  readonly highlight = input<number | null>(null);

  private readonly canvas = viewChild.required<ElementRef<HTMLCanvasElement>>('canvas');
  private chart: Chart<'line' | 'bar', number[], string> | undefined;

  protected readonly highlightLabel = computed(() => {
    const index = this.highlight();
    return index === null ? null : (this.series().labels[index] ?? null);
  });

  protected readonly description = computed(() => {
    const series = this.series();
    const shown = series.labels
      .slice(0, 12)
      .map((label, index) => `${label}: ${series.values[index]}`);
    const more = series.labels.length > 12 ? `, and ${series.labels.length - 12} more` : '';
    return `${series.kind === 'line' ? 'Line' : 'Bar'} chart of ${series.valueKey} by ${series.labelKey}: ${shown.join(', ')}${more}`;
  });

  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private visible = false;
  private queued = false;
  /** What to draw when the chart is next in view; null once drawn. */
  private pending: { series: ResultSeries; highlight: number | null } | null = null;

  constructor() {
    const destroyRef = inject(DestroyRef);
    destroyRef.onDestroy(() => this.chart?.destroy());
    effect(() => {
      this.pending = { series: this.series(), highlight: this.highlight() };
      this.scheduleDraw();
    });
    afterNextRender(() => {
      const observer = new IntersectionObserver(
        ([entry]) => {
          this.visible = entry?.isIntersecting ?? false;
          this.scheduleDraw();
        },
        { rootMargin: '200px' },
      );
      observer.observe(this.host.nativeElement);
      destroyRef.onDestroy(() => observer.disconnect());
    });
  }

  /** Draws through the shared queue, and only while the chart is (nearly) in view. */
  private scheduleDraw(): void {
    if (!this.visible || !this.pending || this.queued) return;
    this.queued = true;
    queueDraw(() => {
      this.queued = false;
      const pending = this.pending;
      if (!this.visible || !pending) return;
      this.pending = null;
      void this.draw(pending.series, pending.highlight);
    });
  }

  private async draw(series: ResultSeries, highlight: number | null): Promise<void> {
    const Chart = await loadChart();
    const canvas = this.canvas().nativeElement;
    this.chart?.destroy();
    const primary = themeColor(canvas, '--mat-sys-primary', '#3f51b5');
    const accent = themeColor(canvas, '--mat-sys-error', '#d32f2f');
    const text = themeColor(canvas, '--mat-sys-on-surface-variant', '#44474e');
    const grid = themeColor(canvas, '--mat-sys-outline-variant', 'rgba(0,0,0,0.12)');
    const colors = series.values.map((_, index) => (index === highlight ? accent : primary));
    this.chart = new Chart<'line' | 'bar', number[], string>(canvas, {
      type: series.kind,
      data: {
        labels: [...series.labels],
        datasets: [
          {
            data: [...series.values],
            borderColor: primary,
            backgroundColor: colors,
            pointBackgroundColor: colors,
            pointRadius: series.values.map((_, index) =>
              index === highlight ? 6 : series.values.length > 60 ? 0 : 2,
            ),
            borderWidth: series.kind === 'line' ? 1.5 : 0,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            ticks: { color: text, maxRotation: 0, autoSkipPadding: 8 },
            grid: { display: false },
          },
          y: { ticks: { color: text, maxTicksLimit: 4 }, grid: { color: grid } },
        },
        plugins: { tooltip: { displayColors: false } },
      },
    });
  }
}
