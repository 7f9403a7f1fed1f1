import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { llmRoutes } from './routes';
import { sseFrame } from './offline-planner/stream';

/** A real configuration, read from an environment as the server would read it. */
export function gatewayConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    SIGHTLINE_DB: join(tmpdir(), 'sightline-gateway-test.db'),
    SIGHTLINE_OFFLINE_DELAY_MS: '0',
    ...env,
  });
}

/** The gateway alone on a bare Fastify instance, listening on loopback; its base URL for the SDK. */
export async function startGateway(
  config: AppConfig,
): Promise<{ app: FastifyInstance; baseURL: string }> {
  const app = Fastify({ logger: false, bodyLimit: config.bodyLimitBytes });
  await app.register(llmRoutes, { prefix: '/api/llm', config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseURL: `http://127.0.0.1:${port}/api/llm` };
}

export type UpstreamHandler = (
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) => void;

/** A stand-in for api.anthropic.com on loopback whose behaviour each test sets. */
export async function startFakeUpstream(): Promise<{
  server: Server;
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  handle(handler: UpstreamHandler): void;
  close(): Promise<void>;
}> {
  let handler: UpstreamHandler = (_request, _body, response) => {
    response.writeHead(500).end();
  };
  const requests: {
    method: string;
    url: string;
    headers: IncomingMessage['headers'];
    body: string;
  }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One frame as the Messages API sends it (the planner's own framing). */
export const sse = sseFrame;

/** The frames of a text answer, one text delta per piece, as the real API streams it. */
export function textAnswerFrames(
  text: string | readonly string[],
  model = 'claude-sonnet-5-5',
): string[] {
  const pieces = typeof text === 'string' ? [text] : text;
  return [
    sse('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_upstream',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }),
    sse('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    }),
    ...pieces.map((piece) =>
      sse('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: piece },
      }),
    ),
    sse('content_block_stop', { type: 'content_block_stop', index: 0 }),
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 5 * pieces.length },
    }),
    sse('message_stop', { type: 'message_stop' }),
  ];
}
