import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { expectEach, planSaid, readPlans } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * After a ranking, "and the next two?", "what about the next 3?": that many places after the ones
 * the ranking gave, the ranking listed down to the last place asked (its filters, measure and
 * direction kept); "the next one", "which comes second" stay the one place after the leader
 * (`@<position>`). Turns are joined by " → ".
 */
const read = (dictionary: DataDictionary, turns: string) =>
  readPlans(dictionary, ...turns.split(' → ')).map(
    (plan) => `${planSaid(plan)}${plan.rank?.position ? `@${plan.rank.position}` : ''}`,
  );

describe('"and the next two?" after a ranking: the places after it', () => {
  expectEach(read, [
    [
      REPAIR_JOBS_DICTIONARY,
      'Which technician had the most jobs? → and the next two?',
      ['m=count g=technician r=desc3'],
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district has the fewest urgent requests? → what about the next 2?',
      ['m=count f=urgent=true g=district r=asc3'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'What are the top two hotels for complaints? → and the next two?',
      ['m=count f=kind=Complaint g=hotel r=desc4'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'Which club gets the most queries? → and the next three?',
      ['m=count g=club r=desc4'],
    ],
    // Guards: one place further down.
    [
      REPAIR_JOBS_DICTIONARY,
      'Which technician had the most jobs? → and the next one?',
      ['m=count g=technician r=desc1@2'],
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'Which technician had the most jobs? → which comes second?',
      ['m=count g=technician r=desc1@2'],
    ],
  ]);
});

/** Check phrasings, written after the rule, in other words over other data. */
describe('check: the next places said in other words over other data', () => {
  expectEach(read, [
    [
      RAIL_REFUNDS_DICTIONARY,
      'Which station has the most Delay claims? → ok and the next 2',
      ['m=count f=claim_type=Delay g=station r=desc3'],
    ],
    [
      REMOVALS_DICTIONARY,
      'Which depot had the fewest damaged moves? → and who are the next three?',
      ['m=count f=outcome=Damaged g=depot r=asc4'],
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      'which city sends the most messages → show me the next two cities',
      ['m=count g=city r=desc3'],
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      'Which city sends the most messages? → what about the next one down?',
      ['m=count g=city r=desc1@2'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Which handler dealt with the most claims? → And the next two handlers after that?',
      ['m=count g=handler r=desc3'],
    ],
    [
      REMOVALS_DICTIONARY,
      'Which crew lead had the most delayed jobs? → how many jobs were delayed in the next two months?',
      ['m=count f=outcome=Delayed'],
    ],
  ]);
});
