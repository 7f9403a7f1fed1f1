import { rawWords } from './number-fields';
import { normaliseWord, type Vocabulary } from './vocabulary';

/**
 * Whether a word is the noun the data set is named for, the last word of its name ("claims" of
 * "Parcel claims (February 2025 – January 2026)"); its description's other words are not.
 */
export function recordHead(vocabulary: Vocabulary, word: string): boolean {
  const name = vocabulary.dictionary.name.split(/[([–—:]|\s-\s/)[0]!;
  const head = rawWords(name).at(-1);
  return head !== undefined && head.length > 2 && normaliseWord(head) === normaliseWord(word);
}
