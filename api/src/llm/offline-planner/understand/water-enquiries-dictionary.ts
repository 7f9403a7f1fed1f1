import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * Data dictionaries of enquiries with no kind of record, for unit tests of slang for complaining:
 * a water company's customer enquiries, whose outcome (a status) can be "Referred to Complaints",
 * with customer types, areas, subjects and a goodwill credit in pounds; and a garden centre
 * chain's enquiries, whose resolution (a field of its own) can be "Passed to complaints team",
 * with a client type, a branch, a topic and a refund.
 */
const ROWS = 1500;
const category = categoryFields(ROWS, 400, 40);

function base(rows: number): DatasetField[] {
  return [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: rows,
      distinct: rows,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: rows,
      distinct: 360,
    },
  ];
}

export const WATER_ENQUIRIES_DICTIONARY: DataDictionary = {
  name: 'Water enquiries',
  description: "A water company's customer enquiries, January to December 2024.",
  counts: { communications: ROWS, customers: 900, cases: 0 },
  from: '2024-01-01',
  to: '2024-12-31',
  fields: [
    ...base(ROWS),
    category('area', ['Northfield', 'Riverside', 'Hilltop'], { label: 'area' }),
    category('subject', ['Billing', 'Low pressure', 'Discoloured water', 'Meter'], {
      role: 'category',
      label: 'subject',
    }),
    category('outcome', ['Resolved', 'Referred to Complaints', 'Advice given', 'On hold'], {
      role: 'status',
      label: 'outcome',
    }),
    category('segment', ['Household', 'Business', 'Landlord'], { label: 'customer type' }),
    {
      name: 'credit',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'goodwill credit (GBP)',
      filled: 300,
      distinct: 80,
    },
  ],
};

const GARDEN_ROWS = 900;
const gardenCategory = categoryFields(GARDEN_ROWS, 300, 30);

export const GARDEN_ENQUIRIES_DICTIONARY: DataDictionary = {
  name: 'Garden centre enquiries',
  description: "A chain of garden centres' customer enquiries, 2025.",
  counts: { communications: GARDEN_ROWS, customers: 600, cases: 0 },
  from: '2025-01-01',
  to: '2025-12-31',
  fields: [
    ...base(GARDEN_ROWS),
    gardenCategory('branch', ['Elmfield', 'Marsh Lane', 'Quayside'], { label: 'branch' }),
    gardenCategory('topic', ['Deliveries', 'Fees', 'Plant health', 'Click and collect'], {
      role: 'category',
      label: 'topic',
    }),
    gardenCategory('resolution', ['Sorted', 'Passed to complaints team', 'Callback booked'], {
      label: 'resolution',
    }),
    gardenCategory('client', ['Home gardener', 'Business', 'Charity'], { label: 'client type' }),
    {
      name: 'refund',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'refund (GBP)',
      filled: 120,
      distinct: 60,
    },
  ],
};
