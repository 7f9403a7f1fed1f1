import { describe } from 'node:test';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A later ask that names the first ask's winner by the noun of the field it was ranked by ("that
 * technician", "this district", "the same crew") is asked of that winner; when it names records of
 * its own kind ("how many S1 jobs", "negative reviews … in total") it asks of every one of the
 * winner's records of that kind, not only the ones the ranking counted, unless it says "of them".
 */
const JOBS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;

describe('a later ask about the first ask’s winner, named by its noun', () => {
  expectEach(plansOf, [
    [
      JOBS,
      'Which technician had the most callbacks, and how many S1 jobs did that technician do in total?',
      [
        'm=count f=callback=true g=technician r=desc1',
        'm=count f=severity=S1 refers(m=count f=callback=true g=technician r=desc1)',
      ],
    ],
    [
      JOBS,
      'which appliance racked up the most S1 jobs - and how many cancelled jobs did this appliance have overall',
      [
        'm=count f=severity=S1 g=appliance r=desc1',
        'm=count f=status=Cancelled refers(m=count f=severity=S1 g=appliance r=desc1)',
      ],
    ],
    [
      JOBS,
      'Which technician completed the most jobs, and what was the average parts cost for that technician?',
      [
        'm=count f=status=Completed g=technician r=desc1',
        'm=average:parts_cost f=status=Completed refers(m=count f=status=Completed g=technician r=desc1)',
      ],
    ],
    [
      REQUESTS,
      'Which district logged the most urgent requests, and how many rejected requests did that district get altogether?',
      [
        'm=count f=urgent=true g=district r=desc1',
        'm=count f=outcome=rejected refers(m=count f=urgent=true g=district r=desc1)',
      ],
    ],
    [
      REQUESTS,
      'Which channel brought in the most Street Lighting requests? And how many escalated requests came through that channel overall?',
      [
        'm=count f=category=Street Lighting g=channel r=desc1',
        'm=count f=outcome=escalated refers(m=count f=category=Street Lighting g=channel r=desc1)',
      ],
    ],
    [
      REQUESTS,
      'Which district had the most Waste Collection requests, and how many of them did the same district see escalated?',
      [
        'm=count f=category=Waste Collection g=district r=desc1',
        'm=count f=category=Waste Collection,outcome=escalated refers(m=count f=category=Waste Collection g=district r=desc1)',
      ],
    ],
    [
      LEAKS,
      'Which crew dealt with the most burst mains, and how many frozen pipes did that crew handle in total?',
      [
        'm=count f=Leak Kind=Burst main g=crew r=desc1',
        'm=count f=Leak Kind=Frozen pipe refers(m=count f=Leak Kind=Burst main g=crew r=desc1)',
      ],
    ],
    [
      LEAKS,
      'Which service area reported the most repeat leaks, and what was the average repair cost in that area?',
      [
        'm=count f=Repeat?=true g=Svc Area r=desc1',
        'm=average:repair cost (GBP) f=Repeat?=true refers(m=count f=Repeat?=true g=Svc Area r=desc1)',
      ],
    ],
    [
      RAIL,
      'Which handler processed the most Delay claims, and how many Overcharge claims did that handler get overall?',
      [
        'm=count f=claim_type=Delay g=handler r=desc1',
        'm=count f=claim_type=Overcharge refers(m=count f=claim_type=Delay g=handler r=desc1)',
      ],
    ],
    [
      RAIL,
      'Which station saw the most rejected claims; how many Refund claims did this station get altogether?',
      [
        'm=count f=outcome=Rejected g=station r=desc1',
        'm=count f=outcome=Refund refers(m=count f=outcome=Rejected g=station r=desc1)',
      ],
    ],
    [
      RAIL,
      'Which handler had the most Escalated claims, and what was the average refund amount for that handler?',
      [
        'm=count f=outcome=Escalated g=handler r=desc1',
        'm=average:refund_gbp f=outcome=Escalated refers(m=count f=outcome=Escalated g=handler r=desc1)',
      ],
    ],
  ]);
});
