// A twenty-sixth generated data set, for the eighteenth round's second unseen set: an occupational
// pension scheme's member query and complaint log (kept by the scheme's administrator). Another
// domain and shape again: the time a case was logged written day, short month and year, then "@"
// and a 24-hour time ("07 Mar 2025 @ 14:05", UK local time with no offset); the day it was
// answered written with an English ordinal and the full month name ("7th March 2025"; blank while
// open or with The Pensions Ombudsman, TPO); header names unlike earlier ones ("Scheme Ref",
// "Logged", "Member No", "Employer", "Section", "Member Status", "Query Type", "Nature", "Route",
// "Outcome", "Answered", "Transfer Value", "Redress", "Call Length", "Support", "Score /5",
// "Summary"), the record noun "case", ids that carry the day logged as YYMMDD after the letters PN
// and a serial within the day after a hyphen ("PN250307-014"), member numbers of eight digits and a
// check letter ("48211730K"), a transfer value quoted in whole pounds with the currency code after
// ("84210 GBP"), redress paid in pounds and pence with the code after ("250.00 GBP"), a phone
// call's length in seconds ("845 s"; blank unless by phone), a yes/no field written "Extra care" /
// "Standard", a mostly blank member score out of 5 in half points ("3.5"), look-alike employers ("Northbridge Foods" /
// "Northbridge Logistics", "Halden Council" / "Halden College"), sections ("DC" / "DC AVC"),
// member statuses ("Pensioner" / "Dependant pensioner"), query types ("Transfer out" / "Transfer
// in" / "Transfer value", "Retirement - early" / "Retirement - ill health") and outcomes
// ("Upheld" / "Partly upheld" / "Not upheld"), and a query type spelled like another field's name
// ("Transfer value" beside the Transfer Value field). Generated deterministically here, written as
// a CSV and imported through Sightline's own importer; its truths are plain SQL over the CSV loaded
// on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20261819;
export const PENSION_ROWS = 3480;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const MEMBERS = 2900;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) Arkwright Engineering sends wrong contribution files: a burst of
 * "Contribution error" cases from its active DC members from 13 to 24 January 2025; (2) the
 * February pension payroll fails: a burst of "Pension payment" cases from pensioners from 28
 * February to 6 March 2025, most by phone; (3) annual benefit statements go out: a burst of
 * "Annual statement" cases from 9 to 20 June 2025; (4) a scam warning campaign: a burst of
 * "Transfer out" cases through August 2025; (5) ill-health retirement complaints go to The
 * Pensions Ombudsman far more often than any other query type's complaints.
 */
export const CONTRIBUTIONS = {
  employer: 'Arkwright Engineering',
  from: '2025-01-13',
  to: '2025-01-24',
} as const;
const CONTRIBUTION_ROWS = 85;
export const PAYROLL = { from: '2025-02-28', to: '2025-03-06' } as const;
const PAYROLL_ROWS = 120;
export const STATEMENTS = { from: '2025-06-09', to: '2025-06-20' } as const;
const STATEMENT_ROWS = 150;
export const TRANSFERS = { from: '2025-08-01', to: '2025-08-31' } as const;
const TRANSFER_ROWS = 75;

const EMPLOYERS = [
  { employer: 'Northbridge Foods', weight: 5 },
  { employer: 'Northbridge Logistics', weight: 3 },
  { employer: 'Halden Council', weight: 6 },
  { employer: 'Halden College', weight: 2 },
  { employer: 'Pemberton Bank', weight: 4 },
  { employer: 'Arkwright Engineering', weight: 3 },
  { employer: 'Selby & Rowe', weight: 2 },
] as const;
type Employer = (typeof EMPLOYERS)[number]['employer'];

const STATUSES = [
  { status: 'Active', weight: 40 },
  { status: 'Deferred', weight: 25 },
  { status: 'Pensioner', weight: 30 },
  { status: 'Dependant pensioner', weight: 5 },
] as const;
type MemberStatus = (typeof STATUSES)[number]['status'];

