import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary } from './vocabulary';

const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };
const tools = [
  {
    name: 'analyze_transfers',
    description: 'Chats handed from the bot to a person, with the transfer rate per path.',
  },
];

function parse(question: string, previous?: string): QuestionPlan {
  return parseQuestion({
    question,
    ...(previous ? { previous } : {}),
    vocabulary,
    span,
    tools,
  });
}

/** The filters as `field=value` (`field!=value` when negated), in the order they were said. */
function filters(plan: QuestionPlan): string[] {
  return plan.filters.map(
    (filter) => `${filter.field}${filter.negate ? '!=' : '='}${filter.values.join('|')}`,
  );
}

describe('the question parser: filters from the data dictionary', () => {
  const cases: [string, string[]][] = [
    ['How many complaints about gift cards?', ['product=Gift Card', 'intent=complaint']],
    ['complants about gift crads', ['product=Gift Card', 'intent=complaint']],
    ['How many calls did Northgate get?', ['channel=phone', 'store=Northgate']],
    ['late deliveries by email', ['topic=Late Delivery', 'channel=email']],
    ['How many messages are not complaints?', ['intent!=complaint']],
    ['complaints about the app', ['product=Loyalty App', 'intent=complaint']],
  ];
  for (const [question, expected] of cases) {
    it(`reads "${question}"`, () =>
      assert.deepEqual(filters(parse(question)).sort(), expected.sort()));
  }

  it('does not read everyday words as values ("what" is not "chat")', () => {
    assert.deepEqual(filters(parse('What is the number of messages?')), []);
  });
});

describe('the question parser: measures', () => {
  const cases: [string, Partial<QuestionPlan['measure']> & { entity?: string }][] = [
    ['How many complaints were there?', { kind: 'count' }],
    ['What is the average sentiment of phone calls?', { kind: 'average', field: 'sentiment' }],
    ['What is the breach rate of complaint cases?', { kind: 'rate', field: 'slaBreached' }],
    ['median time to resolve a refund case', { kind: 'median', field: 'resolutionDays' }],
    ['What is the mean resolution time?', { kind: 'average', field: 'resolutionDays' }],
    ['What share of messages are complaints?', { kind: 'share' }],
  ];
  for (const [question, expected] of cases) {
    it(`reads "${question}"`, () => {
      const { measure } = parse(question);
      for (const [key, value] of Object.entries(expected)) {
        assert.equal(measure[key as keyof typeof measure], value, key);
      }
    });
  }

  it('counts cases for a case measure and keeps its filter on the cases', () => {
    const plan = parse('What is the breach rate of complaint cases?');
    assert.equal(plan.entity, 'cases');
    assert.deepEqual(filters(plan), ['type=complaint']);
  });

  it('takes the part of a share from after the verb', () => {
    const plan = parse('What share of phone calls are complaints?');
    assert.deepEqual(
      plan.measure.part?.map((filter) => filter.values[0]),
      ['complaint'],
    );
    assert.deepEqual(filters(plan), ['channel=phone']);
  });

  it('counts a flag said with "how many" as a filter', () => {
    const plan = parse('How many cases breached the SLA?');
    assert.equal(plan.measure.kind, 'count');
    assert.ok(plan.filters.some((filter) => filter.field === 'slaBreached'));
  });

  it('sends a declared measure computed by a tool to that tool, with the row it names', () => {
    const plan = parse('What is the transfer rate?');
    assert.equal(plan.tool, 'analyze_transfers');
    assert.equal(plan.toolRow, 'bot→person');
  });
});

