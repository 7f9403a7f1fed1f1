// A generated data set for the seventeenth round's third practice set (practice17c): an e-scooter
// and bike-share app's rider complaints. Another shape again: the time a complaint was raised
// written like a JavaScript date, a short weekday and month first with no comma
// ("Tue Mar 4 2025 14:20"), the day it was resolved year first with slashes and no leading zeros
// ("2025/3/4"; blank while the complaint is open or escalated), how long the ride lasted in minutes
// and seconds stuck to their letters ("12m 34s", "45s"), how far it went in kilometres or, under
// one, in metres ("2.4 km", "850 m"; both blank unless the complaint is about a ride), headers
// unlike earlier ones ("Case #", "Raised", "Rider", "Pass", "City", "Vehicle", "Problem",
// "Source", "State", "Resolved", "Ride Time", "Distance", "Refund", "Rating", "Message"), the
// record noun "complaint", ids carrying the year and ISO week ("T-25w10-0417"), riders written
// "rider:04127", refunds in pounds with no trailing zeros ("£3.5", "£12", "£1.25"; blank when
// none was paid), a yes/no field written "PASS" / "PAYG" (whether the rider holds a monthly pass),
// a mostly blank rating with one decimal ("4.0"), look-alike values (cities "Bristol" / "Bristol
// North" and "Cardiff" / "Cardiff Bay", vehicles "E-scooter" / "E-scooter Pro", problems "Battery"
// / "Battery - died mid-ride" and "Overcharged" / "Overcharged - parking fine", states "Closed" /
// "Closed - refunded"), and a problem called "Pass" beside a field called "Pass". Generated
// deterministically here, written as a CSV and imported through Sightline's own importer; its
// truths are plain SQL over the CSV loaded on its own.
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

const SEED = 20251703;
export const SCOOTER_ROWS = 3560;
const FIRST_DAY = Date.UTC(2024, 9, 1);
const DAYS = 365; // 1 October 2024 – 30 September 2025
const RIDERS = 3100;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) a firmware fault drains E-scooter Pro batteries in Cardiff Bay from 5 to 18
 * May 2025, a burst of "Battery - died mid-ride" complaints there; (2) "Overcharged - parking
 * fine" complaints in Bath jump in September 2025, when new no-parking zones start; (3) the unlock
 * fee refunded on a "Locking" complaint rises from £1 to £1.25 on 1 August 2025; (4) complaints
 * raised in January 2025 take about twice as long to resolve.
 */
export const CARDIFF_BAY_BATTERY = {
  city: 'Cardiff Bay',
  from: '2025-05-05',
  to: '2025-05-18',
} as const;
const BATTERY_ROWS = 110;
export const BATH_FINES = { city: 'Bath', from: '2025-09-01', to: '2025-09-30' } as const;
const FINE_ROWS = 75;
export const UNLOCK_RISE = '2025-08-01';
export const JANUARY = { from: '2025-01-01', to: '2025-01-31' } as const;

const CITIES = [
  { city: 'Bristol', weight: 6 },
  { city: 'Bristol North', weight: 3 },
  { city: 'Bath', weight: 3 },
  { city: 'Cardiff', weight: 5 },
  { city: 'Cardiff Bay', weight: 3 },
  { city: 'Exeter', weight: 3 },
] as const;
type City = (typeof CITIES)[number]['city'];

type Vehicle = 'E-scooter' | 'E-scooter Pro' | 'E-bike' | 'Pedal bike';
const VEHICLES: readonly { vehicle: Vehicle; weight: number }[] = [
  { vehicle: 'E-scooter', weight: 8 },
  { vehicle: 'E-scooter Pro', weight: 3 },
  { vehicle: 'E-bike', weight: 5 },
  { vehicle: 'Pedal bike', weight: 2 },
];
/** Pence per minute of a ride, by vehicle. */
const PER_MINUTE: Record<Vehicle, number> = {
  'E-scooter': 0.2,
  'E-scooter Pro': 0.25,
  'E-bike': 0.18,
  'Pedal bike': 0.1,
};
/** Average speed in km/h, by vehicle. */
const SPEED: Record<Vehicle, number> = {
  'E-scooter': 14,
  'E-scooter Pro': 17,
  'E-bike': 16,
  'Pedal bike': 11,
};

