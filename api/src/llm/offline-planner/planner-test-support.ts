import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { dataDictionarySchema } from '../../../../src/agent/dataset';
import { finalAnswerTool } from '../../../../src/agent/protocols/native';
import {
  nativeSystemPrompt,
  textSystemPrompt,
  type DataDescription,
} from '../../../../src/agent/prompts';
import type { ToolDefinition } from '../../../../src/agent/tool-client';
import { shortenObservation } from '../../../../src/agent/shorten-observation';
import { buildApp } from '../../app';
import { closeDatabase, openDatabase, type Store } from '../../store/db';
import { demoDatabasePath } from '../../store/test-support';
import { gatewayConfig } from '../gateway-test-support';

export const TOKEN = 'test-sightline-token';

/** The engine's own final_answer tool, so the planner is tested against what it is really offered. */
export const FINAL_ANSWER_TOOL: Tool = finalAnswerTool;

/**
 * The whole API (offline planner, real tools, demo corpus) on loopback, as the browser sees it.
 * `data` is what the engine's prompts say of the data: the dictionary the API serves.
 */
export interface OfflineApi {
  app: FastifyInstance;
  db: Store;
  origin: string;
  client: Anthropic;
  tools: Tool[];
  data: DataDescription;
  close(): Promise<void>;
}

export async function startOfflineApi(path?: string): Promise<OfflineApi> {
  // Another database (an import of a test's own data) when given, else the demo corpus.
  const db = openDatabase(path ?? (await demoDatabasePath()), { readonly: true });
  const config = gatewayConfig({ SIGHTLINE_TOKEN: TOKEN });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = new Anthropic({ baseURL: `${origin}/api/llm`, apiKey: TOKEN, maxRetries: 0 });
  const get = async (path: string) =>
    (await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } })).json();
  const listed = (await get('/api/tools')) as Tool[];
  const dataset = dataDictionarySchema.parse(await get('/api/dataset'));
  const tools = listed.map(({ name, description, input_schema }) => ({
    name,
    description,
    input_schema,
  }));
  return {
    app,
    db,
    origin,
    client,
    tools,
    data: { period: { from: dataset.from!, to: dataset.to! }, dataset },
    async close() {
      await app.close();
      closeDatabase(db);
    },
  };
}

export interface LoopCall {
  name: string;
  input: Record<string, unknown>;
  ok: boolean;
  output: Record<string, unknown> | undefined;
}

export interface LoopResult {
  calls: LoopCall[];
  turns: number;
  final: {
    answer: string;
    status: string;
    confidence: number;
    confidence_reason: string;
    sources: string[];
    follow_up_questions: string[];
  };
}

/** Runs the tool loop the engine runs: stream a turn, execute its tool calls by HTTP, repeat. */
export async function runNativeLoop(
  api: OfflineApi,
  question: string,
  options: {
    context?: unknown;
    history?: MessageParam[];
    failTool?: string;
    /** The system prompt to send instead of the engine's (e.g. one without the dictionary). */
    system?: string;
  } = {},
): Promise<LoopResult> {
  const content: Anthropic.TextBlockParam[] = [];
  if (options.context)
    content.push({
      type: 'text',
      text: `<chart_context>\n${JSON.stringify(options.context)}\n</chart_context>`,
    });
  content.push({ type: 'text', text: question });
  const messages: MessageParam[] = [...(options.history ?? []), { role: 'user', content }];
  const calls: LoopCall[] = [];
  for (let turn = 1; turn <= 8; turn++) {
    const message = await api.client.messages
      .stream({
        model: 'sightline-offline',
        max_tokens: 4096,
        system: options.system ?? nativeSystemPrompt(api.data),
        tools: [...api.tools, FINAL_ANSWER_TOOL],
        messages,
      })
      .finalMessage();
    messages.push({ role: 'assistant', content: message.content });
    const uses = message.content.filter(
      (block): block is ToolUseBlock => block.type === 'tool_use',
    );
    const final = uses.find((block) => block.name === 'final_answer');
    if (final) return { calls, turns: turn, final: final.input as LoopResult['final'] };
    if (uses.length === 0)
      throw new Error(`turn ${turn} ended without a tool call: ${JSON.stringify(message.content)}`);
    const results: Anthropic.ToolResultBlockParam[] = [];
    for (const use of uses) {
      const result = await executeTool(api, use.name, use.input, options.failTool);
      calls.push({
        name: use.name,
        input: use.input as Record<string, unknown>,
        ok: result.ok,
        output: result.output,
      });
      results.push({
        type: 'tool_result',
        tool_use_id: use.id,
        content: result.ok
          ? shortenObservation(result.output, 6000).text
          : JSON.stringify({ error: result.error }),
        ...(result.ok ? {} : { is_error: true }),
      });
    }
    messages.push({ role: 'user', content: results });
  }
  throw new Error('the planner did not answer within 8 turns');
}

/** The same loop in the text ReAct protocol: Action lines in, Observation paragraphs back. */
export async function runTextLoop(
  api: OfflineApi,
  question: string,
): Promise<{ calls: LoopCall[]; finalText: string; stops: (string | null)[] }> {
  // The engine's own text prompt: tool sections, the step format and the data dictionary.
  const definitions: ToolDefinition[] = api.tools.map((tool) => ({
    name: tool.name,
    description: tool.description ?? '',
    input_schema: tool.input_schema,
    toolkit: 'customer-intelligence',
  }));
  const system = textSystemPrompt(api.data, definitions);
  const messages: MessageParam[] = [{ role: 'user', content: question }];
  const calls: LoopCall[] = [];
  const stops: (string | null)[] = [];
  for (let turn = 1; turn <= 10; turn++) {
    const message = await api.client.messages
      .stream({
        model: 'sightline-offline',
        max_tokens: 4096,
        system,
        stop_sequences: ['Observation:'],
        messages,
      })
      .finalMessage();
    const text = message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    stops.push(message.stop_sequence);
    messages.push({ role: 'assistant', content: text });
    if (text.includes('Final Answer:')) return { calls, finalText: text, stops };
    const action = /^Action:\s*(\{.*\})\s*$/m.exec(text);
    if (!action) throw new Error(`no Action in ${text}`);
    const parsed = JSON.parse(action[1]!) as { tool: string; input: Record<string, unknown> };
    const result = await executeTool(api, parsed.tool, parsed.input);
    calls.push({ name: parsed.tool, input: parsed.input, ok: result.ok, output: result.output });
    messages.push({
      role: 'user',
      content: `Observation: ${result.ok ? shortenObservation(result.output, 6000).text : JSON.stringify({ error: result.error })}`,
    });
  }
  throw new Error('the planner did not answer within 10 steps');
}

/** Runs a call through the API's own route, `POST /api/tools/:name`, as the browser does. */
async function executeTool(
  api: OfflineApi,
  name: string,
  input: unknown,
  failTool?: string,
): Promise<{ ok: boolean; output: Record<string, unknown> | undefined; error?: unknown }> {
  if (name === failTool) {
    return {
      ok: false,
      output: undefined,
      error: { code: 'timeout', message: 'The call took too long' },
    };
  }
  const response = await fetch(`${api.origin}/api/tools/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ input }),
  });
  const body = (await response.json()) as {
    ok: boolean;
    output?: Record<string, unknown>;
    error?: unknown;
  };
  return body.ok === true
    ? { ok: true, output: body.output }
    : { ok: false, output: undefined, error: body.error };
}
