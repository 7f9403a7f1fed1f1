import { checkForms } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "Which gets closed as 'no fault found' more often, low pressure or no water contacts?": how
 * often a value comes up on each of two sides is its share of each side's records — the value
 * the share's part, the sides compared — not a count of it, and not an average of a number a
 * word near it names ("closed" of a days-to-close span, "parking" of a parking fine). Guards: a
 * count asked of the value on each side, an average asked in so many words.
 */
checkForms('a value more often on one side than the other: its share of each', [
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which gets declined more often, Storm or Theft claims?',
    { measure: 'share', filters: ['claim_status=Declined'], compare: 'peril:Storm|Theft' },
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'Which gets closed as upheld more often, noise or parking complaints? Both rates please.',
    { measure: 'share', filters: ['status=Closed - upheld'], compare: 'category:noise|parking' },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club sees Escalated queries more often, Harrogate or York Central?',
    { measure: 'share', filters: ['status=Escalated'], compare: 'club:Harrogate|York Central' },
  ],
  [
    RAIL_REFUNDS_DICTIONARY,
    'Which are rejected more often, Delay or Cancellation claims?',
    { measure: 'share', filters: ['outcome=Rejected'], compare: 'claim_type:Delay|Cancellation' },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets Noise complaints more often, Harbourside or Old Mill?',
    {
      measure: 'share',
      filters: ['topic=Noise', 'kind=Complaint'],
      compare: 'hotel:Harbourside|Old Mill',
    },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which is escalated more often, TEL or APP requests?',
    { measure: 'share', filters: ['outcome=escalated'], compare: 'channel:TEL|APP' },
  ],
  // Guards.
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many Declined claims were there, Storm vs Theft?',
    { measure: 'count', filters: ['claim_status=Declined'], compare: 'peril:Storm|Theft' },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'What is the average payout on Declined claims, Storm vs Theft?',
    {
      measure: 'average payout_gbp',
      filters: ['claim_status=Declined'],
      compare: 'peril:Storm|Theft',
    },
  ],
]);

/**
 * Check phrasings, written after the rule and run without changing it (check figure in the
 * commit): other verbs, word order, casual forms and data shapes.
 */
checkForms('a value more often on one side than the other (check phrasings)', [
  [
    FURNITURE_CONTACTS_DICTIONARY,
    'Do Leeds or Cardiff contacts end up Not resolved more often?',
    { measure: 'share', filters: ['status=Not resolved'], compare: 'showroom:Leeds|Cardiff' },
  ],
  [
    REMOVALS_DICTIONARY,
    'Bristol vs Norwich — which has jobs Damaged more frequently?',
    { measure: 'share', filters: ['outcome=Damaged'], compare: 'depot:Bristol|Norwich' },
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Are Oven jobs or Dishwasher jobs Cancelled more often? Give me both percentages.',
    { measure: 'share', filters: ['status=Cancelled'], compare: 'appliance:Oven|Dishwasher' },
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'which channel, email or phone, gets complaints closed as not upheld more often',
    {
      measure: 'share',
      filters: ['status=Closed - not upheld'],
      compare: 'channel:email|phone',
    },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'pending more often at Harrogate or South Leeds?',
    { measure: 'share', filters: ['status=Pending'], compare: 'club:Harrogate|South Leeds' },
  ],
  // Guard: no "often", a number compared.
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which peril, Storm or Fire, takes longer to settle?',
    { measure: 'average days_to_settle', filters: [], compare: 'peril:Storm|Fire' },
  ],
]);