type Problem =
  | 'Battery'
  | 'Battery - died mid-ride'
  | 'Overcharged'
  | 'Overcharged - parking fine'
  | 'Locking'
  | 'Vehicle fault'
  | 'Parking zone'
  | 'Account'
  | 'Pass';
const PROBLEMS: readonly { problem: Problem; weight: number }[] = [
  { problem: 'Battery', weight: 4 },
  { problem: 'Battery - died mid-ride', weight: 3 },
  { problem: 'Overcharged', weight: 6 },
  { problem: 'Overcharged - parking fine', weight: 3 },
  { problem: 'Locking', weight: 5 },
  { problem: 'Vehicle fault', weight: 5 },
  { problem: 'Parking zone', weight: 3 },
  { problem: 'Account', weight: 3 },
  { problem: 'Pass', weight: 2 },
];
const RIDE_PROBLEMS: readonly Problem[] = [
  'Battery',
  'Battery - died mid-ride',
  'Overcharged',
  'Vehicle fault',
];

const SOURCES = [
  { source: 'In-app', weight: 9 },
  { source: 'Email', weight: 4 },
  { source: 'Social', weight: 2 },
  { source: 'Phone', weight: 1 },
  { source: 'Council referral', weight: 1 },
] as const;

const MESSAGES: Record<Problem, readonly [string, string, string]> = {
  Battery: [
    'The {vehicle} battery was nearly flat when I unlocked it, useless.',
    'The {vehicle} showed a low battery from the start.',
    'Battery on the {vehicle} seemed a bit low.',
  ],
  'Battery - died mid-ride': [
    'The {vehicle} died halfway home and I had to walk, furious.',
    'My {vehicle} ran out of battery in the middle of the ride.',
    'The {vehicle} stopped before I got there, battery gone.',
  ],
  Overcharged: [
    'Charged a fortune for a short {vehicle} ride, a scam.',
    'I was charged more than the ride on the {vehicle} should cost.',
    'The price of my {vehicle} ride looks a little high.',
  ],
  'Overcharged - parking fine': [
    'Fined for parking the {vehicle} in a bay that was not marked, outrageous.',
    'I got a parking fine for the {vehicle} though I parked in the zone.',
    'Not sure why there is a parking fine on my account for the {vehicle}.',
  ],
  Locking: [
    'The {vehicle} would not lock and the clock kept running, ridiculous.',
    'I could not end my {vehicle} ride because it would not lock.',
    'The {vehicle} took a few tries to lock.',
  ],
  'Vehicle fault': [
    'The brakes on the {vehicle} barely worked, dangerous.',
    'The {vehicle} had a wobbly handlebar.',
    'A light on the {vehicle} was not working.',
  ],
  'Parking zone': [
    'No parking bays anywhere near my street for the {vehicle}, pathetic.',
    'The {vehicle} parking zone near the station is always full.',
    'Could you add a {vehicle} parking bay by the park?',
  ],
  Account: [
    'Locked out of my account for a week, appalling.',
    'My account was suspended without a reason.',
    'How do I change the card on my account?',
  ],
  Pass: [
    'Paid for a monthly pass and it never worked, a rip-off.',
    'My monthly pass did not cover the {vehicle}.',
    'When does my monthly pass renew?',
  ],
};

const HEADER = [
  'Case #',
  'Raised',
  'Rider',
  'Pass',
  'City',
  'Vehicle',
  'Problem',
  'Source',
  'State',
  'Resolved',
  'Ride Time',
  'Distance',
  'Refund',
  'Rating',
  'Message',
] as const;

interface Rider {
  readonly id: string;
  readonly city: City;
  readonly pass: boolean;
}

function riders(random: () => number): Rider[] {
  return Array.from({ length: RIDERS }, (_, index) => ({
    id: `rider:${String(1_000 + index * 3).padStart(5, '0')}`,
    city: pickWeighted(random, CITIES).city,
    pass: random() < 0.3,
  }));
}

