import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { vocabularyOf } from './forms-test-support';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { parseQuestion } from './parse-question';

/**
 * Relative periods said in general English, read on imported data (not the demo's): "the
 * previous quarter" as "the last quarter" is, "two months ago" as a calendar month, "the current
 * month" as this month (its words no value's), and a verb of arrival ("opened") no filter and no
 * specialised tool's subject on data that knows no such word.
 */

/** A specialised tool offered beside query_data whose description says "opened". */
const TOOLS = [{ name: 'analyze_cases', description: 'Cases opened in a window: totals by type.' }];

function planOf(dictionary: DataDictionary, question: string) {
  return parseQuestion({
    question,
    vocabulary: vocabularyOf(dictionary),
    span: { from: dictionary.from!, to: dictionary.to! },
    tools: TOOLS,
  });
}

// Council data ends 2025-06-30 (Q2 2025, June); insurance claims end 2025-12-31 (Q4, December).
const cases: [DataDictionary, string, [string, string]][] = [
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints in the previous quarter?',
    ['2025-01-01', '2025-03-31'],
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many claims in the prior quarter?',
    ['2025-07-01', '2025-09-30'],
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints came in two months ago?',
    ['2025-04-01', '2025-04-30'],
  ],
  [INSURANCE_CLAIMS_DICTIONARY, 'How many claims three months ago?', ['2025-09-01', '2025-09-30']],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints for the current month to date?',
    ['2025-06-01', '2025-06-30'],
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many claims in the current month?',
    ['2025-12-01', '2025-12-31'],
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints in the previous month?',
    ['2025-05-01', '2025-05-31'],
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many claims in the previous month?',
    ['2025-11-01', '2025-11-30'],
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many complaints were opened last month?',
    ['2025-05-01', '2025-05-31'],
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many claims were opened in the previous quarter?',
    ['2025-07-01', '2025-09-30'],
  ],
];

describe('relative periods in general words, on imported data', () => {
  for (const [dictionary, question, expected] of cases) {
    it(`${dictionary.name}: ${question}`, () => {
      const plan = planOf(dictionary, question);
      assert.deepEqual([plan.period?.from, plan.period?.to], expected);
      assert.deepEqual(plan.filters, []);
      assert.equal(plan.tool, undefined);
      assert.deepEqual(plan.unknown, []);
    });
  }
});
