// A generated data set for the fifteenth round's first practice set (practice15a): a British
// housing association's tenant repair complaints. Another shape again: the logging time written
// year first with an at sign and a dotted 12-hour clock stuck to its am/pm ("2025-11-23 @ 2.05pm"),
// the day a repair was fixed written as an ISO week date ("2025-W47-7" is Sunday 23 November 2025;
// blank while the complaint is open or when it was withdrawn), the time to attend written as a
// compound duration ("2d 5h", "7h"; blank when nobody attended), headers unlike earlier ones
// ("Job No", "Logged", "Estate", "Prop Type", "Trade", "Complaint Type", "Contractor",
// "Priority", "Time to Attend", "Fixed (ISO wk)", "Comp £", "Damp Flag", "Tenant Score %"), the
// record noun "complaint", ids with underscores ("HA_25_004127"), compensation written with a pound
// sign and an apostrophe between thousands ("£1'250", whole pounds, blank when none was paid),
// a yes/no field written "On" / "Off", a mostly blank score written as a percentage ("70%"),
// look-alike values (estates "Oakfield" / "Oakfield Park", contractors "Apex Building" / "Apex
// Building Services", property types "Flat" / "Flat - high rise", priorities "Routine" /
// "Routine - planned"), and a complaint type called "Contractor" (the contractor's conduct) beside
// a field called "Contractor". Generated deterministically here, written as a CSV and imported
// through Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
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

const SEED = 20251501;
export const HOUSING_ROWS = 3180;
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 365; // 1 December 2024 – 30 November 2025
const TENANCIES = 2300;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) a cold snap from 6 to 19 January 2025 brings a burst of Heating "Delay"
 * complaints against Apex Building Services; (2) damp and mould complaints on the Millbank estate
 * jump in March 2025; (3) the compensation for a missed appointment doubles from £20 to £40 on 1 June
 * 2025; (4) complaints logged in August 2025 take about twice as long to be fixed.
 */
export const COLD_SNAP = {
  contractor: 'Apex Building Services',
  from: '2025-01-06',
  to: '2025-01-19',
} as const;
const COLD_ROWS = 110;
export const MILLBANK_DAMP = { estate: 'Millbank', from: '2025-03-01', to: '2025-03-31' } as const;
const DAMP_ROWS = 90;
export const MISSED_COMP_RISE = '2025-06-01';
export const AUGUST = { from: '2025-08-01', to: '2025-08-31' } as const;

const ESTATES = [
  { estate: 'Oakfield', weight: 5 },
  { estate: 'Oakfield Park', weight: 3 },
  { estate: 'Millbank', weight: 4 },
  { estate: 'Hillcrest', weight: 4 },
  { estate: 'Stanmore Rise', weight: 3 },
  { estate: 'Brook Vale', weight: 2 },
] as const;
type Estate = (typeof ESTATES)[number]['estate'];

const PROPERTY_TYPES = [
  { type: 'Flat', weight: 7 },
  { type: 'Flat - high rise', weight: 3 },
  { type: 'House', weight: 6 },
  { type: 'Bungalow', weight: 2 },
  { type: 'Maisonette', weight: 2 },
] as const;

const TRADES = [
  { trade: 'Plumbing', weight: 7 },
  { trade: 'Heating', weight: 6 },
  { trade: 'Electrical', weight: 4 },
  { trade: 'Damp & mould', weight: 4 },
  { trade: 'Roofing', weight: 2 },
  { trade: 'Joinery', weight: 3 },
  { trade: 'Windows & doors', weight: 3 },
] as const;

type Kind =
  | 'Delay'
  | 'Missed appointment'
  | 'Poor workmanship'
  | 'Contractor'
  | 'Communication'
  | 'Repeat failure';
const KINDS: readonly { kind: Kind; weight: number }[] = [
  { kind: 'Delay', weight: 9 },
  { kind: 'Missed appointment', weight: 5 },
  { kind: 'Poor workmanship', weight: 4 },
  { kind: 'Contractor', weight: 3 },
  { kind: 'Communication', weight: 4 },
  { kind: 'Repeat failure', weight: 3 },
];

