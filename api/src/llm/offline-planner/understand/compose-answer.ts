import { meaningReadingLines } from './meaning-values';
import { convertedFigure, withoutUnit } from './time-units';
import { perPeriodLine } from './per-period';
import { num, rows, str, type Json } from '../observations';
import {
  figure,
  filterWords,
  firstRow,
  inRecordNoun,
  label,
  measureWords,
  nounOf,
  partPhrase,
  partWords,
  periodWords,
} from './answer-words';
import {
  changeLines,
  groupChangeLines,
  groupShares,
  periodChangeLine,
  shareLine,
  versusLine,
  type GroupShare,
} from './comparison-lines';
import {
  aggregateCall,
  breakdownCall,
  combinedFilter,
  distinctCall,
  grainField,
  jointShareCalls,
  metricColumn,
  outputOf,
  recordsCall,
  resolveReference,
  type ExecutionContext,
  type Observed,
} from './execute-plan';
import { dateLine } from './date-measure';
import { extremeHolderLines } from './extreme-holder';
import { followUps } from './follow-ups';
import type { Period } from './period';
import { lookupLines, missingRecordLine, searchLines } from './record-lines';
import { restLines } from './rest-comparison';
import { absentIdLine } from './absent-id';
import { periodRankLines } from './period-rank-lines';
import type { QuestionPlan } from './question-plan';
import { toolPeriodLines, toolRowLine } from './tool-lines';
import { linkedAnswerLines, resolveLinked } from './linked-records';

// Importers of the answer's words and follow-ups still find them here.
export { filterWords } from './answer-words';
export { closestQuestions, followUps } from './follow-ups';

/** The answer to the question, from the observations only. */
export interface ComposedAnswer {
  lines: string[];
  status: 'answered' | 'partly answered' | 'not answerable';
  /** Whether the observations held the asked figure. */
  found: boolean;
  followUps: string[];
}

/**
 * The share of a share plan's part in an output grouped by the part's field: its rows that hold
 * the part, their count and their share of every row matched.
 */
function shareOf(
  plan: QuestionPlan,
  output: Json | undefined,
): { share: number; count: number; matched: number } | undefined {
  const matched = num(output?.['matched']);
  if (matched === undefined) return undefined;
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
  const hits = rows(output?.['rows']).filter((row) => holds(row[field ?? '']));
  const count = hits.reduce((sum, row) => sum + (num(row['count']) ?? 0), 0);
  const share = hits.length === 1 && !op ? num(hits[0]!['share']) : matched ? count / matched : 0;
  return { share: share ?? 0, count, matched };
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
  const noun = nounOf(plan, context.dictionary);
  if (plan.measure.kind === 'count') {
    return `There ${matched === 1 ? 'is' : 'are'} **${matched}** ${noun}${where}, ${when}.`;
  }
  if (plan.measure.kind === 'share') {
    const part = plan.measure.part ?? [];
    const { share, count } = shareOf(plan, output) ?? { share: 0, count: 0 };
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
  const dated = dateLine(context, plan, value, matched, `${noun}${where}`, when);
  if (dated) return dated;
  const mean = plan.measure.meanForTypical
    ? ' This is a mean: the tools offer no median, so a typical value cannot be given.'
    : '';
  const unit = plan.measure.unit;
  const shown =
    unit && typeof value === 'number'
      ? convertedFigure(value, unit, (raw) => figure(raw, plan.measure.kind))
      : figure(value, plan.measure.kind);
  const words = unit
    ? withoutUnit(measureWords(dictionary, plan), unit)
    : measureWords(dictionary, plan);
  return `The ${words} is ${shown} over ${matched} ${noun}${where}, ${when}.${mean}`;
}

/** "8.8% of the 25000 communications are email complaints (2194 of 25000)": two counts. */
function jointShareLine(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): string | undefined {
  const [total, part] = jointShareCalls(context, plan).map((call) =>
    num(outputOf(done, call, context)?.['matched']),
  );
  if (total === undefined || part === undefined) return undefined;
  const where = filterWords(context.dictionary, plan.filters);
  return `${figure(total ? part / total : 0, 'share')} of the ${total} ${nounOf(plan, context.dictionary)}${where} have ${partPhrase(context.dictionary, plan.measure.part ?? [])} (${part} of ${total}), ${periodWords(plan, context.span)}.`;
}

/** The share of two counts ({@link jointShareCalls}), when the plan's share is read so. */
function jointShare(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): number | undefined {
  const [total, part] = jointShareCalls(context, plan).map((call) =>
    num(outputOf(done, call, context)?.['matched']),
  );
  if (total === undefined || part === undefined) return undefined;
  return total ? part / total : 0;
}

function groupLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  output: Json | undefined,
  field: string,
): string[] {
  const column =
    plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
  const kind = column === 'count' ? 'count' : plan.measure.kind;
  return rankedRows(plan, rows(output?.['rows']), column)
    .slice(0, 12)
    .map((row) => {
      const extra =
        column === 'count' ? '' : ` (${num(row['count'])} ${nounOf(plan, context.dictionary)})`;
      return `- ${String(row[field])}: ${figure(row[column], kind)}${extra}`;
    });
}

