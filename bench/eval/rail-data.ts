// A seventh data set, for the sixth held-out round: a regional rail operator's passenger feedback.
// Another domain and shape again: year-first times with slashes and no seconds
// ("2025/11/14 07:42"), routes and origin stations of several words, ticket types, handling-team
// codes and train headcodes, a fare and a compensation paid in euros, minutes of delay (only for
// delays and cancellations), a journey distance in km, a party size, days to close (blank while
// open), a mostly blank 0–10 satisfaction score, and two yes/no fields written Yes/No and -1/0
// (the way a desktop database exports its check boxes). Generated deterministically here, written
// as a CSV and imported through Sightline's own importer; its truths are plain SQL over the CSV
// loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20260317;
export const FEEDBACK_ROWS = 4200;
const FIRST_DAY = Date.UTC(2025, 4, 1);
const DAYS = 321; // 1 May 2025 – 17 March 2026
const PASSENGERS = 2400;

/**
 * Planted facts: (1) a signal failure at Oakham Junction on 14 November 2025 brings a burst of
 * Valley Main Line delay and cancellation feedback that day with long delays; (2) the Airport
 * Express timetable change of 1 September 2025 crowds its trains, and overcrowding feedback about it
 * jumps in September and October; (3) from 1 January 2026 compensation is paid from 15 minutes of
 * delay instead of 30, so more delay feedback is compensated; (4) team CXB has a backlog in August
 * 2025 and takes about three times as long to close feedback; (5) first-class passengers are more
 * satisfied.
 */
export const SIGNAL_DAY = '2025-11-14';
const SIGNAL_ROWS = 110;
const CROWDING = { route: 'Airport Express', from: '2025-09-01', to: '2025-10-31' } as const;
const THRESHOLD_FROM = '2026-01-01';
const BACKLOG = { team: 'CXB', month: '2025-08' } as const;

const ROUTES = [
  {
    route: 'Valley Main Line',
    weight: 6,
    km: 38,
    stations: ['Central Terminus', 'Millbridge', 'Oakham Junction', 'Stenford Parkway'],
  },
  {
    route: 'Coastway Line',
    weight: 5,
    km: 31,
    stations: ['Harbour Street', 'Sandmouth', 'Gullcliff', 'Port Averly'],
  },
  {
    route: 'Riverside Metro',
    weight: 5,
    km: 9,
    stations: ['Quayside', 'Weir Street', 'Lockside', 'Tannery Lane'],
  },
  {
    route: 'Airport Express',
    weight: 4,
    km: 22,
    stations: ['Airport Terminal 1', 'Airport Terminal 2', 'Docklands', 'Grand Canal Quay'],
  },
  {
    route: 'Northern Loop',
    weight: 3,
    km: 27,
    stations: ['Ashby Road', 'Kilnfield', 'Northgate', 'Bramley Heath'],
  },
  { route: 'Cathedral Branch', weight: 2, km: 16, stations: ['Minster Gate', 'Abbeyfield'] },
] as const;
type Route = (typeof ROUTES)[number];

const TICKETS = [
  { ticket: 'Single', weight: 5, fare: 6.5 },
  { ticket: 'Anytime Return', weight: 4, fare: 14 },
  { ticket: 'Off-Peak Return', weight: 4, fare: 9.5 },
  { ticket: 'Season Ticket', weight: 3, fare: 11 },
  { ticket: 'Advance Single', weight: 2, fare: 5 },
  { ticket: 'Flexi Pass', weight: 1, fare: 8 },
] as const;

type Kind =
  | 'delay'
  | 'cancellation'
  | 'overcrowding'
  | 'cleanliness'
  | 'staff conduct'
  | 'ticket machine fault'
  | 'accessibility assistance'
  | 'wifi and power'
  | 'refund request'
  | 'compliment';

