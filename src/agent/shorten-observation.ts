/**
 * Tool outputs are kept whole in the `observation` event, but the model gets them as JSON text
 * bounded by `observationChars`. Cutting the text at a character count would leave broken JSON that
 * models misread, so we shrink the structure instead: long arrays keep their first items and end
 * with a `"… N more of M; over all M: …"` string that states the whole list's maximum, minimum and
 * total of each numeric column (so nothing derived from the kept items passes for the whole), long
 * strings are cut with an ellipsis, and the limits tighten until the text fits. The result's own
 * `summary` and top-level figures are kept as they are. The result always parses as JSON.
 */
export interface ShortenedObservation {
  text: string;
  shortened: boolean;
}

interface ShrinkLimits {
  arrayItems: number;
  stringChars: number;
  objectKeys: number;
}

/** How many items of a long list the model sees first, before tighter limits. */
export const FIRST_KEPT_ITEMS = 50;
const START: ShrinkLimits = { arrayItems: FIRST_KEPT_ITEMS, stringChars: 600, objectKeys: 60 };
const FLOOR: ShrinkLimits = { arrayItems: 1, stringChars: 24, objectKeys: 4 };

export function shortenObservation(value: unknown, maxChars: number): ShortenedObservation {
  const full = toJsonText(value);
  if (full.length <= maxChars) return { text: full, shortened: false };

  let limits = START;
  for (;;) {
    const text = toJsonText(shrink(value, limits, 0));
    if (text.length <= maxChars) return { text, shortened: true };
    const tighter = tighten(limits);
    if (!tighter) break;
    limits = tighter;
  }
  // Even the tightest structure is too long (e.g. deeply nested): keep a valid JSON preview.
  const previewChars = Math.max(0, maxChars - 60);
  return {
    text: JSON.stringify({ shortened: true, preview: cutString(full, previewChars) }),
    shortened: true,
  };
}

function toJsonText(value: unknown): string {
  return JSON.stringify(value ?? null) ?? 'null';
}

function tighten(limits: ShrinkLimits): ShrinkLimits | null {
  if (
    limits.arrayItems === FLOOR.arrayItems &&
    limits.stringChars === FLOOR.stringChars &&
    limits.objectKeys === FLOOR.objectKeys
  ) {
    return null;
  }
  return {
    arrayItems: Math.max(FLOOR.arrayItems, Math.floor(limits.arrayItems / 2)),
    stringChars: Math.max(FLOOR.stringChars, Math.floor(limits.stringChars * 0.6)),
    objectKeys: Math.max(FLOOR.objectKeys, Math.floor(limits.objectKeys * 0.7)),
  };
}

/** Depth beyond which nested values are summarised: tool outputs are shallow, this guards cycles of size. */
const MAX_DEPTH = 12;

/** Top-level keys a tool states its result in: kept first and whole. */
const KEPT_KEYS = ['summary', 'total', 'rowCount', 'overall', 'filters'];
const SUMMARY_CHARS = 1200;
const AGGREGATED_COLUMNS = 4;

function shrink(value: unknown, limits: ShrinkLimits, depth: number, key = ''): unknown {
  if (typeof value === 'string') {
    return cutString(value, depth === 1 && key === 'summary' ? SUMMARY_CHARS : limits.stringChars);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, limits.arrayItems).map((item) => shrink(item, limits, depth + 1));
    const rest = value.length - kept.length;
    return rest > 0 ? [...kept, omittedNote(value, rest)] : kept;
  }
  let entries = Object.entries(value as Record<string, unknown>);
  if (depth === 0) {
    const first = entries.filter(([name]) => KEPT_KEYS.includes(name));
    entries = [...first, ...entries.filter(([name]) => !KEPT_KEYS.includes(name))];
  }
  const result: Record<string, unknown> = {};
  for (const [name, item] of entries.slice(0, limits.objectKeys)) {
    result[name] = shrink(item, limits, depth + 1, name);
  }
  const rest = entries.length - limits.objectKeys;
  if (rest > 0) result['…'] = `${rest} more keys`;
  return result;
}

/**
 * What a cut list leaves out, with the whole list's max, min and total per numeric column, each
 * extreme labelled by the item's first text field (its day, period or key).
 */
function omittedNote(items: readonly unknown[], rest: number): string {
  const note = `… ${rest} more of ${items.length}`;
  const rows = items.filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
  if (rows.length !== items.length) return note;
  const columns = [
    ...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => typeof row[k] === 'number'))),
  ].slice(0, AGGREGATED_COLUMNS);
  if (!columns.length) return note;
  const labelOf = (row: Record<string, unknown>) =>
    Object.values(row).find((cell) => typeof cell === 'string') as string | undefined;
  const parts = columns.map((column) => {
    let max: Record<string, unknown> | undefined;
    let min: Record<string, unknown> | undefined;
    let sum = 0;
    for (const row of rows) {
      const cell = row[column];
      if (typeof cell !== 'number') continue;
      sum += cell;
      if (!max || cell > (max[column] as number)) max = row;
      if (!min || cell < (min[column] as number)) min = row;
    }
    const at = (row: Record<string, unknown> | undefined) => {
      const label = row ? labelOf(row) : undefined;
      return label ? ` (${cutString(label, 40)})` : '';
    };
    return `${column} max ${max?.[column] as number}${at(max)}, min ${min?.[column] as number}${at(min)}, total ${Math.round(sum * 1000) / 1000}`;
  });
  return `${note}; over all ${items.length}: ${parts.join('; ')}`;
}

function cutString(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  // Never split a surrogate pair: the JSON would still be valid but the text would show a broken glyph.
  let end = maxChars;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
