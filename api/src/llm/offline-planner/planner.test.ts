import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  runNativeLoop,
  runTextLoop,
  startOfflineApi,
  type LoopResult,
  type OfflineApi,
} from './planner-test-support';

/**
 * The offline planner answering analysts' questions on the demo corpus, driven through the whole
 * tool loop by the SDK alone (SDK → gateway → planner; tools run by the API route), with the
 * engine's own system prompts and so the data dictionary the API serves. Every expected figure is
 * computed here with plain SQL, never copied from a tool.
 */
describe('offline planner on the demo corpus, through the SDK tool loop', () => {
  let api: OfflineApi;
  before(async () => {
    api = await startOfflineApi();
  });
  after(() => api.close());

  const one = <T>(sql: string, ...params: unknown[]) => api.db.prepare(sql).get(...params) as T;
  const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

  /** Every cited id must have appeared in a tool output of the run; confidence is explained. */
  function assertGrounded(result: LoopResult): void {
    const seen = JSON.stringify(result.calls.map((call) => call.output));
    for (const id of result.final.sources)
      assert.ok(seen.includes(`"${id}"`), `${id} was cited but never observed`);
    assert.ok(result.final.confidence > 0 && result.final.confidence <= 1);
    assert.ok(result.final.confidence_reason.length > 5);
  }

  /** The answer offers exactly three follow-up questions (docs/contracts.md). */
  function assertFollowUps(result: LoopResult): void {
    assert.equal(result.final.follow_up_questions.length, 3);
  }

  const breachesInMarch = () =>
    one<{ total: number; breached: number }>(
      `SELECT count(*) AS total, sum(sla_breached) AS breached FROM cases
       WHERE type = 'complaint' AND opened_at >= '2026-03-01' AND opened_at < '2026-04-01'`,
    );

  it('finds the day login complaints about the mobile app peaked, and what was written', async () => {
    const result = await runNativeLoop(
      api,
      'When did login complaints about the mobile app spike and by how much?',
    );
    const peak = one<{ day: string; n: number }>(
      `SELECT day, count(*) AS n FROM communications
       WHERE product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
       GROUP BY day ORDER BY n DESC, day LIMIT 1`,
    );
    assert.ok(peak.day >= '2026-03-10' && peak.day <= '2026-03-24', 'the planted release spike');
    assert.match(result.final.answer, new RegExp(`\\*\\*${peak.day}\\*\\* with ${peak.n}\\b`));
    assert.equal(result.final.status, 'answered');
    assert.ok(result.final.sources.length > 0, 'the records of that day are cited');
    for (const id of result.final.sources) {
      const { day } = one<{ day: string }>('SELECT day FROM communications WHERE id = ?', id);
      assert.equal(day, peak.day, `${id} is from the peak day`);
    }
    assertGrounded(result);
    assertFollowUps(result);
  });

  it('gives the complaint SLA breach rate of a month', async () => {
    const result = await runNativeLoop(
      api,
      'What was the complaint SLA breach rate in March 2026?',
    );
    const { total, breached } = breachesInMarch();
    assert.match(result.final.answer, new RegExp(`${pct(breached, total)} over ${total} cases`));
    assert.match(result.final.answer, /March 2026/);
    assertGrounded(result);
    assertFollowUps(result);
  });

  it('answers in the text protocol through the same loop', async () => {
    const result = await runTextLoop(api, 'What was the complaint SLA breach rate in March 2026?');
    const { total, breached } = breachesInMarch();
    assert.deepEqual(
      result.stops.slice(0, -1),
      result.calls.map(() => 'Observation:'),
    );
    assert.match(
      result.finalText,
      new RegExp(`Final Answer: .*${pct(breached, total)} over ${total} cases`, 's'),
    );
    assert.match(result.finalText, /\nStatus: answered\n/);
    assert.match(result.finalText, /Follow-up questions:\n1\./);
  });

  it('ranks products by complaints', async () => {
    const result = await runNativeLoop(api, 'Which products get the most complaints?');
    const top = one<{ product: string; n: number }>(
      `SELECT product, count(*) AS n FROM communications WHERE intent = 'complaint'
       GROUP BY product ORDER BY n DESC LIMIT 1`,
    );
    assert.match(result.final.answer, new RegExp(`\\*\\*${top.product}\\*\\* with ${top.n}\\b`));
    assertGrounded(result);
    assertFollowUps(result);
  });

  it('carries the filters of the previous question into "And in July?"', async () => {
    const result = await runNativeLoop(api, 'And in July?', {
      history: [
        { role: 'user', content: 'How many credit card complaints in June?' },
        { role: 'assistant', content: 'There were some.' },
      ],
    });
    const { n } = one<{ n: number }>(
      `SELECT count(*) AS n FROM communications WHERE product = 'Credit Card'
       AND intent = 'complaint' AND day BETWEEN '2026-07-01' AND '2026-07-31'`,
    );
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`));
    assert.match(result.final.answer, /Credit Card/);
    assert.match(result.final.answer, /July 2026/);
  });

  it('looks at the day of a clicked chart point', async () => {
    const result = await runNativeLoop(api, 'What happened here?', {
      context: { kind: 'sentiment-bubble', date: '2026-08-19', granularity: 'day' },
    });
    const { total, phone } = one<{ total: number; phone: number }>(
      `SELECT count(*) AS total, sum(channel = 'phone') AS phone FROM communications
       WHERE day = '2026-08-19'`,
    );
    assert.match(result.final.answer, new RegExp(`2026-08-19: ${total} communications`));
    assert.match(
      result.final.answer,
      new RegExp(`\\*\\*phone\\*\\* \\(${Math.round((phone / total) * 100)}%\\)`),
    );
    assertGrounded(result);
  });

  it('tries a timed-out tool once more, then says what failed with low confidence', async () => {
    const result = await runNativeLoop(
      api,
      'What was the complaint SLA breach rate in March 2026?',
      { failTool: 'query_data' },
    );
    assert.deepEqual(
      result.calls.map((call) => [call.name, call.ok]),
      [
        ['query_data', false],
        ['query_data', false],
      ],
    );
    assert.equal(result.final.status, 'not answerable');
    assert.match(result.final.answer, /query_data failed \(The call took too long\)/);
    assert.ok(result.final.confidence < 0.5);
    assert.match(result.final.confidence_reason, /failed/);
  });

  it('without the data dictionary, calls no tool and says what it needs', async () => {
    const result = await runNativeLoop(api, 'Which products get the most complaints?', {
      system: 'You are Sightline. The data covers 2025-11-01 to 2026-10-31.',
    });
    assert.deepEqual(result.calls, []);
    assert.equal(result.turns, 1);
    assert.equal(result.final.status, 'not answerable');
    assert.match(result.final.answer, /no data dictionary/);
    assert.match(result.final.answer, /- query_data: /);
  });
});
