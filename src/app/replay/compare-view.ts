import { DecimalPipe } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  signal,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import type { AgentEvent, Trace } from '../../agent/events';
import { recordedSteps } from '../../agent/resume';
import type { BranchRecord } from '../history/history-db';
import { HistoryRepository } from '../history/history-repository';
import { createId } from '../timeline/ids';
import { describeFailure } from '../timeline/run-failure';
import { foldRun, initialRunState, reduceRun, type RunState } from '../timeline/run-reducer';
import { TraceHeader } from './trace-header';
import { BranchRunner } from './branch-runner';
import { compareRuns, type StepSide } from './compare-runs';

/**
 * Re-run and compare: a stored turn beside a re-run of its question (current model and settings)
 * or a what-if resumed from an edited step, aligned by step with the divergences marked.
 */
@Component({
  selector: 'app-compare-view',
  imports: [TraceHeader, DecimalPipe, MatButtonModule, MatIconModule],
  templateUrl: './compare-view.html',
  styleUrl: './compare-view.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class CompareView {
  readonly id = input.required<string>();
  private readonly history = inject(HistoryRepository);
  private readonly runner = inject(BranchRunner);

  protected readonly trace = signal<Trace | null>(null);
  protected readonly missing = signal(false);
  protected readonly turnIndex = signal(0);
  protected readonly branches = signal<readonly BranchRecord[]>([]);
  protected readonly branchId = signal<string | null>(null);
  /** The branch being run: its state folded live. */
  protected readonly running = signal<{ kind: BranchRecord['kind']; run: RunState } | null>(null);
  protected readonly error = signal<string | null>(null);
  protected readonly whatIfStep = signal(0);
  protected readonly whatIfInputs = signal<readonly string[]>([]);
  private controller: AbortController | null = null;

  protected readonly original = computed(() => {
    const turn = this.trace()?.turns[this.turnIndex()];
    return turn ? foldRun(turn.events) : null;
  });
  protected readonly branch = computed(
    () => this.branches().find((branch) => branch.id === this.branchId()) ?? null,
  );
  protected readonly other = computed<RunState | null>(() => {
    const running = this.running();
    if (running) return running.run;
    const branch = this.branch();
    return branch ? foldRun(branch.events) : null;
  });
  protected readonly comparison = computed(() => {
    const original = this.original();
    const other = this.other();
    return original && other ? compareRuns(original, other) : null;
  });
  /** Steps of the original with tool calls: where a what-if can start. */
  protected readonly editableSteps = computed(() =>
    (this.original()?.steps ?? []).filter((step) => step.calls.length > 0),
  );

  constructor() {
    effect(() => void this.load(this.id()));
    inject(DestroyRef).onDestroy(() => this.controller?.abort());
  }

  protected selectTurn(index: number): void {
    this.turnIndex.set(index);
    void this.loadBranches();
  }

  protected pickWhatIfStep(value: string): void {
    const step = Number(value);
    this.whatIfStep.set(step);
    const calls = this.original()?.steps.find((candidate) => candidate.step === step)?.calls ?? [];
    this.whatIfInputs.set(calls.map((call) => JSON.stringify(call.input ?? {}, null, 2)));
  }

  protected editInput(index: number, text: string): void {
    this.whatIfInputs.update((inputs) => inputs.map((value, at) => (at === index ? text : value)));
  }

  protected rerun(): void {
    void this.runBranch('rerun');
  }

  protected runWhatIf(): void {
    const trace = this.trace();
    const turn = trace?.turns[this.turnIndex()];
    const step = this.whatIfStep();
    if (!trace || !turn || step < 1) return;
    const recorded = recordedSteps(turn.events, step);
    const target = recorded.find((candidate) => candidate.step === step);
    if (!target) return;
    const inputs: unknown[] = [];
    for (const [index, text] of this.whatIfInputs().entries()) {
      try {
        inputs.push(JSON.parse(text));
      } catch {
        this.error.set(
          `The input of call ${index + 1} is not valid JSON; fix it to run the what-if.`,
        );
        return;
      }
    }
    const edited = {
      step,
      thought: target.thought,
      calls: target.calls.map((call, index) => ({ tool: call.tool, input: inputs[index] })),
    };
    void this.runBranch('what-if', {
      frozen: recorded.filter((candidate) => candidate.step < step),
      edited,
    });
  }

  protected stop(): void {
    this.controller?.abort();
  }

  protected describeSide(side: StepSide | null): string[] {
    if (!side) return ['(no such step)'];
    return side.tools.map(
      (tool, index) =>
        `${tool}(${shorten(side.inputs[index]!, 160)}) → ${shorten(side.results[index]!, 200)}`,
    );
  }

  private async runBranch(
    kind: BranchRecord['kind'],
    whatIf?: Parameters<BranchRunner['run']>[0]['whatIf'],
  ): Promise<void> {
    const trace = this.trace();
    const turn = trace?.turns[this.turnIndex()];
    if (!trace || !turn || this.running()) return;
    this.error.set(null);
    const controller = new AbortController();
    this.controller = controller;
    const events: AgentEvent[] = [];
    let run = initialRunState;
    this.running.set({ kind, run });
    try {
      for await (const event of this.runner.run(
        { trace, turnIndex: this.turnIndex(), ...(whatIf ? { whatIf } : {}) },
        controller.signal,
      )) {
        events.push(event);
        run = reduceRun(run, event);
        this.running.set({ kind, run });
      }
    } catch (error) {
      if (!controller.signal.aborted) this.error.set(describeFailure(error));
    } finally {
      this.controller = null;
    }
    if (events.length > 0) {
      const branch: BranchRecord = {
        id: createId('branch'),
        conversationId: trace.conversation.id,
        turnId: turn.id,
        kind,
        ...(whatIf ? { fromStep: whatIf.edited.step } : {}),
        createdAt: new Date().toISOString(),
        events,
      };
      await this.history.saveBranch(branch);
      this.branches.update((branches) => [...branches, branch]);
      this.branchId.set(branch.id);
    }
    this.running.set(null);
  }

  protected labelOf(branch: BranchRecord): string {
    const when = new Date(branch.createdAt).toLocaleString();
    return branch.kind === 'rerun'
      ? `Re-run · ${when}`
      : `What-if from step ${branch.fromStep} · ${when}`;
  }

  private async load(id: string): Promise<void> {
    const trace = await this.history.load(id);
    this.missing.set(!trace);
    this.trace.set(trace ?? null);
    if (trace) this.selectTurn(Math.max(0, trace.turns.length - 1));
  }

  private async loadBranches(): Promise<void> {
    const turn = this.trace()?.turns[this.turnIndex()];
    const branches = turn ? await this.history.branchesOf(turn.id) : [];
    this.branches.set(branches);
    this.branchId.set(branches.at(-1)?.id ?? null);
    const first = this.editableSteps()[0];
    this.pickWhatIfStep(String(first?.step ?? 0));
  }
}

function shorten(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}
