// A nineteenth generated data set, for the fifteenth held-out round: a veterinary practice group's
// client complaints log (pet owners complaining about fees, appointments, treatment, staff). Another
// domain and shape again: a file separated by semicolons, not commas; the time a complaint was
// logged written compactly, date and time run together with a dash between ("20250703-1405"); the
// moment it was resolved written as milliseconds since 1970 ("1751553900000"; blank while open),
// so a time to resolve can be asked; header names unlike earlier ones ("Complaint No", "Logged",
// "Client Acc", "Practice", "Species", "Category", "Raised Via", "Staff Role", "Outcome",
// "Resolved (ms)", "Refund", "Hold", "Insurance", "Stars", "Summary"),
// the record noun "complaint", ids with a dot between the year and the serial ("VC25.0413"),
// client accounts with a check letter ("CLT-0451-B"), refunds written with the currency code stuck
// to whole pounds ("GBP45", "GBP1,250"), phone hold times in mixed units in one column ("45 sec",
// "12 min"), a yes/no field written "Pet ins." / "Self-pay", a mostly blank 0.5–5 star rating
// written with a decimal comma ("4,5"), look-alike practices ("Riverside" / "Riverside
// Referrals", "Abbey Road" / "Abbeydale"), species ("Cat" / "Cattle"), categories ("Fees" /
// "Fees - estimate exceeded", "Treatment" / "Treatment - aftercare"), staff roles ("Vet" / "Vet
// nurse" / "Locum vet") and outcomes ("Upheld" / "Partly upheld" / "Not upheld"), and a category
// called "Insurance" (claim paperwork) beside a field called "Insurance" (whether the pet is
// insured). Generated deterministically here, written as a CSV and imported through Sightline's
// own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251515;
export const VET_ROWS = 3460;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const CLIENTS = 2700;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) Riverside's phone system fails from 7 to 20 April 2025: "Phone access"
 * complaints raised by phone there burst, with long holds; (2) a booster vaccination price rise on
 * 1 January 2025 brings a burst of "Fees" complaints in January 2025; (3) Abbeydale is shut for
 * refurbishment from 7 July to 3 August 2025: no complaint names it in that window; (4) complaints
 * about horses take about twice as long to resolve; (5) the online booking system fails on
 * 18 September 2025 and "Appointments" complaints through the Website burst that day.
 */
export const PHONE_FAULT = { practice: 'Riverside', from: '2025-04-07', to: '2025-04-20' } as const;
const PHONE_ROWS = 90;
export const PRICE_RISE = { from: '2025-01-01', to: '2025-01-31' } as const;
const PRICE_ROWS = 120;
export const REFURBISHMENT = {
  practice: 'Abbeydale',
  from: '2025-07-07',
  to: '2025-08-03',
} as const;
export const SLOW_SPECIES = 'Horse';
export const BOOKING_OUTAGE = { day: '2025-09-18' } as const;
const BOOKING_ROWS = 70;

const PRACTICES = [
  { practice: 'Riverside', weight: 6 },
  { practice: 'Riverside Referrals', weight: 2 },
  { practice: 'Abbey Road', weight: 4 },
  { practice: 'Abbeydale', weight: 3 },
  { practice: 'Hillcrest', weight: 4 },
  { practice: 'Hill Farm Equine', weight: 2 },
] as const;
type Practice = (typeof PRACTICES)[number]['practice'];

type Species = 'Dog' | 'Cat' | 'Rabbit' | 'Exotic' | 'Horse' | 'Cattle';
/** Species seen at each practice: the equine and farm practice sees horses and cattle. */
function speciesAt(random: () => number, practice: Practice): Species {
  if (practice === 'Hill Farm Equine') {
    return pickWeighted(random, [
      { species: 'Horse' as const, weight: 7 },
      { species: 'Cattle' as const, weight: 3 },
    ]).species;
  }
  return pickWeighted(random, [
    { species: 'Dog' as const, weight: 10 },
    { species: 'Cat' as const, weight: 7 },
    { species: 'Rabbit' as const, weight: 2 },
    { species: 'Exotic' as const, weight: 1 },
    { species: 'Horse' as const, weight: practice === 'Riverside Referrals' ? 1 : 0.2 },
  ]).species;
}

