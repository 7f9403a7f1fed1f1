import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * Every period the question names is covered by the plan. Three or more months or quarters said
 * as one list, each following on from the one before ("across June, July and August"), are one
 * span from the first to the last — not the first two set side by side, the third dropped. A
 * date said as a boundary with both its sides ("before 1 July and since: the two averages?",
 * "… and after:", "… and since — how many?") compares the span before it with the span from it
 * on — not the before side alone. Over hotel feedback, rail refunds, insurance claims and gym
 * queries; a single month, two months, a range and a one-sided date stay as they were.
 */
describe('every period a list or a boundary names', () => {
  expectEach(plansOf, [
    // DEV: a list of three or more periods following on.
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'Across March, April and May 2024, how many complaints did Harbourside get?',
      ['m=count f=hotel=Harbourside,kind=Complaint p=2024-03-01..2024-05-31'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many breakfast complaints were there in March, April and May 2024?',
      ['m=count f=kind=Complaint,topic=Breakfast p=2024-03-01..2024-05-31'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'How many delay claims did we get over June, July and August 2025?',
      ['m=count f=claim_type=Delay p=2025-06-01..2025-08-31'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many storm claims were there in January, February and March 2025, in total?',
      ['m=count f=peril=Storm p=2025-01-01..2025-03-31'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'What was the average payout in Q1, Q2 and Q3 2025?',
      ['m=average:payout_gbp p=2025-01-01..2025-09-30'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many queries did North Leeds get in September, October, November and December 2024?',
      ['m=count f=club=North Leeds p=2024-09-01..2024-12-31'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'In June, July or August 2025, how many claims were rejected?',
      ['m=count f=outcome=Rejected p=2025-06-01..2025-08-31'],
    ],
    // DEV: a boundary date with both its sides asked.
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'Average score before 1 July 2024 and since: what are the two averages?',
      ['m=average:score c=2024-01-01..2024-06-30|2024-07-01..2024-12-31'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Refund amount before 1 June 2025 and after: the two averages?',
      ['m=average:refund_gbp c=2025-01-01..2025-05-31|2025-06-01..2025-12-31'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'Theft claims before 1 May 2025 and since — how many?',
      ['m=count f=peril=Theft c=2025-01-01..2025-04-30|2025-05-01..2025-12-31'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'What was the average refund before 1 October 2024 and after?',
      ['m=average:refund_gbp c=2024-03-01..2024-09-30|2024-10-01..2025-02-28'],
    ],
    // Guards: one period, two periods, a range, a one-sided date, two dated sides.
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many complaints were there in June 2024?',
      ['m=count f=kind=Complaint p=2024-06-01..2024-06-30'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many complaints in June and July 2024?',
      ['m=count f=kind=Complaint c=2024-06-01..2024-06-30|2024-07-01..2024-07-31'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'From June to August 2024, how many queries did North Leeds get?',
      ['m=count f=club=North Leeds p=2024-06-01..2024-08-31'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'What has the average payout been since 1 July 2025?',
      ['m=average:payout_gbp p=2025-07-01..2025-12-31'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'What was the average refund amount before 1 June 2025?',
      ['m=average:refund_gbp p=2025-01-01..2025-05-31'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims before 1 May 2025 and after 1 September 2025?',
      ['m=count c=2025-01-01..2025-04-30|2025-09-02..2025-12-31'],
    ],
    // CHECK: written after the change, other words over other data (8/8 on the first run).
    [
      REMOVALS_DICTIONARY,
      'What did the Leeds depot quote on average over April, May, June and July 2025?',
      ['m=average:quote_gbp f=depot=Leeds p=2025-04-01..2025-07-31'],
    ],
    [
      REMOVALS_DICTIONARY,
      'Total compensation paid in Feb, Mar and Apr 2025?',
      ['m=sum:compensation_gbp p=2025-02-01..2025-04-30'],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      "How many leaks did Gwen Price's crew fix during May, June & July 2025?",
      ['m=count f=crew=Gwen Price p=2025-05-01..2025-07-31'],
    ],
    [
      COUNCIL_COMPLAINTS_DICTIONARY,
      'Satisfaction from residents in Q3, Q4 2024 and Q1 2025 — what was the mean?',
      ['m=average:satisfaction p=2024-07-01..2025-03-31'],
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'How many requests did Senior members make across the months of March, April, and May 2025?',
      ['m=count f=member_tier=Senior p=2025-03-01..2025-05-31'],
    ],
    [
      REMOVALS_DICTIONARY,
      'Mean quote before 1 June 2025 and since; give both.',
      ['m=average:quote_gbp c=2025-01-01..2025-05-31|2025-06-01..2025-10-31'],
    ],
    [
      COUNCIL_COMPLAINTS_DICTIONARY,
      'How many phone complaints did we get before 1 January 2025 and after?',
      ['m=count f=channel=phone c=2024-07-01..2024-12-31|2025-01-01..2025-06-30'],
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'Average stars before 1 July 2025 vs since?',
      ['m=average:stars c=2025-01-01..2025-06-30|2025-07-01..2025-12-31'],
    ],
  ]);
});
