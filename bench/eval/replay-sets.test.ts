import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { CaseResult } from './report';
import type { ResultsRecord } from './replay';
import { dataset, result } from './replay-fixtures';
import {
  checkEffects,
  checkFirings,
  formatCheckEffects,
  formatCheckFirings,
  formatSetsTable,
  newestBySet,
  readSets,
  replaySets,
} from './replay-sets';

function record(set: string, at: string, results: CaseResult[]): ResultsRecord {
  return { set, at, dictionaries: { airline: dataset }, results };
}

describe('replay-sets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-sets-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const older = record('holdout3', '2026-11-22T20:00:00.000Z', [
    result('a', 'There are 3,822 tweets about United.', true),
  ]);
  const newer = record('holdout3', '2026-11-22T22:00:00.000Z', [
    result('a', 'There are 3,822 tweets about United.', true),
    result('b', 'There are 5,100 tweets about United.', false),
  ]);
  const unseen = record('unseen2', '2026-11-22T21:00:00.000Z', [
    result('c', 'There are 3,822 tweets about United.', true),
  ]);
  const judges = record('unseen99', '2026-11-22T23:00:00.000Z', [
    result('d', 'There are 3,822 tweets about United.', true),
  ]);
  writeFileSync(join(dir, 'eval-holdout3-2026-11-22T20-00-00-000Z.json'), JSON.stringify(older));
  writeFileSync(join(dir, 'eval-holdout3-2026-11-22T22-00-00-000Z.json'), JSON.stringify(newer));
  writeFileSync(join(dir, 'eval-unseen2-2026-11-22T21-00-00-000Z.json'), JSON.stringify(unseen));
  writeFileSync(join(dir, 'eval-unseen99-2026-11-22T23-00-00-000Z.json'), JSON.stringify(judges));

  it('takes the newest replayable file of each known set from a directory', () => {
    assert.deepEqual(newestBySet(dir), [
      join(dir, 'eval-holdout3-2026-11-22T22-00-00-000Z.json'),
      join(dir, 'eval-unseen2-2026-11-22T21-00-00-000Z.json'),
    ]);
  });

  it('prints one row per set and the pooled row, scored with the current code', () => {
    const rows = replaySets(readSets([dir]));
    assert.deepEqual(
      rows.map((row) => [row.label, row.right, row.total, row.high.right, row.high.count]),
      [
        ['holdout3 22:00', 1, 2, 1, 1],
        ['unseen2 21:00', 1, 1, 1, 1],
        ['pooled', 2, 3, 2, 2],
      ],
    );
    // The invented figure is Low after the replay: the wrong answer sits below every right one.
    assert.equal(rows[0]!.auc, 1);
    assert.match(formatSetsTable(rows), /holdout3 22:00 +1\/2 +1\/1 /);
  });

  it('names each fit check with what leaving it out changes, per set', () => {
    const effects = checkEffects(readSets([dir]));
    assert.ok(effects.some((entry) => entry.name === 'asked-measure'));
    assert.equal(effects[0]!.effects.length, 3);
    assert.match(formatCheckEffects(effects), /^asked-measure/m);
  });

  it('counts the wrong and right answers each fit check fired on, per set', () => {
    const sets = readSets([dir]);
    const always = { name: 'always', check: () => [] as never[] };
    const onFive = {
      name: 'five',
      check: ({ answer }: { answer: string }) =>
        /5,100/.test(answer)
          ? [{ check: 'terms' as const, label: 'five', delta: 0, cap: 1, capReason: 'five' }]
          : [],
    };
    const firings = checkFirings(sets, [always, onFive]);
    assert.equal(firings[0]!.sets.size, 0);
    assert.deepEqual(Object.fromEntries(firings[1]!.sets), {
      holdout3: { wrong: ['b'], right: [] },
    });
    const text = formatCheckFirings(firings);
    assert.match(text, /^always never fired$/m);
    assert.match(text, /^five holdout3 1\/0 ONE SET$/m);
  });
});
