import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { DEMO_DECLARATION } from '../../../demo/declaration';
import { callKey } from '../tool-fit';
import { composeAnswer } from './compose-answer';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { nextCalls, type ExecutionContext, type Observed } from './execute-plan';
import { FIXTURE_DICTIONARY as SHOP } from './fixture-dictionary';
import { vocabularyOf } from './forms-test-support';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { parseQuestion } from './parse-question';
import { recordNounOf } from './record-noun';
import { refinePlan } from './refine-plan';
import { RIDE_SUPPORT_DICTIONARY as RIDES } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY as REQUESTS } from './service-requests-dictionary';

/**
 * What answers call the records, our own phrasings over data sets the planner was not built on:
 * the data set's own noun ("claims", "requests", "complaints"), never the demo's
 * "communications"; a status value the question says ("claims under review") is no name for the
 * records; a filter said twice is written once. The query results are canned (every group 77 and
 * 40 records, every average 12.5): only the words are checked here.
 */
function answerTo(dictionary: DataDictionary, question: string): string {
  const vocabulary = vocabularyOf(dictionary);
  const span = { from: dictionary.from!, to: dictionary.to! };
  const context: ExecutionContext = {
    dictionary,
    span,
    tools: new Set(['query_data', 'search_communications']),
    accepts: () => true,
    toOfferedSchema: (call) => call,
    key: (call) => callKey(call),
  };
  const plan = refinePlan(question, vocabulary, parseQuestion({ question, vocabulary, span }));
  const done: Observed[] = [];
  for (let stage = 0; stage < 4; stage++) {
    const calls = nextCalls(context, plan, done);
    if (calls.length === 0) break;
    for (const call of calls) {
      const grouped = (call.input['groupBy'] as string[] | undefined)?.[0];
      const metrics = (call.input['metrics'] as { fn: string; field?: string }[] | undefined) ?? [];
      const row = (count: number, group: Record<string, string>) => {
        const filled: Record<string, unknown> = { count, ...group };
        for (const metric of metrics) {
          if (metric.fn === 'count' || !metric.field) continue;
          const field = metric.field.replace(/^./, (first) => first.toUpperCase());
          filled[`${metric.fn}${field}`] = 12.5;
        }
        return filled;
      };
      const rows = grouped
        ? [row(77, { [grouped]: 'A' }), row(40, { [grouped]: 'B' })]
        : [row(77, {})];
      done.push({ call, ok: true, output: { rows, matched: 77 } });
    }
  }
  return composeAnswer(context, plan, done).lines.join('\n');
}

/** A case: the data, the question, a pattern the answer must hold and one it must not. */
type WordingCase = readonly [DataDictionary, string, RegExp, RegExp];

function expectWording(cases: readonly WordingCase[]): void {
  for (const [dictionary, question, holds, lacks] of cases) {
    it(`${dictionary.name}: "${question}"`, () => {
      const text = answerTo(dictionary, question);
      assert.match(text, holds);
      assert.doesNotMatch(text, lacks);
    });
  }
}

const COMMUNICATIONS = /\bcommunications?\b/;

/** A council whose complaint outcomes include one spelled as a record noun. */
const COUNCIL_WITH_REVIEW: DataDictionary = {
  ...COUNCIL,
  name: 'Council complaints (review outcomes)',
  fields: COUNCIL.fields.map((field) =>
    field.role === 'status'
      ? {
          ...field,
          values: ['Closed - upheld', 'Closed - not upheld', 'Review', 'Open'].map((value) => ({
            value,
            count: 500,
          })),
        }
      : field,
  ),
};

describe('answers call the records by the data set’s own noun', () => {
  expectWording([
    [REQUESTS, 'What share are urgent?', /\b77 requests\b/, COMMUNICATIONS],
    [REQUESTS, 'Average fee by district', /\(77 requests\)/, COMMUNICATIONS],
    [REQUESTS, 'What was the single highest call-out fee?', /\bany one request\b/, COMMUNICATIONS],
    [COUNCIL, 'What share were upheld?', /\b77 complaints\b/, COMMUNICATIONS],
    [COUNCIL, 'Average satisfaction by ward', /\(77 complaints\)/, COMMUNICATIONS],
    [CLAIMS, 'Average days to settle by region', /\(77 claims\)/, COMMUNICATIONS],
    [CLAIMS, 'What is the average payout per handler?', /\(77 claims\)/, COMMUNICATIONS],
    [RIDES, 'Average refund by city', /\(77 messages\)/, COMMUNICATIONS],
    [SHOP, 'Average sentiment by store', /\(77 messages\)/, COMMUNICATIONS],
  ]);

  it('derives the noun from the name, then the description, then says "records"', () => {
    assert.equal(recordNounOf(CLAIMS), 'claims');
    assert.equal(recordNounOf({ ...REQUESTS, name: 'Help desk tickets 2024' }), 'tickets');
    assert.equal(recordNounOf(SHOP), 'messages');
    // The demo bank's records really are communications.
    assert.equal(
      recordNounOf({
        ...SHOP,
        name: DEMO_DECLARATION.name!,
        description: DEMO_DECLARATION.description!,
      }),
      'communications',
    );
    const bare = { ...REQUESTS, name: 'export_2025' };
    delete bare.description;
    assert.equal(recordNounOf(bare), 'records');
  });
});

describe('a status value said in the question is no name for the records', () => {
  expectWording([
    [CLAIMS, 'How many claims are under review?', /\*\*77\*\* claims\b/, /\breviews\b/],
    [CLAIMS, 'What share are in review?', /\b77 claims\b/, /\breviews\b/],
    [CLAIMS, 'Share of claims in Review by region', /\bclaims\b/, /\breviews\b/],
    [CLAIMS, 'Average payout of claims under review', /\b77 claims\b/, /\breviews\b/],
    [CLAIMS, 'How many claims in review were lodged by phone?', /\*\*77\*\* claims/, /reviews/],
    [COUNCIL_WITH_REVIEW, 'How many complaints are in review?', /\bcomplaints\b/, /\breviews\b/],
    [COUNCIL_WITH_REVIEW, 'What share are under review?', /\b77 complaints\b/, /\breviews\b/],
  ]);
});

describe('a filter said twice is written once', () => {
  const twice = /intent is complaint and intent is complaint/;
  expectWording([
    [
      SHOP,
      'Northgate against Riverside: which store complains more, and by how many complaints?',
      /intent is complaint/,
      twice,
    ],
    [SHOP, 'How many complaints came from Northgate?', /intent is complaint/, twice],
    [SHOP, 'Complaints by store', /intent is complaint/, twice],
  ]);
});
