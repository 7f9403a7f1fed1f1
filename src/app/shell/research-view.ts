import { BreakpointObserver } from '@angular/cdk/layout';
import { ChangeDetectionStrategy, Component, inject, viewChild } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { map } from 'rxjs';
import { AskBox } from '../ask/ask-box';
import { ExampleQuestions } from '../ask/example-questions';
import { InsightsPanel } from '../insights/insights-panel';
import { InsightsPaneStore } from '../insights/insights-pane';
import { RunStore } from '../timeline/run-store';
import { Timeline } from '../timeline/timeline';

/** Chart and conversation side by side from this width up; tabs below it. */
const SIDE_BY_SIDE = '(min-width: 1280px)';

/**
 * The research view: the conversation's timeline above, the question box below, and the
 * sentiment chart beside them (wide) or behind a tab (narrow).
 */
@Component({
  selector: 'app-research-view',
  imports: [AskBox, ExampleQuestions, InsightsPanel, MatButtonModule, MatIconModule, Timeline],
  template: `
    @if (!sideBySide()) {
      <div class="tabs" role="tablist" aria-label="View">
        <button
          type="button"
          role="tab"
          id="tab-research"
          aria-controls="pane-research"
          [attr.aria-selected]="panes.pane() === 'research'"
          (click)="panes.show('research')"
        >
          <mat-icon aria-hidden="true">forum</mat-icon> Research
        </button>
        <button
          type="button"
          role="tab"
          id="tab-chart"
          data-testid="chart-tab"
          aria-controls="pane-chart"
          [attr.aria-selected]="panes.pane() === 'chart'"
          (click)="panes.show('chart')"
        >
          <mat-icon aria-hidden="true">bubble_chart</mat-icon> Sentiment chart
        </button>
      </div>
    }
    <div class="panes" [class.side-by-side]="sideBySide()">
      <section
        id="pane-chart"
        class="chart-pane"
        aria-label="Sentiment chart"
        [attr.role]="sideBySide() ? null : 'tabpanel'"
        [hidden]="!sideBySide() && panes.pane() !== 'chart'"
      >
        @defer (on idle) {
          <app-insights-panel class="insights" />
        }
      </section>
      <section
        id="pane-research"
        class="research-pane"
        aria-label="Research"
        [attr.role]="sideBySide() ? null : 'tabpanel'"
        [hidden]="!sideBySide() && panes.pane() !== 'research'"
      >
        <app-timeline class="thread">
          <app-example-questions (picked)="askExample($event)" />
        </app-timeline>
        <div class="dock">
          @if (!timeline().following()) {
            <button
              mat-stroked-button
              type="button"
              class="jump"
              (click)="timeline().followLatest()"
            >
              <mat-icon>arrow_downward</mat-icon>
              Jump to latest
            </button>
          }
          <app-ask-box class="ask" (asked)="timeline().followLatest()" />
        </div>
      </section>
    </div>
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    .tabs {
      display: flex;
      flex: 0 0 auto;
      border-bottom: 1px solid var(--mat-sys-outline-variant);
    }
    .tabs button {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      padding: 10px 16px;
      border: 0;
      border-bottom: 2px solid transparent;
      background: none;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-title-small);
      cursor: pointer;
    }
    .tabs button[aria-selected='true'] {
      border-bottom-color: var(--mat-sys-primary);
      color: var(--mat-sys-primary);
    }
    .panes {
      display: flex;
      flex-direction: column;
      flex: 1 1 auto;
      min-height: 0;
    }
    .panes.side-by-side {
      flex-direction: row;
    }
    .chart-pane,
    .research-pane {
      display: flex;
      flex-direction: column;
      flex: 1 1 auto;
      min-height: 0;
      min-width: 0;
    }
    .chart-pane[hidden],
    .research-pane[hidden] {
      display: none;
    }
    .side-by-side .chart-pane {
      flex: 0 0 42%;
      max-width: 640px;
      order: 2;
      border-left: 1px solid var(--mat-sys-outline-variant);
    }
    .insights {
      flex: 1 1 auto;
    }
    .thread {
      flex: 1 1 auto;
      min-height: 0;
    }
    .dock {
      position: relative;
      flex: 0 0 auto;
      padding: 12px 24px 12px;
      border-top: 1px solid var(--mat-sys-outline-variant);
      background: var(--mat-sys-surface);
    }
    .ask {
      max-width: 960px;
      margin: 0 auto;
    }
    .jump {
      position: absolute;
      left: 50%;
      top: -56px;
      transform: translateX(-50%);
      background: var(--mat-sys-surface-container-highest);
      box-shadow: var(--mat-sys-level2);
    }
    @media (max-width: 599px) {
      .dock {
        padding: 8px 12px;
      }
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ResearchView {
  private readonly store = inject(RunStore);
  protected readonly panes = inject(InsightsPaneStore);
  protected readonly timeline = viewChild.required(Timeline);
  protected readonly sideBySide = toSignal(
    inject(BreakpointObserver)
      .observe(SIDE_BY_SIDE)
      .pipe(map((state) => state.matches)),
    { initialValue: true },
  );

  protected askExample(question: string): void {
    if (this.store.ask(question)) this.timeline().followLatest();
  }
}
