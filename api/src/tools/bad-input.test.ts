import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApi, type DemoApi } from './tool-test-support';

// What a confused or hostile caller may send. Each answer is a clear `{ ok: false }` or a correct
// (possibly empty) result; never a 500, never a change to the data.

let api: DemoApi;
before(async () => {
  api = await demoApi();
});
after(async () => api.close());

const HUGE = 'x'.repeat(100 * 1024);
const SQLISH = '\'; DROP TABLE communications; -- " OR 1=1';
const FTS_SYNTAX = 'login* OR (app:^"update" - NEAR(x y) AND ) "';

describe('bad tool input', () => {
  it('answers 404 unknown_tool for an unknown tool', async () => {
    const answer = await api.call('drop_tables', {});
    assert.equal(answer.status, 404);
    assert.equal(answer.error?.code, 'unknown_tool');
    assert.ok((answer.error?.details as { known: string[] }).known.includes('query_data'));
  });

  it('names missing and wrongly typed fields', async () => {
    const missing = await api.call('get_communication', {});
    assert.equal(missing.status, 200);
    assert.equal(missing.error?.code, 'invalid_input');
    assert.match(missing.error!.message, /\bid\b/);
    const wrong = await api.call('search_communications', { query: 'fee', limit: 'ten' });
    assert.equal(wrong.error?.code, 'invalid_input');
    assert.match(wrong.error!.message, /limit/);
    const badEnum = await api.call('analyze_sentiment', { channel: 'pigeon' });
    assert.match(badEnum.error!.message, /channel/);
  });

  it('refuses to before from, impossible days and unknown periods', async () => {
    for (const input of [
      { from: '2026-05-01', to: '2026-04-01' },
      { from: '2026-02-30' },
      { period: 'yesterday' },
      { period: '2026-13' },
    ]) {
      const answer = await api.call('get_daily_volumes', input);
      assert.equal(answer.ok, false, JSON.stringify(input));
      assert.equal(answer.error?.code, 'invalid_input');
    }
    const reversed = await api.call('analyze_cases', { from: '2026-05-01', to: '2026-04-01' });
    assert.match(reversed.error!.message, /before/);
  });

  it('refuses absurd limits and 100 kB strings', async () => {
    for (const [tool, input] of [
      ['search_communications', { query: 'fee', limit: 1e9 }],
      ['query_data', { entity: 'cases', limit: 1e9 }],
      ['search_communications', { query: HUGE }],
      ['get_customer_info', { customerId: HUGE }],
      ['query_data', { entity: 'cases', filters: [{ field: 'reason', op: 'eq', value: HUGE }] }],
    ] as const) {
      const answer = await api.call(tool, input);
      assert.equal(answer.status, 200);
      assert.equal(answer.error?.code, 'invalid_input', tool);
    }
  });

  it('treats SQL-looking strings as plain values', async () => {
    const customer = await api.call('get_customer_info', { customerId: SQLISH.slice(0, 40) });
    assert.equal(customer.error?.code, 'not_found');
    const search = await api.call('search_communications', { query: SQLISH });
    assert.equal(search.ok, true);
    const query = await api.call('query_data', {
      entity: 'communications',
      filters: [{ field: 'subject', op: 'contains', value: SQLISH }],
    });
    assert.equal(query.ok, true);
    assert.equal(query.output?.['matched'], 0);
    const count = api.db.prepare('SELECT count(*) AS n FROM communications').get() as { n: number };
    assert.ok(count.n > 0);
  });

  it('searches text full of FTS syntax without errors', async () => {
    for (const query of [
      FTS_SYNTAX,
      '"',
      '***',
      '(',
      'NEAR(',
      '^',
      '-login',
      'app:login',
      'AND OR NOT',
    ]) {
      const answer = await api.call('search_communications', { query });
      assert.equal(answer.ok, true, `${query}: ${JSON.stringify(answer.error)}`);
      assert.equal(typeof answer.output?.['total'], 'number');
    }
    const answer = await api.call('search_communications', { query: 'login*' });
    const plain = await api.call('search_communications', { query: 'login' });
    assert.equal(answer.output?.['total'], plain.output?.['total']);
  });

  it('answers every tool with { ok } for an empty or odd input, never a 500', async () => {
    const tools = (await api.app.inject({ method: 'GET', url: '/api/tools' })).json() as {
      name: string;
    }[];
    for (const { name } of tools) {
      for (const input of [undefined, {}, { limit: -1, from: 'soon', extra: true }, 'text', 42]) {
        const answer = await api.call(name, input);
        assert.equal(answer.status, 200, `${name} ${JSON.stringify(input)}`);
        assert.equal(typeof answer.ok, 'boolean');
        if (!answer.ok)
          assert.ok(
            ['invalid_input', 'not_found'].includes(answer.error!.code),
            `${name}: ${answer.error?.code}`,
          );
      }
    }
  });

  it('answers 400 JSON for a body that is not { input }', async () => {
    for (const payload of ['not json', '[1, 2]', '"text"']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/tools/get_daily_volumes',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, payload);
      assert.ok(response.json().error.code);
    }
  });
});
