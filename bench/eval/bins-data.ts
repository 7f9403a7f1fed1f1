// A generated data set for the fourteenth round's first practice set (practice14a): a British
// council's missed bin collection reports. Another shape again: the report time written with a
// short month name and a 12-hour clock stuck to its am/pm ("23 Nov 2025 2:05pm"), the
// re-collection written as a minute-precision ISO instant with no seconds ("2025-11-23T14:05Z",
// blank while the report is open or when the crew could not get access), headers unlike earlier
// ones ("Report Ref", "Reported At", "Container", "Why Missed", "Assisted (T/F)", "Charge",
// "Happiness 1-10"), the record noun "report", dotted ids ("MCR.25.04127"), look-alike values
// (wards "Hollins" / "Hollinwood", crews "Echo" / "Echo Relief", containers "Recycling" /
// "Recycling - glass", streets "Mill Lane" / "Mill Road"), a reason called "Crew" beside a field
// called "Crew", a re-collection charge written with its currency code ("GBP 15.00", blank when
// none is due), a yes/no field written T / F, and a mostly blank 1-10 happiness score. Generated
// deterministically here, written as a CSV and imported through Sightline's own importer; its
// truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20251411;
export const BINS_ROWS = 3020;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const DAYS = 365; // 1 November 2024 – 31 October 2025
const RESIDENTS = 2500;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) crew Delta's lorry breaks down from 3 to 14 February 2025 and "Vehicle
 * breakdown" reports on its rounds burst; (2) a new garden waste round in Hollins ward in April
 * 2025 makes missed Garden reports there jump; (3) the re-collection charge rises from £15 to £25
 * on 1 July 2025; (4) reports made over Christmas (20 December 2024 – 5 January 2025) take about
 * three times as long to be re-collected.
 */
export const BREAKDOWN = { crew: 'Delta', from: '2025-02-03', to: '2025-02-14' } as const;
const BREAKDOWN_ROWS = 85;
export const GARDEN_ROUND = { ward: 'Hollins', from: '2025-04-01', to: '2025-04-30' } as const;
const GARDEN_ROWS = 95;
export const CHARGE_RISE = '2025-07-01';
export const CHRISTMAS = { from: '2024-12-20', to: '2025-01-05' } as const;

const WARDS = [
  {
    ward: 'Hollins',
    crew: 'Alpha',
    weight: 5,
    streets: ['Mill Lane', 'Church Street', 'Hollins Road'],
  },
  {
    ward: 'Hollinwood',
    crew: 'Bravo',
    weight: 4,
    streets: ['Mill Road', 'Station Road', 'Oak Avenue'],
  },
  {
    ward: 'Castleton',
    crew: 'Charlie',
    weight: 5,
    streets: ['Castle Street', 'Park View', 'Queens Road'],
  },
  {
    ward: 'Moorside',
    crew: 'Delta',
    weight: 4,
    streets: ['Moor Lane', 'Heather Close', 'Kings Road'],
  },
  {
    ward: 'Ashfield',
    crew: 'Echo',
    weight: 4,
    streets: ['Ash Grove', 'Elm Street', 'Victoria Terrace'],
  },
  {
    ward: 'Kingsway',
    crew: 'Echo Relief',
    weight: 2,
    streets: ['Kingsway', 'Albert Street', 'New Street'],
  },
] as const;
type Ward = (typeof WARDS)[number];

type Container = 'General' | 'Recycling' | 'Recycling - glass' | 'Garden' | 'Food';
const CONTAINERS: readonly { container: Container; weight: number }[] = [
  { container: 'General', weight: 9 },
  { container: 'Recycling', weight: 7 },
  { container: 'Recycling - glass', weight: 3 },
  { container: 'Garden', weight: 4 },
  { container: 'Food', weight: 4 },
];

type Reason =
  | 'Bin not out'
  | 'Access blocked'
  | 'Crew'
  | 'Vehicle breakdown'
  | 'Contaminated'
  | 'Bad weather'
  | 'Not known';
const REASONS: readonly { reason: Reason; weight: number }[] = [
  { reason: 'Bin not out', weight: 7 },
  { reason: 'Access blocked', weight: 5 },
  { reason: 'Crew', weight: 8 },
  { reason: 'Vehicle breakdown', weight: 2 },
  { reason: 'Contaminated', weight: 3 },
  { reason: 'Bad weather', weight: 1 },
  { reason: 'Not known', weight: 4 },
];