type Planted = 'battery' | 'fines' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly rider: Rider;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** `Tue Mar 4 2025 14:20` of a UTC instant. */
export function raisedText(when: Date): string {
  return `${WEEKDAYS[when.getUTCDay()]} ${MONTHS[when.getUTCMonth()]} ${when.getUTCDate()} ${when.getUTCFullYear()} ${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`;
}

/** `2025/3/4` of a day (`YYYY-MM-DD`). */
export function resolvedText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${year}/${Number(month)}/${Number(date)}`;
}

/** `12m 34s` / `45s` of a number of seconds. */
export function rideTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

/** `2.4 km` of a distance of a kilometre or more (to 0.1 km), `850 m` under one (to 10 m). */
export function distanceText(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${metres} m`;
}

/** `£3.5` / `£12` / `£1.25`: pounds with no trailing zeros. */
export function refundText(amount: number): string {
  return `£${Number(amount.toFixed(2))}`;
}

/** The ISO 8601 week-numbering year and week of a UTC instant. */
function isoWeek(when: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return {
    year: day.getUTCFullYear(),
    week: Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7),
  };
}

/** `T-25w10-0417`: the ISO year and week raised and a serial. */
function caseId(index: number, when: Date): string {
  const { year, week } = isoWeek(when);
  return `T-${String(year).slice(2)}w${pad(week)}-${String(100 + index).padStart(4, '0')}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One complaint row. */
function complaintRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, rider } = moment;
  const day = when.toISOString().slice(0, 10);
  const city =
    moment.planted === 'battery'
      ? CARDIFF_BAY_BATTERY.city
      : moment.planted === 'fines'
        ? BATH_FINES.city
        : rider.city;
  const vehicle: Vehicle =
    moment.planted === 'battery' ? 'E-scooter Pro' : pickWeighted(random, VEHICLES).vehicle;
  const problem: Problem =
    moment.planted === 'battery'
      ? 'Battery - died mid-ride'
      : moment.planted === 'fines'
        ? 'Overcharged - parking fine'
        : pickWeighted(random, PROBLEMS).problem;
  const source = pickWeighted(random, SOURCES).source;
  const january = day >= JANUARY.from && day <= JANUARY.to ? 2 : 1;
  const resolveHours = Math.round((24 + random() * 24 * 6) * january);
  const resolvedDay = new Date(when.getTime() + resolveHours * HOUR_MS).toISOString().slice(0, 10);
  const escalated = random() < 0.04;
  const open = !escalated && (resolvedDay > lastDay || random() < 0.05);
  const refunded = !escalated && !open && random() < 0.42;
  const state = escalated ? 'Escalated' : open ? 'Open' : refunded ? 'Closed - refunded' : 'Closed';
  const ride = RIDE_PROBLEMS.includes(problem);
  const seconds = ride
    ? Math.max(
        30,
        Math.round((problem === 'Battery - died mid-ride' ? 700 : 900) * (0.1 + random() * 1.8)),
      )
    : 0;
  const metres = ride
    ? (() => {
        const raw = (SPEED[vehicle] * 1000 * seconds) / 3600;
        return raw >= 1000 ? Math.round(raw / 100) * 100 : Math.max(10, Math.round(raw / 10) * 10);
      })()
    : 0;
  const unlock = day >= UNLOCK_RISE ? 1.25 : 1;
  let refund: number | undefined;
  if (refunded) {
    if (problem === 'Locking') refund = unlock;
    else if (problem === 'Overcharged - parking fine') refund = 25;
    else if (problem === 'Pass') refund = random() < 0.5 ? 29.99 : 15;
    else if (ride) refund = round2(unlock + (PER_MINUTE[vehicle] * seconds) / 60);
    else refund = 2;
  }
  const rated = state.startsWith('Closed') && random() < 0.15;
  const rating = Math.max(
    1,
    Math.min(5, Math.round((refunded ? 3.6 : 2.4) + (random() - 0.5) * 3)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    caseId(index, when),
    raisedText(when),
    rider.id,
    rider.pass ? 'PASS' : 'PAYG',
    city,
    vehicle,
    problem,
    source,
    state,
    state.startsWith('Closed') ? resolvedText(resolvedDay) : '',
    ride ? rideTimeText(seconds) : '',
    ride ? distanceText(metres) : '',
    refund === undefined ? '' : refundText(refund),
    rated ? rating.toFixed(1) : '',
    MESSAGES[problem][tone]!.replaceAll('{vehicle}', vehicle.toLowerCase()),
  ];
}

/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [6, 0.05],
  [10, 0.9],
  [16, 0.55],
  [21, 1],
  [24, 0.35],
] as const;

/** How likely a moment is to bring a complaint: commutes, evenings, and summer. */
function busy(when: Date): number {
  const month = when.getUTCMonth();
  const season = month >= 4 && month <= 8 ? 1 : 0.65;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, season);
}

function plantedMoments(
  random: () => number,
  people: readonly Rider[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 7 * 60, span: 840, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, rider) => ({
    when,
    planted,
    rider,
  }));
}

/** The complaints as CSV text, in the order they were raised: the same text on every call. */
export function scooterComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = riders(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, BATTERY_ROWS, CARDIFF_BAY_BATTERY, 'battery'),
    ...plantedMoments(random, people, FINE_ROWS, BATH_FINES, 'fines'),
  ];
  while (moments.length < SCOOTER_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        rider: people[Math.floor(random() * people.length)]!,
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
export const SCOOTER_MAPPING = {
  name: 'Rider complaints (October 2024 – September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Case #',
    at: { column: 'Raised', format: 'ddd MMM D YYYY HH:mm' },
    customerId: 'Rider',
    channel: 'Source',
    product: 'Vehicle',
    category: 'Problem',
    status: 'State',
    body: 'Message',
  },
  custom: {
    city: { column: 'City', type: 'category', label: 'city' },
    resolved: { column: 'Resolved', type: 'date', format: 'YYYY/M/D', label: 'resolved on' },
    ride_minutes: {
      column: 'Ride Time',
      type: 'number',
      unit: 'minutes',
      label: 'ride time (minutes)',
    },
    distance_km: { column: 'Distance', type: 'number', unit: 'km', label: 'distance (km)' },
    refund: { column: 'Refund', type: 'number', label: 'refund (£)' },
    pass: {
      column: 'Pass',
      type: 'boolean',
      label: 'pass holder',
      values: { PASS: 'true', PAYG: 'false' },
    },
    rating: { column: 'Rating', type: 'number', label: 'rating (1-5)' },
  },
  declaration: {
    description:
      "An e-scooter and bike-share app's rider complaints in the UK, 1 October 2024 to 30 September 2025: the rider, whether they hold a monthly pass or pay as they go, the city, the vehicle (e-scooter, e-scooter Pro, e-bike, pedal bike), the problem (battery, a battery that died mid-ride, overcharged, a parking fine, locking, a vehicle fault, parking zones, the account, the monthly pass itself), where it came in, its state (open, escalated, closed, closed with a refund), the day it was resolved (blank while open or escalated), the ride's time in minutes and distance in kilometres (ride problems only), the refund in pounds (blank when none), and an optional rating from 1 to 5.",
    fields: {
      product: { label: 'vehicle', synonyms: ['vehicle', 'vehicle type', 'scooter or bike'] },
      category: {
        label: 'problem',
        synonyms: ['problem', 'issue', 'complaint type', 'reason', 'what about'],
      },
      status: { label: 'state', synonyms: ['state', 'status', 'outcome'] },
      channel: { label: 'source', synonyms: ['source', 'channel', 'how it came in'] },
      customerId: { label: 'rider', synonyms: ['rider', 'rider id', 'user', 'customer'] },
      city: { synonyms: ['city', 'town', 'area', 'market'] },
      resolved: { synonyms: ['resolved', 'resolved on', 'date resolved', 'closed'] },
      ride_minutes: { synonyms: ['ride time', 'ride length', 'ride duration', 'minutes ridden'] },
      distance_km: { synonyms: ['distance', 'km', 'kilometres', 'how far'] },
      refund: { synonyms: ['refund', 'refunds', 'refunded', 'paid back', 'money back'] },
      pass: { synonyms: ['pass holder', 'monthly pass', 'pass', 'subscriber'] },
      rating: { synonyms: ['rating', 'stars', 'score', 'satisfaction'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

function realDay(day: string, what: string, cell: string): string {
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable ${what} "${cell}"`);
  }
  return day;
}

