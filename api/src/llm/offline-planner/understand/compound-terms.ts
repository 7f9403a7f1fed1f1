import type { QuestionPlan } from './question-plan';
import { RECORD_NOUNS } from './question-reading';
import { namesTheRecords } from './unknown-words';
import { normaliseWord, words, type Vocabulary } from './vocabulary';

/**
 * "How many smart meters did we install?" over billing disputes whose tariffs hold "Prepay Smart"
 * and whose reasons hold "Meter fault": the things counted are "smart meters", a term the data
 * holds as no one value or field. Each of its words only hints at a different field's value, so
 * counting the records with both values answers another question. The counted phrase is then
 * what the question asks and the data lacks: the plan declines it. A value said in full ("north
 * leeds class bookings"), one value hinted at, or records called by their own noun are answered.
 */
const COUNTED =
  /\bhow\s+many\s+((?:[\p{L}][\p{L}'-]*\s+){0,3}?[\p{L}][\p{L}'-]*?)(?=\s+(?:did|do|does|have|has|had|were|was|are|is|will|would|could|can|got|came|come|in|at|on|from|for|with|by|this|last|since|during|between|over)\b|\s*[?.!,]|\s*$)/iu;

/** People and records words: "how many members …" counts the records' people, never a compound. */
const PEOPLE = /^(people|person|customer|client|member|user|resident|patient|passenger)s?$/i;

export function markCompoundTerm(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (plan.unknownIsAsked || plan.groupBy || plan.compare || plan.lookup || plan.tool) return;
  const counted = COUNTED.exec(question)?.[1];
  if (!counted) return;
  const said = words(counted);
  const head = said.at(-1);
  if (!head || said.length < 2) return;
  if (
    namesTheRecords(vocabulary, head) ||
    PEOPLE.test(head) ||
    new RegExp(`^${RECORD_NOUNS.source}$`, 'i').test(head)
  )
    return;
  // Each word of the counted phrase hinted at by a value of its own field.
  const hinted = plan.filters.filter(
    (filter) =>
      filter.partial &&
      words(filter.said).length === 1 &&
      said.includes(normaliseWord(words(filter.said)[0]!)),
  );
  const headFilter = hinted.find((filter) => words(filter.said)[0] === head);
  const other = headFilter
    ? hinted.some((filter) => filter !== headFilter && filter.field !== headFilter.field)
    : // "swim classes": a word of some value's name, matched to none, beside a hinted value.
      hinted.length > 0 &&
      vocabulary.known.has(head) &&
      !vocabulary.fieldSpread.has(head) &&
      !plan.filters.some((filter) => words(filter.said).includes(head));
  if (!other) return;
  const phrase = counted.toLowerCase().trim();
  plan.unknown = [phrase, ...plan.unknown.filter((word) => !phrase.includes(word))];
  plan.unknownIsAsked = true;
}
