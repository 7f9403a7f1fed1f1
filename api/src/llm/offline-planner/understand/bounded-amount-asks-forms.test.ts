import { describe } from 'node:test';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A count of records bounded on a number field, then their amount asked with no field of its own
 * ("what did they add up to", "their combined value", "how much did that come to in all"): the
 * total of the bounded field over the same records, each ask its own figure.
 */
const JOBS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const MOVES = REMOVALS_DICTIONARY;

describe('a bound, then how many and what they add up to', () => {
  expectEach(plansOf, [
    [
      MOVES,
      'Among the jobs with compensation over 100, how many were there and what did they add up to?',
      ['m=count f=compensation_gbpgt100', 'm=sum:compensation_gbp f=compensation_gbpgt100'],
    ],
    [
      MOVES,
      'Looking only at quotes above 1500 - how many jobs, and what was their combined value?',
      ['m=count f=quote_gbpgt1500', 'm=sum:quote_gbp f=quote_gbpgt1500'],
    ],
    [
      MOVES,
      'how many moves paid compensation of more than 50 quid and what did those come to',
      ['m=count f=compensation_gbpgt50', 'm=sum:compensation_gbp f=compensation_gbpgt50'],
    ],
    [
      JOBS,
      'Of the jobs with a parts cost over 200, how many were there, and what did they add up to?',
      ['m=count f=parts_costgt200', 'm=sum:parts_cost f=parts_costgt200'],
    ],
    [
      JOBS,
      'How many jobs had a parts cost above 150, and what was their combined value?',
      ['m=count f=parts_costgt150', 'm=sum:parts_cost f=parts_costgt150'],
    ],
    [
      JOBS,
      "For jobs with a parts cost under 50: how many were there and what's their total?",
      ['m=count f=parts_costlt50', 'm=sum:parts_cost f=parts_costlt50'],
    ],
    [
      REQUESTS,
      'Counting only call-out fees over 80, how many were charged and what was their total worth?',
      ['m=count f=feegt80', 'm=sum:fee f=feegt80'],
    ],
    [
      REQUESTS,
      'How many requests had a call-out fee of more than 60, and what did they add up to altogether?',
      ['m=count f=feegt60', 'm=sum:fee f=feegt60'],
    ],
    [
      LEAKS,
      'How many leaks had a repair cost over 500, and what did they add up to?',
      ['m=count f=repair cost (GBP)gt500', 'm=sum:repair cost (GBP) f=repair cost (GBP)gt500'],
    ],
    [
      LEAKS,
      'For repair costs above 1000, how many leaks were there, and what was their combined value?',
      ['m=count f=repair cost (GBP)gt1000', 'm=sum:repair cost (GBP) f=repair cost (GBP)gt1000'],
    ],
    [
      LEAKS,
      'how many leaks cost more than 250 to repair and what did they all come to',
      ['m=count f=repair cost (GBP)gt250', 'm=sum:repair cost (GBP) f=repair cost (GBP)gt250'],
    ],
  ]);
});
