// A generated data set for the sixteenth round's first practice set (practice16a): a British
// gym and leisure-centre chain's member complaints. Another shape again: the time a complaint was
// opened written year first with slashes and a 12-hour clock with a spaced AM/PM
// ("2025/11/23 6:05 PM"), the day it was closed written with the month's short name first and
// dashes ("Nov-27-2025"; blank while the complaint is open or escalated), how long a piece of kit
// was out of use written in whole days with the word ("3 days", "1 day"; blank unless the
// complaint is about equipment), headers unlike earlier ones ("Ticket", "Opened", "Club",
// "Membership", "Area", "Issue", "Logged By", "Status", "Closed", "Out of Use", "Credit", "Acct",
// "Mood (-2..+2)", "Member No", "Notes"), the record noun "complaint", ids carrying the month's
// short name ("PF-NOV25-0413"), member numbers in lower case with a dash ("m-004127"), credits
// written with a plus sign before the pound sign ("+£25.00", "+£1,199.88"; blank when none was
// given), a yes/no field written "FRZ" / "ACT" (whether the membership is frozen), a mostly blank
// mood score on a signed scale ("+2", "0", "-1"), look-alike values (clubs "Ashford" / "Ashford
// Central" and "Denton" / "Denton Hill", memberships "Standard" / "Standard Plus", issues
// "Equipment" / "Equipment - out of order" and "Billing" / "Billing - cancellation fee", statuses
// "Closed" / "Closed - credit given"), and an issue called "Membership" beside a field called
// "Membership". Generated deterministically here, written as a CSV and imported through
// Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
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

const SEED = 20251601;
export const GYM_ROWS = 3260;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const MEMBERS = 2600;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) the Bramley pool's plant fails from 10 to 23 February 2025 and brings a
 * burst of "Equipment - out of order" complaints about the Pool there; (2) class cancellations at
 * Ashford Central jump in September 2025; (3) the credit for a disputed cancellation fee rises
 * from £30 to £45 on 1 July 2025; (4) complaints opened in April 2025 take about twice as long to
 * close.
 */
export const BRAMLEY_POOL = { club: 'Bramley', from: '2025-02-10', to: '2025-02-23' } as const;
const POOL_ROWS = 100;
export const ASHFORD_CLASSES = {
  club: 'Ashford Central',
  from: '2025-09-01',
  to: '2025-09-30',
} as const;
const CLASS_ROWS = 85;
export const FEE_CREDIT_RISE = '2025-07-01';
export const APRIL = { from: '2025-04-01', to: '2025-04-30' } as const;

const CLUBS = [
  { club: 'Ashford', weight: 5 },
  { club: 'Ashford Central', weight: 4 },
  { club: 'Bramley', weight: 4 },
  { club: 'Canal Wharf', weight: 3 },
  { club: 'Denton', weight: 3 },
  { club: 'Denton Hill', weight: 3 },
] as const;
type Club = (typeof CLUBS)[number]['club'];

type Plan = 'Standard' | 'Standard Plus' | 'Off-peak' | 'Student' | 'Family' | 'Corporate';
const PLANS: readonly { plan: Plan; weight: number }[] = [
  { plan: 'Standard', weight: 8 },
  { plan: 'Standard Plus', weight: 4 },
  { plan: 'Off-peak', weight: 3 },
  { plan: 'Student', weight: 3 },
  { plan: 'Family', weight: 2 },
  { plan: 'Corporate', weight: 1 },
];
/** Monthly fee by plan, and the year's fees a corporate member may be refunded. */
const MONTHLY: Record<Plan, number> = {
  Standard: 29.99,
  'Standard Plus': 39.99,
  'Off-peak': 21.5,
  Student: 18.0,
  Family: 64.99,
  Corporate: 99.99,
};

const AREAS = [
  { area: 'Gym floor', weight: 8 },
  { area: 'Pool', weight: 4 },
  { area: 'Studio classes', weight: 5 },
  { area: 'Changing rooms', weight: 4 },
  { area: 'Spa', weight: 1 },
  { area: 'Reception', weight: 3 },
] as const;

type Issue =
  | 'Equipment'
  | 'Equipment - out of order'
  | 'Cleanliness'
  | 'Class cancelled'
  | 'Billing'
  | 'Billing - cancellation fee'
  | 'Staff'
  | 'Overcrowding'
  | 'Membership';
const ISSUES: readonly { issue: Issue; weight: number }[] = [
  { issue: 'Equipment', weight: 5 },
  { issue: 'Equipment - out of order', weight: 4 },
  { issue: 'Cleanliness', weight: 5 },
  { issue: 'Class cancelled', weight: 4 },
  { issue: 'Billing', weight: 5 },
  { issue: 'Billing - cancellation fee', weight: 3 },
  { issue: 'Staff', weight: 3 },
  { issue: 'Overcrowding', weight: 4 },
  { issue: 'Membership', weight: 3 },
];

