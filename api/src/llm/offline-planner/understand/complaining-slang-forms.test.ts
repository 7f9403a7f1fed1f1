import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { checkForms } from './forms-test-support';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import {
  GARDEN_ENQUIRIES_DICTIONARY,
  WATER_ENQUIRIES_DICTIONARY,
} from './water-enquiries-dictionary';

/**
 * Everyday words in phrasings of our own over enquiries with no kind of record (a water
 * company's, whose outcome can be "Referred to Complaints"; a garden centre chain's, whose
 * resolution can be "Passed to complaints team"), a hotel group's feedback and a shop's messages:
 * slang for complaining is the kind of record where the data has one and never an outcome's
 * value; shorthand ("biz") and idioms ("kick off about", "slaggin off") read as their words; "the
 * messages we hold" is the data itself; money given out by a giving verb ("dished out", "forked
 * out") is its total. Guards: the outcome said in its own words, a real wait on hold, an average
 * or a largest one said.
 */
const WATER = WATER_ENQUIRIES_DICTIONARY;
const GARDEN = GARDEN_ENQUIRIES_DICTIONARY;
const HOTEL = HOTEL_FEEDBACK_DICTIONARY;
const SHOP = FIXTURE_DICTIONARY;

checkForms('slang for complaining: the kind of record, never an outcome value', [
  [
    WATER,
    'how many moans about Billing in Northfield',
    { measure: 'count', filters: ['subject=Billing', 'area=Northfield'] },
  ],
  [WATER, 'which area gets the most grumbles', { groupBy: 'area', rank: 'desc', filters: [] }],
  [
    GARDEN,
    'how many gripes about Fees at Elmfield?',
    { measure: 'count', filters: ['topic=Fees', 'branch=Elmfield'] },
  ],
  // Guards: the outcome in its own words, and a kind of record the data has.
  [
    WATER,
    'how many enquiries were referred to complaints',
    { measure: 'count', filters: ['outcome=Referred to Complaints'] },
  ],
  [HOTEL, 'which hotel moans the most', { groupBy: 'hotel', filters: ['kind=Complaint'] }],
  [
    SHOP,
    'how many moans about Late Delivery',
    { measure: 'count', filters: ['topic=Late Delivery', 'intent=complaint'] },
  ],
]);

checkForms('shorthand and idioms for complaining', [
  [
    WATER,
    'what do biz customers kick off about most',
    { groupBy: 'subject', rank: 'desc', filters: ['segment=Business'] },
  ],
  [
    GARDEN,
    'how many biz clients kicked off about Fees',
    { measure: 'count', filters: ['client=Business', 'topic=Fees'] },
  ],
  [
    HOTEL,
    'what do guests kick off about most?',
    { groupBy: 'topic', rank: 'desc', filters: ['kind=Complaint'] },
  ],
  [
    HOTEL,
    'how many guests slaggin off Breakfast',
    { measure: 'count', filters: ['kind=Complaint', 'topic=Breakfast'] },
  ],
  [
    GARDEN,
    'how many clients at Quayside were slagging off the Fees',
    { measure: 'count', filters: ['branch=Quayside', 'topic=Fees'] },
  ],
]);

checkForms('the records someone holds are the data itself', [
  [
    WATER,
    'what share of all the messages we hold are about Billing?',
    { measure: 'share', filters: ['subject=Billing'] },
  ],
  [
    GARDEN,
    'how many of the enquiries we keep on file are about Fees',
    { measure: 'count', filters: ['topic=Fees'] },
  ],
  // Guard: a wait on hold is the value.
  [WATER, 'how many enquiries are on hold', { measure: 'count', filters: ['outcome=On hold'] }],
]);

checkForms('money given out by a giving verb is its total', [
  [WATER, 'how much goodwill credit did we dish out', { measure: 'sum credit', filters: [] }],
  [
    WATER,
    'how much goodwill credit did we shell out in Riverside',
    { measure: 'sum credit', filters: ['area=Riverside'] },
  ],
  [
    GARDEN,
    'how much refund did we fork out on Fees',
    { measure: 'sum refund', filters: ['topic=Fees'] },
  ],
  [
    HOTEL,
    'how much refund did we splash out on Noise',
    { measure: 'sum refund', filters: ['topic=Noise'] },
  ],
  // Guards: an average or one record's largest said outright.
  [WATER, 'what is the average goodwill credit we dished out', { measure: 'average credit' }],
  [GARDEN, 'how much refund did we hand out per enquiry', { measure: 'average refund' }],
  [HOTEL, 'what is the biggest refund we handed out', { measure: 'max refund' }],
]);

checkForms('"involved" of the records asks nothing; a thing the data lacks still declines', [
  [
    GARDEN,
    'how many enquiries involved a Business client',
    { measure: 'count', filters: ['client=Business'] },
  ],
  [
    WATER,
    'How many enquiries involved Billing in Hilltop?',
    { measure: 'count', filters: ['subject=Billing', 'area=Hilltop'] },
  ],
  [WATER, 'how many enquiries involved a plumber', { declined: true }],
]);

/**
 * The water enquiries with outcomes that start with a state's word ("Closed - no contact", no
 * plain "Closed"), a closing date left empty while open and the days it took.
 */
const OUTCOMES = [
  'Resolved',
  'Resolved - explanation given',
  'Resolved - apology given',
  'Open',
  'Awaiting response',
  'Referred to Complaints',
  'Closed - no contact',
];
const WATER_CLOSING: typeof WATER = {
  ...WATER,
  fields: [
    ...WATER.fields.filter((field) => field.name !== 'outcome'),
    {
      name: 'status',
      entity: 'communications',
      role: 'status',
      type: 'category',
      label: 'outcome',
      synonyms: ['outcome', 'result'],
      filled: 1500,
      distinct: OUTCOMES.length,
      values: OUTCOMES.map((value, index) => ({ value, count: 400 - index * 40 })),
      complete: true,
    },
    {
      name: 'closed',
      entity: 'communications',
      role: 'custom',
      type: 'date',
      label: 'closed on',
      synonyms: ['closed', 'date closed'],
      filled: 1150,
      distinct: 300,
    },
    {
      name: 'days_to_closed',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'days to closed',
      filled: 1150,
      distinct: 60,
    },
  ],
};

checkForms('"closed" of data with a closing date is that date, never a longer look-alike', [
  [
    WATER_CLOSING,
    'How many enquiries have been closed?',
    { measure: 'count', filters: ['closed='] },
  ],
  [
    WATER_CLOSING,
    'How many enquiries were closed in the last week?',
    { measure: 'count', filters: ['closed=2024-12-25', 'closed=2025-01-01'] },
  ],
  [
    WATER_CLOSING,
    'how many Billing enquiries got closed in March 2024',
    { measure: 'count', filters: ['subject=Billing', 'closed=2024-03-01', 'closed=2024-04-01'] },
  ],
  // Guards: the look-alike said in full or by its reason, and another state's value.
  [
    WATER_CLOSING,
    'how many got closed cos we never got hold of the customer',
    { measure: 'count', filters: ['status=Closed - no contact'] },
  ],
  [
    WATER_CLOSING,
    'how many enquiries were closed - no contact',
    { measure: 'count', filters: ['status=Closed - no contact'] },
  ],
  [
    WATER_CLOSING,
    'how many enquiries were resolved',
    { measure: 'count', filters: ['status=Resolved'] },
  ],
]);
