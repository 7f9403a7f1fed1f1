import type { DataDictionary } from '../../../../../src/agent/dataset';
import { MONEY_FIELD } from './amounts';
import { fieldLabel, fieldWords } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { COUNT_WORDS } from './question-reading';
import spoken from './spoken-measures.json';

/**
 * The aggregate word decides: a number field read as its average ("fees", "payouts") is summed
 * when the question says a total in so many words ("cost us the most in call-out fees", "the
 * total payout", "how much … altogether") and no word of an average or of one record ("average",
 * "per", "typical", "biggest single"), or says money given out by a giving verb ("dished out",
 * "forked out"). The words are spoken-measures.json's, general English.
 */
const WORDS = (list: readonly string[]) =>
  new RegExp(`\\b(?:${list.map((phrase) => phrase.replace(/\s+/g, '\\s+')).join('|')})\\b`, 'i');
/** Totals said outright; "overall" also says "of all the data", so it decides nothing here. */
const SUMMING = WORDS(spoken.summing.filter((phrase) => phrase !== 'overall'));
/**
 * "how much ex gratia did we dish out", "the credit we handed out", "what did we fork out on
 * refunds": money given out, said by a giving verb, is all of it given, a total.
 */
const GIVING_OUT = WORDS(spoken.givingOut);
/** "what did they cost", "what have the refunds cost": what records cost is their total. */
const COST_VERB = /\b(?:did|do|does|have|has|had)\s+(?:\w+\s+){1,3}?cost\b/i;
const AVERAGING = WORDS([...spoken.averaging, 'single', 'individual', 'any one', 'median']);

/**
 * "the largest amount of money refunded", "the biggest sum of cash": money in all, however large
 * the superlative before it, is a total ("the largest single refund" is still one record's).
 */
const MONEY_IN_ALL =
  /\b(?:largest|biggest|highest|greatest|most)\s+(?:total\s+)?(?:amount|sum)s?\s+of\s+(?:money|cash)\b/gi;

export function totalAsked(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  const measure = plan.measure;
  if (plan.lookup || plan.records || plan.tool) return;
  const costs = COST_VERB.test(question);
  const totalSaid = SUMMING.test(question) || GIVING_OUT.test(question);
  if ((!totalSaid && !costs) || AVERAGING.test(question.replace(MONEY_IN_ALL, ' '))) return;
  // "How many refunds were there, and what did they cost?": the one money field of the records
  // is what they cost, when no field is named.
  if (measure.kind === 'count' && costs && !COUNT_WORDS.test(question)) {
    const money = dictionary.fields.filter(
      (field) =>
        field.entity === plan.entity &&
        field.type === 'number' &&
        field.role !== 'id' &&
        field.filled > 0 &&
        fieldWords(field).some((word) => MONEY_FIELD.test(word)),
    );
    if (money.length !== 1) return;
    const field = money[0]!;
    plan.measure = { kind: 'sum', field: field.name, label: `total ${fieldLabel(field)}` };
    return;
  }
  if (measure.kind !== 'average' || !measure.field) return;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === measure.field && candidate.entity === plan.entity,
  );
  if (!field || field.type !== 'number') return;
  plan.measure = { kind: 'sum', field: field.name, label: `total ${fieldLabel(field)}` };
}
