import type { AddressInfo } from 'node:net';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { closeDatabase, openDatabase } from '../../api/src/store/db';

export interface RunningApi {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The real API in this process over `databasePath`, with the offline planner (no key) and no
 * token pacing, listening on a free loopback port. The database is opened read-only.
 */
export async function startApi(databasePath: string): Promise<RunningApi> {
  const config = loadConfig({
    SIGHTLINE_DB: databasePath,
    SIGHTLINE_OFFLINE_DELAY_MS: '0',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const db = openDatabase(databasePath, { readonly: true });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      closeDatabase(db);
    },
  };
}
