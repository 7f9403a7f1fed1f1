// A generated data set for the fifteenth round's third practice set (practice15c): a Dutch holiday
// park group's booking complaints, kept by its UK guest-relations team. Another shape again: the
// time a complaint was opened written with the month's full name, a comma and a 24-hour clock
// ("23 November 2025, 14:05"), the day it was resolved written US style with a two-digit year
// ("11/27/25"; blank while open), the check-in wait written in words ("25 mins", "1 hr 10 mins";
// blank unless the complaint is about check-in), headers unlike earlier ones ("Issue #", "Opened",
// "Park", "Accommodation", "Issue Type", "Booked Via", "Outcome", "Resolved", "Stay (nights)",
// "Booking Value", "Refund", "Check-in Wait", "Pet", "Guest Rating", "Guest No", "Description"),
// the record noun "issue", ids with a hash in front ("#HP2504127"), euro amounts written the
// continental way with a spaced sign, dots between thousands and a decimal comma ("€ 1.234,50";
// the refund blank when none was given), a yes/no field written "w/ pet" / "w/o pet", a mostly blank
// 1-10 guest rating with a decimal comma ("7,5"), look-alike values (parks "Duinrand" / "Duinrand
// Noord" and "Zeeland Strand" / "Zeelandia", accommodation "Chalet" / "Chalet - pet friendly" and
// "Lodge" / "Lodge - wellness", outcomes "Closed" / "Closed - partial refund" / "Closed - full
// refund"), and an issue type called "Accommodation" beside a field called "Accommodation".
// Generated deterministically here, written as a CSV and imported through Sightline's own
// importer; its truths are plain SQL over the CSV loaded on its own.
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

const SEED = 20251503;
export const HOLIDAY_ROWS = 3420;
const FIRST_DAY = Date.UTC(2024, 9, 1);
const DAYS = 365; // 1 October 2024 – 30 September 2025
const GUESTS = 2600;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) the pool at Duinrand is closed from 14 to 27 July 2025 and Pool complaints
 * there burst; (2) the hot tubs of Het Veluwse Bos's wellness lodges fail in February 2025 and
 * Maintenance complaints about them jump; (3) from 1 April 2025 a partial refund is 20% of the
 * booking value instead of 10%; (4) complaints opened in August 2025 take about two and a half times
 * as long to resolve.
 */
export const POOL_CLOSURE = { park: 'Duinrand', from: '2025-07-14', to: '2025-07-27' } as const;
const POOL_ROWS = 90;
export const HOT_TUBS = {
  park: 'Het Veluwse Bos',
  accommodation: 'Lodge - wellness',
  from: '2025-02-01',
  to: '2025-02-28',
} as const;
const HOT_TUB_ROWS = 70;
export const PARTIAL_RISE = '2025-04-01';
export const AUGUST = { from: '2025-08-01', to: '2025-08-31' } as const;

const PARKS = [
  { park: 'Duinrand', weight: 6 },
  { park: 'Duinrand Noord', weight: 3 },
  { park: 'Het Veluwse Bos', weight: 5 },
  { park: 'Zeeland Strand', weight: 4 },
  { park: 'Zeelandia', weight: 3 },
  { park: 'Limburg Heuvels', weight: 3 },
] as const;

const ACCOMMODATION = [
  { accommodation: 'Chalet', weight: 7, nightly: 95 },
  { accommodation: 'Chalet - pet friendly', weight: 3, nightly: 105 },
  { accommodation: 'Lodge', weight: 5, nightly: 160 },
  { accommodation: 'Lodge - wellness', weight: 2, nightly: 245 },
  { accommodation: 'Camping pitch', weight: 3, nightly: 38 },
  { accommodation: 'Glamping tent', weight: 2, nightly: 120 },
] as const;
type Accommodation = (typeof ACCOMMODATION)[number];

type IssueType =
  | 'Cleanliness'
  | 'Maintenance'
  | 'Noise'
  | 'Check-in'
  | 'Booking error'
  | 'Pool'
  | 'Wi-Fi'
  | 'Accommodation';
const ISSUE_TYPES: readonly { type: IssueType; weight: number }[] = [
  { type: 'Cleanliness', weight: 8 },
  { type: 'Maintenance', weight: 7 },
  { type: 'Noise', weight: 4 },
  { type: 'Check-in', weight: 4 },
  { type: 'Booking error', weight: 3 },
  { type: 'Pool', weight: 2 },
  { type: 'Wi-Fi', weight: 3 },
  { type: 'Accommodation', weight: 3 },
];

const CHANNELS = [
  { channel: 'Website', weight: 8 },
  { channel: 'App', weight: 5 },
  { channel: 'Call centre', weight: 4 },
  { channel: 'Partner site', weight: 3 },
  { channel: 'Travel agent', weight: 1 },
] as const;

