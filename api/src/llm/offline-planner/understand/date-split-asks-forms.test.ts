import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A split at a date asked in two asks — "before 1 June, and what was it from that day on?",
 * "how many before …, and how many from then on?", "up to 1 June, and from then on", "… and
 * afterwards" — is the first ask's figure on each side of the date: the second ask's span starts
 * where the first's ended, not on the date alone, and a count asked again is the other side's,
 * and a later ask said of "all" the records takes no span from the first, over moving jobs, leak reports, gym queries, service requests, repair jobs and insurance claims.
 */
describe('a split at a date: the first ask’s figure on each side', () => {
  expectEach(plansOf, [
    [
      REMOVALS_DICTIONARY,
      'What was the average quote before 1 June 2025, and what was it from that day on?',
      [
        'm=average:quote_gbp p=2025-01-01..2025-05-31',
        'm=average:quote_gbp p=2025-06-01..2025-10-31',
      ],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many Damaged jobs were there before 1 June 2025 and how many from then on?',
      [
        'm=count f=outcome=Damaged p=2025-01-01..2025-05-31',
        'm=count f=outcome=Damaged p=2025-06-01..2025-10-31',
      ],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'What was the average repair cost before 1 May 2025, and what was it after that date?',
      [
        'm=average:repair cost (GBP) p=2025-01-06..2025-04-30',
        'm=average:repair cost (GBP) p=2025-05-01..2025-10-30',
      ],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'How many Burst main leaks were logged before 1 April 2025, and how many after that?',
      [
        'm=count f=Leak Kind=Burst main p=2025-01-06..2025-03-31',
        'm=count f=Leak Kind=Burst main p=2025-04-01..2025-10-30',
      ],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries came in before 1 October 2024 and how many since then?',
      [
        'm=count f=status=Escalated p=2024-03-01..2024-09-30',
        'm=count f=status=Escalated p=2024-10-01..2025-02-28',
      ],
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'What was the average call-out fee before 1 May 2025, and what was it from that point on?',
      ['m=average:fee p=2025-01-01..2025-04-30', 'm=average:fee p=2025-05-01..2025-06-30'],
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How many Oven jobs were there up to 1 June 2025, and how many from then on?',
      [
        'm=count f=appliance=Oven p=2025-03-01..2025-06-01',
        'm=count f=appliance=Oven p=2025-06-02..2025-08-31',
      ],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'What was the average payout before 1 July 2025 and what was it afterwards?',
      [
        'm=average:payout_gbp p=2025-01-01..2025-06-30',
        'm=average:payout_gbp p=2025-07-01..2025-12-31',
      ],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many Damaged jobs were there before 1 June 2025 and how many from then on, and what share of all Damaged jobs had premium cover?',
      [
        'm=count f=outcome=Damaged p=2025-01-01..2025-05-31',
        'm=count f=outcome=Damaged p=2025-06-01..2025-10-31',
        'm=rate:premium_cover f=outcome=Damaged',
      ],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'How many Burst main leaks were logged in March 2025, and what was the average repair cost of all Burst main leaks?',
      [
        'm=count f=Leak Kind=Burst main p=2025-03-01..2025-03-31',
        'm=average:repair cost (GBP) f=Leak Kind=Burst main',
      ],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'How many Burst main leaks were logged in March 2025, and what was their average repair cost?',
      [
        'm=count f=Leak Kind=Burst main p=2025-03-01..2025-03-31',
        'm=average:repair cost (GBP) f=Leak Kind=Burst main p=2025-03-01..2025-03-31',
      ],
    ],
  ]);
});
