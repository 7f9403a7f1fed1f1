import { HttpErrorResponse, httpResource } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import type { DataDictionary, DatasetField } from '../../agent/dataset';
import type { TurnContext } from '../../agent/events';
import { BackendStatusService } from '../shell/backend-status';
import { RunStore } from '../timeline/run-store';
import { InsightsPaneStore } from './insights-pane';
import {
  fittingGranularity,
  toChartData,
  type Granularity,
  type SentimentBubble,
} from './bubble-data';
import {
  bubbleContext,
  bubbleFollowUps,
  filtersOfContext,
  type ChartFilters,
} from './bubble-followups';

export type GranularityChoice = Granularity | 'auto';

/**
 * State of the sentiment chart: filters, the bubbles they select, the clicked point and its
 * follow-ups. Asking from a point starts a real agent run with the point as turn context; a
 * turn's context chip brings the chart back to its point through {@link focus}.
 */
@Injectable({ providedIn: 'root' })
export class InsightsStore {
  private readonly runs = inject(RunStore);
  private readonly backend = inject(BackendStatusService);
  private readonly panes = inject(InsightsPaneStore);

  private readonly filterState = signal<ChartFilters>({ fields: {} });
  private readonly granularityState = signal<GranularityChoice>('auto');
  private readonly selectedDateState = signal<string | null>(null);

  readonly filters = this.filterState.asReadonly();
  readonly granularityChoice = this.granularityState.asReadonly();
  readonly selectedDate = this.selectedDateState.asReadonly();

  // Not parsed with the zod schema here: that would pull zod into the initial bundle. The fields
  // are only read for filter choices and follow-up wording.
  private readonly datasetResource = httpResource<DataDictionary>(() => '/api/dataset');
  /** The data dictionary; undefined until it loads (or where the API has none). */
  readonly dictionary = computed(() =>
    this.datasetResource.hasValue() ? this.datasetResource.value() : undefined,
  );

  /** First and last day of the data, from the dictionary or else the status. */
  readonly bounds = computed(() => {
    const dictionary = this.dictionary();
    const status = this.backend.status()?.data;
    return {
      from: dictionary?.from ?? status?.from ?? null,
      to: dictionary?.to ?? status?.to ?? null,
    };
  });

  /** Categorical fields of the communications the chart can be filtered by. */
  readonly filterableFields = computed<DatasetField[]>(() =>
    (this.dictionary()?.fields ?? []).filter(
      (field) =>
        field.entity === 'communications' &&
        field.type === 'category' &&
        field.distinct > 1 &&
        (field.values?.length ?? 0) > 0,
    ),
  );

  readonly granularity = computed<Granularity>(() => {
    const choice = this.granularityState();
    if (choice !== 'auto') return choice;
    const from = this.filterState().from ?? this.bounds().from;
    const to = this.filterState().to ?? this.bounds().to;
    return from && to ? fittingGranularity(from, to) : 'day';
  });

  private readonly bubbleResource = httpResource<SentimentBubble[]>(() => {
    const filters = this.filterState();
    const params: Record<string, string> = { granularity: this.granularity() };
    if (filters.from) params['from'] = filters.from;
    if (filters.to) params['to'] = filters.to;
    for (const [name, value] of Object.entries(filters.fields)) params[name] = value;
    return { url: '/api/insights/sentiment-bubbles', params };
  });

  readonly loading = this.bubbleResource.isLoading;
  readonly bubbles = computed<readonly SentimentBubble[]>(() =>
    this.bubbleResource.hasValue() ? this.bubbleResource.value() : [],
  );
  readonly error = computed(() => {
    const error = this.bubbleResource.error();
    if (!error) return null;
    const body = error instanceof HttpErrorResponse ? error.error : undefined;
    const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
    return typeof message === 'string'
      ? `The chart could not load: ${message}`
      : 'The chart could not load. Check the connection and try again.';
  });

  readonly chartData = computed(() => toChartData(this.bubbles(), this.granularity()));

  /** The clicked bubble, as drawn (a summed week when days were summed). */
  readonly selected = computed(() => {
    const date = this.selectedDateState();
    if (date === null) return undefined;
    return this.chartData().points.find((point) => point.bubble.date === date)?.bubble;
  });

  readonly followUps = computed(() => {
    const bubble = this.selected();
    if (!bubble) return [];
    return bubbleFollowUps(
      bubble,
      this.chartData().granularity,
      this.dictionary(),
      this.filterState(),
    );
  });

  readonly busy = this.runs.isLive;

  select(date: string | null): void {
    this.selectedDateState.set(date);
  }

  setPeriod(from: string | undefined, to: string | undefined): void {
    this.filterState.update((filters) => ({
      fields: filters.fields,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }));
    this.selectedDateState.set(null);
  }

  setGranularity(choice: GranularityChoice): void {
    this.granularityState.set(choice);
    this.selectedDateState.set(null);
  }

  /** Filters by `field = value`, or removes the field's filter when value is empty. */
  setFieldFilter(field: string, value: string | null): void {
    this.filterState.update((filters) => {
      const others = Object.entries(filters.fields).filter(([name]) => name !== field);
      const fields = Object.fromEntries(value ? [...others, [field, value]] : others);
      return { ...filters, fields };
    });
    this.selectedDateState.set(null);
  }

  /**
   * Asks `question` about the selected bubble through the full engine, with the point and the
   * active filters as the turn's context. False when nothing is selected or a run is live.
   */
  ask(question: string): boolean {
    const bubble = this.selected();
    if (!bubble) return false;
    const context = bubbleContext(bubble, this.chartData().granularity, this.filterState());
    const started = this.runs.ask(question, context);
    if (started) this.panes.show('research');
    return started;
  }

  /** Brings the chart back to the point a turn was asked from, with that turn's filters. */
  focus(context: TurnContext): void {
    this.filterState.set(filtersOfContext(context));
    this.granularityState.set(context.granularity ?? 'day');
    this.selectedDateState.set(context.date);
    this.panes.show('chart');
  }
}
