import type { DatasetField } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { rawWords } from './number-fields';
import type { QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';

/**
 * "The rejection rate of PP payments", "the refund rate per warehouse", "defect rate": a rate
 * named by the noun of a value ("rejection" of "rejected", "defect" of "defective") is the share
 * of the records holding that value, among the records the rest of the question picks, compared
 * or ranked across the groups it names. Read from the data's own values, by word form only.
 */

const RATE_WORDS = /^(rate|rates|share|shares|percentage|percent|proportion|ratio|frequency)$/;

/** The one value of a categorical field of the records that the word names by its root. */
function valueNamed(
  word: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): { field: DatasetField; value: string } | undefined {
  const found = vocabulary.dictionary.fields.flatMap((field) =>
    field.entity === plan.entity && field.type === 'category'
      ? (field.values ?? [])
          .map(({ value }) => String(value))
          .filter((value) => {
            const own = rawWords(value);
            return own.length === 1 && sameRoot(word, own[0]!);
          })
          .map((value) => ({ field, value }))
      : [],
  );
  return found.length === 1 ? found[0] : undefined;
}

/** Reads "<value noun> rate" the question left unknown as the share of that value. */
export function valueRate(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.records) return;
  // A rate the question names but the parse did not read: whatever measure it took instead
  // ("higher" read as an average of some number) gives way to it.
  const lower = question.toLowerCase();
  for (const said of plan.unknown) {
    const saidWords = rawWords(said);
    const nouns = saidWords.filter((word) => !RATE_WORDS.test(word));
    if (nouns.length !== 1) continue;
    const noun = nouns[0]!;
    const rateSaid =
      saidWords.some((word) => RATE_WORDS.test(word)) ||
      new RegExp(`\\b${noun}\\s+(rate|share|percentage|proportion|ratio)s?\\b`).test(lower) ||
      new RegExp(`\\b(rate|share|percentage|proportion) of ${noun}`).test(lower);
    if (!rateSaid) continue;
    const named = valueNamed(noun, vocabulary, plan);
    if (!named || plan.filters.some((filter) => filter.field === named.field.name)) continue;
    // "the defect rate for electronics": what the parse took for the part picks the records.
    const population = (plan.measure.part ?? []).filter(
      (filter) => filter.field !== named.field.name,
    );
    plan.filters = [...plan.filters, ...population];
    plan.measure = {
      kind: 'share',
      label: 'share',
      part: [{ entity: plan.entity, field: named.field.name, values: [named.value], said }],
    };
    plan.unknown = plan.unknown.filter((other) => other !== said);
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
    return;
  }
}
