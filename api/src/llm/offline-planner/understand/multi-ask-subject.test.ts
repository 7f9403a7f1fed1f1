import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * Questions of two asks, in phrasings of our own over domains the planner was not built on
 * (repair jobs, service requests, a removals firm's jobs): the second ask is read with the first
 * ask's subject — their average is over the first ask's records, "what share of all … is that"
 * is the first ask's winner over the total, "and what share from April on" is the first ask's
 * figure over the other span — and both are planned in the order asked.
 */
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const JOBS = REMOVALS_DICTIONARY;

function expectAsks(cases: [DataDictionary, string, [string, string]][]) {
  for (const [dictionary, question, expected] of cases) {
    it(`${dictionary.name}: "${question}"`, () =>
      assert.deepEqual(plansOf(dictionary, question), expected));
  }
}

describe("a second ask of the first ask's records (their average, their total)", () => {
  expectAsks([
    [
      REQUESTS,
      'How many urgent requests were there, and what was their average hours to close?',
      ['m=count f=urgent=true', 'm=average:hours_to_close f=urgent=true'],
    ],
    [
      REQUESTS,
      'How many Riverside requests did we get, and what was their average rating?',
      ['m=count f=district=Riverside', 'm=average:rating f=district=Riverside'],
    ],
    [
      REPAIRS,
      'How many S1 jobs were there, and what was their average repair time?',
      ['m=count f=severity=S1', 'm=average:repair_hours f=severity=S1'],
    ],
    [
      REPAIRS,
      'How many callbacks did we have, and what was their average parts cost?',
      ['m=count f=callback=true', 'm=average:parts_cost f=callback=true'],
    ],
  ]);
});

describe('"what share of all … is that" after a ranking: the winner over the total', () => {
  expectAsks([
    [
      REQUESTS,
      'Which district brings in the most requests, and what share of all requests is that?',
      ['m=count g=district r=desc1', 'm=share[] refers(m=count g=district r=desc1)'],
    ],
    [
      REQUESTS,
      'Which channel had the most escalated requests, and what percentage of escalated requests is that?',
      [
        'm=count f=outcome=escalated g=channel r=desc1',
        'm=share[] f=outcome=escalated refers(m=count f=outcome=escalated g=channel r=desc1)',
      ],
    ],
    [
      REPAIRS,
      'Which technician handles the most jobs, and what share of all jobs is that?',
      ['m=count g=technician r=desc1', 'm=share[] refers(m=count g=technician r=desc1)'],
    ],
    [
      REPAIRS,
      'Which technician did the most jobs? And what proportion of jobs was that?',
      ['m=count g=technician r=desc1', 'm=share[] refers(m=count g=technician r=desc1)'],
    ],
    [
      REPAIRS,
      'Which appliance has the most cancelled jobs, and what percentage of all cancelled jobs does that represent?',
      [
        'm=count f=status=Cancelled g=appliance r=desc1',
        'm=share[] f=status=Cancelled refers(m=count f=status=Cancelled g=appliance r=desc1)',
      ],
    ],
  ]);
});

describe('a share or rate asked over two spans: the same share on both sides', () => {
  expectAsks([
    [
      REQUESTS,
      'What share of requests were urgent before April, and what share from April on?',
      ['m=rate:urgent p=2025-01-01..2025-03-31', 'm=rate:urgent p=2025-04-01..2025-06-30'],
    ],
    [
      REQUESTS,
      'What percentage of Riverside requests were escalated before 1 April 2025, and what percentage after?',
      [
        'm=share[outcome=escalated] f=district=Riverside p=2025-01-01..2025-03-31',
        'm=share[outcome=escalated] f=district=Riverside p=2025-04-01..2025-06-30',
      ],
    ],
    [
      JOBS,
      'What share of jobs had premium cover before June, and what share from June on?',
      [
        'm=rate:premium_cover p=2025-01-01..2025-05-31',
        'm=rate:premium_cover p=2025-06-01..2025-10-31',
      ],
    ],
    [
      JOBS,
      'What proportion of Leeds jobs were damaged since 1 August, and what proportion before?',
      [
        'm=share[outcome=Damaged] f=depot=Leeds p=2025-08-01..2025-10-31',
        'm=share[outcome=Damaged] f=depot=Leeds p=2025-01-01..2025-07-31',
      ],
    ],
  ]);
});

describe('a share compared across two spans or two groups in one ask', () => {
  for (const [dictionary, question, expected] of [
    [
      REQUESTS,
      'What proportion of APP requests were urgent in Q1 vs Q2?',
      'm=rate:urgent f=channel=APP c=2025-01-01..2025-03-31|2025-04-01..2025-06-30',
    ],
    [
      REQUESTS,
      'Did a bigger share of TEL requests get rejected than of APP requests?',
      'm=share[outcome=rejected] c=channel:TEL|APP',
    ],
    [
      JOBS,
      'Compare the share of damaged jobs in Leeds and Bristol.',
      'm=share[outcome=Damaged] c=depot:Leeds|Bristol',
    ],
    [
      JOBS,
      'What fraction of jobs were delayed before and after 1 September?',
      'm=share[outcome=Delayed] c=2025-01-01..2025-08-31|2025-09-01..2025-10-31',
    ],
  ] as [DataDictionary, string, string][]) {
    it(`${dictionary.name}: "${question}"`, () =>
      assert.deepEqual(plansOf(dictionary, question), [expected]));
  }
});
