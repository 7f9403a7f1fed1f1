import type { DataDictionary } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';

/** "On average", "average out at", "averaged": the bound is said of the average. */
const ON_AVERAGE =
  /\b(?:on\s+average|averag(?:e|ed|es|ing)\b(?:\s+out)?|on\s+the\s+whole\s+average)/i;

/**
 * "Did they go over 5 hours on average?", "do Oven jobs average more than 3 hours": a bound on a
 * number field said of its average is a yes/no about the average, not a filter on the records:
 * the figure asked is the field's average (the answer states it beside the bound), over the
 * records without that bound.
 */
export function averagedBound(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.measure.kind !== 'count' || plan.groupBy || plan.compare || plan.rank || plan.records) {
    return;
  }
  if (!ON_AVERAGE.test(question)) return;
  const bounds = plan.filters.filter(
    (filter) =>
      (filter.op === 'gt' || filter.op === 'gte' || filter.op === 'lt' || filter.op === 'lte') &&
      dictionary.fields.some(
        (field) =>
          field.entity === plan.entity && field.name === filter.field && field.type === 'number',
      ),
  );
  const bound = bounds[0];
  if (bounds.length !== 1 || !bound) return;
  const field = dictionary.fields.find((own) => own.name === bound.field);
  plan.filters = plan.filters.filter((filter) => filter !== bound);
  plan.measure = {
    kind: 'average',
    field: bound.field,
    label: `average ${field?.label ?? bound.field}`,
  };
}
