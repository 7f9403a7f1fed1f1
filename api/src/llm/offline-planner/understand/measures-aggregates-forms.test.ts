import { describe } from 'node:test';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import {
  PLANNING_APPLICATIONS_DICTIONARY,
  WARRANTY_CLAIMS_DICTIONARY,
} from './two-dates-dictionaries';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * Measures and aggregates said in everyday words, over domains the planner was not built on: how
 * long a record stays open, where the data keeps two dates and no duration, is the days between
 * them (the span field the API derives); a
 * bare superlative of a number is its maximum, a total its sum, "typical" its median; a
 * comparative adjective ranks the groups by the number; "the most negative X" counts the negative
 * records (by label, or by the score's sign where no label is kept), while "on average" and a mood
 * superlative keep the average; a yes/no field set against its other side compares both sides.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const WARRANTY = WARRANTY_CLAIMS_DICTIONARY;
const PLANNING = PLANNING_APPLICATIONS_DICTIONARY;

describe('how long between two dates: the days from the first to the second', () => {
  expectEach(plansOf, [
    [WARRANTY, 'How long does a claim stay open on average?', ['m=average:days_to_closed']],
    [WARRANTY, 'What is the average time from opened to closed?', ['m=average:days_to_closed']],
    [
      WARRANTY,
      'How many days does it take to close a claim at Old Mill?',
      ['m=average:days_to_closed f=centre=Old Mill'],
    ],
    [WARRANTY, "What's the typical time to close?", ['m=median:days_to_closed']],
    [
      WARRANTY,
      'Which service centre takes longest to close claims?',
      ['m=average:days_to_closed g=centre r=desc1'],
    ],
    [WARRANTY, 'What is the longest a claim stayed open?', ['m=max:days_to_closed']],
    [
      WARRANTY,
      'Average days open for fast track claims vs the rest',
      ['m=average:days_to_closed c=fast_track:true|false'],
    ],
    [
      WARRANTY,
      'How long do fridge claims stay open?',
      ['m=average:days_to_closed f=product=Fridges'],
    ],
    [PLANNING, 'How long does an application take to be decided?', ['m=average:days_to_decided']],
    [PLANNING, 'What is the average time from received to decided?', ['m=average:days_to_decided']],
    [
      PLANNING,
      'How many days does it take to decide a householder application?',
      ['m=average:days_to_decided f=category=Householder'],
    ],
    [
      PLANNING,
      'Which ward waits longest for a decision?',
      ['m=average:days_to_decided g=ward r=desc1'],
    ],
    [PLANNING, "What's the typical time to a decision?", ['m=median:days_to_decided']],
    [PLANNING, 'What is the longest an application took to be decided?', ['m=max:days_to_decided']],
    [
      PLANNING,
      'Called in applications vs the rest: how long to decide?',
      ['m=average:days_to_decided c=called_in:true|false'],
    ],
    [
      PLANNING,
      'How long on average between receiving and deciding an application?',
      ['m=average:days_to_decided'],
    ],
  ]);
});

describe('a bare superlative of a number: its maximum or minimum', () => {
  expectEach(plansOf, [
    [REMOVALS, 'What was the biggest compensation we paid?', ['m=max:compensation_gbp']],
    [REMOVALS, 'What were the highest hours on site?', ['m=max:hours_on_site']],
    [REMOVALS, 'What is the longest distance any crew drove?', ['m=max:miles']],
    [REQUESTS, 'What is the largest call-out fee?', ['m=max:fee']],
    [RIDES, 'What was the biggest refund?', ['m=max:refund_eur']],
    [RIDES, "What's the longest anyone waited?", ['m=max:wait_minutes']],
    [CLAIMS, 'What is the largest payout?', ['m=max:payout_gbp']],
    [LIBRARY, "What's the highest late fee?", ['m=max:late_fee']],
    [LIBRARY, 'What was the smallest late fee?', ['m=min:late_fee']],
    // Groups ranked, or an average said, keep the average.
    [RIDES, 'Which city had the longest waits?', ['m=average:wait_minutes g=city r=desc1']],
    [CLAIMS, 'What is the highest average payout?', ['m=average:payout_gbp']],
  ]);
});

describe('a total, "altogether", "typical": the sum or the median', () => {
  expectEach(plansOf, [
    [REMOVALS, 'How much did compensation cost us in total?', ['m=sum:compensation_gbp']],
    [REQUESTS, 'How much did call-out fees cost altogether?', ['m=sum:fee']],
    [CLAIMS, 'Total spend on payouts?', ['m=sum:payout_gbp']],
    [LIBRARY, 'How much were late fees altogether?', ['m=sum:late_fee']],
    // "did … cost" is the verb of a total; "does the … rate compare" keeps its noun.
    [WARRANTY, 'What did the claims cost in total?', ['m=sum:repair_cost']],
    [WARRANTY, 'How much did claims cost in total?', ['m=sum:repair_cost']],
    [
      REQUESTS,
      'How does the urgent rate for Northgate compare to Riverside?',
      ['m=rate:urgent c=district:Northgate|Riverside'],
    ],
    [REMOVALS, 'What was the typical quote?', ['m=median:quote_gbp']],
    [REQUESTS, 'What is the typical hours to close?', ['m=median:hours_to_close']],
  ]);
});

describe('a comparative adjective of a number ranks the groups by it', () => {
  expectEach(plansOf, [
    [
      REQUESTS,
      'Which district has slower requests?',
      ['m=average:hours_to_close g=district r=desc1'],
    ],
    [REQUESTS, 'Which supplier country is costlier?', ['m=average:fee g=supplier_country r=desc1']],
    [CLAIMS, 'Which region has bigger payouts?', ['m=average:payout_gbp g=region r=desc1']],
    [CLAIMS, 'Which handler is slower to settle?', ['m=average:days_to_settle g=handler r=desc1']],
    [CLAIMS, 'Which region has smaller payouts?', ['m=average:payout_gbp g=region r=asc1']],
    [RIDES, 'Which city has shorter waits?', ['m=average:wait_minutes g=city r=asc1']],
    [
      LIBRARY,
      'Which branch library is quicker to fulfil?',
      ['m=average:days_to_fulfil g=branch_lib r=asc1'],
    ],
    [REMOVALS, 'Which depot has bigger quotes?', ['m=average:quote_gbp g=depot r=desc1']],
    // Two values set side by side: the number's average on each side.
    [
      CLAIMS,
      'Are claims from the North bigger than those from the East?',
      ['m=average:payout_gbp c=region:North|East'],
    ],
    [
      REQUESTS,
      'Are Northgate requests slower than Riverside ones?',
      ['m=average:hours_to_close c=district:Northgate|Riverside'],
    ],
    [
      REQUESTS,
      'Are there more Northgate requests than Riverside ones?',
      ['m=count c=district:Northgate|Riverside'],
    ],
  ]);
});

describe('"the most negative X": the negative records counted, not the lowest average', () => {
  expectEach(plansOf, [
    [
      COUNCIL,
      'Which ward had the most negative complaints?',
      ['m=count f=sentimentlt0 g=ward r=desc1'],
    ],
    [
      COUNCIL,
      'Which service got the most positive complaints?',
      ['m=count f=sentimentgt0 g=category r=desc1'],
    ],
    [
      COUNCIL,
      'Which ward has the most complaints that were negative?',
      ['m=count f=sentimentlt0 g=ward r=desc1'],
    ],
    [
      COUNCIL,
      'Which channel had the fewest negative complaints last month?',
      ['m=count f=sentimentlt0 p=2025-05-01..2025-05-31 g=channel r=asc1'],
    ],
    [
      COUNCIL,
      'How many complaints were positive last month?',
      ['m=count f=sentimentgt0 p=2025-05-01..2025-05-31'],
    ],
    [
      RIDES,
      'Which handler had the most negative tweets?',
      ['m=count f=sentimentLabel=negative g=handled_by r=desc1'],
    ],
    [
      CLAIMS,
      'Which peril had the most negative claims this year?',
      ['m=count f=sentimentLabel=negative p=2025-01-01..2025-12-31 g=peril r=desc1'],
    ],
    [
      FURNITURE,
      'Which showroom had the most positive reviews?',
      ['m=count f=sentimentLabel=positive g=showroom r=desc1'],
    ],
  ]);
});

describe('"most negative on average", a mood superlative: the average sentiment', () => {
  expectEach(plansOf, [
    [COUNCIL, 'Which ward is the most negative on average?', ['m=average:sentiment g=ward r=asc1']],
    [COUNCIL, 'Which ward is the gloomiest?', ['m=average:sentiment g=ward r=asc1']],
    [COUNCIL, 'Which service is angriest overall?', ['m=average:sentiment g=category r=asc1']],
    [
      RIDES,
      'Which city has the most negative messages on average?',
      ['m=average:sentiment g=city r=asc1'],
    ],
    [RIDES, 'Which city is the gloomiest?', ['m=average:sentiment g=city r=asc1']],
    [
      CLAIMS,
      'Which handler is most negative on average?',
      ['m=average:sentiment g=handler r=asc1'],
    ],
  ]);
});

describe('a number split by a yes/no field: both sides of the flag', () => {
  expectEach(plansOf, [
    [
      RIDES,
      'Airport trips versus not: average refund',
      ['m=average:refund_eur c=airport_trip:true|false'],
    ],
    [
      RIDES,
      "How many messages missed the target vs didn't?",
      ['m=count c=target_missed:true|false'],
    ],
    [
      RIDES,
      'Total refunds for premium riders compared with the rest, last month',
      ['m=sum:refund_eur p=2025-08-01..2025-08-31 c=premium_rider:true|false'],
    ],
    [
      REMOVALS,
      'Average compensation with premium cover vs without',
      ['m=average:compensation_gbp c=premium_cover:true|false'],
    ],
    [REMOVALS, 'Total quotes premium cover vs not', ['m=sum:quote_gbp c=premium_cover:true|false']],
    [
      REQUESTS,
      'Are urgent requests resolved faster than for everyone else? Average hours for both groups.',
      ['m=average:hours_to_close c=urgent:true|false'],
    ],
    [REQUESTS, 'Urgent vs not urgent: average call-out fee', ['m=average:fee c=urgent:true|false']],
    [
      LEAKS,
      'Repeat leaks vs not: average repair cost',
      ['m=average:repair cost (GBP) c=Repeat?:true|false'],
    ],
    [
      FURNITURE,
      'Are contacts from premium members refunded more than for everyone else? Average refund for both groups.',
      ['m=average:refund_gbp c=premium:true|false'],
    ],
    [
      FURNITURE,
      'Average hold minutes for premium members against everyone else this year',
      ['m=average:hold_minutes p=2025-01-01..2025-12-31 c=premium:true|false'],
    ],
  ]);
});
