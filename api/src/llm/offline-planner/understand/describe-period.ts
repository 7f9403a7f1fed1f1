import type { DatasetField } from '../../../../../src/agent/dataset';
import { fixed, num, percent, rows, str, type Json } from '../observations';
import { filterWords, type ComposedAnswer } from './compose-answer';
import {
  grainField,
  timeField,
  type ExecutionContext,
  type Observed,
  type ToolCall,
} from './execute-plan';
import { nounOf } from './answer-words';
import { addDays } from './period';
import type { PlanFilter, QuestionPlan } from './question-plan';

/**
 * "What happened on <day>?": the period's volume against a typical day of the four weeks before it,
 * the values of the data's own categorical fields that rose most against their usual share, its
 * sentiment against usual, and example records of the leading group, cited as sources. Every
 * field comes from the dictionary, so any imported data set is described the same way.
 */

const ASKS_FOR_STORY =
  /\b(what\s+(happened|happens|was\s+happening|went\s+on|was\s+going\s+on|is\s+going\s+on|was\s+up|stands?\s+out|was\s+(special|unusual|different))|anything\s+(unusual|special|odd|notable|strange|interesting|happen\w*)|tell\s+me\s+about|(describe|summari[sz]e|recap)\b|\b(story|rundown|overview|recap|summary|run-?down)\s+(of|for|in|on)\b)/i;

/** Days either side of the period that make up its "typical day". */
const AROUND_DAYS = 14;
/** Categorical fields looked at, at most (each costs one call). */
const MAX_FIELDS = 3;
/** Values a field may have to be compared. */
const MAX_DISTINCT = 40;
const ROLE_ORDER = [
  'channel',
  'category',
  'product',
  'custom',
  'intent',
  'subcategory',
  'attribute',
];

/** "What drove negative sentiment on 12 March?": what stood out that day among those records. */
const ASKS_WHAT_DROVE =
  /\b(what\s+(drove|caused|was\s+behind|is\s+behind|explains?)|why\s+(was|were|did|is))\b/i;
/** The longest period whose "why" is read as its story rather than a change against the one before. */
const STORY_DAYS = 7;

function length(period: { from: string; to: string }): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
}

/** Words of a story question the data has no field for; any other unknown word is a refusal. */
const STORY_WORDS = new Set(
  'anything unusual special odd notable strange interesting stands stand out different tell describe summarise summarize behind explains explain happening story rundown overview recap summary'.split(
    ' ',
  ),
);

/** Whether the question asks for the story of a period ("what happened on 19 August"). */
export function asksForStory(question: string, plan: QuestionPlan): boolean {
  if (!plan.period || plan.lookup || plan.compare || plan.groupBy || plan.records) return false;
  // "What happened to the share price on …" asks for something the data lacks: no story.
  if (plan.unknown.some((word) => !STORY_WORDS.has(word.toLowerCase()))) return false;
  if (plan.rank || plan.tool || plan.topic) return false;
  if (plan.why && length(plan.period) <= STORY_DAYS && ASKS_WHAT_DROVE.test(question)) return true;
  return plan.measure.kind === 'count' && ASKS_FOR_STORY.test(question);
}

/** The plan marked as a period's story; words the data lacks ("unusual") are no refusal here. */
export function asStory(plan: QuestionPlan): QuestionPlan {
  return {
    ...plan,
    describe: true,
    unknown: [],
    why: false,
    measure: { kind: 'count', label: 'count' },
  };
}

interface Window {
  from: string;
  to: string;
}

/**
 * The period with the four weeks before it, inside the data. "Usual" is what came before: a
 * window centred on the day would count the days after an event (a release, an outage) as
 * usual and hide a change that lasted.
 */
function windowOf(context: ExecutionContext, plan: QuestionPlan): Window {
  const period = plan.period!;
  const from = addDays(period.from, -2 * AROUND_DAYS);
  const to = period.to;
  return {
    from: from < context.span.from ? context.span.from : from,
    to: to > context.span.to ? context.span.to : to,
  };
}

function numericSentiment(context: ExecutionContext, plan: QuestionPlan): DatasetField | undefined {
  return context.dictionary.fields.find(
    (field) =>
      field.entity === plan.entity && field.role === 'sentiment' && field.type === 'number',
  );
}

