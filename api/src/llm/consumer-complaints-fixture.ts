/**
 * A consumer-complaints file shaped unlike the demo and the airline tweets (US dates, product,
 * issue, company, state, how it was submitted, yes/no columns, a mostly empty narrative), and
 * the import mapping for it with custom fields: for tests of the offline planner on unseen data.
 */

import { Random } from '../store/random';

const PRODUCTS: Record<string, string[]> = {
  Mortgage: ['Trouble during payment process', 'Applying for a mortgage', 'Closing on a mortgage'],
  'Credit card': ['Problem with a purchase', 'Fees or interest', 'Billing dispute'],
  'Debt collection': ['Attempts to collect debt not owed', 'Written notification about debt'],
  'Student loan': ['Dealing with your lender or servicer', 'Struggling to repay your loan'],
};
const COMPANIES = ['Acme Bank', 'Northwind Financial', 'Globex Credit', 'Initech Lending'];
const STATES = ['CA', 'NY', 'TX', 'FL', 'OH'];
const VIA = ['Web', 'Phone', 'Referral', 'Postal mail'];

export interface Complaint {
  day: string;
  product: string;
  issue: string;
  company: string;
  state: string;
  via: string;
  timely: boolean;
  disputed: boolean;
  narrative: string;
}

/** The corpus generator's seeded draws (mulberry32): the same file on every run. */
function random(seed: number): () => number {
  const draws = new Random(seed);
  return () => draws.next();
}

export function complaints(count: number): Complaint[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const rows: Complaint[] = [];
  for (let index = 0; index < count; index++) {
    // Later months get more complaints, so months differ.
    const month = Math.min(12, 1 + Math.floor(Math.sqrt(next()) * 12));
    const day = 1 + Math.floor(next() * 28);
    const product = pick(Object.keys(PRODUCTS));
    rows.push({
      day: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      product,
      issue: pick(PRODUCTS[product]!),
      company: pick(COMPANIES),
      state: pick(STATES),
      via: pick(VIA),
      timely: next() < 0.88,
      disputed: next() < 0.2,
      narrative: next() < 0.12 ? 'They kept charging me after I closed the account.' : '',
    });
  }
  return rows;
}

export function csvLine(row: Complaint): string {
  const [year, month, day] = row.day.split('-');
  return [
    `${Number(month)}/${Number(day)}/${year}`,
    row.product,
    row.issue,
    `"${row.narrative}"`,
    row.company,
    row.state,
    row.via,
    row.timely ? 'Yes' : 'No',
    row.disputed ? 'Yes' : 'No',
  ].join(',');
}

export const MAPPING = {
  name: 'Consumer complaints 2024',
  fields: {
    at: { column: 'Date received', format: 'M/D/YYYY' },
    product: 'Product',
    category: 'Issue',
    subject: 'Issue',
    body: 'Consumer complaint narrative',
    channel: 'Submitted via',
  },
  custom: {
    company: { column: 'Company', type: 'category', label: 'company' },
    state: { column: 'State', type: 'category', label: 'state' },
    timely_response: { column: 'Timely response?', type: 'boolean', label: 'timely response' },
    consumer_disputed: { column: 'Consumer disputed?', type: 'boolean', label: 'disputed' },
  },
  declaration: {
    description: 'Consumer complaints about financial products received in 2024.',
    fields: {
      category: { label: 'issue', synonyms: ['issue', 'problem'] },
      channel: { label: 'submitted via', synonyms: ['submitted via', 'channel'] },
    },
  },
} as const;

export const HEADER =
  'Date received,Product,Issue,Consumer complaint narrative,Company,State,Submitted via,Timely response?,Consumer disputed?';
