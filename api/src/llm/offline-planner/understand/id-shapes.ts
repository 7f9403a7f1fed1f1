import type { DataDictionary } from '../../../../../src/agent/dataset';

/**
 * The shape of the data's own record ids, read from the samples the data dictionary carries
 * (`BN25-006111/K`, `#A-7781`, `2025/0042`, `TKT.004.221`, `3f9a0c1e`, `INC0012345`), so that any
 * word of a question written in that shape is read as an id, whatever its case and however it is
 * spaced ("bn25-006111/k", "ref 2025 / 0042"), and given back as the data writes it.
 */

/** An id found in a question: where it was said, what was said, and the id as the data writes it. */
export interface FoundId {
  readonly index: number;
  readonly said: string;
  readonly id: string;
}

/** One part of an id: a separator (`-`, `/`, `.`, a space) or a run of letters and digits. */
interface Part {
  readonly separator: boolean;
  readonly text: string;
}

interface Shape {
  readonly pattern: RegExp;
  /** The separators as the data writes them, in order (a lead one first when `lead` is set). */
  readonly separators: readonly string[];
  /** The separator the data writes before the first part (`#` of `#A-7781`), if any. */
  readonly lead: string;
  readonly letterCase: 'upper' | 'lower' | 'mixed';
}

function partsOf(sample: string): Part[] {
  return [...sample.matchAll(/[A-Za-z0-9]+|[^A-Za-z0-9]+/g)].map((match) => ({
    separator: !/[A-Za-z0-9]/.test(match[0]),
    text: match[0],
  }));
}

/** Runs of letters or of digits: `BN25` is letters then digits. */
const runsOf = (word: string) => word.match(/[A-Za-z]+|\d+/g) ?? [];
const isDigits = (run: string) => /^\d/.test(run);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** `{2}` or `{2,4}`: the lengths the samples show. */
function lengths(values: readonly string[]): string {
  const sizes = values.map((value) => value.length);
  const least = Math.min(...sizes);
  const most = Math.max(...sizes);
  return least === most ? `{${least}}` : `{${least},${most}}`;
}

/**
 * The pattern of one run of letters and digits at one place of the ids: letters or digits run by
 * run where every sample runs alike (a prefix all samples share kept as written), otherwise a
 * code of hexadecimal or alphanumeric characters that holds a digit. Undefined where the run says
 * too little to tell an id from a word or a number (letters alone, or a short number alone).
 */
function wordPattern(
  words: readonly string[],
  alone: boolean,
  prefixed = false,
): string | undefined {
  const runs = words.map(runsOf);
  const kinds = runs.map((run) => run.map((item) => (isDigits(item) ? 'd' : 'l')).join(''));
  if (kinds.every((kind) => kind === kinds[0])) {
    const pattern = runs[0]!
      .map((_, at) => {
        const column = runs.map((run) => run[at]!);
        if (!isDigits(column[0]!)) {
          const same = column.every((item) => item.toLowerCase() === column[0]!.toLowerCase());
          // A prefix every id shares may be written apart from its number ("INC 0012345").
          return same && column.length > 1
            ? `${escape(column[0]!)}${at < runs[0]!.length - 1 ? ' ?' : ''}`
            : `[A-Za-z]${lengths(column)}`;
        }
        return `\\d${lengths(column)}`;
      })
      .join('');
    const kind = kinds[0]!;
    // Letters alone are words; digits alone are numbers unless long (a reference of seven or more).
    if (!kind.includes('d')) return undefined;
    if (kind === 'd' && alone && Math.min(...words.map((word) => word.length)) < 7) {
      return undefined;
    }
    return pattern;
  }
  const hex = words.every((word) => /^[0-9a-f]+$/i.test(word));
  const size = lengths(words);
  if (Math.min(...words.map((word) => word.length)) < 5) return undefined;
  // A code holds a digit, and a letter where every sample does (a long number is no hex code).
  const lettered = words.every((word) => /[A-Za-z]/.test(word));
  // A hex code after a prefix every id shares ("SR-" of "SR-1BF1A6") may be letters alone
  // ("SR-FFFFFF"): the prefix already tells it from a word.
  const digit = hex && prefixed ? '' : '(?=[A-Za-z]*\\d)';
  const holds = `${digit}${lettered ? '(?=\\d*[A-Za-z])' : ''}`;
  return `${holds}${hex ? `[0-9A-Fa-f]${size}` : `[A-Za-z0-9]${size}`}`;
}

/**
 * A separator as a question may write it: spaced around ("2025 / 0042"), a space as spaces; in an
 * id with letters, a space for the separator too ("tkt 004 221").
 */
function separatorPattern(separator: string, lettered: boolean): string {
  const bare = separator.trim();
  if (bare === '') return '\\s+';
  return lettered ? `(?:\\s*${escape(bare)}\\s*|\\s+)` : `\\s*${escape(bare)}\\s*`;
}

