import { checkConstraints } from './constraint-coverage';
import type { ObservedCall } from './observed-values';
import { constraintsOf, extractConstraints } from './question-constraints';
import { findPeriods } from './question-periods';
import { sampleDataset } from './testing/sample-dataset';
import { fitDataset } from './testing/fit-fixtures';
import { clinicDataset } from './testing/clinic-dataset';
import { libraryDataset } from './testing/library-dataset';

const span = { from: '2025-11-01', to: '2026-10-31' };

describe('findPeriods', () => {
  const cases: [string, [string, string][]][] = [
    ['on 2026-03-10', [['2026-03-10', '2026-03-10']]],
    ['in March', [['2026-03-01', '2026-03-31']]],
    ['in November', [['2025-11-01', '2025-11-30']]],
    ['March 11, 2026', [['2026-03-11', '2026-03-11']]],
    [
      'Q2 vs Q1 2026',
      [
        ['2026-04-01', '2026-06-30'],
        ['2026-01-01', '2026-03-31'],
      ],
    ],
    ['in H1 2026', [['2026-01-01', '2026-06-30']]],
    ['the second half of 2026', [['2026-07-01', '2026-12-31']]],
    ['since the summer', [['2026-06-01', '2026-10-31']]],
    ['over the winter', [['2025-12-01', '2026-02-28']]],
    ['in 2026-07', [['2026-07-01', '2026-07-31']]],
    ['the last 30 days', [['2026-10-02', '2026-10-31']]],
    ['the last two weeks', [['2026-10-18', '2026-10-31']]],
    ['in the two weeks from 10 March 2026', [['2026-03-10', '2026-03-23']]],
    ['in the two weeks after the 5.2 release on 10 March 2026', [['2026-03-10', '2026-03-23']]],
    [
      'the first and second quarters of 2026',
      [
        ['2026-01-01', '2026-03-31'],
        ['2026-04-01', '2026-06-30'],
      ],
    ],
    ['in the third quarter', [['2026-07-01', '2026-09-30']]],
    [
      'from Q1 2026 to Q2 2026',
      [
        ['2026-01-01', '2026-03-31'],
        ['2026-04-01', '2026-06-30'],
      ],
    ],
    ['last month', [['2026-09-01', '2026-09-30']]],
    ['this year', [['2026-01-01', '2026-10-31']]],
    ['during 2024', [['2024-01-01', '2024-12-31']]],
    ['year to date', [['2026-01-01', '2026-10-31']]],
    ['next month', [['2026-11-01', '2026-11-30']]],
    ['did complaints fall? may I ask', []],
  ];
  for (const [question, expected] of cases) {
    it(`resolves "${question}"`, () => {
      expect(findPeriods(question, span).map((period) => [period.from, period.to])).toEqual(
        expected,
      );
    });
  }
});

