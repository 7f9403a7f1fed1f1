/** Markdown beyond this many characters is shown as plain text on request instead of rendered. */
export const ANSWER_DISPLAY_LIMIT = 100_000;

export interface DisplayPart {
  /** The part rendered as markdown: the whole text when it is within the limit. */
  readonly shown: string;
  /** What follows the shown part; empty when nothing was held back. */
  readonly rest: string;
  /** The whole text's size in UTF-8 bytes, for the note that says it was shortened. */
  readonly bytes: number;
}

/**
 * Splits a text too large to render as markdown in one go (the parser and the sanitiser take
 * seconds on megabytes and leave the card blank meanwhile). The cut falls on a paragraph or line
 * break near the limit when there is one, so a table or list is not cut mid-row.
 */
export function splitForDisplay(text: string, limit = ANSWER_DISPLAY_LIMIT): DisplayPart {
  if (text.length <= limit) return { shown: text, rest: '', bytes: 0 };
  const window = text.slice(0, limit);
  const floor = Math.floor(limit * 0.8);
  const paragraph = window.lastIndexOf('\n\n');
  const line = window.lastIndexOf('\n');
  // The break stays with the shown part, so the rest starts on its first line of text.
  const cut = paragraph >= floor ? paragraph + 2 : line >= floor ? line + 1 : limit;
  return { shown: text.slice(0, cut), rest: text.slice(cut), bytes: new Blob([text]).size };
}

/** `10.5 MB`, `820 KB`: one decimal below ten of a unit. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
