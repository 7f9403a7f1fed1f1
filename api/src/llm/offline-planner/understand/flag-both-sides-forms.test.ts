import { checkForms, type FormCase } from './forms-test-support';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * Both sides of one yes/no field asked at once: "with or without an NHS referral", "with and
 * without a callback", "repeat visits or not?", "urgent versus not": the field's true and false
 * records side by side, never the negation alone. Guards: "or not resolved" (a negated other
 * word), a single side ("how many NHS referrals"), a flag's rate. Our own phrasings over clinic
 * feedback, library requests, repair jobs, service requests and venue tickets.
 */
const cases: FormCase[] = [
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'How many feedback forms came with or without an NHS referral?',
    { measure: 'count', compare: 'nhs_referral:true|false', filters: [] },
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Compare feedback with and without an NHS referral.',
    { measure: 'count', compare: 'nhs_referral:true|false', filters: [] },
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'How does the average fee compare for NHS referral or not?',
    { measure: 'average fee', compare: 'nhs_referral:true|false', filters: [] },
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'How many billing complaints were there, repeat visit or not?',
    { measure: 'count', compare: 'repeat_visit:true|false', filters: ['category=billing'] },
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Average stars with or without a staff report?',
    { measure: 'average stars', compare: 'staff_report:true|false', filters: [] },
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'How long did repairs take with and without a callback?',
    { compare: 'callback:true|false', filters: [] },
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Dishwasher jobs: callback or not?',
    { measure: 'count', compare: 'callback:true|false', filters: ['appliance=Dishwasher'] },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'What is the average rating of requests, urgent versus not?',
    { measure: 'average rating', compare: 'urgent:true|false', filters: [] },
  ],
  [
    VENUE_TICKETS_DICTIONARY,
    'How many issues were resolved on the day or not?',
    { measure: 'count', compare: 'resolved on day:true|false', filters: [] },
  ],
  // Guards: one side, or a negated word of something else.
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'How many NHS referrals were there?',
    { measure: 'count', compare: '', filters: ['nhs_referral=true'] },
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'How many feedback forms came without an NHS referral?',
    { measure: 'count', compare: '', filters: ['!nhs_referral=true'] },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'How many urgent requests were not fixed?',
    { measure: 'count', compare: '', filters: ['!outcome=fixed', 'urgent=true'] },
  ],
];

checkForms('both sides of a yes/no field asked at once: "with or without X", "X or not"', cases);
