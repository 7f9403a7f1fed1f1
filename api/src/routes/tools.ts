import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/db';
import type { ToolRegistry } from '../tools/registry';

/**
 * `GET /api/tools` lists the tools; `POST /api/tools/:name` `{ input }` runs one.
 *
 * Failures the caller's input caused (invalid_input, not_found, timeout, tool_error) answer
 * HTTP 200 with `{ ok: false, error }`: for the agent they are observations to reason about, not
 * transport failures. Only an unknown tool is a 404, and a body that is not `{ input }` a 400.
 */
export async function toolRoutes(
  app: FastifyInstance,
  options: { db: Store; tools: ToolRegistry },
): Promise<void> {
  const { db, tools } = options;
  app.get('/tools', async () => tools.descriptors());

  app.post<{ Params: { name: string }; Body: unknown }>('/tools/:name', async (request, reply) => {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      return reply.code(400).send({
        ok: false,
        error: {
          code: 'invalid_request',
          message: 'The body must be a JSON object { "input": { … } }',
        },
      });
    }
    const input = (body as { input?: unknown } | null | undefined)?.input;
    // The response's 'close' before it finished means the client went away: stop the work. (The
    // request's own 'close' fires as soon as its body has been read, so it cannot tell.)
    const aborted = new AbortController();
    const abortWhenGone = () => {
      if (!reply.raw.writableFinished) aborted.abort();
    };
    reply.raw.once('close', abortWhenGone);
    try {
      const result = await tools.call(request.params.name, input, { db, signal: aborted.signal });
      if (!result.ok && result.error.code === 'unknown_tool') return reply.code(404).send(result);
      return result;
    } finally {
      reply.raw.off('close', abortWhenGone);
    }
  });
}
