import type { IncomingHttpHeaders } from 'node:http';
import { ModelRequestError } from './anthropic-error';

/**
 * What the gateway lets through to the model service on the server's key: exactly what the
 * workbench's requests use, plus what the operator adds (SIGHTLINE_PROXY_FIELDS,
 * SIGHTLINE_PROXY_HEADERS). Anything else in a body is refused with a 400 naming it, so a caller
 * cannot turn the server's key into web fetches, code containers, MCP connections or betas.
 */
export interface ProxyPolicy {
  /** Top-level body fields of `POST /v1/messages` and `/count_tokens`. */
  readonly fields: ReadonlySet<string>;
  /** Request headers forwarded as they are; every other one is dropped. */
  readonly headers: ReadonlySet<string>;
}

export const WORKBENCH_FIELDS = [
  'model',
  'max_tokens',
  'messages',
  'system',
  'tools',
  'tool_choice',
  'stream',
  'stop_sequences',
  'thinking',
  'temperature',
  'top_p',
  'top_k',
  'metadata',
] as const;

export const WORKBENCH_HEADERS = ['anthropic-version', 'accept'] as const;

/** Headers that change what the upstream does or who it thinks is asking: refused, not dropped. */
const REFUSED_HEADERS = ['anthropic-beta'];

/** Content blocks the engine sends back in a conversation; documents and URLs are not among them. */
const CONTENT_BLOCK_TYPES = new Set([
  'text',
  'tool_use',
  'tool_result',
  'thinking',
  'redacted_thinking',
]);
const TOOL_FIELDS = new Set(['name', 'description', 'input_schema', 'cache_control', 'type']);
const TEXT_BLOCK_FIELDS = new Set(['type', 'text', 'cache_control']);

export function proxyPolicy(extra: {
  fields?: readonly string[];
  headers?: readonly string[];
}): ProxyPolicy {
  return {
    fields: new Set([...WORKBENCH_FIELDS, ...(extra.fields ?? [])]),
    headers: new Set([...WORKBENCH_HEADERS, ...(extra.headers ?? [])].map((h) => h.toLowerCase())),
  };
}

function refuse(message: string): ModelRequestError {
  return new ModelRequestError(400, 'invalid_request_error', message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function name(value: string): string {
  return JSON.stringify(value.slice(0, 60));
}

/** Refuses headers that would change the upstream's behaviour unless the operator allowed them. */
export function checkRequestHeaders(headers: IncomingHttpHeaders, policy: ProxyPolicy): void {
  for (const header of REFUSED_HEADERS) {
    if (headers[header] !== undefined && !policy.headers.has(header)) {
      throw refuse(`${header}: this gateway does not forward beta features`);
    }
  }
}

/** The headers the upstream gets from the caller: the allow-list only. */
export function forwardedHeaders(headers: IncomingHttpHeaders, policy: ProxyPolicy): Headers {
  const forwarded = new Headers();
  for (const header of policy.headers) {
    const value = headers[header];
    if (value !== undefined) forwarded.set(header, Array.isArray(value) ? value.join(', ') : value);
  }
  return forwarded;
}

function checkTools(tools: unknown): void {
  if (!Array.isArray(tools)) return;
  tools.forEach((tool: unknown, index) => {
    if (!isRecord(tool)) throw refuse(`tools.${index}: expected an object`);
    const type = tool['type'];
    if (type !== undefined && type !== 'custom') {
      throw refuse(
        `tools.${index}.type: ${name(String(type))} is a server tool; this gateway only forwards tools the workbench runs itself`,
      );
    }
    for (const field of Object.keys(tool)) {
      if (!TOOL_FIELDS.has(field)) throw refuse(`tools.${index}.${field}: not forwarded here`);
    }
  });
}

function checkBlocks(content: unknown, where: string): void {
  if (!Array.isArray(content)) return;
  content.forEach((block: unknown, index) => {
    if (!isRecord(block)) throw refuse(`${where}.${index}: expected a content block object`);
    const type = String(block['type']);
    if (!CONTENT_BLOCK_TYPES.has(type)) {
      throw refuse(`${where}.${index}.type: ${name(type)} blocks are not forwarded here`);
    }
    if (type === 'text') {
      for (const field of Object.keys(block)) {
        if (!TEXT_BLOCK_FIELDS.has(field))
          throw refuse(`${where}.${index}.${field}: not forwarded here`);
      }
    }
    if (type === 'tool_result') checkBlocks(block['content'], `${where}.${index}.content`);
  });
}

/**
 * Checks a model request body against the policy. Runs after the shape checks of model-request.ts
 * and before the body goes anywhere, offline planner included, so both backends refuse alike.
 */
export function checkRequestBody(body: Record<string, unknown>, policy: ProxyPolicy): void {
  for (const field of Object.keys(body)) {
    if (!policy.fields.has(field)) {
      throw refuse(`${name(field)}: this field is not forwarded by this gateway`);
    }
  }
  checkTools(body['tools']);
  checkBlocks(body['system'], 'system');
  const messages = body['messages'];
  if (Array.isArray(messages)) {
    messages.forEach((message: unknown, index) => {
      if (isRecord(message)) checkBlocks(message['content'], `messages.${index}.content`);
    });
  }
}
