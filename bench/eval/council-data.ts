// A twenty-fifth generated data set, for the eighteenth held-out round: a British district
// council's revenues and benefits contact log (council-tax and benefits enquiries and complaints,
// logged by the council's revenues and benefits service). Another domain and shape again: the time
// a contact was received written time first with "on" and a slashed day-first date ("14:05 on
// 07/03/2025", UK local time with no offset); the day it was closed written with the full month
// name and a two-digit year ("7 March 25"; blank while open or with the Local Government and Social
// Care Ombudsman, the LGSCO); header names unlike earlier ones ("Ref No", "Received", "Account",
// "Ward", "Band", "Service", "Enquiry Type", "Kind", "Contact Method", "Status", "Closed", "Refund",
// "Call Wait", "Arrears", "Rating (1-4)", "Notes"), the record noun "contact", ids that carry the
// service's three-letter code before the serial and the calendar year's two digits after a slash,
// the serial starting again each 1 January ("CTX-00413/25", "HBN-00012/25"), council-tax account
// numbers of nine digits written in three groups with spaces ("601 234 567"), refunds in pounds and
// pence with a SPACE grouping thousands ("£1 250.50"; blank when none), a phone call's wait written
// with "hr" and "min" ("12 min", "1 hr 5 min"; blank unless the contact came by phone), a yes/no
// field written "In arrears" / "Up to date", council-tax bands A-H (single letters), a mostly blank
// 1-4 rating, look-alike wards ("Abbey" / "Abbey Park", "Castle" / "Castlefields"), services
// ("Council Tax" / "Council Tax Support"), enquiry types ("Discount - single person" / "Discount -
// student", "Overpayment" / "Overpayment - recovery", "Recovery - summons" / "Recovery -
// enforcement agent") and statuses ("Resolved" / "Resolved - partly"), and two enquiry types
// spelled like other fields' names ("Band" beside the Band field, "Refund" beside the Refund
// field). Generated deterministically here, written as a CSV and imported through Sightline's own
// importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20261818;
export const COUNCIL_ROWS = 3620;
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 365; // 1 December 2024 – 30 November 2025
const ACCOUNTS = 3100;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) the annual council-tax bills go out in March 2025: a burst of "Bill query"
 * contacts from 10 to 28 March 2025; (2) a Housing Benefit payment run fails: a burst of "Payment
 * delay" contacts about Housing Benefit from 7 to 11 July 2025, most of them by phone; (3) a
 * summons run: a burst of "Recovery - summons" contacts from accounts in arrears from 2 to 13 June
 * 2025; (4) Kingsway ward is revalued: a burst of "Band" enquiries from Kingsway through September
 * 2025; (5) Moorgate's complaints are referred to the LGSCO far more often than any other ward's.
 */
export const BILLS = { from: '2025-03-10', to: '2025-03-28' } as const;
const BILLS_ROWS = 160;
export const PAYMENT_RUN = { from: '2025-07-07', to: '2025-07-11' } as const;
const PAYMENT_RUN_ROWS = 90;
export const SUMMONS = { from: '2025-06-02', to: '2025-06-13' } as const;
const SUMMONS_ROWS = 110;
export const REVALUATION = { ward: 'Kingsway', from: '2025-09-01', to: '2025-09-30' } as const;
const REVALUATION_ROWS = 70;

const WARDS = [
  { ward: 'Abbey', weight: 5 },
  { ward: 'Abbey Park', weight: 3 },
  { ward: 'Castle', weight: 4 },
  { ward: 'Castlefields', weight: 3 },
  { ward: 'Moorgate', weight: 4 },
  { ward: 'Westfield', weight: 5 },
  { ward: 'Kingsway', weight: 3 },
  { ward: 'Hollins Green', weight: 2 },
] as const;
type Ward = (typeof WARDS)[number]['ward'];

const BANDS = [
  { band: 'A', weight: 22 },
  { band: 'B', weight: 24 },
  { band: 'C', weight: 20 },
  { band: 'D', weight: 15 },
  { band: 'E', weight: 9 },
  { band: 'F', weight: 5 },
  { band: 'G', weight: 4 },
  { band: 'H', weight: 1 },
] as const;