/** The categorical fields whose values are compared, the most telling roles first. */
export function storyFields(context: ExecutionContext, plan: QuestionPlan): DatasetField[] {
  const fixedFields = new Set(plan.filters.map((filter) => filter.field));
  const fields = context.dictionary.fields
    .filter(
      (field) =>
        field.entity === plan.entity &&
        field.type === 'category' &&
        ROLE_ORDER.includes(field.role) &&
        field.distinct >= 2 &&
        field.distinct <= MAX_DISTINCT &&
        field.filled > 0 &&
        !fixedFields.has(field.name),
    )
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role))
    .slice(0, MAX_FIELDS);
  const label = context.dictionary.fields.find(
    (field) => field.entity === plan.entity && field.role === 'sentiment_label',
  );
  if (label && !numericSentiment(context, plan) && !fixedFields.has(label.name)) fields.push(label);
  return fields;
}

function clauses(filters: readonly PlanFilter[]): Json[] {
  return filters.map((filter) => ({
    field: filter.field,
    op: filter.negate ? 'not_in' : filter.values.length > 1 ? 'in' : 'eq',
    value: filter.values.length > 1 || filter.negate ? filter.values : filter.values[0]!,
  }));
}

function range(context: ExecutionContext, plan: QuestionPlan, span: Window): Json[] {
  const time = timeField(context.dictionary, plan.entity)!;
  return [
    ...clauses(plan.filters),
    { field: time.name, op: 'gte', value: span.from },
    { field: time.name, op: 'lt', value: addDays(span.to, 1) },
  ];
}

/** The count (and average sentiment) of every day of the window. */
function dailyCall(context: ExecutionContext, plan: QuestionPlan): ToolCall {
  const day = grainField(context.dictionary, plan.entity, 'day');
  const sentiment = numericSentiment(context, plan);
  const metrics: Json[] = [{ fn: 'count' }];
  if (sentiment) metrics.push({ fn: 'avg', field: sentiment.name });
  return {
    name: 'query_data',
    input: {
      entity: plan.entity,
      filters: range(context, plan, windowOf(context, plan)),
      groupBy: [day],
      metrics,
      order: { by: day, direction: 'asc' },
      limit: 100,
    },
  };
}

/** A field's values counted over a span (the period, or the weeks before it). */
function fieldCall(
  context: ExecutionContext,
  plan: QuestionPlan,
  field: string,
  span: Window,
): ToolCall {
  return {
    name: 'query_data',
    input: {
      entity: plan.entity,
      filters: [...range(context, plan, span), { field, op: 'not_null', value: null }],
      groupBy: [field],
      metrics: [{ fn: 'count' }],
      limit: 100,
    },
  };
}

/** One value of a field in the period against its usual level. */
export interface Rise {
  field: DatasetField;
  value: string;
  /** Per day in the period. */
  count: number;
  /** Median per day over the days before it. */
  typical: number;
  share: number;
  usualShare: number;
  /** Rows beyond what its usual share of the period's volume would give. */
  excess: number;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function spanOf(call: ToolCall): Window | undefined {
  const filters = Array.isArray(call.input['filters']) ? (call.input['filters'] as Json[]) : [];
  const from = filters.find((filter) => filter['op'] === 'gte')?.['value'];
  const to = filters.find((filter) => filter['op'] === 'lt')?.['value'];
  return typeof from === 'string' && typeof to === 'string'
    ? { from, to: addDays(to, -1) }
    : undefined;
}

/** The rows of the query grouped by `field` over `span` (any span when absent). */
function observed(done: readonly Observed[], field: string, span?: Window): Json[] | undefined {
  const item = done.find((entry) => {
    const groupBy = entry.call.input['groupBy'];
    if (entry.call.name !== 'query_data' || !Array.isArray(groupBy) || groupBy[0] !== field)
      return false;
    const covered = spanOf(entry.call);
    return !span || (covered?.from === span.from && covered.to === span.to);
  });
  return item?.ok ? rows(item.output?.['rows']) : undefined;
}

/** The window's days split into the period's and the others (with a count for every day). */
function splitDays(context: ExecutionContext, plan: QuestionPlan) {
  const window = windowOf(context, plan);
  const period = plan.period!;
  const inside: string[] = [];
  const outside: string[] = [];
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) {
    (day >= period.from && day <= period.to ? inside : outside).push(day);
  }
  return { inside, outside };
}

function countsOf(list: Json[] | undefined, field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of list ?? []) {
    const value = row[field];
    if (value !== null && value !== undefined) counts.set(String(value), num(row['count']) ?? 0);
  }
  return counts;
}

