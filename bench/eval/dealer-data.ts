// A generated data set for the fourteenth round's second practice set (practice14b): a car
// dealership group's service complaints. Another shape again: the day a concern was raised
// written with its weekday and full month name ("Sunday 23 November 2025"), the booking and
// completion days written day first with dots and a two-digit year ("23.11.25"; completed blank
// while the car is still in), headers unlike earlier ones ("Concern #", "Raised", "Site",
// "Marque", "Job Type", "Service Advisor", "Goodwill £", "Days VOR", "Stars"), the record noun
// "concern", ids with a branch letter at the end ("SC25-004127-L"), goodwill written with a
// thousands comma ("1,250.00", blank when none was given), look-alike values (sites "Leeds" /
// "Leeds North", marques "Volkswagen" / "Volkswagen Commercial", advisors "K. Brown" / "L. Brown",
// job types "MOT" / "MOT & service"), a job type called "Warranty" beside a field called
// "Warranty", a yes/no field written WTY / CP (warranty or customer-paid), and a mostly blank 1-5
// star rating. Generated deterministically here, written as a CSV and imported through Sightline's
// own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251412;
export const DEALER_ROWS = 2980;
const FIRST_DAY = Date.UTC(2024, 8, 1);
const DAYS = 365; // 1 September 2024 – 31 August 2025
const CUSTOMERS = 2300;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) a software fault on the Kia EV6 brings a burst of "Repeat fault" concerns at
 * the York site in May 2025; (2) a broken ramp at Bradford in July 2025 keeps its cars off the road
 * about three times as long; (3) goodwill is capped from 1 April 2025, so the average goodwill
 * given roughly halves from then on; (4) advisor K. Brown joins Harrogate on 6 January 2025 and
 * "Communication" concerns there about triple from then on.
 */
export const EV6_FAULT = {
  site: 'York',
  model: 'EV6',
  from: '2025-05-01',
  to: '2025-05-31',
} as const;
const EV6_ROWS = 80;
export const BRADFORD_RAMP = { site: 'Bradford', month: '2025-07' } as const;
export const GOODWILL_CAP = '2025-04-01';
export const NEW_ADVISOR = { site: 'Harrogate', advisor: 'K. Brown', from: '2025-01-06' } as const;

const SITES = [
  { site: 'Leeds', letter: 'L', weight: 6, advisors: ['J. Patel', 'S. Hughes'] },
  { site: 'Leeds North', letter: 'N', weight: 3, advisors: ['M. O’Neill', 'L. Brown'] },
  { site: 'Bradford', letter: 'B', weight: 5, advisors: ['A. Kowalski', 'R. Singh'] },
  { site: 'Harrogate', letter: 'H', weight: 3, advisors: ['D. Clarke', 'E. Walsh'] },
  { site: 'York', letter: 'Y', weight: 4, advisors: ['P. Shah', 'T. Green'] },
  { site: 'Wakefield', letter: 'W', weight: 3, advisors: ['C. Evans', 'F. Ahmed'] },
] as const;
type Site = (typeof SITES)[number];

const MARQUES = [
  { marque: 'Ford', weight: 6, models: ['Fiesta', 'Focus', 'Puma', 'Kuga'] },
  { marque: 'Kia', weight: 5, models: ['Picanto', 'Sportage', 'Niro', 'EV6'] },
  { marque: 'Skoda', weight: 4, models: ['Fabia', 'Octavia', 'Kodiaq', 'Enyaq'] },
  { marque: 'Volkswagen', weight: 5, models: ['Polo', 'Golf', 'Tiguan', 'ID.3'] },
  { marque: 'Volkswagen Commercial', weight: 2, models: ['Transporter', 'Caddy', 'Crafter'] },
] as const;
type Marque = (typeof MARQUES)[number];

type JobType =
  | 'Annual service'
  | 'Interim service'
  | 'MOT'
  | 'MOT & service'
  | 'Warranty'
  | 'Recall'
  | 'Diagnostics'
  | 'Tyres';
