// A sixteenth generated data set, for the fourteenth held-out round: an English hospital trust's
// PALS log (the Patient Advice and Liaison Service: concerns raised by patients, relatives and
// carers, logged by the PALS officers). Another domain and shape again: the time a concern was
// received written day-first with a short weekday in front and slashes ("Sun 23/11/2025 14:05"),
// a second, date-only field with an ordinal day and the month's short name ("27th Nov 2025"; blank
// while the concern is open), so a time to close in days can be asked; header names unlike
// earlier ones ("PALS Ref", "Date Rec'd", "NHS No.", "Hospital", "Ward / Dept", "Directorate",
// "Subject", "How Raised", "Outcome", "Date Closed", "Ex Gratia", "Wait (wks)", "Interpreter",
// "Satisfaction /10", "Summary"), the record noun "concern", ids with slashes and the year
// ("PALS/25/00413"), patients known by a spaced ten-digit NHS number ("485 777 3456"), ex gratia
// payments written with a pound sign and thousands separators ("£1,250.00"), waits written with
// their unit ("14 wks"), a yes/no field written "Req'd" / "Not req'd", a mostly blank 0–10 score,
// hospitals that share words ("St Mary's" / "St Margaret's", "Northfield General" / "Northfield
// Community"), look-alike wards ("Ward 7" / "Ward 7A" / "Ward 17") and subjects ("Appointments" /
// "Appointments - cancelled", "Communication" / "Communication - with family"), look-alike outcomes
// ("Resolved" / "Resolved - apology given" / "Resolved - explanation given"), and a subject called
// "Interpreter" beside a field called "Interpreter" (whether an interpreter was needed). Generated
// deterministically here, written as a CSV and imported through Sightline's own importer; its
// truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251124;
export const CONCERN_ROWS = 3620;
const FIRST_DAY = Date.UTC(2024, 9, 1);
const DAYS = 365; // 1 October 2024 – 30 September 2025
const PATIENTS = 3100;

/**
 * Planted facts: (1) the pay machines at Northfield General's car park fail from 9 to 22 June 2025
 * and "Car parking" concerns there burst; (2) an appointment-booking system change in March 2025
 * cancels clinics, and "Appointments - cancelled" concerns raised by phone jump that month;
 * (3) Ward 7A is shut for refurbishment from 3 February to 16 March 2025: no concern names it in
 * that window; (4) concerns about Radiology take about twice as long to close; (5) the switchboard
 * fails on 14 August 2025 and "Communication" concerns through the Online form burst that day.
 */
export const PARKING_FAILURE = {
  site: 'Northfield General',
  from: '2025-06-09',
  to: '2025-06-22',
} as const;
const PARKING_ROWS = 85;
export const CANCELLATIONS = { from: '2025-03-01', to: '2025-03-31' } as const;
const CANCEL_ROWS = 115;
export const REFURBISHMENT = { ward: 'Ward 7A', from: '2025-02-03', to: '2025-03-16' } as const;
export const SLOW_WARD = 'Radiology';
export const SWITCHBOARD = { day: '2025-08-14' } as const;
const SWITCHBOARD_ROWS = 65;

const SITES = [
  { site: "St Mary's", weight: 6 },
  { site: "St Margaret's", weight: 4 },
  { site: 'Northfield General', weight: 5 },
  { site: 'Northfield Community', weight: 2 },
  { site: "Queen's Park", weight: 3 },
] as const;
type Site = (typeof SITES)[number];

const WARDS = [
  { ward: 'Outpatients', directorate: 'Medicine', weight: 9 },
  { ward: 'A&E', directorate: 'Emergency', weight: 7 },
  { ward: 'Maternity', directorate: 'Women & Children', weight: 4 },
  { ward: 'Ward 7', directorate: 'Medicine', weight: 4 },
  { ward: 'Ward 7A', directorate: 'Surgery', weight: 3 },
  { ward: 'Ward 17', directorate: 'Surgery', weight: 3 },
  { ward: 'Radiology', directorate: 'Diagnostics', weight: 3 },
  { ward: 'Pharmacy', directorate: 'Diagnostics', weight: 2 },
] as const;
type Ward = (typeof WARDS)[number];

type Subject =
  | 'Appointments'
  | 'Appointments - cancelled'
  | 'Communication'
  | 'Communication - with family'
  | 'Clinical care'
  | 'Staff attitude'
  | 'Discharge'
  | 'Car parking'
  | 'Medication'
  | 'Lost property'
  | 'Interpreter';

