import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a town council's resident complaints, for unit tests of the planner on a
 * domain it was never built on: an outcome with "Closed - upheld", "Closed - not upheld" and
 * "Closed - partly upheld", a service with "noise" beside the wider "noise and odour", wards, a
 * 0–10 satisfaction left on about a third of the complaints, the people in the household and the
 * days taken to respond.
 */
const ROWS = 2000;
const category = categoryFields(ROWS, 600, 80);

function number(name: string, label: string, filled = ROWS): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 30,
  };
}

export const COUNCIL_COMPLAINTS_DICTIONARY: DataDictionary = {
  name: 'Council complaints',
  description: "A town council's resident complaints, July 2024 to June 2025.",
  counts: { communications: ROWS, customers: 1500, cases: 0 },
  from: '2024-07-01',
  to: '2025-06-30',
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
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: ROWS,
      distinct: 365,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      label: 'resident',
      filled: ROWS,
      distinct: 1500,
    },
    category('channel', ['email', 'phone', 'letter', 'online form'], { role: 'channel' }),
    category(
      'category',
      ['noise', 'noise and odour', 'potholes', 'street lighting', 'fly-tipping', 'parking'],
      { role: 'category', label: 'service' },
    ),
    category(
      'status',
      ['Closed - upheld', 'Closed - not upheld', 'Closed - partly upheld', 'Open'],
      { role: 'status', label: 'outcome' },
    ),
    category('ward', ['North Ward', 'Riverside', 'Hillcrest', 'Old Quay'], { label: 'ward' }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: ROWS,
      distinct: 1500,
    },
    number('satisfaction', 'satisfaction (0-10)', 700),
    number('household_size', 'people in household'),
    number('days_to_respond', 'days to respond'),
    number('parking_fine', 'parking fine (GBP)', 400),
    number('noise_db', 'noise (dB)', 300),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: ROWS,
      distinct: 1990,
    },
  ],
};
