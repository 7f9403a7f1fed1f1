/**
 * Yes/no values as exports spell them, kept as data: words, check marks and ticked boxes. A blank
 * cell is unknown, except in a column that only ever writes the yes side (a "Y" or a ticked box,
 * never a no): there a blank is the unticked box, and the mapping proposed for such a column says
 * so with `"default": "no"`.
 */
const YES = ['true', 'yes', 'y', 't', '1', 'on', 'x', '[x]', '✓', '✔', '☑', '✅'];
const NO = ['false', 'no', 'n', 'f', '0', 'off', '[ ]', '[]', '✗', '✘', '☐', '❌'];
const MEANINGS = new Map<string, 0 | 1>([
  ...YES.map((word) => [word, 1] as const),
  ...NO.map((word) => [word, 0] as const),
]);

/** 1 for a yes, 0 for a no, undefined for anything else (case and inner spaces of boxes aside). */
export function readFlag(value: string): 0 | 1 | undefined {
  return MEANINGS.get(value.toLowerCase().replace(/^\[\s+\]$/, '[ ]'));
}

/** The spellings, for messages: a yes and a no of each kind. */
export const FLAG_SPELLINGS = 'yes/no, true/false, y/n, 1/0, on/off, [x]/[ ], ✓/✗';

/**
 * Whether a yes/no column's distinct spellings make a flag: every one a yes or a no word, at most
 * two of them (case aside), and two only when one is a yes and the other a no ("x" and "y" are
 * two yeses: more likely letters than a flag).
 */
export function isFlagColumn(spellings: readonly string[]): boolean {
  const folded = new Set(spellings.map((spelling) => spelling.toLowerCase()));
  const meanings = [...folded].map(readFlag);
  if (meanings.some((meaning) => meaning === undefined) || folded.size > 2) return false;
  return folded.size < 2 || new Set(meanings).size === 2;
}

/** A flag column that writes only yeses (and has blanks) reads a blank as no. */
export function blankMeansNo(spellings: readonly string[], empty: number): boolean {
  return (
    empty > 0 && spellings.length > 0 && spellings.every((spelling) => readFlag(spelling) === 1)
  );
}
