import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';

export interface DemoApi {
  readonly app: FastifyInstance;
  readonly db: Store;
  /** POSTs `/api/tools/:name` and returns the parsed answer, whatever it is. */
  call(name: string, input: unknown): Promise<ToolAnswer>;
  /** Like `call`, but asserts success and returns `output`. */
  output<T = Record<string, unknown>>(name: string, input: unknown): Promise<T>;
  close(): Promise<void>;
}

export interface ToolAnswer {
  status: number;
  ok: boolean;
  output?: Record<string, unknown>;
  error?: { code: string; message: string; details?: unknown };
  truncated?: boolean;
  notice?: string;
}

/** The API over the demo database (read-only), for tests that compare tools with plain SQL. */
export async function demoApi(): Promise<DemoApi> {
  const db = openDatabase(await demoDatabasePath(), { readonly: true });
  const config = { ...loadConfig({ SIGHTLINE_DB: ':memory:' }), toolTimeoutMs: 60_000 };
  const app = await buildApp({ config, db, logger: false });
  const call = async (name: string, input: unknown): Promise<ToolAnswer> => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/tools/${name}`,
      payload: { input },
    });
    return { status: response.statusCode, ...(response.json() as Omit<ToolAnswer, 'status'>) };
  };
  return {
    app,
    db,
    call,
    async output<T>(name: string, input: unknown): Promise<T> {
      const answer = await call(name, input);
      assert.equal(answer.ok, true, `${name} failed: ${JSON.stringify(answer.error)}`);
      return answer.output as T;
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}

/** Rounds like the tools do, so figures computed in a test compare exactly. */
export function rounded(value: number | null, digits = 3): number | null {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
