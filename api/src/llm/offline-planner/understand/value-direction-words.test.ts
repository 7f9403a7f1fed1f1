import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
import { planOf } from './insight-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * A value whose name holds a word of change ("Card declined", "Declined - Late", "Part dropped")
 * is that value, not a question of what got worse: "how many card declined requests came in last
 * quarter" is a count over that quarter, never a comparison with the quarter before. The change
 * said outside the value's name still reads as one.
 */
const category = categoryFields(2400, 700, 60);
const LIBRARY: DataDictionary = {
  ...LIBRARY_REQUESTS_DICTIONARY,
  fields: [
    ...LIBRARY_REQUESTS_DICTIONARY.fields,
    category('outcome', ['Declined', 'Declined - Late', 'Card declined', 'Approved'], {
      label: 'outcome',
    }),
  ],
};
const REPAIRS: DataDictionary = {
  ...REPAIR_JOBS_DICTIONARY,
  fields: [
    ...REPAIR_JOBS_DICTIONARY.fields,
    category('close_code', ['Part dropped', 'Customer declined quote', 'Fixed'], {
      label: 'close code',
    }),
  ],
};

const cases: [DataDictionary, string, string | undefined][] = [
  [LIBRARY, 'How many card declined requests came in last quarter?', undefined],
  [LIBRARY, 'How many requests were Declined in March?', undefined],
  [LIBRARY, 'how many Declined - Late requests in May', undefined],
  [LIBRARY, 'count the Declined requests from juniors', undefined],
  [REPAIRS, 'How many customer declined quote jobs in June?', undefined],
  [REPAIRS, 'number of part dropped jobs in Q2', undefined],
  // A change said outside a value's name stays one.
  [LIBRARY, 'Did hold requests decline in March?', 'worse'],
  [REPAIRS, 'which appliance got worse in June?', 'worse'],
];

describe('a value named with a word of change is no change asked', () => {
  for (const [dictionary, question, direction] of cases) {
    it(`${dictionary.name}: ${question}`, () => {
      const plan = planOf(dictionary, question);
      assert.equal(plan.direction, direction);
      assert.equal(plan.compare, undefined);
    });
  }
});
