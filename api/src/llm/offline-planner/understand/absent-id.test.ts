import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { callKey } from '../tool-fit';
import { absentIdLine } from './absent-id';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed } from './execute-plan';
import { planOfTurns } from './forms-test-support';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';

/**
 * Records picked by one id the data does not hold ("policyholder PH-99999", "member M-0000")
 * are no records with a count of 0: the answer says no such record exists and is not
 * answerable. An id the data holds is counted; a count of 0 within a period or beside another
 * filter stays a count (the id may exist outside them). The query results are canned: the
 * count each call returns is given by the test.
 */
function ask(dictionary: DataDictionary, question: string, count: number) {
  const context: ExecutionContext = {
    dictionary,
    span: { from: dictionary.from!, to: dictionary.to! },
    tools: new Set(['query_data', 'search_communications']),
    accepts: () => true,
    toOfferedSchema: (call) => call,
    key: (call) => callKey(call),
  };
  const plan = planOfTurns(dictionary, [question]);
  const done: Observed[] = [];
  for (let stage = 0; stage < 4; stage++) {
    const calls = nextCalls(context, plan, done);
    if (calls.length === 0) break;
    for (const call of calls)
      done.push({ call, ok: true, output: { rows: [{ count }], matched: count } });
  }
  const answer = composeAnswer(context, plan, done);
  return { text: answer.lines.join('\n'), status: answer.status };
}

const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;

describe('an id the data does not hold', () => {
  const absent: [DataDictionary, string, string][] = [
    [CLAIMS, 'How many claims has policyholder PH-99999 made?', 'PH-99999'],
    [CLAIMS, 'how many claims for PH-99999', 'PH-99999'],
    [GYM, 'How many queries has member M-0000 raised?', 'M-0000'],
    [COUNCIL, 'How many complaints has resident R-000000 made?', 'R-000000'],
  ];
  for (const [dictionary, question, id] of absent) {
    it(`${dictionary.name}: ${question}`, () => {
      const { text, status } = ask(dictionary, question, 0);
      assert.equal(status, 'not answerable', text);
      assert.match(text, new RegExp(`^There is no .* with id ${id} in this data`));
    });
  }
  // Guards: the id is held, or the zero is within a period or another value.
  const counted: [DataDictionary, string, number][] = [
    [CLAIMS, 'How many claims has policyholder PH-10001 made?', 3],
    [CLAIMS, 'How many claims has policyholder PH-10001 made in March?', 0],
    [GYM, 'How many queries has member M-1001 raised in May?', 0],
  ];
  for (const [dictionary, question, count] of counted) {
    it(`${dictionary.name}: ${question} (counted)`, () => {
      const { text, status } = ask(dictionary, question, count);
      assert.notEqual(status, 'not answerable', text);
      assert.match(text, new RegExp(`\\*\\*${count}\\*\\*`));
    });
  }
});

/**
 * What an id looks like agrees with the engine's check (src/agent/unknown-id.ts): a field of the
 * role id, customer or case, whatever its type; people picked by their other records are none.
 */
describe('an id field as the engine reads one', () => {
  const withCase: DataDictionary = {
    ...COUNCIL,
    name: 'council with case references',
    fields: [
      ...COUNCIL.fields,
      {
        name: 'caseRef',
        entity: 'communications',
        role: 'case',
        type: 'text',
        label: 'case reference',
        filled: 3000,
        distinct: 2000,
      },
    ],
  };
  const plan = (filter: Partial<PlanFilter>): QuestionPlan => ({
    entity: 'communications',
    measure: { kind: 'count', label: 'count' },
    filters: [
      { entity: 'communications', field: 'caseRef', values: ['CR-99999'], said: '', ...filter },
    ],
    unknown: [],
  });
  const none = { rows: [{ count: 0 }], matched: 0 };

  it('a case reference no record holds is no record', () => {
    assert.match(absentIdLine(withCase, plan({}), none) ?? '', /^There is no .* with id CR-99999/);
  });
  it('people picked by their cases are no id (a 0 stays a count)', () => {
    const linked = { entity: 'cases' as const, link: 'customerId', filters: [] };
    assert.equal(absentIdLine(withCase, plan({ field: 'customerId', linked }), none), undefined);
  });
});
