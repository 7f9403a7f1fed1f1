import type { DatasetField } from '../../../../../src/agent/dataset';
import type { Vocabulary } from './vocabulary';
import { words } from './vocabulary';

/**
 * "restricted vs unrestricted customers", "disputed and undisputed complaints": a yes/no field
 * named by one of its words and by that word's opposite (un-, non-, not). The two sides are the
 * field's true and false rows; the question's words name them in the answer.
 */
export interface FlagSides {
  field: DatasetField;
  /** The words said for the true side and the false side. */
  said: [string, string];
}

export function flagSides(question: string, vocabulary: Vocabulary): FlagSides | undefined {
  const lower = question.toLowerCase();
  for (const field of vocabulary.dictionary.fields) {
    if (field.type !== 'boolean') continue;
    const names = [field.label ?? '', field.name, ...(field.synonyms ?? [])];
    for (const word of new Set(names.flatMap((name) => words(name)))) {
      if (word.length < 5) continue;
      // "with or without an NHS referral", "repeat visits or not?": both sides said at once.
      const both = bothSides(lower, word);
      if (both) return { field, said: both };
      // "not escalated", "never escalated", "unescalated": the false side.
      const opposite = new RegExp(`\\b((?:un|non-?|not\\s+|never\\s+)${word}\\w{0,3})\\b`).exec(
        lower,
      );
      if (!opposite) continue;
      // The plain side said apart from the opposite ("not timely" alone is one side).
      const rest =
        lower.slice(0, opposite.index) + lower.slice(opposite.index + opposite[0].length);
      const plain = new RegExp(
        `(?<![\\w-])(?<!\\bnot\\s)(?<!\\bnever\\s)(${word}\\w{0,3})\\b`,
      ).exec(rest);
      if (plain) return { field, said: [plain[1]!, opposite[1]!] };
    }
  }
  return undefined;
}

/**
 * "with or without an interpreter", "with and without a callback", "repeat visits or not?",
 * "an accessible copy versus not": one word of a yes/no field and its plain negation joined, the
 * question asking both sides (the negation ends the phrase, never "or not resolved"; no verb's
 * past form between: "interpreter bookings were cancelled or not" asks no sides).
 */
function bothSides(lower: string, word: string): [string, string] | undefined {
  const withWithout = new RegExp(
    `\\bwith\\s+(?:or|and|vs\\.?|versus)\\s+without\\s+(?:(?:an?|the|any)\\s+)?((?:[\\p{L}-]+\\s+){0,2}?${word}\\w{0,3})\\b`,
    'u',
  ).exec(lower);
  if (withWithout) return [`with ${withWithout[1]}`, `without ${withWithout[1]}`];
  const orNot = new RegExp(
    `\\b(${word}\\w{0,3})\\b(?:\\s+(?![\\p{L}-]*ed\\b)[\\p{L}-]+){0,3}?\\s*,?\\s+(?:or|and|vs\\.?|versus)\\s+(?:not|no)\\s*(?:[?.,!]|$)`,
    'u',
  ).exec(lower);
  if (orNot) return [orNot[1]!, `not ${orNot[1]}`];
  return undefined;
}