type Service = 'Council Tax' | 'Council Tax Support' | 'Housing Benefit';
const SERVICE_CODE: Record<Service, string> = {
  'Council Tax': 'CTX',
  'Council Tax Support': 'CTS',
  'Housing Benefit': 'HBN',
};

type EnquiryType =
  | 'Bill query'
  | 'Band'
  | 'Discount - single person'
  | 'Discount - student'
  | 'Exemption'
  | 'Moving home'
  | 'Refund'
  | 'Recovery - summons'
  | 'Recovery - enforcement agent'
  | 'New claim'
  | 'Change of circumstances'
  | 'Overpayment'
  | 'Overpayment - recovery'
  | 'Backdating'
  | 'Payment delay';

const TYPES: readonly { type: EnquiryType; service: Service | 'benefits'; weight: number }[] = [
  { type: 'Bill query', service: 'Council Tax', weight: 7 },
  { type: 'Band', service: 'Council Tax', weight: 1.5 },
  { type: 'Discount - single person', service: 'Council Tax', weight: 4 },
  { type: 'Discount - student', service: 'Council Tax', weight: 1.5 },
  { type: 'Exemption', service: 'Council Tax', weight: 1.5 },
  { type: 'Moving home', service: 'Council Tax', weight: 5 },
  { type: 'Refund', service: 'Council Tax', weight: 2.5 },
  { type: 'Recovery - summons', service: 'Council Tax', weight: 2 },
  { type: 'Recovery - enforcement agent', service: 'Council Tax', weight: 1.2 },
  { type: 'New claim', service: 'benefits', weight: 4 },
  { type: 'Change of circumstances', service: 'benefits', weight: 5 },
  { type: 'Overpayment', service: 'benefits', weight: 2 },
  { type: 'Overpayment - recovery', service: 'benefits', weight: 1.3 },
  { type: 'Backdating', service: 'benefits', weight: 1 },
  { type: 'Payment delay', service: 'benefits', weight: 2 },
];

const CHANNELS = [
  { via: 'Phone', weight: 9 },
  { via: 'Web form', weight: 8 },
  { via: 'Email', weight: 5 },
  { via: 'Customer service centre', weight: 2.5 },
  { via: 'Councillor referral', weight: 0.8 },
  { via: 'Post', weight: 1.2 },
] as const;

/** Base days to close, by kind. */
const DAYS_TO_CLOSE = { Enquiry: 6, Complaint: 18 } as const;
type Kind = keyof typeof DAYS_TO_CLOSE;

/** Notes by enquiry type: an angry, a plain and a mild one. */
const NOTES: Record<EnquiryType, readonly [string, string, string]> = {
  'Bill query': [
    'This bill is WRONG again, I have paid every month, sort it out.',
    'Customer queries the amount on the annual bill for {ward}.',
    'Asking what the charge covers this year.',
  ],
  Band: [
    'My house is nothing like a band {band}, this is daylight robbery.',
    'Customer asks for the band of the property to be reviewed.',
    'Asking how bands are set.',
  ],
  'Discount - single person': [
    'You took my single person discount away without asking, disgraceful.',
    'Single person discount applied for after a partner moved out.',
    'Asking whether the discount carries on after a lodger moves in.',
  ],
  'Discount - student': [
    'I am a full-time student and you still billed me, useless.',
    'Student exemption certificate sent for the household.',
    'Asking which documents prove student status.',
  ],
  Exemption: [
    'The property was empty and you charged me anyway, outrageous.',
    'Exemption requested for an unoccupied property.',
    'Asking about exemptions for care leavers.',
  ],
  'Moving home': [
    'Moved out months ago and still getting bills, total shambles.',
    'Change of address reported within {ward}.',
    'Letting us know about a move next month.',
  ],
  Refund: [
    'Still waiting for my refund after eight weeks, pathetic.',
    'Customer asks for a credit on the account to be refunded.',
    'Asking when a refund will arrive.',
  ],
  'Recovery - summons': [
    'A summons with court costs for one missed payment, absolutely disgusting.',
    'Customer disputes a summons issued for arrears.',
    'Asking to set up an arrangement after the summons.',
  ],
  'Recovery - enforcement agent': [
    'Bailiffs at my door scaring my kids, I am furious.',
    'Account passed to the enforcement agent; customer disputes the fees.',
    'Asking how to pay the enforcement agent directly.',
  ],
  'New claim': [
    'Applied six weeks ago and heard nothing, I cannot pay my rent.',
    'New claim submitted; evidence outstanding.',
    'Asking whether they can claim while working part time.',
  ],
  'Change of circumstances': [
    'Told you about my new job and you still cut my money wrongly.',
    'Change in household income reported.',
    'Letting us know a child has left home.',
  ],
  Overpayment: [
    'You say I owe you hundreds for your own mistake, unbelievable.',
    'Customer disputes an overpayment decision.',
    'Asking how the overpayment was worked out.',
  ],
  'Overpayment - recovery': [
    'Deductions from my benefit leave me with nothing, cruel.',
    'Customer asks for lower overpayment deductions.',
    'Asking how long the deductions will last.',
  ],
  Backdating: [
    'Refused backdating when I was in hospital, heartless.',
    'Request to backdate a claim to an earlier date.',
    'Asking how far back a claim can go.',
  ],
  'Payment delay': [
    'My housing benefit has not been paid and my landlord is threatening me.',
    'Payment not received on the expected date.',
    'Asking what day payments go out.',
  ],
};

