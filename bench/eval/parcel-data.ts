// A ninth data set, for the eighth held-out round: a parcel carrier's claims log (lost, damaged and
// late parcels). Another domain and shape again: day-first times with dashes and seconds
// ("14-10-2025 09:41:07"), header names with odd spacing, case, punctuation and abbreviations
// ("Claim #", "  Depot ", "svc level", "Wt (kg)", "Value Declared £"), depots that share words
// (two "Leeds", two "Manchester", two "Hub"), service levels that share words (two "Next Day", two
// "International"), claim types of one to four words, the assessor by name, look-alike statuses
// ("Approved" / "Approved - Partial", "Declined" / "Declined - Late"), a declared value and a payout
// in pounds (the payout blank while the claim is still open), days to settle (blank while open), a
// parcel weight, a mostly blank 0–10 survey score, and two yes/no fields written TRUE/FALSE and
// "provided"/blank. Generated deterministically here, written as a CSV and imported through
// Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251114;
export const CLAIM_ROWS = 3600;
const FIRST_DAY = Date.UTC(2025, 1, 3);
const DAYS = 362; // 3 February 2025 – 30 January 2026
const ACCOUNTS = 2200;

/**
 * Planted facts: (1) a sorting-machine fault at Bradford Hub on 14 October 2025 brings a burst of
 * damaged-parcel claims that day; (2) after a new delivery contractor starts at Leeds North on
 * 1 June 2025, "left in unsafe place" claims there jump; (3) Manchester Airport's claims team is
 * short-staffed in August and September 2025 and takes about three times as long to settle;
 * (4) International Standard parcels are lost far more often than other services; (5) claims with
 * extra cover are approved in full far more often and paid much more.
 */
export const JAM_DAY = '2025-10-14';
const JAM_ROWS = 110;
export const CONTRACTOR_FROM = '2025-06-01';
export const BACKLOG = {
  depot: 'Manchester Airport',
  from: '2025-08-01',
  to: '2025-09-30',
} as const;

const DEPOTS = [
  { depot: 'Leeds North', weight: 4, assessors: ['Priya Kaur', 'Tom Hewitt'] },
  { depot: 'Leeds South', weight: 3, assessors: ['Tom Hewitt'] },
  { depot: 'Bradford Hub', weight: 4, assessors: ['Aisha Mensah'] },
  { depot: 'Sheffield Hub', weight: 3, assessors: ['Gareth Lloyd'] },
  { depot: 'Manchester Trafford', weight: 5, assessors: ['Nina Kowalski', 'Ben Ashworth'] },
  { depot: 'Manchester Airport', weight: 3, assessors: ['Ben Ashworth'] },
  { depot: 'Liverpool Docks', weight: 3, assessors: ['Declan Murphy'] },
] as const;
type Depot = (typeof DEPOTS)[number];

const SERVICES = [
  { name: 'Next Day', weight: 6 },
  { name: 'Next Day Pre-10', weight: 2 },
  { name: 'Two Day Economy', weight: 5 },
  { name: 'Same Day Courier', weight: 1 },
  { name: 'International Standard', weight: 2 },
  { name: 'International Express', weight: 1 },
] as const;
type Service = (typeof SERVICES)[number];

type Kind =
  | 'Lost in transit'
  | 'Damaged'
  | 'Delayed'
  | 'Contents missing'
  | 'Delivered to wrong address'
  | 'Left in unsafe place'
  | 'Missed collection'
  | 'Overcharged';

const KINDS: readonly { kind: Kind; weight: number }[] = [
  { kind: 'Lost in transit', weight: 3 },
  { kind: 'Damaged', weight: 5 },
  { kind: 'Delayed', weight: 5 },
  { kind: 'Contents missing', weight: 2 },
  { kind: 'Delivered to wrong address', weight: 2 },
  { kind: 'Left in unsafe place', weight: 2 },
  { kind: 'Missed collection', weight: 2 },
  { kind: 'Overcharged', weight: 2 },
];