describe('the question parser: rankings and comparisons', () => {
  it('ranks the groups of a field: "which store … most"', () => {
    const plan = parse('Which store had the most late deliveries?');
    assert.equal(plan.groupBy?.field, 'store');
    assert.deepEqual(plan.rank, { direction: 'desc', limit: 1 });
  });

  it('reads top N and least', () => {
    assert.deepEqual(parse('top 3 topics by complaints').rank, { direction: 'desc', limit: 3 });
    assert.equal(parse('Which channel has the fewest complaints?').rank?.direction, 'asc');
  });

  it('ranks days and months', () => {
    assert.equal(parse('Which day had the most complaints?').groupBy?.field, 'day');
    assert.equal(parse('In which month were complaints highest?').groupBy?.field, 'month');
  });

  it('reads "the second most common"', () => {
    assert.equal(parse('What is the second most common topic?').rank?.position, 2);
  });

  it('reads the worst sentiment as the lowest', () => {
    const plan = parse('Which store has the worst average sentiment?');
    assert.equal(plan.rank?.direction, 'asc');
  });

  it('compares two values of one field', () => {
    assert.deepEqual(parse('gold vs silver sentiment').compare, {
      field: 'tier',
      values: ['gold', 'silver'],
    });
    assert.deepEqual(parse('Compare email and phone complaints').compare, {
      field: 'channel',
      values: ['email', 'phone'],
    });
  });

  it('compares two periods', () => {
    const compare = parse('Complaints in Q2 vs Q1?').compare;
    assert.ok(compare && 'periods' in compare);
    assert.deepEqual(
      compare.periods.map((period) => period.label),
      ['Q2 2025', 'Q1 2025'],
    );
  });

  it('ranks groups by their change between two periods', () => {
    const plan = parse('Which topic had the largest increase in complaints from May to June?');
    assert.equal(plan.groupBy?.field, 'topic');
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.equal(plan.rank?.direction, 'desc');
  });

  it('ranks records: "the five angriest emails"', () => {
    const plan = parse('Show me the five angriest emails.');
    assert.deepEqual(plan.records, { field: 'sentiment', direction: 'asc', limit: 5 });
    assert.deepEqual(filters(plan), ['channel=email']);
    assert.deepEqual(plan.unknown, []);
  });

  it('reads why and what got worse', () => {
    assert.equal(parse('Why did sentiment drop in March?').why, true);
    assert.equal(parse('What got worse in the first half?').direction, 'worse');
  });
});

describe('the question parser: the previous turn', () => {
  it('keeps the filters and swaps the period: "and in April?"', () => {
    const plan = parse('And in April?', 'How many complaints about the app in March?');
    assert.deepEqual(filters(plan).sort(), ['intent=complaint', 'product=Loyalty App']);
    assert.equal(plan.period?.label, 'April 2025');
  });

  it('narrows "those" with a new filter', () => {
    const plan = parse('How many of those were by email?', 'How many complaints in March?');
    assert.deepEqual(filters(plan).sort(), ['channel=email', 'intent=complaint']);
    assert.equal(plan.period?.label, 'March 2025');
  });

  it('compares "that" with another period', () => {
    const plan = parse('Compare that with July.', 'How many complaints in June?');
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.deepEqual(
      plan.compare.periods.map((period) => period.label),
      ['June 2025', 'July 2025'],
    );
  });

  it('shifts the period: "the day before"', () => {
    const plan = parse('Compare that with the day before.', 'How many calls on 12 May?');
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.deepEqual(
      plan.compare.periods.map((period) => period.from),
      ['2025-05-12', '2025-05-11'],
    );
  });

  it('refers to the previous ranking winner: "that store"', () => {
    const plan = parse(
      'What is the average sentiment of that store?',
      'Which store had the most complaints?',
    );
    assert.equal(plan.refers?.groupBy?.field, 'store');
    assert.equal(plan.measure.kind, 'average');
  });

  it('re-ranks the previous grouping: "and which has the fewest?"', () => {
    const plan = parse('And which has the fewest?', 'Which store has the most complaints?');
    assert.equal(plan.groupBy?.field, 'store');
    assert.equal(plan.rank?.direction, 'asc');
  });
});

describe('the question parser: what the data cannot answer', () => {
  it('names the words nothing in the data stands for', () => {
    const plan = parse('What is the share price?');
    assert.deepEqual(plan.unknown, ['share price']);
    assert.equal(plan.unknownIsAsked, true);
  });

  it('marks a missing name as the subject ("TikTok")', () => {
    const plan = parse('How many complaints came from TikTok?');
    assert.deepEqual(plan.unknown, ['tiktok']);
    assert.equal(plan.unknownIsAsked, true);
  });

  it('marks a period outside the data', () => {
    assert.equal(parse('How many complaints in March 2023?').outside?.label, 'March 2023');
    assert.ok(parse('How many complaints will we get next month?').outside);
  });

  it('does not treat a misspelt everyday word as a missing subject', () => {
    const plan = parse('whcih store gets the most complaints');
    assert.deepEqual(plan.unknown, []);
    assert.equal(plan.groupBy?.field, 'store');
  });

  it('searches only the topic words of "what do customers say about …"', () => {
    const plan = parse('What do customers say about the new packaging?');
    assert.equal(plan.topic, 'new packaging');
    assert.deepEqual(plan.unknown, []);
  });

  it('never turns leftover words into a text search', () => {
    const plan = parse('How many complaints about the CEO?');
    assert.equal(plan.topic, undefined);
    assert.deepEqual(plan.unknown, ['ceo']);
  });

  it('reads record ids and what kind of record they are', () => {
    assert.deepEqual(parse('Tell me about customer C-00012').lookup?.kind, 'customer');
    assert.deepEqual(parse('When was case K-00200 opened?').lookup?.kind, 'case');
    assert.equal(parse('What was order 123456789012 about?').lookup?.id, '123456789012');
  });
});