describe('extractConstraints', () => {
  const dataset = sampleDataset();
  const airlineSpan = { from: '2015-02-16', to: '2015-02-24' };

  it('finds values of any dictionary field, typos tolerated, and record ids', () => {
    const constraints = extractConstraints({
      question:
        'How angry are Untied and Virgin Amercia passengers about lost luggage, e.g. M-000123?',
      period: airlineSpan,
      dataset,
    });
    expect(constraints).toEqual(
      jasmine.arrayContaining([
        jasmine.objectContaining({ kind: 'value', field: 'airline', value: 'United' }),
        jasmine.objectContaining({ kind: 'value', field: 'airline', value: 'Virgin America' }),
        jasmine.objectContaining({ kind: 'value', field: 'negativereason', value: 'Lost Luggage' }),
        jasmine.objectContaining({ kind: 'id', id: 'M-000123' }),
      ]),
    );
    expect(constraints.some((c) => c.kind === 'value' && c.value === 'American')).toBeFalse();
  });

  it('reads no state in a value said only as the act that creates every record', () => {
    const values = (question: string) =>
      extractConstraints({ question, period: span, dataset: fitDataset() })
        .filter((constraint) => constraint.kind === 'value')
        .map((constraint) => (constraint.kind === 'value' ? constraint.value : ''));
    expect(values('Which airline has opened the most cases?')).not.toContain('open');
    expect(values('Which airline has the most open cases?')).toContain('open');
  });

  it('reads "at least" and "at most" as bounds, not a ranking', () => {
    const ranks = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset }).filter(
        (constraint) => constraint.kind === 'rank',
      ).length;
    expect(ranks('How many customers have tweeted at least twice?')).toBe(0);
    expect(ranks('How many airlines got at least 500 tweets?')).toBe(0);
    expect(ranks('Which airline got the least tweets?')).toBe(1);
    expect(ranks('Which airline got the most tweets, at least in February?')).toBe(1);
  });

  it('reads a bare number of nine digits or more as a record id, and no count or year', () => {
    const ids = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset })
        .filter((constraint) => constraint.kind === 'id')
        .map((constraint) => (constraint.kind === 'id' ? constraint.id : ''));
    expect(ids('What airline was tweet 569960350876979200 about?')).toEqual(['569960350876979200']);
    expect(ids('Were there more than 14,640 tweets in 2015, or 1234567 at most?')).toEqual([]);
  });

  it('reads capitals glued to five digits or more as a record id, and no year or quarter', () => {
    const ids = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset })
        .filter((constraint) => constraint.kind === 'id')
        .map((constraint) => (constraint.kind === 'id' ? constraint.id : ''));
    expect(ids('What stage is report AKLSC27848 at?')).toEqual(['AKLSC27848']);
    expect(ids('How many claims has account AC65398 lodged?')).toEqual(['AC65398']);
    expect(ids('Which loans did member LIB204511 return late?')).toEqual(['LIB204511']);
    expect(ids('How did FY2025 compare with Q32024 and COVID19?')).toEqual([]);
  });

  it('reads a capitals prefix before a month-and-year series as part of the record id', () => {
    const ids = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset })
        .filter((constraint) => constraint.kind === 'id')
        .map((constraint) => (constraint.kind === 'id' ? constraint.id : ''));
    expect(ids('Which club was complaint PF-MAR25-1455 about?')).toEqual(['PF-MAR25-1455']);
    expect(ids('Where are we with PF-JUL25-2456, its status?')).toEqual(['PF-JUL25-2456']);
    expect(ids('What did ticket GY/NOV24-0093 cost us?')).toEqual(['GY/NOV24-0093']);
    expect(ids('Who handled SR-DEC25-10442?')).toEqual(['SR-DEC25-10442']);
    // Ids without such a prefix read as before.
    expect(ids('What was the outcome of BN25-006111/K?')).toEqual(['BN25-006111/K']);
    expect(ids('Who dealt with M-000123?')).toEqual(['M-000123']);
    expect(ids('Show me CLM/25/006567')).toEqual(['CLM/25/006567']);
  });

  it('reads a series of digits before the capitals as part of the record id', () => {
    const ids = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset })
        .filter((constraint) => constraint.kind === 'id')
        .map((constraint) => (constraint.kind === 'id' ? constraint.id : ''));
    // Dev phrasings: a year first, then capitals, then a number.
    expect(ids('What was the outcome of 2425/C/01243?')).toEqual(['2425/C/01243']);
    expect(ids('Loan 24-25/LIB/0042: which branch lent it?')).toEqual(['24-25/LIB/0042']);
    expect(ids('who raised 2026-HR-00731 and when')).toEqual(['2026-HR-00731']);
    expect(ids('Which depot sent parcel 25/DX/77120?')).toEqual(['25/DX/77120']);
    // Other shapes.
    expect(ids('2425/A/02139 - school and type please')).toEqual(['2425/A/02139']);
    expect(ids('any idea where 2324-25/PG/1108 ended up?')).toEqual(['2324-25/PG/1108']);
    expect(ids('Tell me about CX/2025/117.')).toEqual(['CX/2025/117']);
    // Guards: dates, fractions and spans are no ids.
    expect(ids('How many cases came in 2025/26 and 2024-25?')).toEqual([]);
    expect(ids('What happened on 2025/03/14 in Q3?')).toEqual([]);
    // Check phrasings, written after the change with the code left as it was: 8/8.
    expect(ids('status on 2425/P/00017 pls')).toEqual(['2425/P/00017']);
    expect(ids('Has 23-24/ACC/5521 been closed yet?')).toEqual(['23-24/ACC/5521']);
    expect(ids('I need the refund amount for 2025/RF/000912.')).toEqual(['2025/RF/000912']);
    expect(ids('Who owns ticket 99-IT-4410 now')).toEqual(['99-IT-4410']);
    expect(ids('Was 2024/Q/0031 escalated, and to whom?')).toEqual(['2024/Q/0031']);
    expect(ids('show both 2425/C/01243 and 2425/C/01244')).toEqual([
      '2425/C/01243',
      '2425/C/01244',
    ]);
    expect(ids('How many appeals came in during 2024/25 for Law?')).toEqual([]);
    expect(ids('compare 2023-24 with 2024-25 please')).toEqual([]);
  });

  it('does not take the words of a measure for a value', () => {
    const withMeasure = sampleDataset({
      measures: [{ name: 'delay_rate', entity: 'communications', description: 'share late' }],
      fields: [
        ...dataset.fields,
        {
          name: 'topic',
          entity: 'communications',
          role: 'category',
          type: 'category',
          filled: 10,
          distinct: 1,
          values: [{ value: 'Fares', count: 10 }],
          valueSynonyms: { Fares: ['rate', 'price'] },
        },
      ],
    });
    const values = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset: withMeasure })
        .filter((constraint) => constraint.kind === 'value')
        .map((constraint) => (constraint.kind === 'value' ? constraint.value : ''));
    expect(values('What is the delay rate?')).toEqual([]);
    expect(values('Which rate do people complain about?')).toEqual(['Fares']);
  });

  it('does not read a common word as a value one letter away ("better" is not "Letter")', () => {
    const letters = sampleDataset({
      fields: [
        {
          name: 'channel',
          entity: 'communications',
          role: 'channel',
          type: 'category',
          filled: 5,
          distinct: 1,
          values: [{ value: 'letter', count: 5 }],
        },
      ],
    });
    const read = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset: letters }).length;
    expect(read('Is sentiment better in chats?')).toBe(0);
    expect(read('How many leters came in?')).toBe(1);
  });

  it('moves the previous period for "the day before" and "the year before that"', () => {
    const periods = (question: string, previousQuestion: string, span = airlineSpan) =>
      extractConstraints({ question, previousQuestion, period: span, dataset })
        .filter((constraint) => constraint.kind === 'period')
        .map((constraint) =>
          constraint.kind === 'period' ? [constraint.from, constraint.to] : [],
        );
    expect(
      periods('And the day before?', 'How many tweets did Delta get on February 23, 2015?'),
    ).toEqual([['2015-02-22', '2015-02-22']]);
    const year = { from: '2025-11-01', to: '2026-10-31' };
    expect(
      periods('and the year before that?', 'How many complaints did we get in 2026?', year),
    ).toEqual([['2025-01-01', '2025-12-31']]);
    expect(periods('And the month after?', 'How many in February 2026?', year)).toEqual([
      ['2026-03-01', '2026-03-31'],
    ]);
  });

  it('reads a bare day of a follow-up ("and on the 18th?") in the previous period\'s month', () => {
    const periods = extractConstraints({
      question: 'and on the 18th?',
      previousQuestion: 'How many phone calls were there on 19 August 2026?',
      period: { from: '2025-11-01', to: '2026-10-31' },
    }).flatMap((constraint) =>
      constraint.kind === 'period' ? [[constraint.from, constraint.to]] : [],
    );
    expect(periods).toEqual([['2026-08-18', '2026-08-18']]);
  });

  it('drops every reading of the words a follow-up replaces', () => {
    const twoReadings = sampleDataset({
      fields: [
        ...dataset.fields,
        ...['channel', 'escalatedFrom'].map((name) => ({
          name,
          entity: 'communications' as const,
          role: name === 'channel' ? ('channel' as const) : ('attribute' as const),
          type: 'category' as const,
          filled: 10,
          distinct: 2,
          values: [
            { value: 'chat', count: 5 },
            { value: name === 'channel' ? 'phone' : 'email', count: 5 },
          ],
        })),
      ],
    });
    const values = extractConstraints({
      question: 'And for phone calls?',
      previousQuestion: "What's the average sentiment of chat messages?",
      period: airlineSpan,
      dataset: twoReadings,
    }).map((constraint) =>
      constraint.kind === 'value' ? `${constraint.field}=${constraint.value}` : '',
    );
    expect(values).toEqual(['channel=phone']);
  });

  it('reads "July to October" as one span and a period\'s event words as no value', () => {
    const year = { from: '2025-11-01', to: '2026-10-31' };
    const periods = extractConstraints({
      question: 'How many complaints in the first half of 2026 compared with July to October 2026?',
      period: year,
    }).flatMap((constraint) =>
      constraint.kind === 'period' ? [[constraint.from, constraint.to]] : [],
    );
    expect(periods).toEqual([
      ['2026-01-01', '2026-06-30'],
      ['2026-07-01', '2026-10-31'],
    ]);
    const withTopic = sampleDataset({
      fields: [
        ...dataset.fields,
        {
          name: 'topic',
          entity: 'communications',
          role: 'category',
          type: 'category',
          filled: 10,
          distinct: 1,
          values: [{ value: 'Fares', count: 10 }],
          valueSynonyms: { Fares: ['fare'] },
        },
      ],
    });
    const constraints = extractConstraints({
      question: 'How many tweets about Delta since the fare change on 20 February 2015?',
      period: airlineSpan,
      dataset: withTopic,
    });
    expect(constraints.map((constraint) => constraint.label)).toEqual([
      'since the fare change on 20 February 2015 (2015-02-20 – 2015-02-24)',
      'airline "Delta"',
    ]);
  });

  it('reads "over the last week" as the seven days to the data\'s end', () => {
    expect(findPeriods('How many tweets over the last week?', airlineSpan)).toEqual([
      { text: 'last week', from: '2015-02-18', to: '2015-02-24' },
    ]);
    expect(findPeriods('How many tweets last week?', airlineSpan)[0]!.to).toBe('2015-02-17');
  });

  it('reads comparisons and rankings', () => {
    const kinds = extractConstraints({
      question: 'Which airline had the most complaints, United vs Delta?',
      period: airlineSpan,
      dataset,
    }).map((constraint) => constraint.kind);
    expect(kinds).toEqual(jasmine.arrayContaining(['value', 'value', 'compare', 'rank']));
  });

  it('reads two periods named as the ends of one span as one period, not a comparison', () => {
    const year = { from: '2025-11-01', to: '2026-10-31' };
    const span = extractConstraints({
      question: 'How many complaints came in between March and May 2026?',
      period: year,
    });
    expect(span.filter((constraint) => constraint.kind === 'compare')).toEqual([]);
    expect(span).toContain(
      jasmine.objectContaining({ kind: 'period', from: '2026-03-01', to: '2026-05-31' }),
    );
    const change = extractConstraints({
      question: 'Did complaints go up between March and May 2026?',
      period: year,
    }).map((constraint) => constraint.kind);
    expect(change).toEqual(jasmine.arrayContaining(['period', 'period', 'compare']));
  });

  it('reads "the most negative" as a ranking by sentiment, not a filter on the label', () => {
    const labelled = sampleDataset({
      fields: [
        ...dataset.fields,
        {
          name: 'sentimentLabel',
          entity: 'communications',
          role: 'sentiment_label',
          type: 'category',
          filled: 14640,
          distinct: 3,
          complete: true,
          values: [
            { value: 'negative', count: 9178 },
            { value: 'neutral', count: 3099 },
            { value: 'positive', count: 2363 },
          ],
        },
      ],
    });
    const read = (question: string) =>
      extractConstraints({ question, period: airlineSpan, dataset: labelled }).filter(
        (constraint) => constraint.kind === 'value',
      );
    expect(read('Which airline is the most negative?')).toEqual([]);
    expect(read('How many negative tweets did Delta get?').length).toBe(2);
  });

  it('carries the previous question over to a follow-up, replaced where the follow-up says so', () => {
    const constraints = extractConstraints({
      question: 'and in April?',
      previousQuestion: 'How many United tweets in March?',
      period: span,
      dataset,
    });
    expect(constraints).toEqual([
      jasmine.objectContaining({ kind: 'period', from: '2026-04-01' }),
      jasmine.objectContaining({ kind: 'value', value: 'United' }),
    ]);
  });

  it('takes the chart context day and filters', () => {
    const constraints = extractConstraints({
      question: 'What happened here?',
      period: span,
      context: { kind: 'sentiment-bubble', date: '2026-08-19', filters: { channel: 'phone' } },
    });
    expect(constraints).toEqual([
      jasmine.objectContaining({ kind: 'period', from: '2026-08-19', to: '2026-08-19' }),
      jasmine.objectContaining({ kind: 'value', field: 'channel', value: 'phone' }),
    ]);
  });
});

