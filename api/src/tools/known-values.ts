import { changeKey } from '../store/custom-fields';
import type { Store } from '../store/db';

/** The fields whose filter values are checked against the data (filters.ts). */
export const CHECKED_FIELDS = ['channel', 'product', 'category', 'subcategory', 'intent'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

const knownValues = new WeakMap<Store, { key: string; found: Map<string, boolean> }>();

/** Whether some communication holds each value asked so far, until the data changes. */
export function knownValuesOf(db: Store): Map<string, boolean> {
  const key = changeKey(db);
  let cache = knownValues.get(db);
  if (cache?.key !== key) {
    cache = { key, found: new Map() };
    knownValues.set(db, cache);
  }
  return cache.found;
}

export const knownValueKey = (field: CheckedField, value: string) => `${field}\u0000${value}`;

/**
 * Values some communication holds, known already (warm-up reads them off the columns in memory):
 * the first question naming one need not look for it in the rows (22 ms at a million, where no
 * index leads with the column).
 */
export function rememberKnownValues(
  db: Store,
  field: CheckedField,
  values: readonly string[],
): void {
  const found = knownValuesOf(db);
  for (const value of values) found.set(knownValueKey(field, value), true);
}
