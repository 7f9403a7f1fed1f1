// A fourth data set, for the third held-out round: an online shop's return requests. Another
// domain and shape again (money amounts, a resolution time, a yes/no loyalty flag written Y/N, a
// satisfaction score that most customers leave blank, warehouse and payment codes, day-first
// dates with a 24-hour time), generated deterministically here, written as a CSV and imported
// through Sightline's own importer. Its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20241129;
export const RETURN_ROWS = 2400;
const FIRST_DAY = Date.UTC(2024, 7, 1);
const DAYS = 184; // 1 August 2024 – 31 January 2025

interface Item {
  readonly name: string;
  readonly price: number;
  readonly weight: number;
}

/** Departments with their items, and how their returns are usually explained. */
const DEPARTMENTS = [
  {
    name: 'Consumer Electronics',
    weight: 5,
    items: [
      { name: 'AeroBuds Pro earbuds', price: 129, weight: 4 },
      { name: 'VoltMax power bank', price: 39.99, weight: 3 },
      { name: 'Lumen 4K webcam', price: 89.5, weight: 2 },
      { name: 'PixelView tablet', price: 329, weight: 2 },
    ],
    reasons: { defective: 4, 'damaged in transit': 2, 'not as described': 2, 'changed my mind': 2 },
  },
  {
    name: 'Home & Kitchen',
    weight: 4,
    items: [
      { name: 'Brewline coffee maker', price: 74.99, weight: 3 },
      { name: 'Granite pan set', price: 119, weight: 2 },
      { name: 'Cloudrest pillow', price: 34.5, weight: 3 },
    ],
    reasons: { 'damaged in transit': 4, defective: 2, 'not as described': 2, 'changed my mind': 2 },
  },
  {
    name: "Women's Fashion",
    weight: 6,
    items: [
      { name: 'Linen wrap dress', price: 59, weight: 3 },
      { name: 'Trail ankle boots', price: 95, weight: 2 },
      { name: 'Merino cardigan', price: 72, weight: 2 },
    ],
    reasons: { 'wrong size': 7, 'not as described': 3, 'changed my mind': 2, 'wrong item sent': 1 },
  },
  {
    name: "Men's Fashion",
    weight: 4,
    items: [
      { name: 'Slim fit chinos', price: 49, weight: 3 },
      { name: 'Oxford shirt', price: 39, weight: 3 },
      { name: 'Runner sneakers', price: 84.99, weight: 2 },
    ],
    reasons: { 'wrong size': 6, 'not as described': 2, 'changed my mind': 2, 'wrong item sent': 1 },
  },
  {
    name: 'Toys and Games',
    weight: 2,
    items: [
      { name: 'Starship building kit', price: 64.99, weight: 2 },
      { name: 'Family board game', price: 29.99, weight: 3 },
    ],
    reasons: { 'damaged in transit': 3, 'arrived late': 3, 'changed my mind': 2, defective: 1 },
  },
  {
    name: 'Sports and Outdoors',
    weight: 3,
    items: [
      { name: 'Summit hiking backpack', price: 110, weight: 2 },
      { name: 'Cork yoga mat', price: 42, weight: 3 },
    ],
    reasons: { 'not as described': 3, defective: 2, 'arrived late': 2, 'wrong item sent': 2 },
  },
] as const;

type Reason =
  | 'defective'
  | 'damaged in transit'
  | 'not as described'
  | 'changed my mind'
  | 'wrong size'
  | 'arrived late'
  | 'wrong item sent';

const METHODS = [
  { method: 'courier pickup', weight: 3, days: -2 },
  { method: 'drop-off point', weight: 5, days: 0 },
  { method: 'in store', weight: 2, days: -3 },
] as const;

const WAREHOUSES = [
  { code: 'DC-ATL', weight: 4, days: 0 },
  { code: 'DC-DAL', weight: 3, days: 1 },
  { code: 'DC-RNO', weight: 3, days: 2 },
] as const;

const PAYMENTS = [
  { code: 'CC', weight: 6 },
  { code: 'PP', weight: 3 },
  { code: 'BNPL', weight: 2 },
  { code: 'GC', weight: 1 },
] as const;