const CHANNELS = [
  { channel: 'App', weight: 8 },
  { channel: 'Front desk', weight: 6 },
  { channel: 'Email', weight: 4 },
  { channel: 'Web form', weight: 3 },
  { channel: 'Social media', weight: 1 },
] as const;

const NOTES: Record<Issue, readonly [string, string, string]> = {
  Equipment: [
    'Half the treadmills wobble and nobody does anything, ridiculous for what I pay.',
    'A cable machine in the {area} was broken again.',
    'One of the bikes makes a noise, could it be looked at?',
  ],
  'Equipment - out of order': [
    'Out of order signs everywhere for weeks, absolutely useless.',
    'The {area} kit I use has been out of order since last week.',
    'Is there a date for the {area} equipment to be fixed?',
  ],
  Cleanliness: [
    'The {area} was filthy, hair everywhere, disgusting.',
    'The {area} had not been cleaned when I visited.',
    'The {area} could do with a clean now and then.',
  ],
  'Class cancelled': [
    'Class cancelled AGAIN with ten minutes notice, sick of it.',
    'My booked class was cancelled without an explanation.',
    'A class I booked got cancelled, will it be rescheduled?',
  ],
  Billing: [
    'Charged twice this month and nobody will sort it out, furious.',
    'My direct debit was taken on the wrong date.',
    'Could you check my last payment, it looks a bit high?',
  ],
  'Billing - cancellation fee': [
    'Charged a cancellation fee I was never told about, a total rip-off.',
    'I was charged a fee when I cancelled my membership.',
    'Not sure why there was a cancellation fee on my account.',
  ],
  Staff: [
    'The staff at {area} were rude and could not care less.',
    'A member of staff on the {area} was unhelpful.',
    'Staff seemed a little short with me at the {area}.',
  ],
  Overcrowding: [
    'Packed solid every evening, cannot get near a machine, pointless.',
    'The {area} was too busy to use at peak time.',
    'It gets quite busy in the {area} after work.',
  ],
  Membership: [
    'Tried to freeze my membership for months and got nowhere, appalling.',
    'My membership was not upgraded as agreed.',
    'Could someone explain the membership options to me?',
  ],
};

const HEADER = [
  'Ticket',
  'Opened',
  'Club',
  'Membership',
  'Area',
  'Issue',
  'Logged By',
  'Status',
  'Closed',
  'Out of Use',
  'Credit',
  'Acct',
  'Mood (-2..+2)',
  'Member No',
  'Notes',
] as const;

interface Member {
  readonly id: string;
  readonly club: Club;
  readonly plan: Plan;
  readonly frozen: boolean;
}

function members(random: () => number): Member[] {
  return Array.from({ length: MEMBERS }, (_, index) => ({
    id: `m-${String(1_000 + index * 3).padStart(6, '0')}`,
    club: pickWeighted(random, CLUBS).club,
    plan: pickWeighted(random, PLANS).plan,
    frozen: random() < 0.12,
  }));
}

