// `npx tsx bench/eval/replay-sets.ts [--checks] [FILE|DIR …]`: replays several eval results files
// at once with the current assessment code and prints one row per file (right, High right, wrong
// answers rated Medium, the confidence gap and the ROC area), then all of them pooled. A DIR (by
// default bench/results) stands for the newest replayable file of each question set in it.
// `--checks` leaves each fit check out in turn and shows what it changes in each file, so that a
// check whose effect rests on one set (one schema, one wording) stands out; `--fires` counts the
// wrong and right answers each check fired on, per set.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIT_CHECKS, type FitCheck } from '../../src/agent/answer-fit';
import { calibrate } from './calibration';
import type { CaseResult } from './report';
import { readResultsFile, replayResults, ReplayError, type ResultsRecord } from './replay';

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));
const SET_ORDER = [
  'main',
  'holdout',
  'holdout2',
  'holdout3',
  'holdout4',
  'holdout5',
  'holdout6',
  'holdout7',
  'holdout8',
  'holdout9',
  'holdout10',
  'holdout11',
  'holdout12',
  'holdout13',
  'holdout14',
  'holdout15',
  'holdout16',
  'holdout17',
  'holdout18',
  'unseen',
  'unseen2',
  'unseen3',
  'unseen4',
  'unseen5',
  'unseen6',
  'unseen7',
  'unseen8',
  'unseen9',
  'unseen10',
  'unseen11',
  'unseen12',
  'unseen13',
  'unseen14',
  'unseen15',
  'unseen16',
  'unseen17',
  'unseen17b',
  'practice15a',
  'practice15b',
  'practice15c',
  'practice16a',
  'practice16b',
  'practice16c',
  'practice17a',
  'practice17b',
  'practice17c',
];

export interface LabelledRecord {
  /** The set and the time of the run, e.g. `unseen2 22:32`. */
  readonly label: string;
  readonly record: ResultsRecord;
}

export interface SetRow {
  readonly label: string;
  readonly total: number;
  readonly right: number;
  readonly high: { readonly count: number; readonly right: number };
  /** Wrong answers rated Medium, and right answers rated below High (declines left out). */
  readonly mediumWrong: number;
  readonly rightBelowHigh: number;
  readonly gap: number | undefined;
  readonly auc: number | undefined;
}

function hasRecordedRuns(record: ResultsRecord): boolean {
  return record.results.some((result) => result.assessment && result.expectation);
}

function labelOf(record: ResultsRecord): string {
  return `${record.set ?? 'main'} ${record.at?.slice(11, 16) ?? ''}`.trim();
}

/**
 * The newest file of each known set in `dir` whose runs were recorded (files a replay can score).
 */
export function newestBySet(dir: string): string[] {
  const newest = new Map<string, { at: string; file: string }>();
  for (const name of readdirSync(dir)) {
    // Known sets only, by name, before reading: a judge's new set stays unread until published.
    const named = /^eval-(?:([a-z]+\d*)-)?\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/.exec(name);
    if (!named || !SET_ORDER.includes(named[1] ?? 'main')) continue;
    const file = join(dir, name);
    const record = readResultsFile(file);
    if (!hasRecordedRuns(record)) continue;
    const set = record.set ?? 'main';
    const seen = newest.get(set);
    if (!seen || record.at > seen.at) newest.set(set, { at: record.at, file });
  }
  return [...newest.entries()]
    .sort(([a], [b]) => SET_ORDER.indexOf(a) - SET_ORDER.indexOf(b))
    .map(([, entry]) => entry.file);
}

/** Reads the files (a directory: its newest replayable file of each set). */
export function readSets(paths: readonly string[]): LabelledRecord[] {
  const files = paths.flatMap((path) => (/\.json$/.test(path) ? [path] : newestBySet(path)));
  return files.map((file) => {
    const record = readResultsFile(file);
    if (!hasRecordedRuns(record)) {
      throw new ReplayError(`${file} has no recorded runs to replay: run \`npm run eval\` again.`);
    }
    return { label: labelOf(record), record };
  });
}

