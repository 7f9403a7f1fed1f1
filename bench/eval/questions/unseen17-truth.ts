// Truth helpers over the generated council-tax and benefits contacts (table `contacts`,
// bench/eval/council-data.ts): the shared table helpers of table-truth.ts under this set's names.
import type { Store } from '../../../api/src/store/db';
import { monthSpellings } from '../spellings';
import type { ExpectedFigure, ExpectedName } from '../eval-case';
import { mean, money, moneyTotal, tableTruth } from './table-truth';
import { column, named, value } from './truth';

const table = tableTruth('contacts');

export const { rows: contactsWhere, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as gbp, moneyTotal as gbpTotal };

/**
 * Mean days from a contact being received to the day it was closed, over the closed contacts matching
 * `where`. The closed day carries no time, so an answer may count whole calendar days (closed
 * day minus received day) or days from the moment received to the start of the closed day; either is
 * right, to one decimal.
 */
export function daysToClose(db: Store, label: string, where = '1'): ExpectedFigure {
  const calendar = value(
    db,
    `SELECT avg(days) FROM contacts WHERE closed IS NOT NULL AND (${where})`,
  );
  const exact = value(
    db,
    `SELECT avg(days_exact) FROM contacts WHERE closed IS NOT NULL AND (${where})`,
  );
  return {
    label,
    value: (exact + calendar) / 2,
    tolerance: Math.abs(exact - calendar) / 2 + 0.051,
    lead: true,
  };
}

type Field = 'ward' | 'band' | 'service' | 'type' | 'kind' | 'via' | 'status';

/** A looked-up contact's value of `field`, to be named before any other value of that field. */
export function own(db: Store, label: string, field: Field, ref: string): ExpectedName {
  const mine = db.prepare(`SELECT ${field} FROM contacts WHERE ref = ?`).pluck().all(ref);
  if (mine.length !== 1 || typeof mine[0] !== 'string') {
    throw new Error(`contact ${ref} has no single ${field}`);
  }
  const right = mine[0];
  return {
    ...named(label, right),
    // A rival written inside the right value ("Abbey" in "Abbey Park") is no rival.
    rivals: column(
      db,
      `SELECT DISTINCT ${field} FROM contacts WHERE ${field} <> ? ORDER BY 1`,
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
