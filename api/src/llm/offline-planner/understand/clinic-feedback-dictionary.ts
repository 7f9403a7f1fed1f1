import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a chain of clinics' patient feedback, for unit tests of the planner on a
 * domain it was never built on: sentiment labels written with capitals, the clinic, a department,
 * who saw the patient (two values: doctor or nurse), yes/no "NHS referral" and "repeat visit"
 * fields, days waited and the fee, and patients by id.
 */
const category = categoryFields(2500, 900, 120);

function custom(name: string, type: DatasetField['type'], label: string): DatasetField {
  const flag = type === 'boolean';
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type,
    label,
    filled: 2500,
    distinct: flag ? 2 : 60,
    ...(flag
      ? {
          values: [
            { value: false, count: 1700 },
            { value: true, count: 800 },
          ],
        }
      : {}),
  };
}

export const CLINIC_FEEDBACK_DICTIONARY: DataDictionary = {
  name: 'Patient feedback',
  description: "A chain of clinics' patient feedback forms, 2024.",
  counts: { communications: 2500, customers: 1800, cases: 0 },
  from: '2024-01-01',
  to: '2024-12-31',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 2500,
      distinct: 2500,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 2500,
      distinct: 366,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      label: 'patient',
      synonyms: ['patient'],
      filled: 2500,
      distinct: 1800,
    },
    category('sentimentLabel', ['Negative', 'Neutral', 'Positive'], { role: 'sentiment_label' }),
    category('clinic', ['Elm Street', 'Harbour View', 'Kingsway']),
    category('category', ['waiting times', 'billing', 'staff attitude', 'cleanliness'], {
      role: 'category',
      label: 'theme',
      synonyms: ['theme', 'topic'],
    }),
    category('seen_by', ['doctor', 'nurse'], { label: 'seen by' }),
    custom('nhs_referral', 'boolean', 'NHS referral'),
    custom('repeat_visit', 'boolean', 'repeat visit'),
    custom('wait_days', 'number', 'days waited'),
    custom('fee', 'number', 'fee (GBP)'),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 2500,
      distinct: 2450,
    },
  ],
};
