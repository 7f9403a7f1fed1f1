import type { Figure } from './answer-figures';
import type { FigureEvidence } from './events';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

/** The most rows an answer may add up ("Saturday or Sunday", "the three Nordic markets"). */
const MAX_ROWS = 4;
const SHARE_KEY = /share|rate|ratio|percent|pct|fraction|proportion/i;

type Match = Pick<FigureEvidence, 'status' | 'refs' | 'derivation'>;

/**
 * "12.0% of tickets are opened on Saturday or Sunday (359 of 3000)": a figure that adds up the
 * rows of one list the answer names by their labels (two to four of them, not the whole list,
 * whose total is observed already). The labels must be in the answer, so a sum that happens to
 * equal the figure among rows it never mentions does not count.
 */
export function sumOfNamedRows(
  answer: string,
  figure: Figure,
  calls: readonly ObservedCall[],
): Match | undefined {
  if (typeof figure.value !== 'number' || (figure.kind !== 'count' && figure.kind !== 'percent')) {
    return undefined;
  }
  const target = figure.value;
  const tolerance = figure.approximate
    ? Math.max(0.5 * 10 ** -figure.decimals, 0.05 * Math.abs(target))
    : 0.5 * 10 ** -figure.decimals + 1e-9;
  const said = answer.toLowerCase();
  for (const call of calls) {
    for (const { path, rows } of listsOf(call.output, '', 0)) {
      const named = rows
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => labelsOf(row).some((label) => namedIn(said, label)));
      if (named.length < 2 || named.length > MAX_ROWS || named.length === rows.length) continue;
      for (const key of Object.keys(named[0]!.row)) {
        const values = named.map(({ row }) => row[key]);
        if (!values.every((value) => typeof value === 'number')) continue;
        const sum = (values as number[]).reduce((total, value) => total + value, 0);
        const scaled =
          figure.kind === 'percent' && SHARE_KEY.test(key) && sum <= 1 ? sum * 100 : sum;
        if (figure.kind === 'percent' && !SHARE_KEY.test(key)) continue;
        if (Math.abs(scaled - target) > tolerance) continue;
        return {
          status: 'derived',
          refs: named.slice(0, 3).map(({ index, row }) => ({
            step: call.step,
            callId: call.callId,
            tool: call.tool,
            path: `${path}[${index}].${key}`,
            value: row[key] as number,
          })),
          derivation: `${named.map(({ row }) => String(row[key])).join(' + ')} (${named
            .map(({ row }) => labelsOf(row)[0])
            .join(', ')})`,
        };
      }
    }
  }
  return undefined;
}

/** Lists of rows (objects) in a result, with their paths. */
function listsOf(
  value: unknown,
  path: string,
  depth: number,
): { path: string; rows: Record<string, unknown>[] }[] {
  if (depth > 6) return [];
  if (Array.isArray(value)) {
    const rows = value.filter(isPlainObject);
    return rows.length === value.length && rows.length > 2 ? [{ path, rows }] : [];
  }
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    listsOf(child, path ? `${path}.${key}` : key, depth + 1),
  );
}

/** A row's labels: its short string values. */
function labelsOf(row: Record<string, unknown>): string[] {
  return Object.values(row).filter(
    (value): value is string => typeof value === 'string' && value.length > 1 && value.length <= 60,
  );
}

function namedIn(text: string, label: string): boolean {
  const wanted = label.toLowerCase();
  let at = text.indexOf(wanted);
  while (at >= 0) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + wanted.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = text.indexOf(wanted, at + 1);
  }
  return false;
}
