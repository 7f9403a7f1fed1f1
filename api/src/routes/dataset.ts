import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/db';
import { dataDictionary } from '../tools/data-dictionary';
import { importRoutes } from './import-routes';

/** `GET /api/dataset`: the data dictionary of the loaded data (src/agent/dataset.ts); and import. */
export async function datasetRoutes(app: FastifyInstance, options: { db: Store }): Promise<void> {
  app.get('/dataset', async () => dataDictionary(options.db));
  await app.register(importRoutes, { db: options.db });
}
