import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldLabel, rawWords } from './number-fields';
import type { QuestionPlan } from './question-plan';

/**
 * "What payment method do loyalty members use most?": a yes/no field said as the people it
 * marks ("loyalty members", "premium customers") picks the records counted; it is not a rate to
 * rank by unless a rate is asked ("rate", "share", "likely", "often").
 */
const RATE_ASKED =
  /\b(rates?|shares?|percent(age)?s?|proportions?|ratios?|likel(y|ihood)|often|frequently|%)\b|%/i;
const PEOPLE = /^(members?|customers?|clients?|users?|people|guests?|ones)$/;

export function flagPopulation(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  const measure = plan.measure;
  if (measure.kind !== 'rate' || !measure.field || !plan.groupBy || RATE_ASKED.test(question))
    return;
  const field = dictionary.fields.find(
    (candidate) =>
      candidate.name === measure.field &&
      candidate.entity === plan.entity &&
      candidate.type === 'boolean',
  );
  if (!field) return;
  const said = rawWords(question);
  const own = rawWords(fieldLabel(field)).filter((word) => !PEOPLE.test(word));
  const at = said.findIndex((_, index) =>
    own.every((word, offset) => said[index + offset] === word),
  );
  if (at < 0 || own.length === 0 || !PEOPLE.test(said[at + own.length] ?? '')) return;
  plan.measure = { kind: 'count', label: 'count' };
  const negate = /^(non|not|no)$/.test(said[at - 1] ?? '');
  plan.filters.push({
    entity: plan.entity,
    field: field.name,
    values: [true],
    said: said.slice(at, at + own.length + 1).join(' '),
    ...(negate ? { negate: true } : {}),
  });
}
