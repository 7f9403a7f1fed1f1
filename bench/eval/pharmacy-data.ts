// A generated data set for the sixteenth round's second practice set (practice16b): a British
// online pharmacy's order and prescription complaints. Another shape again: the time a complaint
// was received written the way mail headers write it, a short weekday, a comma, seconds and a
// numeric zone ("Sun, 23 Nov 2025 18:05:00 +0000"), the day it was resolved written US style with
// the full weekday and month names ("Thursday, November 27, 2025"; blank while open or with the
// regulator), how late a parcel was written in days with a decimal ("2.5 days", "0.5 days"; blank
// unless the complaint is about a late delivery), headers unlike earlier ones ("Ref", "Received",
// "Customer", "Category", "Issue", "Courier", "Contact Via", "Status", "Resolved", "Late By",
// "Refund", "Order Value", "Rx/OTC", "CSAT", "Details"), the record noun "complaint", ids that
// start with their number and end with letters ("41273-RX"), customer ids in lower case with an
// underscore and hex ("cust_8f3a2b"), refunds written with the pound sign after the amount
// ("3.95£"; blank when none was given), order values with a space between thousands
// ("£1 049.99"), a yes/no field written "Rx" / "OTC" (a prescription item or not), a mostly blank
// CSAT written as a fraction of one ("0.75"), look-alike values (couriers "Royal Mail" / "Royal
// Mail Tracked 24" and "DPD" / "DPD Local", issues "Wrong item" / "Wrong strength" and "Late
// delivery" / "Late delivery - missed dose", statuses "Resolved" / "Resolved - refund" /
// "Resolved - reshipped"), and an issue called "Courier" (the driver's conduct) beside a field
// called "Courier". The data ends mid-month (15 September 2025). Generated deterministically here,
// written as a CSV and imported through Sightline's own importer; its truths are plain SQL over
// the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import {
  csvCell,
  hourWeight,
  importCsv,
  pickWeighted,
  plantedMomentsIn,
  seededDraws,
  type ImportedData,
} from './generated-data';

const SEED = 20251602;
export const PHARMACY_ROWS = 2940;
const FIRST_DAY = Date.UTC(2024, 8, 16);
const DAYS = 365; // 16 September 2024 – 15 September 2025
const CUSTOMERS = 2200;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) DPD Local's Christmas peak from 1 to 14 December 2024 brings a burst of
 * "Late delivery" complaints; (2) "Out of stock" complaints about Allergy items jump in May 2025
 * (hay fever); (3) the refund for a late delivery rises from £3.95 (the delivery fee) to £5.00 on
 * 1 March 2025; (4) complaints received in July 2025 take about twice as long to resolve.
 */
export const DPD_PEAK = { courier: 'DPD Local', from: '2024-12-01', to: '2024-12-14' } as const;
const PEAK_ROWS = 95;
export const ALLERGY_MAY = { category: 'Allergy', from: '2025-05-01', to: '2025-05-31' } as const;
const ALLERGY_ROWS = 80;
export const LATE_REFUND_RISE = '2025-03-01';
export const JULY = { from: '2025-07-01', to: '2025-07-31' } as const;

type Category =
  'Repeat prescription' | 'Pain relief' | 'Allergy' | 'Contraception' | 'Weight loss' | 'Skin care';
const CATEGORIES: readonly { category: Category; weight: number; rx: number; value: number }[] = [
  { category: 'Repeat prescription', weight: 8, rx: 1, value: 25 },
  { category: 'Pain relief', weight: 4, rx: 0.2, value: 12 },
  { category: 'Allergy', weight: 3, rx: 0.15, value: 14 },
  { category: 'Contraception', weight: 3, rx: 0.9, value: 35 },
  { category: 'Weight loss', weight: 3, rx: 0.95, value: 260 },
  { category: 'Skin care', weight: 3, rx: 0.3, value: 22 },
];

type Issue =
  | 'Late delivery'
  | 'Late delivery - missed dose'
  | 'Wrong item'
  | 'Wrong strength'
  | 'Out of stock'
  | 'Damaged parcel'
  | 'Prescription query'
  | 'Courier'
  | 'Billing';
