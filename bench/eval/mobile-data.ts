// A generated data set for the thirteenth round's second practice set (practice13b): a German
// mobile network's coverage and service cases. Another shape again: the reporting time written day
// first with dots ("23.11.2025 14:05"), the resolution written year first with seconds and a zone
// name ("2025-11-23 14:05:00 UTC", blank while the case is unresolved) so a time to resolve can
// be asked, headers unlike earlier ones ("Case Ref", "Reported", "Region", "Site ID", "Issue",
// "Handset", "Plan", "On Contract", "Credit EUR", "Signal dBm", "Stars", "Resolved (UTC)"), the
// record noun "case", ids in hexadecimal ("SR-1A2B3F"), credits written with a decimal comma
// ("12,50") and blank when none was given, negative signal strengths, a yes/no field written
// "TRUE" / "FALSE", look-alike regions ("Frankfurt am Main" / "Frankfurt (Oder)") and look-alike
// issues ("No signal" / "No signal - indoors", "Slow data" / "Slow data - 5G"), an issue called
// "Handset" beside a field called "Handset" (the make), regions written with umlauts ("München",
// "Köln") and a mostly blank 1-5 star rating. Generated deterministically here, written as a CSV
// and imported through Sightline's own importer; its truths are plain SQL over the CSV loaded on
// its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251312;
export const MOBILE_ROWS = 3280;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const CUSTOMERS = 2900;
const HOUR_MS = 3_600_000;

/**
 * Planted facts: (1) site HH-017 in Hamburg is down from 14 to 18 July 2025 and "No signal" cases
 * from it burst; (2) 5G starts in München on 1 April 2025: no "Slow data - 5G" case is reported
 * there before that day; (3) "Roaming" cases about triple in August 2025 (the summer holidays);
 * (4) cases on the Business plan are resolved in about half the time.
 */
export const OUTAGE = { site: 'HH-017', region: 'Hamburg', from: '2025-07-14', to: '2025-07-18' };
const OUTAGE_ROWS = 95;
export const FIVE_G = { region: 'München', from: '2025-04-01' } as const;
export const HOLIDAY_MONTH = '2025-08';

const REGIONS = [
  { region: 'Berlin', code: 'BE', weight: 7 },
  { region: 'Hamburg', code: 'HH', weight: 5 },
  { region: 'München', code: 'MU', weight: 5 },
  { region: 'Köln', code: 'KO', weight: 4 },
  { region: 'Frankfurt am Main', code: 'FM', weight: 4 },
  { region: 'Frankfurt (Oder)', code: 'FO', weight: 1 },
  { region: 'Dresden', code: 'DD', weight: 3 },
] as const;
type Region = (typeof REGIONS)[number];
const SITES_PER_REGION = 24;

type Issue =
  | 'No signal'
  | 'No signal - indoors'
  | 'Dropped calls'
  | 'Slow data'
  | 'Slow data - 5G'
  | 'Roaming'
  | 'Handset'
  | 'Billing';

const ISSUES: readonly { issue: Issue; weight: number }[] = [
  { issue: 'No signal', weight: 6 },
  { issue: 'No signal - indoors', weight: 5 },
  { issue: 'Dropped calls', weight: 7 },
  { issue: 'Slow data', weight: 8 },
  { issue: 'Slow data - 5G', weight: 3 },
  { issue: 'Roaming', weight: 2 },
  { issue: 'Handset', weight: 3 },
  { issue: 'Billing', weight: 4 },
];

/** Base hours to resolve, by issue. */
const HOURS_TO_RESOLVE: Record<Issue, number> = {
  'No signal': 60,
  'No signal - indoors': 120,
  'Dropped calls': 72,
  'Slow data': 48,
  'Slow data - 5G': 36,
  Roaming: 30,
  Handset: 96,
  Billing: 40,
};

/** Typical credit in EUR, by issue; only some resolved cases get one. */
const CREDIT: Record<Issue, number> = {
  'No signal': 15,
  'No signal - indoors': 10,
  'Dropped calls': 8,
  'Slow data': 6,
  'Slow data - 5G': 6,
  Roaming: 25,
  Handset: 5,
  Billing: 20,
};

/** Typical signal strength (dBm) a case records, by issue; blank for issues without a reading. */
const SIGNAL: Partial<Record<Issue, number>> = {
  'No signal': -112,
  'No signal - indoors': -105,
  'Dropped calls': -98,
  'Slow data': -92,
  'Slow data - 5G': -88,
};

