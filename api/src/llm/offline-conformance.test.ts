import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dictionaryBlock } from '../../../src/agent/dataset';
import { finalAnswerTool } from '../../../src/agent/protocols/native';
import { gatewayConfig, startGateway } from './gateway-test-support';
import { FIXTURE_DICTIONARY } from './offline-planner/understand/fixture-dictionary';

/**
 * The offline planner over the Messages API, through the real SDK: streaming, tool use (single,
 * parallel and chained), the text ReAct format, stop sequences, limits and aborts. Requests carry
 * the data dictionary as the engine's prompts do; tool results are canned, since this is about the
 * protocol (the figures are checked against SQL in the end-to-end tests).
 */
const SYSTEM = `You are Sightline.\n\n${dictionaryBlock(FIXTURE_DICTIONARY)}`;

const QUERY_DATA: Tool = {
  name: 'query_data',
  description: 'A safe structured query over communications, cases or customers.',
  input_schema: {
    type: 'object',
    properties: {
      entity: { type: 'string', enum: ['communications', 'cases', 'customers'] },
      filters: { type: 'array' },
      groupBy: { type: 'array' },
      metrics: { type: 'array' },
      fields: { type: 'array' },
      order: { type: 'object' },
      limit: { type: 'integer' },
    },
  },
};
const SEARCH: Tool = {
  name: 'search_communications',
  description: 'Full-text search over communications; returns matching records with their ids.',
  input_schema: {
    type: 'object',
    properties: {
      query: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      channel: { type: 'string' },
      intent: { type: 'string' },
      limit: { type: 'integer' },
    },
  },
};
const TOOLS: Tool[] = [QUERY_DATA, SEARCH, finalAnswerTool];
const TEXT_TOOLS = [QUERY_DATA, SEARCH]
  .map(
    (tool) =>
      `### ${tool.name}\n${tool.description}\nInput schema: ${JSON.stringify(tool.input_schema)}`,
  )
  .join('\n\n');
const TEXT_SYSTEM = `${SYSTEM}\n\nYou have these tools:\n\n${TEXT_TOOLS}\n\nWork in steps.`;

const RANKED = 'Which day had the most complaints?';
const COMPARED = 'Complaints in Q2 vs Q1?';

/** Canned outputs shaped as docs/contracts.md describes. */
function cannedOutput(use: { name: string; input: unknown }): Record<string, unknown> {
  if (use.name === 'search_communications') {
    return {
      summary: '41 results.',
      total: 41,
      results: [{ id: 'M-000007', at: '2025-03-11T09:00:00Z', subject: 'Parcel never came' }],
    };
  }
  const text = JSON.stringify(use.input);
  if (text.includes('"day"')) {
    return { summary: 'Counts by day.', matched: 900, rows: [{ day: '2025-03-11', count: 41 }] };
  }
  // The comparison's two sides: Q2 (from 2025-04-01) and Q1.
  const count = text.includes('"op":"gte","value":"2025-04-01"') ? 120 : 100;
  return { summary: `${count} communications.`, matched: count, rows: [{ count }] };
}

interface FinalInput {
  answer: string;
  status: string;
  confidence: number;
  confidence_reason: string;
  sources: string[];
  follow_up_questions: string[];
}

