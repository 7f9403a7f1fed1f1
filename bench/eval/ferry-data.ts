// A generated data set for the fifteenth round's second practice set (practice15b): an island
// ferry operator's passenger feedback. Another shape again: the time feedback was received written
// as Unix epoch seconds ("1763906700"), the reply written day first with a short month name, a
// four-digit year and a French-style clock ("23-Nov-2025 14h05"; blank while the feedback waits for
// a reply or was closed without one), a delay written as a compound duration in hours and minutes
// ("1h 35m", "40m"; blank unless the feedback is about a delay), headers unlike earlier ones
// ("Ref", "Received (epoch)", "Route", "Vessel", "Ticket", "Topic", "Source", "State", "Replied",
// "Delay", "Refund", "Islander", "Rating", "Booking"), the record noun "feedback", ids with
// colons ("FB:25:04127"), refunds written with a euro sign ("€12.50", blank when none was paid),
// a yes/no field written "Resident" / "Visitor", a mostly blank 1-5 rating in half points
// ("3.5"), look-alike values (routes "Ardmouth - Inchmore" / "Ardmouth - Inchbeg" and "Kirkport -
// Skerra" / "Kirkport - Skerra (fast craft)", vessels "MV Skerra" / "MV Skerra Star", states
// "Replied" / "Replied - refund"), a value shared by two fields ("Cabin" is a ticket and a topic),
// and a topic called "Vessel" beside a field called "Vessel". Generated deterministically here,
// written as a CSV and imported through Sightline's own importer; its truths are plain SQL over the
// CSV loaded on its own.
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

const SEED = 20251502;
export const FERRY_ROWS = 2860;
const FIRST_DAY = Date.UTC(2025, 0, 1);
const DAYS = 365; // 1 January – 31 December 2025
const PASSENGERS = 2100;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) MV Skerra Star's engine fault from 10 to 21 March 2025 brings a burst of
 * cancellation feedback on the Kirkport - Skerra route; (2) catering feedback on HSC Kestrel jumps in
 * July 2025; (3) delays of an hour or more are refunded €15 only from 1 May 2025 (none before);
 * (4) feedback received in October 2025 waits about three times as long for a reply.
 */
export const ENGINE_FAULT = {
  vessel: 'MV Skerra Star',
  from: '2025-03-10',
  to: '2025-03-21',
} as const;
const FAULT_ROWS = 100;
export const KESTREL_CATERING = {
  vessel: 'HSC Kestrel',
  from: '2025-07-01',
  to: '2025-07-31',
} as const;
const CATERING_ROWS = 80;
export const DELAY_REFUNDS_FROM = '2025-05-01';
export const OCTOBER = { from: '2025-10-01', to: '2025-10-31' } as const;

const ROUTES = [
  { route: 'Kirkport - Skerra', vessels: ['MV Skerra', 'MV Skerra Star'], weight: 6, fare: 38 },
  { route: 'Kirkport - Skerra (fast craft)', vessels: ['HSC Kestrel'], weight: 3, fare: 52 },
  { route: 'Ardmouth - Inchmore', vessels: ['MV Loch Dubh'], weight: 4, fare: 24 },
  { route: 'Ardmouth - Inchbeg', vessels: ['MV Loch Dubh', 'MV Torran'], weight: 3, fare: 18 },
  { route: 'Balla - Torran', vessels: ['MV Torran'], weight: 3, fare: 30 },
] as const;
type Route = (typeof ROUTES)[number];

const TICKETS = [
  { ticket: 'Foot passenger', weight: 8, factor: 1 },
  { ticket: 'Car', weight: 6, factor: 3 },
  { ticket: 'Car + caravan', weight: 1, factor: 5 },
  { ticket: 'Cabin', weight: 2, factor: 4 },
  { ticket: 'Commercial', weight: 1, factor: 6 },
] as const;

type Topic =
  | 'Delay'
  | 'Cancellation'
  | 'Booking'
  | 'Catering'
  | 'Cabin'
  | 'Staff'
  | 'Accessibility'
  | 'Vessel';
const TOPICS: readonly { topic: Topic; weight: number }[] = [
  { topic: 'Delay', weight: 8 },
  { topic: 'Cancellation', weight: 4 },
  { topic: 'Booking', weight: 5 },
  { topic: 'Catering', weight: 4 },
  { topic: 'Cabin', weight: 2 },
  { topic: 'Staff', weight: 3 },
  { topic: 'Accessibility', weight: 2 },
  { topic: 'Vessel', weight: 3 },
];

