import secureJson from 'secure-json-parse';
import type { AppConfig } from '../config';
import { type AnthropicErrorType, ModelRequestError } from './anthropic-error';
import { checkMessagesRequest } from './model-request';
import { type AssistantMessage, buildMessage } from './offline-planner/message';
import { planTurn } from './offline-planner/planner';
import { checkRequestBody, proxyPolicy } from './proxy-policy';

/** What a planner thread checks a raw `POST /v1/messages` body against (the route's own checks). */
export interface TurnChecks extends Pick<AppConfig, 'models' | 'maxTokensCap'> {
  /** Body fields the operator allows beyond the workbench's (SIGHTLINE_PROXY_FIELDS). */
  readonly fields: readonly string[];
}

/**
 * A raw body's turn: planned, refused by the route's checks (status and Anthropic error type as
 * the route answers them), or no JSON at all (`empty` or not; the route raises Fastify's own
 * errors for those, so the answer is the one Fastify's JSON parser gave).
 */
export type RawTurn =
  | { readonly kind: 'planned'; readonly message: AssistantMessage; readonly stream: boolean }
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly errorType: AnthropicErrorType;
      readonly message: string;
    }
  | { readonly kind: 'unparsable'; readonly empty: boolean };

/** Fastify's JSON parser's rules: `__proto__` and `constructor.prototype` keys are refused. */
const PARSE_OPTIONS = { protoAction: 'error', constructorAction: 'error' } as const;

/** The JSON of a request body, read as Fastify's default JSON parser reads it. */
export function readJsonBody(
  bytes: Uint8Array,
):
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly empty: boolean } {
  if (bytes.byteLength === 0) return { ok: false, empty: true };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  try {
    return { ok: true, value: secureJson.parse(text, undefined, PARSE_OPTIONS) };
  } catch {
    return { ok: false, empty: false };
  }
}

/**
 * Reads, checks and plans one `POST /v1/messages` body, in the order the route always did: JSON,
 * then the request's shape (model, max_tokens, messages), then the proxy policy's body rules, then
 * the planner. A planner bug throws; every fault of the request is a `refused` or `unparsable`
 * answer. Runs in a planner thread, so a large late-turn body is never parsed on the API's loop.
 */
export function planRawTurn(bytes: Uint8Array, checks: TurnChecks): RawTurn {
  const parsed = readJsonBody(bytes);
  if (!parsed.ok) return { kind: 'unparsable', empty: parsed.empty };
  let request;
  try {
    request = checkMessagesRequest(parsed.value, checks);
    checkRequestBody(request, proxyPolicy({ fields: checks.fields }));
  } catch (error) {
    if (!(error instanceof ModelRequestError)) throw error;
    const { statusCode: status, errorType, message } = error;
    return { kind: 'refused', status, errorType, message };
  }
  return {
    kind: 'planned',
    message: buildMessage(request, planTurn(request)),
    stream: request.stream === true,
  };
}
