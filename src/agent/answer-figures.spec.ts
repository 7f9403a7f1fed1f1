import { extractFigures } from './answer-figures';

describe('extractFigures', () => {
  const cases: [string, string, [string, string, number | string][]][] = [
    [
      'counts with thousands separators',
      'We found 25,000 messages and 412 cases.',
      [
        ['25,000', 'count', 25000],
        ['412', 'count', 412],
      ],
    ],
    [
      'percentages and decimals',
      'The breach rate was 11.8 % against 30%; mean 14.25.',
      [
        ['11.8 %', 'percent', 11.8],
        ['30%', 'percent', 30],
        ['14.25', 'decimal', 14.25],
      ],
    ],
    [
      'ratios',
      'A spike of 3.1× baseline, or 2x the median, 4 times more.',
      [
        ['3.1×', 'ratio', 3.1],
        ['2x', 'ratio', 2],
        ['4 times', 'ratio', 4],
      ],
    ],
    [
      'negative numbers, ASCII and Unicode minus',
      'Sentiment −0.42 and -0.3; change of -12%.',
      [
        ['−0.42', 'decimal', -0.42],
        ['-0.3', 'decimal', -0.3],
        ['-12%', 'percent', -12],
      ],
    ],
    [
      'ISO and written dates',
      'On 2026-03-10, 19 August 2026 and March 11, 2026 (and Aug 20).',
      [
        ['2026-03-10', 'date', '2026-03-10'],
        ['19 August 2026', 'date', '2026-08-19'],
        ['March 11, 2026', 'date', '2026-03-11'],
        ['Aug 20', 'date', '--08-20'],
      ],
    ],
    [
      'timestamps as their day',
      'Opened at 2025-11-10T16:06:00Z, closed 2025-11-24 04:52.',
      [
        ['2025-11-10T16:06:00Z', 'date', '2025-11-10'],
        ['2025-11-24 04:52', 'date', '2025-11-24'],
      ],
    ],
    [
      'months',
      'Volume in June 2026 and 2026-07 rose.',
      [
        ['June 2026', 'month', '2026-06'],
        ['2026-07', 'month', '2026-07'],
      ],
    ],
    [
      'record ids',
      'See M-000123, K-00042 and tweet 570306133677760513.',
      [
        ['M-000123', 'id', 'M-000123'],
        ['K-00042', 'id', 'K-00042'],
        ['570306133677760513', 'id', '570306133677760513'],
      ],
    ],
    [
      'record ids with slashes and a check suffix, their numbers no counts',
      '**FLT/25/0298-Z**: comp 92.35; claim CLM/25/006567 paid 40.',
      [
        ['FLT/25/0298-Z', 'id', 'FLT/25/0298-Z'],
        ['92.35', 'decimal', 92.35],
        ['CLM/25/006567', 'id', 'CLM/25/006567'],
        ['40', 'count', 40],
      ],
    ],
    [
      'a year-like number stated as a quantity, beside a year',
      'In 2026 the busiest region is **South** with 2043; total: 2026. There are **2099** more.',
      [
        ['2043', 'count', 2043],
        ['2026', 'count', 2026],
        ['2099', 'count', 2099],
      ],
    ],
    [
      'years, ordinals and wording are no figures',
      '1. In 2026 the top 5 of the last 30 days in Q2\n2) ok: 7',
      [['7', 'count', 7]],
    ],
  ];
  for (const [name, text, expected] of cases) {
    it(`reads ${name}`, () => {
      const figures = extractFigures(text);
      expect(figures.map((figure) => [figure.text, figure.kind, figure.value])).toEqual(expected);
      for (const figure of figures) expect(text.slice(figure.start, figure.end)).toBe(figure.text);
    });
  }

  it('notes approximate figures and the written precision', () => {
    const [about, exact] = extractFigures('about 400 cases, 12.50% rate');
    expect(about!.approximate).toBeTrue();
    expect(exact!.approximate).toBeFalse();
    expect(exact!.decimals).toBe(2);
  });
});
