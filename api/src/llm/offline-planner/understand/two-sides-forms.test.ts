import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * Two sides compared are each given the figure asked: a count unless a rate, an average or a
 * total is named ("give both counts", "more refund issues", "more SLA breaches" count records,
 * not a refund amount or a breach rate), whatever frame sets them apart ("against", "versus",
 * "relative to", "next to", "stack up", "put … side by side", "how many apiece"), with "Both …"
 * or "Put …" opening a second sentence read as words of the ask, not names the data lacks.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;

/** Council complaints with a ward "Riversmeet" beside a street "Rivers Meet Lane" (and "Riverside"). */
const STREETS: DataDictionary = {
  ...COUNCIL,
  name: 'Council complaints with streets',
  fields: [
    ...COUNCIL.fields.filter((field) => field.name !== 'ward'),
    categoryFields(2000, 600, 80)('ward', ['Riverside', 'Riversmeet', 'Hillcrest'], {
      label: 'ward',
    }),
    categoryFields(2000, 600, 80)('street', ['Riversmeet Lane', 'Mill Road', 'Church Street'], {
      label: 'street',
    }),
  ],
};

describe('two sides, the figure asked for each', () => {
  expectEach(plansOf, [
    [
      COUNCIL,
      'Which ward had more upheld complaints, Riverside or Hillcrest? Give both counts.',
      ['m=count f=status=Closed - upheld c=ward:Riverside|Hillcrest'],
    ],
    [
      COUNCIL,
      'Looking at email only, were there more noise complaints or more pothole complaints? Put the two counts side by side.',
      ['m=count f=channel=email c=category:noise|potholes'],
    ],
    [
      COUNCIL,
      'Noise vs potholes — which got more complaints? numbers for both pls',
      ['m=count c=category:noise|potholes'],
    ],
    [
      COUNCIL,
      'Compare the average days to respond for Riverside complaints against Hillcrest complaints.',
      ['m=average:days_to_respond c=ward:Riverside|Hillcrest'],
    ],
    [
      VENUE,
      'Which hall had more refund issues, North Hall or North Annex? Give me both figures.',
      ['m=count f=issue kind=Refund c=Venue Hall:North Hall|North Annex'],
    ],
    [
      VENUE,
      'Were there more VIP refunds at North Hall or at South Hall? Both counts please.',
      ['m=count f=VIP?=true,issue kind=Refund c=Venue Hall:North Hall|South Hall'],
    ],
    [
      VENUE,
      'North Hall or North Annex: which had more lost ticket issues? show me both counts',
      ['m=count f=issue kind=Lost ticket c=Venue Hall:North Hall|North Annex'],
    ],
    [
      VENUE,
      'How does the average wait at North Annex compare to North Hall?',
      ['m=average:wait mins c=Venue Hall:North Annex|North Hall'],
    ],
    [
      REPAIRS,
      'Which severity had more cancelled jobs, S1 or S2? Give both counts.',
      ['m=count f=status=Cancelled c=severity:S1|S2'],
    ],
    [
      REQUESTS,
      'How many duplicate requests came from Northgate compared to Old Town?',
      ['m=count f=outcome=duplicate c=district:Northgate|Old Town'],
    ],
  ]);
});

describe('the frames that set two sides apart', () => {
  expectEach(plansOf, [
    [
      COUNCIL,
      'How does Riverside stack up against Hillcrest for complaints?',
      ['m=count c=ward:Riverside|Hillcrest'],
    ],
    [
      COUNCIL,
      'Riverside next to Hillcrest - complaint numbers?',
      ['m=count c=ward:Riverside|Hillcrest'],
    ],
    [
      COUNCIL,
      'Noise complaints in Riverside relative to Hillcrest?',
      ['m=count f=category=noise c=ward:Riverside|Hillcrest'],
    ],
    [
      COUNCIL,
      'Put noise and potholes side by side: how many complaints each?',
      ['m=count c=category:noise|potholes'],
    ],
    [
      COUNCIL,
      'Riverside compared to Hillcrest, how many complaints apiece?',
      ['m=count c=ward:Riverside|Hillcrest'],
    ],
    [
      CLAIMS,
      'Storm vs Fire claims, how many of each, respectively?',
      ['m=count c=peril:Storm|Fire'],
    ],
    [
      CLAIMS,
      'How do theft claims measure up against storm claims?',
      ['m=count c=peril:Theft|Storm'],
    ],
    [
      CLAIMS,
      'Which had more claims, Storm or Theft? Show the two numbers.',
      ['m=count c=peril:Storm|Theft'],
    ],
    [
      REPAIRS,
      'Dishwasher jobs as against fridge freezer jobs: how many of each?',
      ['m=count c=appliance:Dishwasher|Fridge Freezer'],
    ],
    [
      LIBRARY,
      'Central Library or Central Annex, which gets more hold requests? Counts for each please.',
      ['m=count f=req_type=Hold request c=branch_lib:Central Library|Central Annex'],
    ],
  ]);
});

/**
 * "…, and how many each?" asks each side's figure of the comparison before it, no ask of its own;
 * a value spelt exactly by a word ("Hollinwood") is never a longer value typed as one ("Hollins
 * Road"), so a look-alike of another field does not take its place.
 */
describe('each side asked after the comparison, and look-alikes across fields', () => {
  expectEach(plansOf, [
    [
      COUNCIL,
      'Riverside against Hillcrest: which one draws more complaints, and how many does each have?',
      ['m=count c=ward:Riverside|Hillcrest'],
    ],
    [
      LIBRARY,
      'Central Library against Central Annex: which had more hold requests, and how many each?',
      ['m=count f=req_type=Hold request c=branch_lib:Central Library|Central Annex'],
    ],
    [
      VENUE,
      'Which hall had the most refund issues, and how many lost ticket issues did it have?',
      [
        'm=count f=issue kind=Refund g=Venue Hall r=desc1',
        'm=count f=issue kind=Lost ticket refers(m=count f=issue kind=Refund g=Venue Hall r=desc1)',
      ],
    ],
    [
      STREETS,
      'Riverside versus Riversmeet: which ward had more complaints?',
      ['m=count c=ward:Riverside|Riversmeet'],
    ],
    [STREETS, 'How many complaints came from Riversmeet?', ['m=count f=ward=Riversmeet']],
  ]);
});
