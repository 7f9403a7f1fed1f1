// A generated data set for the seventeenth round's second practice set (practice17b): an Irish
// travel insurer's complaints about its claims. Another shape again: the time a complaint was
// logged written with a two-digit year first and slashes ("24/08/14 09:05", 14 August 2024, which
// reads like a day first), the day it was closed with a two-digit year last and dashes
// ("27-08-24"; blank while the complaint is open or with the ombudsman), how long a traveller was
// delayed in decimal hours with "hrs" ("4.5 hrs", "12 hrs"; blank unless the claim is for a
// travel delay or delayed baggage), headers unlike earlier ones ("Claim Complaint", "Logged",
// "Policy No", "Cover", "Destination", "Claim Type", "Complaint", "Via", "Stage", "Closed",
// "Delay", "Claimed", "Paid Out", "Excess", "Effort (1-7)", "Notes"), the record noun
// "complaint", ids carrying a serial, the quarter and a two-digit year ("C00417/Q3-24"), policy
// numbers in spaced groups ("POL 5521 0417"), euro amounts with decimal commas, dots between
// thousands and the sign after ("1.234,50 €"), a yes/no field written "AMT" / "Single trip"
// (whether the policy is annual multi-trip), a mostly blank effort score 1-7, look-alike values
// (destinations "Spain" / "Spain - Canaries" and "USA" / "USA - Florida", claim types "Medical" /
// "Medical - repatriation" and "Baggage" / "Baggage - delayed", stages "Upheld" / "Upheld - paid"),
// and a complaint reason called "Excess" beside a field called "Excess". Generated
// deterministically here, written as a CSV and imported through Sightline's own importer; its
// truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import {
  csvCell,
  hourWeight,
  importCsv,
  pickWeighted,
  plantedMomentsIn,
  seededDraws,
  type ImportedData,
} from './generated-data';

const SEED = 20251702;
export const TRAVEL_ROWS = 2880;
const FIRST_DAY = Date.UTC(2024, 5, 1);
const DAYS = 365; // 1 June 2024 – 31 May 2025
const POLICIES = 2300;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Planted facts: (1) an air traffic control strike strands travellers to the Canaries from 10 to
 * 23 August 2024, a burst of "Slow decision" complaints about travel delay claims to Spain -
 * Canaries; (2) "Claim declined" complaints about repatriation from USA - Florida jump in March
 * 2025; (3) the excess of a single-trip policy rises from €100 to €125 on 1 January 2025;
 * (4) complaints logged in December 2024 take about twice as long to close.
 */
export const CANARIES_STRIKE = {
  destination: 'Spain - Canaries',
  from: '2024-08-10',
  to: '2024-08-23',
} as const;
const STRIKE_ROWS = 95;
export const FLORIDA_REPATRIATION = {
  destination: 'USA - Florida',
  from: '2025-03-01',
  to: '2025-03-31',
} as const;
const FLORIDA_ROWS = 60;
export const EXCESS_RISE = '2025-01-01';
export const DECEMBER = { from: '2024-12-01', to: '2024-12-31' } as const;

const DESTINATIONS = [
  { destination: 'Spain', weight: 6 },
  { destination: 'Spain - Canaries', weight: 4 },
  { destination: 'France', weight: 4 },
  { destination: 'Portugal', weight: 3 },
  { destination: 'USA', weight: 3 },
  { destination: 'USA - Florida', weight: 2 },
  { destination: 'Thailand', weight: 2 },
] as const;
type Destination = (typeof DESTINATIONS)[number]['destination'];

type ClaimType =
  | 'Medical'
  | 'Medical - repatriation'
  | 'Baggage'
  | 'Baggage - delayed'
  | 'Cancellation'
  | 'Curtailment'
  | 'Travel delay'
  | 'Personal money';
const CLAIM_TYPES: readonly { type: ClaimType; weight: number }[] = [
  { type: 'Medical', weight: 6 },
  { type: 'Medical - repatriation', weight: 1 },
  { type: 'Baggage', weight: 5 },
  { type: 'Baggage - delayed', weight: 4 },
  { type: 'Cancellation', weight: 7 },
  { type: 'Curtailment', weight: 2 },
  { type: 'Travel delay', weight: 4 },
  { type: 'Personal money', weight: 2 },
];
/** The range claimed for each claim type, in euro. */
const CLAIMED: Record<ClaimType, [number, number]> = {
  Medical: [300, 6000],
  'Medical - repatriation': [8000, 45000],
  Baggage: [150, 1800],
  'Baggage - delayed': [50, 400],
  Cancellation: [400, 4000],
  Curtailment: [300, 3000],
  'Travel delay': [50, 300],
  'Personal money': [50, 500],
};

