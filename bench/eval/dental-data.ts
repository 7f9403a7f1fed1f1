// A generated data set for the seventeenth round's first practice set (practice17a): a British
// dental practice group's patient complaints. Another shape again: the time a complaint was raised
// written with the month's full name first, a comma and the word "at" before a 12-hour clock
// ("March 4, 2025 at 2:20 PM"), the day it was resolved written day first with single dots and no
// leading zeros ("4.3.2025"; blank while the complaint is open or with the ombudsman), how long the
// patient waited for an appointment in whole weeks and days written out ("2 weeks 3 days", "1 week",
// "5 days"; blank unless the complaint is about a wait or a cancelled appointment), headers unlike
// earlier ones ("Complaint Ref", "Raised", "Practice", "Treatment", "Issue", "Raised Via",
// "Outcome", "Resolved", "Wait For Appt", "Refund", "Funding", "Feedback (0-10)", "Patient",
// "Summary"), the record noun "complaint", ids made of the day raised and a serial of that day
// ("250304-D017"), patient numbers with a hash ("pt#04127"), refunds with the currency code first
// and a space ("GBP 85.00", "GBP 1,950.00"; blank when none was paid), a yes/no field written
// "NHS" / "PRIV" (whether the patient is seen on the NHS), a mostly blank feedback score 0-10,
// look-alike values (practices "Kingsway" / "Kingsway Park" and "Elmfield" / "Elmfield Road",
// treatments "Filling" / "Filling - white" and "Crown" / "Crown - temporary", issues "Billing" /
// "Billing - NHS band charge", outcomes "Resolved" / "Resolved - refund"), and an issue called
// "Treatment" beside a field called "Treatment". Generated deterministically here, written as a
// CSV and imported through Sightline's own importer; its truths are plain SQL over the CSV loaded
// on its own.
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

const SEED = 20251701;
export const DENTAL_ROWS = 3140;
const FIRST_DAY = Date.UTC(2024, 8, 1);
const DAYS = 365; // 1 September 2024 – 31 August 2025
const PATIENTS = 2400;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) Millbrook's hygienist leaves and hygienist appointments there are cancelled
 * from 2 to 15 June 2025, a burst of "Appointment cancelled" complaints about the Hygienist;
 * (2) "Clinical outcome" complaints about implants at Kingsway Park jump in January 2025; (3) the
 * refund of a disputed NHS band charge rises from GBP 26.80 to GBP 27.40 on 1 April 2025;
 * (4) complaints raised in March 2025 take about twice as long to resolve.
 */
export const MILLBROOK_HYGIENIST = {
  practice: 'Millbrook',
  from: '2025-06-02',
  to: '2025-06-15',
} as const;
const HYGIENIST_ROWS = 90;
export const KINGSWAY_IMPLANTS = {
  practice: 'Kingsway Park',
  from: '2025-01-01',
  to: '2025-01-31',
} as const;
const IMPLANT_ROWS = 70;
export const BAND_CHARGE_RISE = '2025-04-01';
export const MARCH = { from: '2025-03-01', to: '2025-03-31' } as const;

const PRACTICES = [
  { practice: 'Kingsway', weight: 5 },
  { practice: 'Kingsway Park', weight: 4 },
  { practice: 'Elmfield', weight: 4 },
  { practice: 'Elmfield Road', weight: 3 },
  { practice: 'Millbrook', weight: 3 },
  { practice: 'Harbour View', weight: 3 },
] as const;
type Practice = (typeof PRACTICES)[number]['practice'];

type Treatment =
  | 'Check-up'
  | 'Hygienist'
  | 'Filling'
  | 'Filling - white'
  | 'Crown'
  | 'Crown - temporary'
  | 'Root canal'
  | 'Extraction'
  | 'Implant'
  | 'Braces';
