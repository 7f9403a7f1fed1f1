import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a removals firm's moving jobs, for unit tests of the planner on a domain
 * it was never built on: measures said in words ("how far", "paid out", "takes longest") over
 * miles driven, compensation paid, the quote and hours on site; a yes/no premium cover; depots,
 * crew leads and job sizes; no fee, tip, driver or postcode field.
 */
const category = categoryFields(3000, 900, 120);

function number(name: string, label: string): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled: 3000,
    distinct: 400,
  };
}

export const REMOVALS_DICTIONARY: DataDictionary = {
  name: 'Moving jobs',
  description: "A removals firm's moving jobs, January to October 2025.",
  counts: { communications: 3000, customers: 0, cases: 0 },
  from: '2025-01-01',
  to: '2025-10-31',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 3000,
      distinct: 3000,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 3000,
      distinct: 290,
    },
    category('depot', ['Bristol', 'Leeds', 'Norwich', 'Exeter']),
    category('crew_lead', ['Sam Okafor', 'Jo Baxter', 'Priya Nair'], { label: 'crew lead' }),
    category('job_size', ['Studio', 'Two-bed', 'Family home'], { label: 'job size' }),
    category('outcome', ['Delivered', 'Damaged', 'Delayed'], { role: 'status' }),
    number('miles', 'miles driven'),
    number('compensation_gbp', 'compensation (GBP)'),
    number('quote_gbp', 'quote (GBP)'),
    number('hours_on_site', 'hours on site'),
    {
      name: 'premium_cover',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'premium cover',
      filled: 3000,
      distinct: 2,
      values: [
        { value: false, count: 2200 },
        { value: true, count: 800 },
      ],
    },
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 3000,
      distinct: 2900,
    },
  ],
};