const ISSUES: readonly { issue: Issue; weight: number }[] = [
  { issue: 'Late delivery', weight: 8 },
  { issue: 'Late delivery - missed dose', weight: 2 },
  { issue: 'Wrong item', weight: 4 },
  { issue: 'Wrong strength', weight: 2 },
  { issue: 'Out of stock', weight: 4 },
  { issue: 'Damaged parcel', weight: 3 },
  { issue: 'Prescription query', weight: 4 },
  { issue: 'Courier', weight: 2 },
  { issue: 'Billing', weight: 3 },
];

const COURIERS = [
  { courier: 'Royal Mail', weight: 6 },
  { courier: 'Royal Mail Tracked 24', weight: 5 },
  { courier: 'DPD', weight: 4 },
  { courier: 'DPD Local', weight: 3 },
  { courier: 'Evri', weight: 4 },
] as const;

const CHANNELS = [
  { channel: 'Live chat', weight: 7 },
  { channel: 'Email', weight: 6 },
  { channel: 'Phone', weight: 4 },
  { channel: 'App', weight: 3 },
  { channel: 'Trustpilot', weight: 1 },
] as const;

const NOTES: Record<Issue, readonly [string, string, string]> = {
  'Late delivery': [
    'Order still not here after a week, completely useless service.',
    'My {category} order arrived later than promised.',
    'Could you tell me where my {category} order is?',
  ],
  'Late delivery - missed dose': [
    'Ran out of my medication because the parcel was late, this is dangerous.',
    'My {category} order was late and I missed a dose.',
    'The late parcel meant I went a day without my tablets.',
  ],
  'Wrong item': [
    'Sent me the wrong product entirely, how is that even possible?',
    'I received a different {category} item from the one I ordered.',
    'I think the wrong item was packed in my order.',
  ],
  'Wrong strength': [
    'Wrong strength dispensed, I could have taken the wrong dose, appalling.',
    'The {category} tablets were a different strength to my prescription.',
    'Could you check the strength of the tablets I was sent?',
  ],
  'Out of stock': [
    'Took my money then told me it is out of stock, ridiculous.',
    'My {category} item was out of stock after I paid.',
    'When will the {category} item be back in stock?',
  ],
  'Damaged parcel': [
    'Parcel arrived crushed and leaking, disgusting.',
    'The {category} order arrived damaged.',
    'The box was a bit squashed when it arrived.',
  ],
  'Prescription query': [
    'Nobody has approved my prescription after days of waiting, fed up.',
    'My prescription request has not been approved yet.',
    'Could someone check on my prescription request?',
  ],
  Courier: [
    'The courier was rude and threw the parcel over the fence.',
    'The courier left my parcel with a neighbour without asking.',
    'The courier did not knock, just left a card.',
  ],
  Billing: [
    'Charged twice for one order, sort it out now.',
    'I was charged the wrong amount for my {category} order.',
    'Could you explain a charge on my account?',
  ],
};

const HEADER = [
  'Ref',
  'Received',
  'Customer',
  'Category',
  'Issue',
  'Courier',
  'Contact Via',
  'Status',
  'Resolved',
  'Late By',
  'Refund',
  'Order Value',
  'Rx/OTC',
  'CSAT',
  'Details',
] as const;

interface Customer {
  readonly id: string;
}

