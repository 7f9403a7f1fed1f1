import { createHttpToolClient, ToolApiError } from './tool-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createHttpToolClient', () => {
  const signal = new AbortController().signal;

  it('lists tools and posts calls with the token', async () => {
    const requests: { url: string; init?: RequestInit }[] = [];
    const client = createHttpToolClient({
      baseUrl: 'http://api.test/',
      token: 'secret',
      fetch: (input, init) => {
        requests.push({ url: String(input), init });
        return Promise.resolve(
          String(input).endsWith('/api/tools')
            ? jsonResponse(200, [
                {
                  name: 'analyze_trends',
                  description: 'd',
                  input_schema: { type: 'object' },
                  toolkit: 'ci',
                },
              ])
            : jsonResponse(200, {
                ok: true,
                output: { summary: 's' },
                durationMs: 12,
                truncated: true,
                notice: { code: 'pruned', message: 'p' },
              }),
        );
      },
    });
    expect((await client.list()).map((tool) => tool.name)).toEqual(['analyze_trends']);
    const result = await client.call('analyze_trends', { metric: 'complaints' }, signal);
    expect(result).toEqual({
      ok: true,
      output: { summary: 's' },
      durationMs: 12,
      truncated: true,
      notice: { code: 'pruned', message: 'p' },
    });
    expect(requests[1]!.url).toBe('http://api.test/api/tools/analyze_trends');
    expect(requests[1]!.init!.method).toBe('POST');
    expect(JSON.parse(requests[1]!.init!.body as string)).toEqual({
      input: { metric: 'complaints' },
    });
    expect((requests[1]!.init!.headers as Record<string, string>)['authorization']).toBe(
      'Bearer secret',
    );
    expect(requests[1]!.init!.signal).toBe(signal);
  });

  it('passes tool errors through as ok:false results', async () => {
    const client = createHttpToolClient({
      baseUrl: 'http://api.test',
      fetch: () =>
        Promise.resolve(
          jsonResponse(400, {
            ok: false,
            error: { code: 'invalid_input', message: 'from: bad date' },
          }),
        ),
    });
    expect(await client.call('x', {}, signal)).toEqual(
      jasmine.objectContaining({
        ok: false,
        error: { code: 'invalid_input', message: 'from: bad date' },
        truncated: false,
      }),
    );
  });

  it('maps a 404 to unknown_tool, and 5xx or a network failure to tool_api_unavailable', async () => {
    const notFound = createHttpToolClient({
      baseUrl: 'http://api.test',
      fetch: () =>
        Promise.resolve(
          jsonResponse(404, { error: { code: 'not_found', message: 'Unknown tool "x"' } }),
        ),
    });
    expect((await notFound.call('x', {}, signal)).error).toEqual({
      code: 'unknown_tool',
      message: 'Unknown tool "x"',
    });
    const down = createHttpToolClient({
      baseUrl: 'http://api.test',
      fetch: () =>
        Promise.resolve(jsonResponse(502, { error: { code: 'bad_gateway', message: 'upstream' } })),
    });
    expect((await down.call('x', {}, signal)).error!.code).toBe('tool_api_unavailable');
    const offline = createHttpToolClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const result = await offline.call('x', {}, signal);
    expect(result.ok).toBeFalse();
    expect(result.error).toEqual({
      code: 'tool_api_unavailable',
      message: 'The tool API is unreachable: Failed to fetch',
    });
  });

  it('rethrows when the call was aborted, so the run can stop', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createHttpToolClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    });
    await expectAsync(client.call('x', {}, controller.signal)).toBeRejected();
  });

  it('fails the tool list with a clear message', async () => {
    const client = createHttpToolClient({
      baseUrl: 'http://api.test',
      fetch: () =>
        Promise.resolve(
          jsonResponse(401, { error: { code: 'unauthorized', message: 'Missing token' } }),
        ),
    });
    await expectAsync(client.list()).toBeRejectedWith(
      new ToolApiError('The tool API answered 401 to GET /api/tools: Missing token'),
    );
  });
});
