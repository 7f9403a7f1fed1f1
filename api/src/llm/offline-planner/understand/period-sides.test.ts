import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * Period boundaries in phrasings of our own, over two domains the planner was not built on: a
 * removals firm's jobs (data to 31 October 2025: "last month" is September) and a city's service
 * requests (data to 30 June 2025: "last month" is May). A period a day off is a wrong answer, so
 * every side is checked to the day.
 */
const JOBS = REMOVALS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;

function expectPlans(cases: [typeof JOBS, string, string][]) {
  for (const [dictionary, question, expected] of cases) {
    it(`${dictionary.name}: "${question}"`, () =>
      assert.deepEqual(plansOf(dictionary, question), [expected]));
  }
}

describe('the month (quarter) before another: the calendar one, not the thirty days before', () => {
  const september = '2025-09-01..2025-09-30';
  const august = '2025-08-01..2025-08-31';
  expectPlans([
    [
      JOBS,
      'Did we do more jobs last month than the month before that?',
      `m=count c=${september}|${august}`,
    ],
    [
      JOBS,
      'How many jobs last month compared with the month before it?',
      `m=count c=${september}|${august}`,
    ],
    [
      JOBS,
      'Were jobs up or down last month versus the previous month?',
      `m=count c=${september}|${august}`,
    ],
    [
      JOBS,
      'last month vs the month prior - more or fewer jobs?',
      `m=count c=${september}|${august}`,
    ],
    [
      JOBS,
      'Did compensation go up in September compared with the month before?',
      `m=sum:compensation_gbp c=${september}|${august}`,
    ],
    [
      JOBS,
      'Jobs in Q3 versus the quarter before?',
      'm=count c=2025-07-01..2025-09-30|2025-04-01..2025-06-30',
    ],
    [
      REQUESTS,
      'Did urgent requests rise or fall last month compared to the prior month?',
      'm=rate:urgent c=2025-05-01..2025-05-31|2025-04-01..2025-04-30',
    ],
    [
      REQUESTS,
      "last month's request count vs the month before that",
      'm=count c=2025-05-01..2025-05-31|2025-04-01..2025-04-30',
    ],
  ]);
});

describe('"the month before last": two calendar months back from the data\'s own month', () => {
  expectPlans([
    [JOBS, 'How many jobs did we do in the month before last?', 'm=count p=2025-08-01..2025-08-31'],
    [
      REQUESTS,
      'How many requests came in the month before last?',
      'm=count p=2025-04-01..2025-04-30',
    ],
  ]);
});

describe('before and after a date: both sides, the day itself on the after side', () => {
  expectPlans([
    [
      JOBS,
      'Compare the average quote before and after 1 June 2025.',
      'm=average:quote_gbp c=2025-01-01..2025-05-31|2025-06-01..2025-10-31',
    ],
    [
      JOBS,
      'How did damaged jobs change before and after 15 July?',
      'm=count f=outcome=Damaged c=2025-01-01..2025-07-14|2025-07-15..2025-10-31',
    ],
    [
      JOBS,
      'What percentage of jobs were damaged before 1 July 2025 and after?',
      'm=share[outcome=Damaged] c=2025-01-01..2025-06-30|2025-07-01..2025-10-31',
    ],
    [
      REQUESTS,
      'Compare average hours to close before and after 1 April 2025.',
      'm=average:hours_to_close c=2025-01-01..2025-03-31|2025-04-01..2025-06-30',
    ],
    [
      REQUESTS,
      'What share of requests were escalated either side of 1 May?',
      'm=share[outcome=escalated] c=2025-01-01..2025-04-30|2025-05-01..2025-06-30',
    ],
    [
      REQUESTS,
      'Compare Riverside requests in the two months before 1 April with the two months after.',
      'm=count f=district=Riverside c=2025-02-01..2025-03-31|2025-04-01..2025-05-31',
    ],
  ]);
});

describe('one side of a date, each by its rule', () => {
  expectPlans([
    // "after D": from the next day; "since D", "from D on": from D; "until D", "up to D": through
    // D; "before D": through the day before.
    [
      JOBS,
      'What was the average miles driven after 1 August 2025?',
      'm=average:miles p=2025-08-02..2025-10-31',
    ],
    [REQUESTS, 'Requests since 1 May 2025?', 'm=count p=2025-05-01..2025-06-30'],
    [REQUESTS, 'How many requests from 1 May 2025 onwards?', 'm=count p=2025-05-01..2025-06-30'],
    [JOBS, 'How many jobs until 10 March 2025?', 'm=count p=2025-01-01..2025-03-10'],
    [REQUESTS, 'How many requests up to 15 February 2025?', 'm=count p=2025-01-01..2025-02-15'],
    [JOBS, 'How many jobs before 10 March 2025?', 'm=count p=2025-01-01..2025-03-09'],
  ]);
});

describe('two months said together for a ranking: one span over both', () => {
  expectPlans([
    [
      JOBS,
      'Which crew lead handled the most jobs in August and September?',
      'm=count p=2025-08-01..2025-09-30 g=crew_lead r=desc1',
    ],
    [
      REQUESTS,
      'Which district logged the most urgent requests in March and April 2025?',
      'm=count f=urgent=true p=2025-03-01..2025-04-30 g=district r=desc1',
    ],
  ]);
});
