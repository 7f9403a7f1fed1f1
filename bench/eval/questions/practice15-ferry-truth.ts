// Truth helpers over the generated ferry passenger feedback (table `feedback`,
// bench/eval/ferry-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('feedback');

export const { rows: items, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as eur, moneyTotal as eurTotal };

/**
 * Days from feedback to its reply, over the replied feedback matching `where`: both are instants,
 * so the figure is exact; right to one decimal.
 */
export function daysToReply(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(
      db,
      `SELECT avg(reply_days) FROM feedback WHERE replied IS NOT NULL AND (${where})`,
    ),
    tolerance: 0.06,
    lead: true,
  };
}

/** The average delay in minutes over the delayed feedback matching `where`, right to 0.5 min. */
export function delayMinutes(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(db, `SELECT avg(delay) FROM feedback WHERE delay IS NOT NULL AND (${where})`),
    tolerance: 0.5,
    lead: true,
  };
}

type Field = 'route' | 'vessel' | 'ticket' | 'topic' | 'source' | 'state';

/** A looked-up item's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM feedback WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`feedback ${ref} has no single ${field}`);
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
    // A rival written inside the right value ("MV Skerra" in "MV Skerra Star") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM feedback WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
