import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { atAmount } from './at-that-amount';
import { expectEach, plansOf, readPlans } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY as REPAIRS } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY as REQUESTS } from './service-requests-dictionary';

/**
 * "What was the biggest refund we paid, and how many refunds were that size?": the second ask
 * counts the records holding exactly the amount the first ask found (it refers to the first
 * ask's highest or lowest amount, read once observed), within the first ask's scope. Guards: a
 * second ask of its own ("how many claims were there", "paid by cheque", "the average refund")
 * is read as before.
 */
const read = (dictionary: DataDictionary, question: string) => plansOf(dictionary, question);

describe('a count of the records at the amount the first ask found', () => {
  expectEach(read, [
    [
      REPAIRS,
      'What was the biggest parts cost, and how many jobs cost that much?',
      ['m=max:parts_cost', 'm=count refers(m=max:parts_cost)'],
    ],
    [
      CLAIMS,
      'What was the largest payout, and how many claims were paid that much?',
      ['m=max:payout_gbp', 'm=count refers(m=max:payout_gbp)'],
    ],
    [
      GYM,
      "What's the highest refund we gave, and how many refunds were that size?",
      ['m=max:refund_gbp', 'm=count refers(m=max:refund_gbp)'],
    ],
    [
      REQUESTS,
      'What was the highest call-out fee, and how many requests had that fee?',
      ['m=max:fee', 'm=count refers(m=max:fee)'],
    ],
    [
      CLAIMS,
      'What was the smallest payout, and how many claims got the same amount?',
      ['m=min:payout_gbp', 'm=count refers(m=min:payout_gbp)'],
    ],
    [
      REPAIRS,
      'In the Highlands, what was the highest parts cost, and how many jobs were that high?',
      [
        'm=max:parts_cost f=service_area=Highlands',
        'm=count f=service_area=Highlands refers(m=max:parts_cost f=service_area=Highlands)',
      ],
    ],
    [
      REQUESTS,
      "What's the lowest satisfaction rating, and how many requests were rated that low?",
      ['m=min:rating', 'm=count refers(m=min:rating)'],
    ],
    [
      CLAIMS,
      'What was the biggest payout, and how many claims were there?',
      ['m=max:payout_gbp', 'm=count'],
    ],
    [
      GYM,
      'What was the highest refund, and what was the average refund?',
      ['m=max:refund_gbp', 'm=average:refund_gbp'],
    ],
    [
      CLAIMS,
      'What was the largest payout, and how many claims were paid by cheque?',
      ['m=max:payout_gbp', 'm=count f=payment_method=Cheque'],
    ],
    [
      REPAIRS,
      'What was the biggest parts cost, and how many jobs were cancelled?',
      ['m=max:parts_cost', 'm=count f=status=Cancelled'],
    ],
  ]);
});

/**
 * "More than that amount", "at least that much": the amount found is a bound on the records
 * counted (review finding: the bound was dropped and nothing counted), filled in with the
 * amount once the first ask is observed. The last three were written after the rule (check).
 */
describe('an amount said as a bound counts the records past it', () => {
  expectEach(read, [
    [
      GYM,
      "What's the lowest refund we gave, and how many refunds were more than that amount?",
      ['m=min:refund_gbp', 'm=count f=refund_gbpgt refers(m=min:refund_gbp)'],
    ],
    [
      CLAIMS,
      'What was the smallest payout, and how many claims were paid at least that much?',
      ['m=min:payout_gbp', 'm=count f=payout_gbpgte refers(m=min:payout_gbp)'],
    ],
    [
      REPAIRS,
      'What was the highest parts cost, and how many jobs cost less than that figure?',
      ['m=max:parts_cost', 'm=count f=parts_costlt refers(m=max:parts_cost)'],
    ],
    [
      REQUESTS,
      'What was the highest call-out fee, and how many requests had a fee below that fee?',
      ['m=max:fee', 'm=count f=feelt refers(m=max:fee)'],
    ],
    [
      CLAIMS,
      'What was the smallest payout - how many claims got more than that?',
      ['m=min:payout_gbp', 'm=count f=payout_gbpgt refers(m=min:payout_gbp)'],
    ],
    [
      GYM,
      'lowest refund? and how many refunds over that amount',
      ['m=min:refund_gbp', 'm=count f=refund_gbpgt refers(m=min:refund_gbp)'],
    ],
    [
      REPAIRS,
      'What was the biggest parts cost, and how many jobs were above that?',
      ['m=max:parts_cost', 'm=count f=parts_costgt refers(m=max:parts_cost)'],
    ],
  ]);

  it('the amount found fills the bound and keeps its comparison', () => {
    const [, second] = readPlans(
      GYM,
      "What's the lowest refund we gave, and how many refunds were more than that amount?",
    );
    const resolved = atAmount(second!, 12.5);
    assert.deepEqual(
      resolved.filters.filter((filter) => filter.field === 'refund_gbp'),
      [{ entity: 'communications', field: 'refund_gbp', values: [12.5], said: '12.5', op: 'gt' }],
    );
    assert.equal(resolved.refers, undefined);
  });
});