/** Claims that pay for the goods (the others pay a fee back or nothing). */
const GOODS: ReadonlySet<Kind> = new Set([
  'Lost in transit',
  'Damaged',
  'Contents missing',
  'Delivered to wrong address',
  'Left in unsafe place',
]);

/** Base days to settle by claim type. */
const SETTLE_DAYS: Record<Kind, number> = {
  'Lost in transit': 14,
  Damaged: 9,
  Delayed: 4,
  'Contents missing': 12,
  'Delivered to wrong address': 8,
  'Left in unsafe place': 7,
  'Missed collection': 3,
  Overcharged: 5,
};

const ASSESSOR_SPEED: Record<string, number> = {
  'Priya Kaur': 0.85,
  'Tom Hewitt': 1.05,
  'Aisha Mensah': 1,
  'Gareth Lloyd': 1.2,
  'Nina Kowalski': 0.9,
  'Ben Ashworth': 1,
  'Declan Murphy': 1.1,
};

const CHANNELS = [
  { channel: 'Web Form', weight: 6 },
  { channel: 'Phone', weight: 4 },
  { channel: 'Email', weight: 3 },
  { channel: 'Retailer Portal', weight: 3 },
  { channel: 'Live Chat', weight: 2 },
] as const;

/** Notes by claim type: a cross, a plain and a mild one. */
const NOTES: Record<Kind, readonly [string, string, string]> = {
  'Lost in transit': [
    'Parcel shows as scanned at {depot} then vanished, sender furious and wants the full value back.',
    'Tracking stopped at {depot}, parcel not found after search.',
    'Parcel missing for a week, customer patient while we look.',
  ],
  Damaged: [
    'Box arrived crushed and the item inside is smashed, customer absolutely livid.',
    'Corner of the box split open on arrival, goods scratched.',
    'Slight dent to the packaging, item fine, customer just letting us know.',
  ],
  Delayed: [
    'The {service} parcel turned up four days late, customer says the service is a joke.',
    'Parcel delayed at {depot} over the weekend, refund of the service fee requested.',
    'Arrived a day late, customer understanding.',
  ],
  'Contents missing': [
    'Box arrived resealed with half the contents gone, customer suspects theft and is angry.',
    'One item of three missing from the parcel, packing list attached.',
    'A small accessory missing from the box, customer relaxed.',
  ],
  'Delivered to wrong address': [
    'Driver left it at the wrong house and the neighbour denies having it, appalling service.',
    'Delivered to a different street, photo shows the wrong door.',
    'Left with a neighbour two doors down by mistake, recovered.',
  ],
  'Left in unsafe place': [
    'Parcel thrown over the gate and left in the rain, soaked through, customer disgusted.',
    'Left on the doorstep in view of the road without a signature.',
    'Left behind the bin, customer found it fine.',
  ],
  'Missed collection': [
    'Waited in all day and the driver never came to collect, third time, unacceptable.',
    'Collection from {depot} round missed, rebooked for the next day.',
    'Collection a day late, sender fine with it.',
  ],
  Overcharged: [
    'Charged a surcharge for a parcel well under the weight limit, customer calls it a rip-off.',
    'Billed for {service} but booked a cheaper service, refund of the difference requested.',
    'Small billing difference spotted by the sender, corrected.',
  ],
};

const JAM_NOTES = [
  'Parcel came out of the sorter at {depot} torn open and the contents broken.',
  'Sorting machine damage at {depot}, box shredded on one side, item cracked.',
  'Box crushed in the sorter, customer upset about the broken goods.',
] as const;

