import type { DataDictionary } from '../../../../../src/agent/dataset';
import { fieldWords, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';

/**
 * "How many returns have a satisfaction score", "how many requests with a rating": the records
 * where that field is filled, when some leave it empty. A second ask about "them" ("and what is
 * their average score") then keeps to the same records, as split-asks carries the filters on.
 */
const HAVE_A =
  /\bhow\s+many\b[^?,;]*?\b(?:have|has|had|with|gave|give|left|include|includes)\s+(?:a|an|any|some)\s+([^?,;]+)/i;

export function countedPresence(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.measure.kind !== 'count' || plan.lookup || plan.tool || plan.records) return;
  // The phrase ends where the question goes on ("… a rating, and what …", "… a rating in May").
  const phrase = HAVE_A.exec(question)?.[1]?.split(/\b(?:and|in|during|from|for|since|by)\b/i)[0];
  if (!phrase) return;
  const said = new Set(rawWords(phrase).map(stemOf));
  const total = dictionary.counts[plan.entity] ?? 0;
  const field = dictionary.fields.find(
    (candidate) =>
      candidate.entity === plan.entity &&
      candidate.filled > 0 &&
      candidate.filled < total &&
      !['id', 'time', 'text'].includes(candidate.role) &&
      [candidate.name, candidate.label, ...(candidate.synonyms ?? [])].some((name) => {
        const own = name ? rawWords(name).map(stemOf) : [];
        return own.length > 0 && own.every((word) => said.has(word));
      }),
  );
  if (!field || plan.filters.some((filter) => filter.field === field.name)) return;
  // "closed with a charge": the words already name a value ("Closed - charged"), not the field.
  const words = phrase.trim().toLowerCase();
  if (plan.filters.some((filter) => filter.said?.toLowerCase().includes(words))) return;
  plan.filters.push({
    entity: plan.entity,
    field: field.name,
    values: [],
    said: phrase.trim(),
    op: 'not_null',
  });
  const own = new Set(fieldWords(field).map(stemOf));
  plan.unknown = plan.unknown.filter((word) => !rawWords(word).every((w) => own.has(stemOf(w))));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