const JOB_TYPES: readonly { job: JobType; weight: number; days: number }[] = [
  { job: 'Annual service', weight: 8, days: 1 },
  { job: 'Interim service', weight: 4, days: 1 },
  { job: 'MOT', weight: 4, days: 1 },
  { job: 'MOT & service', weight: 5, days: 1.5 },
  { job: 'Warranty', weight: 5, days: 5 },
  { job: 'Recall', weight: 2, days: 2 },
  { job: 'Diagnostics', weight: 4, days: 3 },
  { job: 'Tyres', weight: 2, days: 0.5 },
];

type Issue =
  | 'Work not done'
  | 'Delay'
  | 'Price'
  | 'Damage to vehicle'
  | 'Communication'
  | 'Repeat fault'
  | 'Courtesy car';
const ISSUES: readonly { issue: Issue; weight: number }[] = [
  { issue: 'Work not done', weight: 5 },
  { issue: 'Delay', weight: 7 },
  { issue: 'Price', weight: 5 },
  { issue: 'Damage to vehicle', weight: 2 },
  { issue: 'Communication', weight: 5 },
  { issue: 'Repeat fault', weight: 4 },
  { issue: 'Courtesy car', weight: 2 },
];

/** Typical goodwill in pounds, by issue. */
const GOODWILL: Record<Issue, number> = {
  'Work not done': 120,
  Delay: 60,
  Price: 90,
  'Damage to vehicle': 650,
  Communication: 40,
  'Repeat fault': 300,
  'Courtesy car': 50,
};

const SOURCES = [
  { source: 'Phone', weight: 6 },
  { source: 'Email', weight: 5 },
  { source: 'Walk-in', weight: 3 },
  { source: 'Review site', weight: 2 },
  { source: 'Manufacturer', weight: 1 },
] as const;

const SUMMARIES: Record<Issue, readonly [string, string, string]> = {
  'Work not done': [
    'Paid for a full service on my {model} and half of it was not done, appalling.',
    'The {model} came back with the service items not ticked off.',
    'Not sure the wipers were replaced on the {model} as booked.',
  ],
  Delay: [
    'Promised the {model} back same day, waited four days, useless.',
    'The {model} was ready a day later than agreed.',
    'Collection of the {model} ran a little late.',
  ],
  Price: [
    'Charged far more than quoted for the {model}, a rip-off.',
    'The invoice for the {model} was higher than the quote.',
    'Could you explain the labour charge on the {model}?',
  ],
  'Damage to vehicle': [
    'My {model} came back with a huge scratch down the side, furious.',
    'There is a dent on the {model} that was not there before.',
    'Small mark on the {model} bumper after the visit.',
  ],
  Communication: [
    'Nobody called me back about the {model} all week, disgraceful.',
    'I had to chase three times for an update on the {model}.',
    'Would have liked a text when the {model} was ready.',
  ],
  'Repeat fault': [
    'Same warning light on the {model} a week after the repair, fed up.',
    'The fault on the {model} came back after the visit.',
    'The {model} noise seems to have returned.',
  ],
  'Courtesy car': [
    'No courtesy car for my {model} booking despite promises, shocking.',
    'The courtesy car given while the {model} was in was filthy.',
    'Courtesy car was smaller than expected.',
  ],
};

const HEADER = [
  'Concern #',
  'Raised',
  'Site',
  'Marque',
  'Model',
  'Job Type',
  'Service Advisor',
  'Warranty',
  'Issue',
  'Source',
  'Progress',
  'Booked In',
  'Completed',
  'Days VOR',
  'Goodwill £',
  'Stars',
  'Account',
  'Summary',
] as const;

interface Customer {
  readonly id: string;
  readonly site: Site;
  readonly marque: Marque;
  readonly model: string;
}

