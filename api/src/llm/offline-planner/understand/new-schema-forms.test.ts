import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { refinePlan } from './refine-plan';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { rootOf, sameRoot } from '../../../../../src/agent/word-forms';
import { buildVocabulary } from './vocabulary';

/**
 * Plans over a utility's service requests (a schema the planner was not built on): the rate of a
 * value named by its noun, one value against the rest, the plain word for the data's products,
 * and periods whose unit is no number field.
 */
const vocabulary = buildVocabulary(SERVICE_REQUESTS_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-06-30' };

function plan(question: string): QuestionPlan {
  return refinePlan(question, vocabulary, parseQuestion({ question, vocabulary, span }));
}

function filters(planned: QuestionPlan): string[] {
  return planned.filters.map((filter) => `${filter.field}=${filter.values.join('|')}`);
}

describe('a rate named by the noun of a value', () => {
  it('reads word forms of one root alike, and unrelated words apart', () => {
    assert.equal(rootOf('rejection'), rootOf('rejected'));
    assert.ok(sameRoot('escalation', 'escalated'));
    assert.ok(sameRoot('duplication', 'duplicate'));
    assert.ok(!sameRoot('fixture', 'fixed'));
    assert.ok(!sameRoot('reaction', 'rejected'));
  });

  it('compares the share of a value across two codes ("escalation rate of TEL vs APP")', () => {
    const planned = plan('How does the escalation rate of TEL reports compare with APP reports?');
    assert.equal(planned.measure.kind, 'share');
    assert.deepEqual(
      planned.measure.part?.map((filter) => [filter.field, filter.values]),
      [['outcome', ['escalated']]],
    );
    assert.deepEqual(planned.compare, { field: 'channel', values: ['TEL', 'APP'] });
    assert.equal(planned.unknownIsAsked, undefined);
  });

  it('ranks groups by that share ("the highest rejection rate")', () => {
    const planned = plan('Which district has the highest rejection rate?');
    assert.equal(planned.measure.kind, 'share');
    assert.equal(planned.measure.part?.[0]?.values[0], 'rejected');
    assert.equal(planned.groupBy?.field, 'district');
  });

  it('keeps a population said beside it ("the duplicate rate for Riverside")', () => {
    const planned = plan('what is the duplication rate for Riverside');
    assert.equal(planned.measure.part?.[0]?.values[0], 'duplicate');
    assert.deepEqual(filters(planned), ['district=Riverside']);
  });

  it('still declines a rate no value is named by', () => {
    const planned = plan('What is the churn rate of APP users?');
    assert.equal(planned.unknownIsAsked, true);
  });
});

describe('one value against the rest', () => {
  const cases: [string, string][] = [
    ['Do Old Town requests take longer to close than the other districts?', 'Old Town'],
    ['How does Riverside compare with the rest?', 'Riverside'],
    ['Do TEL reports take longer to close than everyone else?', 'TEL'],
    ['Northgate vs all other districts: average fee', 'Northgate'],
  ];
  for (const [question, value] of cases) {
    it(`"${question}"`, () => {
      const planned = plan(question);
      assert.ok(planned.compare && 'field' in planned.compare, JSON.stringify(planned));
      assert.equal(planned.compare.rest, true);
      assert.equal(planned.compare.values[0], value);
      assert.ok(!planned.filters.some((filter) => filter.values.includes(value)));
    });
  }

  it('leaves two named values, and a count by another route, alone', () => {
    const two = plan('Do Old Town requests take longer than Riverside ones?');
    assert.ok(two.compare && 'field' in two.compare && !two.compare.rest, JSON.stringify(two));
    const from = plan('How many Old Town requests came in by phone or from other channels?');
    assert.ok(
      !(from.compare && 'field' in from.compare && from.compare.rest),
      JSON.stringify(from),
    );
  });
});

describe('the plain word for what the records are about', () => {
  it('ranks the product field within a value for "the most reported thing in …"', () => {
    const planned = plan('whats the most reported thing in parks n trees');
    assert.equal(planned.groupBy?.field, 'product');
    assert.equal(planned.rank?.direction, 'desc');
    assert.deepEqual(filters(planned), ['category=Parks and Trees']);
  });

  it('keeps a grouping the question names in full', () => {
    const planned = plan('which district reported the most things?');
    assert.equal(planned.groupBy?.field, 'district');
  });
});

describe('periods counted in a unit name no number field', () => {
  it('"the top service in the last 90 days" counts; it does not average hours', () => {
    const planned = plan('What was the top service type in the last 90 days?');
    assert.equal(planned.measure.kind, 'count');
    assert.equal(planned.groupBy?.field, 'category');
    assert.equal(planned.period?.from, '2025-04-02');
  });

  it('"the past 6 weeks" reaches a ranking by the slowest average', () => {
    const planned = plan('which district was slowest in the past 6 weeks');
    assert.equal(planned.measure.field, 'hours_to_close');
    assert.equal(planned.rank?.direction, 'desc');
    assert.equal(planned.period?.from, '2025-05-20');
  });
});

describe('countries said by their adjective', () => {
  it('"German", "Canadian" name the countries the data holds', () => {
    assert.deepEqual(filters(plan('How many requests had a German supplier?')), [
      'supplier_country=Germany',
    ]);
    assert.ok(
      filters(plan('canadian supplied requests in riverside')).includes('supplier_country=Canada'),
    );
  });

  it('"French" names nothing where the data holds no France', () => {
    const planned = plan('How many requests had a French supplier?');
    assert.deepEqual(filters(planned), []);
    assert.equal(planned.unknownIsAsked, true);
  });
});

describe('records that have a field filled', () => {
  it('"how many … have a satisfaction rating" counts the rated ones', () => {
    const planned = plan('How many requests have a satisfaction rating');
    assert.deepEqual(
      planned.filters.map((filter) => [filter.field, filter.op]),
      [['rating', 'not_null']],
    );
  });

  it('leaves a field every record fills alone', () => {
    const planned = plan('How many requests have a district');
    assert.ok(!planned.filters.some((filter) => filter.op === 'not_null'));
  });
});

describe('a value named by another form of its word', () => {
  it('"the most escalations" ranks the escalated requests', () => {
    const planned = plan('which district has the most escalations');
    assert.deepEqual(filters(planned), ['outcome=escalated']);
    assert.equal(planned.groupBy?.field, 'district');
    assert.deepEqual(planned.unknown, []);
  });

  it('"than at the other districts": a preposition may stand before the others', () => {
    const planned = plan('Is the rejection rate higher at Riverside than at the other districts?');
    assert.equal(planned.measure.part?.[0]?.values[0], 'rejected');
    assert.deepEqual(planned.compare, {
      field: 'district',
      values: ['Riverside', 'the rest'],
      rest: true,
    });
  });
});

describe('a yes/no field said as the people it marks', () => {
  const withMembers = buildVocabulary({
    ...SERVICE_REQUESTS_DICTIONARY,
    fields: [
      ...SERVICE_REQUESTS_DICTIONARY.fields,
      {
        name: 'member',
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        label: 'loyalty member',
        filled: 1200,
        distinct: 2,
        values: [
          { value: false, count: 700 },
          { value: true, count: 500 },
        ],
      },
    ],
  });
  const planOf = (question: string) =>
    refinePlan(question, withMembers, parseQuestion({ question, vocabulary: withMembers, span }));

  it('"which channel do loyalty members use most" counts the members per channel', () => {
    const planned = planOf('Which reporting channel do loyalty members use most?');
    assert.equal(planned.measure.kind, 'count');
    assert.deepEqual(
      planned.filters.map((filter) => [filter.field, filter.values, filter.negate ?? false]),
      [['member', [true], false]],
    );
  });

  it('a share of them asked stays the rate of the flag', () => {
    const planned = planOf('Which district has the highest share of loyalty members?');
    assert.notEqual(planned.measure.kind, 'count');
    assert.ok(!planned.filters.some((filter) => filter.field === 'member'));
  });
});
