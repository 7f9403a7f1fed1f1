import { checkForms } from './forms-test-support';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * A noun made from an adjective the data uses ("negativity", "positivity" of sentiment labels
 * "negative", "positive"; WordNet's derivations) is said by that adjective, not declined as a
 * word the data lacks. Guards: a noun whose adjective the data does not hold ("rudeness",
 * "happiness" of hotel reviews) stays unknown. Phrasings of our own over insurance claims,
 * patient feedback, ride-hailing support and hotel reviews.
 */
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;
const HOTEL = HOTEL_FEEDBACK_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;

checkForms('a noun of a held adjective reads as the adjective', [
  [
    CLAIMS,
    'storm claims negativity % ?',
    { measure: 'share', filters: ['peril=Storm', 'sentimentLabel=negative'] },
  ],
  [
    CLAIMS,
    'what is the negativity rate for storm claims',
    { measure: 'share', filters: ['peril=Storm', 'sentimentLabel=negative'] },
  ],
  [
    CLINIC,
    'what share of billing feedback shows negativity',
    { measure: 'share', filters: ['category=billing', 'sentimentLabel=Negative'] },
  ],
  [
    RIDES,
    'positivity share for lost item tickets',
    { measure: 'share', filters: ['category=lost item', 'sentimentLabel=positive'] },
  ],
  [
    CLAIMS,
    'negativity breakdown by peril',
    { groupBy: 'peril', filters: ['sentimentLabel=negative'] },
  ],
  // Said at the start of the question, with a capital.
  [
    CLAIMS,
    'Negativity breakdown by peril',
    { groupBy: 'peril', filters: ['sentimentLabel=negative'] },
  ],
  [
    RIDES,
    'Positivity share for lost item tickets',
    { measure: 'share', filters: ['category=lost item', 'sentimentLabel=positive'] },
  ],
  // Guards: the adjective is no word of the data.
  [HOTEL, 'how many complaints about rudeness', { declined: true }],
  [HOTEL, 'how many reviews mention happiness', { declined: true }],
  // Guards: a place or thing, not a quality, is never its adjective ("centre" is not the
  // "Central" of "Central Library"; "office" not "official", "manager" not "managerial").
  [
    LIBRARY,
    'which branch or centre had the most requests?',
    { groupBy: 'branch_lib', filters: [] },
  ],
]);
