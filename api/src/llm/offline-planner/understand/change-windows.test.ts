import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { callKey } from '../tool-fit';
import { changeWindowsOf } from './change-windows';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed, type ToolCall } from './execute-plan';
import { planOf } from './insight-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "Why did X jump in March", "what drove the rise in July compared with June": the change is read
 * between the asked month and the calendar month before it, or between the two months named
 * (earlier first), and the groups whose change explains most of it follow. Our own phrasings
 * over a city's service requests and an appliance repairer's jobs; the canned figures are made up.
 */
const windows = (dictionary: DataDictionary, question: string) =>
  changeWindowsOf(planOf(dictionary, question), { to: dictionary.to! }).map(
    (period) => `${period.from}..${period.to}`,
  );

describe('the two periods a change is read between', () => {
  it('sets a calendar month against the month before it, not the 30 days before', () => {
    assert.deepEqual(
      windows(SERVICE_REQUESTS_DICTIONARY, 'Why did Riverside requests jump in March?'),
      ['2025-02-01..2025-02-28', '2025-03-01..2025-03-31'],
    );
    assert.deepEqual(
      windows(REPAIR_JOBS_DICTIONARY, 'What was behind the drop in cancelled jobs in August?'),
      ['2025-07-01..2025-07-31', '2025-08-01..2025-08-31'],
    );
  });

  it('reads the two months a question names, earlier first, whatever their order', () => {
    assert.deepEqual(
      windows(REPAIR_JOBS_DICTIONARY, 'Why did oven jobs go up in July compared with June?'),
      ['2025-06-01..2025-06-30', '2025-07-01..2025-07-31'],
    );
  });

  it('sets a span of days against as many days just before it', () => {
    assert.deepEqual(
      windows(
        SERVICE_REQUESTS_DICTIONARY,
        'Why did urgent requests rise between 10 and 16 March 2025?',
      ),
      ['2025-03-03..2025-03-09', '2025-03-10..2025-03-16'],
    );
  });
});

describe('why a change between two named months happened', () => {
  const context: ExecutionContext = {
    dictionary: REPAIR_JOBS_DICTIONARY,
    span: { from: REPAIR_JOBS_DICTIONARY.from!, to: REPAIR_JOBS_DICTIONARY.to! },
    tools: new Set(['query_data']),
    accepts: () => true,
    toOfferedSchema: (call) => call,
    key: (call) => callKey(call),
  };
  const june = (call: ToolCall) =>
    (call.input['filters'] as { op: string; value: unknown }[]).some(
      (filter) => filter.op === 'gte' && filter.value === '2025-06-01',
    );

  it('counts both months, then each explaining group in both, and names the movers', () => {
    const plan = planOf(
      REPAIR_JOBS_DICTIONARY,
      'Why did oven jobs go up in July compared with June?',
    );
    const calls = nextCalls(context, plan, []);
    const grouped = calls.map((call) => (call.input['groupBy'] as string[] | undefined)?.[0]);
    assert.ok(grouped.includes('technician'), JSON.stringify(grouped));
    assert.equal(grouped.filter((field) => field === undefined).length, 2);
    const done: Observed[] = calls.map((call) => {
      const field = (call.input['groupBy'] as string[] | undefined)?.[0];
      const rows = !field
        ? [{ count: june(call) ? 80 : 95 }]
        : field === 'technician'
          ? [
              { technician: 'Dara Quinn', count: june(call) ? 30 : 44 },
              { technician: 'Lotte Jansen', count: june(call) ? 50 : 51 },
            ]
          : [];
      return { call, ok: true, output: { rows, matched: 0 } };
    });
    assert.deepEqual(nextCalls(context, plan, done), []);
    const text = composeAnswer(context, plan, done).lines.join('\n');
    assert.match(text, /went up \(\+15\) from 80 \(2025-06-01 to 2025-06-30\) to 95 \(2025-07-01/);
    assert.match(text, /technician \*\*Dara Quinn\*\*: 30 → 44/);
  });
});
