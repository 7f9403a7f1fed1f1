import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { num, record, rows, str, type Json } from '../observations';
import {
  aggregateCall,
  breakdownCall,
  changeWindows,
  combinedFilter,
  explainingFields,
  grainField,
  metricColumn,
  groupChangeCalls,
  groupShareCalls,
  outputOf,
  recordsCall,
  resolveReference,
  toolCalls,
  type ExecutionContext,
  type Observed,
} from './execute-plan';
import type { Period } from './period';
import { restLines } from './rest-comparison';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { words } from './vocabulary';

/** The answer to the question, from the observations only. */
export interface ComposedAnswer {
  lines: string[];
  status: 'answered' | 'partly answered' | 'not answerable';
  /** Whether the observations held the asked figure. */
  found: boolean;
  followUps: string[];
}

function label(dictionary: DataDictionary, name: string): string {
  const field = dictionary.fields.find((candidate) => candidate.name === name);
  return field?.label ?? words(name).join(' ');
}

function nounOf(plan: QuestionPlan): string {
  return plan.noun ?? plan.entity;
}

/** A bound on a number field in words ("at most 3"). */
const BOUND_WORDS = {
  gt: 'above',
  gte: 'at least',
  lt: 'below',
  lte: 'at most',
  not_null: 'given',
} as const;

/** "at most 3", "given" (a filled field has no value to show). */
function boundWords(filter: PlanFilter): string {
  const op = filter.op!;
  return filter.values.length > 0
    ? `${BOUND_WORDS[op]} ${String(filter.values[0])}`
    : BOUND_WORDS[op];
}

/** "where intent is complaint and product is Credit Card": the filters in words. */
export function filterWords(dictionary: DataDictionary, filters: readonly PlanFilter[]): string {
  if (filters.length === 0) return '';
  const parts = filters.map((filter) =>
    filter.op
      ? `${label(dictionary, filter.field)} is ${boundWords(filter)}`
      : `${label(dictionary, filter.field)} is ${filter.negate ? 'not ' : ''}${filter.values.join(' or ')}`,
  );
  return ` where ${parts.join(' and ')}`;
}

/** "topic Payments & Transfers", "SLA breached true": what the part of a share holds. */
function partPhrase(dictionary: DataDictionary, part: readonly PlanFilter[]): string {
  return part
    .map((filter) =>
      filter.op
        ? `${label(dictionary, filter.field)} ${boundWords(filter)}`
        : `${label(dictionary, filter.field)} ${filter.negate ? 'other than ' : ''}${filter.values.join(' or ')}`,
    )
    .join(' and ');
}

function periodWords(
  plan: QuestionPlan,
  span: { from: string; to: string },
  period = plan.period,
): string {
  if (!period) return `over all the data (${span.from} to ${span.to})`;
  return period.label.includes(period.from)
    ? `from ${period.from} to ${period.to}`
    : `in ${period.label} (${period.from} to ${period.to})`;
}

function figure(value: unknown, kind: QuestionPlan['measure']['kind']): string {
  const number = num(value);
  if (number === undefined) return String(value);
  if (kind === 'rate' || kind === 'share') return `${(number * 100).toFixed(1)}%`;
  if (kind === 'count') return String(number);
  return String(Math.round(number * 1000) / 1000);
}

function measureWords(dictionary: DataDictionary, plan: QuestionPlan): string {
  const measure = plan.measure;
  if (measure.kind === 'count') return `number of ${nounOf(plan)}`;
  if (measure.kind === 'share') return 'share';
  const known = dictionary.fields.some((candidate) => candidate.name === measure.field);
  // A declared measure over a field the dictionary does not list: the measure's own name.
  const field = !measure.field ? '' : known ? label(dictionary, measure.field) : measure.label;
  if (measure.kind === 'rate') return `${field} rate`;
  // "the total refund amount", never "the sum refund amount".
  return `${measure.kind === 'sum' ? 'total' : measure.kind} ${field}`;
}

function firstRow(output: Json | undefined): Json | undefined {
  return rows(output?.['rows'])[0];
}

