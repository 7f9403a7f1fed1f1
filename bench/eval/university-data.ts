// A twenty-fourth generated data set, for the seventeenth held-out round: a British university's
// student casework log (student complaints and academic appeals, logged by the student casework
// office). Another domain and shape again: the time a case was logged written in words with "at"
// and a 12-hour clock with a dot and dotted a.m./p.m. ("23 Nov 2024 at 2.05 p.m.", UK local time
// with no offset); the day it was decided written year first with the month's short name and
// spaces ("2025 Mar 07"; blank while open or with the OIA), so a time to a decision can be asked;
// header names unlike earlier ones ("Case Ref", "Logged", "Student No", "School", "Campus",
// "Level", "Stream", "Case Type", "Submitted Via", "Stage", "Outcome", "Decided", "Compensation",
// "Hearing", "Accommodation", "Survey (1-7)", "Summary"), the record noun "case", ids that carry
// the ACADEMIC year (not the calendar year) and the stream's letter, the serial starting again on
// 1 September ("2425/A/00413", "2526/C/00012"), student numbers with a letter and leading zeros
// ("B00214567"), compensation in whole pounds with a thousands comma and no pence ("£1,250"; blank
// when none), a panel hearing's length written out in words ("1 hour 20 minutes", "45 minutes",
// "2 hours"; blank when there was no hearing), a yes/no field written "Halls" / "Private" (whether
// the student lives in university halls), a mostly blank survey score on a 1-7 scale, look-alike
// schools ("Law" / "Law & Criminology"), campuses ("City" / "City South"), case types ("Academic
// appeal" / "Academic appeal - extenuating circumstances", "Facilities" / "Facilities - library",
// "Teaching quality" / "Teaching - cancelled sessions", "Assessment - marking" / "Assessment -
// feedback delay") and outcomes ("Upheld" / "Upheld - partially" / "Not upheld"), a channel with an
// apostrophe ("Students' Union"), and a case type called "Accommodation" beside a field called
// "Accommodation" (halls or private). Generated deterministically here, written as a CSV and
// imported through Sightline's own importer; its truths are plain SQL over the CSV loaded on its
// own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20261717;
export const UNIVERSITY_ROWS = 3480;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const STUDENTS = 2900;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) strike action from 24 February to 14 March 2025 brings a burst of "Teaching -
 * cancelled sessions" complaints from every school but Nursing; (2) the heating fails in the
 * Riverside halls from 13 to 24 January 2025: a burst of "Accommodation" complaints from Riverside
 * students living in halls; (3) a marking error on a Computing module brings a burst of
 * "Assessment - marking" complaints from Computing students from 2 to 13 June 2025; (4) the
 * 24-hour library at City campus closes at night through May 2025: a burst of "Facilities -
 * library" complaints at City that month; (5) Law (not Law & Criminology) appeals are referred to
 * the OIA far more often than any other school's cases.
 */
export const STRIKE = { from: '2025-02-24', to: '2025-03-14' } as const;
const STRIKE_ROWS = 140;
export const HEATING = { campus: 'Riverside', from: '2025-01-13', to: '2025-01-24' } as const;
const HEATING_ROWS = 70;
export const MARKING = { school: 'Computing', from: '2025-06-02', to: '2025-06-13' } as const;
const MARKING_ROWS = 85;
export const LIBRARY = { campus: 'City', from: '2025-05-01', to: '2025-05-31' } as const;
const LIBRARY_ROWS = 60;

const SCHOOLS = [
  { school: 'Law', weight: 4, campus: 'City' },
  { school: 'Law & Criminology', weight: 2, campus: 'City South' },
  { school: 'Computing', weight: 5, campus: 'Riverside' },
  { school: 'Engineering', weight: 4, campus: 'Riverside' },
  { school: 'Nursing', weight: 3, campus: 'City South' },
  { school: 'Business', weight: 6, campus: 'City' },
  { school: 'Arts & Humanities', weight: 3, campus: 'City' },
] as const;
type School = (typeof SCHOOLS)[number]['school'];
const CAMPUSES = ['City', 'City South', 'Riverside'] as const;
type Campus = (typeof CAMPUSES)[number];

const LEVELS = [
  { level: 'UG', weight: 70 },
  { level: 'PGT', weight: 22 },
  { level: 'PGR', weight: 8 },
] as const;

