import { nounOf } from './answer-words';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { num, rows, type Json } from '../observations';
import { aggregateCall, metricColumn, type ExecutionContext, type Observed } from './execute-plan';
import type { ToolCall } from './execute-plan';
import { fieldStems, rawWords, stemOf } from './number-fields';
import type { PlanFilter, QuestionPlan } from './question-plan';

/**
 * "Do Old Town requests take longer than the other districts?", "Riverside vs the rest",
 * "compared with everyone else": one value of a field against every record without it. Read by
 * the words for "the others", executed as two aggregates (the value, and all but the value) and
 * answered side by side with the gap.
 */

const OTHERS =
  /\b(?:than(?:\s+[a-z]+(?=\s+(?:at|in|for|on|from|with|of|by)\s+(?:all\s+)?(?:the\s+)?(?:other|rest)\b))?|vs\.?|versus|compared?(?:\s+(?:their|its|the|our|that|this|those|these|them|it|average|averages|mean|figure|figures|score|scores|rate|rates|numbers?)){0,3}\s+(?:with|to)|against|relative\s+to)\s+(?:(?:at|in|for|on|from|with|of|by)\s+)?(?:all\s+)?(?:the\s+)?(?:rest(?:\s+of\s+(?:the\s+)?([a-z]+))?|others?|everyone\s+else|everybody\s+else|anyone\s+else|(?:any|all|every)\s+other\s+([a-z]+)|other\s+([a-z]+))\b/i;

/**
 * "… for permit holders, and for everyone else?", "Riverside or the rest": the others joined on
 * as a side of their own, said only by words that can mean nothing but every other record.
 */
const JOINED_OTHERS =
  /(?:,\s*|\s)(?:and|or)\s+(?:(?:for|in|among|with|of)\s+)?(?:all\s+)?(?:the\s+)?(?:rest(?:\s+of\s+(?:the\s+)?([a-z]+))?|others|everyone\s+else|everybody\s+else|anyone\s+else|(?:all|every)\s+other\s+([a-z]+)|(?:all\s+)?the\s+other\s+([a-z]+))\s*[?.!]*\s*$/i;

/** The label shown for the other side. */
export const REST_LABEL = 'the rest';

/** Reads a comparison of one value against the rest; the value's filter becomes its first side. */
export function restComparison(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.compare || plan.lookup || plan.tool || plan.records || plan.groupBy) return;
  const said = OTHERS.exec(question) ?? JOINED_OTHERS.exec(question);
  if (!said) return;
  partBeforeMeasure(question, plan);
  const named = (said[1] ?? said[2] ?? said[3])?.toLowerCase();
  const candidates = plan.filters.filter((filter) => {
    const field = dictionary.fields.find(
      (item) => item.name === filter.field && item.entity === plan.entity,
    );
    return (
      field?.type === 'category' &&
      filter.values.length === 1 &&
      !filter.negate &&
      !filter.op &&
      // "than other districts": the value of the field the others are named by.
      (!named || fieldStems(field).has(stemOf(named)) || plan.filters.length === 1)
    );
  });
  if (candidates.length !== 1) return;
  const side = candidates[0]!;
  const value = String(side.values[0]);
  plan.filters = plan.filters.filter((filter) => filter !== side);
  plan.compare = { field: side.field, values: [value, REST_LABEL], rest: true };
  // "longer", "more": how the two sides are set against each other, not a subject.
  const others = new Set([
    ...['other', 'others', 'rest', 'everyone', 'everybody', 'anyone', 'else'],
    ...['longer', 'shorter', 'higher', 'lower', 'more', 'less', 'fewer', 'faster', 'slower'],
    ...['quicker', 'bigger', 'smaller', 'better', 'worse', 'greater'],
  ]);
  if (named) others.add(named);
  plan.unknown = plan.unknown.filter((word) => !rawWords(word).every((w) => others.has(w)));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** The words for a share said right after the kind of record it counts ("negative rate"). */
const SHARE_NOUN = '(?:rate|share|percentage|proportion|fraction|ratio|%)';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * "The negative rate of Virgin America compared with the rest": the value said right before the
 * share's noun is what the share counts, the other value the side set against the rest. A share
 * read the other way round (the side as its part) is turned back.
 */
function partBeforeMeasure(question: string, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'share') return;
  const before = (filter: PlanFilter) =>
    !!filter.said &&
    !filter.negate &&
    !filter.op &&
    new RegExp(`\\b${escaped(filter.said)}\\s+${SHARE_NOUN}`, 'i').test(question);
  const part = plan.measure.part ?? [];
  const counted = [...part, ...plan.filters].filter(before);
  if (counted.length !== 1 || part.length > 1 || part.length + plan.filters.length < 2) return;
  const [said] = counted as [PlanFilter];
  if (part.includes(said)) return;
  plan.measure = { ...plan.measure, part: [said] };
  plan.filters = [...plan.filters.filter((filter) => filter !== said), ...part];
}

