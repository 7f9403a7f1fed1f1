import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf, readPlans } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * "How many jobs have been completed or cancelled?": two states joined by "or", one read as a
 * value ("Cancelled"), the other a word heading longer values of the same field ("Completed -
 * follow-up booked") that also names a date the records keep ("completed on"): both states are
 * asked, the field's values headed by the word joining the filter, in either order, in a count or
 * a share's part. Two values said in full, two asks, and a state set against another keep
 * reading as before. Over repair jobs, insurance claims and council complaints that keep a
 * second date of the state.
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

describe('"X or Y" of two states of one field: both', () => {
  expectEach(plans, [
    [
      JOBS,
      'How many jobs have been completed or cancelled?',
      'm=count f=status=Cancelled|Completed - follow-up booked',
    ],
    [
      JOBS,
      'How many jobs are cancelled or completed?',
      'm=count f=status=Cancelled|Completed - follow-up booked',
    ],
    [
      JOBS,
      'What share of Coastal jobs were completed or cancelled?',
      'm=share[status=Completed - follow-up booked|Cancelled] f=service_area=Coastal',
    ],
    [
      CLAIMS,
      'How many claims have been settled or withdrawn?',
      'm=count f=claim_status=Withdrawn|Settled - partial payment',
    ],
    [
      CLAIMS,
      'What share of claims were settled or withdrawn?',
      'm=share[claim_status=Settled - partial payment|Withdrawn]',
    ],
    [
      COUNCIL,
      'How many Riverside complaints were upheld or open?',
      'm=count f=status=Open|Closed - upheld,ward=Riverside',
    ],
    // Guards: two values said in full, two asks, a plain value of the word.
    [JOBS, 'How many jobs are open or on hold?', 'm=count f=status=Open|On Hold'],
    [
      JOBS,
      'How many jobs have been completed and how many cancelled?',
      'm=count f=completed_onnot_null || m=count f=status=Cancelled',
    ],
    [
      CLAIMS,
      'How many claims were approved or declined?',
      'm=count f=claim_status=Approved|Declined',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'How many jobs have been completed or cancelled?',
      'm=count f=status=Completed|Cancelled',
    ],
  ]);
});

/** Check phrasings, written after the rule, in other words over other data. */
const GYM = withStateDate(
  GYM_QUERIES_DICTIONARY,
  { name: 'resolved_on', label: 'resolved on', filled: 900 },
  { field: 'status', values: ['Resolved - refund issued', 'Pending', 'Escalated'] },
);
const MOVES = withStateDate(
  REMOVALS_DICTIONARY,
  { name: 'delivered_on', label: 'delivered on', filled: 2000 },
  { field: 'outcome', values: ['Delivered - signed for', 'Damaged', 'Delayed'] },
);

/** The values each ask's filter (or share's part) on the field holds, in any order. */
const valuesOf = (field: string) => (dictionary: DataDictionary, question: string) =>
  readPlans(dictionary, question)
    .map((plan) =>
      [...plan.filters, ...(plan.measure.part ?? [])]
        .filter((filter) => filter.field === field)
        .map((filter) => filter.values.map(String).sort().join('|'))
        .join(','),
    )
    .join(' || ');

describe('check: two states joined by "or", said in other words over other data', () => {
  expectEach(valuesOf('status'), [
    [GYM, 'how many queries got resolved or escalated', 'Escalated|Resolved - refund issued'],
    [
      GYM,
      'What percentage of Harrogate queries ended up escalated or resolved?',
      'Escalated|Resolved - refund issued',
    ],
    [GYM, 'How many queries are pending or escalated?', 'Escalated|Pending'],
  ]);
  expectEach(valuesOf('outcome'), [
    [MOVES, 'Delivered or damaged moves - how many?', 'Damaged|Delivered - signed for'],
    [
      MOVES,
      'number of jobs that were either delivered or delayed',
      'Delayed|Delivered - signed for',
    ],
    [
      MOVES,
      'Leeds jobs that got damaged or delivered: how many?',
      'Damaged|Delivered - signed for',
    ],
    [MOVES, 'How many moves were delivered, and how many were delayed?', ' || Delayed'],
  ]);
});