/** What the customer wrote, by reason: an angry, a plain and a content note. */
const COMMENTS: Record<Reason, readonly [string, string, string]> = {
  defective: [
    'The {item} broke within a week, really poor quality and I want my money back.',
    'The {item} does not work properly, sending it back for a refund.',
    'The {item} had a fault but the replacement process was quick and easy.',
  ],
  'damaged in transit': [
    'The box was crushed and the {item} arrived smashed, awful packaging.',
    'The {item} came with a dent from shipping.',
    'The {item} was scratched on arrival, but the pickup was arranged fast, thank you.',
  ],
  'not as described': [
    'The {item} looks nothing like the photos, misleading listing.',
    'The {item} is a different colour from the website.',
    'The {item} was not what I expected, but returning it was painless.',
  ],
  'changed my mind': [
    'Why am I charged to send back the {item}? Disappointed.',
    'Decided I do not need the {item} after all.',
    'Just changed my mind about the {item}, great returns service.',
  ],
  'wrong size': [
    'Second time the {item} sizing is way off, frustrating.',
    'The {item} is too small, the size chart runs small.',
    'The {item} did not fit, easy exchange, lovely staff.',
  ],
  'arrived late': [
    'The {item} arrived after the birthday, useless now, very annoyed.',
    'The {item} came too late for the occasion.',
    'The {item} was late but the refund was handled nicely.',
  ],
  'wrong item sent': [
    'You sent me the wrong thing instead of the {item}, terrible.',
    'Received a different product, not the {item} I ordered.',
    'Got the wrong item instead of the {item}; sorted quickly, happy with the help.',
  ],
};

/**
 * Planted facts an analyst should be able to find: (1) a faulty batch of AeroBuds Pro earbuds
 * from 14 October to 3 November 2024 makes nearly all of their returns "defective" and their
 * volume several times the usual; (2) the DC-DAL warehouse is short-staffed in November 2024 and takes about twice as
 * long to resolve returns; (3) returns rise after the holidays, in January 2025.
 */
const FAULTY_BATCH = {
  item: 'AeroBuds Pro earbuds',
  from: '2024-10-14',
  to: '2024-11-03',
} as const;
const SLOW_WAREHOUSE = { code: 'DC-DAL', month: '2024-11' } as const;

function pickReason(random: () => number, reasons: Readonly<Record<string, number>>): Reason {
  const entries = Object.entries(reasons).map(([reason, weight]) => ({ reason, weight }));
  return pickWeighted(random, entries).reason as Reason;
}

/** How busy a day is: returns climb through December and peak after the holidays. */
function dayWeight(day: string): number {
  if (day >= '2025-01-02' && day <= '2025-01-20') return 1;
  if (day >= '2025-01-01') return 0.75;
  if (day >= '2024-12-01') return 0.6;
  return 0.45;
}

const pad = (value: number) => String(value).padStart(2, '0');

const HEADER = [
  'return_id',
  'requested',
  'order_no',
  'department',
  'item',
  'reason',
  'return_method',
  'warehouse',
  'payment',
  'item_price',
  'refund_amount',
  'resolution',
  'days_to_resolve',
  'loyalty_member',
  'csat',
  'comment',
] as const;

/** One return request; `when` is the instant it was requested. */
function returnRow(random: () => number, index: number, when: Date): (string | number)[] {
  const day = when.toISOString().slice(0, 10);
  const department = pickWeighted(random, DEPARTMENTS);
  let item: Item = pickWeighted(random, department.items as readonly Item[]);
  let reason = pickReason(random, department.reasons);
  const batch = day >= FAULTY_BATCH.from && day <= FAULTY_BATCH.to;
  // The faulty batch: extra earbud returns, nearly all of them for a fault.
  if (batch && department.name === 'Consumer Electronics' && random() < 0.45) {
    item = department.items[0];
  }
  if (batch && item.name === FAULTY_BATCH.item && random() < 0.85) reason = 'defective';
  const method = pickWeighted(random, METHODS);
  const warehouse = pickWeighted(random, WAREHOUSES);
  const loyal = random() < 0.35;
  const roll = random();
  const resolution =
    roll < (loyal ? 0.04 : 0.1)
      ? 'rejected'
      : reason === 'wrong size' && roll < 0.45
        ? 'exchanged'
        : roll < 0.8
          ? 'refunded'
          : 'store credit';
  // A mind changed on electronics pays a 15% restocking fee.
  const fee = reason === 'changed my mind' && department.name === 'Consumer Electronics' ? 0.85 : 1;
  const refund =
    resolution === 'refunded' || resolution === 'store credit'
      ? Math.round(item.price * fee * 100) / 100
      : 0;
  const slow = warehouse.code === SLOW_WAREHOUSE.code && day.startsWith(SLOW_WAREHOUSE.month);
  const baseDays = 6 + method.days + warehouse.days + Math.floor(random() * 6) - (loyal ? 1 : 0);
  const days = Math.max(1, slow ? baseDays * 2 + 2 : baseDays);
  const mood = resolution === 'rejected' ? -1.5 : 0;
  const csatValue = Math.round(
    Math.min(5, Math.max(1, 4.2 - days / 8 + mood + (random() + random() - 1) * 1.6)),
  );
  const answered = random() < 0.55;
  const tone = csatValue <= 2 ? 0 : csatValue === 3 ? 1 : 2;
  const requested = `${when.getUTCDate()}/${when.getUTCMonth() + 1}/${when.getUTCFullYear()} ${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`;
  return [
    `RMA-${240001 + index}`,
    requested,
    `ORD-${700000 + Math.floor(random() * 90000)}`,
    department.name,
    item.name,
    reason,
    method.method,
    warehouse.code,
    pickWeighted(random, PAYMENTS).code,
    item.price.toFixed(2),
    refund.toFixed(2),
    resolution,
    days,
    loyal ? 'Y' : 'N',
    answered ? csatValue : '',
    COMMENTS[reason][tone].replace('{item}', item.name),
  ];
}