const SUBJECTS: readonly { subject: Subject; weight: number }[] = [
  { subject: 'Appointments', weight: 7 },
  { subject: 'Appointments - cancelled', weight: 4 },
  { subject: 'Communication', weight: 6 },
  { subject: 'Communication - with family', weight: 3 },
  { subject: 'Clinical care', weight: 5 },
  { subject: 'Staff attitude', weight: 4 },
  { subject: 'Discharge', weight: 3 },
  { subject: 'Car parking', weight: 3 },
  { subject: 'Medication', weight: 3 },
  { subject: 'Lost property', weight: 2 },
  { subject: 'Interpreter', weight: 1 },
];

/** Base days to close, by subject. */
const DAYS_TO_CLOSE: Record<Subject, number> = {
  Appointments: 4,
  'Appointments - cancelled': 5,
  Communication: 3,
  'Communication - with family': 4,
  'Clinical care': 9,
  'Staff attitude': 7,
  Discharge: 6,
  'Car parking': 3,
  Medication: 5,
  'Lost property': 8,
  Interpreter: 4,
};

const METHODS = [
  { method: 'Phone', weight: 8 },
  { method: 'Email', weight: 5 },
  { method: 'Online form', weight: 4 },
  { method: 'In person', weight: 3 },
  { method: 'Letter', weight: 1 },
] as const;

/** Summaries by subject: an angry, a plain and a mild one. */
const SUMMARIES: Record<Subject, readonly [string, string, string]> = {
  Appointments: [
    'Been waiting months for a {ward} appointment and nobody answers the phone, disgraceful.',
    'Patient asking when the {ward} appointment will be booked.',
    'Would like the appointment moved to a morning if possible.',
  ],
  'Appointments - cancelled': [
    'Appointment cancelled for the third time on the day, absolutely unacceptable.',
    'Clinic at {site} cancelled with no new date given.',
    'Letter said the appointment was cancelled, asking for a new date.',
  ],
  Communication: [
    'Nobody has told us anything for days, we are being ignored.',
    'Patient could not get through to {ward} at {site} to ask about results.',
    'Asking for a call back about a letter received.',
  ],
  'Communication - with family': [
    'Family were not told Mum had been moved wards, appalling.',
    'Daughter wants an update on her father on {ward}.',
    'Relative asking who to speak to about visiting.',
  ],
  'Clinical care': [
    'My husband was left in pain for hours on {ward}, shocking care.',
    'Concern about wound care after surgery at {site}.',
    'Patient would like a second opinion on treatment.',
  ],
  'Staff attitude': [
    'Nurse on {ward} was rude and dismissive, totally unprofessional.',
    'Receptionist at {site} felt abrupt to the patient.',
    'Staff seemed very busy and rushed.',
  ],
  Discharge: [
    'Sent home at midnight with no transport, disgraceful discharge.',
    'Discharge from {ward} delayed waiting for medicines.',
    'Asking for a copy of the discharge letter.',
  ],
  'Car parking': [
    'Pay machine broken and I was fined anyway, a scandal.',
    'No spaces at {site} and missed the appointment.',
    'Asking about the blue badge parking at {site}.',
  ],
  Medication: [
    'Wrong tablets given out by {ward}, this is dangerous.',
    'Prescription not ready after a long wait at Pharmacy.',
    'Question about when to take the new medication.',
  ],
  'Lost property': [
    'Hearing aids lost on {ward} and nobody cares, furious.',
    'Glasses left at {site}, asking if they were handed in.',
    'Patient thinks a phone charger was left behind.',
  ],
  Interpreter: [
    'No interpreter turned up again and the appointment was wasted, unacceptable.',
    'Interpreter booked for {ward} did not arrive.',
    'Asking for a Polish interpreter at the next visit.',
  ],
};

const HEADER = [
  'PALS Ref',
  "Date Rec'd",
  'NHS No.',
  'Hospital',
  'Ward / Dept',
  'Directorate',
  'Subject',
  'How Raised',
  'Outcome',
  'Date Closed',
  'Ex Gratia',
  'Wait (wks)',
  'Interpreter',
  'Satisfaction /10',
  'Summary',
] as const;

interface Patient {
  readonly id: string;
  readonly site: Site;
  readonly interpreter: boolean;
}

