import { describe } from 'node:test';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * The denominator of a share is the group named after "among", "of the", "out of" or "share
 * of"; the numerator is the other, whichever of them is a yes/no field: "the callback rate among
 * S1 jobs" is callbacks over S1 jobs, "of the callback jobs, what share were S1" S1 jobs over
 * callback jobs; two yes/no fields ("what share of NHS referrals were repeat visits") are one the
 * filter, the other the rate.
 */
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;

describe('a share’s denominator is the group named after among / of the / out of', () => {
  expectEach(plansOf, [
    [REPAIRS, 'What is the callback rate among S1 jobs?', ['m=rate:callback f=severity=S1']],
    [
      REPAIRS,
      'Of the callback jobs, what share were S1?',
      ['m=share[severity=S1] f=callback=true'],
    ],
    [
      REPAIRS,
      'What share of callback jobs were Oven jobs?',
      ['m=share[appliance=Oven] f=callback=true'],
    ],
    [
      REPAIRS,
      'Among Oven jobs, what proportion needed a callback?',
      ['m=rate:callback f=appliance=Oven'],
    ],
    [
      REPAIRS,
      'What percentage of S1 jobs were in the Highlands?',
      ['m=share[service_area=Highlands] f=severity=S1'],
    ],
    [
      LEAKS,
      'How many of the repeat leaks were Burst mains, as a percentage?',
      ['m=share[Leak Kind=Burst main] f=Repeat?=true'],
    ],
    [
      LEAKS,
      'Among Burst main reports, what share were repeats?',
      ['m=rate:Repeat? f=Leak Kind=Burst main'],
    ],
    [
      LEAKS,
      'Out of all repeat leaks, what percentage were Frozen pipes?',
      ['m=share[Leak Kind=Frozen pipe] f=Repeat?=true'],
    ],
    [
      CLINIC,
      'What share of NHS referrals were repeat visits?',
      ['m=rate:repeat_visit f=nhs_referral=true'],
    ],
    [
      CLINIC,
      'Of the repeat visits, what proportion were NHS referrals?',
      ['m=rate:nhs_referral f=repeat_visit=true'],
    ],
    [
      CLINIC,
      'Among NHS referrals, what share were repeat visits?',
      ['m=rate:repeat_visit f=nhs_referral=true'],
    ],
    [
      REQUESTS,
      'Out of the urgent requests, what percentage were escalated?',
      ['m=share[outcome=escalated] f=urgent=true'],
    ],
    [
      REQUESTS,
      'What is the urgent rate among escalated requests?',
      ['m=rate:urgent f=outcome=escalated'],
    ],
    [
      REQUESTS,
      'Of the escalated requests, how many were urgent, as a percentage?',
      ['m=rate:urgent f=outcome=escalated'],
    ],
    [
      REQUESTS,
      'What percentage of TEL requests were escalated?',
      ['m=share[outcome=escalated] f=channel=TEL'],
    ],
  ]);
});
