import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Store } from '../store/db';
import { corpusCounts } from '../tools/corpus';
import type { ToolRegistry } from '../tools/registry';

/** `GET /api/health` and `GET /api/status`: liveness, the model backend and the data's extent. */
export async function systemRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; db: Store; tools?: Pick<ToolRegistry, 'readiness'> },
): Promise<void> {
  const { config, db, tools } = options;
  // Probed every few seconds by the app's backend chip and by monitors: a line per probe would
  // bury the log and cost the event loop under load, so only its warnings and errors are logged.
  app.get('/health', { logLevel: 'warn' }, async () => ({ ok: true }));
  app.get('/status', async () => {
    const counts = corpusCounts(db);
    return {
      llm: {
        backend: config.anthropicApiKey ? 'anthropic' : 'offline',
        models: config.models,
        defaultModel: config.defaultModel,
      },
      data: {
        communications: counts.communications,
        customers: counts.customers,
        cases: counts.cases,
        from: counts.firstDay ?? null,
        to: counts.lastDay ?? null,
      },
      // Until a tool worker has warmed up, questions wait for it: the app says so.
      tools: tools?.readiness() ?? { ready: true, progress: 1 },
    };
  });
}