const SOURCES = [
  { source: 'Web form', weight: 8 },
  { source: 'Email', weight: 4 },
  { source: 'On board', weight: 3 },
  { source: 'Port office', weight: 2 },
  { source: 'Social media', weight: 3 },
] as const;

const NOTES: Record<Topic, readonly [string, string, string]> = {
  Delay: [
    'Sat in the queue at {port} for ages with no updates, appalling.',
    'The sailing from {port} left late.',
    'Bit of a wait at {port} today, any idea why?',
  ],
  Cancellation: [
    'Sailing cancelled with no warning, stranded at {port}, disgraceful.',
    'Our sailing from {port} was cancelled.',
    'Saw the sailing was cancelled, how do I rebook?',
  ],
  Booking: [
    'The booking site crashed three times, useless.',
    'Could not change the booking online.',
    'Is it possible to move my booking to another day?',
  ],
  Catering: [
    'Cafe on board ran out of everything, shocking.',
    'Limited food available on the crossing.',
    'Would be nice to have more veggie options on board.',
  ],
  Cabin: [
    'Cabin was filthy and the shower did not work, awful.',
    'Cabin not ready when we boarded.',
    'Cabin was a bit small for four of us.',
  ],
  Staff: [
    'Crew member at {port} was incredibly rude.',
    'Staff at {port} could not answer questions.',
    'Thanks to the crew, though boarding was slow.',
  ],
  Accessibility: [
    'No help with the wheelchair at {port}, unacceptable.',
    'The lift on board was out of order.',
    'Could the ramp at {port} be made less steep?',
  ],
  Vessel: [
    'The boat is falling apart, rust everywhere, a disgrace.',
    'Seats on the vessel were broken.',
    'The vessel looked tired, is a refit planned?',
  ],
};

const HEADER = [
  'Ref',
  'Received (epoch)',
  'Route',
  'Vessel',
  'Ticket',
  'Topic',
  'Source',
  'State',
  'Replied',
  'Delay',
  'Refund',
  'Islander',
  'Rating',
  'Booking',
  'Comment',
] as const;

interface Passenger {
  readonly id: string;
  readonly route: Route;
  readonly islander: boolean;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function passengers(random: () => number): Passenger[] {
  return Array.from({ length: PASSENGERS }, () => {
    const route = pickWeighted(random, ROUTES);
    let id = 'BK';
    for (let index = 0; index < 6; index += 1) id += BASE36[Math.floor(random() * 36)];
    return { id, route, islander: random() < 0.3 };
  });
}

type Planted = 'fault' | 'catering' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly passenger: Passenger;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `23-Nov-2025 14h05` of a UTC instant. */
export function repliedText(when: Date): string {
  return (
    `${when.getUTCDate()}-${MONTH_NAMES[when.getUTCMonth()]}-${when.getUTCFullYear()} ` +
    `${pad(when.getUTCHours())}h${pad(when.getUTCMinutes())}`
  );
}

/** `1h 35m` or `40m` of whole minutes. */
export function delayText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

/** `FB:25:04127`: the year the feedback came in and a five-digit serial. */
function feedbackRef(index: number, when: Date): string {
  return `FB:${String(when.getUTCFullYear()).slice(2)}:${String(1_000 + index * 17).padStart(5, '0')}`;
}

/** One feedback row. */
function feedbackRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, passenger } = moment;
  const day = when.toISOString().slice(0, 10);
  const route =
    moment.planted === 'fault'
      ? ROUTES[0]
      : moment.planted === 'catering'
        ? ROUTES[1]
        : passenger.route;
  const vessel =
    moment.planted === 'fault'
      ? ENGINE_FAULT.vessel
      : route.vessels[Math.floor(random() * route.vessels.length)]!;
  const topic: Topic =
    moment.planted === 'fault'
      ? 'Cancellation'
      : moment.planted === 'catering'
        ? 'Catering'
        : pickWeighted(random, TOPICS).topic;
  const ticket = pickWeighted(random, TICKETS);
  const source = pickWeighted(random, SOURCES).source;
  const delay =
    topic === 'Delay' ? Math.max(10, Math.round(15 + random() * random() * 200)) : undefined;
  const october = day >= OCTOBER.from && day <= OCTOBER.to ? 3 : 1;
  const replyHours = Math.max(1, Math.round((6 + random() * 90) * october));
  const repliedMs = when.getTime() + replyHours * HOUR_MS;
  const noReply = topic !== 'Cancellation' && random() < 0.08;
  const waiting = !noReply && (repliedMs >= Date.parse(`${lastDay}T23:59:00Z`) || random() < 0.02);
  const fare = route.fare * ticket.factor;
  const refund =
    waiting || noReply
      ? undefined
      : topic === 'Cancellation'
        ? random() < 0.85
          ? fare
          : undefined
        : topic === 'Delay' && delay! >= 60 && day >= DELAY_REFUNDS_FROM
          ? 15
          : topic === 'Cabin' && random() < 0.4
            ? Math.round(fare * 0.5 * 100) / 100 + 0.5
            : undefined;
  const state = noReply
    ? 'Closed - no reply'
    : waiting
      ? 'New'
      : refund !== undefined
        ? 'Replied - refund'
        : 'Replied';
  const rated = state !== 'New' && random() < 0.14;
  const rating =
    Math.round(
      2 *
        Math.min(
          5,
          Math.max(1, (state === 'Replied - refund' ? 3.6 : 2.6) + (random() - 0.5) * 3.5),
        ),
    ) / 2;
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  const port = route.route.split(' - ')[0]!;
  return [
    feedbackRef(index, when),
    String(Math.floor(when.getTime() / 1000)),
    route.route,
    vessel,
    ticket.ticket,
    topic,
    source,
    state,
    state === 'Replied' || state === 'Replied - refund' ? repliedText(new Date(repliedMs)) : '',
    delay === undefined ? '' : delayText(delay),
    refund === undefined ? '' : `€${refund.toFixed(2)}`,
    passenger.islander ? 'Resident' : 'Visitor',
    rated ? String(rating) : '',
    passenger.id,
    NOTES[topic][tone]!.replaceAll('{port}', port),
  ];
}

