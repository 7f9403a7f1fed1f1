// A fourteenth generated data set, for the twelfth held-out round: a New Zealand airport's mishandled
// baggage reports (property irregularity reports raised at the baggage services desk). Another
// domain and shape again: times written with a short weekday and a lower-case am/pm glued to the
// minutes ("Sun 23 Nov 2025 2:05pm"), a second date written as a plain day with the month's full
// name ("27 November 2025", blank while the report is open; the ordinal spelling "27th November
// 2025" a real export might write is one Sightline's importer cannot read, so it is not used), so a
// time to close in days can be asked; header names unlike earlier ones ("File Ref", "Raised
// (local)", "Pax Ref", "Irregularity", "Reported Via", "Stage", "Closed On", "Claim Amt",
// "Bag Wt kg", "Elite Tier", "Survey 0-10", "Pax Statement"), the record noun "report", ids shaped
// like a station, an airline code and a serial ("AKLSX40213"), carriers that share words ("Tasman
// Air" / "Tasman Link", "Southern Cross Airways" / "Southern Express"), look-alike irregularities
// ("Delayed" / "Delayed - short-shipped", "Damaged" / "Damaged - wheels or handle", "Missing item" /
// "Pilfered"), look-alike bag types ("Suitcase - hard shell" / "Suitcase - soft shell"), a stage
// called "Delivery" beside a field called "Delivery" (how a found bag went back), claims written
// with their currency ("NZ$1,240.50"), a mostly blank 0-10 survey score, and a yes/no field written
// as a word and its negation ("Elite" / "Non-elite"). Generated deterministically here, written as a CSV and imported
// through Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251124;
export const REPORT_ROWS = 3620;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const PASSENGERS = 3100;

/**
 * Planted facts: (1) the international baggage sorter breaks down from 8 to 12 June 2025 and
 * "Delayed" reports from the International terminal burst; (2) a theft ring at Southern Express's
 * handler in September 2025 makes "Pilfered" reports from that carrier jump; (3) reports raised in
 * January 2025 (the summer holiday peak) take about three times as long to close; (4) passengers
 * with an elite tier have their reports closed in about half the time; (5) Kea Air starts flying on
 * 1 April 2025: no report names it before then.
 */
export const SORTER = { terminal: 'International', from: '2025-06-08', to: '2025-06-12' } as const;
const SORTER_ROWS = 120;
export const THEFT = { carrier: 'Southern Express', from: '2025-09-01', to: '2025-09-30' } as const;
const THEFT_ROWS = 80;
export const PEAK_MONTH = '2025-01';
export const KEA_STARTS = '2025-04-01';

const CARRIERS = [
  { carrier: 'Tasman Air', code: 'TA', weight: 6, terminal: 'International' },
  { carrier: 'Tasman Link', code: 'TL', weight: 4, terminal: 'Domestic' },
  { carrier: 'Southern Cross Airways', code: 'SC', weight: 5, terminal: 'International' },
  { carrier: 'Southern Express', code: 'SX', weight: 4, terminal: 'Domestic' },
  { carrier: 'Pacific Bridge', code: 'PB', weight: 3, terminal: 'International' },
  { carrier: 'Kea Air', code: 'KE', weight: 3, terminal: 'Domestic' },
] as const;
type Carrier = (typeof CARRIERS)[number];

const BAGS = [
  { bag: 'Suitcase - hard shell', weight: 6, kg: 19 },
  { bag: 'Suitcase - soft shell', weight: 5, kg: 16 },
  { bag: 'Backpack', weight: 3, kg: 9 },
  { bag: 'Golf bag', weight: 1, kg: 14 },
  { bag: 'Pram or car seat', weight: 1, kg: 8 },
  { bag: 'Sports equipment', weight: 1, kg: 12 },
] as const;

type Irregularity =
  | 'Delayed'
  | 'Delayed - short-shipped'
  | 'Damaged'
  | 'Damaged - wheels or handle'
  | 'Missing item'
  | 'Pilfered'
  | 'Lost';