const STAYS = [
  { nights: 2, weight: 3 },
  { nights: 3, weight: 4 },
  { nights: 4, weight: 4 },
  { nights: 7, weight: 6 },
  { nights: 10, weight: 1 },
  { nights: 14, weight: 2 },
] as const;

const NOTES: Record<IssueType, readonly [string, string, string]> = {
  Cleanliness: [
    'The {accommodation} was filthy when we arrived, disgusting.',
    'The {accommodation} had not been cleaned properly.',
    'A few crumbs left in the {accommodation}, could housekeeping check?',
  ],
  Maintenance: [
    'Half the things in the {accommodation} were broken, ruined our break.',
    'The heating in the {accommodation} did not work.',
    'A tap in the {accommodation} is dripping, could someone look?',
  ],
  Noise: [
    'Party next door until 3am, nobody did anything, awful.',
    'Noise from the neighbouring {accommodation} late at night.',
    'It was a little noisy in the evenings.',
  ],
  'Check-in': [
    'Queued for ages at reception with tired kids, shambles.',
    'Long wait at check-in.',
    'Check-in was slower than expected.',
  ],
  'Booking error': [
    'Booked a {accommodation} and the booking vanished, useless system.',
    'The booking dates were wrong on the confirmation.',
    'Could the booking be corrected to the right dates?',
  ],
  Pool: [
    'Pool closed the whole week with no warning, the kids were gutted.',
    'The pool was closed during our stay.',
    'Pool opening hours were shorter than advertised.',
  ],
  'Wi-Fi': [
    'Wi-Fi useless, could not even load a page.',
    'Wi-Fi kept dropping in the {accommodation}.',
    'Wi-Fi was a bit slow in the evenings.',
  ],
  Accommodation: [
    'Paid for a {accommodation} and got something far worse, a con.',
    'We were moved to a different {accommodation} than booked.',
    'The {accommodation} was smaller than the photos suggested.',
  ],
};

const HEADER = [
  'Issue #',
  'Opened',
  'Park',
  'Accommodation',
  'Issue Type',
  'Booked Via',
  'Outcome',
  'Resolved',
  'Stay (nights)',
  'Booking Value',
  'Refund',
  'Check-in Wait',
  'Pet',
  'Guest Rating',
  'Guest No',
  'Description',
] as const;

interface Guest {
  readonly id: string;
  readonly pet: boolean;
}

function guests(random: () => number): Guest[] {
  return Array.from({ length: GUESTS }, (_, index) => ({
    id: `G-${String(700_000 + index * 37)}`,
    pet: random() < 0.22,
  }));
}

type Planted = 'pool' | 'hot tub' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly guest: Guest;
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
] as const;

/** `23 November 2025, 14:05` of a UTC instant. */
export function openedText(when: Date): string {
  return (
    `${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]} ${when.getUTCFullYear()}, ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

/** `11/27/25` of a day (`YYYY-MM-DD`). */
export function resolvedText(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;
}

/** `25 mins` or `1 hr 10 mins` of whole minutes. */
export function waitText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} hr ${minutes % 60} mins` : `${minutes} mins`;
}

/** `€ 1.234,50` of an amount in euros. */
export function euroText(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  return `€ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** `#HP2504127`: the year the complaint was opened and a five-digit serial. */
function issueNo(index: number, when: Date): string {
  return `#HP${String(when.getUTCFullYear()).slice(2)}${String(1_000 + index * 13).padStart(5, '0')}`;
}

/** One complaint row. */
function issueRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, guest } = moment;
  const day = when.toISOString().slice(0, 10);
  const park =
    moment.planted === 'pool'
      ? POOL_CLOSURE.park
      : moment.planted === 'hot tub'
        ? HOT_TUBS.park
        : pickWeighted(random, PARKS).park;
  let accommodation: Accommodation =
    moment.planted === 'hot tub'
      ? ACCOMMODATION[3]
      : guest.pet && random() < 0.6
        ? ACCOMMODATION[1]
        : pickWeighted(random, ACCOMMODATION);
  if (accommodation.accommodation === 'Chalet - pet friendly' && !guest.pet && random() < 0.5) {
    accommodation = ACCOMMODATION[0];
  }
  const type: IssueType =
    moment.planted === 'pool'
      ? 'Pool'
      : moment.planted === 'hot tub'
        ? 'Maintenance'
        : pickWeighted(random, ISSUE_TYPES).type;
  const channel = pickWeighted(random, CHANNELS).channel;
  const nights = pickWeighted(random, STAYS).nights;
  const value = Math.round(accommodation.nightly * nights * (0.85 + random() * 0.3) * 100) / 100;
  const wait = type === 'Check-in' ? Math.round(20 + random() * random() * 130) : undefined;
  const august = day >= AUGUST.from && day <= AUGUST.to ? 2.5 : 1;
  const resolveHours = Math.max(24, Math.round((12 + random() * 200) * august));
  const resolvedDay = new Date(when.getTime() + resolveHours * HOUR_MS).toISOString().slice(0, 10);
  const open = resolvedDay > lastDay || random() < 0.025;
  const roll = random();
  const outcome = open
    ? 'Open'
    : roll < 0.18
      ? 'Declined'
      : roll < 0.5
        ? 'Closed'
        : roll < 0.88
          ? 'Closed - partial refund'
          : 'Closed - full refund';
  const partialRate = day >= PARTIAL_RISE ? 0.2 : 0.1;
  const refund =
    outcome === 'Closed - partial refund'
      ? Math.round(value * partialRate * 100) / 100
      : outcome === 'Closed - full refund'
        ? value
        : undefined;
  const rated = outcome !== 'Open' && random() < 0.16;
  const rating =
    Math.round(
      2 *
        Math.min(
          10,
          Math.max(1, (outcome === 'Declined' ? 3.5 : refund ? 7 : 5.5) + (random() - 0.5) * 6),
        ),
    ) / 2;
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    issueNo(index, when),
    openedText(when),
    park,
    accommodation.accommodation,
    type,
    channel,
    outcome,
    outcome === 'Open' ? '' : resolvedText(resolvedDay),
    nights,
    euroText(value),
    refund === undefined ? '' : euroText(refund),
    wait === undefined ? '' : waitText(wait),
    guest.pet ? 'w/ pet' : 'w/o pet',
    rated ? String(rating).replace('.', ',') : '',
    guest.id,
    NOTES[type][tone]!.replaceAll('{accommodation}', accommodation.accommodation.toLowerCase()),
  ];
}

