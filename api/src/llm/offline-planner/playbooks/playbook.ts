import type { ToolStep } from '../conversation';
import { record, rows, type Json } from '../observations';
import { describePeriod, periodBounds, type PeriodMention } from '../periods';
import type { Situation } from '../situation';
import { accepts, fitInput, type PlannedCall } from '../tool-fit';

/** A planned call and what it returned. */
export interface Done {
  call: PlannedCall;
  step: ToolStep;
}

/** The answer body a playbook composes from its observations. */
export interface Composed {
  /** Markdown paragraphs or bullet lines, every figure taken from an observation. */
  lines: string[];
  followUps: string[];
  /** Whether the observations held what the question asked for. */
  found: boolean;
}

/**
 * One way of answering a kind of question: which tools to call first, what to call next given
 * what came back, and how to state the answer.
 */
export interface Playbook {
  kind: string;
  /** The tool without which this playbook cannot work. */
  primaryTool: string;
  /** What the analyst is told before the first calls. */
  intention(s: Situation): string;
  score(s: Situation): number;
  first(s: Situation): PlannedCall[];
  next?(s: Situation, done: readonly Done[], stage: number): PlannedCall[];
  /** Why the next calls follow from what came back, in a sentence (shown as the thought). */
  nextReason?(s: Situation, done: readonly Done[]): string;
  compose(s: Situation, done: readonly Done[]): Composed;
}

export function periodArgs(period: PeriodMention | undefined): Json {
  if (!period) return {};
  switch (period.kind) {
    case 'day':
      return { period: period.day };
    case 'month':
      return { period: period.month };
    case 'year':
      return { period: period.year };
    case 'relative':
      return { period: period.keyword };
    case 'range':
      return { from: period.from, to: period.to };
  }
}

export interface ScopeOptions {
  period?: boolean;
  product?: boolean;
  category?: boolean;
  subcategory?: boolean;
  channel?: boolean;
  complaints?: boolean;
  negative?: boolean;
}

/** The communication filters the question names, as tool arguments. */
export function scope(s: Situation, options: ScopeOptions = {}): Json {
  const f = s.features;
  const use = (key: keyof ScopeOptions) => options[key] !== false;
  return {
    ...(use('period') ? periodArgs(f.period) : {}),
    ...(use('product') && f.products[0] ? { product: f.products[0] } : {}),
    ...(use('category') && f.categories[0] ? { category: f.categories[0] } : {}),
    ...(use('subcategory') && f.subcategories[0] && options.subcategory
      ? { subcategory: f.subcategories[0] }
      : {}),
    ...(use('channel') && f.channels[0] ? { channel: f.channels[0] } : {}),
    ...(use('complaints') && f.complaints ? { intent: 'complaint' } : {}),
    ...(options.negative && f.negative ? { sentiment: 'negative' } : {}),
    ...(f.segment ? { segment: f.segment } : {}),
  };
}

/**
 * A call to an offered tool with the arguments its schema allows (a period becomes from/to for a
 * tool that only takes those); undefined when the request does not offer the tool.
 */
export function call(s: Situation, name: string, input: Json): PlannedCall | undefined {
  const tool = s.conversation.tools.get(name);
  if (!tool) return undefined;
  let adjusted = input;
  if (typeof input['period'] === 'string' && !accepts(tool, 'period') && accepts(tool, 'from')) {
    const { period, ...rest } = input;
    const bounds = periodBounds(toMention(period as string), s.corpus);
    adjusted = { ...rest, from: bounds.from, to: bounds.to };
  }
  return { name, input: fitInput(tool, adjusted) };
}

function toMention(period: string): PeriodMention {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return { kind: 'day', day: period };
  if (/^\d{4}-\d{2}$/.test(period)) return { kind: 'month', month: period };
  if (/^\d{4}$/.test(period)) return { kind: 'year', year: period };
  return { kind: 'relative', keyword: period };
}

export function calls(...planned: (PlannedCall | undefined)[]): PlannedCall[] {
  return planned.filter((item): item is PlannedCall => item !== undefined);
}

/** The output of the first successful call of that tool. */
export function output(done: readonly Done[], name: string, index = 0): Json | undefined {
  const found = done.filter((item) => item.call.name === name && item.step.ok)[index];
  return found ? record(found.step.result) : undefined;
}

export function has(pattern: RegExp, s: Situation): boolean {
  return pattern.test(s.text.toLowerCase());
}

/** "Login & Access complaints about the Mobile App": the subject in words. */
export function subject(s: Situation, noun = 'communications'): string {
  const f = s.features;
  const topic = f.subcategories[0] ?? f.categories[0];
  const what = f.complaints ? 'complaints' : noun;
  const parts = [topic ? `${topic} ${what}` : what.charAt(0).toUpperCase() + what.slice(1)];
  if (f.products[0]) parts.push(`about ${f.products[0]}`);
  if (f.channels[0]) parts.push(`by ${f.channels[0]}`);
  return parts.join(' ');
}

export function periodWords(s: Situation): string {
  const period = s.features.period;
  if (!period) return `${s.corpus.from} to ${s.corpus.to}`;
  if (period.kind !== 'relative') return describePeriod(period);
  const bounds = periodBounds(period, s.corpus);
  if (period.keyword === 'this_month' || period.keyword === 'last_month') {
    return describePeriod({ kind: 'month', month: bounds.from.slice(0, 7) });
  }
  return `${bounds.from} to ${bounds.to}`;
}

/** A few records behind an aggregate, to cite: `query_data` rows of the entity matching `filters`. */
export function examplesCall(
  s: Situation,
  entity: 'cases' | 'communications',
  filters: { field: string; op: string; value?: unknown }[],
  fields: string[],
): PlannedCall | undefined {
  return call(s, 'query_data', { entity, filters, fields, limit: 5 });
}

/** "K-00012 (Missing ID documents, 2026-02-03), …": the example rows in a line. */
export function examplesLine(done: readonly Done[], label: string): string | undefined {
  const listed = rows(output(done, 'query_data')?.['rows']).filter(
    (row) => typeof row['id'] === 'string',
  );
  if (listed.length === 0) return undefined;
  const describe = (row: Json) =>
    `${String(row['id'])} (${Object.entries(row)
      .filter(([key, value]) => key !== 'id' && value !== null && value !== undefined)
      .map(([, value]) => String(value).replace(/^(\d{4}-\d{2}-\d{2})T.*$/, '$1'))
      .join(', ')})`;
  return `- ${label}: ${listed.map(describe).join('; ')}.`;
}

/** query_data filters for the question's period, on a day field of the entity. */
export function periodFilters(
  s: Situation,
  dayField: string,
): { field: string; op: string; value: string }[] {
  if (!s.features.period) return [];
  const { from, to } = periodBounds(s.features.period, s.corpus);
  return [
    { field: dayField, op: 'gte', value: from },
    { field: dayField, op: 'lte', value: to },
  ];
}
