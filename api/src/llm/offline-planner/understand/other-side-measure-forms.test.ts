import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * Two sides compared on a number the question names ("take longer", "worse sentiment", "bigger
 * refunds", "show both averages"): the number's average on each side; "compare their average
 * with all the other X / everyone else", "than members at other clubs", "than jobs without" set
 * the value or the yes/no field's yes side against the rest. Gym queries, hotel feedback, ride
 * support, removals.
 */
checkForms('the measure of one side against the rest', [
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Is the score worse for Harbourside guests? Compare their average with all the other hotels.',
    { measure: 'average score', compare: 'hotel:Harbourside|the rest', filters: [] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Is sentiment worse for Escalated queries? Compare their average with everyone else.',
    { measure: 'average sentiment', compare: 'status:Escalated|the rest', filters: [] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Do Harrogate members get bigger refunds than members at other clubs?',
    { measure: 'average refund_gbp', compare: 'club:Harrogate|the rest', filters: [] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Is sentiment worse for premium riders? Compare their average with everyone else.',
    { measure: 'average sentiment', compare: 'premium_rider:true|false', filters: [] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Is compensation higher for jobs with premium cover? Compare their average with all the other jobs.',
    { measure: 'average compensation_gbp', compare: 'premium_cover:true|false', filters: [] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Do jobs with premium cover take longer on site than jobs without? Show both averages.',
    { measure: 'average hours_on_site', compare: 'premium_cover:true|false', filters: [] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Do premium riders wait longer than standard ones? Show both averages.',
    { measure: 'average wait_minutes', compare: 'premium_rider:true|false', filters: [] },
  ],
  [
    REMOVALS_DICTIONARY,
    "Do premium cover customers' jobs take longer on site than basic ones? Show both averages.",
    { measure: 'average hours_on_site', compare: 'premium_cover:true|false', filters: [] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Do airport trips get bigger refunds than regular ones?',
    { measure: 'average refund_eur', compare: 'airport_trip:true|false', filters: [] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Are refunds bigger on airport trips or on local trips? Give me both averages.',
    { measure: 'average refund_eur', compare: 'airport_trip:true|false', filters: [] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Is the wait longer for premium riders or for standard riders? Give me both averages.',
    { measure: 'average wait_minutes', compare: 'premium_rider:true|false', filters: [] },
  ],
  // Guards: sides said already, and a value with no other side said.
  [
    RIDE_SUPPORT_DICTIONARY,
    'Do premium riders wait longer than everyone else? Show both averages.',
    { measure: 'average wait_minutes', compare: 'premium_rider:true|false', filters: [] },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Do Harbourside guests rate us better or worse than the others? Give me both average scores.',
    { measure: 'average score', compare: 'hotel:Harbourside|the rest', filters: [] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'What is the average sentiment of Escalated queries?',
    { measure: 'average sentiment', compare: '', filters: ['status=Escalated'] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What is the average sentiment for premium riders?',
    { measure: 'average sentiment', compare: '', filters: ['premium_rider=true'] },
  ],
  // Guards (review): after "than", an expectation or a norm is no other side of the flag.
  [RIDE_SUPPORT_DICTIONARY, 'Do premium riders wait longer than expected?', { compare: '' }],
  [
    REMOVALS_DICTIONARY,
    'Do jobs with premium cover take longer on site than planned?',
    { compare: '' },
  ],
  [
    REMOVALS_DICTIONARY,
    'Do jobs with premium cover take longer on site than normal?',
    { compare: '' },
  ],
]);
