// A tenth generated data set, for the ninth held-out round: an energy supplier's billing disputes.
// Another domain and shape again: US month-first dashed times on a 12-hour clock with seconds
// ("07-04-2025 02:15:09 PM" is 4 July), header names with slashes, brackets and abbreviations
// ("Dispute Ref", "Opened (US)", "MPAN/Acct", "Region/Zone", "Tariff Name", "Amt Disputed (GBP)",
// "kWh in dispute", "Hrs to Resolve"), ids like "BDX-0A7F3K", regions that share words (two
// "North", two "South", two "Wales"), tariffs that share words (two "Fixed", two "Night"), reasons
// that share words ("Meter fault" / "Smart meter not reading", "Estimated reading" / "Reading not
// used"), look-alike outcomes ("Upheld" / "Upheld in part" / "Not upheld" / "Not upheld - final"),
// the case owner by name, a disputed amount and a credit in pounds (the credit blank while open),
// hours to resolve (blank while open), energy in kWh, a mostly blank 1–5 CSAT, and two yes/no
// fields written "PSR"/"-" and "escalated"/"not escalated". Generated deterministically here,
// written as a CSV and imported through Sightline's own importer; its truths are plain SQL over the
// CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251123;
export const DISPUTE_ROWS = 3500;
const FIRST_DAY = Date.UTC(2024, 11, 2);
const DAYS = 362; // 2 December 2024 – 28 November 2025
const ACCOUNTS = 2600;

/**
 * Planted facts: (1) a billing-system migration on 7 April 2025 charges some customers twice and
 * brings a burst of "Duplicate charge" disputes that day; (2) after the direct-debit review of
 * 1 July 2025, "Direct debit increase" disputes jump in July and August 2025; (3) the North Wales
 * team is short-staffed in September and October 2025 and takes about three times as long to
 * resolve; (4) customers on Prepay Smart raise "Smart meter not reading" far more than others;
 * (5) disputes that come in as an Ombudsman referral are upheld far more often and credited more.
 */
export const MIGRATION_DAY = '2025-04-07';
const MIGRATION_ROWS = 120;
export const DD_REVIEW = { from: '2025-07-01', to: '2025-08-31' } as const;
export const SHORT_STAFFED = {
  region: 'North Wales',
  from: '2025-09-01',
  to: '2025-10-31',
} as const;

const REGIONS = [
  { region: 'North West', weight: 5, owners: ['Hannah Okafor', 'Liam Brennan'] },
  { region: 'North East', weight: 3, owners: ['Liam Brennan'] },
  { region: 'North Wales', weight: 2, owners: ['Rhys Pritchard'] },
  { region: 'South Wales', weight: 3, owners: ['Ffion Jenkins'] },
  { region: 'South West', weight: 4, owners: ['Oliver Grant', 'Ffion Jenkins'] },
  { region: 'London', weight: 5, owners: ['Zara Malik', 'Oliver Grant'] },
  { region: 'Midlands', weight: 4, owners: ['Sunita Rao'] },
] as const;
type Region = (typeof REGIONS)[number];

const TARIFFS = [
  { name: 'Fixed 12M', weight: 5 },
  { name: 'Fixed 24M', weight: 3 },
  { name: 'Flexible Variable', weight: 6 },
  { name: 'Economy 7 Night', weight: 2 },
  { name: 'EV Night Saver', weight: 1 },
  { name: 'Prepay Smart', weight: 2 },
] as const;
type Tariff = (typeof TARIFFS)[number];

const FUELS = [
  { fuel: 'Electricity', weight: 5 },
  { fuel: 'Gas', weight: 3 },
  { fuel: 'Dual Fuel', weight: 4 },
] as const;

type Reason =
  | 'Estimated reading'
  | 'Reading not used'
  | 'Back-billing'
  | 'Direct debit increase'
  | 'Meter fault'
  | 'Smart meter not reading'
  | 'Duplicate charge'
  | 'Exit fee charged'
  | 'Tariff switch error';

