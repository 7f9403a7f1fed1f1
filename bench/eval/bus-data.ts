// A generated data set for the thirteenth round's practice set (practice13a): a British bus
// operator's journey complaints. Another shape again: the logging time written day first with
// slashes and a 24-hour clock ("23/11/2025 14:05"), the journey's day written day first with a
// two-digit year ("23/11/25"), the response written as an ISO instant with an explicit offset
// ("2025-11-23T14:05:00+00:00", blank while the complaint is open) so a response time can be
// asked, headers unlike earlier ones ("Complaint No.", "Svc", "Depot", "Refund (GBP)", "Mins
// Late", "Repeat Y/N", "Sat Score"), the record noun "complaint", ids with slashes
// ("JC/25/04213"), look-alike routes ("7" / "7A", "12" / "12X"), look-alike natures ("Late
// running" / "Late running - evening"), a contact channel called "Depot" (made at a depot's
// counter) beside a field called "Depot", refunds written with a pound sign and blank when none was
// paid, minutes late only for late running, a yes/no field written "Y" / "N", and a mostly blank
// 1-5 satisfaction score. Generated deterministically here, written as a CSV and imported through
// Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251311;
export const BUS_ROWS = 3040;
const FIRST_DAY = Date.UTC(2024, 9, 1);
const DAYS = 365; // 1 October 2024 – 30 September 2025
const CUSTOMERS = 2600;
const HOUR_MS = 3_600_000;

/**
 * Planted facts: (1) a roadworks diversion of route 7A from 10 to 23 March 2025 makes "Missed stop"
 * complaints on 7A burst; (2) a driver shortage at Riverside depot in September 2025 makes
 * "Late running - evening" complaints on its routes jump; (3) fares rise on 1 June 2025 and "Fares"
 * complaints about triple from then on; (4) complaints logged in December 2024 take about three
 * times as long to get a response.
 */
export const DIVERSION = { route: '7A', from: '2025-03-10', to: '2025-03-23' } as const;
const DIVERSION_ROWS = 90;
export const SHORTAGE = { depot: 'Riverside', from: '2025-09-01', to: '2025-09-30' } as const;
const SHORTAGE_ROWS = 110;
export const FARE_RISE = '2025-06-01';
export const SLOW_MONTH = '2024-12';

const ROUTES = [
  { route: '7', depot: 'Northgate', weight: 7 },
  { route: '7A', depot: 'Northgate', weight: 4 },
  { route: '12', depot: 'Northgate', weight: 5 },
  { route: '12X', depot: 'Riverside', weight: 3 },
  { route: '24', depot: 'Riverside', weight: 5 },
  { route: 'X1', depot: 'Riverside', weight: 4 },
  { route: '3', depot: 'Eastfield', weight: 4 },
  { route: '33', depot: 'Eastfield', weight: 3 },
  { route: 'N7', depot: 'Eastfield', weight: 1 },
] as const;
type Route = (typeof ROUTES)[number];

const STOPS = [
  { stop: 'High Street', weight: 6 },
  { stop: 'Railway Station', weight: 5 },
  { stop: 'General Hospital', weight: 4 },
  { stop: 'University', weight: 4 },
  { stop: 'Market Square', weight: 3 },
  { stop: 'Park & Ride', weight: 2 },
  { stop: 'Retail Park', weight: 2 },
  { stop: 'Bus Station', weight: 4 },
] as const;

type Nature =
  | 'Driver behaviour'
  | 'Late running'
  | 'Late running - evening'
  | 'Missed stop'
  | 'Fares'
  | 'Refund request'
  | 'Accessibility'
  | 'Overcrowding'
  | 'Cleanliness';

const NATURES: readonly { nature: Nature; weight: number }[] = [
  { nature: 'Driver behaviour', weight: 8 },
  { nature: 'Late running', weight: 10 },
  { nature: 'Late running - evening', weight: 4 },
  { nature: 'Missed stop', weight: 5 },
  { nature: 'Fares', weight: 2 },
  { nature: 'Refund request', weight: 3 },
  { nature: 'Accessibility', weight: 3 },
  { nature: 'Overcrowding', weight: 3 },
  { nature: 'Cleanliness', weight: 2 },
];

/** Base days to a response, by nature. */
const DAYS_TO_RESPOND: Record<Nature, number> = {
  'Driver behaviour': 6,
  'Late running': 3,
  'Late running - evening': 3,
  'Missed stop': 4,
  Fares: 5,
  'Refund request': 8,
  Accessibility: 7,
  Overcrowding: 4,
  Cleanliness: 2,
};

/** Typical refund in GBP for the natures that can be refunded. */
const REFUND: Partial<Record<Nature, number>> = {
  'Late running': 3,
  'Late running - evening': 4,
  'Missed stop': 3.5,
  Fares: 6,
  'Refund request': 12,
};