/** Each value of a field in the period against the days before it, the biggest riser first. */
export function risesOf(
  context: ExecutionContext,
  plan: QuestionPlan,
  field: DatasetField,
  done: readonly Observed[],
): Rise[] {
  const { inside, outside } = splitDays(context, plan);
  const period = plan.period!;
  const now = countsOf(observed(done, field.name, period), field.name);
  const around = countsOf(observed(done, field.name, windowOf(context, plan)), field.name);
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  const inTotal = total(now);
  const outTotal = total(around) - inTotal;
  const rises: Rise[] = [];
  for (const value of new Set([...now.keys(), ...around.keys()])) {
    const inCount = now.get(value) ?? 0;
    const outCount = Math.max(0, (around.get(value) ?? 0) - inCount);
    const usualShare = outTotal > 0 ? outCount / outTotal : 0;
    rises.push({
      field,
      value,
      count: inside.length ? inCount / inside.length : 0,
      typical: outside.length ? outCount / outside.length : 0,
      share: inTotal ? inCount / inTotal : 0,
      usualShare,
      excess: inCount - inTotal * usualShare,
    });
  }
  return rises.sort((a, b) => b.excess - a.excess);
}

/** The group that rose most against its usual share, over every field looked at. */
function leading(context: ExecutionContext, plan: QuestionPlan, done: readonly Observed[]) {
  const all = storyFields(context, plan)
    .filter((field) => field.role !== 'sentiment_label')
    .flatMap((field) => risesOf(context, plan, field, done));
  return all.sort((a, b) => b.excess - a.excess)[0];
}

function exampleCall(context: ExecutionContext, plan: QuestionPlan, rise: Rise | undefined) {
  const period = plan.period!;
  const filters = [...plan.filters];
  if (rise)
    filters.push({
      entity: plan.entity,
      field: rise.field.name,
      values: [rise.value],
      said: rise.value,
    });
  const searchable =
    context.tools.has('search_communications') &&
    plan.entity === 'communications' &&
    filters.every(
      (filter) =>
        filter.values.length === 1 &&
        !filter.negate &&
        context.accepts('search_communications', filter.field),
    );
  if (searchable) {
    const input: Json = { from: period.from, to: period.to, limit: 5 };
    for (const filter of filters) input[filter.field] = filter.values[0]!;
    return { name: 'search_communications', input };
  }
  const time = timeField(context.dictionary, plan.entity)!;
  const shown = context.dictionary.fields
    .filter(
      (field) =>
        field.entity === plan.entity && ['id', 'time', 'subject', 'text'].includes(field.role),
    )
    .map((field) => field.name);
  return {
    name: 'query_data',
    input: {
      entity: plan.entity,
      filters: [
        ...clauses(filters),
        { field: time.name, op: 'gte', value: period.from },
        { field: time.name, op: 'lt', value: addDays(period.to, 1) },
      ],
      fields: shown,
      limit: 5,
    },
  };
}

/** The next calls of a period's story: the counts first, then examples of the leading group. */
export function storyCalls(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): ToolCall[] {
  if (!timeField(context.dictionary, plan.entity) || !context.tools.has('query_data')) return [];
  if (done.length === 0) {
    const window = windowOf(context, plan);
    return [
      dailyCall(context, plan),
      ...storyFields(context, plan).flatMap((field) => [
        fieldCall(context, plan, field.name, plan.period!),
        fieldCall(context, plan, field.name, window),
      ]),
    ].map((call) => context.toOfferedSchema(call));
  }
  const examples = done.some(
    (item) =>
      item.call.name === 'search_communications' || Array.isArray(item.call.input['fields']),
  );
  if (examples) return [];
  return [context.toOfferedSchema(exampleCall(context, plan, leading(context, plan, done)))];
}

function name(field: DatasetField): string {
  return field.label ?? field.name;
}

function times(count: number, typical: number): string {
  return typical > 0 ? `${fixed(count / typical, 1)}×` : 'none on';
}

function riseLine(rise: Rise, single: boolean, noun: string): string {
  const per = single ? '' : ' a day';
  const level = `${fixed(rise.count, single ? 0 : 1)}${per}`;
  const against =
    rise.typical > 0
      ? `${times(rise.count, rise.typical)} the ${fixed(rise.typical, 1)} a day before it`
      : 'against none on a typical day';
  return `**${rise.value}** (${name(rise.field)}): ${level}, ${against}; ${percent(rise.share)} of the period's ${noun} against ${percent(rise.usualShare)} usually.`;
}

