import {
  dataDictionarySchema,
  type DataDictionary,
  type DatasetField,
  type ValueCount,
} from '../../../src/agent/dataset';
import { existsSync, statSync } from 'node:fs';
import type { Store } from '../store/db';
import { changeKey } from '../store/custom-fields';
import { readDataVersion } from '../store/data-version';
import { readDeclaration } from '../store/dictionary-declaration';
import { corpusCounts } from './corpus';
import {
  ENTITIES,
  FROM_SQL,
  queryFields,
  TIME_OF_WEEK_FIELDS,
  type Entity,
  type QueryField,
} from './query-fields';

/** Values listed per categorical field; `complete` says whether that is all of them. */
const LISTED_VALUES = 50;

const cache = new WeakMap<Store, { key: string; dictionary: DataDictionary }>();

/**
 * The data dictionary of the loaded data (`GET /api/dataset`): counts, span, and every field
 * query_data accepts with its role, type, fill, distinct values, top values and range, plus the
 * declaration's names, synonyms and measures. Built from the data on first use after each change
 * (seconds on 250k rows), then served from memory, and kept in `meta` for other processes and
 * restarts, keyed by the data version and the tables' last rowids.
 */
export function dataDictionary(db: Store): DataDictionary {
  const key = changeKey(db);
  const cached = cache.get(db);
  if (cached?.key === key) return cached.dictionary;
  const stored = storedKey(db);
  const dictionary = readStored(db, stored) ?? buildDictionary(db);
  store(db, stored, dictionary);
  // Writing the stored copy moved this connection's change counter: key on the state after it.
  cache.set(db, { key: changeKey(db), dictionary });
  return dictionary;
}

const STORED = 'dictionary_cache';

/**
 * What the stored copy is valid for: the data version, the schema and each table's last rowid.
 * Exported for the API's dictionary threads (dictionary-service.ts), which key their copy alike.
 */
export function storedKey(db: Store): string {
  const last = (table: string) => db.prepare(`SELECT max(rowid) FROM ${table}`).pluck().get() ?? 0;
  const declaration = db
    .prepare("SELECT length(value) FROM meta WHERE key = 'dictionary_declaration'")
    .pluck()
    .get();
  const schema = db.pragma('schema_version', { simple: true });
  return [
    // The dictionary's own form: a copy stored before ids carried samples is built again.
    'ids-sampled',
    readDataVersion(db),
    schema,
    last('communications'),
    last('cases'),
    last('customers'),
    declaration ?? 0,
    declarationFileTime(db),
  ].join(':');
}

/** The declaration file beside the database changes the dictionary too. */
function declarationFileTime(db: Store): number {
  const file = `${db.name}.dictionary.json`;
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function readStored(db: Store, key: string): DataDictionary | undefined {
  const value = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(STORED) as
    string | undefined;
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as { key?: string; dictionary?: unknown };
    if (parsed.key !== key) return undefined;
    const checked = dataDictionarySchema.safeParse(parsed.dictionary);
    return checked.success ? checked.data : undefined;
  } catch {
    return undefined;
  }
}

function store(db: Store, key: string, dictionary: DataDictionary): void {
  // A read-only connection, or one inside another's transaction, serves without storing.
  if (db.readonly || db.inTransaction) return;
  try {
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
      STORED,
      JSON.stringify({ key, dictionary }),
    );
  } catch {
    // Busy (an import is writing): the next request stores it.
  }
}

/**
 * The days from a record's own time to a second date of it ("days to closed"): what an analyst
 * calls that span in plain words, "time to closed", "time open", "duration".
 */
function spanSynonyms(label: string): string[] {
  const to = label.replace(/^days\s+/, '');
  return [
    `time ${to}`,
    `time until ${to.replace(/^to\s+/, '')}`,
    'time open',
    'days open',
    'duration',
  ];
}

function buildDictionary(db: Store): DataDictionary {
  const declaration = readDeclaration(db);
  const counts = corpusCounts(db);
  const datasetName = db
    .prepare("SELECT value FROM meta WHERE key = 'dataset_name'")
    .pluck()
    .get() as string | undefined;
  const fields: DatasetField[] = [];
  for (const entity of ENTITIES) {
    for (const [name, field] of Object.entries(queryFields(db, entity))) {
      // A day, week or month of a timestamp says nothing the timestamp does not.
      if (field.derived) continue;
      const declared = declaration.fields?.[name];
      fields.push({
        name,
        entity,
        role: field.role,
        type: field.type,
        ...((declared?.label ?? field.label) ? { label: declared?.label ?? field.label } : {}),
        ...(declared?.synonyms?.length
          ? { synonyms: declared.synonyms }
          : field.span
            ? { synonyms: spanSynonyms(field.label ?? name) }
            : {}),
        ...(declared?.valueSynonyms ? { valueSynonyms: declared.valueSynonyms } : {}),
        ...(declared?.unit && field.type === 'number' ? { unit: declared.unit } : {}),
        ...(field.span ? { span: { to: field.span, unit: 'days' as const } } : {}),
        ...fieldStatistics(db, entity, field),
        ...timeGroupings(db, entity, name, field),
      });
    }
  }
  return {
    name: declaration.name ?? datasetName ?? 'Sightline data',
    ...(declaration.description ? { description: declaration.description } : {}),
    counts: {
      communications: counts.communications,
      customers: counts.customers,
      cases: counts.cases,
    },
    from: counts.firstDay ?? null,
    to: counts.lastDay ?? null,
    fields,
    ...(declaration.measures?.length ? { measures: declaration.measures } : {}),
  };
}

