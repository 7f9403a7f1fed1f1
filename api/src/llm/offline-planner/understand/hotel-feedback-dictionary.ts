import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a hotel group's guest feedback, for unit tests of everyday words: a kind
 * of feedback (complaint, compliment, question) that slang names by its verb ("moaned", "griped"),
 * guests named only in the label of their id field ("Guest ID"), a score out of 5 left by some,
 * and a refund amount.
 */
const ROWS = 1800;
const category = categoryFields(ROWS, 600, 70);

function number(name: string, label: string, filled = ROWS): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 90,
  };
}

export const HOTEL_FEEDBACK_DICTIONARY: DataDictionary = {
  name: 'Hotel feedback',
  description: "A hotel group's feedback forms, January to December 2024.",
  counts: { communications: ROWS, customers: 1200, cases: 0 },
  from: '2024-01-01',
  to: '2024-12-31',
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
      distinct: 360,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      label: 'Guest ID',
      filled: ROWS,
      distinct: 1200,
    },
    category('kind', ['Complaint', 'Compliment', 'Question'], { label: 'feedback type' }),
    category('hotel', ['Harbourside', 'Old Mill', 'Castle View', 'Parkway'], { label: 'hotel' }),
    category('topic', ['Housekeeping', 'Breakfast', 'Noise', 'Check-in', 'Billing'], {
      role: 'category',
      label: 'topic',
    }),
    category('channel', ['Web form', 'Email', 'Front desk', 'Drop-in'], {
      role: 'channel',
      label: 'channel',
    }),
    number('score', 'score (1-5)', 1100),
    number('refund', 'refund (GBP)', 240),
  ],
};
