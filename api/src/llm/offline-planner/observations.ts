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
