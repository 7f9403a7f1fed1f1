import { checkForms, type FormCase } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY as FURNITURE } from './furniture-contacts-dictionary';
import { WATER_LEAKS_DICTIONARY as WATER } from './water-leaks-dictionary';

/**
 * A value of several words said in other forms, order or with small words between ("closed with
 * a charge" for "Closed - charged", "refunded in part" for "Partially refunded"): that one value,
 * never a value that negates it ("Fixed - no charge") unless the question negates too, and never
 * every value sharing its first word. Phrasings of our own over leak reports, council complaints
 * and furniture contacts.
 */
const CASES: FormCase[] = [
  [WATER, 'how many reports were fixed with a charge', { filters: ['Outcome=Fixed - charged'] }],
  [WATER, 'how many were fixed without charge', { filters: ['Outcome=Fixed - no charge'] }],
  [WATER, 'how many leaks were fixed but not charged', { filters: ['Outcome=Fixed - no charge'] }],
  [WATER, 'how many reports were refunded in part', { filters: ['Outcome=Partially refunded'] }],
  [WATER, 'how many were partly refunded?', { filters: ['Outcome=Partially refunded'] }],
  [
    WATER,
    'which crew had the most leaks fixed with a charge',
    { groupBy: 'crew', filters: ['Outcome=Fixed - charged'] },
  ],
  [
    WATER,
    'average repair cost of burst mains fixed with a charge',
    {
      measure: 'average repair cost (GBP)',
      filters: ['Leak Kind=Burst main', 'Outcome=Fixed - charged'],
    },
  ],
  [COUNCIL, 'how many complaints were closed and upheld?', { filters: ['status=Closed - upheld'] }],
  [
    COUNCIL,
    'how many were closed but only partly upheld',
    { filters: ['status=Closed - partly upheld'] },
  ],
  [
    COUNCIL,
    'how many complaints were closed without being upheld',
    { filters: ['status=Closed - not upheld'] },
  ],
  [COUNCIL, 'how many were upheld in part', { filters: ['status=Closed - partly upheld'] }],
  [
    COUNCIL,
    'noise complaints upheld in part by ward',
    { groupBy: 'ward', filters: ['category=noise', 'status=Closed - partly upheld'] },
  ],
  [FURNITURE, 'how many contacts were paid in part', { filters: ['payment=part paid'] }],
  [
    FURNITURE,
    'how many contacts were resolved with goodwill',
    { filters: ['status=Resolved - goodwill'] },
  ],
  [FURNITURE, 'how many contacts were not resolved', { filters: ['status=Not resolved'] }],
];

checkForms('values said in other word forms', CASES);
