// A fifteenth generated data set, for the thirteenth held-out round: a Canadian cinema chain's guest
// feedback (comments left after a visit, logged by the guest-services team). Another domain and
// shape again: times written day-first with a short month name and a two-digit year
// ("23-Nov-25 14:05"), a second, date-only field written US style with the month's short name and
// a comma ("Nov 27, 2025"; blank while the feedback is open), so a time to close in days can be
// asked; header names unlike earlier ones ("Feedback #", "Submitted", "Guest ID", "Prov",
// "Screen", "Topic", "Source", "Refund", "Ticket Price (CAD)", "Queue", "Stars Club",
// "Score /5", "Comments"), the record noun "feedback", ids that carry the year and month of the
// visit ("AUR-2507-0413"), refunds written with a currency code before the amount ("CAD 14.25"),
// queue times written with their unit ("12 min"), a yes/no field written as 1/0, a mostly blank
// 1-5 score, cinemas that share words ("Harbour Front" / "Harbour Centre", "King Street" /
// "Kingsway"), look-alike screens ("IMAX" / "IMAX 3D" / "3D") and topics ("Sound" / "Sound - too
// loud", "Concessions" / "Concessions - price", "Projection" / "Projection - out of focus"),
// look-alike statuses ("Resolved" / "Resolved - refund issued" / "Resolved - voucher"), and a topic
// called "Refund" beside a field called "Refund" (the amount refunded). Generated
// deterministically here, written as a CSV and imported through Sightline's own importer; its
// truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251201;
export const FEEDBACK_ROWS = 3480;
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 365; // 1 December 2024 – 30 November 2025
const GUESTS = 2900;

/**
 * Planted facts: (1) the IMAX sound system at Kingsway fails from 14 to 20 July 2025 and "Sound"
 * feedback on IMAX screenings there bursts; (2) concession prices rise on 1 September 2025 and
 * "Concessions - price" feedback jumps that month; (3) Riverbend is closed for renovation from
 * 3 February to 16 March 2025: no feedback names it in that window; (4) feedback about Harbour
 * Centre takes about twice as long to close; (5) the booking app fails on 3 October 2025 and
 * "Booking" feedback through the App bursts that day.
 */
export const SOUND_FAILURE = {
  site: 'Kingsway',
  screen: 'IMAX',
  from: '2025-07-14',
  to: '2025-07-20',
} as const;
const SOUND_ROWS = 90;
export const PRICE_RISE = { from: '2025-09-01', to: '2025-09-30' } as const;
const PRICE_ROWS = 110;
export const RENOVATION = { site: 'Riverbend', from: '2025-02-03', to: '2025-03-16' } as const;
export const SLOW_SITE = 'Harbour Centre';
export const APP_OUTAGE = { day: '2025-10-03' } as const;
const OUTAGE_ROWS = 70;

const SITES = [
  { site: 'Harbour Front', prov: 'ON', weight: 6 },
  { site: 'Harbour Centre', prov: 'BC', weight: 5 },
  { site: 'King Street', prov: 'ON', weight: 5 },
  { site: 'Kingsway', prov: 'BC', weight: 4 },
  { site: 'Riverbend', prov: 'AB', weight: 3 },
  { site: 'Westgate', prov: 'AB', weight: 3 },
] as const;
type Site = (typeof SITES)[number];

const SCREENS = [
  { screen: 'Standard', weight: 9, price: 14.5 },
  { screen: '3D', weight: 3, price: 17.5 },
  { screen: 'IMAX', weight: 4, price: 21 },
  { screen: 'IMAX 3D', weight: 2, price: 24 },
  { screen: 'VIP', weight: 2, price: 27 },
] as const;
type Screen = (typeof SCREENS)[number];

type Topic =
  | 'Sound'
  | 'Sound - too loud'
  | 'Projection'
  | 'Projection - out of focus'
  | 'Cleanliness'
  | 'Concessions'
  | 'Concessions - price'
  | 'Staff'
  | 'Booking'
  | 'Refund'
  | 'Seating';

