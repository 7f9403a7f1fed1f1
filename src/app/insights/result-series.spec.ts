import { MAX_BARS, highlightedIndex, resultSeries } from './result-series';

describe('result series', () => {
  it('draws a trend as a line of its periods', () => {
    const series = resultSeries({
      summary: 'Complaints per day…',
      metric: 'complaints',
      series: [
        { period: '2026-03-09', value: 12 },
        { period: '2026-03-10', value: 41 },
        { period: '2026-03-11', value: 38 },
      ],
      anomalies: [{ period: '2026-03-10', value: 41, ratio: 3.1 }],
    });
    expect(series).toEqual(
      jasmine.objectContaining({
        kind: 'line',
        array: 'series',
        labels: ['2026-03-09', '2026-03-10', '2026-03-11'],
        values: [12, 41, 38],
      }),
    );
  });

  it('draws daily volumes by their total', () => {
    const series = resultSeries({
      splitBy: 'channel',
      days: [
        { day: '2026-08-18', total: 60, split: { phone: 20 } },
        { day: '2026-08-19', total: 140, split: { phone: 100 } },
      ],
    });
    expect(series?.kind).toBe('line');
    expect(series?.values).toEqual([60, 140]);
  });

  it('draws groups as bars of their most telling figure', () => {
    const series = resultSeries({
      groupBy: 'category',
      groups: [
        { key: 'Fees', total: 100, breached: 12, breachRate: 0.12 },
        { key: 'Login', total: 50, breached: 15, breachRate: 0.3 },
      ],
      overall: { total: 150 },
    });
    expect(series).toEqual(
      jasmine.objectContaining({ kind: 'bar', labelKey: 'key', valueKey: 'breachRate' }),
    );
  });

  it('reads query_data rows of any field, such as an imported one', () => {
    const series = resultSeries({
      entity: 'communications',
      rowCount: 3,
      rows: [
        { airline: 'A', n: 5 },
        { airline: 'B', n: 9 },
        { airline: 'C', n: 1 },
      ],
    });
    expect(series).toEqual(
      jasmine.objectContaining({
        kind: 'bar',
        labelKey: 'airline',
        valueKey: 'n',
        values: [5, 9, 1],
      }),
    );
  });

  it('caps a breakdown at the bars that fit and says how many were left out', () => {
    const groups = Array.from({ length: MAX_BARS + 5 }, (_, index) => ({
      key: `g${index}`,
      count: index,
    }));
    const series = resultSeries({ groups });
    expect(series?.values.length).toBe(MAX_BARS);
    expect(series?.omitted).toBe(5);
  });

  it('draws nothing for single records, search hits or one row', () => {
    expect(resultSeries({ communication: { id: 'M-1', sentiment: 0.2 } })).toBeNull();
    expect(
      resultSeries({
        results: [
          { id: 'M-1', score: 1 },
          { id: 'M-2', score: 2 },
        ],
      }),
    ).toBeNull();
    expect(resultSeries({ groups: [{ key: 'only', count: 3 }] })).toBeNull();
    expect(resultSeries('text')).toBeNull();
    expect(resultSeries(null)).toBeNull();
  });

  it('finds the point an evidence path refers to', () => {
    const series = resultSeries({
      series: [
        { period: '2026-03-09', value: 12 },
        { period: '2026-03-10', value: 41 },
      ],
    })!;
    expect(highlightedIndex(series, 'series[1].value')).toBe(1);
    expect(highlightedIndex(series, '$.series[0].value')).toBe(0);
    expect(highlightedIndex(series, 'baseline.median')).toBeNull();
    expect(highlightedIndex(series, 'anomalies[0].value')).toBeNull();
  });
});
