import { checkAskedField } from './asked-field';
import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';

/** The sample data plus two number fields an import brings ("stars" labelled "star rating"). */
function reviewData() {
  const base = fitDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      ...(['stars', 'nights'] as const).map((name) => ({
        name,
        ...(name === 'stars' ? { label: 'star rating' } : {}),
        entity: 'communications' as const,
        role: 'custom' as const,
        type: 'number' as const,
        filled: 1800,
        distinct: 5,
      })),
    ],
  };
}

const record: ObservedCall = {
  step: 1,
  callId: 'c1',
  tool: 'get_record',
  input: { id: 'RV-10042' },
  output: {
    communication: {
      id: 'RV-10042',
      body: 'We stayed 2 nights in a standard room.',
      fields: { nights: 2, stars: 4 },
    },
  },
};

function findings(question: string, answer: string, calls: ObservedCall[] = [record]) {
  return checkAskedField({
    question,
    answer,
    constraints: [],
    figures: findFigureEvidence(answer, calls),
    calls,
    dataset: reviewData(),
  });
}

describe('checkAskedField', () => {
  it('flags a lead figure read from another field than the one the question names', () => {
    const found = findings('How many stars did review RV-10042 give?', 'They stayed 2 nights.');
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('star rating');
  });

  it("accepts the field's own value, or a figure of a call computed with the field", () => {
    expect(findings('How many stars did review RV-10042 give?', 'It gave 4 stars.')).toEqual([]);
    const average: ObservedCall = {
      step: 1,
      callId: 'c2',
      tool: 'query_data',
      input: { metrics: [{ fn: 'avg', field: 'stars' }] },
      output: { rows: [{ avg: 3.62 }] },
    };
    expect(findings('What is the average star rating?', 'It is 3.62.', [average])).toEqual([]);
  });

  it('says nothing when the question names no number field', () => {
    expect(findings('How many reviews mention RV-10042?', 'They stayed 2 nights.')).toEqual([]);
  });

  it('flags a question about the sentiment score answered with a figure of something else', () => {
    const handoffs: ObservedCall = {
      step: 1,
      callId: 'c3',
      tool: 'analyze_channel_escalation',
      input: {},
      output: { paths: [{ from: 'chat', to: 'phone', rate: 0.077, escalated: 616 }] },
    };
    const found = findings(
      'Is sentiment on United better or worse than on Delta?',
      'The chat-to-phone rate is 7.7% (616 escalated).',
      [handoffs],
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
  });

  it('accepts the sentiment score read as its average or through its label', () => {
    const byAirline: ObservedCall = {
      step: 1,
      callId: 'c4',
      tool: 'query_data',
      input: { metrics: [{ fn: 'avg', field: 'sentiment' }], groupBy: ['airline'] },
      output: { rows: [{ airline: 'United', avgSentiment: -0.52 }] },
    };
    expect(
      findings('Is sentiment on United better than on Delta?', 'United averages -0.52.', [
        byAirline,
      ]),
    ).toEqual([]);
    const negative: ObservedCall = {
      step: 1,
      callId: 'c5',
      tool: 'query_data',
      input: { filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }] },
      output: { matched: 9178 },
    };
    expect(
      findings('How many tweets have negative sentiment?', 'There are 9178.', [negative]),
    ).toEqual([]);
  });

  it("reads the field of a question's second ask from a later figure, not only the lead", () => {
    const chatShare: ObservedCall = {
      step: 1,
      callId: 'c6',
      tool: 'query_data',
      input: { metrics: [{ fn: 'share' }], groupBy: ['airline'] },
      output: { rows: [{ airline: 'United', share: 0.261 }] },
    };
    const averageStars: ObservedCall = {
      step: 2,
      callId: 'c7',
      tool: 'query_data',
      input: { metrics: [{ fn: 'avg', field: 'stars' }] },
      output: { rows: [{ avgStars: 3.62 }] },
    };
    const answer = '26.1% of reviews are about United. Their average star rating is 3.62.';
    expect(
      findings(
        'What share of reviews are about United, and what is their average star rating?',
        answer,
        [chatShare, averageStars],
      ),
    ).toEqual([]);
    // One ask: the lead figure must be the field's.
    expect(
      findings('What is the average star rating of United reviews?', answer, [
        chatShare,
        averageStars,
      ]).map((finding) => finding.cap),
    ).toEqual([0.44]);
  });

  it('reads a one-word score said by another form of its word (airline tweets, clinic visits)', () => {
    const withScore = (base: ReturnType<typeof fitDataset>, name: string) => ({
      ...base,
      fields: [
        ...base.fields,
        {
          name,
          entity: 'communications' as const,
          role: 'custom' as const,
          type: 'number' as const,
          filled: 1000,
          distinct: 10,
        },
      ],
    });
    const bySentiment = (field: string, value: string) =>
      call(
        {
          entity: 'communications',
          metrics: [{ fn: 'avg', field: 'sentiment' }],
          groupBy: [field],
        },
        { rows: [{ [field]: value, count: 400, avgSentiment: -0.31 }] },
      );
    const byScore = (field: string, score: string, value: string) =>
      call(
        { entity: 'communications', metrics: [{ fn: 'avg', field: score }], groupBy: [field] },
        { rows: [{ [field]: value, count: 400, [`avg_${score}`]: 3.7 }] },
      );
    const tweets = withScore(fitDataset(), 'rating');
    const rated = 'How were Delta flights rated?';
    const mood = checkAskedField(
      sourcesOf(
        rated,
        'Delta: -0.31 average sentiment.',
        [bySentiment('airline', 'Delta')],
        tweets,
      ),
    );
    expect(mood.map((finding) => finding.cap)).toEqual([0.44]);
    expect(
      checkAskedField(
        sourcesOf(
          rated,
          'Delta: 3.7 average rating.',
          [byScore('airline', 'rating', 'Delta')],
          tweets,
        ),
      ),
    ).toEqual([]);
    const visits = withScore(clinicDataset(), 'satisfaction');
    const satisfied = 'Are Hilltop patients satisfied?';
    expect(
      checkAskedField(
        sourcesOf(satisfied, 'Hilltop: -0.31.', [bySentiment('clinic', 'Hilltop')], visits),
      ).length,
    ).toBe(1);
    expect(
      checkAskedField(
        sourcesOf(
          satisfied,
          'Hilltop: 3.7 satisfaction.',
          [byScore('clinic', 'satisfaction', 'Hilltop')],
          visits,
        ),
      ),
    ).toEqual([]);
  });
});
