import { type AgentDeps, runAgent, type RunRequest } from './engine';
import { agentEventSchema } from './events';
import { FINAL_ANSWER_TOOL } from './protocols/native';
import { collectEvents, ofType, runEnd } from './testing/collect-events';
import { deferred, errorResult, FakeTools, okResult, toolDefinition } from './testing/fake-tools';
import {
  finalAnswerTurn,
  messageEvents,
  ScriptedLlm,
  type ScriptedTurn,
  textTurn,
  toolTurn,
} from './testing/scripted-llm';

const trendsTool = toolDefinition(
  'analyze_trends',
  { metric: { type: 'string', enum: ['complaints', 'volume'] }, granularity: { type: 'string' } },
  ['metric'],
);
const searchTool = toolDefinition(
  'search_communications',
  { query: { type: 'string' }, from: { type: 'string' } },
  ['query'],
);

function toolNames(params: { tools?: unknown[] }): string[] {
  return (params.tools ?? []).map((tool) => (tool as { name: string }).name);
}

function request(overrides: Partial<RunRequest> = {}): RunRequest {
  return {
    question: 'When did login complaints spike?',
    conversationId: 'conv-1',
    runId: 'run-1',
    ...overrides,
  };
}

function deps(llm: ScriptedLlm, tools: FakeTools, extra: Partial<AgentDeps> = {}): AgentDeps {
  let clock = 1000;
  return { llm, tools, now: () => (clock += 1), sleep: () => Promise.resolve(), ...extra };
}

function standardTools(
  handler = (name: string) =>
    okResult({
      summary: `${name} result`,
      results: [{ id: 'M-000123', subject: 'Cannot log in' }],
    }),
) {
  return new FakeTools([trendsTool, searchTool], handler);
}