export function setRow(label: string, results: readonly CaseResult[]): SetRow {
  const calibration = calibrate(
    results.map((result) => ({
      right: result.right,
      score: result.confidence,
      level: result.level,
    })),
  );
  const answered = results.filter((result) => result.status !== 'not answerable');
  return {
    label,
    total: results.length,
    right: results.filter((result) => result.right).length,
    high: { count: calibration.high.count, right: calibration.high.right },
    mediumWrong: results.filter((result) => !result.right && result.level === 'medium').length,
    rightBelowHigh: answered.filter((result) => result.right && result.level !== 'high').length,
    gap: calibration.gap,
    auc: calibration.auc,
  };
}

/** One row per file replayed with the given fit checks, then the pooled row. */
export function replaySets(
  sets: readonly LabelledRecord[],
  fitChecks?: readonly FitCheck[],
): SetRow[] {
  const replayed = sets.map(({ label, record }) => ({
    label,
    results: replayResults(record, fitChecks).map((entry) => entry.after),
  }));
  return [
    ...replayed.map(({ label, results }) => setRow(label, results)),
    setRow(
      'pooled',
      replayed.flatMap(({ results }) => results),
    ),
  ];
}

function decimal(value: number | undefined): string {
  return value === undefined ? '—' : value.toFixed(2);
}

