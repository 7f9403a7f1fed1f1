import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';

/**
 * A state denied of a second date the records keep ("not settled yet", "haven't been settled",
 * "never settled"), the date sometimes empty, picks the records with no such date; in a question
 * of two asks the second ("which region has the most of them") keeps it. A date every record has
 * or a word no date is called by picks nothing.
 */
function withSettled(filled: number): DataDictionary {
  return {
    ...INSURANCE_CLAIMS_DICTIONARY,
    name: `${INSURANCE_CLAIMS_DICTIONARY.name} settled ${filled}`,
    fields: [
      ...INSURANCE_CLAIMS_DICTIONARY.fields,
      {
        name: 'settled_on',
        entity: 'communications',
        role: 'custom',
        type: 'date',
        label: 'settled on',
        filled,
        distinct: 280,
      },
    ],
  };
}

const SETTLED = withSettled(2100);
const ALL_SETTLED = withSettled(3000);

const bound = (dictionary: DataDictionary, question: string) => {
  const plan = planOfTurns(dictionary, [question]);
  return plan.filters
    .filter((filter) => filter.op !== undefined)
    .map((filter) => `${filter.field} ${filter.op}`)
    .join('; ');
};

describe('a state denied of a date the records keep: the records without it', () => {
  expectEach(bound, [
    [SETTLED, 'How many claims are not settled yet?', 'settled_on is_null'],
    [SETTLED, "How many claims haven't been settled?", 'settled_on is_null'],
    [SETTLED, 'storm claims that were never settled', 'settled_on is_null'],
    [SETTLED, 'How many claims were not lodged by phone?', ''],
    [ALL_SETTLED, 'How many claims are not settled yet?', ''],
  ]);
  expectEach(
    (dictionary: DataDictionary, question: string) => plansOf(dictionary, question).join(' | '),
    [
      [
        SETTLED,
        'How many claims are not settled yet, and which region holds most of them?',
        'm=count f=settled_onis_null | m=count f=settled_onis_null g=region r=desc1',
      ],
    ],
  );
});