function measureLead(
  context: ExecutionContext,
  plan: QuestionPlan,
  output: Json | undefined,
  period?: Period,
): string | undefined {
  const dictionary = context.dictionary;
  const where = filterWords(dictionary, plan.filters);
  const when = periodWords(plan, context.span, period ?? plan.period);
  const matched = num(output?.['matched']);
  if (matched === undefined) return undefined;
  const noun = nounOf(plan);
  if (plan.measure.kind === 'count') {
    return `There ${matched === 1 ? 'is' : 'are'} **${matched}** ${noun}${where}, ${when}.`;
  }
  if (plan.measure.kind === 'share') {
    const part = plan.measure.part ?? [];
    const field = part[0]?.field;
    // A flag's false is said `false` in the plan and comes back as a value to compare as text.
    const flag = part[0]?.values.some((value) => typeof value === 'boolean') ?? false;
    const key = (value: unknown) =>
      flag && (value === 1 || value === 0) ? String(value === 1) : String(value);
    const said = new Set((part[0]?.values ?? []).map(key));
    const op = part[0]?.op;
    const bound = num(part[0]?.values[0]);
    const holds = (cell: unknown): boolean => {
      if (!op) return said.has(key(cell)) !== Boolean(part[0]?.negate);
      const value = num(cell);
      if (value === undefined || bound === undefined) return false;
      return op === 'gt'
        ? value > bound
        : op === 'gte'
          ? value >= bound
          : op === 'lt'
            ? value < bound
            : value <= bound;
    };
    const grouped = rows(output?.['rows']);
    const hits = grouped.filter((row) => holds(row[field ?? '']));
    const count = hits.reduce((sum, row) => sum + (num(row['count']) ?? 0), 0);
    const share = hits.length === 1 && !op ? num(hits[0]!['share']) : matched ? count / matched : 0;
    // A share without a part is no figure anyone asked for: the count is what there is.
    if (part.length === 0) {
      return `There ${matched === 1 ? 'is' : 'are'} **${matched}** ${noun}${where}, ${when}.`;
    }
    return `${figure(share, 'share')} of the ${matched} ${noun}${where} have ${partPhrase(dictionary, part)} (${count} of ${matched}), ${when}.`;
  }
  const row = firstRow(output);
  const value = row?.[metricColumn(plan)];
  if (value === null || value === undefined) {
    return `No ${noun}${where} ${when} have a value to compute the ${measureWords(dictionary, plan)} from.`;
  }
  const mean = plan.measure.meanForTypical
    ? ' This is a mean: the tools offer no median, so a typical value cannot be given.'
    : '';
  return `The ${measureWords(dictionary, plan)} is ${figure(value, plan.measure.kind)} over ${matched} ${noun}${where}, ${when}.${mean}`;
}

function groupLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  output: Json | undefined,
  field: string,
): string[] {
  const listed = rows(output?.['rows']);
  const column =
    plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
  const kind = column === 'count' ? 'count' : plan.measure.kind;
  return listed.slice(0, 12).map((row) => {
    const extra = column === 'count' ? '' : ` (${num(row['count'])} ${nounOf(plan)})`;
    return `- ${String(row[field])}: ${figure(row[column], kind)}${extra}`;
  });
}

/** "Which category grew the most from May to June": each group's change, largest first. */
function groupChangeLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): string[] {
  if (!plan.compare || !('periods' in plan.compare) || !plan.groupBy) return [];
  const [first, second] = plan.compare.periods;
  const [before, after] = groupChangeCalls(context, plan).map((call) =>
    rows(outputOf(done, call, context)?.['rows']),
  );
  if (!before || !after || after.length === 0) return [];
  const field = plan.groupBy.field;
  const column =
    plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
  const kind = column === 'count' ? 'count' : plan.measure.kind;
  const changes = after
    .map((row) => {
      const key = String(row[field]);
      const then = num(before.find((candidate) => String(candidate[field]) === key)?.[column]);
      const now = num(row[column]);
      return then === undefined || now === undefined
        ? undefined
        : { key, then, now, delta: now - then };
    })
    .filter(
      (change): change is { key: string; then: number; now: number; delta: number } =>
        change !== undefined,
    );
  const falling = plan.rank?.direction === 'asc';
  changes.sort((a, b) => (falling ? a.delta - b.delta : b.delta - a.delta));
  const top = changes[0];
  if (!top) return [];
  const what =
    column === 'count' ? `number of ${nounOf(plan)}` : measureWords(context.dictionary, plan);
  return [
    `The ${plan.groupBy.label} whose ${what}${filterWords(context.dictionary, plan.filters)} ${falling ? 'fell' : 'rose'} the most from ${first.label} to ${second.label} is **${top.key}**: ${figure(top.then, kind)} → ${figure(top.now, kind)} (${top.delta >= 0 ? '+' : ''}${figure(top.delta, kind)}).`,
    ...changes
      .slice(1, 6)
      .map(
        (change) => `- ${change.key}: ${figure(change.then, kind)} → ${figure(change.now, kind)}`,
      ),
  ];
}