type Planted = 'pool' | 'classes' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly member: Member;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025/11/23 6:05 PM` of a UTC instant. */
export function openedText(when: Date): string {
  const hours = when.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const [year, month, day] = when.toISOString().slice(0, 10).split('-');
  return `${year}/${month}/${day} ${twelve}:${pad(when.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `Nov-27-2025` of a day (`YYYY-MM-DD`). */
export function closedText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${MONTHS[Number(month) - 1]}-${date}-${year}`;
}

/** `+£25.00` / `+£1,199.88` of an amount in pounds. */
export function creditText(amount: number): string {
  const [whole, pence] = amount.toFixed(2).split('.');
  return `+£${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${pence}`;
}

/** `PF-NOV25-0413`: the month and year opened and a serial. */
function ticketId(index: number, when: Date): string {
  const month = MONTHS[when.getUTCMonth()]!.toUpperCase();
  return `PF-${month}${String(when.getUTCFullYear()).slice(2)}-${String(100 + index).padStart(4, '0')}`;
}

function credit(random: () => number, issue: Issue, plan: Plan, day: string): number {
  switch (issue) {
    case 'Billing':
      return (plan === 'Corporate' || plan === 'Family') && random() < 0.4
        ? Math.round(MONTHLY[plan] * 12 * 100) / 100
        : MONTHLY[plan];
    case 'Billing - cancellation fee':
      return day >= FEE_CREDIT_RISE ? 45 : 30;
    case 'Class cancelled':
      return 5;
    case 'Membership':
      return MONTHLY[plan];
    case 'Equipment':
    case 'Equipment - out of order':
    case 'Overcrowding':
      return 10;
    case 'Cleanliness':
      return 7.5;
    case 'Staff':
      return 15;
  }
}

/** One complaint row. */
function complaintRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, member } = moment;
  const day = when.toISOString().slice(0, 10);
  const club =
    moment.planted === 'pool'
      ? BRAMLEY_POOL.club
      : moment.planted === 'classes'
        ? ASHFORD_CLASSES.club
        : member.club;
  const area =
    moment.planted === 'pool'
      ? 'Pool'
      : moment.planted === 'classes'
        ? 'Studio classes'
        : pickWeighted(random, AREAS).area;
  const issue: Issue =
    moment.planted === 'pool'
      ? 'Equipment - out of order'
      : moment.planted === 'classes'
        ? 'Class cancelled'
        : pickWeighted(random, ISSUES).issue;
  // A cancelled class is always a studio class.
  const where = issue === 'Class cancelled' ? 'Studio classes' : area;
  const channel = pickWeighted(random, CHANNELS).channel;
  const april = day >= APRIL.from && day <= APRIL.to ? 2 : 1;
  const closeHours = Math.round((24 + random() * 24 * 8) * april);
  const closedDay = new Date(when.getTime() + closeHours * HOUR_MS).toISOString().slice(0, 10);
  const escalated = random() < 0.06;
  const open = !escalated && (closedDay > lastDay || random() < 0.04);
  const credited = !escalated && !open && random() < 0.4;
  const status = escalated
    ? 'Escalated'
    : open
      ? 'Open'
      : credited
        ? 'Closed - credit given'
        : 'Closed';
  const equipment = issue === 'Equipment' || issue === 'Equipment - out of order';
  const outDays = equipment
    ? Math.max(1, Math.round((issue === 'Equipment' ? 2 : 6) * (0.3 + random() * 1.6)))
    : 0;
  const amount = credited ? credit(random, issue, member.plan, day) : undefined;
  const rated = status.startsWith('Closed') && random() < 0.16;
  const mood = Math.max(
    -2,
    Math.min(2, Math.round((credited ? 0.6 : -0.6) + (random() - 0.5) * 3.4)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    ticketId(index, when),
    openedText(when),
    club,
    member.plan,
    where,
    issue,
    channel,
    status,
    status.startsWith('Closed') ? closedText(closedDay) : '',
    equipment ? `${outDays} ${outDays === 1 ? 'day' : 'days'}` : '',
    amount === undefined ? '' : creditText(amount),
    member.frozen ? 'FRZ' : 'ACT',
    rated ? (mood > 0 ? `+${mood}` : String(mood)) : '',
    member.id,
    NOTES[issue][tone]!.replaceAll('{area}', where.toLowerCase()),
  ];
}

/** How likely a moment is to bring a complaint: gyms are busy early, at lunch and after work. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [6, 0.03],
  [9, 0.8],
  [17, 0.5],
  [21, 1],
  [24, 0.25],
] as const;

function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, weekend);
}

function plantedMoments(
  random: () => number,
  people: readonly Member[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 7 * 60, span: 780, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, member) => ({
    when,
    planted,
    member,
  }));
}

/** The complaints as CSV text, in the order they were opened: the same text on every call. */
export function gymComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = members(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, POOL_ROWS, BRAMLEY_POOL, 'pool'),
    ...plantedMoments(random, people, CLASS_ROWS, ASHFORD_CLASSES, 'classes'),
  ];
  while (moments.length < GYM_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        member: people[Math.floor(random() * people.length)]!,
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
export const GYM_MAPPING = {
  name: 'Member complaints (November 2024 – October 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Ticket',
    at: { column: 'Opened', format: 'YYYY/MM/DD h:mm A' },
    customerId: 'Member No',
    channel: 'Logged By',
    product: 'Area',
    category: 'Issue',
    status: 'Status',
    body: 'Notes',
  },
  custom: {
    club: { column: 'Club', type: 'category', label: 'club' },
    membership: { column: 'Membership', type: 'category', label: 'membership' },
    closed: { column: 'Closed', type: 'date', format: 'MMM-DD-YYYY', label: 'closed on' },
    out_of_use: { column: 'Out of Use', type: 'number', unit: 'days', label: 'out of use (days)' },
    credit: { column: 'Credit', type: 'number', label: 'credit (£)' },
    frozen: {
      column: 'Acct',
      type: 'boolean',
      label: 'frozen',
      values: { FRZ: 'true', ACT: 'false' },
    },
    mood: { column: 'Mood (-2..+2)', type: 'number', label: 'mood (-2 to +2)' },
  },
  declaration: {
    description:
      "A British gym and leisure-centre chain's member complaints, 1 November 2024 to 31 October 2025: the member, the club, the member's membership (Standard, Standard Plus, Off-peak, Student, Family, Corporate), the area of the club (gym floor, pool, studio classes, changing rooms, spa, reception), the issue (equipment, equipment out of order, cleanliness, a class cancelled, billing, a cancellation fee, staff, overcrowding, the membership itself), how it was logged, its status (open, escalated, closed, closed with a credit given), the day it was closed (blank while open or escalated), how many days a piece of equipment was out of use (equipment complaints only), the credit given in pounds (blank when none), whether the membership is frozen, and an optional mood score from -2 to +2.",
    fields: {
      product: { label: 'area', synonyms: ['area', 'facility', 'part of the club'] },
      category: {
        label: 'issue',
        synonyms: ['issue', 'complaint type', 'reason', 'type of complaint', 'what about'],
      },
      status: { label: 'status', synonyms: ['status', 'state', 'outcome'] },
      channel: { label: 'logged by', synonyms: ['logged by', 'channel', 'how logged', 'source'] },
      customerId: { label: 'member', synonyms: ['member', 'member number', 'customer'] },
      club: { synonyms: ['club', 'gym', 'site', 'centre', 'leisure centre', 'branch'] },
      membership: { synonyms: ['membership', 'plan', 'membership type', 'tier'] },
      closed: { synonyms: ['closed', 'closed on', 'date closed', 'resolved'] },
      out_of_use: {
        synonyms: ['out of use', 'downtime', 'days out of use', 'out of action'],
      },
      credit: { synonyms: ['credit', 'credits', 'goodwill credit', 'refund', 'paid out'] },
      frozen: { synonyms: ['frozen', 'membership frozen', 'on freeze', 'freeze'] },
      mood: { synonyms: ['mood', 'mood score', 'score', 'rating', 'satisfaction'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `2025/11/23 6:05 PM` as its day, hour and instant; anything else is refused. */
export function openedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{1,2}):(\d{2}) (AM|PM)$/.exec(cell);
  if (!match || Number(match[4]) < 1 || Number(match[4]) > 12) {
    throw new Error(`Unreadable Opened "${cell}"`);
  }
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Opened "${cell}"`);
  }
  const hour = (Number(match[4]) % 12) + (match[6] === 'PM' ? 12 : 0);
  return { day, hour, at: `${day}T${pad(hour)}:${match[5]}:00Z` };
}

