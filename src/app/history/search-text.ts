/**
 * Words, ranking and highlighting for history search. Pure functions: the repository indexes with
 * `searchWords`, ranks with `scoreTurn` and the panel renders `highlight` segments (text, never
 * HTML, so stored model output stays inert).
 */

/** Words shorter than this are not indexed (they match almost everything). */
export const MIN_WORD = 2;
/** A turn indexes at most this many distinct words, to bound the index of huge thoughts. */
export const MAX_WORDS = 2000;

export const WORD = /[\p{L}\p{N}][\p{L}\p{N}._-]*/gu;

export function tokenize(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (match) =>
    match[0].replace(/[._-]+$/, ''),
  ).filter((word) => word.length >= MIN_WORD);
}

/** The distinct words of the given texts, for the multi-entry `words` index. */
export function searchWords(...texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of tokenize(text)) {
      if (words.size >= MAX_WORDS) return [...words];
      words.add(word);
    }
  }
  return [...words];
}

export interface SearchableTurn {
  readonly question: string;
  readonly answer: string;
  readonly thoughts: string;
}

/** Where a match counts most: the question names the subject, the answer states the finding. */
const FIELD_WEIGHTS = { question: 3, answer: 2, thoughts: 1 } as const;

/**
 * A turn's score for the query terms (each a word prefix): per field, the weight times the number
 * of words that start with a term. Zero when some term matches nowhere.
 */
export function scoreTurn(turn: SearchableTurn, terms: readonly string[]): number {
  const fields = (['question', 'answer', 'thoughts'] as const).map((field) => ({
    words: tokenize(turn[field]),
    weight: FIELD_WEIGHTS[field],
  }));
  let score = 0;
  for (const term of terms) {
    let termScore = 0;
    for (const { words, weight } of fields) {
      for (const word of words) if (word.startsWith(term)) termScore += weight;
    }
    if (termScore === 0) return 0;
    score += termScore;
  }
  return score;
}

export interface TextSegment {
  readonly text: string;
  readonly match: boolean;
}

/** Splits `text` into plain and matching segments: each word that starts with a term matches. */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  if (terms.length === 0) return [{ text, match: false }];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0].toLowerCase();
    const term = terms.find((candidate) => word.startsWith(candidate));
    if (!term) continue;
    const start = found.index;
    const end = start + term.length;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** Up to `width` characters of `text` around its first match, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], width = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const positions = terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0);
  if (positions.length === 0) return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
  const first = Math.min(...positions);
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
