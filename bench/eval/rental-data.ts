// An eighth data set, for the seventh held-out round: a Canadian car-rental firm's incident log.
// Another domain and shape again: ISO times with a "T", milliseconds and a "Z"
// ("2025-07-22T14:05:31.000Z"), header names with spaces and mixed case ("Incident No",
// "Repair Cost CAD"), branches named by city and site (two share "Calgary", three share "Airport"),
// region codes (WST, ONT, QUE, ATL), vehicle classes (two share "SUV"), incident types of one to
// three words, the agent who handled each incident by name, a repair cost and a charge to the
// renter in Canadian dollars (the repair cost blank unless something was repaired, the charge blank
// while open), hours to resolve (blank while open), rental days, km driven, a mostly blank 1–5
// renter rating, and two yes/no fields written Y/N and "x"/blank. Generated deterministically
// here, written as a CSV and imported through Sightline's own importer; its truths are plain SQL
// over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20260411;
export const INCIDENT_ROWS = 3400;
const FIRST_DAY = Date.UTC(2025, 0, 13);
const DAYS = 334; // 13 January – 12 December 2025
const RENTERS = 2600;

/**
 * Planted facts: (1) a hailstorm over Calgary on 22 July 2025 brings a burst of body-damage
 * incidents at both Calgary branches that day; (2) after the toll-transponder scheme starts on
 * 1 June 2025, toll disputes at the two Toronto branches jump; (3) Halifax Airport is short-staffed
 * in September and October 2025 and takes about three times as long to resolve incidents; (4)
 * cargo vans break down far more often than other classes; (5) renters who took the damage
 * waiver are almost never charged for damage.
 */
export const HAIL_DAY = '2025-07-22';
const HAIL_ROWS = 120;
export const TOLL_FROM = '2025-06-01';
export const BACKLOG = { branch: 'Halifax Airport', from: '2025-09-01', to: '2025-10-31' } as const;

const BRANCHES = [
  { branch: 'Calgary Airport', region: 'WST', weight: 5, agents: ['Dana Whitfield', 'Raj Sandhu'] },
  { branch: 'Calgary Downtown', region: 'WST', weight: 3, agents: ['Raj Sandhu'] },
  { branch: 'Vancouver Airport', region: 'WST', weight: 5, agents: ['Mei Lin Zhao'] },
  { branch: 'Vancouver Waterfront', region: 'WST', weight: 2, agents: ['Mei Lin Zhao'] },
  { branch: 'Toronto Pearson', region: 'ONT', weight: 6, agents: ['Owen Price', 'Fatima Noor'] },
  { branch: 'Toronto Union Station', region: 'ONT', weight: 3, agents: ['Fatima Noor'] },
  { branch: 'Montreal Central', region: 'QUE', weight: 4, agents: ['Luc Bergeron'] },
  { branch: 'Halifax Airport', region: 'ATL', weight: 2, agents: ['Siobhan Burke'] },
] as const;
type Branch = (typeof BRANCHES)[number];

const CLASSES = [
  { name: 'Economy', weight: 5, rate: 48 },
  { name: 'Compact', weight: 4, rate: 55 },
  { name: 'Midsize SUV', weight: 4, rate: 79 },
  { name: 'Full-size SUV', weight: 2, rate: 99 },
  { name: 'Minivan', weight: 2, rate: 92 },
  { name: 'Cargo Van', weight: 2, rate: 110 },
  { name: 'Luxury Sedan', weight: 1, rate: 149 },
] as const;
type VehicleClass = (typeof CLASSES)[number];

type Kind =
  | 'Windshield chip'
  | 'Body damage'
  | 'Collision'
  | 'Flat tire'
  | 'Mechanical breakdown'
  | 'Late return'
  | 'Fuel shortfall'
  | 'Toll dispute'
  | 'Lost key'
  | 'Cleaning fee'
  | 'Billing error';

const KINDS: readonly { kind: Kind; weight: number }[] = [
  { kind: 'Windshield chip', weight: 4 },
  { kind: 'Body damage', weight: 5 },
  { kind: 'Collision', weight: 2 },
  { kind: 'Flat tire', weight: 3 },
  { kind: 'Mechanical breakdown', weight: 2 },
  { kind: 'Late return', weight: 4 },
  { kind: 'Fuel shortfall', weight: 4 },
  { kind: 'Toll dispute', weight: 2 },
  { kind: 'Lost key', weight: 1 },
  { kind: 'Cleaning fee', weight: 2 },
  { kind: 'Billing error', weight: 3 },
];

