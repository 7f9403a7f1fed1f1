import { checkForms } from './forms-test-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "Do metered customers score us better on CSAT than customers paying on rateable value? Give
 * both averages.": a yes/no field's yes side set against the same records' noun described in
 * words that name nothing in the data ("riders paying standard fares", "jobs booked on the basic
 * plan") is the flag's no side — the named number's average on each side, not the flag's rate.
 * Guards: the described side names a value of the data ("riders in Porto").
 */
checkForms('a yes/no field against its other side described in words', [
  [
    RIDE_SUPPORT_DICTIONARY,
    'Do premium riders wait longer than riders paying standard fares? Give both averages.',
    { measure: 'average wait_minutes', compare: 'premium_rider:true|false', filters: [] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Do premium cover jobs get bigger quotes than jobs booked on the basic plan?',
    { measure: 'average quote_gbp', compare: 'premium_cover:true|false', filters: [] },
  ],
  // Left failing (not in the count's 'after'): 'Are urgent requests rated higher than requests
  // logged through normal routes?' — 'normal' there still reads as a norm, no side.
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Are urgent requests rated higher than requests logged through other routes? Give both averages.',
    { measure: 'average rating', compare: 'urgent:true|false', filters: [] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Do airport trips get bigger refunds than trips starting in town?',
    { measure: 'average refund_eur', compare: 'airport_trip:true|false', filters: [] },
  ],
  // Guard: a value of the data describes the other records.
  [RIDE_SUPPORT_DICTIONARY, 'Do premium riders wait longer than riders in Porto?', { compare: '' }],
]);

/**
 * Check phrasings, written after the rule and run without changing it (check figure in the
 * commit): other verbs, word order, casual forms and data shapes.
 */
checkForms('a yes/no field against its other side described in words (check phrasings)', [
  [
    RIDE_SUPPORT_DICTIONARY,
    'Do premium riders get bigger refunds than riders who pay as they go?',
    { measure: 'average refund_eur', compare: 'premium_rider:true|false', filters: [] },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Are urgent requests closed faster than requests nobody flagged? Give both averages.',
    { measure: 'average hours_to_close', compare: 'urgent:true|false', filters: [] },
  ],
  [
    REMOVALS_DICTIONARY,
    'Do premium cover jobs drive more miles than jobs for budget customers?',
    { measure: 'average miles', compare: 'premium_cover:true|false', filters: [] },
  ],
]);
