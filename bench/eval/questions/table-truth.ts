// Truth helpers over one generated table (the unseen sets' data: delivery complaints, rail
// feedback, rental incidents, parcel claims): counts, aggregates, rankings and periods relative to
// the data's last day, all plain SQL written here, never the tools.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { ranking, value } from './truth';

type Param = string | number;

/** The SQL helpers of one table; each case still writes its own WHERE clause and measure. */
export interface TableTruth {
  /** Rows matching `where`. */
  rows(db: Store, where: string, ...params: Param[]): number;
  /** `fn(expression)` over the rows matching `where`. */
  over(
    db: Store,
    fn: 'avg' | 'sum' | 'max' | 'min',
    expression: string,
    where: string,
    ...params: Param[]
  ): number;
  /** `field` values ranked by `measure` over the rows matching `where`, best first. */
  ranked(
    db: Store,
    field: string,
    measure: string,
    where?: string,
    order?: 'DESC' | 'ASC',
    ...params: Param[]
  ): { keys: string[]; values: number[] };
  /** The data's last day, `YYYY-MM-DD`. */
  lastDay(db: Store): string;
  /** `YYYY-MM` of the month `back` months before the last day's month (0: that month). */
  monthBefore(db: Store, back: number): string;
  /** The first and last day of the `days` days ending `skip` days before the data's last day. */
  lastDays(db: Store, days: number, skip?: number): [string, string];
}

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function tableTruth(table: string): TableTruth {
  const lastDay = (db: Store): string =>
    String(db.prepare(`SELECT max(day) FROM ${table}`).pluck().get());
  return {
    rows: (db, where, ...params) =>
      value(db, `SELECT count(*) FROM ${table} WHERE ${where}`, ...params),
    over: (db, fn, expression, where, ...params) =>
      value(db, `SELECT ${fn}(${expression}) FROM ${table} WHERE ${where}`, ...params),
    ranked: (db, field, measure, where = '1', order = 'DESC', ...params) =>
      ranking(
        db,
        `SELECT ${field} AS k, ${measure} AS v FROM ${table} WHERE ${where}
         GROUP BY ${field} HAVING v IS NOT NULL ORDER BY v ${order}, k`,
        ...params,
      ),
    lastDay,
    monthBefore: (db, back) => {
      const [year, month] = lastDay(db).split('-').map(Number) as [number, number];
      const index = year * 12 + (month - 1) - back;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    },
    lastDays: (db, days, skip = 0) => {
      const end = Date.parse(`${lastDay(db)}T00:00:00Z`) - skip * DAY_MS;
      return [isoDay(end - (days - 1) * DAY_MS), isoDay(end)];
    },
  };
}

/** A mean, right when written to one decimal (±0.051) unless said otherwise. */
export function mean(label: string, amount: number, tolerance = 0.051): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** An amount of money, right to the nearest unit unless said otherwise. */
export function money(label: string, amount: number, tolerance = 1): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** An amount of money, right to the unit or to 0.05 % of a large total. */
export function moneyTotal(label: string, amount: number): ExpectedFigure {
  return money(label, amount, Math.max(1, Math.abs(amount) * 0.0005));
}