describe('checkConstraints', () => {
  const yearCall: ObservedCall = {
    step: 1,
    callId: 'c1',
    tool: 'analyze_sla_compliance',
    input: {},
    output: { filters: { from: '2025-11-01', to: '2026-10-31' }, overall: { breachRate: 0.12 } },
  };
  const q2Call: ObservedCall = {
    step: 1,
    callId: 'c2',
    tool: 'analyze_sla_compliance',
    input: { from: '2026-04-01', to: '2026-06-30' },
    output: { filters: { from: '2026-04-01', to: '2026-06-30' }, overall: { breachRate: 0.1 } },
  };
  const grouped: ObservedCall = {
    step: 2,
    callId: 'c3',
    tool: 'analyze_sentiment',
    input: { groupBy: 'segment' },
    output: {
      groups: [
        { key: 'premier', count: 10 },
        { key: 'retail', count: 12 },
      ],
    },
  };
  const q2 = extractConstraints({ question: 'SLA breaches in Q2 vs Q1 2026', period: span });

  it('flags a period the figures do not cover, naming what they cover', () => {
    const checks = checkConstraints(q2, [yearCall], span);
    const q1 = checks.find((check) => check.constraint.label.startsWith('Q1'))!;
    expect(q1.outcome).toBe('uncovered');
    expect(q1.explanation).toContain('the figures cover 2025-11-01 to 2026-10-31');
    expect(checks.find((check) => check.constraint.kind === 'compare')!.outcome).toBe('uncovered');
  });

  it('does not count one day as covering the fortnight asked about', () => {
    const fortnight = extractConstraints({
      question: 'How many complaints in the two weeks after the release on 10 March 2026?',
      period: span,
    });
    const oneDay: ObservedCall = {
      step: 1,
      callId: 'c5',
      tool: 'query_data',
      input: {
        filters: [
          { field: 'at', op: 'gte', value: '2026-03-10' },
          { field: 'at', op: 'lt', value: '2026-03-11' },
        ],
      },
      output: { matched: 10 },
    };
    const fortnightCall: ObservedCall = {
      ...oneDay,
      input: {
        filters: [
          { field: 'at', op: 'gte', value: '2026-03-10' },
          { field: 'at', op: 'lt', value: '2026-03-24' },
        ],
      },
    };
    expect(checkConstraints(fortnight, [oneDay], span)[0]!.outcome).toBe('uncovered');
    expect(checkConstraints(fortnight, [fortnightCall], span)[0]!.outcome).toBe('covered');
  });

  it('counts a period as covered by a call filtered to it or by a series that reaches it', () => {
    const series: ObservedCall = {
      step: 1,
      callId: 'c4',
      tool: 'analyze_trends',
      input: {},
      output: {
        series: [
          { period: '2026-01', value: 3 },
          { period: '2026-05', value: 4 },
        ],
      },
    };
    const checks = checkConstraints(q2, [q2Call, series], span);
    expect(checks.map((check) => check.outcome)).toEqual(['covered', 'covered', 'covered']);
  });

  it('marks a period outside the data, and a value only grouped by another call as covered', () => {
    const constraints = [
      ...extractConstraints({ question: 'complaints in 2024', period: span }),
      { kind: 'value' as const, label: 'segment premier', field: 'segment', value: 'premier' },
      { kind: 'value' as const, label: 'segment student', field: 'segment', value: 'student' },
    ];
    const checks = checkConstraints(constraints, [grouped], span);
    expect(checks.map((check) => check.outcome)).toEqual(['outside', 'covered', 'uncovered']);
  });

  it('reads the range of { field, op, value } date filters, the upper bound exclusive with lt', () => {
    const filtered: ObservedCall = {
      step: 1,
      callId: 'c5',
      tool: 'query_data',
      input: {
        filters: [
          { field: 'openedAt', op: 'gte', value: '2026-04-01' },
          { field: 'openedAt', op: 'lt', value: '2026-07-01' },
        ],
      },
      output: { rows: [{ count: 426 }] },
    };
    const checks = checkConstraints(
      extractConstraints({ question: 'breaches in Q2 2026', period: span }),
      [filtered],
      span,
    );
    expect(checks.map((check) => check.outcome)).toEqual(['covered']);
  });

  it('counts a value named by a grouped path or by the result summary as covered', () => {
    const paths: ObservedCall = {
      step: 1,
      callId: 'c6',
      tool: 'analyze_channel_escalation',
      input: {},
      output: {
        summary: 'Escalations: chatbot→human 21.9%, chat→phone 7.8%.',
        paths: [
          { path: 'chatbot→human', rate: 0.219 },
          { path: 'chat→phone', rate: 0.078 },
        ],
      },
    };
    const constraints = ['chatbot', 'chat', 'letter'].map((value) => ({
      kind: 'value' as const,
      label: value,
      field: 'channel',
      value,
    }));
    expect(checkConstraints(constraints, [paths], span).map((check) => check.outcome)).toEqual([
      'covered',
      'covered',
      'uncovered',
    ]);
  });

  it('covers words read as values of two fields when either reading was computed', () => {
    const overlapping = sampleDataset({
      fields: [
        {
          name: 'product',
          entity: 'communications',
          role: 'product',
          type: 'category',
          filled: 5,
          distinct: 1,
          values: [{ value: 'Credit Card', count: 5 }],
        },
        {
          name: 'subcategory',
          entity: 'communications',
          role: 'subcategory',
          type: 'category',
          filled: 5,
          distinct: 1,
          values: [{ value: 'Card fee', count: 5 }],
        },
      ],
    });
    const constraints = extractConstraints({
      question: 'How many credit card fee complaints in June?',
      period: span,
      dataset: overlapping,
    });
    const byProduct: ObservedCall = {
      step: 1,
      callId: 'c7',
      tool: 'query_data',
      input: { filters: [{ field: 'product', op: 'eq', value: 'Credit Card' }], period: '2026-06' },
      output: { rows: [{ count: 65 }] },
    };
    const checks = checkConstraints(constraints, [byProduct], span);
    expect(checks.map((check) => [check.constraint.label, check.outcome])).toEqual([
      ['June (2026-06-01 – 2026-06-30)', 'covered'],
      ['product "Credit Card"', 'covered'],
      ['subcategory "Card fee"', 'covered'],
    ]);
  });
});