function customers(random: () => number): Customer[] {
  const seen = new Set<string>();
  const people: Customer[] = [];
  while (people.length < CUSTOMERS) {
    const id = `cust_${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    if (!seen.has(id)) {
      seen.add(id);
      people.push({ id });
    }
  }
  return people;
}

type Planted = 'peak' | 'allergy' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly customer: Customer;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `Sun, 23 Nov 2025 18:05:00 +0000` of a UTC instant. */
export function receivedText(when: Date): string {
  return (
    `${WEEKDAYS[when.getUTCDay()]!.slice(0, 3)}, ${when.getUTCDate()} ` +
    `${MONTHS[when.getUTCMonth()]!.slice(0, 3)} ${when.getUTCFullYear()} ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}:${pad(when.getUTCSeconds())} +0000`
  );
}

/** `Thursday, November 27, 2025` of a day (`YYYY-MM-DD`). */
export function resolvedText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `3.95£` of an amount in pounds. */
export function refundText(amount: number): string {
  return `${amount.toFixed(2)}£`;
}

/** `£1 049.99` of an amount in pounds. */
export function orderValueText(amount: number): string {
  const [whole, pence] = amount.toFixed(2).split('.');
  return `£${whole!.replace(/\B(?=(\d{3})+$)/g, ' ')}.${pence}`;
}

/** `41273-RX`: a five-digit serial and the team's letters. */
function complaintRef(index: number): string {
  return `${String(30_000 + index * 7)}-RX`;
}

function refund(random: () => number, issue: Issue, value: number, day: string): number {
  switch (issue) {
    case 'Late delivery':
      return day >= LATE_REFUND_RISE ? 5 : 3.95;
    case 'Late delivery - missed dose':
      return 10;
    case 'Wrong item':
    case 'Wrong strength':
    case 'Out of stock':
      return value;
    case 'Damaged parcel':
      return random() < 0.5 ? value : Math.round(value * 50) / 100;
    case 'Courier':
    case 'Prescription query':
      return 5;
    case 'Billing':
      return Math.round(value * (0.2 + random() * 0.8) * 100) / 100;
  }
}

/** One complaint row. */
function complaintRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, customer } = moment;
  const day = when.toISOString().slice(0, 10);
  const picked = pickWeighted(random, CATEGORIES);
  const category: Category = moment.planted === 'allergy' ? 'Allergy' : picked.category;
  const shape = CATEGORIES.find((entry) => entry.category === category)!;
  const issue: Issue =
    moment.planted === 'peak'
      ? 'Late delivery'
      : moment.planted === 'allergy'
        ? 'Out of stock'
        : pickWeighted(random, ISSUES).issue;
  const courier =
    moment.planted === 'peak' ? DPD_PEAK.courier : pickWeighted(random, COURIERS).courier;
  const channel = pickWeighted(random, CHANNELS).channel;
  const rx = random() < shape.rx;
  const value =
    Math.round(shape.value * (0.5 + random() * (category === 'Weight loss' ? 4 : 1.5)) * 100) /
      100 -
    0.01;
  const july = day >= JULY.from && day <= JULY.to ? 2 : 1;
  const resolveHours = Math.round((24 + random() * 24 * 7) * july);
  const resolvedDay = new Date(when.getTime() + resolveHours * HOUR_MS).toISOString().slice(0, 10);
  const regulator = random() < 0.03;
  const open = !regulator && (resolvedDay > lastDay || random() < 0.04);
  const roll = random();
  const status = regulator
    ? 'Referred to GPhC'
    : open
      ? 'Open'
      : roll < 0.45
        ? 'Resolved - refund'
        : roll < 0.6 && issue !== 'Prescription query' && issue !== 'Billing'
          ? 'Resolved - reshipped'
          : 'Resolved';
  const late = issue === 'Late delivery' || issue === 'Late delivery - missed dose';
  const lateBy = late
    ? Math.max(1, Math.round((moment.planted === 'peak' ? 8 : 4) * (0.3 + random() * 1.4))) / 2
    : 0;
  const amount = status === 'Resolved - refund' ? refund(random, issue, value, day) : undefined;
  const rated = status.startsWith('Resolved') && random() < 0.14;
  const csat = Math.max(
    0,
    Math.min(1, (status === 'Resolved - refund' ? 0.7 : 0.45) + (random() - 0.5) * 0.8),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    complaintRef(index),
    receivedText(when),
    customer.id,
    category,
    issue,
    courier,
    channel,
    status,
    status.startsWith('Resolved') ? resolvedText(resolvedDay) : '',
    late ? `${lateBy} days` : '',
    amount === undefined ? '' : refundText(amount),
    orderValueText(value),
    rx ? 'Rx' : 'OTC',
    rated ? (Math.round(csat * 20) / 20).toFixed(2) : '',
    NOTES[issue][tone]!.replaceAll('{category}', category.toLowerCase()),
  ];
}

/** How likely a moment is to bring a complaint: an online shop's evenings are its busiest. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [7, 0.08],
  [18, 0.8],
  [23, 1],
  [24, 0.3],
] as const;

function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, weekend);
}

function plantedMoments(
  random: () => number,
  people: readonly Customer[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 8 * 3600, span: 14 * 3600, unitMs: 1000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, customer) => ({
    when,
    planted,
    customer,
  }));
}

/** The complaints as CSV text, in the order they were received: the same text on every call. */
export function pharmacyComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = customers(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, PEAK_ROWS, DPD_PEAK, 'peak'),
    ...plantedMoments(random, people, ALLERGY_ROWS, ALLERGY_MAY, 'allergy'),
  ];
  while (moments.length < PHARMACY_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 86_400) * 1000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        customer: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(complaintRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const PHARMACY_MAPPING = {
  name: 'Online pharmacy complaints (September 2024 – September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Ref',
    at: { column: 'Received', format: 'ddd, D MMM YYYY HH:mm:ss Z' },
    customerId: 'Customer',
    channel: 'Contact Via',
    product: 'Category',
    category: 'Issue',
    status: 'Status',
    body: 'Details',
  },
  custom: {
    courier: { column: 'Courier', type: 'category', label: 'courier' },
    resolved: {
      column: 'Resolved',
      type: 'date',
      format: 'dddd, MMMM D, YYYY',
      label: 'resolved on',
    },
    late_by: { column: 'Late By', type: 'number', unit: 'days', label: 'late by (days)' },
    refund: { column: 'Refund', type: 'number', label: 'refund (£)' },
    order_value: { column: 'Order Value', type: 'number', label: 'order value (£)' },
    prescription: {
      column: 'Rx/OTC',
      type: 'boolean',
      label: 'prescription item',
      values: { Rx: 'true', OTC: 'false' },
    },
    csat: { column: 'CSAT', type: 'number', label: 'CSAT (0-1)' },
  },
  declaration: {
    description:
      "A British online pharmacy's order and prescription complaints, 16 September 2024 to 15 September 2025: the customer, the product category of the order (repeat prescriptions, pain relief, allergy, contraception, weight loss, skin care), the issue (a late delivery, a late delivery that made the patient miss a dose, a wrong item, a wrong strength, out of stock, a damaged parcel, a prescription query, the courier's conduct, billing), the courier, how the customer got in touch, the status (open, referred to the regulator GPhC, resolved, resolved with a refund, resolved by reshipping), the day it was resolved (blank while open or referred), how many days late a late parcel was, the refund in pounds (blank when none), the order's value in pounds, whether the order was a prescription (Rx) or over-the-counter (OTC) item, and an optional CSAT between 0 and 1.",
    fields: {
      product: {
        label: 'category',
        synonyms: ['category', 'product category', 'product', 'medicine type'],
      },
      category: {
        label: 'issue',
        synonyms: ['issue', 'complaint type', 'reason', 'problem', 'type of complaint'],
      },
      status: { label: 'status', synonyms: ['status', 'state', 'outcome'] },
      channel: { label: 'contact via', synonyms: ['contact via', 'channel', 'contact method'] },
      customerId: { label: 'customer', synonyms: ['customer', 'patient', 'account'] },
      courier: { synonyms: ['courier', 'carrier', 'delivery company', 'delivery firm'] },
      resolved: { synonyms: ['resolved', 'resolved on', 'date resolved', 'closed'] },
      late_by: { synonyms: ['late by', 'days late', 'lateness', 'delay'] },
      refund: { synonyms: ['refund', 'refunds', 'refunded', 'money back', 'paid out'] },
      order_value: { synonyms: ['order value', 'basket value', 'order total', 'spend'] },
      prescription: {
        synonyms: ['prescription item', 'prescription', 'rx', 'prescription only'],
      },
      csat: { synonyms: ['csat', 'satisfaction', 'score', 'rating'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `Sun, 23 Nov 2025 18:05:00 +0000` as its day, hour and instant; anything else is refused. */
export function receivedMoment(cell: string): { day: string; hour: number; at: string } {
  const match =
    /^([A-Z][a-z]{2}), (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) \+0000$/.exec(
      cell,
    );
  const month = match ? MONTHS.findIndex((name) => name.startsWith(match[3]!)) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Received "${cell}"`);
  const day = `${match[4]}-${pad(month + 1)}-${pad(Number(match[2]))}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day ||
    WEEKDAYS[date.getUTCDay()]!.slice(0, 3) !== match[1]
  ) {
    throw new Error(`Unreadable Received "${cell}"`);
  }
  return { day, hour: Number(match[5]), at: `${day}T${match[5]}:${match[6]}:${match[7]}Z` };
}

/** `Thursday, November 27, 2025` as `2025-11-27`, blank as null; anything else is refused. */
export function resolvedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^([A-Z][a-z]+), ([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Resolved "${cell}"`);
  const day = `${match[4]}-${pad(month + 1)}-${pad(Number(match[3]))}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day ||
    WEEKDAYS[date.getUTCDay()] !== match[1]
  ) {
    throw new Error(`Unreadable Resolved "${cell}"`);
  }
  return day;
}

/** `2.5 days` as 2.5, blank as null; anything else is refused. */
export function lateDays(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+(?:\.5)?) days$/.exec(cell);
  if (!match) throw new Error(`Unreadable Late By "${cell}"`);
  return Number(match[1]);
}

/** `3.95£` as 3.95, blank as null; anything else is refused. */
export function refundAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+\.\d{2})£$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund "${cell}"`);
  return Number(match[1]);
}

