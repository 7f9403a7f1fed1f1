import { describe } from 'node:test';
import { plansOf, expectEach } from './plans-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * Rankings and extremes said in other words, over domains the planner was not built on (a venue's
 * ticket issues, a utility's service requests, repair jobs): "list the three halls with the most
 * refunds" ranks the halls and keeps three; "the single highest refund amount", "the biggest fee
 * on any one request" ask one record's value (a maximum or minimum), not an average; "the slowest
 * technician, going by average days to fulfil" ranks the technicians: a field's unit ('days to
 * fulfil') is no grouping by day, and 'slowest' before a field leads a ranking.
 */
const VENUE = VENUE_TICKETS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;

describe('"the three G with the most X": G ranked, that many kept', () => {
  expectEach(plansOf, [
    [
      VENUE,
      'List the three halls with the most refunds.',
      ['m=count f=issue kind=Refund g=Venue Hall r=desc3'],
    ],
    [
      VENUE,
      'Name the two agents with the most lost ticket issues',
      ['m=count f=issue kind=Lost ticket g=agent r=desc2'],
    ],
    [REQUESTS, 'List the three districts with the most requests.', ['m=count g=district r=desc3']],
    [
      REPAIRS,
      'show me the 2 technicians that had the fewest S1 jobs',
      ['m=count f=severity=S1 g=technician r=asc2'],
    ],
  ]);
});

describe("one record's highest or lowest value: a maximum or minimum", () => {
  expectEach(plansOf, [
    [VENUE, 'What was the single highest refund amount on any issue?', ['m=max:refund amt (GBP)']],
    [REQUESTS, 'What was the single biggest fee on any request?', ['m=max:fee']],
    [REQUESTS, "what's the smallest fee charged on any one request", ['m=min:fee']],
    [REPAIRS, 'the single largest parts cost we have seen?', ['m=max:parts_cost']],
  ]);
});

describe('"the slowest G, going by average <days/hours field>": G ranked by that average', () => {
  expectEach(plansOf, [
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'Who is our slowest staff member, going by average days to fulfil?',
      ['m=average:days_to_fulfil g=staff r=desc1'],
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'Which branch is slowest by average days to fulfil?',
      ['m=average:days_to_fulfil g=branch_lib r=desc1'],
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'which member tier waits longest, by average days to fulfil',
      ['m=average:days_to_fulfil g=member_tier r=desc1'],
    ],
    [
      REQUESTS,
      'Who is the slowest district, going by average hours to close?',
      ['m=average:hours_to_close g=district r=desc1'],
    ],
    [
      REPAIRS,
      'Which is our slowest technician going by average repair hours?',
      ['m=average:repair_hours g=technician r=desc1'],
    ],
    [
      REQUESTS,
      'which channel is fastest by average hours to close',
      ['m=average:hours_to_close g=channel r=asc1'],
    ],
  ]);
});

describe('"G\'s number one X": the values of X ranked, the first kept', () => {
  expectEach(plansOf, [
    [
      VENUE,
      "What is South Hall's number one issue?",
      ['m=count f=Venue Hall=South Hall g=issue kind r=desc1'],
    ],
    [
      VENUE,
      "What's the number one issue kind at the North Hall?",
      ['m=count f=Venue Hall=North Hall g=issue kind r=desc1'],
    ],
  ]);
});
