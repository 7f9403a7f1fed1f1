import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isLoopbackHost } from './host-check';

/** The API's configuration, read from the environment once at start and validated. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Path of the SQLite database file. */
  readonly databasePath: string;
  /** Server-held Anthropic key; absent means the offline planner answers. */
  readonly anthropicApiKey: string | undefined;
  /** Upstream for the model proxy (Anthropic, or any server speaking the Messages API). */
  readonly anthropicBaseUrl: string;
  /**
   * `Authorization` for the upstream when ANTHROPIC_BASE_URL carried `user:pass@` (a proxy behind
   * basic auth); the key still goes in `x-api-key`. Kept out of the URL so it is never logged.
   */
  readonly anthropicBaseAuth: string | undefined;
  /** Models the proxy accepts; the first is the default unless SIGHTLINE_DEFAULT_MODEL says. */
  readonly models: readonly string[];
  readonly defaultModel: string;
  /** When set, every /api call needs `Authorization: Bearer <token>`. */
  readonly token: string | undefined;
  /** Pause between the offline planner's streamed chunks. */
  readonly offlineDelayMs: number;
  /** Largest `max_tokens` a model request may ask for. */
  readonly maxTokensCap: number;
  /** Largest request body accepted, in bytes. */
  readonly bodyLimitBytes: number;
  /** Time limit of one tool call. */
  readonly toolTimeoutMs: number;
  /** Worker threads that run tool calls (0: on the main thread). */
  readonly toolWorkers: number;
  /** Threads that plan the offline planner's turns (0: on the main thread). */
  readonly plannerWorkers: number;
  /** Folder of the built SPA served in production; absent folder means API only. */
  readonly staticDir: string;
  /** Host names answered besides loopback names and HOST (reverse proxies, LAN names). */
  readonly allowedHosts: readonly string[];
  /** Extra body fields and request headers the model proxy forwards (beyond the workbench's). */
  readonly proxyFields: readonly string[];
  readonly proxyHeaders: readonly string[];
}

export const OFFLINE_MODEL = 'sightline-offline';
export const DEFAULT_CLAUDE_MODELS = ['claude-sonnet-5-5', 'claude-haiku-5-5', 'claude-opus-5-5'];

/** A configuration problem, stated in one line the server prints before it stops. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

/** A URL with any user name and password inside replaced, safe to print or log. */
export function redactUrl(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#@\s]*@/gi, '$1***@');
}

/**
 * An http(s) URL without a trailing slash, and the credentials written inside it (`user:pass@`),
 * taken out: fetch refuses URLs that carry them, and a URL is something that ends up in logs.
 */
function url(
  env: Env,
  name: string,
  fallback: string,
): { url: string; basicAuth: string | undefined } {
  const raw = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${redactUrl(raw)}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${redactUrl(raw)}"`);
  }
  const credentials =
    parsed.username || parsed.password
      ? `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`
      : undefined;
  parsed.username = '';
  parsed.password = '';
  return {
    url: parsed.href.replace(/\/+$/, ''),
    basicAuth: credentials && `Basic ${Buffer.from(credentials).toString('base64')}`,
  };
}

const HOST_NAME = {
  pattern: /^(\*\.)?[a-z0-9._-]+$|^\[[0-9a-f:.]+\]$/,
  what: 'host names without ports',
};
const FIELD_NAME = { pattern: /^[a-z_][a-z0-9_]*$/, what: 'request body field names' };
const HEADER_NAME = { pattern: /^[a-z0-9-]+$/, what: 'header names' };

function list(env: Env, name: string, item: { pattern: RegExp; what: string }): string[] {
  const items = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = items.find((entry) => !item.pattern.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(`${name} must be comma-separated ${item.what}, got "${bad}"`);
  }
  return items;
}

function databasePath(env: Env): string {
  const path = resolve(env['SIGHTLINE_DB']?.trim() || 'data/sightline.db');
  if (existsSync(path)) {
    try {
      accessSync(path, constants.R_OK | constants.W_OK);
    } catch {
      throw new ConfigError(`SIGHTLINE_DB "${path}" is not readable and writable by this user`);
    }
  } else {
    const folder = dirname(path);
    if (existsSync(folder)) {
      try {
        accessSync(folder, constants.W_OK);
      } catch {
        throw new ConfigError(
          `SIGHTLINE_DB "${path}" does not exist and its folder is not writable`,
        );
      }
    }
  }
  return path;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const anthropicApiKey = env['ANTHROPIC_API_KEY']?.trim() || undefined;
  const models = anthropicApiKey
    ? (env['SIGHTLINE_MODELS']
        ?.split(',')
        .map((m) => m.trim())
        .filter(Boolean) ?? [])
    : [OFFLINE_MODEL];
  const allowed = models.length > 0 ? models : DEFAULT_CLAUDE_MODELS;
  const defaultModel = (anthropicApiKey && env['SIGHTLINE_DEFAULT_MODEL']?.trim()) || allowed[0]!;
  if (!allowed.includes(defaultModel)) {
    throw new ConfigError(
      `SIGHTLINE_DEFAULT_MODEL "${defaultModel}" is not in SIGHTLINE_MODELS (${allowed.join(', ')})`,
    );
  }
  const host = env['HOST']?.trim() || '127.0.0.1';
  const token = env['SIGHTLINE_TOKEN']?.trim() || undefined;
  const upstream = url(env, 'ANTHROPIC_BASE_URL', 'https://api.anthropic.com');
  if (!isLoopbackHost(host) && !token && env['SIGHTLINE_ALLOW_NO_TOKEN']?.trim() !== '1') {
    throw new ConfigError(
      `HOST "${host}" is reachable from other machines: set SIGHTLINE_TOKEN, or SIGHTLINE_ALLOW_NO_TOKEN=1 to serve it without one`,
    );
  }
  return {
    port: integer(env, 'PORT', 4280, 0, 65535),
    host,
    databasePath: databasePath(env),
    anthropicApiKey,
    anthropicBaseUrl: upstream.url,
    anthropicBaseAuth: upstream.basicAuth,
    models: allowed,
    defaultModel,
    token,
    offlineDelayMs: integer(env, 'SIGHTLINE_OFFLINE_DELAY_MS', 12, 0, 10_000),
    maxTokensCap: integer(env, 'SIGHTLINE_MAX_TOKENS', 16_384, 1, 1_000_000),
    bodyLimitBytes: integer(env, 'SIGHTLINE_BODY_LIMIT', 2 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    toolTimeoutMs: integer(env, 'SIGHTLINE_TOOL_TIMEOUT_MS', 10_000, 1, 600_000),
    toolWorkers: integer(env, 'SIGHTLINE_TOOL_WORKERS', 2, 0, 64),
    plannerWorkers: integer(env, 'SIGHTLINE_PLANNER_WORKERS', 2, 0, 64),
    staticDir: resolve(env['SIGHTLINE_STATIC_DIR']?.trim() || 'dist/sightline/browser'),
    allowedHosts: list(env, 'SIGHTLINE_ALLOWED_HOSTS', HOST_NAME),
    proxyFields: list(env, 'SIGHTLINE_PROXY_FIELDS', FIELD_NAME),
    proxyHeaders: list(env, 'SIGHTLINE_PROXY_HEADERS', HEADER_NAME),
  };
}