/** How likely a moment is to bring feedback: mostly daytime, more in summer. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [6, 0.05],
  [21, 1],
  [24, 0.35],
] as const;

function busy(when: Date): number {
  const month = when.getUTCMonth();
  const season = month >= 5 && month <= 7 ? 1 : month >= 3 && month <= 8 ? 0.8 : 0.55;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, season);
}

function plantedMoments(
  random: () => number,
  people: readonly Passenger[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 7 * 60, span: 720, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, passenger) => ({
    when,
    planted,
    passenger,
  }));
}

/** The feedback as CSV text, in the order it came in: the same text on every call. */
export function ferryFeedbackCsv(): string {
  const random = seededDraws(SEED);
  const people = passengers(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, FAULT_ROWS, ENGINE_FAULT, 'fault'),
    ...plantedMoments(random, people, CATERING_ROWS, KESTREL_CATERING, 'catering'),
  ];
  while (moments.length < FERRY_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        passenger: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(feedbackRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the feedback is imported: what an analyst would write after `npm run import -- --inspect`. */
export const FERRY_MAPPING = {
  name: 'Ferry passenger feedback (January – December 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Ref',
    at: { column: 'Received (epoch)', format: 'X' },
    customerId: 'Booking',
    channel: 'Source',
    product: 'Ticket',
    category: 'Topic',
    status: 'State',
    body: 'Comment',
  },
  custom: {
    route: { column: 'Route', type: 'category', label: 'route' },
    vessel: { column: 'Vessel', type: 'category', label: 'vessel' },
    replied: {
      column: 'Replied',
      type: 'date',
      format: 'D-MMM-YYYY H[h]mm',
      label: 'replied',
    },
    delay_min: { column: 'Delay', type: 'number', unit: 'minutes', label: 'delay (minutes)' },
    refund: { column: 'Refund', type: 'number', label: 'refund (€)' },
    islander: {
      column: 'Islander',
      type: 'boolean',
      label: 'islander',
      values: { Resident: 'true', Visitor: 'false' },
    },
    rating: { column: 'Rating', type: 'number', label: 'rating (1–5)' },
  },
  declaration: {
    description:
      "An island ferry operator's passenger feedback, 1 January to 31 December 2025: the booking, the route and vessel, the ticket (foot passenger, car, car and caravan, cabin, commercial), the topic (a delay, a cancellation, booking, catering, the cabin, staff, accessibility, the vessel itself), where the feedback came from, its state (new and waiting for a reply, replied, replied with a refund, closed without a reply), when it was replied to, the delay in minutes (only for delays), any refund in euros, whether the passenger is an island resident, and an optional 1–5 rating in half points.",
    fields: {
      product: { label: 'ticket', synonyms: ['ticket', 'ticket type', 'fare type'] },
      category: { label: 'topic', synonyms: ['topic', 'about', 'subject', 'feedback type'] },
      status: { label: 'state', synonyms: ['state', 'status'] },
      channel: { label: 'source', synonyms: ['source', 'channel', 'came in via'] },
      customerId: { label: 'booking', synonyms: ['booking', 'booking ref', 'passenger'] },
      route: { synonyms: ['route', 'crossing'] },
      vessel: { synonyms: ['vessel', 'ship', 'boat', 'ferry'] },
      replied: { synonyms: ['replied', 'reply', 'response', 'answered'] },
      delay_min: { synonyms: ['delay', 'minutes late', 'late by'] },
      refund: { synonyms: ['refund', 'refunded', 'paid back', '€', 'euros'] },
      islander: { synonyms: ['islander', 'island resident', 'resident'] },
      rating: { synonyms: ['rating', 'score', 'stars'] },
    },
  },
} as const;

type FeedbackRow = Record<(typeof HEADER)[number], string>;

/** Epoch seconds as the day, hour and instant; anything else is refused. */
export function receivedMoment(cell: string): { day: string; hour: number; at: string } {
  if (!/^\d{10}$/.test(cell)) throw new Error(`Unreadable Received "${cell}"`);
  const at = new Date(Number(cell) * 1000).toISOString().replace('.000Z', 'Z');
  return { day: at.slice(0, 10), hour: Number(at.slice(11, 13)), at };
}

/** `23-Nov-2025 14h05` as `2025-11-23T14:05:00Z`, blank as null; anything else is refused. */
export function repliedAt(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{1,2})-([A-Z][a-z]{2})-(\d{4}) (\d{2})h(\d{2})$/.exec(cell);
  const month = match ? MONTH_NAMES.indexOf(match[2] as (typeof MONTH_NAMES)[number]) : -1;
  if (!match || month < 0 || Number(match[4]) > 23) throw new Error(`Unreadable Replied "${cell}"`);
  const day = `${match[3]}-${pad(month + 1)}-${pad(Number(match[1]))}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Replied "${cell}"`);
  }
  return `${day}T${match[4]}:${match[5]}:00Z`;
}

