import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DatasetField } from '../../../../../src/agent/dataset';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { parseQuestion } from './parse-question';
import { findPeriods } from './period';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary, wordCloseness } from './vocabulary';

/**
 * Constructs analysts use that the planner was not first tuned on, read over a shop's dictionary
 * (not the demo's): paired periods, several values of one field, both sides of a comparison,
 * mood words, counted sentiment labels, chat shorthand and the typical value.
 */
const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };

const tools = [
  {
    name: 'analyze_transfers',
    description: 'Chats handed from the bot to a person, with the transfer rate per path.',
  },
];

function parse(question: string, options: { medianOffered?: boolean } = {}): QuestionPlan {
  return parseQuestion({ question, vocabulary, span, tools, ...options });
}

function filters(plan: QuestionPlan): string[] {
  return plan.filters.map(
    (filter) => `${filter.field}${filter.negate ? '!=' : '='}${filter.values.join('|')}`,
  );
}

function days(text: string, within = span): [string, string][] {
  return findPeriods(text, within).map((period) => [period.from, period.to]);
}

describe('periods said in pairs or as a span around a named day', () => {
  const cases: [string, [string, string][]][] = [
    [
      'the first and second quarters of 2025',
      [
        ['2025-01-01', '2025-03-31'],
        ['2025-04-01', '2025-06-30'],
      ],
    ],
    [
      'Q3 and Q4 2025',
      [
        ['2025-07-01', '2025-09-30'],
        ['2025-10-01', '2025-12-31'],
      ],
    ],
    [
      'H1 vs H2',
      [
        ['2025-01-01', '2025-06-30'],
        ['2025-07-01', '2025-12-31'],
      ],
    ],
    ['in the two weeks after the 5.2 release on 10 March 2025', [['2025-03-10', '2025-03-23']]],
    ['the fortnight after 3 June 2025', [['2025-06-03', '2025-06-16']]],
    ['in the three days following the outage on 19 August', [['2025-08-19', '2025-08-21']]],
    ['in the week of 19 August 2025', [['2025-08-19', '2025-08-25']]],
    ['between 20 and 22 February 2025', [['2025-02-20', '2025-02-22']]],
    ['from the 17th to the 19th of February', [['2025-02-17', '2025-02-19']]],
    ['Feb 20 to 22, 2025', [['2025-02-20', '2025-02-22']]],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}"`, () => assert.deepEqual(days(text), expected));
  }

  it('reads "vs the fortnight before" as the span just before the first', () => {
    assert.deepEqual(days('in the fortnight following 10 March 2025 vs the fortnight before'), [
      ['2025-03-10', '2025-03-23'],
      ['2025-02-24', '2025-03-09'],
    ]);
  });

  it('reads "from <month>" as that month, "from <month> onwards" as since', () => {
    assert.deepEqual(days('the angriest letters from June 2025'), [['2025-06-01', '2025-06-30']]);
    assert.deepEqual(days('complaints from March 2025 onwards'), [['2025-03-01', '2025-12-31']]);
  });

  it('splits "between Q2 and Q3" into two periods when asked which grew the most', () => {
    const plan = parse('Which store grew the most between Q2 and Q3 2025?');
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.deepEqual(
      plan.compare.periods.map((period) => period.label),
      ['Q2 2025', 'Q3 2025'],
    );
    assert.equal(plan.groupBy?.field, 'store');
  });

  it('compares a period with "the whole year" when asked against it', () => {
    assert.deepEqual(days('in the two weeks after 10 March 2025 compared to the whole year'), [
      ['2025-03-10', '2025-03-23'],
      ['2025-01-01', '2025-12-31'],
    ]);
  });

  it('keeps "compare between July and August" as two months, not one span', () => {
    const plan = parse('How did phone sentiment compare between July and August 2025?');
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.deepEqual(
      plan.compare.periods.map((period) => period.label),
      ['July 2025', 'August 2025'],
    );
  });

  it('joins two periods asked "combined" into one span', () => {
    const plan = parse('How many complaints in September and October 2025 combined?');
    assert.equal(plan.compare, undefined);
    assert.deepEqual([plan.period?.from, plan.period?.to], ['2025-09-01', '2025-10-31']);
  });

  it('gives a period said without its year the year of the one it is paired with', () => {
    const longer = { from: '2024-01-01', to: '2025-12-31' };
    assert.deepEqual(days('March and April 2024', longer), [
      ['2024-03-01', '2024-03-31'],
      ['2024-04-01', '2024-04-30'],
    ]);
    assert.deepEqual(days('Q1 vs Q2 2024', longer), [
      ['2024-01-01', '2024-03-31'],
      ['2024-04-01', '2024-06-30'],
    ]);
  });

  it('compares the two quarters instead of reading the whole year', () => {
    const plan = parse('Compare the number of complaints in the first and second quarters of 2025');
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.deepEqual(
      plan.compare.periods.map((period) => period.label),
      ['Q1 2025', 'Q2 2025'],
    );
    assert.equal(plan.period, undefined);
  });
});

