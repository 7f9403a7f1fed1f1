import type { FastifyInstance } from 'fastify';
import type { DictionaryService } from '../dictionary-service';
import type { Store } from '../store/db';
import { dataDictionary } from '../tools/data-dictionary';
import { importRoutes } from './import-routes';

/**
 * `GET /api/dataset`: the data dictionary of the loaded data (src/agent/dataset.ts); and import.
 * With a `dictionary` service (app.ts) it is built on a thread and a request during a build waits
 * for the new one; without, it is built here.
 */
export async function datasetRoutes(
  app: FastifyInstance,
  options: { db: Store; dictionary?: DictionaryService },
): Promise<void> {
  const { db, dictionary } = options;
  if (dictionary) {
    app.get('/dataset', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await dictionary.current()),
    );
  } else {
    app.get('/dataset', async () => dataDictionary(db));
  }
  // After an import the dictionary is rebuilt at once, on its thread.
  await app.register(importRoutes, { db, onImported: () => dictionary?.refresh() });
}
