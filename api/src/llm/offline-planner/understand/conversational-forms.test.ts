import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
import { readCasualWriting } from './casual-writing';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { secondAskPlan, splitAsks, withFirstWinner } from './split-asks';
import { buildVocabulary } from './vocabulary';

/**
 * Conversational forms of questions over a help-desk data set that shares no words with the demo:
 * negated states, casual writing, share comparisons, follow-ups that swap the subject, two asks
 * in one question and moods compared between two values.
 */
const category = categoryFields(500, 200, 10);

const HELPDESK: DataDictionary = {
  name: 'Help desk tickets',
  description: 'Tickets raised with an IT help desk.',
  counts: { communications: 500, customers: 0, cases: 0 },
  from: '2024-01-01',
  to: '2024-06-30',
  fields: [
    { name: 'id', entity: 'communications', role: 'id', type: 'text', filled: 500, distinct: 500 },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 500,
      distinct: 170,
    },
    category('channel', ['portal', 'email', 'phone'], { role: 'channel' }),
    category('intent', ['incident', 'request', 'complaint'], { role: 'intent', label: 'kind' }),
    category('product', ['VPN', 'Laptop', 'Printer', 'Mailbox'], {
      role: 'product',
      label: 'service',
      valueSynonyms: { Laptop: ['notebook computer'] },
    }),
    category('team', ['Service Desk', 'Network', 'Field Support'], { label: 'team' }),
    category('status', ['Closed', 'In progress', 'Waiting on customer'], { role: 'status' }),
    {
      name: 'replied',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'reply',
      filled: 500,
      distinct: 2,
    },
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: 500,
      distinct: 400,
    },
    category('sentimentLabel', ['negative', 'neutral', 'positive'], {
      role: 'sentiment_label',
      label: 'sentiment label',
    }),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 500,
      distinct: 480,
    },
  ],
};

const vocabulary = buildVocabulary(HELPDESK);
const span = { from: '2024-01-01', to: '2024-06-30' };

function parse(question: string, previous?: string): QuestionPlan {
  return parseQuestion({
    question,
    ...(previous ? { previous } : {}),
    vocabulary,
    span,
    tools: [],
  });
}

/** The filters as `field=value` (`field!=value` when negated). */
function filters(plan: QuestionPlan): string[] {
  return plan.filters
    .map((filter) => `${filter.field}${filter.negate ? '!=' : '='}${filter.values.join('|')}`)
    .sort();
}

describe('negated states: the complement of a status value, the other side of a yes/no field', () => {
  const cases: [string, string[]][] = [
    ["How many tickets haven't been closed yet?", ['status!=Closed']],
    ['How many tickets have not yet been closed?', ['status!=Closed']],
    ['How many tickets are still open?', ['status!=Closed']],
    ['how many unclosed tickets', ['status!=Closed']],
    ['How many tickets are not closed?', ['status!=Closed']],
    ['How many VPN tickets are outstanding?', ['product=VPN', 'status!=Closed']],
    ['How many tickets went without a reply?', ['replied!=true']],
    ['How many unanswered tickets?', ['replied!=true']],
    ['How many tickets are yet to be closed?', ['status!=Closed']],
    ['How many VPN tickets remain unresolved?', ['product=VPN', 'status!=Closed']],
  ];
  for (const [question, expected] of cases) {
    it(`reads "${question}"`, () => {
      const plan = parse(question);
      assert.deepEqual(filters(plan), expected);
      assert.deepEqual(plan.unknown, [], 'nothing left unread');
      assert.equal(plan.measure.kind, 'count');
    });
  }

  it('leaves a state the data holds as said ("closed" is a value, not a negation)', () => {
    assert.deepEqual(filters(parse('How many tickets were closed?')), ['status=Closed']);
    assert.deepEqual(filters(parse('How many tickets were resolved?')), ['status=Closed']);
  });

  it('reads "open" as a verb as no state ("did customers open a ticket")', () => {
    assert.ok(
      !filters(parse('How many customers open a ticket by phone?')).includes('status!=Closed'),
    );
  });
});