describe('runAgent (native protocol)', () => {
  it('answers in three steps: trend, search, final answer', async () => {
    const llm = new ScriptedLlm([
      toolTurn(
        [{ name: 'analyze_trends', input: { metric: 'complaints', granularity: 'day' } }],
        'I will look at the daily trend.',
      ),
      toolTurn(
        [{ name: 'search_communications', input: { query: 'login', from: '2026-03-11' } }],
        'The spike is on 2026-03-11.',
      ),
      finalAnswerTurn(
        {
          answer: 'Login complaints spiked on **2026-03-11**.',
          confidence: 0.9,
          sources: ['M-000123'],
          follow_up_questions: ['Why?', 'Which app version?', 'How long did it last?'],
        },
        'I can answer.',
      ),
    ]);
    const tools = standardTools((name) =>
      okResult({
        summary: `${name} result`,
        series: [
          { period: '2026-03-10', value: 12 },
          { period: '2026-03-11', value: 41 },
        ],
        results: [{ id: 'M-000123', subject: 'Cannot log in' }],
      }),
    );
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));

    const types = events.map((event) => event.type);
    // Deltas repeat as many times as the stream has pieces; the shape is what matters.
    const shape = types.filter(
      (type, index) => !(type.endsWith('-delta') && types[index - 1] === type),
    );
    expect(shape).toEqual([
      'run-start',
      'step-start',
      'thought-delta',
      'thought-end',
      'action-delta',
      'action',
      'observation',
      'step-start',
      'thought-delta',
      'thought-end',
      'action-delta',
      'action',
      'observation',
      'step-start',
      'thought-delta',
      'thought-end',
      'answer-delta',
      'answer',
      'run-end',
    ]);
    expect(ofType(events, 'answer-delta').length).toBeGreaterThan(1);
    expect(tools.calls.map((call) => call.name)).toEqual([
      'analyze_trends',
      'search_communications',
    ]);
    expect(tools.calls[0]!.input).toEqual({ metric: 'complaints', granularity: 'day' });

    const [firstAction] = ofType(events, 'action');
    expect(firstAction!.input).toEqual({ metric: 'complaints', granularity: 'day' });
    const firstCallDeltas = ofType(events, 'action-delta').filter(
      (event) => event.callId === firstAction!.callId,
    );
    expect(firstCallDeltas[0]!.partialInput).toBe('');
    expect(firstCallDeltas.length).toBeGreaterThan(2);
    expect(JSON.parse(firstCallDeltas.at(-1)!.partialInput)).toEqual({
      metric: 'complaints',
      granularity: 'day',
    });

    const answer = ofType(events, 'answer')[0]!;
    expect(answer.text).toBe('Login complaints spiked on **2026-03-11**.');
    expect(
      ofType(events, 'answer-delta')
        .map((delta) => delta.text)
        .join(''),
    ).toBe(answer.text);
    expect(answer.sources).toEqual([{ id: 'M-000123', title: 'Cannot log in' }]);
    expect(answer.followUps).toEqual(['Why?', 'Which app version?', 'How long did it last?']);
    expect(answer.confidence.level).toBe('high');
    expect(answer.status).toBe('answered');
    expect(answer.evidence).toEqual([
      jasmine.objectContaining({ text: '2026-03-11', status: 'observed' }),
    ]);

    const end = runEnd(events);
    expect(end.reason).toBe('answered');
    expect(end.stats).toEqual(
      jasmine.objectContaining({
        steps: 3,
        toolCalls: 2,
        inputTokens: 300,
        outputTokens: 60,
        model: 'sightline-offline',
      }),
    );
  });

  it('sends tools with final_answer, auto tool choice, cache points and no sampling parameters', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }]),
      finalAnswerTurn({ answer: 'Done.' }),
    ]);
    const tools = standardTools();
    await collectEvents(runAgent(request(), deps(llm, tools)));

    const params = llm.requests[0]!;
    expect(toolNames(params)).toEqual([
      'analyze_trends',
      'search_communications',
      FINAL_ANSWER_TOOL,
    ]);
    expect(params.tools!.at(-1)).toEqual(
      jasmine.objectContaining({ cache_control: { type: 'ephemeral' } }),
    );
    expect(params.tools!.slice(0, -1).some((tool) => 'cache_control' in tool)).toBeFalse();
    expect(params.tool_choice).toEqual({ type: 'auto' });
    const system = params.system as { text: string; cache_control?: unknown }[];
    expect(system[0]!.cache_control).toEqual({ type: 'ephemeral' });
    expect(system[0]!.text).toContain('final_answer');
    for (const key of ['temperature', 'top_p', 'top_k']) expect(key in params).toBeFalse();
    expect(params.thinking).withContext('not for the offline planner').toBeUndefined();
    expect(tools.listCount).withContext('tools are listed once per run').toBe(1);

    // The second request repeats the history: question, assistant tool_use, then tool_result.
    const second = llm.requests[1]!;
    expect(second.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    const toolUse = (second.messages[1]!.content as { type: string; input?: unknown }[]).find(
      (block) => block.type === 'tool_use',
    );
    expect(toolUse!.input).toEqual({ metric: 'complaints' });
    const results = second.messages[2]!.content as {
      type: string;
      content: string;
      is_error?: boolean;
    }[];
    expect(results[0]!.type).toBe('tool_result');
    expect(JSON.parse(results[0]!.content)).toEqual(
      jasmine.objectContaining({ summary: 'analyze_trends result' }),
    );
    expect(results[0]!.is_error).toBeUndefined();
  });

  it('runs parallel tool calls concurrently and returns all results in one user turn', async () => {
    const trends = deferred();
    const search = deferred();
    const started: string[] = [];
    const finished: string[] = [];
    const tools = new FakeTools([trendsTool, searchTool], async (name) => {
      started.push(name);
      // Each tool waits until both have started: only concurrent execution can finish.
      if (started.length === 2) {
        trends.resolve();
        search.resolve();
      }
      await (name === 'analyze_trends' ? trends.promise : search.promise);
      finished.push(name);
      return name === 'search_communications'
        ? errorResult('search_failed', 'index busy')
        : okResult({ summary: 'trend' });
    });
    const llm = new ScriptedLlm([
      toolTurn([
        { name: 'analyze_trends', input: { metric: 'complaints' }, id: 'call-a' },
        { name: 'search_communications', input: { query: 'login' }, id: 'call-b' },
      ]),
      finalAnswerTurn({ answer: 'Both looked at.' }),
    ]);
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));

    expect(started).toEqual(['analyze_trends', 'search_communications']);
    expect(finished.length).toBe(2);
    expect(ofType(events, 'observation').map((event) => [event.callId, event.ok])).toEqual(
      jasmine.arrayWithExactContents([
        ['call-a', true],
        ['call-b', false],
      ]),
    );
    const reply = llm.requests[1]!.messages[2]!;
    expect(reply.role).toBe('user');
    const blocks = reply.content as { type: string; tool_use_id: string; is_error?: boolean }[];
    expect(blocks.map((block) => [block.type, block.tool_use_id, block.is_error ?? false])).toEqual(
      [
        ['tool_result', 'call-a', false],
        ['tool_result', 'call-b', true],
      ],
    );
    expect(runEnd(events).reason).toBe('answered');
  });

  it('streams a final answer whose deltas add up to the answer, whatever the chunking', async () => {
    const answerText =
      '**120 of 400** cases — "restricted" (30%):\n\n| Reason | Cases |\n| --- | ---: |\n' +
      '| Missing ID documents | 46 |\n\n- Restricted cases, for example: K-00014 (Source of funds, ' +
      '2025-11-02, C-02432); K-00035.\n- Sentiment \\ -0.29 vs 0.01 é\u2014ok\n- Median **11.8 days**.';
    const json = JSON.stringify({
      answer: answerText,
      confidence: 0.85,
      confidence_reason: 'three tools agree',
      sources: [],
      follow_up_questions: ['A?', 'B?', 'C?'],
    });
    for (const size of [1, 2, 3, 5, 7, 40]) {
      const pieces: string[] = [];
      for (let at = 0; at < json.length; at += size) pieces.push(json.slice(at, at + size));
      const llm = new ScriptedLlm([
        messageEvents([{ toolUse: { name: FINAL_ANSWER_TOOL, json: pieces } }], 'tool_use'),
      ]);
      const events = await collectEvents(runAgent(request(), deps(llm, standardTools())));
      const streamed = ofType(events, 'answer-delta')
        .map((delta) => delta.text)
        .join('');
      expect(ofType(events, 'answer')[0]!.text).withContext(`pieces of ${size}`).toBe(answerText);
      expect(streamed).withContext(`pieces of ${size}`).toBe(answerText);
    }
  });

  it('accepts a plain end_turn text without tool calls as the answer', async () => {
    const llm = new ScriptedLlm([
      textTurn(['Complaints peaked on 2026-03-11 ', '(see M-000123).']),
    ]);
    const events = await collectEvents(runAgent(request(), deps(llm, standardTools())));
    const answer = ofType(events, 'answer')[0]!;
    expect(answer.text).toBe('Complaints peaked on 2026-03-11 (see M-000123).');
    expect(answer.sources).toEqual([{ id: 'M-000123' }]);
    expect(answer.followUps).toEqual([]);
    expect(runEnd(events).reason).toBe('answered');
  });

  it('asks Sonnet/Opus 5 models for summarised thinking', async () => {
    const llm = new ScriptedLlm([finalAnswerTurn({ answer: 'Ok.' })]);
    await collectEvents(
      runAgent(request({ settings: { model: 'claude-sonnet-5-5' } }), deps(llm, standardTools())),
    );
    expect(llm.requests[0]!.thinking).toEqual({ type: 'adaptive', display: 'summarized' });
  });

  it('shows thinking blocks as thoughts and sends them back with their signature', async () => {
    const llm = new ScriptedLlm([
      messageEvents(
        [
          { thinking: ['Look at ', 'trends.'] },
          { toolUse: { name: 'analyze_trends', input: { metric: 'volume' } } },
        ],
        'tool_use',
      ),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const events = await collectEvents(runAgent(request(), deps(llm, standardTools())));
    expect(ofType(events, 'thought-end')[0]!.text).toBe('Look at trends.');
    const assistant = llm.requests[1]!.messages[1]!.content as unknown[];
    expect(assistant[0]).toEqual({
      type: 'thinking',
      thinking: 'Look at trends.',
      signature: 'sig',
    });
  });

  it('lets the model correct an unknown tool, with a notice and an is_error result', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyse_trend', input: { metric: 'complaints' }, id: 'bad' }]),
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }]),
      finalAnswerTurn({ answer: 'Fixed.' }),
    ]);
    const tools = standardTools();
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));

    expect(tools.calls.map((call) => call.name)).toEqual(['analyze_trends']);
    const notice = ofType(events, 'notice').find((event) => event.code === 'repair')!;
    expect(notice.message).toContain('analyse_trend');
    const failed = ofType(events, 'observation')[0]!;
    expect(failed).toEqual(
      jasmine.objectContaining({
        callId: 'bad',
        ok: false,
        error: jasmine.objectContaining({ code: 'unknown_tool' }),
      }),
    );
    const correction = (
      llm.requests[1]!.messages[2]!.content as { content: string; is_error: boolean }[]
    )[0]!;
    expect(correction.is_error).toBeTrue();
    expect(correction.content).toContain('analyze_trends');
    expect(runEnd(events).reason).toBe('answered');
    expect(
      ofType(events, 'answer')[0]!.confidence.factors.some((factor) =>
        factor.label.includes('correction'),
      ),
    ).toBeTrue();
  });

  it('rejects arguments that fail the input schema before calling the tool', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_trends', input: { granularity: 'day' } }]),
      toolTurn([{ name: 'analyze_trends', input: { metric: 'sentiment' } }]),
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }]),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const tools = standardTools();
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));
    const repairs = ofType(events, 'notice').filter((event) => event.code === 'repair');
    expect(repairs.map((event) => event.message)).toEqual([
      jasmine.stringContaining('missing required property "metric"'),
      jasmine.stringContaining('"metric" must be one of'),
    ]);
    expect(tools.calls.length).toBe(1);
    expect(runEnd(events).reason).toBe('answered');
  });

  it('asks again when a tool input is cut off at max_tokens', async () => {
    const cutOff = toolTurn([{ name: 'analyze_trends', json: ['{"metric": "compl'], id: 'cut' }])
      .filter((event) => event.type !== 'content_block_stop')
      .map((event) =>
        event.type === 'message_delta'
          ? { ...event, delta: { ...event.delta, stop_reason: 'max_tokens' as const } }
          : event,
      );
    const llm = new ScriptedLlm([
      cutOff,
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }]),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const tools = standardTools();
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));
    const cut = ofType(events, 'observation').find((event) => event.callId === 'cut')!;
    expect(cut.error!.code).toBe('malformed_input');
    expect(ofType(events, 'action').find((event) => event.callId === 'cut')).toBeDefined();
    const reply = (
      llm.requests[1]!.messages[2]!.content as { tool_use_id: string; is_error: boolean }[]
    )[0]!;
    expect(reply).toEqual(jasmine.objectContaining({ tool_use_id: 'cut', is_error: true }));
    expect(tools.calls.length).toBe(1);
    expect(runEnd(events).reason).toBe('answered');
  });

  it('counts invalid_input from the tool API as a repair', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'search_communications', input: { query: 'x', from: 'yesterday' } }]),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const tools = new FakeTools([trendsTool, searchTool], () =>
      errorResult('invalid_input', 'from: not a date'),
    );
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));
    expect(
      ofType(events, 'notice').some(
        (event) => event.code === 'repair' && event.message.includes('not a date'),
      ),
    ).toBeTrue();
  });

  it('ends with an error after maxRepairs corrections in a row', async () => {
    const bad = () => toolTurn([{ name: 'no_such_tool', input: {} }]);
    const llm = new ScriptedLlm([
      bad(),
      bad(),
      bad(),
      finalAnswerTurn({ answer: 'never reached' }),
    ]);
    const events = await collectEvents(
      runAgent(request({ settings: { maxRepairs: 2 } }), deps(llm, standardTools())),
    );
    const end = runEnd(events);
    expect(end.reason).toBe('error');
    expect(end.message).toContain('after 2 correction(s)');
    expect(end.message).toContain('no_such_tool');
    expect(llm.callCount).toBe(3);
    expect(ofType(events, 'notice').filter((event) => event.code === 'repair').length).toBe(2);
    expect(ofType(events, 'answer').length).toBe(0);
  });

  it('at the step cap asks once more, with only final_answer, for the best answer', async () => {
    let call = 0;
    const llm = new ScriptedLlm((params) => {
      call++;
      const offered = toolNames(params);
      if (offered.length === 1) return finalAnswerTurn({ answer: 'Best effort.', confidence: 0.7 });
      return toolTurn([
        { name: 'analyze_trends', input: { metric: 'complaints', granularity: `g${call}` } },
      ]);
    });
    const events = await collectEvents(
      runAgent(request({ settings: { maxSteps: 4 } }), deps(llm, standardTools())),
    );

    expect(llm.callCount).toBe(4);
    const last = llm.requests[3]!;
    expect(toolNames(last)).toEqual([FINAL_ANSWER_TOOL]);
    expect((last.system as { text: string }[])[0]!.text).toContain('step limit');
    const answer = ofType(events, 'answer')[0]!;
    expect(answer.text).toBe('Best effort.');
    expect(answer.confidence.factors.map((factor) => factor.label)).toContain(
      'Best effort at the step limit',
    );
    const end = runEnd(events);
    expect(end.reason).toBe('max-steps');
    expect(end.stats.steps).toBe(4);
    expect(ofType(events, 'notice').some((event) => event.code === 'limit')).toBeTrue();
  });

  it('stops tool calls at the budget and asks for a best-effort answer', async () => {
    let call = 0;
    const llm = new ScriptedLlm((params) =>
      params.tools!.length === 1
        ? finalAnswerTurn({ answer: 'Within budget.' })
        : toolTurn([
            { name: 'analyze_trends', input: { metric: 'complaints', granularity: `a${++call}` } },
            { name: 'analyze_trends', input: { metric: 'complaints', granularity: `b${call}` } },
          ]),
    );
    const tools = standardTools();
    const events = await collectEvents(
      runAgent(request({ settings: { maxToolCalls: 3 } }), deps(llm, tools)),
    );
    expect(tools.calls.length).toBe(3);
    const refused = ofType(events, 'observation').filter(
      (event) => event.error?.code === 'tool_budget',
    );
    expect(refused.length).toBe(1);
    expect(runEnd(events).reason).toBe('tool-budget');
    expect(runEnd(events).stats.toolCalls).toBe(3);
    expect(ofType(events, 'answer')[0]!.text).toBe('Within budget.');
  });

  it('detects a loop: the same tool with the same arguments a third time', async () => {
    const same = () =>
      toolTurn([{ name: 'analyze_trends', input: { granularity: 'day', metric: 'complaints' } }]);
    const reordered = toolTurn([
      { name: 'analyze_trends', input: { metric: 'complaints', granularity: 'day' } },
    ]);
    const llm = new ScriptedLlm([same(), same(), reordered, finalAnswerTurn({ answer: 'never' })]);
    const tools = standardTools();
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));
    expect(tools.calls.length).toBe(2);
    const observations = ofType(events, 'observation');
    expect(observations.length).toBe(ofType(events, 'action').length);
    expect(observations.at(-1)!.error!.code).toBe('loop');
    const end = runEnd(events);
    expect(end.reason).toBe('loop');
    expect(end.message).toContain('analyze_trends');
  });

  it('routes around a tool API that is down', async () => {
    const tools = new FakeTools([trendsTool, searchTool], (name) =>
      name === 'analyze_trends'
        ? errorResult('tool_api_unavailable', 'The tool API failed (503)')
        : okResult({ summary: 'found', results: [{ id: 'M-000777', subject: 'Login loop' }] }),
    );
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }]),
      toolTurn(
        [{ name: 'search_communications', input: { query: 'login' } }],
        'Trends are down; searching instead.',
      ),
      finalAnswerTurn({ answer: 'From search.', sources: ['M-000777'] }),
    ]);
    const events = await collectEvents(runAgent(request(), deps(llm, tools)));
    const observations = ofType(events, 'observation');
    expect(observations.map((event) => event.ok)).toEqual([false, true]);
    expect(observations[0]!.error!.code).toBe('tool_api_unavailable');
    const reply = (
      llm.requests[1]!.messages[2]!.content as { is_error?: boolean; content: string }[]
    )[0]!;
    expect(reply.is_error).toBeTrue();
    expect(reply.content).toContain('tool_api_unavailable');
    expect(runEnd(events).reason).toBe('answered');
    const answer = ofType(events, 'answer')[0]!;
    expect(
      answer.confidence.factors.some((factor) => factor.label.includes('tool error')),
    ).toBeTrue();
  });

  it('retries a turn after a mid-stream overload, discarding the partial turn', async () => {
    const sleeps: number[] = [];
    const overloaded: ScriptedTurn = [
      ...textTurn('Half a thought').slice(0, 3),
      { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    ];
    const llm = new ScriptedLlm([
      overloaded,
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }], 'Whole thought'),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const events = await collectEvents(
      runAgent(
        request(),
        deps(llm, standardTools(), { sleep: (ms) => (sleeps.push(ms), Promise.resolve()) }),
      ),
    );
    const retry = ofType(events, 'notice').find((event) => event.code === 'retry')!;
    expect(retry.message).toContain('overloaded_error');
    expect(sleeps).toEqual([1000]);
    expect(llm.callCount).toBe(3);
    // The failed attempt's text is not in the history the model sees next.
    expect(JSON.stringify(llm.requests[2]!.messages)).not.toContain('Half a thought');
    expect(llm.requests[1]!.messages.length).toBe(1);
    expect(runEnd(events).reason).toBe('answered');
  });

  it('retries a dropped connection with backoff, then gives up with a clear error', async () => {
    const sleeps: number[] = [];
    const drop: ScriptedTurn = [{ fail: new TypeError('fetch failed') }];
    const llm = new ScriptedLlm([drop, drop, drop]);
    const events = await collectEvents(
      runAgent(
        request({ settings: { maxRetries: 2 } }),
        deps(llm, standardTools(), { sleep: (ms) => (sleeps.push(ms), Promise.resolve()) }),
      ),
    );
    expect(sleeps).toEqual([1000, 2000]);
    expect(ofType(events, 'notice').filter((event) => event.code === 'retry').length).toBe(2);
    const end = runEnd(events);
    expect(end.reason).toBe('error');
    expect(end.message).toContain('fetch failed');
  });

  it('does not retry a request the gateway refuses', async () => {
    const refusedRequest = Object.assign(new Error('400 invalid'), {
      status: 400,
      apiMessage: 'model: unknown model "x"',
    });
    const llm = new ScriptedLlm([[{ fail: refusedRequest }]]);
    const events = await collectEvents(runAgent(request(), deps(llm, standardTools())));
    const end = runEnd(events);
    expect(end.reason).toBe('error');
    expect(end.message).toBe(
      'The model gateway refused the request (400): model: unknown model "x"',
    );
    expect(llm.callCount).toBe(1);
  });

  it("ends with 'refused' when the model refuses", async () => {
    const llm = new ScriptedLlm([messageEvents([{ text: 'I cannot help with that.' }], 'refusal')]);
    const events = await collectEvents(runAgent(request(), deps(llm, standardTools())));
    expect(runEnd(events).reason).toBe('refused');
    expect(ofType(events, 'answer').length).toBe(0);
  });

  it('ends with an error when the tool list cannot be loaded', async () => {
    const tools = new FakeTools([], () => okResult({}));
    tools.list = () => Promise.reject(new Error('The tool API at http://x is unreachable'));
    const events = await collectEvents(runAgent(request(), deps(new ScriptedLlm([]), tools)));
    expect(runEnd(events).reason).toBe('error');
    expect(runEnd(events).message).toContain('unreachable');
  });

  it('shortens long observations for the model but keeps the full output in the event', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => ({
      id: `M-${String(index).padStart(6, '0')}`,
      subject: 'x'.repeat(40),
    }));
    const tools = new FakeTools([trendsTool, searchTool], () =>
      okResult({ summary: 'many', results: rows }),
    );
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'search_communications', input: { query: 'a' } }]),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const events = await collectEvents(
      runAgent(request({ settings: { observationChars: 2000 } }), deps(llm, tools)),
    );
    expect(
      (ofType(events, 'observation')[0]!.output as { results: unknown[] }).results.length,
    ).toBe(500);
    const sent = (llm.requests[1]!.messages[2]!.content as { content: string }[])[0]!.content;
    expect(sent.length).toBeLessThanOrEqual(2000);
    const parsed = JSON.parse(sent) as { results: unknown[] };
    expect(parsed.results.at(-1)).toMatch(/^… \d+ more of 500$/);
    expect(
      ofType(events, 'notice').some((event) => event.code === 'observation-shortened'),
    ).toBeTrue();
  });

  it('sends history as compact pairs and chart context as a block before the question', async () => {
    const llm = new ScriptedLlm([finalAnswerTurn({ answer: 'In June: 120.' })]);
    const context = {
      kind: 'sentiment-bubble' as const,
      date: '2026-03-12',
      granularity: 'day' as const,
      count: 41,
      filters: { channel: 'chat' },
    };
    const oldTurns = Array.from({ length: 8 }, (_, index) => ({
      question: `Old question ${index}`,
      answer: `${index}`.repeat(3000),
    }));
    const history = [
      ...oldTurns,
      { question: 'A stopped question', answer: '' },
      { question: 'How many fee complaints in May?', answer: 'There were **60** in May.' },
    ];
    await collectEvents(
      runAgent(request({ question: 'and in June?', history, context }), deps(llm, standardTools())),
    );

    const messages = llm.requests[0]!.messages;
    const texts = messages.map((message) =>
      (message.content as { text: string }[]).map((block) => block.text).join('|'),
    );
    // Most recent turns first within the character budget; long answers compacted; empty ones left out.
    expect(texts.slice(-3, -1)).toEqual([
      'How many fee complaints in May?',
      'There were **60** in May.',
    ]);
    expect(texts).toContain('Old question 7');
    expect(texts).not.toContain('Old question 0');
    expect(texts).not.toContain('A stopped question');
    expect(texts[texts.indexOf('Old question 7') + 1]).toBe(`${'7'.repeat(2000)}…`);
    expect(messages.map((message) => message.role)).toEqual(
      messages.map((_, index) => (index % 2 ? 'assistant' : 'user')),
    );
    expect(JSON.stringify(messages).length).toBeLessThan(14_000);
    const current = messages.at(-1)!.content as { type: string; text: string }[];
    expect(current.length).toBe(2);
    expect(current[0]!.text.startsWith('<chart_context>\n')).toBeTrue();
    expect(current[0]!.text.endsWith('\n</chart_context>')).toBeTrue();
    expect(
      JSON.parse(current[0]!.text.slice('<chart_context>\n'.length, -'\n</chart_context>'.length)),
    ).toEqual(context);
    expect(current[1]).toEqual({ type: 'text', text: 'and in June?' });
  });

  it('stamps every event with the run id, gapless seq and non-decreasing t, all schema-valid', async () => {
    const llm = new ScriptedLlm([
      toolTurn(
        [
          { name: 'analyze_trends', input: { metric: 'complaints' } },
          { name: 'nope', input: {} },
        ],
        'Thinking.',
      ),
      finalAnswerTurn({ answer: 'Ok.' }),
    ]);
    const events = await collectEvents(
      runAgent(request({ runId: 'run-42' }), deps(llm, standardTools())),
    );
    expect(events.length).toBeGreaterThan(10);
    events.forEach((event, index) => {
      expect(agentEventSchema.safeParse(event).success)
        .withContext(JSON.stringify(event))
        .toBeTrue();
      expect(event.seq).toBe(index);
      expect(event.runId).toBe('run-42');
      if (index > 0) expect(event.t).toBeGreaterThanOrEqual(events[index - 1]!.t);
    });
    expect(events[0]!.type).toBe('run-start');
    expect(ofType(events, 'run-end').length).toBe(1);
  });

  it('generates a run id when none is given', async () => {
    const llm = new ScriptedLlm([finalAnswerTurn({ answer: 'Ok.' })]);
    const events = await collectEvents(
      runAgent(request({ runId: undefined }), deps(llm, standardTools())),
    );
    expect(events[0]!.runId.length).toBeGreaterThan(5);
    expect(new Set(events.map((event) => event.runId)).size).toBe(1);
  });
});