describe('the question parser: determinism', () => {
  it('parses deterministically: the same question gives the same plan', () => {
    const question = 'Which store had the most late deliveries since the summer?';
    assert.deepEqual(parse(question), parse(question));
  });
});

describe('the question parser on a differently shaped import', () => {
  const yesNo = (name: string, label: string) => ({
    name,
    label,
    entity: 'communications' as const,
    role: 'custom' as const,
    type: 'category' as const,
    filled: 100,
    distinct: 2,
    values: [
      { value: 'Yes', count: 80 },
      { value: 'No', count: 20 },
    ],
  });
  const complaints = buildVocabulary({
    name: 'Regulator complaints',
    counts: { communications: 100, customers: 0, cases: 0 },
    from: '2024-01-01',
    to: '2024-12-31',
    fields: [
      {
        name: 'at',
        entity: 'communications',
        role: 'time',
        type: 'date',
        filled: 100,
        distinct: 90,
      },
      {
        name: 'company',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 100,
        distinct: 2,
        values: [
          { value: 'EQUIFAX, INC.', count: 60 },
          { value: 'WELLS FARGO & COMPANY', count: 40 },
        ],
      },
      yesNo('timelyResponse', 'timely response'),
      yesNo('consumerDisputed', 'consumer disputed'),
    ],
  });
  const parseHere = (question: string) =>
    parseQuestion({
      question,
      vocabulary: complaints,
      span: { from: '2024-01-01', to: '2024-12-31' },
    });

  it('reads a yes/no field said as a word as its yes value', () => {
    assert.deepEqual(filters(parseHere('How many disputed complaints about Equifax?')).sort(), [
      'company=EQUIFAX, INC.',
      'consumerDisputed=Yes',
    ]);
    assert.deepEqual(filters(parseHere('How many complaints were not disputed?')), [
      'consumerDisputed!=Yes',
    ]);
  });

  it('takes a yes/no field as the part of a share', () => {
    const plan = parseHere('What percentage of complaints were disputed by the consumer?');
    assert.equal(plan.measure.kind, 'share');
    assert.deepEqual(
      plan.measure.part?.map((filter) => filter.field),
      ['consumerDisputed'],
    );
  });

  it('ranks by an import field it has never seen in code', () => {
    assert.equal(parseHere('Which company has the most complaints?').groupBy?.field, 'company');
  });
});

describe('the question parser: chart context', () => {
  it('takes the clicked day and the chart filters when the question names none', () => {
    const plan = parseQuestion({
      question: 'What happened here?',
      context: { date: '2025-03-12', granularity: 'day', filters: { channel: 'email' } },
      vocabulary,
      span,
    });
    assert.deepEqual([plan.period?.from, plan.period?.to], ['2025-03-12', '2025-03-12']);
    assert.deepEqual(filters(plan), ['channel=email']);
  });

  it('reads a clicked week as seven days', () => {
    const plan = parseQuestion({
      question: 'How many complaints?',
      context: { date: '2025-03-10', granularity: 'week' },
      vocabulary,
      span,
    });
    assert.deepEqual([plan.period?.from, plan.period?.to], ['2025-03-10', '2025-03-16']);
  });
});

describe('the question parser: more follow-up forms', () => {
  it('compares the earlier value with a new one: "is that better or worse than …"', () => {
    const plan = parse(
      'Is that better or worse than the gift card?',
      'What is the average sentiment of the app?',
    );
    assert.deepEqual(plan.compare, { field: 'product', values: ['Loyalty App', 'Gift Card'] });
    assert.equal(plan.measure.kind, 'average');
  });

  it('ranks the field of "the main reason for those", keeping the earlier filters', () => {
    const plan = parse(
      'What was the main reason for those?',
      'How many complaints did Northgate get?',
    );
    assert.equal(plan.groupBy?.field, 'topic');
    assert.equal(plan.rank?.direction, 'desc');
    assert.deepEqual(filters(plan).sort(), ['intent=complaint', 'store=Northgate']);
  });

  it('reads "wich" as "which", not "with"', () => {
    assert.equal(parse('wich store has the most complaints').groupBy?.field, 'store');
  });
});