/**
 * The weekday and hour groupings query_data derives from the entity's own timestamp; the hour
 * only when the timestamps carry a time of day (not all at one time, as dates alone are stored).
 */
function timeGroupings(
  db: Store,
  entity: Entity,
  name: string,
  field: QueryField,
): Pick<DatasetField, 'timeGroupings'> {
  const derived = queryFields(db, entity);
  const offered = TIME_OF_WEEK_FIELDS.filter((grouping) => derived[grouping]?.derived);
  if (field.role !== 'time' || field.type !== 'date' || offered.length === 0) return {};
  // The derived fields are read from this timestamp only: the entity's first time field.
  const own = Object.entries(derived).find(([, other]) => other.role === 'time' && !other.derived);
  if (own?.[0] !== name) return {};
  const table = FROM_SQL[entity].table;
  const times = db
    .prepare(
      `SELECT 1 FROM ${table} WHERE substr(${field.sql}, 12, 8) <>
         (SELECT substr(${field.sql}, 12, 8) FROM ${table} WHERE ${field.sql} IS NOT NULL LIMIT 1)
       LIMIT 1`,
    )
    .pluck()
    .get();
  const groupings = offered.filter((grouping) => grouping !== 'hour' || times !== undefined);
  return { timeGroupings: groupings };
}

type Statistics = Pick<
  DatasetField,
  'filled' | 'distinct' | 'values' | 'complete' | 'min' | 'max' | 'samples'
>;

/** Ids sampled: the first, the last and evenly between, as the data writes them. */
const ID_SAMPLES = 7;

function idSamples(
  db: Store,
  table: string,
  field: QueryField,
  filled: number,
): Pick<DatasetField, 'samples'> {
  if (filled === 0) return {};
  const read = db.prepare(`SELECT ${field.sql} FROM ${table} LIMIT 1 OFFSET ?`).pluck();
  const offsets = new Set(
    Array.from({ length: ID_SAMPLES }, (_, at) =>
      Math.round((at * (filled - 1)) / (ID_SAMPLES - 1)),
    ),
  );
  const samples = [...offsets]
    .map((offset) => read.get(offset))
    .filter((value): value is string | number => value !== null && value !== undefined)
    .map(String);
  return samples.length > 0 ? { samples: [...new Set(samples)] } : {};
}

function fieldStatistics(db: Store, entity: Entity, field: QueryField): Statistics {
  const from = FROM_SQL[entity];
  const table =
    field.customer && from.customerJoin ? `${from.table} ${from.customerJoin}` : from.table;
  if (field.type === 'category' || field.type === 'boolean') {
    // One grouping gives all three: the groups are the distinct values, their sum the filled rows.
    const groups = db
      .prepare(
        `SELECT ${field.sql} AS value, count(*) AS count FROM ${table}
         WHERE ${field.sql} IS NOT NULL GROUP BY value ORDER BY count DESC, value`,
      )
      .raw()
      .all() as [string | number, number][];
    const values: ValueCount[] = groups.slice(0, LISTED_VALUES).map(([value, count]) => ({
      value: field.type === 'boolean' ? Boolean(value) : value,
      count,
    }));
    return {
      filled: groups.reduce((sum, [, count]) => sum + count, 0),
      distinct: groups.length,
      values,
      complete: groups.length <= LISTED_VALUES,
    };
  }
  const ranged = field.type === 'number' || field.type === 'date';
  if (field.role === 'id' && !field.customer) {
    // A primary key: every filled row is distinct.
    const filled = db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    return { filled, distinct: filled, ...idSamples(db, table, field, filled) };
  }
  const row = db
    .prepare(
      `SELECT count(${field.sql}) AS filled, count(DISTINCT ${field.sql}) AS distinctCount
       ${ranged ? `, min(${field.sql}) AS min, max(${field.sql}) AS max` : ''} FROM ${table}`,
    )
    .get() as {
    filled: number;
    distinctCount: number;
    min?: number | string;
    max?: number | string;
  };
  return {
    filled: row.filled,
    distinct: row.distinctCount,
    ...(ranged && row.min !== null && row.min !== undefined ? { min: row.min, max: row.max } : {}),
  };
}
