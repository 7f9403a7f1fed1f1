import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A split at a date whose second ask is said in the perfect tense — "before 1 June, and what has
 * it been since?", "… and what has it been since then?", "… and how many have there been since?"
 * — asks the same figure from that date on, like "what was it from then on", over moving jobs,
 * leak reports, gym queries and insurance claims. A single ask "since 1 June" stays one span.
 */
describe('a split at a date asked “and what has it been since”', () => {
  expectEach(plansOf, [
    [
      REMOVALS_DICTIONARY,
      'What was the average quote before 1 June 2025, and what has it been since?',
      [
        'm=average:quote_gbp p=2025-01-01..2025-05-31',
        'm=average:quote_gbp p=2025-06-01..2025-10-31',
      ],
    ],
    [
      REMOVALS_DICTIONARY,
      'What was the average quote for Damaged jobs before 1 June 2025, and what has it been since then?',
      [
        'm=average:quote_gbp f=outcome=Damaged p=2025-01-01..2025-05-31',
        'm=average:quote_gbp f=outcome=Damaged p=2025-06-01..2025-10-31',
      ],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'What was the average repair cost before 1 May 2025, and what has it been since?',
      [
        'm=average:repair cost (GBP) p=2025-01-06..2025-04-30',
        'm=average:repair cost (GBP) p=2025-05-01..2025-10-30',
      ],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'How many Burst main leaks were logged before 1 April 2025, and how many have there been since?',
      [
        'm=count f=Leak Kind=Burst main p=2025-01-06..2025-03-31',
        'm=count f=Leak Kind=Burst main p=2025-04-01..2025-10-30',
      ],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries came in before 1 October 2024, and how many have come in since then?',
      [
        'm=count f=status=Escalated p=2024-03-01..2024-09-30',
        'm=count f=status=Escalated p=2024-10-01..2025-02-28',
      ],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'What was the average payout before 1 July 2025, and what has it been since?',
      [
        'm=average:payout_gbp p=2025-01-01..2025-06-30',
        'm=average:payout_gbp p=2025-07-01..2025-12-31',
      ],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'What was the average payout before 1 July 2025 and what has it been since that date?',
      [
        'm=average:payout_gbp p=2025-01-01..2025-06-30',
        'm=average:payout_gbp p=2025-07-01..2025-12-31',
      ],
    ],
    // Guards: one ask, one span.
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'What has the average payout been since 1 July 2025?',
      ['m=average:payout_gbp p=2025-07-01..2025-12-31'],
    ],
    [
      REMOVALS_DICTIONARY,
      'What was the average quote before 1 June 2025?',
      ['m=average:quote_gbp p=2025-01-01..2025-05-31'],
    ],
  ]);
});
