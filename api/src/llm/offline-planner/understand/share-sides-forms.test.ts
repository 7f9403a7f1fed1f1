import { describe } from 'node:test';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A share within each side of a yes/no field, under a filter, over domains the planner was not
 * built on (a removals firm's jobs, service requests, a venue's ticket issues, repair jobs, rider
 * support, leak reports): "of the Family home jobs, what share ended Damaged, premium cover vs
 * not" is the Damaged share of the Family home jobs with premium cover and of those without.
 */
const VENUE = VENUE_TICKETS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;

describe('"of the X, what share were Y, <flag> vs not": the share on each side, within X', () => {
  expectEach(plansOf, [
    [
      REMOVALS,
      'Of the Family home jobs, what share ended Damaged, premium cover vs no premium cover?',
      ['m=share[outcome=Damaged] f=job_size=Family home c=premium_cover:true|false'],
    ],
    [
      REMOVALS,
      'Among Leeds jobs, what proportion were Delayed: with premium cover compared with without?',
      ['m=share[outcome=Delayed] f=depot=Leeds c=premium_cover:true|false'],
    ],
    [
      REQUESTS,
      'Of the Water & Sewer requests, what share were escalated, urgent vs not urgent?',
      ['m=share[outcome=escalated] f=category=Water & Sewer c=urgent:true|false'],
    ],
    [
      REQUESTS,
      'For APP requests, what percentage were fixed, urgent compared with non-urgent?',
      ['m=share[outcome=fixed] f=channel=APP c=urgent:true|false'],
    ],
    [
      VENUE,
      'Of the refund issues, what share were resolved on the day, VIP vs non-VIP?',
      ['m=share[resolved on day=true] f=issue kind=Refund c=VIP?:true|false'],
    ],
    [
      VENUE,
      'Of the North Hall issues, what share were refunds, VIP vs non VIP?',
      ['m=share[issue kind=Refund] f=Venue Hall=North Hall c=VIP?:true|false'],
    ],
    [
      REPAIRS,
      'For S1 jobs, what share were Completed, callback vs no callback?',
      ['m=share[status=Completed] f=severity=S1 c=callback:true|false'],
    ],
    [
      RIDES,
      'Of the overcharge messages, what share were handled by staff, premium riders versus other riders?',
      ['m=share[handled_by=staff] f=category=overcharge c=premium_rider:true|false'],
    ],
    [
      LEAKS,
      'For burst main reports, what share were Fixed - charged, repeat leaks compared with the others?',
      ['m=share[Outcome=Fixed - charged] f=Leak Kind=Burst main c=Repeat?:true|false'],
    ],
  ]);
});
