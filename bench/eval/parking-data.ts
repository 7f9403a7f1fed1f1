// A twelfth generated data set, for the eleventh held-out round: an Australian car-park operator's
// appeals against breach notices (parking fines). Another domain and shape again: year-first dotted
// times ("2025.11.23 14:05"), a second date field written as a compact date-only "yyyymmdd"
// ("Decided (yyyymmdd)", blank while the appeal is pending), so a time to decide in days can be
// asked; header names with symbols, units and abbreviations ("Rcvd @", "Keeper ID", "Pay Method",
// "Fine (A$)", "Overstay (min)", "Disab. Permit?", "CSAT /5"), the record noun "appeal", ids like
// "BN25-004213/R", car parks that share words ("Riverside Multi-Storey" / "Riverside Surface",
// "Station Square" / "Station Road", "Hospital P1" / "Hospital P2"), payment methods that share
// words ("Pay & Display", "Pay by App", "Pay on Exit"), look-alike breach types ("No valid ticket" /
// "No valid permit" / "Permit not displayed", "Overstay" / "Overstay - grace period") and outcomes
// ("Upheld" / "Upheld - goodwill", "Rejected" / "Rejected - out of time", "Pending" / "Pending -
// info requested"), fines in Australian dollars, overstays in minutes (blank when the breach is
// not an overstay), a mostly blank 1–5 CSAT, and a yes/no field written as form check boxes
// ("[x]" / "[ ]"). Generated deterministically here, written as a CSV and imported through
// Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251125;
export const APPEAL_ROWS = 3450;
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 365; // 1 December 2024 – 30 November 2025
const KEEPERS = 2700;

/**
 * Planted facts: (1) the pay machines at Station Square fail from 14 to 20 March 2025 and "No valid
 * ticket" appeals there burst, nearly all upheld; (2) a camera fault at Riverside Multi-Storey in
 * July 2025 (1–21 July) bills exits twice and "Double entry (ANPR)" appeals jump; (3) appeals
 * received in October 2025 wait about three times as long for a decision (an assessor backlog);
 * (4) appeals with a disability permit are upheld far more often than the rest; (5) Hospital P2
 * opens on 1 May 2025: no appeal comes from it before then.
 */
export const OUTAGE = { site: 'Station Square', from: '2025-03-14', to: '2025-03-20' } as const;
const OUTAGE_ROWS = 110;
export const CAMERA = {
  site: 'Riverside Multi-Storey',
  from: '2025-07-01',
  to: '2025-07-21',
} as const;
const CAMERA_ROWS = 90;
export const BACKLOG_MONTH = '2025-10';
export const HOSPITAL_P2_OPENS = '2025-05-01';

const SITES = [
  { site: 'Riverside Multi-Storey', weight: 6, fine: 110 },
  { site: 'Riverside Surface', weight: 3, fine: 88 },
  { site: 'Station Square', weight: 5, fine: 88 },
  { site: 'Station Road', weight: 3, fine: 88 },
  { site: 'Hospital P1', weight: 4, fine: 65 },
  { site: 'Hospital P2', weight: 3, fine: 65 },
  { site: 'Beach Rd North', weight: 2, fine: 132 },
] as const;
type Site = (typeof SITES)[number];

const METHODS = [
  { method: 'Pay & Display', weight: 5 },
  { method: 'Pay by App', weight: 5 },
  { method: 'Pay on Exit', weight: 4 },
  { method: 'Permit', weight: 2 },
] as const;

type Breach =
  | 'Overstay'
  | 'Overstay - grace period'
  | 'No valid ticket'
  | 'No valid permit'
  | 'Permit not displayed'
  | 'Outside marked bay'
  | 'Wrong zone'
  | 'Double entry (ANPR)';

const BREACHES: readonly { breach: Breach; weight: number }[] = [
  { breach: 'Overstay', weight: 6 },
  { breach: 'Overstay - grace period', weight: 3 },
  { breach: 'No valid ticket', weight: 5 },
  { breach: 'No valid permit', weight: 2 },
  { breach: 'Permit not displayed', weight: 2 },
  { breach: 'Outside marked bay', weight: 3 },
  { breach: 'Wrong zone', weight: 2 },
  { breach: 'Double entry (ANPR)', weight: 1 },
];

/** Base chance that an appeal is upheld, by breach. */
const UPHOLD: Record<Breach, number> = {
  Overstay: 0.2,
  'Overstay - grace period': 0.55,
  'No valid ticket': 0.3,
  'No valid permit': 0.25,
  'Permit not displayed': 0.45,
  'Outside marked bay': 0.2,
  'Wrong zone': 0.3,
  'Double entry (ANPR)': 0.7,
};

