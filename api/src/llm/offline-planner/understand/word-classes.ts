import nlp from 'compromise';

/**
 * The word class of each word of a question (noun, verb, adjective, adverb …) as general English
 * reads it in its sentence, from the compromise tagger. Nothing here knows a data set's words.
 */

export interface WordClass {
  /** The tags compromise gives the word in its sentence ("Noun", "Singular", "Verb" …). */
  tags: ReadonlySet<string>;
}

const CLASSES = new Map<string, Map<string, WordClass>>();
const CLASSES_LIMIT = 200;

/** The class of every word of a text, by its lower-case form (the last said wins). */
export function wordClasses(text: string): Map<string, WordClass> {
  const known = CLASSES.get(text);
  if (known) return known;
  const classes = new Map<string, WordClass>();
  const read = nlp(text).json({ terms: { normal: true, tags: true } }) as {
    terms: { normal: string; tags: string[] }[];
  }[];
  for (const sentence of read) {
    for (const term of sentence.terms) {
      classes.set(term.normal.replace(/[^\p{L}\p{N}'-]/gu, ''), { tags: new Set(term.tags) });
    }
  }
  if (CLASSES.size >= CLASSES_LIMIT) CLASSES.clear();
  CLASSES.set(text, classes);
  return classes;
}

/**
 * Whether a word is read as a noun in its sentence ("ombudsman", "arbitration", "holders"), not a
 * pronoun, a verb, an adverb or a number.
 */
export function isNounIn(text: string, word: string): boolean {
  const tags = wordClasses(text).get(word.toLowerCase())?.tags;
  if (!tags) return false;
  return (
    tags.has('Noun') &&
    ![
      'Pronoun',
      'Value',
      'Verb',
      'Gerund',
      'Participle',
      'Adjective',
      'Superlative',
      'Comparative',
    ].some((tag) => tags.has(tag))
  );
}