/** Repairs the damage waiver covers. */
const WAIVED: ReadonlySet<Kind> = new Set(['Windshield chip', 'Body damage', 'Collision']);

const REPAIR_COST: Partial<Record<Kind, readonly [number, number]>> = {
  'Windshield chip': [150, 650],
  'Body damage': [400, 3200],
  Collision: [1800, 11000],
  'Flat tire': [90, 260],
  'Mechanical breakdown': [250, 2600],
};

/** Base hours to resolve by incident type. */
const HOURS: Record<Kind, number> = {
  'Windshield chip': 30,
  'Body damage': 60,
  Collision: 110,
  'Flat tire': 8,
  'Mechanical breakdown': 40,
  'Late return': 12,
  'Fuel shortfall': 10,
  'Toll dispute': 70,
  'Lost key': 20,
  'Cleaning fee': 16,
  'Billing error': 36,
};

const AGENT_SPEED: Record<string, number> = {
  'Dana Whitfield': 0.9,
  'Raj Sandhu': 1,
  'Mei Lin Zhao': 0.85,
  'Owen Price': 1.1,
  'Fatima Noor': 1,
  'Luc Bergeron': 1.2,
  'Siobhan Burke': 1,
};

const CHANNELS = [
  { channel: 'Branch Counter', weight: 6 },
  { channel: 'Roadside Hotline', weight: 3 },
  { channel: 'Mobile App', weight: 4 },
  { channel: 'Email', weight: 3 },
  { channel: 'Web Chat', weight: 2 },
] as const;

/** Notes by incident type: a cross, a plain and a mild one. */
const NOTES: Record<Kind, readonly [string, string, string]> = {
  'Windshield chip': [
    'Customer furious about being billed for a chip they say was already there at {branch}.',
    'Stone chip on the windshield of the {class}, reported on return at {branch}.',
    'Small chip noticed at check-in, customer relaxed about it.',
  ],
  'Body damage': [
    'Big dent in the rear door of the {class}, renter denies everything and is angry.',
    'Scrape along the passenger side found at return to {branch}.',
    'Minor scuff on the bumper, renter pointed it out themselves.',
  ],
  Collision: [
    'Rear-ended at a light, {class} not drivable, renter shaken and upset with the tow wait.',
    'Collision reported to {branch}, other driver insured, photos on file.',
    'Low-speed bump in a car park, nobody hurt, renter very calm.',
  ],
  'Flat tire': [
    'Flat on the highway and roadside took three hours, renter livid.',
    'Flat tire on the {class}, swapped for the spare by roadside.',
    'Slow puncture fixed at {branch}, customer happy with the quick turnaround.',
  ],
  'Mechanical breakdown': [
    'Engine warning light and total loss of power, stranded with kids. Terrible.',
    'The {class} would not start, towed back to {branch} and swapped.',
    'Battery flat in the morning, jump start sorted it, renter fine.',
  ],
  'Late return': [
    'Renter disputes the late charge and says {branch} was closed when they arrived.',
    'Returned the {class} a day after the agreed date.',
    'Returned a few hours late, renter apologised and paid.',
  ],
  'Fuel shortfall': [
    'Renter insists the tank was full and is outraged at the refuelling charge.',
    'Tank a quarter down on return to {branch}, refuelling charged.',
    'Slightly under full, renter accepted the top-up charge.',
  ],
  'Toll dispute': [
    'Billed for highway tolls the renter says they never drove, furious about the admin fee.',
    'Toll charges arrived weeks after the rental from {branch}, renter wants the breakdown.',
    'Renter asked for a copy of the toll statement, no complaint.',
  ],
  'Lost key': [
    'Key fob lost and the replacement fee is outrageous according to the renter.',
    'Renter lost the key of the {class}, spare sent out from {branch}.',
    'Key left in the drop box by mistake, found the next day.',
  ],
  'Cleaning fee': [
    'Charged a cleaning fee for sand in the {class}, renter calls it a scam.',
    'Heavy pet hair in the {class} on return, cleaning fee applied.',
    'Some mud in the footwells, small cleaning charge accepted.',
  ],
  'Billing error': [
    'Charged twice for the same rental at {branch}, customer very angry.',
    'Wrong rate applied to the {class} booking, refund requested.',
    'Renter spotted a small overcharge, corrected without fuss.',
  ],
};

