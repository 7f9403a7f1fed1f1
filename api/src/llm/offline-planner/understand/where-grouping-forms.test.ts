import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WARRANTY_CLAIMS_DICTIONARY } from './two-dates-dictionaries';

/**
 * Groupings named anywhere in the question: "where … come in" is the way the records come in
 * (the channel), "where … come from" or "where" with a superlative a place (aspect-words.json); "which <field>" said after the records' doers
 * ("among the customers who …, which district …") is the grouping; a record's date ("slowest to
 * get closed") is none. Checked over service requests and warranty claims, not the cinema data
 * where it was seen.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join('|')}`;
  return planSaid(plan);
}

const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const CLAIMS = WARRANTY_CLAIMS_DICTIONARY;

describe('"where" asked of a ranking', () => {
  expectEach(read, [
    [REQUESTS, 'Where do most requests come in from?', 'm=count g=channel r=desc1'],
    [
      REQUESTS,
      'where do the most urgent requests come from',
      'm=count f=urgent=true g=district r=desc1',
    ],
    [REQUESTS, 'Where are most requests raised?', 'm=count g=district r=desc1'],
    [REQUESTS, 'so where do we get the most requests?', 'm=count g=district r=desc1'],
    [CLAIMS, 'Where do most Washers claims come in from?', 'm=count f=product=Washers'],
    [
      CLAIMS,
      'Where are claims slowest to get closed?',
      'm=average:days_to_closed g=centre r=desc1',
    ],
    [CLAIMS, 'where is the average repair cost highest?', 'm=average:repair_cost g=centre r=desc1'],
    [CLAIMS, 'Where were the most Fridges claims?', 'm=count f=product=Fridges g=centre r=desc1'],
    [REQUESTS, 'How many requests came from Northgate?', 'm=count f=district=Northgate'],
  ]);
});

describe('a grouping named after the question mark or after the doers', () => {
  expectEach(read, [
    [
      CLAIMS,
      'Where are claims slowest to get closed? I mean which service centre, on average.',
      'm=average:days_to_closed g=centre r=desc1',
    ],
    [
      CLAIMS,
      'which claims take longest to close - which centre I mean?',
      'm=average:days_to_closed g=centre r=desc1',
    ],
    [
      REQUESTS,
      'Among the requests with a fee over 50, which district comes up most often?',
      'm=count f=feegt50 g=district r=desc1',
    ],
    [
      REQUESTS,
      'Of the Northgate requests, which service type shows up most?',
      'm=count f=district=Northgate g=category r=desc1',
    ],
  ]);
});
