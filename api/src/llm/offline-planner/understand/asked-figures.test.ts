import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callKey } from '../tool-fit';
import { readCasualWriting } from './casual-writing';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed, type ToolCall } from './execute-plan';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { buildVocabulary } from './vocabulary';

/**
 * The figure asked is the figure computed, over a city utility's service requests (a domain the
 * planner was not built on): a share compared between two periods is each period's share, a
 * share of several filters is two counts divided, and words that name the data itself ("does the
 * data hold") filter nothing.
 */
const dictionary = SERVICE_REQUESTS_DICTIONARY;
const vocabulary = buildVocabulary(dictionary);
const span = { from: '2025-01-01', to: '2025-06-30' };
const context: ExecutionContext = {
  dictionary,
  span,
  tools: new Set(['query_data']),
  accepts: () => true,
  toOfferedSchema: (call) => call,
  key: (call) => callKey(call),
};

const parse = (question: string): QuestionPlan =>
  parseQuestion({ question, vocabulary, span, tools: [] });

/** The plan run stage by stage against canned outputs, then answered. */
function answer(plan: QuestionPlan, output: (call: ToolCall) => Record<string, unknown>) {
  const done: Observed[] = [];
  for (let stage = 0; stage < 4; stage++) {
    const calls = nextCalls(context, plan, done);
    if (calls.length === 0) break;
    for (const call of calls) done.push({ call, ok: true, output: output(call) });
  }
  return { done, text: composeAnswer(context, plan, done).lines.join('\n') };
}

interface Filter {
  field: string;
  op: string;
  value: unknown;
}
const filtersOf = (call: ToolCall) => (call.input['filters'] ?? []) as Filter[];

