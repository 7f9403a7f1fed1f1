import { jsonrepair } from 'jsonrepair';
import type { JsonSchema, MessagesRequest, RequestMessage, RequestTool } from '../model-request';
import { readDictionaryBlock, type DataDictionary } from '../../../../src/agent/dataset';

/** First and last day of the data (`YYYY-MM-DD`): relative periods resolve against `to`. */
export interface CorpusSpan {
  from: string;
  to: string;
}

/** The tool names of the customer-intelligence toolkit, looked for in a text-protocol prompt. */
export const KNOWN_TOOLS = [
  'search_communications',
  'get_communication',
  'get_customer_info',
  'analyze_sentiment',
  'analyze_topics',
  'analyze_trends',
  'get_daily_volumes',
  'analyze_channel_escalation',
  'analyze_cases',
  'analyze_resolution_times',
  'analyze_sla_compliance',
  'get_category_breakdown',
  'find_similar',
  'assess_risk',
  'query_data',
];
export const FINAL_ANSWER = 'final_answer';

export interface OfferedTool {
  name: string;
  description: string;
  /** Input properties; undefined when the schema is unknown (then any argument is allowed). */
  properties: Record<string, JsonSchema> | undefined;
}

/** One tool call of the current turn and what came back. */
export interface ToolStep {
  name: string;
  input: Record<string, unknown>;
  ok: boolean;
  /** The parsed output (ok) or error body (not ok); undefined when nothing came back yet. */
  result: Record<string, unknown> | undefined;
  errorMessage?: string;
}

export interface ChartContext {
  kind?: string;
  date?: string;
  granularity?: string;
  filters?: { channel?: string; product?: string; from?: string; to?: string };
  [key: string]: unknown;
}

/** Everything the planner knows: what the request says, nothing from the database. */
export interface Conversation {
  protocol: 'native' | 'text';
  tools: Map<string, OfferedTool>;
  finalAnswerOffered: boolean;
  question: string;
  context: ChartContext | undefined;
  earlierQuestions: string[];
  steps: ToolStep[];
  /** The system prompt asks for an answer now (step limit or tool budget reached). */
  mustAnswer: boolean;
  /**
   * The data's span: from the dictionary, else from the prompt's "covers … to …" sentence, else
   * from the dictionary's date fields; empty strings when the request says nothing of it.
   */
  corpus: CorpusSpan;
  /** The `<data_dictionary>` block of the system prompt: all the planner knows of the data. */
  dictionary: DataDictionary | undefined;
}

/** Any content block, read loosely: the planner must not trip over block types it does not know. */
interface Block {
  type?: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

function blocks(message: RequestMessage): Block[] {
  return typeof message.content === 'string'
    ? [{ type: 'text', text: message.content }]
    : (message.content as Block[]);
}

function textOf(message: RequestMessage): string {
  return blocks(message)
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text)
    .join('\n');
}

function systemText(request: MessagesRequest): string {
  if (typeof request.system === 'string') return request.system;
  return (request.system ?? []).map((block) => block.text ?? '').join('\n');
}

/** Parses tool output text tolerantly: models and engines shorten, quote and cut it. */
export function parseLooseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(jsonrepair(trimmed));
    } catch {
      return undefined;
    }
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A tool result as the planner reads it: the output object, or the error it reports. */
function readResult(
  text: string,
  flaggedError: boolean,
): Pick<ToolStep, 'ok' | 'result' | 'errorMessage'> {
  let parsed = asRecord(parseLooseJson(text));
  // Some clients wrap the tool API's own envelope `{ ok, output }`.
  if (parsed && 'ok' in parsed && ('output' in parsed || 'error' in parsed)) {
    parsed = parsed['ok'] === false ? parsed : (asRecord(parsed['output']) ?? parsed);
  }
  const error = parsed ? asRecord(parsed['error']) : undefined;
  const isError =
    flaggedError || (parsed !== undefined && error !== undefined && !('summary' in parsed));
  if (isError) {
    const message = (
      error && typeof error['message'] === 'string' ? error['message'] : text.trim()
    ).slice(0, 300);
    return { ok: false, result: parsed, errorMessage: message || 'the tool failed' };
  }
  if (!parsed)
    return { ok: false, result: undefined, errorMessage: 'the result could not be read' };
  return { ok: true, result: parsed };
}

