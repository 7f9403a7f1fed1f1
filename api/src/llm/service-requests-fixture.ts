/**
 * A city utility's service requests, a domain the offline planner was never built on: a request
 * reference, when it was opened (a date with a time), how it was reported (codes TEL, APP, WEB),
 * the service type (names joined by "&" and "and"), the asset (a camel-case brand among them),
 * the district, the outcome, the country the part came from, an urgent yes/no, hours to close, a
 * call-out fee and a 1–5 rating most people leave blank. Written by a seeded generator, with the
 * import mapping an analyst would write, for end-to-end tests whose truths are plain SQL.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const SERVICES = ['Water & Sewer', 'Street Lighting', 'Waste Collection', 'Parks and Trees'];
export const ASSETS: Record<string, string[]> = {
  'Water & Sewer': ['AquaGuard Pro meter', 'Fire hydrant'],
  'Street Lighting': ['LED streetlight'],
  'Waste Collection': ['Wheelie bin'],
  'Parks and Trees': ['Park bench', 'Oak tree'],
};
export const DISTRICTS = ['Northgate', 'Riverside', 'Old Town', 'Hillcrest'];
export const CHANNELS = ['TEL', 'APP', 'WEB'];
export const COUNTRIES = ['Germany', 'Canada', 'Spain', 'Japan'];

export interface ServiceRequest {
  ref: string;
  /** `YYYY-MM-DD HH:mm`. */
  opened: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  channel: string;
  service: string;
  asset: string;
  district: string;
  outcome: string;
  country: string;
  urgent: boolean;
  hours: number;
  fee: number;
  rating: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function serviceRequests(count: number): ServiceRequest[] {
  const draws = new Random(20250630);
  const next = () => draws.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const first = Date.UTC(2025, 0, 1);
  const rows: ServiceRequest[] = [];
  for (let index = 0; index < count; index++) {
    const service = pick(SERVICES);
    const asset = pick(ASSETS[service]!);
    const district = pick(DISTRICTS);
    const channel = next() < 0.5 ? 'APP' : pick(CHANNELS);
    // Phone reports escalate more often; Old Town's old pipes take longer to fix.
    const escalates = next() < (channel === 'TEL' ? 0.25 : 0.1);
    const outcome = escalates
      ? 'escalated'
      : pick(['fixed', 'fixed', 'fixed', 'duplicate', 'rejected']);
    const urgent = next() < 0.3;
    const hours =
      Math.round((4 + next() * 40 + (district === 'Old Town' ? 18 : 0) - (urgent ? 6 : 0)) * 10) /
      10;
    const when = new Date(first + Math.floor(next() * 181) * 86_400_000);
    const day = when.toISOString().slice(0, 10);
    const opened = `${day} ${pad(7 + Math.floor(next() * 12))}:${pad(Math.floor(next() * 60))}`;
    rows.push({
      ref: `SR-${10001 + index}`,
      opened,
      day,
      channel,
      service,
      asset,
      district,
      outcome,
      country: pick(COUNTRIES),
      urgent,
      hours: Math.max(1, hours),
      fee: urgent ? 85 : 40 + Math.floor(next() * 3) * 5,
      rating: next() < 0.45 ? 1 + Math.floor(next() * 5) : null,
    });
  }
  return rows;
}

export const SERVICE_REQUESTS_HEADER =
  'request_ref,opened,reported_via,service,asset,district,outcome,supplier_country,urgent,hours_to_close,fee,rating,note';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
export function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function serviceRequestsCsv(rows: readonly ServiceRequest[]): string {
  const lines = rows.map((row) =>
    [
      row.ref,
      row.opened,
      row.channel,
      row.service,
      row.asset,
      row.district,
      row.outcome,
      row.country,
      row.urgent ? 'Y' : 'N',
      String(row.hours),
      String(row.fee),
      row.rating === null ? '' : String(row.rating),
      `${row.asset} in ${row.district}: ${row.outcome}.`,
    ]
      .map(cell)
      .join(','),
  );
  return `${[SERVICE_REQUESTS_HEADER, ...lines].join('\n')}\n`;
}

/**
 * The rows as generated, in an in-memory SQLite table `requests` (urgent as 0/1), for tests to
 * compute their truths with plain SQL independently of the product's import and tools.
 */
export function serviceRequestsTable(rows: readonly ServiceRequest[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE requests (day TEXT, channel TEXT, service TEXT, asset TEXT,
    district TEXT, outcome TEXT, country TEXT, urgent INTEGER, hours REAL, fee REAL,
    rating INTEGER)`);
  const insert = raw.prepare('INSERT INTO requests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  raw.transaction(() => {
    for (const row of rows) {
      insert.run(
        row.day,
        row.channel,
        row.service,
        row.asset,
        row.district,
        row.outcome,
        row.country,
        row.urgent ? 1 : 0,
        row.hours,
        row.fee,
        row.rating,
      );
    }
  })();
  return raw;
}

export const SERVICE_REQUESTS_MAPPING = {
  name: 'City utility service requests (January–June 2025)',
  timezone: 'UTC',
  fields: {
    id: 'request_ref',
    at: { column: 'opened', format: 'YYYY-MM-DD H:mm' },
    body: 'note',
    channel: 'reported_via',
    category: 'service',
    product: 'asset',
  },
  custom: {
    district: { column: 'district', type: 'category' },
    outcome: { column: 'outcome', type: 'category' },
    supplier_country: { column: 'supplier_country', type: 'category', label: 'supplier country' },
    urgent: { column: 'urgent', type: 'boolean', label: 'urgent' },
    hours_to_close: { column: 'hours_to_close', type: 'number', label: 'hours to close' },
    fee: { column: 'fee', type: 'number', label: 'call-out fee' },
    rating: { column: 'rating', type: 'number', label: 'satisfaction rating' },
  },
  declaration: {
    fields: {
      category: { label: 'service type', synonyms: ['service', 'service type'] },
      channel: { label: 'reported via', synonyms: ['reported via'] },
      product: { label: 'asset', synonyms: ['asset'] },
    },
  },
} as const;