const TICKETS = [
  { ticket: 'Single', weight: 5 },
  { ticket: 'Return', weight: 3 },
  { ticket: 'Day Saver', weight: 4 },
  { ticket: 'Weekly Saver', weight: 2 },
  { ticket: 'Concession pass', weight: 5 },
  { ticket: 'Contactless', weight: 5 },
] as const;

const VIA = [
  { via: 'Web form', weight: 7 },
  { via: 'Phone', weight: 5 },
  { via: 'Email', weight: 3 },
  { via: 'Social media', weight: 3 },
  { via: 'Letter', weight: 1 },
  { via: 'Depot', weight: 1 },
] as const;

/** Details by nature: an angry, a plain and a calm one. */
const DETAILS: Record<Nature, readonly [string, string, string]> = {
  'Driver behaviour': [
    'The driver on the {route} was rude and shouted at me, totally unacceptable.',
    'Driver of the {route} refused to wait while I got on.',
    'Driver seemed in a hurry, just letting you know.',
  ],
  'Late running': [
    'The {route} was late again, I missed work because of it, sort it out.',
    'Bus on the {route} ran late and I missed my connection.',
    'The {route} was a bit behind schedule this morning.',
  ],
  'Late running - evening': [
    'Evening {route} is never on time, stood in the dark for ages, useless.',
    'The evening {route} came late and I missed my train home.',
    'The later {route} services seem to run behind a little.',
  ],
  'Missed stop': [
    'The {route} drove straight past my stop at {stop}, furious.',
    'The {route} did not call at {stop} as timetabled.',
    'I think the {route} skipped {stop}, could you check?',
  ],
  Fares: [
    'Fares have gone up again and the service is worse, a rip-off.',
    'I was charged the wrong fare on the {route}.',
    'Could you explain the new fare for my journey?',
  ],
  'Refund request': [
    'Still waiting for my money back, this is ridiculous.',
    'Please refund my ticket, the {route} never turned up.',
    'I would like a refund for an unused ticket please.',
  ],
  Accessibility: [
    'The ramp on the {route} was broken and I could not get on, disgraceful.',
    'No space for my wheelchair on the {route} at {stop}.',
    'The {route} did not kneel at {stop}, a bit awkward.',
  ],
  Overcrowding: [
    'The {route} was rammed, dangerous and unpleasant.',
    'The {route} was full and left people behind at {stop}.',
    'The {route} was busier than usual today.',
  ],
  Cleanliness: [
    'The {route} was filthy, rubbish everywhere, disgusting.',
    'Seats on the {route} were dirty.',
    'The {route} could do with a clean.',
  ],
};

const HEADER = [
  'Complaint No.',
  'Logged',
  'Journey Date',
  'Svc',
  'Stop',
  'Depot',
  'Nature',
  'Ticket',
  'Contact Via',
  'Status',
  'Responded',
  'Refund (GBP)',
  'Mins Late',
  'Repeat Y/N',
  'Sat Score',
  'Customer Ref',
  'Details',
] as const;

interface Customer {
  readonly id: string;
  readonly route: Route;
}

function customers(random: () => number): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => ({
    id: `CR${String(210_000 + index * 37)}`,
    route: pickWeighted(random, ROUTES),
  }));
}

type Planted = 'diversion' | 'shortage' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly customer: Customer;
  readonly route: Route;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `23/11/2025 14:05` of a UTC instant. */
