import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { shapeOf, type PlanShape } from './insight-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY as L } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY as R } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY as S } from './service-requests-dictionary';

/**
 * "What about the Central Annex ones?", "and the Old Town ones?" after a peak, a lag or a
 * ranking: the subject said before "ones" is swapped in and the earlier ranking kept (its
 * grouping, order, measure and period) — in our own phrasings over a library's member requests,
 * service requests and repair jobs.
 */
const cases: [DataDictionary, string[], PlanShape][] = [
  [
    L,
    [
      'Was there a day when fine dispute reports went through the roof?',
      'what about the Central Annex ones',
    ],
    {
      measure: 'count',
      groupBy: 'day',
      rank: 'desc',
      filters: ['req_type=Fine dispute', 'branch_lib=Central Annex'],
    },
  ],
  [
    L,
    ['Which week did hold requests peak?', 'and the Harbour Branch ones?'],
    {
      measure: 'count',
      groupBy: 'week',
      rank: 'desc',
      filters: ['req_type=Hold request', 'branch_lib=Harbour Branch'],
    },
  ],
  [
    R,
    ['Which week did oven jobs peak?', 'what about the dishwasher ones?'],
    { measure: 'count', groupBy: 'week', rank: 'desc', filters: ['appliance=Dishwasher'] },
  ],
  [
    S,
    ['Which week did Riverside requests peak?', 'and the Old Town ones?'],
    { measure: 'count', groupBy: 'week', rank: 'desc', filters: ['district=Old Town'] },
  ],
  [
    L,
    ['Which staff member fell behind in May?', 'what about the Eastside Branch ones?'],
    {
      measure: 'average days_to_fulfil',
      groupBy: 'staff',
      rank: 'desc',
      filters: ['branch_lib=Eastside Branch'],
      period: '2025-05-01..2025-05-31',
    },
  ],
  [
    R,
    ['Which technician fell behind in June?', 'what about the oven ones'],
    {
      measure: 'average repair_hours',
      groupBy: 'technician',
      rank: 'desc',
      filters: ['appliance=Oven'],
      period: '2025-06-01..2025-06-30',
    },
  ],
  [
    L,
    ['which branch had the most fine disputes?', 'what about the room booking ones?'],
    { measure: 'count', groupBy: 'branch_lib', rank: 'desc', filters: ['req_type=Room booking'] },
  ],
  [
    S,
    ['Which district had the most requests?', 'and what about the APP ones?'],
    { measure: 'count', groupBy: 'district', rank: 'desc', filters: ['channel=APP'] },
  ],
];

describe('a follow-up naming "the X ones" keeps the earlier ranking over X', () => {
  for (const [dictionary, turns, expected] of cases) {
    it(`${dictionary.name}: ${turns.join(' → ')}`, () => {
      const shape = shapeOf(planOfTurns(dictionary, turns));
      const picked = Object.fromEntries(
        Object.keys(expected).map((key) => [key, shape[key as keyof PlanShape]]),
      );
      assert.deepEqual(picked, expected);
    });
  }
});