const HAIL_NOTES = [
  'Hail dents all over the roof and hood of the {class}, renter stunned by the storm.',
  'Hail damage across the bonnet and roof, windshield cracked, parked at {branch}.',
  'Dozens of small hail dents on the {class} after the storm.',
] as const;

const HEADER = [
  'Incident No',
  'Reported At',
  'Renter ID',
  'Agreement Ref',
  'Branch',
  'Region',
  'Vehicle Class',
  'Incident Type',
  'Reported Via',
  'Handled By',
  'Status',
  'Repair Cost CAD',
  'Charged CAD',
  'Hours to Resolve',
  'Rental Days',
  'Km Driven',
  'Renter Rating',
  'Damage Waiver',
  'Police Report',
  'Notes',
] as const;

interface Renter {
  readonly id: string;
  readonly branch: Branch;
  readonly vehicle: VehicleClass;
  readonly waiver: boolean;
}

function renters(random: () => number): Renter[] {
  return Array.from({ length: RENTERS }, (_, index) => ({
    id: `CU-${String(700_003 + index * 7)}`,
    branch: pickWeighted(random, BRANCHES),
    vehicle: pickWeighted(random, CLASSES),
    waiver: random() < 0.38,
  }));
}

interface Moment {
  readonly when: Date;
  readonly hail: boolean;
  readonly renter: Renter;
}

function kindOf(random: () => number, moment: Moment, day: string): Kind {
  if (moment.hail) return 'Body damage';
  const { branch, vehicle } = moment.renter;
  if (vehicle.name === 'Cargo Van' && random() < 0.3) return 'Mechanical breakdown';
  if (branch.region === 'ONT' && day >= TOLL_FROM && random() < 0.3) return 'Toll dispute';
  return pickWeighted(random, KINDS).kind;
}

const between = (random: () => number, [low, high]: readonly [number, number]) =>
  low + random() * (high - low);

