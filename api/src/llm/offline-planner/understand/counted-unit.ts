import type { DatasetEntity } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { onEntity } from './question-reading';
import { UNIT_NOUNS } from './plan-declines';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';

/**
 * The unit a question counts ("how many customers", "the share of cases"), which decides the
 * records counted when they hold every filter; distinct customers of other records cannot be
 * counted by the tools, and the answer says so.
 */

function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 6 || Math.abs(a.length - b.length) > 1) return false;
  // One letter dropped, added or changed ("custmers").
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * The entity a "how many …" or "share of …" counts, by the head of its noun phrase ("customer
 * due diligence cases" counts cases; "business customers" counts customers).
 */
export function countedEntity(question: string): DatasetEntity | undefined {
  const opener =
    /\b(?:how many|number of|count of|share of|proportion of|percentage of|percent of|fraction of)\s+((?:[\p{L}'-]+\s*){1,6})/iu.exec(
      question,
    );
  if (!opener) return undefined;
  const phrase: string[] = [];
  for (const word of opener[1]!.toLowerCase().split(/\s+/).filter(Boolean)) {
    // The phrase ends at the first word of how the question goes on ("do", "are", "in", "r").
    if (phrase.length > 0 && (word.length <= 2 || FUNCTION_WORDS.has(normaliseWord(word)))) {
      if (!UNIT_NOUNS.some(([pattern]) => pattern.test(word))) break;
    }
    phrase.push(word);
  }
  const nouns = ['customers', 'clients', 'cases', 'messages', 'communications', 'contacts'];
  let found: DatasetEntity | undefined;
  for (const word of phrase) {
    const spelled = nouns.find((noun) => nearlyEqual(word, noun)) ?? word;
    const unit = UNIT_NOUNS.find(([pattern]) => pattern.test(spelled));
    found = unit?.[1];
  }
  return found;
}

/**
 * "how many customers are in Wales", "how many messages did they send": the unit named decides
 * what is counted, when that entity holds every filter; distinct customers of other records
 * cannot be counted by the tools, and the answer says so.
 */
export function countedUnit(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' && plan.measure.kind !== 'share') return;
  if (plan.lookup || plan.tool || plan.records || plan.topic) return;
  const target = countedEntity(question);
  if (!target || target === plan.entity) return;
  const counts = vocabulary.dictionary.counts;
  const all = [...plan.filters, ...(plan.measure.part ?? [])];
  const moved = all.map((filter) => onEntity(vocabulary, filter, target));
  if (counts[target] > 0 && moved.every(Boolean)) {
    const part = plan.measure.part ? moved.slice(plan.filters.length) : undefined;
    plan.entity = target;
    plan.filters = moved.slice(0, plan.filters.length) as PlanFilter[];
    if (part) plan.measure.part = part as PlanFilter[];
    if (plan.groupBy && !onEntity(vocabulary, { ...all[0]!, field: plan.groupBy.field }, target))
      delete plan.groupBy;
    return;
  }
  const link = vocabulary.dictionary.fields.find(
    (field) => field.entity === plan.entity && field.role === 'customer' && field.filled > 0,
  );
  if (target === 'customers' && link && plan.filters.length + all.length > 0) {
    // The records' customers, each counted once: the values of the field saying whose they are.
    if (plan.measure.kind === 'count' && !plan.groupBy && !plan.compare && link.distinct > 1) {
      plan.distinct = { field: link.name, label: 'customers' };
      delete plan.cannot;
    } else plan.cannot = 'a count of distinct customers';
  }
}
