import { describe } from 'node:test';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { planOfTurns } from './forms-test-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, planSaid, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * Two asks, the sides of a yes/no field and a customer's own records, over domains the planner
 * was not built on (a venue's ticket issues, a utility's service requests, a removals firm's
 * jobs, repair jobs, a library's requests, leak reports, council complaints, rider support, a
 * clinic's feedback): "how many refunds were there, and what did they cost?" totals the refunds'
 * money; "how many A, and how many B? don't lump them together" counts each; "of the Family home
 * jobs, what share ended Damaged, premium cover vs not" is that share on each side of the yes/no
 * field within the filtered records; "how many complaints has resident RES-2231 made" counts that
 * customer's records, with the data's own word for its customers.
 */
const VENUE = VENUE_TICKETS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;

/**
 * A software vendor's support tickets as an import leaves them: every ticket a communication, the
 * customer an account (said "account", "customer"), and the cases' fields listed with no case
 * held.
 */
const accountField: DatasetField = {
  name: 'customerId',
  entity: 'communications',
  role: 'customer',
  type: 'text',
  label: 'account',
  synonyms: ['account', 'customer'],
  filled: 1200,
  distinct: 240,
};
const TICKETS: DataDictionary = {
  ...REQUESTS,
  name: 'Customer support tickets',
  description: "A software vendor's support tickets, January to June 2025.",
  counts: { communications: 1200, customers: 240, cases: 0 },
  fields: [
    ...REQUESTS.fields,
    accountField,
    { ...accountField, entity: 'cases', filled: 0, distinct: 0 },
    { name: 'id', entity: 'cases', role: 'id', type: 'text', filled: 0, distinct: 0 },
  ],
};

describe("a second ask over the first ask's records keeps its filter and its aggregate word", () => {
  expectEach(plansOf, [
    [
      VENUE,
      'How many refunds were there, and what did they cost?',
      ['m=count f=issue kind=Refund', 'm=sum:refund amt (GBP) f=issue kind=Refund'],
    ],
    [
      VENUE,
      'How many VIP issues were there, and how much was refunded on them?',
      ['m=count f=VIP?=true', 'm=sum:refund amt (GBP) f=VIP?=true'],
    ],
    [
      REQUESTS,
      'How many escalated requests were there and what did they cost in call-out fees?',
      ['m=count f=outcome=escalated', 'm=sum:fee f=outcome=escalated'],
    ],
    [
      REQUESTS,
      'How many urgent requests came in, and what was the average fee on those?',
      ['m=count f=urgent=true', 'm=average:fee f=urgent=true'],
    ],
    [
      REMOVALS,
      'How many jobs were damaged, and how much compensation did we pay on them?',
      ['m=count f=outcome=Damaged', 'm=sum:compensation_gbp f=outcome=Damaged'],
    ],
    [
      REMOVALS,
      'How many Leeds jobs were there, and how many miles were driven on them in total?',
      ['m=count f=depot=Leeds', 'm=sum:miles f=depot=Leeds'],
    ],
    [
      REPAIRS,
      'How many S1 jobs were there, and what did they cost in parts?',
      ['m=count f=severity=S1', 'm=sum:parts_cost f=severity=S1'],
    ],
    [
      LIBRARY,
      'How many Junior requests were there, and what did they bring in in late fees?',
      ['m=count f=member_tier=Junior', 'm=sum:late_fee f=member_tier=Junior'],
    ],
    [
      LEAKS,
      'How many burst main reports were there, and what did they cost to repair?',
      ['m=count f=Leak Kind=Burst main', 'm=sum:repair cost (GBP) f=Leak Kind=Burst main'],
    ],
  ]);
});

describe('"For X: how many …, what was …, and what was …": three asks over X', () => {
  expectEach(plansOf, [
    [
      REMOVALS,
      'For Damaged jobs: how many were there, what was the average compensation, and what was the total quote?',
      [
        'm=count f=outcome=Damaged',
        'm=average:compensation_gbp f=outcome=Damaged',
        'm=sum:quote_gbp f=outcome=Damaged',
      ],
    ],
    [
      REQUESTS,
      'For urgent requests: how many were there, what was the average fee, and what was the average rating?',
      ['m=count f=urgent=true', 'm=average:fee f=urgent=true', 'm=average:rating f=urgent=true'],
    ],
    [
      REPAIRS,
      'For S1 jobs: how many were there, what was the average parts cost, and what was the average repair hours?',
      [
        'm=count f=severity=S1',
        'm=average:parts_cost f=severity=S1',
        'm=average:repair_hours f=severity=S1',
      ],
    ],
  ]);
});

describe('"the total A and the total B for X": each measure an ask over X', () => {
  expectEach(plansOf, [
    [
      REQUESTS,
      'What is the average fee and the average rating for urgent requests?',
      ['m=average:fee f=urgent=true', 'm=average:rating f=urgent=true'],
    ],
    [
      REMOVALS,
      'What was the total compensation and the total quote for Leeds jobs?',
      ['m=sum:compensation_gbp f=depot=Leeds', 'm=sum:quote_gbp f=depot=Leeds'],
    ],
    [
      REPAIRS,
      'Give me the average parts cost and the average repair hours for S1 jobs.',
      ['m=average:parts_cost f=severity=S1', 'm=average:repair_hours f=severity=S1'],
    ],
    [
      LIBRARY,
      'What is the total late fee and the average days to fulfil for Junior members?',
      ['m=sum:late_fee f=member_tier=Junior', 'm=average:days_to_fulfil f=member_tier=Junior'],
    ],
    // One measure over two sides stays one ask.
    [
      REQUESTS,
      'What is the average fee for urgent and non-urgent requests?',
      ['m=average:fee c=urgent:true|false'],
    ],
  ]);
});

describe('"how many A, and how many B? don\'t lump them together": each counted', () => {
  expectEach(plansOf, [
    [
      VENUE,
      'How many refunds and how many lost tickets were there? Keep them separate.',
      ['m=count f=issue kind=Refund', 'm=count f=issue kind=Lost ticket'],
    ],
    [
      REQUESTS,
      'How many TEL requests and how many WEB requests did we get? Give them separately.',
      ['m=count f=channel=TEL', 'm=count f=channel=WEB'],
    ],
    [
      REQUESTS,
      "How many requests came in March, and how many in April? Don't lump them together.",
      ['m=count p=2025-03-01..2025-03-31', 'm=count p=2025-04-01..2025-04-30'],
    ],
    [
      REMOVALS,
      "How many Damaged jobs and how many Delayed jobs? don't combine them",
      ['m=count f=outcome=Damaged', 'm=count f=outcome=Delayed'],
    ],
    [
      REMOVALS,
      "how many jobs in Bristol, and how many in Leeds? Don't lump them together.",
      ['m=count f=depot=Bristol', 'm=count f=depot=Leeds'],
    ],
    [
      COUNCIL,
      "How many complaints were Closed - upheld, and how many Closed - partly upheld? Don't lump them together.",
      ['m=count f=status=Closed - upheld', 'm=count f=status=Closed - partly upheld'],
    ],
    [
      LEAKS,
      'How many were Fixed - charged and how many Fixed - no charge? Keep them apart.',
      ['m=count f=Outcome=Fixed - charged', 'm=count f=Outcome=Fixed - no charge'],
    ],
    [
      LEAKS,
      "How many burst main reports and how many frozen pipe reports? Don't lump them together.",
      ['m=count f=Leak Kind=Burst main', 'm=count f=Leak Kind=Frozen pipe'],
    ],
  ]);
});

/** A lookup of one record, or the plan written short. */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.lookup) return `lookup ${plan.lookup.id} ${plan.lookup.kind}`;
  return planSaid(plan);
}

