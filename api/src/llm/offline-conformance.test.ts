import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gatewayConfig, startGateway } from './gateway-test-support';

/** Tools as a request offers them; the planner only sees these definitions, never the data. */
const TOOLS: Tool[] = [
  {
    name: 'analyze_trends',
    description:
      'A time series of one metric by day, week or month, with anomalies (spikes and dips).',
    input_schema: {
      type: 'object',
      properties: {
        metric: {
          type: 'string',
          enum: ['volume', 'complaints', 'escalations', 'sentiment', 'negative_share'],
        },
        granularity: { type: 'string', enum: ['day', 'week', 'month'] },
        product: { type: 'string', enum: ['Mobile App', 'Credit Card', 'Savings'] },
        category: { type: 'string', enum: ['Login & Access', 'Fees & Charges'] },
        intent: { type: 'string', enum: ['complaint', 'enquiry', 'request', 'praise'] },
        period: { type: 'string' },
      },
    },
  },
  {
    name: 'search_communications',
    description: 'Full-text search over communications.',
    input_schema: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        period: { type: 'string' },
        product: { type: 'string' },
        limit: { type: 'integer' },
      },
    },
  },
  {
    name: 'get_daily_volumes',
    description: 'Communications per day.',
    input_schema: {
      type: 'object',
      properties: {
        from: { type: 'string' },
        to: { type: 'string' },
        product: { type: 'string' },
        category: { type: 'string' },
        intent: { type: 'string' },
      },
    },
  },
  {
    name: 'final_answer',
    description: 'The final answer.',
    input_schema: {
      type: 'object',
      properties: {
        answer: { type: 'string' },
        confidence: { type: 'number' },
        confidence_reason: { type: 'string' },
        sources: { type: 'array', items: { type: 'string' } },
        follow_up_questions: { type: 'array', items: { type: 'string' } },
      },
      required: ['answer', 'confidence', 'confidence_reason', 'sources', 'follow_up_questions'],
    },
  },
];

const QUESTION = 'When did login complaints about the mobile app spike?';

/** A canned analyze_trends output shaped as docs/contracts.md describes, shortened as the engine does. */
const TRENDS_OUTPUT = {
  summary: 'Complaints per day: median 1. 2 anomalies: spike on 2026-03-10 (9, 9.0× baseline).',
  filters: { from: '2025-11-01', to: '2026-10-31', product: 'Mobile App' },
  metric: 'complaints',
  granularity: 'day',
  series: [{ period: '2025-11-01', value: 1 }, '… 364 more'],
  baseline: { median: 1, mad: 1 },
  anomalies: [
    { period: '2026-03-10', value: 9, baseline: 1, ratio: 9, zScore: 5.4, kind: 'spike' },
    { period: '2026-03-16', value: 8, baseline: 1, ratio: 8, zScore: 4.7, kind: 'spike' },
  ],
};

