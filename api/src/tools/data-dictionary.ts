import type { DataDictionary, DatasetField, ValueCount } from '../../../src/agent/dataset';
import type { Store } from '../store/db';
import { changeKey } from '../store/custom-fields';
import { readDeclaration } from '../store/dictionary-declaration';
import { corpusCounts } from './corpus';
import { ENTITIES, FROM_SQL, queryFields, type Entity, type QueryField } from './query-fields';

/** Values listed per categorical field; `complete` says whether that is all of them. */
const LISTED_VALUES = 50;

const cache = new WeakMap<Store, { key: string; dictionary: DataDictionary }>();

/**
 * The data dictionary of the loaded data (`GET /api/dataset`): counts, span, and every field
 * query_data accepts with its role, type, fill, distinct values, top values and range, plus the
 * declaration's names, synonyms and measures. Built from the data on first use after each change
 * (a few hundred ms on 250k rows), then served from memory.
 */
export function dataDictionary(db: Store): DataDictionary {
  const key = changeKey(db);
  const cached = cache.get(db);
  if (cached?.key === key) return cached.dictionary;
  const dictionary = buildDictionary(db);
  cache.set(db, { key, dictionary });
  return dictionary;
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
        ...(declared?.synonyms?.length ? { synonyms: declared.synonyms } : {}),
        ...(declared?.valueSynonyms ? { valueSynonyms: declared.valueSynonyms } : {}),
        ...fieldStatistics(db, entity, field),
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

type Statistics = Pick<DatasetField, 'filled' | 'distinct' | 'values' | 'complete' | 'min' | 'max'>;

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
