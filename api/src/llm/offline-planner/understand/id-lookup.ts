import type { DatasetField } from '../../../../../src/agent/dataset';
import { fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, SHARE_WORDS, entityOfId } from './question-reading';
import { FUNCTION_WORDS, type Token, type Vocabulary } from './vocabulary';

/** Whether the word right before the id is one the customer field is called by ("renter"). */
function customerNamed(question: string, id: string, field: DatasetField): boolean {
  const before = rawWords(question.slice(0, question.indexOf(id))).at(-1);
  if (!before) return false;
  const stems = fieldStems(field);
  return stems.has(stemOf(before)) && !/^(id|ids)$/.test(before);
}

/**
 * An id in the question: an aggregate over a customer's records ("How many communications does
 * customer C-1 have?") or a lookup of that one record.
 */
export function applyId(
  question: string,
  idMatch: RegExpExecArray,
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  const customerField = vocabulary.dictionary.fields.find(
    (field) => field.entity === 'communications' && field.role === 'customer',
  );
  // "How many incidents does renter CU-1 have": the data's own word for its customers.
  const kind =
    customerField && customerNamed(question, idMatch[1]!, customerField)
      ? 'customer'
      : entityOfId(question, idMatch[1]!);
  // "How many communications does customer C-1 have?": an aggregate over that customer's records.
  if (
    kind === 'customer' &&
    customerField &&
    (COUNT_WORDS.test(question) || AVERAGE_WORDS.test(question) || SHARE_WORDS.test(question))
  ) {
    const onPlan = vocabulary.dictionary.fields.find(
      (field) => field.entity === plan.entity && field.role === 'customer',
    );
    if (!onPlan) plan.entity = 'communications';
    plan.filters.push({
      entity: plan.entity,
      field: (onPlan ?? customerField).name,
      values: [idMatch[1]!],
      said: idMatch[1]!,
    });
  } else {
    plan.lookup = {
      id: idMatch[1]!,
      kind,
      asks: tokens.filter((token) => !FUNCTION_WORDS.has(token.word)).map((token) => token.word),
    };
    plan.unknown = [];
  }
}
