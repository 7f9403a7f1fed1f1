// Truth helpers over the generated vet practice complaints (table `complaints`,
// bench/eval/vets-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, named, value } from './truth';

const table = tableTruth('complaints');

export const { rows: complaints, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Mean days from a complaint being logged to its resolution, over the resolved complaints matching
 * `where`. Both ends are instants, so the figure is exact; the tolerance allows a rounding to one
 * decimal and an answer that counts whole calendar days between the two dates.
 */
export function daysToResolve(db: Store, label: string, where = '1'): ExpectedFigure {
  const exact = value(
    db,
    `SELECT avg(days) FROM complaints WHERE resolved IS NOT NULL AND (${where})`,
  );
  const calendar = value(
    db,
    `SELECT avg(julianday(substr(resolved, 1, 10)) - julianday(day)) FROM complaints
     WHERE resolved IS NOT NULL AND (${where})`,
  );
  return {
    label,
    value: (exact + calendar) / 2,
    tolerance: Math.abs(exact - calendar) / 2 + 0.051,
    lead: true,
  };
}

type Field = 'practice' | 'species' | 'category' | 'via' | 'role' | 'outcome';

/** A looked-up complaint's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM complaints WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`complaint ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    ...named(label, right),
    // A rival written inside the right value ("Riverside" in "Riverside Referrals") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM complaints WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