const IRREGULARITIES: readonly { kind: Irregularity; weight: number }[] = [
  { kind: 'Delayed', weight: 9 },
  { kind: 'Delayed - short-shipped', weight: 3 },
  { kind: 'Damaged', weight: 5 },
  { kind: 'Damaged - wheels or handle', weight: 4 },
  { kind: 'Missing item', weight: 2 },
  { kind: 'Pilfered', weight: 1 },
  { kind: 'Lost', weight: 1 },
];

/** Base days to close, by irregularity. */
const DAYS_TO_CLOSE: Record<Irregularity, number> = {
  Delayed: 3,
  'Delayed - short-shipped': 4,
  Damaged: 12,
  'Damaged - wheels or handle': 9,
  'Missing item': 16,
  Pilfered: 20,
  Lost: 30,
};

/** Typical claim in NZ$, by irregularity. */
const CLAIM: Record<Irregularity, number> = {
  Delayed: 90,
  'Delayed - short-shipped': 110,
  Damaged: 260,
  'Damaged - wheels or handle': 140,
  'Missing item': 320,
  Pilfered: 480,
  Lost: 1400,
};

const VIA = [
  { via: 'Baggage Desk', weight: 8 },
  { via: 'Web form', weight: 5 },
  { via: 'Call centre', weight: 3 },
  { via: 'Airline app', weight: 3 },
  { via: 'Email', weight: 1 },
] as const;

const DELIVERY = [
  { how: 'Courier', weight: 6 },
  { how: 'Collected at airport', weight: 3 },
  { how: 'Forwarded to hotel', weight: 1 },
] as const;

/** Statements by irregularity: an angry, a plain and a calm one. */
const STATEMENTS: Record<Irregularity, readonly [string, string, string]> = {
  Delayed: [
    'My bag never came off the belt on {carrier} and nobody at the desk cared, disgraceful.',
    'Bag did not arrive on the {carrier} flight, need it delivered to my address.',
    'Suitcase missed the connection I think, happy to wait for it.',
  ],
  'Delayed - short-shipped': [
    '{carrier} left my bag behind on purpose to save weight, unacceptable.',
    'Told the bag was short-shipped and will come on the next {carrier} service.',
    'Crew said some bags were offloaded for weight, no rush.',
  ],
  Damaged: [
    'My case came out smashed, {carrier} handlers must have thrown it, furious.',
    'Shell of the case cracked on the {carrier} flight, photos attached.',
    'Small dent in the case, just recording it.',
  ],
  'Damaged - wheels or handle': [
    'Wheel ripped clean off my brand new case, absolutely useless handling.',
    'Handle snapped and one wheel missing after the {carrier} flight.',
    'One wheel wobbles now, would like it looked at.',
  ],
  'Missing item': [
    'Half my things are gone from the bag, who is responsible for this?',
    'Jacket missing from the suitcase after the {carrier} flight, list attached.',
    'I think a shoe bag fell out, it might be in the hold.',
  ],
  Pilfered: [
    'Someone went through my bag and stole my electronics, this is theft and I am livid.',
    'Lock cut and items taken from the bag on {carrier}, police report number attached.',
    'Bag was opened and a watch is missing, please investigate.',
  ],
  Lost: [
    'Weeks later and still no sign of my bag, {carrier} has simply lost it, appalling.',
    'Bag never traced after the {carrier} flight, full contents list attached.',
    'Still hoping the bag turns up, contents list attached.',
  ],
};

const HEADER = [
  'File Ref',
  'Raised (local)',
  'Pax Ref',
  'Carrier',
  'Terminal',
  'Bag Type',
  'Irregularity',
  'Reported Via',
  'Stage',
  'Delivery',
  'Closed On',
  'Claim Amt',
  'Bag Wt kg',
  'Elite Tier',
  'Survey 0-10',
  'Pax Statement',
] as const;

interface Passenger {
  readonly id: string;
  readonly carrier: Carrier;
  readonly elite: boolean;
}

function passengers(random: () => number): Passenger[] {
  return Array.from({ length: PASSENGERS }, (_, index) => ({
    id: `PX-${(48_211 + index * 7).toString(36).toUpperCase()}`,
    carrier: pickWeighted(random, CARRIERS),
    elite: random() < 0.12,
  }));
}