const HEADER = [
  'Ref No',
  'Received',
  'Account',
  'Ward',
  'Band',
  'Service',
  'Enquiry Type',
  'Kind',
  'Contact Method',
  'Status',
  'Closed',
  'Refund',
  'Call Wait',
  'Arrears',
  'Rating (1-4)',
  'Notes',
] as const;

interface Account {
  readonly id: string;
  readonly ward: Ward;
  readonly band: string;
  readonly arrears: boolean;
  readonly claimant: boolean;
}

function accounts(random: () => number): Account[] {
  return Array.from({ length: ACCOUNTS }, (_, index) => {
    const ward = pickWeighted(random, WARDS).ward;
    const band = pickWeighted(random, BANDS).band;
    const digits = String(601_000_000 + index * 211 + Math.floor(random() * 200));
    return {
      id: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      ward,
      band,
      arrears: random() < 0.22,
      claimant: random() < (band <= 'C' ? 0.45 : 0.15),
    };
  });
}

type Planted = 'bills' | 'payment' | 'summons' | 'revaluation' | undefined;

interface Moment {
  /** Local (UK) wall-clock time, written as if UTC. */
  readonly local: Date;
  readonly planted: Planted;
  readonly account: Account;
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

/** `14:05 on 07/03/2025` of a local wall-clock time. */
export function receivedText(local: Date): string {
  return (
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())} on ` +
    `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`
  );
}

/** `7 March 25` of a `YYYY-MM-DD` day. */
export function closedText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${two(year % 100)}`;
}

/** `12 min`, `1 hr 5 min`, `2 hr` of minutes. */
function waitText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/** `£1 250.50` of pence. */
function poundsText(pence: number): string {
  const whole = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+$)/g, ' ');
  return `£${whole}.${two(pence % 100)}`;
}

function typeOf(random: () => number, moment: Moment, claimant: boolean) {
  if (moment.planted === 'bills') return TYPES.find((t) => t.type === 'Bill query')!;
  if (moment.planted === 'payment') return TYPES.find((t) => t.type === 'Payment delay')!;
  if (moment.planted === 'summons') return TYPES.find((t) => t.type === 'Recovery - summons')!;
  if (moment.planted === 'revaluation') return TYPES.find((t) => t.type === 'Band')!;
  const pool = TYPES.filter((t) => (t.service === 'benefits' ? claimant : true));
  return pickWeighted(random, pool);
}

