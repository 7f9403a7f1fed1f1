import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';

/**
 * A field holding a list per record ("the products a customer holds", written as one text) is no
 * grouping: each whole list would be a group of its own. In phrasings of our own over gym queries
 * whose members also list their plans, and insurance claims whose policyholders list their
 * perils covered: the ranking is of the records that name one value each (the queries' plan, the
 * claims' peril), with the question's filters kept.
 */
function withCustomerList(
  dictionary: DataDictionary,
  region: string,
  list: { name: string; label: string },
): DataDictionary {
  const customers = dictionary.counts.customers;
  const extra: DatasetField[] = [
    {
      name: 'id',
      entity: 'customers',
      role: 'id',
      type: 'text',
      filled: customers,
      distinct: customers,
    },
    {
      name: 'region',
      entity: 'customers',
      role: 'attribute',
      type: 'category',
      filled: customers,
      distinct: 4,
      values: [{ value: region, count: customers }],
    },
    {
      name: list.name,
      entity: 'customers',
      role: 'attribute',
      type: 'text',
      label: list.label,
      filled: customers,
      distinct: 60,
    },
  ];
  return { ...dictionary, fields: [...dictionary.fields, ...extra] };
}

const GYM = withCustomerList(
  {
    ...GYM_QUERIES_DICTIONARY,
    fields: [
      ...GYM_QUERIES_DICTIONARY.fields,
      {
        name: 'region',
        entity: 'communications',
        role: 'attribute',
        type: 'category',
        filled: 2400,
        distinct: 2,
        values: [
          { value: 'North', count: 1300 },
          { value: 'South', count: 1100 },
        ],
      },
    ],
  },
  'North',
  { name: 'plans', label: 'membership plans' },
);
const CLAIMS = withCustomerList(INSURANCE_CLAIMS_DICTIONARY, 'North', {
  name: 'perils',
  label: 'perils',
});

describe('a list field is no grouping: the records naming one value each are ranked', () => {
  const cases: [DataDictionary, string, string, string][] = [
    [
      GYM,
      'For members in the North region, which membership plan do their queries mention most?',
      'product',
      'region',
    ],
    [GYM, 'Which membership plans come up most for customers in the North?', 'product', 'region'],
    [
      CLAIMS,
      'For policyholders in the North region, which peril do their claims mention most?',
      'peril',
      'region',
    ],
    [CLAIMS, 'Which perils come up most among customers in the North?', 'peril', 'region'],
  ];
  for (const [dictionary, question, field, filtered] of cases) {
    it(`${dictionary.name}: ${question}`, () => {
      const plan = planOfTurns(dictionary, [question]);
      assert.equal(plan.entity, 'communications');
      assert.equal(plan.groupBy?.field, field);
      assert.deepEqual(
        plan.filters.map((filter) => filter.field),
        [filtered],
      );
    });
  }
});
