import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * Follow-ups keep what the turn before established, in phrasings of our own over repair jobs and
 * service requests: the measure carries to a new period ("and in April?" after a total stays a
 * total), "what about for <value> only" adds the value and keeps the measure (a yes/no value is a
 * filter then, not its rate), "how many of those were <value>" adds that value, and "them",
 * "their", "there" after a ranking of one are the winner's.
 */
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;

function expectTurns(cases: [DataDictionary, string, string, string][]) {
  for (const [dictionary, earlier, question, expected] of cases) {
    it(`${dictionary.name}: "${earlier}" then "${question}"`, () =>
      assert.deepEqual(plansOf(dictionary, earlier, question), [expected]));
  }
}

describe('the measure carries to a new period', () => {
  expectTurns([
    [
      REQUESTS,
      'How much did we charge in call-out fees in March?',
      'And in April?',
      'm=sum:fee p=2025-04-01..2025-04-30',
    ],
    [
      REQUESTS,
      'What was the total call-out fee in March?',
      'What about April?',
      'm=sum:fee p=2025-04-01..2025-04-30',
    ],
    [
      REPAIRS,
      'How much did we spend on parts in May?',
      'what about June?',
      'm=sum:parts_cost p=2025-06-01..2025-06-30',
    ],
    [
      REPAIRS,
      'What was the total parts cost in June?',
      'And in July?',
      'm=sum:parts_cost p=2025-07-01..2025-07-31',
    ],
    [
      REQUESTS,
      'What was the average hours to close in Riverside?',
      'And in May?',
      'm=average:hours_to_close f=district=Riverside p=2025-05-01..2025-05-31',
    ],
    [
      REPAIRS,
      'Average first response for S1 jobs?',
      'and for July?',
      'm=average:response_minutes f=severity=S1 p=2025-07-01..2025-07-31',
    ],
  ]);
});

describe('"what about for <value> only": the value added, the measure kept', () => {
  expectTurns([
    [
      REQUESTS,
      'What is the average hours to close for Street Lighting?',
      'What about for urgent requests only?',
      'm=average:hours_to_close f=category=Street Lighting,urgent=true',
    ],
    [
      REQUESTS,
      'What is the average rating on Water & Sewer requests?',
      'for TEL requests only?',
      'm=average:rating f=category=Water & Sewer,channel=TEL',
    ],
    [
      REQUESTS,
      'Average call-out fee in Old Town?',
      'how about just the APP ones?',
      'm=average:fee f=channel=APP,district=Old Town',
    ],
    [
      REPAIRS,
      'What is the average parts cost for Fridge Freezer jobs?',
      'What about for S1 jobs only?',
      'm=average:parts_cost f=appliance=Fridge Freezer,severity=S1',
    ],
    [
      REPAIRS,
      "What's the average repair time for Ovens?",
      'only the callback ones?',
      'm=average:repair_hours f=appliance=Oven,callback=true',
    ],
    [
      REPAIRS,
      'How many Dishwasher jobs were there?',
      'What about callbacks only?',
      'm=count f=appliance=Dishwasher,callback=true',
    ],
  ]);
});

describe('"how many of those were <value>": that value added to the earlier filters', () => {
  expectTurns([
    [
      REQUESTS,
      'How many Northgate requests were there?',
      'How many of those were escalated?',
      'm=count f=district=Northgate,outcome=escalated',
    ],
    [
      REQUESTS,
      'How many requests came via APP?',
      'and how many of them were rejected?',
      'm=count f=channel=APP,outcome=rejected',
    ],
    [
      REPAIRS,
      'How many Dishwasher jobs were there?',
      'How many of those were cancelled?',
      'm=count f=appliance=Dishwasher,status=Cancelled',
    ],
    [
      REPAIRS,
      'How many S2 jobs did we log?',
      'and how many of them are on hold?',
      'm=count f=severity=S2,status=On Hold',
    ],
  ]);
});

describe('"them", "their", "there" after a ranking of one: the winner', () => {
  expectTurns([
    [
      REQUESTS,
      'Which service type gets the most requests?',
      'How many of them were escalated?',
      'm=count f=outcome=escalated refers(m=count g=category r=desc1)',
    ],
    [
      REQUESTS,
      'Which district has the most requests?',
      "what's the average rating there?",
      'm=average:rating refers(m=count g=district r=desc1)',
    ],
    [
      REPAIRS,
      'Which technician handled the most jobs?',
      'What is their average repair time?',
      'm=average:repair_hours refers(m=count g=technician r=desc1)',
    ],
    [
      REPAIRS,
      'Which appliance had the most S1 jobs?',
      'How many of them were callbacks?',
      'm=count f=callback=true,severity=S1 refers(m=count f=severity=S1 g=appliance r=desc1)',
    ],
  ]);
});

describe('"through it", "against it", "by them" after a ranking of one: the winner, counted when asked', () => {
  expectTurns([
    [
      REQUESTS,
      'Which channel has the lowest average rating?',
      'How many requests came through it in May?',
      'm=count p=2025-05-01..2025-05-31 refers(m=average:rating g=channel r=asc1)',
    ],
    [
      REQUESTS,
      'Which asset had the most requests?',
      'How many urgent requests were logged against it?',
      'm=count f=urgent=true refers(m=count g=product r=desc1)',
    ],
    [
      REQUESTS,
      'Which channel brings in the most requests?',
      'how many were rejected via that one in June?',
      'm=count f=outcome=rejected p=2025-06-01..2025-06-30 refers(m=count g=channel r=desc1)',
    ],
    [
      REPAIRS,
      'Which technician has the longest average repair time?',
      'How many jobs went to them in July?',
      'm=count p=2025-07-01..2025-07-31 refers(m=average:repair_hours g=technician r=desc1)',
    ],
    [
      REPAIRS,
      'Which appliance had the most callbacks?',
      'How many S1 jobs came in for it?',
      'm=count f=severity=S1 refers(m=count f=callback=true g=appliance r=desc1)',
    ],
    [
      REPAIRS,
      'Which technician handled the most jobs?',
      'how many jobs were cancelled by them?',
      'm=count f=status=Cancelled refers(m=count g=technician r=desc1)',
    ],
  ]);
});

describe('the earlier figure asked again of the winner: every earlier filter kept', () => {
  expectTurns([
    [
      REQUESTS,
      'Which district has the most Street Lighting requests?',
      'How many did it have?',
      'm=count f=category=Street Lighting refers(m=count f=category=Street Lighting g=district r=desc1)',
    ],
    [
      REPAIRS,
      'Which appliance had the most S1 jobs?',
      'How many does it have?',
      'm=count f=severity=S1 refers(m=count f=severity=S1 g=appliance r=desc1)',
    ],
    [
      REPAIRS,
      'Which technician completed the most jobs?',
      'How many did that technician have?',
      'm=count f=status=Completed refers(m=count f=status=Completed g=technician r=desc1)',
    ],
  ]);
});