const REASONS: readonly { reason: Reason; weight: number }[] = [
  { reason: 'Estimated reading', weight: 5 },
  { reason: 'Reading not used', weight: 2 },
  { reason: 'Back-billing', weight: 2 },
  { reason: 'Direct debit increase', weight: 3 },
  { reason: 'Meter fault', weight: 2 },
  { reason: 'Smart meter not reading', weight: 2 },
  { reason: 'Duplicate charge', weight: 2 },
  { reason: 'Exit fee charged', weight: 1 },
  { reason: 'Tariff switch error', weight: 2 },
];

/** Base hours to resolve by reason. */
const HOURS: Record<Reason, number> = {
  'Estimated reading': 60,
  'Reading not used': 50,
  'Back-billing': 200,
  'Direct debit increase': 40,
  'Meter fault': 160,
  'Smart meter not reading': 120,
  'Duplicate charge': 30,
  'Exit fee charged': 70,
  'Tariff switch error': 90,
};

const OWNER_SPEED: Record<string, number> = {
  'Hannah Okafor': 0.85,
  'Liam Brennan': 1.1,
  'Rhys Pritchard': 1,
  'Ffion Jenkins': 0.95,
  'Oliver Grant': 1.05,
  'Zara Malik': 0.9,
  'Sunita Rao': 1.2,
};

const CHANNELS = [
  { channel: 'Phone', weight: 6 },
  { channel: 'Email', weight: 4 },
  { channel: 'Web Chat', weight: 4 },
  { channel: 'My Account', weight: 3 },
  { channel: 'Letter', weight: 1 },
  { channel: 'Ombudsman referral', weight: 1 },
] as const;

/** Notes by reason: a cross, a plain and a mild one. */
const NOTES: Record<Reason, readonly [string, string, string]> = {
  'Estimated reading': [
    'Bill based on a wild estimate, customer says it is double what they use and is furious.',
    'Estimated reading on the {tariff} bill, customer supplied an actual reading.',
    'Customer queried an estimated bill, happy once the reading was taken.',
  ],
  'Reading not used': [
    'Sent a photo of the meter and it was ignored again, customer fed up.',
    'Customer reading submitted but bill issued on an estimate instead.',
    'Reading arrived a day after billing, rebill offered.',
  ],
  'Back-billing': [
    'Bill for two years of gas out of nowhere, customer refuses to pay and calls it outrageous.',
    'Catch-up bill after a long gap in readings, back-billing rules checked.',
    'Small catch-up charge queried, customer accepted the explanation.',
  ],
  'Direct debit increase': [
    'Direct debit hiked without warning, customer cannot afford it and is angry.',
    'Monthly direct debit raised after the review, customer wants it lowered.',
    'Customer asked why the payment went up, explained and agreed.',
  ],
  'Meter fault': [
    'Meter spinning when everything is off, customer says we are robbing them.',
    'Meter suspected faulty in {region}, engineer visit booked.',
    'Meter display flickering, customer just letting us know.',
  ],
  'Smart meter not reading': [
    'Smart meter has not sent a reading in months and bills are guesses, customer livid.',
    'Smart meter stopped communicating, readings missing on the {tariff} account.',
    'In-home display offline, customer patient while we reconnect.',
  ],
  'Duplicate charge': [
    'Charged twice for the same month, customer overdrawn and absolutely furious.',
    'Two identical payments taken, refund of the second requested.',
    'Duplicate line on the statement, customer relaxed.',
  ],
  'Exit fee charged': [
    'Charged an exit fee after we moved them, customer calls it a rip-off.',
    'Exit fee on a {tariff} contract disputed, customer says notice was given.',
    'Exit fee queried, customer fine once it was waived.',
  ],
  'Tariff switch error': [
    'Switched to the wrong tariff without asking, customer disgusted.',
    'Tariff change to {tariff} not applied, bills on the old rate.',
    'Switch applied a week late, customer understanding.',
  ],
};

const MIGRATION_NOTES = [
  'Charged twice after the billing system change, customer wants the second payment back.',
  'Duplicate bill from the new billing system, two payments taken.',
  'Second charge taken in error after the system move, customer upset.',
] as const;