const HEADER = [
  'Claim #',
  'Lodged',
  'Acct No.',
  'Tracking Ref',
  '  Depot ',
  'svc level',
  'Claim Type',
  'lodged via',
  'Assessor',
  'Claim Status',
  'Value Declared £',
  'Paid Out £',
  'Days to Settle',
  'Wt (kg)',
  'Survey Score 0-10',
  'Extra Cover',
  'Photos?',
  'Claim Notes',
] as const;

interface Account {
  readonly id: string;
  readonly depot: Depot;
  readonly service: Service;
  readonly cover: boolean;
}

function accounts(random: () => number): Account[] {
  return Array.from({ length: ACCOUNTS }, (_, index) => ({
    id: `AC${String(51_007 + index * 13)}`,
    depot: pickWeighted(random, DEPOTS),
    service: pickWeighted(random, SERVICES),
    cover: random() < 0.3,
  }));
}

interface Moment {
  readonly when: Date;
  readonly jam: boolean;
  readonly account: Account;
}

function kindOf(random: () => number, moment: Moment, day: string): Kind {
  if (moment.jam) return 'Damaged';
  const { depot, service } = moment.account;
  if (service.name === 'International Standard' && random() < 0.35) return 'Lost in transit';
  if (depot.depot === 'Leeds North' && day >= CONTRACTOR_FROM && random() < 0.3) {
    return 'Left in unsafe place';
  }
  return pickWeighted(random, KINDS).kind;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `DD-MM-YYYY HH:mm:ss` of a UTC instant. */
export function lodgedText(when: Date): string {
  return (
    `${pad(when.getUTCDate())}-${pad(when.getUTCMonth() + 1)}-${when.getUTCFullYear()} ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}:${pad(when.getUTCSeconds())}`
  );
}

/** One claim row. */
function claimRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, jam, account } = moment;
  const day = when.toISOString().slice(0, 10);
  const depot = jam ? DEPOTS[2] : account.depot;
  const service = account.service;
  const kind = kindOf(random, moment, day);
  const assessor = depot.assessors[Math.floor(random() * depot.assessors.length)]!;
  const international = service.name.startsWith('International');
  const weight = Math.round((0.2 + random() * random() * (international ? 18 : 25)) * 10) / 10;
  const declared = Math.round((15 + random() * random() * (international ? 900 : 600)) * 100) / 100;
  const fee = service.name === 'Same Day Courier' ? 24.5 : international ? 18.95 : 6.99;
  const age = (Date.parse(`${lastDay}T23:59:59Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const open = (age < 10 && roll < 0.6) || roll < 0.03;
  const cover = account.cover;
  let status: string;
  let paid = 0;
  const decide = random();
  if (GOODS.has(kind)) {
    if (cover) {
      if (decide < 0.85) {
        status = 'Approved';
        paid = declared;
      } else if (decide < 0.95) {
        status = 'Approved - Partial';
        paid = Math.round(declared * 0.5 * 100) / 100;
      } else status = 'Declined';
    } else if (decide < 0.35) {
      status = 'Approved';
      paid = Math.min(declared, 25);
    } else if (decide < 0.65) {
      status = 'Approved - Partial';
      paid = Math.min(declared, 25) / 2;
    } else status = decide < 0.85 ? 'Declined' : 'Declined - Late';
  } else if (decide < 0.55) {
    status = 'Approved';
    paid = kind === 'Overcharged' ? Math.round((3 + random() * 20) * 100) / 100 : fee;
  } else status = decide < 0.8 ? 'Declined' : 'Declined - Late';
  if (open) status = random() < 0.6 ? 'Under Review' : 'Awaiting Evidence';
  const backlog = depot.depot === BACKLOG.depot && day >= BACKLOG.from && day <= BACKLOG.to ? 3 : 1;
  const settle = Math.max(
    1,
    Math.round(SETTLE_DAYS[kind] * (0.5 + random()) * ASSESSOR_SPEED[assessor]! * backlog),
  );
  const surveyed = !open && random() < 0.22;
  const survey = Math.round(
    Math.min(10, Math.max(0, (paid > 0 ? 7 : 3.5) + (random() - 0.5) * 5 - settle / 15)),
  );
  const photos =
    kind === 'Damaged' || kind === 'Left in unsafe place' ? random() < 0.7 : random() < 0.15;
  const tone = random() < 0.35 ? 0 : random() < 0.65 ? 1 : 2;
  const template = jam ? JAM_NOTES[Math.floor(random() * 3)]! : NOTES[kind][tone];
  return [
    `CLM/${day.slice(2, 4)}/${String(4_101 + index * 2).padStart(6, '0')}`,
    lodgedText(new Date(when.getTime() + Math.floor(random() * 60) * 1000)),
    account.id,
    `JD${String(1_000_000_000 + Math.floor(random() * 8_999_999_999))}GB`,
    depot.depot,
    service.name,
    kind,
    pickWeighted(random, CHANNELS).channel,
    assessor,
    status,
    declared.toFixed(2),
    open ? '' : paid.toFixed(2),
    open ? '' : settle,
    weight.toFixed(1),
    surveyed ? survey : '',
    cover ? 'TRUE' : 'FALSE',
    photos ? 'provided' : '',
    template.replaceAll('{depot}', depot.depot).replaceAll('{service}', service.name),
  ];
}

/** How busy a moment is: the working day, quieter evenings, little at night. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
  if (hour < 7) return 0.04 * weekend;
  if (hour < 9) return 0.5 * weekend;
  if (hour < 18) return 1 * weekend;
  return 0.35 * weekend;
}

/** The claims as CSV text, in the order they were lodged: the same text on every call. */
export function parcelClaimsCsv(): string {
  const random = seededDraws(SEED);
  const people = accounts(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [];
  for (let index = 0; index < JAM_ROWS; index++) {
    // 14 October from 08:00 to 19:59.
    const seconds = 8 * 3600 + Math.floor(random() * 12 * 3600);
    moments.push({
      when: new Date(Date.parse(`${JAM_DAY}T00:00:00Z`) + seconds * 1000),
      jam: true,
      account: people[Math.floor(random() * people.length)]!,
    });
  }
  while (moments.length < CLAIM_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({ when, jam: false, account: people[Math.floor(random() * people.length)]! });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(claimRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the claims are imported: what an analyst would write after `npm run import -- --inspect`. */
export const PARCEL_MAPPING = {
  name: 'Parcel claims (February 2025 – January 2026)',
  timezone: 'UTC',
  fields: {
    id: 'Claim #',
    at: { column: 'Lodged', format: 'DD-MM-YYYY HH:mm:ss' },
    customerId: 'Acct No.',
    channel: 'lodged via',
    product: 'svc level',
    category: 'Claim Type',
    status: 'Claim Status',
    body: 'Claim Notes',
  },
  custom: {
    tracking_ref: { column: 'Tracking Ref', type: 'text', label: 'tracking ref' },
    depot: { column: 'Depot', type: 'category', label: 'depot' },
    assessor: { column: 'Assessor', type: 'category', label: 'assessor' },
    value_declared_gbp: { column: 'Value Declared £', type: 'number', label: 'value declared (£)' },
    paid_out_gbp: { column: 'Paid Out £', type: 'number', label: 'paid out (£)' },
    days_to_settle: { column: 'Days to Settle', type: 'number', label: 'days to settle' },
    wt_kg: { column: 'Wt (kg)', type: 'number', label: 'weight (kg)' },
    survey_score: { column: 'Survey Score 0-10', type: 'number', label: 'survey score (0–10)' },
    extra_cover: {
      column: 'Extra Cover',
      type: 'boolean',
      label: 'extra cover',
      values: { TRUE: 'true', FALSE: 'false' },
    },
    photos: {
      column: 'Photos?',
      type: 'boolean',
      label: 'photos provided',
      values: { provided: 'true' },
      default: 'false',
    },
  },
  declaration: {
    description:
      'Claims lodged with a UK parcel carrier, 3 February 2025 to 30 January 2026: the sender account and tracking reference, the depot, the service level, the claim type, how the claim was lodged, the assessor and the claim status, the value declared and the amount paid out in pounds (no payout while the claim is open), days to settle (not while open), the parcel weight in kg, an optional 0–10 survey score, whether the sender bought extra cover and whether photos were provided.',
    fields: {
      product: { label: 'service level', synonyms: ['service level', 'service', 'svc'] },
      category: { label: 'claim type', synonyms: ['claim type', 'type of claim', 'problem'] },
      status: { label: 'claim status', synonyms: ['claim status', 'status', 'outcome'] },
      channel: { label: 'lodged via', synonyms: ['lodged via', 'channel'] },
      customerId: { label: 'sender account', synonyms: ['account', 'sender', 'customer'] },
      depot: { synonyms: ['depot', 'site', 'hub'] },
      assessor: { synonyms: ['assessor', 'claims handler', 'handler'] },
      paid_out_gbp: { synonyms: ['payout', 'paid out', 'compensation'] },
      value_declared_gbp: { synonyms: ['declared value', 'value declared', 'parcel value'] },
      days_to_settle: { synonyms: ['settlement time', 'time to settle'] },
      wt_kg: { synonyms: ['weight', 'parcel weight'] },
      survey_score: { synonyms: ['survey score', 'score', 'satisfaction'] },
    },
  },
} as const;

type ClaimRow = Record<(typeof HEADER)[number], string>;

/** `DD-MM-YYYY HH:mm:ss` as its day (`YYYY-MM-DD`) and hour; anything else is refused. */
export function claimMoment(lodged: string): { day: string; hour: number } {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):\d{2}:\d{2}$/.exec(lodged);
  if (!match) throw new Error(`Unreadable Lodged "${lodged}"`);
  return { day: `${match[3]}-${match[2]}-${match[1]}`, hour: Number(match[4]) };
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `claims` (ref, day, hour, account, tracking,
 * depot, service, kind, channel, assessor, status, declared, paid or NULL, settle_days or NULL,
 * weight, survey or NULL, cover 0/1, photos 0/1, notes): the ground the parcel truths are
 * computed on.
 */
export function loadClaims(csv = parcelClaimsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ClaimRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE claims (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, account TEXT NOT NULL,
    tracking TEXT NOT NULL, depot TEXT NOT NULL, service TEXT NOT NULL, kind TEXT NOT NULL,
    channel TEXT NOT NULL, assessor TEXT NOT NULL, status TEXT NOT NULL, declared REAL NOT NULL,
    paid REAL, settle_days REAL, weight REAL NOT NULL, survey INTEGER, cover INTEGER NOT NULL,
    photos INTEGER NOT NULL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO claims VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour } = claimMoment(row.Lodged);
      insert.run(
        row['Claim #'],
        day,
        hour,
        row['Acct No.'],
        row['Tracking Ref'],
        row['  Depot '],
        row['svc level'],
        row['Claim Type'],
        row['lodged via'],
        row.Assessor,
        row['Claim Status'],
        Number(row['Value Declared £']),
        numberOrNull(row['Paid Out £']),
        numberOrNull(row['Days to Settle']),
        Number(row['Wt (kg)']),
        numberOrNull(row['Survey Score 0-10']),
        row['Extra Cover'] === 'TRUE' ? 1 : 0,
        row['Photos?'] === 'provided' ? 1 : 0,
        row['Claim Notes'],
      );
    }
  })();
  return db;
}

/** The claims written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importParcel(): Promise<ImportedData | string> {
  return importCsv({
    name: 'parcel',
    csv: { text: parcelClaimsCsv() },
    mapping: PARCEL_MAPPING,
    rows: CLAIM_ROWS,
    noun: 'claims',
  });
}
