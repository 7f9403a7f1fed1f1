import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { num, rows, type Json } from '../observations';
import type { QuestionPlan } from './question-plan';
import { missingRecordLine } from './record-lines';

/**
 * The roles of fields that name one record, customer or case rather than describe them: the
 * same as the engine's check of an unknown id (src/agent/unknown-id.ts), whatever their type.
 */
const ID_ROLES = new Set<DatasetField['role']>(['id', 'customer', 'case']);

/**
 * "How many concerns has NHS number 999 999 9999 raised?", "claims by policyholder PH-99999":
 * the records are picked by one id of a field that holds ids (the records' own or their
 * customer's) and nothing else, over the whole data, and none carries it. The data holds no such
 * record; "0" would say the record exists and has none. The line that says so, or undefined.
 */
export function absentIdLine(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  output: Json | undefined,
): string | undefined {
  if (plan.period || plan.groupBy || plan.compare || plan.filters.length !== 1) return undefined;
  const [filter] = plan.filters;
  // People picked by their other records (linked-records.ts) are no id said in the question.
  if (!filter || filter.negate || filter.op !== undefined || filter.linked) return undefined;
  if (filter.values.length !== 1 || typeof filter.values[0] !== 'string') return undefined;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === filter.field && candidate.entity === plan.entity,
  );
  if (!field || !ID_ROLES.has(field.role)) return undefined;
  const row = rows(output?.['rows'])[0];
  if (num(row?.['count']) !== 0) return undefined;
  return missingRecordLine(
    filter.values[0],
    field.role === 'customer' ? 'customer' : 'any',
    dictionary,
  );
}
