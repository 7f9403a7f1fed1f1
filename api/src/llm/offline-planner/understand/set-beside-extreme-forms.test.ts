import { describe } from 'node:test';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * One record's extreme, then "how does that compare with the average …": two asks, the extreme
 * and the average of the same field over the same records (the answer then states both and the
 * gap between them).
 */
const JOBS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const MOVES = REMOVALS_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;

describe('an extreme set beside the average', () => {
  expectEach(plansOf, [
    [
      JOBS,
      'What was the slowest repair we ever did, and how does that compare with the average repair time?',
      ['m=max:repair_hours', 'm=average:repair_hours'],
    ],
    [
      JOBS,
      "What's the quickest first response on record? How does it compare to the average?",
      ['m=min:response_minutes', 'm=average:response_minutes'],
    ],
    [
      REQUESTS,
      'What was the highest call-out fee ever charged, and how does that stack up against the average fee?',
      ['m=max:fee', 'm=average:fee'],
    ],
    [
      REQUESTS,
      'Lowest satisfaction rating ever given; how does it compare with the mean rating?',
      ['m=min:rating', 'm=average:rating'],
    ],
    [
      LEAKS,
      'What was the costliest repair ever, and how does that compare to the average repair cost?',
      ['m=max:repair cost (GBP)', 'm=average:repair cost (GBP)'],
    ],
    [
      LEAKS,
      'what was the lowest customer rating we ever got and how does it compare with the average rating',
      ['m=min:cust rating', 'm=average:cust rating'],
    ],
    [
      VENUE,
      'What was the longest anyone waited, and how does that compare with the average wait?',
      ['m=max:wait mins', 'm=average:wait mins'],
    ],
    [
      VENUE,
      'Biggest refund we ever gave - how does it measure up against the average refund?',
      ['m=max:refund amt (GBP)', 'm=average:refund amt (GBP)'],
    ],
    [
      MOVES,
      'What was the biggest compensation ever paid, and how did that compare with the average compensation?',
      ['m=max:compensation_gbp', 'm=average:compensation_gbp'],
    ],
    [
      VENUE,
      'whats the shortest wait on record and how does that compare to the average',
      ['m=min:wait mins', 'm=average:wait mins'],
    ],
  ]);
});
