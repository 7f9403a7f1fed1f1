import type { AgentEvent, Trace } from '../../../agent/events';

/**
 * A valid answered trace of `steps` steps, each with a thought and a tool output of some size
 * (with `thoughtDeltas`, each thought also streams in three deltas first).
 */
export function longTrace(
  steps: number,
  id = 'conv-1',
  options: { thoughtDeltas?: boolean } = {},
): Trace {
  const events: AgentEvent[] = [];
  const stamp = () => ({ runId: `run-${id}`, seq: events.length, t: events.length });
  events.push({
    ...stamp(),
    type: 'run-start',
    question: 'When did complaints spike?',
    model: 'sightline-offline',
    protocol: 'native',
    conversationId: id,
  });
  for (let step = 1; step <= steps; step++) {
    events.push({ ...stamp(), type: 'step-start', step });
    if (options.thoughtDeltas) {
      for (const text of [`Step ${step} `, 'é ', 'x'.repeat(400)]) {
        events.push({ ...stamp(), type: 'thought-delta', step, text });
      }
    }
    events.push({
      ...stamp(),
      type: 'thought-end',
      step,
      text: `Step ${step} é ${'x'.repeat(400)}`,
    });
    const callId = `call-${step}`;
    events.push({ ...stamp(), type: 'action', step, callId, tool: 'query_data', input: { step } });
    events.push({
      ...stamp(),
      type: 'observation',
      step,
      callId,
      tool: 'query_data',
      ok: true,
      output: { rows: Array.from({ length: 20 }, (_, row) => ({ row, value: step * row })) },
      durationMs: 3,
      truncated: false,
    });
  }
  events.push({
    ...stamp(),
    type: 'answer',
    text: 'They spiked.',
    sources: [],
    confidence: { score: 0.5, level: 'medium', factors: [] },
    followUps: [],
  });
  events.push({
    ...stamp(),
    type: 'run-end',
    reason: 'answered',
    stats: {
      durationMs: 9,
      steps,
      toolCalls: steps,
      inputTokens: 1,
      outputTokens: 1,
      model: 'sightline-offline',
    },
  });
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: { id, title: 'Spike', createdAt: '2026-11-22T07:00:00.000Z' },
    turns: [{ id: `turn-${id}`, question: 'When did complaints spike?', events }],
  };
}