/**
 * The rows a ranking asked for: its first `limit` (the query reads one more), and those after
 * them tied with the last ("top 3" when the third and fourth have 168 each names both).
 */
function rankedRows(plan: QuestionPlan, listed: Json[], column: string): Json[] {
  const rank = plan.rank;
  if (!rank || plan.groupBy?.time) return listed;
  const cut = Math.max(rank.position ?? 1, rank.limit);
  const last = listed[cut - 1]?.[column];
  let end = cut;
  while (end < listed.length && last !== undefined && listed[end]?.[column] === last) end++;
  return listed.slice(0, end);
}

/** The groups tied with the one a ranking leads with, as words ("tied with X and Y"). */
function tiedWith(listed: Json[], at: number, field: string, column: string): string {
  const figureAt = listed[at]?.[column];
  if (figureAt === undefined || figureAt === null) return '';
  const tied = listed
    .filter((row, index) => index !== at && row[column] === figureAt)
    .map((row) => `**${String(row[field])}**`);
  return tied.length > 0 ? ` (tied with ${tied.join(' and ')})` : '';
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
    column === 'count'
      ? `number of ${nounOf(plan, context.dictionary)}`
      : measureWords(context.dictionary, plan);
  const where = filterWords(context.dictionary, plan.filters);
  const tie = plan.groupBy?.time ? '' : tiedWith(listed, position - 1, field, column);
  return `The ${groupLabel} with the ${most} ${what}${where}, ${periodWords(plan, context.span)}, is **${String(top[field])}** with ${figure(top[column], kind)}${tie}.`;
}

/**
 * The query's output the answer reads: the first, or the last where the plan first had to find
 * the earlier ranking's winner ("the main reason behind them") and the first call found it.
 */
function queryOutput(asked: QuestionPlan, done: readonly Observed[]): Json | undefined {
  const queries = done.filter((item) => item.ok && item.call.name === 'query_data');
  return (asked.refers ? queries.at(-1) : queries[0])?.output;
}

/** The answer body for an executed plan. */
/**
 * "There are **9** different routes among the complaints where …": the number of groups the
 * field's grouping found, those listed and those the limit left out.
 */
function distinctLine(
  context: ExecutionContext,
  plan: QuestionPlan,
  distinct: NonNullable<QuestionPlan['distinct']>,
  done: readonly Observed[],
): string | undefined {
  const output = outputOf(done, distinctCall(context, plan, distinct.field), context);
  if (!output) return undefined;
  // rowCount, not the rows: what the planner reads may have its row list shortened.
  const listed = num(output['rowCount']) ?? rows(output['rows']).length;
  const omitted = output['omitted'];
  const left =
    omitted && typeof omitted === 'object' && !Array.isArray(omitted)
      ? (num((omitted as Record<string, Json>)['groups']) ?? 0)
      : 0;
  const count = listed + left;
  const records = num(output['matched']);
  const among = records !== undefined ? `${records} ` : '';
  return `There ${count === 1 ? 'is' : 'are'} **${count}** different ${distinct.label} among the ${among}${nounOf(plan, context.dictionary)}${filterWords(context.dictionary, plan.filters)}, ${periodWords(plan, context.span)}.`;
}