function shapeOf(samples: readonly string[]): Shape | undefined {
  const parted = samples.map(partsOf);
  const signature = (parts: readonly Part[]) =>
    parts.map((part) => (part.separator ? part.text.trim() || ' ' : 'w')).join('');
  if (!parted.every((parts) => signature(parts) === signature(parted[0]!))) return undefined;
  const first = parted[0]!;
  const words = first.filter((part) => !part.separator).length;
  // A trailing separator says nothing a question would write.
  if (first.length === 0 || first[first.length - 1]!.separator) return undefined;
  const lead = first[0]!.separator ? first[0]!.text.trim() : '';
  const pieces: string[] = [];
  const separators: string[] = [];
  let informative = false;
  const lettered = samples.every((sample) => /[A-Za-z]/.test(sample));
  for (let at = first[0]!.separator ? 1 : 0; at < first.length; at += 1) {
    const part = first[at]!;
    if (part.separator) {
      pieces.push(separatorPattern(part.text, lettered));
      separators.push(part.text.trim() || ' ');
      continue;
    }
    const column = parted.map((parts) => parts[at]!.text);
    // Every id starting with the same letters ("SR" of "SR-1BF1A6").
    const prefixed = parted.every(
      (parts) => /^[A-Za-z]+$/.test(parts[0]!.text) && parts[0]!.text === parted[0]![0]!.text,
    );
    const pattern = wordPattern(column, words === 1, prefixed && at > 0);
    if (pattern === undefined && words === 1) return undefined;
    // Letters alone in an id of several parts (`TKT` of `TKT.004.221`): a prefix kept as written
    // where every sample has it, else letters of the samples' lengths.
    const own =
      pattern ??
      (column.every((word) => word.toLowerCase() === column[0]!.toLowerCase()) && column.length > 1
        ? escape(column[0]!)
        : `[A-Za-z]${lengths(column)}`);
    if (/\\d/.test(own)) informative = true;
    pieces.push(`(${own})`);
  }
  // Several parts, at least one of them with digits; or one part a pattern accepted above.
  if (!informative) return undefined;
  const letters = samples.join('').replace(/[^A-Za-z]/g, '');
  const letterCase =
    letters === letters.toUpperCase()
      ? 'upper'
      : letters === letters.toLowerCase()
        ? 'lower'
        : 'mixed';
  const leadPattern = lead ? `(?:${escape(lead)}\\s*)?` : '';
  return {
    pattern: new RegExp(
      `(?<![A-Za-z0-9]|[A-Za-z0-9][-/.])${leadPattern}${pieces.join('')}(?![A-Za-z0-9]|[-/.][A-Za-z0-9])`,
      'gi',
    ),
    separators,
    lead,
    letterCase,
  };
}

const shapes = new WeakMap<DataDictionary, Shape[]>();

/** The shapes of the dictionary's record ids (of each entity with samples). */
function shapesOf(dictionary: DataDictionary): Shape[] {
  const known = shapes.get(dictionary);
  if (known) return known;
  const found = dictionary.fields
    .filter((field) => field.role === 'id' && (field.samples?.length ?? 0) > 0)
    .flatMap((field) => {
      const shape = shapeOf(field.samples!);
      return shape ? [shape] : [];
    });
  shapes.set(dictionary, found);
  return found;
}

const YEAR = /^(19|20)\d\d$/;

/**
 * The first word of the question written in the shape of the data's ids, given back as the data
 * writes them; a match made only of years ("2024/2025") is a span of years, not an id.
 */
export function findShapedId(question: string, dictionary: DataDictionary): FoundId | undefined {
  let best: FoundId | undefined;
  for (const shape of shapesOf(dictionary)) {
    shape.pattern.lastIndex = 0;
    for (const match of question.matchAll(shape.pattern)) {
      const parts = match.slice(1).map((part) => (part ?? '').replace(/\s+/g, ''));
      if (parts.length > 1 && parts.every((part) => YEAR.test(part))) continue;
      const cased = parts.map((part) =>
        shape.letterCase === 'upper'
          ? part.toUpperCase()
          : shape.letterCase === 'lower'
            ? part.toLowerCase()
            : part,
      );
      const id =
        shape.lead +
        cased.map((part, at) => (at === 0 ? part : `${shape.separators[at - 1]!}${part}`)).join('');
      if (!best || match.index < best.index) best = { index: match.index, said: match[0], id };
      break;
    }
  }
  return best;
}

/**
 * The question with a word in the shape of the data's ids written as the data writes it
 * ("who handled tkt 004 221" is "who handled TKT.004.221"), before any everyday reading of its
 * words (a "tkt" read as "ticket") could break it apart.
 */
export function withIdsAsWritten(question: string, dictionary: DataDictionary): string {
  const found = findShapedId(question, dictionary);
  if (!found) return question;
  return `${question.slice(0, found.index)}${found.id}${question.slice(found.index + found.said.length)}`;
}
