import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of an appliance repair firm's service jobs, for unit tests of the planner on
 * a domain it was never built on: a job status whose values are also verbs ("Open", "Completed"),
 * severity codes S1–S3, a built-in `region` the import left "Unknown" in every row beside the
 * import's own `service_area` labelled region, hours to repair and minutes to first response, a
 * yes/no callback field, and the customer's company kept as free text.
 */
const category = categoryFields(2000, 600, 100);

function custom(name: string, type: DatasetField['type'], label: string): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type,
    label,
    filled: 2000,
    distinct: 90,
  };
}

export const REPAIR_JOBS_DICTIONARY: DataDictionary = {
  name: 'Repair jobs',
  description: "An appliance repair firm's service jobs, March to August 2025.",
  counts: { communications: 2000, customers: 300, cases: 0 },
  from: '2025-03-01',
  to: '2025-08-31',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 2000,
      distinct: 2000,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 2000,
      distinct: 1990,
      timeGroupings: ['hour', 'weekday'],
    },
    category('status', ['Completed', 'Open', 'Cancelled', 'On Hold'], { role: 'status' }),
    category('severity', ['S1', 'S2', 'S3']),
    category('appliance', ['Washing Machine', 'Dishwasher', 'Fridge Freezer', 'Oven']),
    category('job_type', ['Full Service', 'Single Visit', 'Warranty Repair'], {
      label: 'job type',
    }),
    category('technician', ['Dara Quinn', 'Femi Adeyemi', 'Lotte Jansen']),
    category('service_area', ['Coastal', 'Midlands', 'Highlands'], {
      label: 'region',
      synonyms: ['region', 'area'],
    }),
    {
      ...category('region', ['Unknown']),
      role: 'attribute',
      values: [{ value: 'Unknown', count: 2000 }],
    },
    {
      ...category('segment', ['unknown']),
      role: 'attribute',
      values: [{ value: 'unknown', count: 2000 }],
    },
    custom('company', 'text', 'company'),
    custom('repair_hours', 'number', 'hours to complete the repair'),
    custom('response_minutes', 'number', 'first response (minutes)'),
    custom('parts_cost', 'number', 'parts cost'),
    {
      ...custom('callback', 'boolean', 'callback'),
      distinct: 2,
      values: [
        { value: false, count: 1700 },
        { value: true, count: 300 },
      ],
    },
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 2000,
      distinct: 1900,
    },
  ],
};
