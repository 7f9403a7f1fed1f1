// Truth helpers over the generated dealership service concerns (table `concerns`,
// bench/eval/dealer-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column } from './truth';

const table = tableTruth('concerns');

export const { rows: concerns, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

type Field = 'site' | 'marque' | 'model' | 'job' | 'advisor' | 'issue' | 'source' | 'progress';

/** A looked-up concern's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM concerns WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`concern ${ref} has no single ${field}`);
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
    // A rival written inside the right value ("Leeds" in "Leeds North", "MOT" in "MOT & service",
    // "Open" in "Open - with manufacturer") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM concerns WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