/** Base days to a decision, by breach. */
const DAYS_TO_DECIDE: Record<Breach, number> = {
  Overstay: 9,
  'Overstay - grace period': 6,
  'No valid ticket': 11,
  'No valid permit': 14,
  'Permit not displayed': 8,
  'Outside marked bay': 12,
  'Wrong zone': 10,
  'Double entry (ANPR)': 5,
};

const VIA = [
  { via: 'Web portal', weight: 7 },
  { via: 'Email', weight: 4 },
  { via: 'Post', weight: 2 },
  { via: 'Phone', weight: 2 },
  { via: 'In person', weight: 1 },
] as const;

const ASSESSORS = ['Okafor', 'Byrne', 'Patel', 'Nguyen', 'Walsh'] as const;

/** Grounds by breach: an angry, a plain and a calm one. */
const GROUNDS: Record<Breach, readonly [string, string, string]> = {
  Overstay: [
    'Fined for a few minutes over at {site}, this is a money grab and I am disgusted.',
    'The appointment ran late so I overstayed at {site}; receipt attached.',
    'I misread the time limit, happy to accept a warning instead.',
  ],
  'Overstay - grace period': [
    'I was still inside the grace period and got fined anyway, outrageous.',
    'Left within the ten minute grace period at {site}, exit photo attached.',
    'I think I left within the grace period, please check the cameras.',
  ],
  'No valid ticket': [
    'The machine at {site} took my coins and gave no ticket, absolutely furious.',
    'Bought a ticket at {site} but it did not print, bank statement attached.',
    'Ticket blew off the dashboard, I still have it here.',
  ],
  'No valid permit': [
    'I have paid for a permit for years and still get fined, ridiculous.',
    'Permit renewed online the day before, confirmation attached.',
    'Permit was in the post, hoping you can cancel this one.',
  ],
  'Permit not displayed': [
    'My permit is valid and you know it, this fine is petty.',
    'Permit fell behind the seat, photo of the valid permit attached.',
    'Forgot to move the permit over to the new car, sorry.',
  ],
  'Outside marked bay': [
    'The lines at {site} are worn away, how was I meant to see them, appalling.',
    'Bay markings faded at {site}, photos attached.',
    'Parked slightly over the line because of the car beside me.',
  ],
  'Wrong zone': [
    'Signs at {site} make no sense, fining people for your bad signage is a scam.',
    'Parked in the staff zone by mistake, signage unclear at {site}.',
    'Did not notice the zone change, first time parking here.',
  ],
  'Double entry (ANPR)': [
    'Charged twice for one visit to {site}, your cameras are a joke.',
    'The camera logged two entries for one visit at {site}, ticket attached.',
    'Looks like a double read by the camera, please check.',
  ],
};

const HEADER = [
  'Appeal Ref',
  'Rcvd @',
  'Keeper ID',
  'Site',
  'Pay Method',
  'Breach Type',
  'Lodged Via',
  'Assessor',
  'Outcome',
  'Decided (yyyymmdd)',
  'Fine (A$)',
  'Overstay (min)',
  'Disab. Permit?',
  'CSAT /5',
  'Grounds',
] as const;

interface Keeper {
  readonly id: string;
  readonly site: Site;
  readonly method: string;
  readonly permit: boolean;
}

function keepers(random: () => number): Keeper[] {
  return Array.from({ length: KEEPERS }, (_, index) => ({
    id: `KPR${String(10_000 + index * 31).padStart(6, '0')}`,
    site: pickWeighted(random, SITES),
    method: pickWeighted(random, METHODS).method,
    permit: random() < 0.09,
  }));
}

type Planted = 'outage' | 'camera' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly keeper: Keeper;
  readonly site: Site;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY.MM.DD HH:mm` of a UTC instant. */
export function receivedText(when: Date): string {
  return (
    `${when.getUTCFullYear()}.${pad(when.getUTCMonth() + 1)}.${pad(when.getUTCDate())} ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

/** `BN` and the two-digit year, a six-digit serial and a check letter. */
function appealRef(index: number, when: Date): string {
  const year = String(when.getUTCFullYear()).slice(2);
  return `BN${year}-${String(index * 3 + 1017).padStart(6, '0')}/${String.fromCharCode(65 + ((index * 11) % 26))}`;
}

function breachOf(random: () => number, moment: Moment): Breach {
  if (moment.planted === 'outage') return 'No valid ticket';
  if (moment.planted === 'camera') return 'Double entry (ANPR)';
  if (moment.keeper.method === 'Permit' && random() < 0.5) {
    return random() < 0.5 ? 'No valid permit' : 'Permit not displayed';
  }
  return pickWeighted(random, BREACHES).breach;
}

