/**
 * A pharmacy chain's prescription queries, a domain the offline planner was never built on: a
 * query number like "RXQ 2025-0451" (with a space), when it was opened written month-first with a
 * 12-hour clock ("6/14/2025 2:05 PM"), when it was closed written day-first with dots
 * ("20.6.2025", blank while open), a patient number ("PT-88213"), the branch (two "Oak" branches
 * whose names share a word), the drug class, the query type, the status, the pharmacist, the wait
 * in hours, the copay in US dollars, the number of items, a controlled-drug flag written "Y" or
 * blank and a home-delivery flag written yes/no. Written by a seeded generator, with the import
 * mapping an analyst would write, for end-to-end tests whose truths are plain SQL. The data runs
 * from 2 September 2024 to 29 August 2025.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const BRANCHES = ['Oak Park', 'Oak Lawn', 'Riverside', 'Downtown', 'Airport Plaza'] as const;
export const DRUG_CLASSES = ['Antibiotics', 'Statins', 'Insulin', 'Inhalers', 'Pain Relief'];
export const QUERY_TYPES = [
  'Out of Stock',
  'Wrong Quantity',
  'Refill Delay',
  'Insurance Rejection',
  'Price Question',
] as const;
export const PHARMACISTS = ['Dana Whitfield', 'Raj Patel', 'Lucia Moreno', 'Ben Okafor'];

export interface PrescriptionQuery {
  id: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  /** `YYYY-MM-DD` closed, null while open. */
  closed: string | null;
  patient: string;
  branch: string;
  drugClass: string;
  queryType: string;
  status: string;
  pharmacist: string;
  waitHours: number;
  copay: number;
  items: number;
  controlled: boolean;
  delivery: boolean;
  notes: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Queries from 2 September 2024 to 29 August 2025, in the order opened. */
export function prescriptionQueries(count: number): PrescriptionQuery[] {
  const random = new Random(20250829);
  const first = Date.UTC(2024, 8, 2);
  const days = 362; // to 29 August 2025
  const patients = Array.from(
    { length: Math.round(count / 3) },
    (_, index) => `PT-${String(10_000 + index * 97).padStart(5, '0')}`,
  );
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  return moments.map((offset, index) => {
    const day = isoDay(first + offset);
    const drugClass = random.weighted({
      Antibiotics: 5,
      Statins: 4,
      Insulin: 3,
      Inhalers: 3,
      'Pain Relief': 2,
    });
    const winter = day >= '2024-12-01' && day <= '2025-02-28';
    const queryType = random.weighted({
      'Out of Stock': winter && drugClass === 'Antibiotics' ? 9 : 3,
      'Wrong Quantity': 2,
      'Refill Delay': 4,
      'Insurance Rejection': drugClass === 'Insulin' ? 6 : 2,
      'Price Question': 2,
    });
    const branch = random.weighted({
      'Oak Park': 5,
      'Oak Lawn': 3,
      Riverside: 4,
      Downtown: 6,
      'Airport Plaza': 1,
    });
    const pharmacist = random.pick(PHARMACISTS);
    const open = day >= '2025-08-15' ? random.chance(0.65) : random.chance(0.04);
    const roll = random.next();
    const status = open
      ? random.chance(0.3)
        ? 'Escalated'
        : 'Pending'
      : roll < 0.85
        ? 'Resolved'
        : 'Cancelled';
    const closed = open ? null : isoDay(first + offset + random.int(0, 12) * 86_400_000);
    const waitHours =
      Math.round(
        (1 +
          random.next() * 30 +
          (queryType === 'Out of Stock' ? 36 : 0) +
          (branch === 'Airport Plaza' ? 12 : 0)) *
          10,
      ) / 10;
    const copay = Math.round((random.next() * (drugClass === 'Insulin' ? 95 : 35) + 2) * 100) / 100;
    return {
      id: `RXQ ${day.slice(0, 4)}-${String(100 + index * 3).padStart(4, '0')}`,
      day,
      closed,
      patient: random.pick(patients),
      branch,
      drugClass,
      queryType,
      status,
      pharmacist,
      waitHours,
      copay,
      items: random.int(1, 4),
      controlled: drugClass === 'Pain Relief' ? random.chance(0.6) : random.chance(0.03),
      delivery: random.chance(0.3),
      notes: `${queryType} for ${drugClass.toLowerCase()} at the ${branch} branch.`,
    };
  });
}

