import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import type { Observed } from './execute-plan';
import { planOfTurns } from './forms-test-support';
import { lookupLines } from './record-lines';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * A looked-up record's first line names the fields the question asks, each with its value, in the
 * order asked; the noun the data calls its records by, said before the id ("job J-10422"), asks
 * for no field of its own ("job type").
 */
const found: Observed = {
  call: { name: 'get_communication', input: { id: 'J-10422' } },
  ok: true,
  output: {
    summary: 'J-10422: a job.',
    communication: {
      id: 'J-10422',
      at: '2025-06-02T09:30:00Z',
      status: 'Open',
      fields: {
        severity: 'S2',
        appliance: 'Oven',
        job_type: 'Full Service',
        technician: 'Dara Quinn',
        service_area: 'Coastal',
        repair_hours: 3.5,
        parts_cost: 84.2,
        callback: true,
      },
    },
  },
};

function firstLine(question: string): string {
  const plan = planOfTurns(REPAIR_JOBS_DICTIONARY, [question]);
  assert.ok(plan.lookup, `${question} is no look-up`);
  return lookupLines([found], plan.lookup.asks ?? [], REPAIR_JOBS_DICTIONARY)[0]!;
}

describe('the first line of a looked-up record', () => {
  const cases: [string, string][] = [
    ["What's the severity of job J-10422?", 'The severity of job **J-10422** is **S2**.'],
    [
      'Which technician and which appliance is job J-10422?',
      'The technician of job **J-10422** is **Dara Quinn**, and its appliance is **Oven**.',
    ],
    ['What job type was job J-10422?', 'The job type of job **J-10422** is **Full Service**.'],
    ['What was the status of job J-10422?', 'The status of job **J-10422** is **Open**.'],
    [
      'Job J-10422: which region and what status?',
      'The region of job **J-10422** is **Coastal**, and its status is **Open**.',
    ],
    [
      'Who was the technician on job J-10422, and what were the parts cost?',
      'The technician of job **J-10422** is **Dara Quinn**, and its parts cost is **84.2**.',
    ],
    ['Was job J-10422 a callback?', 'The callback of job **J-10422** is **yes**.'],
    ['Which appliance was job J-10422 for?', 'The appliance of job **J-10422** is **Oven**.'],
  ];
  for (const [question, expected] of cases) {
    it(question, () => assert.equal(firstLine(question), expected));
  }
});

/**
 * Over home insurance claims (fields named by a label of two words, a customer called the
 * policyholder): the words of a field's name said in a row win it ("payment method", not a
 * method of something else), the claim noun before the id asks no field, "who handled it" the handler, "what was it about" asks
 * the peril, "the policyholder on" a claim asks nothing of the policyholder, and a flag reads
 * yes or no.
 */
const claim: Observed = {
  call: { name: 'get_communication', input: { id: '2025/0042' } },
  ok: true,
  output: {
    summary: '2025/0042: a claim.',
    communication: {
      id: '2025/0042',
      at: '2025-03-04T10:00:00Z',
      customerId: 'P-1193',
      fields: {
        lodged_via: 'Broker',
        peril: 'Escape of water',
        claim_status: 'Review',
        region: 'East',
        handler: 'L. Novak',
        payment_method: 'Repair voucher',
        payout_gbp: 1840.5,
        days_to_settle: 12,
      },
    },
  },
};

/** The claims with ids shaped "2025/0042", as the dictionary's samples show them. */
const CLAIMS: DataDictionary = {
  ...INSURANCE_CLAIMS_DICTIONARY,
  fields: INSURANCE_CLAIMS_DICTIONARY.fields.map((field) =>
    field.role === 'id' ? { ...field, samples: ['2024/0001', '2024/0873', '2025/1190'] } : field,
  ),
};

function claimLine(question: string): string {
  const plan = planOfTurns(CLAIMS, [question]);
  assert.ok(plan.lookup, `${question} is no look-up`);
  return lookupLines([claim], plan.lookup.asks ?? [], CLAIMS)[0]!;
}

describe('the first line of a looked-up claim', () => {
  const cases: [string, string][] = [
    [
      'Which region and which peril is claim 2025/0042 about?',
      'The region of claim **2025/0042** is **East**, and its peril is **Escape of water**.',
    ],
    [
      'Claim 2025/0042: what was it about, and what was the payout?',
      'The peril of claim **2025/0042** is **Escape of water**, and its payout (£) is **1840.5**.',
    ],
    [
      'For 2025/0042, who handled it and what is the claim status?',
      'The handler of claim **2025/0042** is **L. Novak**, and its claim status is **Review**.',
    ],
    [
      'How did the policyholder on 2025/0042 lodge it, and what payment method was used?',
      'The lodged via of claim **2025/0042** is **Broker**, and its payment method is **Repair voucher**.',
    ],
    [
      'How many days did claim no. 2025/0042 take to settle?',
      'The days to settle of claim **2025/0042** is **12**.',
    ],
  ];
  for (const [question, expected] of cases) {
    it(question, () => assert.equal(claimLine(question), expected));
  }
});
