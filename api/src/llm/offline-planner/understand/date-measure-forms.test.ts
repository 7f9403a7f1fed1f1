import { describe } from 'node:test';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A date as the figure asked ("when did the first …", "the most recent …", "the date of the
 * earliest …", "when was the last time …", "how long ago was the last …", "when did we first see
 * …"): the earliest or latest of the records' date over the filters said, never their count nor a
 * ranking of days; "in the last 3 months", "last month" stay periods.
 */
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;

describe('a date asked: the earliest or latest date of the records meant', () => {
  expectEach(plansOf, [
    [REPAIRS, 'When did the first Oven job come in?', ['m=min:at f=appliance=Oven']],
    [REPAIRS, 'When was the most recent callback job?', ['m=max:at f=callback=true']],
    [REPAIRS, 'What is the date of the earliest S1 job?', ['m=min:at f=severity=S1']],
    [
      REPAIRS,
      'When was the last time Lotte Jansen had a Fridge Freezer job?',
      ['m=max:at f=appliance=Fridge Freezer,technician=Lotte Jansen'],
    ],
    [
      REPAIRS,
      'How long ago was the last S1 job in the Highlands?',
      ['m=max:at f=service_area=Highlands,severity=S1'],
    ],
    [
      LEAKS,
      'When did the first Frozen pipe leak get logged?',
      ['m=min:logged f=Leak Kind=Frozen pipe'],
    ],
    [
      LEAKS,
      'What was the date of the latest Burst main report?',
      ['m=max:logged f=Leak Kind=Burst main'],
    ],
    [
      LEAKS,
      'When did we last get a Hydrant damage report?',
      ['m=max:logged f=Leak Kind=Hydrant damage'],
    ],
    [CLINIC, 'When did the earliest billing comment arrive?', ['m=min:at f=category=billing']],
    [CLINIC, 'When was the last Kingsway feedback?', ['m=max:at f=clinic=Kingsway']],
    [
      CLINIC,
      'On what day did the very first NHS referral come in?',
      ['m=min:at f=nhs_referral=true'],
    ],
    [REQUESTS, 'Which day did the newest urgent request arrive?', ['m=max:at f=urgent=true']],
    [
      REQUESTS,
      'When did we first see a Street Lighting request in Riverside?',
      ['m=min:at f=category=Street Lighting,district=Riverside'],
    ],
    // Periods, not dates asked.
    [
      REPAIRS,
      'How many Oven jobs came in during the last 3 months?',
      ['m=count f=appliance=Oven p=2025-06-03..2025-08-31'],
    ],
    [
      CLINIC,
      'How many billing comments were there last month?',
      ['m=count f=category=billing p=2024-11-01..2024-11-30'],
    ],
  ]);
});
