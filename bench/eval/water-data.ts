// A twenty-third generated data set, for the sixteenth held-out round: a water company's customer
// contacts about its water supply and its sewers (no water, low pressure, discoloured water, leaks,
// sewer flooding, bills). Another domain and shape again: a TAB-separated file; the time a contact
// was received written the way web-server logs write it, with the zone offset it was written in
// ("24/Nov/2025:14:05:00 +0000" in winter, "+0100" in summer time); the day it was closed written
// as a month name with an ordinal day and a comma ("March 3rd, 2025"; blank while open or with the
// regulator), so a time to close can be asked; header names unlike earlier ones ("Contact Ref",
// "Received", "Account No", "Supply Zone", "Service", "Contact Type", "Via", "Team", "Status",
// "Closed", "Off Supply", "GSS Payment", "Billing", "CSAT", "Notes"), the record noun "contact",
// ids with the service letter inside ("25W-00413", "25S-00414"), ten-digit account numbers with
// leading zeros ("0004485047"), compensation under the Guaranteed Standards Scheme written with
// pence and the currency code after ("50.00 GBP"), time off supply written as hours and minutes
// even under an hour ("0h 45m", "14h 05m"), a yes/no field written "Meter" / "RV" (metered or
// charged on rateable value), a mostly blank 1–10 survey score written with two digits ("07"),
// look-alike zones ("Ashby" / "Ashby Woulds", "Market Harborough" / "Market Bosworth"), contact
// types ("Leak" / "Leak - customer pipe", "Sewer flooding - internal" / "Sewer flooding -
// external"), statuses ("Resolved" / "Resolved - first contact"), a team and a service both called
// "Wastewater", and a contact type called "Billing" beside a field called "Billing" (how the
// customer is charged). Generated deterministically here, written as a file and imported through
// Sightline's own importer; its truths are plain SQL over the file loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import {
  hourWeight,
  importCsv,
  momentIn,
  pickWeighted,
  seededDraws,
  type ImportedData,
} from './generated-data';

const SEED = 20261616;
export const WATER_ROWS = 3720;
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 365; // 1 December 2024 – 30 November 2025
const ACCOUNTS = 3100;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) a trunk main bursts in Coalville from 11 to 13 March 2025: "No water" contacts
 * there burst, with long times off supply and GSS payments; (2) a heatwave from 14 to 27 July 2025
 * brings a burst of "Low pressure" contacts across every zone; (3) mains flushing in Ashby Woulds
 * from 5 to 18 May 2025 brings a burst of "Water quality - discoloured" contacts there; (4) a
 * billing system migration in September 2025 brings a burst of "Billing" contacts from metered
 * customers, which take about twice as long to close; (5) webchat is switched off for the whole of
 * August 2025: no contact came in by webchat that month.
 */
export const BURST_MAIN = { zone: 'Coalville', from: '2025-03-11', to: '2025-03-13' } as const;
const BURST_ROWS = 110;
export const HEATWAVE = { from: '2025-07-14', to: '2025-07-27' } as const;
const HEAT_ROWS = 150;
export const FLUSHING = { zone: 'Ashby Woulds', from: '2025-05-05', to: '2025-05-18' } as const;
const FLUSH_ROWS = 80;
export const MIGRATION = { from: '2025-09-01', to: '2025-09-30' } as const;
const MIGRATION_ROWS = 120;
export const WEBCHAT_OFF = { from: '2025-08-01', to: '2025-08-31' } as const;

const ZONES = [
  { zone: 'Ashby', weight: 5 },
  { zone: 'Ashby Woulds', weight: 2 },
  { zone: 'Coalville', weight: 5 },
  { zone: 'Loughborough', weight: 7 },
  { zone: 'Market Harborough', weight: 4 },
  { zone: 'Market Bosworth', weight: 2 },
] as const;
type Zone = (typeof ZONES)[number]['zone'];

type ContactType =
  | 'No water'
  | 'Low pressure'
  | 'Water quality - discoloured'
  | 'Water quality - taste & odour'
  | 'Leak'
  | 'Leak - customer pipe'
  | 'Sewer flooding - internal'
  | 'Sewer flooding - external'
  | 'Sewer odour'
  | 'Billing'
  | 'Metering'
  | 'Roadworks';

