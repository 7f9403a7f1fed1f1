// Truth helpers over the generated PALS concerns (table `concerns`, bench/eval/pals-data.ts): the
// shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, named, value } from './truth';

const table = tableTruth('concerns');

export const { rows: concerns, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Days from a concern being received to its closing, over the closed concerns matching `where`.
 * The closing is a date without a time, so two readings are right: whole calendar days between
 * the two dates, or the closing day's midnight less the moment the concern was received (about
 * half a day less); the tolerance spans both, plus a rounding to the day.
 */
export function daysToClose(db: Store, label: string, where = '1'): ExpectedFigure {
  const calendar = value(
    db,
    `SELECT avg(days) FROM concerns WHERE closed IS NOT NULL AND (${where})`,
  );
  const instants = value(
    db,
    `SELECT avg(julianday(closed) - julianday(at)) FROM concerns
     WHERE closed IS NOT NULL AND (${where})`,
  );
  return {
    label,
    value: (calendar + instants) / 2,
    tolerance: Math.abs(calendar - instants) / 2 + 0.5,
    lead: true,
  };
}

type Field = 'site' | 'ward' | 'directorate' | 'subject' | 'method' | 'outcome';

/** A looked-up concern's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM concerns WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`concern ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    ...named(label, right),
    // A rival written inside the right value ("Ward 7" in "Ward 7A") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM concerns WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
