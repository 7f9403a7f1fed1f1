import type { DataDictionary } from '../dataset';

/**
 * A second imported data set with nothing in common with the airline tweets: patients' feedback on
 * a chain of clinics, its own field names, a yes/no membership, minutes waited and fees. The fit
 * specs run each general check over both, so no check leans on one data set's words.
 */
export function clinicDataset(): DataDictionary {
  return {
    name: 'Clinic visits',
    description:
      'Patient feedback on clinic visits, 2024: the clinic, the visit type, minutes waited, the fee in pounds, whether the patient is a Care Club member and the feedback mood.',
    counts: { communications: 5000, customers: 2100, cases: 0 },
    from: '2024-01-01',
    to: '2024-12-31',
    fields: [
      {
        name: 'clinic',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 5000,
        distinct: 3,
        complete: true,
        values: [
          { value: 'Riverside', count: 2200 },
          { value: 'Hilltop', count: 1700 },
          { value: 'Old Town', count: 1100 },
        ],
      },
      {
        name: 'visit_type',
        label: 'visit type',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 5000,
        distinct: 2,
        values: [
          { value: 'Check-up', count: 3000 },
          { value: 'Good Start Screening', count: 2000 },
        ],
      },
      {
        name: 'mood',
        entity: 'communications',
        role: 'sentiment_label',
        type: 'category',
        filled: 5000,
        distinct: 2,
        values: [
          { value: 'negative', count: 1800 },
          { value: 'positive', count: 3200 },
        ],
      },
      {
        name: 'wait_minutes',
        label: 'minutes waited',
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 5000,
        distinct: 90,
        min: 0,
        max: 120,
      },
      {
        name: 'fee_gbp',
        label: 'fee (GBP)',
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 5000,
        distinct: 40,
        min: 0,
        max: 250,
      },
      {
        name: 'care_club',
        label: 'Care Club member',
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        filled: 5000,
        distinct: 2,
        values: [
          { value: false, count: 3600 },
          { value: true, count: 1400 },
        ],
      },
      {
        name: 'at',
        entity: 'communications',
        role: 'time',
        type: 'date',
        filled: 5000,
        distinct: 366,
        min: '2024-01-01',
        max: '2024-12-31',
      },
    ],
  };
}
