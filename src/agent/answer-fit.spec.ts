import { assessAnswer } from './answer-assessment';
import { assessFit, type FitFinding } from './answer-fit';
import { type Measure, askedMeasures } from './asked-measure';
import type { DataDictionary } from './dataset';
import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { sampleDataset } from './testing/sample-dataset';

const span = { from: '2015-02-16', to: '2015-02-24' };

/** The sample data plus a case status field, so "open or in progress" has values to name. */
function dataset(): DataDictionary {
  const base = sampleDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'sentimentLabel',
        entity: 'communications',
        role: 'sentiment_label',
        type: 'category',
        filled: 14640,
        distinct: 3,
        values: [
          { value: 'negative', count: 9178 },
          { value: 'neutral', count: 3099 },
          { value: 'positive', count: 2363 },
        ],
      },
      {
        name: 'status',
        entity: 'cases',
        role: 'status',
        type: 'category',
        filled: 3500,
        distinct: 3,
        values: [
          { value: 'closed', count: 3466 },
          { value: 'in_progress', count: 26 },
          { value: 'open', count: 8 },
        ],
      },
    ],
  };
}

function call(input: unknown, output: unknown, callId = 'c1'): ObservedCall {
  return { step: 1, callId, tool: 'query_data', input, output };
}

/** What the checks find wrong (findings that lower confidence). */
function fit(question: string, answer: string, calls: ObservedCall[]): FitFinding[] {
  return findingsOf(question, answer, calls).filter((finding) => finding.delta < 0);
}

function findingsOf(question: string, answer: string, calls: ObservedCall[]): FitFinding[] {
  const data = dataset();
  return assessFit({
    question,
    answer,
    constraints: extractConstraints({ question, period: span, dataset: data }),
    figures: findFigureEvidence(answer, calls),
    calls,
    dataset: data,
  });
}

const byAirline = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'in', value: ['Southwest', 'Delta'] }],
    metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
    groupBy: ['airline'],
  },
  {
    matched: 4642,
    rows: [
      { airline: 'Southwest', count: 2420, avgSentiment: -0.2545 },
      { airline: 'Delta', count: 2222, avgSentiment: -0.185 },
    ],
  },
);
const negativeByAirline = call(
  {
    entity: 'communications',
    filters: [
      { field: 'sentimentLabel', op: 'eq', value: 'negative' },
      { field: 'airline', op: 'in', value: ['Southwest', 'Delta'] },
    ],
    metrics: [{ fn: 'count' }],
    groupBy: ['airline'],
  },
  {
    matched: 2141,
    rows: [
      { airline: 'Southwest', count: 1186 },
      { airline: 'Delta', count: 955 },
    ],
  },
  'c2',
);
const openCases = call(
  {
    entity: 'cases',
    filters: [{ field: 'status', op: 'in', value: ['open', 'in_progress'] }],
    metrics: [{ fn: 'count' }],
    groupBy: ['status'],
    order: { by: 'count', direction: 'desc' },
  },
  {
    matched: 34,
    rows: [
      { status: 'in_progress', count: 26 },
      { status: 'open', count: 8 },
    ],
  },
);
const shareByAirline = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'count' }, { fn: 'share' }],
    groupBy: ['airline'],
  },
  { matched: 14640, rows: [{ airline: 'Southwest', count: 2420, share: 0.1653 }] },
);

describe('askedMeasures', () => {
  const cases: [string, Measure[][]][] = [
    ['How many tweets did Delta get?', [['count']]],
    ['What share of tweets were negative?', [['share']]],
    ['What is the average sentiment of United tweets?', [['average']]],
    ['What is the median resolution time?', [['median']]],
    ['Typically how many days does it take?', [['count'], ['average', 'median']]],
    ['Did Southwest or Delta get more negative tweets?', [['count']]],
    ['Which airline is the most negative?', []],
    ['Show me the five most negative tweets', []],
    ['How many tweets, and what percentage of them were negative?', [['share'], ['count']]],
  ];
  for (const [question, expected] of cases) {
    it(`reads "${question}"`, () => {
      expect(askedMeasures(question, dataset())).toEqual(expected);
    });
  }
});