function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((item: Block) => (item.type === 'text' ? (item.text ?? '') : '')).join('\n');
  }
  return '';
}

const NOT_A_QUESTION = /^\s*observation\b|Correct the call and try again|Reply in the format:/i;

function isQuestionMessage(message: RequestMessage): boolean {
  if (message.role !== 'user') return false;
  const text = textOf(message).trim();
  return text !== '' && !NOT_A_QUESTION.test(text);
}

/** Splits a user turn into its `<chart_context>` JSON and the question text. */
function readUserTurn(message: RequestMessage): {
  question: string;
  context: ChartContext | undefined;
} {
  const text = textOf(message);
  const match = /<chart_context>([\s\S]*?)<\/chart_context>/.exec(text);
  const context = match
    ? (asRecord(parseLooseJson(match[1]!)) as ChartContext | undefined)
    : undefined;
  const question = text.replace(/<chart_context>[\s\S]*?<\/chart_context>/g, '').trim();
  return { question, context };
}

function toolsFromRequest(request: MessagesRequest): OfferedTool[] {
  return (request.tools ?? [])
    .filter((tool): tool is RequestTool => typeof tool?.name === 'string')
    .map((tool) => ({
      name: tool.name,
      description: tool.description ?? '',
      properties: tool.input_schema?.properties ?? (tool.input_schema ? {} : undefined),
    }));
}

/**
 * The tools a text-protocol prompt lists: `### name` sections (with their description and
 * "Input schema:" JSON), `name:` / `- name` listings, and any of the known tool names mentioned.
 */