function rankLead(
  context: ExecutionContext,
  plan: QuestionPlan,
  output: Json | undefined,
  field: string,
): string | undefined {
  const listed = rows(output?.['rows']);
  const position = plan.rank?.position ?? 1;
  const top = listed[position - 1];
  if (!top) return undefined;
  const column =
    plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
  const kind = column === 'count' ? 'count' : plan.measure.kind;
  const groupLabel = plan.groupBy!.label;
  const ordinal = ['', '', 'second ', 'third ', 'fourth ', 'fifth '][position] ?? '';
  const most = `${ordinal}${plan.rank?.direction === 'asc' ? 'lowest' : 'highest'}`;
  const what =
    column === 'count' ? `number of ${nounOf(plan)}` : measureWords(context.dictionary, plan);
  const where = filterWords(context.dictionary, plan.filters);
  return `The ${groupLabel} with the ${most} ${what}${where}, ${periodWords(plan, context.span)}, is **${String(top[field])}** with ${figure(top[column], kind)}.`;
}

function changeLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): string[] {
  const [before, after] = changeWindows(context, plan);
  const overallBefore = firstRow(
    outputOf(done, aggregateCall(context, plan, { period: before }), context),
  );
  const overallAfter = firstRow(
    outputOf(done, aggregateCall(context, plan, { period: after }), context),
  );
  const column = plan.measure.kind === 'count' ? 'count' : metricColumn(plan);
  const kind = plan.measure.kind === 'share' ? 'count' : plan.measure.kind;
  const lines: string[] = [];
  if (overallBefore && overallAfter) {
    const from = num(overallBefore[column]);
    const to = num(overallAfter[column]);
    const way =
      from === undefined || to === undefined || from === to
        ? 'went'
        : `went ${to > from ? 'up' : 'down'} (${signed(to - from, kind)})`;
    lines.push(
      `The ${measureWords(context.dictionary, plan)}${filterWords(context.dictionary, plan.filters)} ${way} from ${figure(overallBefore[column], kind)} (${before.from} to ${before.to}) to ${figure(overallAfter[column], kind)} (${after.from} to ${after.to}).`,
    );
  }
  const worse = plan.direction !== 'better';
  const movers: { text: string; weight: number }[] = [];
  for (const field of explainingFields(context, plan)) {
    const beforeRows = rows(
      outputOf(
        done,
        aggregateCall(context, plan, { period: before, groupBy: field.name, limit: 60 }),
        context,
      )?.['rows'],
    );
    const afterRows = rows(
      outputOf(
        done,
        aggregateCall(context, plan, { period: after, groupBy: field.name, limit: 60 }),
        context,
      )?.['rows'],
    );
    for (const row of afterRows) {
      const key = row[field.name];
      const previous = beforeRows.find((candidate) => candidate[field.name] === key);
      const now = num(row[column]);
      const then = num(previous?.[column]) ?? (column === 'count' ? 0 : undefined);
      if (now === undefined || then === undefined) continue;
      const count = num(row['count']) ?? 0;
      if (column !== 'count' && count < 5) continue;
      const delta = now - then;
      // Larger groups move the whole more: weigh an average's change by the group's size.
      const weight = column === 'count' ? delta : delta * count;
      movers.push({
        text: `- ${field.label ?? words(field.name).join(' ')} **${String(key)}**: ${figure(then, kind)} → ${figure(now, kind)}${column === 'count' ? '' : ` (${count} ${nounOf(plan)})`}`,
        weight,
      });
    }
  }
  const risingIsWorse = plan.measure.kind === 'count' || plan.measure.kind === 'rate';
  const sign = (worse ? -1 : 1) * (risingIsWorse ? -1 : 1);
  const explaining = plan.why
    ? movers.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    : movers
        .filter((mover) => mover.weight * sign > 0)
        .sort((a, b) => (b.weight - a.weight) * sign);
  if (explaining.length > 0) {
    lines.push(
      '',
      plan.why
        ? 'The groups whose change explains most of it:'
        : `What got ${worse ? 'worse' : 'better'} most:`,
      ...explaining.slice(0, 5).map((mover) => mover.text),
    );
  } else if (lines.length > 0) {
    lines.push('', `No group ${worse ? 'got worse' : 'improved'} between the two periods.`);
  }
  return lines;
}

