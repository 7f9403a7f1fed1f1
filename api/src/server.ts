import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { closeDatabase, openDatabase, type Store } from './store/db';
import { ensureDemoDatabase } from './store/demo-database';

/** Stops the process with one clear line instead of a stack trace: a setup problem, not a bug. */
function fail(message: string): never {
  process.stderr.write(`sightline: ${message}\n`);
  process.exit(1);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`configuration error: ${error.message}`);
    throw error;
  }
}

function openStore(config: AppConfig): Store {
  try {
    const created = ensureDemoDatabase(config.databasePath);
    if (created) {
      process.stdout.write(
        `Created the demo database ${created.path} (${created.communications} communications) in ` +
          `${created.seconds.toFixed(1)} s\n`,
      );
    }
    return openDatabase(config.databasePath);
  } catch (error) {
    fail(`cannot use the database: ${messageOf(error)}`);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = openStore(config);
  const app = await buildApp({ config, db });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    closeDatabase(db);
    fail(`cannot listen on ${config.host}:${config.port}: ${messageOf(error)}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `Sightline is at http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
    } finally {
      closeDatabase(db);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

await main();
