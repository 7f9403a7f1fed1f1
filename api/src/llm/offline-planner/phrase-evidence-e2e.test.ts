import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../store/db';
import { importFile } from '../../store/import';
import { runNativeLoop, startOfflineApi, type OfflineApi } from './planner-test-support';
import {
  EVIDENCE_MENTION_STEM,
  EVIDENCE_NONE_STEM,
  EVIDENCE_READ_STEM,
  EVIDENCE_UNCLEAR_STEM,
} from './understand/phrase-evidence';

/**
 * A phrase no field or value of the data names, read from the records' own text, through the
 * whole tool loop over two small imports of our own: heating repair jobs and pet-supply orders.
 * Their texts say some things mostly of one value ("stone cold radiators" of No heating, "crushed
 * boxes" of Damaged parcel) and some things of every value alike ("muddy footprints"). Truths by
 * plain SQL over the imported rows.
 */

/** A small deterministic random source (mulberry32). */
function draws(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shape {
  name: string;
  noun: string;
  /** The category field and its values, each with what its records mostly say. */
  kinds: { value: string; usual: string[]; weight: number }[];
  /** Said of any record, whatever its kind. */
  anywhere: string[];
  places: string[];
  mapping: Record<string, unknown>;
}

const HEATING: Shape = {
  name: 'heating',
  noun: 'jobs',
  kinds: [
    { value: 'No heating', usual: ['the radiators are stone cold'], weight: 3 },
    { value: 'Noise', usual: ['the pipes keep rattling at night'], weight: 2 },
    { value: 'Leak', usual: ['water dripping under the boiler'], weight: 2 },
    { value: 'Pressure loss', usual: ['the gauge keeps dropping'], weight: 2 },
  ],
  anywhere: ['the engineer left muddy footprints'],
  places: ['Northside', 'Southside', 'Eastgate', 'Westfield'],
  mapping: {
    name: 'Heating repair jobs (2025)',
    timezone: 'UTC',
    fields: { id: 'ref', at: { column: 'logged', format: 'YYYY-MM-DD HH:mm' }, body: 'notes' },
    custom: {
      issue: { column: 'issue', type: 'category', label: 'issue' },
      area: { column: 'area', type: 'category', label: 'area' },
    },
    declaration: {
      description:
        'Repair jobs of a heating engineers firm in 2025: the issue, the area and notes.',
    },
  },
};

const PETS: Shape = {
  name: 'pets',
  noun: 'orders',
  kinds: [
    { value: 'Damaged parcel', usual: ['the box arrived crushed'], weight: 2 },
    { value: 'Late delivery', usual: ['still waiting after a week'], weight: 3 },
    { value: 'Wrong item', usual: ['we got cat food instead of dog food'], weight: 2 },
    { value: 'Refund query', usual: ['asking when the money comes back'], weight: 2 },
  ],
  anywhere: ['the courier was very rude'],
  places: ['Parcelnet', 'Swiftpost', 'Homedrop'],
  mapping: {
    name: 'Pet supply order problems (2025)',
    timezone: 'UTC',
    fields: { id: 'ref', at: { column: 'logged', format: 'YYYY-MM-DD HH:mm' }, body: 'message' },
    custom: {
      problem: { column: 'problem', type: 'category', label: 'problem' },
      courier: { column: 'courier', type: 'category', label: 'courier' },
    },
    declaration: {
      description: 'Problems customers of an online pet supply shop reported with orders in 2025.',
    },
  },
};

const ROWS = 600;

function csvOf(shape: Shape, seed: number): string {
  const random = draws(seed);
  const kindColumn = shape.name === 'heating' ? 'issue' : 'problem';
  const placeColumn = shape.name === 'heating' ? 'area' : 'courier';
  const body = shape.name === 'heating' ? 'notes' : 'message';
  const lines = [`ref,logged,${kindColumn},${placeColumn},${body}`];
  const total = shape.kinds.reduce((sum, kind) => sum + kind.weight, 0);
  for (let row = 0; row < ROWS; row++) {
    let pick = random() * total;
    const kind = shape.kinds.find((candidate) => (pick -= candidate.weight) < 0) ?? shape.kinds[0]!;
    const place = shape.places[Math.floor(random() * shape.places.length)]!;
    const said: string[] = ['Customer called in.'];
    // Mostly said of its own kind, now and then of another.
    for (const other of shape.kinds) {
      const chance = other === kind ? 0.85 : 0.03;
      if (random() < chance) said.push(`They said ${other.usual[0]}.`);
    }
    for (const phrase of shape.anywhere) if (random() < 0.12) said.push(`Also ${phrase}.`);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    lines.push(
      `R-${String(row + 1).padStart(4, '0')},2025-${month}-${day} 10:00,${kind.value},${place},"${said.join(' ')}"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function imported(shape: Shape, seed: number, folder: string): Promise<string> {
  const csv = join(folder, `${shape.name}.csv`);
  writeFileSync(csv, csvOf(shape, seed));
  const path = join(folder, `${shape.name}.db`);
  const db = openDatabase(path);
  try {
    await importFile(db, csv, { mapping: shape.mapping as never });
  } finally {
    closeDatabase(db);
  }
  return path;
}

describe('a phrase the data does not name, read from its records (truths by SQL)', () => {
  let folder: string;
  let heating: OfflineApi;
  let pets: OfflineApi;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sightline-phrase-evidence-'));
    heating = await startOfflineApi(await imported(HEATING, 17, folder));
    pets = await startOfflineApi(await imported(PETS, 71, folder));
  });
  after(async () => {
    await heating?.close();
    await pets?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const count = (api: OfflineApi, where: string, ...params: unknown[]) =>
    (
      api.db.prepare(`SELECT count(*) AS n FROM communications WHERE ${where}`).get(...params) as {
        n: number;
      }
    ).n;
  const custom = (field: string) => `x_${field}`;

  it('reads "stone cold radiators" as the No heating issue, and says so', async () => {
    const n = count(heating, `${custom('issue')} = 'No heating'`);
    const result = await runNativeLoop(heating, 'How many jobs were about stone cold radiators?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`));
    assert.ok(result.final.answer.includes(EVIDENCE_READ_STEM), result.final.answer);
    assert.match(result.final.answer, /No heating/);
  });

  it('counts the jobs of the area with the most rattling pipes (the Noise issue)', async () => {
    const top = heating.db
      .prepare(
        `SELECT x_area AS area, count(*) AS n FROM communications WHERE x_issue = 'Noise'
         GROUP BY x_area ORDER BY n DESC LIMIT 1`,
      )
      .get() as { area: string; n: number };
    const result = await runNativeLoop(
      heating,
      'Which area had the most jobs with rattling pipes?',
    );
    assert.ok(result.final.answer.includes(top.area), result.final.answer);
    assert.match(result.final.answer, new RegExp(`\\b${top.n}\\b`));
  });

  it('keeps the area named beside the phrase ("Northside jobs where the pipes were rattling")', async () => {
    const n = count(heating, `x_issue = 'Noise' AND x_area = 'Northside'`);
    const result = await runNativeLoop(heating, 'How many Northside jobs had pipes rattling?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`), result.final.answer);
  });

  it('counts the jobs mentioning muddy footprints when no value stands out, labelled so', async () => {
    const n = count(heating, `body LIKE '%muddy%' AND body LIKE '%footprint%'`);
    const issues = heating.db
      .prepare(`SELECT count(DISTINCT x_issue) AS k FROM communications WHERE body LIKE '%muddy%'`)
      .get() as { k: number };
    assert.equal(issues.k, 4);
    const result = await runNativeLoop(heating, 'How many jobs mentioned muddy footprints?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`), result.final.answer);
    assert.ok(result.final.answer.includes(EVIDENCE_MENTION_STEM), result.final.answer);
  });

  it('declines a phrase spread over every value when the question does not ask what was said', async () => {
    assert.ok(count(heating, `body LIKE '%muddy%' AND body LIKE '%footprint%'`) >= 10);
    const result = await runNativeLoop(heating, 'How many jobs had muddy footprints?');
    assert.equal(result.final.status, 'not answerable', result.final.answer);
    assert.ok(result.final.answer.includes(EVIDENCE_UNCLEAR_STEM), result.final.answer);
  });

  it('reads no verb from the text ("all told" is no phrase to find in the notes)', async () => {
    const result = await runNativeLoop(heating, 'How many jobs have we logged, all told?');
    assert.ok(!result.final.answer.includes(EVIDENCE_READ_STEM), result.final.answer);
    assert.ok(!result.final.answer.includes(EVIDENCE_MENTION_STEM), result.final.answer);
    assert.ok(!result.final.answer.includes(EVIDENCE_NONE_STEM), result.final.answer);
  });

  it('declines a phrase no record mentions', async () => {
    assert.equal(count(heating, `body LIKE '%monoxide%'`), 0);
    const result = await runNativeLoop(
      heating,
      'How many jobs were about a carbon monoxide alarm?',
    );
    assert.equal(result.final.status, 'not answerable', result.final.answer);
  });

  it('leaves a value named exactly as it was ("jobs about leaks"): no reading from the text', async () => {
    const n = count(heating, `x_issue = 'Leak'`);
    const result = await runNativeLoop(heating, 'How many jobs were about leaks?');
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\*`), result.final.answer);
    assert.ok(!result.final.answer.includes(EVIDENCE_READ_STEM), result.final.answer);
  });

  it('reads "a crushed box" as the Damaged parcel problem, as the part of a share', async () => {
    const n = count(pets, `x_problem = 'Damaged parcel'`);
    const share = `${((n / ROWS) * 100).toFixed(1)}%`;
    const result = await runNativeLoop(pets, 'What share of orders arrived in a crushed box?');
    assert.ok(result.final.answer.includes(share), `${share} in: ${result.final.answer}`);
  });

  it('still declines what no record could hold ("the average age of customers")', async () => {
    const result = await runNativeLoop(pets, 'What is the average age of our customers?');
    assert.equal(result.final.status, 'not answerable', result.final.answer);
  });
});
