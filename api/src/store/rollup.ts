import { customFields } from './custom-fields';
import { readDataVersion } from './data-version';
import type { Store } from './db';

/**
 * Daily rollups of communications: for every set of at most ROLLUP_MAX_DIMENSIONS dimensions (a
 * "grouping") the count, sentiment sum and label counts of each day and combination of values.
 * The aggregate tools answer from them when a request names only rollup dimensions (see
 * api/src/tools/aggregate-source.ts); every figure is a sum, so a grouping's rows may be split
 * over several batches (an import appends the rows it added) and still add up exactly.
 *
 * The rollup is trusted only while `meta.rollup_state` (the data version, row count and last rowid
 * it summed) matches the data: a writer that adds rows without calling `updateRollups` (or an
 * older Sightline) leaves it stale, and the tools then read the rows. An empty database has no
 * rollup state at all.
 */

export interface RollupDimension {
  /** The dimension's name in groupings: its column (`channel`, `x_airline`) or customer field. */
  readonly name: string;
  /** The SQL over communications `m` (customers `c` left-joined) that gives its value. */
  readonly sql: string;
  /**
   * Only in groupings of one or two: the customer's fields and an import's own, which would
   * multiply the three-way groupings (and the time to build them) many times over.
   */
  readonly pairsOnly?: boolean;
}

/** Dimensions of every database: the categorical columns the tools filter and group by. */
const BUILT_IN: readonly RollupDimension[] = [
  ...[
    'channel',
    'chat_mode',
    'escalated_from',
    'intent',
    'product',
    'category',
    'subcategory',
    'sentiment_label',
  ].map((column) => ({ name: column, sql: `m.${column}` })),
  // A communication's customer never changes and customers are only ever added, so their
  // segment and region are as fixed as the communication's own columns.
  { name: 'segment', sql: 'c.segment', pairsOnly: true },
  { name: 'region', sql: 'c.region', pairsOnly: true },
];

/** Groupings of up to three dimensions: a filter or two plus the dimension grouped by. */
export const ROLLUP_MAX_DIMENSIONS = 3;
/**
 * Rows a grouping may hold: a day × subcategory × region grouping is as large as the rows it sums
 * and would save nothing, so a grouping past this many rows, or past a quarter of the rows it sums,
 * is dropped (its requests read the rows, through the covering indexes). 100,000 rows read in
 * about 10 ms, a quarter of a year of them in a few, however large the corpus; with 40,000 a
 * million communications lost day × category × subcategory × channel (65,000 rows), and a
 * category breakdown of one channel read 250,000 rows.
 */
export const ROLLUP_MAX_ROWS = 100_000;

/** The rollup's dimensions in this database: the built-in ones, then categorical custom fields. */
export function rollupDimensions(db: Store): RollupDimension[] {
  const custom = customFields(db, 'communications')
    .filter((field) => field.type === 'category' || field.type === 'boolean')
    .map((field) => ({ name: field.column, sql: `m."${field.column}"`, pairsOnly: true }));
  return [...BUILT_IN, ...custom];
}

/**
 * Candidate groupings, smallest first: every set of up to ROLLUP_MAX_DIMENSIONS names, sorted.
 * A larger one is tried only when all of its subsets were kept (none is smaller than a subset).
 */
function* candidateGroupings(
  names: readonly string[],
  pairsOnly: ReadonlySet<string>,
  kept: (grouping: readonly string[]) => boolean,
): Generator<string[]> {
  const sorted = [...names].sort();
  let level: string[][] = [[]];
  yield [];
  for (let size = 1; size <= ROLLUP_MAX_DIMENSIONS; size++) {
    const next: string[][] = [];
    for (const base of level) {
      if (!kept(base)) continue;
      const start = base.length ? sorted.indexOf(base[base.length - 1]!) + 1 : 0;
      for (let index = start; index < sorted.length; index++) {
        const grouping = [...base, sorted[index]!];
        if (size > 2 && grouping.some((name) => pairsOnly.has(name))) continue;
        const subsetsKept = grouping.every((_, drop) =>
          kept(grouping.filter((__, at) => at !== drop)),
        );
        if (!subsetsKept) continue;
        next.push(grouping);
        yield grouping;
      }
    }
    level = next;
  }
}