/** The answer: what stands out first, then each field's leader and riser, sentiment, examples. */
export function storyAnswer(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): ComposedAnswer {
  const period = plan.period!;
  const single = period.from === period.to;
  const label = single ? period.from : `${period.label} (${period.from} to ${period.to})`;
  const dayKey = grainField(context.dictionary, plan.entity, 'day');
  const totals = observed(done, dayKey) ?? [];
  const { inside, outside } = splitDays(context, plan);
  const byDay = new Map(totals.map((row) => [str(row[dayKey])?.slice(0, 10) ?? '', row]));
  const countOf = (day: string) => num(byDay.get(day)?.['count']) ?? 0;
  const total = inside.reduce((sum, day) => sum + countOf(day), 0);
  const typical = median(outside.map(countOf));
  const noun = nounOf(plan, context.dictionary);
  const lines: string[] = [];
  const lead = leading(context, plan, done);
  const fields = storyFields(context, plan);
  const rises = fields.map((field) => risesOf(context, plan, field, done));
  const level = inside.length ? total / inside.length : 0;
  const standsOut =
    lead && lead.excess > 0 && lead.count > lead.typical * 1.5
      ? `**${lead.value}** (${name(lead.field)}) ${noun} ` +
        (lead.typical > 0
          ? `were ${times(lead.count, lead.typical)} a typical day (${fixed(lead.count, single ? 0 : 1)} against ${fixed(lead.typical, 1)} a day before it)`
          : `numbered ${fixed(lead.count, single ? 0 : 1)}${single ? '' : ' a day'}, against none on a typical day`)
      : undefined;
  const top = rises
    .map((list) => [...list].sort((a, b) => b.count - a.count)[0])
    .find((rise) => rise && rise.field.role !== 'sentiment_label' && rise.field !== lead?.field);
  const leadParts = [
    standsOut,
    top ? `the top ${name(top.field)} was **${top.value}** (${percent(top.share)})` : undefined,
  ].filter(Boolean);
  if (leadParts.length)
    lines.push(`${leadParts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()));
  if (totals.length || total > 0) {
    lines.push(
      `**${label}: ${total} ${noun}${filterWords(context.dictionary, plan.filters)}**${single ? '' : ` (${fixed(level, 1)} a day)`}` +
        (typical > 0
          ? `, ${fixed(level / typical, 1)}× a typical day (median ${Number.isInteger(typical) ? typical : fixed(typical, 1)} a day over the ${outside.length} days before it, ${windowOf(context, plan).from} to ${windowOf(context, plan).to}).`
          : '.'),
    );
  }
  for (const list of rises) {
    const riser = list[0];
    const biggest = [...list].sort((a, b) => b.count - a.count)[0];
    if (!biggest) continue;
    const parts = [`most were **${biggest.value}** (${percent(biggest.share)})`];
    if (riser && riser.excess > 0 && riser.share > riser.usualShare * 1.2)
      parts.push(`rose most: ${riseLine(riser, single, noun)}`);
    lines.push(
      `- ${name(biggest.field).replace(/^./, (c) => c.toUpperCase())}: ${parts.join('; ')}`,
    );
  }
  const sentiment = numericSentiment(context, plan);
  if (sentiment) {
    const column = `avg${sentiment.name.charAt(0).toUpperCase()}${sentiment.name.slice(1)}`;
    const weighted = (list: string[]) => {
      const n = list.reduce((sum, day) => sum + countOf(day), 0);
      const s = list.reduce(
        (sum, day) => sum + countOf(day) * (num(byDay.get(day)?.[column]) ?? 0),
        0,
      );
      return n ? s / n : undefined;
    };
    const now = weighted(inside);
    const usual = weighted(outside);
    if (now !== undefined)
      lines.push(
        `- Average ${name(sentiment)}: ${fixed(now)}${usual !== undefined ? ` against ${fixed(usual)} on the days before it` : ''}.`,
      );
  }
  const examples = done.find(
    (item) =>
      item.ok &&
      (item.call.name === 'search_communications' || Array.isArray(item.call.input['fields'])),
  );
  const records = [
    ...rows(examples?.output?.['results']),
    ...rows(examples?.output?.['rows']),
  ].slice(0, 5);
  if (records.length) {
    const text = context.dictionary.fields.find(
      (field) =>
        field.entity === plan.entity && (field.role === 'subject' || field.role === 'text'),
    );
    lines.push(
      `- For example${lead ? ` (${lead.value})` : ''}: ${records
        .map((row) => {
          const said =
            str(row['subject']) ?? str(row[text?.name ?? '']) ?? str(row['snippet']) ?? '';
          return said ? `"${said.slice(0, 100)}" (${str(row['id'])})` : `${str(row['id'])}`;
        })
        .join('; ')}.`,
    );
  }
  return {
    lines,
    status: 'answered',
    found: total > 0,
    followUps: [
      lead
        ? `How did ${lead.value} ${noun} develop after ${period.to}?`
        : `How did volumes develop after ${period.to}?`,
      `What was the average ${sentiment ? name(sentiment) : 'count'} by ${name(fields[0] ?? ({ name: 'day' } as DatasetField))} ${single ? 'on' : 'in'} ${label}?`,
    ],
  };
}
