// Truth helpers over the generated bus journey complaints (table `complaints`,
// bench/eval/bus-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('complaints');

export const { rows: complaints, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Days from a complaint being logged to its response, over the answered complaints matching
 * `where`: both are instants, so the figure is exact; right to one decimal.
 */
export function daysToRespond(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(
      db,
      `SELECT avg(resp_days) FROM complaints WHERE responded IS NOT NULL AND (${where})`,
    ),
    tolerance: 0.06,
    lead: true,
  };
}

type Field = 'route' | 'stop' | 'depot' | 'nature' | 'ticket' | 'via' | 'status';

/** A looked-up complaint's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM complaints WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`complaint ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    label,
    anyOf: [right],
    // A rival written inside the right value ("Late running" in "Late running - evening", "Open"
    // in "Open - awaiting info") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM complaints WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
