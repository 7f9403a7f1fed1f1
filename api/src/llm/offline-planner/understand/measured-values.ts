import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldWords } from './number-fields';
import type { Measure, PlanFilter } from './question-plan';
import { normaliseWord, words } from './vocabulary';

/**
 * "the average delay", "their average refund", "how much did we refund": a word that names both
 * the averaged (or summed) number field and a value of a category ("delay" of a feedback type
 * and of "delay (minutes)") is the measure where the question says it as one, not a filter on
 * the value as well. Said again elsewhere ("average delay on delay feedback"), it stays a filter.
 */

/** Words that say a number is aggregated, right before the number's own word. */
const AGGREGATE_BEFORE =
  /\b(?:average|avg|mean|median|typical|usual|total|overall|sum of(?: the)?|highest|lowest|biggest|largest|smallest|longest|shortest)\s+$/i;
/** "how much did we refund": the amount's own word after "how much" and a few words. */
const HOW_MUCH_BEFORE = /\bhow\s+much\s+(?:[\w']+\s+){0,3}$/i;

export function withoutMeasuredValues(
  question: string,
  dictionary: DataDictionary,
  measure: Measure,
  filters: readonly PlanFilter[],
): PlanFilter[] {
  if (!measure.field || !['average', 'median', 'sum'].includes(measure.kind)) return [...filters];
  const field = dictionary.fields.find(
    (candidate) => candidate.name === measure.field && candidate.type === 'number',
  );
  if (!field) return [...filters];
  const own = new Set(fieldWords(field).map(normaliseWord));
  return filters.flatMap((filter) => {
    if (filter.negate || filter.op) return [filter];
    // "refund requests" beside "the average refund": the longer values' words are theirs.
    let lower = question.toLowerCase();
    for (const value of filter.values) {
      const spelled = typeof value === 'string' ? value.toLowerCase().split(/\s+/) : [];
      if (spelled.length < 2) continue;
      const pattern = spelled.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).join('\\W+');
      lower = lower.replace(new RegExp(`\\b${pattern}s?\\b`, 'giu'), ' ');
    }
    const kept = filter.values.filter((value) => {
      if (typeof value !== 'string') return true;
      const spelled = words(value);
      if (spelled.length !== 1 || !own.has(spelled[0]!)) return true;
      // The value's word said once, as the measure's own word: not a filter.
      const said = [...lower.matchAll(/[\p{L}\p{N}']+/gu)].filter(
        (match) => normaliseWord(match[0]) === spelled[0],
      );
      if (said.length !== 1) return true;
      const before = lower.slice(0, said[0]!.index);
      return !(AGGREGATE_BEFORE.test(before) || HOW_MUCH_BEFORE.test(before));
    });
    if (kept.length === filter.values.length) return [filter];
    if (kept.length === 0) return [];
    const keptWords = kept.map(String).join(' or ');
    return [{ ...filter, values: kept, said: keptWords }];
  });
}
