import { assessFit, type FitFinding } from './answer-fit';
import { assessAnswer } from './answer-assessment';
import {
  byAirline as countsByAirline,
  call,
  findingsOf,
  fitFindings,
  fitDataset,
  openCases,
  shareByAirline,
  span,
} from './testing/fit-fixtures';

describe('assessFit', () => {
  it('flags per-value counts when the question asks how many are in either value', () => {
    const findings = fitFindings(
      'How many cases are still open or in progress?',
      'Number of cases by status: open: 8; in_progress: 26.',
      [openCases],
    );
    expect(findings.map((finding) => finding.label)).toEqual([
      'The question asks how many are open or in_progress together; the answer gives no combined figure',
    ]);
    expect(findings[0]!.partial).toBeTrue();
  });

  it('accepts the combined count, from the result or summed from its groups', () => {
    expect(
      fitFindings(
        'How many cases are still open or in progress?',
        '34 cases are open or in progress.',
        [openCases],
      ),
    ).toEqual([]);
    const grouped = call(openCases.input, { rows: (openCases.output as { rows: unknown[] }).rows });
    expect(
      fitFindings(
        'How many cases are still open or in progress?',
        '34 cases (26 in progress, 8 open).',
        [grouped],
      ),
    ).toEqual([]);
  });

  it('accepts a combined count added up from two groups of a longer list', () => {
    const allStatuses = call(
      { entity: 'cases', groupBy: ['status'] },
      {
        rows: [
          { status: 'closed', count: 3466 },
          { status: 'in_progress', count: 26 },
          { status: 'open', count: 8 },
        ],
      },
    );
    expect(
      fitFindings(
        'How many cases are still open or in progress?',
        'Open: 8, in progress: 26, so 34 together.',
        [allStatuses],
      ),
    ).toEqual([]);
  });

  it('flags a comparison that names one side only', () => {
    const southwest = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'Southwest' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 2420 },
    );
    const findings = fitFindings(
      'How does Southwest compare with Delta on tweet volume?',
      'Southwest got 2420 tweets.',
      [southwest],
    );
    expect(findings.map((finding) => finding.label)).toContain(
      'The question compares Southwest and Delta; the answer gives Southwest only',
    );
  });

  it('flags a filter the question never asked for, and not one it did', () => {
    const pending = call(
      {
        entity: 'communications',
        filters: [
          { field: 'airline', op: 'eq', value: 'Delta' },
          { field: 'sentimentLabel', op: 'eq', value: 'positive' },
          { field: 'negativereason', op: 'not_null', value: null },
        ],
        metrics: [{ fn: 'count' }],
        order: { by: 'count', direction: 'desc' },
      },
      { matched: 544 },
    );
    const findings = fitFindings('How many tweets did Delta get?', 'Delta got 544 tweets.', [
      pending,
    ]);
    expect(findings.map((finding) => finding.label)).toEqual([
      'A filter the question did not ask for narrows the figures: sentimentLabel = positive',
    ]);
    expect(
      fitFindings('How many positive tweets did Delta get?', 'Delta got 544 positive tweets.', [
        pending,
      ]),
    ).toEqual([]);
    const reason = call(
      { filters: [{ field: 'negativereason', op: 'eq', value: 'Customer Service Issue' }] },
      { matched: 681 },
    );
    expect(
      fitFindings('custmer service tweets, how many?', 'There are 681 tweets.', [reason]),
    ).toEqual([]);
    expect(
      fitFindings('custmr servce tweets, how many?', 'There are 681 tweets.', [reason]),
    ).toEqual([]);
    // "T2s" names the value T2.
    const terminal = call(
      { filters: [{ field: 'negativereason', op: 'eq', value: 'T2' }] },
      { matched: 80 },
    );
    expect(fitFindings('How many T2s were there?', 'There are 80.', [terminal])).toEqual([]);
    // A plural in -ies names its value in -y.
    const family = call(
      { filters: [{ field: 'negativereason', op: 'eq', value: 'Family' }] },
      { matched: 120 },
    );
    expect(
      fitFindings('How many tweets came from families?', 'There are 120 tweets.', [family]),
    ).toEqual([]);
    expect(
      fitFindings('How many tweets came from groups?', 'There are 120 tweets.', [family]).map(
        (finding) => finding.check,
      ),
    ).toContain('filter');
    const closedCases = call(
      { entity: 'cases', filters: [{ field: 'status', op: 'eq', value: 'closed' }] },
      { matched: 3466 },
    );
    expect(
      fitFindings('how many cases did we close', 'We closed 3466 cases.', [closedCases]).filter(
        (finding) => finding.check === 'filter',
      ),
    ).toEqual([]);
    expect(
      fitFindings('how many tweets about service charges?', 'There are 681 tweets.', [reason]).map(
        (finding) => finding.check,
      ),
    ).toContain('filter');
    const belowZero = call(
      { filters: [{ field: 'sentiment', op: 'lt', value: 0 }] },
      { matched: 9178 },
    );
    expect(
      fitFindings('How many negative tweets?', 'There are 9178 negative tweets.', [belowZero]),
    ).toEqual([]);
    expect(fitFindings('How many tweets?', 'There are 9178 tweets.', [belowZero])).toEqual([
      jasmine.objectContaining({ check: 'filter' }),
    ]);
  });

  it('accepts a filter the question names by another form of its word or its country', () => {
    const escalated = call(
      { entity: 'cases', filters: [{ field: 'outcome', op: 'eq', value: 'Escalated' }] },
      { matched: 120 },
    );
    const filterChecks = (question: string, answer: string, calls = [escalated]) =>
      fitFindings(question, answer, calls).filter((finding) => finding.check === 'filter');
    expect(filterChecks('How many escalations were there?', 'There were 120 escalations.')).toEqual(
      [],
    );
    expect(filterChecks('How many cases were there?', 'There were 120 cases.').length).toBe(1);
    const canada = call(
      { filters: [{ field: 'country', op: 'eq', value: 'Canada' }] },
      { matched: 75 },
    );
    expect(
      filterChecks('How many Canadian customers wrote in?', '75 customers wrote in.', [canada]),
    ).toEqual([]);
    expect(
      filterChecks('How many French customers wrote in?', '75 customers wrote in.', [canada])
        .length,
    ).toBe(1);
  });

  it('accepts a filter on a value an earlier call of the run found', () => {
    const top = {
      ...call({ groupBy: ['airline'], limit: 1 }, { rows: [{ airline: 'United', count: 2633 }] }),
      step: 1,
    };
    const its = {
      ...call(
        { filters: [{ field: 'airline', op: 'eq', value: 'United' }], metrics: [{ fn: 'share' }] },
        { matched: 3822, rows: [{ sentimentLabel: 'negative', count: 2633, share: 0.689 }] },
        'c2',
      ),
      step: 2,
    };
    expect(
      fitFindings(
        'Which airline got the most negative tweets, and what share of its tweets were negative?',
        'United: 68.9% of its 3822 tweets.',
        [top, its],
      ),
    ).toEqual([]);
    expect(
      fitFindings('What share of tweets were negative?', '68.9% of 3822 tweets.', [its]),
    ).toEqual([jasmine.objectContaining({ check: 'filter' })]);
  });

  it('caps an answer whose asked measure is a word the data does not hold', () => {
    const findings = fitFindings(
      "What was Southwest's on-time arrival rate?",
      '16.5% of tweets were about Southwest.',
      [shareByAirline],
    );
    expect(findings.length).toBe(1);
    expect(findings[0]!.label).toContain('"arrival rate"');
    expect(findings[0]!.cap).toBeLessThan(0.45);
  });

  it('reads an unknown word before a preposition as no name of the measure after it', () => {
    const byAirlineAverage = call(
      {
        entity: 'communications',
        metrics: [{ fn: 'avg', field: 'sentiment' }],
        groupBy: ['airline'],
      },
      { rows: [{ airline: 'United', avgSentiment: -0.52 }] },
    );
    expect(
      fitFindings(
        'Which airline are flyers least happy with, going by average sentiment?',
        'United, with -0.52.',
        [byAirlineAverage],
      ).filter((finding) => finding.check === 'terms'),
    ).toEqual([]);
    // Without the preposition the word names the measure ("punctuality average").
    expect(
      fitFindings('What is the punctuality average sentiment?', 'United, with -0.52.', [
        byAirlineAverage,
      ]).map((finding) => [finding.check, finding.cap]),
    ).toContain(['terms', 0.44]);
  });

  it('accounts for the plural of a value written with a digit ("T2s" for "T2")', () => {
    const terminal = call(
      { entity: 'communications', filters: [{ field: 'terminal', op: 'eq', value: 'T2' }] },
      { matched: 880, rows: [{ terminal: 'T2', count: 880 }] },
    );
    const unaccounted = (question: string) =>
      termsOf(findingsOf(question, 'There are 880 tweets.', [terminal])).flatMap(
        (finding) => finding.unaccounted ?? [],
      );
    expect(unaccounted('How many tweets are about T2s?')).toEqual([]);
    expect(unaccounted('How many tweets are about T3s?')).toEqual(['t3s']);
  });

  it('caps an answer to a rating the data does not hold ("app store star rating")', () => {
    const findings = fitFindings(
      'What is the app store star rating of Southwest?',
      '16.5% of tweets were about Southwest.',
      [shareByAirline],
    );
    expect(findings.map((finding) => [finding.check, finding.cap])).toEqual([['terms', 0.44]]);
    expect(findings[0]!.label).toContain('rating"');
  });

  it('caps an answer to "how much X" or "the average X" where the data names no X', () => {
    const total = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
      { matched: 14640 },
    );
    for (const question of [
      'How much compensation did Southwest pay out?',
      'What is the average ticket price of United?',
    ]) {
      const terms = fitFindings(question, 'There are 14640 tweets.', [total]).find(
        (finding) => finding.check === 'terms',
      );
      expect(terms?.cap).toBe(0.44);
      expect(terms?.label).toContain('The question measures');
    }
    // A measured thing the data names is no unaccounted term.
    const named = fitFindings('What is the average sentiment?', 'The average is -0.35.', [total]);
    expect(named.filter((finding) => finding.check === 'terms')).toEqual([]);
  });

  it('asks for the topic when the question asks what is written about most', () => {
    const base = fitDataset();
    const dataset = {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'topic',
          entity: 'communications' as const,
          role: 'category' as const,
          type: 'category' as const,
          filled: 14640,
          distinct: 8,
        },
      ],
    };
    const grouping = (calls: ReturnType<typeof call>[]) =>
      assessFit({
        question: 'What do United flyers write about most?',
        answer: 'United leads with 3822.',
        constraints: [],
        figures: [],
        calls,
        dataset,
      }).filter((finding) => finding.check === 'grouping');
    const byAirline = call(
      { entity: 'communications', groupBy: ['airline'], metrics: [{ fn: 'count' }] },
      { rows: [{ airline: 'United', count: 3822 }] },
    );
    expect(grouping([byAirline]).map((finding) => finding.cap)).toEqual([0.44]);
    const byTopic = call(
      { entity: 'communications', groupBy: ['topic'] },
      { rows: [{ topic: 'Late Flight', count: 3822 }] },
    );
    expect(grouping([byTopic])).toEqual([]);
  });

  it('reads a value a change noun follows as an event, not as the records asked about', () => {
    const narrowed = call(
      {
        entity: 'communications',
        filters: [
          { field: 'airline', op: 'eq', value: 'United' },
          { field: 'negativereason', op: 'eq', value: 'Lost Luggage' },
        ],
        metrics: [{ fn: 'avg', field: 'sentiment' }],
      },
      { rows: [{ avg: -0.41, count: 300 }] },
    );
    const filters = (question: string) =>
      fitFindings(question, 'The average sentiment is -0.41.', [narrowed]).filter(
        (finding) => finding.check === 'filter',
      );
    expect(
      filters('Did the Lost Luggage increase change how United flyers feel? Average sentiment?')
        .length,
    ).toBe(1);
    expect(filters('What is the average sentiment of United Lost Luggage tweets?')).toEqual([]);
  });

  it('rates a comparison by a word the data does not name Low when the answer only counts', () => {
    const question = 'Are Delta flyers louder than Southwest flyers?';
    const counted = fitFindings(question, 'Southwest has 2420 tweets and Delta 2222.', [
      countsByAirline,
    ]);
    expect(counted.filter((finding) => finding.check === 'terms').map((f) => f.cap)).toEqual([
      0.44,
    ]);
    // A measured value stands for the word: its reading is the answer's, not a missing measure.
    const measured = fitFindings(question, 'Average sentiment: Southwest -0.2545, Delta -0.185.', [
      countsByAirline,
    ]);
    expect(measured.filter((finding) => finding.cap < 1)).toEqual([]);
  });

  it('caps an answer about a name the data does not hold', () => {
    const total = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
      { matched: 14640 },
    );
    const findings = fitFindings('How many tweets did JetBlue get?', 'There are 14640 tweets.', [
      total,
    ]);
    expect(findings.map((finding) => [finding.check, finding.cap])).toEqual([['terms', 0.44]]);
    expect(findings[0]!.label).toContain('"JetBlue"');
    expect(
      fitFindings('How many tweets did Delta get?', 'Delta got 2222 tweets.', [
        call({ filters: [{ field: 'airline', op: 'eq', value: 'Delta' }] }, { matched: 2222 }),
      ]),
    ).toEqual([]);
  });

  it('reads "wich" as "which" when checking the grouping asked', () => {
    const total = call({ filters: [] }, { matched: 14640 });
    expect(
      fitFindings('wich airline got the most tweets', 'There are 14640 tweets.', [total]),
    ).toEqual([jasmine.objectContaining({ check: 'grouping' })]);
  });

  it('flags a question asking which month when no call grouped by time or returned dates', () => {
    const question = 'In which month did we get the most complaints?';
    const grouping = (calls: ReturnType<typeof call>[]) =>
      // Whether a period was computed at all; naming it in the lead is period-lead's to check.
      findingsOf(question, 'The top reason is Late Flight with 970.', calls).filter(
        (finding) => finding.check === 'grouping' && finding.label.includes('grouped by time'),
      );
    const byReason = call(
      { entity: 'communications', groupBy: ['negativereason'], metrics: [{ fn: 'count' }] },
      { rows: [{ negativereason: 'Late Flight', count: 970 }], filters: { day: 'gte 2025-01-01' } },
    );
    expect(grouping([byReason])).toEqual([
      jasmine.objectContaining({
        label: 'The question asks which month; no tool call grouped by time or returned dates',
        cap: 0.44,
      }),
    ]);
    const byMonth = call(
      { entity: 'communications', groupBy: ['month'] },
      { rows: [{ month: '2025-12', count: 499 }] },
    );
    expect(grouping([byMonth])).toEqual([]);
    // A series of periods from a trend tool, or records with their timestamps, say which too.
    const series = call({ metric: 'complaints' }, { series: [{ period: '2025-12', value: 499 }] });
    expect(grouping([series])).toEqual([]);
    const records = call({ query: 'snow' }, { hits: [{ id: 'M-1', at: '2025-12-03T10:00:00Z' }] });
    expect(grouping([records])).toEqual([]);
  });

  it('flags a question asking which value of a field when no call grouped by it', () => {
    const total = call(
      {
        entity: 'communications',
        filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }],
      },
      { matched: 9178 },
    );
    expect(
      fitFindings(
        'Which airline got the most negative tweets?',
        'There are 9178 negative tweets.',
        [total],
      ),
    ).toEqual([
      jasmine.objectContaining({
        check: 'grouping',
        label: 'The question asks which airline; no tool call grouped by it or returned it',
      }),
    ]);
    const grouped = call(
      { filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }], groupBy: ['airline'] },
      { rows: [{ airline: 'United', count: 2633 }] },
    );
    expect(
      fitFindings(
        'Which airline got the most negative tweets?',
        'United, with 2633 negative tweets.',
        [grouped],
      ),
    ).toEqual([]);
  });

  it('flags a second place asked of a ranking that lists one group', () => {
    const top = call(
      { groupBy: ['airline'], limit: 1 },
      { rows: [{ airline: 'United', count: 3822 }] },
    );
    expect(
      fitFindings('Which airline has the second most tweets?', 'United, with 3822.', [top]),
    ).toEqual([
      jasmine.objectContaining({
        label: 'The question asks for the second most; no tool result lists 2 or more groups',
      }),
    ]);
  });

  it('flags figures that keep the value the question excludes', () => {
    const closed = call(
      {
        entity: 'cases',
        filters: [{ field: 'status', op: 'eq', value: 'closed' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 3466 },
    );
    expect(
      fitFindings('How many cases are not closed yet?', 'There are 3466 closed cases.', [closed]),
    ).toEqual([
      jasmine.objectContaining({
        check: 'filter',
        label: 'The question asks about status other than "closed"; the figures keep only "closed"',
      }),
    ]);
    const notClosed = call(
      {
        entity: 'cases',
        filters: [{ field: 'status', op: 'ne', value: 'closed' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 34 },
    );
    expect(
      fitFindings('How many cases are not closed yet?', 'There are 34 cases not closed.', [
        notClosed,
      ]),
    ).toEqual([]);
  });

  it('accounts for words the data dictionary or the run names, typos and inflections included', () => {
    expect(
      termsOf(
        findingsOf(
          'What share of tweets were about Southwest?',
          '16.5% of tweets were about Southwest.',
          [shareByAirline],
        ),
      ),
    ).toEqual([]);
    expect(
      termsOf(
        findingsOf(
          'waht share of tweets were about Southwets?',
          '16.5% of tweets were about Southwest.',
          [shareByAirline],
        ),
      ),
    ).toEqual([]);
  });

  it('names, without scoring or capping, an unaccounted word that is not the measure', () => {
    const findings = termsOf(
      findingsOf(
        'What share of tweets were directed at Southwest?',
        '16.5% of tweets were about Southwest.',
        [shareByAirline],
      ),
    );
    expect(findings.map((finding) => [finding.label, finding.delta, finding.cap])).toEqual([
      [
        'Words of the question that nothing in the data or the tool calls accounts for: "directed"',
        0,
        1,
      ],
    ]);
  });
});
describe('assessAnswer with fit findings', () => {
  it('rates an answer that gives per-value counts for a combined question Low and partly answered', () => {
    const answer = 'Number of cases by status: open: 8; in_progress: 26.';
    const assessment = assessAnswer({
      question: 'How many cases are still open or in progress?',
      period: span,
      dataset: fitDataset(),
      draft: { text: answer, rating: 0.9, sources: [], followUps: [] },
      calls: [openCases],
      failedCalls: 0,
      shortenedResults: 0,
      groundedSources: 0,
      ungroundedSources: 0,
      repairs: 0,
    });
    expect(assessment.status).toBe('partly answered');
    expect(assessment.confidence.level).toBe('low');
    const sum = assessment.confidence.factors.reduce((total, factor) => total + factor.delta, 0);
    expect(Math.round(sum * 100) / 100).toBe(assessment.confidence.score);
  });

  it('counts an empty look-up as made good only when the figures rest on a later result', () => {
    const empty = { ...call({ id: '5703' }, { total: 0, results: [] }, 'e1'), step: 1 };
    const found = {
      ...call(
        { where: { tweetId: '5703' } },
        { total: 1, results: [{ id: 'R-1', airline: 'Virgin America', count: 3822 }] },
        'f1',
      ),
      step: 2,
    };
    const assess = (calls: (typeof empty)[]) =>
      assessAnswer({
        question: 'Which airline is tweet 5703 addressed to?',
        period: span,
        dataset: fitDataset(),
        draft: { text: 'It is Virgin America (3822 tweets).', sources: [], followUps: [] },
        calls,
        failedCalls: 0,
        shortenedResults: 0,
        groundedSources: 0,
        ungroundedSources: 0,
        repairs: 0,
      }).confidence.factors.map((factor) => factor.label);
    expect(assess([empty, found])).toContain(
      '1 empty result(s) made good by a later call the figures rest on',
    );
    // The empty result came after the one the figures rest on: nothing made it good.
    expect(assess([found, { ...empty, step: 3 }])).toContain('1 tool result(s) came back empty');
  });
});

function termsOf(findings: FitFinding[]): FitFinding[] {
  return findings.filter((finding) => finding.check === 'terms');
}

describe('checkComparisonSides on sides added up', () => {
  const negativeByAirline = call(
    { entity: 'communications', metrics: [{ fn: 'count' }, { fn: 'share' }], groupBy: ['airline'] },
    {
      matched: 9178,
      rows: [
        { airline: 'United', count: 2633, share: 0.2869 },
        { airline: 'US Airways', count: 2263, share: 0.2466 },
        { airline: 'Delta', count: 955, share: 0.1041 },
      ],
    },
  );

  it('flags a lead figure that adds the sides a comparison asks about', () => {
    const found = findingsOf(
      'Did Delta or United have a larger share of negative tweets?',
      '39.1% of negative tweets are about Delta or United.',
      [negativeByAirline],
    ).filter((finding) => finding.check === 'sides');
    expect(found.map((finding) => finding.cap)).toContain(0.44);
  });

  it('accepts the same sum when the question asks for the two together', () => {
    expect(
      findingsOf(
        'What share of negative tweets are about Delta and United together?',
        '39.1% of negative tweets are about Delta or United.',
        [negativeByAirline],
      ).filter((finding) => finding.check === 'sides'),
    ).toEqual([]);
  });
});