describe('constraintsOf read again', () => {
  const period = { from: '2015-02-16', to: '2015-02-24' };

  it('gives the same constraints, a list of its own each time', () => {
    const dataset = sampleDataset();
    const question = 'How many Delta tweets on 2015-02-20?';
    const first = constraintsOf(question, { question, period, dataset });
    first.pop();
    expect(constraintsOf(question, { question, period, dataset })).toEqual(
      extractConstraints({ question, period, dataset }),
    );
  });

  it('reads another data set afresh, even with the same words', () => {
    const question = 'How many JetBlue tweets?';
    const without = constraintsOf(question, { question, period, dataset: sampleDataset() });
    const withJetBlue = sampleDataset();
    withJetBlue.fields[0] = {
      ...withJetBlue.fields[0]!,
      values: [...withJetBlue.fields[0]!.values!, { value: 'JetBlue', count: 10 }],
    };
    const named = constraintsOf(question, { question, period, dataset: withJetBlue });
    expect(without.some((c) => c.kind === 'value')).toBeFalse();
    expect(named.some((c) => c.kind === 'value' && c.value === 'JetBlue')).toBeTrue();
  });
});

describe('a verb and its particle before a period', () => {
  it('reads "log on 19 February 2015" as the act and a day, "log in problems" as the value', () => {
    const dataset = sampleDataset();
    dataset.fields[1] = {
      ...dataset.fields[1]!,
      values: [...dataset.fields[1]!.values!, { value: 'Login Problems', count: 30 }],
      valueSynonyms: { 'Login Problems': ['log in'] },
    };
    const period = { from: '2015-02-16', to: '2015-02-24' };
    const values = (question: string) =>
      constraintsOf(question, { question, period, dataset }).flatMap((c) =>
        c.kind === 'value' ? [c.value] : [],
      );
    expect(values('How many tweets did we log in 2015?')).not.toContain('Login Problems');
    expect(values('How many log in problems on 19 February 2015?')).toContain('Login Problems');
  });

  it('reads "check in on 3 March 2024" as the act and a day, "check in visits" as the value', () => {
    const dataset = clinicDataset();
    dataset.fields[1] = { ...dataset.fields[1]!, valueSynonyms: { 'Check-up': ['check in'] } };
    const period = { from: '2024-01-01', to: '2024-12-31' };
    const values = (question: string) =>
      constraintsOf(question, { question, period, dataset }).flatMap((c) =>
        c.kind === 'value' ? [c.value] : [],
      );
    expect(values('How many patients did Hilltop check in on 3 March 2024?')).not.toContain(
      'Check-up',
    );
    expect(values('How many check in visits at Hilltop?')).toContain('Check-up');
  });
});