export const groupingKey = (names: readonly string[]) => names.join(',');

/** Where the rollup stands before a write: pass it to `updateRollups` after the write. */
export interface RollupCheckpoint {
  /** The largest communications rowid before the write (rows after it are the new ones). */
  readonly lastRowid: number;
  /** The rollup matched the data before the write, so adding the new rows keeps it exact. */
  readonly fresh: boolean;
  readonly dimensions: string;
}

export function rollupCheckpoint(db: Store): RollupCheckpoint {
  return {
    lastRowid: db
      .prepare('SELECT coalesce(max(rowid), 0) FROM communications')
      .pluck()
      .get() as number,
    fresh: rollupIsFresh(db),
    dimensions: readMeta(db, 'rollup_dimensions') ?? '',
  };
}

/** True when the rollup summarises exactly the rows there are now. */
export function rollupIsFresh(db: Store): boolean {
  const stored = readMeta(db, 'rollup_state');
  return stored !== undefined && stored === JSON.stringify(dataState(db));
}

/** What the rollup must have summed: moved by any import, seed or insert of rows. */
function dataState(db: Store): { dataVersion: number; rows: number; lastRowid: number } {
  const { rows, lastRowid } = db
    .prepare('SELECT count(*) AS rows, coalesce(max(rowid), 0) AS lastRowid FROM communications')
    .get() as { rows: number; lastRowid: number };
  return { dataVersion: readDataVersion(db), rows, lastRowid };
}

/**
 * Brings the rollup up to date within the caller's transaction, after rows were added since
 * `checkpoint` and the data version was moved: only the new rows are summed in when the rollup was
 * fresh and the dimensions are the same, else it is rebuilt from every row. Call it after
 * bumpDataVersion.
 */
export function updateRollups(db: Store, checkpoint?: RollupCheckpoint): void {
  const dimensions = rollupDimensions(db);
  const key = dimensions.map((dimension) => dimension.name).join(',');
  const incremental = checkpoint?.fresh === true && checkpoint.dimensions === key;
  if (!incremental) db.prepare('DELETE FROM rollup_daily').run();
  const state = dataState(db);
  if (state.rows === 0) {
    db.prepare(
      "DELETE FROM meta WHERE key IN ('rollup_dimensions', 'rollup_groupings', 'rollup_state')",
    ).run();
    return;
  }
  const groupings = incremental
    ? appendRollupRows(db, dimensions, checkpoint.lastRowid, readRollupGroupings(db))
    : appendRollupRows(db, dimensions, 0);
  const write = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  write.run('rollup_dimensions', key);
  write.run('rollup_groupings', JSON.stringify(groupings));
  write.run('rollup_state', JSON.stringify(state));
}

/**
 * Sums communications with rowid > `afterRowid` into new rollup rows. With `groupings` (an
 * incremental update) exactly those; without, every candidate that stays within ROLLUP_MAX_ROWS.
 * Returns the groupings written.
 */