function sides(plan: QuestionPlan): [PlanFilter, PlanFilter] | undefined {
  const compare = plan.compare;
  if (!compare || !('field' in compare) || !compare.rest) return undefined;
  const base = { entity: plan.entity, field: compare.field, values: [compare.values[0]] };
  return [
    { ...base, said: compare.values[0] },
    { ...base, said: REST_LABEL, negate: true },
  ];
}

/** The calls for each side: its aggregate; for a share, its rows by the part's field. */
export function restCalls(context: ExecutionContext, plan: QuestionPlan): ToolCall[] {
  const both = sides(plan);
  if (!both) return [];
  return both.map((side) => {
    const filtered: QuestionPlan = { ...plan, filters: [...plan.filters, side] };
    delete filtered.compare;
    // A share's part is grouped on: each row's share is of the side's records.
    return aggregateCall(context, filtered);
  });
}

function outputRows(done: readonly Observed[], call: ToolCall, context: ExecutionContext): Json[] {
  const key = context.key(context.toOfferedSchema(call));
  const found = done.find((item) => item.ok && context.key(item.call) === key);
  return rows(found?.output?.['rows']);
}

function label(dictionary: DataDictionary, name: string): string {
  const field = dictionary.fields.find((candidate) => candidate.name === name);
  return field?.label ?? rawWords(name).join(' ');
}

/** Each side's figure and size, then which is higher and by how much. */
export function restLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
  period: string,
): string[] {
  const compare = plan.compare;
  if (!compare || !('field' in compare) || !compare.rest) return [];
  const calls = restCalls(context, plan);
  const noun = nounOf(plan, context.dictionary);
  const part = plan.measure.kind === 'share' ? plan.measure.part?.[0] : undefined;
  const figures = calls.map((call) => {
    const listed = outputRows(done, call, context);
    if (part) {
      const row = listed.find((candidate) => part.values.includes(candidate[part.field] as string));
      const size = listed.reduce((sum, candidate) => sum + (num(candidate['count']) ?? 0), 0);
      return {
        size,
        value: num(row?.['share']) ?? (listed.length > 0 ? 0 : undefined),
        part: num(row?.['count']) ?? 0,
      };
    }
    const first = listed[0] ?? {};
    return { size: num(first['count']), value: num(first[metricColumn(plan)]), part: undefined };
  });
  const share = part !== undefined;
  const kind = plan.measure.kind;
  const shown = (value: number | undefined) =>
    value === undefined
      ? 'no data'
      : kind === 'share' || kind === 'rate'
        ? `${(value * 100).toFixed(1)}%`
        : kind === 'count'
          ? String(value)
          : String(Math.round(value * 1000) / 1000);
  const names = [
    compare.values[0],
    `${REST_LABEL} (${label(context.dictionary, compare.field)} other than ${compare.values[0]})`,
  ];
  const measure = share
    ? `share with ${plan.measure.part!.map((filter) => `${label(context.dictionary, filter.field)} ${filter.values.join(' or ')}`).join(' and ')}`
    : kind === 'count'
      ? `number of ${noun}`
      : plan.measure.label;
  const parts = figures.map((side, index) => {
    const of =
      share && side.part !== undefined
        ? ` (${side.part} of ${side.size})`
        : kind === 'count'
          ? ''
          : ` (${side.size ?? 0} ${noun})`;
    return `${names[index]}: ${shown(side.value)}${of}`;
  });
  const lines = [
    `${measure.replace(/^./, (c) => c.toUpperCase())}, ${compare.values[0]} against ${REST_LABEL}, ${period}: ${parts.join('; ')}.`,
  ];
  const [a, b] = figures.map((side) => side.value);
  if (a !== undefined && b !== undefined) {
    // The gap between the figures as shown, so that it can be checked against them.
    const percent = kind === 'share' || kind === 'rate';
    const gap = percent
      ? (Math.abs(Math.round(a * 1000) - Math.round(b * 1000)) / 10).toFixed(1)
      : String(Math.round(Math.abs(a - b) * 1000) / 1000);
    const unit = percent ? ' percentage points' : '';
    lines.push(
      Number(gap) === 0
        ? `${compare.values[0]} and ${REST_LABEL} are the same.`
        : `${a > b ? compare.values[0] : REST_LABEL} is higher than ${a > b ? REST_LABEL : compare.values[0]} by ${gap}${unit}.`,
    );
  }
  return lines;
}
