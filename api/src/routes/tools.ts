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
/** What Fastify labels the JSON it serialises; the ready-made answers say the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

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
      // The result's JSON as a worker wrote it: this thread neither decodes nor re-serialises it.
      const result = await tools.callJson(request.params.name, input, {
        db,
        signal: aborted.signal,
      });
      if (!result.ok && result.code === 'unknown_tool') reply.code(404);
      return reply.type(JSON_TYPE).send(result.json);
    } finally {
      reply.raw.off('close', abortWhenGone);
    }
  });
}
