import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressSpinnerModule } from '@angular/material/progress-spinner';
import { formatSeconds, type ToolCallState } from './run-reducer';
import { formatValue, prettyJson } from './value-format';

/** A tool call: its name and arguments (streaming, then complete), and a spinner while it runs. */
@Component({
  selector: 'app-action-card',
  imports: [MatButtonModule, MatIconModule, MatProgressSpinnerModule],
  template: `
    <div class="step-card-head">
      <mat-icon aria-hidden="true">build</mat-icon>
      <span class="step-card-kind">Action</span>
      <code class="tool">{{ call().tool }}</code>
      <span class="grow"></span>
      @if (running()) {
        <mat-progress-spinner mode="indeterminate" diameter="16" aria-label="Tool running" />
        <span class="meta">{{ elapsedText() }}</span>
      } @else if (call().status === 'interrupted') {
        <span class="meta interrupted">not run: the run ended first</span>
      }
      @if (hasInput()) {
        <button
          mat-button
          type="button"
          class="raw-toggle"
          (click)="showRaw.set(!showRaw())"
          [attr.aria-pressed]="showRaw()"
        >
          {{ showRaw() ? 'Readable' : 'Raw JSON' }}
        </button>
      }
    </div>
    @if (call().status === 'input-streaming' || showRaw() || !entries()) {
      <pre class="raw" [attr.aria-label]="'Arguments of ' + call().tool">{{ rawInput() }}</pre>
    } @else {
      <dl class="arguments">
        @for (entry of entries(); track entry.key) {
          <dt>{{ entry.key }}</dt>
          <dd>{{ entry.value }}</dd>
        } @empty {
          <dd class="none">no arguments</dd>
        }
      </dl>
    }
  `,
  styleUrl: './action-card.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'step-card action', 'data-testid': 'timeline-step', 'data-kind': 'action' },
})
export class ActionCard {
  readonly call = input.required<ToolCallState>();
  /** The run is live (a call without output is running, not abandoned). */
  readonly live = input(false);
  readonly elapsedMs = input(0);

  protected readonly showRaw = signal(false);
  protected readonly running = computed(
    () =>
      this.live() &&
      (this.call().status === 'input-streaming' || this.call().status === 'input-available'),
  );
  protected readonly elapsedText = computed(() => formatSeconds(Math.max(0, this.elapsedMs())));
  protected readonly hasInput = computed(() => this.call().status !== 'input-streaming');

  protected readonly rawInput = computed(() => {
    const call = this.call();
    if (call.status === 'input-streaming') return call.partialInput || '…';
    return prettyJson(call.input ?? {});
  });

  /** Top-level arguments as key/value rows; null when the input is not a plain object. */
  protected readonly entries = computed(() => {
    const input = this.call().input;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
    return Object.entries(input).map(([key, value]) => ({ key, value: formatValue(value) }));
  });
}
