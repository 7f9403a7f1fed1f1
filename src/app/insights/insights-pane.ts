import { Injectable, signal } from '@angular/core';

/** The pane shown when the layout is too narrow for chart and research side by side. */
export type InsightsPane = 'chart' | 'research';

/**
 * Which pane the narrow layout shows. Its own small store so the shell can switch tabs without
 * loading the chart's code: asking from a bubble shows the research, a context chip the chart.
 */
@Injectable({ providedIn: 'root' })
export class InsightsPaneStore {
  private readonly state = signal<InsightsPane>('research');
  readonly pane = this.state.asReadonly();

  show(pane: InsightsPane): void {
    this.state.set(pane);
  }
}