export function composeAnswer(
  context: ExecutionContext,
  asked: QuestionPlan,
  done: readonly Observed[],
): ComposedAnswer {
  const dictionary = context.dictionary;
  const resolution = asked.linked ? resolveLinked(context, asked, done) : undefined;
  // Nobody holds the flag (0), or more people than are read (declined): said plainly.
  if (resolution?.none || resolution?.unread) {
    return {
      lines: linkedAnswerLines(dictionary, asked, resolution),
      status: resolution.none ? 'answered' : 'not answerable',
      found: resolution.none === true,
      followUps: [],
    };
  }
  const linked = resolution?.plan ?? asked;
  const plan = resolveReference(context, linked, done) ?? linked;
  const lines: string[] = [];
  if (plan.lookup) {
    lines.push(...lookupLines(done, plan.lookup.asks ?? [], dictionary, plan.lookup.recent));
    if (lines.length === 0) {
      return {
        lines: [missingRecordLine(plan.lookup.id, plan.lookup.kind, dictionary)],
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
    if (summary) lines.push(row ? '' : '', inRecordNoun(summary, dictionary));
  } else if (plan.topic) {
    lines.push(
      ...searchLines(
        done.find((item) => item.ok && item.call.name === 'search_communications')?.output,
        plan.topic,
        filterWords(dictionary, plan.filters),
        nounOf(plan, dictionary),
      ),
    );
  } else if (plan.distinct) {
    const line = distinctLine(context, plan, plan.distinct, done);
    if (line) lines.push(line);
  } else if (
    plan.compare &&
    'periods' in plan.compare &&
    !(plan.groupBy && !plan.groupBy.time) &&
    !plan.why
  ) {
    const outputs = plan.compare.periods.map((period) =>
      outputOf(done, aggregateCall(context, plan, { period }), context),
    );
    // "Was the share of negative tweets higher on 23 February than on 17 February": the part's
    // share within each period, not the periods' counts.
    const shares = plan.measure.kind === 'share' && plan.measure.part?.length;
    const column =
      plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
    const kind = shares ? 'share' : column === 'count' ? 'count' : plan.measure.kind;
    const periods = plan.compare.periods;
    const values = outputs.map((output, index) =>
      shares
        ? (jointShare(context, { ...plan, period: periods[index] }, done) ??
          shareOf(plan, output)?.share)
        : firstRow(output)?.[column],
    );
    if (values.every((value) => num(value) !== undefined)) {
      const [a, b] = values.map((value) => num(value)!) as [number, number];
      const [first, second] = plan.compare.periods;
      const what = shares
        ? `share of ${nounOf(plan, context.dictionary)} with ${partWords(context, plan)}${filterWords(dictionary, plan.filters).replace(/^ where/, ', where')}`
        : column === 'count'
          ? `${nounOf(plan, context.dictionary)}${filterWords(dictionary, plan.filters)}`
          : `${measureWords(dictionary, plan)}${filterWords(dictionary, plan.filters)}`;
      lines.push(
        `${first.label}: ${figure(a, kind)}; ${second.label}: ${figure(b, kind)} (${what}).`,
      );
      lines.push(periodChangeLine(what, first, second, a, b, kind));
    }
  } else if (plan.records?.attribute) {
    lines.push(...(extremeHolderLines(context, plan, done) ?? []));
  } else if (plan.records) {
    const output = outputOf(done, recordsCall(context, plan), context);
    const listed = rows(output?.['rows']);
    if (output) {
      lines.push(
        `The ${listed.length} ${nounOf(plan, context.dictionary)}${filterWords(dictionary, plan.filters)} with the ${plan.records.direction === 'asc' ? 'lowest' : 'highest'} ${label(dictionary, plan.records.field)}, ${periodWords(plan, context.span)}:`,
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
    // A flag's sides are all its rows (the calls group by it with no filter on it); its rows
    // hold 1/0 or true/false, and the question's words name its two sides.
    const shares = groupShares(
      context,
      plan,
      compare.field,
      done,
      compare.labels ? [] : [{ field: compare.field, op: 'in', value: compare.values }],
    );
    const sideOf = (key: string) =>
      compare.labels && (key === '1' || key === '0') ? String(key === '1') : key;
    if (shares) {
      const ordered = compare.values
        .map((value, index) => {
          const share = shares.find((candidate) => sideOf(candidate.key) === value);
          return share && { ...share, key: compare.labels?.[index] ?? share.key };
        })
        .filter((share): share is GroupShare => share !== undefined);
      const larger = [...ordered].sort((a, b) => b.share - a.share)[0];
      lines.push(
        `Share of ${nounOf(plan, context.dictionary)} with ${partWords(context, plan)}${filterWords(dictionary, plan.filters).replace(/^ where/, ', where')}, ${periodWords(plan, context.span)}: ${ordered.map(shareLine).join('; ')}.`,
      );
      if (larger && ordered.length === 2) lines.push(`${larger.key} has the larger share.`);
    }
  } else if (plan.compare && 'field' in plan.compare) {
    const compare = plan.compare;
    const output = queryOutput(asked, done);
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
        ? `${shown[index]}: ${figure(row[column], kind)}${column === 'count' ? '' : ` (${num(row['count'])} ${nounOf(plan, context.dictionary)})`}`
        : `${shown[index]}: no ${nounOf(plan, context.dictionary)}`;
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
        lines.push(
          `There are no ${nounOf(plan, context.dictionary)} for ${missing.join(' or ')} to compare with.`,
        );
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
          `The ${groupBy.label} with the ${direction === 1 ? 'lowest' : 'highest'} share of ${nounOf(plan, context.dictionary)} with ${partWords(context, plan)}${filterWords(dictionary, plan.filters).replace(/^ where/, ', where')}, ${periodWords(plan, context.span)}, is **${top.key}**: ${figure(top.share, 'share')} (${top.part} of ${top.total}).`,
        );
      } else {
        lines.push(
          `Share of ${nounOf(plan, context.dictionary)} with ${partWords(context, plan)} by ${groupBy.label}, ${periodWords(plan, context.span)}:`,
        );
      }
      lines.push(...ordered.slice(0, 12).map((share) => `- ${shareLine(share)}`));
    }
  } else if (plan.groupBy) {
    const field = plan.groupBy.time
      ? grainField(dictionary, plan.entity, plan.groupBy.field)
      : plan.groupBy.field;
    const output = queryOutput(asked, done);
    const lead = plan.rank ? rankLead(context, plan, output, field) : undefined;
    if (lead) {
      const column =
        plan.measure.kind === 'count' || plan.measure.kind === 'share'
          ? 'count'
          : metricColumn(plan);
      lines.push(lead, ...periodRankLines(plan, rows(output?.['rows']), field, column));
    } else if (output) {
      const total = num(output['matched']);
      if (plan.perPeriod && total !== undefined) {
        lines.push(
          perPeriodLine(
            total,
            plan.groupBy.field,
            plan.period ?? context.span,
            nounOf(plan, dictionary),
            filterWords(dictionary, plan.filters),
            periodWords(plan, context.span),
          ),
          '',
        );
      }
      lines.push(
        `${measureWords(dictionary, plan).replace(/^./, (c) => c.toUpperCase())} by ${plan.groupBy.label}${filterWords(dictionary, plan.filters)}, ${periodWords(plan, context.span)}:`,
      );
    }
    // A ranking for the top one leads with it; runners-up only when more than one was asked for.
    const listed = groupLines(context, plan, output, field);
    if (!lead || (plan.rank?.limit ?? 2) > 1) lines.push(...listed);
    const examples = done.find(
      (item) => item.ok && item.call.name === 'search_communications',
    )?.output;
    if (examples && rows(examples['results']).length > 0)
      lines.push('', 'What was written that day:', ...searchLines(examples, undefined));
  } else if (jointShareCalls(context, plan).length > 0) {
    const joint = jointShareLine(context, plan, done);
    if (joint) lines.push(joint);
  } else {
    const output = outputOf(done, aggregateCall(context, plan), context);
    const absent = absentIdLine(dictionary, plan, output);
    if (absent) return { lines: [absent], status: 'not answerable', found: false, followUps: [] };
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
  // "Reading 'succeeded' as Won.": a value read by the meaning of the question's words.
  if (found) lines.push(...meaningReadingLines(plan));
  return { lines, status, found, followUps: followUps(context, plan) };
}
