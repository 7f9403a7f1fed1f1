import casual from './casual-words.json';
import phrases from './general-phrases.json';
import { isEnglishWord } from './lexicon';
import overview from './overview-nouns.json';
import { rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { HIGH_MOOD, LEAST, LOW_MOOD, MOST } from './question-words';
import { isNounIn } from './word-classes';

/**
 * One rule for the words of a question nothing in the data stands for. By the end of planning,
 * every word the data names (a field, a value, the record noun, a synonym, a misspelling of one),
 * every general-English filler and every everyday verb has been read or set aside; what is left
 * is `plan.unknown`. Of those, a noun as general English reads it in the sentence ("taken to the
 * ombudsman", "season ticket holders", "the highest premium", "the average excess") sits where a
 * value, an attribute or a measure would sit: the figure the plan would give is of something else
 * (all rejected claims, not the ones taken to the ombudsman), so the question is declined, naming
 * the word. A verb or an adverb left over ("afterwards", "referred") narrows nothing by itself and
 * stays a note beside the answer, and so does a noun that only sets the scene: in a sentence
 * before the one that asks ("Our phone lines went down in May. Which day was it?"), in a clause of
 * cause or time ("because we needed proof of …", "after the release shipped") or in an apposition
 * ("on 19 August, the day of the outage"). A word that is no English word ("reprots") may be a
 * misspelling of one the data names, and is left a note too.
 */

/** Words that open a clause of cause, time or description: what follows sets the scene. */
const SCENE =
  /\b(?:because|since|as|after|before|when|while|although|though|once|until|due\s+to|following|given)\b/i;
/** An apposition after a comma: ", the day of …", ", a week after …". */
const APPOSITION = /^\s*(?:the|a|an|our|their|its|which|who|when|where)\b/i;

/** "at the moment", "on the whole": adverbial phrases of general English (general-phrases.json). */
const ADVERBIAL = new RegExp(
  `\\b(?:${phrases.adverbialPhrases.map((phrase) => phrase.replace(/\s+/g, '\\s+')).join('|')})\\b`,
  'gi',
);

/** The part of a one-sentence question a word is in, if it is where a value or measure sits. */
function asksWith(asked: string, word: string): boolean {
  // A word said only inside an adverbial phrase ("at the moment") is not where a value sits.
  const question = asked.replace(ADVERBIAL, (phrase) => phrase.replace(/[\p{L}]/gu, ' '));
  const sentences = question
    .trim()
    .split(/(?<=[.?!])\s+(?=\p{Lu})/u)
    .filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length !== 1) return false;
  const at = new RegExp(`\\b${word.replace(/[^\p{L}\p{N}]/gu, '.')}\\b`, 'iu').exec(question);
  if (!at) return false;
  const before = question.slice(0, at.index);
  const segments = before.split(/[,;:()–—]/);
  const segment = segments.at(-1) ?? '';
  if (segments.length > 1 && APPOSITION.test(segment)) return false;
  return !SCENE.test(segment);
}

/**
 * General-English nouns that name no subject of their own: an overview asked ("the picture at
 * Leeds"), the data itself ("does the system track"), places in general ("which sites").
 */
const GENERAL_NOUNS: ReadonlySet<string> = new Set(
  [
    ...overview.nouns,
    ...casual.aboutTheData.nouns,
    ...casual.groupNouns,
    ...phrases.quantityNouns,
  ].map((word) => word.toLowerCase()),
);

/** A word as general English writes it, not a misspelling ("reprots") or a code. */
function englishNoun(question: string, word: string): boolean {
  if (word.length < 3 || !/^\p{L}+$/u.test(word) || GENERAL_NOUNS.has(word)) return false;
  // "the grimmest average sentiment", "the busiest": the ranking already read from it.
  if ([MOST, LEAST, LOW_MOOD, HIGH_MOOD].some((said) => said.test(word))) return false;
  if (word.length >= 5 && !isEnglishWord(word)) return false;
  // "walk-ups" of a value "Walk-up": a piece of a hyphenated word is not a word of its own.
  if (new RegExp(`[\\p{L}]-${word}\\b|\\b${word}-[\\p{L}]`, 'iu').test(question)) return false;
  // "passengers travelling first class": a word in -ing after a noun is its participle.
  if (/ing$/i.test(word)) {
    const before = new RegExp(`([\\p{L}]+)\\s+${word}\\b`, 'iu').exec(question)?.[1];
    if (before && isNounIn(question, before)) return false;
  }
  return isNounIn(question, word);
}

/**
 * "the biggest compensation payment", "the average survey score": a noun right after a word of
 * the measure or a value the plan already reads is that measure's or value's head.
 */
function headOfRead(question: string, word: string, plan: QuestionPlan): boolean {
  const before = new RegExp(`([\\p{L}]+)\\s+${word}\\b`, 'iu').exec(question)?.[1];
  // "trips to Turkey": a noun that leads to a value already read only describes its records.
  const leadsTo = new RegExp(
    `\\b${word}\\s+(?:to|in|from|at|for|of|with)\\s+(?:the\\s+)?([\\p{L}]+)`,
    'iu',
  ).exec(question)?.[1];
  const said = plan.filters.flatMap((filter) => rawWords(filter.said)).map(stemOf);
  if (leadsTo && said.includes(stemOf(leadsTo.toLowerCase()))) return true;
  if (!before) return false;
  const read = [
    plan.measure.field ? plan.measure.label : '',
    ...plan.filters.map((filter) => filter.said),
  ].flatMap(rawWords);
  return read.map(stemOf).includes(stemOf(before.toLowerCase()));
}

/** Marks the plan as asking what the data lacks; returns the unknown words that made it so. */
export function unknownContent(question: string, plan: QuestionPlan): string[] {
  if (plan.unknownIsAsked || plan.cannot || plan.unknown.length === 0) return [];
  const content = plan.unknown.filter((said) =>
    rawWords(said).some(
      (word) =>
        englishNoun(question, word) &&
        asksWith(question, word) &&
        !headOfRead(question, word, plan),
    ),
  );
  if (content.length === 0) return [];
  plan.unknown = [...content, ...plan.unknown.filter((said) => !content.includes(said))];
  plan.unknownIsAsked = true;
  return content;
}
