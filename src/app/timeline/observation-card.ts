import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressSpinnerModule } from '@angular/material/progress-spinner';
import { MatTooltipModule } from '@angular/material/tooltip';
import { EvidenceFocus, type EvidenceTarget } from '../answer/evidence-focus';
import { EvidenceHighlight } from '../answer/evidence-highlight';
import { ObservationChart } from '../insights/observation-chart';
import { ResultView } from './result-view';
import { formatSeconds, type ToolCallState } from './run-reducer';

let nextId = 0;

/** A tool result: ok or error, duration, the tool's own summary; the full result on request. */
@Component({
  selector: 'app-observation-card',
  imports: [
    EvidenceHighlight,
    MatButtonModule,
    MatIconModule,
    MatProgressSpinnerModule,
    MatTooltipModule,
    ObservationChart,
    ResultView,
  ],
  template: `
    <div class="step-card-head">
      <mat-icon aria-hidden="true" [class.failed]="!ok()">{{
        ok() ? 'task_alt' : 'error'
      }}</mat-icon>
      <span class="step-card-kind">Observation</span>
      <code class="tool">{{ call().tool }}</code>
      <span class="badge" [class.failed]="!ok()">{{ ok() ? 'ok' : 'error' }}</span>
      @if (call().durationMs !== undefined) {
        <span class="meta">{{ duration() }}</span>
      }
      @if (call().truncated) {
        <span
          class="badge truncated"
          tabindex="0"
          matTooltip="The result was shortened before the model saw it; the full result below shows what the tool returned."
        >
          truncated
        </span>
      }
    </div>
    @if (ok()) {
      <p class="summary">{{ summary() ?? 'The tool returned a result without a summary.' }}</p>
    } @else {
      <p class="summary error-text">
        {{ call().error?.message ?? 'The tool failed.' }}
        @if (call().error?.code; as code) {
          <code>({{ code }})</code>
        }
      </p>
    }
    <app-observation-chart [call]="call()" />
    @if (highlight(); as target) {
      <app-evidence-highlight [target]="target" />
    }
    @if (call().output !== undefined) {
      <button
        mat-button
        type="button"
        class="expander"
        (click)="toggleResult()"
        [attr.aria-expanded]="showResult()"
        [attr.aria-controls]="panelId"
      >
        <mat-icon>{{ showResult() ? 'expand_less' : 'expand_more' }}</mat-icon>
        {{ showResult() ? 'Hide full result' : 'Full result' }}
      </button>
      @if (showResult()) {
        <div class="full-result" [id]="panelId">
          @defer (on immediate) {
            <app-result-view [output]="call().output" />
          } @loading (minimum 100ms) {
            <mat-progress-spinner mode="indeterminate" diameter="24" aria-label="Loading result" />
          } @error {
            <p>Could not load the result viewer. Reload the page to try again.</p>
          }
        </div>
      }
    }
  `,
  styleUrl: './observation-card.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    class: 'step-card observation',
    'data-testid': 'timeline-step',
    'data-kind': 'observation',
    '[class.failed]': '!ok()',
  },
})
export class ObservationCard {
  readonly call = input.required<ToolCallState>();
  protected readonly panelId = `observation-result-${nextId++}`;
  protected readonly expanded = signal(false);
  private readonly evidenceFocus = inject(EvidenceFocus);
  /** The answer's figure the analyst opened, when it points into this result. */
  readonly evidence = input<EvidenceTarget | null>(null);
  protected readonly highlight = computed(() => this.evidence());
  protected readonly showResult = computed(() => this.expanded() || this.highlight() !== null);

  protected toggleResult(): void {
    if (this.highlight()) {
      this.evidenceFocus.clear();
      this.expanded.set(false);
    } else {
      this.expanded.update((shown) => !shown);
    }
  }
  protected readonly ok = computed(() => this.call().status === 'output-available');
  protected readonly duration = computed(() => {
    const ms = this.call().durationMs ?? 0;
    return ms < 1000 ? `${Math.round(ms)} ms` : formatSeconds(ms);
  });
  protected readonly summary = computed(() => {
    const output = this.call().output;
    if (typeof output !== 'object' || output === null) return null;
    const summary = (output as { summary?: unknown }).summary;
    return typeof summary === 'string' ? summary : null;
  });
}