describe('constraintsOf: "how A or B" is a degree, not a value', () => {
  const values = (question: string, dataset = fitDataset()) =>
    constraintsOf(question, { question, period: span, dataset }).flatMap((constraint) =>
      constraint.kind === 'value' ? [`${constraint.field}=${constraint.value}`] : [],
    );

  it('reads the sentiment scale asked about, and keeps a label asked for (airline tweets)', () => {
    expect(values('How positive or negative are Delta tweets?')).toEqual(['airline=Delta']);
    expect(values('How many negative Delta tweets are there?')).toContain(
      'sentimentLabel=negative',
    );
  });

  it('reads the mood scale asked about, and keeps two values of different fields (clinic)', () => {
    const clinic = clinicDataset();
    expect(values('How positive or negative were Hilltop visits?', clinic)).toEqual([
      'clinic=Hilltop',
    ]);
    expect(values('How many Hilltop or Riverside visits were negative?', clinic)).toEqual(
      jasmine.arrayWithExactContents(['clinic=Hilltop', 'clinic=Riverside', 'mood=negative']),
    );
  });
});

describe('constraintsOf: a word that describes a period is no value', () => {
  const withTicket = () => {
    const base = clinicDataset();
    return {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'ticket',
          entity: 'communications' as const,
          role: 'product' as const,
          type: 'category' as const,
          filled: 5000,
          distinct: 2,
          values: [
            { value: 'Single', count: 3000 },
            { value: 'Return', count: 2000 },
          ],
        },
      ],
    };
  };
  const values = (question: string) =>
    constraintsOf(question, { question, period: span, dataset: withTicket() }).flatMap((c) =>
      c.kind === 'value' ? [`${c.field}=${c.value}`] : [],
    );

  it('reads "a single day" as a day and "single tickets" as the value (clinic visits)', () => {
    expect(values('Was there a single day when Hilltop visits spiked?')).toEqual([
      'clinic=Hilltop',
    ]);
    expect(values('How many single tickets were sold at Hilltop?')).toEqual(
      jasmine.arrayWithExactContents(['clinic=Hilltop', 'ticket=Single']),
    );
  });
});

