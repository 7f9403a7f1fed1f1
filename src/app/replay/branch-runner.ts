import { Injectable, inject } from '@angular/core';
import type { AgentEvent, Trace } from '../../agent/events';
import type { FrozenStep } from '../../agent/resume';
import { SettingsStore } from '../settings/settings-store';

export interface BranchRequest {
  readonly trace: Trace;
  readonly turnIndex: number;
  /** A what-if: the steps before `edited.step` are frozen, `edited` runs with its new inputs. */
  readonly whatIf?: { readonly frozen: readonly FrozenStep[]; readonly edited: FrozenStep };
}

/**
 * Runs a stored turn's question again with the current model and settings, with the same earlier
 * turns as history, through the real engine; a what-if resumes it from an edited step
 * (src/agent/resume.ts). The engine loads lazily, as for a live question.
 */
@Injectable({ providedIn: 'root' })
export class BranchRunner {
  private readonly settings = inject(SettingsStore);

  async *run(request: BranchRequest, signal: AbortSignal): AsyncIterable<AgentEvent> {
    const { trace, turnIndex, whatIf } = request;
    const turn = trace.turns[turnIndex]!;
    const token = this.settings.token() || undefined;
    const [engine, llmClient, toolClient, loadDataset, resume, reducer] = await Promise.all([
      import('../../agent/engine'),
      import('../../agent/llm-client'),
      import('../../agent/tool-client'),
      import('../../agent/load-dataset'),
      import('../../agent/resume'),
      import('../timeline/run-reducer'),
    ]);
    const data = await loadDataset.loadDataKnowledge({ baseUrl: location.origin, token, signal });
    signal.throwIfAborted();
    const real = {
      llm: await llmClient.createAnthropicLlmClient({
        baseURL: `${location.origin}/api/llm`,
        token,
      }),
      tools: toolClient.createHttpToolClient({ baseUrl: location.origin, token }),
    };
    const deps = whatIf ? resume.resumingDeps(real, whatIf.frozen, whatIf.edited) : real;
    const history = trace.turns.slice(0, turnIndex).flatMap((earlier) => {
      const answer = reducer.foldRun(earlier.events).answer;
      return answer
        ? [
            {
              question: earlier.question,
              answer: answer.text,
              ...(earlier.context ? { context: earlier.context } : {}),
            },
          ]
        : [];
    });
    const settings = this.settings.runSettings();
    yield* engine.runAgent(
      {
        question: turn.question,
        conversationId: trace.conversation.id,
        ...(turn.context ? { context: turn.context } : {}),
        ...data,
        history,
        settings: whatIf ? { ...settings, protocol: 'native' } : settings,
      },
      { ...deps, signal },
    );
  }
}
