import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, planSaid, readPlans } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { splitAsks } from './split-asks';
import { unreadAsk } from './unread-ask';

/**
 * A further ask that reads nothing of its own ("…, and how many from customers on rateable
 * value?") is the other side of the first ask's yes/no field when the data's description names
 * that side beside the field ("whether a request is urgent or routine"), and is otherwise left out
 * with the words nothing stands for — never the first ask's figure again, never a bare count of
 * all records. Over service requests, repair jobs and hotel feedback whose descriptions name a
 * flag's other side; asks that read a value of their own are left as they were.
 */
const SERVICE: DataDictionary = {
  ...SERVICE_REQUESTS_DICTIONARY,
  name: 'Service requests (flag described)',
  description:
    "A city utility's service requests, January to June 2025: the district, the service, how it was reported, the outcome, whether a request is urgent or routine, and hours to close.",
};
const REPAIRS: DataDictionary = {
  ...REPAIR_JOBS_DICTIONARY,
  name: 'Repair jobs (flag described)',
  description:
    "An appliance repair firm's service jobs, March to August 2025, with whether each needed a callback or was fixed first time, and the parts cost.",
};
const HOTEL: DataDictionary = {
  ...HOTEL_FEEDBACK_DICTIONARY,
  name: 'Hotel feedback (members)',
  description:
    "A hotel group's feedback forms, January to December 2024: the hotel, the topic, the score, any refund, and whether the guest is a loyalty member or pays the standard rate.",
  fields: [
    ...HOTEL_FEEDBACK_DICTIONARY.fields,
    {
      name: 'member',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'loyalty member',
      filled: 1800,
      distinct: 2,
      values: [
        { value: false, count: 1100 },
        { value: true, count: 700 },
      ],
    },
  ],
};

/** Each ask's plan written short; a left-out ask as `left out: <words>`. */
function asks(dictionary: DataDictionary, question: string): string[] {
  const plans = readPlans(dictionary, question);
  const said = splitAsks(question);
  return plans.map((plan, index) => {
    if (index === 0) return planSaid(plan);
    const unread = unreadAsk(said[index]!, plan, plans[0]!, dictionary);
    if (!unread) return planSaid(plan);
    return 'plan' in unread ? planSaid(unread.plan) : `left out: ${unread.unread.join(' ')}`;
  });
}

describe('a further ask reading nothing of its own: the described other side, or left out', () => {
  expectEach(asks, [
    // The other side of the first ask's flag, named in the description.
    [
      SERVICE,
      'How many escalated requests were urgent, and how many from routine ones?',
      ['m=count f=outcome=escalated,urgent=true', 'm=count f=!urgent=true,outcome=escalated'],
    ],
    [
      SERVICE,
      'How many urgent requests came from Northgate, and how many routine requests?',
      ['m=count f=district=Northgate,urgent=true', 'm=count f=!urgent=true,district=Northgate'],
    ],
    [
      REPAIRS,
      'How many callback jobs were in Coastal, and how many got fixed first time?',
      [
        'm=count f=callback=true,service_area=Coastal',
        'm=count f=!callback=true,service_area=Coastal',
      ],
    ],
    [
      HOTEL,
      'How many complaints came from loyalty members, and how many from guests paying the standard rate?',
      ['m=count f=kind=Complaint,member=true', 'm=count f=!member=true,kind=Complaint'],
    ],
    // Words nothing in the data stands for: the ask is left out, its words said.
    [
      SERVICE,
      'How many escalated requests were urgent, and how many from requests on the standard tier?',
      ['m=count f=outcome=escalated,urgent=true', 'left out: standard tier'],
    ],
    [
      REPAIRS,
      'How many callback jobs were in Coastal, and how many from customers on a service plan?',
      ['m=count f=callback=true,service_area=Coastal', 'left out: plan'],
    ],
    [
      HOTEL,
      'How many Breakfast complaints came from Harbourside, and how many from corporate guests?',
      ['m=count f=hotel=Harbourside,kind=Complaint,topic=Breakfast', 'left out: corporate'],
    ],
    // Guards: an ask reading a value of its own, or another measure, is left as it was.
    [
      HOTEL,
      'How many complaints were about Breakfast, and how many about Noise?',
      ['m=count f=kind=Complaint,topic=Breakfast', 'm=count f=kind=Complaint,topic=Noise'],
    ],
    [
      REPAIRS,
      'How many Coastal jobs were completed, and how many in the Highlands?',
      [
        'm=count f=service_area=Coastal,status=Completed',
        'm=count f=service_area=Highlands,status=Completed',
      ],
    ],
    [
      SERVICE,
      'How many urgent requests were escalated, and how many were fixed?',
      ['m=count f=outcome=escalated,urgent=true', 'm=count f=outcome=fixed,urgent=true'],
    ],
    [
      SERVICE,
      'How many Parks and Trees requests were urgent, and what was their average hours to close?',
      [
        'm=count f=category=Parks and Trees,urgent=true',
        'm=average:hours_to_close f=category=Parks and Trees,urgent=true',
      ],
    ],
    [
      HOTEL,
      'How many loyalty members complained about Noise, and how many from standard-rate guests?',
      [
        'm=count f=kind=Complaint,member=true,topic=Noise',
        'm=count f=!member=true,kind=Complaint,topic=Noise',
      ],
    ],
  ]);
});

