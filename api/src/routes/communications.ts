import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import type { Store } from '../store/db';
import { findCommunication } from '../tools/records';

/** `GET /api/communications/:id`: one record in full, for the source viewer. */
export async function communicationRoutes(
  app: FastifyInstance,
  options: { db: Store },
): Promise<void> {
  app.get<{ Params: { id: string } }>('/communications/:id', async (request) => {
    const communication = findCommunication(options.db, request.params.id);
    if (!communication) {
      throw new HttpError(
        404,
        'not_found',
        `No communication with id ${request.params.id.slice(0, 40)}`,
      );
    }
    return communication;
  });
}