type CaseType =
  | 'Academic appeal'
  | 'Academic appeal - extenuating circumstances'
  | 'Academic misconduct'
  | 'Teaching quality'
  | 'Teaching - cancelled sessions'
  | 'Assessment - marking'
  | 'Assessment - feedback delay'
  | 'Accommodation'
  | 'Fees & finance'
  | 'Facilities'
  | 'Facilities - library'
  | 'Student services'
  | 'Harassment & bullying'
  | 'Placements';

const TYPES: readonly { type: CaseType; weight: number }[] = [
  { type: 'Academic appeal', weight: 6 },
  { type: 'Academic appeal - extenuating circumstances', weight: 3.5 },
  { type: 'Academic misconduct', weight: 1.5 },
  { type: 'Teaching quality', weight: 5 },
  { type: 'Teaching - cancelled sessions', weight: 1.5 },
  { type: 'Assessment - marking', weight: 4 },
  { type: 'Assessment - feedback delay', weight: 3 },
  { type: 'Accommodation', weight: 3 },
  { type: 'Fees & finance', weight: 3.5 },
  { type: 'Facilities', weight: 2 },
  { type: 'Facilities - library', weight: 1.2 },
  { type: 'Student services', weight: 2 },
  { type: 'Harassment & bullying', weight: 0.8 },
  { type: 'Placements', weight: 1.5 },
];

const APPEALS: readonly CaseType[] = [
  'Academic appeal',
  'Academic appeal - extenuating circumstances',
  'Academic misconduct',
];

const CHANNELS = [
  { via: 'Online form', weight: 10 },
  { via: 'Email', weight: 6 },
  { via: "Students' Union", weight: 2.5 },
  { via: 'In person', weight: 2 },
  { via: 'Letter', weight: 0.5 },
] as const;

/** Base days to a decision, by stage. */
const DAYS_TO_DECIDE = {
  'Stage 1 - early resolution': 9,
  'Stage 2 - formal': 30,
  Review: 42,
} as const;
type Stage = keyof typeof DAYS_TO_DECIDE;

/** Summaries by case type: an angry, a plain and a mild one. */
const SUMMARIES: Record<CaseType, readonly [string, string, string]> = {
  'Academic appeal': [
    'My module mark is WRONG and nobody will look at it, this is a disgrace.',
    'Student appeals the board decision on a {school} module.',
    'Asking how the appeal process works.',
  ],
  'Academic appeal - extenuating circumstances': [
    'I was in hospital and they still failed me, absolutely heartless.',
    'Extenuating circumstances claim refused, student appeals.',
    'Asking whether late evidence can be added.',
  ],
  'Academic misconduct': [
    'Accused of cheating with no evidence at all, I am furious.',
    'Appeal against a misconduct penalty in {school}.',
    'Asking what the misconduct hearing involves.',
  ],
  'Teaching quality': [
    'Lectures are useless, the slides are years out of date, waste of my fees.',
    'Concerns about the quality of teaching on a {school} module.',
    'Suggesting more seminars would help.',
  ],
  'Teaching - cancelled sessions': [
    'Half my lectures were cancelled and nobody told us, I want my money back.',
    'Sessions cancelled at short notice in {school}.',
    'Asking whether cancelled classes will be rescheduled.',
  ],
  'Assessment - marking': [
    'My coursework was marked completely unfairly, total joke.',
    'Student queries the marking of an assessment in {school}.',
    'Asking for a second look at a mark.',
  ],
  'Assessment - feedback delay': [
    'Still no feedback after six weeks, pathetic.',
    'Feedback returned after the published deadline.',
    'Asking when feedback is due.',
  ],
  Accommodation: [
    'Freezing room, no heating, mould everywhere, utterly unacceptable.',
    'Repairs outstanding in a hall room at {campus}.',
    'Asking to move to a different room.',
  ],
  'Fees & finance': [
    'Charged twice for tuition and nobody will refund me, outrageous.',
    'Query about a tuition fee invoice.',
    'Asking to change the instalment plan.',
  ],
  Facilities: [
    'The lifts have been broken for weeks, I cannot get to class, shocking.',
    'Teaching room too cold at {campus}.',
    'Asking for more plug sockets in the study space.',
  ],
  'Facilities - library': [
    'Library shut when I need it most before exams, ridiculous decision.',
    'Library opening hours reduced at {campus}.',
    'Asking whether the library will open later.',
  ],
  'Student services': [
    'Waited a month for a wellbeing appointment, nobody cares.',
    'Delay in a support plan being put in place.',
    'Asking about counselling options.',
  ],
  'Harassment & bullying': [
    'I am being harassed in my seminar group and nothing is done, I feel unsafe.',
    'Report of bullying in a {school} cohort.',
    'Asking how to report an incident anonymously.',
  ],
  Placements: [
    'My placement was cancelled a week before it started, disgraceful.',
    'Placement provider withdrew the offer.',
    'Asking about placement travel costs.',
  ],
};

