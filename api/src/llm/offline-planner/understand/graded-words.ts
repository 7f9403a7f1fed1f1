import { wordClasses } from './word-classes';
import { baseForms } from './wordnet';
import { normaliseWord, type Token } from './vocabulary';

/**
 * A graded word of the question ("gloomiest", "quickest", "busier"), as general English tags it in
 * its sentence (compromise: Superlative or Comparative): it says which way a ranking or a
 * comparison goes. It names a value only by its own base form ("angriest" of "Angry"), never by
 * another word's meaning ("gloomiest" is no priority "Low", "quicker" no reply speed "Fast").
 * Nothing here knows a data set.
 */
export function gradedTokens(tokens: readonly Token[]): Set<number> {
  const classes = wordClasses(tokens.map((token) => token.raw).join(' '));
  const graded = new Set<number>();
  tokens.forEach((token, at) => {
    const tags = classes.get(token.raw)?.tags;
    if (tags && (tags.has('Superlative') || tags.has('Comparative'))) graded.add(at);
  });
  return graded;
}

/** Whether a graded word is a form of one of a value's own words ("angriest" of "Angry"). */
export function gradedOwnWord(token: Token, valueWords: ReadonlySet<string>): boolean {
  const forms = [
    token.raw,
    token.word,
    ...baseForms(token.raw, 'adj'),
    ...baseForms(token.raw, 'adv'),
  ];
  return forms.some((form) => valueWords.has(form) || valueWords.has(normaliseWord(form)));
}
