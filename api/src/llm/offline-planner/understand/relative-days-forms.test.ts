import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * Relative days against the data's last day, in phrasings of our own over rail refund claims
 * (ending Wednesday 31 December 2025), gym queries (ending Friday 28 February 2025), repair jobs
 * (ending Sunday 31 August 2025) and home insurance claims (ending Wednesday 31 December 2025):
 * "yesterday" is the day before the last, whatever verb carries the records ("went out", "went
 * in" say where they went, no change over time); "last Tuesday" the latest Tuesday before it;
 * "the most recent 30 days", "the latest week" the trailing span (no ranking by "most"), "the
 * most recent quarter" the one holding the last day. A value named "driver conduct" asks for no
 * drivers of a change (ride support, ending Tuesday 30 September 2025).
 */
const RAIL = RAIL_REFUNDS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const REPAIR = REPAIR_JOBS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const RIDE = RIDE_SUPPORT_DICTIONARY;

describe('relative days against the end of the data', () => {
  expectEach(
    (dictionary, question) => plansOf(dictionary, question),
    [
      [
        RAIL,
        'How many Delay claims went in yesterday?',
        ['m=count f=claim_type=Delay p=2025-12-30..2025-12-30'],
      ],
      [GYM, 'How many queries went out yesterday?', ['m=count p=2025-02-27..2025-02-27']],
      [
        GYM,
        'How many Email queries went in yesterday?',
        ['m=count f=channel=Email p=2025-02-27..2025-02-27'],
      ],
      [REPAIR, 'How many jobs were logged yesterday?', ['m=count p=2025-08-30..2025-08-30']],
      [GYM, 'How many queries came in last Tuesday?', ['m=count p=2025-02-25..2025-02-25']],
      [
        REPAIR,
        'How many Oven jobs were opened last Monday?',
        ['m=count f=appliance=Oven p=2025-08-25..2025-08-25'],
      ],
      [
        CLAIMS,
        'How many storm claims came in on the last day?',
        ['m=count f=peril=Storm p=2025-12-31..2025-12-31'],
      ],
      [CLAIMS, 'How many claims did we get last Friday?', ['m=count p=2025-12-26..2025-12-26']],
      [
        RAIL,
        'Over the most recent 30 days, how many claims came in?',
        ['m=count p=2025-12-02..2025-12-31'],
      ],
      [
        GYM,
        'How many queries came in during the most recent week?',
        ['m=count p=2025-02-22..2025-02-28'],
      ],
      [
        REPAIR,
        'In the most recent month, how many Oven jobs were there?',
        ['m=count f=appliance=Oven p=2025-08-02..2025-08-31'],
      ],
      [
        CLAIMS,
        'How many storm claims in the most recent quarter?',
        ['m=count f=peril=Storm p=2025-10-01..2025-12-31'],
      ],
      [
        RIDE,
        'How many driver conduct messages came in over the latest 14 days?',
        ['m=count f=category=driver conduct p=2025-09-17..2025-09-30'],
      ],
      [
        RAIL,
        'How did Delay claims go from March to April?',
        ['m=count f=claim_type=Delay c=2025-03-01..2025-03-31|2025-04-01..2025-04-30'],
      ],
    ],
  );
});

describe('a value whose name holds a word of causes asks for no drivers of a change', () => {
  for (const question of [
    'In the past two weeks, how many driver conduct messages were logged?',
    'how many driver conduct msgs this month',
    'Which city had the most driver conduct messages?',
  ]) {
    it(`${RIDE.name}: ${question}`, () => {
      const plan = planOfTurns(RIDE, [question]);
      assert.equal(plan.why, undefined);
      assert.deepEqual(
        plan.filters.map((filter) => filter.values),
        [['driver conduct']],
      );
    });
  }
  it(`${RIDE.name}: what drove the rise in driver conduct messages? (a why asked)`, () => {
    assert.equal(planOfTurns(RIDE, ['What drove the rise in driver conduct messages?']).why, true);
  });
});