const HEADER = [
  'Case Ref',
  'Logged',
  'Student No',
  'School',
  'Campus',
  'Level',
  'Stream',
  'Case Type',
  'Submitted Via',
  'Stage',
  'Outcome',
  'Decided',
  'Compensation',
  'Hearing',
  'Accommodation',
  'Survey (1-7)',
  'Summary',
] as const;

interface Student {
  readonly id: string;
  readonly school: School;
  readonly campus: Campus;
  readonly level: string;
  readonly halls: boolean;
}

function students(random: () => number): Student[] {
  return Array.from({ length: STUDENTS }, (_, index) => {
    const school = pickWeighted(random, SCHOOLS);
    const level = pickWeighted(random, LEVELS).level;
    const campus =
      random() < 0.85 ? school.campus : CAMPUSES[Math.floor(random() * CAMPUSES.length)]!;
    return {
      id: `B${String(200_000 + index * 31 + Math.floor(random() * 25)).padStart(8, '0')}`,
      school: school.school,
      campus,
      level,
      halls: random() < (level === 'UG' ? 0.38 : 0.14),
    };
  });
}

type Planted = 'strike' | 'heating' | 'marking' | 'library' | undefined;

interface Moment {
  /** Local (UK) wall-clock time, written as if UTC. */
  readonly local: Date;
  readonly planted: Planted;
  readonly student: Student;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/** Whether a UK local wall-clock time falls in British Summer Time (30 March – 26 October 2025). */
function summerTime(local: Date): boolean {
  const ms = local.getTime();
  return ms >= Date.UTC(2025, 2, 30, 2) && ms < Date.UTC(2025, 9, 26, 2);
}

/** `23 Nov 2024 at 2.05 p.m.` of a local wall-clock time. */
export function loggedText(local: Date): string {
  const hour = local.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return (
    `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} at ` +
    `${twelve}.${two(local.getUTCMinutes())} ${hour < 12 ? 'a.m.' : 'p.m.'}`
  );
}

/** `2025 Mar 07` of a `YYYY-MM-DD` day. */
export function decidedText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${year} ${MONTHS[month - 1]} ${two(date)}`;
}

/** `1 hour 20 minutes`, `45 minutes`, `2 hours` of minutes. */
function hearingText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest) parts.push(`${rest} minutes`);
  return parts.join(' ');
}

/** `£1,250` of whole pounds. */
function poundsText(amount: number): string {
  return `£${amount.toLocaleString('en-GB')}`;
}

function typeOf(random: () => number, moment: Moment): CaseType {
  if (moment.planted === 'strike') return 'Teaching - cancelled sessions';
  if (moment.planted === 'heating') return 'Accommodation';
  if (moment.planted === 'marking') return 'Assessment - marking';
  if (moment.planted === 'library') return 'Facilities - library';
  return pickWeighted(random, TYPES).type;
}

function academicYear(local: Date): string {
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 8 ? year : year - 1;
  return `${String(start % 100)}${String((start + 1) % 100)}`;
}

const COMPENSATION = [50, 75, 100, 150, 250, 400, 600, 1250] as const;

/** One case row; `serial` numbers the case within its academic year. */
function caseRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { local, student } = moment;
  const type = typeOf(random, moment);
  const appeal = APPEALS.includes(type);
  const day = local.toISOString().slice(0, 10);
  const via = pickWeighted(random, CHANNELS).via;
  const stageRoll = random();
  const stage: Stage = appeal
    ? stageRoll < 0.75
      ? 'Stage 2 - formal'
      : 'Review'
    : stageRoll < 0.6
      ? 'Stage 1 - early resolution'
      : stageRoll < 0.9
        ? 'Stage 2 - formal'
        : 'Review';
  const days = Math.max(1, Math.round(DAYS_TO_DECIDE[stage] * (0.5 + random())));
  const decidedDay = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const oiaRate = student.school === 'Law' && appeal ? 0.16 : stage === 'Review' ? 0.05 : 0.015;
  const oia = random() < oiaRate;
  const open = !oia && (decidedDay > lastDay || random() < 0.025);
  const roll = random();
  let outcome: string;
  if (oia) outcome = 'Referred to OIA';
  else if (open) outcome = 'Open';
  else if (roll < 0.06) outcome = 'Withdrawn';
  else if (roll < (moment.planted ? 0.55 : 0.3)) outcome = 'Upheld';
  else if (roll < (moment.planted ? 0.75 : 0.48)) outcome = 'Upheld - partially';
  else outcome = 'Not upheld';
  const decided = outcome === 'Open' || outcome === 'Referred to OIA' ? '' : decidedDay;
  let compensation = 0;
  if ((outcome === 'Upheld' || outcome === 'Upheld - partially') && !appeal) {
    const chance = type === 'Accommodation' || type === 'Fees & finance' ? 0.55 : 0.25;
    if (random() < chance) {
      const top = type === 'Fees & finance' ? COMPENSATION.length : COMPENSATION.length - 1;
      compensation = COMPENSATION[Math.floor(random() * top)]!;
      if (outcome === 'Upheld - partially') compensation = Math.max(50, compensation / 2);
      compensation = Math.round(compensation);
    }
  }
  const hearing =
    appeal && stage !== 'Stage 1 - early resolution' && random() < (stage === 'Review' ? 0.7 : 0.4)
      ? 30 + 5 * Math.floor(random() * 25)
      : undefined;
  const scored = decided !== '' && random() < 0.12;
  const survey = Math.min(
    7,
    Math.max(1, Math.round((outcome === 'Not upheld' ? 3 : 5) + (random() - 0.5) * 4)),
  );
  const tone = random() < 0.3 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    `${academicYear(local)}/${appeal ? 'A' : 'C'}/${String(serial).padStart(5, '0')}`,
    loggedText(local),
    student.id,
    student.school,
    student.campus,
    student.level,
    appeal ? 'Appeal' : 'Complaint',
    type,
    via,
    stage,
    outcome,
    decided ? decidedText(decided) : '',
    compensation > 0 ? poundsText(compensation) : '',
    hearing === undefined ? '' : hearingText(hearing),
    student.halls ? 'Halls' : 'Private',
    scored ? String(survey) : '',
    SUMMARIES[type][tone]!.replaceAll('{school}', student.school).replaceAll(
      '{campus}',
      student.campus,
    ),
  ];
}

/** How busy a local hour is: cases are logged 07:00–22:59, mostly in working hours. */
function busy(local: Date): number {
  const hour = local.getUTCHours();
  const weekday = local.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.35 : 1;
  // Fewer cases over the summer and the Christmas break.
  const month = local.getUTCMonth();
  const season = month === 6 || month === 7 ? 0.7 : month === 11 ? 0.8 : 1;
  if (hour < 7 || hour >= 23) return 0;
  if (hour < 9 || hour >= 18) return 0.25 * weekend * season;
  return weekend * season;
}

function plantedMoments(
  random: () => number,
  people: Student[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  accept: (student: Student) => boolean,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / DAY_MS + 1;
  const moments: Moment[] = [];
  while (moments.length < rows) {
    const student = people[Math.floor(random() * people.length)]!;
    if (!accept(student)) continue;
    const local = new Date(
      start + Math.floor(random() * days) * DAY_MS + (8 * 60 + Math.floor(random() * 720)) * 60_000,
    );
    moments.push({ local, planted, student });
  }
  return moments;
}

/** The cases as CSV text, in the order they were logged: the same every call. */
export function universityCasesText(): string {
  const random = seededDraws(SEED);
  const people = students(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, STRIKE_ROWS, STRIKE, 'strike', (s) => s.school !== 'Nursing'),
    ...plantedMoments(
      random,
      people,
      HEATING_ROWS,
      HEATING,
      'heating',
      (s) => s.campus === HEATING.campus && s.halls,
    ),
    ...plantedMoments(
      random,
      people,
      MARKING_ROWS,
      MARKING,
      'marking',
      (s) => s.school === MARKING.school,
    ),
    ...plantedMoments(
      random,
      people,
      LIBRARY_ROWS,
      LIBRARY,
      'library',
      (s) => s.campus === LIBRARY.campus,
    ),
  ];
  while (moments.length < UNIVERSITY_ROWS) {
    const local = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    const student = people[Math.floor(random() * people.length)]!;
    if (random() < busy(local)) moments.push({ local, planted: undefined, student });
  }
  moments.sort((a, b) => a.local.getTime() - b.local.getTime());
  const lines = [HEADER.join(',')];
  const serials = new Map<string, number>();
  for (const moment of moments) {
    const year = academicYear(moment.local);
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    lines.push(caseRow(random, serial, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the cases are imported: what an analyst would write after `npm run import -- --inspect`. */
export const UNIVERSITY_MAPPING = {
  name: 'Student complaints and academic appeals (November 2024 – October 2025)',
  timezone: 'Europe/London',
  fields: {
    id: 'Case Ref',
    at: { column: 'Logged', format: 'D MMM YYYY [at] h.mm A' },
    customerId: 'Student No',
    channel: 'Submitted Via',
    product: 'Stream',
    category: 'Case Type',
    status: 'Outcome',
    body: 'Summary',
  },
  custom: {
    school: { column: 'School', type: 'category', label: 'school' },
    campus: { column: 'Campus', type: 'category', label: 'campus' },
    level: { column: 'Level', type: 'category', label: 'level of study (UG, PGT, PGR)' },
    stage: { column: 'Stage', type: 'category', label: 'stage' },
    decided: { column: 'Decided', type: 'date', format: 'YYYY MMM DD', label: 'decided on' },
    compensation_gbp: {
      column: 'Compensation',
      type: 'number',
      unit: 'GBP',
      label: 'compensation (GBP)',
    },
    hearing_minutes: {
      column: 'Hearing',
      type: 'number',
      unit: 'minutes',
      label: 'panel hearing length',
    },
    in_halls: {
      column: 'Accommodation',
      type: 'boolean',
      label: 'lives in halls',
      values: { Halls: 'true', Private: 'false' },
    },
    survey: { column: 'Survey (1-7)', type: 'number', label: 'survey score (1-7)' },
  },
  declaration: {
    description:
      "A university's student casework log, 1 November 2024 to 31 October 2025: student complaints and academic appeals with the student, their school, campus and level of study, the stream (complaint or appeal), the case type, how it was submitted, the stage of the procedure, the outcome, the day it was decided (blank while open or referred to the Office of the Independent Adjudicator, the OIA), any compensation paid in pounds, the length of a panel hearing, whether the student lives in university halls or in private accommodation, and an optional 1-7 survey score.",
    fields: {
      product: { label: 'stream', synonyms: ['stream', 'complaint or appeal'] },
      category: {
        label: 'case type',
        synonyms: ['case type', 'type', 'issue', 'reason', 'topic'],
      },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'result'] },
      channel: { label: 'submitted via', synonyms: ['submitted via', 'channel', 'route'] },
      customerId: { label: 'student', synonyms: ['student', 'student number'] },
      school: { synonyms: ['school', 'department', 'faculty'] },
      campus: { synonyms: ['campus', 'site'] },
      level: { synonyms: ['level', 'level of study', 'study level'] },
      stage: { synonyms: ['stage', 'procedure stage'] },
      decided: { synonyms: ['decided', 'decided on', 'decision date', 'closed'] },
      compensation_gbp: {
        synonyms: ['compensation', 'payout', 'paid out', 'award', 'refund'],
      },
      hearing_minutes: { synonyms: ['hearing', 'hearing length', 'panel hearing'] },
      in_halls: { synonyms: ['halls', 'in halls', 'accommodation', 'halls of residence'] },
      survey: { synonyms: ['survey', 'survey score', 'satisfaction', 'score'] },
    },
  },
} as const;

type CaseCsvRow = Record<(typeof HEADER)[number], string>;

/**
 * `23 Nov 2024 at 2.05 p.m.` (UK local time) as its UTC day (`YYYY-MM-DD`), UTC hour and instant;
 * anything else is refused.
 */
export function loggedMoment(logged: string): { day: string; hour: number; at: string } {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) at (\d{1,2})\.(\d{2}) (a\.m\.|p\.m\.)$/.exec(
    logged,
  );
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Logged "${logged}"`);
  const twelve = Number(match[4]);
  const minute = Number(match[5]);
  if (twelve < 1 || twelve > 12 || minute > 59) throw new Error(`Unreadable Logged "${logged}"`);
  const hour = (twelve % 12) + (match[6] === 'p.m.' ? 12 : 0);
  const localMs = Date.UTC(Number(match[3]), month, Number(match[1]), hour, minute);
  const local = new Date(localMs);
  if (local.getUTCDate() !== Number(match[1]) || local.getUTCMonth() !== month) {
    throw new Error(`Unreadable Logged "${logged}"`);
  }
  const utc = new Date(localMs - (summerTime(local) ? 3_600_000 : 0));
  const at = utc.toISOString().replace('.000Z', 'Z');
  return { day: at.slice(0, 10), hour: utc.getUTCHours(), at };
}

