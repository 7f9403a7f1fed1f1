// `npm run bench [name…]`: runs every bench/*.bench.ts (or those whose name contains an argument),
// prints one table and writes the figures to bench/results/<date>.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BenchResult, printTable } from './bench-result';

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
const out = join(resultsFolder, `${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(
  out,
  JSON.stringify(
    { node: process.version, cpus: (await import('node:os')).cpus().length, results: all },
    null,
    2,
  ),
);
console.log(`\nWrote ${out}`);