const TYPES: readonly { type: ContactType; weight: number }[] = [
  { type: 'No water', weight: 5 },
  { type: 'Low pressure', weight: 5 },
  { type: 'Water quality - discoloured', weight: 3 },
  { type: 'Water quality - taste & odour', weight: 2 },
  { type: 'Leak', weight: 7 },
  { type: 'Leak - customer pipe', weight: 3 },
  { type: 'Sewer flooding - internal', weight: 1 },
  { type: 'Sewer flooding - external', weight: 2.5 },
  { type: 'Sewer odour', weight: 2 },
  { type: 'Billing', weight: 6 },
  { type: 'Metering', weight: 2.5 },
  { type: 'Roadworks', weight: 2 },
];

const SEWER: readonly ContactType[] = [
  'Sewer flooding - internal',
  'Sewer flooding - external',
  'Sewer odour',
];

const TEAM: Record<ContactType, string> = {
  'No water': 'Networks',
  'Low pressure': 'Networks',
  'Water quality - discoloured': 'Water quality',
  'Water quality - taste & odour': 'Water quality',
  Leak: 'Networks',
  'Leak - customer pipe': 'Networks',
  'Sewer flooding - internal': 'Wastewater',
  'Sewer flooding - external': 'Wastewater',
  'Sewer odour': 'Wastewater',
  Billing: 'Customer accounts',
  Metering: 'Customer accounts',
  Roadworks: 'Street works',
};

/** Base days to close, by contact type. */
const DAYS_TO_CLOSE: Record<ContactType, number> = {
  'No water': 2,
  'Low pressure': 5,
  'Water quality - discoloured': 4,
  'Water quality - taste & odour': 9,
  Leak: 8,
  'Leak - customer pipe': 6,
  'Sewer flooding - internal': 20,
  'Sewer flooding - external': 12,
  'Sewer odour': 7,
  Billing: 6,
  Metering: 10,
  Roadworks: 5,
};

const CHANNELS = [
  { via: 'Phone', weight: 10 },
  { via: 'Web form', weight: 5 },
  { via: 'Webchat', weight: 4 },
  { via: 'Email', weight: 3 },
  { via: 'Social', weight: 1.5 },
  { via: 'Letter', weight: 0.7 },
] as const;

/** Notes by contact type: an angry, a plain and a mild one. */
const NOTES: Record<ContactType, readonly [string, string, string]> = {
  'No water': [
    'No water AGAIN in {zone}, kids cannot wash, absolutely disgraceful.',
    'Customer reports no water at the property in {zone}.',
    'Asked when supply will be back.',
  ],
  'Low pressure': [
    'Pressure is pathetic, shower is a dribble, sort it out.',
    'Low pressure reported at the kitchen tap in {zone}.',
    'Wondering if pressure is lower than usual.',
  ],
  'Water quality - discoloured': [
    'Water coming out brown in {zone}, I am not bathing my baby in that.',
    'Discoloured water from the cold tap.',
    'Slight yellow tinge after running the tap.',
  ],
  'Water quality - taste & odour': [
    'Water tastes of chlorine and smells like a swimming pool, vile.',
    'Earthy taste reported in {zone}.',
    'Asking whether the taste change is safe.',
  ],
  Leak: [
    'Water gushing in the road for days in {zone} and nobody cares, a total waste.',
    'Leak on the footpath outside the property.',
    'Small leak by the stop tap cover.',
  ],
  'Leak - customer pipe': [
    'Told the leak is MY pipe and I have to pay, ridiculous.',
    'Leak on the supply pipe inside the boundary in {zone}.',
    'Asking who is responsible for a leak on the drive.',
  ],
  'Sewer flooding - internal': [
    'Sewage came up through the downstairs toilet, the house stinks, horrendous.',
    'Internal sewer flooding reported in {zone}.',
    'Asking about the clean-up after flooding.',
  ],
  'Sewer flooding - external': [
    'Raw sewage all over the garden in {zone}, a health hazard.',
    'Manhole overflowing in the garden.',
    'Drain cover lifting in heavy rain.',
  ],
  'Sewer odour': [
    'The smell from the sewer is unbearable, cannot open a window.',
    'Sewer smell near the pumping station in {zone}.',
    'Occasional drain smell.',
  ],
  Billing: [
    'Bill has doubled for no reason, daylight robbery, I want it fixed.',
    'Customer querying the amount on the latest bill.',
    'Asking to change the payment date.',
  ],
  Metering: [
    'Meter reading is clearly wrong and nobody will come out, useless.',
    'Meter fitted but bills still estimated in {zone}.',
    'Asking how to read the meter.',
  ],
  Roadworks: [
    'Road dug up for weeks in {zone} and nobody working on it, a joke.',
    'Traffic lights left at the roadworks overnight.',
    'Asking when the roadworks will finish.',
  ],
};