type Section = 'DB Final Salary' | 'DB CARE' | 'DC' | 'DC AVC';

type QueryType =
  | 'Transfer out'
  | 'Transfer in'
  | 'Transfer value'
  | 'Retirement quote'
  | 'Retirement - early'
  | 'Retirement - ill health'
  | 'Pension payment'
  | 'Tax code'
  | 'Death benefit'
  | 'Beneficiary nomination'
  | 'Contribution error'
  | 'Annual statement'
  | 'Investment switch'
  | 'Address change';

/** Who asks about what: `who` is the member statuses the type comes from. */
const TYPES: readonly { type: QueryType; who: readonly MemberStatus[]; weight: number }[] = [
  { type: 'Transfer out', who: ['Active', 'Deferred'], weight: 3 },
  { type: 'Transfer in', who: ['Active'], weight: 1 },
  { type: 'Transfer value', who: ['Active', 'Deferred'], weight: 3.5 },
  { type: 'Retirement quote', who: ['Active', 'Deferred'], weight: 6 },
  { type: 'Retirement - early', who: ['Active', 'Deferred'], weight: 2 },
  { type: 'Retirement - ill health', who: ['Active', 'Deferred'], weight: 1.2 },
  { type: 'Pension payment', who: ['Pensioner', 'Dependant pensioner'], weight: 7 },
  { type: 'Tax code', who: ['Pensioner', 'Dependant pensioner'], weight: 3 },
  {
    type: 'Death benefit',
    who: ['Active', 'Deferred', 'Pensioner', 'Dependant pensioner'],
    weight: 1.5,
  },
  { type: 'Beneficiary nomination', who: ['Active', 'Deferred', 'Pensioner'], weight: 2 },
  { type: 'Contribution error', who: ['Active'], weight: 3 },
  { type: 'Annual statement', who: ['Active', 'Deferred'], weight: 3 },
  { type: 'Investment switch', who: ['Active', 'Deferred'], weight: 2 },
  {
    type: 'Address change',
    who: ['Active', 'Deferred', 'Pensioner', 'Dependant pensioner'],
    weight: 4,
  },
];

const ROUTES = [
  { via: 'Member portal', weight: 8 },
  { via: 'Phone', weight: 9 },
  { via: 'Email', weight: 6 },
  { via: 'Letter', weight: 2.5 },
  { via: 'Via employer', weight: 1.5 },
  { via: 'Financial adviser', weight: 1.2 },
] as const;

/** Base days to answer, by nature. */
const DAYS_TO_ANSWER = { Query: 7, Complaint: 24 } as const;
type Nature = keyof typeof DAYS_TO_ANSWER;

