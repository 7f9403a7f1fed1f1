// A generated data set for the sixteenth round's third practice set (practice16c): a US video
// streaming service's subscriber complaints. Another shape again: the time a complaint was opened
// written as a compact ISO 8601 "basic" timestamp with no separators ("20251123T180509Z"), the day
// it was solved written day first with a short month and a two-digit year, separated by spaces
// ("27 Nov 25"; blank while pending or escalated), how long playback was down written in decimal
// hours stuck to an "h" ("1.5h", "0.25h"; blank unless the complaint is about buffering), headers
// unlike earlier ones ("Complaint ID", "Opened (UTC)", "Account", "Region", "Plan", "Device",
// "Issue", "Source", "State", "Solved", "Outage", "Credit", "Trial", "Survey (0-100)", "Text"), the
// record noun "complaint", ids shaped like ULIDs (twelve characters of Crockford base 32,
// "01JC4X7Q9TAB"), accounts written with a slash ("u/004127"), credits written with a bare dollar
// sign ("$4.99"; blank when none was given), a yes/no field written "trial" / "paying", a mostly
// blank survey score out of 100 written with leading zeros ("085", "040"), look-alike values
// (regions "Virginia" / "West Virginia", plans "Basic" / "Basic with Ads" and "Premium" /
// "Premium 4K", issues "Buffering" / "Buffering - live sport" and "Billing" / "Billing - double
// charge", states "Solved" / "Solved - credit"), and an issue called "Device" (an app that will not
// run on a device) beside a field called "Device". Generated deterministically here, written as a
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

const SEED = 20251603;
export const STREAMING_ROWS = 3480;
const FIRST_DAY = Date.UTC(2024, 7, 1);
const DAYS = 365; // 1 August 2024 – 31 July 2025
const ACCOUNTS = 2900;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) a live-sport stream fails on 9 and 10 February 2025 (the big game) and brings a
 * burst of "Buffering - live sport" complaints; (2) Premium 4K billing complaints jump in April 2025
 * after a price rise; (3) the credit for plain buffering rises from $3.00 to $5.00 on 1 March 2025;
 * (4) complaints opened in December 2024 take about twice as long to solve.
 */
export const BIG_GAME = { from: '2025-02-09', to: '2025-02-10' } as const;
const GAME_ROWS = 120;
export const PREMIUM_APRIL = { plan: 'Premium 4K', from: '2025-04-01', to: '2025-04-30' } as const;
const PREMIUM_ROWS = 75;
export const BUFFER_CREDIT_RISE = '2025-03-01';
export const DECEMBER = { from: '2024-12-01', to: '2024-12-31' } as const;

const REGIONS = [
  { region: 'California', weight: 6 },
  { region: 'Texas', weight: 5 },
  { region: 'New York', weight: 4 },
  { region: 'Florida', weight: 4 },
  { region: 'Virginia', weight: 3 },
  { region: 'West Virginia', weight: 2 },
] as const;
type Region = (typeof REGIONS)[number]['region'];

type Plan = 'Basic' | 'Basic with Ads' | 'Standard' | 'Premium' | 'Premium 4K';
const PLANS: readonly { plan: Plan; weight: number }[] = [
  { plan: 'Basic', weight: 3 },
  { plan: 'Basic with Ads', weight: 6 },
  { plan: 'Standard', weight: 6 },
  { plan: 'Premium', weight: 3 },
  { plan: 'Premium 4K', weight: 3 },
];
const PRICE: Record<Plan, number> = {
  Basic: 9.99,
  'Basic with Ads': 6.99,
  Standard: 15.49,
  Premium: 19.99,
  'Premium 4K': 24.99,
};

const DEVICES = [
  { device: 'Smart TV', weight: 7 },
  { device: 'Streaming stick', weight: 5 },
  { device: 'Mobile', weight: 5 },
  { device: 'Tablet', weight: 2 },
  { device: 'Web browser', weight: 3 },
  { device: 'Games console', weight: 2 },
] as const;

type Issue =
  | 'Buffering'
  | 'Buffering - live sport'
  | 'Billing'
  | 'Billing - double charge'
  | 'Content removed'
  | 'Login'
  | 'Subtitles'
  | 'Device'
  | 'Cancellation';
const ISSUES: readonly { issue: Issue; weight: number }[] = [
  { issue: 'Buffering', weight: 8 },
  { issue: 'Buffering - live sport', weight: 2 },
  { issue: 'Billing', weight: 5 },
  { issue: 'Billing - double charge', weight: 2 },
  { issue: 'Content removed', weight: 4 },
  { issue: 'Login', weight: 5 },
  { issue: 'Subtitles', weight: 2 },
  { issue: 'Device', weight: 3 },
  { issue: 'Cancellation', weight: 3 },
];

