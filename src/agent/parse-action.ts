import { jsonrepair } from 'jsonrepair';
import type { AnswerStatus } from './events';
import { isPlainObject } from './validate-input';

/**
 * Parsing of the text ReAct protocol (docs/contracts.md): `Thought:` / `Action:` / `Final Answer:`.
 * Models drift from the format in predictable ways (code fences, single quotes, trailing commas,
 * Python literals, prose around the JSON, the older `Action: tool` + `Action Input: {…}` form), so
 * the JSON is located by a brace scan and mended by jsonrepair rather than by a pile of regexes.
 * Only the text protocol uses this; native tool calls arrive structured.
 */

export interface ReactTextParts {
  /** The reasoning before any marker, without the `Thought:` label. */
  thought: string;
  marker?: 'action' | 'final';
  /** Everything after the marker's colon. */
  rest: string;
}

const MARKER = /^[ \t]*(?:\*\*)?(action|final answer)(?:\*\*)?[ \t]*:(?:\*\*)?/im;
const THOUGHT_LABEL = /^\s*(?:\*\*)?thought(?:\*\*)?\s*:(?:\*\*)?[ \t]*/i;
const MARKER_WORDS = ['action:', 'final answer:', '**action', '**final answer'];

export function splitReactText(text: string): ReactTextParts {
  const match = MARKER.exec(text);
  if (!match) return { thought: stripThoughtLabel(text), rest: '' };
  return {
    thought: stripThoughtLabel(text.slice(0, match.index)),
    marker: match[1]!.toLowerCase() === 'action' ? 'action' : 'final',
    rest: text.slice(match.index + match[0].length),
  };
}

/**
 * The part of a still-streaming step that is surely thought: a trailing partial line that could
 * become `Action:` or `Final Answer:` is held back until the next delta decides.
 */
export function settledThought(text: string): string {
  const parts = splitReactText(text);
  if (parts.marker) return parts.thought.trimEnd();
  if ('thought:'.startsWith(text.trimStart().toLowerCase())) return '';
  // Trailing whitespace waits too: it may turn out to end the thought, which is sent trimmed.
  return parts.thought
    .slice(0, parts.thought.length - heldBackTail(parts.thought, MARKER_WORDS))
    .trimEnd();
}

const ANSWER_SECTION =
  /^[ \t]*(?:\*\*)?(status|confidence|sources?|follow[- ]?ups?(?: questions)?)(?:\*\*)?[ \t]*:/im;
const SECTION_WORDS = [
  'status:',
  'confidence:',
  'sources:',
  'source:',
  'follow-up',
  'follow up',
  'followup',
  '**',
];

/** The answer body of a still-streaming `Final Answer:`, without a partial trailing section label. */
export function settledAnswer(rest: string): string {
  const match = ANSWER_SECTION.exec(rest);
  const body = trimStartOnce(match ? rest.slice(0, match.index) : rest);
  if (match) return body.trimEnd();
  return body.slice(0, body.length - heldBackTail(body, SECTION_WORDS)).trimEnd();
}

function heldBackTail(text: string, words: readonly string[]): number {
  const lastLine = text.slice(text.lastIndexOf('\n') + 1);
  const candidate = lastLine.trimStart().toLowerCase();
  if (!candidate) return 0;
  return words.some((word) => word.startsWith(candidate) || candidate.startsWith(word))
    ? lastLine.length
    : 0;
}

function stripThoughtLabel(text: string): string {
  return text.replace(THOUGHT_LABEL, '');
}

function trimStartOnce(text: string): string {
  return text.replace(/^[ \t]*\n?/, '');
}

export type ParsedAction =
  { ok: true; tool: string; input: unknown } | { ok: false; problem: string };

/** Reads the text after `Action:` in either the JSON form or the older two-line form. */
export function parseActionText(rest: string): ParsedAction {
  const text = rest.trim();
  if (!text) return { ok: false, problem: 'the Action line is empty' };

  const legacy = /^`?([A-Za-z_][\w.-]*)`?[ \t]*(?:\r?\n|$)/.exec(text);
  if (legacy && !text.startsWith('{')) {
    const inputMatch = /^[ \t]*(?:\*\*)?action[ \t]+input(?:\*\*)?[ \t]*:/im.exec(text);
    if (!inputMatch) return { ok: true, tool: legacy[1]!, input: {} };
    const inputText = text.slice(inputMatch.index + inputMatch[0].length).trim();
    if (!inputText) return { ok: true, tool: legacy[1]!, input: {} };
    const input = parseLooseJson(inputText);
    if (!input.ok)
      return { ok: false, problem: `the Action Input is not valid JSON (${input.problem})` };
    return { ok: true, tool: legacy[1]!, input: input.value };
  }

  const parsed = parseLooseJson(text);
  if (!parsed.ok) return { ok: false, problem: `the Action is not valid JSON (${parsed.problem})` };
  if (!isPlainObject(parsed.value))
    return { ok: false, problem: 'the Action must be a JSON object' };
  const action = parsed.value;
  const tool = action['tool'] ?? action['name'] ?? action['action'] ?? action['tool_name'];
  if (typeof tool !== 'string' || !tool.trim()) {
    return { ok: false, problem: 'the Action JSON has no "tool" name' };
  }
  const input =
    action['input'] ??
    action['arguments'] ??
    action['args'] ??
    action['parameters'] ??
    action['action_input'] ??
    action['tool_input'] ??
    {};
  return {
    ok: true,
    tool: tool.trim(),
    input: typeof input === 'string' ? decodeInputString(input) : input,
  };
}

