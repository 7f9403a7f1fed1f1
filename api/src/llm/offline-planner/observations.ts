/** Safe readers for tool outputs, which may be shortened (`"… N more"` items) or partial. */

export type Json = Record<string, unknown>;

export function record(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

/** The object items of an array, without the `"… N more"` marker a shortened array ends with. */
export function rows(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.map(record).filter((item): item is Json => item !== undefined)
    : [];
}

/** How many items a shortened array left out ("… 12 more" → 12). */
export function omitted(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  const marker = value.find((item) => typeof item === 'string' && /^…\s*\d+\s+more/.test(item)) as
    string | undefined;
  return marker ? Number(/\d+/.exec(marker)![0]) : 0;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function percent(share: number | undefined): string {
  if (share === undefined) return 'n/a';
  const value = share * 100;
  return `${value >= 10 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

export function fixed(value: number | undefined, digits = 2): string {
  return value === undefined ? 'n/a' : value.toFixed(digits);
}

export function signed(value: number | undefined, digits = 2): string {
  if (value === undefined) return 'n/a';
  return `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
}

/** A relative change (1.0 = doubled) in words: "+118%". */
export function change(value: number | undefined): string {
  if (value === undefined) return 'n/a';
  return `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;
}

const ID_PATTERN = /^(M-\d{6}|C-\d{5}|K-\d{5})$/;

/** The ids an output rests on: its `sources` and the ids of its result rows. */
export function sourceIds(output: Json | undefined): string[] {
  if (!output) return [];
  const ids: string[] = [];
  for (const id of Array.isArray(output['sources']) ? output['sources'] : []) {
    if (typeof id === 'string' && ID_PATTERN.test(id)) ids.push(id);
  }
  for (const row of [...rows(output['results']), ...rows(output['rows'])]) {
    const id = str(row['id']);
    if (id && ID_PATTERN.test(id)) ids.push(id);
  }
  for (const key of ['communication', 'customer']) {
    const id = str(record(output[key])?.['id']);
    if (id && ID_PATTERN.test(id)) ids.push(id);
  }
  return [...new Set(ids)];
}
