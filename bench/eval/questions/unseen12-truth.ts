// Truth helpers over the generated cinema guest feedback (table `feedback`,
// bench/eval/cinema-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, named, value } from './truth';

const table = tableTruth('feedback');

export const { rows: feedback, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as cad, moneyTotal as cadTotal };

/**
 * Days from feedback being submitted to its closing, over the closed feedback matching `where`.
 * The closing is a date without a time, so two readings are right: whole calendar days between
 * the two dates, or the closing day's midnight less the moment the feedback was submitted (about
 * half a day less); the tolerance spans both, plus a rounding to the day.
 */
export function daysToClose(db: Store, label: string, where = '1'): ExpectedFigure {
  const calendar = value(
    db,
    `SELECT avg(days) FROM feedback WHERE closed IS NOT NULL AND (${where})`,
  );
  const instants = value(
    db,
    `SELECT avg(julianday(closed) - julianday(at)) FROM feedback
     WHERE closed IS NOT NULL AND (${where})`,
  );
  return {
    label,
    value: (calendar + instants) / 2,
    tolerance: Math.abs(calendar - instants) / 2 + 0.5,
    lead: true,
  };
}

type Field = 'site' | 'prov' | 'screen' | 'topic' | 'source' | 'status';

/** A looked-up record's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM feedback WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`feedback ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    ...named(label, right),
    // A rival written inside the right value ("Sound" in "Sound - too loud") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM feedback WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
