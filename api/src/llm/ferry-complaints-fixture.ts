/**
 * A ferry operator's sailing complaints, a domain the offline planner was never built on: a
 * complaint reference like "25-FX-004172", when it was logged written with dots
 * ("2025.03.14 09:25"), when it was resolved written month-first ("3/28/2025", blank while open),
 * a six-character booking reference, the route (four routes, two from Dover and two from
 * Holyhead, so their names share words), the vessel (two "Spirit of" ships), the issue, the
 * outcome, the delay in minutes (blank unless the sailing ran late), the refund in euros, the party
 * size, a vehicle flag written TRUE/FALSE and a cabin flag written 1/0. Written by a seeded
 * generator, with the import mapping an analyst would write, for end-to-end tests whose truths
 * are plain SQL. The data ends on 23 November 2025.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const ROUTES = [
  'Dover - Calais',
  'Dover - Dunkirk',
  'Holyhead - Dublin',
  'Holyhead - Rosslare',
] as const;
export const VESSELS = ['Spirit of Kent', 'Spirit of Anglesey', 'Pride of Calais', 'Celtic Star'];
export const ISSUES = [
  'Sailing Delayed',
  'Sailing Cancelled',
  'Vehicle Damage',
  'Cabin Not Clean',
  'Catering',
  'Staff Conduct',
] as const;

export interface FerryComplaint {
  ref: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  /** `YYYY-MM-DD` resolved, null while open. */
  resolved: string | null;
  booking: string;
  route: string;
  vessel: string;
  issue: string;
  outcome: string;
  /** Minutes late, null unless the sailing was delayed. */
  delay: number | null;
  refund: number;
  party: number;
  vehicle: boolean;
  cabin: boolean;
  comments: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Complaints from 3 January to 23 November 2025, in the order logged. */
export function ferryComplaints(count: number): FerryComplaint[] {
  const random = new Random(20251123);
  const first = Date.UTC(2025, 0, 3);
  const days = 325; // to 23 November 2025
  const bookings = Array.from({ length: Math.round(count / 3) }, () =>
    Array.from({ length: 6 }, () => LETTERS[random.int(0, LETTERS.length - 1)]).join(''),
  );
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  return moments.map((offset, index) => {
    const day = isoDay(first + offset);
    const route = random.weighted({
      'Dover - Calais': 6,
      'Dover - Dunkirk': 3,
      'Holyhead - Dublin': 4,
      'Holyhead - Rosslare': 2,
    });
    const vessel = route.startsWith('Dover')
      ? random.pick(['Spirit of Kent', 'Pride of Calais'])
      : random.pick(['Spirit of Anglesey', 'Celtic Star']);
    const winter = day < '2025-03-01' || day >= '2025-11-01';
    const issue = random.weighted({
      'Sailing Delayed': 6,
      'Sailing Cancelled': winter ? 4 : 1,
      'Vehicle Damage': 2,
      'Cabin Not Clean': route.startsWith('Holyhead') ? 3 : 1,
      Catering: 3,
      'Staff Conduct': 1,
    });
    const delay =
      issue === 'Sailing Delayed'
        ? random.int(20, 240) + (vessel === 'Celtic Star' ? 60 : 0)
        : null;
    const open = day >= '2025-11-01' ? random.chance(0.6) : random.chance(0.05);
    const roll = random.next();
    const outcome = open
      ? 'Awaiting Reply'
      : roll < 0.4
        ? 'Refund Issued'
        : roll < 0.7
          ? 'Voucher Issued'
          : 'No Action';
    const refund =
      outcome === 'Refund Issued'
        ? Math.round((20 + random.next() * (issue === 'Sailing Cancelled' ? 1400 : 380)) * 100) /
          100
        : 0;
    const resolved = open ? null : isoDay(first + offset + random.int(1, 30) * 86_400_000);
    const vehicle = issue === 'Vehicle Damage' ? true : random.chance(0.55);
    return {
      ref: `25-FX-${String(1000 + index * 13).padStart(6, '0')}`,
      day,
      resolved,
      booking: random.pick(bookings),
      route,
      vessel,
      issue,
      outcome,
      delay,
      refund,
      party: random.int(1, 6),
      vehicle,
      cabin: route.startsWith('Holyhead') ? random.chance(0.45) : random.chance(0.1),
      comments: `${issue} on the ${route} sailing aboard ${vessel}.`,
    };
  });
}

