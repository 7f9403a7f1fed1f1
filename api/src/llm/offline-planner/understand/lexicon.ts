import { createRequire } from 'node:module';

/**
 * Whether a word is English as it is written ("reach", "handed"), from a word list of about
 * 275,000 words, loaded once. A real word is never "corrected" into another one; a written word
 * that is no English word ("whcih", "custmer") may be a typo. Short words are left out: four
 * letters or fewer are too often both a word and a typo ("wich").
 */
let lexicon: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  if (!lexicon) {
    const list = createRequire(import.meta.url)('an-array-of-english-words') as string[];
    lexicon = new Set(list);
  }
  return lexicon;
}

export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length >= 5 && load().has(lower);
}
