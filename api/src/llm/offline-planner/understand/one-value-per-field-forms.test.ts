import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { categoryFields } from './fixture-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * A record holds one value of a field of single values, so two values of one field said together
 * ("X or Y", "either X or Y", "X and Y combined", "both X and Y", "counting both open and on-hold
 * ones") are the records holding either, and two said apart are two sides: never both required
 * of one record, which matches nothing. Look-alike values (one the start of another, or sharing
 * words) are each the value said: "upheld or partly upheld", "resolved with a refund issued",
 * "route 7 against route 7A". Over council complaints, venue ticket issues, repair jobs,
 * insurance claims, service requests and library requests, none of them where it was first seen.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;

/** Council complaints with bin rounds numbered 1, 2, 3 and 12, and a status like "Resolved". */
const ROUNDS: DataDictionary = {
  ...COUNCIL,
  name: 'Council complaints with rounds',
  fields: [
    ...COUNCIL.fields.filter((field) => field.name !== 'status'),
    categoryFields(2000, 600, 80)('bin_round', ['1', '2', '3', '12'], { label: 'round' }),
    categoryFields(2000, 600, 80)(
      'status',
      ['Resolved', 'Resolved - fee waived', 'Closed - no action', 'Open'],
      { role: 'status', label: 'outcome' },
    ),
  ],
};

/** Council complaints whose outcomes name a remedy in words beyond the one said ("given", "sent"). */
const CREDITS: DataDictionary = {
  ...COUNCIL,
  name: 'Council complaints with remedies',
  fields: [
    ...COUNCIL.fields.filter((field) => field.name !== 'status'),
    categoryFields(2000, 600, 80)(
      'status',
      ['Resolved', 'Resolved - credit given', 'Resolved - apology sent', 'Open'],
      { role: 'status', label: 'outcome' },
    ),
  ],
};

describe('values of one field said together: the records holding either', () => {
  expectEach(plansOf, [
    [
      REPAIRS,
      'How many jobs are not completed yet, counting both open and on-hold ones?',
      ['m=count f=status=Open|On Hold'],
    ],
    [
      REPAIRS,
      'How many jobs are still outstanding, i.e. Open or On Hold?',
      ['m=count f=status=Open|On Hold'],
    ],
    [
      REPAIRS,
      'How many jobs were either cancelled or on hold?',
      ['m=count f=status=Cancelled|On Hold'],
    ],
    [
      COUNCIL,
      'How many complaints ended upheld, counting both Closed - upheld and Closed - partly upheld?',
      ['m=count f=status=Closed - upheld|Closed - partly upheld'],
    ],
    [
      COUNCIL,
      'How many complaints were upheld or partly upheld?',
      ['m=count f=status=Closed - partly upheld|Closed - upheld'],
    ],
    [
      COUNCIL,
      'how many complaints from either Riverside or Hillcrest ward?',
      ['m=count f=ward=Riverside|Hillcrest'],
    ],
    [
      COUNCIL,
      'Combined, how many complaints did North Ward and Old Quay log?',
      ['m=count f=ward=North Ward|Old Quay'],
    ],
    [
      VENUE,
      'Total issues for both North Hall and North Annex?',
      ['m=count f=Venue Hall=North Hall|North Annex'],
    ],
    [
      VENUE,
      'Lost tickets plus seat complaints — how many altogether?',
      ['m=count f=issue kind=Lost ticket|Seat complaint'],
    ],
    [
      CLAIMS,
      'How many claims were declined or withdrawn, all told?',
      ['m=count f=claim_status=Declined|Withdrawn'],
    ],
    [
      REQUESTS,
      'How many requests came from Northgate and Old Town put together?',
      ['m=count f=district=Northgate|Old Town'],
    ],
    [
      LIBRARY,
      'How many hold requests and interlibrary loans have we had in total?',
      ['m=count f=req_type=Hold request|Interlibrary loan'],
    ],
  ]);
});

describe('values of one field said apart: two sides, never both of one record', () => {
  expectEach(plansOf, [
    [
      CLAIMS,
      'Storm claims relative to fire claims: how many of each?',
      ['m=count c=peril:Storm|Fire'],
    ],
    [
      COUNCIL,
      'Were more complaints upheld or partly upheld?',
      ['m=count c=status:Closed - upheld|Closed - partly upheld'],
    ],
    [
      COUNCIL,
      'How many complaints were partly upheld compared with fully upheld?',
      ['m=count c=status:Closed - partly upheld|Closed - upheld'],
    ],
    [
      COUNCIL,
      'Which came up more, noise or noise and odour? Show both counts.',
      ['m=count c=category:noise|noise and odour'],
    ],
    [
      REPAIRS,
      'How many Open jobs vs On Hold jobs? Separately please.',
      ['m=count c=status:Open|On Hold'],
    ],
    [ROUNDS, 'Round 1 against round 12: which had more complaints?', ['m=count c=bin_round:1|12']],
    [ROUNDS, 'How many complaints were about round 3?', ['m=count f=bin_round=3']],
    [ROUNDS, 'How many complaints in the last 3 months?', ['m=count p=2025-04-02..2025-06-30']],
  ]);
});

describe('a value said in two parts is that value, not two', () => {
  expectEach(plansOf, [
    [
      ROUNDS,
      'Which ward has the highest share of complaints resolved with a fee waived?',
      ['m=share[status=Resolved - fee waived] g=ward r=desc1'],
    ],
    [
      ROUNDS,
      'How many complaints were resolved with the fee waived in Riverside?',
      ['m=count f=status=Resolved - fee waived,ward=Riverside'],
    ],
    [ROUNDS, 'How many complaints were resolved?', ['m=count f=status=Resolved']],
    [
      CREDITS,
      'How many complaints were resolved with a credit?',
      ['m=count f=status=Resolved - credit given'],
    ],
    [
      CREDITS,
      'How many complaints in Riverside were resolved with an apology?',
      ['m=count f=status=Resolved - apology sent,ward=Riverside'],
    ],
  ]);
});
