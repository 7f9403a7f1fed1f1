import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runNativeLoop, startOfflineApi, type OfflineApi } from './planner-test-support';

/**
 * Follow-ups that point at the previous answer's winner, run through the whole tool loop on the
 * demo corpus: "within that one", "excluding that one", "which comes second?", "what share of
 * all the X came from it?". Every expected figure is computed here with plain SQL.
 */
describe("follow-ups on the previous ranking's winner (truths by SQL)", () => {
  let api: OfflineApi;
  before(async () => {
    api = await startOfflineApi();
  });
  after(() => api.close());

  const all = <T>(sql: string, ...params: unknown[]) => api.db.prepare(sql).all(...params) as T[];
  const history = (question: string) => [
    { role: 'user' as const, content: question },
    { role: 'assistant' as const, content: 'Here is the answer.' },
  ];
  const topChannel = () =>
    all<{ channel: string }>(
      `SELECT channel, count(*) AS n FROM communications WHERE intent = 'complaint'
       GROUP BY channel ORDER BY n DESC LIMIT 1`,
    )[0]!.channel;

  it('ranks products within the winning channel ("within that one")', async () => {
    const channel = topChannel();
    const [top] = all<{ product: string; n: number }>(
      `SELECT product, count(*) AS n FROM communications
       WHERE intent = 'complaint' AND channel = ? GROUP BY product ORDER BY n DESC LIMIT 1`,
      channel,
    );
    const result = await runNativeLoop(
      api,
      'And which product gets the most complaints within that one?',
      { history: history('Which channel gets the most complaints?') },
    );
    assert.match(result.final.answer, new RegExp(`\\*\\*${top!.product}\\*\\* with ${top!.n}\\b`));
  });

  it('ranks products over every channel but the winner ("excluding that one")', async () => {
    const channel = topChannel();
    const [top] = all<{ product: string; n: number }>(
      `SELECT product, count(*) AS n FROM communications
       WHERE intent = 'complaint' AND channel <> ? GROUP BY product ORDER BY n DESC LIMIT 1`,
      channel,
    );
    const result = await runNativeLoop(
      api,
      'Excluding that one, which product gets the most complaints?',
      { history: history('Which channel gets the most complaints?') },
    );
    assert.match(result.final.answer, new RegExp(`\\*\\*${top!.product}\\*\\* with ${top!.n}\\b`));
  });

  it('names the runner-up of the earlier ranking ("which comes second?")', async () => {
    const second = all<{ product: string; n: number }>(
      `SELECT product, count(*) AS n FROM communications WHERE intent = 'complaint'
       GROUP BY product ORDER BY n DESC LIMIT 2`,
    )[1]!;
    const result = await runNativeLoop(api, 'And which comes second?', {
      history: history('Which product gets the most complaints?'),
    });
    assert.match(
      result.final.answer,
      new RegExp(`\\*\\*${second.product}\\*\\* with ${second.n}\\b`),
    );
  });

  it('gives the winner\'s share of all the records ("what share of all the praise came from it")', async () => {
    const rows = all<{ channel: string; n: number }>(
      `SELECT channel, count(*) AS n FROM communications WHERE intent = 'praise'
       GROUP BY channel ORDER BY n DESC`,
    );
    const total = rows.reduce((sum, row) => sum + row.n, 0);
    const share = `${((rows[0]!.n / total) * 100).toFixed(1)}%`;
    const result = await runNativeLoop(
      api,
      'Which channel brought in the most praise, and what share of all the praise came from it?',
    );
    assert.match(result.final.answer, new RegExp(rows[0]!.channel));
    assert.ok(result.final.answer.includes(share), `${share} in: ${result.final.answer}`);
  });
});
