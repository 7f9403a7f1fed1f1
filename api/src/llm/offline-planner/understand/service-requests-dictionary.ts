import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a city utility's service requests, for unit tests of the planner on a
 * domain it was never built on: reporting channels kept as codes, a service type whose names
 * are joined by "&" and "and", assets with a brand written in camel case, outcome words, the
 * country a part was supplied from, hours to close, an urgent flag and a rating most leave blank.
 */
const category = categoryFields(1200, 300, 20);

function number(name: string, label: string, filled = 1200): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 40,
  };
}

export const SERVICE_REQUESTS_DICTIONARY: DataDictionary = {
  name: 'Service requests',
  description: "A city utility's service requests, January to June 2025.",
  counts: { communications: 1200, customers: 0, cases: 0 },
  from: '2025-01-01',
  to: '2025-06-30',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 1200,
      distinct: 1200,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 1200,
      distinct: 1100,
    },
    category('channel', ['TEL', 'APP', 'WEB'], {
      role: 'channel',
      label: 'reported via',
      synonyms: ['reported via', 'channel'],
    }),
    category(
      'category',
      ['Water & Sewer', 'Street Lighting', 'Waste Collection', 'Parks and Trees'],
      { role: 'category', label: 'service type', synonyms: ['service', 'service type'] },
    ),
    category(
      'product',
      ['AquaGuard Pro meter', 'LED streetlight', 'Wheelie bin', 'Fire hydrant', 'Park bench'],
      { role: 'product', label: 'asset', synonyms: ['asset'] },
    ),
    category('district', ['Northgate', 'Riverside', 'Old Town', 'Hillcrest']),
    category('outcome', ['fixed', 'duplicate', 'rejected', 'escalated']),
    category('supplier_country', ['Germany', 'Canada', 'Spain', 'Japan'], {
      label: 'supplier country',
    }),
    {
      name: 'urgent',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'urgent',
      filled: 1200,
      distinct: 2,
      values: [
        { value: false, count: 900 },
        { value: true, count: 300 },
      ],
    },
    number('hours_to_close', 'hours to close'),
    number('fee', 'call-out fee'),
    number('rating', 'satisfaction rating', 500),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 1200,
      distinct: 1000,
    },
  ],
};
