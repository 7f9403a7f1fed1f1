import words from './back-to-every.json';
import { widenedFields } from './follow-up-widen';
import type { QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';

/**
 * "Now go back to every estate, but only the ones raised online", "widen it back out to every
 * vessel", "back to all the parks": a follow-up that goes back to the whole of a field it had
 * narrowed. Said as "and across every estate …", which reads the field as widened (its earlier
 * value dropped, the rest of the earlier scope kept) and asks no breakdown by it.
 */
const alternatives = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/\s+/g, '\\s+'))
    .join('|');

const BACK_TO_EVERY = new RegExp(
  `^\\s*(?:(?:${alternatives(words.leads)})\\s*,?\\s+)*(?:(?:${alternatives(words.verbs)})\\s+(?:(?:${alternatives(words.objects)})\\s+)?)?(?:${alternatives(words.back)})\\s+(?:${alternatives(words.to)})\\s+(?=(?:${alternatives(words.whole)})\\b)`,
  'i',
);

/** The follow-up with its going back to the whole of a field said as widening it. */
export function backToEvery(question: string): string {
  return question.replace(BACK_TO_EVERY, 'and across ');
}

/**
 * The plan of a follow-up that goes back to every value of a field, without a breakdown by that
 * field: "back to every district, but only what came in by app" asks one figure over every
 * district (the "by" of "came in by" is no grouping cue here).
 */
export function withoutBackGrouping(
  question: string,
  plan: QuestionPlan,
  vocabulary: Vocabulary,
): QuestionPlan {
  if (!plan.groupBy || plan.groupBy.time || !BACK_TO_EVERY.test(question)) return plan;
  if (!widenedFields(backToEvery(question), vocabulary).includes(plan.groupBy.field)) return plan;
  const { groupBy: _groupBy, rank: _rank, ...rest } = plan;
  return rest;
}
