import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planSaid, expectEach } from './plans-forms-support';

/**
 * "avg payout per claim" of a claims log with a "claim status" field: the noun the data set calls
 * its records by, said alone after "per" or "each", asks a figure of each record, not a grouping
 * by the longer field that shares the word. The whole field named still groups.
 */
function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question]));
}

describe('a measure per record, not per the field that shares the record noun', () => {
  expectEach(read, [
    [INSURANCE_CLAIMS_DICTIONARY, 'avg payout we pay out per claim?', 'm=average:payout_gbp'],
    [INSURANCE_CLAIMS_DICTIONARY, 'average payout per claim?', 'm=average:payout_gbp'],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'avg payout per claim status?',
      'm=average:payout_gbp g=claim_status',
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'what is the average payout per region?',
      'm=average:payout_gbp g=region',
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'average late fee per member tier?',
      'm=average:late_fee g=member_tier',
    ],
  ]);
});
