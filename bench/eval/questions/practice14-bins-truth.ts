// Truth helpers over the generated missed bin collection reports (table `reports`,
// bench/eval/bins-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('reports');

export const { rows: reports, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Days from a report to its re-collection, over the re-collected reports matching `where`: both
 * are instants, so the figure is exact; right to one decimal.
 */
export function daysToRecollect(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(
      db,
      `SELECT avg(rec_days) FROM reports WHERE recollected IS NOT NULL AND (${where})`,
    ),
    tolerance: 0.06,
    lead: true,
  };
}

type Field = 'ward' | 'street' | 'container' | 'reason' | 'crew' | 'channel' | 'state';

/** A looked-up report's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM reports WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`report ${ref} has no single ${field}`);
  }
  return firstAmong(db, label, field, mine[0]);
}

/**
 * `right`, a value of `field`, to be named before any other value of that field: a breakdown that
 * lists every value is no pick.
 */
export function firstAmong(db: Store, label: string, field: Field, right: string): ExpectedName {
  return {
    label,
    anyOf: [right],
    // A rival written inside the right value ("Echo" in "Echo Relief", "Recycling" in
    // "Recycling - glass") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM reports WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