/** Some models pass the input as a JSON string; read it as JSON when it is one. */
function decodeInputString(input: string): unknown {
  const parsed = parseLooseJson(input);
  return parsed.ok && isPlainObject(parsed.value) ? parsed.value : input;
}

export type LooseJson = { ok: true; value: unknown } | { ok: false; problem: string };

/** The first JSON object in `text`, mended (fences, quotes, commas, Python literals, unclosed). */
export function parseLooseJson(text: string): LooseJson {
  // Valid JSON is taken as it is: mending is for what models get wrong, not for what they get right.
  const strict = strictObject(text.trim());
  if (strict !== undefined) return { ok: true, value: strict };
  const span = jsonObjectSpan(text);
  if (span === null) return { ok: false, problem: 'no JSON object found' };
  const strictSpan = strictObject(span);
  if (strictSpan !== undefined) return { ok: true, value: strictSpan };
  try {
    return { ok: true, value: JSON.parse(jsonrepair(span)) as unknown };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

function strictObject(text: string): unknown {
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** From the first `{` to its matching `}` (quotes respected), or to the end when it never closes. */
function jsonObjectSpan(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let quote: string | null = null;
  let escaped = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}' && --depth === 0) {
      return text.slice(start, index + 1);
    }
  }
  return text.slice(start);
}

export interface FinalAnswerText {
  answer: string;
  rating?: number;
  ratingReason?: string;
  status?: AnswerStatus;
  sources: string[];
  followUps: string[];
}

/** Reads the text after `Final Answer:`: the markdown, then Confidence / Sources / Follow-ups. */
export function parseFinalAnswerText(rest: string): FinalAnswerText {
  const lines = rest.split(/\r?\n/);
  const result: FinalAnswerText = { answer: '', sources: [], followUps: [] };
  const answerLines: string[] = [];
  let section: 'answer' | 'status' | 'confidence' | 'sources' | 'follow-ups' = 'answer';
  for (const line of lines) {
    const label =
      /^[ \t]*(?:\*\*)?(status|confidence|sources?|follow[- ]?ups?(?: questions)?)(?:\*\*)?[ \t]*:(?:\*\*)?(.*)$/i.exec(
        line,
      );
    if (label) {
      const name = label[1]!.toLowerCase();
      const value = label[2]!.trim();
      if (name === 'status') {
        section = 'status';
        const status = readAnswerStatus(value);
        if (status) result.status = status;
      } else if (name === 'confidence') {
        section = 'confidence';
        Object.assign(result, readRating(value));
      } else if (name.startsWith('source')) {
        section = 'sources';
        result.sources.push(...readSourceIds(value));
      } else {
        section = 'follow-ups';
        if (value) result.followUps.push(...readListItem(value));
      }
      continue;
    }
    if (section === 'answer') answerLines.push(line);
    else if (section === 'sources') result.sources.push(...readSourceIds(line));
    else if (section === 'follow-ups') result.followUps.push(...readListItem(line));
  }
  result.answer = answerLines.join('\n').trim();
  result.sources = [...new Set(result.sources)];
  return result;
}

function readRating(value: string): Pick<FinalAnswerText, 'rating' | 'ratingReason'> {
  const match = /(\d+(?:\.\d+)?)\s*(%)?/.exec(value);
  if (!match) return {};
  let rating = Number(match[1]);
  if (match[2] || rating > 1) rating /= 100;
  const reason = value
    .slice(match.index + match[0].length)
    .replace(/^[\s—–:,;-]+/, '')
    .trim();
  return { rating: Math.min(1, Math.max(0, rating)), ...(reason ? { ratingReason: reason } : {}) };
}

/** `answered`, `partly answered` or `not answerable` in the model's words (any case, `_`, `-`). */
export function readAnswerStatus(value: unknown): AnswerStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const words = value.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^not (answerable|answered)|^unanswerable|^cannot answer/.test(words))
    return 'not answerable';
  if (/^part(ly|ial)/.test(words)) return 'partly answered';
  if (/^answered/.test(words)) return 'answered';
  return undefined;
}

const SOURCE_ID = /\b[A-Z]-\d{4,}\b/g;

export function readSourceIds(text: string): string[] {
  return text.match(SOURCE_ID) ?? [];
}

function readListItem(line: string): string[] {
  const item = line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim();
  return item ? [item] : [];
}
