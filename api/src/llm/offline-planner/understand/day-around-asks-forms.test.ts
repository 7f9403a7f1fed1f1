import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * A second ask said relative to the day (week, month) the first ask named — "…on 19 August, and
 * how many the day before?", "the previous day", "the day after", "the next week", "the month
 * before" — is that period moved by one unit, not the first ask's period again. Guards: a second
 * ask with its own date, and one with no period words (the first ask's period carried).
 */
describe('a second ask on the day before or after the first ask’s', () => {
  expectEach(plansOf, [
    [
      REMOVALS_DICTIONARY,
      'How many Damaged jobs did we have on 12 June 2025, and how many the day before?',
      [
        'm=count f=outcome=Damaged p=2025-06-12..2025-06-12',
        'm=count f=outcome=Damaged p=2025-06-11..2025-06-11',
      ],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries came in on 3 October 2024, and how many on the previous day?',
      [
        'm=count f=status=Escalated p=2024-10-03..2024-10-03',
        'm=count f=status=Escalated p=2024-10-02..2024-10-02',
      ],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many Storm claims were lodged on 14 March 2025 and how many the day after?',
      [
        'm=count f=peril=Storm p=2025-03-14..2025-03-14',
        'm=count f=peril=Storm p=2025-03-15..2025-03-15',
      ],
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many requests came in during May 2025, and how many the month after?',
      ['m=count p=2025-05-01..2025-05-31', 'm=count p=2025-06-01..2025-06-30'],
    ],
    [
      REMOVALS_DICTIONARY,
      'What was the average quote on 2 May 2025, and what was it the next day?',
      ['m=average:quote_gbp c=2025-05-02..2025-05-02|2025-05-03..2025-05-03'],
    ],
    // Guards: a date of its own, and no period words.
    [
      GYM_QUERIES_DICTIONARY,
      'How many Escalated queries came in on 3 October 2024, and how many on 5 October 2024?',
      [
        'm=count f=status=Escalated p=2024-10-03..2024-10-03',
        'm=count f=status=Escalated p=2024-10-05..2024-10-05',
      ],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many Damaged jobs did we have on 12 June 2025, and how many of them were in Leeds?',
      [
        'm=count f=outcome=Damaged p=2025-06-12..2025-06-12',
        'm=count f=depot=Leeds,outcome=Damaged p=2025-06-12..2025-06-12',
      ],
    ],
  ]);
});

/**
 * Check phrasings, written after the rule and run without changing it (check figure in the
 * commit): other verbs, word order, casual forms and data shapes.
 */
describe('a second ask on the day before or after the first ask’s (check phrasings)', () => {
  expectEach(plansOf, [
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'Theft claims on 9 April 2025 — how many, and how many on the following day?',
      [
        'm=count f=peril=Theft p=2025-04-09..2025-04-09',
        'm=count f=peril=Theft p=2025-04-10..2025-04-10',
      ],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'how many Pending queries in the week of 7 October 2024 and how many the week before',
      [
        'm=count f=status=Pending p=2024-10-07..2024-10-13',
        'm=count f=status=Pending p=2024-09-30..2024-10-06',
      ],
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Count the urgent requests from June 2025 and then the month before.',
      ['m=count f=urgent=true c=2025-06-01..2025-06-30|2025-05-01..2025-05-31'],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many Leeds jobs were there on 20 August 2025? And the day after that?',
      ['m=count f=depot=Leeds c=2025-08-20..2025-08-20|2025-08-21..2025-08-21'],
    ],
    [
      REMOVALS_DICTIONARY,
      'What was the total compensation on 4 July 2025, and what was it on the previous day?',
      ['m=sum:compensation_gbp c=2025-07-04..2025-07-04|2025-07-03..2025-07-03'],
    ],
    // Guard: a period of its own after the first.
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many Fire claims came in during March 2025, and how many in the last week?',
      [
        'm=count f=peril=Fire p=2025-03-01..2025-03-31',
        'm=count f=peril=Fire p=2025-12-25..2025-12-31',
      ],
    ],
  ]);
});
