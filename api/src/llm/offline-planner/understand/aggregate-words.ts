import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldLabel } from './number-fields';
import type { QuestionPlan } from './question-plan';
import spoken from './spoken-measures.json';

/**
 * The aggregate word decides: a number field read as its average ("fees", "payouts") is summed
 * when the question says a total in so many words ("cost us the most in call-out fees", "the
 * total payout", "how much … altogether") and no word of an average or of one record ("average",
 * "per", "typical", "biggest single"). The words are spoken-measures.json's, general English.
 */
const WORDS = (list: readonly string[]) =>
  new RegExp(`\\b(?:${list.map((phrase) => phrase.replace(/\s+/g, '\\s+')).join('|')})\\b`, 'i');
/** Totals said outright; "overall" also says "of all the data", so it decides nothing here. */
const SUMMING = WORDS(spoken.summing.filter((phrase) => phrase !== 'overall'));
const AVERAGING = WORDS([...spoken.averaging, 'single', 'individual', 'any one', 'median']);

export function totalAsked(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  const measure = plan.measure;
  if (measure.kind !== 'average' || !measure.field || plan.lookup || plan.records) return;
  if (!SUMMING.test(question) || AVERAGING.test(question)) return;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === measure.field && candidate.entity === plan.entity,
  );
  if (!field || field.type !== 'number') return;
  plan.measure = { kind: 'sum', field: field.name, label: `total ${fieldLabel(field)}` };
}
