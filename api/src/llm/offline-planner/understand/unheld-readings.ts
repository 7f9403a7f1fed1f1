import { demonymsOf } from '../../../../../src/agent/word-forms';
import type { PlanFilter, QuestionPlan } from './question-plan';
import unheld from './unheld-readings.json';
import { normaliseWord, words, type Vocabulary } from './vocabulary';
import { isNounIn } from './word-classes';

/**
 * Words that say a value of the data while asking something no value is (unheld-readings.json):
 * a country's adjective said as a language ("complaints written in Welsh", "French-speaking
 * guests") where the data holds the country as a place, and the names of the people holding a
 * value ("which vet, by name, …", "the names of the receptionists") where the data holds the
 * role, not the names. Filtering the place or counting the role answers another question, so the
 * plan declines, naming the words said. A field the asked words name (a language field, a field
 * of agents' names grouped by) holds the answer and is read as usual.
 */

const LANGUAGE = unheld.language;
const NAMES = unheld.names;

function phrasePattern(phrases: readonly string[]): string {
  return [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.trim().split(/\s+/).join('\\s+'))
    .join('|');
}

const BEFORE = new RegExp(`\\b(?:${phrasePattern(LANGUAGE.before)})\\s+$`, 'i');
const AFTER = new RegExp(`^(?:-|\\s+)(?:${phrasePattern(LANGUAGE.after)})\\b`, 'i');
/** "which vet, by name": the cue right after the value's word. */
const BY_NAME = new RegExp(`^\\s*,?\\s*(?:${phrasePattern(NAMES.afterValue)})\\b`, 'i');
/** "the names of the receptionists": the cue right before it, with only gap words between. */
const NAMES_OF = new RegExp(
  `\\b(?:${phrasePattern(NAMES.beforeValue)})\\s+(?:(?:${phrasePattern(NAMES.gap)})\\s+)*$`,
  'i',
);

/** Whether a field of the data is named by one of the words (its name, label or synonyms). */
function fieldNamedBy(vocabulary: Vocabulary, said: readonly string[]): boolean {
  const wanted = new Set(said.map(normaliseWord));
  return vocabulary.fields.some((term) => term.words.some((word) => wanted.has(word)));
}

/** Where in the question a filter's words are said, as a regular expression's match. */
function saidAt(question: string, filter: PlanFilter): RegExpExecArray | null {
  const spelled = words(filter.said);
  if (spelled.length === 0) return null;
  return new RegExp(`\\b${spelled.join('\\w*[\\s-]+')}\\w*`, 'i').exec(question);
}

function decline(plan: QuestionPlan, filter: PlanFilter, said: string): void {
  plan.filters = plan.filters.filter((other) => other !== filter);
  const saidWords = words(said);
  plan.unknown = [
    said,
    ...plan.unknown.filter((word) => !words(word).every((part) => saidWords.includes(part))),
  ];
  plan.unknownIsAsked = true;
}

/** "written in Welsh" where the data holds Wales as a place: the language, which it lacks. */
export function languageAsked(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.unknownIsAsked && plan.unknown.length > 0) return;
  if (fieldNamedBy(vocabulary, LANGUAGE.nouns)) return;
  for (const filter of plan.filters) {
    const value = filter.values[0];
    if (filter.values.length !== 1 || typeof value !== 'string') continue;
    const said = filter.said.toLowerCase();
    if (!demonymsOf(value).some((form) => form.toLowerCase() === said)) continue;
    const at = saidAt(question, filter);
    if (!at) continue;
    const before = question.slice(0, at.index);
    const after = question.slice(at.index + at[0].length);
    if (!AFTER.test(after)) {
      if (!BEFORE.test(before)) continue;
      // "made in French hotels", "based in German cities": the adjective says a noun's place.
      const next = /^\s+(\p{L}[\p{L}'-]*)/u.exec(after)?.[1];
      if (next && isNounIn(question, next)) continue;
    }
    decline(plan, filter, `${filter.said} language`);
    return;
  }
}

/**
 * "Which vet, by name, has the most complaints", "the names of the receptionists": the names of
 * the people holding a value the data records (a role), which no field holds for them. A grouping
 * (a field of the agents' names ranked) or a look-up answers it and is left alone.
 */
export function namesAsked(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.unknownIsAsked && plan.unknown.length > 0) return;
  if (plan.groupBy || plan.lookup || plan.compare) return;
  for (const filter of plan.filters) {
    const at = saidAt(question, filter);
    if (!at) continue;
    // The value's word said right next to the cue ("the name" said elsewhere asks no one's name).
    const before = question.slice(0, at.index);
    const after = question.slice(at.index + at[0].length);
    if (!BY_NAME.test(after) && !NAMES_OF.test(before)) continue;
    const [value] = filter.values;
    // A value that is itself a name ("Priya Shah") is the person asked of.
    if (typeof value !== 'string' || /^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(value)) continue;
    decline(plan, filter, `${filter.said} names`);
    return;
  }
}
