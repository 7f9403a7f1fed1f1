import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf, readPlans } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * A state said by the one word of a second date the records keep ("settled on", "completed on",
 * "closed on", left empty on some records) is that date filled, whatever else the question does
 * with it: the PART of a share ("what share of claims have been settled"), one ask of two
 * ("how many jobs have been completed and how many are still open"), never both sides of "vs".
 * Over insurance claims, appliance repair jobs and council complaints whose outcome field holds a
 * longer look-alike value ("Settled - partial payment", "Completed - follow-up booked", "Closed -
 * upheld").
 */
function withStateDate(
  base: DataDictionary,
  date: { name: string; label: string; filled: number },
  outcome: { field: string; values: readonly string[] },
): DataDictionary {
  return {
    ...base,
    name: `${base.name} (${date.label})`,
    fields: [
      ...base.fields.map((field) =>
        field.name === outcome.field
          ? {
              ...field,
              distinct: outcome.values.length,
              values: outcome.values.map((value, index) => ({ value, count: 500 - index * 50 })),
            }
          : field,
      ),
      {
        name: date.name,
        entity: 'communications',
        role: 'custom',
        type: 'date',
        label: date.label,
        filled: date.filled,
        distinct: 280,
      },
    ],
  };
}

const CLAIMS = withStateDate(
  INSURANCE_CLAIMS_DICTIONARY,
  { name: 'settled_on', label: 'settled on', filled: 2100 },
  {
    field: 'claim_status',
    values: ['Approved', 'Review', 'Declined', 'Settled - partial payment', 'Withdrawn'],
  },
);
const JOBS = withStateDate(
  REPAIR_JOBS_DICTIONARY,
  { name: 'completed_on', label: 'completed on', filled: 1500 },
  { field: 'status', values: ['Completed - follow-up booked', 'Open', 'Cancelled', 'On Hold'] },
);
const COUNCIL = withStateDate(
  COUNCIL_COMPLAINTS_DICTIONARY,
  { name: 'closed_on', label: 'closed on', filled: 1000 },
  {
    field: 'status',
    values: ['Closed - upheld', 'Closed - not upheld', 'Closed - partly upheld', 'Open'],
  },
);

const plans = (dictionary: DataDictionary, question: string) =>
  plansOf(dictionary, question).join(' || ');

describe('the share of records in a dated state: the date filled is the part', () => {
  expectEach(plans, [
    [CLAIMS, 'what share of claims have been settled?', 'm=share[settled_onnot_null]'],
    [JOBS, 'What share of jobs have been completed?', 'm=share[completed_onnot_null]'],
    [
      COUNCIL,
      'what share of the Riverside complaints got closed',
      'm=share[closed_onnot_null] f=ward=Riverside',
    ],
    [
      CLAIMS,
      'what percentage of claims got settled in March 2025',
      'm=share[settled_ongte2025-03-01,settled_onlt2025-04-01]',
    ],
    [COUNCIL, 'What proportion of complaints have been closed?', 'm=share[closed_onnot_null]'],
    [
      COUNCIL,
      'what percentage of noise complaints were closed',
      'm=share[closed_onnot_null] f=category=noise',
    ],
    // Guards: a share of a value of its own, and a count of the dated state.
    [CLAIMS, 'what share of claims are in Review', 'm=share[claim_status=Review]'],
    [JOBS, 'How many jobs have been completed?', 'm=count f=completed_onnot_null'],
  ]);
});

describe('two asks of two states: each ask its own state, never both at once', () => {
  expectEach(plans, [
    [
      JOBS,
      'how many jobs have been completed and how many are still open',
      'm=count f=completed_onnot_null || m=count f=status=Open',
    ],
    [
      JOBS,
      'How many jobs are still open, and how many have been completed?',
      'm=count f=status=Open || m=count f=completed_onnot_null',
    ],
    [
      JOBS,
      'how many Dishwasher jobs have been completed and how many are still open',
      'm=count f=appliance=Dishwasher,completed_onnot_null || m=count f=appliance=Dishwasher,status=Open',
    ],
    [
      CLAIMS,
      'How many claims are not settled yet, and how many are in Review?',
      'm=count f=settled_onis_null || m=count f=claim_status=Review',
    ],
    [
      COUNCIL,
      'how many complaints have been closed, and how many are still Open?',
      'm=count f=closed_onnot_null || m=count f=status=Open',
    ],
    // Guards: "of them" asks among the first ask's records; a ranking keeps them.
    [
      CLAIMS,
      'How many claims are not settled yet, and how many of them are in Review?',
      'm=count f=settled_onis_null || m=count f=claim_status=Review,settled_onis_null',
    ],
    [
      CLAIMS,
      'how many claims have been settled, and which region has the most of them?',
      'm=count f=settled_onnot_null || m=count f=settled_onnot_null g=region r=desc1',
    ],
  ]);
});

/** Whether one plan filters a dated state filled and another outcome value together. */
const bothStates = (dictionary: DataDictionary, question: string) =>
  readPlans(dictionary, question).some(
    (plan) =>
      plan.filters.some((filter) => filter.op === 'not_null') &&
      plan.filters.some((filter) => ['status', 'claim_status'].includes(filter.field)),
  );

describe('a dated state set against another state is never filtered with it', () => {
  expectEach(bothStates, [
    [JOBS, 'how many jobs were completed vs still open', false],
    [CLAIMS, 'how many claims are settled vs still in review', false],
    [COUNCIL, 'how many complaints were closed versus still open', false],
    // Guard: both said of the same records.
    [CLAIMS, 'how many Approved claims have been settled?', true],
  ]);
});
