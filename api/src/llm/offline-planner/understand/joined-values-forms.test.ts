import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY as REMOVALS } from './removals-dictionary';
import { VENUE_TICKETS_DICTIONARY as VENUE } from './venue-tickets-dictionary';

/**
 * Values named beside a period and values joined by "or"/"and", in phrasings of our own over a
 * gym chain's member queries, removals jobs, insurance claims, venue tickets and council
 * complaints (none from an evaluation set):
 * - a value said in the plural of a word in "-ing" ("meter readings", "class bookings") is that
 *   value, with or without a period before it;
 * - people named by their first name alone ("Priya or Tom", "Sam or Jo") are the values those
 *   names begin: one filter with all of them for a total, a comparison when asked which is more.
 */
const plan = (dictionary: Parameters<typeof plansOf>[0], question: string) =>
  plansOf(dictionary, question);

describe('a value beside a period keeps its filter', () => {
  expectEach(plan, [
    [
      GYM,
      'In the last 30 days, how many queries were about meter readings?',
      ['m=count f=category=Meter reading p=2025-01-30..2025-02-28'],
    ],
    [
      GYM,
      'how many queries about meter readings in the past 2 weeks?',
      ['m=count f=category=Meter reading p=2025-02-15..2025-02-28'],
    ],
    [
      GYM,
      'In the past 30 days how many queries were about class bookings?',
      ['m=count f=category=Class booking p=2025-01-30..2025-02-28'],
    ],
    [GYM, 'How many meter readings were queried?', ['m=count f=category=Meter reading']],
    [
      GYM,
      'Since January, how many freeze requests at Harrogate?',
      ['m=count f=category=Freeze request,club=Harrogate p=2025-01-01..2025-02-28'],
    ],
    [
      GYM,
      'queries about locker hire last month',
      ['m=count f=category=Locker hire p=2025-01-01..2025-01-31'],
    ],
    [
      COUNCIL,
      'In the last 30 days, how many complaints were about parking?',
      ['m=count f=category=parking p=2025-06-01..2025-06-30'],
    ],
    [
      COUNCIL,
      'complaints about parking last month',
      ['m=count f=category=parking p=2025-05-01..2025-05-31'],
    ],
    [
      CLAIMS,
      'how many claims in the last 30 days about escape of water?',
      ['m=count f=peril=Escape of water p=2025-12-02..2025-12-31'],
    ],
  ]);
});

describe('people named by first name and joined by or/and', () => {
  expectEach(plan, [
    [
      GYM,
      'How many queries did Priya or Tom handle?',
      ['m=count f=handled_by=Priya Shah|Tom Ellis'],
    ],
    [
      GYM,
      'How many queries did Priya and Tom handle between them?',
      ['m=count f=handled_by=Priya Shah|Tom Ellis'],
    ],
    [
      GYM,
      'Did Priya or Tom resolve more queries?',
      ['m=count f=status=Resolved c=handled_by:Priya Shah|Tom Ellis'],
    ],
    [
      GYM,
      'Compare Priya and Tom on days to resolve',
      ['m=average:days_to_resolve c=handled_by:Priya Shah|Tom Ellis'],
    ],
    [
      GYM,
      'Which of Priya or Ana handled more escalations?',
      ['m=count f=status=Escalated c=handled_by:Priya Shah|Ana Costa'],
    ],
    [
      GYM,
      'Who handled more queries, Priya or Rhys?',
      ['m=count c=handled_by:Priya Shah|Rhys Morgan'],
    ],
    [REMOVALS, 'How many jobs did Sam or Jo lead?', ['m=count f=crew_lead=Sam Okafor|Jo Baxter']],
    [
      REMOVALS,
      'Did Sam or Jo have more damaged jobs?',
      ['m=count f=outcome=Damaged c=crew_lead:Sam Okafor|Jo Baxter'],
    ],
    [VENUE, 'Did Priya or Kwame handle more tickets?', ['m=count c=agent:Priya|Kwame']],
    [
      GYM,
      'Average refund for Harrogate or York Central members',
      ['m=average:refund_gbp f=club=Harrogate|York Central'],
    ],
  ]);
});