describe('a share compared between two periods', () => {
  it("states each period's share of the part, not the periods' counts", () => {
    const plan = parse(
      'Was the share of escalated requests higher in January 2025 than in February 2025?',
    );
    assert.ok(plan.compare && 'periods' in plan.compare, 'two periods compared');
    assert.equal(plan.measure.kind, 'share');
    // January: 30 of 120 escalated (25%); February: 45 of 100 (45%).
    const { text } = answer(plan, (call) => {
      const january = filtersOf(call).some((filter) => filter.value === '2025-01-01');
      const [escalated, total] = january ? [30, 120] : [45, 100];
      return {
        matched: total,
        rows: [
          { outcome: 'fixed', count: total - escalated, share: 1 - escalated / total },
          { outcome: 'escalated', count: escalated, share: escalated / total },
        ],
      };
    });
    assert.match(text, /25\.0%/);
    assert.match(text, /45\.0%/);
    assert.match(text, /went up from 25\.0% in January 2025 to 45\.0% in February 2025/);
    assert.doesNotMatch(text, /\b120\b.*\b100\b \(/);
  });
});

describe('a share whose part is several filters', () => {
  it('divides the records with every part by the records of the base', () => {
    const plan: QuestionPlan = {
      ...parse('How many requests?'),
      measure: {
        kind: 'share',
        label: 'share',
        part: [
          { entity: 'communications', field: 'district', values: ['Northgate'], said: 'northgate' },
          { entity: 'communications', field: 'urgent', values: [true], said: 'urgent' },
        ],
      },
    };
    const { done, text } = answer(plan, (call) => ({
      matched: filtersOf(call).length === 0 ? 1200 : 96,
    }));
    assert.equal(done.length, 2, 'the base and the part counted');
    assert.match(text, /8\.0% of the 1200 \w+ have district Northgate and urgent true/);
    assert.match(text, /\(96 of 1200\)/);
  });
});

describe('words that name the data itself', () => {
  it('are dropped before reading: "does the data hold", "the dataset contains"', () => {
    assert.equal(
      readCasualWriting('How many requests does the data hold overall?', vocabulary),
      'How many requests overall?',
    );
    for (const question of [
      'How many requests does the data hold overall?',
      'How many requests does this dataset contain in total?',
      'How many requests do we have altogether?',
      'What is the total number of requests overall?',
    ]) {
      const plan = parse(question);
      assert.equal(plan.measure.kind, 'count', question);
      assert.deepEqual(plan.filters, [], question);
      assert.deepEqual(plan.unknown, [], question);
      assert.equal(plan.topic, undefined, question);
    }
  });

  it('keeps the filter a question names beside them', () => {
    const plan = parse('How many Riverside requests does the database hold altogether?');
    assert.deepEqual(
      plan.filters.map((filter) => filter.values[0]),
      ['Riverside'],
    );
  });
});

describe('the day a filtered series stood out, said as an idiom', () => {
  const cases: [string, 'asc' | 'desc'][] = [
    ['Which day did Riverside requests go through the roof?', 'desc'],
    ['On which day did the Riverside requests seem to fall over?', 'desc'],
    ['When did Riverside requests blow up?', 'desc'],
    ['Which day did Riverside requests go quiet?', 'asc'],
  ];
  for (const [question, direction] of cases) {
    it(`reads "${question}" as the ${direction === 'desc' ? 'peak' : 'lowest'} day of Riverside requests`, () => {
      const plan = parse(question);
      assert.equal(plan.groupBy?.field, 'day');
      assert.equal(plan.rank?.direction, direction);
      assert.equal(plan.measure.kind, 'count');
      assert.equal(plan.period, undefined, '"fall" is no season here');
      assert.deepEqual(
        plan.filters.map((filter) => filter.values[0]),
        ['Riverside'],
      );
      assert.deepEqual(plan.unknown, []);
      const [call] = nextCalls(context, plan, []);
      assert.deepEqual(call?.input['groupBy'], ['day']);
      assert.ok(filtersOf(call!).some((filter) => filter.value === 'Riverside'));
    });
  }
});

describe("a follow-up keeps the previous turn's filters and period", () => {
  const earlier = 'How many urgent Riverside requests were there in March 2025?';
  const follow = (question: string) =>
    parseQuestion({ question, previous: earlier, vocabulary, span, tools: [] });
  const values = (plan: QuestionPlan) =>
    plan.filters.map((filter) => `${filter.field}=${filter.values.join('|')}`).sort();

  it('"same but for …", "do the same for …", "ditto for …" swap one value and keep the rest', () => {
    for (const question of [
      'same but for Northgate',
      'Do the same for Northgate',
      'ditto for Northgate',
      'Same thing, but for Northgate',
    ]) {
      const plan = follow(question);
      assert.deepEqual(values(plan), ['district=Northgate', 'urgent=true'], question);
      assert.equal(plan.period?.label, 'March 2025', question);
      assert.deepEqual(plan.unknown, [], question);
    }
  });

  it('a new period said with "alone" keeps the filters and takes the new period', () => {
    const plan = follow('And in April 2025 alone?');
    assert.deepEqual(values(plan), ['district=Riverside', 'urgent=true']);
    assert.equal(plan.period?.label, 'April 2025');
    assert.deepEqual(plan.unknown, []);
  });
});

describe('a follow-up of a follow-up, and a breakdown asked again for a new scope', () => {
  const ask = (question: string, ...earlier: string[]) =>
    parseQuestion({
      question,
      previous: earlier.at(-1)!,
      before: earlier.slice(0, -1),
      vocabulary,
      span,
      tools: [],
    });
  const values = (plan: QuestionPlan) =>
    plan.filters.map((filter) => `${filter.field}=${filter.values.join('|')}`).sort();

  it('"of those, how many …" after "how does that compare with …" keeps the first turn\'s filters', () => {
    const plan = ask(
      'Of those, how many were escalated?',
      'How many urgent Riverside requests were there in March 2025?',
      'How does that compare with April 2025?',
    );
    assert.deepEqual(values(plan), ['district=Riverside', 'outcome=escalated', 'urgent=true']);
    assert.equal(plan.measure.kind, 'count');
  });

  it('"same for <period>" after "<records> by <field>?" is the same breakdown in that period', () => {
    const plan = ask('same for April 2025', 'requests by district?');
    assert.equal(plan.groupBy?.field, 'district');
    assert.equal(plan.period?.label, 'April 2025');
  });
});

describe('casual writing on imported data', () => {
  it('writes out abbreviations, txt-speak and a cut of the records\' own noun ("reqs")', () => {
    assert.equal(
      readCasualWriting('wat pct of reqs r urgent', vocabulary),
      'what percentage of requests are urgent',
    );
    assert.equal(
      readCasualWriting('and what % of requests does that represent?', vocabulary),
      'and what % of requests is that?',
    );
    assert.equal(
      readCasualWriting('# of requests per district', vocabulary),
      'number of requests per district',
    );
  });

  it('reads abbreviated measures, fields and a question without its question word', () => {
    const cases: [string, (plan: QuestionPlan) => void][] = [
      [
        'avg hrs to close for urgent reqs?',
        (plan) => {
          assert.equal(plan.measure.kind, 'average');
          assert.equal(plan.measure.field, 'hours_to_close');
        },
      ],
      [
        'requests by district?',
        (plan) => {
          assert.equal(plan.groupBy?.field, 'district');
          assert.equal(plan.measure.kind, 'count');
        },
      ],
      [
        'requests by distrcit?',
        (plan) => assert.equal(plan.groupBy?.field, 'district', 'a misspelt field name'),
      ],
      [
        'wat pct of requests r urgent',
        (plan) => assert.ok(plan.measure.kind === 'rate' && plan.measure.field === 'urgent'),
      ],
    ];
    for (const [question, check] of cases) {
      const plan = parse(question);
      check(plan);
      assert.deepEqual(plan.unknown, [], question);
    }
  });
});
