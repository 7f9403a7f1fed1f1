import type { DataDictionary } from '../../../../../src/agent/dataset';
import { checkForms, type FormCase } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { categoryFields } from './fixture-dictionary';
import { WATER_LEAKS_DICTIONARY as WATER } from './water-leaks-dictionary';

/**
 * A group of values named by the words they share ("the Leeds areas", "all pumping stations",
 * "the North venues"): every value of the field holding those words, and only those; a whole
 * value said stays that one value; a place the data does not hold is declined. The values a
 * group must keep are computed from the dictionary here, not written out.
 */

function holding(dictionary: DataDictionary, field: string, ...said: string[]): string {
  const values = dictionary.fields.find((candidate) => candidate.name === field)!.values!;
  return `${field}=${values
    .map(({ value }) => String(value))
    .filter((value) => said.every((word) => value.toLowerCase().split(/\W+/).includes(word)))
    .join('|')}`;
}

/** An airport's lost-property log: desks named by pier and kind, sharing both words. */
const category = categoryFields(900, 200, 20);
const LOST: DataDictionary = {
  name: 'Lost property log',
  description: "An airport's lost property log, 2025.",
  counts: { communications: 900, customers: 0, cases: 0 },
  from: '2025-01-01',
  to: '2025-12-31',
  fields: [
    { name: 'ref', entity: 'communications', role: 'id', type: 'text', filled: 900, distinct: 900 },
    {
      name: 'found on',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 900,
      distinct: 300,
    },
    category('Desk', ['North Pier Info', 'North Pier Lounge', 'South Pier Info', 'Car Park']),
    category('Item type', ['Phone', 'Wallet', 'Passport', 'Bag'], {
      role: 'category',
      label: 'item',
    }),
    {
      name: 'Returned?',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'returned to owner',
      filled: 900,
      distinct: 2,
      values: [
        { value: false, count: 300 },
        { value: true, count: 600 },
      ],
    },
    {
      name: 'est value',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'estimated value',
      filled: 800,
      distinct: 90,
    },
  ],
};

const NORTH_PIER = holding(LOST, 'Desk', 'north', 'pier');
const PIERS = holding(LOST, 'Desk', 'pier');
const FIXED = holding(WATER, 'Outcome', 'fixed');
const CLOSED = holding(COUNCIL, 'status', 'closed');
const LEEDS = holding(WATER, 'Svc Area', 'leeds');
const PUMPING = holding(WATER, 'Svc Area', 'pumping', 'station');
const BURST = 'Leak Kind=Burst main';

const CASES: FormCase[] = [
  [WATER, 'How many burst mains did the Leeds areas report?', { filters: [BURST, LEEDS] }],
  [WATER, 'burst mains across our Leeds sites', { filters: [BURST, LEEDS] }],
  [WATER, 'how many reports in Leeds', { measure: 'count', filters: [LEEDS] }],
  [WATER, 'how many Leeds leaks were burst mains', { filters: [LEEDS, BURST] }],
  [
    WATER,
    'average rating for the Leeds ones',
    { measure: 'average cust rating', filters: [LEEDS] },
  ],
  [WATER, 'total repair cost at the pumping stations', { filters: [PUMPING] }],
  [
    WATER,
    'all pumping station locations: how many slow drips?',
    { filters: [PUMPING, 'Leak Kind=Slow drip'] },
  ],
  [
    WATER,
    'How many burst mains did the Leeds depots log from June on, compared with before June?',
    { filters: [BURST, LEEDS], compare: 'periods', groupBy: '' },
  ],
  [
    WATER,
    'which crew fixed the most leaks at the Leeds branches?',
    { groupBy: 'crew', filters: [LEEDS] },
  ],
  // A whole value stays that value; a place the data lacks is declined.
  [WATER, 'How many reports at Leeds North?', { filters: ['Svc Area=Leeds North'] }],
  [
    WATER,
    'How many reports at the Bradford Pumping Station?',
    { filters: ['Svc Area=Bradford Pumping Station'] },
  ],
  [WATER, 'How many reports at the Sheffield depot?', { declined: true }],
  [
    LOST,
    'how many passports were handed in at the North Pier desks?',
    { filters: ['Item type=Passport', NORTH_PIER] },
  ],
  [
    LOST,
    'wallets found across all pier locations',
    { filters: ['Item type=Wallet', PIERS], groupBy: '' },
  ],
  [
    LOST,
    'average estimated value of phones at the north pier ones',
    { filters: ['Item type=Phone', NORTH_PIER] },
  ],
  [
    LOST,
    'How many bags at South Pier Info?',
    { filters: ['Item type=Bag', 'Desk=South Pier Info'] },
  ],
  [LOST, 'how many bags were found at the Gatwick desk?', { declined: true }],
  // The word every value of a field starts with names them all ("Closed - …").
  [WATER, 'how many fixed reports were there', { measure: 'count', filters: [FIXED] }],
  [WATER, 'On fixed reports, what was the repair cost on average?', { filters: [FIXED] }],
  [
    COUNCIL,
    'how many closed complaints in the North Ward?',
    { filters: [CLOSED, 'ward=North Ward'] },
  ],
  [COUNCIL, 'how many complaints were not upheld', { filters: ['status=Closed - not upheld'] }],
];

checkForms('values named as a group by a shared word', CASES);
