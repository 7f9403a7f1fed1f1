import { num, rows } from '../observations';
import { figure, filterWords, firstRow, measureWords, nounOf, signed } from './answer-words';
import {
  aggregateCall,
  changeWindows,
  explainingFields,
  groupChangeCalls,
  groupShareCalls,
  metricColumn,
  outputOf,
  type ExecutionContext,
  type Observed,
} from './execute-plan';
import type { Period } from './period';
import type { QuestionPlan } from './question-plan';
import { words } from './vocabulary';

/**
 * Answer lines that set figures side by side: two periods, two values, each group's share, what
 * changed between two windows and which groups explain it.
 */
/** "Which category grew the most from May to June": each group's change, largest first. */
export function groupChangeLines(
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
    column === 'count'
      ? `number of ${nounOf(plan, context.dictionary)}`
      : measureWords(context.dictionary, plan);
  return [
    `The ${plan.groupBy.label} whose ${what}${filterWords(context.dictionary, plan.filters)} ${falling ? 'fell' : 'rose'} the most from ${first.label} to ${second.label} is **${top.key}**: ${figure(top.then, kind)} → ${figure(top.now, kind)} (${top.delta >= 0 ? '+' : ''}${figure(top.delta, kind)}).`,
    ...changes
      .slice(1, 6)
      .map(
        (change) => `- ${change.key}: ${figure(change.then, kind)} → ${figure(change.now, kind)}`,
      ),
  ];
}

export function changeLines(
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
        text: `- ${field.label ?? words(field.name).join(' ')} **${String(key)}**: ${figure(then, kind)} → ${figure(now, kind)}${column === 'count' ? '' : ` (${count} ${nounOf(plan, context.dictionary)})`}`,
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

export interface GroupShare {
  key: string;
  part: number;
  total: number;
  share: number;
}

/** Each group's part, total and share, from the two counts of {@link groupShareCalls}. */
export function groupShares(
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

export function shareLine(share: GroupShare): string {
  return `${share.key}: ${figure(share.share, 'share')} (${share.part} of ${share.total})`;
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
export function versusLine(
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
