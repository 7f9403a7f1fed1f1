import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The model gateway, registered by app.ts under the prefix `/api/llm`: `POST /v1/messages`,
 * `POST /v1/messages/count_tokens`, `GET /v1/models`. Placeholder until the gateway lands.
 */
export async function llmRoutes(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  void options;
  app.all('/*', async (_request, reply) =>
    reply.code(503).send({ error: { code: 'not_ready', message: 'The model gateway is not built yet' } }),
  );
}
