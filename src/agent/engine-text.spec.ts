import { type AgentDeps, runAgent, type RunRequest } from './engine';
import { agentEventSchema } from './events';
import { collectEvents, ofType, runEnd } from './testing/collect-events';
import { FakeTools, okResult, toolDefinition } from './testing/fake-tools';
import { messageEvents, ScriptedLlm } from './testing/scripted-llm';

const trendsTool = toolDefinition(
  'analyze_trends',
  { metric: { type: 'string' }, flag: { type: 'boolean' }, product: { type: ['string', 'null'] } },
  ['metric'],
);

function request(overrides: Partial<RunRequest> = {}): RunRequest {
  return {
    question: 'When did login complaints spike?',
    conversationId: 'c',
    runId: 'r',
    settings: { protocol: 'text' },
    ...overrides,
  };
}

function deps(llm: ScriptedLlm, tools: FakeTools): AgentDeps {
  return { llm, tools, sleep: () => Promise.resolve() };
}

/** A text-protocol turn streamed in small pieces, so markers arrive split across deltas. */
function step(text: string, stop: 'stop_sequence' | 'end_turn' = 'stop_sequence') {
  const pieces = text.match(/[\s\S]{1,4}/g) ?? [];
  return messageEvents([{ text: pieces }], stop);
}

const finalText = `Thought: The spike is clear.
Final Answer: Login complaints spiked on **2026-03-11**,
three times the baseline.
Confidence: 0.8 — one clear anomaly
Sources: M-000123, M-000456
Follow-up questions:
1. Which app version?
2. How long did it last?
3. Did sentiment drop?`;

