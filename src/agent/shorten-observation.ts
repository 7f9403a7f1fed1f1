/**
 * Tool outputs are kept whole in the `observation` event, but the model gets them as JSON text
 * bounded by `observationChars`. Cutting the text at a character count would leave broken JSON that
 * models misread, so we shrink the structure instead: long arrays keep their first items and end
 * with a `"… N more"` string, long strings are cut with an ellipsis, and the limits tighten until
 * the text fits. The result always parses as JSON.
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

const START: ShrinkLimits = { arrayItems: 50, stringChars: 600, objectKeys: 60 };
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

function shrink(value: unknown, limits: ShrinkLimits, depth: number): unknown {
  if (typeof value === 'string') return cutString(value, limits.stringChars);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, limits.arrayItems).map((item) => shrink(item, limits, depth + 1));
    const rest = value.length - kept.length;
    return rest > 0 ? [...kept, `… ${rest} more`] : kept;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, limits.objectKeys)) {
    result[key] = shrink(item, limits, depth + 1);
  }
  const rest = entries.length - limits.objectKeys;
  if (rest > 0) result['…'] = `${rest} more keys`;
  return result;
}

function cutString(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  // Never split a surrogate pair: the JSON would still be valid but the text would show a broken glyph.
  let end = maxChars;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
