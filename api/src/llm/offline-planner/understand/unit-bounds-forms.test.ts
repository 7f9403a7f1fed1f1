import { describe } from 'node:test';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { expectEach } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';

/**
 * A bound whose word after the number is a unit ("more than 900 lb", "a crate over 40 kg") is on
 * the one number field of the records in that unit, written in the label's parentheses ("van
 * load (lb)") or held as the field's unit; a unit no field is in bounds nothing.
 */
function withNumber(
  dictionary: DataDictionary,
  field: Pick<DatasetField, 'name' | 'label' | 'unit'>,
): DataDictionary {
  return {
    ...dictionary,
    name: `${dictionary.name} with ${field.name}`,
    fields: [
      ...dictionary.fields,
      {
        ...field,
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 2900,
        distinct: 500,
      },
    ],
  };
}

const LOADS = withNumber(REMOVALS_DICTIONARY, { name: 'load_lb', label: 'van load (lb)' });
const CRATES = withNumber(REMOVALS_DICTIONARY, {
  name: 'crate_weight',
  label: 'crate weight',
  unit: 'kg',
});

const bound = (dictionary: DataDictionary, question: string) => {
  const plan = planOfTurns(dictionary, [question]);
  return plan.filters
    .filter((filter) => filter.op !== undefined)
    .map((filter) => `${filter.field} ${filter.op} ${filter.values.join()}`)
    .join('; ');
};

describe('bounds written in a unit', () => {
  expectEach(bound, [
    [LOADS, 'How many jobs were more than 900 lb?', 'load_lb gt 900'],
    [LOADS, 'jobs under 300 lb in Leeds', 'load_lb lt 300'],
    [CRATES, 'how many jobs had a crate over 40 kg', 'crate_weight gt 40'],
    [
      CRATES,
      'What is the average quote, and how many jobs had a crate over 40 kg?',
      'crate_weight gt 40',
    ],
    [REMOVALS_DICTIONARY, 'How many jobs were more than 900 lb?', ''],
  ]);
});
