// A generated data set for the fourteenth round's third practice set (practice14c): an energy
// supplier's smart-meter installation complaints. Another shape again: the logging time written US
// style, month first with a 24-hour clock ("11/23/2025 14:05"), the appointment day written as
// compact digits ("20251123"), the visit time written US style too (blank when nobody came),
// headers unlike earlier ones ("Esc. No", "Logged (US)", "Installer", "Meter Type", "Appt Slot",
// "Appt Date", "Visited", "Vulnerable", "Comp. Paid", "Cust Score 0-10"), the record noun
// "escalation", ids with a space inside ("ESC 0041273"), compensation written with its currency
// code after the amount ("30.00 GBP", blank when none was paid), look-alike values (regions
// "Midlands" / "East Midlands", installers "Smartfit" / "Smartfit Northern", meter types "SMETS1"
// / "SMETS2", outcomes "Resolved" / "Resolved - rebooked"), a fault type called "Installer" beside a
// field called "Installer", a yes/no field written "yes (PSR)" / "no", and a mostly blank 0-10
// customer score. Generated deterministically here, written as a CSV and imported through
// Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251413;
export const METER_ROWS = 3010;
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 365; // 1 December 2024 – 30 November 2025
const CUSTOMERS = 2700;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) Volt Install's subcontractor collapses in the North East in March 2025 and
 * its no-shows there burst; (2) SMETS1 meters are migrated to the new network on 1 June 2025 and
 * "Not communicating" escalations on SMETS1 more than double from then on; (3) evening appointments
 * start on 1 April 2025 (no Evening slot before); (4) Smartfit Northern's visits in Yorkshire in
 * January 2025 come about four days after the appointment instead of on the day.
 */
export const COLLAPSE = {
  installer: 'Volt Install',
  region: 'North East',
  from: '2025-03-01',
  to: '2025-03-31',
} as const;
const COLLAPSE_ROWS = 90;
export const MIGRATION = '2025-06-01';
export const EVENINGS = '2025-04-01';
export const LATE_VISITS = {
  installer: 'Smartfit Northern',
  region: 'Yorkshire',
  month: '2025-01',
};

const REGIONS = [
  { region: 'North West', weight: 5, installers: ['Smartfit Northern', 'MeterCo'] },
  { region: 'North East', weight: 3, installers: ['Volt Install', 'Smartfit Northern'] },
  { region: 'Yorkshire', weight: 4, installers: ['Smartfit Northern', 'GridWorks'] },
  { region: 'Midlands', weight: 5, installers: ['Smartfit', 'MeterCo'] },
  { region: 'East Midlands', weight: 3, installers: ['Smartfit', 'Volt Install'] },
  { region: 'South West', weight: 3, installers: ['GridWorks', 'MeterCo'] },
  { region: 'London', weight: 5, installers: ['Smartfit', 'GridWorks'] },
] as const;
type Region = (typeof REGIONS)[number];

type Fault =
  | 'No-show'
  | 'Not communicating'
  | 'In-home display'
  | 'Wrong meter fitted'
  | 'Property damage'
  | 'Left unsafe'
  | 'Billing after install'
  | 'Installer';
const FAULTS: readonly { fault: Fault; weight: number; comp: number }[] = [
  { fault: 'No-show', weight: 8, comp: 30 },
  { fault: 'Not communicating', weight: 6, comp: 0 },
  { fault: 'In-home display', weight: 4, comp: 0 },
  { fault: 'Wrong meter fitted', weight: 2, comp: 25 },
  { fault: 'Property damage', weight: 2, comp: 120 },
  { fault: 'Left unsafe', weight: 1, comp: 75 },
  { fault: 'Billing after install', weight: 4, comp: 20 },
  { fault: 'Installer', weight: 4, comp: 15 },
];

const SLOTS = ['Morning', 'Afternoon', 'All day', 'Evening'] as const;

const VIA = [
  { via: 'Phone', weight: 6 },
  { via: 'Web chat', weight: 5 },
  { via: 'Email', weight: 3 },
  { via: 'Social', weight: 2 },
  { via: 'Ombudsman', weight: 1 },
] as const;