type Category =
  | 'Fees'
  | 'Fees - estimate exceeded'
  | 'Appointments'
  | 'Phone access'
  | 'Treatment'
  | 'Treatment - aftercare'
  | 'Staff manner'
  | 'Prescriptions'
  | 'Insurance'
  | 'Euthanasia & cremation'
  | 'Records';

const CATEGORIES: readonly { category: Category; weight: number }[] = [
  { category: 'Fees', weight: 7 },
  { category: 'Fees - estimate exceeded', weight: 4 },
  { category: 'Appointments', weight: 6 },
  { category: 'Phone access', weight: 3 },
  { category: 'Treatment', weight: 5 },
  { category: 'Treatment - aftercare', weight: 3 },
  { category: 'Staff manner', weight: 4 },
  { category: 'Prescriptions', weight: 3 },
  { category: 'Insurance', weight: 3 },
  { category: 'Euthanasia & cremation', weight: 1 },
  { category: 'Records', weight: 1 },
];

/** Base days to resolve, by category. */
const DAYS_TO_RESOLVE: Record<Category, number> = {
  Fees: 6,
  'Fees - estimate exceeded': 8,
  Appointments: 3,
  'Phone access': 2,
  Treatment: 12,
  'Treatment - aftercare': 9,
  'Staff manner': 7,
  Prescriptions: 3,
  Insurance: 10,
  'Euthanasia & cremation': 8,
  Records: 5,
};

const CHANNELS = [
  { via: 'Phone', weight: 8 },
  { via: 'Email', weight: 6 },
  { via: 'Front desk', weight: 4 },
  { via: 'Website', weight: 3 },
  { via: 'Review site', weight: 2 },
  { via: 'Social media', weight: 1 },
] as const;

const ROLES: Record<Category, readonly { role: string; weight: number }[]> = {
  Fees: [
    { role: 'Receptionist', weight: 5 },
    { role: 'Vet', weight: 3 },
    { role: 'Practice manager', weight: 2 },
  ],
  'Fees - estimate exceeded': [
    { role: 'Vet', weight: 6 },
    { role: 'Locum vet', weight: 3 },
    { role: 'Practice manager', weight: 1 },
  ],
  Appointments: [
    { role: 'Receptionist', weight: 8 },
    { role: 'Practice manager', weight: 1 },
  ],
  'Phone access': [{ role: 'Receptionist', weight: 1 }],
  Treatment: [
    { role: 'Vet', weight: 6 },
    { role: 'Locum vet', weight: 3 },
    { role: 'Vet nurse', weight: 2 },
  ],
  'Treatment - aftercare': [
    { role: 'Vet nurse', weight: 6 },
    { role: 'Vet', weight: 3 },
  ],
  'Staff manner': [
    { role: 'Receptionist', weight: 4 },
    { role: 'Vet', weight: 3 },
    { role: 'Vet nurse', weight: 2 },
    { role: 'Locum vet', weight: 2 },
  ],
  Prescriptions: [
    { role: 'Vet', weight: 4 },
    { role: 'Receptionist', weight: 3 },
  ],
  Insurance: [
    { role: 'Receptionist', weight: 3 },
    { role: 'Practice manager', weight: 4 },
  ],
  'Euthanasia & cremation': [
    { role: 'Vet', weight: 4 },
    { role: 'Vet nurse', weight: 2 },
  ],
  Records: [{ role: 'Receptionist', weight: 1 }],
};

