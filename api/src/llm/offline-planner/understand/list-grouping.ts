import { fieldLabel, fieldStems } from './number-fields';
import type { QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';

/**
 * "For customers in the North, which product do their messages mention most?" where the
 * customers' products are one free-text list per customer: a list is no group to rank by (each
 * whole list would be a group of its own). The records of another entity that name the same thing
 * in a field of single values (the messages' product) and hold every filtered field too are
 * grouped instead: their count per product is what the ranking asks.
 */
export function listGrouping(vocabulary: Vocabulary, plan: QuestionPlan): void {
  const group = plan.groupBy;
  if (!group || group.time || plan.compare || plan.lookup || plan.records) return;
  const fields = vocabulary.dictionary.fields;
  const grouped = fields.find(
    (field) => field.entity === plan.entity && field.name === group.field,
  );
  if (grouped?.type !== 'text' || grouped.role !== 'attribute') return;
  const stems = fieldStems(grouped);
  const holds = (entity: string, name: string) =>
    fields.some((field) => field.entity === entity && field.name === name && field.filled > 0);
  const alike = fields.find(
    (field) =>
      field.entity !== plan.entity &&
      field.type === 'category' &&
      field.filled > 0 &&
      [...fieldStems(field)].some((stem) => stems.has(stem)) &&
      plan.filters.every((filter) => holds(field.entity, filter.field)) &&
      (plan.measure.field === undefined || holds(field.entity, plan.measure.field)),
  );
  if (!alike) return;
  plan.entity = alike.entity;
  plan.filters = plan.filters.map((filter) => ({ ...filter, entity: alike.entity }));
  plan.groupBy = { field: alike.name, label: fieldLabel(alike) };
}