/** Summaries by query type: an angry, a plain and a mild one. */
const SUMMARIES: Record<QueryType, readonly [string, string, string]> = {
  'Transfer out': [
    'Three months waiting to move my pot, you are blocking my own money.',
    'Member asks to transfer benefits to another scheme.',
    'Asking what the transfer process involves.',
  ],
  'Transfer in': [
    'My old pension was moved in months ago and still is not showing, ridiculous.',
    'Member asks to bring in a previous pension.',
    'Asking whether an old workplace pension can be moved in.',
  ],
  'Transfer value': [
    'The transfer value has dropped by thousands and nobody explains why, disgraceful.',
    'Member requests a cash equivalent transfer value.',
    'Asking how long a transfer value quote is guaranteed.',
  ],
  'Retirement quote': [
    'Asked for a quote twice and still nothing, I retire next month.',
    'Member requests a retirement quotation at normal pension age.',
    'Asking what the pension would be at 65.',
  ],
  'Retirement - early': [
    'The early retirement reduction is daylight robbery, nobody told me.',
    'Member asks for early retirement figures.',
    'Asking how much the pension is reduced at 58.',
  ],
  'Retirement - ill health': [
    'Refused ill health retirement by someone who never met me, appalling.',
    'Ill health retirement application with medical evidence.',
    'Asking what evidence an ill health application needs.',
  ],
  'Pension payment': [
    'My pension has not been paid and my rent is due, this is a disgrace.',
    'Monthly pension not received on the usual date.',
    'Asking what day the pension is paid this month.',
  ],
  'Tax code': [
    'Emergency tax again, you took half my pension, useless.',
    'Member queries the tax code on the payslip.',
    'Asking where to send a new tax code notice.',
  ],
  'Death benefit': [
    'Six weeks since my husband died and no one has called me back.',
    'Notification of a death and a claim for the dependant benefit.',
    'Asking who receives the lump sum on death.',
  ],
  'Beneficiary nomination': [
    'You lost my nomination form, I sent it recorded delivery.',
    'Member updates the expression of wish.',
    'Asking how to change the nominated beneficiary.',
  ],
  'Contribution error': [
    'Contributions missing from my account for months, my employer blames you.',
    'Contributions on the statement do not match the payslips from {employer}.',
    'Asking when the latest contributions will show.',
  ],
  'Annual statement': [
    'My annual statement is wrong and the projection has halved, explain this.',
    'Member queries the figures on the annual benefit statement.',
    'Asking for a copy of the annual statement.',
  ],
  'Investment switch': [
    'The switch took three weeks and I lost money in the meantime, unacceptable.',
    'Member asks to switch funds.',
    'Asking which funds are available.',
  ],
  'Address change': [
    'Told you I moved a year ago and letters still go to my old house.',
    'Change of address reported.',
    'Letting the scheme know about a new address next month.',
  ],
};

const HEADER = [
  'Scheme Ref',
  'Logged',
  'Member No',
  'Employer',
  'Section',
  'Member Status',
  'Query Type',
  'Nature',
  'Route',
  'Outcome',
  'Answered',
  'Transfer Value',
  'Redress',
  'Call Length',
  'Support',
  'Score /5',
  'Summary',
] as const;

interface Member {
  readonly id: string;
  readonly employer: Employer;
  readonly section: Section;
  readonly status: MemberStatus;
  readonly extraCare: boolean;
}

const CHECK = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function members(random: () => number): Member[] {
  return Array.from({ length: MEMBERS }, (_, index) => {
    const employer = pickWeighted(random, EMPLOYERS).employer;
    const status = pickWeighted(random, STATUSES).status;
    const dcShare = employer === 'Arkwright Engineering' ? 0.75 : 0.45;
    const pensioner = status === 'Pensioner' || status === 'Dependant pensioner';
    const roll = random();
    const section: Section = pensioner
      ? roll < 0.6
        ? 'DB Final Salary'
        : roll < 0.85
          ? 'DB CARE'
          : 'DC'
      : roll < dcShare
        ? random() < 0.2
          ? 'DC AVC'
          : 'DC'
        : roll < dcShare + (1 - dcShare) / 2
          ? 'DB CARE'
          : 'DB Final Salary';
    const digits = String(40_000_000 + index * 3137 + Math.floor(random() * 3000));
    return {
      id: `${digits}${CHECK[(index * 7 + Number(digits.slice(-2))) % CHECK.length]}`,
      employer,
      section,
      status,
      extraCare: random() < (status === 'Dependant pensioner' ? 0.4 : pensioner ? 0.2 : 0.06),
    };
  });
}

type Planted = 'contributions' | 'payroll' | 'statements' | 'transfers' | undefined;

interface Moment {
  /** Local (UK) wall-clock time, written as if UTC. */
  readonly local: Date;
  readonly planted: Planted;
  readonly member: Member;
}

