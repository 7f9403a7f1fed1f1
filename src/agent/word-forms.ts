import demonyms from './words/demonyms.json';
import irregularVerbs from './words/irregular-verbs.json';

/**
 * Other forms of a word or value that name the same thing: a noun and the participle of one root
 * ("rejection", "rejected"), a country and its adjective ("Canadian", "Canada"). Read by the
 * offline planner to match values and by the engine's fit checks to accept a filter the question
 * named that way, so both understand the same words.
 */

/** Endings that make nouns, participles and adjectives of one root ("reject-ion", "reject-ed"). */
const ENDINGS = [
  'ations',
  'ation',
  'ions',
  'ion',
  'ments',
  'ment',
  'ives',
  'ive',
  'ed',
  'ing',
  'es',
  's',
];

/** Irregular past forms to their verb ("upheld" → "uphold"), general English kept as data. */
const BASE_FORMS: ReadonlyMap<string, string> = new Map(Object.entries(irregularVerbs.forms));

/**
 * A word's root for matching its other forms: "rejection", "rejected" → "reject"; an irregular
 * past form is its verb's root ("upheld", "upholds" → "uphold").
 */
export function rootOf(word: string): string {
  const lower = BASE_FORMS.get(word.toLowerCase()) ?? word.toLowerCase();
  let root = lower;
  for (const ending of ENDINGS) {
    if (lower.length - ending.length >= 4 && lower.endsWith(ending)) {
      root = lower.slice(0, -ending.length);
      break;
    }
  }
  // "duplicate" and "duplication": the silent e goes too.
  return root.length > 5 && root.endsWith('e') ? root.slice(0, -1) : root;
}

/** Two forms of one root: equal roots, or one the start of the other ("escal", "escalat"). */
export function sameRoot(a: string, b: string): boolean {
  const [x, y] = [rootOf(a), rootOf(b)];
  if (x === y) return x.length >= 4;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 5 && long.startsWith(short) && long.length - short.length <= 2;
}

const COUNTRY_FORMS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(demonyms as Readonly<Record<string, readonly string[]>>).map(([name, said]) => [
    name.toLowerCase(),
    said,
  ]),
);

/**
 * The adjective forms of a value that names a country ("Spanish" for Spain); none for any other
 * value. The forms are data (words/demonyms.json); they are only spellings of a value the data
 * holds, so a data set without that country never hears of them.
 */
export function demonymsOf(value: string): readonly string[] {
  return COUNTRY_FORMS.get(value.trim().toLowerCase()) ?? [];
}
