import type { AppConfig } from '../config';
import { ModelRequestError } from './anthropic-error';

/** The parts of a Messages API request the gateway looks at; everything else passes through. */
export interface TextBlock {
  type: 'text';
  text: string;
}
export interface ToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}
export interface ToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content?: string | { type: string; text?: string }[];
  is_error?: boolean;
}
export type ContentBlock = TextBlock | ToolUseBlock | ToolResultBlock | { type: string };

export interface RequestMessage {
  role: 'user' | 'assistant';
  content: string | ContentBlock[];
}

export interface RequestTool {
  name: string;
  description?: string;
  input_schema?: { type?: string; properties?: Record<string, JsonSchema>; required?: string[] };
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  pattern?: string;
  description?: string;
}

export interface MessagesRequest {
  model: string;
  max_tokens: number;
  messages: RequestMessage[];
  system?: string | TextBlock[];
  tools?: RequestTool[];
  stream?: boolean;
  stop_sequences?: string[];
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(message: string): ModelRequestError {
  return new ModelRequestError(400, 'invalid_request_error', message);
}

/** The model must be one the server allows; the message lists them so the caller can fix it. */
export function checkModel(
  body: Record<string, unknown>,
  config: Pick<AppConfig, 'models'>,
): string {
  const model = body['model'];
  if (typeof model !== 'string' || model.trim() === '') throw invalid('model: Field required');
  if (!config.models.includes(model)) {
    throw invalid(
      `model: "${model.slice(0, 100)}" is not allowed here; use one of ${config.models.join(', ')}`,
    );
  }
  return model;
}

function checkMessages(body: Record<string, unknown>): void {
  const messages = body['messages'];
  if (!Array.isArray(messages) || messages.length === 0) {
    throw invalid('messages: at least one message is required');
  }
  messages.forEach((message: unknown, index) => {
    if (!isRecord(message) || (message['role'] !== 'user' && message['role'] !== 'assistant')) {
      throw invalid(`messages.${index}.role: expected "user" or "assistant"`);
    }
    const content = message['content'];
    if (typeof content !== 'string' && !Array.isArray(content)) {
      throw invalid(`messages.${index}.content: expected a string or an array of content blocks`);
    }
  });
}

/** Checks a `POST /v1/messages` body: allowed model, max_tokens within the cap, messages. */
export function checkMessagesRequest(
  body: unknown,
  config: Pick<AppConfig, 'models' | 'maxTokensCap'>,
): MessagesRequest {
  if (!isRecord(body)) throw invalid('The request body must be a JSON object');
  checkModel(body, config);
  const maxTokens = body['max_tokens'];
  if (maxTokens === undefined) throw invalid('max_tokens: Field required');
  if (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1) {
    throw invalid('max_tokens: expected a whole number of at least 1');
  }
  if (maxTokens > config.maxTokensCap) {
    throw invalid(
      `max_tokens: ${maxTokens} is more than this server allows (${config.maxTokensCap})`,
    );
  }
  checkMessages(body);
  const stops = body['stop_sequences'];
  if (stops !== undefined && (!Array.isArray(stops) || stops.some((s) => typeof s !== 'string'))) {
    throw invalid('stop_sequences: expected an array of strings');
  }
  const tools = body['tools'];
  if (tools !== undefined && !Array.isArray(tools)) throw invalid('tools: expected an array');
  return body as MessagesRequest;
}

/** Checks a `POST /v1/messages/count_tokens` body: allowed model and messages. */
export function checkCountTokensRequest(body: unknown, config: AppConfig): MessagesRequest {
  if (!isRecord(body)) throw invalid('The request body must be a JSON object');
  checkModel(body, config);
  checkMessages(body);
  return body as MessagesRequest;
}

/** The token count the offline planner reports: about four characters a token, as for English. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

export function estimateRequestTokens(
  request: Pick<MessagesRequest, 'messages' | 'system' | 'tools'>,
): number {
  return estimateTokens(
    JSON.stringify(request.system ?? '') +
      JSON.stringify(request.tools ?? []) +
      JSON.stringify(request.messages),
  );
}
