import type { Store } from '../store/db';
import { cachedUntilDataChanges } from './corpus';

/**
 * The case signals assess_risk weighs for a segment and for every customer (open cases at the
 * window's end, SLA breaches of cases opened in it, customers with a restricted account), from
 * the cases' few columns held in memory until the data changes. In SQL each of those questions
 * reads every case of the group (140,000 at a million communications, twice per question: the
 * segment and everyone); here it is one pass over arrays.
 *
 * The figures are SQL's: timestamps compare as text. JavaScript compares strings by UTF-16 code
 * unit and SQLite by UTF-8 byte; the two orders agree below U+D800, so a database holding any
 * timestamp beyond that (none that an import writes) is left to SQL.
 */

interface CaseColumns {
  /** Each case's customer as an index into `customers`. */
  readonly customer: Int32Array;
  /** Each customer's segment, by index. */
  readonly segments: readonly (string | null)[];
  readonly openedAt: readonly string[];
  readonly closedAt: readonly (string | null)[];
  readonly slaBreached: Uint8Array;
  readonly restricted: Uint8Array;
}

export interface CaseSignals {
  readonly openCases: number;
  readonly slaBreaches: number;
  readonly restrictedCustomers: number;
}

/** A code unit at or beyond U+D800: where JavaScript's string order and SQLite's may part. */
const BEYOND = /[\ud800-\uffff]/;

const caseColumns = cachedUntilDataChanges(buildCaseColumns);

function buildCaseColumns(db: Store): CaseColumns | undefined {
  const rows = db
    .prepare(
      'SELECT customer_id, opened_at, closed_at, sla_breached, account_restricted FROM cases',
    )
    .raw()
    .all() as [string, string, string | null, number, number][];
  const comparable = rows.every(
    ([, opened, closed]) => !BEYOND.test(opened) && (closed === null || !BEYOND.test(closed)),
  );
  // Every customer's segment, read once: a segment's ids through its index cost a seek each.
  const customers = new Map<string, number>();
  const segments: (string | null)[] = [];
  const codeOf = (id: string) => {
    let code = customers.get(id);
    if (code === undefined) {
      customers.set(id, (code = segments.length));
      segments.push(null);
    }
    return code;
  };
  const everyCustomer = db.prepare('SELECT id, segment FROM customers').raw().all();
  for (const [id, segment] of everyCustomer as [string, string | null][]) {
    segments[codeOf(id)] = segment;
  }
  const columns = comparable
    ? {
        customer: Int32Array.from(rows, (row) => codeOf(row[0])),
        segments,
        openedAt: rows.map((row) => row[1]),
        closedAt: rows.map((row) => row[2]),
        slaBreached: Uint8Array.from(rows, (row) => (row[3] === 1 ? 1 : 0)),
        restricted: Uint8Array.from(rows, (row) => (row[4] === 1 ? 1 : 0)),
      }
    : undefined;
  return columns;
}

/**
 * The case signals of the customers of `segment` (every customer when undefined) for the window
 * [from, end), `end` the day after the window: as SQL counts them over the cases, or undefined
 * when the cases are left to SQL.
 */
export function caseSignals(
  db: Store,
  segment: string | undefined,
  from: string,
  end: string,
): CaseSignals | undefined {
  const columns = caseColumns(db);
  if (!columns) return undefined;
  const { customer, segments, openedAt, closedAt, slaBreached, restricted } = columns;
  // customer_id IN (SELECT id FROM customers WHERE segment = ?): a case's customer may be unknown.
  let members: Uint8Array | undefined;
  if (segment !== undefined) {
    members = new Uint8Array(segments.length);
    for (let code = 0; code < segments.length; code++) {
      if (segments[code] === segment) members[code] = 1;
    }
  }
  let openCases = 0;
  let slaBreaches = 0;
  const restrictedCustomers = new Set<number>();
  for (let index = 0; index < openedAt.length; index++) {
    if (members && members[customer[index]!] !== 1) continue;
    const opened = openedAt[index]!;
    if (opened >= end) continue;
    const closed = closedAt[index];
    if (closed === null || closed! >= end) openCases += 1;
    if (slaBreached[index] === 1 && opened >= from) slaBreaches += 1;
    if (restricted[index] === 1) restrictedCustomers.add(customer[index]!);
  }
  return { openCases, slaBreaches, restrictedCustomers: restrictedCustomers.size };
}
