import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { requireToken } from './auth';
import type { AppConfig } from './config';
import { DictionaryService } from './dictionary-service';
import { installErrorHandling, notFound, routerError } from './errors';
import { requireKnownHost } from './host-check';
import { RequestLogging } from './request-logging';
import { addSecurityHeaders } from './security-headers';
import { llmRoutes } from './llm/routes';
import { communicationRoutes } from './routes/communications';
import { datasetRoutes } from './routes/dataset';
import { insightRoutes } from './routes/insights';
import { systemRoutes } from './routes/system';
import { toolRoutes } from './routes/tools';
import type { Store } from './store/db';
import { ToolRegistry } from './tools/registry';
import { customerIntelligence } from './tools/customer-intelligence';

const CUSTOMER_INTELLIGENCE_MODULE = new URL('./tools/customer-intelligence.ts', import.meta.url)
  .href;

export interface BuildAppOptions {
  readonly config: AppConfig;
  readonly db: Store;
  /** Fastify's logger option; defaults to pino at LOG_LEVEL (info). Tests pass `false`. */
  readonly logger?: FastifyServerOptions['logger'];
  /** The tool registry; defaults to the customer-intelligence toolkit. */
  readonly tools?: ToolRegistry;
}

/** The whole API as one Fastify instance: external plugins, then ours, then routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: process.env['LOG_LEVEL'] ?? 'info',
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    },
    logController: new RequestLogging(),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: routerError,
  });
  installErrorHandling(app);
  addSecurityHeaders(app);
  requireKnownHost(app, config);

  const spaIndex = join(config.staticDir, 'index.html');
  const serveSpa = existsSync(spaIndex);
  if (serveSpa) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: true });
  }

  if (config.token) requireToken(app, config.token);

  const tools = options.tools ?? defaultTools(app, config, db);
  const dictionary = dictionaryService(app, db);

  await app.register(systemRoutes, { prefix: '/api', config, db, tools });
  await app.register(toolRoutes, { prefix: '/api', db, tools });
  await app.register(communicationRoutes, { prefix: '/api', db });
  await app.register(insightRoutes, { prefix: '/api', db });
  await app.register(datasetRoutes, { prefix: '/api', db, dictionary });
  await app.register(llmRoutes, { prefix: '/api/llm', config });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      serveSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      (request.headers.accept ?? '').includes('text/html');
    // Client-side routes (/history/123) are the SPA's to resolve: answer with its shell.
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return notFound(request, reply);
  });

  return app;
}

/**
 * The customer-intelligence toolkit, run in worker processes with their own read-only connections
 * (an in-memory database has no file to share, so it runs here). Tool bugs are logged in full;
 * callers only see `tool_error`.
 */
function defaultTools(app: FastifyInstance, config: AppConfig, db: Store): ToolRegistry {
  const registry = new ToolRegistry([customerIntelligence], {
    timeoutMs: config.toolTimeoutMs,
    onToolBug: (tool, error) => app.log.error({ err: error, tool }, 'tool bug'),
    ...(db.memory || config.toolWorkers === 0
      ? {}
      : {
          workers: {
            databasePath: db.name,
            toolkits: [
              { module: CUSTOMER_INTELLIGENCE_MODULE, exportName: 'customerIntelligence' },
            ],
            size: config.toolWorkers,
          },
        }),
  });
  // A listening server starts its workers now; an app used through inject() on first use.
  app.addHook('onListen', async () => registry.warm(db));
  app.addHook('onClose', () => registry.close());
  return registry;
}

/**
 * The data dictionary, built on a thread (dictionary-service.ts): first when the server starts
 * listening, so the first GET /api/dataset after a data or schema change finds it ready, then
 * after each import and whenever a request finds the data changed. Closing stops a build.
 */
function dictionaryService(app: FastifyInstance, db: Store): DictionaryService {
  const dictionary = new DictionaryService(db, app.log);
  app.addHook('onListen', async () => dictionary.refresh());
  app.addHook('onClose', () => dictionary.close());
  return dictionary;
}