/** Base hours to a re-collection, by container. */
const HOURS_TO_RECOLLECT: Record<Container, number> = {
  General: 40,
  Recycling: 55,
  'Recycling - glass': 70,
  Garden: 90,
  Food: 26,
};

const CHANNELS = [
  { channel: 'Online form', weight: 8 },
  { channel: 'Phone', weight: 5 },
  { channel: 'App', weight: 4 },
  { channel: 'Email', weight: 2 },
  { channel: 'Councillor', weight: 1 },
] as const;

const NOTES: Record<Reason, readonly [string, string, string]> = {
  'Bin not out': [
    'Bin was out by 7am, crew says it was not, absolute rubbish service.',
    'Crew marked the {container} bin as not presented on {street}.',
    'Maybe I put the bin out a little late, can it be collected?',
  ],
  'Access blocked': [
    'Cars parked all over {street} again and nobody collected anything, fed up.',
    'Lorry could not get down {street} because of parked vans.',
    'Access to {street} was tight this week, please try again.',
  ],
  Crew: [
    'The crew just walked past my {container} bin on {street}, shocking.',
    'Whole of {street} collected except our {container} bin.',
    'Think the crew missed our {container} bin by mistake.',
  ],
  'Vehicle breakdown': [
    'Third week running the {container} bin has not been emptied, disgraceful.',
    'No collection on {street}, told the lorry broke down.',
    'Heard the lorry broke down, when will it be collected?',
  ],
  Contaminated: [
    'Bin tagged as contaminated for one bottle, ridiculous.',
    'The {container} bin was left with a contamination sticker.',
    'Contamination tag on the bin, not sure what was wrong.',
  ],
  'Bad weather': [
    'A bit of snow and the whole round gets cancelled, pathetic.',
    'Collection on {street} cancelled for the weather.',
    'Understand the weather was bad, when is the next pick-up?',
  ],
  'Not known': [
    'Nobody can tell me why the {container} bin was missed, useless.',
    'The {container} bin on {street} was not emptied.',
    'Bin not emptied this week, just letting you know.',
  ],
};

const HEADER = [
  'Report Ref',
  'Reported At',
  'Ward',
  'Street',
  'Container',
  'Why Missed',
  'Crew',
  'Assisted (T/F)',
  'How Reported',
  'Case State',
  'Re-collected',
  'Charge',
  'Happiness 1-10',
  'Resident ID',
  'Notes',
] as const;

interface Resident {
  readonly id: string;
  readonly ward: Ward;
  readonly street: string;
  readonly assisted: boolean;
}

function residents(random: () => number): Resident[] {
  return Array.from({ length: RESIDENTS }, (_, index) => {
    const ward = pickWeighted(random, WARDS);
    return {
      id: `UPRN-${String(100_040_000 + index * 73)}`,
      ward,
      street: ward.streets[Math.floor(random() * ward.streets.length)]!,
      assisted: random() < 0.09,
    };
  });
}

