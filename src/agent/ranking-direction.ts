import type { FitFinding, FitSources } from './answer-fit';
import { asksPeriodPace, asksSlowPeriod } from './period-pace';

/**
 * Superlatives of time say which end of a duration is asked: the slowest or longest is the
 * largest value, the fastest, quickest or shortest the smallest. (Plain English; "worst" and
 * "best" are left alone: the worst sentiment is the lowest, the worst volume the highest.)
 */
const WANTS_HIGH = /\b(?:slowest|longest)\b/i;
const WANTS_LOW = /\b(?:fastest|quickest|shortest)\b/i;
const SAYS_HIGH = /\b(?:highest|largest|biggest|greatest|most|longest|slowest|maximum|max)\b/i;
const SAYS_LOW = /\b(?:lowest|smallest|least|fewest|shortest|fastest|quickest|minimum|min)\b/i;

/**
 * "Which warehouse is slowest to resolve returns?" answered with "the lowest average days to
 * resolve" names the other end of the ranking. Read from the answer's opening sentence, or when
 * it says neither, from the order the calls ranked by.
 */
export function checkRankingDirection(sources: FitSources): FitFinding[] {
  // "The slowest day" is the day with the fewest records, "the busiest week" the most: the end
  // of a count, not of a duration.
  const pace = asksPeriodPace(sources.question);
  const slowPeriod = pace && asksSlowPeriod(sources.question);
  const high = pace ? !slowPeriod : WANTS_HIGH.test(sources.question);
  const low = pace ? slowPeriod : WANTS_LOW.test(sources.question);
  if (high === low) return [];
  const opening = sources.answer.split(/(?<=[.!?])\s|\n/)[0] ?? '';
  let answered: 'high' | 'low' | undefined;
  if (SAYS_HIGH.test(opening) !== SAYS_LOW.test(opening)) {
    answered = SAYS_HIGH.test(opening) ? 'high' : 'low';
  } else {
    const orders = new Set(sources.calls.flatMap((call) => directionsOf(call.input)));
    if (orders.size === 1) answered = orders.has('desc') ? 'high' : 'low';
  }
  const asked = high ? 'high' : 'low';
  if (!answered || answered === asked) return [];
  return [
    {
      check: 'measure',
      label: pace
        ? `The question asks for the ${high ? 'busiest period (the most records)' : 'slowest period (the fewest records)'}; the answer ranks from the other end`
        : `The question asks for the ${high ? 'slowest or longest (the largest value)' : 'fastest or shortest (the smallest value)'}; the answer ranks from the other end`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the ranking is read from the wrong end',
    },
  ];
}

/** `asc` / `desc` of the calls' ordering inputs (`order.direction`, `sort: "desc"`). */
function directionsOf(input: unknown, depth = 0): ('asc' | 'desc')[] {
  if (depth > 4 || input === null || typeof input !== 'object') return [];
  const found: ('asc' | 'desc')[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && /^(?:direction|order|sort|dir)$/i.test(key)) {
      if (/^desc/i.test(value)) found.push('desc');
      else if (/^asc/i.test(value)) found.push('asc');
    } else {
      found.push(...directionsOf(value, depth + 1));
    }
  }
  return found;
}
