import { isPlainObject } from './validate-input';
import { sameRoot } from './word-forms';

/** Functions that read a number field's values rather than count rows. */
const FIELD_METRICS = new Set([
  'avg',
  'average',
  'mean',
  'sum',
  'total',
  'median',
  'p90',
  'min',
  'max',
]);

/** The number fields a call's input computes over (`{ fn: 'avg', field }` and the like). */
export function numberFieldsRead(input: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  if (Array.isArray(input)) return input.flatMap((item) => numberFieldsRead(item, depth + 1));
  if (!isPlainObject(input)) return [];
  const fn = input['fn'] ?? input['op'] ?? input['metric'];
  const field = input['field'];
  if (typeof fn === 'string' && FIELD_METRICS.has(fn.toLowerCase()) && typeof field === 'string') {
    return [field];
  }
  return Object.values(input).flatMap((child) => numberFieldsRead(child, depth + 1));
}

/**
 * Whether a one-word value the question says ("refunded") is the word that named the number
 * field the run computed over ("refund amount"): "how much have we refunded" sums the refunds; the
 * word asks for the measure, not for a filter on the value.
 */
export function namesFieldRead(value: string, inputs: readonly unknown[]): boolean {
  const words = value
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (words.length !== 1 || words[0]!.length < 5) return false;
  return inputs
    .flatMap((input) => numberFieldsRead(input))
    .flatMap((field) =>
      field
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^\p{L}]+/u),
    )
    .some((part) => part.length >= 4 && sameRoot(part, words[0]!));
}
