import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callKey } from '../tool-fit';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed, type ToolCall } from './execute-plan';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import { buildVocabulary } from './vocabulary';

/**
 * The constructs of unseen-forms.test.ts executed against canned query_data results: both sides
 * of a comparison and the gap between them, the total of several values with each value under
 * it, a typical value as a median. The canned figures are made up; the answer must carry them.
 */
const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };
const context: ExecutionContext = {
  dictionary: FIXTURE_DICTIONARY,
  span,
  tools: new Set(['query_data', 'search_communications']),
  accepts: () => true,
  toOfferedSchema: (call) => call,
  key: (call) => callKey(call),
};

type Rows = Record<string, unknown>[];

/** Asks the question, answering each query_data call with `rowsFor`; returns calls and text. */
function ask(question: string, rowsFor: (call: ToolCall) => Rows) {
  const plan = parseQuestion({ question, vocabulary, span });
  const done: Observed[] = [];
  for (let stage = 0; stage < 4; stage++) {
    const calls = nextCalls(context, plan, done);
    if (calls.length === 0) break;
    for (const call of calls) {
      const rows = rowsFor(call);
      const matched = rows.reduce((sum, row) => sum + Number(row['count'] ?? 0), 0);
      done.push({ call, ok: true, output: { rows, matched } });
    }
  }
  const answer = composeAnswer(context, plan, done);
  return { calls: done.map((item) => item.call), text: answer.lines.join('\n'), answer };
}

const grouped = (call: ToolCall) => (call.input['groupBy'] as string[] | undefined)?.[0];

describe('executing what unseen questions ask', () => {
  it('leads with the total of "phone or email", then each value', () => {
    const { calls, text } = ask('How many complaints came by phone or email?', (call) =>
      grouped(call) === 'channel'
        ? [
            { channel: 'phone', count: 18 },
            { channel: 'email', count: 12 },
          ]
        : [{ count: 30 }],
    );
    assert.equal(calls.length, 2);
    assert.deepEqual((calls[0]!.input['filters'] as unknown[])[1], {
      field: 'channel',
      op: 'in',
      value: ['phone', 'email'],
    });
    assert.match(text.split('\n')[0]!, /\*\*30\*\*/);
    assert.match(text, /phone: 18/);
    assert.match(text, /email: 12/);
  });

  it('computes both sides of a rate comparison and states the gap', () => {
    const { calls, text } = ask(
      'How does the breach rate of refund cases compare with fraud cases?',
      () => [
        { type: 'refund', count: 40, avgSlaBreached: 0.25 },
        { type: 'fraud', count: 20, avgSlaBreached: 0.1 },
      ],
    );
    assert.equal(grouped(calls[0]!), 'type');
    assert.match(text, /refund: 25\.0%/);
    assert.match(text, /fraud: 10\.0%/);
    assert.match(text, /refund is higher than fraud by 15\.0% points/);
  });

  it('says which group is happier, by how much, for "happier than"', () => {
    const { text } = ask('Are gold customers happier than silver customers?', () => [
      { tier: 'gold', count: 50, avgSentiment: -0.2 },
      { tier: 'silver', count: 70, avgSentiment: -0.35 },
    ]);
    assert.match(text, /gold: -0\.2/);
    assert.match(text, /silver: -0\.35/);
    assert.match(text, /gold is more positive \(happier\) than silver, by 0\.15/);
  });

  it('counts a sentiment label per group for "more negative messages", both groups', () => {
    const { calls, text } = ask('Did Northgate or Riverside get more negative messages?', () => [
      { store: 'Northgate', count: 9 },
      { store: 'Riverside', count: 14 },
    ]);
    assert.deepEqual(calls[0]!.input['metrics'], [{ fn: 'count' }]);
    assert.match(text, /Riverside has 5 more than Northgate/);
  });

  it('asks query_data for the median when the question says "typically"', () => {
    const { calls, text } = ask(
      'Typically how many resolution days does a refund case take?',
      () => [{ count: 12, medianResolutionDays: 4.5 }],
    );
    assert.deepEqual(calls[0]!.input['metrics'], [
      { fn: 'count' },
      { fn: 'median', field: 'resolutionDays' },
    ]);
    assert.match(text, /median resolution days is 4\.5/);
  });
});
