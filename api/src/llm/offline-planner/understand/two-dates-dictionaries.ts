import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * Data dictionaries of records that keep two dates and no duration, for unit tests of the planner
 * on how long a record stays open: warranty claims opened and closed (a repair cost, a fast-track
 * flag, a signed tone score with its label), and planning applications received and decided (a
 * fee, a ward, a "called in" flag, no sentiment). As the API describes such data, each second
 * date brings a number field of the days from the record's own time to it (`days_to_<name>`,
 * "days to closed"), with the plain words for that span as synonyms.
 */

const ROWS = 2000;
const category = categoryFields(ROWS, 600, 100);

function base(): DatasetField[] {
  return [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: ROWS,
      distinct: ROWS,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: ROWS,
      distinct: 270,
    },
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: ROWS,
      distinct: ROWS,
    },
  ];
}

function custom(
  name: string,
  type: DatasetField['type'],
  label: string,
  filled = ROWS,
): DatasetField {
  return { name, entity: 'communications', role: 'custom', type, label, filled, distinct: 300 };
}

/** The span field the API derives from a second date labelled `label`. */
function span(name: string, label: string): DatasetField {
  return {
    ...custom(`days_to_${name}`, 'number', `days to ${label}`, ROWS - 150),
    synonyms: [`time to ${label}`, `time until ${label}`, 'time open', 'days open', 'duration'],
    span: { to: name, unit: 'days' },
  };
}

function flag(name: string, label: string): DatasetField {
  return {
    ...custom(name, 'boolean', label),
    distinct: 2,
    values: [
      { value: false, count: 1400 },
      { value: true, count: 600 },
    ],
    complete: true,
  };
}

export const WARRANTY_CLAIMS_DICTIONARY: DataDictionary = {
  name: 'Warranty claims (2025)',
  description: 'Warranty claims for household appliances, January to September 2025.',
  counts: { communications: ROWS, customers: 0, cases: 0 },
  from: '2025-01-06',
  to: '2025-09-30',
  fields: [
    ...base(),
    category('product', ['Washers', 'Fridges', 'Ovens', 'Dishwashers'], {
      role: 'product',
      label: 'product line',
      synonyms: ['product line', 'line', 'appliance'],
    }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: ROWS,
      distinct: 198,
      min: -1,
      max: 1,
    },
    category('sentimentLabel', ['negative', 'positive', 'neutral'], { role: 'sentiment_label' }),
    custom('closed', 'date', 'closed', ROWS - 150),
    category('centre', ['Hillcrest', 'Northgate', 'Old Mill', 'Riverside'], {
      label: 'service centre',
      synonyms: ['centre', 'service centre', 'site'],
    }),
    {
      ...custom('repair_cost', 'number', 'repair cost (GBP)'),
      synonyms: ['repair cost', 'cost', 'amount'],
    },
    flag('fast_track', 'fast track'),
    span('closed', 'closed'),
  ],
};

export const PLANNING_APPLICATIONS_DICTIONARY: DataDictionary = {
  name: 'Planning applications (2024)',
  description: "A council's planning applications, received and decided, during 2024.",
  counts: { communications: ROWS, customers: 0, cases: 0 },
  from: '2024-01-02',
  to: '2024-12-20',
  fields: [
    ...base(),
    category('category', ['Householder', 'Change of use', 'New dwelling', 'Listed building'], {
      role: 'category',
      label: 'application type',
    }),
    category('ward', ['Abbey', 'Castle', 'Market', 'Westgate', 'Priory']),
    category('status', ['Approved', 'Refused', 'Withdrawn'], { role: 'status', label: 'decision' }),
    custom('decided', 'date', 'decided', ROWS - 150),
    custom('fee_gbp', 'number', 'fee (GBP)'),
    flag('called_in', 'called in'),
    span('decided', 'decided'),
  ],
};
