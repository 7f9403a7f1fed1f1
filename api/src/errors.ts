import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

/** An error whose status, code and message are safe to show the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Fastify's own client errors, renamed to codes a caller can act on. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_VALIDATION: 'invalid_request',
};

function sendError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // JSON.parse's message ("Unexpected token …") says where the body is broken; that is useful
    // to the caller and reveals nothing about the server.
    const code =
      FASTIFY_CODES[error.code] ?? (error.name === 'SyntaxError' ? 'invalid_json' : 'bad_request');
    return reply.code(status).send(errorBody(code, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody('internal_error', 'Internal server error'));
}

/**
 * JSON errors everywhere: `{ error: { code, message } }` with a fitting status. 4xx messages are
 * the caller's own mistake stated back to them; 5xx are logged in full and answered generically.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) =>
    sendError(error, request, reply),
  );
}

/** The message of a 404: the method, but not the path, which is the caller's text echoed back. */
export function noRouteMessage(method: string): string {
  return `There is no ${method} route at this path`;
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody('not_found', noRouteMessage(request.method)));
}

/**
 * Errors the router raises before any handler or error handler runs (a path that does not decode,
 * `FST_ERR_BAD_URL`), in the same JSON shape as every other error, without echoing the path.
 * Model routes answer in the Anthropic shape like the rest of `/api/llm`.
 */
export function routerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No onRequest hook runs for these, so the security headers are set here.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) void reply.header(name, value);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The request path is not a valid URL (bad percent-encoding)'
      : 'The request could not be routed';
  if (/^\/api\/llm(\/|$)/i.test(request.url)) {
    void reply.code(400).send({ type: 'error', error: { type: 'invalid_request_error', message } });
    return;
  }
  void reply.code(400).send(errorBody('bad_url', message));
}