const CONTRACTORS = [
  { contractor: 'Apex Building', weight: 5 },
  { contractor: 'Apex Building Services', weight: 4 },
  { contractor: 'Northgate Maintenance', weight: 5 },
  { contractor: 'Direct Works', weight: 6 },
  { contractor: 'Keystone Repairs', weight: 3 },
] as const;

type Priority = 'Emergency' | 'Urgent' | 'Routine' | 'Routine - planned';
const PRIORITIES: readonly { priority: Priority; weight: number }[] = [
  { priority: 'Emergency', weight: 2 },
  { priority: 'Urgent', weight: 4 },
  { priority: 'Routine', weight: 9 },
  { priority: 'Routine - planned', weight: 2 },
];
/** Base hours to attend, by priority. */
const HOURS_TO_ATTEND: Record<Priority, number> = {
  Emergency: 6,
  Urgent: 40,
  Routine: 190,
  'Routine - planned': 480,
};

const CHANNELS = [
  { channel: 'Phone', weight: 8 },
  { channel: 'Online portal', weight: 6 },
  { channel: 'Email', weight: 3 },
  { channel: 'Housing officer', weight: 2 },
  { channel: 'Letter', weight: 1 },
] as const;

const NOTES: Record<Kind, readonly [string, string, string]> = {
  Delay: [
    'Still waiting for the {trade} repair weeks later, this is unacceptable.',
    'Reported the {trade} problem and nothing has happened yet.',
    'Could you let me know when the {trade} job will be booked?',
  ],
  'Missed appointment': [
    'Took a day off work and nobody turned up, absolutely fuming.',
    'Operative did not attend the {trade} appointment.',
    'Think the appointment was missed, can it be rebooked?',
  ],
  'Poor workmanship': [
    'The {trade} repair is shoddy and already coming apart.',
    'The {trade} work was not finished properly.',
    'Not sure the {trade} job was done right, could someone check?',
  ],
  Contractor: [
    'The contractor was rude and left a mess everywhere.',
    'Complaint about how the contractor behaved in the property.',
    'The contractor was a bit abrupt, just flagging it.',
  ],
  Communication: [
    'Nobody ever calls back, I have chased five times.',
    'Was not told the {trade} appointment had changed.',
    'Would be good to get updates on the {trade} job.',
  ],
  'Repeat failure': [
    'Same {trade} fault for the third time, sick of it.',
    'The {trade} fault has come back after the last repair.',
    'The {trade} problem seems to be back again.',
  ],
};

const HEADER = [
  'Job No',
  'Logged',
  'Estate',
  'Prop Type',
  'Trade',
  'Complaint Type',
  'Contractor',
  'Priority',
  'Raised Via',
  'Outcome',
  'Time to Attend',
  'Fixed (ISO wk)',
  'Comp £',
  'Damp Flag',
  'Tenant Score %',
  'Tenancy Ref',
  'Details',
] as const;

interface Tenancy {
  readonly id: string;
  readonly estate: Estate;
  readonly type: string;
  readonly damp: boolean;
}

function tenancies(random: () => number): Tenancy[] {
  return Array.from({ length: TENANCIES }, (_, index) => ({
    id: `TN${String(41_000 + index * 7).padStart(7, '0')}`,
    estate: pickWeighted(random, ESTATES).estate,
    type: pickWeighted(random, PROPERTY_TYPES).type,
    damp: random() < 0.18,
  }));
}

type Planted = 'cold' | 'damp' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly tenancy: Tenancy;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2025-11-23 @ 2.05pm` of a UTC instant. */
export function loggedText(when: Date): string {
  const hours = when.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${when.toISOString().slice(0, 10)} @ ${twelve}.${pad(when.getUTCMinutes())}` +
    (hours < 12 ? 'am' : 'pm')
  );
}

/** `2025-W47-7` of a day (`YYYY-MM-DD`): its ISO week-numbering year, week and weekday. */
export function isoWeekText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${pad(week)}-${weekday}`;
}

/** `2d 5h` or `7h` of a whole number of hours. */
export function durationText(hours: number): string {
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days}d ${hours % 24}h` : `${hours}h`;
}

