import { StreamFailure } from './stream-turn';

export interface ModelFailure {
  /** Worth retrying the turn: overload, rate limit, 5xx, a dropped connection. */
  retryable: boolean;
  message: string;
}

const RETRYABLE_TYPES = new Set([
  'overloaded_error',
  'api_error',
  'rate_limit_error',
  'timeout_error',
  'stream_ended',
  'stream_idle',
]);

/**
 * Sorts a failed model call into "try the turn again" and "tell the analyst". Works on the SDK's
 * errors by shape (status, type), so neither the SDK nor its classes are needed here.
 */
export function classifyModelError(error: unknown): ModelFailure {
  if (error instanceof StreamFailure) {
    return {
      retryable: RETRYABLE_TYPES.has(error.type),
      message: `The model stream failed (${error.type}): ${error.message}`,
    };
  }
  const shape = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    type?: unknown;
    apiMessage?: unknown;
    message?: unknown;
    error?: { error?: { type?: unknown; message?: unknown } };
  };
  const status = typeof shape.status === 'number' ? shape.status : undefined;
  const type =
    typeof shape.type === 'string'
      ? shape.type
      : typeof shape.error?.error?.type === 'string'
        ? shape.error.error.type
        : undefined;
  const detail =
    (typeof shape.apiMessage === 'string' && shape.apiMessage) ||
    (typeof shape.error?.error?.message === 'string' && shape.error.error.message) ||
    (typeof shape.message === 'string' && shape.message) ||
    String(error);

  if (status !== undefined) {
    if (status === 408 || status === 409 || status === 429 || status >= 500) {
      return {
        retryable: true,
        message: `The model gateway is unavailable (${status}): ${detail}`,
      };
    }
    return {
      retryable: false,
      message: `The model gateway refused the request (${status}): ${detail}`,
    };
  }
  if (type !== undefined) {
    return RETRYABLE_TYPES.has(type)
      ? { retryable: true, message: `The model stream failed (${type}): ${detail}` }
      : { retryable: false, message: `The model gateway refused the request (${type}): ${detail}` };
  }
  // No status and no type: the connection dropped (fetch failed, socket reset).
  return { retryable: true, message: `The connection to the model gateway failed: ${detail}` };
}
