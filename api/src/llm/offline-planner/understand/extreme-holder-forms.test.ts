import { describe } from 'node:test';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * One record's extreme value ("the slowest repair we ever did", "the costliest repair ever",
 * "the longest anyone waited") and then a field of the record holding it ("which technician was
 * it?", "and at which hall?"): the first ask is the field's maximum or minimum, the second the
 * records ranked by that field, the asked field read off the one(s) holding it.
 */
const JOBS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const MOVES = REMOVALS_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;

describe('an extreme, then a field of the record holding it', () => {
  expectEach(plansOf, [
    [
      JOBS,
      'What was the slowest repair we ever did, and which technician was it?',
      ['m=max:repair_hours', 'm=count f=repair_hoursnot_null h=technician@desc:repair_hours'],
    ],
    [
      JOBS,
      'What is the quickest first response on record, and what appliance was that for?',
      [
        'm=min:response_minutes',
        'm=count f=response_minutesnot_null h=appliance@asc:response_minutes',
      ],
    ],
    [
      JOBS,
      "What's the largest parts cost on any single job, and which region was it in?",
      ['m=max:parts_cost', 'm=count f=parts_costnot_null h=service_area@desc:parts_cost'],
    ],
    [
      REQUESTS,
      'What was the highest call-out fee ever charged, and in which district?',
      ['m=max:fee', 'm=count f=feenot_null h=district@desc:fee'],
    ],
    [
      REQUESTS,
      'Lowest satisfaction rating ever given, and for which service type?',
      ['m=min:rating', 'm=count f=ratingnot_null h=category@asc:rating'],
    ],
    [
      LEAKS,
      'What was the costliest repair ever, and which crew handled it?',
      [
        'm=max:repair cost (GBP)',
        'm=count f=repair cost (GBP)not_null h=crew@desc:repair cost (GBP)',
      ],
    ],
    [
      LEAKS,
      'what was the lowest customer rating we ever got and what kind of leak was that',
      ['m=min:cust rating', 'm=count f=cust ratingnot_null h=Leak Kind@asc:cust rating'],
    ],
    [
      MOVES,
      'Biggest compensation ever paid out - which job size was that?',
      [
        'm=max:compensation_gbp',
        'm=count f=compensation_gbpnot_null h=job_size@desc:compensation_gbp',
      ],
    ],
    [
      MOVES,
      "What's the longest we've ever been on site for a move, and which crew lead ran it?",
      ['m=max:hours_on_site', 'm=count f=hours_on_sitenot_null h=crew_lead@desc:hours_on_site'],
    ],
    [
      VENUE,
      'What was the longest anyone waited, and at which hall?',
      ['m=max:wait mins', 'm=count f=wait minsnot_null h=Venue Hall@desc:wait mins'],
    ],
    [
      VENUE,
      'What was the biggest refund we ever gave? Which agent gave it?',
      [
        'm=max:refund amt (GBP)',
        'm=count f=refund amt (GBP)not_null h=agent@desc:refund amt (GBP)',
      ],
    ],
    [
      VENUE,
      'whats the shortest wait on record and which agent was on it',
      ['m=min:wait mins', 'm=count f=wait minsnot_null h=agent@asc:wait mins'],
    ],
  ]);
});
