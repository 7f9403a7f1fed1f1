import type { AssessmentInput } from '../../src/agent/answer-assessment';
import { runAgent, type HistoryTurn, type RunRequest } from '../../src/agent/engine';
import type { DataDictionary } from '../../src/agent/dataset';
import type { AgentEvent, AgentEventOf } from '../../src/agent/events';
import type { LlmClient } from '../../src/agent/llm-client';
import type { ToolClient } from '../../src/agent/tool-client';
import type { EvalCase } from './eval-case';

/** What the engine needs to know of the API it runs against. */
export interface Target {
  readonly llm: LlmClient;
  readonly tools: ToolClient;
  readonly model: string;
  readonly protocol: 'native' | 'text';
  readonly dataset?: DataDictionary;
  readonly corpus?: { from: string; to: string };
}

/** One turn as the eval keeps it: the answer event's parts the grader and the report use. */
export interface TurnOutcome {
  readonly question: string;
  readonly endReason: string;
  readonly endMessage?: string;
  readonly answer?: {
    readonly text: string;
    readonly status?: string;
    readonly confidence: { score: number; level: 'high' | 'medium' | 'low' };
    readonly factors: readonly { label: string; delta: number }[];
    /** The answer's figures the engine checked, and how many it found no support for. */
    readonly figures: number;
    readonly unsupported: number;
  };
  readonly tools: readonly ToolCallOutcome[];
  readonly durationMs: number;
  /** What the engine assessed the answer from, so that a replay can score it again. */
  readonly assessment?: RecordedAssessment;
}

/**
 * The engine's assessment input without the data dictionary (the results file keeps one per
 * data set): the question, the draft answer, the full tool outputs and the run's counts.
 */
export type RecordedAssessment = Omit<AssessmentInput, 'dataset'>;

/** A tool call of the turn: what was asked and, when it failed, why. */
export interface ToolCallOutcome {
  readonly tool: string;
  readonly input: unknown;
  readonly ok: boolean;
  readonly error?: string;
}

/** The status field of the trust issue's answer event, read without depending on its type. */
function statusOf(event: AgentEventOf<'answer'>): string | undefined {
  const status = (event as { status?: unknown }).status;
  return typeof status === 'string' ? status : undefined;
}

async function runTurn(
  target: Target,
  question: string,
  conversationId: string,
  history: HistoryTurn[],
  context: EvalCase['context'],
): Promise<TurnOutcome> {
  const request: RunRequest = {
    question,
    conversationId,
    history,
    ...(context ? { context } : {}),
    ...(target.dataset ? { dataset: target.dataset } : {}),
    ...(target.corpus ? { corpus: target.corpus } : {}),
    settings: { model: target.model, protocol: target.protocol },
  };
  const started = performance.now();
  const tools: ToolCallOutcome[] = [];
  const inputs = new Map<string, { tool: string; input: unknown }>();
  let answer: TurnOutcome['answer'];
  let end: AgentEventOf<'run-end'> | undefined;
  let assessment: RecordedAssessment | undefined;
  for await (const event of runAgent(request, {
    llm: target.llm,
    tools: target.tools,
    recordAssessment: ({ dataset: _dataset, ...input }) => {
      assessment = structuredClone(input);
    },
  }) as AsyncIterable<AgentEvent>) {
    if (event.type === 'action') inputs.set(event.callId, { tool: event.tool, input: event.input });
    if (event.type === 'observation') {
      const call = inputs.get(event.callId);
      tools.push({
        tool: event.tool,
        input: call?.input,
        ok: event.ok,
        ...(event.error ? { error: event.error.message } : {}),
      });
    }
    if (event.type === 'answer') {
      const status = statusOf(event);
      answer = {
        text: event.text,
        ...(status ? { status } : {}),
        confidence: { score: event.confidence.score, level: event.confidence.level },
        factors: event.confidence.factors,
        figures: event.evidence?.length ?? 0,
        unsupported: (event.evidence ?? []).filter((figure) => figure.status === 'unsupported')
          .length,
      };
    }
    if (event.type === 'run-end') end = event;
  }
  return {
    question,
    endReason: end?.reason ?? 'error',
    ...(end?.message ? { endMessage: end.message } : {}),
    ...(answer ? { answer } : {}),
    tools,
    durationMs: Math.round(performance.now() - started),
    ...(assessment ? { assessment } : {}),
  };
}

/**
 * Runs a case as an analyst would: its earlier turns first (their answers become the history),
 * then the graded question. Returns every turn; the last is the one graded.
 */
export async function runCase(target: Target, evalCase: EvalCase): Promise<TurnOutcome[]> {
  const conversationId = `eval-${evalCase.id}`;
  const history: HistoryTurn[] = [];
  const turns: TurnOutcome[] = [];
  for (const question of evalCase.previous ?? []) {
    const turn = await runTurn(target, question, conversationId, history, undefined);
    turns.push(turn);
    history.push({ question, answer: turn.answer?.text ?? '' });
  }
  turns.push(await runTurn(target, evalCase.question, conversationId, history, evalCase.context));
  return turns;
}