const HANDSETS = [
  { make: 'Apple', weight: 7 },
  { make: 'Samsung', weight: 7 },
  { make: 'Google', weight: 2 },
  { make: 'Xiaomi', weight: 3 },
  { make: 'Motorola', weight: 2 },
  { make: 'Other', weight: 1 },
] as const;

const PLANS = [
  { plan: 'Pay monthly', weight: 7, contract: true },
  { plan: 'SIM only', weight: 5, contract: true },
  { plan: 'Prepaid', weight: 4, contract: false },
  { plan: 'Business', weight: 2, contract: true },
] as const;
type Plan = (typeof PLANS)[number];

const CHANNELS = [
  { channel: 'App', weight: 7 },
  { channel: 'Hotline', weight: 6 },
  { channel: 'Live chat', weight: 4 },
  { channel: 'Shop', weight: 2 },
  { channel: 'Social media', weight: 1 },
] as const;

/** Notes by issue: an angry, a plain and a calm one. */
const NOTES: Record<Issue, readonly [string, string, string]> = {
  'No signal': [
    'No signal at all in {region} for days, I pay for a service I do not get.',
    'Phone shows no service around my address in {region}.',
    'Signal seems to drop out near home, please check the mast.',
  ],
  'No signal - indoors': [
    'Cannot make a single call inside my own flat, useless network.',
    'Signal is fine outside but gone indoors in {region}.',
    'Reception inside the office is weak, any advice?',
  ],
  'Dropped calls': [
    'Every call drops after a minute, this is a joke.',
    'Calls keep dropping on my commute through {region}.',
    'A few calls dropped this week, just reporting it.',
  ],
  'Slow data': [
    'Mobile data is painfully slow, cannot even load a map.',
    'Data speeds are very slow in the evenings in {region}.',
    'Downloads seem a bit slower than usual.',
  ],
  'Slow data - 5G': [
    'Paid extra for 5G and it is slower than 4G, a rip-off.',
    'The 5G icon shows but speeds are poor in {region}.',
    '5G speed is lower than I expected, could you look?',
  ],
  Roaming: [
    'Charged a fortune for roaming on holiday, outrageous.',
    'Data did not work abroad although roaming was on.',
    'Roaming needed a restart to connect abroad, fine now.',
  ],
  Handset: [
    'The handset you sold me keeps restarting, I want a replacement.',
    'Phone bought in your shop will not charge.',
    'Screen flickers sometimes, is this covered?',
  ],
  Billing: [
    'You billed me twice this month, fix it now.',
    'My bill includes a charge I do not recognise.',
    'Could you explain the extra line on my bill?',
  ],
};

const HEADER = [
  'Case Ref',
  'Reported',
  'Customer',
  'Region',
  'Site ID',
  'Issue',
  'Handset',
  'Plan',
  'On Contract',
  'Channel',
  'Status',
  'Resolved (UTC)',
  'Credit EUR',
  'Signal dBm',
  'Stars',
  'Notes',
] as const;

interface Customer {
  readonly id: string;
  readonly region: Region;
  readonly site: number;
  readonly make: string;
  readonly plan: Plan;
}

function customers(random: () => number): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => ({
    id: `K${String(5_000_000 + index * 113)}`,
    region: pickWeighted(random, REGIONS),
    site: 1 + Math.floor(random() * SITES_PER_REGION),
    make: pickWeighted(random, HANDSETS).make,
    plan: pickWeighted(random, PLANS),
  }));
}

