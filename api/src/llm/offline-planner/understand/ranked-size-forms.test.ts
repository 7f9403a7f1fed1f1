import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * The aggregate a ranking asks, in phrasings of our own over repair jobs, ride-hailing support,
 * service requests, insurance claims, removals and furniture contacts: a ranking said by place
 * alone ("comes top", "had the most?") beside a yes/no condition ranks the groups by how many of
 * those records they hold, not by the flag's rate; a grouped field whose name holds a word of
 * money or time ("payment status") names no amount to rank by. Rates, averages and totals said
 * in so many words keep their measure.
 */
const REPAIR = REPAIR_JOBS_DICTIONARY;
const RIDE = RIDE_SUPPORT_DICTIONARY;
const SERVICE = SERVICE_REQUESTS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;

checkForms('a ranking by place among records of a condition: a count within them', [
  [
    REPAIR,
    'Among jobs that needed a callback, which appliance comes top?',
    { measure: 'count', groupBy: 'appliance', rank: 'desc', filters: ['callback=true'] },
  ],
  [
    RIDE,
    'Of the trips where the target was missed, which city had the most?',
    { measure: 'count', groupBy: 'city', rank: 'desc', filters: ['target_missed=true'] },
  ],
  [
    SERVICE,
    'Which district has the most requests among those marked urgent?',
    { measure: 'count', groupBy: 'district', rank: 'desc', filters: ['urgent=true'] },
  ],
  [
    LIBRARY,
    'Which branch library has the most requests among those with a staff report?',
    { measure: 'count', groupBy: 'branch_lib', rank: 'desc', filters: ['staff_report=true'] },
  ],
  [
    REMOVALS,
    'Among jobs with premium cover, which depot comes first?',
    { measure: 'count', groupBy: 'depot', rank: 'desc', filters: ['premium_cover=true'] },
  ],
  [
    RIDE,
    'Which city had the most trips among those that missed the target?',
    { measure: 'count', groupBy: 'city', rank: 'desc', filters: ['target_missed=true'] },
  ],
  [
    CLAIMS,
    'Which handler has the most claims paid by cheque?',
    { measure: 'count', groupBy: 'handler', rank: 'desc', filters: ['payment_method=Cheque'] },
  ],
  [
    RAIL,
    'Which station has the most claims against it?',
    { measure: 'count', groupBy: 'station', rank: 'desc', filters: [] },
  ],
]);

checkForms('a grouped field named with a word of money: its groups ranked by their records', [
  [
    FURNITURE,
    'Which payment status has the most contacts?',
    { measure: 'count', groupBy: 'payment', rank: 'desc' },
  ],
  [FURNITURE, 'Which payment status comes top?', { measure: 'count', groupBy: 'payment' }],
  [
    CLAIMS,
    'Which payment method has the most claims?',
    { measure: 'count', groupBy: 'payment_method', rank: 'desc' },
  ],
]);

checkForms('everyday nouns for complaints received ("grief", "flak"): a count ranked', [
  [GYM, 'which club gets the most grief?', { measure: 'count', groupBy: 'club', rank: 'desc' }],
  [
    RAIL,
    'which station got the most flak in March?',
    { measure: 'count', groupBy: 'station', rank: 'desc' },
  ],
  [
    COUNCIL,
    'which ward gives us the most grief',
    { measure: 'count', groupBy: 'ward', rank: 'desc' },
  ],
  [
    CLAIMS,
    'which region gave us an earful most often?',
    { measure: 'count', groupBy: 'region', rank: 'desc' },
  ],
]);

checkForms('a rate, an average or a total said in so many words: that measure', [
  [
    REPAIR,
    'Which appliance has the highest callback rate?',
    { measure: 'rate callback', groupBy: 'appliance', rank: 'desc' },
  ],
  [
    CLAIMS,
    'Which payment method has the highest total payout?',
    { measure: 'sum payout_gbp', groupBy: 'payment_method', rank: 'desc' },
  ],
  [
    RAIL,
    'Which station has the highest average refund amount?',
    { measure: 'average refund_gbp', groupBy: 'station', rank: 'desc' },
  ],
  [
    REMOVALS,
    'Which depot paid out the most compensation in total?',
    { measure: 'sum compensation_gbp', groupBy: 'depot', rank: 'desc' },
  ],
  [
    RIDE,
    'Which city is most likely to miss the target?',
    { measure: 'rate target_missed', groupBy: 'city', rank: 'desc' },
  ],
]);