describe('several values of one field', () => {
  it('keeps a negation said with a preposition between ("not about the app")', () => {
    assert.deepEqual(filters(parse('How many messages were not about the app?')), [
      'product!=Loyalty App',
    ]);
  });

  it('negates both values of "neither … nor …"', () => {
    assert.deepEqual(filters(parse('How many messages were neither positive nor negative?')), [
      'sentimentLabel!=positive',
      'sentimentLabel!=negative',
    ]);
  });

  it('ranks "the worst" of a counted complaint as the most of it', () => {
    const plan = parse('Which store has the worst late delivery complaints?');
    assert.equal(plan.groupBy?.field, 'store');
    assert.equal(plan.rank?.direction, 'desc');
  });

  it('adds them up when nothing sets them apart ("phone or email")', () => {
    const plan = parse('How many complaints came by phone or email?');
    assert.deepEqual(filters(plan).sort(), ['channel=phone|email', 'intent=complaint']);
    assert.equal(plan.compare, undefined);
  });

  it('adds them up when asked "combined" or "between them", even joined by "and"', () => {
    for (const question of [
      'How many messages from Northgate and Riverside combined?',
      'How many messages did Northgate and Riverside get between them?',
    ]) {
      const plan = parse(question);
      assert.deepEqual(filters(plan), ['store=Northgate|Riverside'], question);
      assert.deepEqual(plan.unknown, [], question);
    }
  });

  it('compares them when the question sets them against each other', () => {
    for (const question of [
      'phone vs email complaints',
      'Did Northgate get more messages than Riverside?',
      'Which got more complaints, Northgate or Riverside?',
    ]) {
      const plan = parse(question);
      assert.ok(plan.compare && 'field' in plan.compare, question);
    }
  });

  it('computes both sides of a comparison of two groups on a rate', () => {
    const plan = parse('How does the breach rate of refund cases compare with fraud cases?');
    assert.deepEqual(plan.compare, { field: 'type', values: ['refund', 'fraud'] });
    assert.equal(plan.measure.kind, 'rate');
  });
});

describe('mood and sentiment labels', () => {
  it('reads "happier", "angrier" about two groups as their average sentiment', () => {
    for (const question of [
      'r gold customers happier than silver ones?',
      'Are silver customers angrier than gold customers?',
    ]) {
      const plan = parse(question);
      assert.equal(plan.measure.kind, 'average', question);
      assert.equal(plan.measure.field, 'sentiment', question);
      assert.deepEqual(plan.compare, {
        field: 'tier',
        values: question.startsWith('r') ? ['gold', 'silver'] : ['silver', 'gold'],
      });
      assert.deepEqual(plan.unknown, [], question);
    }
  });

  it('counts "more negative messages" per group rather than averaging sentiment', () => {
    const plan = parse('Did Northgate or Riverside get more negative messages?');
    assert.equal(plan.measure.kind, 'count');
    assert.deepEqual(filters(plan), ['sentimentLabel=negative']);
    assert.deepEqual(plan.compare, { field: 'store', values: ['Northgate', 'Riverside'] });
  });

  it('reads a value named with a measure word as the value ("feel about late delivery rates")', () => {
    const own = buildVocabulary({
      ...FIXTURE_DICTIONARY,
      fields: FIXTURE_DICTIONARY.fields.map((field) =>
        field.name === 'topic'
          ? { ...field, values: [...(field.values ?? []), { value: 'Delivery rates', count: 9 }] }
          : field,
      ),
    });
    const plan = parseQuestion({
      question: 'How did customers feel about delivery rates?',
      vocabulary: own,
      span,
    });
    assert.equal(plan.measure.kind, 'average');
    assert.deepEqual(filters(plan), ['topic=Delivery rates']);
  });

  it('still averages sentiment for "more negative than"', () => {
    const plan = parse('Is Northgate more negative than Riverside?');
    assert.equal(plan.measure.kind, 'average');
    assert.deepEqual(filters(plan), []);
  });
});