export function formatSetsTable(rows: readonly SetRow[]): string {
  const width = Math.max(8, ...rows.map((row) => row.label.length));
  const lines = [
    `${'set'.padEnd(width)}  right      High right  Medium wrong  right < High  gap    AUC`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.label.padEnd(width)}  ${`${row.right}/${row.total}`.padEnd(9)}  ` +
        `${`${row.high.right}/${row.high.count}`.padEnd(10)}  ${String(row.mediumWrong).padEnd(12)}  ` +
        `${String(row.rightBelowHigh).padEnd(12)}  ${decimal(row.gap).padEnd(5)}  ${decimal(row.auc)}`,
    );
  }
  return lines.join('\n');
}

/** What leaving one check out changes in one row: High answers wrong and right, gap, ROC area. */
export interface CheckEffect {
  readonly label: string;
  readonly highWrong: number;
  readonly highRight: number;
  readonly gap: number;
  readonly auc: number;
}

function effectOf(full: SetRow, without: SetRow): CheckEffect {
  const wrongHigh = (row: SetRow) => row.high.count - row.high.right;
  return {
    label: full.label,
    highWrong: wrongHigh(without) - wrongHigh(full),
    highRight: without.high.right - full.high.right,
    gap: (full.gap ?? 0) - (without.gap ?? 0),
    auc: (full.auc ?? 0.5) - (without.auc ?? 0.5),
  };
}

/** A change worth naming: a High answer more or less, or 0.005 of gap or ROC area. */
export function matters(effect: CheckEffect): boolean {
  return (
    effect.highWrong !== 0 ||
    effect.highRight !== 0 ||
    Math.abs(effect.gap) >= 0.005 ||
    Math.abs(effect.auc) >= 0.005
  );
}

/** For each fit check, what it does in each row (its effect = with it minus without it). */
export function checkEffects(
  sets: readonly LabelledRecord[],
  checks: readonly FitCheck[] = FIT_CHECKS,
): { name: string; effects: CheckEffect[] }[] {
  const full = replaySets(sets, checks);
  return checks.map((left) => {
    const without = replaySets(
      sets,
      checks.filter((check) => check !== left),
    );
    return { name: left.name, effects: full.map((row, index) => effectOf(row, without[index]!)) };
  });
}

export function formatCheckEffects(effects: ReturnType<typeof checkEffects>): string {
  const lines = [
    'What each fit check does (with it minus without it): High wrong answers kept out (−), High',
    'right answers kept (+), gap and ROC area gained; ONE SET when the files of only one set move.',
  ];
  for (const { name, effects: rows } of effects) {
    const moved = new Set(
      rows
        .filter((row) => row.label !== 'pooled' && matters(row))
        .map((row) => row.label.split(' ')[0]),
    );
    const verdict = moved.size === 0 ? 'no effect' : moved.size === 1 ? 'ONE SET' : '';
    lines.push(`${name} ${verdict}`.trim());
    for (const row of rows.filter((entry) => matters(entry))) {
      const sign = (value: number) => (value > 0 ? `+${value}` : String(value));
      lines.push(
        `  ${row.label.padEnd(14)} High wrong ${sign(-row.highWrong).padEnd(3)} ` +
          `High right ${sign(-row.highRight).padEnd(3)} gap ${sign(Number(row.gap.toFixed(2))).padEnd(5)} ` +
          `AUC ${sign(Number(row.auc.toFixed(2)))}`,
      );
    }
  }
  return lines.join('\n');
}

/** Where one fit check found something: on wrong answers and on right ones, per set. */
export interface CheckFirings {
  readonly name: string;
  /** Set name → case ids the check fired on, split by the replayed grade. */
  readonly sets: ReadonlyMap<string, { readonly wrong: string[]; readonly right: string[] }>;
}

/**
 * For each fit check, the answers it fired on (returned a finding for), per set and grade. A check
 * that only ever fires on the set it was written from fits that set's wording, not a mechanism.
 */
export function checkFirings(
  sets: readonly LabelledRecord[],
  checks: readonly FitCheck[] = FIT_CHECKS,
): CheckFirings[] {
  const firings = checks.map((entry) => ({
    name: entry.name,
    sets: new Map<string, { wrong: string[]; right: string[] }>(),
  }));
  for (const { label, record } of sets) {
    const set = label.split(' ')[0]!;
    for (const result of record.results) {
      const fired = new Set<number>();
      const watched = checks.map((entry, index) => ({
        name: entry.name,
        check: (sources: Parameters<FitCheck['check']>[0]) => {
          const findings = entry.check(sources);
          if (findings.length) fired.add(index);
          return findings;
        },
      }));
      const [replayed] = replayResults({ ...record, results: [result] }, watched);
      if (!replayed || replayed.after.status === 'not answerable') continue;
      for (const index of fired) {
        const bySet = firings[index]!.sets;
        const entry = bySet.get(set) ?? { wrong: [], right: [] };
        const ids = entry[replayed.after.right ? 'right' : 'wrong'];
        // Several files of one set hold the same question: each counts once per grade.
        if (!ids.includes(replayed.after.id)) ids.push(replayed.after.id);
        bySet.set(set, entry);
      }
    }
  }
  return firings;
}

export function formatCheckFirings(firings: readonly CheckFirings[]): string {
  const lines = [
    'Where each fit check fired on an answer (declines left out): wrong/right answers per set.',
  ];
  for (const { name, sets } of firings) {
    const wrongSets = [...sets].filter(([, entry]) => entry.wrong.length).map(([set]) => set);
    const cells = [...sets].map(
      ([set, entry]) => `${set} ${entry.wrong.length}/${entry.right.length}`,
    );
    const verdict = !sets.size
      ? 'never fired'
      : wrongSets.length === 0
        ? 'never on a wrong answer'
        : wrongSets.length === 1
          ? 'ONE SET'
          : '';
    lines.push(`${name.padEnd(20)} ${cells.join(', ')} ${verdict}`.replace(/ +/g, ' ').trim());
  }
  return lines.join('\n');
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      checks: { type: 'boolean', default: false },
      fires: { type: 'boolean', default: false },
    },
  });
  try {
    const sets = readSets(positionals.length ? positionals : [RESULTS]);
    if (!sets.length) throw new ReplayError('No results file with recorded runs was found.');
    const parts = [formatSetsTable(replaySets(sets))];
    if (values.checks) parts.push('', formatCheckEffects(checkEffects(sets)));
    if (values.fires) parts.push('', formatCheckFirings(checkFirings(sets)));
    process.stdout.write(`${parts.join('\n')}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
