import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * A follow-up asking the earlier figure as a share of "all its / her / their <records>": the
 * possessive is the earlier turn's subject (the value said apart from the records' noun phrase:
 * "Harbourside" in "How many Noise complaints did Harbourside get?"), which stays the share's
 * base; the values naming the kind of records ("Noise complaints", "complaints about Noise",
 * "callback jobs") are the part. A share of "all <records>" or of a group named in full keeps
 * reading as before. Turns are joined by " → ".
 */
const read = (dictionary: DataDictionary, turns: string) =>
  plansOf(dictionary, ...turns.split(' → '));

describe('"what share of all its <records> is that": the earlier subject is the base', () => {
  expectEach(read, [
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many Noise complaints did Harbourside get? → What share of all its feedback is that?',
      ['m=share[kind=Complaint,topic=Noise] f=hotel=Harbourside'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many Noise complaints did Harbourside get? → and what share of its complaints is that?',
      ['m=share[topic=Noise] f=hotel=Harbourside,kind=Complaint'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many complaints about Noise did Harbourside get? → What share of its feedback is that?',
      ['m=share[kind=Complaint,topic=Noise] f=hotel=Harbourside'],
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How many callback jobs did Dara Quinn have? → What percentage of all her jobs is that?',
      ['m=share[callback=true] f=technician=Dara Quinn'],
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many urgent requests came from Northgate? → what share of all its requests is that?',
      ['m=share[urgent=true] f=district=Northgate'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries did North Leeds have? → What proportion of all its queries is that?',
      ['m=share[status=Escalated] f=club=North Leeds'],
    ],
    // Guards: "all <records>" is every record; a group named in full is that group.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many urgent requests came from Northgate? → what share of all requests is that?',
      ['m=share[district=Northgate,urgent=true]'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many Noise complaints did Harbourside get? → What share of all Noise complaints is that?',
      ['m=share[hotel=Harbourside] f=kind=Complaint,topic=Noise'],
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How many Highlands jobs were cancelled? → What share of all Highlands jobs is that?',
      ['m=share[status=Cancelled] f=service_area=Highlands'],
    ],
  ]);
});

/** Check phrasings, written after the rule, in other words over other data. */
describe('check: the possessive base said in other words over other data', () => {
  expectEach(read, [
    [
      RAIL_REFUNDS_DICTIONARY,
      'how many Delay claims did Central station get → and as a percentage of all its claims?',
      ['m=share[claim_type=Delay] f=station=Central'],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many damaged jobs did Jo Baxter lead? → what fraction of her jobs does that represent?',
      ['m=share[outcome=Damaged] f=crew_lead=Jo Baxter'],
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      'Lisbon had how many overcharge messages? → What share of all its messages is that?',
      ['m=share[category=overcharge] f=city=Lisbon'],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many Delayed moves came out of the Leeds depot? → what proportion of its moves is that',
      ['m=share[outcome=Delayed] f=depot=Leeds'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Number of rejected Overcharge claims handled by B. Reyes? → what percent of all his claims would that be?',
      ['m=share[claim_type=Overcharge,outcome=Rejected] f=handler=B. Reyes'],
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      'How many lost item messages came from Porto? → What share of all lost item messages is that?',
      ['m=share[city=Porto] f=category=lost item'],
    ],
  ]);
});