describe("a customer's own records, said with the data's word for its customers", () => {
  expectEach(read, [
    [VENUE, 'How many issues has patron P-10442 raised?', 'm=count f=customerId=P-10442'],
    [
      VENUE,
      'How many ticket issues does ticket buyer P-10442 have on file?',
      'm=count f=customerId=P-10442',
    ],
    [RIDES, 'How many messages has rider R-88231 sent us?', 'm=count f=customerId=R-88231'],
    [
      RIDES,
      'How many support messages do we have from rider R-88231?',
      'm=count f=customerId=R-88231',
    ],
    [RIDES, "What's the total refund for rider R-88231?", 'm=sum:refund_eur f=customerId=R-88231'],
    [
      RIDES,
      'What is the average wait for rider R-88231?',
      'm=average:wait_minutes f=customerId=R-88231',
    ],
    [COUNCIL, 'How many complaints has resident RES-2231 made?', 'm=count f=customerId=RES-2231'],
    [COUNCIL, 'how many complaints did resident RES-2231 lodge?', 'm=count f=customerId=RES-2231'],
    [CLINIC, 'How many feedback forms has patient PT-0042 sent?', 'm=count f=customerId=PT-0042'],
    [TICKETS, 'How many tickets has account ACC-1050 opened?', 'm=count f=customerId=ACC-1050'],
    [
      TICKETS,
      'What is the average hours to close for account ACC-1050?',
      'm=average:hours_to_close f=customerId=ACC-1050',
    ],
    [TICKETS, 'Which plan is account ACC-1050 on?', 'lookup ACC-1050 customer'],
    // Other words before an id: that one record.
    [VENUE, 'What was issue VT/24/11873 about?', 'lookup VT/24/11873 any'],
    [RIDES, 'What is message M-000123 about?', 'lookup M-000123 communication'],
  ]);
});
