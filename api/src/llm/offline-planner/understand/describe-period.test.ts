import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Json } from '../observations';
import { callKey } from '../tool-fit';
import { asksForStory, asStory, storyAnswer, storyCalls } from './describe-period';
import type { ExecutionContext, Observed, ToolCall } from './execute-plan';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { addDays } from './period';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { buildVocabulary } from './vocabulary';

/**
 * The story of a period over canned tool results: a small set of records is made here, the
 * canned query_data and search answer from those records, and the expected figures are counted
 * from the same records by hand.
 */

const vocabulary = buildVocabulary(FIXTURE_DICTIONARY);
const span = { from: '2025-01-01', to: '2025-12-31' };

const context: ExecutionContext = {
  dictionary: FIXTURE_DICTIONARY,
  span,
  tools: new Set(['query_data', 'search_communications']),
  accepts: (tool, argument) =>
    tool !== 'search_communications' ||
    ['query', 'from', 'to', 'channel', 'limit'].includes(argument),
  toOfferedSchema: (call) => call,
  key: (call) => callKey(call),
};

type Row = Record<string, string | number>;

/** Ten records a day per channel from 18 May to 29 June; on 15 June 30 more by phone, all about lost parcels. */
function records(): Row[] {
  const made: Row[] = [];
  for (let day = '2025-05-18'; day <= '2025-06-29'; day = addDays(day, 1)) {
    for (const channel of ['email', 'phone', 'chat']) {
      for (let n = 0; n < 10; n++) {
        made.push({
          id: `R-${made.length}`,
          at: `${day}T10:00:00`,
          channel,
          topic: 'Refunds',
          product: 'Gift Card',
          sentiment: 0,
          sentimentLabel: 'neutral',
        });
      }
    }
  }
  for (let n = 0; n < 30; n++) {
    made.push({
      id: `S-${n}`,
      at: '2025-06-15T12:00:00',
      channel: 'phone',
      topic: 'Lost Parcel',
      product: 'Gift Card',
      sentiment: -0.8,
      sentimentLabel: 'negative',
    });
  }
  return made;
}

const DATA = records();

function matches(row: Row, filter: Json): boolean {
  const field = String(filter['field']);
  const value = field === 'at' ? String(row['at']).slice(0, 10) : row[field];
  const wanted = filter['value'];
  switch (filter['op']) {
    case 'eq':
      return value === wanted;
    case 'in':
      return (wanted as unknown[]).includes(value);
    case 'gte':
      return String(value) >= String(wanted);
    case 'lt':
      return String(value) < String(wanted);
    case 'not_null':
      return value !== undefined && value !== null;
    default:
      throw new Error(`unexpected op ${String(filter['op'])}`);
  }
}