describe('offline planner over the Messages API (real SDK)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let client: Anthropic;

  before(async () => {
    gateway = await startGateway(gatewayConfig());
    client = new Anthropic({ baseURL: gateway.baseURL, apiKey: 'placeholder', maxRetries: 0 });
  });
  after(() => gateway.app.close());

  /** Runs the native tool loop with canned results; the calls of each turn and the final input. */
  async function nativeLoop(question: string): Promise<{ turns: string[][]; final: FinalInput }> {
    const messages: MessageParam[] = [{ role: 'user', content: question }];
    const turns: string[][] = [];
    for (let turn = 0; turn < 6; turn++) {
      const message = await client.messages
        .stream({
          model: 'sightline-offline',
          max_tokens: 4096,
          system: SYSTEM,
          tools: TOOLS,
          messages,
        })
        .finalMessage();
      messages.push({ role: 'assistant', content: message.content });
      const uses = message.content.filter(
        (block): block is ToolUseBlock => block.type === 'tool_use',
      );
      const final = uses.find((block) => block.name === 'final_answer');
      if (final) return { turns, final: final.input as FinalInput };
      assert.equal(message.stop_reason, 'tool_use');
      turns.push(uses.map((use) => use.name));
      messages.push({
        role: 'user',
        content: uses.map((use) => ({
          type: 'tool_result' as const,
          tool_use_id: use.id,
          content: JSON.stringify(cannedOutput(use)),
        })),
      });
    }
    return assert.fail('no final answer within 6 turns');
  }

  it('streams text deltas and tool input snapshots, ending in parsed tool_use blocks', async () => {
    const stream = client.messages.stream({
      model: 'sightline-offline',
      max_tokens: 2048,
      system: SYSTEM,
      tools: TOOLS,
      messages: [{ role: 'user', content: RANKED }],
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
    assert.equal(uses[0]!.name, 'query_data');
    const input = uses[0]!.input as { filters: unknown[]; groupBy: string[] };
    assert.deepEqual(input.filters, [{ field: 'intent', op: 'eq', value: 'complaint' }]);
    assert.deepEqual(input.groupBy, ['day']);
    assert.ok(snapshots.length >= 2, 'the input streams in several pieces');
    assert.deepEqual(snapshots.at(-1), uses[0]!.input);
    assert.ok(message.usage.input_tokens > 50 && message.usage.output_tokens > 0);
  });

  it('makes parallel calls in one turn and answers with final_answer', async () => {
    const { turns, final } = await nativeLoop(COMPARED);
    assert.deepEqual(turns, [['query_data', 'query_data']]);
    assert.match(final.answer, /120/);
    assert.match(final.answer, /100/);
    assert.equal(final.status, 'answered');
    assert.ok(final.confidence > 0.5 && final.confidence <= 1);
    assert.equal(final.follow_up_questions.length, 3);
  });

  it('chains a call on what it observed and cites the records it was shown', async () => {
    const { turns, final } = await nativeLoop(RANKED);
    assert.deepEqual(turns, [['query_data'], ['search_communications']]);
    assert.match(final.answer, /2025-03-11/);
    assert.deepEqual(final.sources, ['M-000007']);
    assert.match(final.answer, /M-000007/);
  });

  it('stops the text protocol at the Observation: stop sequence', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 1024,
      system: TEXT_SYSTEM,
      stop_sequences: ['Observation:'],
      messages: [{ role: 'user', content: RANKED }],
    });
    assert.equal(message.stop_reason, 'stop_sequence');
    assert.equal(message.stop_sequence, 'Observation:');
    const text = message.content[0]?.type === 'text' ? message.content[0].text : '';
    assert.match(text, /^Thought: .+\nAction: \{"tool":"query_data","input":\{.*\}\}\n$/s);
    assert.ok(!text.includes('Observation'));
  });

  it('answers in the text format once observations are in', async () => {
    const question = { role: 'user' as const, content: 'How many complaints about gift cards?' };
    const create = (messages: MessageParam[]) =>
      client.messages.create({
        model: 'sightline-offline',
        max_tokens: 2048,
        system: TEXT_SYSTEM,
        stop_sequences: ['Observation:'],
        messages,
      });
    const first = await create([question]);
    const action = first.content[0]?.type === 'text' ? first.content[0].text : '';
    assert.match(action, /^Action: \{"tool":"query_data"/m);
    const message = await create([
      question,
      { role: 'assistant', content: action },
      {
        role: 'user',
        content: `Observation: ${JSON.stringify({ matched: 17, rows: [{ count: 17 }] })}`,
      },
    ]);
    const text = message.content[0]?.type === 'text' ? message.content[0].text : '';
    assert.equal(message.stop_reason, 'end_turn');
    assert.match(text, /Final Answer: .*\*\*17\*\*/s);
    assert.match(
      text,
      /\nStatus: answered\nConfidence: 0\.\d+ — .+\nSources: .+\nFollow-up questions:\n1\. .+\n2\. .+\n3\. .+$/,
    );
  });

  it('gives the same bytes for the same request, with well-ordered frames', async () => {
    const body = JSON.stringify({
      model: 'sightline-offline',
      max_tokens: 2048,
      stream: true,
      system: SYSTEM,
      tools: TOOLS,
      messages: [{ role: 'user', content: COMPARED }],
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
    assert.equal(next, 3, 'a thought and two parallel tool_use blocks');
  });

  it('stops with max_tokens when the budget is tiny', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 3,
      system: SYSTEM,
      tools: TOOLS,
      messages: [{ role: 'user', content: RANKED }],
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

  it('ends the turn with an answer naming the failure when a tool rejects its call', async () => {
    const first = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      system: SYSTEM,
      tools: TOOLS,
      messages: [{ role: 'user', content: RANKED }],
    });
    const use = first.content.find((block) => block.type === 'tool_use')!;
    const error = {
      error: { code: 'invalid_input', message: 'Invalid input: groupBy: Invalid option' },
    };
    const second = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      system: SYSTEM,
      tools: TOOLS,
      messages: [
        { role: 'user', content: RANKED },
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
    const uses = second.content.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((block) => block.name),
      ['final_answer'],
    );
    const input = uses[0]!.input as FinalInput;
    assert.equal(input.status, 'not answerable');
    assert.match(input.answer, /query_data failed \(Invalid input: groupBy/);
    assert.ok(input.confidence < 0.5);
  });

  it('answers a question with nothing to look up without calling tools', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      system: SYSTEM,
      tools: TOOLS,
      messages: [{ role: 'user', content: 'hello' }],
    });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((block) => block.name),
      ['final_answer'],
    );
    assert.equal((uses[0]!.input as FinalInput).confidence, 0.1);
  });

  it('answers at once when the system prompt says the step limit is reached', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 2048,
      tools: TOOLS,
      system: `${SYSTEM}\n\nYou have reached the step limit of this run. Call final_answer now with your best answer.`,
      messages: [{ role: 'user', content: RANKED }],
    });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((block) => block.name),
      ['final_answer'],
    );
    assert.ok((uses[0]!.input as FinalInput).confidence < 0.5);
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
          system: SYSTEM,
          tools: TOOLS,
          messages: [{ role: 'user', content: RANKED }],
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

