import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { buildVocabulary } from './vocabulary';

/**
 * Values of any categorical field typed the way people type them: joining words said another way
 * or left out, a camel-case brand typed as one word, a word of a long name missing, typos; and
 * words that only look alike never match.
 */
const vocabulary = buildVocabulary(SERVICE_REQUESTS_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-06-30' };

function parse(question: string): QuestionPlan {
  return parseQuestion({ question, vocabulary, span });
}

function filters(plan: QuestionPlan): string[] {
  return plan.filters.map((filter) => `${filter.field}=${filter.values.join('|')}`);
}

describe('value names typed loosely', () => {
  const cases: [string, string][] = [
    ['how many water n sewer requests', 'category=Water & Sewer'],
    ['how many water and sewer requests', 'category=Water & Sewer'],
    ['how many water sewer requests', 'category=Water & Sewer'],
    ['requests about parks trees in march', 'category=Parks and Trees'],
    ['how many parks & trees requests', 'category=Parks and Trees'],
    ['how many requests for the aquaguard', 'product=AquaGuard Pro meter'],
    ['how many aquaguard meter requests', 'product=AquaGuard Pro meter'],
    ['how many reqests for aquagaurd pro meters', 'product=AquaGuard Pro meter'],
    ['how many streetlight requests in old twon', 'district=Old Town'],
    ['how many requests were escalted', 'outcome=escalated'],
  ];
  for (const [question, expected] of cases) {
    it(`"${question}" → ${expected}`, () => {
      assert.ok(filters(parse(question)).includes(expected), JSON.stringify(parse(question)));
    });
  }
});

describe('words that only look like a value do not match it', () => {
  const cases: [string, string][] = [
    // Another word of its own, one letter apart from a value's word.
    ['how many requests mention sewing', 'category=Water & Sewer'],
    ['how many requests from northampton', 'district=Northgate'],
    ['how many requests on the hillside', 'district=Hillcrest'],
    ['how many requests about a wheelchair', 'product=Wheelie bin'],
    ['how many requests about aquariums', 'product=AquaGuard Pro meter'],
    // One word of a two-word name is not the name ("water" alone could be anything watery).
    ['how many requests about water bills', 'category=Waste Collection'],
  ];
  for (const [question, absent] of cases) {
    it(`"${question}" ↛ ${absent}`, () => {
      assert.ok(!filters(parse(question)).includes(absent), JSON.stringify(parse(question)));
    });
  }

  it('forgives no missing word in a name of two words: one word is at most a partial match', () => {
    const plan = parse('how many street requests in riverside');
    const lighting = plan.filters.find((filter) => filter.values.includes('Street Lighting'));
    assert.ok(!lighting || lighting.partial, JSON.stringify(plan));
    assert.ok(filters(plan).includes('district=Riverside'), JSON.stringify(plan));
  });

  it('keeps a shop value\'s two-word name whole ("home" alone is no "Home Delivery")', () => {
    const shop = buildVocabulary(FIXTURE_DICTIONARY);
    const plan = parseQuestion({ question: 'how many home messages', vocabulary: shop, span });
    const delivery = plan.filters.find((filter) => filter.values.includes('Home Delivery'));
    assert.ok(!delivery || delivery.partial, JSON.stringify(plan));
  });
});
