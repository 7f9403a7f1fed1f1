import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  type ElementRef,
  computed,
  effect,
  inject,
  input,
  output,
  signal,
  viewChild,
} from '@angular/core';
import type { Chart, TooltipItem } from 'chart.js';
import {
  MIN_DRAWN_RADIUS,
  dayOf,
  describeBubble,
  radiusScale,
  type BubblePoint,
  type ChartData,
} from './bubble-data';
import { loadChart, themeColor } from './load-chart';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The sentiment bubble chart (chart.js, loaded on first use). x is the day on a linear axis of
 * day numbers it labels itself (no date adapter), y the average sentiment, bubble area the volume.
 * Arrow keys move between bubbles, Home/End jump to the ends, Enter selects, like a click.
 */
@Component({
  selector: 'app-sentiment-chart',
  template: `
    <div
      class="plot"
      tabindex="0"
      role="application"
      aria-roledescription="sentiment bubble chart"
      [attr.aria-label]="label()"
      (keydown)="moveByKey($event)"
      (focus)="startKeyboard()"
    >
      <canvas #canvas></canvas>
      @if (ring(); as ring) {
        <span
          class="focus-ring"
          data-testid="chart-focus-ring"
          [attr.data-date]="ring.date"
          [style.left.px]="ring.x"
          [style.top.px]="ring.y"
          [style.width.px]="ring.size"
          [style.height.px]="ring.size"
        ></span>
      }
    </div>
    <p class="live" aria-live="polite">{{ activeDescription() }}</p>
  `,
  styles: `
    :host {
      display: block;
      position: relative;
    }
    .plot {
      position: relative;
      height: 100%;
      min-height: 220px;
      border-radius: 8px;
      outline: none;
    }
    .plot:focus-visible {
      box-shadow: 0 0 0 2px var(--mat-sys-primary);
    }
    .focus-ring {
      position: absolute;
      pointer-events: none;
      transform: translate(-50%, -50%);
      border: 2px solid var(--mat-sys-primary);
      border-radius: 50%;
    }
    .live {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class SentimentChart {
  readonly data = input.required<ChartData>();
  readonly selectedDate = input<string | null>(null);
  /** A bubble was clicked or chosen with Enter. */
  readonly pointSelected = output<string>();

  private readonly canvas = viewChild.required<ElementRef<HTMLCanvasElement>>('canvas');
  private chart: Chart<'bubble', BubblePoint[]> | undefined;
  /** Bumped once the chart exists and after each redraw, so the ring follows the layout. */
  private readonly drawn = signal(0);
  /** Index of the bubble under keyboard focus, or null. */
  protected readonly activeIndex = signal<number | null>(null);

  protected readonly label = computed(() => {
    const count = this.data().points.length;
    return `Average sentiment by ${this.data().granularity}, ${count} ${count === 1 ? 'bubble' : 'bubbles'}. Arrow keys move between bubbles, Enter asks about one.`;
  });

  protected readonly activeDescription = computed(() => {
    const index = this.activeIndex();
    const point = index === null ? undefined : this.data().points[index];
    return point ? describeBubble(point.bubble, this.data().granularity).join(', ') : '';
  });

  /** Where the keyboard focus (or, without it, the selection) sits on the canvas. */
  protected readonly ring = computed(() => {
    this.drawn();
    const points = this.data().points;
    const index =
      this.activeIndex() ?? points.findIndex((point) => point.bubble.date === this.selectedDate());
    const element = index >= 0 ? this.chart?.getDatasetMeta(0).data[index] : undefined;
    if (!element || index >= points.length) return null;
    return {
      date: points[index]!.bubble.date,
      x: element.x,
      y: element.y,
      size: ((element.options as { radius?: number }).radius ?? points[index]!.r) * 2 + 8,
    };
  });

  constructor() {
    inject(DestroyRef).onDestroy(() => {
      this.chart?.destroy();
      this.chart = undefined;
    });
    effect(() => {
      const data = this.data();
      const selected = this.selectedDate();
      void this.draw(data, selected);
    });
  }

  private async draw(data: ChartData, selected: string | null): Promise<void> {
    const Chart = await loadChart();
    const canvas = this.canvas().nativeElement;
    if (!canvas.isConnected && this.chart === undefined) return;
    // Bubbles shrink on a crowded axis; the area stays proportional to the count.
    const scale = radiusScale(Math.max(100, canvas.clientWidth - 60), data);
    const points = data.points.map((point) => ({
      ...point,
      r: Math.max(MIN_DRAWN_RADIUS, point.r * scale),
    }));
    const outline = themeColor(canvas, '--mat-sys-on-surface', '#1b1b1f');
    const borderColor = points.map((point) =>
      point.bubble.date === selected ? outline : 'rgba(0, 0, 0, 0.25)',
    );
    const borderWidth = points.map((point) => (point.bubble.date === selected ? 3 : 1));
    const dataset = {
      data: points,
      backgroundColor: points.map((point) => withAlpha(point.color, 0.7)),
      hoverBackgroundColor: points.map((point) => point.color),
      borderColor,
      borderWidth,
    };
    const ticks = this.tickFormatter(data);
    if (this.chart) {
      this.chart.data.datasets[0] = dataset;
      const x = this.chart.options.scales!['x']!;
      x.min = data.xMin;
      x.max = data.xMax;
      x.ticks!.callback = ticks;
      this.chart.update('none');
    } else {
      const grid = themeColor(canvas, '--mat-sys-outline-variant', 'rgba(0,0,0,0.12)');
      const text = themeColor(canvas, '--mat-sys-on-surface-variant', '#44474e');
      this.chart = new Chart<'bubble', BubblePoint[]>(canvas, {
        type: 'bubble',
        data: { datasets: [dataset] },
        options: {
          animation: false,
          maintainAspectRatio: false,
          // Parsed (not `parsing: false`): the bubble controller reads each radius while parsing.
          normalized: true,
          // Hover finds the bubble under the pointer by x first: cheap with a few hundred bubbles.
          interaction: { mode: 'nearest', intersect: true },
          scales: {
            x: {
              type: 'linear',
              min: data.xMin,
              max: data.xMax,
              grid: { color: grid },
              ticks: { callback: ticks, color: text, maxRotation: 0, autoSkipPadding: 12 },
            },
            y: {
              type: 'linear',
              min: -1,
              max: 1,
              grid: { color: grid },
              ticks: { stepSize: 0.5, color: text },
              title: { display: true, text: 'average sentiment', color: text },
            },
          },
          plugins: {
            tooltip: {
              displayColors: false,
              callbacks: {
                title: () => '',
                label: (item: TooltipItem<'bubble'>) =>
                  describeBubble((item.raw as BubblePoint).bubble, this.data().granularity),
              },
            },
          },
          onClick: (_event, elements) => {
            const index = elements[0]?.index;
            const point = index === undefined ? undefined : this.data().points[index];
            if (point) this.pointSelected.emit(point.bubble.date);
          },
          // Bubble sizes depend on the plot's width (a hidden tab has none): redraw at the new size.
          onResize: () => queueMicrotask(() => void this.draw(this.data(), this.selectedDate())),
        },
      });
    }
    const active = this.activeIndex();
    if (active !== null && active >= points.length) this.activeIndex.set(null);
    this.drawn.update((count) => count + 1);
  }

  private tickFormatter(data: ChartData): (value: string | number) => string {
    const span = data.xMax - data.xMin;
    return (value) => {
      const day = dayOf(Number(value));
      const date = new Date(`${day}T00:00:00Z`);
      return span > 120 ? MONTH.format(date) : SHORT_DAY.format(date);
    };
  }

  protected startKeyboard(): void {
    if (this.activeIndex() !== null || this.data().points.length === 0) return;
    const selected = this.data().points.findIndex(
      (point) => point.bubble.date === this.selectedDate(),
    );
    this.activate(selected >= 0 ? selected : 0);
  }

  protected moveByKey(event: KeyboardEvent): void {
    const count = this.data().points.length;
    if (count === 0) return;
    const current = this.activeIndex() ?? 0;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      PageDown: current + 7,
      PageUp: current - 7,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.pointSelected.emit(this.data().points[current]!.bubble.date);
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.activate(Math.max(0, Math.min(count - 1, next)));
  }

  private activate(index: number): void {
    this.activeIndex.set(index);
    const chart = this.chart;
    if (!chart) return;
    const element = chart.getDatasetMeta(0).data[index];
    const active = [{ datasetIndex: 0, index }];
    chart.setActiveElements(active);
    if (element) chart.tooltip?.setActiveElements(active, { x: element.x, y: element.y });
    chart.update('none');
  }
}

function withAlpha(color: string, alpha: number): string {
  return color.replace('rgb(', 'rgba(').replace(')', `, ${alpha})`);
}