const TOPICS: readonly { topic: Topic; weight: number }[] = [
  { topic: 'Sound', weight: 4 },
  { topic: 'Sound - too loud', weight: 3 },
  { topic: 'Projection', weight: 3 },
  { topic: 'Projection - out of focus', weight: 2 },
  { topic: 'Cleanliness', weight: 6 },
  { topic: 'Concessions', weight: 5 },
  { topic: 'Concessions - price', weight: 3 },
  { topic: 'Staff', weight: 5 },
  { topic: 'Booking', weight: 5 },
  { topic: 'Refund', weight: 3 },
  { topic: 'Seating', weight: 4 },
];

/** Base days to close, by topic. */
const DAYS_TO_CLOSE: Record<Topic, number> = {
  Sound: 5,
  'Sound - too loud': 3,
  Projection: 5,
  'Projection - out of focus': 4,
  Cleanliness: 3,
  Concessions: 4,
  'Concessions - price': 6,
  Staff: 7,
  Booking: 4,
  Refund: 10,
  Seating: 5,
};

const SOURCES = [
  { source: 'App', weight: 7 },
  { source: 'Website', weight: 5 },
  { source: 'Box Office', weight: 3 },
  { source: 'Phone', weight: 2 },
  { source: 'Social media', weight: 2 },
  { source: 'Email', weight: 2 },
] as const;

/** Comments by topic: an angry, a plain and a mild one. */
const COMMENTS: Record<Topic, readonly [string, string, string]> = {
  Sound: [
    'Sound cut out twice during the film at {site}, totally ruined the night.',
    'Audio was crackling in the {screen} screening at {site}.',
    'Dialogue was a bit quiet in places, otherwise fine.',
  ],
  'Sound - too loud': [
    'Volume was painfully loud, my kids had to leave the auditorium.',
    'The trailers and the film were far too loud at {site}.',
    'A little loud for my taste, maybe turn it down a notch.',
  ],
  Projection: [
    'Picture kept freezing and nobody from staff came, awful.',
    'Screen went dark for ten minutes during the {screen} show.',
    'Picture looked a bit dim compared to usual.',
  ],
  'Projection - out of focus': [
    'Whole film was blurry and staff ignored us, waste of money.',
    'Image was out of focus for the first half hour at {site}.',
    'Slightly soft picture at the edges of the screen.',
  ],
  Cleanliness: [
    'Sticky floors and popcorn everywhere, disgusting state at {site}.',
    'Seats had not been cleaned between showings.',
    'Washrooms could have been a bit tidier.',
  ],
  Concessions: [
    'Waited forever at the snack bar and they ran out of popcorn, terrible.',
    'Nachos were cold and the drink machine was broken.',
    'Would love more snack options at {site}.',
  ],
  'Concessions - price': [
    'Twelve dollars for a popcorn is a rip-off, outrageous prices.',
    'Snack prices went up again at {site}, too expensive for a family.',
    'Combo deals used to be better value.',
  ],
  Staff: [
    'The usher was rude to us and refused to help, unacceptable.',
    'Staff at the box office seemed untrained and slow.',
    'Team member was friendly but a bit rushed.',
  ],
  Booking: [
    'Booking failed three times and I was charged anyway, furious.',
    'Could not pick seats in the app for the {screen} screening.',
    'Checkout page was slow but it went through eventually.',
  ],
  Refund: [
    'Still waiting for my refund weeks later, this is a scam.',
    'Asking for a refund for the cancelled {screen} show at {site}.',
    'Please refund my tickets, I could not make it.',
  ],
  Seating: [
    'Broken recliner and nobody would move us, worst visit ever.',
    'Our reserved seats were taken when we arrived at {site}.',
    'Seat was a little uncomfortable for a long film.',
  ],
};

const HEADER = [
  'Feedback #',
  'Submitted',
  'Guest ID',
  'Site',
  'Prov',
  'Screen',
  'Topic',
  'Source',
  'Status',
  'Closed',
  'Refund',
  'Ticket Price (CAD)',
  'Queue',
  'Stars Club',
  'Score /5',
  'Comments',
] as const;

interface Guest {
  readonly id: string;
  readonly site: Site;
  readonly member: boolean;
}