/** The rate of the row of a specialised tool's output the question asks about. */
function toolRowRate(output: Json | undefined, plan: QuestionPlan): number | undefined {
  if (!output || !plan.toolRow) return undefined;
  for (const value of Object.values(output)) {
    const row = rows(value).find((candidate) =>
      Object.values(candidate).some((cell) => cell === plan.toolRow),
    );
    const rate = row
      ? Object.entries(row).find(
          ([key, cell]) => /rate|share/i.test(key) && num(cell) !== undefined,
        )
      : undefined;
    if (rate) return num(rate[1]);
  }
  return undefined;
}

/** Two periods of a specialised tool's rate side by side, the direction first. */
function toolPeriodLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): string[] | undefined {
  if (!plan.compare || !('periods' in plan.compare)) return undefined;
  const calls = toolCalls(context, plan);
  if (calls.length !== 2) return undefined;
  const rates = calls.map((call) => toolRowRate(outputOf(done, call, context), plan));
  if (rates.some((rate) => rate === undefined)) return undefined;
  const [first, second] = plan.compare.periods;
  const [a, b] = rates as [number, number];
  return [
    periodChangeLine(`${plan.measure.label} (${plan.toolRow})`, first, second, a, b, 'rate'),
    '',
    `- ${first.label} (${first.from} to ${first.to}): ${figure(a, 'rate')}`,
    `- ${second.label} (${second.from} to ${second.to}): ${figure(b, 'rate')}`,
  ];
}

/** The row of a specialised tool's output the question asks about, with its rate first. */
function toolRowLine(output: Json | undefined, plan: QuestionPlan): string | undefined {
  if (!output || !plan.toolRow) return undefined;
  for (const value of Object.values(output)) {
    const row = rows(value).find((candidate) =>
      Object.values(candidate).some((cell) => cell === plan.toolRow),
    );
    if (!row) continue;
    const rate = Object.entries(row).find(
      ([key, cell]) => /rate|share/i.test(key) && num(cell) !== undefined,
    );
    const counts = Object.entries(row)
      .filter(([key, cell]) => !/rate|share/i.test(key) && typeof cell === 'number')
      .map(([key, cell]) => `${words(key).join(' ')} ${String(cell)}`);
    if (!rate) continue;
    return `The ${plan.measure.label} (${plan.toolRow}) is ${figure(rate[1], 'rate')}${counts.length ? ` (${counts.join(', ')})` : ''}, ${periodWords(plan, { from: String(record(output['filters'])?.['from'] ?? ''), to: String(record(output['filters'])?.['to'] ?? '') })}.`;
  }
  return undefined;
}

function lookupLines(
  done: readonly Observed[],
  asks: readonly string[],
  dictionary: DataDictionary,
): string[] {
  const found = done.find(
    (item) =>
      item.ok && (item.call.name !== 'query_data' || rows(item.output?.['rows']).length > 0),
  );
  if (!found) return [];
  const output = found.output ?? {};
  const summary = str(output['summary']);
  const entity =
    record(output['communication']) ?? record(output['customer']) ?? rows(output['rows'])[0];
  const lines: string[] = [];
  if (entity) {
    const id = str(entity['id']);
    // The field the question asks about first ("when was it opened" → openedAt).
    const asked = (key: string) =>
      words(`${key} ${label(dictionary, key)}`).some((word) =>
        asks.some((ask) => ask.slice(0, 4) === word.slice(0, 4)),
      );
    // The data's own fields of the record (an import's custom columns) sit beside the built-in ones.
    const own = record(entity['fields']) ?? {};
    const entries = [...Object.entries(entity), ...Object.entries(own)].sort(
      ([a], [b]) => Number(asked(b)) - Number(asked(a)),
    );
    const lead = entries.find(
      ([key, value]) => key !== 'id' && asked(key) && value !== null && typeof value !== 'object',
    );
    lines.push(
      lead
        ? `**${id ?? 'The record'}**: its ${label(dictionary, lead[0])} is **${String(lead[1])}**.`
        : `**${id ?? 'The record'}**:`,
    );
    for (const [key, value] of entries) {
      if (key === 'id' || value === null || value === undefined) continue;
      if (typeof value === 'object' && !Array.isArray(value)) continue;
      const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
      lines.push(
        `- ${words(key).join(' ')}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`,
      );
    }
  }
  if (summary) lines.push('', summary);
  return lines;
}