/** `Tue Mar 4 2025 14:20` as its day, hour and instant; anything else is refused. */
export function raisedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) (\d{1,2}) (\d{4}) (\d{2}):(\d{2})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0 || Number(match[5]) > 23) throw new Error(`Unreadable Raised "${cell}"`);
  const day = realDay(`${match[4]}-${pad(month + 1)}-${pad(Number(match[3]))}`, 'Raised', cell);
  if (WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] !== match[1]) {
    throw new Error(`Unreadable Raised "${cell}"`);
  }
  return { day, hour: Number(match[5]), at: `${day}T${match[5]}:${match[6]}:00Z` };
}

/** `2025/3/4` as `2025-03-04`, blank as null; anything else is refused. */
export function resolvedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{4})\/([1-9]\d?)\/([1-9]\d?)$/.exec(cell);
  if (!match) throw new Error(`Unreadable Resolved "${cell}"`);
  return realDay(`${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}`, 'Resolved', cell);
}

/** `12m 34s` as 12.5667 minutes, `45s` as 0.75, blank as null; anything else is refused. */
export function rideMinutes(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(?:(\d+)m )?(\d{1,2})s$/.exec(cell);
  if (!match) throw new Error(`Unreadable Ride Time "${cell}"`);
  return (Number(match[1] ?? 0) * 60 + Number(match[2])) / 60;
}

