import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatReport, summarize, type CaseResult } from './report';

function result(
  id: string,
  category: CaseResult['category'],
  right: boolean,
  confidence: number,
  level: 'high' | 'medium' | 'low',
): CaseResult {
  return {
    id,
    dataset: 'demo',
    category,
    question: `question ${id}`,
    previous: [],
    expected: 'something',
    right,
    reason: right ? 'right' : 'missing x',
    confidence,
    level,
    answer: `answer ${id}\nsecond line`,
    endReason: 'answered',
    tools: [{ tool: 'query_data', input: { entity: 'communications' }, ok: true }],
    durationMs: 5,
  };
}

describe('summarize', () => {
  const results = [
    result('a', 'descriptive', true, 0.9, 'high'),
    result('b', 'descriptive', true, 0.8, 'high'),
    result('c', 'ranking', false, 0.3, 'low'),
    result('d', 'unanswerable', true, 0.9, 'high'),
    result('e', 'unanswerable', false, 0.85, 'high'),
  ];

  it('reports accuracy per category and the targets it misses', () => {
    const summary = summarize(results);
    assert.equal(summary.accuracy, 3 / 5);
    assert.deepEqual(summary.byCategory['descriptive'], { total: 2, right: 2, accuracy: 1 });
    assert.equal(summary.unanswerable.declined, 1);
    const met = Object.fromEntries(summary.targets.map((target) => [target.label, target.met]));
    assert.equal(met['right overall ≥ 90%'], false);
    assert.equal(met['High answers right ≥ 95%'], false); // 3 of 4 High answers right
    assert.equal(met['every unanswerable declined'], false);
  });

  it('lists each failure with its question, expectation, first answer line and calls', () => {
    const text = formatReport(results, summarize(results));
    assert.match(text, /FAIL {2}right overall/);
    assert.match(text, /right by level {7}high 3\/4 · medium 0\/0 · low 0\/1/);
    assert.match(text, /- \[ranking\] c/);
    assert.match(text, /got: answer c$/m);
    assert.match(text, /call: query_data \{"entity":"communications"\}/);
    assert.match(text, /NOT declined {2}e: question e/);
    assert.doesNotMatch(text, /- \[descriptive\] a/);
  });
});

describe('targets without data', () => {
  it('says n/a, not PASS, for a target the run has no data for', () => {
    const allRight = [
      result('a', 'descriptive', true, 0.9, 'high'),
      result('b', 'ranking', true, 0.5, 'medium'),
    ];
    const summary = summarize(allRight);
    const gap = summary.targets.find((target) => target.label.startsWith('confidence gap'))!;
    assert.equal(gap.noData, true);
    const text = formatReport(allRight, summary);
    assert.match(text, /n\/a {3}confidence gap right − wrong ≥ 0\.3 +no wrong answer/);
    assert.match(text, /n\/a {3}every unanswerable declined +no unanswerable case/);
    assert.doesNotMatch(text, /PASS {2}confidence gap/);
  });

  it('says n/a for the High target when nothing was rated High', () => {
    const summary = summarize([result('c', 'ranking', false, 0.3, 'low')]);
    const high = summary.targets.find((target) => target.label.startsWith('High answers'))!;
    assert.equal(high.noData, true);
    assert.equal(high.value, 'no High answer');
  });
});