const TREATMENTS: readonly { treatment: Treatment; weight: number }[] = [
  { treatment: 'Check-up', weight: 9 },
  { treatment: 'Hygienist', weight: 6 },
  { treatment: 'Filling', weight: 6 },
  { treatment: 'Filling - white', weight: 3 },
  { treatment: 'Crown', weight: 3 },
  { treatment: 'Crown - temporary', weight: 2 },
  { treatment: 'Root canal', weight: 3 },
  { treatment: 'Extraction', weight: 3 },
  { treatment: 'Implant', weight: 1 },
  { treatment: 'Braces', weight: 2 },
];
/** What a private patient pays for each treatment, in pounds. */
const PRICE: Record<Treatment, number> = {
  'Check-up': 55,
  Hygienist: 75,
  Filling: 120,
  'Filling - white': 185,
  Crown: 650,
  'Crown - temporary': 140,
  'Root canal': 495,
  Extraction: 160,
  Implant: 2450,
  Braces: 3200,
};

type Issue =
  | 'Treatment'
  | 'Pain after treatment'
  | 'Clinical outcome'
  | 'Billing'
  | 'Billing - NHS band charge'
  | 'Appointment cancelled'
  | 'Waiting time'
  | 'Staff attitude'
  | 'Hygiene';
const ISSUES: readonly { issue: Issue; weight: number }[] = [
  { issue: 'Treatment', weight: 4 },
  { issue: 'Pain after treatment', weight: 4 },
  { issue: 'Clinical outcome', weight: 3 },
  { issue: 'Billing', weight: 5 },
  { issue: 'Billing - NHS band charge', weight: 3 },
  { issue: 'Appointment cancelled', weight: 5 },
  { issue: 'Waiting time', weight: 5 },
  { issue: 'Staff attitude', weight: 3 },
  { issue: 'Hygiene', weight: 1 },
];

const CHANNELS = [
  { channel: 'Phone', weight: 7 },
  { channel: 'Reception', weight: 5 },
  { channel: 'Email', weight: 4 },
  { channel: 'Online form', weight: 3 },
  { channel: 'Review site', weight: 1 },
] as const;

const NOTES: Record<Issue, readonly [string, string, string]> = {
  Treatment: [
    'The {treatment} was rushed and nobody explained anything, not good enough.',
    'I was not happy with how my {treatment} was done.',
    'Could someone go over what was done at my {treatment}?',
  ],
  'Pain after treatment': [
    'In agony for a week after the {treatment} and nobody called back, disgraceful.',
    'Still sore days after my {treatment}.',
    'A bit of pain after the {treatment}, is that normal?',
  ],
  'Clinical outcome': [
    'The {treatment} has failed already and I want it redone free, shocking work.',
    'My {treatment} has not worked out as promised.',
    'Not sure the {treatment} came out right, could it be checked?',
  ],
  Billing: [
    'Charged twice for my {treatment}, sort it out now.',
    'The bill for the {treatment} was higher than quoted.',
    'Could you check the invoice for my {treatment}?',
  ],
  'Billing - NHS band charge': [
    'Charged the wrong NHS band for a {treatment}, a total rip-off.',
    'I think I was put in the wrong band for my {treatment}.',
    'Not sure which NHS band my {treatment} should be.',
  ],
  'Appointment cancelled': [
    'Cancelled AGAIN the day before my {treatment}, ridiculous.',
    'My {treatment} appointment was cancelled without a reason.',
    'My {treatment} got moved, when is the next slot?',
  ],
  'Waiting time': [
    'Months to get a {treatment}, absolutely useless.',
    'The wait for a {treatment} is far too long.',
    'How long is the wait for a {treatment} at the moment?',
  ],
  'Staff attitude': [
    'The receptionist was rude about my {treatment}, appalling.',
    'Staff were unhelpful when I asked about my {treatment}.',
    'The nurse seemed a little short with me at my {treatment}.',
  ],
  Hygiene: [
    'The surgery was dirty when I came for my {treatment}, disgusting.',
    'The waiting room was not clean at my {treatment} visit.',
    'The toilets could do with a clean.',
  ],
};

const HEADER = [
  'Complaint Ref',
  'Raised',
  'Practice',
  'Treatment',
  'Issue',
  'Raised Via',
  'Outcome',
  'Resolved',
  'Wait For Appt',
  'Refund',
  'Funding',
  'Feedback (0-10)',
  'Patient',
  'Summary',
] as const;

interface Patient {
  readonly id: string;
  readonly practice: Practice;
  readonly nhs: boolean;
}

function patients(random: () => number): Patient[] {
  return Array.from({ length: PATIENTS }, (_, index) => ({
    id: `pt#${String(1_000 + index * 3).padStart(5, '0')}`,
    practice: pickWeighted(random, PRACTICES).practice,
    nhs: random() < 0.62,
  }));
}

