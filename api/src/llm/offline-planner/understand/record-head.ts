import type { DataDictionary } from '../../../../../src/agent/dataset';
import { rawWords } from './number-fields';
import { normaliseWord, type Vocabulary } from './vocabulary';

/**
 * The last word of a data set's name before any bracket, dash or colon: the noun it is named for
 * ("claims" of "Parcel claims (February 2025 – January 2026)", "tweets" of "US airline tweets").
 * A year or a number after it ("Help desk tickets 2024") is no noun.
 */
export function nameHead(dictionary: DataDictionary): string | undefined {
  const name = dictionary.name.split(/[([–—:]|\s-\s/)[0]!;
  return rawWords(name)
    .filter((word) => !/^\d+$/.test(word))
    .at(-1);
}

/**
 * Whether a word is the noun the data set is named for, the last word of its name ("claims" of
 * "Parcel claims (February 2025 – January 2026)"); its description's other words are not.
 */
export function recordHead(vocabulary: Vocabulary, word: string): boolean {
  const head = nameHead(vocabulary.dictionary);
  return head !== undefined && head.length > 2 && normaliseWord(head) === normaliseWord(word);
}