const SOURCES = [
  { source: 'In-app chat', weight: 7 },
  { source: 'Email', weight: 5 },
  { source: 'Phone', weight: 3 },
  { source: 'X (Twitter)', weight: 2 },
  { source: 'Help centre form', weight: 3 },
] as const;

const TEXTS: Record<Issue, readonly [string, string, string]> = {
  Buffering: [
    'Constant buffering on my {device}, literally unwatchable.',
    'Videos keep buffering on the {device}.',
    'Playback pauses now and then to load on my {device}.',
  ],
  'Buffering - live sport': [
    'The live game froze right at the big moment, absolute disgrace.',
    'The live sport stream kept buffering on my {device}.',
    'Live match lagged a bit behind, could it be smoother?',
  ],
  Billing: [
    'You raised my price without telling me, this is a scam.',
    'My bill was higher than my plan price.',
    'Could you explain the latest charge on my account?',
  ],
  'Billing - double charge': [
    'Charged twice this month, I want my money back now.',
    'I was billed twice for the same month.',
    'I think I may have been charged twice?',
  ],
  'Content removed': [
    'You removed my favourite show mid-season, ridiculous.',
    'A series I was watching has been removed.',
    'Will the show that left the catalogue come back?',
  ],
  Login: [
    'Locked out of my account for days, useless support.',
    'I cannot sign in on my {device}.',
    'The sign-in code did not arrive on my {device}.',
  ],
  Subtitles: [
    'Subtitles are out of sync on everything, unbearable.',
    'Subtitles do not match the audio on my {device}.',
    'Subtitles are sometimes a second late.',
  ],
  Device: [
    'The app will not even open on my {device}, pathetic.',
    'The app crashes on my {device}.',
    'Is my {device} still supported by the app?',
  ],
  Cancellation: [
    'Tried to cancel and got charged again, disgraceful.',
    'I could not find how to cancel my plan.',
    'How do I cancel at the end of the month?',
  ],
};

const HEADER = [
  'Complaint ID',
  'Opened (UTC)',
  'Account',
  'Region',
  'Plan',
  'Device',
  'Issue',
  'Source',
  'State',
  'Solved',
  'Outage',
  'Credit',
  'Trial',
  'Survey (0-100)',
  'Text',
] as const;

interface Account {
  readonly id: string;
  readonly region: Region;
  readonly plan: Plan;
  readonly trial: boolean;
}

function accounts(random: () => number): Account[] {
  return Array.from({ length: ACCOUNTS }, (_, index) => ({
    id: `u/${String(1_000 + index * 3).padStart(6, '0')}`,
    region: pickWeighted(random, REGIONS).region,
    plan: pickWeighted(random, PLANS).plan,
    trial: random() < 0.1,
  }));
}

type Planted = 'game' | 'premium' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly account: Account;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `20251123T180509Z` of a UTC instant. */
export function openedText(when: Date): string {
  return when.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '') + 'Z';
}

