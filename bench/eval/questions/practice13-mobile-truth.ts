// Truth helpers over the generated mobile network cases (table `cases`,
// bench/eval/mobile-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('cases');

export const { rows: cases, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as eur, moneyTotal as eurTotal };

/**
 * Time from a case being reported to its resolution, over the resolved cases matching `where`:
 * both are instants, so the figure is exact; in hours right to 0.1, in days to 0.01.
 */
export function timeToResolve(
  db: Store,
  label: string,
  where = '1',
  unit: 'hours' | 'days' = 'hours',
): ExpectedFigure {
  const hours = value(db, `SELECT avg(hours) FROM cases WHERE resolved IS NOT NULL AND (${where})`);
  return unit === 'hours'
    ? { label, value: hours, tolerance: 0.1, lead: true }
    : { label, value: hours / 24, tolerance: 0.01, lead: true };
}

type Field = 'region' | 'site' | 'issue' | 'make' | 'plan' | 'channel' | 'status';

/** A looked-up case's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM cases WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`case ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    label,
    anyOf: [right],
    // A rival written inside the right value ("Resolved" in "Resolved - site fixed") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM cases WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
