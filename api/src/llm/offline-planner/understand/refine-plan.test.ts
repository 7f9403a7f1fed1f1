import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { namedNumberFields, refinePlan, stemOf } from './refine-plan';
import { buildVocabulary } from './vocabulary';

/**
 * The plan checks of refine-plan.ts, one construct per case, on hand-made plans over the fixture
 * dictionary with one number field of a small scale added (a 1–5 `rating`), as an import maps it.
 */
const DICTIONARY: DataDictionary = {
  ...FIXTURE_DICTIONARY,
  fields: [
    ...FIXTURE_DICTIONARY.fields,
    {
      name: 'rating',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'star rating',
      synonyms: ['stars'],
      filled: 1000,
      distinct: 5,
      min: 1,
      max: 5,
    },
  ],
};
const vocabulary = buildVocabulary(DICTIONARY);

const filter = (field: string, value: string, said = value): PlanFilter => ({
  entity: 'communications',
  field,
  values: [value],
  said,
});

function plan(extra: Partial<QuestionPlan> = {}): QuestionPlan {
  return {
    entity: 'communications',
    measure: { kind: 'count', label: 'count' },
    filters: [],
    unknown: [],
    ...extra,
  };
}

describe('refinePlan', () => {
  it('stems the forms of one word alike', () => {
    assert.equal(stemOf('stays'), stemOf('stayed'));
    assert.equal(stemOf('rated'), stemOf('rating'));
    assert.notEqual(stemOf('nights'), stemOf('night-time'));
  });

  it('names a number field by a form of its label or synonym, never by a plain head', () => {
    const named = (question: string) =>
      namedNumberFields(question, DICTIONARY, 'communications').map((field) => field.name);
    assert.deepEqual(named('are gold customers rated higher'), ['rating']);
    assert.deepEqual(named('five stars'), ['rating']);
    assert.deepEqual(named('what is the rate of complaints'), []);
  });

  it('ranks groups on the average of the number field the question names', () => {
    const refined = refinePlan(
      'Which store has the best rating?',
      vocabulary,
      plan({
        groupBy: { field: 'store', label: 'store' },
        rank: { direction: 'asc', limit: 1 },
      }),
    );
    assert.deepEqual(
      [refined.measure.kind, refined.measure.field, refined.rank?.direction],
      ['average', 'rating', 'desc'],
    );
  });

  it('reads "five-star" as one value of the number field, and counts', () => {
    const refined = refinePlan(
      'Which store had the most five-star messages?',
      vocabulary,
      plan({
        measure: { kind: 'average', field: 'rating', label: 'average star rating' },
        groupBy: { field: 'store', label: 'store' },
        rank: { direction: 'desc', limit: 1 },
      }),
    );
    assert.equal(refined.measure.kind, 'count');
    assert.deepEqual(
      refined.filters.map((item) => [item.field, item.values[0], item.op]),
      [['rating', 5, undefined]],
    );
  });

  it('reads a bound ("3 stars or less") as a filter with its operator', () => {
    const refined = refinePlan('How many messages gave 3 stars or less?', vocabulary, plan());
    assert.deepEqual(
      refined.filters.map((item) => [item.field, item.values[0], item.op]),
      [['rating', 3, 'lte']],
    );
  });

  it('gives a share without a part its last-said filter as the part', () => {
    const refined = refinePlan(
      'What proportion of complaints are about Late Delivery?',
      vocabulary,
      plan({
        measure: { kind: 'share', label: 'share' },
        filters: [
          filter('topic', 'Late Delivery', 'late delivery'),
          filter('intent', 'complaint', 'complaints'),
        ],
      }),
    );
    assert.deepEqual(
      refined.measure.part?.map((item) => item.field),
      ['topic'],
    );
    assert.deepEqual(
      refined.filters.map((item) => item.field),
      ['intent'],
    );
  });

  it('swaps a share whose population was read as its part', () => {
    const refined = refinePlan(
      'What share of complaints come from Northgate?',
      vocabulary,
      plan({
        measure: {
          kind: 'share',
          label: 'share',
          part: [filter('intent', 'complaint', 'complaints')],
        },
        filters: [filter('store', 'Northgate')],
      }),
    );
    assert.deepEqual(
      refined.measure.part?.map((item) => item.field),
      ['store'],
    );
    assert.deepEqual(
      refined.filters.map((item) => item.field),
      ['intent'],
    );
  });

  it('groups by the time grain asked when the grouped field is held to one value', () => {
    const refined = refinePlan(
      'Which day had the most complaints about Late Delivery?',
      vocabulary,
      plan({
        filters: [filter('topic', 'Late Delivery', 'late delivery')],
        groupBy: { field: 'topic', label: 'topic' },
        rank: { direction: 'desc', limit: 1 },
      }),
    );
    assert.deepEqual(refined.groupBy, { field: 'day', label: 'day', time: true });
  });

  it('ranks groups on a flag named for missing a limit by its rate', () => {
    const refined = refinePlan(
      'Which priority breaches its SLA most often?',
      vocabulary,
      plan({
        entity: 'cases',
        groupBy: { field: 'priority', label: 'priority' },
        rank: { direction: 'desc', limit: 1 },
      }),
    );
    assert.deepEqual([refined.measure.kind, refined.measure.field], ['rate', 'slaBreached']);
  });

  for (const [question, unknown] of [
    ['How old are the customers who wrote to Northgate?', 'age'],
    ['How much compensation did Northgate pay?', 'compensation'],
  ] as const) {
    it(`declines a measure no field holds: "${question}"`, () => {
      const refined = refinePlan(
        question,
        vocabulary,
        plan({ filters: [filter('store', 'Northgate')] }),
      );
      assert.equal(refined.unknownIsAsked, true);
      assert.equal(refined.unknown[0], unknown);
    });
  }

  it('declines when an unknown word narrows the records measured ("the premium calls")', () => {
    const refined = refinePlan(
      'How many of the premium calls were complaints?',
      vocabulary,
      plan({ filters: [filter('channel', 'phone', 'calls')], unknown: ['premium'] }),
    );
    assert.equal(refined.unknownIsAsked, true);
  });
});
