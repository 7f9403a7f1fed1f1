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
      'record ids with a year or series before the capitals, read whole as a question reads them',
      'Record **2425/C/01243** is Closed; loan 24-25/LIB/0042 renewed 2 times; case 2026-HR-00731 of 41.',
      [
        ['2425/C/01243', 'id', '2425/C/01243'],
        ['24-25/LIB/0042', 'id', '24-25/LIB/0042'],
        ['2 times', 'ratio', 2],
        ['2026-HR-00731', 'id', '2026-HR-00731'],
        ['41', 'count', 41],
      ],
    ],
    [
      'record ids with a series glued to the capitals or a check suffix after a slash',
      'Booking BN25-006111/K cost 120.50, PF-NOV25-0413 cost 80; 2024/Q/0031 and 99-IT-4410: 5.',
      [
        ['BN25-006111/K', 'id', 'BN25-006111/K'],
        ['120.50', 'decimal', 120.5],
        ['PF-NOV25-0413', 'id', 'PF-NOV25-0413'],
        ['80', 'count', 80],
        ['2024/Q/0031', 'id', '2024/Q/0031'],
        ['99-IT-4410', 'id', '99-IT-4410'],
        ['5', 'count', 5],
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

  it('reads no record id in year spans, dates, quarters or financial years', () => {
    for (const text of [
      'In 2024/25 there were 1,204 claims, against 2023-24.',
      'On 2025/03/14 there were 12, and 9 on 2025-03-15.',
      'Q3 2025 had 312 cases and FY2025 had 1,020.',
    ]) {
      expect(extractFigures(text).filter((figure) => figure.kind === 'id')).toEqual([]);
    }
  });

  // Check phrasings, written after the shared reader (record-id.ts) with its code left as it was.
  it('reads other ids with a year before the capitals whole, and no id in a year span', () => {
    const cases: [string, string[]][] = [
      ['Ticket 2526/HR/00912 was escalated; 6 others were not.', ['2526/HR/00912']],
      ['The member 23-24/GYM/1187 visited 14 times.', ['23-24/GYM/1187']],
      ['Request 2025-PLN-04417 is pending since 2025-06-01.', ['2025-PLN-04417']],
      ['Invoice 2324/INV/55012 totals 310.', ['2324/INV/55012']],
      ['Parcel 2026/UK/770031-X was delivered after 4 days.', ['2026/UK/770031-X']],
      [
        'Students 22-23/STU/00451 and 22-23/STU/00452 both passed 3 modules.',
        ['22-23/STU/00451', '22-23/STU/00452'],
      ],
      ['During 2025/26 we logged 540 cases.', []],
      ['From 2024-25 to 2025-26 there were 77 appeals.', []],
    ];
    for (const [text, ids] of cases) {
      const read = extractFigures(text).filter((figure) => figure.kind === 'id');
      expect(read.map((figure) => figure.text))
        .withContext(text)
        .toEqual(ids);
    }
  });

  it('notes approximate figures and the written precision', () => {
    const [about, exact] = extractFigures('about 400 cases, 12.50% rate');
    expect(about!.approximate).toBeTrue();
    expect(exact!.approximate).toBeFalse();
    expect(exact!.decimals).toBe(2);
  });
});
