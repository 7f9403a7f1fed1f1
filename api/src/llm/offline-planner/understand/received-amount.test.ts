import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { callKey } from '../tool-fit';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed } from './execute-plan';
import { checkForms, planOf, type PlanShape } from './insight-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * "What share of X got a refund", "how many were given compensation": the records whose amount
 * paid out is above zero, counted or as a share — before and after a date too — while "how much"
 * and "the total" still add the amount up. Our own phrasings over a rider-support desk's refunds
 * and a removals firm's compensation.
 */
const share = (filters: string[], compare = ''): PlanShape => ({
  measure: 'share',
  filters,
  compare,
  declined: false,
});
const beforeJune = 'periods:2025-01-01..2025-05-31|2025-06-01..2025-10-31';

const cases: [DataDictionary, string, PlanShape][] = [
  [
    RIDE_SUPPORT_DICTIONARY,
    'How many lost item reports got a refund?',
    { measure: 'count', filters: ['category=lost item', 'refund_eur=0'] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What share of lost item reports got a refund?',
    share(['category=lost item']),
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What percentage of Faro messages were refunded?',
    share(['city=Faro']),
  ],
  [RIDE_SUPPORT_DICTIONARY, 'How often were Faro riders refunded?', share(['city=Faro'])],
  [
    REMOVALS_DICTIONARY,
    'What proportion of damaged moves received compensation?',
    share(['outcome=Damaged']),
  ],
  [
    REMOVALS_DICTIONARY,
    'How many delayed moves were given compensation in June?',
    { measure: 'count', filters: ['outcome=Delayed', 'compensation_gbp=0'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'What share of damaged moves got compensation before and after 1 June 2025?',
    share(['outcome=Damaged'], beforeJune),
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'How much refund did lost item reports get?',
    { measure: 'sum refund_eur' },
  ],
  [
    REMOVALS_DICTIONARY,
    'What was the total compensation paid on damaged moves?',
    { measure: 'sum compensation_gbp' },
  ],
];

checkForms('records that got an amount paid out, counted or as a share', cases);

describe('the amount paid out is above zero', () => {
  it('reads "got a refund" as the refund above zero, the share of the records asked', () => {
    const plan = planOf(RIDE_SUPPORT_DICTIONARY, 'What share of lost item reports got a refund?');
    assert.deepEqual(
      plan.measure.part?.map((part) => [part.field, part.op, part.values]),
      [['refund_eur', 'gt', [0]]],
    );
  });
});

/** The same desk where most messages leave the refund blank: a blank is not known to be none. */
const PARTLY_RECORDED: DataDictionary = {
  ...RIDE_SUPPORT_DICTIONARY,
  fields: RIDE_SUPPORT_DICTIONARY.fields.map((field) =>
    field.name === 'refund_eur' ? { ...field, filled: 1500 } : field,
  ),
};

checkForms('a share of records that got an amount left blank by some', [
  [
    PARTLY_RECORDED,
    'What share of lost item reports got a refund?',
    share(['category=lost item', 'refund_eur=']),
  ],
  [
    PARTLY_RECORDED,
    'How many lost item reports got a refund?',
    { measure: 'count', filters: ['category=lost item', 'refund_eur=0'] },
  ],
]);

describe('a share of records paid out, before and after a date', () => {
  const context: ExecutionContext = {
    dictionary: REMOVALS_DICTIONARY,
    span: { from: REMOVALS_DICTIONARY.from!, to: REMOVALS_DICTIONARY.to! },
    tools: new Set(['query_data']),
    accepts: () => true,
    toOfferedSchema: (call) => call,
    key: (call) => callKey(call),
  };

  it('counts the records with and without the payout in each period, and states both shares', () => {
    const plan = planOf(
      REMOVALS_DICTIONARY,
      'What share of damaged moves got compensation before and after 1 June 2025?',
    );
    const calls = nextCalls(context, plan, []);
    assert.equal(calls.length, 4);
    const done: Observed[] = calls.map((call) => {
      const filters = call.input['filters'] as { field: string; op: string; value: unknown }[];
      const paid = filters.some((filter) => filter.field === 'compensation_gbp');
      const early = filters.some((filter) => filter.op === 'lt' && filter.value === '2025-06-01');
      const matched = early ? (paid ? 20 : 80) : paid ? 45 : 90;
      return { call, ok: true, output: { rows: [{ count: matched }], matched } };
    });
    const text = composeAnswer(context, plan, done).lines.join('\n');
    assert.match(text, /25\.0%/);
    assert.match(text, /50\.0%/);
  });
});
