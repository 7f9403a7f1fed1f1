import type { DatasetField } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { addDays } from './period-calendar';
import type { QuestionPlan } from './question-plan';
import { rawWords, stemOf } from './number-fields';
import type { Vocabulary } from './vocabulary';

/**
 * "How many claims were closed in September", "hearings held last month": a period said of a
 * second date the records keep (a custom date field named by the question: "closed", "hearing")
 * picks the records whose that date falls in it, not those whose own time does. Read from the
 * data dictionary's labels; a verb of the records arriving ("lodged in July", "reported since
 * March") keeps the period on the records' own time.
 */

/** Words of a date field's name that say only that it is a date. */
const DATE_WORDS = /^(?:date|dates|day|days|time|times|on|at|when|dt|utc)$/;

/** Verbs of records arriving: the period is then the records' own. */
export const ARRIVAL =
  /\b(?:lodged|opened|raised|reported|received|submitted|filed|logged|created|made|came|arrived|booked)\b/i;

/** Two forms of one word: "hearings" and "hearing", "closed" and "closure". */
const sameWord = (a: string, b: string) => stemOf(a) === stemOf(b) || sameRoot(a, b);

/** The words a date field is called by, without the words that only say it is a date. */
function fieldNameWords(field: DatasetField): string[] {
  const named = field.label ?? field.name.replace(/_/g, ' ');
  return rawWords(named).filter((word) => !DATE_WORDS.test(word));
}

/** The one date field of the plan's records that a word of the question names, if any. */
export function datedFieldNamed(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): DatasetField | undefined {
  const said = rawWords(question);
  const fields = vocabulary.dictionary.fields;
  const named = fields.filter((field) => {
    if (field.entity !== plan.entity || field.type !== 'date' || field.role !== 'custom')
      return false;
    const own = fieldNameWords(field);
    if (own.length === 0 || !own.every((word) => said.some((other) => sameWord(other, word))))
      return false;
    // "the average hearing length": the words name another field ("hearing length (minutes)").
    return !fields.some((other) => {
      if (other === field || other.entity !== plan.entity || other.type === 'date') return false;
      const words = rawWords(other.label ?? other.name.replace(/_/g, ' '));
      return (
        own.every((word) => words.includes(word)) &&
        words.some((word) => !own.includes(word) && said.some((other) => sameWord(other, word)))
      );
    });
  });
  return named.length === 1 ? named[0] : undefined;
}

export function datedField(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const period = plan.period;
  if (!period || plan.lookup || plan.compare || plan.groupBy?.time) return;
  if (ARRIVAL.test(question)) return;
  const field = datedFieldNamed(question, vocabulary, plan);
  if (!field) return;
  const said = `${fieldNameWords(field).join(' ')} ${period.label}`;
  plan.filters = [
    ...plan.filters,
    { entity: plan.entity, field: field.name, values: [period.from], op: 'gte', said },
    { entity: plan.entity, field: field.name, values: [addDays(period.to, 1)], op: 'lt', said },
  ];
  delete plan.period;
}

/**
 * "How many reports are not closed yet", "claims that have never been settled": a state denied of
 * a second date the records keep (a custom date field, sometimes left empty, whose name is the
 * word denied: "closed on") picks the records with no such date. Left alone when the word already
 * names a value the question reads ("not Closed" of a stage Closed).
 */
const DENIED =
  /(?:\bnot|n't|\bnever|\byet\s+to\s+be)\s+(?:(?:been|be|being|yet|ever|already|got|gotten|getting)\s+)*([\p{L}]+)/giu;

export function undatedRecords(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.records) return;
  const total = vocabulary.dictionary.counts[plan.entity] ?? 0;
  for (const match of question.matchAll(DENIED)) {
    const word = match[1]!.toLowerCase();
    if (DATE_WORDS.test(word) || word.length < 3) continue;
    const fields = vocabulary.dictionary.fields.filter((field) => {
      if (field.entity !== plan.entity || field.type !== 'date' || field.role !== 'custom')
        return false;
      if (field.filled <= 0 || field.filled >= total) return false;
      const own = fieldNameWords(field);
      return own.length === 1 && sameWord(own[0]!, word);
    });
    if (fields.length !== 1) continue;
    const field = fields[0]!;
    if (plan.filters.some((filter) => filter.field === field.name)) continue;
    if (plan.filters.some((filter) => rawWords(filter.said ?? '').includes(word))) continue;
    plan.filters.push({
      entity: plan.entity,
      field: field.name,
      values: [],
      said: match[0],
      op: 'is_null',
    });
    plan.unknown = plan.unknown.filter((said) => !rawWords(said).every((w) => sameWord(w, word)));
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  }
}