describe('runAgent (text protocol)', () => {
  it('runs Thought / Action / Observation / Final Answer, streaming each part', async () => {
    const llm = new ScriptedLlm([
      step(
        'Thought: I will check the daily trend.\nAction: {"tool": "analyze_trends", "input": {"metric": "complaints"}}\n',
      ),
      step(finalText, 'end_turn'),
    ]);
    const tools = new FakeTools([trendsTool], () =>
      okResult({ summary: 'spike on 2026-03-11', sources: ['M-000123', 'M-000456'] }),
    );
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));

    const firstThought = ofType(events, 'thought-delta')
      .filter((event) => event.step === 1)
      .map((event) => event.text)
      .join('');
    expect(firstThought).toBe('I will check the daily trend.');
    expect(ofType(events, 'thought-end').map((event) => event.text)).toEqual([
      'I will check the daily trend.',
      'The spike is clear.',
    ]);
    const action = ofType(events, 'action')[0]!;
    expect(action).toEqual(
      jasmine.objectContaining({ tool: 'analyze_trends', input: { metric: 'complaints' } }),
    );
    const deltas = ofType(events, 'action-delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(
      deltas.every((event) => event.callId === action.callId && event.tool === 'analyze_trends'),
    ).toBeTrue();
    expect(tools.calls[0]!.input).toEqual({ metric: 'complaints' });

    const answerText = 'Login complaints spiked on **2026-03-11**,\nthree times the baseline.';
    expect(
      ofType(events, 'answer-delta')
        .map((event) => event.text)
        .join(''),
    ).toBe(answerText);
    const answer = ofType(events, 'answer')[0]!;
    expect(answer.text).toBe(answerText);
    expect(answer.sources.map((source) => source.id)).toEqual(['M-000123', 'M-000456']);
    expect(answer.followUps).toEqual([
      'Which app version?',
      'How long did it last?',
      'Did sentiment drop?',
    ]);
    expect(answer.confidence.factors[1]!.label).toContain('0.80');
    expect(runEnd(events).reason).toBe('answered');
    for (const event of events) expect(agentEventSchema.safeParse(event).success).toBeTrue();

    const params = llm.requests[0]!;
    expect(params.stop_sequences).toEqual(['Observation:']);
    expect(params.tools).toBeUndefined();
    const system = (params.system as { text: string }[])[0]!.text;
    expect(system).toContain('### analyze_trends');
    expect(system).toContain('"required":["metric"]');
    expect(system).toContain('Final Answer:');
    const reply = llm.requests[1]!.messages[2]!;
    expect(reply.role).toBe('user');
    expect(reply.content as string).toMatch(/^Observation: \{"summary":"spike on 2026-03-11"/);
  });

  const tolerated: [string, string][] = [
    [
      'a code fence',
      'Action:\n```json\n{"tool": "analyze_trends", "input": {"metric": "complaints", "flag": true}}\n```',
    ],
    [
      'trailing commas',
      'Action: {"tool": "analyze_trends", "input": {"metric": "complaints", "flag": true,},}',
    ],
    [
      'single quotes',
      "Action: {'tool': 'analyze_trends', 'input': {'metric': 'complaints', 'flag': true}}",
    ],
    [
      'Python literals',
      'Action: {"tool": "analyze_trends", "input": {"metric": "complaints", "flag": True, "product": None}}',
    ],
    [
      'prose around the JSON',
      'Action: I will call {"tool": "analyze_trends", "input": {"metric": "complaints", "flag": true}} to see the trend.',
    ],
    [
      'the older Action / Action Input form',
      'Action: analyze_trends\nAction Input: {"metric": "complaints", "flag": true}',
    ],
  ];
  for (const [format, actionText] of tolerated) {
    it(`reads an action written with ${format}`, async () => {
      const llm = new ScriptedLlm([
        step(`Thought: Check.\n${actionText}\n`),
        step('Thought: Done.\nFinal Answer: Ok.', 'end_turn'),
      ]);
      const tools = new FakeTools([trendsTool], () => okResult({ summary: 'ok' }));
      const events = await collectEvents(runAgent(request(), deps(llm, tools)));
      expect(tools.calls.length).toBe(1);
      expect(tools.calls[0]!.name).toBe('analyze_trends');
      expect(tools.calls[0]!.input).toEqual(
        jasmine.objectContaining({ metric: 'complaints', flag: true }),
      );
      expect(ofType(events, 'notice').filter((event) => event.code === 'repair')).toEqual([]);
      expect(runEnd(events).reason).toBe('answered');
    });
  }

  it('asks the model to fix an unreadable action, then goes on', async () => {
    const llm = new ScriptedLlm([
      step("Thought: Check.\nAction: I'd like the trends for complaints please\n"),
      step(
        'Thought: Right format.\nAction: {"tool": "analyze_trends", "input": {"metric": "complaints"}}\n',
      ),
      step('Thought: Done.\nFinal Answer: Ok.', 'end_turn'),
    ]);
    const tools = new FakeTools([trendsTool], () => okResult({ summary: 'ok' }));
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));
    const repair = ofType(events, 'notice').find((event) => event.code === 'repair')!;
    expect(repair.message).toContain('could not be read');
    const firstObservation = ofType(events, 'observation')[0]!;
    expect(firstObservation.error!.code).toBe('unparseable_action');
    const correction = llm.requests[1]!.messages[2]!.content as string;
    expect(correction).toMatch(/^Observation: /);
    expect(correction).toContain('Final Answer');
    expect(tools.calls.length).toBe(1);
    expect(runEnd(events).reason).toBe('answered');
  });

  it('asks for the format when a step has neither Action nor Final Answer', async () => {
    const llm = new ScriptedLlm([
      step('Thought: I am thinking but not acting.', 'end_turn'),
      step('Thought: Done.\nFinal Answer: Ok.', 'end_turn'),
    ]);
    const events = await collectEvents(
      runAgent(request(), deps(llm, new FakeTools([trendsTool], () => okResult({})))),
    );
    expect(ofType(events, 'notice').some((event) => event.code === 'repair')).toBeTrue();
    expect(runEnd(events).reason).toBe('answered');
  });

  it('at the step cap asks in the system prompt for a Final Answer', async () => {
    let call = 0;
    const llm = new ScriptedLlm((params) =>
      (params.system as { text: string }[])[0]!.text.includes('step limit')
        ? step(
            'Thought: Best I can do.\nFinal Answer: Probably March.\nConfidence: 40%',
            'end_turn',
          )
        : step(
            `Thought: More.\nAction: {"tool": "analyze_trends", "input": {"metric": "m${++call}"}}\n`,
          ),
    );
    const events = await collectEvents(
      runAgent(
        request({ settings: { protocol: 'text', maxSteps: 3 } }),
        deps(llm, new FakeTools([trendsTool], () => okResult({}))),
      ),
    );
    expect(llm.callCount).toBe(3);
    expect(ofType(events, 'answer')[0]!.text).toBe('Probably March.');
    expect(runEnd(events).reason).toBe('max-steps');
  });
});
