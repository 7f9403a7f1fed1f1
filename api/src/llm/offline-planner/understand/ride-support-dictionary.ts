import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a ride-hailing firm's rider support messages, for unit tests of the planner
 * on a domain it was never built on: a sentiment label, the city, an issue type, who handled the
 * message (two values: an assistant bot or staff), yes/no premium-rider and airport-trip fields, a yes/no
 * "target missed" field with a synonym, a refund and the minutes waited, and rider ids.
 */
const category = categoryFields(4000, 1200, 150);

function custom(name: string, type: DatasetField['type'], label: string): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type,
    label,
    filled: 4000,
    distinct: type === 'boolean' ? 2 : 120,
    ...(type === 'boolean'
      ? {
          values: [
            { value: false, count: 3000 },
            { value: true, count: 1000 },
          ],
        }
      : {}),
  };
}

export const RIDE_SUPPORT_DICTIONARY: DataDictionary = {
  name: 'Rider support messages',
  description: "A ride-hailing firm's rider support messages, April to September 2025.",
  counts: { communications: 4000, customers: 900, cases: 0 },
  from: '2025-04-01',
  to: '2025-09-30',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 4000,
      distinct: 4000,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 4000,
      distinct: 3900,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      label: 'rider',
      synonyms: ['rider'],
      filled: 4000,
      distinct: 900,
    },
    category('sentimentLabel', ['negative', 'neutral', 'positive'], {
      role: 'sentiment_label',
    }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: 4000,
      distinct: 3000,
    },
    category('city', ['Lisbon', 'Porto', 'Faro', 'Coimbra']),
    category('category', ['lost item', 'overcharge', 'driver conduct', 'app crash'], {
      role: 'category',
      label: 'issue type',
      synonyms: ['issue', 'problem'],
    }),
    category('handled_by', ['assistant bot', 'staff'], { label: 'handled by' }),
    custom('premium_rider', 'boolean', 'Premium rider'),
    custom('airport_trip', 'boolean', 'Airport trip'),
    { ...custom('target_missed', 'boolean', 'target missed'), synonyms: ['missed target'] },
    custom('refund_eur', 'number', 'refund (EUR)'),
    custom('wait_minutes', 'number', 'minutes waited'),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 4000,
      distinct: 3950,
    },
  ],
};
