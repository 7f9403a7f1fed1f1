import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a gym chain's member queries, for unit tests of how the planner names
 * things: values whose words are shared across fields ("Class booking" and "Locker hire" beside a
 * locker fee; "Premium Swim" and "Equipment fault", whose words an analyst may put together into a
 * noun the data does not hold), clubs and staff with two-word names ("North Leeds", "South
 * Leeds", "Priya Shah"), a query type in "-ing" ("bookings", "readings" of the gym's own use),
 * refunds, days to resolve and visits.
 */
const ROWS = 2400;
const category = categoryFields(ROWS, 700, 90);

function number(name: string, label: string, filled = ROWS): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 120,
  };
}

export const GYM_QUERIES_DICTIONARY: DataDictionary = {
  name: 'Gym member queries',
  description: "A gym chain's member queries, March 2024 to February 2025.",
  counts: { communications: ROWS, customers: 1700, cases: 0 },
  from: '2024-03-01',
  to: '2025-02-28',
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
      label: 'member',
      filled: ROWS,
      distinct: 1700,
    },
    category('channel', ['App', 'Front desk', 'Email', 'Phone'], {
      role: 'channel',
      label: 'raised via',
    }),
    category(
      'category',
      [
        'Class booking',
        'Billing error',
        'Equipment fault',
        'Freeze request',
        'Cancellation',
        'Locker hire',
        'Meter reading',
      ],
      { role: 'category', label: 'query type' },
    ),
    category('product', ['Off-Peak Flex', 'Premium Swim', 'Student Basic', 'Family Plus'], {
      role: 'product',
      label: 'membership plan',
      synonyms: ['plan', 'membership'],
    }),
    category('status', ['Resolved', 'Pending', 'Escalated'], { role: 'status', label: 'outcome' }),
    category('club', ['North Leeds', 'South Leeds', 'York Central', 'Harrogate'], {
      label: 'club',
      synonyms: ['club', 'site', 'gym'],
    }),
    category('handled_by', ['Priya Shah', 'Tom Ellis', 'Ana Costa', 'Rhys Morgan'], {
      label: 'handled by',
      synonyms: ['agent', 'staff member', 'advisor'],
    }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: ROWS,
      distinct: 2000,
    },
    number('refund_gbp', 'refund (£)', 500),
    number('days_to_resolve', 'days to resolve'),
    number('visits_last_month', 'visits last month'),
    number('locker_fee', 'locker fee (£)', 300),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: ROWS,
      distinct: 2390,
    },
  ],
};