/** How likely a moment is to bring a complaint: daytime, more in the holidays. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [7, 0.04],
  [22, 1],
  [24, 0.3],
] as const;

function busy(when: Date): number {
  const month = when.getUTCMonth();
  const season = month >= 6 && month <= 7 ? 1 : month >= 3 && month <= 9 ? 0.7 : 0.45;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, season);
}

function plantedMoments(
  random: () => number,
  people: readonly Guest[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 9 * 60, span: 660, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, guest) => ({
    when,
    planted,
    guest,
  }));
}

/** The complaints as CSV text, in the order they were opened: the same text on every call. */
export function holidayIssuesCsv(): string {
  const random = seededDraws(SEED);
  const people = guests(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, POOL_ROWS, POOL_CLOSURE, 'pool'),
    ...plantedMoments(random, people, HOT_TUB_ROWS, HOT_TUBS, 'hot tub'),
  ];
  while (moments.length < HOLIDAY_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        guest: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(issueRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const HOLIDAY_MAPPING = {
  name: 'Holiday park booking complaints (October 2024 – September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Issue #',
    at: { column: 'Opened', format: 'D MMMM YYYY, HH:mm' },
    customerId: 'Guest No',
    channel: 'Booked Via',
    product: 'Accommodation',
    category: 'Issue Type',
    status: 'Outcome',
    body: 'Description',
  },
  custom: {
    park: { column: 'Park', type: 'category', label: 'park' },
    resolved: { column: 'Resolved', type: 'date', format: 'MM/DD/YY', label: 'resolved' },
    nights: { column: 'Stay (nights)', type: 'number', label: 'nights' },
    booking_value: {
      column: 'Booking Value',
      type: 'number',
      decimal: ',',
      label: 'booking value (€)',
    },
    refund: { column: 'Refund', type: 'number', decimal: ',', label: 'refund (€)' },
    checkin_wait: {
      column: 'Check-in Wait',
      type: 'number',
      unit: 'minutes',
      label: 'check-in wait (minutes)',
    },
    pet: {
      column: 'Pet',
      type: 'boolean',
      label: 'pet booking',
      values: { 'w/ pet': 'true', 'w/o pet': 'false' },
    },
    guest_rating: {
      column: 'Guest Rating',
      type: 'number',
      decimal: ',',
      label: 'guest rating (1–10)',
    },
  },
  declaration: {
    description:
      "A Dutch holiday park group's booking complaints, handled by its UK guest-relations team, 1 October 2024 to 30 September 2025: the guest, the park, the accommodation booked (chalet, pet-friendly chalet, lodge, wellness lodge, camping pitch, glamping tent), the issue type (cleanliness, maintenance, noise, check-in, a booking error, the pool, Wi-Fi, the accommodation itself), how the holiday was booked, the outcome (open, closed, closed with a partial refund, closed with a full refund, declined), the day it was resolved, the nights of the stay, the booking value and any refund in euros, the check-in wait in minutes (only for check-in complaints), whether the booking brought a pet, and an optional 1–10 guest rating in half points.",
    fields: {
      product: {
        label: 'accommodation',
        synonyms: ['accommodation', 'unit', 'accommodation type', 'stay type'],
      },
      category: {
        label: 'issue type',
        synonyms: ['issue type', 'issue', 'complaint type', 'problem'],
      },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'state'] },
      channel: { label: 'booked via', synonyms: ['booked via', 'channel', 'booking channel'] },
      customerId: { label: 'guest', synonyms: ['guest', 'guest no', 'customer', 'family'] },
      park: { synonyms: ['park', 'holiday park', 'site', 'resort'] },
      resolved: { synonyms: ['resolved', 'resolution', 'closed', 'sorted'] },
      nights: { synonyms: ['nights', 'stay length', 'length of stay'] },
      booking_value: { synonyms: ['booking value', 'booking', 'holiday cost', 'spend', 'price'] },
      refund: { synonyms: ['refund', 'refunded', 'paid back', 'money back', '€', 'euros'] },
      checkin_wait: { synonyms: ['check-in wait', 'wait', 'queue', 'waiting time'] },
      pet: { synonyms: ['pet', 'pets', 'dog', 'with a pet'] },
      guest_rating: { synonyms: ['guest rating', 'rating', 'score', 'satisfaction'] },
    },
  },
} as const;