/** `M/D/YYYY h:mm A`, as the pharmacy system exports it. */
function openedText(query: PrescriptionQuery, index: number): string {
  const [year, month, day] = query.day.split('-');
  const hour = 8 + (index % 11); // 8 am to 6 pm
  const minute = String((index * 7) % 60).padStart(2, '0');
  const twelve = hour > 12 ? hour - 12 : hour;
  return `${Number(month)}/${Number(day)}/${year} ${twelve}:${minute} ${hour >= 12 ? 'PM' : 'AM'}`;
}

/** `D.M.YYYY`, as the head-office clerk types it. */
function closedText(closed: string | null): string {
  if (!closed) return '';
  const [year, month, day] = closed.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}

const HEADER =
  'Query #,Opened,Closed,Patient No.,Branch,Drug Class,Query Type,Status,Pharmacist,Wait (hrs),Copay ($),Items,Controlled?,Home Delivery,Notes';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function prescriptionQueriesCsv(queries: readonly PrescriptionQuery[]): string {
  const lines = queries.map((query, index) =>
    [
      query.id,
      openedText(query, index),
      closedText(query.closed),
      query.patient,
      query.branch,
      query.drugClass,
      query.queryType,
      query.status,
      query.pharmacist,
      query.waitHours.toFixed(1),
      query.copay.toFixed(2),
      String(query.items),
      query.controlled ? 'Y' : '',
      query.delivery ? 'yes' : 'no',
      query.notes,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The queries as generated, in an in-memory SQLite table `queries` (flags as 0/1, closed NULL
 * while open), for truths by plain SQL independent of the import.
 */
export function prescriptionQueriesTable(queries: readonly PrescriptionQuery[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE queries (id TEXT, day TEXT, closed TEXT, patient TEXT, branch TEXT,
    drug_class TEXT, query_type TEXT, status TEXT, pharmacist TEXT, wait_hours REAL, copay REAL,
    items REAL, controlled INTEGER, delivery INTEGER)`);
  const insert = raw.prepare(`INSERT INTO queries VALUES (${Array(14).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const q of queries) {
      insert.run(
        q.id,
        q.day,
        q.closed,
        q.patient,
        q.branch,
        q.drugClass,
        q.queryType,
        q.status,
        q.pharmacist,
        q.waitHours,
        q.copay,
        q.items,
        q.controlled ? 1 : 0,
        q.delivery ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const PRESCRIPTION_QUERIES_MAPPING = {
  name: 'Pharmacy prescription queries (September 2024 – August 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Query #',
    at: { column: 'Opened', format: 'M/D/YYYY h:mm A' },
    customerId: 'Patient No.',
    channel: 'Branch',
    product: 'Drug Class',
    category: 'Query Type',
    status: 'Status',
    body: 'Notes',
  },
  custom: {
    closed_on: { column: 'Closed', type: 'date', format: 'D.M.YYYY', label: 'closed' },
    pharmacist: { column: 'Pharmacist', type: 'category', label: 'pharmacist' },
    wait_hrs: { column: 'Wait (hrs)', type: 'number', label: 'wait (hours)' },
    copay_usd: { column: 'Copay ($)', type: 'number', label: 'copay ($)' },
    items: { column: 'Items', type: 'number', label: 'items' },
    controlled: {
      column: 'Controlled?',
      type: 'boolean',
      label: 'controlled drug',
      values: { Y: 'true' },
      default: 'false',
    },
    home_delivery: { column: 'Home Delivery', type: 'boolean', label: 'home delivery' },
  },
  declaration: {
    description:
      "Prescription queries raised at a pharmacy chain's branches, 2 September 2024 to 29 August 2025: the patient, the branch, the drug class, the query type, the status and when the query was closed, the pharmacist, the wait in hours, the copay in US dollars, the number of items, whether a controlled drug was involved and whether the prescription was for home delivery.",
    fields: {
      customerId: { label: 'patient', synonyms: ['patient', 'patient number'] },
      channel: { label: 'branch', synonyms: ['branch', 'store', 'pharmacy', 'location'] },
      product: { label: 'drug class', synonyms: ['drug class', 'drug', 'medicine', 'medication'] },
      category: { label: 'query type', synonyms: ['query type', 'type of query', 'reason'] },
      status: { label: 'status', synonyms: ['status', 'state'] },
      pharmacist: { synonyms: ['pharmacist', 'chemist'] },
      wait_hrs: { synonyms: ['wait', 'waiting time', 'wait time', 'hours waited'] },
      copay_usd: { synonyms: ['copay', 'co-pay', 'copayment', 'patient charge'] },
      items: { synonyms: ['items', 'number of items'] },
    },
  },
} as const;
