import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { periodKeys, resolvePeriod, weekStart } from './periods';
import { toFtsQuery } from './fts';
import { findAnomalies } from './anomalies';

describe('resolvePeriod', () => {
  it('resolves relative periods against the last day of the data', () => {
    const last = '2026-10-31';
    assert.deepEqual(resolvePeriod('last_7_days', last), { from: '2026-10-25', to: last });
    assert.deepEqual(resolvePeriod('last_30_days', last), { from: '2026-10-02', to: last });
    assert.deepEqual(resolvePeriod('last_90_days', last), { from: '2026-08-03', to: last });
    assert.deepEqual(resolvePeriod('this_month', last), { from: '2026-10-01', to: last });
    assert.deepEqual(resolvePeriod('last_month', last), { from: '2026-09-01', to: '2026-09-30' });
    assert.deepEqual(resolvePeriod('this_year', last), { from: '2026-01-01', to: last });
    assert.deepEqual(resolvePeriod('last_month', '2026-01-15'), {
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('resolves calendar periods', () => {
    assert.deepEqual(resolvePeriod('2026', 'x'), { from: '2026-01-01', to: '2026-12-31' });
    assert.deepEqual(resolvePeriod('2028-02', 'x'), { from: '2028-02-01', to: '2028-02-29' });
    assert.deepEqual(resolvePeriod('2026-02', 'x'), { from: '2026-02-01', to: '2026-02-28' });
    assert.deepEqual(resolvePeriod('2026-03-10', 'x'), { from: '2026-03-10', to: '2026-03-10' });
    assert.throws(() => resolvePeriod('2026-02-30', 'x'), /period/);
    assert.throws(() => resolvePeriod('2026-13', 'x'), /period/);
  });

  it('lists periods with Monday weeks and calendar months', () => {
    assert.equal(weekStart('2026-03-15'), '2026-03-09'); // a Sunday
    assert.equal(weekStart('2026-03-09'), '2026-03-09');
    assert.deepEqual(periodKeys({ from: '2026-03-11', to: '2026-03-24' }, 'week', 10), [
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    assert.deepEqual(periodKeys({ from: '2025-11-20', to: '2026-02-01' }, 'month', 10), [
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    assert.equal(periodKeys({ from: '2020-01-01', to: '2030-01-01' }, 'day', 50).length, 50);
  });
});

describe('toFtsQuery', () => {
  it('quotes every word so FTS syntax is plain text', () => {
    assert.equal(toFtsQuery('login app', 'all'), '"login" "app"');
    assert.equal(toFtsQuery('login app', 'any'), '"login" OR "app"');
    assert.equal(toFtsQuery('"card fee" NEAR(x)', 'all'), '"card fee" "near" "x"');
    assert.equal(toFtsQuery('app:login* -fee ^x', 'all'), '"app" "login" "fee" "x"');
    assert.equal(toFtsQuery('"*():^-', 'all'), undefined);
    assert.equal(toFtsQuery('', 'all'), undefined);
    assert.equal(toFtsQuery('a '.repeat(100), 'all')!.split(' ').length, 32);
  });
});

describe('findAnomalies', () => {
  it('finds a spike and a dip against the median, largest first', () => {
    const values = [10, 11, 9, 10, 12, 10, 9, 11, 40, 10, 11, 1, 10];
    const series = values.map((value, index) => ({ period: `p${index}`, value }));
    const { baseline, anomalies } = findAnomalies(series, 3.5);
    assert.equal(baseline.median, 10);
    assert.deepEqual(
      anomalies.map((anomaly) => [anomaly.period, anomaly.kind]),
      [
        ['p8', 'spike'],
        ['p11', 'dip'],
      ],
    );
    assert.equal(anomalies[0]!.ratio, 4);
  });

  it('copes with a flat series and empty periods', () => {
    const flat = findAnomalies(
      [5, 5, 5, 5, 20].map((value, index) => ({ period: String(index), value })),
      3.5,
    );
    assert.deepEqual(
      flat.anomalies.map((anomaly) => anomaly.period),
      ['4'],
    );
    assert.deepEqual(findAnomalies([{ period: 'a', value: null }], 3.5).anomalies, []);
  });
});
