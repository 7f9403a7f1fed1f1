import { describe } from 'node:test';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * The aggregate word decides the measure, over domains the planner was not built on (a council's
 * complaints with days to respond, a library's requests with days to fulfil, a utility's service
 * requests with hours to close, a removals firm's jobs, a venue's ticket issues, repair jobs, leak
 * reports): "which depot cost us the most in compensation" ranks the depots by the SUM, "the
 * biggest single compensation payment" is one record's value (a maximum), "the average
 * compensation" the mean; "which day had the most complaints" counts the complaints of
 * each calendar day, though a number field is counted in days; "average days to respond" averages
 * that field and groups by nothing.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;

describe('a total said ("cost us the most in", "in total"): the sum', () => {
  expectEach(plansOf, [
    [
      REMOVALS,
      'Which depot cost us the most in compensation?',
      ['m=sum:compensation_gbp g=depot r=desc1'],
    ],
    [
      REQUESTS,
      'Which district cost us the most in call-out fees?',
      ['m=sum:fee g=district r=desc1'],
    ],
    [
      REMOVALS,
      'Which crew lead drove the most miles in total?',
      ['m=sum:miles g=crew_lead r=desc1'],
    ],
    [VENUE, 'Which hall refunded the most money?', ['m=sum:refund amt (GBP) g=Venue Hall r=desc1']],
    [
      LEAKS,
      'Which service area cost the most to repair?',
      ['m=sum:repair cost (GBP) g=Svc Area r=desc1'],
    ],
    [
      REPAIRS,
      'Which technician cost us the most in parts?',
      ['m=sum:parts_cost g=technician r=desc1'],
    ],
    [REPAIRS, 'What is the total parts cost for S1 jobs?', ['m=sum:parts_cost f=severity=S1']],
    [
      REQUESTS,
      'Which channel cost us the most in fees altogether?',
      ['m=sum:fee g=channel r=desc1'],
    ],
  ]);
});

describe('one record\'s value ("the biggest single …"): a maximum or minimum', () => {
  expectEach(plansOf, [
    [REMOVALS, 'What was the biggest single compensation payment?', ['m=max:compensation_gbp']],
    [REMOVALS, "what's the longest single job in miles?", ['m=max:miles']],
    [REQUESTS, 'What was the highest single call-out fee?', ['m=max:fee']],
    [VENUE, 'What was the largest single refund?', ['m=max:refund amt (GBP)']],
    [VENUE, 'What was the smallest single refund we gave?', ['m=min:refund amt (GBP)']],
    [LEAKS, 'What was the most expensive single repair?', ['m=max:repair cost (GBP)']],
    [REPAIRS, 'What was the highest single parts cost?', ['m=max:parts_cost']],
    [LIBRARY, 'What was the biggest single late fee?', ['m=max:late_fee']],
  ]);
});

describe('"average", "typical": the mean or median', () => {
  expectEach(plansOf, [
    [REMOVALS, 'What is the average compensation per job?', ['m=average:compensation_gbp']],
    [REQUESTS, "What's the typical call-out fee?", ['m=median:fee']],
    [REPAIRS, "What's the average parts cost?", ['m=average:parts_cost']],
    [LIBRARY, "What's the average late fee?", ['m=average:late_fee']],
    [VENUE, 'What is the average refund amount?', ['m=average:refund amt (GBP)']],
    [
      REQUESTS,
      'Which district has the highest average call-out fee?',
      ['m=average:fee g=district r=desc1'],
    ],
    [VENUE, 'How many refunds were there?', ['m=count f=issue kind=Refund']],
    [REMOVALS, 'What was the total compensation per depot?', ['m=sum:compensation_gbp g=depot']],
  ]);
});

describe('"which day had the most X" beside a field counted in days: the calendar day', () => {
  expectEach(plansOf, [
    [COUNCIL, 'Which day had the most complaints?', ['m=count g=day r=desc1']],
    [COUNCIL, 'On which day did we log the most complaints?', ['m=count g=day r=desc1']],
    [COUNCIL, 'which date had the most complaints?', ['m=count g=day r=desc1']],
    [
      COUNCIL,
      'Which day had the most noise complaints?',
      ['m=count f=category=noise g=day r=desc1'],
    ],
    [LIBRARY, 'Which day had the most requests?', ['m=count g=day r=desc1']],
    [LIBRARY, 'Which week had the most requests?', ['m=count g=week r=desc1']],
    [
      LIBRARY,
      'which month had the most Junior requests?',
      ['m=count f=member_tier=Junior g=month r=desc1'],
    ],
    [REQUESTS, 'Which day had the most requests?', ['m=count g=day r=desc1']],
  ]);
});

describe('"average days to X": that field averaged, no grouping by day', () => {
  expectEach(plansOf, [
    [COUNCIL, 'What is the average days to respond?', ['m=average:days_to_respond']],
    [COUNCIL, 'days to respond on average, by ward', ['m=average:days_to_respond g=ward']],
    [
      COUNCIL,
      'What is the average days to respond by month?',
      ['m=average:days_to_respond g=month'],
    ],
    [LIBRARY, "What's the average days to fulfil?", ['m=average:days_to_fulfil']],
    [LIBRARY, "What's the median days to fulfil?", ['m=median:days_to_fulfil']],
    [
      LIBRARY,
      'average days to fulfil for Junior members',
      ['m=average:days_to_fulfil f=member_tier=Junior'],
    ],
    [
      LIBRARY,
      'Which day had the highest average days to fulfil?',
      ['m=average:days_to_fulfil g=day r=desc1'],
    ],
    [REQUESTS, 'What is the average hours to close?', ['m=average:hours_to_close']],
  ]);
});
