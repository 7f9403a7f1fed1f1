import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary, type Vocabulary } from './vocabulary';

/**
 * Constructs of the planner's next round, read over a shop's dictionary (not the demo's): a limit
 * kept ("within SLA") as the opposite of the flag for missing it, a yes/no flag and its opposite
 * as two groups, a before/after comparison around a dated event, an event without a date.
 */
const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };

function parse(question: string): QuestionPlan {
  return parseQuestion({ question, vocabulary, span, tools: [] });
}

function filters(plan: QuestionPlan): string[] {
  return plan.filters.map(
    (filter) => `${filter.field}${filter.negate ? '!=' : '='}${filter.values.join('|')}`,
  );
}

describe('a limit kept is the flag for missing it, negated', () => {
  const cases: [string, string[]][] = [
    ['How many cases were within SLA?', ['slaBreached=false']],
    ['How many refund cases met the SLA?', ['type=refund', 'slaBreached=false']],
    ['How many cases breached SLA?', ['slaBreached=true']],
  ];
  for (const [question, expected] of cases) {
    it(`reads "${question}"`, () => {
      const plan = parse(question);
      assert.equal(plan.entity, 'cases');
      assert.deepEqual(filters(plan).sort(), [...expected].sort());
      assert.equal(plan.measure.kind, 'count');
      assert.deepEqual(plan.unknown, []);
    });
  }

  it('asks the share of the kept side, not of the breaches', () => {
    const plan = parse('What share of cases were within SLA?');
    assert.equal(plan.measure.kind, 'share');
    assert.deepEqual(
      plan.measure.part?.map((filter) => [filter.field, filter.values]),
      [['slaBreached', [false]]],
    );
  });
});

describe('the measured part and its base in a rate "for" a group', () => {
  for (const question of [
    'What is the negative message rate for email?',
    'What is the share of negative messages for email?',
  ]) {
    it(`measures the part before "for" over the base after it: "${question}"`, () => {
      const plan = parse(question);
      assert.equal(plan.measure.kind, 'share');
      assert.deepEqual(filters(plan), ['channel=email']);
      assert.deepEqual(
        plan.measure.part?.map((filter) => `${filter.field}=${filter.values.join('|')}`),
        ['sentimentLabel=negative'],
      );
    });
  }
});

describe('a figure named by a value is not a count of its records', () => {
  // The shop's topics with one named for a figure, as a real export might hold.
  const withRates: Vocabulary = buildVocabulary({
    ...FIXTURE_DICTIONARY,
    fields: FIXTURE_DICTIONARY.fields.map((field) =>
      field.name === 'topic'
        ? { ...field, values: [...(field.values ?? []), { value: 'Delivery Rates', count: 40 }] }
        : field,
    ),
  });
  const read = (question: string) =>
    parseQuestion({ question, vocabulary: withRates, span, tools: [] });

  it('marks "what is the delivery rate for gift cards" as asking the figure itself', () => {
    const plan = read('What is the delivery rate for gift cards?');
    assert.equal(plan.figureOf?.field, 'topic');
    assert.deepEqual(plan.figureOf?.values, ['Delivery Rates']);
  });

  it('still counts the records when a count is asked of that value', () => {
    for (const question of [
      'How many messages about delivery rates?',
      'What is the number of complaints about delivery rates?',
    ]) {
      const plan = read(question);
      assert.equal(plan.figureOf, undefined, question);
      assert.equal(plan.measure.kind, 'count', question);
    }
  });
});

describe('a change around one dated event: the span before against the span after', () => {
  it('reads "jump after <day>" as the two weeks before against the two weeks after', () => {
    const plan = parse('How much did late delivery complaints jump after 10 March?');
    assert.deepEqual(
      plan.compare && 'periods' in plan.compare
        ? plan.compare.periods.map((period) => [period.from, period.to])
        : undefined,
      [
        ['2025-02-24', '2025-03-09'],
        ['2025-03-11', '2025-03-24'],
      ],
    );
    assert.deepEqual(filters(plan).sort(), ['intent=complaint', 'topic=Late Delivery']);
    assert.deepEqual(plan.unknown, []);
  });

  it('drops the event’s own name and keeps whose mood is asked', () => {
    const plan = parse('Did the late delivery surge on 3 June make gift card customers happier?');
    assert.equal(plan.measure.kind, 'average');
    assert.deepEqual(filters(plan), ['product=Gift Card']);
    assert.deepEqual(
      plan.compare && 'periods' in plan.compare
        ? plan.compare.periods.map((period) => period.from)
        : undefined,
      ['2025-05-20', '2025-06-03'],
    );
  });

  it('reads a change word inside the event’s name as no change asked ("since the rate rise on …")', () => {
    const plan = parse(
      'What has the average sentiment of gift card messages been since the price rise on 3 June?',
    );
    assert.equal(plan.compare, undefined);
    assert.equal(plan.period?.from, '2025-06-03');
  });

  it('makes both spans as long as the data allows when the event is near its start', () => {
    const plan = parse('How did complaints change after 5 January?');
    assert.deepEqual(
      plan.compare && 'periods' in plan.compare
        ? plan.compare.periods.map((period) => [period.from, period.to, period.label])
        : undefined,
      [
        ['2025-01-01', '2025-01-04', 'the 4 days before 2025-01-05'],
        ['2025-01-06', '2025-01-09', 'the 4 days from 2025-01-06'],
      ],
    );
  });

  it('leaves a plain period without a change word as that period', () => {
    const plan = parse('How many complaints after 10 March?');
    assert.equal(plan.compare, undefined);
    assert.equal(plan.period?.from, '2025-03-11');
  });
});

describe('an event named without its date', () => {
  it('asks for the date of "the 4.1 release" instead of measuring another span', () => {
    const plan = parse('How much did late delivery complaints jump after the 4.1 release?');
    assert.equal(plan.undatedEvent, 'the 4.1 release');
    assert.equal(plan.compare, undefined);
  });

  it('is no event when the words after "after" are the data’s own', () => {
    assert.equal(
      parse('How did sentiment change after the gift card complaints?').undatedEvent,
      undefined,
    );
    assert.equal(parse('How many complaints after the release?').undatedEvent, undefined);
  });
});

describe('a yes/no field and its opposite as two groups', () => {
  it('compares the breached and the unbreached side of a flag', () => {
    const plan = parse('How many breached vs unbreached cases were there?');
    assert.equal(plan.entity, 'cases');
    assert.deepEqual(plan.compare, {
      field: 'slaBreached',
      values: ['true', 'false'],
      labels: ['breached', 'unbreached'],
    });
    assert.deepEqual(plan.unknown, []);
  });

  it('is no comparison when only one side is said', () => {
    assert.equal(parse('How many cases were breached?').compare, undefined);
    assert.equal(parse('How many cases were not breached?').compare, undefined);
  });
});
