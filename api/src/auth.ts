import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares in constant time; hashing first makes both sides the same length. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  const given = match?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** When a token is configured, every /api request must carry `Authorization: Bearer <token>`. */
export function requireToken(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (tokenMatches(request.headers.authorization, token)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send(errorBody('unauthorized', 'Missing or wrong bearer token (Authorization: Bearer …)'));
  });
}