/** `27 Nov 25` of a day (`YYYY-MM-DD`). */
export function solvedText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1]} ${year!.slice(2)}`;
}

/** `1.5h` of a number of quarter hours. */
export function outageText(hours: number): string {
  return `${hours}h`;
}

/** `$4.99` of an amount in dollars. */
export function creditText(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** A ULID-like id: `01J` and nine characters of Crockford base 32, from the opening time and a draw. */
function complaintId(random: () => number, seen: Set<string>): string {
  for (;;) {
    let id = '01J';
    for (let index = 0; index < 9; index += 1) id += CROCKFORD[Math.floor(random() * 32)];
    if (!seen.has(id)) {
      seen.add(id);
      return id;
    }
  }
}

function credit(issue: Issue, plan: Plan, day: string): number {
  switch (issue) {
    case 'Buffering':
      return day >= BUFFER_CREDIT_RISE ? 5 : 3;
    case 'Buffering - live sport':
      return 10;
    case 'Billing':
    case 'Cancellation':
      return PRICE[plan];
    case 'Billing - double charge':
      return PRICE[plan];
    case 'Content removed':
    case 'Subtitles':
      return 2;
    case 'Login':
    case 'Device':
      return 3;
  }
}

/** One complaint row. */
function complaintRow(random: () => number, seen: Set<string>, moment: Moment, lastDay: string) {
  const { when, account } = moment;
  const day = when.toISOString().slice(0, 10);
  const plan: Plan = moment.planted === 'premium' ? 'Premium 4K' : account.plan;
  const issue: Issue =
    moment.planted === 'game'
      ? 'Buffering - live sport'
      : moment.planted === 'premium'
        ? 'Billing'
        : pickWeighted(random, ISSUES).issue;
  const device = pickWeighted(random, DEVICES).device;
  const source = pickWeighted(random, SOURCES).source;
  const december = day >= DECEMBER.from && day <= DECEMBER.to ? 2 : 1;
  const solveHours = Math.round((24 + random() * 24 * 6) * december);
  const solvedDay = new Date(when.getTime() + solveHours * HOUR_MS).toISOString().slice(0, 10);
  const escalated = random() < 0.05;
  const pending = !escalated && (solvedDay > lastDay || random() < 0.03);
  const credited = !escalated && !pending && random() < 0.38;
  const state = escalated
    ? 'Escalated - tech'
    : pending
      ? 'Pending'
      : credited
        ? 'Solved - credit'
        : 'Solved';
  const buffering = issue === 'Buffering' || issue === 'Buffering - live sport';
  const outage = buffering
    ? Math.max(1, Math.round((moment.planted === 'game' ? 10 : 5) * (0.2 + random() * 1.6))) / 4
    : 0;
  const amount = credited ? credit(issue, plan, day) : undefined;
  const surveyed = state.startsWith('Solved') && random() < 0.15;
  const survey = Math.max(
    0,
    Math.min(100, Math.round((credited ? 72 : 48) + (random() - 0.5) * 70)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    complaintId(random, seen),
    openedText(when),
    account.id,
    account.region,
    plan,
    device,
    issue,
    source,
    state,
    state.startsWith('Solved') ? solvedText(solvedDay) : '',
    buffering ? outageText(outage) : '',
    amount === undefined ? '' : creditText(amount),
    account.trial ? 'trial' : 'paying',
    surveyed ? String(survey).padStart(3, '0') : '',
    TEXTS[issue][tone]!.replaceAll('{device}', device.toLowerCase()),
  ];
}

/** How likely a moment is to bring a complaint: streaming is an evening and weekend habit. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [6, 0.15],
  [17, 0.45],
  [24, 0.8],
] as const;

function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.2 : 1;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, weekend);
}

function plantedMoments(
  random: () => number,
  people: readonly Account[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 10 * 3600, span: 13 * 3600, unitMs: 1000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, account) => ({
    when,
    planted,
    account,
  }));
}

/** The complaints as CSV text, in the order they were opened: the same text on every call. */
export function streamingComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = accounts(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, GAME_ROWS, BIG_GAME, 'game'),
    ...plantedMoments(random, people, PREMIUM_ROWS, PREMIUM_APRIL, 'premium'),
  ];
  while (moments.length < STREAMING_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 86_400) * 1000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        account: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const seen = new Set<string>();
  const lines = [HEADER.join(',')];
  for (const moment of moments) {
    lines.push(complaintRow(random, seen, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const STREAMING_MAPPING = {
  name: 'Subscriber complaints (August 2024 – July 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Complaint ID',
    at: { column: 'Opened (UTC)', format: 'YYYYMMDD[T]HHmmss[Z]' },
    customerId: 'Account',
    channel: 'Source',
    product: 'Plan',
    category: 'Issue',
    status: 'State',
    body: 'Text',
  },
  custom: {
    us_state: { column: 'Region', type: 'category', label: 'region' },
    device: { column: 'Device', type: 'category', label: 'device' },
    solved: { column: 'Solved', type: 'date', format: 'D MMM YY', label: 'solved on' },
    outage: { column: 'Outage', type: 'number', unit: 'hours', label: 'outage (hours)' },
    credit: { column: 'Credit', type: 'number', label: 'credit ($)' },
    trial: {
      column: 'Trial',
      type: 'boolean',
      label: 'on a free trial',
      values: { trial: 'true', paying: 'false' },
    },
    survey: { column: 'Survey (0-100)', type: 'number', label: 'survey score (0-100)' },
  },
  declaration: {
    description:
      "A US video streaming service's subscriber complaints, 1 August 2024 to 31 July 2025: the account, its region (a US state), the plan (Basic, Basic with Ads, Standard, Premium, Premium 4K), the device watched on, the issue (buffering, buffering during live sport, billing, a double charge, content removed, login, subtitles, an app that will not run on a device, cancellation), where the complaint came from, its state (pending, escalated to the tech team, solved, solved with a credit), the day it was solved (blank while pending or escalated), how many hours playback was down (buffering complaints only), the credit given in dollars (blank when none), whether the subscriber is on a free trial or paying, and an optional survey score from 0 to 100.",
    fields: {
      product: { label: 'plan', synonyms: ['plan', 'subscription', 'tier', 'package'] },
      category: {
        label: 'issue',
        synonyms: ['issue', 'complaint type', 'reason', 'problem', 'type of complaint'],
      },
      status: { label: 'state', synonyms: ['state', 'status', 'outcome'] },
      channel: { label: 'source', synonyms: ['source', 'channel', 'contact channel'] },
      customerId: { label: 'account', synonyms: ['account', 'subscriber', 'customer', 'user'] },
      us_state: { synonyms: ['region', 'US state', 'location', 'home state'] },
      device: { synonyms: ['device', 'platform', 'watched on'] },
      solved: { synonyms: ['solved', 'solved on', 'resolved', 'closed'] },
      outage: { synonyms: ['outage', 'downtime', 'hours down', 'playback down'] },
      credit: { synonyms: ['credit', 'credits', 'goodwill', 'refund', 'paid out'] },
      trial: { synonyms: ['on a free trial', 'trial', 'free trial', 'trialist'] },
      survey: { synonyms: ['survey score', 'survey', 'score', 'satisfaction', 'rating'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `20251123T180509Z` as its day, hour and instant; anything else is refused. */
export function openedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(cell);
  if (!match) throw new Error(`Unreadable Opened "${cell}"`);
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const at = `${day}T${match[4]}:${match[5]}:${match[6]}Z`;
  if (Number.isNaN(Date.parse(at)) || new Date(at).toISOString().slice(0, 19) + 'Z' !== at) {
    throw new Error(`Unreadable Opened "${cell}"`);
  }
  return { day, hour: Number(match[4]), at };
}

/** `27 Nov 25` as `2025-11-27`, blank as null; anything else is refused. */
export function solvedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{2})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Solved "${cell}"`);
  const day = `20${match[3]}-${pad(month + 1)}-${pad(Number(match[1]))}`;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Solved "${cell}"`);
  }
  return day;
}

/** `1.5h` as 1.5, blank as null; anything else is refused. */
export function outageHours(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+(?:\.\d+)?)h$/.exec(cell);
  if (!match) throw new Error(`Unreadable Outage "${cell}"`);
  return Number(match[1]);
}

/** `$4.99` as 4.99, blank as null; anything else is refused. */
export function dollarAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^\$(\d+\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Credit "${cell}"`);
  return Number(match[1]);
}