type Planted = 'outage' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly customer: Customer;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `23.11.2025 14:05` of a UTC instant. */
export function reportedText(when: Date): string {
  return (
    `${pad(when.getUTCDate())}.${pad(when.getUTCMonth() + 1)}.${when.getUTCFullYear()} ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

/** `2025-11-23 14:05:00 UTC` of a UTC instant. */
export function resolvedText(when: Date): string {
  return `${when.toISOString().slice(0, 10)} ${when.toISOString().slice(11, 19)} UTC`;
}

/** `SR-` and a hexadecimal serial. */
function caseRef(index: number): string {
  return `SR-${(0x1a2b3f + index * 0x3d).toString(16).toUpperCase()}`;
}

function siteId(region: Region, site: number): string {
  return `${region.code}-${String(site).padStart(3, '0')}`;
}

function issueOf(random: () => number, moment: Moment, day: string): Issue {
  if (moment.planted === 'outage') return 'No signal';
  if (day.slice(0, 7) === HOLIDAY_MONTH && random() < 0.12) return 'Roaming';
  const issue = pickWeighted(random, ISSUES).issue;
  // 5G in München only from its launch day: a draw before it is plain slow data.
  if (issue === 'Slow data - 5G' && moment.customer.region.region === FIVE_G.region) {
    return day < FIVE_G.from ? 'Slow data' : issue;
  }
  return issue;
}

const euros = (amount: number) => amount.toFixed(2).replace('.', ',');

/** One case row. */
function caseRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, customer } = moment;
  const day = when.toISOString().slice(0, 10);
  const issue = issueOf(random, moment, day);
  const region = moment.planted === 'outage' ? REGIONS[1] : customer.region;
  const site =
    moment.planted === 'outage'
      ? OUTAGE.site
      : siteId(region, 1 + Math.floor(random() * SITES_PER_REGION));
  const business = customer.plan.plan === 'Business' ? 0.5 : 1;
  const hours = Math.max(1, Math.round(HOURS_TO_RESOLVE[issue] * (0.4 + random()) * business));
  const resolvedMs = when.getTime() + hours * HOUR_MS;
  const open = resolvedMs >= Date.parse(`${lastDay}T23:59:00Z`) || random() < 0.03;
  let status: string;
  if (open) status = random() < 0.55 ? 'Open' : 'In progress';
  else {
    const roll = random();
    status =
      roll < 0.5 ? 'Resolved' : roll < 0.75 ? 'Resolved - site fixed' : 'Closed - no fault found';
  }
  const credited = status.startsWith('Resolved') && random() < 0.3;
  const credit = credited ? Math.round(CREDIT[issue] * (0.4 + random() * 1.2) * 2) / 2 : undefined;
  const typical = SIGNAL[issue];
  const signal =
    typical === undefined
      ? ''
      : Math.round(typical + (random() - 0.5) * 16 - (moment.planted === 'outage' ? 8 : 0));
  const rated = !open && random() < 0.11;
  const stars = Math.round(
    Math.min(
      5,
      Math.max(1, (status === 'Closed - no fault found' ? 2 : 3.6) + (random() - 0.5) * 3),
    ),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    caseRef(index),
    reportedText(when),
    customer.id,
    region.region,
    site,
    issue,
    customer.make,
    customer.plan.plan,
    customer.plan.contract ? 'TRUE' : 'FALSE',
    pickWeighted(random, CHANNELS).channel,
    status,
    open ? '' : resolvedText(new Date(resolvedMs)),
    credit === undefined ? '' : euros(credit),
    signal,
    rated ? stars : '',
    NOTES[issue][tone]!.replaceAll('{region}', region.region),
  ];
}

/** How busy a moment is: people report in the day and evening, rarely at night. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  if (hour < 6) return 0.05;
  if (hour < 9) return 0.6;
  if (hour < 22) return 1;
  return 0.4;
}

/** The cases as CSV text, in the order they were reported: the same text on every call. */
export function mobileCasesCsv(): string {
  const random = seededDraws(SEED);
  const people = customers(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const hamburg = people.filter((person) => person.region.region === OUTAGE.region);
  const start = Date.parse(`${OUTAGE.from}T00:00:00Z`);
  const outageDays = (Date.parse(`${OUTAGE.to}T00:00:00Z`) - start) / 86_400_000 + 1;
  const moments: Moment[] = Array.from({ length: OUTAGE_ROWS }, () => ({
    when: new Date(start + Math.floor(random() * outageDays * 1440) * 60_000),
    planted: 'outage' as const,
    customer: hamburg[Math.floor(random() * hamburg.length)]!,
  }));
  while (moments.length < MOBILE_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      const customer = people[Math.floor(random() * people.length)]!;
      moments.push({ when, planted: undefined, customer });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(caseRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the cases are imported: what an analyst would write after `npm run import -- --inspect`. */
export const MOBILE_MAPPING = {
  name: 'Mobile network coverage and service cases (November 2024 – October 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Case Ref',
    at: { column: 'Reported', format: 'DD.MM.YYYY HH:mm' },
    customerId: 'Customer',
    channel: 'Channel',
    product: 'Plan',
    category: 'Issue',
    status: 'Status',
    body: 'Notes',
  },
  custom: {
    area: { column: 'Region', type: 'category', label: 'region' },
    site: { column: 'Site ID', type: 'category', label: 'site' },
    handset: { column: 'Handset', type: 'category', label: 'handset make' },
    contract: { column: 'On Contract', type: 'boolean', label: 'on contract' },
    resolved: {
      column: 'Resolved (UTC)',
      type: 'date',
      format: 'YYYY-MM-DD HH:mm:ss Z',
      label: 'resolved',
    },
    credit_eur: { column: 'Credit EUR', type: 'number', decimal: ',', label: 'credit (€)' },
    signal_dbm: { column: 'Signal dBm', type: 'number', label: 'signal (dBm)' },
    stars: { column: 'Stars', type: 'number', label: 'stars (1–5)' },
  },
  declaration: {
    description:
      "A German mobile network's coverage and service cases, 1 November 2024 to 31 October 2025: the customer, the region and the mast site serving them, the issue (no signal, dropped calls, slow data, roaming, a handset fault, billing…), the handset's make, the plan, whether the customer is on a contract, how the case was reported, its status, when it was resolved (blank while open), the credit given in euros (blank when none), the signal strength measured in dBm (more negative is weaker), and an optional 1–5 star rating.",
    fields: {
      product: { label: 'plan', synonyms: ['plan', 'tariff', 'plan type'] },
      category: { label: 'issue', synonyms: ['issue', 'issue type', 'problem', 'fault'] },
      status: { label: 'status', synonyms: ['status', 'state'] },
      channel: { label: 'channel', synonyms: ['channel', 'reported via', 'contact channel'] },
      customerId: { label: 'customer', synonyms: ['customer', 'subscriber', 'account'] },
      area: { synonyms: ['region', 'city', 'area'] },
      site: { synonyms: ['site', 'site id', 'mast', 'cell site'] },
      handset: { synonyms: ['handset make', 'phone make', 'make', 'brand', 'device'] },
      contract: { synonyms: ['contract', 'on contract', 'contract customer'] },
      resolved: { synonyms: ['resolved', 'resolution', 'fixed'] },
      credit_eur: { synonyms: ['credit', 'compensation', 'goodwill credit', '€', 'euros'] },
      signal_dbm: { synonyms: ['signal', 'signal strength', 'dBm', 'reception'] },
      stars: { synonyms: ['stars', 'rating', 'star rating', 'satisfaction'] },
    },
  },
} as const;

type CaseRow = Record<(typeof HEADER)[number], string>;

/** `23.11.2025 14:05` as its day, hour and instant; anything else is refused. */
export function reportedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(cell);
  const day = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  if (
    !match ||
    Number(match[4]) > 23 ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Reported "${cell}"`);
  }
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `2025-11-23 14:05:00 UTC` as `2025-11-23T14:05:00Z`, blank as null; anything else is refused. */
export function resolvedAt(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC$/.exec(cell);
  if (!match) throw new Error(`Unreadable Resolved "${cell}"`);
  return `${match[1]}T${match[2]}Z`;
}

