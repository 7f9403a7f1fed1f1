import type { DatasetField } from '../../../../../src/agent/dataset';
import { rawWords, stemOf } from './number-fields';
import type { FoundId } from './id-shapes';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, SHARE_WORDS, entityOfId } from './question-reading';
import { FUNCTION_WORDS, type Token, type Vocabulary } from './vocabulary';

/** "the total refund for rider R-1", "how much has rider R-1 been refunded": a sum asked. */
const SUM_ASKED = /\b(total|sum|how much|altogether|in all)\b/i;

/**
 * Whether the words right before the id are a name the customer field is called by ("rider",
 * "ticket buyer", "sender account"): the data's own word for its customers, whole.
 */
function customerNamed(question: string, at: number, field: DatasetField): boolean {
  const before = rawWords(question.slice(0, at)).map(stemOf);
  if (before.length === 0) return false;
  const names = [field.label ?? '', ...(field.synonyms ?? [])]
    .map((name) => rawWords(name).map(stemOf))
    .filter(
      (words) => words.length > 0 && !words.every((word) => /^(id|ids|no|number)$/.test(word)),
    );
  return names.some(
    (words) =>
      words.length <= before.length &&
      words.every((word, at) => before[before.length - words.length + at] === word),
  );
}

/**
 * An id in the question: an aggregate over a customer's records ("How many communications does
 * customer C-1 have?") or a lookup of that one record.
 */
export function applyId(
  question: string,
  idMatch: FoundId,
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  const customerField = vocabulary.dictionary.fields.find(
    (field) => field.entity === 'communications' && field.role === 'customer',
  );
  // "How many incidents does renter CU-1 have": the data's own word for its customers.
  const kind =
    customerField && customerNamed(question, idMatch.index, customerField)
      ? 'customer'
      : entityOfId(question.slice(0, idMatch.index) + idMatch.id, idMatch.id);
  // "How many communications does customer C-1 have?": an aggregate over that customer's records.
  if (
    kind === 'customer' &&
    customerField &&
    (COUNT_WORDS.test(question) ||
      AVERAGE_WORDS.test(question) ||
      SHARE_WORDS.test(question) ||
      SUM_ASKED.test(question))
  ) {
    // Records of an entity the data holds none of ("tickets" read as cases where every ticket is
    // a communication) are not the customer's records: the communications are.
    const held = (vocabulary.dictionary.counts?.[plan.entity] ?? 0) > 0;
    const onPlan = vocabulary.dictionary.fields.find(
      (field) => held && field.entity === plan.entity && field.role === 'customer',
    );
    if (!onPlan) plan.entity = 'communications';
    // "How many tickets has account A-1 opened": the customer's records counted; the verb they
    // are counted by names no tool or field of its own.
    if (plan.measure.kind === 'count') plan.unknown = [];
    plan.filters.push({
      entity: plan.entity,
      field: (onPlan ?? customerField).name,
      values: [idMatch.id],
      said: idMatch.said,
    });
  } else {
    plan.lookup = {
      id: idMatch.id,
      kind,
      asks: tokens.filter((token) => !FUNCTION_WORDS.has(token.word)).map((token) => token.word),
    };
    plan.unknown = [];
  }
}
