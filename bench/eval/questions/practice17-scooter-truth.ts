// Truth helpers over the generated e-scooter and bike-share rider complaints (table `complaints`,
// bench/eval/scooter-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, value } from './truth';

const table = tableTruth('complaints');

export const { rows: complaints, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Days from a complaint to the day it was resolved, over the resolved complaints matching `where`.
 * The resolved day is a date only: Sightline counts to its midnight (fractional), an analyst may
 * count whole days, which is up to a day more; right within 0.6 of a day.
 */
export function daysToResolve(db: Store, label: string, where = '1'): ExpectedFigure {
  return {
    label,
    value: value(
      db,
      `SELECT avg(resolve_days) FROM complaints WHERE resolved IS NOT NULL AND (${where})`,
    ),
    tolerance: 0.6,
    lead: true,
  };
}

/** The average ride time in minutes over the ride complaints matching `where`, to 0.051. */
export function rideAverage(db: Store, label: string, where = '1'): ExpectedFigure {
  return mean(
    label,
    value(
      db,
      `SELECT avg(ride_minutes) FROM complaints WHERE ride_minutes IS NOT NULL AND (${where})`,
    ),
  );
}

/** The average distance in km over the ride complaints matching `where`, to 0.051. */
export function distanceAverage(db: Store, label: string, where = '1'): ExpectedFigure {
  return mean(
    label,
    value(
      db,
      `SELECT avg(distance_km) FROM complaints WHERE distance_km IS NOT NULL AND (${where})`,
    ),
  );
}

/** The average rating (1-5) over the rated complaints matching `where`, to 0.051. */
export function ratingAverage(db: Store, label: string, where = '1'): ExpectedFigure {
  return mean(
    label,
    value(db, `SELECT avg(rating) FROM complaints WHERE rating IS NOT NULL AND (${where})`),
  );
}

type Field = 'city' | 'vehicle' | 'problem' | 'source' | 'state';

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
    // A rival written inside the right value ("Cardiff" in "Cardiff Bay") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM complaints WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}
