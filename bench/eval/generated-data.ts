// What the eval's generated data sets (hotel reviews, shop returns) and the airline tweets share:
// seeded draws, CSV cells, and the import of a CSV with Sightline's own importer into a fresh
// database in a temporary folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Random } from '../../api/src/store/random';

/** The corpus generator's seeded draws (mulberry32): the same data on every run. */
export function seededDraws(seed: number): () => number {
  const draws = new Random(seed);
  return () => draws.next();
}

/** One of `items`, with probability proportional to its weight. */
export function pickWeighted<T extends { weight: number }>(
  random: () => number,
  items: readonly T[],
): T {
  let roll = random() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items.at(-1)!;
}

const DAY_MS = 86_400_000;

/** The hours of a day a planted moment falls in: from `first` for `span`, in units of `unitMs`. */
export interface DayHours {
  readonly first: number;
  readonly span: number;
  readonly unitMs: number;
}

/** A moment of a window of whole days (UTC): its day drawn first, then its time within `hours`. */
export function momentIn(
  random: () => number,
  window: { from: string; to: string },
  hours: DayHours,
): Date {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / DAY_MS + 1;
  return new Date(
    start +
      Math.floor(random() * days) * DAY_MS +
      (hours.first + Math.floor(random() * hours.span)) * hours.unitMs,
  );
}

/**
 * `rows` planted moments in a window, each with a person drawn after its time: the records a
 * generator plants around an event.
 */
export function plantedMomentsIn<P, M>(
  random: () => number,
  people: readonly P[],
  rows: number,
  window: { from: string; to: string },
  hours: DayHours,
  make: (when: Date, person: P) => M,
): M[] {
  return Array.from({ length: rows }, () => {
    const when = momentIn(random, window, hours);
    return make(when, people[Math.floor(random() * people.length)]!);
  });
}

/**
 * How busy an hour is: the weight of the first band whose end (an hour, exclusive) lies past it,
 * times `factor` (a weekend's or a season's).
 */
export function hourWeight(
  hour: number,
  bands: readonly (readonly [end: number, weight: number])[],
  factor: number,
): number {
  const band = bands.find(([end]) => hour < end) ?? bands.at(-1)!;
  return band[1] * factor;
}

/** A CSV cell, quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface ImportedData {
  /** The database the import wrote. */
  readonly path: string;
  /** Deletes the temporary folder with everything in it. */
  remove(): void;
}

type ImportFile = (
  db: unknown,
  path: string,
  options: { mapping: unknown },
) => Promise<{ communications: { imported: number } }>;

/**
 * A CSV imported with Sightline's importer (`importFile`, docs/contracts.md) into a fresh
 * database in a temporary folder, or why it could not be. `csv` is a file's path, or the text to
 * write into the folder first; `rows` is how many records the import must take (any when not
 * given), `noun` what they are called in the reason.
 */
export async function importCsv(options: {
  name: string;
  csv: { path: string } | { text: string };
  mapping: unknown;
  rows?: number;
  noun: string;
}): Promise<ImportedData | string> {
  const { openDatabase, closeDatabase } = await import('../../api/src/store/db');
  const { importFile } = (await import('../../api/src/store/import')) as unknown as {
    importFile: ImportFile;
  };
  const folder = mkdtempSync(join(tmpdir(), `sightline-eval-${options.name}-`));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  let csv: string;
  if ('text' in options.csv) {
    csv = join(folder, `${options.name}.csv`);
    writeFileSync(csv, options.csv.text);
  } else {
    csv = options.csv.path;
  }
  const path = join(folder, `${options.name}.db`);
  const db = openDatabase(path);
  let problem: string | undefined;
  try {
    const { imported } = (await importFile(db, csv, { mapping: options.mapping })).communications;
    if (imported === 0) problem = 'the import took no rows';
    else if (options.rows !== undefined && imported !== options.rows) {
      problem = `the import took ${imported} of ${options.rows} ${options.noun}`;
    }
  } catch (error) {
    problem = `the import failed: ${(error as Error).message}`;
  } finally {
    closeDatabase(db);
  }
  if (problem) {
    remove();
    return problem;
  }
  return { path, remove };
}
