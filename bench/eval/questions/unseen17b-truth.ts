// Truth helpers over the generated pension scheme member cases (table `cases`,
// bench/eval/pension-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import { monthSpellings } from '../spellings';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, named, value } from './truth';

const table = tableTruth('cases');

export const { rows: casesWhere, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Mean days from a case being logged to the day it was answered, over the answered cases matching
 * `where`. The answered day carries no time, so an answer may count whole calendar days (answered
 * day minus logged day) or days from the moment logged to the start of the answered day; either is
 * right, to one decimal.
 */
export function daysToAnswer(db: Store, label: string, where = '1'): ExpectedFigure {
  const calendar = value(
    db,
    `SELECT avg(days) FROM cases WHERE answered IS NOT NULL AND (${where})`,
  );
  const exact = value(
    db,
    `SELECT avg(days_exact) FROM cases WHERE answered IS NOT NULL AND (${where})`,
  );
  return {
    label,
    value: (exact + calendar) / 2,
    tolerance: Math.abs(exact - calendar) / 2 + 0.051,
    lead: true,
  };
}

/** A mean call length over the phone cases matching `where`, right in seconds or in minutes. */
export function callMinutes(db: Store, label: string, where = '1'): ExpectedFigure {
  const seconds = value(db, `SELECT avg(secs) FROM cases WHERE secs IS NOT NULL AND (${where})`);
  // Stated in minutes to one decimal (the question asks in minutes).
  return { label, value: seconds / 60, tolerance: 0.051, lead: true };
}

type Field = 'employer' | 'section' | 'mstatus' | 'type' | 'nature' | 'via' | 'outcome';

/** A looked-up case's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM cases WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`case ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    ...named(label, right),
    // A rival written inside the right value ("DC" in "DC AVC") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM cases WHERE ${field} <> ? ORDER BY 1`,
      right,
    ).filter((rival) => !right.toLowerCase().includes(rival.toLowerCase())),
  };
}

/** The leading month of `months` (`YYYY-MM`, best first) named before the others. */
export function topMonth(label: string, months: readonly string[]): ExpectedName {
  return {
    label,
    anyOf: monthSpellings(months[0]!),
    rivals: months.slice(1).flatMap((month) => monthSpellings(month).slice(0, 3)),
  };
}
