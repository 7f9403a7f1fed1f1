import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, SHARE_WORDS, entityOfId } from './question-reading';
import { FUNCTION_WORDS, type Token, type Vocabulary } from './vocabulary';

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
  const kind = entityOfId(question, idMatch[1]!);
  const customerField = vocabulary.dictionary.fields.find(
    (field) => field.entity === 'communications' && field.role === 'customer',
  );
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