type Planted = 'sorter' | 'theft' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly passenger: Passenger;
  readonly carrier: Carrier;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
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
const FULL_MONTHS = [
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
];

/** `Sun 23 Nov 2025 2:05pm` of a UTC instant. */
export function raisedText(when: Date): string {
  const hour = when.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return (
    `${SHORT_DAYS[when.getUTCDay()]} ${when.getUTCDate()} ${SHORT_MONTHS[when.getUTCMonth()]} ` +
    `${when.getUTCFullYear()} ${twelve}:${String(when.getUTCMinutes()).padStart(2, '0')}` +
    (hour < 12 ? 'am' : 'pm')
  );
}

/** `27 November 2025` of a `YYYY-MM-DD` day. */
export function closedText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${FULL_MONTHS[month - 1]} ${year}`;
}

/** `AKL`, the carrier's code and a five-digit serial. */
function fileRef(index: number, carrier: Carrier): string {
  return `AKL${carrier.code}${String(10_000 + index * 23).padStart(5, '0')}`;
}

function irregularityOf(random: () => number, moment: Moment): Irregularity {
  if (moment.planted === 'sorter') return 'Delayed';
  if (moment.planted === 'theft') return 'Pilfered';
  return pickWeighted(random, IRREGULARITIES).kind;
}

const money = (amount: number) =>
  `NZ$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** One report row. */
function reportRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, passenger, carrier } = moment;
  const day = when.toISOString().slice(0, 10);
  const kind = irregularityOf(random, moment);
  const bag = pickWeighted(random, BAGS);
  const via = pickWeighted(random, VIA).via;
  const peak = day.slice(0, 7) === PEAK_MONTH ? 3 : 1;
  const elite = passenger.elite ? 0.5 : 1;
  const wait = Math.max(1, Math.round(DAYS_TO_CLOSE[kind] * (0.5 + random() * 1.0) * peak * elite));
  const closedMs = Date.parse(`${day}T00:00:00Z`) + wait * 86_400_000;
  const open = closedMs > Date.parse(`${lastDay}T00:00:00Z`) || random() < 0.03;
  const delayed = kind.startsWith('Delayed');
  let stage: string;
  if (open) {
    const roll = random();
    stage = delayed
      ? roll < 0.4
        ? 'Open - tracing'
        : roll < 0.7
          ? 'Located'
          : 'Delivery'
      : 'Open - tracing';
  } else {
    const roll = random();
    if (delayed) stage = roll < 0.93 ? 'Closed - delivered' : 'Closed - unfounded';
    else stage = roll < 0.8 ? 'Closed - compensated' : 'Closed - unfounded';
  }
  const delivery =
    delayed && (stage === 'Delivery' || stage === 'Closed - delivered')
      ? pickWeighted(random, DELIVERY).how
      : '';
  const closed = open ? '' : closedText(new Date(closedMs).toISOString().slice(0, 10));
  const claim = Math.round(CLAIM[kind] * (0.4 + random() * 1.2) * 100) / 100;
  const kg = Math.round(bag.kg * (0.6 + random() * 0.8) * 10) / 10;
  const surveyed = !open && random() < 0.14;
  const survey = Math.round(
    Math.min(10, Math.max(0, (stage === 'Closed - unfounded' ? 3 : 7) + (random() - 0.5) * 6)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    fileRef(index, carrier),
    raisedText(when),
    passenger.id,
    carrier.carrier,
    carrier.terminal,
    bag.bag,
    kind,
    via,
    stage,
    delivery,
    closed,
    money(claim),
    kg,
    passenger.elite ? 'Elite' : 'Non-elite',
    surveyed ? survey : '',
    STATEMENTS[kind][tone]!.replaceAll('{carrier}', carrier.carrier),
  ];
}

/** How busy a moment is: flights land from early morning to late evening, fewer at night. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.8 : 1;
  if (hour < 5) return 0.08 * weekend;
  if (hour < 8) return 0.7 * weekend;
  if (hour < 21) return 1 * weekend;
  return 0.5 * weekend;
}

const carrierNamed = (name: string) => CARRIERS.find((entry) => entry.carrier === name)!;

/** A passenger's carrier, except that Kea Air has no reports before it starts (Tasman Link then). */
function carrierOn(passenger: Passenger, day: string): Carrier {
  if (passenger.carrier.carrier === 'Kea Air' && day < KEA_STARTS)
    return carrierNamed('Tasman Link');
  return passenger.carrier;
}