type Reason =
  | 'Claim declined'
  | 'Payout too low'
  | 'Slow decision'
  | 'Excess'
  | 'Paperwork'
  | 'Poor communication'
  | 'Assistance line';
const REASONS: readonly { reason: Reason; weight: number }[] = [
  { reason: 'Claim declined', weight: 6 },
  { reason: 'Payout too low', weight: 5 },
  { reason: 'Slow decision', weight: 6 },
  { reason: 'Excess', weight: 3 },
  { reason: 'Paperwork', weight: 3 },
  { reason: 'Poor communication', weight: 4 },
  { reason: 'Assistance line', weight: 1 },
];

const CHANNELS = [
  { channel: 'Phone', weight: 6 },
  { channel: 'Email', weight: 6 },
  { channel: 'Web chat', weight: 3 },
  { channel: 'Broker', weight: 2 },
  { channel: 'Letter', weight: 1 },
] as const;

const NOTES: Record<Reason, readonly [string, string, string]> = {
  'Claim declined': [
    'My {type} claim was turned down on a technicality, an absolute disgrace.',
    'I do not agree with the decision to decline my {type} claim.',
    'Could you explain why the {type} claim was not accepted?',
  ],
  'Payout too low': [
    'Offered peanuts for my {type} claim, insulting.',
    'The amount offered on my {type} claim does not cover my costs.',
    'I think the {type} settlement may have missed a receipt.',
  ],
  'Slow decision': [
    'Weeks waiting on my {type} claim and still nothing, useless.',
    'My {type} claim is taking far too long to decide.',
    'Is there any update on my {type} claim?',
  ],
  Excess: [
    'Charged an excess nobody told me about on my {type} claim, a rip-off.',
    'The excess taken off my {type} claim was higher than my policy says.',
    'Why was an excess deducted from my {type} claim?',
  ],
  Paperwork: [
    'Asked for the same documents three times for my {type} claim, ridiculous.',
    'You keep losing the paperwork for my {type} claim.',
    'Which documents do you still need for the {type} claim?',
  ],
  'Poor communication': [
    'Nobody ever rings back about my {type} claim, appalling service.',
    'I was not kept informed about my {type} claim.',
    'It would help to get updates on the {type} claim by email.',
  ],
  'Assistance line': [
    'The emergency line left me stranded abroad, unforgivable.',
    'The assistance line was hard to get through to.',
    'The assistance line took a while to answer.',
  ],
};

const HEADER = [
  'Claim Complaint',
  'Logged',
  'Policy No',
  'Cover',
  'Destination',
  'Claim Type',
  'Complaint',
  'Via',
  'Stage',
  'Closed',
  'Delay',
  'Claimed',
  'Paid Out',
  'Excess',
  'Effort (1-7)',
  'Notes',
] as const;

interface Policy {
  readonly id: string;
  readonly annual: boolean;
  readonly destination: Destination;
}

function policies(random: () => number): Policy[] {
  return Array.from({ length: POLICIES }, (_, index) => {
    const number = 55_210_000 + index * 7;
    const digits = String(number);
    return {
      id: `POL ${digits.slice(0, 4)} ${digits.slice(4)}`,
      annual: random() < 0.38,
      destination: pickWeighted(random, DESTINATIONS).destination,
    };
  });
}

type Planted = 'strike' | 'florida' | undefined;

interface Moment {
  readonly when: Date;
  readonly planted: Planted;
  readonly policy: Policy;
}

/** `24/08/14 09:05` of a UTC instant: two-digit year, month, day. */
export function loggedText(when: Date): string {
  const iso = when.toISOString();
  return `${iso.slice(2, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

/** `27-08-24` of a day (`YYYY-MM-DD`): day, month, two-digit year. */
export function closedText(day: string): string {
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(2, 4)}`;
}

/** `4.5 hrs` / `1 hr` of a number of hours (halves). */
export function delayText(hours: number): string {
  return hours === 1 ? '1 hr' : `${hours} hrs`;
}

