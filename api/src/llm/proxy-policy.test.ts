import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  gatewayConfig,
  startFakeUpstream,
  startGateway,
  textAnswerFrames,
} from './gateway-test-support';

const KEY = 'server-held-key-for-policy-tests';
const MODEL = 'claude-sonnet-5-5';

/** A request shaped like the engine's native-protocol turns: cached tools and system, thinking. */
function workbenchRequest(extra: Record<string, unknown> = {}) {
  return {
    model: MODEL,
    max_tokens: 1000,
    stream: true,
    system: [{ type: 'text', text: 'You are an analyst.', cache_control: { type: 'ephemeral' } }],
    tools: [
      {
        name: 'search_communications',
        description: 'Search',
        input_schema: { type: 'object', properties: { query: { type: 'string' } } },
        cache_control: { type: 'ephemeral' },
      },
    ],
    tool_choice: { type: 'auto' },
    thinking: { type: 'adaptive', display: 'summarized' },
    messages: [
      { role: 'user', content: [{ type: 'text', text: 'Why?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'hm', signature: 'sig' },
          { type: 'tool_use', id: 'toolu_1', name: 'search_communications', input: { query: 'x' } },
        ],
      },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"total":0}' }],
      },
    ],
    ...extra,
  };
}

describe('model proxy policy', () => {
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let permissive: Awaited<ReturnType<typeof startGateway>>;
  let offline: Awaited<ReturnType<typeof startGateway>>;

  before(async () => {
    upstream = await startFakeUpstream();
    upstream.handle((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const frame of textAnswerFrames('ok')) response.write(frame);
      response.end();
    });
    const env = {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: upstream.url,
      SIGHTLINE_MODELS: MODEL,
    };
    gateway = await startGateway(gatewayConfig(env));
    permissive = await startGateway(
      gatewayConfig({
        ...env,
        SIGHTLINE_PROXY_FIELDS: 'service_tier',
        SIGHTLINE_PROXY_HEADERS: 'anthropic-beta',
      }),
    );
    offline = await startGateway(gatewayConfig());
  });
  after(async () => {
    await gateway.app.close();
    await permissive.app.close();
    await offline.app.close();
    await upstream.close();
  });

  async function post(
    baseURL: string,
    body: unknown,
    headers: Record<string, string> = {},
    path = '/v1/messages',
  ) {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'anthropic-version': '2023-06-01',
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as unknown,
      text: '',
    };
  }

  async function refused(
    body: unknown,
    fieldInMessage: string,
    headers: Record<string, string> = {},
  ): Promise<void> {
    const before = upstream.requests.length;
    for (const path of ['/v1/messages', '/v1/messages/count_tokens']) {
      const answer = await post(gateway.baseURL, body, headers, path);
      assert.equal(answer.status, 400, `${fieldInMessage} on ${path}`);
      const error = answer.body as { type: string; error: { type: string; message: string } };
      assert.equal(error.type, 'error');
      assert.equal(error.error.type, 'invalid_request_error');
      assert.ok(error.error.message.includes(fieldInMessage), error.error.message);
    }
    assert.equal(upstream.requests.length, before, 'a refused request never reaches the upstream');
  }

  it('forwards what the workbench sends, with only the allow-listed headers', async () => {
    const before = upstream.requests.length;
    const response = await fetch(`${gateway.baseURL}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'anthropic-version': '2023-06-01',
        'x-stainless-retry-count': '0',
        'user-agent': 'Anthropic/JS',
        forwarded: 'for=198.51.100.7',
        'x-real-ip': '198.51.100.7',
        'anthropic-dangerous-direct-browser-access': 'true',
      },
      body: JSON.stringify(workbenchRequest()),
    });
    assert.equal(response.status, 200);
    await response.text();
    const seen = upstream.requests[before]!;
    assert.deepEqual(JSON.parse(seen.body), workbenchRequest(), 'the body arrives unchanged');
    // What fetch itself adds to any request (its own user agent among them) is not the caller's.
    const transport = ['host', 'connection', 'content-length', 'accept-language', 'sec-fetch-mode'];
    const names = Object.keys(seen.headers).filter(
      (name) => !transport.includes(name) && name !== 'user-agent',
    );
    assert.notEqual(seen.headers['user-agent'], 'Anthropic/JS');
    assert.deepEqual(names.sort(), [
      'accept',
      'accept-encoding',
      'anthropic-version',
      'authorization',
      'content-type',
      'x-api-key',
    ]);
  });

  it('refuses body fields outside the allow-list (MCP servers, containers, anything new)', async () => {
    await refused(
      workbenchRequest({
        mcp_servers: [{ type: 'url', url: 'https://attacker.example/mcp', name: 'x' }],
      }),
      'mcp_servers',
    );
    await refused(workbenchRequest({ container: 'container_123' }), 'container');
    await refused(workbenchRequest({ service_tier: 'priority' }), 'service_tier');
  });

  it('refuses server tools such as web fetch and web search, and unknown tool fields', async () => {
    for (const type of [
      'web_fetch_20250910',
      'web_search_20250305',
      'code_execution_20250825',
      'bash_20250124',
    ]) {
      const tools = [{ type, name: 'web', max_uses: 5 }];
      await refused(workbenchRequest({ tools }), type);
    }
    const sneaky = [{ name: 'x', input_schema: { type: 'object' }, allowed_callers: ['code'] }];
    await refused(workbenchRequest({ tools: sneaky }), 'allowed_callers');
  });

  it('refuses content blocks the workbench never sends (documents and images by URL)', async () => {
    const document = {
      type: 'document',
      source: { type: 'url', url: 'https://attacker.example/doc.pdf' },
    };
    await refused(
      workbenchRequest({ messages: [{ role: 'user', content: [document] }] }),
      'document',
    );
    const image = { type: 'image', source: { type: 'url', url: 'https://attacker.example/i.png' } };
    const nested = [
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't', content: [image] }],
      },
    ];
    await refused(workbenchRequest({ messages: nested }), 'messages.0.content.0.content.0.type');
    const citations = [
      { type: 'text', text: 'x', citations: [{ type: 'web_search_result_location' }] },
    ];
    await refused(
      workbenchRequest({ messages: [{ role: 'user', content: citations }] }),
      'citations',
    );
  });

  it('refuses the anthropic-beta header', async () => {
    await refused(workbenchRequest(), 'anthropic-beta', {
      'anthropic-beta': 'mcp-client-2025-04-04',
    });
  });

  it('forwards a field or header the operator allowed', async () => {
    const before = upstream.requests.length;
    const answer = await fetch(`${permissive.baseURL}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-beta': 'some-beta' },
      body: JSON.stringify(workbenchRequest({ service_tier: 'auto' })),
    });
    assert.equal(answer.status, 200);
    await answer.text();
    const seen = upstream.requests[before]!;
    assert.equal(JSON.parse(seen.body).service_tier, 'auto');
    assert.equal(seen.headers['anthropic-beta'], 'some-beta');
  });

  it('refuses alike when the offline planner answers', async () => {
    const answer = await post(offline.baseURL, {
      ...workbenchRequest({ mcp_servers: [] }),
      model: 'sightline-offline',
    });
    assert.equal(answer.status, 400);
    assert.match(JSON.stringify(answer.body), /mcp_servers/);
  });
});
