import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { redactUrl, type AppConfig } from '../config';
import { anthropicError } from './anthropic-error';
import { forwardedHeaders, type ProxyPolicy } from './proxy-policy';

/** Response headers the browser gets back: the body's type and what the SDK reads for retries. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'request-id',
  'retry-after',
  'retry-after-ms',
  'x-should-retry',
];

/**
 * What the upstream gets: the allow-listed headers of the caller (never its credentials, cookies
 * or forwarding headers) and the server's key.
 */
export function upstreamHeaders(
  incoming: IncomingHttpHeaders,
  apiKey: string,
  policy: ProxyPolicy,
  basicAuth?: string,
): Headers {
  const headers = forwardedHeaders(incoming, policy);
  headers.set('content-type', 'application/json');
  // Re-streamed bytes must be what the browser can read as they come: no compression.
  headers.set('accept-encoding', 'identity');
  headers.set('x-api-key', apiKey);
  headers.set('authorization', basicAuth ?? `Bearer ${apiKey}`);
  return headers;
}

function responseHeaders(upstream: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  for (const [name, value] of upstream.headers) {
    if (name.startsWith('anthropic-ratelimit-')) headers[name] = value;
  }
  return headers;
}

/**
 * Forwards one model request to `${anthropicBaseUrl}${path}` and streams the answer back chunk by
 * chunk, status and error bodies as they are. When the browser goes away the upstream request is
 * aborted, so an abandoned answer stops costing tokens.
 */
export async function forwardToUpstream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { config: AppConfig; policy: ProxyPolicy; path: string; body: unknown },
): Promise<void> {
  const { config, path } = options;
  const apiKey = config.anthropicApiKey;
  if (!apiKey) throw new Error('forwardToUpstream needs a configured key');
  const upstreamAbort = new AbortController();
  const response = reply.raw;
  const abortUpstream = () => {
    if (!response.writableFinished) upstreamAbort.abort();
  };
  response.on('close', abortUpstream);
  reply.hijack();

  let upstream: Response;
  try {
    upstream = await fetch(`${config.anthropicBaseUrl}${path}`, {
      method: 'POST',
      headers: upstreamHeaders(request.headers, apiKey, options.policy, config.anthropicBaseAuth),
      body: JSON.stringify(options.body),
      signal: upstreamAbort.signal,
    });
  } catch (error) {
    if (upstreamAbort.signal.aborted) return;
    // The cause (DNS, refused connection) helps the operator; the caller gets a generic 502.
    request.log.warn({ cause: describeFetchError(error) }, 'model upstream unreachable');
    writeJson(response, 502, anthropicError('api_error', 'The model service could not be reached'));
    return;
  }

  response.writeHead(upstream.status, {
    ...responseHeaders(upstream),
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
  if (!upstream.body) {
    response.end();
    return;
  }
  try {
    const reader = upstream.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || response.destroyed) break;
      response.write(value);
    }
    response.end();
  } catch (error) {
    if (!upstreamAbort.signal.aborted) {
      request.log.warn({ cause: describeFetchError(error) }, 'model upstream stream broke');
    }
    // Headers are out; cutting the connection is how the browser learns the stream is incomplete.
    response.destroy();
  } finally {
    response.off('close', abortUpstream);
  }
}

function writeJson(response: FastifyReply['raw'], status: number, body: unknown): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return redactUrl(String(error));
  const cause = (error as { cause?: unknown }).cause;
  return redactUrl(cause instanceof Error ? `${error.message}: ${cause.message}` : error.message);
}
