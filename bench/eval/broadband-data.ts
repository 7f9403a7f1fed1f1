// An eleventh generated data set, for the tenth held-out round: an Irish broadband provider's fault
// reports. Another domain and shape again: day-first slashed times on a 12-hour clock
// ("23/11/2025 02:05 PM" is 23 November), a second date field, "Cleared (UTC)", as ISO with a "Z"
// (blank while the fault is open), so a time to clear can be asked; header names with dots,
// question marks and units ("Fault No.", "Logged", "Acct #", "Exchange Area", "Pkg", "Fault
// Type", "Came In Via", "Field Team", "Resolution", "Comp Paid (EUR)", "Speed Test (Mbps)",
// "NPS 0-10", "Repeat?", "Tech Notes"), ids like "FLT/25/0421-K", areas that share words (two
// "Dublin", two "Cork"), packages that share words and numbers ("Fibre 500" / "Business Fibre 500"),
// fault types that share words ("Slow speeds" / "Slow speeds - evening", "No sync" / "No dial
// tone"), look-alike resolutions ("Fixed remotely" / "Fixed - engineer visit" / "Fixed - router
// swap"), compensation in euro, a line speed in Mbps, a mostly blank 0–10 NPS, and a yes/no field
// written with check marks ("✓"/"✗"). Generated deterministically here, written as a CSV and
// imported through Sightline's own importer; its truths are plain SQL over the CSV loaded on its
// own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251124;
export const FAULT_ROWS = 3600;
const FIRST_DAY = Date.UTC(2024, 11, 9);
const DAYS = 360; // 9 December 2024 – 3 December 2025
const ACCOUNTS = 2900;

/**
 * Planted facts: (1) the storm of 24 January 2025 brings down lines across the west and a burst of
 * "Full outage" faults that day; (2) a router firmware push on 10 June 2025 breaks Wi-Fi on the
 * HomeHub 6 and "Wi-Fi dropouts" jump from then to the end of June; (3) Team Lee is short of
 * engineers in August and September 2025 and takes about three times as long to clear faults;
 * (4) customers on Copper Basic report "Slow speeds" far more than others and test slowest;
 * (5) repeat faults are paid compensation far more often than first-time faults.
 */
export const STORM_DAY = '2025-01-24';
const STORM_ROWS = 140;
export const FIRMWARE = { from: '2025-06-10', to: '2025-06-30' } as const;
export const SHORT_TEAM = { team: 'Team Lee', from: '2025-08-01', to: '2025-09-30' } as const;

const AREAS = [
  { area: 'Dublin North', weight: 6, team: 'Team Liffey', west: false },
  { area: 'Dublin South', weight: 5, team: 'Team Liffey', west: false },
  { area: 'Cork City', weight: 4, team: 'Team Lee', west: false },
  { area: 'Cork County', weight: 3, team: 'Team Lee', west: false },
  { area: 'Galway', weight: 3, team: 'Team Corrib', west: true },
  { area: 'Limerick', weight: 3, team: 'Team Shannon', west: true },
  { area: 'Sligo', weight: 1, team: 'Team Corrib', west: true },
] as const;
type Area = (typeof AREAS)[number];

const PACKAGES = [
  { name: 'Fibre 100', weight: 5, mbps: 100 },
  { name: 'Fibre 500', weight: 6, mbps: 500 },
  { name: 'Fibre 1000', weight: 2, mbps: 1000 },
  { name: 'Business Fibre 500', weight: 2, mbps: 500 },
  { name: 'Copper Basic', weight: 3, mbps: 18 },
] as const;
type Package = (typeof PACKAGES)[number];

const ROUTERS = [
  { router: 'HomeHub 5', weight: 3 },
  { router: 'HomeHub 6', weight: 5 },
  { router: 'HomeHub 6 Pro', weight: 2 },
] as const;

