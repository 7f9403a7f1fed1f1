import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { dataset, result } from './replay-fixtures';
import type { CaseResult } from './report';
import { replayFile, replayResults, ReplayError, type ResultsRecord } from './replay';

const record: ResultsRecord = {
  set: 'holdout2',
  at: '2026-11-22T19:51:00.000Z',
  dictionaries: { airline: dataset },
  results: [
    result('supported', 'There are 3,822 tweets about United.', true),
    result('invented', 'There are 5,100 tweets about United.', false),
  ],
};

describe('replayResults', () => {
  it('scores each recorded answer again with the current assessment and grades it again', () => {
    const [supported, invented] = replayResults(record);
    assert.equal(supported!.after.right, true);
    assert.equal(supported!.assessment?.evidence[0]?.status, 'observed');
    // The recorded High of a figure no result holds does not survive the replay.
    assert.equal(invented!.before.level, 'high');
    assert.equal(invented!.after.right, false);
    assert.equal(invented!.after.level, 'low');
    assert.equal(invented!.after.unsupportedFigures, 1);
  });

  it('refuses a results file recorded before assessments were kept, saying what to do', () => {
    const old = {
      ...record,
      results: record.results.map(({ assessment: _assessment, ...rest }) => rest as CaseResult),
    };
    assert.throws(() => replayResults(old), ReplayError);
    assert.throws(() => replayResults(old), /run `npm run eval` again/);
  });
});

describe('replayFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the report, the cases that moved and the recorded against the replayed figures', () => {
    const file = join(dir, 'eval.json');
    writeFileSync(file, JSON.stringify(record));
    const { text, summary } = replayFile(file, 'wrong');
    assert.equal(summary.calibration.high.count, summary.calibration.high.right);
    assert.match(text, /✗ invented: high 0\.90 → low /);
    assert.match(text, /recorded {2}High 1\/2 · right 1\/2/);
    assert.match(text, /replayed {2}High 1\/1 · right 1\/2/);
    assert.match(text, /Factors \(0\)/); // the wrong answer is Low now: nothing left to show
  });

  it('says clearly when the file is not an eval results file', () => {
    const file = join(dir, 'other.json');
    writeFileSync(file, '{"rows": []}');
    assert.throws(() => replayFile(file), /not an eval results file/);
    assert.throws(() => replayFile(join(dir, 'missing.json')), /Cannot read/);
  });
});