describe('casual writing: filler dropped, misspelt counted nouns put right', () => {
  it('drops chat filler and never searches for it', () => {
    for (const question of [
      'which team gets the most tickets lol',
      'which team gets the most tickets tbh',
      'ngl which team gets the most tickets rn',
    ]) {
      const plan = parse(question);
      assert.equal(plan.groupBy?.field, 'team', question);
      assert.equal(plan.rank?.direction, 'desc', question);
      assert.equal(plan.topic, undefined, question);
      assert.deepEqual(plan.unknown, [], question);
    }
  });

  it('reads a question word run into its "is" ("whichs the busiest channel")', () => {
    const plan = parse('whichs the busiest channel lol');
    assert.equal(plan.groupBy?.field, 'channel');
    assert.equal(plan.rank?.direction, 'desc');
  });

  it('keeps the record kind of a misspelt counted noun as its filter ("compliants")', () => {
    assert.deepEqual(filters(parse('how many compliants abt the vpn')), [
      'intent=complaint',
      'product=VPN',
    ]);
    assert.deepEqual(filters(parse('how many incidnets abt printers')), [
      'intent=incident',
      'product=Printer',
    ]);
  });

  it('keeps a filler word the data itself uses', () => {
    const withLol = buildVocabulary({
      ...HELPDESK,
      fields: [...HELPDESK.fields, category('office', ['LOL', 'NYC'], { label: 'office' })],
    });
    assert.equal(readCasualWriting('tickets from lol', withLol), 'tickets from lol');
    assert.equal(readCasualWriting('tickets from nyc lol', vocabulary), 'tickets from nyc');
  });
});

describe('comparisons of two groups: shares within each, moods between two values', () => {
  for (const question of [
    'Did VPN or Laptop have a larger share of negative tickets?',
    'VPN vs Laptop negative share',
    'which has the larger share of negative tickets, VPN or Laptop',
  ]) {
    it(`reads "${question}" as the share within each side`, () => {
      const plan = parse(question);
      assert.equal(plan.measure.kind, 'share');
      assert.deepEqual(
        plan.measure.part?.map((filter) => filter.values[0]),
        ['negative'],
      );
      assert.deepEqual(plan.compare, { field: 'product', values: ['VPN', 'Laptop'] });
      assert.deepEqual(plan.filters, []);
    });
  }

  it('compares a mood between a value and another named by one telling word of its synonym', () => {
    const plan = parse('vpn mood compared with notebook');
    assert.equal(plan.measure.kind, 'average');
    assert.equal(plan.measure.field, 'sentiment');
    assert.deepEqual(plan.compare, { field: 'product', values: ['VPN', 'Laptop'] });
    assert.equal(plan.topic, undefined);
  });

  it('reads "people talking about VPN" as the value when a measure is compared over periods', () => {
    const plan = parse(
      'Did people talking about VPN get happier in May 2024 than in April 2024? Show the average sentiment for each.',
    );
    assert.equal(plan.topic, undefined);
    assert.deepEqual(filters(plan), ['product=VPN']);
    assert.ok(plan.compare && 'periods' in plan.compare);
    assert.equal(plan.measure.field, 'sentiment');
  });
});

