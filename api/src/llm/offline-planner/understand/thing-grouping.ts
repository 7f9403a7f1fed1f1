import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldLabel, fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';

/**
 * "What's the most returned thing in toys n games", "which products get reported most": a plain
 * word for the objects the records are about ("thing", "stuff", "product") asks for a ranking of
 * the field the data marks as its product, whatever the data calls it. A grouping the parse found
 * only by a word's likeness ("returned" for "return method") gives way to it.
 */
const THING =
  /\b(?:(?:most|least)\s+(?:[a-z]+\s+)?|(?:which|what)\s+)(things?|stuff|products?|articles?|goods)\b/i;

export function thingGrouping(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.lookup || plan.tool || plan.records || plan.compare) return;
  const asked = THING.exec(question);
  if (!asked) return;
  const product = dictionary.fields.find(
    (field) =>
      field.entity === plan.entity &&
      field.role === 'product' &&
      field.type === 'category' &&
      field.filled > 0 &&
      field.distinct > 1,
  );
  if (!product || plan.groupBy?.field === product.name) return;
  const said = new Set(rawWords(question).map(stemOf));
  const current = plan.groupBy;
  if (current && !current.time) {
    const field = dictionary.fields.find(
      (candidate) => candidate.name === current.field && candidate.entity === plan.entity,
    );
    // A grouping the question names in full ("which return method …") stands.
    if (!field || [...fieldStems(field)].every((stem) => said.has(stem))) return;
  } else if (current) return;
  plan.groupBy = { field: product.name, label: fieldLabel(product) };
  plan.rank ??= { direction: /\bleast\b/i.test(asked[0]) ? 'asc' : 'desc', limit: 1 };
  const noun = asked[1]!.toLowerCase();
  plan.unknown = plan.unknown.filter((word) => word !== noun);
}
