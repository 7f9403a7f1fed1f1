import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Observed } from './execute-plan';
import { planOfTurns } from './forms-test-support';
import { lookupLines } from './record-lines';
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