function appendRollupRows(
  db: Store,
  dimensions: readonly RollupDimension[],
  afterRowid: number,
  groupings?: readonly string[],
): string[] {
  // One pass over the rows into the full cube of the day and every dimension; each grouping is
  // then summed from the cube, which is far smaller than the rows.
  const cubeColumns = dimensions.map((dimension, index) => `${dimension.sql} AS d${index}`);
  const cubeKeys = ['day', ...dimensions.map((_, index) => `d${index}`)];
  db.exec('DROP TABLE IF EXISTS temp.rollup_cube');
  db.prepare(
    `CREATE TEMP TABLE rollup_cube AS
     SELECT substr(m.at, 1, 10) AS day, ${cubeColumns.join(', ')}, count(*) AS n,
       total(m.sentiment) AS sentiment_sum,
       count(*) FILTER (WHERE m.sentiment_label = 'positive') AS positive,
       count(*) FILTER (WHERE m.sentiment_label = 'neutral') AS neutral,
       count(*) FILTER (WHERE m.sentiment_label = 'negative') AS negative
     FROM communications m LEFT JOIN customers c ON c.id = m.customer_id
     WHERE m.rowid > ? GROUP BY ${cubeKeys.join(', ')}`,
  ).run(afterRowid);
  const position = new Map(dimensions.map((dimension, index) => [dimension.name, index]));
  const columnsOf = (grouping: readonly string[]) =>
    grouping.map((name) => `d${position.get(name)!}`);
  const size = (grouping: readonly string[]) =>
    db
      .prepare(
        `SELECT count(*) FROM (SELECT 1 FROM temp.rollup_cube
         GROUP BY ${['day', ...columnsOf(grouping)].join(', ')})`,
      )
      .pluck()
      .get() as number;
  const insert = (grouping: readonly string[]) => {
    const columns = columnsOf(grouping);
    const keys = [0, 1, 2].map((index) => columns[index] ?? 'NULL');
    db.prepare(
      `INSERT INTO rollup_daily (grouping, day, k1, k2, k3, n, sentiment_sum, positive, neutral,
           negative)
         SELECT ?, day, ${keys.join(', ')}, sum(n), total(sentiment_sum), sum(positive),
           sum(neutral), sum(negative)
         FROM temp.rollup_cube GROUP BY ${['day', ...columns].join(', ')}`,
    ).run(groupingKey(grouping));
  };
  const written: string[] = [];
  if (groupings) {
    for (const key of groupings) {
      const grouping = key === '' ? [] : key.split(',');
      if (grouping.every((name) => position.has(name))) {
        insert(grouping);
        written.push(key);
      }
    }
  } else {
    const rows = db.prepare('SELECT total(n) FROM temp.rollup_cube').pluck().get() as number;
    const cap = Math.min(ROLLUP_MAX_ROWS, Math.floor(rows / 4));
    const days = db
      .prepare('SELECT count(DISTINCT day) FROM temp.rollup_cube')
      .pluck()
      .get() as number;
    // Sizes of the groupings kept, and the values of each dimension: a grouping holds at least
    // as many rows as any of its subsets and at most a subset's rows times the values of the
    // dimension it adds, so most candidates are decided without counting them.
    const kept = new Map<string, number>();
    const values = new Map(
      dimensions.map((dimension, index) => [
        dimension.name,
        db
          .prepare(`SELECT count(DISTINCT d${index}) + 1 FROM temp.rollup_cube`)
          .pluck()
          .get() as number,
      ]),
    );
    const pairsOnly = new Set(dimensions.filter((item) => item.pairsOnly).map((item) => item.name));
    for (const grouping of candidateGroupings([...position.keys()], pairsOnly, (base) =>
      kept.has(groupingKey(base)),
    )) {
      const subsets = grouping.map((added) => ({
        rows: kept.get(groupingKey(grouping.filter((name) => name !== added)))!,
        added,
      }));
      const upper = Math.min(...subsets.map((subset) => subset.rows * values.get(subset.added)!));
      const rows = grouping.length === 0 ? 0 : upper <= cap ? upper : size(grouping);
      if (rows > cap) continue;
      insert(grouping);
      kept.set(groupingKey(grouping), grouping.length === 0 ? days : rows);
    }
    written.push(...kept.keys());
  }
  db.exec('DROP TABLE temp.rollup_cube');
  return written;
}

/** The groupings the rollup holds (empty when there is none). */
export function readRollupGroupings(db: Store): string[] {
  const stored = readMeta(db, 'rollup_groupings');
  return stored ? (JSON.parse(stored) as string[]) : [];
}

function readMeta(db: Store, key: string): string | undefined {
  return db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
}
