import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { checkForms, planOf, type PlanShape } from './insight-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * "What share of X got a refund", "how many were given compensation": the records whose amount
 * paid out is above zero, counted or as a share — before and after a date too — while "how much"
 * and "the total" still add the amount up. Our own phrasings over a rider-support desk's refunds
 * and a removals firm's compensation.
 */
const share = (filters: string[], compare = ''): PlanShape => ({
  measure: 'share',
  filters,
  compare,
  declined: false,
});
const beforeJune = 'periods:2025-01-01..2025-05-31|2025-06-01..2025-10-31';

const cases: [DataDictionary, string, PlanShape][] = [
  [
    RIDE_SUPPORT_DICTIONARY,
    'How many lost item reports got a refund?',
    { measure: 'count', filters: ['category=lost item', 'refund_eur=0'] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What share of lost item reports got a refund?',
    share(['category=lost item']),
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What percentage of Faro messages were refunded?',
    share(['city=Faro']),
  ],
  [RIDE_SUPPORT_DICTIONARY, 'How often were Faro riders refunded?', share(['city=Faro'])],
  [
    REMOVALS_DICTIONARY,
    'What proportion of damaged moves received compensation?',
    share(['outcome=Damaged']),
  ],
  [
    REMOVALS_DICTIONARY,
    'How many delayed moves were given compensation in June?',
    { measure: 'count', filters: ['outcome=Delayed', 'compensation_gbp=0'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'What share of damaged moves got compensation before and after 1 June 2025?',
    share(['outcome=Damaged'], beforeJune),
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'How much refund did lost item reports get?',
    { measure: 'sum refund_eur' },
  ],
  [
    REMOVALS_DICTIONARY,
    'What was the total compensation paid on damaged moves?',
    { measure: 'sum compensation_gbp' },
  ],
];

checkForms('records that got an amount paid out, counted or as a share', cases);

describe('the amount paid out is above zero', () => {
  it('reads "got a refund" as the refund above zero, the share of the records asked', () => {
    const plan = planOf(RIDE_SUPPORT_DICTIONARY, 'What share of lost item reports got a refund?');
    assert.deepEqual(
      plan.measure.part?.map((part) => [part.field, part.op, part.values]),
      [['refund_eur', 'gt', [0]]],
    );
  });
});
