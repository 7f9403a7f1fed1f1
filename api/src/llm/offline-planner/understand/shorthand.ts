import { readFileSync } from 'node:fs';
import { normaliseWord } from './vocabulary';

/**
 * Chat shorthand written for everyday words ("convos", "msgs", "neg"), expanded before a question
 * is read. The list is data (shorthand.json), read once, and names no data set's values. Only a
 * word written in lower case is expanded ("POS" in capitals is a name), and never one the data
 * itself uses (a data set whose values include "neg" keeps it).
 */
type Shorthand = Readonly<Record<string, string>>;

let table: Shorthand | undefined;
let phrases: Shorthand | undefined;

function load(): Shorthand {
  table ??= JSON.parse(
    readFileSync(new URL('../../../../../src/agent/words/shorthand.json', import.meta.url), 'utf8'),
  ) as Shorthand;
  return table;
}

export function expandShorthand(question: string, known: ReadonlySet<string>): string {
  const list = load();
  return question.replace(/(?<![\p{L}\p{N}'’-])[a-z][a-z/]*(?![\p{L}\p{N}'’-])/gu, (written) => {
    const full = Object.hasOwn(list, written) ? list[written] : undefined;
    if (full === undefined || known.has(normaliseWord(written))) return written;
    return full;
  });
}

/**
 * Everyday two-word verbs said for one word a field may be named with ("would come back" for a
 * "would return" field), from phrases.json; lower case only, and only whole words.
 */
export function expandPhrases(question: string): string {
  phrases ??= JSON.parse(
    readFileSync(new URL('../../../../../src/agent/words/phrases.json', import.meta.url), 'utf8'),
  ) as Shorthand;
  let text = question;
  for (const [said, meant] of Object.entries(phrases)) {
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}'’-])${said}(?![\\p{L}\\p{N}'’-])`, 'gu'),
      meant,
    );
  }
  return text;
}

let valueWords: [RegExp, string[]][] | undefined;

/**
 * Everyday phrases for a word field values are written with ("travelling alone" for "solo",
 * "we sent out" for "outbound" or, where the data says so, "sent"), from src/agent/words/value-words.json,
 * longest first. A phrase is read as the first of its words the data holds a value with, so
 * another data set keeps the phrase (and says it lacks it) rather than meeting a word it never
 * used.
 */
export function expandValueWords(question: string, valueWordsHeld: ReadonlySet<string>): string {
  valueWords ??= Object.entries(
    JSON.parse(
      readFileSync(
        new URL('../../../../../src/agent/words/value-words.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, string | string[]>,
  )
    .sort(([a], [b]) => b.length - a.length)
    .map(([said, meant]) => [
      new RegExp(`(?<![\\p{L}\\p{N}'’-])${said.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}'’-])`, 'giu'),
      typeof meant === 'string' ? [meant] : meant,
    ]);
  let text = question;
  for (const [said, meant] of valueWords) {
    const held = meant.find((word) => valueWordsHeld.has(normaliseWord(word)));
    if (held) text = text.replace(said, held);
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
