import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a concert venue's ticket issues, for unit tests of the planner on a domain
 * it was never built on: halls whose names share words ("North Hall", "North Annex"), an issue
 * kind, a box-office agent, yes/no fields said with a question mark, an amount refunded in pounds,
 * minutes waited and a star rating most leave blank.
 */
const ROWS = 2000;
const category = categoryFields(ROWS, 500, 40);

function number(name: string, label: string, filled = ROWS): DatasetField {
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

function yesNo(name: string, label: string, yes: number): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'boolean',
    label,
    filled: ROWS,
    distinct: 2,
    values: [
      { value: false, count: ROWS - yes },
      { value: true, count: yes },
    ],
  };
}

export const VENUE_TICKETS_DICTIONARY: DataDictionary = {
  name: 'Venue ticket issues',
  description: "A concert venue's ticket issues log, March to August 2025.",
  counts: { communications: ROWS, customers: 0, cases: 0 },
  from: '2025-03-01',
  to: '2025-08-31',
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
      distinct: 1500,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      label: 'patron',
      synonyms: ['patron', 'ticket buyer'],
      filled: ROWS,
      distinct: 1500,
    },
    category('Venue Hall', ['North Hall', 'North Annex', 'South Hall', 'Riverside Stage'], {
      label: 'hall',
    }),
    category('issue kind', ['Refund', 'Lost ticket', 'Seat complaint', 'Accessibility'], {
      role: 'category',
      label: 'issue',
    }),
    category('agent', ['Priya', 'Tomasz', 'Aoife', 'Kwame']),
    yesNo('VIP?', 'VIP ticket holder', 400),
    yesNo('resolved on day', 'resolved on the day', 1200),
    number('refund amt (GBP)', 'amount refunded', 700),
    number('wait mins', 'minutes waited'),
    number('stars', 'star rating', 600),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: ROWS,
      distinct: 1900,
    },
  ],
};