function searchLines(output: Json | undefined, topic: string | undefined, where = ''): string[] {
  if (!output) return [];
  const total = num(output['total']);
  const results = rows(output['results']);
  const lines: string[] = [];
  if (topic)
    lines.push(`**${total ?? results.length}** communications${where} mention "${topic}".`);
  for (const result of results.slice(0, 5)) {
    const text = str(result['subject']) ?? str(result['snippet']) ?? '';
    lines.push(
      `- ${String(result['id'])} (${String(result['at'] ?? '').slice(0, 10)}): ${text.slice(0, 160)}`,
    );
  }
  return lines;
}

interface GroupShare {
  key: string;
  part: number;
  total: number;
  share: number;
}

/** Each group's part, total and share, from the two counts of {@link groupShareCalls}. */
function groupShares(
  context: ExecutionContext,
  plan: QuestionPlan,
  field: string,
  done: readonly Observed[],
  extra: { field: string; op: string; value: unknown }[] = [],
): GroupShare[] | undefined {
  const [totalsCall, partsCall] = groupShareCalls(context, plan, field, extra);
  const totals = rows(outputOf(done, totalsCall, context)?.['rows']);
  const parts = rows(outputOf(done, partsCall, context)?.['rows']);
  if (totals.length === 0) return undefined;
  return totals.map((row) => {
    const key = String(row[field]);
    const total = num(row['count']) ?? 0;
    const part = num(parts.find((candidate) => String(candidate[field]) === key)?.['count']) ?? 0;
    return { key, part, total, share: total ? part / total : 0 };
  });
}

function shareLine(share: GroupShare): string {
  return `${share.key}: ${figure(share.share, 'share')} (${share.part} of ${share.total})`;
}

function partWords(context: ExecutionContext, plan: QuestionPlan): string {
  return filterWords(context.dictionary, plan.measure.part ?? []).replace(/^ where /, '');
}