type Planted = 'hygienist' | 'implants' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly patient: Patient;
}

const MONTH_NAMES = [
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
const pad = (value: number) => String(value).padStart(2, '0');

/** `March 4, 2025 at 2:20 PM` of a UTC instant. */
export function raisedText(when: Date): string {
  const hours = when.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTH_NAMES[when.getUTCMonth()]} ${when.getUTCDate()}, ${when.getUTCFullYear()} at ${twelve}:${pad(when.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `4.3.2025` of a day (`YYYY-MM-DD`). */
export function resolvedText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
}

/** `2 weeks 3 days` / `1 week` / `5 days` of a number of days. */
export function waitText(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const parts = [
    weeks ? `${weeks} ${weeks === 1 ? 'week' : 'weeks'}` : '',
    rest ? `${rest} ${rest === 1 ? 'day' : 'days'}` : '',
  ].filter(Boolean);
  return parts.join(' ');
}

/** `GBP 85.00` / `GBP 1,950.00` of an amount in pounds. */
export function refundText(amount: number): string {
  const [whole, pence] = amount.toFixed(2).split('.');
  return `GBP ${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${pence}`;
}

/** `250304-D017`: the day raised and a serial of that day. */
function complaintRef(serial: number, day: string): string {
  return `${day.slice(2).replaceAll('-', '')}-D${String(serial).padStart(3, '0')}`;
}

function refund(random: () => number, issue: Issue, treatment: Treatment, day: string): number {
  switch (issue) {
    case 'Billing':
      return Math.round(PRICE[treatment] * (random() < 0.5 ? 1 : 0.5) * 100) / 100;
    case 'Billing - NHS band charge':
      return day >= BAND_CHARGE_RISE ? 27.4 : 26.8;
    case 'Clinical outcome':
      return PRICE[treatment];
    case 'Treatment':
    case 'Pain after treatment':
      return Math.round(PRICE[treatment] * 0.25 * 100) / 100;
    case 'Appointment cancelled':
    case 'Waiting time':
      return 25;
    case 'Staff attitude':
    case 'Hygiene':
      return 20;
  }
}

/** One complaint row. */
function complaintRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { when, patient } = moment;
  const day = when.toISOString().slice(0, 10);
  const practice =
    moment.planted === 'hygienist'
      ? MILLBROOK_HYGIENIST.practice
      : moment.planted === 'implants'
        ? KINGSWAY_IMPLANTS.practice
        : patient.practice;
  const treatment: Treatment =
    moment.planted === 'hygienist'
      ? 'Hygienist'
      : moment.planted === 'implants'
        ? 'Implant'
        : pickWeighted(random, TREATMENTS).treatment;
  const issue: Issue =
    moment.planted === 'hygienist'
      ? 'Appointment cancelled'
      : moment.planted === 'implants'
        ? 'Clinical outcome'
        : pickWeighted(random, ISSUES).issue;
  // An NHS band charge is only ever disputed by an NHS patient.
  const nhs = issue === 'Billing - NHS band charge' ? true : patient.nhs;
  const channel = pickWeighted(random, CHANNELS).channel;
  const march = day >= MARCH.from && day <= MARCH.to ? 2 : 1;
  const resolveHours = Math.round((30 + random() * 24 * 12) * march);
  const resolvedDay = new Date(when.getTime() + resolveHours * HOUR_MS).toISOString().slice(0, 10);
  const ombudsman = random() < 0.05;
  const open = !ombudsman && (resolvedDay > lastDay || random() < 0.04);
  const refunded = !ombudsman && !open && random() < 0.35;
  const outcome = ombudsman
    ? 'With ombudsman'
    : open
      ? 'Open'
      : refunded
        ? 'Resolved - refund'
        : 'Resolved';
  const waited = issue === 'Waiting time' || issue === 'Appointment cancelled';
  const waitDays = waited
    ? Math.max(1, Math.round((issue === 'Waiting time' ? 30 : 12) * (0.2 + random() * 1.6)))
    : 0;
  const amount = refunded ? refund(random, issue, treatment, day) : undefined;
  const scored = outcome.startsWith('Resolved') && random() < 0.18;
  const feedback = Math.max(
    0,
    Math.min(10, Math.round((refunded ? 6.5 : 4) + (random() - 0.5) * 7)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    complaintRef(serial, day),
    raisedText(when),
    practice,
    treatment,
    issue,
    channel,
    outcome,
    outcome.startsWith('Resolved') ? resolvedText(resolvedDay) : '',
    waited ? waitText(waitDays) : '',
    amount === undefined ? '' : refundText(amount),
    nhs ? 'NHS' : 'PRIV',
    scored ? String(feedback) : '',
    patient.id,
    NOTES[issue][tone]!.replaceAll('{treatment}', treatment.toLowerCase()),
  ];
}

/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [8, 0.04],
  [13, 1],
  [18, 0.8],
  [24, 0.15],
] as const;

/** How likely a moment is to bring a complaint: surgeries are open 8:00–18:00 on weekdays. */
function busy(when: Date): number {
  const weekday = when.getUTCDay();
  if (weekday === 0) return 0.02;
  const saturday = weekday === 6 ? 0.4 : 1;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, saturday);
}

