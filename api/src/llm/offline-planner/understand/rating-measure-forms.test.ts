import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * A rating or score field asked by its meaning ("satisfied", "happiest with", "rated us",
 * "scored", "the worst satisfaction") is that field's average, grouped, ranked or compared as
 * asked, never the sentiment; the sentiment stays the answer where the question speaks of tone
 * or mood, and where the data has no rating at all. Phrasings of our own over a council's
 * complaints (a 0–10 satisfaction) and a furniture retailer's contacts (1–5 stars).
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const SHOP = FURNITURE_CONTACTS_DICTIONARY;

checkForms('a rating asked by its meaning is the rating field’s average', [
  [COUNCIL, 'How satisfied are residents on average?', { measure: 'average satisfaction' }],
  [
    COUNCIL,
    'Are email complainants more satisfied than phone ones?',
    { measure: 'average satisfaction', compare: 'channel:email|phone' },
  ],
  [
    COUNCIL,
    'Which ward is happiest with how we handled things?',
    { measure: 'average satisfaction', groupBy: 'ward', rank: 'desc' },
  ],
  [
    COUNCIL,
    'Which service has the worst satisfaction?',
    { measure: 'average satisfaction', groupBy: 'category', rank: 'asc' },
  ],
  [
    COUNCIL,
    'How did Riverside residents rate us?',
    { measure: 'average satisfaction', filters: ['ward=Riverside'] },
  ],
  [
    COUNCIL,
    'were people who wrote in by letter less satisfied than those who phoned',
    { measure: 'average satisfaction', compare: 'channel:letter|phone' },
  ],
  [SHOP, 'How did customers rate us on average?', { measure: 'average rating' }],
  [
    SHOP,
    'Which showroom scored the highest?',
    { measure: 'average rating', groupBy: 'showroom', rank: 'desc' },
  ],
  [
    SHOP,
    'Are premium members more satisfied than everyone else?',
    { measure: 'average rating', compare: 'premium:true|false' },
  ],
  [
    SHOP,
    'average star rating for late delivery contacts',
    { measure: 'average rating', filters: ['category=late delivery'] },
  ],
  [
    SHOP,
    'Which issue type gets the lowest ratings?',
    { measure: 'average rating', groupBy: 'category', rank: 'asc' },
  ],
  [
    SHOP,
    'how satisfied were chat customers',
    { measure: 'average rating', filters: ['channel=chat'] },
  ],
]);

checkForms('tone and mood stay the sentiment; no rating field, no rating', [
  [
    SHOP,
    'Which showroom has the most negative contacts?',
    { measure: 'count', groupBy: 'showroom', filters: ['sentimentLabel=negative'] },
  ],
  [COUNCIL, 'What is the average sentiment of noise complaints?', { measure: 'average sentiment' }],
  [
    SHOP,
    'Which showroom sounds angriest?',
    { measure: 'average sentiment', groupBy: 'showroom', rank: 'asc' },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Which city is happiest?',
    { measure: 'average sentiment', groupBy: 'city', rank: 'desc' },
  ],
]);
