// Truth helpers over the generated tenant repair complaints (table `complaints`,
// bench/eval/housing-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('complaints');

export const { rows: complaints, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Days from a complaint to the day its repair was fixed, over the fixed complaints matching
 * `where`. The fixed day is a date only: Sightline counts to its midnight (fractional), an analyst
 * may count whole days, which is up to a day more; right within 0.6 of a day.
 */
export function daysToFix(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(db, `SELECT avg(fix_days) FROM complaints WHERE fixed IS NOT NULL AND (${where})`),
    tolerance: 0.6,
    lead: true,
  };
}

/** The average hours to attend over the attended complaints matching `where`, right to 0.5 h. */
export function hoursToAttend(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(
      db,
      `SELECT avg(attend_hours) FROM complaints WHERE attend_hours IS NOT NULL AND (${where})`,
    ),
    tolerance: 0.5,
    lead: true,
  };
}

/**
 * The average tenant score over the scored complaints matching `where`, in the score's own points
 * (the data writes "70%"; the answer states the field's points, "55.39", its unit in the label).
 */
export function tenantScore(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(db, `SELECT avg(score) FROM complaints WHERE score IS NOT NULL AND (${where})`),
    tolerance: 0.06,
    lead: true,
  };
}

type Field =
  'estate' | 'property_type' | 'trade' | 'kind' | 'contractor' | 'priority' | 'channel' | 'outcome';

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
    // A rival written inside the right value ("Oakfield" in "Oakfield Park") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM complaints WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