/** One incident row. */
function incidentRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, hail, renter } = moment;
  const day = when.toISOString().slice(0, 10);
  const branch = hail ? BRANCHES[random() < 0.6 ? 0 : 1] : renter.branch;
  const vehicle = renter.vehicle;
  const kind = kindOf(random, moment, day);
  const agent = branch.agents[Math.floor(random() * branch.agents.length)]!;
  const rentalDays = 1 + Math.floor(random() * random() * 21);
  const km = Math.round(
    rentalDays * (60 + random() * 190) * (vehicle.name === 'Cargo Van' ? 1.5 : 1),
  );
  const range = hail ? ([900, 4200] as const) : REPAIR_COST[kind];
  const repair = range ? Math.round(between(random, range) * 100) / 100 : null;
  const age = (Date.parse(`${lastDay}T23:59:59Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const open = (age < 8 && roll < 0.6) || roll < 0.025;
  let charge: number;
  if (WAIVED.has(kind)) {
    charge = renter.waiver ? (random() < 0.05 ? 100 : 0) : Math.min(repair!, 2500);
  } else if (kind === 'Flat tire') charge = random() < 0.3 ? repair! : 0;
  else if (kind === 'Mechanical breakdown' || kind === 'Billing error') charge = 0;
  else if (kind === 'Late return') charge = vehicle.rate * (1 + Math.floor(random() * 3));
  else if (kind === 'Fuel shortfall') charge = 35 + Math.round(random() * 90);
  else if (kind === 'Toll dispute') charge = random() < 0.6 ? 8 + Math.round(random() * 55) : 0;
  else if (kind === 'Lost key') charge = 375;
  else charge = random() < 0.8 ? 150 + Math.round(random() * 4) * 50 : 0;
  const status = open
    ? random() < 0.55
      ? 'Open'
      : 'Pending Customer'
    : charge > 0
      ? 'Closed - Charged'
      : WAIVED.has(kind) ||
          kind === 'Flat tire' ||
          kind === 'Toll dispute' ||
          kind === 'Cleaning fee'
        ? 'Closed - Waived'
        : 'Closed - No Charge';
  const backlog =
    branch.branch === BACKLOG.branch && day >= BACKLOG.from && day <= BACKLOG.to ? 3 : 1;
  const hours =
    Math.round(HOURS[kind] * (0.4 + random() * 1.2) * AGENT_SPEED[agent]! * backlog * 10) / 10;
  const rated = !open && random() < 0.3;
  const rating = Math.round(
    Math.min(
      5,
      Math.max(
        1,
        (charge > 0 ? 2.4 : 3.8) + (random() - 0.5) * 2.2 - hours / 200 + (hail ? 0.5 : 0),
      ),
    ),
  );
  const police =
    kind === 'Collision' ? random() < 0.8 : kind === 'Body damage' && !hail && random() < 0.12;
  const tone = random() < 0.35 ? 0 : random() < 0.65 ? 1 : 2;
  const template = hail ? HAIL_NOTES[Math.floor(random() * 3)]! : NOTES[kind][tone];
  return [
    `INC-${418_201 + index * 3}`,
    new Date(when.getTime() + Math.floor(random() * 1000)).toISOString(),
    renter.id,
    `RA${String(9_100_000 + Math.floor(random() * 899_999))}`,
    branch.branch,
    branch.region,
    vehicle.name,
    kind,
    kind === 'Flat tire' || kind === 'Mechanical breakdown' || kind === 'Collision'
      ? random() < 0.7
        ? 'Roadside Hotline'
        : 'Mobile App'
      : pickWeighted(random, CHANNELS).channel,
    agent,
    status,
    repair === null ? '' : repair.toFixed(2),
    open ? '' : charge.toFixed(2),
    open ? '' : hours.toFixed(1),
    rentalDays,
    km,
    rated ? rating : '',
    renter.waiver ? 'Y' : 'N',
    police ? 'x' : '',
    template.replaceAll('{branch}', branch.branch).replaceAll('{class}', vehicle.name),
  ];
}

/** How busy a moment is: the working day, quieter evenings, little at night. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  if (hour < 6) return 0.05;
  if (hour < 9) return 0.5;
  if (hour < 19) return 1;
  return 0.3;
}

/** The incidents as CSV text, in the order they were reported: the same text on every call. */
export function rentalIncidentsCsv(): string {
  const random = seededDraws(SEED);
  const people = renters(random);
  const calgary = people.filter((person) => person.branch.branch.startsWith('Calgary'));
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: Moment[] = [];
  for (let index = 0; index < HAIL_ROWS; index++) {
    // 22 July from 15:00 to 23:59.
    const seconds = 15 * 3600 + Math.floor(random() * 9 * 3600);
    moments.push({
      when: new Date(Date.parse(`${HAIL_DAY}T00:00:00Z`) + seconds * 1000),
      hail: true,
      renter: calgary[Math.floor(random() * calgary.length)]!,
    });
  }
  while (moments.length < INCIDENT_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 86_400) * 1000);
    if (random() < busy(when)) {
      moments.push({ when, hail: false, renter: people[Math.floor(random() * people.length)]! });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(incidentRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the incidents are imported: what an analyst would write after `npm run import -- --inspect`. */
export const RENTAL_MAPPING = {
  name: 'Car rental incidents (January – December 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Incident No',
    at: { column: 'Reported At', format: 'ISO' },
    customerId: 'Renter ID',
    channel: 'Reported Via',
    product: 'Vehicle Class',
    category: 'Incident Type',
    status: 'Status',
    body: 'Notes',
  },
  custom: {
    agreement: { column: 'Agreement Ref', type: 'text', label: 'rental agreement' },
    branch: { column: 'Branch', type: 'category', label: 'branch' },
    region_code: { column: 'Region', type: 'category', label: 'region code' },
    handled_by: { column: 'Handled By', type: 'category', label: 'handled by' },
    repair_cost_cad: { column: 'Repair Cost CAD', type: 'number', label: 'repair cost (CAD)' },
    charged_cad: { column: 'Charged CAD', type: 'number', label: 'charged to renter (CAD)' },
    hours_to_resolve: { column: 'Hours to Resolve', type: 'number', label: 'hours to resolve' },
    rental_days: { column: 'Rental Days', type: 'number', label: 'rental days' },
    km_driven: { column: 'Km Driven', type: 'number', label: 'km driven' },
    renter_rating: { column: 'Renter Rating', type: 'number', label: 'renter rating (1–5)' },
    damage_waiver: {
      column: 'Damage Waiver',
      type: 'boolean',
      label: 'damage waiver',
      values: { Y: 'true', N: 'false' },
    },
    police_report: {
      column: 'Police Report',
      type: 'boolean',
      label: 'police report',
      values: { x: 'true' },
      default: 'false',
    },
  },
  declaration: {
    description:
      'Incidents logged by a Canadian car-rental firm, 13 January to 12 December 2025: the renter and rental agreement, the branch and its region code (WST west, ONT Ontario, QUE Quebec, ATL Atlantic), the vehicle class, the incident type, how it was reported, the agent who handled it and its status, the repair cost and the amount charged to the renter in Canadian dollars (no repair cost when nothing was repaired, no charge while open), hours to resolve (not while open), the rental length in days, km driven, an optional 1–5 renter rating, whether the renter took the damage waiver and whether a police report was filed.',
    fields: {
      product: { label: 'vehicle class', synonyms: ['vehicle class', 'car class', 'vehicle'] },
      category: { label: 'incident type', synonyms: ['incident type', 'incident', 'issue'] },
      status: { label: 'status', synonyms: ['status', 'state'] },
      channel: { label: 'reported via', synonyms: ['reported via', 'channel'] },
      customerId: { label: 'renter', synonyms: ['renter', 'customer', 'driver'] },
      branch: { synonyms: ['branch', 'location', 'site'] },
      handled_by: { synonyms: ['agent', 'handler', 'handled by'] },
      charged_cad: { synonyms: ['charge', 'charged', 'billed to renter'] },
      repair_cost_cad: { synonyms: ['repair cost', 'repair bill'] },
      hours_to_resolve: { synonyms: ['resolution time', 'time to resolve'] },
      renter_rating: { synonyms: ['rating', 'renter rating'] },
    },
  },
} as const;

type IncidentRow = Record<(typeof HEADER)[number], string>;

/** `YYYY-MM-DDTHH:mm:ss.sssZ` as its day and hour; anything else is refused. */
export function incidentMoment(reported: string): { day: string; hour: number } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):\d{2}:\d{2}\.\d{3}Z$/.exec(reported);
  if (!match) throw new Error(`Unreadable Reported At "${reported}"`);
  return { day: match[1]!, hour: Number(match[2]) };
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `incidents` (ref, day, hour, renter, agreement,
 * branch, region, class, kind, channel, agent, status, repair or NULL, charged or NULL, hours or
 * NULL, rental_days, km, rating or NULL, waiver 0/1, police 0/1, notes): the ground the rental
 * truths are computed on.
 */
export function loadIncidents(csv = rentalIncidentsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as IncidentRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE incidents (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, renter TEXT NOT NULL,
    agreement TEXT NOT NULL, branch TEXT NOT NULL, region TEXT NOT NULL, class TEXT NOT NULL,
    kind TEXT NOT NULL, channel TEXT NOT NULL, agent TEXT NOT NULL, status TEXT NOT NULL,
    repair REAL, charged REAL, hours REAL, rental_days INTEGER NOT NULL, km INTEGER NOT NULL,
    rating INTEGER, waiver INTEGER NOT NULL, police INTEGER NOT NULL, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO incidents VALUES (${Array(21).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour } = incidentMoment(row['Reported At']);
      insert.run(
        row['Incident No'],
        day,
        hour,
        row['Renter ID'],
        row['Agreement Ref'],
        row.Branch,
        row.Region,
        row['Vehicle Class'],
        row['Incident Type'],
        row['Reported Via'],
        row['Handled By'],
        row.Status,
        numberOrNull(row['Repair Cost CAD']),
        numberOrNull(row['Charged CAD']),
        numberOrNull(row['Hours to Resolve']),
        Number(row['Rental Days']),
        Number(row['Km Driven']),
        numberOrNull(row['Renter Rating']),
        row['Damage Waiver'] === 'Y' ? 1 : 0,
        row['Police Report'] === 'x' ? 1 : 0,
        row.Notes,
      );
    }
  })();
  return db;
}

/** The incidents written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importRental(): Promise<ImportedData | string> {
  return importCsv({
    name: 'rental',
    csv: { text: rentalIncidentsCsv() },
    mapping: RENTAL_MAPPING,
    rows: INCIDENT_ROWS,
    noun: 'incidents',
  });
}
