import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DatasetField } from '../../../../../src/agent/dataset';
import { IDENTIFIER_SHARE, nearlyUnique } from './near-unique';
import { entityLike } from './question-grouping';

const field = (distinct: number, filled: number, role: DatasetField['role'] = 'category') =>
  ({ name: 'f', entity: 'communications', role, type: 'text', filled, distinct }) as DatasetField;

test('a field is nearly unique at the share asked, and never when no record holds it', () => {
  assert.equal(nearlyUnique(field(900, 1000), IDENTIFIER_SHARE), true);
  assert.equal(nearlyUnique(field(899, 1000), IDENTIFIER_SHARE), false);
  assert.equal(nearlyUnique(field(0, 0), IDENTIFIER_SHARE), false);
});

test("a field names the records' own parties with many values in one record of five or more", () => {
  assert.equal(entityLike(field(200, 1000)), true);
  assert.equal(entityLike(field(199, 1000)), false);
  // Few values are a handful of kinds, however few records hold them.
  assert.equal(entityLike(field(99, 120)), false);
  assert.equal(entityLike(field(3, 1000, 'customer')), true);
});
