import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';

/**
 * Values that share a word, read as the analyst meant them: the value the words name best (the
 * bare word over a value with more words, "not …"/"non-…" for the negated value, never the
 * negation of them all), a value said exactly over a wider one holding its words, and a word that
 * names both the averaged number and a category value read as the measure. Phrasings of our own
 * over a council's complaints and a furniture retailer's contacts; none from an evaluation set.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const SHOP = FURNITURE_CONTACTS_DICTIONARY;
const UPHELD = 'status=Closed - upheld';
const NOT_UPHELD = 'status=Closed - not upheld';

checkForms('a word several values share: the value it names best', [
  [COUNCIL, 'What share of complaints were upheld?', { measure: 'share', filters: [UPHELD] }],
  [COUNCIL, 'how many complaints were not upheld', { measure: 'count', filters: [NOT_UPHELD] }],
  [COUNCIL, 'Upheld rate by ward', { measure: 'share', groupBy: 'ward', filters: [UPHELD] }],
  [
    COUNCIL,
    'Which ward has the highest upheld rate?',
    { measure: 'share', groupBy: 'ward', rank: 'desc', filters: [UPHELD] },
  ],
  [
    COUNCIL,
    'Is the upheld rate higher for email or phone complaints?',
    { measure: 'share', filters: [UPHELD], compare: 'channel:email|phone' },
  ],
  [
    COUNCIL,
    'Partly upheld complaints in Riverside?',
    { filters: ['status=Closed - partly upheld', 'ward=Riverside'] },
  ],
  [
    COUNCIL,
    'How many non-upheld complaints came by letter?',
    { measure: 'count', filters: [NOT_UPHELD, 'channel=letter'] },
  ],
  [
    COUNCIL,
    'complaints that have not been upheld by ward',
    { groupBy: 'ward', filters: [NOT_UPHELD] },
  ],
  [
    COUNCIL,
    ['How many complaints did we get by email?', 'What share of those were upheld?'],
    { measure: 'share', filters: ['channel=email', UPHELD] },
  ],
  [
    COUNCIL,
    ['How many noise complaints?', 'how many of them were not upheld?'],
    { measure: 'count', filters: ['category=noise', NOT_UPHELD] },
  ],
  [COUNCIL, 'How many noise complaints did we get?', { filters: ['category=noise'] }],
  [SHOP, 'How many late deliveries did we have?', { filters: ['category=late delivery'] }],
  [SHOP, 'How many refunds did we handle?', { filters: ['category=refund'] }],
  [SHOP, 'How many refund requests came in?', { filters: ['category=refund request'] }],
  [SHOP, 'How many contacts were resolved?', { filters: ['status=Resolved'] }],
  [SHOP, 'how many contacts were not resolved', { filters: ['status=Not resolved'] }],
  [
    SHOP,
    'resolved rate by showroom',
    { measure: 'share', groupBy: 'showroom', filters: ['status=Resolved'] },
  ],
  [
    SHOP,
    ['How many refund requests did we get?', 'How many of those were resolved?'],
    { filters: ['category=refund request', 'status=Resolved'] },
  ],
]);

checkForms('the averaged number’s own word is the measure, not a value as well', [
  [SHOP, 'What is the average refund?', { measure: 'average refund_gbp', filters: [] }],
  [
    SHOP,
    'average refund on late delivery contacts',
    { measure: 'average refund_gbp', filters: ['category=late delivery'] },
  ],
  [
    SHOP,
    'How much did we refund in total for late deliveries?',
    { measure: 'sum refund_gbp', filters: ['category=late delivery'] },
  ],
  [
    SHOP,
    'Average refund for refund requests by showroom',
    { measure: 'average refund_gbp', groupBy: 'showroom', filters: ['category=refund request'] },
  ],
  [
    COUNCIL,
    'average fine on noise complaints',
    { measure: 'average parking_fine', filters: ['category=noise'] },
  ],
  [
    COUNCIL,
    'Whats the mean parking fine in Riverside?',
    { measure: 'average parking_fine', filters: ['ward=Riverside'] },
  ],
  [COUNCIL, 'what was their average noise', { measure: 'average noise_db', filters: [] }],
  [
    COUNCIL,
    'what is the typical noise in Riverside?',
    { measure: 'average noise_db', filters: ['ward=Riverside'] },
  ],
  [
    COUNCIL,
    'average noise on noise complaints by ward',
    { measure: 'average noise_db', groupBy: 'ward', filters: ['category=noise'] },
  ],
  [
    SHOP,
    'how much did we refund on assembly contacts',
    { measure: 'sum refund_gbp', filters: ['category=assembly'] },
  ],
  [
    SHOP,
    'Which showroom has the most refund requests?',
    { measure: 'count', groupBy: 'showroom', rank: 'desc', filters: ['category=refund request'] },
  ],
  [
    COUNCIL,
    'total noise complaints by ward',
    { measure: 'count', groupBy: 'ward', filters: ['category=noise'] },
  ],
]);
