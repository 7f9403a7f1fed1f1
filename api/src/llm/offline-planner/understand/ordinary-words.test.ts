import { checkForms, type FormCase } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { FIXTURE_DICTIONARY as SHOP } from './fixture-dictionary';
import { WATER_LEAKS_DICTIONARY as WATER } from './water-leaks-dictionary';

/**
 * Ordinary words that name no field ask nothing the data lacks: "everything", "stuff",
 * complaining verbs ("moaned", "whinged", "grumbled"), people nouns the data does not use
 * ("punters", "travellers", "folks"). A place or measure the data does not hold is still declined.
 * Phrasings of our own over leak reports, council complaints and a shop's messages.
 */
const LEEDS = 'Svc Area=Leeds North|Leeds South';
const CASES: FormCase[] = [
  [
    WATER,
    'how many burst mains did folks moan about in Leeds',
    { measure: 'count', filters: ['Leak Kind=Burst main', LEEDS] },
  ],
  [WATER, 'out of everything, what share were burst mains?', { measure: 'share' }],
  [WATER, 'how many punters grumbled about slow drips', { filters: ['Leak Kind=Slow drip'] }],
  [
    WATER,
    'how many travellers griped about frozen pipes in Harrogate',
    { filters: ['Leak Kind=Frozen pipe', 'Svc Area=Harrogate'] },
  ],
  [COUNCIL, 'how many residents whinged about noise', { filters: ['category=noise'] }],
  [
    COUNCIL,
    'out of everything people sent us, what share was about parking?',
    { measure: 'share' },
  ],
  [
    COUNCIL,
    'how many punters moaned about potholes in Riverside',
    { filters: ['category=potholes', 'ward=Riverside'] },
  ],
  [COUNCIL, 'stuff people ranted about by ward', { groupBy: 'ward' }],
  [SHOP, 'how many punters moaned about delivery', { measure: 'count' }],
  // Still declined: a place, a measure the data lacks.
  [WATER, 'how many burst mains at the Sheffield depot', { declined: true }],
  [COUNCIL, 'how many complaints from the Denver ward', { declined: true }],
  [WATER, 'what is the average age of customers who reported leaks', { declined: true }],
  [WATER, 'how many passengers did Leeds North carry in March?', { declined: true }],
];

checkForms('ordinary words that ask nothing of the data', CASES);
