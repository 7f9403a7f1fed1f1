import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldLabel } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { SHARE_WORDS } from './question-words';
import { shareCutAt } from './share-part';

/**
 * "What share of home delivery queries were escalated?": a yes/no field said among the records
 * a share is of (before the share's verb), with a value said after the verb, is the whole the
 * share is taken of, and the value its part — not the flag's rate among the escalated ones.
 * "What percentage of escalated queries were home delivery" keeps the flag's rate.
 */
export function flagWholeShare(question: string, dictionary: DataDictionary, plan: QuestionPlan) {
  const measure = plan.measure;
  if (measure.kind !== 'rate' || !measure.field || plan.lookup || plan.records) return;
  if (!SHARE_WORDS.test(question)) return;
  const flag = dictionary.fields.find(
    (field) =>
      field.entity === plan.entity && field.name === measure.field && field.type === 'boolean',
  );
  if (!flag) return;
  const lower = question.toLowerCase();
  const cutAt = shareCutAt(question);
  const shareAt = question.search(SHARE_WORDS);
  if (cutAt < 0 || shareAt < 0) return;
  const flagAt = [fieldLabel(flag), ...(flag.synonyms ?? [])]
    .map((name) => lower.indexOf(name.toLowerCase(), shareAt))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  if (flagAt === undefined || flagAt >= cutAt) return;
  const part = plan.filters.filter(
    (filter) =>
      !filter.op && !filter.negate && lower.indexOf(filter.said.toLowerCase(), cutAt) >= cutAt,
  );
  if (part.length === 0) return;
  plan.filters = [
    ...plan.filters.filter((filter) => !part.includes(filter)),
    { entity: plan.entity, field: flag.name, values: [true], said: fieldLabel(flag) },
  ];
  plan.measure = { kind: 'share', label: 'share', part };
}
