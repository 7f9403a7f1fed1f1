// Truth helpers over the generated car-park appeals (table `appeals`, bench/eval/parking-data.ts):
// the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { value } from './truth';

const table = tableTruth('appeals');

export const { rows: appeals, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as aud, moneyTotal as audTotal };

/**
 * Days from an appeal coming in to its decision, over the decided appeals matching `where`. The
 * decision is a date without a time, so two readings are right: whole calendar days between the two
 * dates, or the decision day's midnight less the moment the appeal came in (about half a day
 * less); the tolerance spans both, plus a rounding to the day.
 */
export function daysToDecide(db: Store, label: string, where = '1'): ExpectedFigure {
  const calendar = value(
    db,
    `SELECT avg(days) FROM appeals WHERE decided IS NOT NULL AND (${where})`,
  );
  const instants = value(
    db,
    `SELECT avg(julianday(decided) - julianday(at)) FROM appeals
     WHERE decided IS NOT NULL AND (${where})`,
  );
  return {
    label,
    value: (calendar + instants) / 2,
    tolerance: Math.abs(calendar - instants) / 2 + 0.5,
    lead: true,
  };
}