/** `£1 049.99` as 1049.99; anything else is refused. */
export function orderValue(cell: string): number {
  const match = /^£(\d{1,3}(?: \d{3})*\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Order Value "${cell}"`);
  return Number(match[1]!.replaceAll(' ', ''));
}

/** `0.75` as 0.75, blank as null; anything else is refused. */
export function csatScore(cell: string): number | null {
  if (cell === '') return null;
  const match = /^([01]\.\d{2})$/.exec(cell);
  if (!match || Number(match[1]) > 1) throw new Error(`Unreadable CSAT "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, category,
 * issue, courier, channel, status, resolved (`YYYY-MM-DD`) or NULL, resolve_days (fractional days
 * from the receiving time to the resolved day's midnight, as Sightline counts a date-only field)
 * or NULL, late_days or NULL, refund or NULL, order_value, rx 0/1, csat or NULL, customer,
 * details): the ground the pharmacy truths are computed on.
 */
export function loadPharmacyComplaints(csv = pharmacyComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    category TEXT NOT NULL, issue TEXT NOT NULL, courier TEXT NOT NULL, channel TEXT NOT NULL,
    status TEXT NOT NULL, resolved TEXT, resolve_days REAL, late_days REAL, refund REAL,
    order_value REAL NOT NULL, rx INTEGER NOT NULL, csat REAL, customer TEXT NOT NULL,
    details TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = receivedMoment(row.Received);
      const resolved = resolvedDay(row.Resolved);
      insert.run(
        row.Ref,
        day,
        hour,
        at,
        row.Category,
        row.Issue,
        row.Courier,
        row['Contact Via'],
        row.Status,
        resolved,
        resolved === null ? null : (Date.parse(`${resolved}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        lateDays(row['Late By']),
        refundAmount(row.Refund),
        orderValue(row['Order Value']),
        row['Rx/OTC'] === 'Rx' ? 1 : 0,
        csatScore(row.CSAT),
        row.Customer,
        row.Details,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importPharmacy(): Promise<ImportedData | string> {
  return importCsv({
    name: 'pharmacy',
    csv: { text: pharmacyComplaintsCsv() },
    mapping: PHARMACY_MAPPING,
    rows: PHARMACY_ROWS,
    noun: 'complaints',
  });
}