/** The return requests as CSV text, in the order they were logged: the same text on every call. */
export function shopReturnsCsv(): string {
  const random = seededDraws(SEED);
  const instants: Date[] = [];
  while (instants.length < RETURN_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    const day = when.toISOString().slice(0, 10);
    const faulty = day >= FAULTY_BATCH.from && day <= FAULTY_BATCH.to ? 0.08 : 0;
    if (random() < dayWeight(day) + faulty) instants.push(when);
  }
  instants.sort((a, b) => a.getTime() - b.getTime());
  const lines = [HEADER.join(',')];
  instants.forEach((when, index) => {
    lines.push(returnRow(random, index, when).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the returns are imported: what an analyst would write after `npm run import -- --inspect`. */
export const RETURNS_MAPPING = {
  name: 'Online shop return requests (August 2024 – January 2025)',
  timezone: 'UTC',
  fields: {
    id: 'return_id',
    at: { column: 'requested', format: 'D/M/YYYY H:mm' },
    body: 'comment',
    channel: 'return_method',
    category: 'reason',
    product: 'item',
  },
  custom: {
    order_no: { column: 'order_no', type: 'text', label: 'order number' },
    department: { column: 'department', type: 'category' },
    warehouse: { column: 'warehouse', type: 'category' },
    payment: { column: 'payment', type: 'category', label: 'payment method' },
    item_price: { column: 'item_price', type: 'number', label: 'item price' },
    refund_amount: { column: 'refund_amount', type: 'number', label: 'refund amount' },
    resolution: { column: 'resolution', type: 'category' },
    days_to_resolve: { column: 'days_to_resolve', type: 'number', label: 'days to resolve' },
    loyalty_member: { column: 'loyalty_member', type: 'boolean', label: 'loyalty member' },
    csat: { column: 'csat', type: 'number', label: 'satisfaction score' },
  },
  declaration: {
    description:
      'Return requests to an online shop, August 2024 to January 2025: the item and its department, the reason, how it was sent back, the warehouse, the payment method, price and refund in US dollars, the resolution and days to resolve it, loyalty membership and an optional 1–5 satisfaction score.',
    fields: {
      category: { label: 'return reason', synonyms: ['reason', 'return reason'] },
      channel: { label: 'return method', synonyms: ['return method', 'method'] },
      product: { label: 'item', synonyms: ['item', 'product'] },
      csat: { synonyms: ['csat', 'satisfaction'] },
    },
  },
} as const;

type ReturnRow = Record<(typeof HEADER)[number], string>;

/** `D/M/YYYY H:mm` as its day, `YYYY-MM-DD`. */
function requestDay(requested: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(requested);
  if (!match) throw new Error(`Unreadable requested "${requested}"`);
  return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/**
 * The CSV loaded on its own into an in-memory table `returns` (ref, day, order_no, department,
 * item, reason, method, warehouse, payment, price, refund, resolution, days, loyalty 0/1, csat or
 * NULL, comment): the ground the returns truths are computed on.
 */
export function loadReturns(csv = shopReturnsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ReturnRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE returns (
    ref TEXT NOT NULL, day TEXT NOT NULL, order_no TEXT NOT NULL, department TEXT NOT NULL,
    item TEXT NOT NULL, reason TEXT NOT NULL, method TEXT NOT NULL, warehouse TEXT NOT NULL,
    payment TEXT NOT NULL, price REAL NOT NULL, refund REAL NOT NULL, resolution TEXT NOT NULL,
    days INTEGER NOT NULL, loyalty INTEGER NOT NULL, csat INTEGER, comment TEXT NOT NULL)`);
  const insert = db.prepare(
    'INSERT INTO returns VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        row.return_id,
        requestDay(row.requested),
        row.order_no,
        row.department,
        row.item,
        row.reason,
        row.return_method,
        row.warehouse,
        row.payment,
        Number(row.item_price),
        Number(row.refund_amount),
        row.resolution,
        Number(row.days_to_resolve),
        row.loyalty_member === 'Y' ? 1 : 0,
        row.csat === '' ? null : Number(row.csat),
        row.comment,
      );
    }
  })();
  return db;
}

/** The returns written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importReturns(): Promise<ImportedData | string> {
  return importCsv({
    name: 'returns',
    csv: { text: shopReturnsCsv() },
    mapping: RETURNS_MAPPING,
    rows: RETURN_ROWS,
    noun: 'returns',
  });
}