/** One appeal row. */
function appealRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, planted, keeper, site } = moment;
  const day = when.toISOString().slice(0, 10);
  const breach = breachOf(random, moment);
  const via = pickWeighted(random, VIA).via;
  const assessor = ASSESSORS[Math.floor(random() * ASSESSORS.length)]!;
  const backlog = day.slice(0, 7) === BACKLOG_MONTH ? 3 : 1;
  const wait = Math.max(1, Math.round(DAYS_TO_DECIDE[breach] * (0.4 + random() * 1.2) * backlog));
  const decidedMs = Date.parse(`${day}T00:00:00Z`) + wait * 86_400_000;
  const roll = random();
  const pending = decidedMs > Date.parse(`${lastDay}T00:00:00Z`) || roll < 0.02;
  let chance = UPHOLD[breach];
  if (keeper.permit) chance = Math.max(chance, 0.78);
  if (planted === 'outage') chance = 0.9;
  if (planted === 'camera') chance = 0.92;
  const upheld = random() < chance;
  let outcome: string;
  if (pending) outcome = random() < 0.65 ? 'Pending' : 'Pending - info requested';
  else if (upheld) outcome = random() < 0.2 ? 'Upheld - goodwill' : 'Upheld';
  else outcome = random() < 0.12 ? 'Rejected - out of time' : 'Rejected';
  const decided = pending ? '' : new Date(decidedMs).toISOString().slice(0, 10).replaceAll('-', '');
  const fine = breach === 'Double entry (ANPR)' ? 110 : site.fine;
  const overstay =
    breach === 'Overstay'
      ? 15 + Math.floor(random() * 166)
      : breach === 'Overstay - grace period'
        ? 1 + Math.floor(random() * 15)
        : '';
  const surveyed = !pending && random() < 0.13;
  const csat = Math.round(
    Math.min(5, Math.max(1, (outcome.startsWith('Upheld') ? 4 : 2) + (random() - 0.5) * 3)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    appealRef(index, when),
    receivedText(when),
    keeper.id,
    site.site,
    keeper.method,
    breach,
    via,
    assessor,
    outcome,
    decided,
    fine,
    overstay,
    keeper.permit ? '[x]' : '[ ]',
    surveyed ? csat : '',
    GROUNDS[breach][tone]!.replaceAll('{site}', site.site),
  ];
}

/** How busy a moment is: office hours, some evenings, little at night, less at weekends. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  if (hour < 6) return 0.05 * weekend;
  if (hour < 9) return 0.5 * weekend;
  if (hour < 18) return 1 * weekend;
  return 0.45 * weekend;
}

const siteNamed = (name: string) => SITES.find((entry) => entry.site === name)!;

/** A keeper's site, except that Hospital P2 has no appeals before it opens (Hospital P1 then). */
function siteOn(keeper: Keeper, day: string): Site {
  if (keeper.site.site === 'Hospital P2' && day < HOSPITAL_P2_OPENS)
    return siteNamed('Hospital P1');
  return keeper.site;
}

function plantedMoments(
  random: () => number,
  people: Keeper[],
  rows: number,
  window: { site: string; from: string; to: string },
  planted: Planted,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / 86_400_000 + 1;
  return Array.from({ length: rows }, () => ({
    when: new Date(start + Math.floor(random() * days * 1440) * 60_000),
    planted,
    keeper: people[Math.floor(random() * people.length)]!,
    site: siteNamed(window.site),
  }));
}