/** `£1'250` of whole pounds. */
export function poundsText(amount: number): string {
  const text = String(amount);
  return `£${text.length > 3 ? `${text.slice(0, -3)}'${text.slice(-3)}` : text}`;
}

/** `HA_25_004127`: the year the complaint was logged and a six-digit serial. */
function jobNo(index: number, when: Date): string {
  return `HA_${String(when.getUTCFullYear()).slice(2)}_${String(1_000 + index * 13).padStart(6, '0')}`;
}

function compensation(random: () => number, kind: Kind, day: string, attendHours: number): number {
  switch (kind) {
    case 'Delay':
      return Math.min(400, 25 + 25 * Math.floor(attendHours / 168));
    case 'Missed appointment':
      return day >= MISSED_COMP_RISE ? 40 : 20;
    case 'Poor workmanship':
      return random() < 0.5 ? 75 : 150;
    case 'Contractor':
      return 50;
    case 'Communication':
      return 25;
    case 'Repeat failure':
      return 100 * (1 + Math.floor(random() * 15));
  }
}

/** One complaint row. */
function complaintRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, tenancy } = moment;
  const day = when.toISOString().slice(0, 10);
  const trade =
    moment.planted === 'cold'
      ? 'Heating'
      : moment.planted === 'damp'
        ? 'Damp & mould'
        : pickWeighted(random, TRADES).trade;
  const kind: Kind =
    moment.planted === 'cold'
      ? 'Delay'
      : moment.planted === 'damp'
        ? random() < 0.6
          ? 'Delay'
          : 'Repeat failure'
        : pickWeighted(random, KINDS).kind;
  const contractor =
    moment.planted === 'cold' ? COLD_SNAP.contractor : pickWeighted(random, CONTRACTORS).contractor;
  const priority: Priority =
    moment.planted === 'cold' ? 'Urgent' : pickWeighted(random, PRIORITIES).priority;
  const channel = pickWeighted(random, CHANNELS).channel;
  const attendHours = Math.max(
    1,
    Math.round(HOURS_TO_ATTEND[priority] * (0.3 + random() * 1.2) * (kind === 'Delay' ? 1.6 : 1)),
  );
  const attended = random() > 0.06;
  const august = day >= AUGUST.from && day <= AUGUST.to ? 2 : 1;
  const fixHours = attendHours + Math.round((24 + random() * 24 * 12) * august);
  const fixedDay = new Date(when.getTime() + fixHours * HOUR_MS).toISOString().slice(0, 10);
  const withdrawn = random() < 0.05;
  const open = !withdrawn && (fixedDay > lastDay || random() < 0.03);
  const roll = random();
  const outcome = withdrawn
    ? 'Withdrawn'
    : open
      ? 'Open'
      : roll < 0.4
        ? 'Upheld'
        : roll < 0.65
          ? 'Partly upheld'
          : 'Not upheld';
  const fixed = outcome !== 'Open' && outcome !== 'Withdrawn' && attended;
  const paid = (outcome === 'Upheld' || outcome === 'Partly upheld') && random() < 0.85;
  const full = compensation(random, kind, day, attendHours);
  const comp = paid ? (outcome === 'Partly upheld' ? Math.round(full / 2) : full) : undefined;
  const rated = outcome !== 'Open' && random() < 0.15;
  const score =
    10 *
    Math.round(
      Math.min(10, Math.max(1, (outcome === 'Not upheld' ? 3.5 : 6.5) + (random() - 0.5) * 7)),
    );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    jobNo(index, when),
    loggedText(when),
    tenancy.estate,
    tenancy.type,
    trade,
    kind,
    contractor,
    priority,
    channel,
    outcome,
    attended ? durationText(attendHours) : '',
    fixed ? isoWeekText(fixedDay) : '',
    comp === undefined ? '' : poundsText(comp),
    tenancy.damp ? 'On' : 'Off',
    rated ? `${score}%` : '',
    tenancy.id,
    NOTES[kind][tone]!.replaceAll('{trade}', trade.toLowerCase()),
  ];
}

