// A long investigation made of real steps: the tool steps of recorded runs (trace-recording.ts),
// replayed one after another with their thought deltas, streamed tool inputs, parallel calls and
// real observations, then the last recorded run's own steps, answer deltas and answer with its
// evidence. Steps, call ids, seq and t are renumbered so the result is one valid run.
import type { AgentEvent, AgentEventOf, FigureEvidence, Trace } from '../src/agent/events';
import { traceSchema } from '../src/agent/events';
import type { RecordedRun } from './trace-recording';

type StepEvent = Extract<AgentEvent, { step: number }>;

/** What a realistic trace holds, for the results table. */
export interface TraceFigures {
  readonly steps: number;
  readonly toolCalls: number;
  readonly parallelSteps: number;
  readonly deltas: number;
  readonly events: number;
  readonly bytes: number;
}

/** A run of exactly `steps` steps, ending with a recorded answer and its evidence. */
export function realisticTrace(runs: readonly RecordedRun[], steps: number): Trace {
  const closing = runs.find((run) => answerOf(run)?.evidence?.length) ?? runs[0];
  if (!closing) throw new Error('No recorded runs to build a trace from.');
  const closingSteps = stepsOf(closing.events);
  const toolSteps = runs.flatMap((run) =>
    stepsOf(run.events).filter((step) => step.some((event) => event.type === 'action')),
  );
  if (toolSteps.length === 0) throw new Error('The recorded runs made no tool calls.');
  const fillerCount = Math.max(0, steps - closingSteps.length);

  const runId = 'run-realistic';
  const events: AgentEvent[] = [];
  let t = 0;
  const push = (event: AgentEvent, dt: number) => {
    t += dt;
    events.push({ ...event, runId, seq: events.length, t });
  };
  const start = closing.events[0] as AgentEventOf<'run-start'>;
  push({ ...start, conversationId: 'conv-realistic' }, 0);

  let stepNumber = 0;
  const appendStep = (recorded: readonly StepEvent[], suffix: string) => {
    stepNumber++;
    let previousT = recorded[0]!.t;
    for (const event of recorded) {
      const moved = { ...event, step: stepNumber } as StepEvent;
      if ('callId' in moved) moved.callId = `${moved.callId}${suffix}`;
      push(moved, Math.max(0, event.t - previousT));
      previousT = event.t;
    }
  };
  for (let index = 0; index < fillerCount; index++) {
    appendStep(toolSteps[index % toolSteps.length]!, `-r${index}`);
  }
  // The closing run's steps keep their relation to its answer: evidence refs are renumbered alike.
  const firstClosingStep = stepNumber + 1;
  for (const step of closingSteps.slice(0, steps - fillerCount)) appendStep(step, '-closing');
  const offset = firstClosingStep - (closingSteps[0]?.[0]?.step ?? 1);
  for (const event of closing.events) {
    if (event.type === 'answer-delta') push(event, 5);
    if (event.type === 'answer') push(moveEvidence(event, offset), 5);
  }
  const end = closing.events.at(-1) as AgentEventOf<'run-end'>;
  const toolCalls = events.filter((event) => event.type === 'action').length;
  push(
    { ...end, stats: { ...end.stats, durationMs: t, steps: stepNumber, toolCalls } } as AgentEvent,
    1,
  );

  return traceSchema.parse({
    format: 'sightline.trace',
    version: 1,
    conversation: {
      id: 'conv-realistic',
      title: `A ${steps}-step investigation`,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    turns: [{ id: 'turn-realistic', question: start.question, events }],
  });
}

export function traceFigures(trace: Trace): TraceFigures {
  const events = trace.turns.flatMap((turn) => turn.events);
  const callsPerStep = new Map<number, number>();
  for (const event of events) {
    if (event.type === 'action')
      callsPerStep.set(event.step, (callsPerStep.get(event.step) ?? 0) + 1);
  }
  return {
    steps: events.filter((event) => event.type === 'step-start').length,
    toolCalls: events.filter((event) => event.type === 'action').length,
    parallelSteps: [...callsPerStep.values()].filter((calls) => calls > 1).length,
    deltas: events.filter((event) => event.type.endsWith('-delta')).length,
    events: events.length,
    bytes: Buffer.byteLength(JSON.stringify(trace)),
  };
}

/** A run's step events grouped by step, in order of first appearance. */
function stepsOf(events: readonly AgentEvent[]): StepEvent[][] {
  const byStep = new Map<number, StepEvent[]>();
  for (const event of events) {
    if (!('step' in event)) continue;
    const step = byStep.get(event.step);
    if (step) step.push(event);
    else byStep.set(event.step, [event]);
  }
  return [...byStep.values()];
}

function answerOf(run: RecordedRun): AgentEventOf<'answer'> | undefined {
  return run.events.find((event): event is AgentEventOf<'answer'> => event.type === 'answer');
}

function moveEvidence(answer: AgentEventOf<'answer'>, offset: number): AgentEventOf<'answer'> {
  if (!answer.evidence) return answer;
  const evidence: FigureEvidence[] = answer.evidence.map((figure) => ({
    ...figure,
    refs: figure.refs.map((ref) => ({
      ...ref,
      step: ref.step + offset,
      callId: `${ref.callId}-closing`,
    })),
  }));
  return { ...answer, evidence };
}