/** `Nov-27-2025` as `2025-11-27`, blank as null; anything else is refused. */
export function closedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^([A-Z][a-z]{2})-(\d{2})-(\d{4})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Closed "${cell}"`);
  const day = `${match[3]}-${pad(month + 1)}-${match[2]}`;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Closed "${cell}"`);
  }
  return day;
}

/** `3 days` / `1 day` as 3 / 1, blank as null; anything else is refused. */
export function outOfUseDays(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+) days?$/.exec(cell);
  if (!match) throw new Error(`Unreadable Out of Use "${cell}"`);
  return Number(match[1]);
}

/** `+£1,199.88` as 1199.88, blank as null; anything else is refused. */
export function creditAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^\+£(\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Credit "${cell}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** `+2` / `0` / `-1` as a number, blank as null; anything else is refused. */
export function moodScore(cell: string): number | null {
  if (cell === '') return null;
  const match = /^([+-][12]|0)$/.exec(cell);
  if (!match) throw new Error(`Unreadable Mood "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, club,
 * membership, area, issue, channel, status, closed (`YYYY-MM-DD`) or NULL, close_days (fractional
 * days from the opening time to the closed day's midnight, as Sightline counts a date-only field)
 * or NULL, out_days or NULL, credit or NULL, frozen 0/1, mood or NULL, member, notes): the ground
 * the gym truths are computed on.
 */
export function loadGymComplaints(csv = gymComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    club TEXT NOT NULL, membership TEXT NOT NULL, area TEXT NOT NULL, issue TEXT NOT NULL,
    channel TEXT NOT NULL, status TEXT NOT NULL, closed TEXT, close_days REAL, out_days REAL,
    credit REAL, frozen INTEGER NOT NULL, mood INTEGER, member TEXT NOT NULL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = openedMoment(row.Opened);
      const closed = closedDay(row.Closed);
      insert.run(
        row.Ticket,
        day,
        hour,
        at,
        row.Club,
        row.Membership,
        row.Area,
        row.Issue,
        row['Logged By'],
        row.Status,
        closed,
        closed === null ? null : (Date.parse(`${closed}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        outOfUseDays(row['Out of Use']),
        creditAmount(row.Credit),
        row.Acct === 'FRZ' ? 1 : 0,
        moodScore(row['Mood (-2..+2)']),
        row['Member No'],
        row.Notes,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importGym(): Promise<ImportedData | string> {
  return importCsv({
    name: 'gym',
    csv: { text: gymComplaintsCsv() },
    mapping: GYM_MAPPING,
    rows: GYM_ROWS,
    noun: 'complaints',
  });
}
