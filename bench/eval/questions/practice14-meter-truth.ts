// Truth helpers over the generated smart-meter installation escalations (table `escalations`,
// bench/eval/meter-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('escalations');

export const { rows: escalations, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Days from the appointment day to the day of the visit, over the visited escalations matching
 * `where`; right to one decimal.
 */
export function daysLate(db: Store, label: string, where = '1'): ExpectedFigure {
  return mean(
    label,
    value(db, `SELECT avg(days_late) FROM escalations WHERE days_late IS NOT NULL AND (${where})`),
  );
}

type Field = 'region' | 'installer' | 'meter' | 'fault' | 'slot' | 'via' | 'outcome';

/** A looked-up escalation's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM escalations WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`escalation ${ref} has no single ${field}`);
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
    // A rival written inside the right value ("Midlands" in "East Midlands", "Smartfit" in
    // "Smartfit Northern", "Resolved" in "Resolved - rebooked") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM escalations WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
