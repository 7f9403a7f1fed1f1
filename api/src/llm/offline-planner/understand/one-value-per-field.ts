import type { DataDictionary } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';

/**
 * A record holds one value of a field of single values (a status, a topic, a yes/no): a plan that
 * requires two different values of one such field at once matches nothing, whatever the words
 * that led to it. So, whichever reading put them there:
 * - two filters on one field with no value in common are one filter holding both ("open",
 *   "in progress": the records in either);
 * - a value ruled out beside values named of the same field is implied by them ("not closed,
 *   counting open and in-progress ones");
 * - a share's part on a field the records are already filtered by with other values ("resolved
 *   with a refund issued" read as "Resolved" and "Resolved - refund issued") drops the filter:
 *   the part's own words named it;
 * - a filter on the field two sides are compared by is dropped: each side is its own value.
 */
export function oneValuePerField(dictionary: DataDictionary, plan: QuestionPlan): void {
  const single = (filter: PlanFilter) =>
    !filter.op &&
    dictionary.fields.some(
      (field) =>
        field.entity === filter.entity &&
        field.name === filter.field &&
        (field.type === 'category' || field.type === 'boolean'),
    );
  const key = (filter: PlanFilter) => `${filter.entity}.${filter.field}`;
  const disjoint = (a: readonly unknown[], b: readonly unknown[]) =>
    a.every((value) => !b.includes(value));

  const named = new Map<string, PlanFilter[]>();
  for (const filter of plan.filters) {
    if (!single(filter) || filter.negate) continue;
    named.set(key(filter), [...(named.get(key(filter)) ?? []), filter]);
  }
  for (const same of named.values()) {
    if (same.length < 2) continue;
    const values = [...new Set(same.flatMap((filter) => filter.values))];
    if (
      same.some((filter, index) =>
        same.slice(index + 1).some((other) => !disjoint(filter.values, other.values)),
      )
    )
      continue;
    const joined: PlanFilter = {
      ...same[0]!,
      values,
      said: same.map((filter) => filter.said).join(' or '),
    };
    delete joined.partial;
    plan.filters = plan.filters.flatMap((filter) =>
      filter === same[0] ? [joined] : same.includes(filter) ? [] : [filter],
    );
  }

  plan.filters = plan.filters.filter((filter) => {
    if (!single(filter)) return true;
    const values = plan.filters
      .filter((other) => other !== filter && !other.negate && key(other) === key(filter))
      .flatMap((other) => other.values);
    // "not closed" beside "open or in progress": the values named already rule it out.
    if (filter.negate) return values.length === 0 || !disjoint(filter.values, values);
    const part = (plan.measure.part ?? []).filter(
      (other) => !other.negate && !other.op && key(other) === key(filter),
    );
    if (part.length > 0 && part.every((other) => disjoint(other.values, filter.values)))
      return false;
    const compare = plan.compare;
    return !(compare && 'field' in compare && !compare.rest && compare.field === filter.field);
  });
}
