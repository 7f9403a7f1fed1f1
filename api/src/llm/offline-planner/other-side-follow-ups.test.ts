import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runNativeLoop, startOfflineApi, type OfflineApi } from './planner-test-support';

/**
 * Follow-ups that ask the previous question again for its other side, run through the whole tool
 * loop on the demo corpus: "the opposite" (the other pole of the value asked), "the other
 * direction", "the rest", "in total", and a side that cannot be told (declined). Every expected
 * figure is computed here with plain SQL.
 */
describe('follow-ups asking the other side of the previous question (truths by SQL)', () => {
  let api: OfflineApi;
  before(async () => {
    api = await startOfflineApi();
  });
  after(() => api.close());

  const count = (where: string) =>
    (
      api.db.prepare(`SELECT count(*) AS n FROM communications WHERE ${where}`).get() as {
        n: number;
      }
    ).n;
  const history = (question: string) => [
    { role: 'user' as const, content: question },
    { role: 'assistant' as const, content: 'Here is the answer.' },
  ];
  const ask = (earlier: string, question: string) =>
    runNativeLoop(api, question, { history: history(earlier) });

  it('counts the positive complaints by email after the negative ones ("the opposite")', async () => {
    const n = count(`intent = 'complaint' AND channel = 'email' AND sentiment_label = 'positive'`);
    const result = await ask('How many negative complaints came in by email?', 'And the opposite?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`));
    assert.match(result.final.answer, /positive/);
  });

  it('averages the inbound messages after the outbound ones ("the other direction")', async () => {
    const n = count(`direction = 'inbound'`);
    const result = await ask(
      'What was the average sentiment of outbound messages?',
      'And for the other direction?',
    );
    assert.match(result.final.answer, /average sentiment/i);
    assert.match(result.final.answer, new RegExp(`\\b${n}\\b`));
    assert.match(result.final.answer, /inbound/);
  });

  it('counts the complaints by every other channel ("the rest")', async () => {
    const n = count(`intent = 'complaint' AND channel <> 'letter'`);
    const result = await ask('How many complaints came in by letter?', 'What about the rest?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`));
  });

  it('counts every complaint after those by phone ("in total")', async () => {
    const n = count(`intent = 'complaint'`);
    const result = await ask('How many complaints came in by phone?', 'And how many in total?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`));
  });

  it('declines "the reverse" of a question naming no value with another side', async () => {
    const result = await ask('How many complaints came in by phone?', 'And the reverse?');
    assert.match(result.final.answer, /could not tell which side "the reverse"/);
    assert.equal(result.calls.length, 0);
  });
});
