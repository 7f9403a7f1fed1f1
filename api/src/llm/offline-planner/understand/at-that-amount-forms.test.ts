import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
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

describe('an amount said as a bound is no count at the amount', () => {
  for (const [dictionary, question] of [
    [GYM, "What's the lowest refund we gave, and how many refunds were more than that amount?"],
    [CLAIMS, 'What was the smallest payout, and how many claims were paid at least that much?'],
    [REPAIRS, 'What was the highest parts cost, and how many jobs cost less than that figure?'],
    [
      REQUESTS,
      'What was the highest call-out fee, and how many requests had a fee below that fee?',
    ],
  ] as const) {
    it(`${dictionary.name}: ${question}`, () => {
      const plans = read(dictionary, question);
      assert.equal(plans.length, 2, JSON.stringify(plans));
      assert.doesNotMatch(plans[1]!, /refers\(/, JSON.stringify(plans));
    });
  }
});
