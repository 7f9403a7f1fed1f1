import type { DatasetField } from '../../../../../src/agent/dataset';
import { rawWords, stemOf } from './number-fields';
import type { FoundId } from './id-shapes';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, SHARE_WORDS, entityOfId } from './question-reading';
import { recordNounOf } from './record-noun';
import { RECORD_NOUNS } from './question-words';
import { normaliseWord, words, type Token, type Vocabulary } from './vocabulary';

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

/** Words written between a record's noun and its id ("report no. 12", "ref #A-1"). */
const ID_LEAD = /^(?:no|nos|number|num|ref|reference|id|#)$/;

/**
 * The noun the records go by said right before the id ("appeal" of "appeal BN25-006111/K",
 * "query" of "query RXQ 2024-0103"): it names the record, not a field asked of it ("damage" of
 * "the damage type of CDR/25/00108" is a field's word, not next to the id).
 */
function recordNounBefore(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
): Token | undefined {
  let index = tokens.findLastIndex((token) => token.index < at);
  while (index >= 0 && ID_LEAD.test(tokens[index]!.word)) index -= 1;
  const token = tokens[index];
  if (!token) return undefined;
  const said = normaliseWord(token.word);
  const nouns = [recordNounOf(vocabulary.dictionary), ...words(vocabulary.dictionary.name)];
  const named =
    RECORD_NOUNS.test(token.word) ||
    /^(?:record|entry|row|case|reference)s?$/.test(token.word) ||
    nouns.some((noun) => normaliseWord(noun) === said && noun.length > 2);
  return named ? token : undefined;
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
    const noun = recordNounBefore(tokens, idMatch.index, vocabulary);
    plan.lookup = {
      id: idMatch.id,
      kind,
      // Every word but the record's noun, in order: a field's name may hold a word as common as
      // "type" or "of" ("box type", "ground of appeal").
      asks: tokens.filter((token) => token !== noun).map((token) => token.word),
    };
    plan.unknown = [];
  }
}
