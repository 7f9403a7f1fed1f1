import { describe } from 'node:test';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * Every ask of a question answered in order, over domains other than the ones the failures were
 * seen on (repair jobs, a clinic's feedback, leak reports, service requests): a second ask said
 * as "how did their X average out", "did they … on average", "tell me what fraction of them …",
 * "what do they average", "and the most common X among them" or a bare "how many" beside a
 * ranking is an ask of its own, over the first ask's records.
 */
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;

describe('each ask of a multi-part question: its own figure its own figure over the first ask’s records', () => {
  expectEach(plansOf, [
    [
      REPAIRS,
      'How many Oven jobs were there, and did they go over 5 hours on average?',
      ['m=count f=appliance=Oven', 'm=average:repair_hours f=appliance=Oven'],
    ],
    [
      REPAIRS,
      'How many Dishwasher jobs did Dara Quinn do, and how did their parts cost average out?',
      [
        'm=count f=appliance=Dishwasher,technician=Dara Quinn',
        'm=average:parts_cost f=appliance=Dishwasher,technician=Dara Quinn',
      ],
    ],
    [
      REPAIRS,
      'Count the Warranty Repair jobs for me, and tell me what fraction of them needed a callback.',
      ['m=count f=job_type=Warranty Repair', 'm=rate:callback f=job_type=Warranty Repair'],
    ],
    [
      REPAIRS,
      'Which appliance had the most callbacks, and how many were there?',
      [
        'm=count f=callback=true g=appliance r=desc1',
        'm=count f=callback=true refers(m=count f=callback=true g=appliance r=desc1)',
      ],
    ],
    [
      REPAIRS,
      'Which appliance had the most callbacks, and how many callbacks were there in total?',
      ['m=count f=callback=true g=appliance r=desc1', 'm=count f=callback=true'],
    ],
    [
      CLINIC,
      'How many fee values do we have, and what do they average?',
      ['m=count', 'm=average:fee'],
    ],
    [
      CLINIC,
      'Give me the number of Kingsway comments and the most common theme among them.',
      ['m=count f=clinic=Kingsway', 'm=count f=clinic=Kingsway g=category r=desc1'],
    ],
    [
      LEAKS,
      'How many Frozen pipe leaks were logged, and did most of them turn out to be repeats?',
      ['m=count f=Leak Kind=Frozen pipe', 'm=rate:Repeat? f=Leak Kind=Frozen pipe'],
    ],
    [
      LEAKS,
      'How many Burst main reports came in, and how did their repair cost work out on average?',
      ['m=count f=Leak Kind=Burst main', 'm=average:repair cost (GBP) f=Leak Kind=Burst main'],
    ],
    [
      REQUESTS,
      'Count the Riverside requests and tell me what share were escalated.',
      ['m=count f=district=Riverside', 'm=share[outcome=escalated] f=district=Riverside'],
    ],
    [
      REQUESTS,
      'How many ratings do we have, and what do they average?',
      ['m=count f=ratingnot_null', 'm=average:rating f=ratingnot_null'],
    ],
    [
      REQUESTS,
      'How many urgent requests were there, and were they closed within 24 hours on average?',
      ['m=count f=urgent=true', 'm=average:hours_to_close f=urgent=true'],
    ],
  ]);
});