type Fault =
  | 'No sync'
  | 'No dial tone'
  | 'Intermittent drops'
  | 'Slow speeds'
  | 'Slow speeds - evening'
  | 'Wi-Fi dropouts'
  | 'Router fault'
  | 'Line noise'
  | 'Full outage';

const FAULTS: readonly { fault: Fault; weight: number }[] = [
  { fault: 'No sync', weight: 3 },
  { fault: 'No dial tone', weight: 1 },
  { fault: 'Intermittent drops', weight: 5 },
  { fault: 'Slow speeds', weight: 4 },
  { fault: 'Slow speeds - evening', weight: 3 },
  { fault: 'Wi-Fi dropouts', weight: 3 },
  { fault: 'Router fault', weight: 2 },
  { fault: 'Line noise', weight: 2 },
  { fault: 'Full outage', weight: 1 },
];

/** Base hours to clear by fault type. */
const HOURS: Record<Fault, number> = {
  'No sync': 30,
  'No dial tone': 40,
  'Intermittent drops': 50,
  'Slow speeds': 36,
  'Slow speeds - evening': 60,
  'Wi-Fi dropouts': 12,
  'Router fault': 24,
  'Line noise': 70,
  'Full outage': 20,
};

const VIA = [
  { via: 'Phone', weight: 6 },
  { via: 'App', weight: 5 },
  { via: 'Web form', weight: 3 },
  { via: 'Social DM', weight: 2 },
  { via: 'Shop', weight: 1 },
] as const;

/** Notes by fault type: a cross, a plain and a mild one. */
const NOTES: Record<Fault, readonly [string, string, string]> = {
  'No sync': [
    'Line will not sync at all, customer working from home and furious.',
    'No sync on the {pkg} line, port reset at the cabinet.',
    'Brief loss of sync, customer just reporting it.',
  ],
  'No dial tone': [
    'No dial tone for days, elderly customer cannot call anyone and is very upset.',
    'Landline dead in {area}, line test shows an open circuit.',
    'Dial tone missing after a storm, customer patient.',
  ],
  'Intermittent drops': [
    'Connection drops every ten minutes, customer says the service is useless.',
    'Intermittent drops on {pkg}, line profile changed.',
    'Occasional drop overnight, customer not bothered.',
  ],
  'Slow speeds': [
    'Paying for speed we never deliver, customer calls it a scam.',
    'Speed test well below the {pkg} estimate, line checked.',
    'Slightly slow in the mornings, customer happy with the advice.',
  ],
  'Slow speeds - evening': [
    'Unusable every evening, cannot stream anything, customer livid.',
    'Evening slowdown in {area}, congestion at the exchange noted.',
    'A bit slower at peak time, customer understanding.',
  ],
  'Wi-Fi dropouts': [
    'Wi-Fi keeps vanishing, kids cannot do homework, customer fuming.',
    'Wi-Fi dropping on the router, channel changed remotely.',
    'Wi-Fi blip in one room, customer fine with a booster suggestion.',
  ],
  'Router fault': [
    'Router dead out of the box, customer disgusted.',
    'Router lights flashing red, replacement sent.',
    'Router restarted itself once, customer relaxed.',
  ],
  'Line noise': [
    'Crackling on the line for weeks and nobody fixes it, customer angry.',
    'Noise on the line in {area}, joint at the pole checked.',
    'Faint hum on calls, customer not in a hurry.',
  ],
  'Full outage': [
    'Whole estate offline since morning, customer outraged.',
    'Outage affecting the {area} cabinet, engineers on site.',
    'Short outage, back before the customer needed it.',
  ],
};

const STORM_NOTES = [
  'Storm damage, poles down on the road, no service at all.',
  'Line down after the storm, customer offline since last night.',
  'Power and broadband lost in the storm, cabinet flooded.',
] as const;

