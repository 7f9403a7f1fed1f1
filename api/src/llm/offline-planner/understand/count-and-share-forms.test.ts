import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY as REPAIRS } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY as REQUESTS } from './service-requests-dictionary';

/**
 * "How many cases breached their SLA, and what is that as a share of all cases?": a count and
 * then that count as a share are two asks, each given its figure. The share's whole is what the
 * question says: "of all cases" every record, "of the storm claims" / "of the urgent requests"
 * the part the first ask was taken within (a yes/no field named as the whole is its true side).
 */
const read = (dictionary: DataDictionary, question: string) => plansOf(dictionary, question);

describe('a count and that count as a share, each asked', () => {
  expectEach(read, [
    // "That as a share / percentage / proportion of all …": the whole is every record.
    [
      REQUESTS,
      'How many requests were escalated, and what is that as a share of all requests?',
      ['m=count f=outcome=escalated', 'm=share[outcome=escalated]'],
    ],
    [
      GYM,
      "How many queries were escalated, and what's that as a percentage of every query?",
      ['m=count f=status=Escalated', 'm=share[status=Escalated]'],
    ],
    [
      CLAIMS,
      'How many claims were declined, and what is that as a proportion of all claims?',
      ['m=count f=claim_status=Declined', 'm=share[claim_status=Declined]'],
    ],
    [
      REPAIRS,
      "How many jobs got a callback, and what's that as a share of all the jobs?",
      ['m=count f=callback=true', 'm=share[callback=true]'],
    ],
    [
      REPAIRS,
      'How many Oven jobs were cancelled and what is that as a share of all the jobs?',
      ['m=count f=appliance=Oven,status=Cancelled', 'm=share[appliance=Oven,status=Cancelled]'],
    ],
    [
      GYM,
      'How many queries were escalated? What is that as a share of every query?',
      ['m=count f=status=Escalated', 'm=share[status=Escalated]'],
    ],
    [
      CLAIMS,
      'How many claims were declined, and what is that in percentage terms?',
      ['m=count f=claim_status=Declined', 'm=share[claim_status=Declined]'],
    ],
    // The whole named as the part the first ask was taken within.
    [
      REPAIRS,
      "Among Oven jobs, how many were cancelled, and what's that as a share of the Oven jobs?",
      ['m=count f=appliance=Oven,status=Cancelled', 'm=share[status=Cancelled] f=appliance=Oven'],
    ],
    [
      REQUESTS,
      'Among urgent requests, how many were about Street Lighting, and what share of the urgent requests is that?',
      [
        'm=count f=category=Street Lighting,urgent=true',
        'm=share[category=Street Lighting] f=urgent=true',
      ],
    ],
    // Guards: read so before, and still.
    [
      CLAIMS,
      'Among storm claims, how many were declined, and what share of the storm claims is that?',
      [
        'm=count f=claim_status=Declined,peril=Storm',
        'm=share[claim_status=Declined] f=peril=Storm',
      ],
    ],
    [
      GYM,
      'Among Premium Swim queries, how many were billing errors, and what share of the Premium Swim queries is that?',
      [
        'm=count f=category=Billing error,product=Premium Swim',
        'm=share[category=Billing error] f=product=Premium Swim',
      ],
    ],
    [
      CLAIMS,
      'Among storm claims, how many were declined, and what share of all claims is that?',
      ['m=count f=claim_status=Declined,peril=Storm', 'm=share[claim_status=Declined,peril=Storm]'],
    ],
    [
      REQUESTS,
      'How many urgent requests were there, and what share of all requests is that?',
      ['m=count f=urgent=true', 'm=share[urgent=true]'],
    ],
    [
      REQUESTS,
      'How many requests were escalated, and what share of those came by app?',
      ['m=count f=outcome=escalated', 'm=share[channel=APP] f=outcome=escalated'],
    ],
    [
      GYM,
      'How many queries were escalated, and what share of them were at North Leeds?',
      ['m=count f=status=Escalated', 'm=share[club=North Leeds] f=status=Escalated'],
    ],
    [
      CLAIMS,
      'How many claims were declined, and what is the average payout?',
      ['m=count f=claim_status=Declined', 'm=average:payout_gbp f=claim_status=Declined'],
    ],
  ]);
});