const MONTHS = [
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
const two = (value: number) => String(value).padStart(2, '0');

/** Whether a UK local wall-clock time falls in British Summer Time (30 March – 26 October 2025). */
function summerTime(local: Date): boolean {
  const ms = local.getTime();
  return ms >= Date.UTC(2025, 2, 30, 2) && ms < Date.UTC(2025, 9, 26, 2);
}

/** `07 Mar 2025 @ 14:05` of a local wall-clock time. */
export function loggedText(local: Date): string {
  return (
    `${two(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]!.slice(0, 3)} ` +
    `${local.getUTCFullYear()} @ ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
}

function ordinal(date: number): string {
  if (date % 100 >= 11 && date % 100 <= 13) return `${date}th`;
  return `${date}${{ 1: 'st', 2: 'nd', 3: 'rd' }[date % 10] ?? 'th'}`;
}

/** `7th March 2025` of a `YYYY-MM-DD` day. */
export function answeredText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${ordinal(date)} ${MONTHS[month - 1]} ${year}`;
}

function typeOf(random: () => number, moment: Moment): QueryType {
  if (moment.planted === 'contributions') return 'Contribution error';
  if (moment.planted === 'payroll') return 'Pension payment';
  if (moment.planted === 'statements') return 'Annual statement';
  if (moment.planted === 'transfers') return 'Transfer out';
  return pickWeighted(
    random,
    TYPES.filter((t) => t.who.includes(moment.member.status)),
  ).type;
}

/** One case row; `serial` numbers the case within its local day. */
function caseRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { local, member } = moment;
  const type = typeOf(random, moment);
  const day = local.toISOString().slice(0, 10);
  const via =
    moment.planted === 'payroll' && random() < 0.65 ? 'Phone' : pickWeighted(random, ROUTES).via;
  const complaintRate = moment.planted
    ? 0.4
    : type === 'Retirement - ill health' || type === 'Transfer out'
      ? 0.35
      : 0.15;
  const nature: Nature = random() < complaintRate ? 'Complaint' : 'Query';
  const days = Math.max(1, Math.round(DAYS_TO_ANSWER[nature] * (0.3 + random() * 1.4)));
  const answeredDay = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const tpoRate = nature === 'Complaint' ? (type === 'Retirement - ill health' ? 0.22 : 0.025) : 0;
  const tpo = random() < tpoRate;
  const open = !tpo && (answeredDay > lastDay || random() < 0.02);
  const roll = random();
  let outcome: string;
  if (tpo) outcome = 'With TPO';
  else if (open) outcome = 'Open';
  else if (nature === 'Query') outcome = roll < 0.04 ? 'Withdrawn' : 'Answered';
  else if (roll < 0.05) outcome = 'Withdrawn';
  else if (roll < 0.35) outcome = 'Upheld';
  else if (roll < 0.55) outcome = 'Partly upheld';
  else outcome = 'Not upheld';
  const answered = outcome === 'Open' || outcome === 'With TPO' ? '' : answeredDay;
  const transferType = type === 'Transfer out' || type === 'Transfer value';
  const transferValue =
    transferType && random() < 0.8
      ? Math.round((member.section.startsWith('DB') ? 160_000 : 60_000) * (0.15 + random() * 1.7))
      : 0;
  let redress = 0;
  if (outcome === 'Upheld' || outcome === 'Partly upheld') {
    if (random() < 0.6) {
      redress = Math.round(25_000 * (0.2 + random() * 1.8)) + (random() < 0.5 ? 0 : 50);
      if (outcome === 'Partly upheld') redress = Math.round(redress / 2);
    }
  }
  const seconds =
    via === 'Phone'
      ? Math.max(
          40,
          Math.round((moment.planted === 'payroll' ? 1100 : 520) * (0.3 + random() * 1.5)),
        )
      : undefined;
  const scored = answered !== '' && random() < 0.12;
  const raw =
    (outcome === 'Not upheld' ? 1.8 : nature === 'Complaint' ? 2.8 : 3.9) + (random() - 0.5) * 2.4;
  const score = Math.min(5, Math.max(0.5, Math.round(raw * 2) / 2));
  const tone = nature === 'Complaint' ? (random() < 0.6 ? 0 : 1) : random() < 0.6 ? 1 : 2;
  const stamp = `${two(local.getUTCFullYear() % 100)}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}`;
  return [
    `PN${stamp}-${String(serial).padStart(3, '0')}`,
    loggedText(local),
    member.id,
    member.employer,
    member.section,
    member.status,
    type,
    nature,
    via,
    outcome,
    answered ? answeredText(answered) : '',
    transferValue > 0 ? `${transferValue} GBP` : '',
    redress > 0 ? `${(redress / 100).toFixed(2)} GBP` : '',
    seconds === undefined ? '' : `${seconds} s`,
    member.extraCare ? 'Extra care' : 'Standard',
    scored ? String(score) : '',
    SUMMARIES[type][tone]!.replaceAll('{employer}', member.employer),
  ];
}

/** How busy a local hour is: cases come 07:00–21:59, mostly in office hours on weekdays. */
function busy(local: Date): number {
  const hour = local.getUTCHours();
  const weekday = local.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.15 : 1;
  const month = local.getUTCMonth();
  const season = month === 11 ? 0.7 : month === 3 ? 1.2 : 1;
  if (hour < 7 || hour >= 22) return 0;
  if (hour < 9 || hour >= 17) return 0.2 * weekend * season;
  return weekend * season;
}

function plantedMoments(
  random: () => number,
  people: Member[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  accept: (member: Member) => boolean,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / DAY_MS + 1;
  const moments: Moment[] = [];
  while (moments.length < rows) {
    const member = people[Math.floor(random() * people.length)]!;
    if (!accept(member)) continue;
    const local = new Date(
      start + Math.floor(random() * days) * DAY_MS + (9 * 60 + Math.floor(random() * 480)) * 60_000,
    );
    moments.push({ local, planted, member });
  }
  return moments;
}

/** The cases as CSV text, in the order they were logged: the same every call. */
export function pensionCasesText(): string {
  const random = seededDraws(SEED);
  const people = members(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const pensioner = (m: Member) => m.status === 'Pensioner' || m.status === 'Dependant pensioner';
  const moments: Moment[] = [
    ...plantedMoments(
      random,
      people,
      CONTRIBUTION_ROWS,
      CONTRIBUTIONS,
      'contributions',
      (m) =>
        m.employer === CONTRIBUTIONS.employer &&
        m.status === 'Active' &&
        m.section.startsWith('DC'),
    ),
    ...plantedMoments(random, people, PAYROLL_ROWS, PAYROLL, 'payroll', pensioner),
    ...plantedMoments(
      random,
      people,
      STATEMENT_ROWS,
      STATEMENTS,
      'statements',
      (m) => !pensioner(m),
    ),
    ...plantedMoments(random, people, TRANSFER_ROWS, TRANSFERS, 'transfers', (m) => !pensioner(m)),
  ];
  while (moments.length < PENSION_ROWS) {
    const local = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    const member = people[Math.floor(random() * people.length)]!;
    if (random() < busy(local)) moments.push({ local, planted: undefined, member });
  }
  moments.sort((a, b) => a.local.getTime() - b.local.getTime());
  const lines = [HEADER.join(',')];
  const serials = new Map<string, number>();
  for (const moment of moments) {
    const day = moment.local.toISOString().slice(0, 10);
    const serial = (serials.get(day) ?? 0) + 1;
    serials.set(day, serial);
    lines.push(caseRow(random, serial, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the cases are imported: what an analyst would write after `npm run import -- --inspect`. */
export const PENSION_MAPPING = {
  name: 'Pension scheme member queries and complaints (November 2024 – October 2025)',
  timezone: 'Europe/London',
  fields: {
    id: 'Scheme Ref',
    at: { column: 'Logged', format: 'DD MMM YYYY [@] HH:mm' },
    customerId: 'Member No',
    channel: 'Route',
    product: 'Section',
    category: 'Query Type',
    status: 'Outcome',
    body: 'Summary',
  },
  custom: {
    employer: { column: 'Employer', type: 'category', label: 'employer' },
    member_status: { column: 'Member Status', type: 'category', label: 'member status' },
    nature: { column: 'Nature', type: 'category', label: 'nature (query or complaint)' },
    answered: { column: 'Answered', type: 'date', format: 'Do MMMM YYYY', label: 'answered on' },
    transfer_value: {
      column: 'Transfer Value',
      type: 'number',
      unit: 'GBP',
      label: 'transfer value (GBP)',
    },
    redress_gbp: { column: 'Redress', type: 'number', unit: 'GBP', label: 'redress paid (GBP)' },
    call_length: { column: 'Call Length', type: 'number', unit: 'seconds', label: 'call length' },
    extra_care: {
      column: 'Support',
      type: 'boolean',
      label: 'extra care (vulnerable member)',
      values: { 'Extra care': 'true', Standard: 'false' },
    },
    score: { column: 'Score /5', type: 'number', label: 'member score (out of 5)' },
  },
  declaration: {
    description:
      "An occupational pension scheme's member query and complaint log, 1 November 2024 to 31 October 2025: each case with the member number, the member's participating employer, scheme section (DB Final Salary, DB CARE, DC, DC AVC) and member status (active, deferred, pensioner, dependant pensioner), the query type, whether it was a query or a complaint, the route it came by, the outcome, the day it was answered (blank while open or with The Pensions Ombudsman, TPO), the transfer value quoted in pounds on transfer cases, any redress paid in pounds on upheld complaints, the call length in seconds for phone cases, whether the member needs extra care (a vulnerable member), and an optional member score out of 5 in half points (0.5 = very poor, 5 = excellent).",
    fields: {
      product: { label: 'section', synonyms: ['section', 'scheme section', 'benefit section'] },
      category: {
        label: 'query type',
        synonyms: ['query type', 'type', 'issue', 'reason', 'topic', 'subject'],
      },
      status: { label: 'outcome', synonyms: ['outcome', 'result', 'status'] },
      channel: { label: 'route', synonyms: ['route', 'channel', 'how'] },
      customerId: { label: 'member', synonyms: ['member', 'member number', 'member no'] },
      employer: { synonyms: ['employer', 'participating employer', 'company'] },
      member_status: { synonyms: ['member status', 'membership status', 'member type'] },
      nature: { synonyms: ['nature', 'query or complaint'] },
      answered: { synonyms: ['answered', 'answered on', 'date answered', 'responded'] },
      transfer_value: { synonyms: ['transfer value', 'CETV', 'cash equivalent transfer value'] },
      redress_gbp: { synonyms: ['redress', 'compensation', 'paid out', 'award'] },
      call_length: { synonyms: ['call length', 'call duration', 'time on the phone'] },
      extra_care: { synonyms: ['extra care', 'vulnerable', 'vulnerable member'] },
      score: { synonyms: ['score', 'member score', 'satisfaction', 'rating'] },
    },
  },
} as const;

type CaseCsvRow = Record<(typeof HEADER)[number], string>;

const SHORT = MONTHS.map((month) => month.slice(0, 3));

/**
 * `07 Mar 2025 @ 14:05` (UK local time) as its UTC day (`YYYY-MM-DD`), UTC hour and instant;
 * anything else is refused.
 */
export function loggedMoment(logged: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4}) @ (\d{2}):(\d{2})$/.exec(logged);
  const month = match ? SHORT.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Logged "${logged}"`);
  const [date, , year, hour, minute] = match.slice(1).map(Number) as number[];
  if (hour! > 23 || minute! > 59) throw new Error(`Unreadable Logged "${logged}"`);
  const localMs = Date.UTC(year!, month, date!, hour!, minute!);
  const local = new Date(localMs);
  if (local.getUTCDate() !== date || local.getUTCMonth() !== month) {
    throw new Error(`Unreadable Logged "${logged}"`);
  }
  const utc = new Date(localMs - (summerTime(local) ? 3_600_000 : 0));
  const at = utc.toISOString().replace('.000Z', 'Z');
  return { day: at.slice(0, 10), hour: utc.getUTCHours(), at };
}

/** `7th March 2025` as `2025-03-07`, blank as null; anything else is refused. */
export function answeredDay(text: string): string | null {
  if (text === '') return null;
  const match = /^(\d{1,2})(st|nd|rd|th) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[3]!) : -1;
  if (!match || month < 0 || ordinal(Number(match[1])) !== `${match[1]}${match[2]}`) {
    throw new Error(`Unreadable Answered "${text}"`);
  }
  const day = `${match[4]}-${two(month + 1)}-${two(Number(match[1]))}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Answered "${text}"`);
  }
  return day;
}

/** `84210 GBP` / `250.00 GBP` as pounds, blank as null; anything else is refused. */
export function gbpAmount(text: string): number | null {
  if (text === '') return null;
  if (!/^\d+(\.\d{2})? GBP$/.test(text)) throw new Error(`Unreadable amount "${text}"`);
  return Number(text.slice(0, -4));
}

/** `845 s` as seconds, blank as null; anything else is refused. */
export function callSeconds(text: string): number | null {
  if (text === '') return null;
  if (!/^\d+ s$/.test(text)) throw new Error(`Unreadable Call Length "${text}"`);
  return Number(text.slice(0, -2));
}

/** `3.5` as 3.5 (0.5–5 in half points), blank as null; anything else is refused. */
export function memberScore(text: string): number | null {
  if (text === '') return null;
  if (!/^(?:[0-4]\.5|[1-5])$/.test(text)) throw new Error(`Unreadable Score "${text}"`);
  return Number(text);
}

/**
 * The file loaded on its own into an in-memory table `cases` (ref, day (UTC), hour (UTC), at,
 * member, employer, section, mstatus, type, nature, via, outcome, answered day or NULL, days to
 * answer (whole calendar days from the day logged) or NULL, days_exact (from the instant logged to
 * the start of the answered day) or NULL, tv (transfer value) or NULL, redress or NULL, secs (call
 * length in seconds) or NULL, care 0/1, score or NULL, summary): the ground the pension truths are
 * computed on.
 */
export function loadPensionCases(text = pensionCasesText()): Store {
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as CaseCsvRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE cases (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    member TEXT NOT NULL, employer TEXT NOT NULL, section TEXT NOT NULL, mstatus TEXT NOT NULL,
    type TEXT NOT NULL, nature TEXT NOT NULL, via TEXT NOT NULL, outcome TEXT NOT NULL,
    answered TEXT, days REAL, days_exact REAL, tv REAL, redress REAL, secs REAL,
    care INTEGER NOT NULL, score REAL, summary TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO cases VALUES (${Array(21).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = loggedMoment(row.Logged);
      const answered = answeredDay(row.Answered);
      const care = { 'Extra care': 1, Standard: 0 }[row.Support];
      if (care === undefined) throw new Error(`Unreadable Support "${row.Support}"`);
      insert.run(
        row['Scheme Ref'],
        day,
        hour,
        at,
        row['Member No'],
        row.Employer,
        row.Section,
        row['Member Status'],
        row['Query Type'],
        row.Nature,
        row.Route,
        row.Outcome,
        answered,
        answered === null ? null : (Date.parse(answered) - Date.parse(day)) / DAY_MS,
        answered === null ? null : (Date.parse(answered) - Date.parse(at)) / DAY_MS,
        gbpAmount(row['Transfer Value']),
        gbpAmount(row.Redress),
        callSeconds(row['Call Length']),
        care,
        memberScore(row['Score /5']),
        row.Summary,
      );
    }
  })();
  return db;
}

/** The cases written to a temporary file and imported with Sightline's importer, or why not. */
export async function importPension(): Promise<ImportedData | string> {
  return importCsv({
    name: 'pension',
    csv: { text: pensionCasesText() },
    mapping: PENSION_MAPPING,
    rows: PENSION_ROWS,
    noun: 'cases',
  });
}
