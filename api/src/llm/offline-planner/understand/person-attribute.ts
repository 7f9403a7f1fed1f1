import { readFileSync } from 'node:fs';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { RECORD_NOUNS } from './question-words';
import { namesTheRecords } from './unknown-words';
import { holdsNothing, normaliseWord, type Vocabulary } from './vocabulary';
import people from './person-attributes.json';
import timeUnits from './time-units.json';

/**
 * "Which age group complains most?", "are older customers more likely to …", "pensioners versus
 * under-25s", "break it down by gender": an attribute of the people behind the records
 * (person-attributes.json) that no field of the data is named by. Counting or ranking the records
 * without it answers another question, so the plan declines, naming the words said. A look-up
 * ("how old is the patient on concern X") declines the attribute the same way, since the record's
 * card does not hold it.
 */

interface PersonAttribute {
  name: string;
  words: string[];
  adjectives: string[];
  bands?: boolean;
}

const ATTRIBUTES: readonly PersonAttribute[] = people.attributes;

/** Everyday nouns for whoever the records are from (casual-words.json). */
const PEOPLE_WORDS = new Set(
  (
    JSON.parse(readFileSync(new URL('./casual-words.json', import.meta.url), 'utf8')) as {
      peopleWords: string[];
    }
  ).peopleWords,
);

/** Units of time (time-units.json): "aged over 30 days" is how long a record has been open. */
const TIME_UNITS = new Set(timeUnits.units.flatMap((unit) => unit.words));

/** "under-25s", "over 65s": people of an age band. */
const AGE_BAND = /(?<![\p{L}\d-])(?:under|over)[- ]?\d{2}s(?![\p{L}\d-])/iu;

/** Whether a word names people: an everyday people noun or the data's word for its customers. */
function peopleNoun(word: string, dictionary: DataDictionary): boolean {
  if (PEOPLE_WORDS.has(word) || /^(?:adults?|persons?|people|children|kids)$/.test(word)) {
    return true;
  }
  const own = normaliseWord(word);
  return dictionary.fields.some(
    (field) =>
      field.role === 'customer' &&
      [field.label ?? '', ...(field.synonyms ?? [])]
        .flatMap(rawWords)
        .some((name) => normaliseWord(name) === own),
  );
}

/** The stems of every word the data's fields are named or valued by. */
function heldStems(dictionary: DataDictionary): Set<string> {
  return new Set(
    dictionary.fields
      .filter((field) => !holdsNothing(field))
      .flatMap((field) => [
        field.name,
        field.label ?? '',
        ...(field.synonyms ?? []),
        ...(field.values ?? []).map((value) => String(value.value)),
      ])
      .flatMap(rawWords)
      .map(stemOf),
  );
}

/** Where a phrase of words is said in the question's words, or -1. */
function phraseAt(tokens: readonly string[], phrase: string): number {
  const spelled = rawWords(phrase);
  return tokens.findIndex((_, start) =>
    spelled.every((word, index) => tokens[start + index] === word),
  );
}

/** The words of the attribute said, or undefined. */
function attributeSaid(
  tokens: readonly string[],
  question: string,
  attribute: PersonAttribute,
  vocabulary: Vocabulary,
): string | undefined {
  const dictionary = vocabulary.dictionary;
  for (const phrase of [...attribute.words].sort((a, b) => b.length - a.length)) {
    const at = phraseAt(tokens, phrase);
    if (at < 0) continue;
    // "the age of open cases": how long records have been open, read from their dates.
    const after = tokens.slice(at + rawWords(phrase).length, at + rawWords(phrase).length + 4);
    const ofRecords =
      after[0] === 'of' &&
      after.slice(1).some((word) => RECORD_NOUNS.test(word) || namesTheRecords(vocabulary, word)) &&
      !after.slice(1).some((word) => peopleNoun(word, dictionary));
    // "complaints aged over 30 days": a record's age, counted in units of time.
    const timed = after.some((word) => TIME_UNITS.has(word));
    if (!ofRecords && !timed) return phrase;
  }
  if (attribute.bands) {
    const band = AGE_BAND.exec(question);
    if (band) return band[0].toLowerCase();
  }
  for (const adjective of attribute.adjectives) {
    const at = phraseAt(tokens, adjective);
    const next = tokens[at + rawWords(adjective).length];
    // "older customers", "the youngest patients": the adjective says the attribute only of people.
    if (at >= 0 && next !== undefined && peopleNoun(next, dictionary)) {
      return `${adjective} ${next}`;
    }
  }
  // "how old is the patient on …", "how young were the guests": the attribute asked of people.
  const how =
    /\bhow\s+(old|young)\s+(?:is|was|are|were)\s+(?:the\s+|this\s+|that\s+|our\s+|a\s+)?([\p{L}-]+)/iu.exec(
      question,
    );
  if (how && attribute.adjectives.includes(how[1]!.toLowerCase())) {
    if (peopleNoun(how[2]!.toLowerCase(), dictionary)) return attribute.name;
  }
  return undefined;
}

export function personAttribute(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (plan.unknownIsAsked && plan.unknown.length > 0) return;
  const tokens = rawWords(question.toLowerCase());
  let held: Set<string> | undefined;
  for (const attribute of ATTRIBUTES) {
    const said = attributeSaid(tokens, question, attribute, vocabulary);
    if (!said) continue;
    held ??= heldStems(vocabulary.dictionary);
    // A field named by the attribute ("age band") or by the words said ("Seniors") holds it.
    const named = [attribute.name, said].some((phrase) =>
      rawWords(phrase).some(
        (word) => held!.has(stemOf(word)) && !peopleNoun(word, vocabulary.dictionary),
      ),
    );
    if (named) continue;
    const saidWords = rawWords(said);
    plan.unknown = [
      said,
      ...plan.unknown.filter((word) => !rawWords(word).every((part) => saidWords.includes(part))),
    ];
    plan.unknownIsAsked = true;
    return;
  }
}
