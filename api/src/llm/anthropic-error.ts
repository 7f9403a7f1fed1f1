import type { FastifyReply } from 'fastify';

/**
 * Errors on the model routes use the Anthropic error shape, so the SDK in the browser raises the
 * matching classes (BadRequestError, RateLimitError…) whether the proxy or upstream refused.
 */
export type AnthropicErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'request_too_large'
  | 'rate_limit_error'
  | 'api_error'
  | 'overloaded_error';

export interface AnthropicErrorBody {
  type: 'error';
  error: { type: AnthropicErrorType; message: string };
}

export function anthropicError(type: AnthropicErrorType, message: string): AnthropicErrorBody {
  return { type: 'error', error: { type, message } };
}

/** A refusal of a model request, raised by validation and turned into its status and body. */
export class ModelRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: AnthropicErrorType,
    message: string,
  ) {
    super(message);
  }
}

export function sendAnthropicError(
  reply: FastifyReply,
  status: number,
  type: AnthropicErrorType,
  message: string,
): FastifyReply {
  return reply.code(status).send(anthropicError(type, message));
}

/** The Anthropic error type that fits an HTTP status, for errors Fastify raises itself. */
export function errorTypeForStatus(status: number): AnthropicErrorType {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 413) return 'request_too_large';
  if (status === 429) return 'rate_limit_error';
  if (status === 529) return 'overloaded_error';
  if (status >= 500) return 'api_error';
  return 'invalid_request_error';
}
