import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A count of the values one field holds over the records asked ("how many different depots",
 * "how many crew leads had a Delayed job", "the number of unique service areas"), not a count of
 * the records, over moving jobs, leak reports, gym queries and rail refund claims, and the customers of home insurance claims by the field saying whose a claim is; the records'
 * own noun ("how many jobs") and a value ("how many Delay claims") still count records.
 */
const MOVES = REMOVALS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;

describe('how many different <field>: the values counted, each once', () => {
  expectEach(plansOf, [
    [
      MOVES,
      'How many different depots handled Damaged jobs?',
      ['m=count f=outcome=Damaged d=depot'],
    ],
    [MOVES, 'How many distinct crew leads are there?', ['m=count d=crew_lead']],
    [
      MOVES,
      'How many crew leads had at least one Delayed job?',
      ['m=count f=outcome=Delayed d=crew_lead'],
    ],
    [
      LEAKS,
      'How many different crews fixed Burst main leaks?',
      ['m=count f=Leak Kind=Burst main d=crew'],
    ],
    [LEAKS, 'How many service areas are there?', ['m=count d=Svc Area']],
    [
      LEAKS,
      'What is the number of unique service areas with a repeat leak?',
      ['m=count f=Repeat?=true d=Svc Area'],
    ],
    [GYM, 'How many clubs had Escalated queries?', ['m=count f=status=Escalated d=club']],
    [GYM, 'How many separate clubs appear in the data?', ['m=count d=club']],
    [
      RAIL,
      'How many different stations had Delay claims?',
      ['m=count f=claim_type=Delay d=station'],
    ],
    [RAIL, 'How many handlers were there?', ['m=count d=handler']],
    [RAIL, 'Count the distinct stations for me.', ['m=count d=station']],
    [RAIL, 'How many Delay claims were there?', ['m=count f=claim_type=Delay']],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many different customers lodged claims by Phone?',
      ['m=count f=lodged_via=Phone d=customerId'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many customers made Theft claims?',
      ['m=count f=peril=Theft d=customerId'],
    ],
    [MOVES, 'How many jobs were there?', ['m=count']],
    [LEAKS, 'How many Frozen pipe leaks were logged?', ['m=count f=Leak Kind=Frozen pipe']],
  ]);
});
