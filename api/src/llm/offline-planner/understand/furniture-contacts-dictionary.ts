import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a furniture retailer's customer contacts, for unit tests of the planner on
 * a domain it was never built on: issue types whose words overlap ("refund", "refund request",
 * "partial refund"; "late delivery" beside the wider "late delivery or damage"), a resolution
 * with "Resolved", "Not resolved" and "Resolved - goodwill", a payment state with "paid",
 * "unpaid" and "part paid", a 1–5 star rating left on about a third of the contacts, the items
 * in the order, minutes on hold, the refund paid (a number beside the issue type "refund", with
 * a synonym "assembly credit" beside the issue type "assembly") and a yes/no premium membership.
 */
const ROWS = 3000;
const category = categoryFields(ROWS, 900, 120);

function number(name: string, label: string, filled = ROWS): DatasetField {
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

export const FURNITURE_CONTACTS_DICTIONARY: DataDictionary = {
  name: 'Furniture contacts',
  description: "A furniture retailer's customer contacts, 2025.",
  counts: { communications: ROWS, customers: 2100, cases: 0 },
  from: '2025-01-01',
  to: '2025-12-31',
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
      filled: ROWS,
      distinct: 2100,
    },
    category('channel', ['email', 'phone', 'chat', 'web form'], { role: 'channel' }),
    category(
      'category',
      [
        'refund',
        'refund request',
        'partial refund',
        'late delivery',
        'late delivery or damage',
        'assembly',
      ],
      { role: 'category', label: 'issue type' },
    ),
    category('status', ['Resolved', 'Not resolved', 'Resolved - goodwill', 'Pending'], {
      role: 'status',
      label: 'resolution',
    }),
    category('payment', ['paid', 'unpaid', 'part paid'], { label: 'payment status' }),
    category('showroom', ['Leeds', 'Cardiff', 'Bath', 'York'], { label: 'showroom' }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: ROWS,
      distinct: 2000,
    },
    category('sentimentLabel', ['negative', 'neutral', 'positive'], { role: 'sentiment_label' }),
    number('rating', 'rating (1-5 stars)', 1000),
    number('items', 'items in the order'),
    number('hold_minutes', 'minutes on hold'),
    { ...number('refund_gbp', 'refund (GBP)', 900), synonyms: ['assembly credit'] },
    {
      name: 'premium',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'premium member',
      filled: ROWS,
      distinct: 2,
      values: [
        { value: false, count: 2400 },
        { value: true, count: 600 },
      ],
    },
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: ROWS,
      distinct: 2900,
    },
  ],
};