/** `085` as 85, blank as null; anything else is refused. */
export function surveyScore(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d{3})$/.exec(cell);
  if (!match || Number(match[1]) > 100) throw new Error(`Unreadable Survey "${cell}"`);
  return Number(match[1]);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, region, plan,
 * device, issue, source, state, solved (`YYYY-MM-DD`) or NULL, solve_days (fractional days from the
 * opening time to the solved day's midnight, as Sightline counts a date-only field) or NULL,
 * outage or NULL, credit or NULL, trial 0/1, survey or NULL, account, text): the ground the
 * streaming truths are computed on.
 */
export function loadStreamingComplaints(csv = streamingComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    region TEXT NOT NULL, plan TEXT NOT NULL, device TEXT NOT NULL, issue TEXT NOT NULL,
    source TEXT NOT NULL, state TEXT NOT NULL, solved TEXT, solve_days REAL, outage REAL,
    credit REAL, trial INTEGER NOT NULL, survey INTEGER, account TEXT NOT NULL, text TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = openedMoment(row['Opened (UTC)']);
      const solved = solvedDay(row.Solved);
      insert.run(
        row['Complaint ID'],
        day,
        hour,
        at,
        row.Region,
        row.Plan,
        row.Device,
        row.Issue,
        row.Source,
        row.State,
        solved,
        solved === null ? null : (Date.parse(`${solved}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        outageHours(row.Outage),
        dollarAmount(row.Credit),
        row.Trial === 'trial' ? 1 : 0,
        surveyScore(row['Survey (0-100)']),
        row.Account,
        row.Text,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importStreaming(): Promise<ImportedData | string> {
  return importCsv({
    name: 'streaming',
    csv: { text: streamingComplaintsCsv() },
    mapping: STREAMING_MAPPING,
    rows: STREAMING_ROWS,
    noun: 'complaints',
  });
}