/**
 * Without the data dictionary the planner knows no field, value or date of the data: it calls no
 * tool (a call would carry guessed words), says so, and ends the turn cleanly in either protocol.
 */
describe('offline planner without a data dictionary', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let client: Anthropic;
  const QUESTION = 'When did login complaints about the mobile app spike?';

  before(async () => {
    gateway = await startGateway(gatewayConfig());
    client = new Anthropic({ baseURL: gateway.baseURL, apiKey: 'placeholder', maxRetries: 0 });
  });
  after(() => gateway.app.close());

  it('answers with final_answer, names the offered tools and asks for the dictionary (native)', async () => {
    const message = await client.messages
      .stream({
        model: 'sightline-offline',
        max_tokens: 4096,
        system: 'You are Sightline. The data covers 2025-11-01 to 2026-10-31.',
        tools: TOOLS,
        messages: [{ role: 'user', content: QUESTION }],
      })
      .finalMessage();
    const uses = message.content.filter((block) => block.type === 'tool_use');
    assert.deepEqual(
      uses.map((block) => block.name),
      ['final_answer'],
      'no data tool is called',
    );
    const input = uses[0]!.input as FinalInput;
    assert.equal(input.status, 'not answerable');
    assert.match(input.answer, /no data dictionary/);
    assert.match(input.answer, /- query_data: A safe structured query/);
    assert.match(input.answer, /- search_communications: Full-text search/);
    assert.deepEqual(input.sources, []);
    assert.ok(input.confidence < 0.5);
    assert.equal(input.follow_up_questions.length, 3);
    // Nothing of the question's words is put forward as a finding about the data.
    assert.doesNotMatch(input.answer, /login|mobile app|spike/i);
  });

  it('ends the turn with text when final_answer is not offered (native)', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 4096,
      tools: [QUERY_DATA],
      messages: [{ role: 'user', content: QUESTION }],
    });
    assert.equal(message.stop_reason, 'end_turn');
    assert.ok(!message.content.some((block) => block.type === 'tool_use'));
    const text = message.content[0]?.type === 'text' ? message.content[0].text : '';
    assert.match(text, /no data dictionary/);
    assert.match(text, /\nStatus: not answerable\n/);
  });

  it('writes a Final Answer with no Action (text protocol)', async () => {
    const message = await client.messages.create({
      model: 'sightline-offline',
      max_tokens: 4096,
      system: `You are Sightline.\n\nYou have these tools:\n\n${TEXT_TOOLS}\n\nWork in steps.`,
      stop_sequences: ['Observation:'],
      messages: [{ role: 'user', content: QUESTION }],
    });
    assert.equal(message.stop_reason, 'end_turn');
    const text = message.content[0]?.type === 'text' ? message.content[0].text : '';
    assert.doesNotMatch(text, /^Action:/m);
    assert.match(text, /^Thought: .+\nFinal Answer: I cannot answer this yet/);
    assert.match(text, /- query_data: /);
    assert.match(
      text,
      /\nStatus: not answerable\nConfidence: 0\.10 — .+\nSources: none\nFollow-up questions:\n1\. .+\n2\. .+\n3\. .+$/,
    );
  });
});