function nhsNumber(index: number): string {
  const digits = String(4_857_773_456 + index * 7919).padStart(10, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

function patients(random: () => number): Patient[] {
  return Array.from({ length: PATIENTS }, (_, index) => ({
    id: nhsNumber(index),
    site: pickWeighted(random, SITES),
    interpreter: random() < 0.09,
  }));
}

type Planted = 'parking' | 'cancel' | 'switchboard' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly patient: Patient;
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
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (value: number) => String(value).padStart(2, '0');

/** `Sun 23/11/2025 14:05` of a UTC instant. */
export function receivedText(when: Date): string {
  return (
    `${SHORT_DAYS[when.getUTCDay()]} ${pad(when.getUTCDate())}/${pad(when.getUTCMonth() + 1)}/` +
    `${when.getUTCFullYear()} ${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

function ordinal(day: number): string {
  const suffix =
    day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** `27th Nov 2025` of a `YYYY-MM-DD` day. */
export function closedText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${ordinal(date)} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** `£1,250.00` of an amount. */
function pounds(amount: number): string {
  return `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function subjectOf(random: () => number, moment: Moment): Subject {
  if (moment.planted === 'parking') return 'Car parking';
  if (moment.planted === 'cancel') return 'Appointments - cancelled';
  if (moment.planted === 'switchboard') return 'Communication';
  return pickWeighted(random, SUBJECTS).subject;
}

function wardOf(random: () => number, moment: Moment): Ward {
  if (moment.planted === 'cancel') return WARDS.find((w) => w.ward === 'Outpatients')!;
  const day = moment.when.toISOString().slice(0, 10);
  for (;;) {
    const ward = pickWeighted(random, WARDS);
    if (ward.ward !== REFURBISHMENT.ward) return ward;
    if (day < REFURBISHMENT.from || day > REFURBISHMENT.to) return ward;
  }
}

/** One concern row; `serial` numbers the concern within its calendar year. */
function concernRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { when, patient, site } = moment;
  const day = when.toISOString().slice(0, 10);
  const subject = subjectOf(random, moment);
  const ward = wardOf(random, moment);
  const method =
    moment.planted === 'switchboard'
      ? 'Online form'
      : moment.planted === 'cancel'
        ? 'Phone'
        : pickWeighted(random, METHODS).method;
  const slow = ward.ward === SLOW_WARD ? 2 : 1;
  const wait = Math.max(1, Math.round(DAYS_TO_CLOSE[subject] * (0.5 + random()) * slow));
  const closedMs = Date.parse(`${day}T00:00:00Z`) + wait * 86_400_000;
  const open = closedMs > Date.parse(`${lastDay}T00:00:00Z`) || random() < 0.03;
  const roll = random();
  let outcome: string;
  if (open) outcome = roll < 0.6 ? 'Open' : 'Awaiting response';
  else if (subject === 'Clinical care' || subject === 'Staff attitude')
    outcome =
      roll < 0.3
        ? 'Resolved - apology given'
        : roll < 0.6
          ? 'Resolved - explanation given'
          : roll < 0.8
            ? 'Referred to Complaints'
            : 'Resolved';
  else
    outcome =
      roll < 0.45
        ? 'Resolved'
        : roll < 0.65
          ? 'Resolved - explanation given'
          : roll < 0.8
            ? 'Resolved - apology given'
            : roll < 0.9
              ? 'Referred to Complaints'
              : 'Closed - no contact';
  const closed = open ? '' : closedText(new Date(closedMs).toISOString().slice(0, 10));
  const paid =
    !open &&
    (subject === 'Lost property' || subject === 'Car parking') &&
    outcome.startsWith('Resolved') &&
    random() < 0.35;
  const gratia = paid
    ? subject === 'Lost property'
      ? Math.round(40 + random() * 1400)
      : Math.round(5 + random() * 60)
    : 0;
  const weeks =
    subject.startsWith('Appointments') || ward.ward === 'Outpatients' || ward.ward === 'Radiology'
      ? Math.round(2 + random() * (subject.startsWith('Appointments') ? 30 : 16))
      : undefined;
  const needsInterpreter = subject === 'Interpreter' || patient.interpreter;
  const scored = !open && random() < 0.14;
  const satisfaction = Math.round(
    Math.min(10, Math.max(0, (outcome === 'Closed - no contact' ? 3 : 7) + (random() - 0.5) * 6)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    `PALS/${pad(when.getUTCFullYear() % 100)}/${String(serial).padStart(5, '0')}`,
    receivedText(when),
    patient.id,
    site.site,
    ward.ward,
    ward.directorate,
    subject,
    method,
    outcome,
    closed,
    gratia > 0 ? pounds(gratia) : '',
    weeks === undefined ? '' : `${weeks} wks`,
    needsInterpreter ? "Req'd" : "Not req'd",
    scored ? satisfaction : '',
    SUMMARIES[subject][tone]!.replaceAll('{site}', site.site).replaceAll('{ward}', ward.ward),
  ];
}

/** How busy a moment is: PALS is staffed in office hours, with a little out of hours. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekday5 = weekday === 0 || weekday === 6 ? 0.25 : 1;
  if (hour < 8 || hour >= 19) return 0.05 * weekday5;
  return 1 * weekday5;
}

const siteNamed = (name: string) => SITES.find((entry) => entry.site === name)!;

function plantedMoments(
  random: () => number,
  people: Patient[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  siteFor: () => Site,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / 86_400_000 + 1;
  return Array.from({ length: rows }, () => ({
    // Office hours.
    when: new Date(
      start +
        Math.floor(random() * days) * 86_400_000 +
        (9 * 60 + Math.floor(random() * 480)) * 60_000,
    ),
    planted,
    patient: people[Math.floor(random() * people.length)]!,
    site: siteFor(),
  }));
}

/** The concerns as CSV text, in the order they were received: the same text on every call. */
export function palsConcernsCsv(): string {
  const random = seededDraws(SEED);
  const people = patients(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, PARKING_ROWS, PARKING_FAILURE, 'parking', () =>
      siteNamed(PARKING_FAILURE.site),
    ),
    ...plantedMoments(random, people, CANCEL_ROWS, CANCELLATIONS, 'cancel', () =>
      pickWeighted(random, SITES),
    ),
    ...plantedMoments(
      random,
      people,
      SWITCHBOARD_ROWS,
      { from: SWITCHBOARD.day, to: SWITCHBOARD.day },
      'switchboard',
      () => pickWeighted(random, SITES),
    ),
  ];
  while (moments.length < CONCERN_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      const patient = people[Math.floor(random() * people.length)]!;
      moments.push({ when, planted: undefined, patient, site: patient.site });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  const serials = new Map<number, number>();
  for (const moment of moments) {
    const year = moment.when.getUTCFullYear();
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    lines.push(concernRow(random, serial, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the concerns are imported: what an analyst would write after `npm run import -- --inspect`. */
export const PALS_MAPPING = {
  name: 'PALS concerns (October 2024 – September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'PALS Ref',
    at: { column: "Date Rec'd", format: 'ddd DD/MM/YYYY HH:mm' },
    customerId: 'NHS No.',
    channel: 'How Raised',
    product: 'Ward / Dept',
    category: 'Subject',
    status: 'Outcome',
    body: 'Summary',
  },
  custom: {
    site: { column: 'Hospital', type: 'category', label: 'hospital' },
    directorate: { column: 'Directorate', type: 'category', label: 'directorate' },
    closed: { column: 'Date Closed', type: 'date', format: 'Do MMM YYYY', label: 'closed on' },
    ex_gratia_gbp: { column: 'Ex Gratia', type: 'number', label: 'ex gratia payment (GBP)' },
    wait_weeks: { column: 'Wait (wks)', type: 'number', label: 'wait (weeks)' },
    interpreter: {
      column: 'Interpreter',
      type: 'boolean',
      label: 'interpreter needed',
      values: { "Req'd": 'true', "Not req'd": 'false' },
    },
    satisfaction: { column: 'Satisfaction /10', type: 'number', label: 'satisfaction (0–10)' },
  },
  declaration: {
    description:
      "Concerns raised with an English hospital trust's Patient Advice and Liaison Service (PALS), 1 October 2024 to 30 September 2025: the patient (NHS number), the hospital, the ward or department and its directorate, the subject, how the concern was raised, its outcome, the day it was closed (blank while open), any ex gratia payment in pounds, the patient's wait in weeks where one applies, whether an interpreter was needed, and an optional 0–10 satisfaction score.",
    fields: {
      product: { label: 'ward', synonyms: ['ward', 'department', 'dept', 'unit', 'service'] },
      category: { label: 'subject', synonyms: ['subject', 'issue', 'topic', 'theme'] },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'result'] },
      channel: { label: 'how raised', synonyms: ['how raised', 'channel', 'contact method'] },
      customerId: { label: 'patient', synonyms: ['patient', 'NHS number', 'service user'] },
      site: { synonyms: ['hospital', 'site'] },
      directorate: { synonyms: ['directorate', 'division'] },
      closed: { synonyms: ['closed', 'date closed', 'closed on'] },
      ex_gratia_gbp: { synonyms: ['ex gratia', 'goodwill payment', 'payment', 'GBP'] },
      wait_weeks: { synonyms: ['wait', 'waiting time', 'weeks waited'] },
      interpreter: { synonyms: ['interpreter', 'interpreter needed'] },
      satisfaction: { synonyms: ['satisfaction', 'satisfaction score', 'rating'] },
    },
  },
} as const;

type ConcernRow = Record<(typeof HEADER)[number], string>;

const MONTH_INDEX = new Map(SHORT_MONTHS.map((name, index) => [name, index + 1]));

/** `Sun 23/11/2025 14:05` as its day (`YYYY-MM-DD`), hour and instant; anything else is refused. */
export function receivedMoment(received: string): { day: string; hour: number; at: string } {
  const match = /^([A-Z][a-z]{2}) (\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(received);
  if (!match || Number(match[5]) > 23) throw new Error(`Unreadable Date Rec'd "${received}"`);
  const day = `${match[4]}-${match[3]}-${match[2]}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || SHORT_DAYS[date.getUTCDay()] !== match[1]) {
    throw new Error(`Unreadable Date Rec'd "${received}"`);
  }
  return { day, hour: Number(match[5]), at: `${day}T${match[5]}:${match[6]}:00Z` };
}

/** `27th Nov 2025` as `YYYY-MM-DD`, blank as null; anything else is refused. */
export function closedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{1,2})(st|nd|rd|th) ([A-Z][a-z]{2}) (\d{4})$/.exec(cell);
  const month = match ? MONTH_INDEX.get(match[3]!) : undefined;
  if (!match || !month || ordinal(Number(match[1])) !== `${match[1]}${match[2]}`) {
    throw new Error(`Unreadable Date Closed "${cell}"`);
  }
  return `${match[4]}-${pad(month)}-${pad(Number(match[1]))}`;
}

/** `£1,250.00` as 1250, blank as null; anything else is refused. */
export function gratiaAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^£(\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Ex Gratia "${cell}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** `14 wks` as 14, blank as null; anything else is refused. */
export function waitWeeks(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+) wks$/.exec(cell);
  if (!match) throw new Error(`Unreadable Wait (wks) "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `concerns` (ref, day, hour, at, patient, site,
 * ward, directorate, subject, method, outcome, closed or NULL, days to close or NULL, gratia or
 * NULL, weeks or NULL, interpreter 0/1, satisfaction or NULL, summary): the ground the PALS truths
 * are computed on.
 */
export function loadConcerns(csv = palsConcernsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ConcernRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE concerns (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    patient TEXT NOT NULL, site TEXT NOT NULL, ward TEXT NOT NULL, directorate TEXT NOT NULL,
    subject TEXT NOT NULL, method TEXT NOT NULL, outcome TEXT NOT NULL, closed TEXT, days INTEGER,
    gratia REAL, weeks INTEGER, interpreter INTEGER NOT NULL, satisfaction INTEGER,
    summary TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO concerns VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = receivedMoment(row["Date Rec'd"]);
      const closed = closedDay(row['Date Closed']);
      const interpreter = { "Req'd": 1, "Not req'd": 0 }[row.Interpreter];
      if (interpreter === undefined) throw new Error(`Unreadable Interpreter "${row.Interpreter}"`);
      insert.run(
        row['PALS Ref'],
        day,
        hour,
        at,
        row['NHS No.'],
        row.Hospital,
        row['Ward / Dept'],
        row.Directorate,
        row.Subject,
        row['How Raised'],
        row.Outcome,
        closed,
        closed === null ? null : Math.round((Date.parse(closed) - Date.parse(day)) / 86_400_000),
        gratiaAmount(row['Ex Gratia']),
        waitWeeks(row['Wait (wks)']),
        interpreter,
        row['Satisfaction /10'] === '' ? null : Number(row['Satisfaction /10']),
        row.Summary,
      );
    }
  })();
  return db;
}

/** The concerns written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importPals(): Promise<ImportedData | string> {
  return importCsv({
    name: 'pals',
    csv: { text: palsConcernsCsv() },
    mapping: PALS_MAPPING,
    rows: CONCERN_ROWS,
    noun: 'concerns',
  });
}
