import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary } from './vocabulary';

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
