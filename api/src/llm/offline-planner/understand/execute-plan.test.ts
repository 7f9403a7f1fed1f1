import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callKey } from '../tool-fit';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed, type ToolCall } from './execute-plan';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary } from './vocabulary';

const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };
const TOOLS = [
  'query_data',
  'search_communications',
  'get_communication',
  'get_customer_info',
  'analyze_transfers',
];

const context: ExecutionContext = {
  dictionary: FIXTURE_DICTIONARY,
  span,
  tools: new Set(TOOLS),
  accepts: (tool, argument) =>
    tool !== 'search_communications' ||
    ['query', 'from', 'to', 'channel', 'limit'].includes(argument),
  toOfferedSchema: (call) => call,
  key: (call) => callKey(call),
};

function plan(question: string, previous?: string): QuestionPlan {
  return parseQuestion({
    question,
    ...(previous ? { previous } : {}),
    vocabulary,
    span,
    tools: [{ name: 'analyze_transfers', description: 'Bot to person transfers per path.' }],
  });
}

/** Runs a plan against canned tool outputs, stage by stage, as the engine would. */
function run(
  asked: QuestionPlan,
  answer: (call: ToolCall) => { ok: boolean; output?: Record<string, unknown>; error?: string },
): { calls: ToolCall[][]; done: Observed[] } {
  const done: Observed[] = [];
  const stages: ToolCall[][] = [];
  for (let stage = 0; stage < 6; stage++) {
    const calls = nextCalls(context, asked, done);
    if (calls.length === 0) break;
    stages.push(calls);
    for (const call of calls) {
      const result = answer(call);
      done.push({
        call,
        ok: result.ok,
        output: result.output,
        ...(result.error ? { error: result.error } : {}),
      });
    }
  }
  return { calls: stages, done };
}

function filtersOf(call: ToolCall): unknown[] {
  return call.input['filters'] as unknown[];
}

/** The first day a query_data call filters on (its `gte` bound). */
function fromDay(call: ToolCall): string | undefined {
  const bound = (call.input['filters'] as { op: string; value: unknown }[]).find(
    (filter) => filter.op === 'gte',
  );
  return typeof bound?.value === 'string' ? bound.value : undefined;
}