/** How likely a moment is to bring a complaint: mostly office hours, fewer at weekends. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [7, 0.04],
  [19, 1],
  [24, 0.3],
] as const;

function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.35 : 1;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, weekend);
}

function plantedMoments(
  random: () => number,
  people: readonly Tenancy[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 8 * 60, span: 600, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, tenancy) => ({
    when,
    planted,
    tenancy,
  }));
}

/** The complaints as CSV text, in the order they were logged: the same text on every call. */
export function housingComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = tenancies(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, COLD_ROWS, COLD_SNAP, 'cold'),
    ...plantedMoments(
      random,
      people.filter((tenancy) => tenancy.estate === MILLBANK_DAMP.estate),
      DAMP_ROWS,
      MILLBANK_DAMP,
      'damp',
    ),
  ];
  while (moments.length < HOUSING_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        tenancy: people[Math.floor(random() * people.length)]!,
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
export const HOUSING_MAPPING = {
  name: 'Tenant repair complaints (December 2024 – November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Job No',
    at: { column: 'Logged', format: 'YYYY-MM-DD [@] h.mmA' },
    customerId: 'Tenancy Ref',
    channel: 'Raised Via',
    product: 'Trade',
    category: 'Complaint Type',
    status: 'Outcome',
    body: 'Details',
  },
  custom: {
    estate: { column: 'Estate', type: 'category', label: 'estate' },
    property_type: { column: 'Prop Type', type: 'category', label: 'property type' },
    contractor: { column: 'Contractor', type: 'category', label: 'contractor' },
    priority: { column: 'Priority', type: 'category', label: 'priority' },
    attend_hours: {
      column: 'Time to Attend',
      type: 'number',
      unit: 'hours',
      label: 'time to attend (hours)',
    },
    fixed: { column: 'Fixed (ISO wk)', type: 'date', format: 'GGGG-[W]WW-E', label: 'fixed on' },
    compensation: { column: 'Comp £', type: 'number', label: 'compensation (£)' },
    damp: {
      column: 'Damp Flag',
      type: 'boolean',
      label: 'damp flag',
      values: { On: 'true', Off: 'false' },
    },
    tenant_score: { column: 'Tenant Score %', type: 'number', label: 'tenant score (%)' },
  },
  declaration: {
    description:
      "A British housing association's tenant repair complaints, 1 December 2024 to 30 November 2025: the tenancy, the estate and property type, the repair trade (plumbing, heating, electrical, damp and mould, roofing, joinery, windows and doors), what the complaint is about (a delay, a missed appointment, poor workmanship, the contractor's conduct, communication, a repeat failure), the contractor, the repair's priority, how the complaint was raised, its outcome (open, upheld, partly upheld, not upheld, withdrawn), the time from the complaint to the first visit (blank when nobody attended), the day the repair was fixed (blank while open, withdrawn or never attended), compensation paid in pounds (blank when none), whether the property carries a damp flag, and an optional tenant score in per cent.",
    fields: {
      product: { label: 'trade', synonyms: ['trade', 'repair type', 'repair', 'job type'] },
      category: {
        label: 'complaint type',
        synonyms: ['complaint type', 'complaint about', 'reason', 'type of complaint'],
      },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'state', 'decision'] },
      channel: { label: 'raised via', synonyms: ['raised via', 'channel', 'how raised'] },
      customerId: { label: 'tenancy', synonyms: ['tenancy', 'tenant', 'household', 'home'] },
      estate: { synonyms: ['estate', 'area', 'scheme'] },
      property_type: { synonyms: ['property type', 'property', 'home type', 'dwelling'] },
      contractor: { synonyms: ['contractor', 'repairs contractor', 'firm'] },
      priority: { synonyms: ['priority', 'urgency'] },
      attend_hours: {
        synonyms: ['time to attend', 'attendance time', 'hours to attend', 'wait for a visit'],
      },
      fixed: { synonyms: ['fixed', 'fixed on', 'repaired', 'fix', 'completed'] },
      compensation: { synonyms: ['compensation', 'comp', 'payout', 'paid out', '£'] },
      damp: { synonyms: ['damp flag', 'damp', 'flagged for damp'] },
      tenant_score: { synonyms: ['tenant score', 'score', 'satisfaction', 'rating'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `2025-11-23 @ 2.05pm` as its day, hour and instant; anything else is refused. */
export function loggedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{4}-\d{2}-\d{2}) @ (\d{1,2})\.(\d{2})(am|pm)$/.exec(cell);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) {
    throw new Error(`Unreadable Logged "${cell}"`);
  }
  const day = match[1]!;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Logged "${cell}"`);
  }
  const hour = (Number(match[2]) % 12) + (match[4] === 'pm' ? 12 : 0);
  return { day, hour, at: `${day}T${pad(hour)}:${match[3]}:00Z` };
}

/** `2025-W47-7` as `2025-11-23`, blank as null; anything else is refused. */
export function fixedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{4})-W(\d{2})-([1-7])$/.exec(cell);
  if (!match) throw new Error(`Unreadable Fixed "${cell}"`);
  const year = Number(match[1]);
  const january4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = january4 - ((new Date(january4).getUTCDay() || 7) - 1) * DAY_MS;
  const ms = mondayOfWeek1 + ((Number(match[2]) - 1) * 7 + Number(match[3]) - 1) * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** `2d 5h` / `7h` as hours, blank as null; anything else is refused. */
export function attendHours(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(?:(\d+)d )?(\d+)h$/.exec(cell);
  if (!match) throw new Error(`Unreadable Time to Attend "${cell}"`);
  return Number(match[1] ?? 0) * 24 + Number(match[2]);
}

/** `£1'250` as 1250, blank as null; anything else is refused. */
export function poundsAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^£(\d{1,3}(?:'\d{3})*)$/.exec(cell);
  if (!match) throw new Error(`Unreadable Comp "${cell}"`);
  return Number(match[1]!.replaceAll("'", ''));
}

/** `70%` as 70, blank as null; anything else is refused. */
export function percentScore(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d{1,3})%$/.exec(cell);
  if (!match) throw new Error(`Unreadable Tenant Score "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, estate,
 * property_type, trade, kind, contractor, priority, channel, outcome, attend_hours or NULL, fixed
 * (`YYYY-MM-DD`) or NULL, fix_days (fractional days from the logging time to the fixed day's
 * midnight, as Sightline counts a date-only field) or NULL, comp or NULL, damp 0/1, score or NULL,
 * tenancy, details): the ground the housing truths are computed on.
 */
export function loadHousingComplaints(csv = housingComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    estate TEXT NOT NULL, property_type TEXT NOT NULL, trade TEXT NOT NULL, kind TEXT NOT NULL,
    contractor TEXT NOT NULL, priority TEXT NOT NULL, channel TEXT NOT NULL, outcome TEXT NOT NULL,
    attend_hours REAL, fixed TEXT, fix_days REAL, comp REAL, damp INTEGER NOT NULL, score INTEGER,
    tenancy TEXT NOT NULL, details TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(20).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = loggedMoment(row.Logged);
      const fixed = fixedDay(row['Fixed (ISO wk)']);
      insert.run(
        row['Job No'],
        day,
        hour,
        at,
        row.Estate,
        row['Prop Type'],
        row.Trade,
        row['Complaint Type'],
        row.Contractor,
        row.Priority,
        row['Raised Via'],
        row.Outcome,
        attendHours(row['Time to Attend']),
        fixed,
        fixed === null ? null : (Date.parse(`${fixed}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        poundsAmount(row['Comp £']),
        row['Damp Flag'] === 'On' ? 1 : 0,
        percentScore(row['Tenant Score %']),
        row['Tenancy Ref'],
        row.Details,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importHousing(): Promise<ImportedData | string> {
  return importCsv({
    name: 'housing',
    csv: { text: housingComplaintsCsv() },
    mapping: HOUSING_MAPPING,
    rows: HOUSING_ROWS,
    noun: 'complaints',
  });
}