type IssueRow = Record<(typeof HEADER)[number], string>;

/** `23 November 2025, 14:05` as its day, hour and instant; anything else is refused. */
export function openedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4}), (\d{2}):(\d{2})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[2] as (typeof MONTHS)[number]) : -1;
  if (!match || month < 0 || Number(match[4]) > 23) throw new Error(`Unreadable Opened "${cell}"`);
  const day = `${match[3]}-${pad(month + 1)}-${pad(Number(match[1]))}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Opened "${cell}"`);
  }
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `11/27/25` as `2025-11-27`, blank as null; anything else is refused. */
export function resolvedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Resolved "${cell}"`);
  const day = `20${match[3]}-${match[1]}-${match[2]}`;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Error(`Unreadable Resolved "${cell}"`);
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Resolved "${cell}"`);
  }
  return day;
}

/** `25 mins` / `1 hr 10 mins` as minutes, blank as null; anything else is refused. */
export function waitMinutes(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(?:(\d+) hr )?(\d+) mins$/.exec(cell);
  if (!match) throw new Error(`Unreadable Check-in Wait "${cell}"`);
  return Number(match[1] ?? 0) * 60 + Number(match[2]);
}

/** `€ 1.234,50` as 1234.5, blank as null; anything else is refused. */
export function euroAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^€ (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable euro amount "${cell}"`);
  return Number(`${match[1]!.replaceAll('.', '')}.${match[2]}`);
}

/**
 * The CSV loaded on its own into an in-memory table `issues` (ref, day, hour, at, park,
 * accommodation, type, channel, outcome, resolved (`YYYY-MM-DD`) or NULL, resolve_days
 * (fractional days from the opening time to the resolved day's midnight, as Sightline counts a
 * date-only field) or NULL, nights, value, refund or NULL, wait (minutes) or NULL, pet 0/1, rating
 * or NULL, guest, description): the ground the holiday truths are computed on.
 */
export function loadHolidayIssues(csv = holidayIssuesCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as IssueRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE issues (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    park TEXT NOT NULL, accommodation TEXT NOT NULL, type TEXT NOT NULL, channel TEXT NOT NULL,
    outcome TEXT NOT NULL, resolved TEXT, resolve_days REAL, nights INTEGER NOT NULL,
    value REAL NOT NULL, refund REAL, wait REAL, pet INTEGER NOT NULL, rating REAL,
    guest TEXT NOT NULL, description TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO issues VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = openedMoment(row.Opened);
      const resolved = resolvedDay(row.Resolved);
      insert.run(
        row['Issue #'],
        day,
        hour,
        at,
        row.Park,
        row.Accommodation,
        row['Issue Type'],
        row['Booked Via'],
        row.Outcome,
        resolved,
        resolved === null ? null : (Date.parse(`${resolved}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        Number(row['Stay (nights)']),
        euroAmount(row['Booking Value']),
        euroAmount(row.Refund),
        waitMinutes(row['Check-in Wait']),
        row.Pet === 'w/ pet' ? 1 : 0,
        row['Guest Rating'] === '' ? null : Number(row['Guest Rating'].replace(',', '.')),
        row['Guest No'],
        row.Description,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importHoliday(): Promise<ImportedData | string> {
  return importCsv({
    name: 'holiday',
    csv: { text: holidayIssuesCsv() },
    mapping: HOLIDAY_MAPPING,
    rows: HOLIDAY_ROWS,
    noun: 'issues',
  });
}
