import { describe } from 'node:test';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';

/**
 * The plural noun a data set is named for ("claims", "requests") is its records, even where a
 * number field's words hold the same stem in another form ("amount claimed", "claim value",
 * "items requested"): "How many claims…", "the most requests" count records. The field is still
 * named by its own words, and the singular ("the biggest claim") may still be its amount.
 */
function withNumber(dictionary: DataDictionary, field: Partial<DatasetField>): DataDictionary {
  return {
    ...dictionary,
    name: `${dictionary.name} with ${field.label}`,
    fields: [
      ...dictionary.fields,
      {
        name: field.name!,
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 2000,
        distinct: 900,
        min: 10,
        max: 4000,
        ...field,
      },
    ],
  };
}

const CLAIMS = withNumber(INSURANCE_CLAIMS_DICTIONARY, {
  name: 'claimed_gbp',
  label: 'amount claimed (£)',
  synonyms: ['amount claimed', 'claimed', 'claim amount', 'claim value'],
  unit: 'GBP',
});
const REQUESTS = withNumber(LIBRARY_REQUESTS_DICTIONARY, {
  name: 'items_requested',
  label: 'items requested',
  synonyms: ['items requested', 'requested items'],
});

const read = (dictionary: DataDictionary, question: string) =>
  planSaid(planOfTurns(dictionary, [question]));

describe('the plural record noun is the records, not a number field of its stem', () => {
  expectEach(read, [
    [CLAIMS, 'Q1 vs Q2 claims', read(INSURANCE_CLAIMS_DICTIONARY, 'Q1 vs Q2 claims')],
    [
      CLAIMS,
      'What share of claims were declined?',
      read(INSURANCE_CLAIMS_DICTIONARY, 'What share of claims were declined?'),
    ],
    [
      CLAIMS,
      'Which peril has the most claims?',
      read(INSURANCE_CLAIMS_DICTIONARY, 'Which peril has the most claims?'),
    ],
    [
      CLAIMS,
      'How did claims in May compare with June?',
      read(INSURANCE_CLAIMS_DICTIONARY, 'How did claims in May compare with June?'),
    ],
    [
      REQUESTS,
      'Which branch gets the fewest requests?',
      read(LIBRARY_REQUESTS_DICTIONARY, 'Which branch gets the fewest requests?'),
    ],
    [
      REQUESTS,
      'requests in March versus April',
      read(LIBRARY_REQUESTS_DICTIONARY, 'requests in March versus April'),
    ],
  ]);
});

describe('the number field is still named by its own words', () => {
  expectEach(
    (dictionary, question) => planOfTurns(dictionary, [question]).measure.field,
    [
      [CLAIMS, 'What is the average amount claimed?', 'claimed_gbp'],
      [CLAIMS, 'total claim value for storm claims', 'claimed_gbp'],
      [CLAIMS, 'What was the biggest claim?', 'claimed_gbp'],
      [REQUESTS, 'average items requested per request', 'items_requested'],
    ],
  );
});