const HEADER = [
  'Contact Ref',
  'Received',
  'Account No',
  'Supply Zone',
  'Service',
  'Contact Type',
  'Via',
  'Team',
  'Status',
  'Closed',
  'Off Supply',
  'GSS Payment',
  'Billing',
  'CSAT',
  'Notes',
] as const;

interface Account {
  readonly id: string;
  readonly zone: Zone;
  readonly metered: boolean;
}

function accounts(random: () => number): Account[] {
  return Array.from({ length: ACCOUNTS }, (_, index) => ({
    id: String(4_410_000 + index * 37 + Math.floor(random() * 30)).padStart(10, '0'),
    zone: pickWeighted(random, ZONES).zone,
    metered: random() < 0.63,
  }));
}

type Planted = 'burst' | 'heat' | 'flush' | 'migration' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly account: Account;
  readonly zone: Zone;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
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

/** Whether a UTC instant falls in British Summer Time (30 March – 26 October 2025, 01:00 UTC). */
function summerTime(when: Date): boolean {
  const ms = when.getTime();
  return ms >= Date.UTC(2025, 2, 30, 1) && ms < Date.UTC(2025, 9, 26, 1);
}

/** `24/Nov/2025:14:05:00 +0000` of a UTC instant, written in UK local time with its offset. */
export function receivedText(when: Date): string {
  const offset = summerTime(when) ? 1 : 0;
  const local = new Date(when.getTime() + offset * 3_600_000);
  return (
    `${two(local.getUTCDate())}/${MONTHS[local.getUTCMonth()]}/${local.getUTCFullYear()}:` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())} ` +
    `+0${offset}00`
  );
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** `March 3rd, 2025` of a `YYYY-MM-DD` day. */
export function closedText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${LONG_MONTHS[month - 1]} ${ordinal(date)}, ${year}`;
}