const KINDS: readonly { kind: Kind; weight: number }[] = [
  { kind: 'delay', weight: 9 },
  { kind: 'cancellation', weight: 4 },
  { kind: 'overcrowding', weight: 4 },
  { kind: 'cleanliness', weight: 3 },
  { kind: 'staff conduct', weight: 2 },
  { kind: 'ticket machine fault', weight: 2 },
  { kind: 'accessibility assistance', weight: 1 },
  { kind: 'wifi and power', weight: 2 },
  { kind: 'refund request', weight: 3 },
  { kind: 'compliment', weight: 2 },
];

const CHANNELS = [
  { channel: 'web form', weight: 6 },
  { channel: 'mobile app', weight: 4 },
  { channel: 'email', weight: 3 },
  { channel: 'phone', weight: 2 },
  { channel: 'social media', weight: 2 },
  { channel: 'station desk', weight: 1 },
] as const;

/** Handling teams by code: DRU (delay repay), ACC (accessibility), CXA and CXB (general). */
const TEAM_SPEED: Record<string, number> = { DRU: 1, ACC: 0.7, CXA: 0.9, CXB: 1.1 };

/** Comments by kind: a cross, a plain and a mild one. */
const COMMENTS: Record<Kind, readonly [string, string, string]> = {
  delay: [
    'Stuck outside {station} for ages with no announcement. Late for work again, pathetic.',
    'The train from {station} ran late and I missed my connection.',
    'Train from {station} was a bit behind schedule, no big deal.',
  ],
  cancellation: [
    'My train from {station} was cancelled with no warning and the next one was packed. Useless.',
    'The service from {station} was cancelled and I had to wait for the next one.',
    'One cancellation at {station} this morning, staff were helpful about alternatives.',
  ],
  overcrowding: [
    'Crammed in like sardines leaving {station}, people fainting. Dangerous.',
    'Could not get a seat from {station}, the train was full standing.',
    'Busy train from {station} today, more carriages at peak would help.',
  ],
  cleanliness: [
    'Toilets on the train from {station} were filthy and out of order. Disgusting.',
    'Litter all over the seats on the service from {station}.',
    'Carriage from {station} could have been cleaner, otherwise fine.',
  ],
  'staff conduct': [
    'The guard boarding at {station} was rude and shouted at my kids. Unacceptable.',
    'Ticket inspector near {station} was dismissive when I asked for help.',
    'Staff at {station} seemed rushed, but they got me sorted.',
  ],
  'ticket machine fault': [
    'Both machines at {station} broken again and I got a penalty fare. Outrageous.',
    'The ticket machine at {station} would not take my card.',
    'Machine at {station} was slow to print my ticket.',
  ],
  'accessibility assistance': [
    'Booked assistance at {station} and nobody turned up with the ramp. Shameful.',
    'Assistance at {station} arrived late so I nearly missed the train.',
    'Ramp at {station} took a while but the staff were kind.',
  ],
  'wifi and power': [
    'No wifi and no working sockets all the way from {station}, useless for working.',
    'The wifi on the train from {station} kept dropping.',
    'Power sockets on the {station} train were patchy.',
  ],
  'refund request': [
    'Still no refund for my ticket from {station} after a month. Daylight robbery.',
    'I would like a refund for an unused ticket from {station}.',
    'Requesting a refund for a ticket from {station} I could not use, thanks.',
  ],
  compliment: [
    'Huge thanks to the staff at {station}, they went above and beyond today.',
    'The conductor on the train from {station} was very helpful.',
    'Nice clean train from {station} this morning, thank you.',
  ],
};

const HEADER = [
  'feedback_no',
  'received',
  'passenger_ref',
  'route',
  'origin_station',
  'service_code',
  'ticket_type',
  'channel',
  'feedback_type',
  'team',
  'outcome',
  'delay_min',
  'fare_eur',
  'compensation_eur',
  'distance_km',
  'party_size',
  'days_to_close',
  'satisfaction',
  'first_class',
  'assistance_booked',
  'comment',
] as const;

