import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import {
  PLANNING_APPLICATIONS_DICTIONARY,
  WARRANTY_CLAIMS_DICTIONARY,
} from './two-dates-dictionaries';

/**
 * "Per X" as a rate or as a grouping: "the average fee per request" is the average over the
 * records (the records' own noun, not a grouping), "per district" groups, "on average, how many
 * per week" is one figure over the span's weeks (before each week's count), and "how many per
 * week" with no average asked is each week's count.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join(', ')}`;
  return `${planSaid(plan)}${plan.perPeriod ? ' per period' : ''}`;
}

describe('"per X": a rate over the records or periods, or a grouping', () => {
  expectEach(read, [
    [SERVICE_REQUESTS_DICTIONARY, "What's the average fee per request?", 'm=average:fee'],
    [REPAIR_JOBS_DICTIONARY, 'What is the average parts cost per job?', 'm=average:parts_cost'],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      "What's the repair cost per claim for Fridges?",
      'm=average:repair_cost f=product=Fridges',
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'Average fee per application in Castle ward',
      'm=average:fee_gbp f=ward=Castle',
    ],
    [SERVICE_REQUESTS_DICTIONARY, 'Average call-out fee per district', 'm=average:fee g=district'],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'On average, how many requests did we get per week?',
      'm=count g=week per period',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'What is the average number of fast track claims per month?',
      'm=count f=fast_track=true g=month per period',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How many jobs do we get a day, on average?',
      'm=count g=day per period',
    ],
    [SERVICE_REQUESTS_DICTIONARY, 'How many requests per week?', 'm=count g=week'],
    [REPAIR_JOBS_DICTIONARY, 'How many jobs per technician?', 'm=count g=technician'],
  ]);
});
