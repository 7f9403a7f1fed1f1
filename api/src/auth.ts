import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

function decodeFully(value: string): string {
  let current = value;
  // Double encoding (`%252F`) must not hide a path either; a few rounds reach a fixed point.
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The request target as a plain lower-case path: the scheme and authority of an absolute-form
 * target (`GET http://host/api/status`) dropped, percent-encoding decoded, back-slashes and
 * repeated slashes folded, dot segments resolved. Only used to decide whether a request is an API
 * request, so erring towards "it is" costs nothing.
 */
export function normalisedPath(url: string): string {
  let path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  path = path.split(/[?#]/, 1)[0] ?? '';
  path = decodeFully(path)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return '/' + segments.join('/');
}

/**
 * Whether a request reaches (or could reach) the API. Decided twice over: by the route Fastify
 * actually matched, which is what serves the request whatever form its target had, and by the
 * normalised target, which covers requests that matched no route (404s must not tell an
 * unauthenticated caller which API paths exist either).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  if (routed !== undefined && routed.toLowerCase().startsWith('/api')) return true;
  return normalisedPath(request.url).startsWith('/api');
}

/** When a token is configured, every /api request must carry `Authorization: Bearer <token>`. */
export function requireToken(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (tokenMatches(request.headers.authorization, token)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send(errorBody('unauthorized', 'Missing or wrong bearer token (Authorization: Bearer …)'));
  });
}
