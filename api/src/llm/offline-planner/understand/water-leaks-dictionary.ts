import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a water company's leak reports, for unit tests of the planner on a domain
 * it was never built on: service areas whose names share a town ("Leeds North", "Leeds South")
 * and a kind of site ("Bradford Pumping Station", "Wakefield Pumping Station"), leak kinds sharing
 * "damage", outcomes that differ by a negation ("Fixed - charged", "Fixed - no charge"), a yes/no
 * field with a question mark, a repair cost in pounds and a rating most leave blank.
 */
const ROWS = 1800;
const category = categoryFields(ROWS, 400, 30);

function number(name: string, label: string, filled = ROWS): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 80,
  };
}

export const WATER_LEAKS_DICTIONARY: DataDictionary = {
  name: 'Leak reports',
  description:
    "A water company's leak reports from households and businesses, January to October 2025.",
  counts: { communications: ROWS, customers: 0, cases: 0 },
  from: '2025-01-06',
  to: '2025-10-30',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: ROWS,
      distinct: ROWS,
    },
    {
      name: 'logged',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: ROWS,
      distinct: 290,
    },
    category(
      'Svc Area',
      [
        'Leeds North',
        'Leeds South',
        'Bradford Pumping Station',
        'Wakefield Pumping Station',
        'Harrogate',
        'York Central',
      ],
      { label: 'service area' },
    ),
    category(
      'Leak Kind',
      ['Burst main', 'Meter fault', 'Pipe damage', 'Hydrant damage', 'Slow drip', 'Frozen pipe'],
      { role: 'category', label: 'kind of leak' },
    ),
    category('Outcome', [
      'Fixed - charged',
      'Fixed - no charge',
      'Partially refunded',
      'Referred to contractor',
      'Open',
    ]),
    category('crew', ['Ade Okafor', 'Gwen Price', 'Tomas Novak']),
    {
      name: 'Repeat?',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'repeat leak',
      filled: ROWS,
      distinct: 2,
      values: [
        { value: false, count: 1500 },
        { value: true, count: 300 },
      ],
    },
    number('repair cost (GBP)', 'repair cost'),
    number('cust rating', 'customer rating', 700),
    {
      name: 'notes',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: ROWS,
      distinct: 1700,
    },
  ],
};
