import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FIXTURE_DICTIONARY, categoryFields } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * Words of general English and of the data's own name, in phrasings of our own over a removals
 * firm's moving jobs (with a load weight and an intake channel added), none from an evaluation
 * set: set phrases of time and of return ("the previous calendar month", "sent back to their
 * owners") decline nothing, the data's own name ("moving jobs") is no filter on a value sharing
 * one of its words ("Moving Desk"), and a superlative of a dimension ("heaviest", "lightest") is
 * the maximum or minimum of the number field that measures it.
 */
const category = categoryFields(3000, 900, 120);
const MOVES: DataDictionary = {
  ...REMOVALS_DICTIONARY,
  fields: [
    ...REMOVALS_DICTIONARY.fields,
    category('intake', ['Moving Desk', 'Phone', 'Web form'], { label: 'booked via' }),
    {
      name: 'load_kg',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'load weight (kg)',
      synonyms: ['load', 'weight'],
      filled: 3000,
      distinct: 500,
    },
  ],
};

function plan(question: string) {
  return planOfTurns(MOVES, [question]);
}

describe('record words: set phrases, the data name, dimension superlatives', () => {
  it('the previous calendar month is last month, and declines nothing', () => {
    const read = plan('How many Damaged jobs did we have in the previous calendar month?');
    assert.equal(Boolean(read.unknownIsAsked), false, JSON.stringify(read.unknown));
    assert.equal(read.period?.label, 'last month');
    assert.deepEqual(
      read.filters.map((filter) => filter.values),
      [['Damaged']],
    );
  });
  it('the last calendar year is the whole calendar year', () => {
    const read = plan('How many jobs were Delayed in the last calendar year?');
    assert.equal(Boolean(read.unknownIsAsked), false, JSON.stringify(read.unknown));
    assert.match(read.period?.label ?? '', /^last year/);
  });
  it('sent back to their owners declines nothing', () => {
    const read = plan('How many jobs out of Leeds were sent back to their owners?');
    assert.equal(Boolean(read.unknownIsAsked), false, JSON.stringify(read.unknown));
    assert.deepEqual(
      read.filters.map((filter) => filter.values),
      [['Leeds']],
    );
  });
  it("the data's own name is no value filter", () => {
    const read = plan('How many moving jobs are on file?');
    assert.deepEqual(read.filters, []);
    assert.equal(read.measure.kind, 'count');
  });
  it('the value said in full still filters', () => {
    const read = plan('How many jobs came in through the Moving Desk?');
    assert.deepEqual(
      read.filters.map((filter) => filter.values),
      [['Moving Desk']],
    );
  });
  it('the heaviest traffic is the most jobs, not the heaviest load', () => {
    for (const question of [
      'Which intake channel saw the heaviest traffic in May?',
      'Which intake channel had the heaviest traffic last month?',
    ]) {
      const read = plan(question);
      assert.notEqual(read.measure.field, 'load_kg', question);
      assert.notEqual(read.measure.kind, 'max', question);
      assert.equal(read.rank?.direction, 'desc', question);
    }
  });

  it('the heaviest load is the maximum load weight', () => {
    for (const question of [
      'What was the heaviest load on record?',
      'The heaviest load weight, in kg?',
    ]) {
      const read = plan(question);
      assert.equal(read.measure.kind, 'max', question);
      assert.equal(read.measure.field, 'load_kg', question);
      assert.deepEqual(read.unknown, [], question);
    }
  });
  it('the lightest load out of Bristol is the minimum there', () => {
    const read = plan('What was the lightest load out of Bristol?');
    assert.equal(read.measure.kind, 'min');
    assert.equal(read.measure.field, 'load_kg');
  });
  it('a dimension no number field measures is left as said', () => {
    const read = planOfTurns(REMOVALS_DICTIONARY, ['What was the heaviest job?']);
    assert.notEqual(read.measure.kind, 'max');
  });
});

describe('sentiment: counts and shares of a sign, not its average', () => {
  const ride = (question: string) => planOfTurns(RIDE_SUPPORT_DICTIONARY, [question]);
  it('the week with the most negative messages counts them', () => {
    for (const question of [
      'Which week had the most negative messages?',
      'Which month saw the most positive messages from Porto?',
    ]) {
      const read = ride(question);
      assert.equal(read.measure.kind, 'count', question);
      assert.equal(read.rank?.direction, 'desc', question);
      assert.ok(read.groupBy?.time, question);
      assert.ok(
        read.filters.some((filter) => filter.field === 'sentimentLabel'),
        question,
      );
    }
  });
  it('the most negative week is still the lowest average sentiment', () => {
    const read = ride('Which week was the most negative?');
    assert.equal(read.measure.kind, 'average');
    assert.equal(read.rank?.direction, 'asc');
  });
  it('the share of messages with a neutral sentiment is a share of the label', () => {
    const read = ride('What percentage of messages carry a neutral sentiment?');
    assert.equal(read.measure.kind, 'share');
    assert.deepEqual(
      read.measure.part?.map((filter) => filter.values),
      [['neutral']],
    );
  });
});

describe('customers who sent the records counted are not what is counted', () => {
  const shop = (question: string) => planOfTurns(FIXTURE_DICTIONARY, [question]);
  it('how many questions did customers send counts the questions', () => {
    for (const question of [
      'How many questions did customers send in by email?',
      'All told, how many questions have our customers sent us?',
    ]) {
      const read = shop(question);
      assert.equal(read.entity, 'communications', question);
      assert.equal(Boolean(read.unknownIsAsked), false, question);
      assert.ok(
        read.filters.some((filter) => filter.values.includes('question')),
        question,
      );
    }
  });
  it('how many customers are there still counts customers', () => {
    assert.equal(shop('How many customers are there?').entity, 'customers');
  });
});

describe('a value said before its own field name', () => {
  const PHASES: DataDictionary = {
    ...REMOVALS_DICTIONARY,
    fields: [
      ...REMOVALS_DICTIONARY.fields,
      category('phase', ['Quote', 'Packing', 'Transit'], { label: 'phase' }),
      category('packing', ['Full', 'Fragile only'], { label: 'packing' }),
    ],
  };
  it('the Packing phase is the phase, though packing names a field too', () => {
    const read = planOfTurns(PHASES, ['How many jobs are currently at the Packing phase?']);
    assert.equal(Boolean(read.unknownIsAsked), false, JSON.stringify(read.unknown));
    assert.deepEqual(
      read.filters.map((filter) => `${filter.field}=${filter.values.join('|')}`),
      ['phase=Packing'],
    );
  });
});