/** The appeals as CSV text, in the order they were received: the same text on every call. */
export function parkingAppealsCsv(): string {
  const random = seededDraws(SEED);
  const people = keepers(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, OUTAGE_ROWS, OUTAGE, 'outage'),
    ...plantedMoments(random, people, CAMERA_ROWS, CAMERA, 'camera'),
  ];
  while (moments.length < APPEAL_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      const keeper = people[Math.floor(random() * people.length)]!;
      const day = when.toISOString().slice(0, 10);
      moments.push({ when, planted: undefined, keeper, site: siteOn(keeper, day) });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(appealRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the appeals are imported: what an analyst would write after `npm run import -- --inspect`. */
export const PARKING_MAPPING = {
  name: 'Car-park breach notice appeals (December 2024 – November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Appeal Ref',
    at: { column: 'Rcvd @', format: 'YYYY.MM.DD HH:mm' },
    customerId: 'Keeper ID',
    channel: 'Lodged Via',
    product: 'Pay Method',
    category: 'Breach Type',
    status: 'Outcome',
    body: 'Grounds',
  },
  custom: {
    site: { column: 'Site', type: 'category', label: 'car park' },
    assessor: { column: 'Assessor', type: 'category', label: 'assessor' },
    decided: {
      column: 'Decided (yyyymmdd)',
      type: 'date',
      format: 'YYYYMMDD',
      label: 'decided on',
    },
    fine_aud: { column: 'Fine (A$)', type: 'number', label: 'fine (A$)' },
    overstay_min: { column: 'Overstay (min)', type: 'number', label: 'overstay (minutes)' },
    permit: {
      column: 'Disab. Permit?',
      type: 'boolean',
      label: 'disability permit',
      values: { '[x]': 'true', '[ ]': 'false' },
    },
    csat: { column: 'CSAT /5', type: 'number', label: 'CSAT (1–5)' },
  },
  declaration: {
    description:
      "Appeals against breach notices (parking fines) issued in an Australian operator's car parks, 1 December 2024 to 30 November 2025: the vehicle keeper, the car park, how the keeper paid, the breach, how the appeal was lodged, the assessor and the outcome, the day it was decided (blank while pending), the fine in Australian dollars, the minutes overstayed (overstays only), whether a disability permit was held, and an optional 1–5 satisfaction score.",
    fields: {
      product: { label: 'pay method', synonyms: ['pay method', 'payment method', 'payment'] },
      category: { label: 'breach type', synonyms: ['breach type', 'breach', 'contravention'] },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'decision'] },
      channel: { label: 'lodged via', synonyms: ['lodged via', 'channel'] },
      customerId: { label: 'keeper', synonyms: ['keeper', 'motorist', 'driver'] },
      site: { synonyms: ['car park', 'site', 'location'] },
      assessor: { synonyms: ['assessor', 'reviewer', 'officer'] },
      decided: { synonyms: ['decided', 'decision date', 'closed'] },
      fine_aud: { synonyms: ['fine', 'charge', 'amount', 'A$'] },
      overstay_min: { synonyms: ['overstay', 'minutes over'] },
      permit: { synonyms: ['disability permit', 'permit holder', 'accessible'] },
      csat: { synonyms: ['CSAT', 'satisfaction', 'rating'] },
    },
  },
} as const;

type AppealRow = Record<(typeof HEADER)[number], string>;

/** `YYYY.MM.DD HH:mm` as its day (`YYYY-MM-DD`), hour and instant; anything else is refused. */
export function appealMoment(received: string): { day: string; hour: number; at: string } {
  const match = /^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2})$/.exec(received);
  if (!match || Number(match[4]) > 23) throw new Error(`Unreadable Rcvd @ "${received}"`);
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `yyyymmdd` as `YYYY-MM-DD`, blank as null; anything else is refused. */
export function decidedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Decided "${cell}"`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `appeals` (ref, day, hour, at, keeper, site,
 * method, breach, via, assessor, outcome, decided or NULL, days to decide or NULL, fine, overstay
 * or NULL, permit 0/1, csat or NULL, grounds): the ground the parking truths are computed on.
 */
export function loadAppeals(csv = parkingAppealsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as AppealRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE appeals (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    keeper TEXT NOT NULL, site TEXT NOT NULL, method TEXT NOT NULL, breach TEXT NOT NULL,
    via TEXT NOT NULL, assessor TEXT NOT NULL, outcome TEXT NOT NULL, decided TEXT,
    days INTEGER, fine REAL NOT NULL, overstay INTEGER, permit INTEGER NOT NULL, csat INTEGER,
    grounds TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO appeals VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = appealMoment(row['Rcvd @']);
      const decided = decidedDay(row['Decided (yyyymmdd)']);
      insert.run(
        row['Appeal Ref'],
        day,
        hour,
        at,
        row['Keeper ID'],
        row.Site,
        row['Pay Method'],
        row['Breach Type'],
        row['Lodged Via'],
        row.Assessor,
        row.Outcome,
        decided,
        decided === null ? null : Math.round((Date.parse(decided) - Date.parse(day)) / 86_400_000),
        Number(row['Fine (A$)']),
        numberOrNull(row['Overstay (min)']),
        row['Disab. Permit?'] === '[x]' ? 1 : 0,
        numberOrNull(row['CSAT /5']),
        row.Grounds,
      );
    }
  })();
  return db;
}

/** The appeals written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importParking(): Promise<ImportedData | string> {
  return importCsv({
    name: 'parking',
    csv: { text: parkingAppealsCsv() },
    mapping: PARKING_MAPPING,
    rows: APPEAL_ROWS,
    noun: 'appeals',
  });
}