type Planted = 'breakdown' | 'garden' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly resident: Resident;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `23 Nov 2025 2:05pm` of a UTC instant. */
export function reportedText(when: Date): string {
  const hours = when.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${when.getUTCDate()} ${MONTH_NAMES[when.getUTCMonth()]} ${when.getUTCFullYear()} ` +
    `${twelve}:${pad(when.getUTCMinutes())}${hours < 12 ? 'am' : 'pm'}`
  );
}

/** `2025-11-23T14:05Z` of a UTC instant. */
export function recollectedText(when: Date): string {
  return `${when.toISOString().slice(0, 16)}Z`;
}

/** `MCR.25.04127`: the year the report was made and a five-digit serial. */
function reportRef(index: number, when: Date): string {
  return `MCR.${String(when.getUTCFullYear()).slice(2)}.${String(1_000 + index * 11).padStart(5, '0')}`;
}

function reasonOf(random: () => number, moment: Moment): Reason {
  if (moment.planted === 'breakdown') return 'Vehicle breakdown';
  if (moment.planted === 'garden') return random() < 0.7 ? 'Crew' : 'Not known';
  return pickWeighted(random, REASONS).reason;
}

/** One report row. */
function reportRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, resident } = moment;
  const day = when.toISOString().slice(0, 10);
  const container: Container =
    moment.planted === 'garden' ? 'Garden' : pickWeighted(random, CONTAINERS).container;
  const reason = reasonOf(random, moment);
  const channel = pickWeighted(random, CHANNELS).channel;
  const christmas = day >= CHRISTMAS.from && day <= CHRISTMAS.to ? 3 : 1;
  const hours = Math.max(
    3,
    Math.round(HOURS_TO_RECOLLECT[container] * (0.4 + random()) * christmas * 1.0),
  );
  const recollectedMs = when.getTime() + hours * HOUR_MS;
  const noAccess = reason === 'Access blocked' && random() < 0.25;
  const open =
    !noAccess && (recollectedMs >= Date.parse(`${lastDay}T23:59:00Z`) || random() < 0.02);
  const state = noAccess ? 'Closed - no access' : open ? 'Open' : 'Re-collected';
  const chargeable =
    state === 'Re-collected' &&
    (reason === 'Bin not out' || reason === 'Contaminated') &&
    !resident.assisted &&
    random() < 0.8;
  const charge = chargeable ? (day >= CHARGE_RISE ? 25 : 15) : undefined;
  const rated = state !== 'Open' && random() < 0.13;
  const happiness = Math.round(
    Math.min(10, Math.max(1, (state === 'Re-collected' ? 6.5 : 3) + (random() - 0.5) * 6)),
  );
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    reportRef(index, when),
    reportedText(when),
    resident.ward.ward,
    resident.street,
    container,
    reason,
    resident.ward.crew,
    resident.assisted ? 'T' : 'F',
    channel,
    state,
    state === 'Re-collected' ? recollectedText(new Date(recollectedMs)) : '',
    charge === undefined ? '' : `GBP ${charge.toFixed(2)}`,
    rated ? happiness : '',
    resident.id,
    NOTES[reason][tone]!.replaceAll('{street}', resident.street).replaceAll(
      '{container}',
      container.toLowerCase(),
    ),
  ];
}

/** How likely a moment is to bring a report: mostly daytime, fewer at weekends. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.5 : 1;
  if (hour < 7) return 0.05 * weekend;
  if (hour < 18) return 1 * weekend;
  return 0.4 * weekend;
}

function plantedMoments(
  random: () => number,
  people: readonly Resident[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const days = (Date.parse(`${window.to}T00:00:00Z`) - start) / DAY_MS + 1;
  return Array.from({ length: rows }, () => ({
    when: new Date(
      start + Math.floor(random() * days) * DAY_MS + (8 * 60 + Math.floor(random() * 600)) * 60_000,
    ),
    planted,
    resident: people[Math.floor(random() * people.length)]!,
  }));
}

/** The reports as CSV text, in the order they were made: the same text on every call. */
export function binReportsCsv(): string {
  const random = seededDraws(SEED);
  const people = residents(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(
      random,
      people.filter((person) => person.ward.crew === BREAKDOWN.crew),
      BREAKDOWN_ROWS,
      BREAKDOWN,
      'breakdown',
    ),
    ...plantedMoments(
      random,
      people.filter((person) => person.ward.ward === GARDEN_ROUND.ward),
      GARDEN_ROWS,
      GARDEN_ROUND,
      'garden',
    ),
  ];
  while (moments.length < BINS_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        resident: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(reportRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the reports are imported: what an analyst would write after `npm run import -- --inspect`. */
export const BINS_MAPPING = {
  name: 'Missed bin collection reports (November 2024 – October 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Report Ref',
    at: { column: 'Reported At', format: 'D MMM YYYY h:mmA' },
    customerId: 'Resident ID',
    channel: 'How Reported',
    product: 'Container',
    category: 'Why Missed',
    status: 'Case State',
    body: 'Notes',
  },
  custom: {
    ward: { column: 'Ward', type: 'category', label: 'ward' },
    street: { column: 'Street', type: 'category', label: 'street' },
    crew: { column: 'Crew', type: 'category', label: 'crew' },
    assisted: {
      column: 'Assisted (T/F)',
      type: 'boolean',
      label: 'assisted collection',
      values: { T: 'true', F: 'false' },
    },
    recollected: { column: 'Re-collected', type: 'date', format: 'ISO', label: 're-collected' },
    charge: { column: 'Charge', type: 'number', label: 're-collection charge (£)' },
    happiness: { column: 'Happiness 1-10', type: 'number', label: 'happiness score' },
  },
  declaration: {
    description:
      "A British council's missed bin collection reports, 1 November 2024 to 31 October 2025: the resident (by property reference), the ward and street, the container missed (general waste, recycling, glass recycling, garden waste or food waste), why it was missed (bin not out, access blocked, the crew's own miss, vehicle breakdown, contaminated, bad weather, not known), the crew whose round it is, whether the household has an assisted collection, how the report was made, its state, when the bin was re-collected (blank while open or when there was no access), the re-collection charge in pounds (blank when none was due), and an optional 1–10 happiness score.",
    fields: {
      product: {
        label: 'container',
        synonyms: ['container', 'bin', 'bin type', 'waste stream', 'bin colour'],
      },
      category: {
        label: 'reason missed',
        synonyms: ['why missed', 'reason', 'cause', 'missed reason'],
      },
      status: { label: 'case state', synonyms: ['case state', 'state', 'status'] },
      channel: {
        label: 'how reported',
        synonyms: ['how reported', 'channel', 'reported via', 'reported by'],
      },
      customerId: { label: 'resident', synonyms: ['resident', 'household', 'property', 'uprn'] },
      ward: { synonyms: ['ward', 'area'] },
      street: { synonyms: ['street', 'road'] },
      crew: { synonyms: ['crew', 'round', 'team'] },
      assisted: { synonyms: ['assisted', 'assisted collection', 'assisted bin'] },
      recollected: { synonyms: ['re-collected', 'recollected', 're-collection', 'collected'] },
      charge: { synonyms: ['charge', 'fee', 're-collection charge', '£'] },
      happiness: { synonyms: ['happiness', 'satisfaction', 'rating', 'score'] },
    },
  },
} as const;

type ReportRow = Record<(typeof HEADER)[number], string>;

/** `23 Nov 2025 2:05pm` as its day, hour and instant; anything else is refused. */
export function reportedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) (\d{1,2}):(\d{2})(am|pm)$/.exec(cell);
  const month = match ? MONTH_NAMES.indexOf(match[2] as (typeof MONTH_NAMES)[number]) : -1;
  if (!match || month < 0 || Number(match[4]) < 1 || Number(match[4]) > 12) {
    throw new Error(`Unreadable Reported At "${cell}"`);
  }
  const day = `${match[3]}-${pad(month + 1)}-${pad(Number(match[1]))}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Unreadable Reported At "${cell}"`);
  }
  const hour = (Number(match[4]) % 12) + (match[6] === 'pm' ? 12 : 0);
  return { day, hour, at: `${day}T${pad(hour)}:${match[5]}:00Z` };
}

/** `2025-11-23T14:05Z` as `2025-11-23T14:05:00Z`, blank as null; anything else is refused. */
export function recollectedAt(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})Z$/.exec(cell);
  if (!match) throw new Error(`Unreadable Re-collected "${cell}"`);
  return `${match[1]}:00Z`;
}

/** `GBP 15.00` as 15, blank as null; anything else is refused. */
export function chargeAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^GBP (\d+\.\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Charge "${cell}"`);
  return Number(match[1]);
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `reports` (ref, day, hour, at, ward, street,
 * container, reason, crew, assisted 0/1, channel, state, recollected or NULL, days to re-collect
 * (fractional) or NULL, charge or NULL, happiness or NULL, resident, notes): the ground the bins
 * truths are computed on.
 */