function plantedMoments(
  random: () => number,
  people: readonly Patient[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 8 * 60, span: 600, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, patient) => ({
    when,
    planted,
    patient,
  }));
}

/** The complaints as CSV text, in the order they were raised: the same text on every call. */
export function dentalComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = patients(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, HYGIENIST_ROWS, MILLBROOK_HYGIENIST, 'hygienist'),
    ...plantedMoments(random, people, IMPLANT_ROWS, KINGSWAY_IMPLANTS, 'implants'),
  ];
  while (moments.length < DENTAL_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        patient: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  let previousDay = '';
  let serial = 0;
  for (const moment of moments) {
    const day = moment.when.toISOString().slice(0, 10);
    serial = day === previousDay ? serial + 1 : 1;
    previousDay = day;
    lines.push(complaintRow(random, serial, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const DENTAL_MAPPING = {
  name: 'Patient complaints (September 2024 – August 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Complaint Ref',
    at: { column: 'Raised', format: 'MMMM D, YYYY [at] h:mm A' },
    customerId: 'Patient',
    channel: 'Raised Via',
    product: 'Treatment',
    category: 'Issue',
    status: 'Outcome',
    body: 'Summary',
  },
  custom: {
    practice: { column: 'Practice', type: 'category', label: 'practice' },
    resolved: { column: 'Resolved', type: 'date', format: 'D.M.YYYY', label: 'resolved on' },
    wait_days: {
      column: 'Wait For Appt',
      type: 'number',
      unit: 'days',
      label: 'wait for an appointment (days)',
    },
    refund: { column: 'Refund', type: 'number', label: 'refund (£)' },
    nhs: {
      column: 'Funding',
      type: 'boolean',
      label: 'NHS patient',
      values: { NHS: 'true', PRIV: 'false' },
    },
    feedback: { column: 'Feedback (0-10)', type: 'number', label: 'feedback score (0-10)' },
  },
  declaration: {
    description:
      "A British dental practice group's patient complaints, 1 September 2024 to 31 August 2025: the patient, the practice, the treatment the complaint is about (check-up, hygienist, filling, white filling, crown, temporary crown, root canal, extraction, implant, braces), the issue (the treatment itself, pain after treatment, clinical outcome, billing, an NHS band charge, an appointment cancelled, waiting time, staff attitude, hygiene), how it was raised, its outcome (open, with the ombudsman, resolved, resolved with a refund), the day it was resolved (blank while open or with the ombudsman), how long the patient waited for an appointment (waiting-time and cancelled-appointment complaints only), the refund paid in pounds (blank when none), whether the patient is an NHS patient or private, and an optional feedback score from 0 to 10.",
    fields: {
      product: { label: 'treatment', synonyms: ['treatment', 'procedure', 'appointment type'] },
      category: {
        label: 'issue',
        synonyms: ['issue', 'complaint type', 'reason', 'type of complaint', 'what about'],
      },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'state'] },
      channel: { label: 'raised via', synonyms: ['raised via', 'channel', 'how raised', 'source'] },
      customerId: { label: 'patient', synonyms: ['patient', 'patient number', 'customer'] },
      practice: { synonyms: ['practice', 'surgery', 'clinic', 'branch', 'site'] },
      resolved: { synonyms: ['resolved', 'resolved on', 'date resolved', 'closed'] },
      wait_days: {
        synonyms: ['wait', 'wait for an appointment', 'waiting time', 'days waited', 'wait time'],
      },
      refund: { synonyms: ['refund', 'refunds', 'refunded', 'paid out', 'compensation'] },
      nhs: { synonyms: ['NHS', 'NHS patient', 'on the NHS', 'NHS funded'] },
      feedback: { synonyms: ['feedback', 'feedback score', 'score', 'rating', 'satisfaction'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `March 4, 2025 at 2:20 PM` as its day, hour and instant; anything else is refused. */
export function raisedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4}) at (\d{1,2}):(\d{2}) (AM|PM)$/.exec(cell);
  const month = match ? MONTH_NAMES.indexOf(match[1]!) : -1;
  if (!match || month < 0 || Number(match[4]) < 1 || Number(match[4]) > 12) {
    throw new Error(`Unreadable Raised "${cell}"`);
  }
  const day = `${match[3]}-${pad(month + 1)}-${pad(Number(match[2]))}`;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Raised "${cell}"`);
  }
  const hour = (Number(match[4]) % 12) + (match[6] === 'PM' ? 12 : 0);
  return { day, hour, at: `${day}T${pad(hour)}:${match[5]}:00Z` };
}

/** `4.3.2025` as `2025-03-04`, blank as null; anything else is refused. */
export function resolvedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^([1-9]\d?)\.([1-9]\d?)\.(\d{4})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Resolved "${cell}"`);
  const day = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Resolved "${cell}"`);
  }
  return day;
}

/** `2 weeks 3 days` as 17, `1 week` as 7, `5 days` as 5, blank as null; anything else is refused. */
export function waitDays(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(?:([1-9]\d*) weeks?)?(?: ?([1-6]) days?)?$/.exec(cell);
  if (!match || (!match[1] && !match[2])) throw new Error(`Unreadable Wait For Appt "${cell}"`);
  return Number(match[1] ?? 0) * 7 + Number(match[2] ?? 0);
}

/** `GBP 1,950.00` as 1950, blank as null; anything else is refused. */
export function refundAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^GBP (\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund "${cell}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** `0` … `10` as a number, blank as null; anything else is refused. */
export function feedbackScore(cell: string): number | null {
  if (cell === '') return null;
  if (!/^(10|\d)$/.test(cell)) throw new Error(`Unreadable Feedback "${cell}"`);
  return Number(cell);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, practice,
 * treatment, issue, channel, outcome, resolved (`YYYY-MM-DD`) or NULL, resolve_days (fractional
 * days from the raising time to the resolved day's midnight, as Sightline counts a date-only field)
 * or NULL, wait_days or NULL, refund or NULL, nhs 0/1, feedback or NULL, patient, summary): the
 * ground the dental truths are computed on.
 */
export function loadDentalComplaints(csv = dentalComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    practice TEXT NOT NULL, treatment TEXT NOT NULL, issue TEXT NOT NULL, channel TEXT NOT NULL,
    outcome TEXT NOT NULL, resolved TEXT, resolve_days REAL, wait_days REAL, refund REAL,
    nhs INTEGER NOT NULL, feedback INTEGER, patient TEXT NOT NULL, summary TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(17).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = raisedMoment(row.Raised);
      const resolved = resolvedDay(row.Resolved);
      insert.run(
        row['Complaint Ref'],
        day,
        hour,
        at,
        row.Practice,
        row.Treatment,
        row.Issue,
        row['Raised Via'],
        row.Outcome,
        resolved,
        resolved === null ? null : (Date.parse(`${resolved}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        waitDays(row['Wait For Appt']),
        refundAmount(row.Refund),
        row.Funding === 'NHS' ? 1 : 0,
        feedbackScore(row['Feedback (0-10)']),
        row.Patient,
        row.Summary,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importDental(): Promise<ImportedData | string> {
  return importCsv({
    name: 'dental',
    csv: { text: dentalComplaintsCsv() },
    mapping: DENTAL_MAPPING,
    rows: DENTAL_ROWS,
    noun: 'complaints',
  });
}