export function loggedText(when: Date): string {
  return (
    `${pad(when.getUTCDate())}/${pad(when.getUTCMonth() + 1)}/${when.getUTCFullYear()} ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

/** `23/11/25` of a `YYYY-MM-DD` day. */
export function journeyText(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
}

/** `2025-11-23T14:05:00+00:00` of a UTC instant. */
export function respondedText(when: Date): string {
  return `${when.toISOString().slice(0, 19)}+00:00`;
}

/** `JC/25/04213`: the year the complaint was logged and a five-digit serial. */
function complaintNo(index: number, when: Date): string {
  return `JC/${String(when.getUTCFullYear()).slice(2)}/${String(1_000 + index * 13).padStart(5, '0')}`;
}

function natureOf(random: () => number, moment: Moment, day: string): Nature {
  if (moment.planted === 'diversion') return 'Missed stop';
  if (moment.planted === 'shortage') return 'Late running - evening';
  if (day >= FARE_RISE && random() < 0.09) return 'Fares';
  return pickWeighted(random, NATURES).nature;
}

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

/** One complaint row. */
function complaintRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, customer, route } = moment;
  const day = when.toISOString().slice(0, 10);
  const nature = natureOf(random, moment, day);
  const stop = pickWeighted(random, STOPS).stop;
  const ticket = pickWeighted(random, TICKETS).ticket;
  const via = pickWeighted(random, VIA).via;
  const journeyDay = new Date(
    Date.parse(`${day}T00:00:00Z`) - Math.floor(random() * random() * 7) * 86_400_000,
  )
    .toISOString()
    .slice(0, 10);
  const slow = day.slice(0, 7) === SLOW_MONTH ? 3 : 1;
  const hours = Math.max(2, Math.round(DAYS_TO_RESPOND[nature] * 24 * (0.4 + random()) * slow));
  const respondedMs = when.getTime() + hours * HOUR_MS;
  const open = respondedMs >= Date.parse(`${lastDay}T23:59:00Z`) || random() < 0.03;
  let status: string;
  if (open) status = random() < 0.6 ? 'Open' : 'Open - awaiting info';
  else status = random() < 0.45 ? 'Closed - upheld' : 'Closed - not upheld';
  const refundable = REFUND[nature];
  const refunded = status === 'Closed - upheld' && refundable !== undefined && random() < 0.7;
  const refund = refunded ? Math.round(refundable * (0.5 + random()) * 2) / 2 : undefined;
  const late = nature.startsWith('Late running')
    ? Math.round(5 + random() * random() * 55 + (moment.planted === 'shortage' ? 15 : 0))
    : undefined;
  const rated = !open && random() < 0.12;
  const sat = Math.round(
    Math.min(5, Math.max(1, (status === 'Closed - upheld' ? 4 : 2.2) + (random() - 0.5) * 3)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    complaintNo(index, when),
    loggedText(when),
    journeyText(journeyDay),
    route.route,
    stop,
    route.depot,
    nature,
    ticket,
    via,
    status,
    open ? '' : respondedText(new Date(respondedMs)),
    refund === undefined ? '' : pounds(refund),
    late ?? '',
    random() < 0.15 ? 'Y' : 'N',
    rated ? sat : '',
    customer.id,
    DETAILS[nature][tone]!.replaceAll('{route}', route.route).replaceAll('{stop}', stop),
  ];
}

/** How busy a moment is: buses run from early morning to late evening, a few at night. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1;
  if (hour < 6) return 0.06 * weekend;
  if (hour < 9) return 0.9 * weekend;
  if (hour < 19) return 1 * weekend;
  return 0.5 * weekend;
}

function plantedMoments(
  random: () => number,
  people: Customer[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  routeFor: () => Route,
  hours: [number, number],
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / 86_400_000 + 1;
  return Array.from({ length: rows }, () => ({
    when: new Date(
      start +
        Math.floor(random() * days) * 86_400_000 +
        (hours[0] * 60 + Math.floor(random() * (hours[1] - hours[0]) * 60)) * 60_000,
    ),
    planted,
    customer: people[Math.floor(random() * people.length)]!,
    route: routeFor(),
  }));
}

/** The complaints as CSV text, in the order they were logged: the same text on every call. */
export function busComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = customers(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const riverside = ROUTES.filter((entry) => entry.depot === SHORTAGE.depot);
  const moments: Moment[] = [
    ...plantedMoments(
      random,
      people,
      DIVERSION_ROWS,
      DIVERSION,
      'diversion',
      () => ROUTES.find((entry) => entry.route === DIVERSION.route)!,
      [7, 19],
    ),
    ...plantedMoments(
      random,
      people,
      SHORTAGE_ROWS,
      SHORTAGE,
      'shortage',
      () => riverside[Math.floor(random() * riverside.length)]!,
      [19, 23],
    ),
  ];
  while (moments.length < BUS_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      const customer = people[Math.floor(random() * people.length)]!;
      const route = random() < 0.7 ? customer.route : pickWeighted(random, ROUTES);
      moments.push({ when, planted: undefined, customer, route });
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
export const BUS_MAPPING = {
  name: 'Bus journey complaints (October 2024 – September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Complaint No.',
    at: { column: 'Logged', format: 'DD/MM/YYYY HH:mm' },
    customerId: 'Customer Ref',
    channel: 'Contact Via',
    product: 'Ticket',
    category: 'Nature',
    status: 'Status',
    body: 'Details',
  },
  custom: {
    route: { column: 'Svc', type: 'category', label: 'route' },
    stop: { column: 'Stop', type: 'category', label: 'stop' },
    depot: { column: 'Depot', type: 'category', label: 'depot' },
    journey: { column: 'Journey Date', type: 'date', format: 'DD/MM/YY', label: 'journey date' },
    responded: { column: 'Responded', type: 'date', format: 'ISO', label: 'responded' },
    refund_gbp: { column: 'Refund (GBP)', type: 'number', label: 'refund (£)' },
    mins_late: { column: 'Mins Late', type: 'number', label: 'minutes late' },
    repeat: {
      column: 'Repeat Y/N',
      type: 'boolean',
      label: 'repeat complainant',
      values: { Y: 'true', N: 'false' },
    },
    sat: { column: 'Sat Score', type: 'number', label: 'satisfaction (1–5)' },
  },
  declaration: {
    description:
      "A British bus operator's journey complaints, 1 October 2024 to 30 September 2025: the customer, the route (service) and stop, the depot that runs the route, the nature of the complaint (driver behaviour, late running, missed stop, fares, accessibility…), the ticket type, how the complaint was made (web form, phone, email, social media, letter, or at a depot's counter), its status, when it was answered (blank while open), the refund paid in pounds (blank when none), how many minutes late the bus was, whether the customer had complained before, and an optional 1–5 satisfaction score.",
    fields: {
      product: { label: 'ticket type', synonyms: ['ticket', 'ticket type', 'fare type'] },
      category: {
        label: 'nature',
        synonyms: ['nature', 'complaint type', 'issue', 'reason', 'category'],
      },
      status: { label: 'status', synonyms: ['status', 'state', 'outcome'] },
      channel: { label: 'contact channel', synonyms: ['contact via', 'channel', 'contacted by'] },
      customerId: { label: 'customer', synonyms: ['customer', 'passenger', 'complainant'] },
      route: { synonyms: ['route', 'service', 'svc', 'bus route'] },
      stop: { synonyms: ['stop', 'bus stop'] },
      depot: { synonyms: ['depot', 'garage'] },
      journey: { synonyms: ['journey date', 'travel date', 'journey'] },
      responded: { synonyms: ['responded', 'response', 'answered', 'replied'] },
      refund_gbp: { synonyms: ['refund', 'refunded', 'compensation', '£'] },
      mins_late: { synonyms: ['minutes late', 'lateness', 'delay'] },
      repeat: { synonyms: ['repeat', 'repeat complainant', 'complained before'] },
      sat: { synonyms: ['satisfaction', 'sat score', 'rating', 'score'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `23/11/2025 14:05` as its day, hour and instant; anything else is refused. */
export function loggedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(cell);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12 || Number(match[4]) > 23) {
    throw new Error(`Unreadable Logged "${cell}"`);
  }
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Logged "${cell}"`);
  }
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `23/11/25` as `2025-11-23`; anything else is refused. */
export function journeyDay(cell: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(cell);
  const day = match ? `20${match[3]}-${match[2]}-${match[1]}` : '';
  if (!match || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new Error(`Unreadable Journey Date "${cell}"`);
  }
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Journey Date "${cell}"`);
  }
  return day;
}

/** `2025-11-23T14:05:00+00:00` as `2025-11-23T14:05:00Z`, blank as null; anything else is refused. */
export function respondedAt(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\+00:00$/.exec(cell);
  if (!match) throw new Error(`Unreadable Responded "${cell}"`);
  return `${match[1]}Z`;
}

/** `£4.50` as 4.5, blank as null; anything else is refused. */
export function refundAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^£(\d+\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund (GBP) "${cell}"`);
  return Number(match[1]);
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, journey,
 * route, stop, depot, nature, ticket, via, status, responded or NULL, days to respond (fractional)
 * or NULL, refund or NULL, late or NULL, repeat 0/1, sat or NULL, customer, details): the ground
 * the bus truths are computed on.
 */