/** `YYYY.MM.DD HH:mm`, as the booking system exports it. */
function loggedText(complaint: FerryComplaint, index: number): string {
  const hour = String(6 + (index % 16)).padStart(2, '0');
  const minute = String((index * 23) % 60).padStart(2, '0');
  return `${complaint.day.replaceAll('-', '.')} ${hour}:${minute}`;
}

/** `M/D/YYYY`, as the customer-relations tool writes it. */
function resolvedText(resolved: string | null): string {
  if (!resolved) return '';
  const [year, month, day] = resolved.split('-');
  return `${Number(month)}/${Number(day)}/${year}`;
}

const HEADER =
  'Complaint Ref,Logged (local),Resolved On,Booking Ref,Route,Vessel,Issue,Outcome,Delay (mins),Refund (EUR),Party Size,Vehicle On Board,Cabin?,Comments';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function ferryComplaintsCsv(complaints: readonly FerryComplaint[]): string {
  const lines = complaints.map((complaint, index) =>
    [
      complaint.ref,
      loggedText(complaint, index),
      resolvedText(complaint.resolved),
      complaint.booking,
      complaint.route,
      complaint.vessel,
      complaint.issue,
      complaint.outcome,
      complaint.delay === null ? '' : String(complaint.delay),
      complaint.refund.toLocaleString('en-US', { minimumFractionDigits: 2 }),
      String(complaint.party),
      complaint.vehicle ? 'TRUE' : 'FALSE',
      complaint.cabin ? '1' : '0',
      complaint.comments,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The complaints as generated, in an in-memory SQLite table `complaints` (flags as 0/1, resolved
 * and delay NULL when blank), for truths by plain SQL independent of the import.
 */
export function ferryComplaintsTable(complaints: readonly FerryComplaint[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE complaints (ref TEXT, day TEXT, resolved TEXT, booking TEXT, route TEXT,
    vessel TEXT, issue TEXT, outcome TEXT, delay REAL, refund REAL, party REAL, vehicle INTEGER,
    cabin INTEGER)`);
  const insert = raw.prepare(`INSERT INTO complaints VALUES (${Array(13).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const c of complaints) {
      insert.run(
        c.ref,
        c.day,
        c.resolved,
        c.booking,
        c.route,
        c.vessel,
        c.issue,
        c.outcome,
        c.delay,
        c.refund,
        c.party,
        c.vehicle ? 1 : 0,
        c.cabin ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const FERRY_COMPLAINTS_MAPPING = {
  name: 'Ferry sailing complaints (January–November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Complaint Ref',
    at: { column: 'Logged (local)', format: 'YYYY.MM.DD HH:mm' },
    customerId: 'Booking Ref',
    channel: 'Route',
    product: 'Vessel',
    category: 'Issue',
    status: 'Outcome',
    body: 'Comments',
  },
  custom: {
    resolved_on: { column: 'Resolved On', type: 'date', format: 'M/D/YYYY', label: 'resolved' },
    delay_mins: { column: 'Delay (mins)', type: 'number', label: 'delay (minutes)' },
    refund_eur: { column: 'Refund (EUR)', type: 'number', label: 'refund (€)' },
    party_size: { column: 'Party Size', type: 'number', label: 'party size' },
    vehicle: { column: 'Vehicle On Board', type: 'boolean', label: 'vehicle on board' },
    cabin: { column: 'Cabin?', type: 'boolean', label: 'cabin booked' },
  },
  declaration: {
    description:
      'Complaints from ferry passengers, 3 January to 23 November 2025: the booking, the route, the vessel, the issue, the outcome and when the complaint was resolved, the delay in minutes, the refund in euros, the party size, whether a vehicle was on board and whether a cabin was booked.',
    fields: {
      customerId: { label: 'booking', synonyms: ['booking', 'booking ref', 'passenger'] },
      channel: { label: 'route', synonyms: ['route', 'crossing'] },
      product: { label: 'vessel', synonyms: ['vessel', 'ship', 'boat', 'ferry'] },
      category: { label: 'issue', synonyms: ['issue', 'problem', 'complaint type'] },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'resolution'] },
      delay_mins: { synonyms: ['delay', 'minutes late', 'delay minutes'] },
      refund_eur: { synonyms: ['refund', 'refunds', 'compensation', 'refund amount'] },
      party_size: { synonyms: ['party size', 'passengers', 'group size'] },
    },
  },
} as const;
