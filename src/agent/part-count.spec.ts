import { assessAnswer } from './answer-assessment';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkPartCount } from './part-count';
import { clinicDataset } from './testing/clinic-dataset';
import { sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

function query(
  callId: string,
  filters: unknown[],
  metrics: unknown[],
  row: Record<string, number>,
): ObservedCall {
  return {
    step: 1,
    callId,
    tool: 'query_data',
    input: { entity: 'communications', filters, metrics },
    output: { matched: row['count'], rows: [row] },
  };
}

const hilltop = [{ field: 'clinic', op: 'eq', value: 'Hilltop' }];
/** Hilltop's visits and the share by Care Club members, as an average of the yes/no field. */
const memberRate = query('c1', hilltop, [{ fn: 'count' }, { fn: 'avg', field: 'care_club' }], {
  count: 1700,
  avgCare_club: 0.3588,
});
const members = query(
  'c2',
  [...hilltop, { field: 'care_club', op: 'eq', value: true }],
  [{ fn: 'count' }],
  { count: 610 },
);
/** The kids card holders' share of requests. */
const kidsRate = query('c1', [], [{ fn: 'count' }, { fn: 'avg', field: 'kids_card' }], {
  count: 8000,
  avgKids_card: 0.225,
});
const kids = query('c2', [{ field: 'kids_card', op: 'eq', value: true }], [{ fn: 'count' }], {
  count: 1800,
});
/** A compliance tool's shape: the part, the whole and the rate side by side. */
const overdue: ObservedCall = {
  step: 1,
  callId: 'c1',
  tool: 'analyze_sla_compliance',
  input: {},
  output: { overall: { total: 8000, breached: 620, breachRate: 0.0775 } },
};

const WRONG: [string, DataDictionary, string, string, ObservedCall[]][] = [
  [
    'the share of a yes/no field and the records it is over',
    clinicDataset(),
    'How many Hilltop visits were by Care Club members, and what is that as a share of all Hilltop visits?',
    'The Care Club member rate is 35.9% over 1700 visits where clinic is Hilltop.',
    [memberRate],
  ],
  [
    'a percentage asked of it',
    libraryDataset(),
    'how many requests came from kids card holders and what percentage is that?',
    'The kids card rate is 22.5% over 8000 requests.',
    [kidsRate],
  ],
  [
    'a share of all the records that it makes',
    libraryDataset(),
    'How many requests went overdue, and what share of all requests does that make?',
    '7.8% of all 8,000 requests went overdue.',
    [overdue],
  ],
  [
    'a proportion of the count just asked, the whole from a second call',
    clinicDataset(),
    'how many Care Club visits at Hilltop - and what proportion is it?',
    'The Care Club member rate is 35.9% over 1700 visits where clinic is Hilltop.',
    [query('c0', hilltop, [{ fn: 'count' }], { count: 1700 }), memberRate],
  ],
];

const RIGHT: [string, DataDictionary, string, string, ObservedCall[]][] = [
  [
    'the count of the part stated',
    clinicDataset(),
    'How many Hilltop visits were by Care Club members, and what is that as a share of all Hilltop visits?',
    'There are **610** visits by Care Club members at Hilltop: 35.9% of all 1700 visits there.',
    [memberRate, members],
  ],
  [
    'the part read beside its rate',
    libraryDataset(),
    'How many requests went overdue, and what share of all requests does that make?',
    '620 of 8,000 requests went overdue (7.8%).',
    [overdue],
  ],
  [
    'the part read beside its share in a split by the field',
    clinicDataset(),
    'How many Hilltop visits were by Care Club members, and what share of them is that?',
    'There are **610** visits by Care Club members at Hilltop, 35.9% of its 1700 visits.',
    [
      {
        step: 1,
        callId: 'c1',
        tool: 'query_data',
        input: {
          entity: 'communications',
          filters: hilltop,
          metrics: [{ fn: 'count' }, { fn: 'share' }],
          groupBy: ['care_club'],
        },
        output: {
          matched: 1700,
          rows: [
            { care_club: false, count: 1090, share: 0.6412 },
            { care_club: true, count: 610, share: 0.3588 },
          ],
        },
      },
    ],
  ],
  [
    'the count asked is the whole',
    clinicDataset(),
    'How many visits did Hilltop have, and what share of them were by Care Club members?',
    'The Care Club member rate is 35.9% over 1700 visits where clinic is Hilltop.',
    [memberRate],
  ],
  [
    'a percentage stated with its part',
    libraryDataset(),
    'how many requests came from kids card holders and what percentage is that?',
    'There are **1800** requests from kids card holders, 22.5% of the 8000 requests.',
    [kidsRate, kids],
  ],
  [
    'one ask only',
    clinicDataset(),
    'What share of Hilltop visits were by Care Club members?',
    'The Care Club member rate is 35.9% over 1700 visits where clinic is Hilltop.',
    [memberRate],
  ],
];

function assess(data: DataDictionary, question: string, answer: string, calls: ObservedCall[]) {
  return assessAnswer({
    question,
    period: { from: data.from!, to: data.to! },
    dataset: data,
    draft: { text: answer, rating: 0.85, sources: [], followUps: [] },
    calls,
    failedCalls: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
  });
}

describe('a count asked with its share, answered with the share and its whole', () => {
  for (const [name, data, question, answer, calls] of WRONG) {
    it(`is not High: ${name}`, () => {
      expect(assess(data, question, answer, calls).confidence.level)
        .withContext(question)
        .not.toBe('high');
      expect(checkPartCount(sourcesOf(question, answer, calls, data)).length)
        .withContext(question)
        .toBe(1);
    });
  }
  for (const [name, data, question, answer, calls] of RIGHT) {
    it(`finds nothing: ${name}`, () => {
      expect(checkPartCount(sourcesOf(question, answer, calls, data)))
        .withContext(question)
        .toEqual([]);
    });
  }
});