/** One contact row; `serial` numbers the contact within its calendar year. */
function contactRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { local, account } = moment;
  const picked = typeOf(random, moment, account.claimant);
  const type = picked.type;
  const service: Service =
    picked.service !== 'benefits'
      ? picked.service
      : moment.planted === 'payment' || random() < 0.45
        ? 'Housing Benefit'
        : 'Council Tax Support';
  const day = local.toISOString().slice(0, 10);
  const via =
    moment.planted === 'payment' && random() < 0.7 ? 'Phone' : pickWeighted(random, CHANNELS).via;
  const complaintRate = moment.planted ? 0.45 : type.startsWith('Recovery') ? 0.4 : 0.18;
  const kind: Kind = random() < complaintRate ? 'Complaint' : 'Enquiry';
  const days = Math.max(0, Math.round(DAYS_TO_CLOSE[kind] * (0.3 + random() * 1.4)));
  const closedDay = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const ombudsmanRate = kind === 'Complaint' ? (account.ward === 'Moorgate' ? 0.15 : 0.02) : 0;
  const ombudsman = random() < ombudsmanRate;
  const open = !ombudsman && (closedDay > lastDay || random() < 0.02);
  const roll = random();
  let status: string;
  if (ombudsman) status = 'Referred to LGSCO';
  else if (open) status = 'Open';
  else if (roll < 0.05) status = 'Withdrawn';
  else if (roll < (kind === 'Complaint' ? 0.4 : 0.72)) status = 'Resolved';
  else if (roll < (kind === 'Complaint' ? 0.62 : 0.86)) status = 'Resolved - partly';
  else status = 'Not resolved';
  const closed = status === 'Open' || status === 'Referred to LGSCO' ? '' : closedDay;
  let refund = 0;
  const refundable = ['Refund', 'Bill query', 'Band', 'Discount - single person', 'Exemption'];
  if ((status === 'Resolved' || status === 'Resolved - partly') && refundable.includes(type)) {
    const chance = type === 'Refund' ? 0.85 : type === 'Band' ? 0.5 : 0.3;
    if (random() < chance) {
      const base = type === 'Band' ? 60_000 : type === 'Refund' ? 25_000 : 12_000;
      refund = Math.max(500, Math.round(base * (0.2 + random() * 1.6)));
      if (status === 'Resolved - partly') refund = Math.round(refund / 2);
    }
  }
  const wait =
    via === 'Phone'
      ? Math.max(1, Math.round((moment.planted === 'payment' ? 38 : 11) * (0.3 + random() * 1.6)))
      : undefined;
  const rated = closed !== '' && random() < 0.1;
  const rating = Math.min(
    4,
    Math.max(1, Math.round((status === 'Not resolved' ? 1.8 : 3) + (random() - 0.5) * 2.4)),
  );
  const tone = kind === 'Complaint' ? (random() < 0.6 ? 0 : 1) : random() < 0.6 ? 1 : 2;
  return [
    `${SERVICE_CODE[service]}-${String(serial).padStart(5, '0')}/${two(local.getUTCFullYear() % 100)}`,
    receivedText(local),
    account.id,
    account.ward,
    account.band,
    service,
    type,
    kind,
    via,
    status,
    closed ? closedText(closed) : '',
    refund > 0 ? poundsText(refund) : '',
    wait === undefined ? '' : waitText(wait),
    account.arrears || moment.planted === 'summons' ? 'In arrears' : 'Up to date',
    rated ? String(rating) : '',
    NOTES[type][tone]!.replaceAll('{ward}', account.ward).replaceAll('{band}', account.band),
  ];
}

/** How busy a local hour is: contacts come 07:00–21:59, mostly in office hours on weekdays. */
function busy(local: Date): number {
  const hour = local.getUTCHours();
  const weekday = local.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.2 : 1;
  const month = local.getUTCMonth();
  const season = month === 11 ? 0.75 : month === 3 ? 1.15 : 1;
  if (hour < 7 || hour >= 22) return 0;
  if (hour < 9 || hour >= 17) return 0.2 * weekend * season;
  return weekend * season;
}

