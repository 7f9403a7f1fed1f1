import type { DatasetField } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { onEntity, pickEntity } from './question-reading';
import { words, type MeasureTerm, type Vocabulary } from './vocabulary';
import { withinLimitFilters } from './within-limit';

/**
 * Which records the question is about, and its filters placed on them: the entity that holds
 * every filter said; a filter no entity holds is unknown (its words are returned).
 */
export function placeOnEntity(
  question: string,
  vocabulary: Vocabulary,
  said: PlanFilter[],
  fieldList: readonly DatasetField[],
  declared: MeasureTerm | undefined,
): { entity: QuestionPlan['entity']; filters: PlanFilter[]; unknown: string[] } {
  let filters = said;
  let entity = pickEntity(
    vocabulary,
    filters,
    fieldList.filter((field) => field.type === 'number' || field.type === 'boolean'),
    declared,
    question,
  );
  // "How many complaints from premier customers": records that hold every filter said, rather
  // than customers who would lose "complaints".
  // "refund cases": the cases' own value spelled so, not the messages' topic "Refunds".
  const placeFilter = (filter: PlanFilter, on: typeof entity): PlanFilter | undefined => {
    const moved = onEntity(vocabulary, filter, on);
    if (moved) return moved;
    const said = words(filter.said).join(' ');
    const own = vocabulary.values.find(
      (term) => term.field.entity === on && term.words.join(' ') === said,
    );
    return own ? { ...filter, entity: on, field: own.field.name, values: [own.value] } : undefined;
  };
  const holdsAll = (candidate: typeof entity) =>
    filters.every((filter) => filter.partial || placeFilter(filter, candidate));
  const countsCustomers =
    /\bhow many (?:(?!from\b|by\b|of\b|about\b|with\b)\w+ ){0,2}(customers|clients)\b/i.test(
      question,
    );
  // "refund cases met the SLA": the records that hold the limit's flag, when they hold the rest.
  const limitEntity = withinLimitFilters(question, vocabulary)[0]?.entity;
  if (limitEntity && limitEntity !== entity && !declared && holdsAll(limitEntity)) {
    entity = limitEntity;
  }
  // "How many customers complained about Fares", the customers holding no topic: the records
  // that hold it and say whose they are, their customers counted apart (distinct-count.ts).
  const saysWhose = (candidate: typeof entity) =>
    vocabulary.dictionary.fields.some(
      (field) =>
        field.entity === candidate &&
        field.role === 'customer' &&
        field.filled > 0 &&
        field.distinct > 1,
    );
  if (!holdsAll(entity) && !declared) {
    const other = (['communications', 'cases', 'customers'] as const).find(
      (candidate) =>
        candidate !== entity &&
        vocabulary.dictionary.counts[candidate] > 0 &&
        holdsAll(candidate) &&
        (!(entity === 'customers' && countsCustomers) || saysWhose(candidate)),
    );
    if (other) entity = other;
  }
  const unknown: string[] = [];
  filters = filters.flatMap((filter) => {
    const moved = placeFilter(filter, entity);
    if (!moved && !filter.partial) unknown.push(filter.said);
    return moved ? [moved] : [];
  });
  return { entity, filters, unknown };
}