describe('assessFit', () => {
  it('flags a count asked and an average given first, and caps it below High', () => {
    const findings = fit(
      'Did Southwest or Delta get more negative tweets?',
      'Average sentiment by airline: Southwest: -0.254 (2420 tweets); Delta: -0.185 (2222 tweets).',
      [byAirline],
    );
    expect(findings.map((finding) => finding.label)).toContain(
      'The question asks for a count; the answer leads with an average (-0.254)',
    );
    expect(Math.min(...findings.map((finding) => finding.cap))).toBeLessThan(0.8);
  });

  it('reads a count stated first as the base of the share asked, not as the lead', () => {
    const findings = findingsOf(
      'What share of tweets were about Southwest?',
      'Of 14640 tweets, 2420 (16.5%) were about Southwest.',
      [shareByAirline],
    );
    expect(findings.map((finding) => finding.label)).toEqual([
      'The answer leads with a share or rate, as the question asks (16.5%)',
    ]);
  });

  it('accepts the asked count when the answer leads with it', () => {
    const findings = fit(
      'Did Southwest or Delta get more negative tweets?',
      'Negative tweets by airline: Southwest: 1186; Delta: 955. Southwest has 231 more.',
      [negativeByAirline],
    );
    expect(findings).toEqual([]);
  });

  it('credits an answer that leads with the measure asked for', () => {
    const findings = findingsOf(
      'Did Southwest or Delta get more negative tweets?',
      'Negative tweets by airline: Southwest: 1186; Delta: 955.',
      [negativeByAirline],
    );
    expect(findings.map((finding) => [finding.label, finding.delta])).toEqual([
      ['The answer leads with a count, as the question asks (1186)', 0.05],
    ]);
  });

  it('flags per-value counts when the question asks how many are in either value', () => {
    const findings = fit(
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
      fit('How many cases are still open or in progress?', '34 cases are open or in progress.', [
        openCases,
      ]),
    ).toEqual([]);
    const grouped = call(openCases.input, { rows: (openCases.output as { rows: unknown[] }).rows });
    expect(
      fit('How many cases are still open or in progress?', '34 cases (26 in progress, 8 open).', [
        grouped,
      ]),
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
      fit(
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
    const findings = fit(
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
    const findings = fit('How many tweets did Delta get?', 'Delta got 544 tweets.', [pending]);
    expect(findings.map((finding) => finding.label)).toEqual([
      'A filter the question did not ask for narrows the figures: sentimentLabel = positive',
    ]);
    expect(
      fit('How many positive tweets did Delta get?', 'Delta got 544 positive tweets.', [pending]),
    ).toEqual([]);
    const reason = call(
      { filters: [{ field: 'negativereason', op: 'eq', value: 'Customer Service Issue' }] },
      { matched: 681 },
    );
    expect(fit('custmer service tweets, how many?', 'There are 681 tweets.', [reason])).toEqual([]);
    const belowZero = call(
      { filters: [{ field: 'sentiment', op: 'lt', value: 0 }] },
      { matched: 9178 },
    );
    expect(
      fit('How many negative tweets?', 'There are 9178 negative tweets.', [belowZero]),
    ).toEqual([]);
    expect(fit('How many tweets?', 'There are 9178 tweets.', [belowZero])).toEqual([
      jasmine.objectContaining({ check: 'filter' }),
    ]);
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
      fit(
        'Which airline got the most negative tweets, and what share of its tweets were negative?',
        'United: 68.9% of its 3822 tweets.',
        [top, its],
      ),
    ).toEqual([]);
    expect(fit('What share of tweets were negative?', '68.9% of 3822 tweets.', [its])).toEqual([
      jasmine.objectContaining({ check: 'filter' }),
    ]);
  });

  it('caps an answer whose asked measure is a word the data does not hold', () => {
    const findings = fit(
      "What was Southwest's on-time arrival rate?",
      '16.5% of tweets were about Southwest.',
      [shareByAirline],
    );
    expect(findings.length).toBe(1);
    expect(findings[0]!.label).toContain('"arrival rate"');
    expect(findings[0]!.cap).toBeLessThan(0.45);
  });

  it('caps an answer about a name the data does not hold', () => {
    const total = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
      { matched: 14640 },
    );
    const findings = fit('How many tweets did JetBlue get?', 'There are 14640 tweets.', [total]);
    expect(findings.map((finding) => [finding.check, finding.cap])).toEqual([['terms', 0.44]]);
    expect(findings[0]!.label).toContain('"JetBlue"');
    expect(
      fit('How many tweets did Delta get?', 'Delta got 2222 tweets.', [
        call({ filters: [{ field: 'airline', op: 'eq', value: 'Delta' }] }, { matched: 2222 }),
      ]),
    ).toEqual([]);
  });

  it('reads "wich" as "which" when checking the grouping asked', () => {
    const total = call({ filters: [] }, { matched: 14640 });
    expect(fit('wich airline got the most tweets', 'There are 14640 tweets.', [total])).toEqual([
      jasmine.objectContaining({ check: 'grouping' }),
    ]);
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
      fit('Which airline got the most negative tweets?', 'There are 9178 negative tweets.', [
        total,
      ]),
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
      fit('Which airline got the most negative tweets?', 'United, with 2633 negative tweets.', [
        grouped,
      ]),
    ).toEqual([]);
  });

  it('reads a follow-up without a measure of its own as asking for the previous one', () => {
    const data = dataset();
    const count = call(
      { filters: [{ field: 'airline', op: 'eq', value: 'Delta' }], metrics: [{ fn: 'count' }] },
      { matched: 2222 },
    );
    const findings = assessFit({
      question: 'Is that better or worse than Delta?',
      previousQuestion: 'What is the average sentiment of United tweets?',
      answer: 'There are 2222 tweets about Delta.',
      constraints: [],
      figures: findFigureEvidence('There are 2222 tweets about Delta.', [count]),
      calls: [count],
      dataset: data,
    });
    expect(findings.map((finding) => finding.label)).toContain(
      'The question asks for an average; the answer states only a count',
    );
  });

  it('flags a second place asked of a ranking that lists one group', () => {
    const top = call(
      { groupBy: ['airline'], limit: 1 },
      { rows: [{ airline: 'United', count: 3822 }] },
    );
    expect(fit('Which airline has the second most tweets?', 'United, with 3822.', [top])).toEqual([
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
      fit('How many cases are not closed yet?', 'There are 3466 closed cases.', [closed]),
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
      fit('How many cases are not closed yet?', 'There are 34 cases not closed.', [notClosed]),
    ).toEqual([]);
  });

  it('flags a count of other records than the question counts', () => {
    const data = { ...dataset(), counts: { communications: 14640, customers: 7701, cases: 3500 } };
    const messages = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 8 },
    );
    const question = 'How many cases does Delta have?';
    const answer = 'There are 8 communications for Delta.';
    const findings = assessFit({
      question,
      answer,
      constraints: [],
      figures: findFigureEvidence(answer, [messages]),
      calls: [messages],
      dataset: data,
    });
    expect(findings.map((finding) => finding.label)).toContain(
      "The question counts cases; the answer's count (8) is of communications",
    );
    // The counted noun ends its phrase: "how many customer service cases" counts cases.
    const cases = call({ entity: 'cases', filters: [] }, { matched: 400 });
    const caseAnswer = 'There are 400 cases.';
    expect(
      assessFit({
        question: 'How many customer service cases do we have?',
        answer: caseAnswer,
        constraints: [],
        figures: findFigureEvidence(caseAnswer, [cases]),
        calls: [cases],
        dataset: data,
      }).filter((finding) => finding.delta < 0),
    ).toEqual([]);
  });

  it('flags a question asking two counts answered with one', () => {
    const cards = call(
      {
        filters: [
          { field: 'airline', op: 'eq', value: 'Delta' },
          { field: 'sentimentLabel', op: 'eq', value: 'negative' },
        ],
      },
      { matched: 955 },
    );
    expect(
      fit(
        'How many tweets did Delta get, and how many of them were negative?',
        'There are 955 negative tweets about Delta.',
        [cards],
      ),
    ).toEqual([
      jasmine.objectContaining({ label: 'The question asks for 2 counts; the answer states 1' }),
    ]);
  });

  it('accounts for words the data dictionary or the run names, typos and inflections included', () => {
    expect(
      fit('What share of tweets were about Southwest?', '16.5% of tweets were about Southwest.', [
        shareByAirline,
      ]),
    ).toEqual([]);
    expect(
      fit('waht share of tweets were about Southwets?', '16.5% of tweets were about Southwest.', [
        shareByAirline,
      ]),
    ).toEqual([]);
  });

  it('names, without capping, an unaccounted word that is not the measure', () => {
    const findings = fit(
      'What share of tweets were directed at Southwest?',
      '16.5% of tweets were about Southwest.',
      [shareByAirline],
    );
    expect(findings.map((finding) => [finding.label, finding.cap])).toEqual([
      [
        'Words of the question that nothing in the data or the tool calls accounts for: "directed"',
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
      dataset: dataset(),
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
});