function plantedMoments(
  random: () => number,
  people: Account[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  accept: (account: Account) => boolean,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / DAY_MS + 1;
  const moments: Moment[] = [];
  while (moments.length < rows) {
    const account = people[Math.floor(random() * people.length)]!;
    if (!accept(account)) continue;
    const local = new Date(
      start + Math.floor(random() * days) * DAY_MS + (9 * 60 + Math.floor(random() * 480)) * 60_000,
    );
    moments.push({ local, planted, account });
  }
  return moments;
}

/** The contacts as CSV text, in the order they were received: the same every call. */
export function councilContactsText(): string {
  const random = seededDraws(SEED);
  const people = accounts(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, BILLS_ROWS, BILLS, 'bills', () => true),
    ...plantedMoments(random, people, PAYMENT_RUN_ROWS, PAYMENT_RUN, 'payment', (a) => a.claimant),
    ...plantedMoments(random, people, SUMMONS_ROWS, SUMMONS, 'summons', () => true),
    ...plantedMoments(
      random,
      people,
      REVALUATION_ROWS,
      REVALUATION,
      'revaluation',
      (a) => a.ward === REVALUATION.ward,
    ),
  ];
  while (moments.length < COUNCIL_ROWS) {
    const local = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    const account = people[Math.floor(random() * people.length)]!;
    if (random() < busy(local)) moments.push({ local, planted: undefined, account });
  }
  moments.sort((a, b) => a.local.getTime() - b.local.getTime());
  const lines = [HEADER.join(',')];
  const serials = new Map<number, number>();
  for (const moment of moments) {
    const year = moment.local.getUTCFullYear();
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    lines.push(contactRow(random, serial, moment, lastDay).map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** How the contacts are imported: what an analyst would write after `npm run import -- --inspect`. */
export const COUNCIL_MAPPING = {
  name: 'Council tax and benefits contacts (December 2024 – November 2025)',
  timezone: 'Europe/London',
  fields: {
    id: 'Ref No',
    at: { column: 'Received', format: 'HH:mm [on] DD/MM/YYYY' },
    customerId: 'Account',
    channel: 'Contact Method',
    product: 'Service',
    category: 'Enquiry Type',
    status: 'Status',
    body: 'Notes',
  },
  custom: {
    ward: { column: 'Ward', type: 'category', label: 'ward' },
    band: { column: 'Band', type: 'category', label: 'council tax band (A-H)' },
    kind: { column: 'Kind', type: 'category', label: 'kind (enquiry or complaint)' },
    closed: { column: 'Closed', type: 'date', format: 'D MMMM YY', label: 'closed on' },
    refund_gbp: { column: 'Refund', type: 'number', unit: 'GBP', label: 'refund (GBP)' },
    call_wait: { column: 'Call Wait', type: 'number', unit: 'minutes', label: 'call wait' },
    in_arrears: {
      column: 'Arrears',
      type: 'boolean',
      label: 'account in arrears',
      values: { 'In arrears': 'true', 'Up to date': 'false' },
    },
    rating: { column: 'Rating (1-4)', type: 'number', label: 'rating (1-4)' },
  },
  declaration: {
    description:
      "A district council's revenues and benefits contact log, 1 December 2024 to 30 November 2025: council-tax and benefits (Council Tax Support, Housing Benefit) enquiries and complaints, with the council-tax account, its ward and band (A-H), the service, the enquiry type, whether it was an enquiry or a complaint, how the customer got in touch, the status, the day it was closed (blank while open or referred to the Local Government and Social Care Ombudsman, the LGSCO), any refund paid in pounds, the wait on the phone for phone contacts, whether the account is in arrears, and an optional 1-4 rating.",
    fields: {
      product: { label: 'service', synonyms: ['service', 'service area'] },
      category: {
        label: 'enquiry type',
        synonyms: ['enquiry type', 'type', 'issue', 'reason', 'topic', 'subject'],
      },
      status: { label: 'status', synonyms: ['status', 'outcome', 'result'] },
      channel: { label: 'contact method', synonyms: ['contact method', 'channel', 'how'] },
      customerId: {
        label: 'account',
        synonyms: ['account', 'account number', 'council tax account'],
      },
      ward: { synonyms: ['ward', 'area'] },
      band: { synonyms: ['band', 'council tax band', 'valuation band'] },
      kind: { synonyms: ['kind', 'enquiry or complaint'] },
      closed: { synonyms: ['closed', 'closed on', 'date closed'] },
      refund_gbp: { synonyms: ['refund', 'refunded', 'paid back', 'money back'] },
      call_wait: { synonyms: ['call wait', 'wait', 'waiting time', 'time on hold', 'hold time'] },
      in_arrears: { synonyms: ['arrears', 'in arrears', 'behind on payments'] },
      rating: { synonyms: ['rating', 'satisfaction', 'score'] },
    },
  },
} as const;

type ContactCsvRow = Record<(typeof HEADER)[number], string>;

/**
 * `14:05 on 07/03/2025` (UK local time) as its UTC day (`YYYY-MM-DD`), UTC hour and instant;
 * anything else is refused.
 */
export function receivedMoment(received: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2}):(\d{2}) on (\d{2})\/(\d{2})\/(\d{4})$/.exec(received);
  if (!match) throw new Error(`Unreadable Received "${received}"`);
  const [hour, minute, date, month, year] = match.slice(1).map(Number) as number[];
  if (hour! > 23 || minute! > 59) throw new Error(`Unreadable Received "${received}"`);
  const localMs = Date.UTC(year!, month! - 1, date!, hour!, minute!);
  const local = new Date(localMs);
  if (local.getUTCDate() !== date || local.getUTCMonth() !== month! - 1) {
    throw new Error(`Unreadable Received "${received}"`);
  }
  const utc = new Date(localMs - (summerTime(local) ? 3_600_000 : 0));
  const at = utc.toISOString().replace('.000Z', 'Z');
  return { day: at.slice(0, 10), hour: utc.getUTCHours(), at };
}

/** `7 March 25` as `2025-03-07`, blank as null; anything else is refused. */
export function closedDay(text: string): string | null {
  if (text === '') return null;
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{2})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Closed "${text}"`);
  const day = `20${match[3]}-${two(month + 1)}-${two(Number(match[1]))}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Closed "${text}"`);
  }
  return day;
}

/** `12 min` / `1 hr 5 min` / `2 hr` as minutes, blank as null; anything else is refused. */
export function waitMinutes(text: string): number | null {
  if (text === '') return null;
  const match = /^(?:(\d+) hr)?(?: ?(\d+) min)?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new Error(`Unreadable Call Wait "${text}"`);
  }
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** `£1 250.50` as 1250.5, blank as null; anything else is refused. */
export function refundPounds(text: string): number | null {
  if (text === '') return null;
  if (!/^£\d{1,3}( \d{3})*\.\d{2}$/.test(text)) throw new Error(`Unreadable Refund "${text}"`);
  return Number(text.slice(1).replaceAll(' ', ''));
}

/** `3` as 3 (1–4), blank as null; anything else is refused. */
export function ratingScore(text: string): number | null {
  if (text === '') return null;
  if (!/^[1-4]$/.test(text)) throw new Error(`Unreadable Rating "${text}"`);
  return Number(text);
}

/**
 * The file loaded on its own into an in-memory table `contacts` (ref, day (UTC), hour (UTC), at,
 * account, ward, band, service, type, kind, via, status, closed day or NULL, days to close (whole
 * calendar days from the day received) or NULL, days_exact (from the instant received to the start
 * of the closed day) or NULL, refund or NULL, wait minutes or NULL, arrears 0/1, rating or NULL,
 * notes): the ground the council truths are computed on.
 */
export function loadCouncilContacts(text = councilContactsText()): Store {
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as ContactCsvRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE contacts (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    account TEXT NOT NULL, ward TEXT NOT NULL, band TEXT NOT NULL, service TEXT NOT NULL,
    type TEXT NOT NULL, kind TEXT NOT NULL, via TEXT NOT NULL, status TEXT NOT NULL,
    closed TEXT, days REAL, days_exact REAL, refund REAL, wait REAL, arrears INTEGER NOT NULL,
    rating REAL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO contacts VALUES (${Array(20).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = receivedMoment(row.Received);
      const closed = closedDay(row.Closed);
      const arrears = { 'In arrears': 1, 'Up to date': 0 }[row.Arrears];
      if (arrears === undefined) throw new Error(`Unreadable Arrears "${row.Arrears}"`);
      insert.run(
        row['Ref No'],
        day,
        hour,
        at,
        row.Account,
        row.Ward,
        row.Band,
        row.Service,
        row['Enquiry Type'],
        row.Kind,
        row['Contact Method'],
        row.Status,
        closed,
        closed === null ? null : (Date.parse(closed) - Date.parse(day)) / DAY_MS,
        closed === null ? null : (Date.parse(closed) - Date.parse(at)) / DAY_MS,
        refundPounds(row.Refund),
        waitMinutes(row['Call Wait']),
        arrears,
        ratingScore(row['Rating (1-4)']),
        row.Notes,
      );
    }
  })();
  return db;
}

/** The contacts written to a temporary file and imported with Sightline's importer, or why not. */
export async function importCouncil(): Promise<ImportedData | string> {
  return importCsv({
    name: 'council',
    csv: { text: councilContactsText() },
    mapping: COUNCIL_MAPPING,
    rows: COUNCIL_ROWS,
    noun: 'contacts',
  });
}
