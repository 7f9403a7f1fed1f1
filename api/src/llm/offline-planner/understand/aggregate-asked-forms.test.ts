import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * The aggregate from the words around a number: "the most anyone paid" is one record's maximum
 * (not a total), "the largest amount of money refunded" per group is a total (not an average).
 * Checked over rail refunds and service requests, not the cinema data where it was seen.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join('|')}`;
  return planSaid(plan);
}

const RAIL = RAIL_REFUNDS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;

describe('"the most anyone …" is one record’s value', () => {
  expectEach(read, [
    [RAIL, 'What is the most anyone was refunded, in pounds?', 'm=max:refund_gbp'],
    [RAIL, 'whats the most anybody has ever been refunded', 'm=max:refund_gbp'],
    [RAIL, 'What was the least anyone got back as a refund?', 'm=min:refund_gbp'],
    [RAIL, 'the most a single passenger was refunded?', 'm=max:refund_gbp'],
    [REQUESTS, 'What is the most anyone paid as a call-out fee?', 'm=max:fee'],
    [REQUESTS, 'the most we have ever charged as a call-out fee', 'm=max:fee'],
    [REQUESTS, "what's the least someone paid for a call-out fee", 'm=min:fee'],
    [REQUESTS, 'What is the total call-out fee?', 'm=sum:fee'],
  ]);
});

describe('a plain money noun after a number field’s own name is that field', () => {
  expectEach(read, [
    [
      RAIL,
      'What was the average refund payment in March 2025?',
      'm=average:refund_gbp p=2025-03-01..2025-03-31',
    ],
    [REQUESTS, 'whats the average call-out fee payment', 'm=average:fee'],
    [REQUESTS, 'total call-out fee payments by district', 'm=sum:fee g=district'],
  ]);
});

describe('"the largest amount of money" per group is a total', () => {
  expectEach(read, [
    [
      RAIL,
      'Which station is behind the largest amount of money refunded?',
      'm=sum:refund_gbp g=station r=desc1',
    ],
    [
      RAIL,
      'which claim type accounts for the biggest sum of money in refunds',
      'm=sum:refund_gbp g=claim_type r=desc1',
    ],
    [
      REQUESTS,
      'Which district took the largest amount of money in call-out fees?',
      'm=sum:fee g=district r=desc1',
    ],
    [RAIL, 'What was the largest amount of money refunded on a single claim?', 'm=max:refund_gbp'],
    [
      RAIL,
      'Which station has the highest average refund?',
      'm=average:refund_gbp g=station r=desc1',
    ],
  ]);
});
