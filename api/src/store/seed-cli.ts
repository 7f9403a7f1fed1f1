// npm run seed -- [--db PATH] [--seed N]: (re)generates the demo corpus.
import { parseArgs } from 'node:util';
import { createDemoDatabase } from './demo-database';
import { DEMO_SEED } from './generate-corpus';

function main(): void {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log('usage: npm run seed -- [--db PATH] [--seed N]');
    return;
  }
  const path = values.db ?? process.env['SIGHTLINE_DB'] ?? 'data/sightline.db';
  const seed = values.seed === undefined ? DEMO_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new Error(`--seed must be a non-negative integer, got "${values.seed}"`);
  }
  const created = createDemoDatabase(path, { seed });
  console.log(
    `Demo corpus (seed ${seed}) written to ${created.path}: ${created.customers} customers, ` +
      `${created.communications} communications, ${created.cases} cases in ${created.seconds.toFixed(1)} s.`,
  );
}

try {
  main();
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
