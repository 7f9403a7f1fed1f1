import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a public library's member requests, for unit tests of the planner on a
 * domain it was never built on: branches whose names share words ("Central Library", "Central
 * Annex"), an abbreviated request type one of whose values is a report, yes/no fields asked as
 * questions ("Staff report?", "Accessible copy?"), days to fulfil a request, a late fee and a
 * star rating most members leave blank.
 */
const category = categoryFields(2400, 700, 60);

function number(name: string, label: string, filled = 2400): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 60,
  };
}

function flag(name: string, label: string, yes: number): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'boolean',
    label,
    filled: 2400,
    distinct: 2,
    values: [
      { value: false, count: 2400 - yes },
      { value: true, count: yes },
    ],
  };
}

export const LIBRARY_REQUESTS_DICTIONARY: DataDictionary = {
  name: 'Library requests',
  description: "A public library's member requests, January to December 2025.",
  counts: { communications: 2400, customers: 0, cases: 0 },
  from: '2025-01-01',
  to: '2025-12-31',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 2400,
      distinct: 2400,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 2400,
      distinct: 360,
    },
    category(
      'branch_lib',
      ['Central Library', 'Central Annex', 'Eastside Branch', 'Harbour Branch'],
      {
        label: 'Branch library',
        synonyms: ['branch', 'library'],
      },
    ),
    category(
      'req_type',
      ['Hold request', 'Interlibrary loan', 'Room booking', 'Fine dispute', 'Lost item'],
      { role: 'category', label: 'Req. type', synonyms: ['request type'] },
    ),
    category('member_tier', ['Junior', 'Adult', 'Senior'], { label: 'member tier' }),
    category('staff', ['A. Patel', 'J. Moreau', 'K. Osei'], { label: 'staff member' }),
    flag('staff_report', 'Staff report?', 300),
    flag('accessible_copy', 'Accessible copy?', 200),
    number('days_to_fulfil', 'days to fulfil'),
    number('late_fee', 'late fee (GBP)', 900),
    number('stars', 'stars (1-5)', 700),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 2400,
      distinct: 2300,
    },
  ],
};