/** Summaries by category: an angry, a plain and a mild one. */
const SUMMARIES: Record<Category, readonly [string, string, string]> = {
  Fees: [
    'Charged a fortune for a booster at {practice}, daylight robbery.',
    'Client querying the consultation fee for their {species}.',
    'Asked for an itemised invoice.',
  ],
  'Fees - estimate exceeded': [
    'Bill came to double the estimate for my {species}, nobody warned us, outrageous.',
    'Final invoice higher than the estimate given at {practice}.',
    'Would like the difference from the estimate explained.',
  ],
  Appointments: [
    'Could not get an appointment for a poorly {species} for a week, disgusting.',
    'Appointment at {practice} moved without telling the client.',
    'Asking for an evening appointment slot.',
  ],
  'Phone access': [
    'On hold forever and then cut off, the phones at {practice} are useless.',
    'Phone rang out when calling {practice}.',
    'Asked for a call back instead of waiting on hold.',
  ],
  Treatment: [
    'The vet missed what was wrong with my {species}, I am furious.',
    'Owner unhappy with the treatment plan at {practice}.',
    'Client would like a second opinion for their {species}.',
  ],
  'Treatment - aftercare': [
    'Stitches came open and nobody at {practice} would see us, appalling.',
    'Post-op check for the {species} not booked as promised.',
    'Question about the dressing change.',
  ],
  'Staff manner': [
    'Rude and dismissive at the front desk of {practice}, totally unprofessional.',
    'Owner felt the vet was rushed with their {species}.',
    'Staff seemed very busy.',
  ],
  Prescriptions: [
    'Repeat prescription still not ready after a week, my {species} is out of tablets.',
    'Prescription at {practice} not ready when collected.',
    'Asking whether the medication can be posted.',
  ],
  Insurance: [
    'Claim form sat at {practice} for a month and the insurer refused it, furious.',
    'Insurance claim for the {species} not sent to the insurer.',
    'Asking for the clinical history to be sent to the insurer.',
  ],
  'Euthanasia & cremation': [
    'Ashes returned late and the wrong casket, heartbreaking and unacceptable.',
    'Cremation for the {species} took longer than promised.',
    'Asking about the cremation options.',
  ],
  Records: [
    'Records for my {species} were never transferred, shambles.',
    'Vaccination record wrong on the pet passport.',
    'Asking for a copy of the vaccination card.',
  ],
};

const HEADER = [
  'Complaint No',
  'Logged',
  'Client Acc',
  'Practice',
  'Species',
  'Category',
  'Raised Via',
  'Staff Role',
  'Outcome',
  'Resolved (ms)',
  'Refund',
  'Hold',
  'Insurance',
  'Stars',
  'Summary',
] as const;

interface Client {
  readonly id: string;
  readonly practice: Practice;
  readonly insured: boolean;
}

const CHECK_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function clientId(index: number): string {
  const digits = String(index + 11).padStart(4, '0');
  const sum = [...digits].reduce((total, digit, at) => total + Number(digit) * (at + 3), 0);
  return `CLT-${digits}-${CHECK_LETTERS[sum % CHECK_LETTERS.length]}`;
}

function clients(random: () => number): Client[] {
  return Array.from({ length: CLIENTS }, (_, index) => ({
    id: clientId(index),
    practice: pickWeighted(random, PRACTICES).practice,
    insured: random() < 0.42,
  }));
}

type Planted = 'phone' | 'price' | 'booking' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly client: Client;
  readonly practice: Practice;
}

