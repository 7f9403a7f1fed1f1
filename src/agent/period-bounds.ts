import type { FitFinding, FitSources } from './answer-fit';
import { callBounds } from './constraint-coverage';
import { addDays } from './question-periods';

const SINCE = /^(?:since|after|from)\b/i;

/**
 * A calendar period asked (a day, a whole month, quarter or year) must be computed with its own
 * ends. The coverage of the question's terms takes most of a period as the period (a span read
 * with other ends), so a month a day short ("the month before" as 2 to 31 January) or a span
 * starting the day after the date named passes it; here the calls behind the answer's figures
 * that fall inside such a period, or overlap most of it, must match it exactly — unless another
 * call behind the figures does.
 */
export function checkPeriodBounds(sources: FitSources): FitFinding[] {
  const used = new Set(
    sources.figures.flatMap((figure) =>
      figure.status === 'unsupported' ? [] : figure.refs.map((ref) => ref.callId),
    ),
  );
  const calls = sources.calls.filter((call) => used.has(call.callId));
  if (!calls.length) return [];
  const span = { from: sources.dataset?.from, to: sources.dataset?.to };
  const clip = (from: string, to: string) => ({
    from: span.from && from < span.from ? span.from : from,
    to: span.to && to > span.to ? span.to : to,
  });
  const ranges = calls.flatMap((call) => {
    const bounds = callBounds(call);
    if (!bounds.from && !bounds.to) return [];
    return [clip(bounds.from ?? span.from ?? '0000-01-01', bounds.to ?? span.to ?? '9999-12-31')];
  });
  const findings: FitFinding[] = [];
  for (const constraint of sources.constraints) {
    if (constraint.kind !== 'period') continue;
    // "Since 1 September", "after 1 September": from the day named to the data's end.
    const fromDay = SINCE.test(constraint.label) && !!span.to && constraint.to >= span.to;
    if (!fromDay && !isCalendarPeriod(constraint.from, constraint.to)) continue;
    const wanted = clip(constraint.from, constraint.to);
    if (wanted.from > wanted.to) continue;
    if (ranges.some((range) => range.from === wanted.from && range.to === wanted.to)) continue;
    const near = ranges.find(
      (range) =>
        (range.from !== wanted.from || range.to !== wanted.to) &&
        shared(range, wanted) * 10 >= 7 * Math.max(length(range), length(wanted)),
    );
    if (!near) continue;
    findings.push({
      check: 'measure',
      label: `The question asks about ${constraint.label}; the figures cover ${near.from} to ${near.to}`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the figures are of another period than asked',
    });
  }
  return findings;
}

/** One day, or whole months from the first of one to the last day of another. */
function isCalendarPeriod(from: string, to: string): boolean {
  if (from === to) return true;
  return from.endsWith('-01') && addDays(to, 1).endsWith('-01');
}

function length(range: { from: string; to: string }): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

function shared(a: { from: string; to: string }, b: { from: string; to: string }): number {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from > to ? 0 : length({ from, to });
}
