import type { Store } from '../store/db';
import { caseResolutionParts, type CaseKey } from './case-totals';
import type { QueryField } from './query-fields';

/**
 * query_data's median and p90 of cases' resolution days from the case rollup, when it can give
 * them exactly: no filters, groups only by fields the rollup keeps (its dimensions and the month
 * a case was opened in). Anything else gives undefined and the rows are read.
 */

/** query_data's case fields the rollup keeps, by the SQL that reads them. */
const KEYS: Record<string, CaseKey> = {
  'k.type': 'type',
  'k.category': 'category',
  'k.reason': 'reason',
  'k.priority': 'priority',
  'k.status': 'status',
  'k.account_restricted': 'account_restricted',
  'substr(k.opened_at, 1, 7)': 'month',
};
const RESOLUTION_DAYS = '(julianday(k.closed_at) - julianday(k.opened_at))';
const EVERY_DAY = { from: '0000-01-01', to: '9999-12-31' };

/**
 * Resolution days per group (keyed as JSON of the group values), in ascending parts (a month and
 * combination of the rollup each: their quantiles are found by selection), or undefined.
 */
export function resolutionDaysFromRollup(
  db: Store,
  query: { readonly filters: readonly unknown[] },
  groups: readonly { field: QueryField }[],
  field: QueryField,
): Map<string, Float64Array[]> | undefined {
  if (query.filters.length > 0 || field.sql !== RESOLUTION_DAYS) return undefined;
  const keys = groups.map((group) => KEYS[group.field.sql]);
  if (!keys.every((key) => key !== undefined)) return undefined;
  return new Map(
    caseResolutionParts(db, {}, EVERY_DAY, keys as CaseKey[]).map((group) => [
      JSON.stringify(group.keys),
      group.parts,
    ]),
  );
}
