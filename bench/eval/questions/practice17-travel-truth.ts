// Truth helpers over the generated travel insurance claim complaints (table `complaints`,
// bench/eval/travel-insurance-data.ts): the shared table helpers of table-truth.ts under this set's
// names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('complaints');

export const { rows: complaints, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as eur, moneyTotal as eurTotal };

/**
 * Days from a complaint to the day it was closed, over the closed complaints matching `where`.
 * The closed day is a date only: Sightline counts to its midnight (fractional), an analyst may
 * count whole days, which is up to a day more; right within 0.6 of a day.
 */
export function daysToClose(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(
      db,
      `SELECT avg(close_days) FROM complaints WHERE closed IS NOT NULL AND (${where})`,
    ),
    tolerance: 0.6,
    lead: true,
  };
}

/** The average delay in hours over the delay claims matching `where`, to 0.051. */
export function delayAverage(db: Store, label: string, where = '1'): ExpectedFigure {
  return mean(
    label,
    value(
      db,
      `SELECT avg(delay_hours) FROM complaints WHERE delay_hours IS NOT NULL AND (${where})`,
    ),
  );
}

/** The average effort score (1-7) over the scored complaints matching `where`, to 0.051. */
export function effortAverage(db: Store, label: string, where = '1'): ExpectedFigure {
  return mean(
    label,
    value(db, `SELECT avg(effort) FROM complaints WHERE effort IS NOT NULL AND (${where})`),
  );
}

type Field = 'destination' | 'claim_type' | 'reason' | 'channel' | 'stage';

/** A looked-up complaint's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM complaints WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`complaint ${ref} has no single ${field}`);
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
    // A rival written inside the right value ("Spain" in "Spain - Canaries") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM complaints WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
