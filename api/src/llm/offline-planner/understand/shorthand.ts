import { readFileSync } from 'node:fs';
import { SHORTHAND, VALUE_PHRASES } from '../../../../../src/agent/question-words';
import { normaliseWord } from './vocabulary';

export { expandPhrases } from '../../../../../src/agent/question-words';

/**
 * Chat shorthand written for everyday words ("convos", "msgs", "neg"), expanded before a question
 * is read. The list is data (src/agent/words/shorthand.json), and names no data set's values. Only a
 * word written in lower case is expanded ("POS" in capitals is a name), and never one the data
 * itself uses (a data set whose values include "neg" keeps it).
 */
export function expandShorthand(question: string, known: ReadonlySet<string>): string {
  const list = SHORTHAND;
  return question.replace(/(?<![\p{L}\p{N}'’-])[a-z][a-z/]*(?![\p{L}\p{N}'’-])/gu, (written) => {
    const full = Object.hasOwn(list, written) ? list[written] : undefined;
    if (full === undefined || known.has(normaliseWord(written))) return written;
    return full;
  });
}

/**
 * Everyday phrases for a word field values are written with ("travelling alone" for "solo",
 * "we sent out" for "outbound" or, where the data says so, "sent"), the engine's list, longest
 * first. A phrase is read as the first of its words the data holds a value with, so another data
 * set keeps the phrase (and says it lacks it) rather than meeting a word it never used.
 */
export function expandValueWords(question: string, valueWordsHeld: ReadonlySet<string>): string {
  let text = question;
  for (const { pattern, meant } of VALUE_PHRASES) {
    // "walked in" for "In person": a phrase meant is held when every word of it is.
    const held = meant.find((phrase) =>
      phrase.split(' ').every((word) => valueWordsHeld.has(normaliseWord(word))),
    );
    if (held) text = text.replace(pattern, held);
  }
  return text;
}

let moods: [RegExp, string][] | undefined;

/** Nouns for records or the people who wrote them, which a mood word may describe. */
const RECORDS =
  '(?:messages?|emails?|e-mails?|calls?|callers?|customers?|clients?|tweets?|reviews?|comments?|posts?|letters?|chats?|communications?|conversations?|tickets?|guests?|members?|people|users?|ones)';

/**
 * A mood said of records ("angry emails", "unhappy customers", "happy guests"): the sentiment
 * label of that mood, from src/agent/words/mood-values.json, when the data holds a value with
 * that word. A mood said otherwise ("are they happy?") is left to the measure.
 */
export function expandMoodValues(question: string, valueWordsHeld: ReadonlySet<string>): string {
  moods ??= Object.entries(
    JSON.parse(
      readFileSync(
        new URL('../../../../../src/agent/words/mood-values.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, string[]>,
  ).map(([label, said]) => [
    new RegExp(`\\b(?:${said.join('|')})(?=\\s+(?:[\\w-]+\\s+)?${RECORDS}\\b)`, 'gi'),
    label,
  ]);
  let text = question;
  for (const [said, label] of moods) {
    if (!valueWordsHeld.has(normaliseWord(label))) continue;
    // "How many happy customers": people counted, which a label of their messages cannot pick.
    text = text.replace(said, (word: string, at: number) =>
      /\bhow many\s+$/i.test(text.slice(0, at)) && PEOPLE.test(text.slice(at + word.length))
        ? word
        : label,
    );
  }
  return text;
}

const PEOPLE =
  /^\s+(?:[\w-]+\s+)?(?:customers?|clients?|callers?|guests?|members?|people|users?)\b/i;
