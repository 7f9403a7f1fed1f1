import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
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

  const loopDelay = reportLoopDelay();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    loopDelay?.();
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

/**
 * With SIGHTLINE_REPORT_LOOP_DELAY=1 (the load benches set it), how long the main thread kept
 * callbacks waiting while the server ran and how busy it was, printed as one JSON line on stderr at shutdown: the
 * server's own share of a slow /api/health, apart from what the machine's scheduler adds.
 */
function reportLoopDelay(): (() => void) | undefined {
  if (process.env['SIGHTLINE_REPORT_LOOP_DELAY'] !== '1') return undefined;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.eventLoopUtilization();
  return () => {
    histogram.disable();
    const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
    const report = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      // The share of the time the main thread was running callbacks rather than waiting for I/O.
      utilization: Math.round(100 * performance.eventLoopUtilization(started).utilization) / 100,
    };
    process.stderr.write(`sightline-loop-delay ${JSON.stringify(report)}\n`);
  };
}

await main();
