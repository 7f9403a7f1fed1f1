import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Whether a word is English as it is written ("reach", "handed"), from a sorted list of about
 * 275,000 words, read once. A real word is never "corrected" into another one; a written word
 * that is no English word ("whcih", "custmer") may be a typo. Short words are left out: four
 * letters or fewer are too often both a word and a typo ("wich").
 */
let lexicon: readonly string[] | undefined;

function load(): readonly string[] {
  if (!lexicon) {
    const path = createRequire(import.meta.url).resolve('an-array-of-english-words');
    lexicon = JSON.parse(readFileSync(path, 'utf8')) as string[];
  }
  return lexicon;
}

/** Reads the list now, so the first question does not wait for it. */
export function warmLexicon(): void {
  load();
}

export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 5) return false;
  // The list is sorted and lower case: a binary search, no index to build.
  const list = load();
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = list[middle]!;
    if (candidate === lower) return true;
    if (candidate < lower) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