describe('typos and chat shorthand', () => {
  it('reads a misspelt or inflected word of the data as understood ("complants", "complained")', () => {
    for (const question of [
      'which store got the most complants about late deliveries',
      'How many messages complained about late deliveries at Riverside?',
    ]) {
      assert.deepEqual(parse(question).unknown, [], question);
    }
  });

  it('reads another word for a value already named as understood ("a human agent")', () => {
    const plan = parse('how many chats by phone went to a person on the telephone');
    assert.deepEqual(plan.unknown, []);
  });

  it('accepts small typos of a word of four letters or more, not another word', () => {
    assert.ok(wordCloseness('crads', 'cards') > 0);
    assert.ok(wordCloseness('custmer', 'customer') > 0);
    assert.equal(wordCloseness('send', 'pend'), 0);
  });

  it('drops short lower-case shorthand when the rest is understood', () => {
    const plan = parse('how many complaints abt the app in april');
    assert.deepEqual(filters(plan).sort(), ['intent=complaint', 'product=Loyalty App']);
    assert.deepEqual(plan.unknown, []);
  });

  it('keeps a short word as the subject when nothing else is understood', () => {
    const plan = parse('what is our nps');
    assert.deepEqual(plan.unknown, ['nps']);
    assert.equal(plan.unknownIsAsked, true);
  });

  it('reads a value said without its generic last word ("customer service" issue)', () => {
    const reason: DatasetField = {
      name: 'reason',
      entity: 'communications',
      role: 'category',
      type: 'category',
      filled: 100,
      distinct: 2,
      values: [
        { value: 'Customer Service Issue', count: 60 },
        { value: 'Flight Booking Problems', count: 40 },
      ],
    };
    const own = buildVocabulary({
      ...FIXTURE_DICTIONARY,
      fields: [...FIXTURE_DICTIONARY.fields.filter((field) => field.name !== 'topic'), reason],
    });
    const plan = parseQuestion({
      question: 'custmer service complaints for northgate??',
      vocabulary: own,
      span,
    });
    assert.deepEqual(filters(plan).sort(), [
      'intent=complaint',
      'reason=Customer Service Issue',
      'store=Northgate',
    ]);
  });
});

describe('the typical value', () => {
  it('reads "typically" as the median when the tools offer one', () => {
    const plan = parse('Typically how many resolution days does a refund case take?');
    assert.equal(plan.measure.kind, 'median');
    assert.equal(plan.measure.field, 'resolutionDays');
  });

  it('falls back to the mean, and says so, when no median is offered', () => {
    const plan = parse('Typically how many resolution days does a refund case take?', {
      medianOffered: false,
    });
    assert.equal(plan.measure.kind, 'average');
    assert.equal(plan.measure.meanForTypical, true);
  });
});

describe('measures by their meaning', () => {
  it('reads a declared measure said in everyday words ("passed on to a real person")', () => {
    for (const question of [
      'What proportion of chats got passed on to a real person?',
      'How often are chats transferred to someone on the staff?',
    ]) {
      const plan = parse(question);
      assert.equal(plan.tool, 'analyze_transfers', question);
      assert.equal(plan.measure.label, 'transfer rate', question);
      assert.deepEqual(plan.unknown, [], question);
    }
  });

  it('ranks groups by average sentiment for "the unhappiest" and "the happiest"', () => {
    const unhappiest = parse('Which store is the unhappiest?');
    assert.equal(unhappiest.measure.field, 'sentiment');
    assert.deepEqual(unhappiest.rank, { direction: 'asc', limit: 1 });
    const happiest = parse('Which store has the happiest customers?');
    assert.equal(happiest.measure.field, 'sentiment');
    assert.equal(happiest.rank?.direction, 'desc');
  });

  it('does not take a measure from words that only name values ("chats with a person")', () => {
    const plan = parse('Is sentiment better in phone calls or in chats?');
    assert.equal(plan.tool, undefined);
    assert.equal(plan.measure.kind, 'average');
  });

  it('declines a measure the data does not hold, even in everyday words', () => {
    for (const [question, phrase] of [
      ["What was Northgate's on-time delivery rate?", 'on-time delivery rate'],
      ['What is our churn rate?', 'churn rate'],
      ['What is the net promoter score of Riverside?', 'net promoter score'],
      ['What is the average handling time of phone calls?', 'handling time'],
      ['What is the average number of likes per message?', 'number of likes'],
      ['What is the average breach time of refund cases?', 'breach time'],
    ] as const) {
      const plan = parse(question);
      assert.equal(plan.unknown[0], phrase, question);
      assert.equal(plan.unknownIsAsked, true, question);
    }
  });

  it('keeps a measure the data holds ("breach rate", "sentiment score", "complaint rate")', () => {
    for (const question of [
      'What is the breach rate of refund cases?',
      'What is the average sentiment score of gold customers?',
      'What is the complaint rate at Northgate?',
    ]) {
      const plan = parse(question);
      assert.deepEqual(plan.unknown, [], question);
      assert.notEqual(plan.unknownIsAsked, true, question);
    }
  });
});

describe('words the data writes its own way', () => {
  it('reads two words for a value written as one ("old town" for "oldtown")', () => {
    const own = buildVocabulary({
      ...FIXTURE_DICTIONARY,
      fields: FIXTURE_DICTIONARY.fields.map((field) =>
        field.name === 'store'
          ? {
              ...field,
              values: [
                { value: 'oldtown', count: 10 },
                { value: 'Riverside', count: 5 },
              ],
            }
          : field,
      ),
    });
    const plan = parseQuestion({
      question: 'how many messages from old town?',
      vocabulary: own,
      span,
    });
    assert.deepEqual(filters(plan), ['store=oldtown']);
  });

  it('searches the text for "mentioned the word …", keeping the other filters', () => {
    const plan = parse('How many complaints mentioned the word voucher?');
    assert.equal(plan.topic, 'voucher');
    assert.deepEqual(filters(plan), ['intent=complaint']);
    assert.deepEqual(plan.unknown, []);
  });
});