const NOTES: Record<Fault, readonly [string, string, string]> = {
  'No-show': [
    'Took the day off work and the installer never turned up, disgraceful.',
    'Nobody came for the {slot} appointment.',
    'Engineer did not arrive, could we rebook?',
  ],
  'Not communicating': [
    'New {meter} meter stopped sending readings, estimated bills again, useless.',
    'The {meter} meter is not sending readings.',
    'Display says the meter has lost signal.',
  ],
  'In-home display': [
    'In-home display blank since day one, what a waste.',
    'The in-home display will not pair with the meter.',
    'Display shows the wrong tariff.',
  ],
  'Wrong meter fitted': [
    'Fitted a {meter} when I asked for the other one, incompetent.',
    'They fitted the wrong type of meter.',
    'Not sure the meter fitted is the one agreed.',
  ],
  'Property damage': [
    'Installer drilled through a pipe and flooded my hallway, furious.',
    'Wall damaged around the meter box during the install.',
    'Small scuff on the skirting board after the visit.',
  ],
  'Left unsafe': [
    'Wires left hanging out of the meter box, dangerous.',
    'Meter box cover not refitted after the install.',
    'Something looks loose near the new meter.',
  ],
  'Billing after install': [
    'Bill doubled since the smart meter went in, a scam.',
    'The first bill after the install looks wrong.',
    'Could you check my bill since the new meter?',
  ],
  Installer: [
    'The installer was rude and left mud everywhere, appalling.',
    'The installer did not explain anything.',
    'The installer seemed in a rush.',
  ],
};

const HEADER = [
  'Esc. No',
  'Logged (US)',
  'Region',
  'Installer',
  'Meter Type',
  'Fault',
  'Appt Slot',
  'Appt Date',
  'Visited',
  'Vulnerable',
  'Raised Via',
  'Outcome',
  'Comp. Paid',
  'Cust Score 0-10',
  'MPAN',
  'Notes',
] as const;

interface Customer {
  readonly mpan: string;
  readonly region: Region;
  readonly meter: 'SMETS1' | 'SMETS2';
  readonly vulnerable: boolean;
}

function customers(random: () => number): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => ({
    mpan: String(1_200_000_000_000 + index * 7_919_311),
    region: pickWeighted(random, REGIONS),
    meter: random() < 0.3 ? 'SMETS1' : 'SMETS2',
    vulnerable: random() < 0.11,
  }));
}

