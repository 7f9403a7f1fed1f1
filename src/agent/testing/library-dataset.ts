import type { DataDictionary } from '../dataset';

/**
 * A third data shape for the fit specs: a public library's member requests, with field names
 * written the way an export writes them (spaces, abbreviations), a fine amount, a 1–5 rating, a
 * yes/no kids' card and branches whose names share words ("Central Library", "Central Kiosk").
 */
export function libraryDataset(): DataDictionary {
  return {
    name: 'Library requests',
    description:
      'Member requests at a city library, 2023: the branch, the request type, the fine owed, the member rating out of 5 and whether the member holds a kids card.',
    counts: { communications: 8000, customers: 3100, cases: 0 },
    from: '2023-01-01',
    to: '2023-12-31',
    fields: [
      {
        name: 'Branch Name',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 8000,
        distinct: 3,
        complete: true,
        values: [
          { value: 'Central Library', count: 4100 },
          { value: 'Central Kiosk', count: 900 },
          { value: 'Northgate', count: 3000 },
        ],
      },
      {
        name: 'req type',
        label: 'request type',
        entity: 'communications',
        role: 'category',
        type: 'category',
        filled: 8000,
        distinct: 3,
        values: [
          { value: 'Hold', count: 4000 },
          { value: 'Renewal', count: 3100 },
          { value: 'Interlibrary loan', count: 900 },
        ],
      },
      {
        name: 'fine_amt',
        label: 'fine owed (USD)',
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 8000,
        distinct: 60,
        min: 0,
        max: 45,
      },
      {
        name: 'mbr_rating',
        label: 'member rating (1-5)',
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 6000,
        distinct: 5,
        min: 1,
        max: 5,
      },
      {
        name: 'kids_card',
        label: 'kids card',
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        filled: 8000,
        distinct: 2,
        values: [
          { value: false, count: 6500 },
          { value: true, count: 1500 },
        ],
      },
      {
        name: 'member',
        entity: 'communications',
        role: 'customer',
        type: 'category',
        filled: 8000,
        distinct: 3100,
      },
      {
        name: 'at',
        entity: 'communications',
        role: 'time',
        type: 'date',
        filled: 8000,
        distinct: 365,
        min: '2023-01-01',
        max: '2023-12-31',
      },
    ],
  };
}
