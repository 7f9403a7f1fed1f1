import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import { isPlainObject } from './validate-input';

/** The first side of a split at a date ("before 1 April 2025", "until March"). */
const BEFORE = /\b(?:before|until|up to|prior to)\b/i;
/** The second side, asked in a later ask ("and what has it been since?", "how many after"). */
const SINCE = /\b(?:since|after|afterwards|from then|onwards?|thereafter|on or after)\b/i;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * "What was the average goodwill payment before 1 April 2025, and what has it been since?" asks
 * both sides of a split at one date. An answer none of whose calls starts a period after the data's
 * own first day (every call reads from the start, up to the date) gives the first side only.
 */
export function checkSplitSides(sources: FitSources): FitFinding[] {
  const asks = splitAsks(sources.question);
  if (asks.length < 2 || !sources.calls.length || !sources.period) return [];
  const first = asks.findIndex((ask) => BEFORE.test(ask.text));
  if (first < 0 || !asks.slice(first + 1).some((ask) => SINCE.test(ask.text))) return [];
  const start = sources.period.from;
  if (sources.calls.some((call) => startsLater(call.input, start))) return [];
  return [
    {
      check: 'sides',
      label:
        'The question asks both sides of a split at a date ("before …", then "since"); no call reads a period that starts after the data does, so the later side is missing',
      delta: -0.2,
      cap: 0.6,
      capReason: 'only one side of the split was computed',
      partial: true,
    },
  ];
}

/** A call with a lower bound on a date after the data's first day (or a named `from`). */
function startsLater(input: unknown, start: string): boolean {
  if (!isPlainObject(input)) return false;
  if (typeof input['from'] === 'string' && input['from'].slice(0, 10) > start) return true;
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  return filters.some(
    (filter) =>
      isPlainObject(filter) &&
      ['gte', 'gt'].includes(String(filter['op'])) &&
      typeof filter['value'] === 'string' &&
      DAY.test(filter['value']) &&
      filter['value'].slice(0, 10) > start,
  );
}