const HEADER = [
  'Dispute Ref',
  'Opened (US)',
  'MPAN/Acct',
  'Region/Zone',
  'Tariff Name',
  'Fuel',
  'Dispute Reason',
  'Raised Through',
  'Case Owner',
  'Outcome',
  'Amt Disputed (GBP)',
  'Credit Applied (GBP)',
  'Hrs to Resolve',
  'kWh in dispute',
  'CSAT (1-5)',
  'PSR Flag',
  'Escalation',
  'Agent Summary',
] as const;

interface Account {
  readonly id: string;
  readonly region: Region;
  readonly tariff: Tariff;
  readonly fuel: string;
  readonly psr: boolean;
}

function accounts(random: () => number): Account[] {
  return Array.from({ length: ACCOUNTS }, (_, index) => ({
    id: `${1_200_000 + index * 37}/${String.fromCharCode(65 + (index % 26))}`,
    region: pickWeighted(random, REGIONS),
    tariff: pickWeighted(random, TARIFFS),
    fuel: pickWeighted(random, FUELS).fuel,
    psr: random() < 0.18,
  }));
}

interface Moment {
  readonly when: Date;
  readonly migration: boolean;
  readonly account: Account;
}

function reasonOf(random: () => number, moment: Moment, day: string): Reason {
  if (moment.migration) return 'Duplicate charge';
  if (moment.account.tariff.name === 'Prepay Smart' && random() < 0.4) {
    return 'Smart meter not reading';
  }
  if (day >= DD_REVIEW.from && day <= DD_REVIEW.to && random() < 0.3) {
    return 'Direct debit increase';
  }
  return pickWeighted(random, REASONS).reason;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `MM-DD-YYYY hh:mm:ss AM` of a UTC instant. */
export function openedText(when: Date): string {
  const hour = when.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return (
    `${pad(when.getUTCMonth() + 1)}-${pad(when.getUTCDate())}-${when.getUTCFullYear()} ` +
    `${pad(twelve)}:${pad(when.getUTCMinutes())}:${pad(when.getUTCSeconds())} ` +
    (hour < 12 ? 'AM' : 'PM')
  );
}

/** `BDX-` and six base-36 characters from a number. */
function disputeRef(index: number): string {
  return `BDX-${(5_000_000 + index * 7919).toString(36).toUpperCase().padStart(6, '0')}`;
}

/** One dispute row. */
function disputeRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, migration, account } = moment;
  const day = when.toISOString().slice(0, 10);
  const region = account.region;
  const tariff = account.tariff;
  const reason = reasonOf(random, moment, day);
  const owner = region.owners[Math.floor(random() * region.owners.length)]!;
  const channel = migration
    ? (['Phone', 'Web Chat', 'My Account'] as const)[Math.floor(random() * 3)]!
    : pickWeighted(random, CHANNELS).channel;
  const ombudsman = channel === 'Ombudsman referral';
  const amount =
    Math.round(
      (migration ? 40 + random() * 160 : 12 + random() * random() * (ombudsman ? 1400 : 700)) * 100,
    ) / 100;
  const kwh = Math.round(50 + random() * random() * 3000);
  const age = (Date.parse(`${lastDay}T23:59:59Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const open = (age < 12 && roll < 0.6) || roll < 0.03;
  let outcome: string;
  let credit = 0;
  const decide = random();
  const upheld = ombudsman ? 0.7 : migration ? 0.9 : 0.35;
  const partly = ombudsman ? 0.2 : migration ? 0.05 : 0.25;
  if (decide < upheld) {
    outcome = 'Upheld';
    credit = amount + (ombudsman ? 100 : 0);
  } else if (decide < upheld + partly) {
    outcome = 'Upheld in part';
    credit = Math.round(amount * 0.4 * 100) / 100;
  } else outcome = random() < 0.7 ? 'Not upheld' : 'Not upheld - final';
  if (open) outcome = random() < 0.65 ? 'Open' : 'With Ombudsman';
  const short =
    region.region === SHORT_STAFFED.region && day >= SHORT_STAFFED.from && day <= SHORT_STAFFED.to
      ? 3
      : 1;
  const hours = Math.max(
    2,
    Math.round(
      HOURS[reason] * (0.5 + random()) * OWNER_SPEED[owner]! * short * (ombudsman ? 2 : 1),
    ),
  );
  const surveyed = !open && random() < 0.2;
  const csat = Math.round(
    Math.min(5, Math.max(1, (credit > 0 ? 3.8 : 2.2) + (random() - 0.5) * 2.4 - hours / 400)),
  );
  const escalated = ombudsman || random() < (outcome.startsWith('Not upheld') ? 0.25 : 0.08);
  const tone = random() < 0.35 ? 0 : random() < 0.65 ? 1 : 2;
  const template = migration ? MIGRATION_NOTES[Math.floor(random() * 3)]! : NOTES[reason][tone];
  return [
    disputeRef(index),
    openedText(new Date(when.getTime() + Math.floor(random() * 60) * 1000)),
    account.id,
    region.region,
    tariff.name,
    account.fuel,
    reason,
    channel,
    owner,
    outcome,
    amount.toFixed(2),
    open ? '' : credit.toFixed(2),
    open ? '' : hours,
    kwh,
    surveyed ? csat : '',
    account.psr ? 'PSR' : '-',
    escalated ? 'escalated' : 'not escalated',
    template.replaceAll('{region}', region.region).replaceAll('{tariff}', tariff.name),
  ];
}

/** How busy a moment is: office hours, quieter evenings, little at night or at weekends. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.4 : 1;
  if (hour < 7) return 0.03 * weekend;
  if (hour < 9) return 0.45 * weekend;
  if (hour < 18) return 1 * weekend;
  return 0.3 * weekend;
}

/** The disputes as CSV text, in the order they were opened: the same text on every call. */
export function energyDisputesCsv(): string {
  const random = seededDraws(SEED);
  const people = accounts(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [];
  for (let index = 0; index < MIGRATION_ROWS; index++) {
    // 7 April from 08:00 to 19:59.
    const seconds = 8 * 3600 + Math.floor(random() * 12 * 3600);
    moments.push({
      when: new Date(Date.parse(`${MIGRATION_DAY}T00:00:00Z`) + seconds * 1000),
      migration: true,
      account: people[Math.floor(random() * people.length)]!,
    });
  }
  while (moments.length < DISPUTE_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        migration: false,
        account: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(disputeRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the disputes are imported: what an analyst would write after `npm run import -- --inspect`. */
export const ENERGY_MAPPING = {
  name: 'Billing disputes (December 2024 – November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Dispute Ref',
    at: { column: 'Opened (US)', format: 'MM-DD-YYYY hh:mm:ss A' },
    customerId: 'MPAN/Acct',
    channel: 'Raised Through',
    product: 'Tariff Name',
    category: 'Dispute Reason',
    status: 'Outcome',
    body: 'Agent Summary',
  },
  custom: {
    supply_region: { column: 'Region/Zone', type: 'category', label: 'supply region' },
    fuel: { column: 'Fuel', type: 'category', label: 'fuel' },
    case_owner: { column: 'Case Owner', type: 'category', label: 'case owner' },
    amt_disputed_gbp: {
      column: 'Amt Disputed (GBP)',
      type: 'number',
      label: 'amount disputed (£)',
    },
    credit_gbp: { column: 'Credit Applied (GBP)', type: 'number', label: 'credit applied (£)' },
    hrs_to_resolve: { column: 'Hrs to Resolve', type: 'number', label: 'hours to resolve' },
    kwh: { column: 'kWh in dispute', type: 'number', label: 'energy in dispute (kWh)' },
    csat: { column: 'CSAT (1-5)', type: 'number', label: 'CSAT (1–5)' },
    psr: {
      column: 'PSR Flag',
      type: 'boolean',
      label: 'priority services register',
      values: { PSR: 'true', '-': 'false' },
    },
    escalated: {
      column: 'Escalation',
      type: 'boolean',
      label: 'escalated',
      values: { escalated: 'true', 'not escalated': 'false' },
    },
  },
  declaration: {
    description:
      'Billing disputes raised with a UK energy supplier, 2 December 2024 to 28 November 2025: the customer account, the region, the tariff and fuel, the dispute reason, how it was raised, the case owner and the outcome, the amount disputed and the credit applied in pounds (no credit while the dispute is open), hours to resolve (not while open), the energy in dispute in kWh, an optional 1–5 CSAT score, whether the customer is on the Priority Services Register and whether the dispute was escalated.',
    fields: {
      product: { label: 'tariff', synonyms: ['tariff', 'tariff name', 'plan'] },
      category: { label: 'dispute reason', synonyms: ['dispute reason', 'reason', 'issue'] },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'result'] },
      channel: { label: 'raised through', synonyms: ['raised through', 'channel'] },
      customerId: { label: 'account', synonyms: ['account', 'customer', 'MPAN'] },
      supply_region: { synonyms: ['region', 'zone', 'area'] },
      fuel: { synonyms: ['fuel', 'fuel type'] },
      case_owner: { synonyms: ['case owner', 'owner', 'handler'] },
      amt_disputed_gbp: { synonyms: ['amount disputed', 'disputed amount'] },
      credit_gbp: { synonyms: ['credit', 'credit applied', 'refund'] },
      hrs_to_resolve: { synonyms: ['resolution time', 'time to resolve'] },
      kwh: { synonyms: ['kWh', 'consumption', 'energy'] },
      csat: { synonyms: ['CSAT', 'satisfaction', 'score'] },
      psr: { synonyms: ['PSR', 'vulnerable', 'priority services'] },
    },
  },
} as const;

type DisputeRow = Record<(typeof HEADER)[number], string>;

/** `MM-DD-YYYY hh:mm:ss AM` as its day (`YYYY-MM-DD`) and 24-hour hour; anything else is refused. */
export function disputeMoment(opened: string): { day: string; hour: number } {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):\d{2}:\d{2} (AM|PM)$/.exec(opened);
  if (!match) throw new Error(`Unreadable Opened "${opened}"`);
  const twelve = Number(match[4]);
  if (twelve < 1 || twelve > 12) throw new Error(`Unreadable Opened "${opened}"`);
  return {
    day: `${match[3]}-${match[1]}-${match[2]}`,
    hour: (twelve % 12) + (match[5] === 'PM' ? 12 : 0),
  };
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `disputes` (ref, day, hour, account, region,
 * tariff, fuel, reason, channel, owner, outcome, amount, credit or NULL, hours or NULL, kwh, csat
 * or NULL, psr 0/1, escalated 0/1, notes): the ground the energy truths are computed on.
 */
export function loadDisputes(csv = energyDisputesCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as DisputeRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE disputes (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, account TEXT NOT NULL,
    region TEXT NOT NULL, tariff TEXT NOT NULL, fuel TEXT NOT NULL, reason TEXT NOT NULL,
    channel TEXT NOT NULL, owner TEXT NOT NULL, outcome TEXT NOT NULL, amount REAL NOT NULL,
    credit REAL, hours REAL, kwh REAL NOT NULL, csat INTEGER, psr INTEGER NOT NULL,
    escalated INTEGER NOT NULL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO disputes VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour } = disputeMoment(row['Opened (US)']);
      insert.run(
        row['Dispute Ref'],
        day,
        hour,
        row['MPAN/Acct'],
        row['Region/Zone'],
        row['Tariff Name'],
        row.Fuel,
        row['Dispute Reason'],
        row['Raised Through'],
        row['Case Owner'],
        row.Outcome,
        Number(row['Amt Disputed (GBP)']),
        numberOrNull(row['Credit Applied (GBP)']),
        numberOrNull(row['Hrs to Resolve']),
        Number(row['kWh in dispute']),
        numberOrNull(row['CSAT (1-5)']),
        row['PSR Flag'] === 'PSR' ? 1 : 0,
        row.Escalation === 'escalated' ? 1 : 0,
        row['Agent Summary'],
      );
    }
  })();
  return db;
}

/** The disputes written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importEnergy(): Promise<ImportedData | string> {
  return importCsv({
    name: 'energy',
    csv: { text: energyDisputesCsv() },
    mapping: ENERGY_MAPPING,
    rows: DISPUTE_ROWS,
    noun: 'disputes',
  });
}
