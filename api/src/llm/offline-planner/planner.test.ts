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
 * tool loop (SDK → gateway → planner; tools run by the API route). Every expected figure is computed
 * here with plain SQL, never copied from a tool.
 */
describe('offline planner on the demo corpus', () => {
  let api: OfflineApi;
  before(async () => {
    api = await startOfflineApi();
  });
  after(() => api.close());

  const one = <T>(sql: string, ...params: unknown[]) => api.db.prepare(sql).get(...params) as T;
  const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

  /** Every cited id must have appeared in a tool output of the run. */
  function assertGrounded(result: LoopResult): void {
    assert.ok(result.final.sources.length > 0, 'the answer cites records');
    const seen = JSON.stringify(result.calls.map((call) => call.output));
    for (const id of result.final.sources)
      assert.ok(seen.includes(`"${id}"`), `${id} was cited but never observed`);
    assert.equal(result.final.follow_up_questions.length, 3);
    assert.ok(result.final.confidence > 0 && result.final.confidence <= 1);
    assert.ok(result.final.confidence_reason.length > 5);
  }

  it('finds when login complaints about the mobile app spiked and by how much', async () => {
    const result = await runNativeLoop(
      api,
      'When did login complaints about the mobile app spike and by how much?',
    );
    const peak = one<{ day: string; n: number }>(
      `SELECT day, count(*) AS n FROM communications
       WHERE product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
       GROUP BY day ORDER BY n DESC, day LIMIT 1`,
    );
    assert.match(
      result.final.answer,
      new RegExp(`peaked on ${peak.day}\\*\\* with ${peak.n} complaints`),
    );
    assert.match(result.final.answer, /\d+(\.\d)?×/);
    assert.match(result.final.answer, /lasted \*\*\d+ days\*\*/);
    assert.ok(peak.day >= '2026-03-10' && peak.day <= '2026-03-24', 'the planted release spike');
    assert.deepEqual(result.calls.map((call) => call.name).slice(0, 1), ['analyze_trends']);
    assert.ok(result.final.sources.length > 0);
    assertGrounded(result);
  });

  it('measures the share of chatbot chats that reach a human', async () => {
    const result = await runNativeLoop(api, 'What share of chatbot chats reach a human?');
    const { chatbot, handed } = one<{ chatbot: number; handed: number }>(
      `SELECT sum(channel = 'chat' AND chat_mode = 'chatbot') AS chatbot,
              sum(chat_mode = 'human' AND escalated_from = 'chatbot') AS handed FROM communications`,
    );
    assert.match(result.final.answer, new RegExp(`${pct(handed, chatbot)} of chatbot chats`));
    assert.match(result.final.answer, new RegExp(`${handed} of ${chatbot}`));
    assertGrounded(result);
  });

  it('counts CDD cases that led to restrictions, and why', async () => {
    const result = await runNativeLoop(
      api,
      'How many CDD cases led to account restrictions, and why?',
    );
    const { total, restricted } = one<{ total: number; restricted: number }>(
      `SELECT count(*) AS total, sum(account_restricted) AS restricted FROM cases WHERE type = 'cdd'`,
    );
    assert.match(
      result.final.answer,
      new RegExp(`${restricted} of ${total} CDD remediation cases \\(${pct(restricted, total)}\\)`),
    );
    const top = one<{ reason: string; n: number }>(
      `SELECT reason, sum(account_restricted) AS n FROM cases WHERE type = 'cdd' GROUP BY reason ORDER BY n DESC LIMIT 1`,
    );
    assert.match(
      result.final.answer,
      new RegExp(`Most restrictions follow \\*\\*${top.reason}\\*\\* \\(${top.n} cases\\)`),
    );
    assert.match(result.final.answer, /Restricted customers write more negatively/);
    assertGrounded(result);
  });

  it('gives the complaint SLA breach rate of a month', async () => {
    const result = await runNativeLoop(
      api,
      'What was the complaint SLA breach rate in March 2026?',
    );
    const { total, breached } = one<{ total: number; breached: number }>(
      `SELECT count(*) AS total, sum(sla_breached) AS breached FROM cases
       WHERE type = 'complaint' AND opened_at >= '2026-03-01' AND opened_at < '2026-04-01'`,
    );
    assert.match(
      result.final.answer,
      new RegExp(
        `breach rate in March 2026 was ${pct(breached, total)}\\*\\*: ${breached} of ${total}`,
      ),
    );
    assertGrounded(result);
  });

  it('explains why credit card sentiment fell in June', async () => {
    const result = await runNativeLoop(api, 'Why did credit card sentiment fall in June?');
    const june = one<{ avg: number }>(
      `SELECT avg(sentiment) AS avg FROM communications WHERE product = 'Credit Card' AND day BETWEEN '2026-06-01' AND '2026-06-30'`,
    );
    const may = one<{ avg: number }>(
      `SELECT avg(sentiment) AS avg FROM communications WHERE product = 'Credit Card' AND day BETWEEN '2026-05-01' AND '2026-05-31'`,
    );
    assert.ok(june.avg < may.avg);
    assert.match(
      result.final.answer,
      new RegExp(
        `in June 2026 averaged ${june.avg.toFixed(2)}\\*\\*, against ${may.avg.toFixed(2)}`,
      ),
    );
    const fees = (from: string, to: string) =>
      one<{ n: number }>(
        `SELECT count(*) AS n FROM communications WHERE product = 'Credit Card' AND subcategory = 'Card fee' AND day BETWEEN ? AND ?`,
        from,
        to,
      ).n;
    assert.match(
      result.final.answer,
      new RegExp(
        `The driver: Card fee\\*\\* \\(Fees & Charges\\) — Card fee ${fees('2026-06-01', '2026-06-30')} \\(.*vs ${fees('2026-05-02', '2026-05-31')} before`,
      ),
    );
    assert.ok(result.final.sources.length > 0);
    assertGrounded(result);
  });

  it('says what happened on a given day', async () => {
    const result = await runNativeLoop(api, 'What happened on 2026-08-19?');
    const { total, phone } = one<{ total: number; phone: number }>(
      `SELECT count(*) AS total, sum(channel = 'phone') AS phone FROM communications WHERE day = '2026-08-19'`,
    );
    assert.match(result.final.answer, new RegExp(`2026-08-19: ${total} communications`));
    assert.match(result.final.answer, new RegExp(`\\*\\*phone\\*\\* carried ${phone} contacts`));
    const topCategory = one<{ category: string }>(
      `SELECT category, count(*) AS n FROM communications WHERE day = '2026-08-19' GROUP BY category ORDER BY n DESC LIMIT 1`,
    );
    assert.match(result.final.answer, new RegExp(`Categories: ${topCategory.category}`));
    assertGrounded(result);
  });

  it('ranks the topics that drive negative sentiment in a period', async () => {
    const result = await runNativeLoop(api, 'Which topics drive negative sentiment in September?');
    const top = one<{ category: string; n: number }>(
      `SELECT category, count(*) AS n FROM communications
       WHERE sentiment_label = 'negative' AND day BETWEEN '2026-09-01' AND '2026-09-30'
       GROUP BY category ORDER BY n DESC, category LIMIT 1`,
    );
    assert.match(
      result.final.answer,
      new RegExp(
        `\\*\\*${top.category} drives most negative communications in September 2026\\*\\*: ${top.n} `,
      ),
    );
    assertGrounded(result);
  });

  it('carries the subject of the previous question into "and in July?"', async () => {
    const result = await runNativeLoop(api, 'And in July?', {
      history: [
        { role: 'user', content: 'Why did credit card sentiment fall in June?' },
        { role: 'assistant', content: 'Credit Card sentiment fell in June 2026.' },
      ],
    });
    const topics = result.calls.find((call) => call.name === 'analyze_topics');
    assert.deepEqual(topics?.input, { period: '2026-07', product: 'Credit Card', limit: 10 });
    assert.match(result.final.answer, /Credit Card sentiment in July 2026/);
  });

  it('looks at the day of a clicked chart point', async () => {
    const result = await runNativeLoop(api, 'What happened here?', {
      context: {
        kind: 'sentiment-bubble',
        date: '2026-03-12',
        granularity: 'day',
        filters: { product: 'Mobile App' },
      },
    });
    assert.ok(
      result.calls.some(
        (call) => call.input['period'] === '2026-03-12' && call.input['product'] === 'Mobile App',
      ),
    );
    assert.match(result.final.answer, /^\*\*2026-03-12: \d+ communications/);
  });

  it('routes around a failing tool and says so with lower confidence', async () => {
    const result = await runNativeLoop(api, 'What share of chatbot chats reach a human?', {
      failTool: 'analyze_channel_escalation',
    });
    assert.ok(result.calls.length >= 2, 'tries another tool');
    assert.match(result.final.answer, /analyze_channel_escalation failed/);
    assert.ok(result.final.confidence < 0.8);
    assert.match(result.final.confidence_reason, /failed/);
  });

  it('answers in the text protocol through the same loop', async () => {
    const result = await runTextLoop(api, 'What was the complaint SLA breach rate in March 2026?');
    const { total, breached } = one<{ total: number; breached: number }>(
      `SELECT count(*) AS total, sum(sla_breached) AS breached FROM cases
       WHERE type = 'complaint' AND opened_at >= '2026-03-01' AND opened_at < '2026-04-01'`,
    );
    assert.deepEqual(
      result.stops.slice(0, -1),
      result.calls.map(() => 'Observation:'),
    );
    assert.match(result.finalText, new RegExp(`Final Answer: .*${breached} of ${total}`, 's'));
    assert.match(result.finalText, /Follow-up questions:\n1\./);
  });

  it('compares a month with the month before when asked how something changed', async () => {
    const result = await runNativeLoop(api, 'How did card fee complaints change in June?');
    const count = (from: string, to: string) =>
      one<{ n: number }>(
        `SELECT count(*) AS n FROM communications WHERE product = 'Credit Card' AND subcategory = 'Card fee'
         AND intent = 'complaint' AND day BETWEEN ? AND ?`,
        from,
        to,
      ).n;
    const june = count('2026-06-01', '2026-06-30');
    const may = count('2026-05-01', '2026-05-31');
    assert.match(
      result.final.answer,
      new RegExp(`${june} in June 2026\\*\\*, against ${may} in May 2026`),
    );
  });

  it('ranks products by complaints', async () => {
    const result = await runNativeLoop(api, 'Which products get the most complaints?');
    const top = one<{ product: string; n: number }>(
      `SELECT product, count(*) AS n FROM communications WHERE intent = 'complaint' GROUP BY product ORDER BY n DESC LIMIT 1`,
    );
    assert.match(
      result.final.answer,
      new RegExp(
        `^\\*\\*${top.product} has the most complaints\\*\\* of any product .*: ${top.n} of`,
      ),
    );
  });

  it('leads with the escalation path the question asks about', async () => {
    const result = await runNativeLoop(api, 'How many chats move to the phone?');
    const { chats, phone } = one<{ chats: number; phone: number }>(
      `SELECT sum(channel = 'chat') AS chats, sum(channel = 'phone' AND escalated_from = 'chat') AS phone FROM communications`,
    );
    assert.match(
      result.final.answer,
      new RegExp(
        `^\\*\\*${((phone / chats) * 100).toFixed(1)}% of chats moved to the phone\\*\\*.*: ${phone} of ${chats}`,
      ),
    );
  });

  it('looks at the whole week of a weekly chart point', async () => {
    const result = await runNativeLoop(api, 'What happened this week?', {
      context: { kind: 'sentiment-bubble', date: '2026-08-17', granularity: 'week' },
    });
    const topics = result.calls.find((call) => call.name === 'analyze_topics');
    assert.deepEqual(topics?.input, { from: '2026-08-17', to: '2026-08-23', limit: 8 });
    const { total } = one<{ total: number }>(
      `SELECT count(*) AS total FROM communications WHERE day BETWEEN '2026-08-17' AND '2026-08-23'`,
    );
    assert.match(
      result.final.answer,
      new RegExp(`^\\*\\*Week of 2026-08-17 \\(to 2026-08-23\\): ${total} communications`),
    );
  });
});
