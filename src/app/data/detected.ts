import type { ColumnProfile } from './import-api';

/**
 * What the import found in one column, said for the analyst before importing: the type, the date
 * format and the order of day and month it reads (and whether the values could be read the other
 * way too), the unit or currency of a number, and the spellings of a flag read as yes and as no.
 * Plain text only: the page shows it by interpolation, never as HTML.
 */
export interface Detected {
  /** One line: "date, D/M/YYYY h.mm A (day first)", "number in kg, decimal comma". */
  readonly summary: string;
  /** The day and month read both ways: the analyst must pick the order. */
  readonly ambiguous: boolean;
  /** The readings to choose from (the first proposed, then the others), for a date column. */
  readonly orders: readonly DateOrder[];
  /** A flag's spellings: "yes: Y, ✓ · no: N, blank". */
  readonly flags?: string;
  /** Something to check before importing (units of different kinds in one column). */
  readonly warning?: string;
}

export interface DateOrder {
  readonly format: string;
  /** "day first (D/M/YYYY)". */
  readonly label: string;
}

/** Where a format puts the day against the month: "day first", "month first" or "year first". */
export function dateOrderOf(format: string): string | undefined {
  if (format === 'ISO' || /^(YYYY|GGGG)/.test(format)) return 'year first';
  if (format === 'X') return 'seconds since 1970';
  if (format === 'x') return 'milliseconds since 1970';
  // Text in brackets is literal; "Do" and "D" are days, "M…" months (never "MMM" against "D").
  const tokens = format.replace(/\[[^\]]*\]/g, '').match(/D|M/g) ?? [];
  if (tokens[0] === 'D') return 'day first';
  if (tokens[0] === 'M') return 'month first';
  return undefined;
}

function orderLabel(format: string): string {
  const order = dateOrderOf(format);
  return order ? `${order} (${format})` : format;
}

export function detectedOf(column: ColumnProfile): Detected {
  const rivals = column.rivalDateFormats ?? [];
  const formats = column.dateFormats ?? [];
  if (formats.length > 0 && (column.type === 'date' || rivals.length > 0)) {
    const first = formats[0]!;
    const ambiguous = rivals.length > 0;
    const orders = [first, ...rivals].map((format) => ({ format, label: orderLabel(format) }));
    return {
      summary: ambiguous
        ? `date? ${first} or ${rivals.join(' or ')}: every value reads both ways`
        : `date, ${orderLabel(first)}`,
      ambiguous,
      orders,
    };
  }
  if (column.type === 'number') {
    const parts = [
      column.unit ? `number in ${column.unit}` : 'number',
      ...(column.decimal === ',' ? ['decimal comma'] : []),
    ];
    return { summary: parts.join(', '), ambiguous: false, orders: [] };
  }
  if (column.type === 'boolean' && column.flagSpellings) {
    const { yes, no, blank } = column.flagSpellings;
    const side = (spellings: readonly string[], withBlank: boolean) =>
      [...spellings.map((spelling) => `“${spelling}”`), ...(withBlank ? ['blank'] : [])].join(', ') ||
      'none';
    return {
      summary: 'yes/no',
      ambiguous: false,
      orders: [],
      flags: `yes: ${side(yes, false)} · no: ${side(no, blank === 'no')}`,
    };
  }
  return {
    summary: column.type,
    ambiguous: false,
    orders: [],
    ...(column.mixedUnits?.length
      ? {
          warning: `units of different kinds (${column.mixedUnits.join(', ')}): kept as ${column.type}; as a number, rows in ${column.mixedUnits.slice(1).join(', ')} are refused`,
        }
      : {}),
  };
}