interface Passenger {
  readonly id: string;
  readonly route: Route;
  readonly ticket: (typeof TICKETS)[number];
  readonly first: boolean;
  readonly assisted: boolean;
}

function passengers(random: () => number): Passenger[] {
  return Array.from({ length: PASSENGERS }, (_, index) => ({
    id: `PX-${String(30_011 + index * 13)}`,
    route: pickWeighted(random, ROUTES),
    ticket: pickWeighted(random, TICKETS),
    first: random() < 0.12,
    assisted: random() < 0.06,
  }));
}

/** `YYYY/MM/DD HH:mm` of an instant's UTC wall time. */
function slashTime(when: Date): string {
  const iso = when.toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

interface Moment {
  readonly when: Date;
  readonly signal: boolean;
  readonly passenger: Passenger;
}

function kindOf(random: () => number, moment: Moment, day: string): Kind {
  if (moment.signal) return random() < 0.7 ? 'delay' : 'cancellation';
  if (moment.passenger.assisted && random() < 0.3) return 'accessibility assistance';
  const crowded =
    moment.passenger.route.route === CROWDING.route && day >= CROWDING.from && day <= CROWDING.to;
  if (crowded && random() < 0.45) return 'overcrowding';
  return pickWeighted(random, KINDS).kind;
}

function teamOf(random: () => number, kind: Kind): string {
  if (kind === 'delay' || kind === 'cancellation' || kind === 'refund request') {
    return random() < 0.85 ? 'DRU' : 'CXA';
  }
  if (kind === 'accessibility assistance') return 'ACC';
  return random() < 0.5 ? 'CXA' : 'CXB';
}

/** One feedback row. */
function feedbackRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, signal, passenger } = moment;
  const day = when.toISOString().slice(0, 10);
  const route = signal ? ROUTES[0] : passenger.route;
  const station = signal
    ? 'Oakham Junction'
    : route.stations[Math.floor(random() * route.stations.length)]!;
  const kind = kindOf(random, moment, day);
  const team = teamOf(random, kind);
  const delayed = kind === 'delay' || kind === 'cancellation';
  const delay = !delayed
    ? null
    : signal
      ? 80 + Math.floor(random() * 120)
      : 5 + Math.floor(random() * random() * 70) + (kind === 'cancellation' ? 15 : 0);
  const party = 1 + Math.floor(random() * random() * 6);
  const fare =
    Math.round(passenger.ticket.fare * (route.km / 25) * (passenger.first ? 1.6 : 1) * 20) / 20;
  const distance = Math.round(route.km * (0.35 + random() * 0.65) * 10) / 10;
  const age = (Date.parse(`${lastDay}T23:59:59Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const open = (age < 10 && roll < 0.6) || roll < 0.02;
  const threshold = day >= THRESHOLD_FROM ? 15 : 30;
  let outcome: string;
  let compensation = 0;
  if (open) outcome = random() < 0.5 ? 'Under investigation' : 'Awaiting passenger';
  else if (kind === 'compliment') outcome = 'Closed - no action needed';
  else if (delay !== null) {
    if (delay >= threshold) {
      outcome = 'Closed - upheld';
      compensation = fare * (delay >= 60 ? 1 : delay >= 30 ? 0.5 : 0.25) * party;
    } else outcome = 'Closed - not upheld';
  } else if (kind === 'refund request') {
    const upheld = random() < 0.7;
    outcome = upheld ? 'Closed - upheld' : 'Closed - not upheld';
    if (upheld) compensation = fare * party;
  } else outcome = random() < 0.45 ? 'Closed - upheld' : 'Closed - not upheld';
  const backlog = team === BACKLOG.team && day.startsWith(BACKLOG.month) ? 3 : 1;
  const days = Math.round((1 + random() * 12) * TEAM_SPEED[team]! * backlog * 10) / 10;
  const surveyed = !open && random() < 0.4;
  const satisfaction = Math.round(
    Math.min(
      10,
      Math.max(
        0,
        (kind === 'compliment' ? 9 : outcome === 'Closed - upheld' ? 6.5 : 3.5) +
          (passenger.first ? 1.5 : 0) +
          (random() - 0.5) * 4 -
          days / 10,
      ),
    ),
  );
  const tone =
    kind === 'compliment' ? (random() < 0.5 ? 0 : 1) : random() < 0.4 ? 0 : random() < 0.6 ? 1 : 2;
  const headcode = `${1 + Math.floor(random() * 2)}${'ABCDEH'[ROUTES.indexOf(route)]}${String(
    10 + Math.floor(random() * 89),
  )}`;
  return [
    `PF-${250_001 + index}`,
    slashTime(when),
    passenger.id,
    route.route,
    station,
    headcode,
    passenger.ticket.ticket,
    pickWeighted(random, CHANNELS).channel,
    kind,
    team,
    outcome,
    delay ?? '',
    fare.toFixed(2),
    (Math.round(compensation * 100) / 100).toFixed(2),
    distance.toFixed(1),
    party,
    open ? '' : days.toFixed(1),
    surveyed ? satisfaction : '',
    passenger.first ? 'Yes' : 'No',
    passenger.assisted ? -1 : 0,
    COMMENTS[kind][tone].replaceAll('{station}', station),
  ];
}

/** How busy a moment is: morning and evening peaks, quieter weekends, none at night. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  if (hour < 6 || hour > 22) return 0;
  const peak = (hour >= 7 && hour < 10) || (hour >= 16 && hour < 19) ? 1 : 0.35;
  return peak * (weekday === 0 || weekday === 6 ? 0.5 : 1);
}

/** The feedback as CSV text, in the order it was received: the same text on every call. */
export function railFeedbackCsv(): string {
  const random = seededDraws(SEED);
  const people = passengers(random);
  const valley = people.filter((person) => person.route === ROUTES[0]);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [];
  for (let index = 0; index < SIGNAL_ROWS; index++) {
    // 14 November from 07:00 to 21:00.
    const seconds = 7 * 3600 + Math.floor(random() * 14 * 3600);
    moments.push({
      when: new Date(Date.parse(`${SIGNAL_DAY}T00:00:00Z`) + seconds * 1000),
      signal: true,
      passenger: valley[Math.floor(random() * valley.length)]!,
    });
  }
  while (moments.length < FEEDBACK_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        signal: false,
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
export const RAIL_MAPPING = {
  name: 'Rail passenger feedback (May 2025 – March 2026)',
  timezone: 'UTC',
  fields: {
    id: 'feedback_no',
    at: { column: 'received', format: 'YYYY/MM/DD HH:mm' },
    customerId: 'passenger_ref',
    channel: 'channel',
    product: 'ticket_type',
    category: 'feedback_type',
    status: 'outcome',
    body: 'comment',
  },
  custom: {
    route: { column: 'route', type: 'category', label: 'route' },
    origin_station: { column: 'origin_station', type: 'category', label: 'origin station' },
    service_code: { column: 'service_code', type: 'text', label: 'service headcode' },
    team: { column: 'team', type: 'category', label: 'handling team' },
    delay_min: { column: 'delay_min', type: 'number', label: 'delay (minutes)' },
    fare_eur: { column: 'fare_eur', type: 'number', label: 'fare (EUR)' },
    compensation_eur: { column: 'compensation_eur', type: 'number', label: 'compensation (EUR)' },
    distance_km: { column: 'distance_km', type: 'number', label: 'journey distance (km)' },
    party_size: { column: 'party_size', type: 'number', label: 'party size' },
    days_to_close: { column: 'days_to_close', type: 'number', label: 'days to close' },
    satisfaction: { column: 'satisfaction', type: 'number', label: 'satisfaction (0–10)' },
    first_class: {
      column: 'first_class',
      type: 'boolean',
      label: 'first class',
      values: { Yes: 'true', No: 'false' },
    },
    assistance_booked: {
      column: 'assistance_booked',
      type: 'boolean',
      label: 'assistance booked',
      values: { '-1': 'true', '0': 'false' },
    },
  },
  declaration: {
    description:
      'Passenger feedback to a regional rail operator, 1 May 2025 to 17 March 2026: the passenger, the route and the station the journey started from, the train headcode, the ticket type, the channel, the feedback type, the handling team (DRU delay repay, ACC accessibility, CXA and CXB customer relations) and the outcome, minutes of delay (delays and cancellations only), the fare and the compensation paid in euros, the journey distance in km, how many travelled together, days to close (not while open), an optional 0–10 satisfaction score, and whether the passenger travelled first class or had booked assistance.',
    fields: {
      product: { label: 'ticket type', synonyms: ['ticket type', 'ticket', 'fare type'] },
      category: { label: 'feedback type', synonyms: ['feedback type', 'issue', 'reason'] },
      status: { label: 'outcome', synonyms: ['outcome', 'resolution'] },
      customerId: { label: 'passenger', synonyms: ['passenger', 'traveller', 'customer'] },
      route: { synonyms: ['line', 'route'] },
      origin_station: { synonyms: ['station', 'origin'] },
      compensation_eur: { synonyms: ['compensation', 'delay repay', 'payout'] },
      satisfaction: { synonyms: ['satisfaction', 'score', 'satisfaction score'] },
      days_to_close: { synonyms: ['time to close', 'closure time', 'turnaround'] },
    },
  },
} as const;

type FeedbackRow = Record<(typeof HEADER)[number], string>;

/** `YYYY/MM/DD HH:mm` as its day and hour; anything else is refused. */
export function feedbackMoment(received: string): { day: string; hour: number } {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):\d{2}$/.exec(received);
  if (!match) throw new Error(`Unreadable received "${received}"`);
  return { day: `${match[1]}-${match[2]}-${match[3]}`, hour: Number(match[4]) };
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `feedback` (ref, day, hour, passenger, route,
 * station, headcode, ticket, channel, kind, team, outcome, delay or NULL, fare, compensation,
 * distance, party, days or NULL, satisfaction or NULL, first_class 0/1, assisted 0/1, comment):
 * the ground the rail truths are computed on.
 */
export function loadFeedback(csv = railFeedbackCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as FeedbackRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE feedback (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, passenger TEXT NOT NULL,
    route TEXT NOT NULL, station TEXT NOT NULL, headcode TEXT NOT NULL, ticket TEXT NOT NULL,
    channel TEXT NOT NULL, kind TEXT NOT NULL, team TEXT NOT NULL, outcome TEXT NOT NULL,
    delay REAL, fare REAL NOT NULL, compensation REAL NOT NULL, distance REAL NOT NULL,
    party INTEGER NOT NULL, days REAL, satisfaction INTEGER, first_class INTEGER NOT NULL,
    assisted INTEGER NOT NULL, comment TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO feedback VALUES (${Array(22).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour } = feedbackMoment(row.received);
      insert.run(
        row.feedback_no,
        day,
        hour,
        row.passenger_ref,
        row.route,
        row.origin_station,
        row.service_code,
        row.ticket_type,
        row.channel,
        row.feedback_type,
        row.team,
        row.outcome,
        numberOrNull(row.delay_min),
        Number(row.fare_eur),
        Number(row.compensation_eur),
        Number(row.distance_km),
        Number(row.party_size),
        numberOrNull(row.days_to_close),
        numberOrNull(row.satisfaction),
        row.first_class === 'Yes' ? 1 : 0,
        row.assistance_booked === '-1' ? 1 : 0,
        row.comment,
      );
    }
  })();
  return db;
}

/** The feedback written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importRail(): Promise<ImportedData | string> {
  return importCsv({
    name: 'rail',
    csv: { text: railFeedbackCsv() },
    mapping: RAIL_MAPPING,
    rows: FEEDBACK_ROWS,
    noun: 'feedback records',
  });
}
