// npm run seed -- [--db PATH] [--seed N] [--size N]: (re)generates the demo corpus; --size (or
// --communications) sets the number of communications, with customers and cases scaled alike, so
// the benchmarks can build corpora of 25k, 250k or 1M.
import { parseArgs } from 'node:util';
import { createDemoDatabase } from './demo-database';
import { DEMO_SEED } from './generate-corpus';

const DEMO_COMMUNICATIONS = 25_000;

function main(): void {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      communications: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log('usage: npm run seed -- [--db PATH] [--seed N] [--size COMMUNICATIONS]');
    return;
  }
  const sizeText = values.size ?? values.communications;
  const size = sizeText === undefined ? DEMO_COMMUNICATIONS : Number(sizeText.replace(/_/g, ''));
  if (!Number.isSafeInteger(size) || size < 1) {
    throw new Error(`--size must be a positive whole number of communications, got "${sizeText}"`);
  }
  const path = values.db ?? process.env['SIGHTLINE_DB'] ?? 'data/sightline.db';
  const seed = values.seed === undefined ? DEMO_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new Error(`--seed must be a non-negative integer, got "${values.seed}"`);
  }
  // The demo's proportions: 3,000 customers and 3,500 cases to 25,000 communications.
  const created = createDemoDatabase(path, {
    seed,
    communications: size,
    customers: Math.max(1, Math.round((size * 3000) / DEMO_COMMUNICATIONS)),
    cases: Math.round((size * 3500) / DEMO_COMMUNICATIONS),
  });
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