function guests(random: () => number): Guest[] {
  return Array.from({ length: GUESTS }, (_, index) => ({
    id: `GST${String(31_007 + index * 13).padStart(6, '0')}`,
    site: pickWeighted(random, SITES),
    member: random() < 0.3,
  }));
}

type Planted = 'sound' | 'price' | 'outage' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly guest: Guest;
  readonly site: Site;
}

const SHORT_MONTHS = [
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
];
const pad = (value: number) => String(value).padStart(2, '0');

/** `23-Nov-25 14:05` of a UTC instant. */
export function submittedText(when: Date): string {
  return (
    `${pad(when.getUTCDate())}-${SHORT_MONTHS[when.getUTCMonth()]}-` +
    `${pad(when.getUTCFullYear() % 100)} ${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

/** `Nov 27, 2025` of a `YYYY-MM-DD` day. */
export function closedText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${SHORT_MONTHS[month - 1]} ${date}, ${year}`;
}

function topicOf(random: () => number, moment: Moment): Topic {
  if (moment.planted === 'sound') return 'Sound';
  if (moment.planted === 'price') return 'Concessions - price';
  if (moment.planted === 'outage') return 'Booking';
  return pickWeighted(random, TOPICS).topic;
}

function screenOf(random: () => number, moment: Moment): Screen {
  if (moment.planted === 'sound') return SCREENS.find((s) => s.screen === SOUND_FAILURE.screen)!;
  return pickWeighted(random, SCREENS);
}

/** One feedback row; `serial` numbers the feedback within its month. */
function feedbackRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { when, guest, site } = moment;
  const day = when.toISOString().slice(0, 10);
  const topic = topicOf(random, moment);
  const screen = screenOf(random, moment);
  const source = moment.planted === 'outage' ? 'App' : pickWeighted(random, SOURCES).source;
  const slow = site.site === SLOW_SITE ? 2 : 1;
  const wait = Math.max(1, Math.round(DAYS_TO_CLOSE[topic] * (0.5 + random()) * slow));
  const closedMs = Date.parse(`${day}T00:00:00Z`) + wait * 86_400_000;
  const open = closedMs > Date.parse(`${lastDay}T00:00:00Z`) || random() < 0.03;
  let status: string;
  const roll = random();
  if (open) status = roll < 0.5 ? 'Open' : 'In review';
  else if (topic === 'Refund' || topic === 'Booking')
    status =
      roll < 0.55 ? 'Resolved - refund issued' : roll < 0.8 ? 'Resolved' : 'Closed - no action';
  else
    status =
      roll < 0.45
        ? 'Resolved'
        : roll < 0.65
          ? 'Resolved - voucher'
          : roll < 0.8
            ? 'Resolved - refund issued'
            : 'Closed - no action';
  const closed = open ? '' : closedText(new Date(closedMs).toISOString().slice(0, 10));
  const price = Math.round(screen.price * (0.85 + random() * 0.3) * 4) / 4;
  const refund = status === 'Resolved - refund issued' ? price * (random() < 0.7 ? 1 : 2) : 0;
  const queue = Math.round(2 + random() * (topic.startsWith('Concessions') ? 25 : 12));
  const scored = !open && random() < 0.16;
  const score = Math.round(
    Math.min(5, Math.max(1, (status === 'Closed - no action' ? 2 : 3.6) + (random() - 0.5) * 3)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  const month = when.toISOString().slice(2, 7).replace('-', '');
  return [
    `AUR-${month}-${String(serial).padStart(4, '0')}`,
    submittedText(when),
    guest.id,
    site.site,
    site.prov,
    screen.screen,
    topic,
    source,
    status,
    closed,
    refund > 0 ? `CAD ${refund.toFixed(2)}` : '',
    price.toFixed(2),
    `${queue} min`,
    guest.member ? '1' : '0',
    scored ? score : '',
    COMMENTS[topic][tone]!.replaceAll('{site}', site.site).replaceAll('{screen}', screen.screen),
  ];
}

/** How busy a moment is: evenings and weekends are when people go to the cinema. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 5 || weekday === 6 ? 1 : 0.6;
  if (hour < 9) return 0.05 * weekend;
  if (hour < 17) return 0.6 * weekend;
  return 1 * weekend;
}

const siteNamed = (name: string) => SITES.find((entry) => entry.site === name)!;

function closedForRenovation(site: Site, day: string): boolean {
  return site.site === RENOVATION.site && day >= RENOVATION.from && day <= RENOVATION.to;
}

function plantedMoments(
  random: () => number,
  people: Guest[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  siteFor: () => Site,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / 86_400_000 + 1;
  return Array.from({ length: rows }, () => ({
    // Afternoon and evening, when screenings run.
    when: new Date(
      start +
        Math.floor(random() * days) * 86_400_000 +
        (12 * 60 + Math.floor(random() * 660)) * 60_000,
    ),
    planted,
    guest: people[Math.floor(random() * people.length)]!,
    site: siteFor(),
  }));
}

/** The feedback as CSV text, in the order it was submitted: the same text on every call. */
export function cinemaFeedbackCsv(): string {
  const random = seededDraws(SEED);
  const people = guests(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const open = SITES.filter((entry) => entry.site !== RENOVATION.site);
  const moments: Moment[] = [
    ...plantedMoments(random, people, SOUND_ROWS, SOUND_FAILURE, 'sound', () =>
      siteNamed(SOUND_FAILURE.site),
    ),
    ...plantedMoments(random, people, PRICE_ROWS, PRICE_RISE, 'price', () =>
      pickWeighted(random, SITES),
    ),
    ...plantedMoments(
      random,
      people,
      OUTAGE_ROWS,
      { from: APP_OUTAGE.day, to: APP_OUTAGE.day },
      'outage',
      () => pickWeighted(random, SITES),
    ),
  ];
  while (moments.length < FEEDBACK_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      const guest = people[Math.floor(random() * people.length)]!;
      const day = when.toISOString().slice(0, 10);
      // A guest whose cinema is shut goes to another one.
      const site = closedForRenovation(guest.site, day)
        ? open[Math.floor(random() * open.length)]!
        : guest.site;
      moments.push({ when, planted: undefined, guest, site });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  const serials = new Map<string, number>();
  for (const moment of moments) {
    const month = moment.when.toISOString().slice(0, 7);
    const serial = (serials.get(month) ?? 0) + 1;
    serials.set(month, serial);
    lines.push(feedbackRow(random, serial, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the feedback is imported: what an analyst would write after `npm run import -- --inspect`. */
export const CINEMA_MAPPING = {
  name: 'Cinema guest feedback (December 2024 – November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Feedback #',
    at: { column: 'Submitted', format: 'DD-MMM-YY HH:mm' },
    customerId: 'Guest ID',
    channel: 'Source',
    product: 'Screen',
    category: 'Topic',
    status: 'Status',
    body: 'Comments',
  },
  custom: {
    site: { column: 'Site', type: 'category', label: 'cinema' },
    prov: { column: 'Prov', type: 'category', label: 'province' },
    closed: { column: 'Closed', type: 'date', format: 'MMM D, YYYY', label: 'closed on' },
    refund_cad: { column: 'Refund', type: 'number', label: 'refund (CAD)' },
    price_cad: { column: 'Ticket Price (CAD)', type: 'number', label: 'ticket price (CAD)' },
    queue_min: { column: 'Queue', type: 'number', label: 'queue (minutes)' },
    member: {
      column: 'Stars Club',
      type: 'boolean',
      label: 'Stars Club member',
      values: { '1': 'true', '0': 'false' },
    },
    score: { column: 'Score /5', type: 'number', label: 'score (1–5)' },
  },
  declaration: {
    description:
      "Guest feedback left with a Canadian cinema chain's guest services, 1 December 2024 to 30 November 2025: the guest, the cinema and its province, the screen type, the topic, where the feedback came from, its status, the day it was closed (blank while open), the refund paid in Canadian dollars (blank when none), the ticket price, the minutes the guest queued, whether the guest is a Stars Club member, and an optional 1–5 score.",
    fields: {
      product: { label: 'screen', synonyms: ['screen', 'screen type', 'format', 'auditorium'] },
      category: { label: 'topic', synonyms: ['topic', 'issue', 'subject', 'about'] },
      status: { label: 'status', synonyms: ['status', 'state', 'outcome'] },
      channel: { label: 'source', synonyms: ['source', 'channel', 'submitted via'] },
      customerId: { label: 'guest', synonyms: ['guest', 'moviegoer', 'patron', 'customer'] },
      site: { synonyms: ['cinema', 'site', 'theatre', 'location'] },
      prov: { synonyms: ['province', 'prov'] },
      closed: { synonyms: ['closed', 'closed on', 'resolved on'] },
      refund_cad: { synonyms: ['refund', 'refunded', 'CAD'] },
      price_cad: { synonyms: ['ticket price', 'price', 'ticket'] },
      queue_min: { synonyms: ['queue', 'wait', 'queue time', 'minutes queued'] },
      member: { synonyms: ['Stars Club', 'member', 'loyalty member'] },
      score: { synonyms: ['score', 'rating', 'stars'] },
    },
  },
} as const;

type FeedbackRow = Record<(typeof HEADER)[number], string>;

const MONTH_INDEX = new Map(SHORT_MONTHS.map((name, index) => [name, index + 1]));

/** `23-Nov-25 14:05` as its day (`YYYY-MM-DD`), hour and instant; anything else is refused. */
export function submittedMoment(submitted: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(submitted);
  const month = match ? MONTH_INDEX.get(match[2]!) : undefined;
  if (!match || !month || Number(match[4]) > 23) {
    throw new Error(`Unreadable Submitted "${submitted}"`);
  }
  const day = `20${match[3]}-${pad(month)}-${match[1]}`;
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `Nov 27, 2025` as `YYYY-MM-DD`, blank as null; anything else is refused. */
export function closedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(cell);
  const month = match ? MONTH_INDEX.get(match[1]!) : undefined;
  if (!match || !month) throw new Error(`Unreadable Closed "${cell}"`);
  return `${match[3]}-${pad(month)}-${pad(Number(match[2]))}`;
}

/** `CAD 14.25` as 14.25, blank as null; anything else is refused. */
export function refundAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^CAD (\d+\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund "${cell}"`);
  return Number(match[1]);
}

/** `12 min` as 12; anything else is refused. */
export function queueMinutes(cell: string): number {
  const match = /^(\d+) min$/.exec(cell);
  if (!match) throw new Error(`Unreadable Queue "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `feedback` (ref, day, hour, at, guest, site,
 * prov, screen, topic, source, status, closed or NULL, days to close or NULL, refund or NULL,
 * price, queue, member 0/1, score or NULL, comments): the ground the cinema truths are computed on.
 */
export function loadCinemaFeedback(csv = cinemaFeedbackCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as FeedbackRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE feedback (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    guest TEXT NOT NULL, site TEXT NOT NULL, prov TEXT NOT NULL, screen TEXT NOT NULL,
    topic TEXT NOT NULL, source TEXT NOT NULL, status TEXT NOT NULL, closed TEXT, days INTEGER,
    refund REAL, price REAL NOT NULL, queue INTEGER NOT NULL, member INTEGER NOT NULL,
    score INTEGER, comments TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO feedback VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = submittedMoment(row.Submitted);
      const closed = closedDay(row.Closed);
      if (!/^[01]$/.test(row['Stars Club'])) {
        throw new Error(`Unreadable Stars Club "${row['Stars Club']}"`);
      }
      insert.run(
        row['Feedback #'],
        day,
        hour,
        at,
        row['Guest ID'],
        row.Site,
        row.Prov,
        row.Screen,
        row.Topic,
        row.Source,
        row.Status,
        closed,
        closed === null ? null : Math.round((Date.parse(closed) - Date.parse(day)) / 86_400_000),
        refundAmount(row.Refund),
        Number(row['Ticket Price (CAD)']),
        queueMinutes(row.Queue),
        Number(row['Stars Club']),
        row['Score /5'] === '' ? null : Number(row['Score /5']),
        row.Comments,
      );
    }
  })();
  return db;
}

/** The feedback written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importCinema(): Promise<ImportedData | string> {
  return importCsv({
    name: 'cinema',
    csv: { text: cinemaFeedbackCsv() },
    mapping: CINEMA_MAPPING,
    rows: FEEDBACK_ROWS,
    noun: 'feedback',
  });
}