export function toolsFromPrompt(system: string): OfferedTool[] {
  const found = new Map<string, OfferedTool>();
  const sections = system.split(/^#{1,4}\s+/m).slice(1);
  for (const section of sections) {
    const name = /^`?([a-z][a-z0-9_]*)`?\s*$/m.exec(section.split('\n')[0] ?? '')?.[1];
    if (!name) continue;
    const schemaText = /Input schema:\s*(\{.*\})\s*$/m.exec(section)?.[1];
    const schema = schemaText ? asRecord(parseLooseJson(schemaText)) : undefined;
    const description = section
      .split('\n')
      .slice(1)
      .filter((line) => !line.startsWith('Input schema:'))
      .join(' ')
      .trim();
    found.set(name, {
      name,
      description,
      properties: schema
        ? ((asRecord(schema['properties']) as Record<string, JsonSchema>) ?? {})
        : undefined,
    });
  }
  for (const match of system.matchAll(
    /^\s*(?:[-*]|\d+\.)?\s*`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?\s*(?::|—|-|\()\s*(.*)$/gm,
  )) {
    const name = match[1]!;
    if (!found.has(name))
      found.set(name, { name, description: match[2] ?? '', properties: undefined });
  }
  for (const name of KNOWN_TOOLS) {
    if (!found.has(name) && new RegExp(`\\b${name}\\b`).test(system)) {
      found.set(name, { name, description: '', properties: undefined });
    }
  }
  return [...found.values()];
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The span of the dictionary's date fields (min and max), when it gives one. */
function dateFieldSpan(dictionary: DataDictionary | undefined): CorpusSpan | undefined {
  const days = (dictionary?.fields ?? [])
    .filter((field) => field.type === 'date' && field.entity === 'communications')
    .flatMap((field) => [field.min, field.max])
    .filter((value): value is string => typeof value === 'string' && DAY.test(value))
    .map((value) => value.slice(0, 10))
    .sort();
  return days.length > 0 ? { from: days[0]!, to: days.at(-1)! } : undefined;
}

/**
 * What the request says of the data's span. Never a default from the demo: a request that says
 * nothing gets an empty span, which no period falls inside.
 */
function corpusSpan(system: string, dictionary: DataDictionary | undefined): CorpusSpan {
  if (dictionary?.from && dictionary.to) return { from: dictionary.from, to: dictionary.to };
  const match =
    /covers\s+(\d{4}-\d{2}-\d{2})\s+(?:to|until|through|–|-)\s+(\d{4}-\d{2}-\d{2})/i.exec(system);
  if (match) return { from: match[1]!, to: match[2]! };
  return dateFieldSpan(dictionary) ?? { from: '', to: '' };
}

/** Reads native tool_use / tool_result pairs after the question. */
function nativeSteps(messages: RequestMessage[]): ToolStep[] {
  const steps: ToolStep[] = [];
  const byId = new Map<string, ToolStep>();
  for (const message of messages) {
    for (const block of blocks(message)) {
      if (
        message.role === 'assistant' &&
        block.type === 'tool_use' &&
        block.name !== FINAL_ANSWER
      ) {
        const step: ToolStep = {
          name: block.name ?? '',
          input: asRecord(block.input) ?? {},
          ok: false,
          result: undefined,
        };
        steps.push(step);
        if (block.id) byId.set(block.id, step);
      }
      if (message.role === 'user' && block.type === 'tool_result') {
        const step = byId.get(block.tool_use_id ?? '');
        if (step)
          Object.assign(step, readResult(toolResultText(block.content), block.is_error === true));
      }
    }
  }
  return steps;
}

/** Reads `Action:` lines and the `Observation:` paragraphs answering them. */
function textSteps(messages: RequestMessage[]): ToolStep[] {
  const steps: ToolStep[] = [];
  let pending: ToolStep[] = [];
  for (const message of messages) {
    const text = textOf(message);
    if (message.role === 'assistant') {
      for (const match of text.matchAll(/^\s*Action:\s*(\{.*\})\s*$/gm)) {
        const action = asRecord(parseLooseJson(match[1]!));
        const name = typeof action?.['tool'] === 'string' ? action['tool'] : undefined;
        if (!name) continue;
        const step: ToolStep = {
          name,
          input: asRecord(action?.['input']) ?? {},
          ok: false,
          result: undefined,
        };
        steps.push(step);
        pending.push(step);
      }
      continue;
    }
    const paragraphs = text
      .split(/(?=^Observation(?: \[[^\]]*\])?:)/m)
      .filter((part) => /^Observation/.test(part));
    for (const paragraph of paragraphs) {
      const named = /^Observation \[([^\]]*)\]:/.exec(paragraph)?.[1];
      const body = paragraph.replace(/^Observation(?: \[[^\]]*\])?:\s*/, '');
      const index = named ? pending.findIndex((step) => step.name === named) : 0;
      const step = pending[index >= 0 ? index : 0];
      if (!step) continue;
      pending = pending.filter((candidate) => candidate !== step);
      Object.assign(step, readResult(body, /^\s*(error\b|\{"error")/i.test(body)));
    }
    pending = [];
  }
  return steps;
}

export function readConversation(request: MessagesRequest): Conversation {
  const system = systemText(request);
  const dictionary = readDictionaryBlock(system);
  const native = Array.isArray(request.tools) && request.tools.length > 0;
  const offered = native ? toolsFromRequest(request) : toolsFromPrompt(system);
  const tools = new Map(
    offered.filter((tool) => tool.name !== FINAL_ANSWER).map((tool) => [tool.name, tool]),
  );
  const messages = request.messages;
  let questionIndex = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (isQuestionMessage(messages[i]!)) {
      questionIndex = i;
      break;
    }
  }
  const turn =
    questionIndex >= 0
      ? readUserTurn(messages[questionIndex]!)
      : { question: '', context: undefined };
  const earlierQuestions = messages
    .slice(0, Math.max(0, questionIndex))
    .filter(isQuestionMessage)
    .map((message) => readUserTurn(message).question);
  const after = messages.slice(questionIndex + 1);
  return {
    protocol: native ? 'native' : 'text',
    tools,
    finalAnswerOffered: offered.some((tool) => tool.name === FINAL_ANSWER),
    question: turn.question,
    context: turn.context,
    earlierQuestions,
    steps: native ? nativeSteps(after) : textSteps(after),
    mustAnswer: /reached the step limit|used up the tool-call budget|step limit of this run/i.test(
      system,
    ),
    corpus: corpusSpan(system, dictionary),
    dictionary,
  };
}
