import either from './either-state.json';
import type { QuestionPlan } from './question-plan';
import { rawWords, stemOf } from './number-fields';
import type { Vocabulary } from './vocabulary';
import { sameRoot } from '../../../../../src/agent/word-forms';

/**
 * "How many jobs have been completed or cancelled?": two states joined by "or" where one is read
 * as a value of a field ("Cancelled" of the status) and the other is a word only heading longer
 * values of that same field ("Completed - follow-up booked"), which the parse left unread (it
 * names a date the records keep too, "completed on"). Both states are the records asked: the
 * field's values headed by the word join the filter, read before any rule on that date; a
 * state set against another ("completed or still open", "closed vs open") is a comparison's side
 * and is left to those rules. Read from the data's own values, nothing here knows a data set.
 */

const sameWord = (a: string, b: string) => stemOf(a) === stemOf(b) || sameRoot(a, b);

/** "A or B" as said: each word beside an "or" (the last word before, the first after). */
const EITHER = /\b([\p{L}]+)\s+or\s+(?:(?:else|maybe|perhaps)\s+)?([\p{L}]+)/giu;

/** Words after "or" that set a state against another rather than adding one ("or still open"). */
const SET_AGAINST_AFTER: ReadonlySet<string> = new Set(either.setAgainstAfter);

export function eitherState(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.records || plan.compare) return;
  const fields = vocabulary.dictionary.fields;
  for (const match of question.matchAll(EITHER)) {
    const [, before, after] = match as unknown as [string, string, string];
    if (SET_AGAINST_AFTER.has(after.toLowerCase())) continue;
    for (const [word, other] of [
      [before, after],
      [after, before],
    ] as const) {
      if (word.length < 4) continue;
      // The other side read as one value of a field, the word itself read nowhere.
      const lists = [...plan.filters, ...(plan.measure.part ?? [])];
      const filter = lists.find(
        (candidate) =>
          !candidate.negate &&
          !candidate.op &&
          rawWords(candidate.said ?? '').some((said) => said === other.toLowerCase()),
      );
      if (!filter) continue;
      if (lists.some((read) => rawWords(read.said ?? '').includes(word.toLowerCase()))) continue;
      const field = fields.find(
        (candidate) => candidate.entity === filter.entity && candidate.name === filter.field,
      );
      const headed = (field?.values ?? [])
        .map((value) => value.value)
        .filter(
          (value): value is string =>
            typeof value === 'string' &&
            !filter.values.includes(value) &&
            sameWord(rawWords(value)[0] ?? '', word.toLowerCase()),
        );
      if (headed.length === 0) continue;
      filter.values = [...filter.values, ...headed];
      filter.said = `${before} or ${after}`;
    }
  }
}