describe('extractConstraints: two months next to each other joined by "and"', () => {
  const spans = (question: string, dataset = clinicDataset()) =>
    extractConstraints({
      question,
      period: { from: '2024-01-01', to: '2024-12-31' },
      dataset,
    }).flatMap((constraint) =>
      constraint.kind === 'period' ? [[constraint.from, constraint.to]] : [],
    );

  it('reads them as one span unless the question compares them (clinic visits)', () => {
    expect(spans('Which clinic had the most visits in September and October 2024?')).toEqual([
      ['2024-09-01', '2024-10-31'],
    ]);
    expect(spans('Compare Hilltop visits in September and October 2024.')).toEqual([
      ['2024-09-01', '2024-09-30'],
      ['2024-10-01', '2024-10-31'],
    ]);
  });

  it('keeps months that are not next to each other apart (airline tweets)', () => {
    expect(spans('How many Delta tweets in March and May 2026?', fitDataset()).length).toBe(2);
    expect(
      spans('How many Delta tweets per month in March and April 2026?', fitDataset()).length,
    ).toBe(2);
  });
});

describe('extractConstraints: a function word is no misspelt word of a value', () => {
  /** A data set with a two-word value whose last word a function word lies close to. */
  function withFee(base: ReturnType<typeof clinicDataset>, name: string, value: string) {
    return {
      ...base,
      fields: [
        ...base.fields,
        {
          name,
          entity: 'communications' as const,
          role: 'custom' as const,
          type: 'category' as const,
          filled: 900,
          distinct: 2,
          values: [
            { value, count: 300 },
            { value: 'Other', count: 600 },
          ],
        },
      ],
    };
  }
  const clinic = withFee(clinicDataset(), 'charge', 'Referral fee');
  const library = withFee(libraryDataset(), 'charge_kind', 'Renewal fee');
  const values = (question: string, dataset: ReturnType<typeof clinicDataset>) =>
    extractConstraints({ question, period: span, dataset }).flatMap((c) =>
      c.kind === 'value' ? [`${c.field}=${c.value}`] : [],
    );

  it('reads "referrals for", "renewals for" as no fee (clinic visits, library requests)', () => {
    expect(values('Which clinic gets the most referrals for children?', clinic)).not.toContain(
      'charge=Referral fee',
    );
    expect(values('Which branch handles the most renewals for kids?', library)).not.toContain(
      'charge_kind=Renewal fee',
    );
  });

  it('still reads a misspelt fee as the value', () => {
    expect(values('How many visits paid a referal fee?', clinic)).toContain('charge=Referral fee');
    expect(values('How many requests paid the renewal fees?', library)).toContain(
      'charge_kind=Renewal fee',
    );
  });
});

