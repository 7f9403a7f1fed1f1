import type { QuestionPlan } from './question-plan';
import { HEAD_AFTER, namesTheRecords } from './unknown-words';
import { tokenize, type Vocabulary } from './vocabulary';

/** Everyday nouns for records (never for people: "passengers" are not their messages). */
export const RECORD_KINDS =
  /^(complaints|reports|requests|cases|jobs|tickets|messages|calls|emails|letters|chats|orders|claims|submissions|enquiries|inquiries|queries|incidents|responses|replies|entries|records|forms|surveys|reviews|comments|posts|tweets|mentions|contacts|bookings|visits|appointments|notes)$/i;

/**
 * "How many oven complaints did Coastal get in June vs July?", "which route had the most
 * overcrowding complaints": a general noun for records ("complaints", "reports", "cases") that
 * no field holds is the records counted, not a measure the data lacks — unless it heads a measure
 * of its own ("complaint rate", "complaint score"), which the data would need to hold.
 */
export function countedRecords(question: string, vocabulary: Vocabulary, plan: QuestionPlan) {
  if (plan.measure.kind !== 'count' || plan.unknown.length === 0) return;
  const tokens = tokenize(question);
  const heads = new Set(
    tokens
      .filter((token, index) => !HEAD_AFTER.test(tokens[index + 1]?.raw.toLowerCase() ?? ''))
      .map((token) => token.raw),
  );
  const counted = plan.unknown.filter(
    (said) =>
      heads.has(said) &&
      /s$/i.test(said) &&
      (RECORD_KINDS.test(said) || namesTheRecords(vocabulary, said)) &&
      !peopleWords(vocabulary).has(said.toLowerCase()),
  );
  if (counted.length === 0) return;
  plan.unknown = plan.unknown.filter((said) => !counted.includes(said));
  plan.noun ??= counted[0]!.toLowerCase();
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** The data's words for its people ("passenger", "rider"): counting them is not the records. */
function peopleWords(vocabulary: Vocabulary): Set<string> {
  return new Set(
    vocabulary.dictionary.fields
      .filter((field) => field.role === 'customer')
      .flatMap((field) => [field.label ?? '', ...(field.synonyms ?? [])])
      .flatMap((said) => said.toLowerCase().split(/\s+/))
      .flatMap((word) => [word, `${word}s`]),
  );
}