/** `0h 45m`, `14h 05m` of minutes. */
function offSupplyText(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${two(minutes % 60)}m`;
}

/** A cell of a tab-separated file: quoted when it holds a quote, a tab or a break. */
function cell(value: string | number): string {
  const text = String(value);
  return /["\t\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function typeOf(random: () => number, moment: Moment): ContactType {
  if (moment.planted === 'burst') return 'No water';
  if (moment.planted === 'heat') return 'Low pressure';
  if (moment.planted === 'flush') return 'Water quality - discoloured';
  if (moment.planted === 'migration') return 'Billing';
  return pickWeighted(random, TYPES).type;
}

/** One contact row; `serial` numbers the contact within its calendar year. */
function contactRow(random: () => number, serial: number, moment: Moment, lastDay: string) {
  const { when, account, zone } = moment;
  const type = typeOf(random, moment);
  const day = when.toISOString().slice(0, 10);
  const webchatOff = day >= WEBCHAT_OFF.from && day <= WEBCHAT_OFF.to;
  let via: string = moment.planted === 'burst' && random() < 0.7 ? 'Phone' : '';
  while (!via || (via === 'Webchat' && webchatOff)) via = pickWeighted(random, CHANNELS).via;
  const slow = moment.planted === 'migration' ? 2 : 1;
  const firstContact = !moment.planted && random() < 0.14;
  const days = firstContact
    ? 0
    : Math.max(1, Math.round(DAYS_TO_CLOSE[type] * (0.4 + random() * 1.2) * slow));
  const closedMs = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  const closedDay = new Date(closedMs).toISOString().slice(0, 10);
  const referred = !firstContact && random() < 0.035;
  const open = !firstContact && (closedDay > lastDay || random() < 0.03);
  const roll = random();
  let status: string;
  if (referred) status = 'Referred to CCW';
  else if (open) status = 'Open';
  else if (firstContact) status = 'Resolved - first contact';
  else status = roll < 0.22 ? 'No fault found' : 'Resolved';
  const closed = status === 'Open' || status === 'Referred to CCW' ? '' : closedDay;
  const offSupply =
    type === 'No water'
      ? moment.planted === 'burst'
        ? Math.round(360 + random() * 2100)
        : Math.round(15 + random() * (random() < 0.8 ? 300 : 1100))
      : undefined;
  let payment = 0;
  if (closed) {
    if (offSupply !== undefined && offSupply > 720) {
      payment = 50 + 25 * Math.floor((offSupply - 720) / 1440);
    } else if (type === 'Sewer flooding - internal' && random() < 0.6) {
      payment = Math.round(150 + random() * 850);
    } else if (type === 'Sewer flooding - external' && random() < 0.25) {
      payment = 75;
    } else if (random() < 0.03) {
      payment = 20;
    }
  }
  const scored = closed !== '' && random() < 0.11;
  const csat = Math.min(
    10,
    Math.max(1, Math.round((status === 'No fault found' ? 4 : 7) + (random() - 0.5) * 6)),
  );
  const tone = random() < 0.3 ? 0 : random() < 0.6 ? 1 : 2;
  const service = SEWER.includes(type) ? 'Wastewater' : 'Water';
  return [
    `${String(when.getUTCFullYear() % 100)}${service === 'Water' ? 'W' : 'S'}-${String(serial).padStart(5, '0')}`,
    receivedText(when),
    account.id,
    zone,
    service,
    type,
    via,
    TEAM[type],
    status,
    closed ? closedText(closed) : '',
    offSupply === undefined ? '' : offSupplyText(offSupply),
    payment > 0 ? `${payment.toFixed(2)} GBP` : '',
    account.metered ? 'Meter' : 'RV',
    scored ? two(csat) : '',
    NOTES[type][tone]!.replaceAll('{zone}', zone),
  ];
}

/** How busy a UTC moment is: contacts come 05:00–21:59 UTC, mostly in office hours. */
/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [5, 0],
  [7, 0.2],
  [19, 1],
  [22, 0.2],
  [24, 0],
] as const;

function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
  return hourWeight(when.getUTCHours(), BUSY_HOURS, weekend);
}

function plantedMoments(
  random: () => number,
  people: Account[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
  accept: (account: Account) => boolean,
  zoneFor: (account: Account) => Zone,
): Moment[] {
  const moments: Moment[] = [];
  while (moments.length < rows) {
    const account = people[Math.floor(random() * people.length)]!;
    if (!accept(account)) continue;
    const when = momentIn(random, window, { first: 6 * 60, span: 900, unitMs: 60_000 });
    moments.push({ when, planted, account, zone: zoneFor(account) });
  }
  return moments;
}

/** The contacts as tab-separated text, in the order they came in: the same every call. */
export function waterContactsText(): string {
  const random = seededDraws(SEED);
  const people = accounts(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const own = (account: Account) => account.zone;
  const moments: Moment[] = [
    ...plantedMoments(
      random,
      people,
      BURST_ROWS,
      BURST_MAIN,
      'burst',
      (account) => account.zone === BURST_MAIN.zone,
      own,
    ),
    ...plantedMoments(random, people, HEAT_ROWS, HEATWAVE, 'heat', () => true, own),
    ...plantedMoments(
      random,
      people,
      FLUSH_ROWS,
      FLUSHING,
      'flush',
      (account) => account.zone === FLUSHING.zone,
      own,
    ),
    ...plantedMoments(
      random,
      people,
      MIGRATION_ROWS,
      MIGRATION,
      'migration',
      (account) => account.metered,
      own,
    ),
  ];
  while (moments.length < WATER_ROWS) {
    const when = new Date(
      FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000 + Math.floor(random() * 60) * 1000,
    );
    const account = people[Math.floor(random() * people.length)]!;
    if (random() < busy(when)) {
      moments.push({ when, planted: undefined, account, zone: account.zone });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join('\t')];
  const serials = new Map<number, number>();
  for (const moment of moments) {
    const year = moment.when.getUTCFullYear();
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    lines.push(contactRow(random, serial, moment, lastDay).map(cell).join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** How the contacts are imported: what an analyst would write after `npm run import -- --inspect`. */
export const WATER_MAPPING = {
  name: 'Water and sewer customer contacts (December 2024 – November 2025)',
  timezone: 'Europe/London',
  delimiter: '\t',
  fields: {
    id: 'Contact Ref',
    at: { column: 'Received', format: 'DD/MMM/YYYY:HH:mm:ss Z' },
    customerId: 'Account No',
    channel: 'Via',
    product: 'Service',
    category: 'Contact Type',
    status: 'Status',
    body: 'Notes',
  },
  custom: {
    zone: { column: 'Supply Zone', type: 'category', label: 'supply zone' },
    team: { column: 'Team', type: 'category', label: 'team' },
    closed: { column: 'Closed', type: 'date', format: 'MMMM Do, YYYY', label: 'closed on' },
    off_supply_minutes: {
      column: 'Off Supply',
      type: 'number',
      unit: 'minutes',
      label: 'time off supply',
    },
    gss_payment_gbp: {
      column: 'GSS Payment',
      type: 'number',
      unit: 'GBP',
      label: 'GSS payment (GBP)',
    },
    metered: {
      column: 'Billing',
      type: 'boolean',
      label: 'metered',
      values: { Meter: 'true', RV: 'false' },
    },
    csat: { column: 'CSAT', type: 'number', label: 'CSAT score (1-10)' },
  },
  declaration: {
    description:
      "Customer contacts about a water company's water supply and sewers in six supply zones, 1 December 2024 to 30 November 2025: the account, the supply zone, the service (water or wastewater), the contact type, how it came in, the team that handled it, the status, the day it was closed (blank while open or referred to the Consumer Council for Water), the time off supply for no-water contacts, any Guaranteed Standards Scheme (GSS) compensation payment in pounds, whether the customer is metered or pays on rateable value, and an optional 1–10 CSAT survey score.",
    fields: {
      product: { label: 'service', synonyms: ['service', 'water or wastewater'] },
      category: {
        label: 'contact type',
        synonyms: ['contact type', 'type', 'issue', 'reason', 'topic'],
      },
      status: { label: 'status', synonyms: ['status', 'outcome'] },
      channel: { label: 'via', synonyms: ['via', 'channel', 'contact method'] },
      customerId: { label: 'account', synonyms: ['account', 'account number', 'customer'] },
      zone: { synonyms: ['supply zone', 'zone', 'area', 'town'] },
      team: { synonyms: ['team', 'handling team', 'department'] },
      closed: { synonyms: ['closed', 'closed on', 'date closed'] },
      off_supply_minutes: {
        synonyms: ['off supply', 'time off supply', 'without water', 'interruption'],
      },
      gss_payment_gbp: {
        synonyms: ['GSS payment', 'compensation', 'GSS', 'paid out', 'payment'],
      },
      metered: { synonyms: ['metered', 'on a meter', 'billing', 'meter'] },
      csat: { synonyms: ['CSAT', 'survey score', 'satisfaction score', 'score'] },
    },
  },
} as const;

type ContactTsvRow = Record<(typeof HEADER)[number], string>;

/**
 * `24/Nov/2025:14:05:00 +0100` as its UTC day (`YYYY-MM-DD`), UTC hour and instant; anything else
 * is refused.
 */
export function receivedMoment(received: string): { day: string; hour: number; at: string } {
  const match =
    /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(
      received,
    );
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new Error(`Unreadable Received "${received}"`);
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  if (hour > 23 || minute > 59 || second > 59) throw new Error(`Unreadable Received "${received}"`);
  const localMs = Date.UTC(Number(match[3]), month, Number(match[1]), hour, minute, second);
  const local = new Date(localMs);
  if (local.getUTCDate() !== Number(match[1]) || local.getUTCMonth() !== month) {
    throw new Error(`Unreadable Received "${received}"`);
  }
  const offset = (match[7] === '-' ? -1 : 1) * (Number(match[8]) * 60 + Number(match[9]));
  const utc = new Date(localMs - offset * 60_000);
  const at = utc.toISOString().replace('.000Z', 'Z');
  return { day: at.slice(0, 10), hour: utc.getUTCHours(), at };
}

/** `March 3rd, 2025` as `2025-03-03`, blank as null; anything else is refused. */
export function closedDay(text: string): string | null {
  if (text === '') return null;
  const match = /^([A-Z][a-z]+) (\d{1,2})(st|nd|rd|th), (\d{4})$/.exec(text);
  const month = match ? LONG_MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0 || ordinal(Number(match[2])) !== `${match[2]}${match[3]}`) {
    throw new Error(`Unreadable Closed "${text}"`);
  }
  const day = `${match[4]}-${two(month + 1)}-${match[2]!.padStart(2, '0')}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Closed "${text}"`);
  }
  return day;
}

/** `0h 45m` / `14h 05m` as minutes, blank as null; anything else is refused. */
export function offSupplyMinutes(text: string): number | null {
  if (text === '') return null;
  const match = /^(\d+)h (\d{2})m$/.exec(text);
  if (!match || Number(match[2]) > 59) throw new Error(`Unreadable Off Supply "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `50.00 GBP` as 50, blank as null; anything else is refused. */
export function gssPayment(text: string): number | null {
  if (text === '') return null;
  const match = /^(\d+\.\d{2}) GBP$/.exec(text);
  if (!match) throw new Error(`Unreadable GSS Payment "${text}"`);
  return Number(match[1]);
}

/** `07` as 7, blank as null; anything else is refused. */
export function csatScore(text: string): number | null {
  if (text === '') return null;
  if (!/^(0[1-9]|10)$/.test(text)) throw new Error(`Unreadable CSAT "${text}"`);
  return Number(text);
}

/**
 * The file loaded on its own into an in-memory table `contacts` (ref, day (UTC), hour (UTC), at,
 * account, zone, service, type, via, team, status, closed day or NULL, days to close (whole
 * calendar days from the day received) or NULL, days_exact (from the instant received to the
 * start of the closed day) or NULL, payment or NULL, off supply minutes or NULL, metered 0/1,
 * csat or NULL, notes): the ground the water truths are computed on.
 */
export function loadWaterContacts(text = waterContactsText()): Store {
  const rows = parse(text, {
    columns: true,
    skip_empty_lines: true,
    delimiter: '\t',
  }) as ContactTsvRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE contacts (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    account TEXT NOT NULL, zone TEXT NOT NULL, service TEXT NOT NULL, type TEXT NOT NULL,
    via TEXT NOT NULL, team TEXT NOT NULL, status TEXT NOT NULL, closed TEXT, days REAL,
    days_exact REAL, payment REAL, off_supply REAL, metered INTEGER NOT NULL, csat REAL,
    notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO contacts VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = receivedMoment(row.Received);
      const closed = closedDay(row.Closed);
      const metered = { Meter: 1, RV: 0 }[row.Billing];
      if (metered === undefined) throw new Error(`Unreadable Billing "${row.Billing}"`);
      insert.run(
        row['Contact Ref'],
        day,
        hour,
        at,
        row['Account No'],
        row['Supply Zone'],
        row.Service,
        row['Contact Type'],
        row.Via,
        row.Team,
        row.Status,
        closed,
        closed === null ? null : (Date.parse(closed) - Date.parse(day)) / DAY_MS,
        closed === null ? null : (Date.parse(closed) - Date.parse(at)) / DAY_MS,
        gssPayment(row['GSS Payment']),
        offSupplyMinutes(row['Off Supply']),
        metered,
        csatScore(row.CSAT),
        row.Notes,
      );
    }
  })();
  return db;
}

/** The contacts written to a temporary file and imported with Sightline's importer, or why not. */
export async function importWater(): Promise<ImportedData | string> {
  return importCsv({
    name: 'water',
    csv: { text: waterContactsText() },
    mapping: WATER_MAPPING,
    rows: WATER_ROWS,
    noun: 'contacts',
  });
}