/** `1.234,50 €` of an amount in euro. */
export function euroText(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, '.')},${cents} €`;
}

/** `C00417/Q3-24`: a serial, the quarter logged and its two-digit year. */
function complaintId(index: number, when: Date): string {
  const quarter = Math.floor(when.getUTCMonth() / 3) + 1;
  return `C${String(100 + index).padStart(5, '0')}/Q${quarter}-${String(when.getUTCFullYear()).slice(2)}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One complaint row. */
function complaintRow(random: () => number, index: number, moment: Moment, lastDay: string) {
  const { when, policy } = moment;
  const day = when.toISOString().slice(0, 10);
  const destination =
    moment.planted === 'strike'
      ? CANARIES_STRIKE.destination
      : moment.planted === 'florida'
        ? FLORIDA_REPATRIATION.destination
        : policy.destination;
  const type: ClaimType =
    moment.planted === 'strike'
      ? 'Travel delay'
      : moment.planted === 'florida'
        ? 'Medical - repatriation'
        : pickWeighted(random, CLAIM_TYPES).type;
  const reason: Reason =
    moment.planted === 'strike'
      ? 'Slow decision'
      : moment.planted === 'florida'
        ? 'Claim declined'
        : pickWeighted(random, REASONS).reason;
  const channel = pickWeighted(random, CHANNELS).channel;
  const [low, high] = CLAIMED[type];
  const claimed = round2(low + random() * (high - low));
  const delayed = type === 'Travel delay' || type === 'Baggage - delayed';
  const delayHours = delayed
    ? Math.max(1, Math.round((type === 'Travel delay' ? 9 : 30) * (0.2 + random() * 1.6) * 2) / 2)
    : 0;
  // Delay benefits carry no excess; an annual policy's is €75, a single trip's €100, then €125.
  const excess = delayed ? undefined : policy.annual ? 75 : day >= EXCESS_RISE ? 125 : 100;
  const december = day >= DECEMBER.from && day <= DECEMBER.to ? 2 : 1;
  const closeHours = Math.round((48 + random() * 24 * 20) * december);
  const closedDay = new Date(when.getTime() + closeHours * HOUR_MS).toISOString().slice(0, 10);
  const ombudsman = random() < 0.05;
  const open = !ombudsman && (closedDay > lastDay || random() < 0.05);
  const upheld = !ombudsman && !open && random() < 0.45;
  const paid = upheld && random() < 0.7;
  const stage = ombudsman
    ? 'With FSPO'
    : open
      ? 'Open'
      : paid
        ? 'Upheld - paid'
        : upheld
          ? 'Upheld'
          : 'Not upheld';
  let paidOut: number | undefined;
  if (paid) {
    if (reason === 'Excess') paidOut = excess ?? 50;
    else if (reason === 'Claim declined') {
      // A claim under its excess pays nothing: a €25 goodwill payment instead.
      paidOut = claimed > (excess ?? 0) ? round2(claimed - (excess ?? 0)) : 25;
    } else if (reason === 'Payout too low') paidOut = round2(claimed * (0.1 + random() * 0.3));
    else paidOut = random() < 0.5 ? 50 : 75;
  }
  const scored = stage !== 'Open' && random() < 0.17;
  const effort = Math.max(1, Math.min(7, Math.round((paid ? 3 : 5) + (random() - 0.5) * 5)));
  const tone = random() < 0.35 ? 0 : random() < 0.6 ? 1 : 2;
  return [
    complaintId(index, when),
    loggedText(when),
    policy.id,
    policy.annual ? 'AMT' : 'Single trip',
    destination,
    type,
    reason,
    channel,
    stage,
    stage === 'Open' || stage === 'With FSPO' ? '' : closedText(closedDay),
    delayed ? delayText(delayHours) : '',
    euroText(claimed),
    paidOut === undefined ? '' : euroText(paidOut),
    excess === undefined ? '' : euroText(excess),
    scored ? String(effort) : '',
    NOTES[reason][tone]!.replaceAll('{type}', type.toLowerCase()),
  ];
}

/** How busy each part of the day is: [the hour it ends at, its weight]. */
const BUSY_HOURS = [
  [7, 0.05],
  [19, 1],
  [24, 0.3],
] as const;