export function loadBinReports(csv = binReportsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ReportRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE reports (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    ward TEXT NOT NULL, street TEXT NOT NULL, container TEXT NOT NULL, reason TEXT NOT NULL,
    crew TEXT NOT NULL, assisted INTEGER NOT NULL, channel TEXT NOT NULL, state TEXT NOT NULL,
    recollected TEXT, rec_days REAL, charge REAL, happiness INTEGER, resident TEXT NOT NULL,
    notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO reports VALUES (${Array(18).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = reportedMoment(row['Reported At']);
      const recollected = recollectedAt(row['Re-collected']);
      insert.run(
        row['Report Ref'],
        day,
        hour,
        at,
        row.Ward,
        row.Street,
        row.Container,
        row['Why Missed'],
        row.Crew,
        row['Assisted (T/F)'] === 'T' ? 1 : 0,
        row['How Reported'],
        row['Case State'],
        recollected,
        recollected === null ? null : (Date.parse(recollected) - Date.parse(at)) / DAY_MS,
        chargeAmount(row.Charge),
        numberOrNull(row['Happiness 1-10']),
        row['Resident ID'],
        row.Notes,
      );
    }
  })();
  return db;
}

/** The reports written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importBins(): Promise<ImportedData | string> {
  return importCsv({
    name: 'bins',
    csv: { text: binReportsCsv() },
    mapping: BINS_MAPPING,
    rows: BINS_ROWS,
    noun: 'reports',
  });
}
