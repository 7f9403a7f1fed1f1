import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';

/**
 * Casual writing and texting shorthand ("hw many … r there", "w/", "avg", "#", "pls", "cnt",
 * "reqs", a grouping said first without "which") read into the same plan as the formal question.
 * Phrasings of our own over a council's complaints and a furniture retailer's contacts.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const SHOP = FURNITURE_CONTACTS_DICTIONARY;

checkForms('casual writing makes the formal question’s plan', [
  [COUNCIL, 'hw many noise complaints r there', { measure: 'count', filters: ['category=noise'] }],
  [
    COUNCIL,
    'how many fly-tipping complaints r there',
    { measure: 'count', filters: ['category=fly-tipping'] },
  ],
  [
    COUNCIL,
    'ward w/ the worst satisfaction?',
    { measure: 'average satisfaction', groupBy: 'ward', rank: 'asc' },
  ],
  [
    SHOP,
    'showroom w/ most unresolved contacts',
    { groupBy: 'showroom', rank: 'desc', filters: ['status=Not resolved'] },
  ],
  [
    SHOP,
    'the showroom with the most refund requests?',
    { measure: 'count', groupBy: 'showroom', rank: 'desc', filters: ['category=refund request'] },
  ],
  [
    SHOP,
    'issue type with the highest avg refund',
    { measure: 'average refund_gbp', groupBy: 'category', rank: 'desc' },
  ],
  [SHOP, 'avg rating 4 chat pls', { measure: 'average rating', filters: ['channel=chat'] }],
  [
    SHOP,
    '# of refund reqs by showroom',
    { measure: 'count', groupBy: 'showroom', filters: ['category=refund request'] },
  ],
  [
    COUNCIL,
    'wat % of complaints r upheld',
    { measure: 'share', filters: ['status=Closed - upheld'] },
  ],
  [COUNCIL, 'how many msgs came in via email', { measure: 'count', filters: ['channel=email'] }],
]);