describe('follow-ups that swap the subject keep the earlier ranking', () => {
  it('"And for Network?" after the top service of one team', () => {
    const plan = parse('And for Network?', 'What was the top service for the Service Desk team?');
    assert.equal(plan.groupBy?.field, 'product');
    assert.equal(plan.rank?.direction, 'desc');
    assert.deepEqual(filters(plan), ['team=Network']);
  });

  it('"what about May 2024?" keeps the ranking over the new period', () => {
    const plan = parse('what about May 2024?', 'Which team had the most complaints?');
    assert.equal(plan.groupBy?.field, 'team');
    assert.equal(plan.period?.label, 'May 2024');
    assert.deepEqual(filters(plan), ['intent=complaint']);
  });

  it('a follow-up of nothing but a value ("Network?") asks the earlier ranking for it', () => {
    const plan = parse('Network?', 'What was the top service for the Service Desk team?');
    assert.equal(plan.groupBy?.field, 'product');
    assert.deepEqual(filters(plan), ['team=Network']);
  });

  it('a follow-up that counts "them" asks a count, not the ranking again', () => {
    const plan = parse(
      'and how many of them came by phone?',
      'Which team had the most complaints?',
    );
    assert.equal(plan.groupBy, undefined);
    assert.deepEqual(filters(plan), ['channel=phone', 'intent=complaint']);
  });
});

describe('two asks in one question', () => {
  it('splits "…, and what was their top …" into a count and a ranking', () => {
    assert.deepEqual(
      splitAsks('How many complaints did the VPN get, and what was their top team?'),
      ['How many complaints did the VPN get', 'what was their top team?'],
    );
    assert.deepEqual(splitAsks("How many incidents in May 2024 and what's the main channel?"), [
      'How many incidents in May 2024',
      "what's the main channel?",
    ]);
  });

  it('splits a second ask that asks how long or how often', () => {
    assert.deepEqual(
      splitAsks('How many VPN tickets were there, and how long did they take to close on average?'),
      ['How many VPN tickets were there', 'how long did they take to close on average?'],
    );
    assert.deepEqual(splitAsks('How long do VPN tickets take to close?'), [
      'How long do VPN tickets take to close?',
    ]);
  });
});

describe("the second ask of a question over the first ask's records", () => {
  const input = (question: string) => ({ question, vocabulary, span, tools: [] });

  it('"what share of its tickets is that": the kind is the part, the subject the base', () => {
    const firstAsk = 'How many complaint tickets did the VPN get';
    const first = parse(firstAsk);
    const second = secondAskPlan(input('what share of its tickets is that?'), first, firstAsk);
    assert.equal(second.measure.kind, 'share');
    assert.deepEqual(
      second.measure.part?.map((filter) => filter.values[0]),
      ['complaint'],
    );
    assert.deepEqual(filters(second), ['product=VPN']);
  });

  it('"…, and what\'s its top team": the first ask\'s observed winner becomes a filter', () => {
    const first = parse('Which service has the most complaints?');
    const second = secondAskPlan(input("what's its top team?"), first, '');
    assert.ok(second.refers, 'points at the winner');
    const observed = [
      {
        call: { name: 'query_data', input: { groupBy: ['product'] } },
        ok: true,
        output: {
          rows: [
            { product: 'Printer', count: 40 },
            { product: 'VPN', count: 30 },
          ],
        },
      },
    ];
    const resolved = withFirstWinner(second, first, observed);
    assert.equal(resolved.refers, undefined);
    assert.equal(resolved.groupBy?.field, 'team');
    assert.deepEqual(filters(resolved), ['intent=complaint', 'product=Printer']);
    // Not observed yet: the first ask's records, never a made-up winner.
    assert.deepEqual(filters(withFirstWinner(second, first, [])), ['intent=complaint']);
  });
});

describe("a follow-up about the previous ranking's winner", () => {
  it('"its" and "their" after "which X … the most" point at the winner', () => {
    for (const question of [
      'What is its average sentiment?',
      'And what is their average sentiment?',
    ]) {
      const plan = parse(question, 'Which team handles the most tickets?');
      assert.equal(plan.refers?.groupBy?.field, 'team', question);
      assert.equal(plan.groupBy, undefined, question);
      assert.equal(plan.measure.kind, 'average', question);
    }
  });

  it('"their" after a question that ranked no single winner keeps the whole group', () => {
    const plan = parse('What is their average sentiment?', 'How many VPN tickets did we get?');
    assert.equal(plan.refers, undefined);
    assert.deepEqual(filters(plan), ['product=VPN']);
  });
});