/** `20250703-1405` of a UTC instant. */
export function loggedText(when: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${when.getUTCFullYear()}${two(when.getUTCMonth() + 1)}${two(when.getUTCDate())}-` +
    `${two(when.getUTCHours())}${two(when.getUTCMinutes())}`
  );
}

/** `GBP45`, `GBP1,250` of whole pounds. */
function refundText(amount: number): string {
  return `GBP${amount.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
}

/** `45 sec` under two minutes, else `12 min`, of a hold in seconds. */
function holdText(seconds: number): string {
  return seconds < 120 ? `${seconds} sec` : `${Math.round(seconds / 60)} min`;
}

/** A cell for a semicolon-separated file: quoted when it holds a quote, a semicolon or a break. */
function cell(value: string | number): string {
  const text = String(value);
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function categoryOf(random: () => number, moment: Moment): Category {
  if (moment.planted === 'phone') return 'Phone access';
  if (moment.planted === 'price') return 'Fees';
  if (moment.planted === 'booking') return 'Appointments';
  return pickWeighted(random, CATEGORIES).category;
}

/** One complaint row; `serial` numbers the complaint within its calendar year. */
function complaintRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { when, client, practice } = moment;
  const category = categoryOf(random, moment);
  const species =
    moment.planted === 'price'
      ? random() < 0.6
        ? 'Dog'
        : 'Cat'
      : moment.planted === 'phone'
        ? random() < 0.6
          ? 'Dog'
          : 'Cat'
        : speciesAt(random, practice);
  const via =
    moment.planted === 'phone'
      ? 'Phone'
      : moment.planted === 'booking'
        ? 'Website'
        : category === 'Phone access'
          ? random() < 0.7
            ? 'Phone'
            : 'Email'
          : pickWeighted(random, CHANNELS).via;
  const role = pickWeighted(random, ROLES[category]).role;
  const slow = species === SLOW_SPECIES ? 2 : 1;
  const days = DAYS_TO_RESOLVE[category] * (0.4 + random() * 1.2) * slow;
  const resolvedMs =
    when.getTime() + Math.round(days * 24) * 3_600_000 + Math.floor(random() * 60) * 60_000;
  const endMs = Date.parse(`${lastDay}T23:59:59Z`);
  const open = resolvedMs > endMs || random() < 0.03;
  const roll = random();
  let outcome: string;
  if (open) outcome = category === 'Insurance' || roll < 0.25 ? 'With insurer' : 'Open';
  else
    outcome =
      roll < 0.3
        ? 'Upheld'
        : roll < 0.55
          ? 'Partly upheld'
          : roll < 0.9
            ? 'Not upheld'
            : 'Withdrawn';
  const refunded =
    (outcome === 'Upheld' || outcome === 'Partly upheld') &&
    ['Fees', 'Fees - estimate exceeded', 'Treatment', 'Euthanasia & cremation'].includes(
      category,
    ) &&
    random() < 0.45;
  const refund = refunded
    ? category === 'Treatment'
      ? Math.round(60 + random() * 1800)
      : category === 'Fees - estimate exceeded'
        ? Math.round(40 + random() * 900)
        : Math.round(10 + random() * 180)
    : 0;
  const hold =
    via === 'Phone'
      ? moment.planted === 'phone'
        ? Math.round(1500 + random() * 2100)
        : Math.round(20 + random() * (random() < 0.5 ? 100 : 900))
      : undefined;
  const rated = !open && random() < 0.12;
  const stars = Math.min(
    5,
    Math.max(
      0.5,
      Math.round(((outcome === 'Not upheld' ? 2 : 3.5) + (random() - 0.5) * 3) * 2) / 2,
    ),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    `VC${String(when.getUTCFullYear() % 100).padStart(2, '0')}.${String(serial).padStart(4, '0')}`,
    loggedText(when),
    client.id,
    practice,
    species,
    category,
    via,
    role,
    outcome,
    open ? '' : String(resolvedMs),
    refund > 0 ? refundText(refund) : '',
    hold === undefined ? '' : holdText(hold),
    client.insured ? 'Pet ins.' : 'Self-pay',
    rated ? String(stars).replace('.', ',') : '',
    SUMMARIES[category][tone]!.replaceAll('{practice}', practice).replaceAll(
      '{species}',
      species.toLowerCase(),
    ),
  ];
}

/** How busy a moment is: the practices open 8 to 19 on weekdays, less at weekends. */
function busy(when: Date, practice: Practice): number {
  const day = when.toISOString().slice(0, 10);
  if (practice === REFURBISHMENT.practice && day >= REFURBISHMENT.from && day <= REFURBISHMENT.to) {
    return 0;
  }
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.35 : 1;
  if (hour < 8 || hour >= 19) return 0.06 * weekend;
  return weekend;
}

function plantedMoments(
  random: () => number,
  people: Client[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  practiceFor: (client: Client) => Practice,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / DAY_MS + 1;
  const moments: Moment[] = [];
  while (moments.length < rows) {
    const client = people[Math.floor(random() * people.length)]!;
    const practice = practiceFor(client);
    const when = new Date(
      start + Math.floor(random() * days) * DAY_MS + (8 * 60 + Math.floor(random() * 600)) * 60_000,
    );
    if (busy(when, practice) > 0) moments.push({ when, planted, client, practice });
  }
  return moments;
}

/** The complaints as semicolon-separated text, in the order they were logged: the same every call. */
export function vetComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = clients(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const small = (client: Client) =>
    client.practice === 'Hill Farm Equine' ? 'Hillcrest' : client.practice;
  const moments: Moment[] = [
    ...plantedMoments(random, people, PHONE_ROWS, PHONE_FAULT, 'phone', () => PHONE_FAULT.practice),
    ...plantedMoments(random, people, PRICE_ROWS, PRICE_RISE, 'price', small),
    ...plantedMoments(
      random,
      people,
      BOOKING_ROWS,
      { from: BOOKING_OUTAGE.day, to: BOOKING_OUTAGE.day },
      'booking',
      small,
    ),
  ];
  while (moments.length < VET_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    const client = people[Math.floor(random() * people.length)]!;
    if (random() < busy(when, client.practice)) {
      moments.push({ when, planted: undefined, client, practice: client.practice });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(';')];
  const serials = new Map<number, number>();
  for (const moment of moments) {
    const year = moment.when.getUTCFullYear();
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    lines.push(complaintRow(random, serial, moment, lastDay).map(cell).join(';'));
  }
  return `${lines.join('\n')}\n`;
}

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const VET_MAPPING = {
  name: 'Vet practice client complaints (November 2024 – October 2025)',
  timezone: 'UTC',
  delimiter: ';',
  fields: {
    id: 'Complaint No',
    at: { column: 'Logged', format: 'YYYYMMDD-HHmm' },
    customerId: 'Client Acc',
    channel: 'Raised Via',
    product: 'Species',
    category: 'Category',
    status: 'Outcome',
    body: 'Summary',
  },
  custom: {
    practice: { column: 'Practice', type: 'category', label: 'practice' },
    staff_role: { column: 'Staff Role', type: 'category', label: 'staff role' },
    resolved: { column: 'Resolved (ms)', type: 'date', format: 'x', label: 'resolved at' },
    refund_gbp: { column: 'Refund', type: 'number', unit: 'GBP', label: 'refund (GBP)' },
    hold_minutes: { column: 'Hold', type: 'number', unit: 'minutes', label: 'phone hold time' },
    insured: {
      column: 'Insurance',
      type: 'boolean',
      label: 'pet insured',
      values: { 'Pet ins.': 'true', 'Self-pay': 'false' },
    },
    stars: { column: 'Stars', type: 'number', decimal: ',', label: 'client star rating' },
  },
  declaration: {
    description:
      "Client complaints logged by a veterinary practice group's six practices, 1 November 2024 to 31 October 2025: the client account, the practice, the species of the animal, the complaint category, how it was raised, the staff role complained about, the outcome, when it was resolved (blank while open), any refund in pounds, the phone hold time where the complaint was raised by phone, whether the pet is insured, and an optional 0.5–5 star rating.",
    fields: {
      product: { label: 'species', synonyms: ['species', 'animal', 'pet type'] },
      category: { label: 'category', synonyms: ['category', 'complaint type', 'issue', 'topic'] },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'result'] },
      channel: { label: 'raised via', synonyms: ['raised via', 'channel', 'contact method'] },
      customerId: { label: 'client', synonyms: ['client', 'client account', 'owner'] },
      practice: { synonyms: ['practice', 'branch', 'clinic', 'surgery'] },
      staff_role: { synonyms: ['staff role', 'role', 'staff member'] },
      resolved: { synonyms: ['resolved', 'resolved at', 'date resolved'] },
      refund_gbp: { synonyms: ['refund', 'refunded', 'money back', 'GBP'] },
      hold_minutes: { synonyms: ['hold', 'hold time', 'time on hold'] },
      insured: { synonyms: ['insured', 'pet insurance', 'insurance'] },
      stars: { synonyms: ['stars', 'rating', 'star rating'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `20250703-1405` as its day (`YYYY-MM-DD`), hour and instant; anything else is refused. */
export function loggedMoment(logged: string): { day: string; hour: number; at: string } {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(logged);
  if (!match || Number(match[4]) > 23 || Number(match[5]) > 59) {
    throw new Error(`Unreadable Logged "${logged}"`);
  }
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Logged "${logged}"`);
  }
  return {
    day,
    hour: Number(match[4]),
    at: `${day}T${match[4]!.padStart(2, '0')}:${match[5]}:00Z`,
  };
}

/** `1751553900000` as an ISO instant, blank as null; anything else is refused. */
export function resolvedInstant(cell: string): string | null {
  if (cell === '') return null;
  if (!/^\d{13}$/.test(cell)) throw new Error(`Unreadable Resolved (ms) "${cell}"`);
  return new Date(Number(cell)).toISOString().replace('.000Z', 'Z');
}

/** `GBP1,250` as 1250, blank as null; anything else is refused. */
export function refundAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^GBP(\d{1,3}(?:,\d{3})*)$/.exec(cell);
  if (!match) throw new Error(`Unreadable Refund "${cell}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** `45 sec` or `12 min` as minutes, blank as null; anything else is refused. */
export function holdMinutes(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+) (sec|min)$/.exec(cell);
  if (!match) throw new Error(`Unreadable Hold "${cell}"`);
  return match[2] === 'sec' ? Number(match[1]) / 60 : Number(match[1]);
}

/** `4,5` as 4.5, blank as null; anything else is refused. */
export function starRating(cell: string): number | null {
  if (cell === '') return null;
  const match = /^([0-5])(?:,5)?$/.exec(cell);
  if (!match) throw new Error(`Unreadable Stars "${cell}"`);
  return Number(cell.replace(',', '.'));
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, client,
 * practice, species, category, via, role, outcome, resolved instant or NULL, days to resolve
 * (fractional) or NULL, refund or NULL, hold in minutes or NULL, insured 0/1, stars or NULL,
 * summary): the ground the vet truths are computed on.
 */
export function loadVetComplaints(csv = vetComplaintsCsv()): Store {
  const rows = parse(csv, {
    columns: true,
    skip_empty_lines: true,
    delimiter: ';',
  }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    client TEXT NOT NULL, practice TEXT NOT NULL, species TEXT NOT NULL, category TEXT NOT NULL,
    via TEXT NOT NULL, role TEXT NOT NULL, outcome TEXT NOT NULL, resolved TEXT, days REAL,
    refund REAL, hold REAL, insured INTEGER NOT NULL, stars REAL, summary TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = loggedMoment(row.Logged);
      const resolved = resolvedInstant(row['Resolved (ms)']);
      const insured = { 'Pet ins.': 1, 'Self-pay': 0 }[row.Insurance];
      if (insured === undefined) throw new Error(`Unreadable Insurance "${row.Insurance}"`);
      insert.run(
        row['Complaint No'],
        day,
        hour,
        at,
        row['Client Acc'],
        row.Practice,
        row.Species,
        row.Category,
        row['Raised Via'],
        row['Staff Role'],
        row.Outcome,
        resolved,
        resolved === null ? null : (Date.parse(resolved) - Date.parse(at)) / DAY_MS,
        refundAmount(row.Refund),
        holdMinutes(row.Hold),
        insured,
        starRating(row.Stars),
        row.Summary,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary file and imported with Sightline's importer, or why not. */
export async function importVets(): Promise<ImportedData | string> {
  return importCsv({
    name: 'vets',
    csv: { text: vetComplaintsCsv() },
    mapping: VET_MAPPING,
    rows: VET_ROWS,
    noun: 'complaints',
  });
}
