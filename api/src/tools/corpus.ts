import type { Store } from '../store/db';

export interface CorpusBounds {
  /** First and last day with communications, `YYYY-MM-DD`; undefined when there are none. */
  readonly firstDay: string | undefined;
  readonly lastDay: string | undefined;
}

export interface CorpusCounts extends CorpusBounds {
  readonly communications: number;
  readonly customers: number;
  readonly cases: number;
}

/** The corpus's span; relative periods ("last 30 days") resolve against its last day. */
export function corpusBounds(db: Store): CorpusBounds {
  const row = db
    // Two subqueries, not min() and max() in one SELECT: only a lone min/max is answered from the
    // index; together they scan the whole table.
    .prepare(
      `SELECT (SELECT min(day) FROM communications) AS firstDay,
         (SELECT max(day) FROM communications) AS lastDay`,
    )
    .get() as { firstDay: string | null; lastDay: string | null };
  return { firstDay: row.firstDay ?? undefined, lastDay: row.lastDay ?? undefined };
}

export function corpusCounts(db: Store): CorpusCounts {
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    communications: count('communications'),
    customers: count('customers'),
    cases: count('cases'),
    ...corpusBounds(db),
  };
}

/**
 * Changes whenever the data may have changed: `data_version` moves when another connection
 * commits, `total_changes()` when this one writes. Cheap, unlike counting rows; keys caches.
 */
export function dataVersion(db: Store): string {
  const row = db
    .prepare(
      'SELECT (SELECT data_version FROM pragma_data_version) AS version, total_changes() AS own',
    )
    .get() as { version: number; own: number };
  return `${row.version}:${row.own}`;
}

/** `build` for a database, computed once and kept until its data changes (by dataVersion). */
export function cachedUntilDataChanges<T>(build: (db: Store) => T): (db: Store) => T {
  const cache = new WeakMap<Store, { version: string; value: T }>();
  return (db) => {
    const version = dataVersion(db);
    const cached = cache.get(db);
    if (cached?.version === version) return cached.value;
    const value = build(db);
    cache.set(db, { version, value });
    return value;
  };
}