function customers(random: () => number): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => {
    const marque = pickWeighted(random, MARQUES);
    return {
      id: `ACC${String(510_000 + index * 29)}`,
      site: pickWeighted(random, SITES),
      marque,
      model: marque.models[Math.floor(random() * marque.models.length)]!,
    };
  });
}

interface Moment {
  readonly day: string;
  readonly ev6: boolean;
  readonly customer: Customer;
}

const pad = (value: number) => String(value).padStart(2, '0');
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
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
] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `Sunday 23 November 2025` of a `YYYY-MM-DD` day. */
export function raisedText(day: string): string {
  const when = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[when.getUTCDay()]} ${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]} ${when.getUTCFullYear()}`;
}

/** `23.11.25` of a `YYYY-MM-DD` day. */
export function dottedText(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(2, 4)}`;
}

/** `1,250.00` of an amount. */
function goodwillText(amount: number): string {
  return amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function issueOf(random: () => number, moment: Moment, advisor: string): Issue {
  if (moment.ev6) return 'Repeat fault';
  if (advisor === NEW_ADVISOR.advisor && random() < 0.7) return 'Communication';
  return pickWeighted(random, ISSUES).issue;
}

/** One concern row. */
function concernRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { day, customer } = moment;
  const site = moment.ev6 ? SITES.find((entry) => entry.site === EV6_FAULT.site)! : customer.site;
  const model = moment.ev6 ? EV6_FAULT.model : customer.model;
  const marque = moment.ev6 ? MARQUES.find((entry) => entry.marque === 'Kia')! : customer.marque;
  const job = moment.ev6
    ? JOB_TYPES.find((entry) => entry.job === 'Diagnostics')!
    : pickWeighted(random, JOB_TYPES);
  const advisors: string[] = [...site.advisors];
  if (site.site === NEW_ADVISOR.site && day >= NEW_ADVISOR.from) advisors.push(NEW_ADVISOR.advisor);
  const advisor = advisors[Math.floor(random() * advisors.length)]!;
  const issue = issueOf(random, moment, advisor);
  const warranty =
    job.job === 'Warranty' || job.job === 'Recall' || (job.job === 'Diagnostics' && random() < 0.5);
  const source = pickWeighted(random, SOURCES).source;
  // The car was booked in up to three weeks before the concern was raised.
  const bookedMs = Date.parse(`${day}T00:00:00Z`) - Math.floor(random() * random() * 21) * DAY_MS;
  const booked = isoDay(bookedMs);
  const ramp =
    booked.slice(0, 7) === BRADFORD_RAMP.month && site.site === BRADFORD_RAMP.site ? 3 : 1;
  const vor = Math.max(0, Math.round(job.days * (0.3 + random() * 1.6) * ramp));
  const completedMs = bookedMs + vor * DAY_MS;
  const stillIn = completedMs > Date.parse(`${lastDay}T00:00:00Z`);
  const closed =
    !stillIn && Date.parse(`${day}T00:00:00Z`) + 20 * DAY_MS < Date.parse(`${lastDay}T00:00:00Z`)
      ? random() < 0.97
      : random() < 0.4;
  const progress = !closed
    ? random() < 0.7
      ? 'Open'
      : 'Open - with manufacturer'
    : random() < 0.55
      ? 'Closed - resolved'
      : 'Closed - no fault found';
  const cap = day >= GOODWILL_CAP ? 0.5 : 1;
  const goodwill =
    progress === 'Closed - resolved' && random() < 0.6
      ? Math.round(GOODWILL[issue] * (0.4 + random() * 1.4) * cap * 100) / 100
      : undefined;
  const rated = closed && random() < 0.14;
  const stars = Math.round(
    Math.min(5, Math.max(1, (progress === 'Closed - resolved' ? 3.8 : 2) + (random() - 0.5) * 3)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    `SC${day.slice(2, 4)}-${String(1_000 + index * 7).padStart(6, '0')}-${site.letter}`,
    raisedText(day),
    site.site,
    marque.marque,
    model,
    job.job,
    advisor,
    warranty ? 'WTY' : 'CP',
    issue,
    source,
    progress,
    dottedText(booked),
    stillIn ? '' : dottedText(isoDay(completedMs)),
    stillIn ? '' : vor,
    goodwill === undefined ? '' : goodwillText(goodwill),
    rated ? stars : '',
    customer.id,
    SUMMARIES[issue][tone]!.replaceAll('{model}', model),
  ];
}

/** The concerns as CSV text, in the order they were raised: the same text on every call. */
export function dealerConcernsCsv(): string {
  const random = seededDraws(SEED);
  const people = customers(random);
  const lastDay = isoDay(FIRST_DAY + (DAYS - 1) * DAY_MS);
  const ev6Start = Date.parse(`${EV6_FAULT.from}T00:00:00Z`);
  const moments: Moment[] = Array.from({ length: EV6_ROWS }, () => ({
    day: isoDay(ev6Start + Math.floor(random() * 31) * DAY_MS),
    ev6: true,
    customer: people[Math.floor(random() * people.length)]!,
  }));
  while (moments.length < DEALER_ROWS) {
    const ms = FIRST_DAY + Math.floor(random() * DAYS) * DAY_MS;
    const sunday = new Date(ms).getUTCDay() === 0;
    if (!sunday || random() < 0.15) {
      moments.push({
        day: isoDay(ms),
        ev6: false,
        customer: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.day.localeCompare(b.day));
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(concernRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the concerns are imported: what an analyst would write after `npm run import -- --inspect`. */
export const DEALER_MAPPING = {
  name: 'Service concerns (September 2024 – August 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Concern #',
    at: { column: 'Raised', format: 'dddd D MMMM YYYY' },
    customerId: 'Account',
    channel: 'Source',
    product: 'Job Type',
    category: 'Issue',
    status: 'Progress',
    body: 'Summary',
  },
  custom: {
    site: { column: 'Site', type: 'category', label: 'site' },
    marque: { column: 'Marque', type: 'category', label: 'marque' },
    model: { column: 'Model', type: 'category', label: 'model' },
    advisor: { column: 'Service Advisor', type: 'category', label: 'service advisor' },
    warranty: {
      column: 'Warranty',
      type: 'boolean',
      label: 'warranty',
      values: { WTY: 'true', CP: 'false' },
    },
    booked: { column: 'Booked In', type: 'date', format: 'DD.MM.YY', label: 'booked in' },
    completed: { column: 'Completed', type: 'date', format: 'DD.MM.YY', label: 'completed' },
    days_vor: { column: 'Days VOR', type: 'number', label: 'days off the road' },
    goodwill: { column: 'Goodwill £', type: 'number', label: 'goodwill (£)' },
    stars: { column: 'Stars', type: 'number', label: 'stars' },
  },
  declaration: {
    description:
      "A car dealership group's service concerns (complaints about a workshop visit), 1 September 2024 to 31 August 2025: the customer account, the site (branch), the marque (make) and model of the car, the job type (annual or interim service, MOT, MOT & service, warranty work, recall, diagnostics, tyres), the service advisor, whether the job was under warranty (WTY) or customer-paid (CP), the issue raised, where the concern came from, its progress, the days the car was booked in and completed (blank while still in), the days it was off the road (VOR), any goodwill paid in pounds, and an optional 1–5 star rating.",
    fields: {
      product: { label: 'job type', synonyms: ['job type', 'job', 'service type', 'work type'] },
      category: {
        label: 'issue',
        synonyms: ['issue', 'complaint', 'concern type', 'reason', 'problem'],
      },
      status: { label: 'progress', synonyms: ['progress', 'status', 'state'] },
      channel: { label: 'source', synonyms: ['source', 'channel', 'came in via'] },
      customerId: { label: 'account', synonyms: ['account', 'customer', 'owner'] },
      site: { synonyms: ['site', 'branch', 'dealership', 'dealer'] },
      marque: { synonyms: ['marque', 'make', 'brand', 'manufacturer'] },
      model: { synonyms: ['model', 'car model'] },
      advisor: { synonyms: ['service advisor', 'advisor', 'adviser', 'sa'] },
      warranty: { synonyms: ['warranty', 'under warranty', 'wty'] },
      booked: { synonyms: ['booked in', 'booked', 'booking'] },
      completed: { synonyms: ['completed', 'finished', 'done'] },
      days_vor: { synonyms: ['days vor', 'vor', 'days off the road', 'off the road', 'downtime'] },
      goodwill: { synonyms: ['goodwill', 'gesture', 'compensation', '£'] },
      stars: { synonyms: ['stars', 'rating', 'score', 'star rating'] },
    },
  },
} as const;

type ConcernRow = Record<(typeof HEADER)[number], string>;

/** `Sunday 23 November 2025` as `2025-11-23`; a wrong weekday or anything else is refused. */
export function raisedDay(cell: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[3] as (typeof MONTHS)[number]) : -1;
  const day = match ? `${match[4]}-${pad(month + 1)}-${pad(Number(match[2]))}` : '';
  if (
    !match ||
    month < 0 ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day ||
    WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] !== match[1]
  ) {
    throw new Error(`Unreadable Raised "${cell}"`);
  }
  return day;
}

/** `23.11.25` as `2025-11-23`, blank as null; anything else is refused. */
export function dottedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{2})\.(\d{2})\.(\d{2})$/.exec(cell);
  const day = match ? `20${match[3]}-${match[2]}-${match[1]}` : '';
  if (
    !match ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable day "${cell}"`);
  }
  return day;
}

/** `1,250.00` as 1250, blank as null; anything else is refused. */
export function goodwillAmount(cell: string): number | null {
  if (cell === '') return null;
  if (!/^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(cell)) throw new Error(`Unreadable Goodwill "${cell}"`);
  return Number(cell.replaceAll(',', ''));
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `concerns` (ref, day, site, marque, model,
 * job, advisor, warranty 0/1, issue, source, progress, booked, completed or NULL, vor or NULL,
 * goodwill or NULL, stars or NULL, account, summary): the ground the dealer truths are computed on.
 */
export function loadDealerConcerns(csv = dealerConcernsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ConcernRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE concerns (
    ref TEXT NOT NULL, day TEXT NOT NULL, site TEXT NOT NULL, marque TEXT NOT NULL,
    model TEXT NOT NULL, job TEXT NOT NULL, advisor TEXT NOT NULL, warranty INTEGER NOT NULL,
    issue TEXT NOT NULL, source TEXT NOT NULL, progress TEXT NOT NULL, booked TEXT NOT NULL,
    completed TEXT, vor INTEGER, goodwill REAL, stars INTEGER, account TEXT NOT NULL,
    summary TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO concerns VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        row['Concern #'],
        raisedDay(row.Raised),
        row.Site,
        row.Marque,
        row.Model,
        row['Job Type'],
        row['Service Advisor'],
        row.Warranty === 'WTY' ? 1 : 0,
        row.Issue,
        row.Source,
        row.Progress,
        dottedDay(row['Booked In']),
        dottedDay(row.Completed),
        numberOrNull(row['Days VOR']),
        goodwillAmount(row['Goodwill £']),
        numberOrNull(row.Stars),
        row.Account,
        row.Summary,
      );
    }
  })();
  return db;
}

/** The concerns written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importDealer(): Promise<ImportedData | string> {
  return importCsv({
    name: 'dealer',
    csv: { text: dealerConcernsCsv() },
    mapping: DEALER_MAPPING,
    rows: DEALER_ROWS,
    noun: 'concerns',
  });
}
