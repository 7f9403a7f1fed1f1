import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/db';
import { dataDictionary } from '../tools/data-dictionary';

/** `GET /api/dataset`: the data dictionary of the loaded data (src/agent/dataset.ts). */
export async function datasetRoutes(app: FastifyInstance, options: { db: Store }): Promise<void> {
  app.get('/dataset', async () => dataDictionary(options.db));
}