describe('offline planner over the Messages API (real SDK)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let client: Anthropic;

  before(async () => {
    gateway = await startGateway(gatewayConfig());
    client = new Anthropic({ baseURL: gateway.baseURL, apiKey: 'placeholder', maxRetries: 0 });
  });
  after(() => gateway.app.close());

  it('streams text deltas and tool input snapshots, ending in parsed tool_use blocks', async () => {
    const stream = client.messages.stream({
      model: 'sightline-offline',
      max_tokens: 2048,
      tools: TOOLS,
      messages: [{ role: 'user', content: QUESTION }],
    });
    let text = '';
    const snapshots: unknown[] = [];
    stream.on('text', (delta) => (text += delta));
    stream.on('inputJson', (_partial, snapshot) => snapshots.push(snapshot));
    const message = await stream.finalMessage();
    assert.equal(message.stop_reason, 'tool_use');
    assert.equal(message.model, 'sightline-offline');
    assert.ok(text.length > 10, 'a thought streams before the call');
    const uses = message.content.filter((block) => block.type === 'tool_use');
    assert.equal(uses.length, 1);
    assert.equal(uses[0]!.name, 'analyze_trends');
    assert.deepEqual(uses[0]!.input, {
      metric: 'complaints',
      granularity: 'day',
      product: 'Mobile App',
      category: 'Login & Access',
      intent: 'complaint',
    });
    assert.ok(snapshots.length >= 2, 'the input streams in several pieces');
    assert.deepEqual(snapshots.at(-1), uses[0]!.input);
    assert.ok(message.usage.input_tokens > 50 && message.usage.output_tokens > 0);
  });

  it('completes a multi-turn tool loop with parallel calls and final_answer', async () => {
    const messages: MessageParam[] = [{ role: 'user', content: QUESTION }];
    const seenCalls: string[][] = [];
    for (let turn = 0; turn < 5; turn++) {
      const message = await client.messages
        .stream({ model: 'sightline-offline', max_tokens: 4096, tools: TOOLS, messages })
        .finalMessage();
      messages.push({ role: 'assistant', content: message.content });
      const uses = message.content.filter((block) => block.type === 'tool_use');
      const final = uses.find((block) => block.name === 'final_answer');
      if (final) {
        const input = final.input as {
          answer: string;
          confidence: number;
          sources: string[];
          follow_up_questions: string[];
        };
        assert.match(input.answer, /2026-03-10/);
        assert.match(input.answer, /9\.0×/);
        assert.ok(input.confidence > 0 && input.confidence <= 1);
        assert.deepEqual(input.sources, ['M-008812']);
        assert.equal(input.follow_up_questions.length, 3);
        // The spike day leads to two parallel calls: the days around it, and what was written on it.
        assert.deepEqual(seenCalls, [
          ['analyze_trends'],
          ['get_daily_volumes', 'search_communications'],
        ]);
        assert.match(input.answer, /lasted \*\*3 days\*\* \(2026-03-10 to 2026-03-12\)/);
        return;
      }
      // Canned tool outputs stand in for the registry: this test is about the protocol.
      seenCalls.push(uses.map((use) => use.name));
      messages.push({
        role: 'user',
        content: uses.map((use) => {
          const output =
            use.name === 'analyze_trends'
              ? TRENDS_OUTPUT
              : use.name === 'get_daily_volumes'
                ? {
                    summary: '…',
                    days: [
                      ['2026-03-09', 1],
                      ['2026-03-10', 9],
                      ['2026-03-11', 5],
                      ['2026-03-12', 4],
                      ['2026-03-13', 1],
                      ['2026-03-14', 1],
                    ].map(([day, total]) => ({ day, total })),
                  }
                : {
                    summary: '1 result.',
                    total: 1,
                    results: [{ id: 'M-008812', subject: 'Locked out after updating the app' }],
                  };
          return {
            type: 'tool_result' as const,
            tool_use_id: use.id,
            content: JSON.stringify(output),
          };
        }),
      });
    }
    assert.fail('no final answer within 5 turns');
  });

  it('stops the text protocol at the Observation: stop sequence', async () => {
    const system = `You have these tools:\n\n### analyze_trends\nA time series with anomalies.\n\n### search_communications\nSearch.`;
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 1024,
      system,
      stop_sequences: ['Observation:'],
      messages: [{ role: 'user', content: QUESTION }],
    });
    assert.equal(message.stop_reason, 'stop_sequence');
    assert.equal(message.stop_sequence, 'Observation:');
    const text = message.content[0]?.type === 'text' ? message.content[0].text : '';
    assert.match(text, /^Thought: .+\nAction: \{"tool":"analyze_trends","input":\{.*\}\}\n$/s);
    assert.ok(!text.includes('Observation'));
  });

  it('answers in the text format once observations are in', async () => {
    const system = `You have these tools:\n\n### analyze_trends\nA time series with anomalies.`;
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      system,
      stop_sequences: ['Observation:'],
      messages: [
        { role: 'user', content: QUESTION },
        {
          role: 'assistant',
          content:
            'Thought: chart it\nAction: {"tool": "analyze_trends", "input": {"metric": "complaints"}}\n',
        },
        { role: 'user', content: `Observation: ${JSON.stringify(TRENDS_OUTPUT)}` },
      ],
    });
    const text = message.content[0]?.type === 'text' ? message.content[0].text : '';
    assert.equal(message.stop_reason, 'end_turn');
    assert.match(text, /Final Answer: .*2026-03-10/s);
    assert.match(
      text,
      /\nConfidence: 0\.\d+ — .+\nSources: .+\nFollow-up questions:\n1\. .+\n2\. .+\n3\. .+$/,
    );
  });

  it('gives the same bytes for the same request, with well-ordered frames', async () => {
    const body = JSON.stringify({
      model: 'sightline-offline',
      max_tokens: 2048,
      stream: true,
      tools: TOOLS,
      messages: [{ role: 'user', content: QUESTION }],
    });
    const fetchText = async () =>
      (
        await fetch(`${gateway.baseURL}/v1/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).text();
    const [first, second] = [await fetchText(), await fetchText()];
    assert.equal(first, second);
    const frames = first.trim().split('\n\n');
    const types = frames.map((frame) => /^event: (\w+)\ndata: (.*)$/s.exec(frame)?.[1]);
    assert.ok(types.every(Boolean), 'every frame has an event line and a data line');
    assert.equal(types[0], 'message_start');
    assert.deepEqual(types.slice(-2), ['message_delta', 'message_stop']);
    let open: number | undefined;
    let next = 0;
    for (const frame of frames) {
      const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as {
        type: string;
        index?: number;
        usage?: { output_tokens: number };
      };
      if (data.type === 'content_block_start') {
        assert.equal(open, undefined);
        assert.equal(data.index, next++);
        open = data.index;
      } else if (data.type === 'content_block_delta') assert.equal(data.index, open);
      else if (data.type === 'content_block_stop') {
        assert.equal(data.index, open);
        open = undefined;
      } else if (data.type === 'message_delta')
        assert.equal(typeof data.usage?.output_tokens, 'number');
    }
  });

  it('stops with max_tokens when the budget is tiny', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 3,
      tools: TOOLS,
      messages: [{ role: 'user', content: QUESTION }],
    });
    assert.equal(message.stop_reason, 'max_tokens');
    assert.ok(!message.content.some((block) => block.type === 'tool_use'));
  });

  it('counts tokens, lists its model and refuses others', async () => {
    const counted = await client.messages.countTokens({
      model: 'sightline-offline',
      messages: [{ role: 'user', content: 'x'.repeat(400) }],
    });
    assert.ok(counted.input_tokens >= 100 && counted.input_tokens < 150);
    const models = await client.models.list();
    assert.deepEqual(
      models.data.map((model) => model.id),
      ['sightline-offline'],
    );
    await assert.rejects(
      client.messages.create({
        model: 'claude-sonnet-5-5',
        max_tokens: 10,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
      (error: unknown) =>
        error instanceof Anthropic.BadRequestError && error.type === 'invalid_request_error',
    );
  });

  it('retries without an argument the tool rejected', async () => {
    const first = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      tools: TOOLS,
      messages: [{ role: 'user', content: QUESTION }],
    });
    const use = first.content.find((block) => block.type === 'tool_use')!;
    const error = {
      error: {
        code: 'invalid_input',
        message: 'Invalid input: category: Invalid option: expected one of "Cards"',
      },
    };
    const second = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      tools: TOOLS,
      messages: [
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: first.content },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: use.id,
              content: JSON.stringify(error),
              is_error: true,
            },
          ],
        },
      ],
    });
    const retry = second.content.find((block) => block.type === 'tool_use');
    assert.equal(retry?.name, 'analyze_trends');
    const { category: _category, ...rest } = use.input as Record<string, unknown>;
    assert.deepEqual(retry?.input, rest);
  });

  it('answers a question with nothing to look up without calling tools', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      tools: TOOLS,
      messages: [{ role: 'user', content: 'hello' }],
    });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((block) => block.name),
      ['final_answer'],
    );
    assert.equal((uses[0]!.input as { confidence: number }).confidence, 0.1);
  });

  it('answers at once when the system prompt says the step limit is reached', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      tools: TOOLS,
      system:
        'You have reached the step limit of this run. Call final_answer now with your best answer.',
      messages: [{ role: 'user', content: QUESTION }],
    });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((block) => block.name),
      ['final_answer'],
    );
    assert.ok((uses[0]!.input as { confidence: number }).confidence < 0.5);
  });

  it('stops streaming when the client goes away, and keeps serving', async () => {
    const paced = await startGateway(gatewayConfig({ SIGHTLINE_OFFLINE_DELAY_MS: '5' }));
    try {
      const pacedClient = new Anthropic({
        baseURL: paced.baseURL,
        apiKey: 'placeholder',
        maxRetries: 0,
      });
      const controller = new AbortController();
      const stream = pacedClient.messages.stream(
        {
          model: 'sightline-offline',
          max_tokens: 2048,
          tools: TOOLS,
          messages: [{ role: 'user', content: QUESTION }],
        },
        { signal: controller.signal },
      );
      stream.on('text', () => controller.abort());
      await assert.rejects(
        stream.finalMessage(),
        (error: unknown) => error instanceof Anthropic.APIUserAbortError,
      );
      const after = await pacedClient.models.list();
      assert.equal(after.data.length, 1);
    } finally {
      await paced.app.close();
    }
  });
});