/** `1h 35m` / `40m` as minutes, blank as null; anything else is refused. */
export function delayMinutes(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(?:(\d+)h )?(\d+)m$/.exec(cell);
  if (!match) throw new Error(`Unreadable Delay "${cell}"`);
  return Number(match[1] ?? 0) * 60 + Number(match[2]);
}

/** `€12.50` as 12.5, blank as null; anything else is refused. */
export function euroAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^€(\d+\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `feedback` (ref, day, hour, at, route, vessel,
 * ticket, topic, source, state, replied or NULL, reply_days (fractional) or NULL, delay (minutes)
 * or NULL, refund or NULL, islander 0/1, rating or NULL, booking, comment): the ground the ferry
 * truths are computed on.
 */
export function loadFerryFeedback(csv = ferryFeedbackCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as FeedbackRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE feedback (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    route TEXT NOT NULL, vessel TEXT NOT NULL, ticket TEXT NOT NULL, topic TEXT NOT NULL,
    source TEXT NOT NULL, state TEXT NOT NULL, replied TEXT, reply_days REAL, delay REAL,
    refund REAL, islander INTEGER NOT NULL, rating REAL, booking TEXT NOT NULL,
    comment TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO feedback VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = receivedMoment(row['Received (epoch)']);
      const replied = repliedAt(row.Replied);
      insert.run(
        row.Ref,
        day,
        hour,
        at,
        row.Route,
        row.Vessel,
        row.Ticket,
        row.Topic,
        row.Source,
        row.State,
        replied,
        replied === null ? null : (Date.parse(replied) - Date.parse(at)) / DAY_MS,
        delayMinutes(row.Delay),
        euroAmount(row.Refund),
        row.Islander === 'Resident' ? 1 : 0,
        row.Rating === '' ? null : Number(row.Rating),
        row.Booking,
        row.Comment,
      );
    }
  })();
  return db;
}

/** The feedback written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importFerry(): Promise<ImportedData | string> {
  return importCsv({
    name: 'ferry',
    csv: { text: ferryFeedbackCsv() },
    mapping: FERRY_MAPPING,
    rows: FERRY_ROWS,
    noun: 'feedback',
  });
}
