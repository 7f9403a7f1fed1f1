import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { fieldLabel, fieldWords } from './number-fields';
import type { Measure, PlanFilter, QuestionPlan } from './question-plan';
import { expandShorthand } from './shorthand';
import { normaliseWord, words } from './vocabulary';

/**
 * "the average delay", "their average refund", "how much did we refund": a word that names both
 * a number field and a value of a category ("delay" of a feedback type and of "delay (minutes)")
 * is the measure where the question says it as one, not a filter on the value as well — and when
 * the value took the word before the number could ("what was their average delay" read as a
 * count of delays), the number's aggregate is the measure. Said again elsewhere ("average delay
 * on delay feedback"), the value stays a filter.
 */

/** Words that say a number is aggregated, right before the number's own word, and how. */
const AGGREGATE_BEFORE =
  /\b(average|avg|mean|median|typical|usual|total|overall|sum of(?: the)?|highest|lowest|biggest|largest|smallest|longest|shortest)\s+$/i;
/** A noun of records right after the word: "noise complaints" are records, not a number. */
const RECORDS_AFTER =
  /^\s+(?:complaints?|contacts?|feedback|reports?|cases?|tickets?|messages?|records?|requests?|entries|entry|submissions?|calls?|emails?|reviews?|comments?|posts?|jobs?|orders?|issues?|problems?)\b/;
/** "how many minutes of delay": the number's own word after the unit it is counted in. */
const UNIT_OF_BEFORE = /\b(?:seconds|secs|minutes|mins|hours|hrs|days|weeks)\s+of\s+$/i;
/** "how much did we refund": the amount's own word after "how much" and a few words. */
const HOW_MUCH_BEFORE = /\bhow\s+much\s+(?:[\w']+\s+){0,3}$/i;

/**
 * The aggregate word said right before the value's one word as a number's own word, and whether
 * the word is said only there (said again, "average delay on delay feedback", it is the value too).
 */
function saidAsMeasure(question: string, word: string, others: readonly string[]) {
  // "refund requests" beside "the average refund": the longer values' words are theirs.
  let lower = question.toLowerCase();
  for (const other of others) {
    const spelled = words(other);
    if (spelled.length < 2) continue;
    lower = lower.replace(new RegExp(`\\b${spelled.join('\\W+')}\\w*`, 'giu'), ' ');
  }
  const said = [...lower.matchAll(/[\p{L}\p{N}']+/gu)].filter(
    (match) => normaliseWord(match[0]) === word,
  );
  for (const match of said) {
    // "total noise complaints": the value of the records counted, not the number.
    const after = lower.slice(match.index + match[0].length);
    if (RECORDS_AFTER.test(after)) continue;
    const before = lower.slice(0, match.index);
    const aggregate =
      AGGREGATE_BEFORE.exec(before)?.[1]?.toLowerCase() ??
      (HOW_MUCH_BEFORE.test(before) ? 'how much' : undefined) ??
      (UNIT_OF_BEFORE.test(before) ? 'units' : undefined);
    if (aggregate) return { aggregate, only: said.length === 1 };
  }
  return undefined;
}

/**
 * The number fields of the records whose own words include the word: those named by it, else
 * those with it in a synonym ("delay repay" of a compensation beside "delay (minutes)").
 */
function numbersNamed(dictionary: DataDictionary, plan: QuestionPlan, word: string) {
  const held = dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role !== 'sentiment' &&
      field.filled > 0 &&
      fieldWords(field).map(normaliseWord).includes(word),
  );
  const named = held.filter((field) => words(`${field.name} ${field.label ?? ''}`).includes(word));
  return named.length > 0 ? named : held;
}

/** The average or median a count read in place of the number becomes ("their average delay"). */
function measureFor(field: DatasetField, aggregate: string): Measure | undefined {
  const label = fieldLabel(field);
  if (aggregate === 'median')
    return { kind: 'median', field: field.name, label: `median ${label}` };
  // Sums ("how much did we reimburse") are the amounts' own reading (amounts.ts).
  if (/^(average|avg|mean|typical|usual)$/.test(aggregate))
    return { kind: 'average', field: field.name, label: `average ${label}` };
  return undefined;
}

export function measuredValues(question: string, dictionary: DataDictionary, plan: QuestionPlan) {
  const measured = plan.measure;
  const aggregated = ['average', 'median', 'sum'].includes(measured.kind) && measured.field;
  if (!aggregated && measured.kind !== 'count') return;
  const filters: PlanFilter[] = [];
  for (const filter of plan.filters) {
    if (filter.negate || filter.op) {
      filters.push(filter);
      continue;
    }
    const others = filter.values.map(String);
    const kept = filter.values.filter((value) => {
      if (typeof value !== 'string') return true;
      const spelled = words(value);
      if (spelled.length !== 1) return true;
      const word = spelled[0]!;
      const said = saidAsMeasure(question, word, others);
      if (!said) return true;
      const named = numbersNamed(dictionary, plan, word);
      if (aggregated) return !said.only || !named.some((field) => field.name === measured.field);
      // "what was their average delay": the count the value's match left is the number's.
      const measure = named.length === 1 ? measureFor(named[0]!, said.aggregate) : undefined;
      if (!measure || plan.measure.kind !== 'count' || plan.groupBy?.field === named[0]!.name)
        return true;
      plan.measure = measure;
      plan.unknown = plan.unknown.filter((unknown) => normaliseWord(unknown) !== word);
      if (plan.unknown.length === 0) delete plan.unknownIsAsked;
      return !said.only;
    });
    if (kept.length === filter.values.length) filters.push(filter);
    else if (kept.length > 0) filters.push({ ...filter, values: kept, said: kept.join(' or ') });
  }
  plan.filters = filters;
}

/**
 * The question without the values of several words its filters name ("refund requests" of a
 * value "refund request"): a number's word inside a value's name does not name the number.
 */
export function withoutValuePhrases(question: string, plan: QuestionPlan): string {
  // "refund reqs": the value's words as shorthand too.
  let text = expandShorthand(question, new Set());
  // "Concessions or Concessions - price": the two sides compared are values said too.
  const sides = plan.compare && 'values' in plan.compare ? plan.compare.values : [];
  const said = [...plan.filters.filter((filter) => !filter.op).flatMap((f) => f.values), ...sides];
  for (const value of said) {
    const spelled = typeof value === 'string' ? words(value) : [];
    if (spelled.length < 2) continue;
    text = text.replace(new RegExp(`\\b${spelled.join('\\W+')}\\w*`, 'giu'), ' ');
  }
  return text;
}
