import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import {
  PLANNING_APPLICATIONS_DICTIONARY,
  WARRANTY_CLAIMS_DICTIONARY,
} from './two-dates-dictionaries';

/**
 * Questions that ask two things at once over domains the planner was not built on: each ask is
 * planned on its own, in the order asked, with the field its own aggregate names ("the total" of
 * a count's records is their number, "the average fee" the fee), and a second ask that points at
 * the first ask's winner ("how many was that") is read over that winner.
 */
const read = (dictionary: DataDictionary, question: string) => plansOf(dictionary, question);

describe('two asks in one question, each planned with its own measure', () => {
  expectEach(read, [
    // A scope said first, then two bare measures joined by "and".
    [
      SERVICE_REQUESTS_DICTIONARY,
      'For Northgate: the number of requests and the average call-out fee?',
      ['m=count f=district=Northgate', 'm=average:fee f=district=Northgate'],
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'For Fridges, the count of claims and the average repair cost',
      ['m=count f=product=Fridges', 'm=average:repair_cost f=product=Fridges'],
    ],
    // "Total <records> …, and the average <field> there": the total is a count, the average kept.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Total requests in Riverside, and the average satisfaction rating there?',
      ['m=count f=district=Riverside', 'm=average:rating f=district=Riverside'],
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'Total applications in Castle ward, and the average fee?',
      ['m=count f=ward=Castle', 'm=average:fee_gbp f=ward=Castle'],
    ],
    // A scope before the first ask's question word, then a second ask after ", and".
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'For Ovens, how many fast track claims were there, and what was the most common service centre for them?',
      [
        'm=count f=fast_track=true,product=Ovens',
        'm=count f=fast_track=true,product=Ovens g=centre r=desc1',
      ],
    ],
    // "Through which …": a second ask led by a preposition before its question word.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'How many urgent requests were escalated, and through which channel did most of those come in?',
      [
        'm=count f=outcome=escalated,urgent=true',
        'm=count f=outcome=escalated,urgent=true g=channel r=desc1',
      ],
    ],
    // "Which … the most, and how many was that": the winner's own figure.
    [
      REPAIR_JOBS_DICTIONARY,
      'Which technician had the most jobs, and how many was that?',
      ['m=count g=technician r=desc1', 'm=count refers(m=count g=technician r=desc1)'],
    ],
    // A count and a total of an amount: the total is the amount's, not a score's.
    [
      REPAIR_JOBS_DICTIONARY,
      'The count of jobs in the Highlands and the total parts cost?',
      ['m=count f=service_area=Highlands', 'm=sum:parts_cost f=service_area=Highlands'],
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      "What's the number of refused applications, and what's their average fee?",
      ['m=count f=status=Refused', 'm=average:fee_gbp f=status=Refused'],
    ],
    // The same aggregate said of two sides is one comparison, read whole.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'What is the total call-out fee for urgent requests, and the total for non-urgent ones?',
      ['m=sum:fee c=urgent:true|false'],
    ],
    // "How <adjective> … on average": an average of its own after the count.
    [
      WARRANTY_CLAIMS_DICTIONARY,
      "What's the Washers claim count, and how positive or negative were they on average?",
      ['m=count f=product=Washers', 'm=average:sentiment f=product=Washers'],
    ],
  ]);
});