/** "+22" / "−0.05": a signed difference in the measure's own unit. */
function signed(value: number, kind: QuestionPlan['measure']['kind']): string {
  // A change of a rate or share is in percentage points: "+4.4% points", not a relative "+4.4%".
  const size =
    kind === 'rate' || kind === 'share'
      ? `${(Math.abs(value) * 100).toFixed(1)}% points`
      : figure(Math.abs(value), kind);
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${size}`;
}

/**
 * Two periods side by side, led by the direction in time: "… went up from 666 in September 2026
 * to 688 in October 2026 (+22, +3.3%)". Periods asked latest first are still read oldest first.
 */
export function periodChangeLine(
  what: string,
  first: Period,
  second: Period,
  a: number,
  b: number,
  kind: QuestionPlan['measure']['kind'],
): string {
  const [early, late, from, to] =
    first.from <= second.from ? [first, second, a, b] : [second, first, b, a];
  const difference = to - from;
  const unit = kind === 'rate' || kind === 'share' ? 'share' : kind === 'count' ? 'count' : kind;
  const relative =
    kind === 'count' && from !== 0
      ? `, ${difference >= 0 ? '+' : '−'}${Math.abs((difference / from) * 100).toFixed(1)}%`
      : '';
  const subject = `The ${kind === 'count' ? 'number of ' : ''}${what}`;
  if (difference === 0) {
    return `${subject} stayed the same: ${figure(from, kind)} in ${early.label} and in ${late.label}.`;
  }
  const verb = difference > 0 ? 'went up' : 'went down';
  return `${subject} ${verb} from ${figure(from, kind)} in ${early.label} to ${figure(to, kind)} in ${late.label} (${signed(difference, unit)}${relative}).`;
}

/** "premier is higher than student by 0.014": which of two values leads, and by how much. */
function versusLine(
  values: readonly [string, string],
  a: number,
  b: number,
  kind: QuestionPlan['measure']['kind'],
  sentiment = false,
): string {
  // The gap between the figures as shown, so it can be checked against them.
  const shown = (value: number) => Math.round(value * 1000) / 1000;
  // An average's gap from the values themselves (its shown figures are rounded to 0.001).
  const gapValue =
    kind === 'count' || kind === 'rate' || kind === 'share'
      ? Math.round(Math.abs(shown(a) - shown(b)) * 1000) / 1000
      : Math.round(Math.abs(a - b) * 1000) / 1000;
  if (gapValue === 0) return `${values[0]} and ${values[1]} are the same.`;
  const [high, low] = a > b ? values : [values[1], values[0]];
  const gap = signed(gapValue, kind === 'share' ? 'rate' : kind).slice(1);
  if (kind === 'count') return `${high} has ${gap} more than ${low}.`;
  return sentiment
    ? `${high} is more positive (happier) than ${low}, by ${gap} in average sentiment.`
    : `${high} is higher than ${low} by ${gap}.`;
}

/** The answer body for an executed plan. */
export function composeAnswer(
  context: ExecutionContext,
  asked: QuestionPlan,
  done: readonly Observed[],
): ComposedAnswer {
  const dictionary = context.dictionary;
  const plan = resolveReference(context, asked, done) ?? asked;
  const lines: string[] = [];
  if (plan.lookup) {
    lines.push(...lookupLines(done, plan.lookup.asks ?? [], dictionary));
    if (lines.length === 0) {
      return {
        lines: [`This data has no record with id ${plan.lookup.id}.`],
        status: 'not answerable',
        found: false,
        followUps: [],
      };
    }
  } else if (plan.tool && toolPeriodLines(context, plan, done)) {
    lines.push(...toolPeriodLines(context, plan, done)!);
  } else if (plan.tool) {
    const output = done.find((item) => item.ok && item.call.name === plan.tool)?.output;
    const row = plan.toolRow ? toolRowLine(output, plan) : undefined;
    if (row) lines.push(row);
    const summary = str(output?.['summary']);
    if (summary) lines.push(row ? '' : '', summary);
  } else if (plan.topic) {
    lines.push(
      ...searchLines(
        done.find((item) => item.ok && item.call.name === 'search_communications')?.output,
        plan.topic,
        filterWords(dictionary, plan.filters),
      ),
    );
  } else if (plan.compare && 'periods' in plan.compare && !(plan.groupBy && !plan.groupBy.time)) {
    const outputs = plan.compare.periods.map((period) =>
      outputOf(done, aggregateCall(context, plan, { period }), context),
    );
    const column =
      plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
    const kind = column === 'count' ? 'count' : plan.measure.kind;
    const values = outputs.map((output) => firstRow(output)?.[column]);
    if (values.every((value) => num(value) !== undefined)) {
      const [a, b] = values.map((value) => num(value)!) as [number, number];
      const [first, second] = plan.compare.periods;
      const what =
        column === 'count'
          ? `${nounOf(plan)}${filterWords(dictionary, plan.filters)}`
          : `${measureWords(dictionary, plan)}${filterWords(dictionary, plan.filters)}`;
      lines.push(
        `${first.label}: ${figure(a, kind)}; ${second.label}: ${figure(b, kind)} (${what}).`,
      );
      lines.push(periodChangeLine(what, first, second, a, b, kind));
    }
  } else if (plan.records) {
    const output = outputOf(done, recordsCall(context, plan), context);
    const listed = rows(output?.['rows']);
    if (output) {
      lines.push(
        `The ${listed.length} ${nounOf(plan)}${filterWords(dictionary, plan.filters)} with the ${plan.records.direction === 'asc' ? 'lowest' : 'highest'} ${label(dictionary, plan.records.field)}, ${periodWords(plan, context.span)}:`,
        ...listed.map((row) => {
          const text = str(row['subject']) ?? str(row['body']) ?? '';
          return `- ${String(row['id'])} (${String(row['at'] ?? '').slice(0, 10)}, ${label(dictionary, plan.records!.field)} ${String(row[plan.records!.field])}): ${text.slice(0, 140)}`;
        }),
      );
    }
  } else if (plan.compare && 'periods' in plan.compare && plan.groupBy && !plan.groupBy.time) {
    lines.push(...groupChangeLines(context, plan, done));
  } else if (plan.compare && 'field' in plan.compare && plan.compare.rest) {
    lines.push(...restLines(context, plan, done, periodWords(plan, context.span)));
  } else if (
    plan.compare &&
    'field' in plan.compare &&
    plan.measure.kind === 'share' &&
    plan.measure.part
  ) {
    const compare = plan.compare;
    const shares = groupShares(context, plan, compare.field, done, [
      { field: compare.field, op: 'in', value: compare.values },
    ]);
    if (shares) {
      const ordered = compare.values
        .map((value) => shares.find((share) => share.key === value))
        .filter((share): share is GroupShare => share !== undefined);
      const larger = [...ordered].sort((a, b) => b.share - a.share)[0];
      lines.push(
        `Share of ${nounOf(plan)} with ${partWords(context, plan)}${filterWords(dictionary, plan.filters).replace(/^ where/, ', where')}, ${periodWords(plan, context.span)}: ${ordered.map(shareLine).join('; ')}.`,
      );
      if (larger && ordered.length === 2) lines.push(`${larger.key} has the larger share.`);
    }
  } else if (plan.compare && 'field' in plan.compare) {
    const compare = plan.compare;
    const output = done.find((item) => item.ok && item.call.name === 'query_data')?.output;
    const listed = rows(output?.['rows']);
    const column =
      plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
    const kind = column === 'count' ? 'count' : plan.measure.kind;
    // A flag's rows hold 1/0 (or true/false); the question's words name its two sides.
    const keyOf = (value: unknown) =>
      compare.labels && (value === 1 || value === 0) ? String(value === 1) : String(value);
    const shown = compare.labels ?? compare.values;
    const parts = compare.values.map((value, index) => {
      const row = listed.find((candidate) => keyOf(candidate[compare.field]) === value);
      return row
        ? `${shown[index]}: ${figure(row[column], kind)}${column === 'count' ? '' : ` (${num(row['count'])} ${nounOf(plan)})`}`
        : `${shown[index]}: no ${nounOf(plan)}`;
    });
    if (listed.length > 0) {
      lines.push(
        `${measureWords(dictionary, plan).replace(/^./, (c) => c.toUpperCase())} by ${label(dictionary, compare.field)}${filterWords(dictionary, plan.filters)}, ${periodWords(plan, context.span)}: ${parts.join('; ')}.`,
      );
      const [a, b] = compare.values.map((value) =>
        num(listed.find((candidate) => keyOf(candidate[compare.field]) === value)?.[column]),
      );
      // Both sides and the gap between them, whatever the measure.
      if (a !== undefined && b !== undefined) {
        const sentiment = dictionary.fields.some(
          (field) => field.name === plan.measure.field && field.role === 'sentiment',
        );
        lines.push(versusLine(shown, a, b, kind, sentiment));
      } else {
        const missing = shown.filter((value, index) => [a, b][index] === undefined);
        lines.push(`There are no ${nounOf(plan)} for ${missing.join(' or ')} to compare with.`);
      }
    }
  } else if ((plan.why || plan.direction) && !plan.rank) {
    lines.push(...changeLines(context, plan, done));
  } else if (plan.groupBy && plan.measure.kind === 'share' && plan.measure.part) {
    const groupBy = plan.groupBy;
    const field = groupBy.time ? grainField(dictionary, plan.entity, groupBy.field) : groupBy.field;
    const shares = groupShares(context, plan, field, done);
    if (shares) {
      const direction = plan.rank?.direction === 'asc' ? 1 : -1;
      const ordered = [...shares].sort(
        (a, b) => (a.share - b.share) * direction || a.key.localeCompare(b.key),
      );
      const top = ordered[0]!;
      if (plan.rank) {
        lines.push(
          `The ${groupBy.label} with the ${direction === 1 ? 'lowest' : 'highest'} share of ${nounOf(plan)} with ${partWords(context, plan)}${filterWords(dictionary, plan.filters).replace(/^ where/, ', where')}, ${periodWords(plan, context.span)}, is **${top.key}**: ${figure(top.share, 'share')} (${top.part} of ${top.total}).`,
        );
      } else {
        lines.push(
          `Share of ${nounOf(plan)} with ${partWords(context, plan)} by ${groupBy.label}, ${periodWords(plan, context.span)}:`,
        );
      }
      lines.push(...ordered.slice(0, 12).map((share) => `- ${shareLine(share)}`));
    }
  } else if (plan.groupBy) {
    const field = plan.groupBy.time
      ? grainField(dictionary, plan.entity, plan.groupBy.field)
      : plan.groupBy.field;
    const output = done.find((item) => item.ok && item.call.name === 'query_data')?.output;
    const lead = plan.rank ? rankLead(context, plan, output, field) : undefined;
    if (lead) lines.push(lead);
    else if (output)
      lines.push(
        `${measureWords(dictionary, plan).replace(/^./, (c) => c.toUpperCase())} by ${plan.groupBy.label}${filterWords(dictionary, plan.filters)}, ${periodWords(plan, context.span)}:`,
      );
    // A ranking for the top one leads with it; runners-up only when more than one was asked for.
    const listed = groupLines(context, plan, output, field);
    if (!lead || (plan.rank?.limit ?? 2) > 1) lines.push(...listed);
    const examples = done.find(
      (item) => item.ok && item.call.name === 'search_communications',
    )?.output;
    if (examples && rows(examples['results']).length > 0)
      lines.push('', 'What was written that day:', ...searchLines(examples, undefined));
  } else {
    const output = outputOf(done, aggregateCall(context, plan), context);
    const lead = measureLead(context, plan, output);
    if (lead) lines.push(lead);
    const several = combinedFilter(plan);
    const parts = several
      ? outputOf(done, breakdownCall(context, plan, several), context)
      : undefined;
    if (lead && several && parts) {
      lines.push(
        `By ${label(dictionary, several.field)}:`,
        ...groupLines(context, plan, parts, several.field),
      );
    }
    const examples = done.find(
      (item) => item.ok && item.call.name === 'search_communications',
    )?.output;
    if (examples) lines.push('', 'Examples:', ...searchLines(examples, undefined));
  }
  const found = lines.length > 0;
  let status: ComposedAnswer['status'] = found ? 'answered' : 'not answerable';
  if (found && plan.unknown.length > 0) {
    status = 'partly answered';
    lines.push(
      '',
      `I found nothing in this data for "${plan.unknown.join(' ')}", so the figures above leave that part out.`,
    );
  }
  return { lines, status, found, followUps: followUps(context, plan) };
}

function sample(field: DatasetField): string | undefined {
  const value = field.values?.[0]?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Three questions this data can answer, following on from the plan. */
export function followUps(context: ExecutionContext, plan: QuestionPlan): string[] {
  const dictionary = context.dictionary;
  const noun = plan.entity;
  const fields = explainingFields(context, { ...plan, filters: plan.filters }).filter(
    (field) => field.name !== plan.groupBy?.field,
  );
  const where = plan.filters.map((filter) => filter.values[0]).join(' ');
  const subject = where ? `${where} ${noun}` : noun;
  const questions: string[] = [];
  if (fields[0])
    questions.push(
      `Which ${fields[0].label ?? words(fields[0].name).join(' ')} has the most ${subject}?`,
    );
  questions.push(`How did the number of ${subject} change month by month?`);
  const sentiment = dictionary.fields.find(
    (field) =>
      field.role === 'sentiment' && field.type === 'number' && field.entity === plan.entity,
  );
  if (sentiment && plan.measure.field !== sentiment.name)
    questions.push(`What is the average sentiment of ${subject}?`);
  const other = fields[1] ?? fields[0];
  const value = other ? sample(other) : undefined;
  if (value && other)
    questions.push(`How many ${noun} have ${other.label ?? words(other.name).join(' ')} ${value}?`);
  questions.push(`Which day had the most ${subject}?`);
  return [...new Set(questions)].slice(0, 3);
}

/** Closest questions this data can answer, for a question it cannot. */
export function closestQuestions(context: ExecutionContext, plan: QuestionPlan): string[] {
  return followUps(context, { ...plan, filters: [], unknown: [] });
}