const HEADER = [
  'Fault No.',
  'Logged',
  'Acct #',
  'Exchange Area',
  'Pkg',
  'Router',
  'Fault Type',
  'Came In Via',
  'Field Team',
  'Resolution',
  'Cleared (UTC)',
  'Comp Paid (EUR)',
  'Speed Test (Mbps)',
  'NPS 0-10',
  'Repeat?',
  'Tech Notes',
] as const;

interface Account {
  readonly id: string;
  readonly area: Area;
  readonly pkg: Package;
  readonly router: string;
}

function accounts(random: () => number): Account[] {
  return Array.from({ length: ACCOUNTS }, (_, index) => ({
    id: `IE${String(400_000 + index * 53).padStart(7, '0')}`,
    area: pickWeighted(random, AREAS),
    pkg: pickWeighted(random, PACKAGES),
    router: pickWeighted(random, ROUTERS).router,
  }));
}

interface Moment {
  readonly when: Date;
  readonly storm: boolean;
  readonly account: Account;
}

function faultOf(random: () => number, moment: Moment, day: string): Fault {
  if (moment.storm) return random() < 0.85 ? 'Full outage' : 'No dial tone';
  const { account } = moment;
  if (account.pkg.name === 'Copper Basic' && random() < 0.45) return 'Slow speeds';
  if (
    account.router === 'HomeHub 6' &&
    day >= FIRMWARE.from &&
    day <= FIRMWARE.to &&
    random() < 0.6
  ) {
    return 'Wi-Fi dropouts';
  }
  return pickWeighted(random, FAULTS).fault;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `DD/MM/YYYY hh:mm AM` of a UTC instant. */
export function loggedText(when: Date): string {
  const hour = when.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return (
    `${pad(when.getUTCDate())}/${pad(when.getUTCMonth() + 1)}/${when.getUTCFullYear()} ` +
    `${pad(twelve)}:${pad(when.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`
  );
}

/** `FLT/25/` with a four-digit serial and a check letter. */
function faultNo(index: number, when: Date): string {
  const year = String(when.getUTCFullYear()).slice(2);
  return `FLT/${year}/${String(index + 1).padStart(4, '0')}-${String.fromCharCode(65 + ((index * 7) % 26))}`;
}

/** One fault row. */
function faultRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, storm, account } = moment;
  const day = when.toISOString().slice(0, 10);
  const fault = faultOf(random, moment, day);
  const via = storm
    ? (['Phone', 'App', 'Social DM'] as const)[Math.floor(random() * 3)]!
    : pickWeighted(random, VIA).via;
  const team = account.area.team;
  const age = (Date.parse(`${lastDay}T23:59:59Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const open = (age < 10 && roll < 0.55) || roll < 0.025;
  const repeat = random() < 0.22;
  const short = team === SHORT_TEAM.team && day >= SHORT_TEAM.from && day <= SHORT_TEAM.to ? 3 : 1;
  const hours =
    Math.round(HOURS[fault] * (0.4 + random() * 1.2) * short * (storm ? 3 : 1) * 60) / 60;
  const cleared = open ? null : new Date(when.getTime() + Math.round(hours * 60) * 60_000);
  let resolution: string;
  if (open) resolution = random() < 0.6 ? 'Open' : 'Awaiting engineer';
  else if (fault === 'Router fault' || (fault === 'Wi-Fi dropouts' && random() < 0.3)) {
    resolution = random() < 0.7 ? 'Fixed - router swap' : 'Fixed remotely';
  } else {
    const pick = random();
    resolution =
      storm || fault === 'Line noise' || fault === 'No dial tone'
        ? pick < 0.8
          ? 'Fixed - engineer visit'
          : 'No fault found'
        : pick < 0.45
          ? 'Fixed remotely'
          : pick < 0.8
            ? 'Fixed - engineer visit'
            : 'No fault found';
  }
  const compensated = !open && random() < (repeat ? 0.55 : storm ? 0.3 : 0.08);
  const comp = compensated ? Math.round((10 + random() * (repeat ? 90 : 40)) * 100) / 100 : 0;
  const nominal = account.pkg.mbps;
  const speed =
    fault === 'Full outage' || fault === 'No sync' || fault === 'No dial tone'
      ? 0
      : Math.round(
          nominal *
            (fault.startsWith('Slow') ? 0.15 + random() * 0.35 : 0.55 + random() * 0.4) *
            10,
        ) / 10;
  const surveyed = !open && random() < 0.15;
  const nps = Math.round(
    Math.min(10, Math.max(0, (comp > 0 ? 6 : 5) + (random() - 0.5) * 8 - hours / 40)),
  );
  const tone: number = storm ? -1 : random() < 0.3 ? 0 : random() < 0.65 ? 1 : 2;
  const template = tone < 0 ? STORM_NOTES[Math.floor(random() * 3)]! : NOTES[fault][tone]!;
  return [
    faultNo(index, when),
    loggedText(when),
    account.id,
    account.area.area,
    account.pkg.name,
    account.router,
    fault,
    via,
    team,
    resolution,
    cleared ? cleared.toISOString().replace(/\.\d{3}Z$/, 'Z') : '',
    open ? '' : comp.toFixed(2),
    speed,
    surveyed ? nps : '',
    repeat ? '✓' : '✗',
    template.replaceAll('{area}', account.area.area).replaceAll('{pkg}', account.pkg.name),
  ];
}

/** How busy a moment is: daytime and evenings, little at night, a little less at weekends. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1;
  if (hour < 7) return 0.04 * weekend;
  if (hour < 9) return 0.5 * weekend;
  if (hour < 22) return 1 * weekend;
  return 0.3 * weekend;
}

/** The fault reports as CSV text, in the order they were logged: the same text on every call. */
export function broadbandFaultsCsv(): string {
  const random = seededDraws(SEED);
  const people = accounts(random);
  const westerners = people.filter((account) => account.area.west);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [];
  for (let index = 0; index < STORM_ROWS; index++) {
    // 24 January from 07:00 to 20:59, mostly in the west.
    const seconds = 7 * 3600 + Math.floor(random() * 14 * 60) * 60;
    const pool = random() < 0.75 ? westerners : people;
    moments.push({
      when: new Date(Date.parse(`${STORM_DAY}T00:00:00Z`) + seconds * 1000),
      storm: true,
      account: pool[Math.floor(random() * pool.length)]!,
    });
  }
  while (moments.length < FAULT_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({ when, storm: false, account: people[Math.floor(random() * people.length)]! });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(faultRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the faults are imported: what an analyst would write after `npm run import -- --inspect`. */
export const BROADBAND_MAPPING = {
  name: 'Broadband fault reports (December 2024 – December 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Fault No.',
    at: { column: 'Logged', format: 'DD/MM/YYYY hh:mm A' },
    customerId: 'Acct #',
    channel: 'Came In Via',
    product: 'Pkg',
    category: 'Fault Type',
    status: 'Resolution',
    body: 'Tech Notes',
  },
  custom: {
    exchange_area: { column: 'Exchange Area', type: 'category', label: 'exchange area' },
    router: { column: 'Router', type: 'category', label: 'router' },
    field_team: { column: 'Field Team', type: 'category', label: 'field team' },
    cleared: { column: 'Cleared (UTC)', type: 'date', format: 'ISO', label: 'cleared at' },
    comp_eur: { column: 'Comp Paid (EUR)', type: 'number', label: 'compensation paid (€)' },
    speed_mbps: { column: 'Speed Test (Mbps)', type: 'number', label: 'speed test (Mbps)' },
    nps: { column: 'NPS 0-10', type: 'number', label: 'NPS score (0–10)' },
    repeat_fault: {
      column: 'Repeat?',
      type: 'boolean',
      label: 'repeat fault',
      values: { '✓': 'true', '✗': 'false' },
    },
  },
  declaration: {
    description:
      'Fault reports logged with an Irish broadband provider, 9 December 2024 to 3 December 2025: the customer account, the exchange area, the package and router, the fault type, how the fault came in, the field team and the resolution, when the fault was cleared (blank while open), the compensation paid in euro (blank while open), a speed test in Mbps, an optional 0–10 NPS score, and whether it was a repeat fault.',
    fields: {
      product: { label: 'package', synonyms: ['package', 'pkg', 'plan'] },
      category: { label: 'fault type', synonyms: ['fault type', 'fault', 'issue'] },
      status: { label: 'resolution', synonyms: ['resolution', 'status', 'outcome'] },
      channel: { label: 'came in via', synonyms: ['came in via', 'channel'] },
      customerId: { label: 'account', synonyms: ['account', 'customer'] },
      exchange_area: { synonyms: ['area', 'exchange', 'region'] },
      router: { synonyms: ['router', 'hub'] },
      field_team: { synonyms: ['team', 'field team', 'engineers'] },
      cleared: { synonyms: ['cleared', 'closed', 'fixed at'] },
      comp_eur: { synonyms: ['compensation', 'comp', 'payout'] },
      speed_mbps: { synonyms: ['speed', 'speed test', 'Mbps'] },
      nps: { synonyms: ['NPS', 'score', 'recommend'] },
      repeat_fault: { synonyms: ['repeat', 'repeat fault', 'recurring'] },
    },
  },
} as const;

type FaultRow = Record<(typeof HEADER)[number], string>;

/** `DD/MM/YYYY hh:mm AM` as its day (`YYYY-MM-DD`), 24-hour hour and instant; else refused. */
export function faultMoment(logged: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(logged);
  if (!match) throw new Error(`Unreadable Logged "${logged}"`);
  const twelve = Number(match[4]);
  if (twelve < 1 || twelve > 12) throw new Error(`Unreadable Logged "${logged}"`);
  const hour = (twelve % 12) + (match[6] === 'PM' ? 12 : 0);
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  return { day, hour, at: `${day}T${pad(hour)}:${match[5]}:00Z` };
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `faults` (ref, day, hour, at, account, area,
 * package, router, fault, via, team, resolution, cleared or NULL, hours to clear or NULL, comp or
 * NULL, mbps, nps or NULL, repeat 0/1, notes): the ground the broadband truths are computed on.
 */
export function loadFaults(csv = broadbandFaultsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as FaultRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE faults (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    account TEXT NOT NULL, area TEXT NOT NULL, package TEXT NOT NULL, router TEXT NOT NULL,
    fault TEXT NOT NULL, via TEXT NOT NULL, team TEXT NOT NULL, resolution TEXT NOT NULL,
    cleared TEXT, hours REAL, comp REAL, mbps REAL NOT NULL, nps INTEGER,
    repeat INTEGER NOT NULL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO faults VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = faultMoment(row.Logged);
      const cleared = row['Cleared (UTC)'] === '' ? null : row['Cleared (UTC)'];
      insert.run(
        row['Fault No.'],
        day,
        hour,
        at,
        row['Acct #'],
        row['Exchange Area'],
        row.Pkg,
        row.Router,
        row['Fault Type'],
        row['Came In Via'],
        row['Field Team'],
        row.Resolution,
        cleared,
        cleared === null ? null : (Date.parse(cleared) - Date.parse(at)) / 3_600_000,
        numberOrNull(row['Comp Paid (EUR)']),
        Number(row['Speed Test (Mbps)']),
        numberOrNull(row['NPS 0-10']),
        row['Repeat?'] === '✓' ? 1 : 0,
        row['Tech Notes'],
      );
    }
  })();
  return db;
}

/** The fault reports written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importBroadband(): Promise<ImportedData | string> {
  return importCsv({
    name: 'broadband',
    csv: { text: broadbandFaultsCsv() },
    mapping: BROADBAND_MAPPING,
    rows: FAULT_ROWS,
    noun: 'fault reports',
  });
}