interface Moment {
  readonly when: Date;
  readonly collapse: boolean;
  readonly customer: Customer;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `11/23/2025 14:05` of a UTC instant. */
export function usText(when: Date): string {
  return (
    `${pad(when.getUTCMonth() + 1)}/${pad(when.getUTCDate())}/${when.getUTCFullYear()} ` +
    `${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`
  );
}

/** `20251123` of a `YYYY-MM-DD` day. */
export function compactText(day: string): string {
  return day.replaceAll('-', '');
}

function faultOf(random: () => number, moment: Moment, day: string): (typeof FAULTS)[number] {
  if (moment.collapse) return FAULTS[0]!;
  if (moment.customer.meter === 'SMETS1' && day >= MIGRATION && random() < 0.35) return FAULTS[1]!;
  return pickWeighted(random, FAULTS);
}

/** One escalation row. */
function escalationRow(random: () => number, index: number, moment: Moment) {
  const { when, customer } = moment;
  const day = when.toISOString().slice(0, 10);
  const fault = faultOf(random, moment, day);
  const region = moment.collapse
    ? REGIONS.find((entry) => entry.region === COLLAPSE.region)!
    : customer.region;
  const installer = moment.collapse
    ? COLLAPSE.installer
    : region.installers[Math.floor(random() * region.installers.length)]!;
  // The appointment was up to ten days before the escalation was logged.
  const apptMs = Date.parse(`${day}T00:00:00Z`) - Math.floor(random() * random() * 11) * DAY_MS;
  const apptDay = isoDay(apptMs);
  const slots = apptDay >= EVENINGS ? SLOTS : SLOTS.slice(0, 3);
  const slot = slots[Math.floor(random() * slots.length)]!;
  const late =
    installer === LATE_VISITS.installer &&
    region.region === LATE_VISITS.region &&
    apptDay.slice(0, 7) === LATE_VISITS.month
      ? 3 + Math.floor(random() * 3)
      : random() < 0.12
        ? 1 + Math.floor(random() * 2)
        : 0;
  const startHour = { Morning: 8, Afternoon: 12, 'All day': 8, Evening: 16 }[slot];
  const visitMs = apptMs + late * DAY_MS + (startHour * 60 + Math.floor(random() * 240)) * 60_000;
  const visited = fault.fault !== 'No-show';
  const open = random() < (day >= '2025-11-10' ? 0.5 : 0.04);
  const outcome = open
    ? 'Open'
    : fault.fault === 'No-show' || random() < 0.15
      ? 'Resolved - rebooked'
      : random() < 0.75
        ? 'Resolved'
        : 'Closed - no fault';
  const paid =
    fault.comp > 0 && outcome !== 'Open' && outcome !== 'Closed - no fault' && random() < 0.8;
  const comp = paid
    ? Math.round(fault.comp * (customer.vulnerable ? 1.5 : 1) * (0.8 + random() * 0.4))
    : undefined;
  const scored = outcome !== 'Open' && random() < 0.12;
  const score = Math.round(
    Math.min(10, Math.max(0, (outcome === 'Resolved' ? 7 : 3.5) + (random() - 0.5) * 6)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  const note = NOTES[fault.fault][tone]!;
  return [
    `ESC ${String(40_000 + index * 13).padStart(7, '0')}`,
    usText(when),
    region.region,
    installer,
    customer.meter,
    fault.fault,
    slot,
    compactText(apptDay),
    visited ? usText(new Date(visitMs)) : '',
    customer.vulnerable ? 'yes (PSR)' : 'no',
    pickWeighted(random, VIA).via,
    outcome,
    comp === undefined ? '' : `${comp.toFixed(2)} GBP`,
    scored ? score : '',
    customer.mpan,
    note.replaceAll('{slot}', slot.toLowerCase()).replaceAll('{meter}', customer.meter),
  ];
}

/** How busy a moment is: escalations come in during office hours, fewer at weekends. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.4 : 1;
  if (hour < 8) return 0.05 * weekend;
  if (hour < 18) return 1 * weekend;
  return 0.35 * weekend;
}

/** The escalations as CSV text, in the order they were logged: the same text on every call. */
export function meterEscalationsCsv(): string {
  const random = seededDraws(SEED);
  const people = customers(random);
  const start = Date.parse(`${COLLAPSE.from}T00:00:00Z`);
  const northEast = people.filter((person) => person.region.region === COLLAPSE.region);
  const moments: Moment[] = Array.from({ length: COLLAPSE_ROWS }, () => ({
    when: new Date(
      start + Math.floor(random() * 31) * DAY_MS + (9 * 60 + Math.floor(random() * 540)) * 60_000,
    ),
    collapse: true,
    customer: northEast[Math.floor(random() * northEast.length)]!,
  }));
  while (moments.length < METER_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        collapse: false,
        customer: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(escalationRow(random, index, moment).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the escalations are imported: what an analyst would write after `npm run import -- --inspect`. */
export const METER_MAPPING = {
  name: 'Smart-meter installation escalations (December 2024 – November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Esc. No',
    at: { column: 'Logged (US)', format: 'MM/DD/YYYY HH:mm' },
    customerId: 'MPAN',
    channel: 'Raised Via',
    product: 'Meter Type',
    category: 'Fault',
    status: 'Outcome',
    body: 'Notes',
  },
  custom: {
    supply_region: { column: 'Region', type: 'category', label: 'region' },
    installer: { column: 'Installer', type: 'category', label: 'installer' },
    slot: { column: 'Appt Slot', type: 'category', label: 'appointment slot' },
    appointment: {
      column: 'Appt Date',
      type: 'date',
      format: 'YYYYMMDD',
      label: 'appointment date',
    },
    visited: { column: 'Visited', type: 'date', format: 'MM/DD/YYYY HH:mm', label: 'visited' },
    vulnerable: {
      column: 'Vulnerable',
      type: 'boolean',
      label: 'vulnerable customer',
      values: { 'yes (PSR)': 'true', no: 'false' },
    },
    compensation: { column: 'Comp. Paid', type: 'number', label: 'compensation (£)' },
    score: { column: 'Cust Score 0-10', type: 'number', label: 'customer score' },
  },
  declaration: {
    description:
      "An energy supplier's smart-meter installation escalations (customer complaints about an install), 1 December 2024 to 30 November 2025: the customer's meter point (MPAN), the region, the installer company, the meter type (SMETS1 or SMETS2), the fault complained of (no-show, meter not communicating, in-home display, wrong meter fitted, property damage, left unsafe, billing after install, or the installer's own conduct), the appointment slot and day, when the installer actually visited (blank when nobody came), whether the customer is vulnerable (on the priority services register), how the escalation was raised, its outcome, the compensation paid in pounds (blank when none), and an optional 0–10 customer score.",
    fields: {
      product: { label: 'meter type', synonyms: ['meter type', 'meter', 'smets'] },
      category: {
        label: 'fault',
        synonyms: ['fault', 'fault type', 'issue', 'problem', 'complaint type'],
      },
      status: { label: 'outcome', synonyms: ['outcome', 'status', 'state'] },
      channel: { label: 'raised via', synonyms: ['raised via', 'channel', 'contact method'] },
      customerId: { label: 'MPAN', synonyms: ['mpan', 'meter point', 'customer', 'property'] },
      supply_region: { synonyms: ['region', 'area', 'patch'] },
      installer: { synonyms: ['installer', 'installation company', 'contractor', 'fitter'] },
      slot: { synonyms: ['appointment slot', 'slot', 'time slot'] },
      appointment: { synonyms: ['appointment date', 'appointment', 'appt', 'booked date'] },
      visited: { synonyms: ['visited', 'visit', 'attended', 'engineer visit'] },
      vulnerable: { synonyms: ['vulnerable', 'vulnerable customer', 'psr', 'priority services'] },
      compensation: { synonyms: ['compensation', 'comp', 'goodwill', 'payout', '£'] },
      score: { synonyms: ['customer score', 'score', 'rating', 'satisfaction'] },
    },
  },
} as const;

type EscalationRow = Record<(typeof HEADER)[number], string>;

/** `11/23/2025 14:05` as its day, hour and instant; anything else is refused. */
export function usMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(cell);
  const day = match ? `${match[3]}-${match[1]}-${match[2]}` : '';
  if (
    !match ||
    Number(match[4]) > 23 ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable US time "${cell}"`);
  }
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `20251123` as `2025-11-23`; anything else is refused. */
export function compactDay(cell: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(cell);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (
    !match ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable Appt Date "${cell}"`);
  }
  return day;
}

/** `30.00 GBP` as 30, blank as null; anything else is refused. */
export function compAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+\.\d{2}) GBP$/.exec(cell);
  if (!match) throw new Error(`Unreadable Comp. Paid "${cell}"`);
  return Number(match[1]);
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `escalations` (ref, day, hour, at, region,
 * installer, meter, fault, slot, appt (day), visited (instant) or NULL, days late (visit day minus
 * appointment day) or NULL, vulnerable 0/1, via, outcome, comp or NULL, score or NULL, mpan,
 * notes): the ground the meter truths are computed on.
 */
export function loadMeterEscalations(csv = meterEscalationsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as EscalationRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE escalations (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    region TEXT NOT NULL, installer TEXT NOT NULL, meter TEXT NOT NULL, fault TEXT NOT NULL,
    slot TEXT NOT NULL, appt TEXT NOT NULL, visited TEXT, days_late INTEGER,
    vulnerable INTEGER NOT NULL, via TEXT NOT NULL, outcome TEXT NOT NULL, comp REAL,
    score INTEGER, mpan TEXT NOT NULL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO escalations VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = usMoment(row['Logged (US)']);
      const appt = compactDay(row['Appt Date']);
      const visited = row.Visited === '' ? null : usMoment(row.Visited);
      insert.run(
        row['Esc. No'],
        day,
        hour,
        at,
        row.Region,
        row.Installer,
        row['Meter Type'],
        row.Fault,
        row['Appt Slot'],
        appt,
        visited?.at ?? null,
        visited === null
          ? null
          : Math.round(
              (Date.parse(`${visited.day}T00:00:00Z`) - Date.parse(`${appt}T00:00:00Z`)) / DAY_MS,
            ),
        row.Vulnerable === 'yes (PSR)' ? 1 : 0,
        row['Raised Via'],
        row.Outcome,
        compAmount(row['Comp. Paid']),
        numberOrNull(row['Cust Score 0-10']),
        row.MPAN,
        row.Notes,
      );
    }
  })();
  return db;
}

/** The escalations written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importMeter(): Promise<ImportedData | string> {
  return importCsv({
    name: 'meter',
    csv: { text: meterEscalationsCsv() },
    mapping: METER_MAPPING,
    rows: METER_ROWS,
    noun: 'escalations',
  });
}