/** query_data and search_communications over DATA, as far as these plans use them. */
function answer(call: ToolCall): Json {
  if (call.name === 'search_communications') {
    const found = DATA.filter(
      (row) =>
        String(row['at']).slice(0, 10) >= String(call.input['from']) &&
        String(row['at']).slice(0, 10) <= String(call.input['to']) &&
        (call.input['channel'] === undefined || row['channel'] === call.input['channel']),
    );
    return { results: found.slice(0, 5).map((row) => ({ id: row['id'], subject: row['topic'] })) };
  }
  const filters = (call.input['filters'] as Json[]) ?? [];
  const selected = DATA.filter((row) => filters.every((filter) => matches(row, filter)));
  const groupBy = (call.input['groupBy'] as string[] | undefined) ?? [];
  if (groupBy.length === 0) {
    return { rows: selected.slice(0, 5).map((row) => ({ id: row['id'], at: row['at'] })) };
  }
  const groups = new Map<string, Row[]>();
  for (const row of selected) {
    const key = groupBy
      .map((field) => (field === 'day' ? String(row['at']).slice(0, 10) : row[field]))
      .join('|');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return {
    rows: [...groups].map(([key, list]) => {
      const out: Json = { count: list.length };
      key.split('|').forEach((value, index) => (out[groupBy[index]!] = value));
      if (groupBy[0] === 'day') {
        out['avgSentiment'] =
          list.reduce((sum, row) => sum + Number(row['sentiment']), 0) / list.length;
      }
      return out;
    }),
  };
}

function plan(question: string): QuestionPlan {
  return parseQuestion({ question, vocabulary, span, tools: [] });
}

function tell(question: string): { stages: ToolCall[][]; done: Observed[]; text: string } {
  const asked = plan(question);
  assert.ok(asksForStory(question, asked), `"${question}" reads as a period's story`);
  const story = asStory(asked);
  const done: Observed[] = [];
  const stages: ToolCall[][] = [];
  for (let stage = 0; stage < 4; stage++) {
    const calls = storyCalls(context, story, done);
    if (calls.length === 0) break;
    stages.push(calls);
    for (const call of calls) done.push({ call, ok: true, output: answer(call) });
  }
  return { stages, done, text: storyAnswer(context, story, done).lines.join('\n') };
}

describe('the story of a period (describe-period)', () => {
  it('leads with what rose against a typical day and cites records of the leading group', () => {
    const { stages, done, text } = tell('What happened on 2025-06-15?');
    // The day: 30 usual + 30 = 60 records; every other day 30 (the median).
    assert.match(text, /\*\*2025-06-15: 60 messages\*\*, 2\.0× a typical day/);
    assert.match(text, /median 30 a day over the 28 days before it/);
    // Lost Parcel: 30 that day, none around it; phone 40 against 10 (4.0×).
    assert.match(text, /^\*\*Lost Parcel\*\* \(topic\)/);
    assert.match(text, /\*\*phone\*\* \(channel\): 40, 4\.0× the 10\.0 a day before it/);
    assert.match(text, /Average sentiment: -0\.40 against 0\.00/);
    // Counts first, then examples of the leading group (a topic search cannot filter on: rows).
    assert.equal(stages.length, 2);
    const example = stages[1]![0]!;
    assert.equal(example.name, 'query_data');
    assert.deepEqual(
      (example.input['filters'] as Json[]).find((filter) => filter['field'] === 'topic'),
      { field: 'topic', op: 'eq', value: 'Lost Parcel' },
    );
    const cited = done.at(-1)!.output!['rows'] as Json[];
    assert.ok(cited.length > 0);
    for (const row of cited) assert.match(text, new RegExp(`\\b${String(row['id'])}\\b`));
    assert.ok(
      cited.every((row) => String(row['id']).startsWith('S-')),
      'examples are lost parcels',
    );
  });

  it('reads the ways an analyst asks for a day', () => {
    for (const question of [
      'What was going on on 15 June 2025?',
      'Anything unusual on 2025-06-15?',
      'Tell me about 15 June 2025',
      'what happened during the week of 2025-06-09?',
    ]) {
      assert.ok(asksForStory(question, plan(question)), question);
    }
    for (const question of [
      'How many emails on 2025-06-15?',
      'What happened to refunds?',
      'What happened to the share price on 15 June 2025?',
    ]) {
      assert.equal(asksForStory(question, plan(question)), false, question);
    }
  });

  it('reads "what drove negative sentiment" on a day as that day among those records', () => {
    const question = 'What drove negative sentiment on 15 June 2025?';
    const { stages, text } = tell(question);
    const first = stages[0]![0]!;
    assert.deepEqual(
      (first.input['filters'] as Json[]).find((filter) => filter['field'] === 'sentimentLabel'),
      { field: 'sentimentLabel', op: 'eq', value: 'negative' },
    );
    // Every negative record is a lost parcel of that day: nothing of the kind around it.
    assert.match(text, /\*\*2025-06-15: 30 messages[^*]*negative\*\*/);
    assert.match(text, /most were \*\*Lost Parcel\*\* \(100%\)/);
  });
});
