import { checkForms, type FormCase } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as INSURANCE } from './insurance-claims-dictionary';
import { WATER_LEAKS_DICTIONARY as WATER } from './water-leaks-dictionary';
import { categoryFields } from './fixture-dictionary';
import type { DataDictionary } from '../../../../../src/agent/dataset';

/** The same data sets with values and a yes/no field whose words are also phrasal verbs. */
const category = categoryFields(2000, 600, 80);
const COUNCIL_REFUNDS: DataDictionary = {
  ...COUNCIL,
  fields: [
    ...COUNCIL.fields,
    category('remedy', ['Fee paid back', 'Permit not used', 'Apology'], { label: 'remedy' }),
    {
      name: 'accountFlagged',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'account flagged',
      filled: 2000,
      distinct: 2,
    },
  ],
};
const WATER_CREDITS: DataDictionary = {
  ...WATER,
  fields: [
    ...WATER.fields,
    category('outcome', ['Back-billed', 'Meter not used', 'Fixed'], { label: 'outcome' }),
  ],
};

/**
 * Everyday words are no subject the data lacks: a contraction of a function word ("we've",
 * "they're"), arrival and status verbs ("landed", "marked"), "money" for an amount. A mood said
 * as a superlative ("gloomiest", "cheeriest") ranks groups by their average sentiment. Phrasings
 * of our own over council complaints, home insurance claims and leak reports; a subject the data
 * really lacks is still declined.
 */
const CASES: FormCase[] = [
  [COUNCIL, "how many noise complaints have we've had in Riverside", { measure: 'count' }],
  [COUNCIL, 'how many complaints about potholes landed in Hillcrest?', { measure: 'count' }],
  [COUNCIL, 'how many complaints are marked Open', { filters: ['status=Open'] }],
  [WATER, "how many burst mains they've logged in Harrogate", { measure: 'count' }],
  [WATER, 'how many leak reports landed in Harrogate', { filters: ['Svc Area=Harrogate'] }],
  [COUNCIL, 'which ward has the gloomiest average sentiment?', { groupBy: 'ward', rank: 'asc' }],
  [COUNCIL, 'which ward is the cheeriest on average sentiment', { groupBy: 'ward', rank: 'desc' }],
  [INSURANCE, 'which peril has the gloomiest average sentiment?', { rank: 'asc' }],
  [INSURANCE, 'which peril has the grimmest average sentiment?', { rank: 'asc' }],
  // A phrasal verb ("accounts for", "hand back", "is used") names no value or field by one word.
  [COUNCIL_REFUNDS, 'which ward accounts for the most complaints?', { filters: [], rank: 'desc' }],
  [COUNCIL_REFUNDS, 'which channel is used least?', { filters: [], rank: 'asc' }],
  [
    COUNCIL_REFUNDS,
    'how many complaints were about a permit not used',
    { filters: ['remedy=Permit not used'] },
  ],
  [
    WATER_CREDITS,
    'how many leak reports do we hand back in Harrogate',
    { filters: ['Svc Area=Harrogate'] },
  ],
  [
    WATER_CREDITS,
    'which kind of leak accounts for the most reports',
    { filters: [], rank: 'desc' },
  ],
  [WATER_CREDITS, 'how many leaks ended back-billed', { filters: ['outcome=Back-billed'] }],
  // Still declined: a subject the data does not hold.
  [COUNCIL, "what's the share price we've reached?", { declined: true }],
  [COUNCIL, 'what NPS do residents give us?', { declined: true }],
  [WATER, 'how many burst mains landed at the Sheffield depot', { declined: true }],
];

checkForms('everyday words that ask nothing of the data', CASES);
