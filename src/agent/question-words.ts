import type { DataDictionary } from './dataset';
import phrases from './words/phrases.json';
import shorthand from './words/shorthand.json';
import valueWords from './words/value-words.json';

/** Chat shorthand and the words it stands for (words/shorthand.json); the planner reads it too. */
export const SHORTHAND = shorthand as Readonly<Record<string, string>>;

/**
 * The question as the planner reads it: chat shorthand written out ("msgs" → "messages", "crd"
 * → "card"), everyday phrases for a value's word ("we sent out" → "outbound", where the data
 * holds it) and everyday two-word verbs said for one word ("came back" → "returned"). The word
 * lists are data the offline planner reads too (src/agent/words/), so confidence knows every word
 * the planner understands. Only lower-case words are expanded ("POS" in capitals is a name), and
 * never one the data itself holds as a value (a data set whose values include "neg" keeps it).
 */
export function expandQuestionWords(question: string, dataset?: DataDictionary): string {
  const held = heldWords(dataset);
  const table = SHORTHAND;
  const text = question.replace(WORD, (written) => {
    const full = Object.hasOwn(table, written) ? table[written] : undefined;
    return full === undefined || held.has(written) ? written : full;
  });
  return expandPhrases(expandValueWords(text, held));
}

/**
 * Everyday two-word verbs said for one word a field may be named with ("would come back" for a
 * "would return" field), from words/phrases.json; lower case only, and only whole words.
 */
export function expandPhrases(question: string): string {
  let text = question;
  for (const { said, pattern, meant } of PHRASES) {
    // A phrase's pattern is compiled (costly the first time) only for a question that holds it.
    if (text.includes(said)) text = text.replace(pattern, meant);
  }
  return text;
}

const PHRASES = Object.entries(phrases as Readonly<Record<string, string>>).map(
  ([said, meant]) => ({
    said,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}'’-])${said}(?![\\p{L}\\p{N}'’-])`, 'gu'),
    meant,
  }),
);

/**
 * The everyday phrases of words/value-words.json with the words they may stand for, longest first
 * ("we sent out" is read before "sent out"); the planner reads them too.
 */
export const VALUE_PHRASES: readonly {
  pattern: RegExp;
  meant: readonly string[];
  /** The phrase's first word, lower case: a question without it cannot hold the phrase. */
  firstWord: string;
}[] = Object.entries(valueWords as Readonly<Record<string, string | string[]>>)
  .sort(([a], [b]) => b.length - a.length)
  .map(([said, meant]) => ({
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}'’-])${said.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}'’-])`,
      'giu',
    ),
    meant: typeof meant === 'string' ? [meant] : meant,
    firstWord: said.toLowerCase().split(' ')[0]!,
  }));

/**
 * Everyday phrases for a word values are written with ("we sent out" for "outbound", "travelling
 * alone" for "solo"), read as that word only where the data holds a value with it: another data
 * set keeps the phrase, and the words it lacks stay unaccounted.
 */
function expandValueWords(question: string, held: ReadonlySet<string>): string {
  let text = question;
  let lower = text.toLowerCase();
  for (const { pattern, meant, firstWord } of VALUE_PHRASES) {
    // Compiled (costly the first time) only for a question that holds the phrase's first word.
    if (!lower.includes(firstWord)) continue;
    const word = meant.find((candidate) => held.has(candidate.toLowerCase()));
    if (!word) continue;
    text = text.replace(pattern, word);
    lower = text.toLowerCase();
  }
  return text;
}

const WORD = /(?<![\p{L}\p{N}'’-])[a-z][a-z/]*(?![\p{L}\p{N}'’-])/gu;

/** Every lower-cased word of the data's values. */
function heldWords(dataset: DataDictionary | undefined): Set<string> {
  const held = new Set<string>();
  for (const field of dataset?.fields ?? []) {
    for (const entry of field.values ?? []) {
      for (const word of String(entry.value)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)) {
        if (word) held.add(word);
      }
    }
  }
  return held;
}

/**
 * "phishng" for "phishing", "custmers" for "customers": a word of six letters or more written
 * without one of its vowels (the planner's rule for the same typo).
 */
export function isDroppedVowel(said: string, known: string): boolean {
  if (said.length < 6 || known.length !== said.length + 1) return false;
  for (let at = 1; at <= said.length; at++) {
    for (const vowel of 'aeiou') {
      if (`${said.slice(0, at)}${vowel}${said.slice(at)}` === known) return true;
    }
  }
  return false;
}