/** `12,50` as 12.5, blank as null; anything else is refused. */
export function creditAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+),(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Credit EUR "${cell}"`);
  return Number(`${match[1]}.${match[2]}`);
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `cases` (ref, day, hour, at, customer, region,
 * site, issue, make, plan, contract 0/1, channel, status, resolved or NULL, hours to resolve or NULL,
 * credit or NULL, signal or NULL, stars or NULL, notes): the ground the mobile truths are computed
 * on.
 */
export function loadMobileCases(csv = mobileCasesCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as CaseRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE cases (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    customer TEXT NOT NULL, region TEXT NOT NULL, site TEXT NOT NULL, issue TEXT NOT NULL,
    make TEXT NOT NULL, plan TEXT NOT NULL, contract INTEGER NOT NULL, channel TEXT NOT NULL,
    status TEXT NOT NULL, resolved TEXT, hours REAL, credit REAL, signal INTEGER, stars INTEGER,
    notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO cases VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = reportedMoment(row.Reported);
      const resolved = resolvedAt(row['Resolved (UTC)']);
      if (row['On Contract'] !== 'TRUE' && row['On Contract'] !== 'FALSE') {
        throw new Error(`Unreadable On Contract "${row['On Contract']}"`);
      }
      insert.run(
        row['Case Ref'],
        day,
        hour,
        at,
        row.Customer,
        row.Region,
        row['Site ID'],
        row.Issue,
        row.Handset,
        row.Plan,
        row['On Contract'] === 'TRUE' ? 1 : 0,
        row.Channel,
        row.Status,
        resolved,
        resolved === null ? null : (Date.parse(resolved) - Date.parse(at)) / HOUR_MS,
        creditAmount(row['Credit EUR']),
        numberOrNull(row['Signal dBm']),
        numberOrNull(row.Stars),
        row.Notes,
      );
    }
  })();
  return db;
}

/** The cases written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importMobile(): Promise<ImportedData | string> {
  return importCsv({
    name: 'mobile',
    csv: { text: mobileCasesCsv() },
    mapping: MOBILE_MAPPING,
    rows: MOBILE_ROWS,
    noun: 'cases',
  });
}
