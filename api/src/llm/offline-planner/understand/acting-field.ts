import type { DatasetField } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { fieldWords } from './question-measure';
import { rawWords } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { LEAST, MOST } from './question-words';
import type { Vocabulary } from './vocabulary';

/**
 * "Who surveyed the most reports", "who chaired the most hearings", "who handles the fewest":
 * "who" and a verb whose doer a field of the records is called by ("surveyor", "chair",
 * "handler") asks for that field's groups, ranked. Read from the dictionary's own labels and
 * synonyms by word form, for any data set.
 */

/** Endings that make a doer of a verb: "survey-or", "handl-er", "account-ant". */
const DOER_ENDINGS = ['ors', 'or', 'ers', 'er', 'ists', 'ist', 'ants', 'ant'];

/** The verb a doer's name comes from ("surveyor" → "survey"); the word itself otherwise. */
function verbOfDoer(word: string): string {
  const ending = DOER_ENDINGS.find(
    (candidate) => word.endsWith(candidate) && word.length - candidate.length >= 4,
  );
  return ending ? word.slice(0, -ending.length) : word;
}

/** Whether `verb` ("surveyed", "chaired") is the act of the doer `name` ("surveyor", "chair"). */
function actOf(verb: string, name: string): boolean {
  return sameRoot(verb, name) || sameRoot(verb, verbOfDoer(name));
}

/** The one category field of the records whose name a doer of `verb` is. */
function fieldActing(verb: string, vocabulary: Vocabulary, plan: QuestionPlan) {
  const found = vocabulary.dictionary.fields.filter(
    (field: DatasetField) =>
      field.entity === plan.entity &&
      field.type === 'category' &&
      !['id', 'text', 'time', 'customer'].includes(field.role) &&
      [field.label ?? field.name, ...(field.synonyms ?? [])].some((name) =>
        rawWords(name).some((word) => actOf(verb, word)),
      ),
  );
  return found.length === 1 ? found[0] : undefined;
}

export function actingField(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.groupBy || plan.lookup || plan.compare || plan.tool) return;
  const asked = /\bwho\s+([a-z]+)\b/i.exec(question);
  if (!asked) return;
  const verb = asked[1]!.toLowerCase();
  const field = fieldActing(verb, vocabulary, plan);
  if (!field) return;
  plan.groupBy = { field: field.name, label: fieldWords(field) };
  const lower = question.toLowerCase();
  if (!plan.rank && (MOST.test(lower) || LEAST.test(lower))) {
    plan.rank = { direction: LEAST.test(lower) && !MOST.test(lower) ? 'asc' : 'desc', limit: 1 };
  }
  plan.unknown = plan.unknown.filter((said) => !rawWords(said).includes(verb));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
