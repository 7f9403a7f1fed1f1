import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';

/**
 * The records called by an everyday noun or verb the data does not use ("pieces of feedback",
 * "reports", "submissions", "entries", "complaints", "cases", "complained") are counted with the
 * filters the other words name, never declined for that noun; a number described in everyday
 * words ("people living in the household", "travelling together", "how many items", "waited on
 * hold") is the number field its name, label and units fit. Phrasings of our own over a council's
 * complaints and a furniture retailer's contacts; none from an evaluation set.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const SHOP = FURNITURE_CONTACTS_DICTIONARY;

checkForms('an everyday noun for the records is the plain total', [
  [COUNCIL, 'How many reports do we have in total?', { measure: 'count', filters: [] }],
  [COUNCIL, 'How many submissions came in by letter?', { filters: ['channel=letter'] }],
  [COUNCIL, 'Total entries for potholes?', { measure: 'count', filters: ['category=potholes'] }],
  [COUNCIL, 'How many people complained about noise?', { filters: ['category=noise'] }],
  [
    SHOP,
    'How many pieces of customer feedback do we hold in total?',
    { measure: 'count', filters: [] },
  ],
  [
    SHOP,
    'How many complaints about late delivery did we get?',
    { filters: ['category=late delivery'] },
  ],
  [SHOP, 'How many cases came through chat?', { filters: ['channel=chat'] }],
  [SHOP, 'number of submissions from Leeds', { filters: ['showroom=Leeds'] }],
]);

checkForms('a number described in everyday words', [
  [
    COUNCIL,
    'On average how many people live in the households that complained?',
    { measure: 'average household_size' },
  ],
  [
    COUNCIL,
    'average household size by ward',
    { measure: 'average household_size', groupBy: 'ward' },
  ],
  [
    COUNCIL,
    'How long do residents wait for a response?',
    { measure: 'average|median days_to_respond' },
  ],
  [SHOP, 'How many items do customers order on average?', { measure: 'average items' }],
  [SHOP, 'how many items were in the average order?', { measure: 'average items' }],
  [SHOP, 'How long did callers wait on hold on average?', { measure: 'average hold_minutes' }],
  [SHOP, 'How many contacts came in by chat?', { measure: 'count', filters: ['channel=chat'] }],
  [COUNCIL, 'How many people complained in total?', { measure: 'count' }],
]);
