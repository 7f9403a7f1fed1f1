import type { DatasetField } from '../../../../../src/agent/dataset';

/**
 * One reading of "this field is nearly unique per record": its distinct values are at least a
 * given share of the records that hold it. Two uses ask it at two strengths, named here together:
 * - OWN_VALUE_SHARE: a field whose values name one record's own party or item (a passenger, a
 *   container) — one value in five records or more, and many values — is never a grouping of
 *   its own (question-grouping.ts `entityLike`);
 * - IDENTIFIER_SHARE: a text field with a value for nearly every record (a post's own id) is
 *   where a record is looked up by an id (execute-plan.ts).
 */
export const OWN_VALUE_SHARE = 0.2;
export const IDENTIFIER_SHARE = 0.9;
/** So few values are a handful of kinds, however few records hold them. */
export const MANY_OWN_VALUES = 100;

/** Whether the field holds distinct values in at least `share` of the records that fill it. */
export function nearlyUnique(field: DatasetField, share: number): boolean {
  return field.filled > 0 && field.distinct >= share * field.filled;
}