/** `2025 Mar 07` as `2025-03-07`, blank as null; anything else is refused. */
export function decidedDay(text: string): string | null {
  if (text === '') return null;
  const match = /^(\d{4}) ([A-Z][a-z]{2}) (\d{2})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Decided "${text}"`);
  const day = `${match[1]}-${two(month + 1)}-${match[3]}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Decided "${text}"`);
  }
  return day;
}

/** `1 hour 20 minutes` / `45 minutes` / `2 hours` as minutes, blank as null; else refused. */
export function hearingMinutes(text: string): number | null {
  if (text === '') return null;
  const match = /^(?:(\d+) hours?)?(?: ?(\d+) minutes)?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new Error(`Unreadable Hearing "${text}"`);
  }
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** `£1,250` as 1250, blank as null; anything else is refused. */
export function compensationPounds(text: string): number | null {
  if (text === '') return null;
  if (!/^£\d{1,3}(,\d{3})*$/.test(text)) throw new Error(`Unreadable Compensation "${text}"`);
  return Number(text.slice(1).replaceAll(',', ''));
}

/** `5` as 5 (1–7), blank as null; anything else is refused. */
export function surveyScore(text: string): number | null {
  if (text === '') return null;
  if (!/^[1-7]$/.test(text)) throw new Error(`Unreadable Survey "${text}"`);
  return Number(text);
}

/**
 * The file loaded on its own into an in-memory table `cases` (ref, day (UTC), hour (UTC), at,
 * student, school, campus, level, stream, type, via, stage, outcome, decided day or NULL, days to
 * a decision (whole calendar days from the day logged) or NULL, days_exact (from the instant logged
 * to the start of the decided day) or NULL, compensation or NULL, hearing minutes or NULL, halls
 * 0/1, survey or NULL, summary): the ground the university truths are computed on.
 */
export function loadUniversityCases(text = universityCasesText()): Store {
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as CaseCsvRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE cases (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    student TEXT NOT NULL, school TEXT NOT NULL, campus TEXT NOT NULL, level TEXT NOT NULL,
    stream TEXT NOT NULL, type TEXT NOT NULL, via TEXT NOT NULL, stage TEXT NOT NULL,
    outcome TEXT NOT NULL, decided TEXT, days REAL, days_exact REAL, compensation REAL,
    hearing REAL, halls INTEGER NOT NULL, survey REAL, summary TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO cases VALUES (${Array(21).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = loggedMoment(row.Logged);
      const decided = decidedDay(row.Decided);
      const halls = { Halls: 1, Private: 0 }[row.Accommodation];
      if (halls === undefined) throw new Error(`Unreadable Accommodation "${row.Accommodation}"`);
      insert.run(
        row['Case Ref'],
        day,
        hour,
        at,
        row['Student No'],
        row.School,
        row.Campus,
        row.Level,
        row.Stream,
        row['Case Type'],
        row['Submitted Via'],
        row.Stage,
        row.Outcome,
        decided,
        decided === null ? null : (Date.parse(decided) - Date.parse(day)) / DAY_MS,
        decided === null ? null : (Date.parse(decided) - Date.parse(at)) / DAY_MS,
        compensationPounds(row.Compensation),
        hearingMinutes(row.Hearing),
        halls,
        surveyScore(row['Survey (1-7)']),
        row.Summary,
      );
    }
  })();
  return db;
}

/** The cases written to a temporary file and imported with Sightline's importer, or why not. */
export async function importUniversity(): Promise<ImportedData | string> {
  return importCsv({
    name: 'university',
    csv: { text: universityCasesText() },
    mapping: UNIVERSITY_MAPPING,
    rows: UNIVERSITY_ROWS,
    noun: 'cases',
  });
}
