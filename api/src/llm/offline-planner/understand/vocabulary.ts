import { distance } from 'fastest-levenshtein';
import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';

/**
 * The data's own words, read from the data dictionary: each field's values (with their declared
 * synonyms) and each field's name, label and synonyms. Questions are matched against these
 * typo-tolerantly; nothing here knows any particular data set.
 */

/** A question word, normalised, with where it stood. */
export interface Token {
  word: string;
  /** The word as written, lower-cased (for quoting it back). */
  raw: string;
  index: number;
}

export interface ValueTerm {
  field: DatasetField;
  value: string;
  words: string[];
}

export interface FieldTerm {
  field: DatasetField;
  words: string[];
}

export interface Vocabulary {
  dictionary: DataDictionary;
  values: ValueTerm[];
  fields: FieldTerm[];
  /** How many value terms each word occurs in (a word in many values says little). */
  wordSpread: Map<string, number>;
}

/** A run of question tokens matched to a value or a field. */
export interface TermMatch<T> {
  term: T;
  start: number;
  end: number;
  /** 1 = every word exact; lower for typos and partial matches. */
  quality: number;
}

/** Placeholder values that are not a subject anyone asks about. */
const PLACEHOLDERS = new Set(['other', 'unknown', 'none', 'n/a', 'na', 'null', 'misc', '-', '']);

/** Lower case, no accents, simple plural folded: "Complaints" → "complaint". */
export function normaliseWord(word: string): string {
  let lower = word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");
  if (lower.endsWith("'s")) lower = lower.slice(0, -2);
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.slice(0, -1);
  }
  return lower;
}

/** Splits camelCase and snake_case names and free text into normalised words. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .map(normaliseWord);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu)) {
    const raw = match[0].toLowerCase().replace(/[’]/g, "'");
    for (const part of raw.split('-').filter(Boolean)) {
      tokens.push({ word: normaliseWord(part), raw: part, index: match.index });
    }
  }
  return tokens;
}

function isCategorical(field: DatasetField): boolean {
  return !['id', 'time', 'text', 'sentiment'].includes(field.role) && field.type !== 'number';
}

export function buildVocabulary(dictionary: DataDictionary): Vocabulary {
  const values: ValueTerm[] = [];
  const fields: FieldTerm[] = [];
  for (const field of dictionary.fields) {
    const names = [field.name, field.label ?? '', ...(field.synonyms ?? [])].filter(Boolean);
    for (const name of names) fields.push({ field, words: words(name) });
    if (!isCategorical(field)) continue;
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string' || PLACEHOLDERS.has(value.trim().toLowerCase())) continue;
      const spellings = [value, ...(field.valueSynonyms?.[value] ?? [])];
      for (const spelling of spellings) {
        const termWords = words(spelling);
        if (termWords.length > 0 && termWords.join('').length > 1) {
          values.push({ field, value, words: termWords });
        }
      }
    }
  }
  const wordSpread = new Map<string, number>();
  for (const term of values) {
    for (const word of new Set(term.words)) wordSpread.set(word, (wordSpread.get(word) ?? 0) + 1);
  }
  return { dictionary, values, fields, wordSpread };
}

/** How close a question word is to a vocabulary word: 1 exact, less for a typo, 0 no match. */
export function wordCloseness(said: string, known: string): number {
  if (said === known) return 1;
  if (said.length < 4 || known.length < 4 || EXACT_ONLY.has(said)) return 0;
  if (/\d/.test(said) || /\d/.test(known)) return 0;
  const allowed = known.length >= 7 ? 2 : 1;
  const apart = distance(said, known);
  if (apart <= allowed) return 0.8;
  // A swapped pair of letters ("crads") counts as one typo.
  if (
    apart === 2 &&
    said.length === known.length &&
    [...said].sort().join('') === [...known].sort().join('')
  ) {
    return 0.75;
  }
  return 0;
}

/** Everyday words that are never a misspelling of a value ("what" is not "chat"). */
const EXACT_ONLY = new Set(
  'what that this than then them they there these those with when where which while most more much many some have been were will your from into over also only just like make made want need take said says tell show time times last first next each both same such very well best worst less least once ever even much'.split(
    ' ',
  ),
);

/** Words that never identify a value on their own, however the data spells its values. */
const WEAK = new Set(
  'the a an and or of to in on for by with at from is are was were be this that it its my our your their me you we they what which who how why when where can not no yes any all about issue problem other service customer'.split(
    ' ',
  ),
);

/**
 * Matches the tokens against terms: whole terms first (typos allowed), longest first; a term's
 * distinctive word alone matches too (partial, lower quality). Tokens used by one match are not
 * used again.
 */
export function matchTerms<T extends { words: string[] }>(
  tokens: readonly Token[],
  terms: readonly T[],
  used: Set<number>,
  options: { partial?: (term: T, word: string) => boolean } = {},
): TermMatch<T>[] {
  const found: TermMatch<T>[] = [];
  const candidates: TermMatch<T>[] = [];
  for (const term of terms) {
    const size = term.words.length;
    for (let start = 0; start + size <= tokens.length; start++) {
      let quality = 0;
      let exact = 0;
      for (let offset = 0; offset < size; offset++) {
        const closeness = wordCloseness(tokens[start + offset]!.word, term.words[offset]!);
        if (closeness === 0) {
          quality = 0;
          break;
        }
        if (closeness === 1) exact++;
        quality += closeness;
      }
      if (quality === 0) continue;
      // A typo alone in a one-word term that is a weak word is no match.
      if (exact === 0 && size === 1 && WEAK.has(term.words[0]!)) continue;
      if (size === 1 && WEAK.has(term.words[0]!)) continue;
      candidates.push({ term, start, end: start + size, quality: quality / size + size });
    }
    if (options.partial && size > 1) {
      for (let start = 0; start < tokens.length; start++) {
        const word = tokens[start]!.word;
        if (WEAK.has(word) || word.length < 4) continue;
        const at = term.words.findIndex((known) => wordCloseness(word, known) > 0);
        if (at < 0 || !options.partial(term, term.words[at]!)) continue;
        candidates.push({ term, start, end: start + 1, quality: 0.5 });
      }
    }
  }
  candidates.sort((a, b) => b.quality - a.quality || a.start - b.start);
  for (const candidate of candidates) {
    let free = true;
    for (let index = candidate.start; index < candidate.end; index++) {
      if (used.has(index)) free = false;
    }
    const sameSpan = found.find(
      (item) => item.start === candidate.start && item.end === candidate.end,
    );
    // An ambiguous partial word ("luggage") keeps every value of the same field it names.
    if (
      sameSpan &&
      candidate.quality < 1 &&
      sameSpan.quality === candidate.quality &&
      (sameSpan.term as unknown as ValueTerm).field ===
        (candidate.term as unknown as ValueTerm).field
    ) {
      found.push(candidate);
      continue;
    }
    if (!free) continue;
    for (let index = candidate.start; index < candidate.end; index++) used.add(index);
    found.push(candidate);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The entity fields of a role (`time` of cases, `sentiment` of communications). */
export function fieldOfRole(
  vocabulary: Vocabulary,
  entity: DatasetEntity,
  role: DatasetField['role'],
): DatasetField | undefined {
  return vocabulary.dictionary.fields.find(
    (field) => field.entity === entity && field.role === role,
  );
}