function plantedMoments(
  random: () => number,
  people: Passenger[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  carrierFor: () => Carrier,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / 86_400_000 + 1;
  return Array.from({ length: rows }, () => ({
    when: new Date(start + Math.floor(random() * days * 1440) * 60_000),
    planted,
    passenger: people[Math.floor(random() * people.length)]!,
    carrier: carrierFor(),
  }));
}

/** The reports as CSV text, in the order they were raised: the same text on every call. */
export function baggageReportsCsv(): string {
  const random = seededDraws(SEED);
  const people = passengers(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const international = CARRIERS.filter((entry) => entry.terminal === SORTER.terminal);
  const moments: Moment[] = [
    ...plantedMoments(
      random,
      people,
      SORTER_ROWS,
      SORTER,
      'sorter',
      () => international[Math.floor(random() * international.length)]!,
    ),
    ...plantedMoments(random, people, THEFT_ROWS, THEFT, 'theft', () =>
      carrierNamed(THEFT.carrier),
    ),
  ];
  while (moments.length < REPORT_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      const passenger = people[Math.floor(random() * people.length)]!;
      const day = when.toISOString().slice(0, 10);
      moments.push({ when, planted: undefined, passenger, carrier: carrierOn(passenger, day) });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(reportRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the reports are imported: what an analyst would write after `npm run import -- --inspect`. */
export const BAGGAGE_MAPPING = {
  name: 'Mishandled baggage reports (November 2024 – October 2025)',
  timezone: 'UTC',
  fields: {
    id: 'File Ref',
    at: { column: 'Raised (local)', format: 'ddd D MMM YYYY h:mm A' },
    customerId: 'Pax Ref',
    channel: 'Reported Via',
    product: 'Bag Type',
    category: 'Irregularity',
    status: 'Stage',
    body: 'Pax Statement',
  },
  custom: {
    carrier: { column: 'Carrier', type: 'category', label: 'carrier' },
    terminal: { column: 'Terminal', type: 'category', label: 'terminal' },
    delivery: { column: 'Delivery', type: 'category', label: 'delivery' },
    closed: { column: 'Closed On', type: 'date', format: 'D MMMM YYYY', label: 'closed on' },
    claim_nzd: { column: 'Claim Amt', type: 'number', label: 'claim (NZ$)' },
    bag_kg: { column: 'Bag Wt kg', type: 'number', label: 'bag weight (kg)' },
    elite: {
      column: 'Elite Tier',
      type: 'boolean',
      label: 'elite tier',
      values: { Elite: 'true', 'Non-elite': 'false' },
    },
    survey: { column: 'Survey 0-10', type: 'number', label: 'survey score (0–10)' },
  },
  declaration: {
    description:
      "Mishandled baggage reports raised at a New Zealand airport's baggage services, 1 November 2024 to 31 October 2025: the passenger, the carrier and terminal, the bag type, the irregularity (delayed, damaged, pilfered, lost…), how it was reported, the stage it has reached, how a found bag was delivered, the day the report was closed (blank while open), the amount claimed in New Zealand dollars, the bag's weight in kg, whether the passenger holds an elite tier, and an optional 0–10 survey score.",
    fields: {
      product: { label: 'bag type', synonyms: ['bag type', 'bag', 'luggage type'] },
      category: {
        label: 'irregularity',
        synonyms: ['irregularity', 'issue', 'problem', 'mishandling'],
      },
      status: { label: 'stage', synonyms: ['stage', 'status', 'state'] },
      channel: { label: 'reported via', synonyms: ['reported via', 'channel'] },
      customerId: { label: 'passenger', synonyms: ['passenger', 'pax', 'traveller'] },
      carrier: { synonyms: ['carrier', 'airline'] },
      terminal: { synonyms: ['terminal'] },
      delivery: { synonyms: ['delivery', 'delivery method', 'returned by'] },
      closed: { synonyms: ['closed', 'closed on', 'resolved'] },
      claim_nzd: { synonyms: ['claim', 'claimed', 'amount', 'NZ$'] },
      bag_kg: { synonyms: ['weight', 'bag weight', 'kg'] },
      elite: { synonyms: ['elite', 'elite tier', 'frequent flyer', 'status member'] },
      survey: { synonyms: ['survey', 'survey score', 'rating', 'score'] },
    },
  },
} as const;

type ReportRow = Record<(typeof HEADER)[number], string>;

const MONTH_INDEX = new Map(SHORT_MONTHS.map((name, index) => [name, index + 1]));
const FULL_INDEX = new Map(FULL_MONTHS.map((name, index) => [name, index + 1]));
const pad = (value: number) => String(value).padStart(2, '0');

/** `Sun 23 Nov 2025 2:05pm` as its day (`YYYY-MM-DD`), hour and instant; anything else is refused. */
export function raisedMoment(raised: string): { day: string; hour: number; at: string } {
  const match =
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) (\d{1,2}):(\d{2})(am|pm)$/.exec(
      raised,
    );
  const month = match ? MONTH_INDEX.get(match[3]!) : undefined;
  if (!match || !month || Number(match[5]) < 1 || Number(match[5]) > 12) {
    throw new Error(`Unreadable Raised "${raised}"`);
  }
  const hour = (Number(match[5]) % 12) + (match[7] === 'pm' ? 12 : 0);
  const day = `${match[4]}-${pad(month)}-${pad(Number(match[2]))}`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (SHORT_DAYS[weekday] !== match[1]) throw new Error(`Unreadable Raised "${raised}"`);
  return { day, hour, at: `${day}T${pad(hour)}:${match[6]}:00Z` };
}

/** `27 November 2025` as `YYYY-MM-DD`, blank as null; anything else is refused. */
export function closedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(cell);
  const month = match ? FULL_INDEX.get(match[2]!) : undefined;
  if (!match || !month) throw new Error(`Unreadable Closed On "${cell}"`);
  return `${match[3]}-${pad(month)}-${pad(Number(match[1]))}`;
}

/** `NZ$1,240.50` as 1240.5; anything else is refused. */
export function claimAmount(cell: string): number {
  const match = /^NZ\$(\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Claim Amt "${cell}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `reports` (ref, day, hour, at, pax, carrier,
 * terminal, bag, kind, via, stage, delivery or NULL, closed or NULL, days to close or NULL, claim,
 * kg, elite 0/1, survey or NULL, statement): the ground the baggage truths are computed on.
 */
export function loadReports(csv = baggageReportsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ReportRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE reports (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    pax TEXT NOT NULL, carrier TEXT NOT NULL, terminal TEXT NOT NULL, bag TEXT NOT NULL,
    kind TEXT NOT NULL, via TEXT NOT NULL, stage TEXT NOT NULL, delivery TEXT, closed TEXT,
    days INTEGER, claim REAL NOT NULL, kg REAL NOT NULL, elite INTEGER NOT NULL, survey INTEGER,
    statement TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO reports VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = raisedMoment(row['Raised (local)']);
      const closed = closedDay(row['Closed On']);
      insert.run(
        row['File Ref'],
        day,
        hour,
        at,
        row['Pax Ref'],
        row.Carrier,
        row.Terminal,
        row['Bag Type'],
        row.Irregularity,
        row['Reported Via'],
        row.Stage,
        row.Delivery === '' ? null : row.Delivery,
        closed,
        closed === null ? null : Math.round((Date.parse(closed) - Date.parse(day)) / 86_400_000),
        claimAmount(row['Claim Amt']),
        Number(row['Bag Wt kg']),
        row['Elite Tier'] === 'Elite' ? 1 : 0,
        numberOrNull(row['Survey 0-10']),
        row['Pax Statement'],
      );
    }
  })();
  return db;
}

/** The reports written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importBaggage(): Promise<ImportedData | string> {
  return importCsv({
    name: 'baggage',
    csv: { text: baggageReportsCsv() },
    mapping: BAGGAGE_MAPPING,
    rows: REPORT_ROWS,
    noun: 'reports',
  });
}
