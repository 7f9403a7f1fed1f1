import { readFileSync } from 'node:fs';
import type { DatasetField } from '../../../../../src/agent/dataset';

/**
 * Places said by name when the data stores their codes ("Texas" for TX). The names are data
 * (us-states.json), read once; they apply only to a field whose values all look like codes of
 * that list, so a field of names, or of codes that mean something else, is left alone.
 */
type CodeList = Readonly<Record<string, string>>;

let states: CodeList | undefined;

function load(): CodeList {
  states ??= JSON.parse(
    readFileSync(new URL('./us-states.json', import.meta.url), 'utf8'),
  ) as CodeList;
  return states;
}

/** Most of a field's values must be codes of the list, and all of them code-shaped. */
const MIN_KNOWN = 0.8;

/** The names of a field's values when the field holds codes of a known list; else none. */
export function placeNames(field: DatasetField): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const values = (field.values ?? [])
    .map(({ value }) => value)
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (values.length === 0 || !values.every((value) => /^[A-Z]{2}$/.test(value.trim()))) {
    return names;
  }
  const list = load();
  for (const value of values) {
    const name = list[value.trim()];
    if (name) names.set(value, name);
  }
  return names.size >= values.length * MIN_KNOWN ? names : new Map();
}
