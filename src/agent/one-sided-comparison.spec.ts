import { checkOneSidedComparison } from './one-sided-comparison';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';

const deltaAverage = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
    metrics: [{ fn: 'avg', field: 'sentiment' }, { fn: 'count' }],
  },
  { matched: 2222, rows: [{ avgSentiment: -0.185, count: 2222 }] },
);
const deltaAndRest = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'avg', field: 'sentiment' }, { fn: 'count' }],
    groupBy: ['airline'],
  },
  {
    matched: 14640,
    rows: [
      { airline: 'Delta', avgSentiment: -0.185, count: 2222 },
      { airline: 'United', avgSentiment: -0.52, count: 3822 },
    ],
  },
);
const memberShare = call(
  { entity: 'communications', filters: [], metrics: [{ fn: 'share', field: 'care_club' }] },
  { matched: 5000, rows: [{ share: 0.28, count: 5000 }] },
);
const waitByMember = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'avg', field: 'wait_minutes' }, { fn: 'count' }],
    groupBy: ['care_club'],
  },
  {
    matched: 5000,
    rows: [
      { care_club: true, avgWait_minutes: 12.5, count: 1400 },
      { care_club: false, avgWait_minutes: 21.3, count: 3600 },
    ],
  },
);

function airline(question: string, answer: string, calls: ObservedCall[]) {
  return checkOneSidedComparison(sourcesOf(question, answer, calls));
}
function clinic(question: string, answer: string, calls: ObservedCall[]) {
  return checkOneSidedComparison(sourcesOf(question, answer, calls, clinicDataset()));
}

describe('checkOneSidedComparison', () => {
  it('flags a comparison with the rest answered with one average (airline tweets)', () => {
    const question = 'How does sentiment in Delta tweets compare with the other airlines?';
    const wrong = airline(question, 'The average sentiment is -0.185 over 2222 tweets.', [
      deltaAverage,
    ]);
    expect(wrong.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
    expect(
      airline(question, 'Delta averages -0.185 (2222 tweets); United -0.52 (3822 tweets).', [
        deltaAndRest,
      ]),
    ).toEqual([]);
  });

  it('flags "than everyone else" answered with one rate (clinic feedback)', () => {
    const question = 'Do Care Club members get seen faster than everyone else?';
    expect(clinic(question, 'The Care Club member rate is 28.0% of 5000 visits.', [memberShare]))
      .withContext('one rate, for one side')
      .not.toEqual([]);
    expect(
      clinic(
        question,
        'Care Club members wait 12.5 minutes on average (1400 visits); everyone else 21.3 (3600).',
        [waitByMember],
      ),
    ).toEqual([]);
  });

  it('counts two sides that happen to share a value as two', () => {
    const tied = call(
      {
        entity: 'communications',
        filters: [],
        metrics: [{ fn: 'avg', field: 'sentiment' }],
        groupBy: ['airline'],
      },
      {
        matched: 6044,
        rows: [
          { airline: 'Delta', avgSentiment: -0.2, count: 2222 },
          { airline: 'United', avgSentiment: -0.2, count: 3822 },
        ],
      },
    );
    expect(
      airline('How does Delta compare with United on sentiment?', 'Delta: -0.2; United: -0.2.', [
        tied,
      ]),
    ).toEqual([]);
  });

  it('reads "more than 100" as a threshold, not a comparison of groups', () => {
    expect(
      clinic('Did Riverside get more than 100 visits?', 'Riverside had 5000 visits.', [
        memberShare,
      ]),
    ).toEqual([]);
  });
});