describe('plan execution with canned tool results', () => {
  it('counts with the filters and the period as query_data filters, and says so', () => {
    const asked = plan('How many complaints about gift cards in Q2?');
    const { calls, done } = run(asked, () => ({
      ok: true,
      output: { matched: 42, rows: [{ count: 42 }] },
    }));
    assert.equal(calls.length, 1);
    assert.deepEqual(filtersOf(calls[0]![0]!), [
      { field: 'product', op: 'eq', value: 'Gift Card' },
      { field: 'intent', op: 'eq', value: 'complaint' },
      { field: 'at', op: 'gte', value: '2025-04-01' },
      { field: 'at', op: 'lt', value: '2025-07-01' },
    ]);
    const answer = composeAnswer(context, asked, done);
    assert.equal(answer.status, 'answered');
    assert.match(answer.lines[0]!, /\*\*42\*\*/);
    assert.match(answer.lines[0]!, /Q2 2025 \(2025-04-01 to 2025-06-30\)/);
    assert.match(answer.lines[0]!, /product is Gift Card/);
    assert.equal(answer.followUps.length, 3);
  });

  it('finds the top day, then reads what was written on it', () => {
    // The search narrows to the channel (a filter it could not take would show any records).
    const asked = plan('Which day had the most chat messages?');
    const { calls, done } = run(asked, (call) =>
      call.name === 'query_data'
        ? { ok: true, output: { matched: 900, rows: [{ day: '2025-03-11', count: 41 }] } }
        : {
            ok: true,
            output: {
              total: 41,
              results: [{ id: 'M-000007', at: '2025-03-11T09:00:00Z', subject: 'Late' }],
            },
          },
    );
    assert.deepEqual(
      calls.map((stage) => stage.map((call) => call.name)),
      [['query_data'], ['search_communications']],
    );
    assert.equal(calls[1]![0]!.input['from'], '2025-03-11');
    assert.equal(calls[1]![0]!.input['channel'], 'chat');
    const text = composeAnswer(context, asked, done).lines.join('\n');
    assert.match(text, /\*\*2025-03-11\*\* with 41/);
    assert.match(text, /M-000007/);
  });

  it('divides each group part by its total for a share within groups', () => {
    const asked = plan('Which store has the highest share of negative messages?');
    const { calls, done } = run(asked, (call) => {
      const part = JSON.stringify(call.input).includes('negative');
      return {
        ok: true,
        output: {
          rows: part
            ? [
                { store: 'Northgate', count: 30 },
                { store: 'Riverside', count: 10 },
              ]
            : [
                { store: 'Northgate', count: 60 },
                { store: 'Riverside', count: 40 },
              ],
        },
      };
    });
    assert.equal(calls[0]!.length, 2);
    const text = composeAnswer(context, asked, done).lines.join('\n');
    assert.match(text, /\*\*Northgate\*\*: 50\.0% \(30 of 60\)/);
    assert.match(text, /Riverside: 25\.0% \(10 of 40\)/);
  });

  it('compares two periods side by side with their difference', () => {
    const asked = plan('Complaints in Q2 vs Q1?');
    const { calls, done } = run(asked, (call) => {
      const q2 = fromDay(call) === '2025-04-01';
      return { ok: true, output: { matched: q2 ? 120 : 100, rows: [{ count: q2 ? 120 : 100 }] } };
    });
    assert.equal(calls[0]!.length, 2);
    const text = composeAnswer(context, asked, done).lines.join('\n');
    assert.match(text, /Q2 2025: 120; Q1 2025: 100/);
    // Asked latest first, the change still reads forward in time.
    assert.match(text, /went up from 100 in Q1 2025 to 120 in Q2 2025 \(\+20, \+20\.0%\)/);
  });

  it('looks an id up as a message, a customer, a case, then by an id-like field; says when nothing has it', () => {
    const asked = plan('What about M-000123?');
    const { calls, done } = run(asked, () => ({ ok: false, error: 'not_found' }));
    assert.deepEqual(
      calls.map((stage) => stage[0]!.name),
      ['get_communication', 'get_customer_info', 'query_data', 'query_data'],
    );
    assert.deepEqual(filtersOf(calls[3]![0]!), [
      { field: 'orderNumber', op: 'eq', value: 'M-000123' },
    ]);
    const answer = composeAnswer(context, asked, done);
    assert.equal(answer.status, 'not answerable');
    assert.match(answer.lines[0]!, /^There is no message with id M-000123 in this data/);
  });

  it('reads the asked row of a specialised tool', () => {
    const asked = plan('What is the transfer rate?');
    const { calls, done } = run(asked, () => ({
      ok: true,
      output: {
        summary: 'Transfers.',
        filters: { from: '2025-01-01', to: '2025-12-31' },
        paths: [
          { path: 'web→person', from: 50, escalated: 1, rate: 0.02 },
          { path: 'bot→person', from: 200, escalated: 44, rate: 0.22 },
        ],
      },
    }));
    assert.equal(calls[0]![0]!.name, 'analyze_transfers');
    assert.match(
      composeAnswer(context, asked, done).lines[0]!,
      /transfer rate \(bot→person\) is 22\.0%/,
    );
  });

  it('answers the understood part and names the part it could not match', () => {
    const asked = plan('How many complaints about the CEO?');
    const { done } = run(asked, () => ({ ok: true, output: { matched: 5, rows: [{ count: 5 }] } }));
    const answer = composeAnswer(context, asked, done);
    assert.equal(answer.status, 'partly answered');
    assert.match(answer.lines.join('\n'), /nothing in this data for "ceo"/);
  });

  it('reads one past the last group a ranking asks for, and names the groups tied at the cut', () => {
    const tied = (call: ToolCall) => {
      const limit = call.input['limit'] as number;
      const rows = [
        { store: 'Riverside', count: 50 },
        { store: 'Harbour', count: 50 },
        { store: 'Old Town', count: 30 },
        { store: 'Quay', count: 30 },
        { store: 'Airport', count: 10 },
      ].slice(0, limit);
      return { ok: true, output: { matched: 170, rows } };
    };
    const first = plan('Which store had the most complaints?');
    const one = run(first, tied);
    assert.equal(one.calls[0]![0]!.input['limit'], 2);
    assert.match(
      composeAnswer(context, first, one.done).lines.join('\n'),
      /\*\*Riverside\*\* with 50 \(tied with \*\*Harbour\*\*\)/,
    );
    const three = plan('top 3 stores by number of complaints');
    const text = composeAnswer(context, three, run(three, tied).done).lines.join('\n');
    assert.match(text, /- Old Town: 30\n- Quay: 30/);
    assert.doesNotMatch(text, /Airport/);
  });

  it('resolves "that store" from the previous ranking before computing', () => {
    const asked = plan(
      'What is the average sentiment of that store?',
      'Which store had the most complaints?',
    );
    const { calls, done } = run(asked, (call) =>
      call.input['groupBy']
        ? { ok: true, output: { matched: 90, rows: [{ store: 'Riverside', count: 50 }] } }
        : { ok: true, output: { matched: 300, rows: [{ count: 300, avgSentiment: -0.25 }] } },
    );
    assert.deepEqual(filtersOf(calls[1]![0]!), [{ field: 'store', op: 'eq', value: 'Riverside' }]);
    assert.match(
      composeAnswer(context, asked, done).lines[0]!,
      /-0\.25 over 300 messages where store is Riverside/,
    );
  });

  it('explains a change by the groups that moved most', () => {
    const asked = plan('Why did complaints rise in March?');
    const { done } = run(asked, (call) => {
      const march = fromDay(call) === '2025-03-01';
      const groupBy = (call.input['groupBy'] as string[] | undefined)?.[0];
      if (!groupBy)
        return {
          ok: true,
          output: { matched: march ? 150 : 100, rows: [{ count: march ? 150 : 100 }] },
        };
      const rows =
        groupBy === 'topic'
          ? [
              { topic: 'Late Delivery', count: march ? 90 : 40 },
              { topic: 'Refunds', count: march ? 60 : 60 },
            ]
          : [];
      return { ok: true, output: { matched: march ? 150 : 100, rows } };
    });
    const text = composeAnswer(context, asked, done).lines.join('\n');
    assert.match(text, /went up \(\+50\) from 100 .* to 150/);
    assert.match(text, /topic \*\*Late Delivery\*\*: 40 → 90/);
  });
});