export function loadBusComplaints(csv = busComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    journey TEXT NOT NULL, route TEXT NOT NULL, stop TEXT NOT NULL, depot TEXT NOT NULL,
    nature TEXT NOT NULL, ticket TEXT NOT NULL, via TEXT NOT NULL, status TEXT NOT NULL,
    responded TEXT, resp_days REAL, refund REAL, late INTEGER, repeat INTEGER NOT NULL,
    sat INTEGER, customer TEXT NOT NULL, details TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(20).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = loggedMoment(row.Logged);
      const responded = respondedAt(row.Responded);
      insert.run(
        row['Complaint No.'],
        day,
        hour,
        at,
        journeyDay(row['Journey Date']),
        row.Svc,
        row.Stop,
        row.Depot,
        row.Nature,
        row.Ticket,
        row['Contact Via'],
        row.Status,
        responded,
        responded === null ? null : (Date.parse(responded) - Date.parse(at)) / 86_400_000,
        refundAmount(row['Refund (GBP)']),
        numberOrNull(row['Mins Late']),
        row['Repeat Y/N'] === 'Y' ? 1 : 0,
        numberOrNull(row['Sat Score']),
        row['Customer Ref'],
        row.Details,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importBus(): Promise<ImportedData | string> {
  return importCsv({
    name: 'bus',
    csv: { text: busComplaintsCsv() },
    mapping: BUS_MAPPING,
    rows: BUS_ROWS,
    noun: 'complaints',
  });
}