/** Check phrasings, written after the rule, over other data and in other words. */
const REMOVALS: DataDictionary = {
  ...REMOVALS_DICTIONARY,
  name: 'Moving jobs',
  description:
    "A removals firm's moving jobs, January to October 2025: the depot, crew lead, job size, outcome, miles, compensation and quote, and whether the customer took premium cover or basic liability only.",
};
const RIDES: DataDictionary = {
  ...RIDE_SUPPORT_DICTIONARY,
  name: 'Rider support',
  description:
    "A ride-hailing firm's rider support messages, April to September 2025, with the city, the issue type, who handled it, whether it was an airport trip, and whether the rider is a premium rider or pays as they go.",
};
const LIBRARY: DataDictionary = {
  ...LIBRARY_REQUESTS_DICTIONARY,
  name: 'Library asks',
  description:
    "A public library's member requests, January to December 2025: the member tier, the staff member, whether it was a staff report, and whether an accessible copy or standard print was wanted.",
};

describe('check: the described other side or left out, said in other words over other data', () => {
  expectEach(asks, [
    [
      REMOVALS,
      'How many damaged moves had premium cover, and how many only had basic liability?',
      [
        'm=count f=outcome=Damaged,premium_cover=true',
        'm=count f=!premium_cover=true,outcome=Damaged',
      ],
    ],
    [
      RIDES,
      'how many Lisbon overcharge messages came from premium riders and how many from riders who pay as they go',
      [
        'm=count f=category=overcharge,city=Lisbon,premium_rider=true',
        'm=count f=!premium_rider=true,category=overcharge,city=Lisbon',
      ],
    ],
    [
      LIBRARY,
      'How many Senior requests were for an accessible copy, and how many for standard print?',
      [
        'm=count f=accessible_copy=true,member_tier=Senior',
        'm=count f=!accessible_copy=true,member_tier=Senior',
      ],
    ],
    [
      RIDES,
      'How many airport trips were in Porto, and how many came from corporate accounts?',
      ['m=count f=airport_trip=true,city=Porto', 'left out: corporate accounts'],
    ],
    [
      REMOVALS,
      'How many Bristol jobs got delayed, and how many were for overseas clients?',
      ['m=count f=depot=Bristol,outcome=Delayed', 'left out: overseas'],
    ],
    [
      LIBRARY,
      'How many Junior requests were staff reports, and how many came via the mobile van?',
      ['m=count f=member_tier=Junior,staff_report=true', 'left out: mobile van'],
    ],
    [
      RIDES,
      'How many premium riders wrote from Faro, and how many from Coimbra?',
      ['m=count f=city=Faro,premium_rider=true', 'm=count f=city=Coimbra,premium_rider=true'],
    ],
    [
      REMOVALS,
      'How many Exeter jobs were delayed, and what was the average compensation?',
      [
        'm=count f=depot=Exeter,outcome=Delayed',
        'm=average:compensation_gbp f=depot=Exeter,outcome=Delayed',
      ],
    ],
  ]);
});
