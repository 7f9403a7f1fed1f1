// `npm run bench [name…]`: runs every bench/*.bench.ts (or those whose name contains an argument),
// prints one table and writes the figures to bench/results/bench-<timestamp>.json (one file per
// run, so a second run on the same day keeps the first).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BenchResult, printTable, verdict } from './bench-result';

const folder = import.meta.dirname;
const filter = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filter.length === 0 || filter.some((word) => name.includes(word)))
  .sort();

const all: (BenchResult & { suite: string })[] = [];
for (const file of files) {
  const suite = file.replace(/\.bench\.ts$/, '');
  console.log(`\n## ${suite}`);
  const module = (await import(pathToFileURL(join(folder, file)).href)) as {
    run: () => Promise<BenchResult[]>;
  };
  const results = await module.run();
  printTable(results);
  all.push(...results.map((result) => ({ suite, ...result })));
}

const resultsFolder = join(folder, 'results');
mkdirSync(resultsFolder, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = join(resultsFolder, `bench-${stamp}.json`);
writeFileSync(
  out,
  JSON.stringify(
    { node: process.version, cpus: (await import('node:os')).cpus().length, results: all },
    null,
    2,
  ),
);
const verdicts = all.map(verdict).filter((v) => v !== '');
const passed = verdicts.filter((v) => v === 'pass').length;
console.log(`\nTargets: ${passed} passed, ${verdicts.length - passed} failed`);
console.log(`Wrote ${out}`);
