import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseQuestion } from './parse-question';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { secondAskPlan, splitAsks } from './split-asks';
import { buildVocabulary } from './vocabulary';

/**
 * Two asks in one question over a city utility's service requests (a domain the planner was
 * not built on): every ask's figure is computed, including a share of the first ask's figure.
 */
const vocabulary = buildVocabulary(SERVICE_REQUESTS_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-06-30' };
const input = (question: string) => ({ question, vocabulary, span, tools: [] });

const said = (filters: readonly PlanFilter[] | undefined) =>
  (filters ?? []).map((filter) => `${filter.field}=${filter.values.join('|')}`).sort();

/** Both asks' plans, the second read with the first as `asksOf` reads them. */
function asks(question: string): [QuestionPlan, QuestionPlan] {
  const parts = splitAsks(question);
  assert.equal(parts.length, 2, `two asks in "${question}": ${JSON.stringify(parts)}`);
  const first = parseQuestion(input(parts[0]!));
  return [first, secondAskPlan(input(parts[1]!), first, parts[0])];
}

describe('a second ask that is a share of the first ask\'s figure ("what percentage of … is that")', () => {
  it("of all records: the first ask's records are the part, every record the base", () => {
    const [first, second] = asks(
      'How many urgent requests were there in Northgate, and what percentage of all requests is that?',
    );
    assert.equal(first.measure.kind, 'count');
    assert.equal(second.measure.kind, 'share');
    assert.deepEqual(said(second.measure.part), ['district=Northgate', 'urgent=true']);
    assert.deepEqual(said(second.filters), []);
  });

  it('of the records the second ask names: those are the base, the rest of the first the part', () => {
    const [, second] = asks(
      'How many Northgate requests were escalated, and what share of Northgate requests does that represent?',
    );
    assert.deepEqual(said(second.measure.part), ['outcome=escalated']);
    assert.deepEqual(said(second.filters), ['district=Northgate']);
  });

  it('"what % of … is that" and "what proportion of … was that" read the same way', () => {
    for (const question of [
      'How many duplicate requests came by APP, and what % of APP requests is that?',
      'How many duplicate requests came by APP? And what proportion of APP requests was that?',
    ]) {
      const [, second] = asks(question);
      assert.deepEqual(said(second.measure.part), ['outcome=duplicate'], question);
      assert.deepEqual(said(second.filters), ['channel=APP'], question);
    }
  });

  it('"what share of them …" keeps the first ask\'s records as the base', () => {
    const [, second] = asks(
      'How many Riverside requests were there, and what share of them were escalated?',
    );
    assert.deepEqual(said(second.filters), ['district=Riverside']);
    assert.deepEqual(said(second.measure.part), ['outcome=escalated']);
  });
});

describe('a second ask that names its measure after a few words ("what is the <x> rate")', () => {
  it("splits, and does not carry the first ask's filter on the field the rate measures", () => {
    assert.deepEqual(
      splitAsks('How many Old Town requests were urgent, and what is the overall urgent rate?'),
      ['How many Old Town requests were urgent', 'what is the overall urgent rate?'],
    );
    const [first, second] = asks(
      'How many Old Town requests were urgent, and what is the urgent rate?',
    );
    assert.deepEqual(said(first.filters), ['district=Old Town', 'urgent=true']);
    assert.equal(second.measure.kind, 'rate');
    assert.equal(second.measure.field, 'urgent');
    assert.deepEqual(said(second.filters), ['district=Old Town']);
  });
});
