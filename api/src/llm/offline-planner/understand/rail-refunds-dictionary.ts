import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a train operator's refund claims, for unit tests of how the planner reads
 * words the data names in other forms: channels asked by their verbs ("emailed in", "phoned"), a
 * claim type and an outcome whose values share their names with number fields ("Delay" and
 * `Delay (min)`, "Refund" and `Refund amount (£)`), look-alike values ("Delay" and
 * "Delay - strike"; "Riverside East" and "Riverside West") and a satisfaction score to rank by.
 */
const ROWS = 2400;
const category = categoryFields(ROWS, 700, 110);

function number(name: string, label: string, filled = ROWS): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 300,
  };
}

export const RAIL_REFUNDS_DICTIONARY: DataDictionary = {
  name: 'Rail refund claims (2025)',
  description: "A train operator's refund claims from passengers, January to December 2025.",
  counts: { communications: ROWS, customers: 1900, cases: 0 },
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
      label: 'passenger',
      filled: ROWS,
      distinct: 1900,
    },
    category('contacted_via', ['Email', 'Phone', 'Web form', 'Letter'], {
      role: 'channel',
      label: 'contacted via',
    }),
    category('claim_type', ['Delay', 'Cancellation', 'Overcharge', 'Delay - strike'], {
      role: 'category',
      label: 'claim type',
    }),
    category('outcome', ['Refund', 'Voucher', 'Rejected', 'Escalated'], {
      role: 'status',
      label: 'outcome',
    }),
    category('station', ['Riverside East', 'Riverside West', 'Central', 'Harbour']),
    category('handler', ['A. Moss', 'B. Reyes', 'C. Lund']),
    number('delay_min', 'Delay (min)'),
    number('refund_gbp', 'Refund amount (£)', 1300),
    number('csat', 'satisfaction score (1-5)', 1500),
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
