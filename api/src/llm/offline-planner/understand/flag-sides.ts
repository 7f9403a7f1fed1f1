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
