import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import { expandShorthand } from './shorthand';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary, normaliseWord, wordCloseness } from './vocabulary';

/**
 * Imported number and yes/no fields asked about in everyday words, over the fixture shop's
 * dictionary (resolutionDays is a number, slaBreached a yes/no field).
 */
const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };

function parse(question: string): QuestionPlan {
  return parseQuestion({ question, vocabulary, span });
}

describe('a number field asked for in total', () => {
  for (const question of [
    'How many resolution days did the cases take in total?',
    'How many resolution days did cases take altogether?',
    'How many resolution days were spent in all?',
  ]) {
    it(`sums it: "${question}"`, () => {
      const measure = parse(question).measure;
      assert.equal(measure.kind, 'sum');
      assert.equal(measure.field, 'resolutionDays');
    });
  }

  it('still averages it when the average is asked', () => {
    const measure = parse('What is the average resolution days in total?').measure;
    assert.equal(measure.kind, 'average');
  });

  it('still counts records when records are counted in total', () => {
    assert.equal(parse('How many cases are there in total?').measure.kind, 'count');
  });
});

describe('chat shorthand for everyday words', () => {
  it('expands "convos", "msgs", "neg" and "crd" to the words they stand for', () => {
    assert.equal(
      expandShorthand('how many neg convos and msgs about my crd', new Set()),
      'how many negative conversations and messages about my card',
    );
  });

  it('leaves shorthand in capitals and shorthand the data itself uses', () => {
    assert.equal(expandShorthand('sales at the POS', new Set()), 'sales at the POS');
    assert.equal(expandShorthand('how many neg cases', new Set(['neg'])), 'how many neg cases');
  });

  it('reads a question in shorthand as understood', () => {
    const plan = parse('how many neg msgs came by phone');
    assert.deepEqual(plan.unknown, []);
    assert.deepEqual(parse('how many negative messages came by phone').filters, plan.filters);
  });
});

describe('a dropped vowel in a longer word', () => {
  it('matches the value it was written for ("phishng", "shippng", "wrapping")', () => {
    assert.ok(wordCloseness(normaliseWord('phishng'), normaliseWord('phishing')) > 0);
    assert.ok(wordCloseness(normaliseWord('wrappng'), normaliseWord('wrapping')) > 0);
  });

  it('does not match a short word, another word, or two letters missing', () => {
    assert.equal(wordCloseness(normaliseWord('fshng'), normaliseWord('fishing')), 0);
    assert.equal(wordCloseness(normaliseWord('string'), normaliseWord('staring')), 0);
    assert.equal(wordCloseness(normaliseWord('phshng'), normaliseWord('phishing')), 0);
  });
});

describe('one word of a longer value', () => {
  function values(question: string): string[] {
    return parse(question).filters.flatMap((filter) => filter.values.map(String));
  }

  it('names the value when said alone ("about the gift")', () => {
    assert.deepEqual(values('how many messages about the gift'), ['Gift Card']);
  });

  it('is no match when the next word said is another word ("gift voucher")', () => {
    assert.deepEqual(values('how many messages about a gift voucher'), []);
    assert.deepEqual(values('how many messages about a loyalty scheme'), []);
  });
});

describe('a yes/no field asked in everyday words', () => {
  const withReturn = structuredClone(FIXTURE_DICTIONARY);
  withReturn.fields.push({
    name: 'would_return',
    entity: 'communications',
    role: 'custom',
    type: 'boolean',
    label: 'would return',
    filled: 100,
    distinct: 2,
  });
  withReturn.fields.push({
    name: 'shopper_type',
    entity: 'communications',
    role: 'custom',
    type: 'category',
    label: 'shopper type',
    filled: 100,
    distinct: 2,
    values: [
      { value: 'solo', count: 50 },
      { value: 'family', count: 50 },
    ],
  });
  const returning = buildVocabulary(withReturn);

  for (const question of [
    'What share of customers said they would come back?',
    'What share of the customers would come back?',
  ]) {
    it(`is the share of its true rows: "${question}"`, () => {
      const plan = parseQuestion({ question, vocabulary: returning, span });
      assert.equal(plan.measure.kind, 'rate');
      assert.equal(plan.measure.field, 'would_return');
      assert.deepEqual(plan.unknown, []);
    });
  }

  it('is one share over all the records, not split by a field whose name starts the same', () => {
    const question = 'What share of shoppers said they would come back?';
    const plan = parseQuestion({ question, vocabulary: returning, span });
    assert.equal(plan.measure.field, 'would_return');
    assert.equal(plan.groupBy, undefined);
    const split = 'What share of shoppers would return, by shopper type?';
    assert.equal(
      parseQuestion({ question: split, vocabulary: returning, span }).groupBy?.field,
      'shopper_type',
    );
  });

  it('leaves "come back" alone in a data set without such a field', () => {
    assert.notEqual(parse('What share of customers would come back?').measure.kind, 'rate');
  });
});

describe('an average of something that is only a value of the records', () => {
  it('declines "the average parcel refund", naming it, rather than counting refunds', () => {
    const plan = parse('What is the average parcel refund at Riverside?');
    assert.equal(plan.unknownIsAsked, true);
    assert.deepEqual(plan.unknown.slice(0, 1), ['parcel refund']);
  });

  it('still averages a number field and still counts a value', () => {
    assert.equal(parse('average resolution days for refunds').measure.kind, 'average');
    const counted = parse('How many refunds at Riverside?');
    assert.equal(counted.measure.kind, 'count');
    assert.notEqual(counted.unknownIsAsked, true);
  });
});