describe('extractConstraints: a short value in capitals that is also an everyday word', () => {
  // A province "ON" and a region "IT" beside everyday "on" and "it", over the clinic and library.
  const clinic = clinicDataset();
  clinic.fields.push({
    name: 'prov',
    label: 'province',
    entity: 'communications',
    role: 'custom',
    type: 'category',
    filled: 5000,
    distinct: 3,
    values: [
      { value: 'ON', count: 2500 },
      { value: 'BC', count: 1500 },
      { value: 'AB', count: 1000 },
    ],
  });
  const library = libraryDataset();
  library.fields.push({
    name: 'dept',
    label: 'department',
    entity: 'communications',
    role: 'custom',
    type: 'category',
    filled: 8000,
    distinct: 2,
    values: [
      { value: 'IT', count: 3000 },
      { value: 'Lending', count: 5000 },
    ],
  });
  const read = (question: string, data: typeof clinic) =>
    extractConstraints({ question, period: { from: data.from!, to: data.to! }, dataset: data })
      .filter((constraint) => constraint.kind === 'value')
      .map((constraint) => (constraint.kind === 'value' ? constraint.value : ''));

  it('reads the everyday word as no value', () => {
    expect(read('On average, how long did patients wait?', clinic)).not.toContain('ON');
    expect(read('how many visits were there on Mondays', clinic)).not.toContain('ON');
    expect(read('Which branch is it that gets the most requests?', library)).not.toContain('IT');
  });

  it('reads the value written in capitals', () => {
    expect(read('How many visits came from ON?', clinic)).toContain('ON');
    expect(read('average wait in ON vs BC', clinic)).toContain('ON');
    expect(read('How many requests did IT handle?', library)).toContain('IT');
  });
});