/** How likely a moment is to bring a complaint: office hours, and the summer holidays. */
function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const month = when.getUTCMonth();
  const season = month >= 5 && month <= 8 ? 1 : 0.7;
  const weekend = weekday === 0 || weekday === 6 ? 0.35 : 1;
  // The season's factor first, then the weekend's, as the weights were first multiplied.
  return hourWeight(when.getUTCHours(), BUSY_HOURS, season) * weekend;
}

function plantedMoments(
  random: () => number,
  people: readonly Policy[],
  rows: number,
  window: { from: string; to: string },
  planted: Planted,
): Moment[] {
  const hours = { first: 7 * 60, span: 720, unitMs: 60_000 };
  return plantedMomentsIn(random, people, rows, window, hours, (when, policy) => ({
    when,
    planted,
    policy,
  }));
}

/** The complaints as CSV text, in the order they were logged: the same text on every call. */
export function travelComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const people = policies(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const moments: Moment[] = [
    ...plantedMoments(random, people, STRIKE_ROWS, CANARIES_STRIKE, 'strike'),
    ...plantedMoments(random, people, FLORIDA_ROWS, FLORIDA_REPATRIATION, 'florida'),
  ];
  while (moments.length < TRAVEL_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) {
      moments.push({
        when,
        planted: undefined,
        policy: people[Math.floor(random() * people.length)]!,
      });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(complaintRow(random, index, moment, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const TRAVEL_MAPPING = {
  name: 'Claim complaints (June 2024 – May 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Claim Complaint',
    at: { column: 'Logged', format: 'YY/MM/DD HH:mm' },
    customerId: 'Policy No',
    channel: 'Via',
    product: 'Claim Type',
    category: 'Complaint',
    status: 'Stage',
    body: 'Notes',
  },
  custom: {
    destination: { column: 'Destination', type: 'category', label: 'destination' },
    closed: { column: 'Closed', type: 'date', format: 'DD-MM-YY', label: 'closed on' },
    delay_hours: { column: 'Delay', type: 'number', unit: 'hours', label: 'delay (hours)' },
    claimed: { column: 'Claimed', type: 'number', decimal: ',', label: 'amount claimed (€)' },
    paid_out: { column: 'Paid Out', type: 'number', decimal: ',', label: 'paid out (€)' },
    excess: { column: 'Excess', type: 'number', decimal: ',', label: 'excess (€)' },
    annual: {
      column: 'Cover',
      type: 'boolean',
      label: 'annual multi-trip',
      values: { AMT: 'true', 'Single trip': 'false' },
    },
    effort: { column: 'Effort (1-7)', type: 'number', label: 'effort score (1-7)' },
  },
  declaration: {
    description:
      "An Irish travel insurer's complaints about its claims, 1 June 2024 to 31 May 2025: the policy, whether it is an annual multi-trip or a single-trip policy, the destination, the claim type (medical, medical repatriation, baggage, delayed baggage, cancellation, curtailment, travel delay, personal money), what the complaint is about (a claim declined, a payout too low, a slow decision, the excess, paperwork, poor communication, the assistance line), how it came in, its stage (open, with the Financial Services and Pensions Ombudsman (FSPO), not upheld, upheld, upheld and paid), the day it was closed (blank while open or with the FSPO), the delay in hours (travel delay and delayed baggage claims only), the amount claimed in euro, the amount paid out on the complaint in euro (blank when nothing was paid), the policy excess in euro (blank on delay claims, which carry none), and an optional customer effort score from 1 (easy) to 7 (hard).",
    fields: {
      product: { label: 'claim type', synonyms: ['claim type', 'type of claim', 'claim'] },
      category: {
        label: 'complaint',
        synonyms: ['complaint', 'complaint reason', 'reason', 'what about', 'issue'],
      },
      status: { label: 'stage', synonyms: ['stage', 'status', 'outcome', 'decision'] },
      channel: { label: 'via', synonyms: ['via', 'channel', 'how it came in', 'source'] },
      customerId: { label: 'policy', synonyms: ['policy', 'policy number', 'policyholder'] },
      destination: { synonyms: ['destination', 'country', 'where they travelled', 'trip to'] },
      closed: { synonyms: ['closed', 'closed on', 'date closed'] },
      delay_hours: { synonyms: ['delay', 'delay hours', 'hours delayed', 'how late'] },
      claimed: { synonyms: ['claimed', 'amount claimed', 'claim value', 'claim amount'] },
      paid_out: {
        synonyms: ['paid out', 'payout', 'payment', 'paid', 'compensation', 'settlement'],
      },
      excess: { synonyms: ['excess', 'policy excess', 'deductible'] },
      annual: { synonyms: ['annual multi-trip', 'annual', 'multi-trip', 'AMT'] },
      effort: { synonyms: ['effort', 'effort score', 'score', 'customer effort'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

function realDay(day: string, what: string, cell: string): string {
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Error(`Unreadable ${what} "${cell}"`);
  }
  return day;
}

/** `24/08/14 09:05` as its day, hour and instant; anything else is refused. */
export function loggedMoment(cell: string): { day: string; hour: number; at: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/.exec(cell);
  if (!match || Number(match[4]) > 23) throw new Error(`Unreadable Logged "${cell}"`);
  const day = realDay(`20${match[1]}-${match[2]}-${match[3]}`, 'Logged', cell);
  return { day, hour: Number(match[4]), at: `${day}T${match[4]}:${match[5]}:00Z` };
}

/** `27-08-24` as `2024-08-27`, blank as null; anything else is refused. */
export function closedDay(cell: string): string | null {
  if (cell === '') return null;
  const match = /^(\d{2})-(\d{2})-(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Unreadable Closed "${cell}"`);
  return realDay(`20${match[3]}-${match[2]}-${match[1]}`, 'Closed', cell);
}

/** `4.5 hrs` / `1 hr` as 4.5 / 1, blank as null; anything else is refused. */
export function delayHours(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d+(?:\.5)?) hrs?$/.exec(cell);
  if (!match) throw new Error(`Unreadable Delay "${cell}"`);
  return Number(match[1]);
}

/** `1.234,50 €` as 1234.5, blank as null; anything else is refused. */
export function euroAmount(cell: string): number | null {
  if (cell === '') return null;
  const match = /^(\d{1,3}(?:\.\d{3})*),(\d{2}) €$/.exec(cell);
  if (!match) throw new Error(`Unreadable amount "${cell}"`);
  return Number(`${match[1]!.replaceAll('.', '')}.${match[2]}`);
}

/** `1` … `7` as a number, blank as null; anything else is refused. */
export function effortScore(cell: string): number | null {
  if (cell === '') return null;
  if (!/^[1-7]$/.test(cell)) throw new Error(`Unreadable Effort "${cell}"`);
  return Number(cell);
}

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, at, policy,
 * annual 0/1, destination, claim_type, reason, channel, stage, closed (`YYYY-MM-DD`) or NULL,
 * close_days (fractional days from the logging time to the closed day's midnight, as Sightline
 * counts a date-only field) or NULL, delay_hours or NULL, claimed, paid_out or NULL, excess or
 * NULL, effort or NULL, notes): the ground the travel insurance truths are computed on.
 */
export function loadTravelComplaints(csv = travelComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, at TEXT NOT NULL,
    policy TEXT NOT NULL, annual INTEGER NOT NULL, destination TEXT NOT NULL,
    claim_type TEXT NOT NULL, reason TEXT NOT NULL, channel TEXT NOT NULL, stage TEXT NOT NULL,
    closed TEXT, close_days REAL, delay_hours REAL, claimed REAL NOT NULL, paid_out REAL,
    excess REAL, effort INTEGER, notes TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(19).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour, at } = loggedMoment(row.Logged);
      const closed = closedDay(row.Closed);
      insert.run(
        row['Claim Complaint'],
        day,
        hour,
        at,
        row['Policy No'],
        row.Cover === 'AMT' ? 1 : 0,
        row.Destination,
        row['Claim Type'],
        row.Complaint,
        row.Via,
        row.Stage,
        closed,
        closed === null ? null : (Date.parse(`${closed}T00:00:00Z`) - Date.parse(at)) / DAY_MS,
        delayHours(row.Delay),
        euroAmount(row.Claimed),
        euroAmount(row['Paid Out']),
        euroAmount(row.Excess),
        effortScore(row['Effort (1-7)']),
        row.Notes,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importTravel(): Promise<ImportedData | string> {
  return importCsv({
    name: 'travel',
    csv: { text: travelComplaintsCsv() },
    mapping: TRAVEL_MAPPING,
    rows: TRAVEL_ROWS,
    noun: 'complaints',
  });
}