/** `2.4 km` as 2.4, `850 m` as 0.85, blank as null; anything else is refused. */
export function distanceKm(cell: string): number | null {
  if (cell === '') return null;
  const km = /^(\d+\.\d) km$/.exec(cell);
  if (km) return Number(km[1]);
  const metres = /^(\d+) m$/.exec(cell);
  if (!metres) throw new Error(`Unreadable Distance "${cell}"`);
  return Number(metres[1]) / 1000;
}

/** `£3.5` / `£12` / `£1.25` as a number, blank as null; anything else is refused. */
export function refundAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^£(\d+(?:\.\d{1,2})?)$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund "${cell}"`);
  return Number(match[1]);
}

/** `1.0` … `5.0` as a number, blank as null; anything else is refused. */
export function ratingScore(cell: string): number | null {
  if (cell === '') return null;
  if (!/^[1-5]\.0$/.test(cell)) throw new Error(`Unreadable Rating "${cell}"`);
  return Number(cell);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, rider, pass
 * 0/1, city, vehicle, problem, source, state, resolved (`YYYY-MM-DD`) or NULL, resolve_days
 * (fractional days from the raising time to the resolved day's midnight, as Sightline counts a
 * date-only field) or NULL, ride_minutes or NULL, distance_km or NULL, refund or NULL, rating or
 * NULL, message): the ground the scooter truths are computed on.
 */
export function loadScooterComplaints(csv = scooterComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    rider TEXT NOT NULL, pass INTEGER NOT NULL, city TEXT NOT NULL, vehicle TEXT NOT NULL,
    problem TEXT NOT NULL, source TEXT NOT NULL, state TEXT NOT NULL, resolved TEXT,
    resolve_days REAL, ride_minutes REAL, distance_km REAL, refund REAL, rating REAL,
    message TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = raisedMoment(row.Raised);
      const resolved = resolvedDay(row.Resolved);
      insert.run(
        row['Case #'],
        day,
        hour,
        at,
        row.Rider,
        row.Pass === 'PASS' ? 1 : 0,
        row.City,
        row.Vehicle,
        row.Problem,
        row.Source,
        row.State,
        resolved,
        resolved === null ? null : (Date.parse(`${resolved}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        rideMinutes(row['Ride Time']),
        distanceKm(row.Distance),
        refundAmount(row.Refund),
        ratingScore(row.Rating),
        row.Message,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importScooter(): Promise<ImportedData | string> {
  return importCsv({
    name: 'scooter',
    csv: { text: scooterComplaintsCsv() },
    mapping: SCOOTER_MAPPING,
    rows: SCOOTER_ROWS,
    noun: 'complaints',
  });
}
