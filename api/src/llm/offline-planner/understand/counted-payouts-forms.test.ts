import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, planSaid } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { WATER_ENQUIRIES_DICTIONARY } from './water-enquiries-dictionary';

/**
 * "How many refunds have we handed out", "how many payouts did we make": the plural of a payout
 * field's noun right after "how many" counts the records holding a payment (the amount above
 * zero), not the amount added up. "How much" still sums it; a noun that is a value of the data
 * ("Refund" of an outcome) or the records themselves ("claims") stays as it was read.
 */
function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question])).replace(/ p=\S+/, '');
}

const GYM = GYM_QUERIES_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const WATER = WATER_ENQUIRIES_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;

describe('how many of a payout noun counts the records that hold a payment', () => {
  expectEach(read, [
    [GYM, 'how many refunds have we handed out', 'm=count f=refund_gbpgt0'],
    [
      GYM,
      'york central - how many refunds did they give',
      'm=count f=club=York Central,refund_gbpgt0',
    ],
    [GYM, 'How many refunds were there in May?', 'm=count f=refund_gbpgt0'],
    [CLAIMS, 'how many payouts did we make on storm claims', 'm=count f=payout_gbpgt0,peril=Storm'],
    [CLAIMS, 'How many payouts went out last month?', 'm=count f=payout_gbpgt0'],
    [WATER, 'how many credits have we issued', 'm=count f=creditgt0'],
    [WATER, 'how many goodwill credits did we give in March', 'm=count f=creditgt0'],
    // Guards: "how much" sums the amount; a value named by the noun, or the records, stay.
    [GYM, 'how much have we refunded at York Central', 'm=sum:refund_gbp f=club=York Central'],
    [CLAIMS, 'How much did we pay out on storm claims?', 'm=sum:payout_gbp f=peril=Storm'],
    [CLAIMS, 'how many claims were there', 'm=count'],
    [RAIL, 'how many refunds have we handed out', 'm=count f=outcome=Refund'],
  ]);
});
