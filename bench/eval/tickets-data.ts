// A fifth data set, for the fourth held-out round: a SaaS vendor's customer support tickets.
// Another domain and shape again: US 12-hour timestamps ("3/4/2025 2:22 PM"), priority codes
// P1–P4, plan tiers and regions that belong to the account (so they repeat per customer), a first
// response in minutes, a resolution time in hours that is blank while a ticket is unsolved, a
// reply count, seats and a monthly recurring revenue in dollars, yes/no fields written TRUE/FALSE
// and 1/0, a subject and a description. Generated deterministically here, written as a CSV and
// imported through Sightline's own importer; its truths are plain SQL over the CSV loaded alone.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20250930;
export const TICKET_ROWS = 3000;
const FIRST_DAY = Date.UTC(2025, 0, 1);
const DAYS = 273; // 1 January – 30 September 2025
const ACCOUNTS = 240;

/**
 * Planted facts an analyst should be able to find: (1) a Data Sync outage on 17 June 2025 brings a
 * burst of P1 outage tickets that day; (2) the price change of 1 April 2025 makes billing
 * disputes two to three times as common in April and May; (3) the Tier 2 queue is short-staffed in
 * August 2025 and takes more than twice as long to resolve; (4) Enterprise accounts get the
 * fastest first response.
 */
export const OUTAGE_DAY = '2025-06-17';
const OUTAGE_TICKETS = 85;
const PRICE_CHANGE = { from: '2025-04-01', to: '2025-05-31' } as const;
const SHORT_STAFFED = { queue: 'Tier 2', month: '2025-08' } as const;

const PLANS = [
  { plan: 'Free', weight: 5, seats: [1, 5], perSeat: 0, response: 1.8 },
  { plan: 'Starter', weight: 6, seats: [5, 25], perSeat: 12, response: 1.2 },
  { plan: 'Growth', weight: 5, seats: [25, 150], perSeat: 24.5, response: 0.8 },
  { plan: 'Enterprise', weight: 3, seats: [150, 1200], perSeat: 37.75, response: 0.35 },
] as const;

const REGIONS = [
  { region: 'North America', weight: 5 },
  { region: 'EMEA', weight: 4 },
  { region: 'APAC', weight: 2 },
  { region: 'Latin America', weight: 1 },
] as const;

const FIRST_WORDS = [
  'Bluefin',
  'Harbor',
  'Cedar',
  'Northgate',
  'Quill',
  'Ironwood',
  'Lumen',
  'Pinecrest',
  'Saffron',
  'Tidewater',
  'Granite',
  'Marigold',
  'Copperleaf',
  'Silverline',
  'Kestrel',
  'Orchard',
  'Redwood',
  'Summit',
  'Willow',
  'Brightwater',
];
const SECOND_WORDS = [
  'Logistics',
  'Dental Group',
  'Analytics',
  'Foods',
  'Architects',
  'Health',
  'Media',
  'Robotics',
  'Legal',
  'Outfitters',
  'Energy',
  'Travel',
];

const MODULES = [
  { name: 'Dashboards', weight: 5 },
  { name: 'Data Sync', weight: 4 },
  { name: 'Billing Portal', weight: 3 },
  { name: 'Single Sign-On', weight: 2 },
  { name: 'Public API', weight: 3 },
  { name: 'Workflow Builder', weight: 3 },
] as const;

type Issue =
  | 'bug'
  | 'how-to question'
  | 'feature request'
  | 'outage'
  | 'access problem'
  | 'billing dispute'
  | 'performance issue';

/** How often each kind of issue is raised about a module. */
const ISSUES: Record<string, Partial<Record<Issue, number>>> = {
  Dashboards: { bug: 4, 'how-to question': 5, 'feature request': 4, 'performance issue': 3 },
  'Data Sync': { bug: 5, 'how-to question': 2, 'performance issue': 3, outage: 1 },
  'Billing Portal': { 'billing dispute': 5, 'how-to question': 3, bug: 1 },
  'Single Sign-On': { 'access problem': 6, 'how-to question': 2, bug: 1 },
  'Public API': { bug: 4, 'how-to question': 3, 'performance issue': 2, 'feature request': 2 },
  'Workflow Builder': { 'how-to question': 4, bug: 3, 'feature request': 4 },
};

const PRIORITY: Record<Issue, Record<'P1' | 'P2' | 'P3' | 'P4', number>> = {
  bug: { P1: 1, P2: 4, P3: 6, P4: 2 },
  'how-to question': { P1: 0, P2: 1, P3: 5, P4: 6 },
  'feature request': { P1: 0, P2: 0, P3: 2, P4: 8 },
  outage: { P1: 8, P2: 2, P3: 0, P4: 0 },
  'access problem': { P1: 1, P2: 5, P3: 4, P4: 1 },
  'billing dispute': { P1: 0, P2: 3, P3: 6, P4: 1 },
  'performance issue': { P1: 1, P2: 5, P3: 5, P4: 1 },
};

const QUEUES = {
  'Tier 1': ['Priya Raman', 'Tomás Ortega', 'Hannah Lee', 'Marcus Boateng'],
  'Tier 2': ['Elena Volkova', 'Sam Whitfield', 'Aiko Tanaka'],
  'Platform Engineering': ['Dev Kapoor', 'Grace Okafor'],
  'Billing Ops': ['Luis Fernández', 'Nora Lindqvist'],
} as const;
type Queue = keyof typeof QUEUES;

/** Which queue picks up an issue: hard problems go to Tier 2 or engineering, money to billing. */
function queueFor(random: () => number, issue: Issue, priority: string): Queue {
  if (issue === 'billing dispute') return 'Billing Ops';
  if (issue === 'outage') return 'Platform Engineering';
  if (issue === 'bug' && priority === 'P1') return 'Platform Engineering';
  if (issue === 'bug' || issue === 'performance issue') return random() < 0.6 ? 'Tier 2' : 'Tier 1';
  return random() < 0.2 ? 'Tier 2' : 'Tier 1';
}

/** Subject and description by issue: an upset, a plain and a friendly one. */
const TEXTS: Record<Issue, readonly [string, string][]> = {
  bug: [
    [
      '{module} keeps throwing an error',
      'Third time this week {module} fails with an error. This is blocking my whole team and nobody has replied.',
    ],
    [
      'Something wrong in {module}',
      'When I save in {module} the change does not stick. Steps attached.',
    ],
    [
      'Small glitch in {module}',
      'Noticed a small glitch in {module}, no rush, thanks for looking into it.',
    ],
  ],
  'how-to question': [
    [
      'Cannot figure out {module}',
      'Your docs for {module} are useless, I have spent an hour on this.',
    ],
    ['How do I set up {module}?', 'How do I set up {module} for a second workspace?'],
    ['Quick question on {module}', 'Quick question about {module}, love the product so far!'],
  ],
  'feature request': [
    [
      '{module} is missing basics',
      'Honestly surprised {module} still cannot export to CSV, competitors have had it for years.',
    ],
    ['Request for {module}', 'Could {module} support scheduled exports?'],
    [
      'Idea for {module}',
      'Great work on {module}, one idea that would make it even better: saved filters.',
    ],
  ],
  outage: [
    [
      '{module} is DOWN',
      '{module} has stopped completely, nothing has synced for hours. Urgent, we are losing money.',
    ],
    ['{module} not responding', '{module} is not responding for any of our users.'],
    ['{module} unavailable?', 'Is {module} down? Thanks for keeping us posted.'],
  ],
  'access problem': [
    [
      'Locked out via {module}',
      'Locked out again through {module}, this is unacceptable for a paid plan.',
    ],
    ['Login issue with {module}', 'Users get a redirect loop when logging in with {module}.'],
    [
      'Access help with {module}',
      'One of our users cannot log in through {module}, appreciate the help.',
    ],
  ],
  'billing dispute': [
    [
      'Overcharged on my invoice',
      'We were overcharged after the price change and I want a refund immediately.',
    ],
    ['Invoice does not match', 'The invoice in {module} does not match our seat count.'],
    ['Question about invoice', 'Could you explain a line on our invoice in {module}? Thank you.'],
  ],
  'performance issue': [
    ['{module} painfully slow', '{module} takes over a minute to load, this is terrible.'],
    ['{module} slow today', '{module} is slower than usual this morning.'],
    ['{module} a bit sluggish', '{module} feels a bit sluggish, not urgent, thanks.'],
  ],
};

const CHANNELS = [
  { channel: 'email', weight: 5 },
  { channel: 'live chat', weight: 4 },
  { channel: 'web form', weight: 3 },
  { channel: 'phone', weight: 2 },
] as const;

const HEADER = [
  'ticket_id',
  'created',
  'account_id',
  'company',
  'plan',
  'region',
  'seats',
  'mrr_usd',
  'channel',
  'module',
  'issue_type',
  'priority',
  'queue',
  'agent',
  'status',
  'first_response_min',
  'hours_to_resolve',
  'replies',
  'csat',
  'escalated',
  'reopened',
  'subject',
  'description',
] as const;

interface Account {
  readonly id: string;
  readonly company: string;
  readonly plan: (typeof PLANS)[number];
  readonly region: string;
  readonly seats: number;
  readonly mrr: number;
  readonly weight: number;
}

function accounts(random: () => number): Account[] {
  const list: Account[] = [];
  const names = new Set<string>();
  for (let index = 0; list.length < ACCOUNTS; index++) {
    const first = FIRST_WORDS[Math.floor(random() * FIRST_WORDS.length)]!;
    const second = SECOND_WORDS[Math.floor(random() * SECOND_WORDS.length)]!;
    let company = `${first} ${second}`;
    if (names.has(company)) company = `${company} ${['Ltd', 'Inc', 'Co'][index % 3]}`;
    if (names.has(company)) continue;
    names.add(company);
    const plan = pickWeighted(random, PLANS);
    const [low, high] = plan.seats;
    const seats = low + Math.floor(random() * (high - low + 1));
    list.push({
      id: `ACC-${String(1001 + list.length)}`,
      company,
      plan,
      region: pickWeighted(random, REGIONS).region,
      seats,
      mrr: Math.round(seats * plan.perSeat * 100) / 100,
      // Bigger customers write in more often.
      weight: plan.plan === 'Enterprise' ? 3 : plan.plan === 'Growth' ? 2 : 1,
    });
  }
  return list;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `M/D/YYYY h:mm AM` of an instant (its UTC wall time). */
function usTime(when: Date): string {
  const hour = when.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${when.getUTCMonth() + 1}/${when.getUTCDate()}/${when.getUTCFullYear()} ${twelve}:${pad(when.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

function pickIssue(random: () => number, module: string): Issue {
  const entries = Object.entries(ISSUES[module]!).map(([issue, weight]) => ({
    issue,
    weight: weight!,
  }));
  return pickWeighted(random, entries).issue as Issue;
}

/** One ticket; `outage` tickets are the burst of the planted Data Sync outage. */
function ticketRow(
  random: () => number,
  index: number,
  when: Date,
  account: Account,
  outage: boolean,
  lastDay: string,
): (string | number)[] {
  const day = when.toISOString().slice(0, 10);
  // After the price change some customers write in about their bill whatever they were doing.
  const disputed = !outage && day >= PRICE_CHANGE.from && day <= PRICE_CHANGE.to && random() < 0.12;
  const module = outage
    ? 'Data Sync'
    : disputed
      ? 'Billing Portal'
      : pickWeighted(random, MODULES).name;
  const issue: Issue = outage ? 'outage' : disputed ? 'billing dispute' : pickIssue(random, module);
  const priorities = Object.entries(PRIORITY[issue]).map(([code, weight]) => ({ code, weight }));
  const priority = pickWeighted(random, priorities).code;
  const queue = queueFor(random, issue, priority);
  const agents = QUEUES[queue];
  const agent = agents[Math.floor(random() * agents.length)]!;
  const channels = CHANNELS.filter(
    (entry) => entry.channel !== 'phone' || ['Growth', 'Enterprise'].includes(account.plan.plan),
  );
  const channel = pickWeighted(random, channels).channel;
  const urgency = { P1: 0.15, P2: 0.5, P3: 1, P4: 1.6 }[priority]!;
  const firstResponse = Math.max(
    2,
    Math.round((20 + random() * 160) * urgency * account.plan.response),
  );
  const age = (Date.parse(`${lastDay}T00:00:00Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const status =
    age < 6 && roll < 0.5
      ? roll < 0.2
        ? 'Open'
        : roll < 0.35
          ? 'Pending'
          : 'Waiting on Customer'
      : roll < 0.02
        ? 'Waiting on Customer'
        : roll < 0.55
          ? 'Solved'
          : 'Closed';
  const done = status === 'Solved' || status === 'Closed';
  const base = { P1: 5, P2: 14, P3: 30, P4: 52 }[priority]! * (0.4 + random() * 1.2);
  const slow = queue === SHORT_STAFFED.queue && day.startsWith(SHORT_STAFFED.month) ? 2.4 : 1;
  const hours = Math.round(base * slow * (queue === 'Platform Engineering' ? 1.3 : 1) * 10) / 10;
  const replies = 1 + Math.floor(random() * (priority === 'P1' ? 10 : 6)) + (slow > 1 ? 2 : 0);
  const escalated = issue === 'outage' || (priority <= 'P2' && random() < 0.35) || random() < 0.05;
  const reopened = done && random() < (issue === 'bug' ? 0.14 : 0.06);
  const csatValue = Math.round(
    Math.min(5, Math.max(1, 4.6 - hours / 40 - (reopened ? 1.2 : 0) + (random() - 0.5) * 2)),
  );
  const answered = done && random() < 0.4;
  const tone = csatValue <= 2 ? 0 : csatValue === 3 ? 1 : 2;
  const [subject, description] = TEXTS[issue][tone]!;
  return [
    `TCK-${30001 + index}`,
    usTime(when),
    account.id,
    account.company,
    account.plan.plan,
    account.region,
    account.seats,
    account.mrr.toFixed(2),
    channel,
    module,
    issue,
    priority,
    queue,
    agent,
    status,
    firstResponse,
    done ? hours.toFixed(1) : '',
    replies,
    answered ? csatValue : '',
    escalated ? 'TRUE' : 'FALSE',
    reopened ? 1 : 0,
    subject.replace('{module}', module),
    description.replaceAll('{module}', module),
  ];
}

/** How busy a moment is: weekdays and office hours, and a little more as the customer base grows. */
function busy(when: Date): number {
  const weekday = when.getUTCDay();
  const hour = when.getUTCHours();
  const office = hour >= 8 && hour < 19 ? 1 : 0.25;
  const week = weekday === 0 || weekday === 6 ? 0.35 : 1;
  return office * week * (0.7 + 0.3 * ((when.getTime() - FIRST_DAY) / (DAYS * 86_400_000)));
}

/** The tickets as CSV text, in the order they were created: the same text on every call. */
export function supportTicketsCsv(): string {
  const random = seededDraws(SEED);
  const customers = accounts(random);
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: { when: Date; outage: boolean }[] = [];
  for (let index = 0; index < OUTAGE_TICKETS; index++) {
    // 17 June from 06:00 on, thinning out through the day.
    const minutes = 360 + Math.floor(random() * random() * 1080);
    moments.push({
      when: new Date(Date.parse(`${OUTAGE_DAY}T00:00:00Z`) + minutes * 60_000),
      outage: true,
    });
  }
  while (moments.length < TICKET_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    if (random() < busy(when)) moments.push({ when, outage: false });
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach(({ when, outage }, index) => {
    const account = pickWeighted(random, customers);
    lines.push(ticketRow(random, index, when, account, outage, lastDay).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** How the tickets are imported: what an analyst would write after `npm run import -- --inspect`. */
export const TICKETS_MAPPING = {
  name: 'Customer support tickets (January – September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'ticket_id',
    at: { column: 'created', format: 'M/D/YYYY h:mm A' },
    customerId: 'account_id',
    channel: 'channel',
    product: 'module',
    category: 'issue_type',
    status: 'status',
    subject: 'subject',
    body: 'description',
  },
  custom: {
    company: { column: 'company', type: 'text', label: 'company' },
    plan: { column: 'plan', type: 'category', label: 'plan' },
    sales_region: { column: 'region', type: 'category', label: 'region' },
    seats: { column: 'seats', type: 'number', label: 'seats' },
    mrr_usd: { column: 'mrr_usd', type: 'number', label: 'MRR (USD)' },
    priority: { column: 'priority', type: 'category' },
    queue: { column: 'queue', type: 'category', label: 'queue' },
    agent: { column: 'agent', type: 'category' },
    first_response_min: {
      column: 'first_response_min',
      type: 'number',
      label: 'first response (minutes)',
    },
    hours_to_resolve: { column: 'hours_to_resolve', type: 'number', label: 'hours to resolve' },
    replies: { column: 'replies', type: 'number', label: 'replies' },
    csat: { column: 'csat', type: 'number', label: 'CSAT' },
    escalated: { column: 'escalated', type: 'boolean', label: 'escalated' },
    reopened: { column: 'reopened', type: 'boolean', label: 'reopened' },
  },
  declaration: {
    description:
      'Support tickets of a software-as-a-service vendor, January to September 2025: the account, its plan, region, seats and monthly recurring revenue in US dollars, the channel, the product module and issue type, priority P1 (urgent) to P4, the support queue and agent, the status, minutes to first response, hours to resolve (solved and closed tickets), number of replies, an optional 1–5 CSAT score, and whether the ticket was escalated or reopened.',
    fields: {
      product: { label: 'module', synonyms: ['module', 'product area', 'feature'] },
      category: { label: 'issue type', synonyms: ['issue type', 'issue', 'type'] },
      customerId: { label: 'account', synonyms: ['account', 'customer'] },
      queue: { synonyms: ['team', 'queue', 'support team'] },
      sales_region: { synonyms: ['region', 'geography'] },
      csat: { synonyms: ['satisfaction', 'csat score'] },
      mrr_usd: { synonyms: ['mrr', 'monthly recurring revenue', 'revenue'] },
    },
  },
} as const;

type TicketRow = Record<(typeof HEADER)[number], string>;

/** `M/D/YYYY h:mm A` as its day `YYYY-MM-DD` and its hour 0–23. */
export function ticketMoment(created: string): { day: string; hour: number } {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):\d{2} ([AP]M)$/.exec(created);
  if (!match) throw new Error(`Unreadable created "${created}"`);
  const [, month, date, year, hour, half] = match;
  return {
    day: `${year}-${month!.padStart(2, '0')}-${date!.padStart(2, '0')}`,
    hour: (Number(hour) % 12) + (half === 'PM' ? 12 : 0),
  };
}

/**
 * The CSV loaded on its own into an in-memory table `tickets` (ref, day, hour, account, company,
 * plan, region, seats, mrr, channel, module, issue, priority, queue, agent, status, first_min,
 * hours or NULL, replies, csat or NULL, escalated 0/1, reopened 0/1, subject, body): the ground
 * the ticket truths are computed on.
 */
export function loadTickets(csv = supportTicketsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as TicketRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE tickets (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, account TEXT NOT NULL,
    company TEXT NOT NULL, plan TEXT NOT NULL, region TEXT NOT NULL, seats INTEGER NOT NULL,
    mrr REAL NOT NULL, channel TEXT NOT NULL, module TEXT NOT NULL, issue TEXT NOT NULL,
    priority TEXT NOT NULL, queue TEXT NOT NULL, agent TEXT NOT NULL, status TEXT NOT NULL,
    first_min REAL NOT NULL, hours REAL, replies INTEGER NOT NULL, csat INTEGER,
    escalated INTEGER NOT NULL, reopened INTEGER NOT NULL, subject TEXT NOT NULL,
    body TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO tickets VALUES (${Array(24).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour } = ticketMoment(row.created);
      insert.run(
        row.ticket_id,
        day,
        hour,
        row.account_id,
        row.company,
        row.plan,
        row.region,
        Number(row.seats),
        Number(row.mrr_usd),
        row.channel,
        row.module,
        row.issue_type,
        row.priority,
        row.queue,
        row.agent,
        row.status,
        Number(row.first_response_min),
        row.hours_to_resolve === '' ? null : Number(row.hours_to_resolve),
        Number(row.replies),
        row.csat === '' ? null : Number(row.csat),
        row.escalated === 'TRUE' ? 1 : 0,
        row.reopened === '1' ? 1 : 0,
        row.subject,
        row.description,
      );
    }
  })();
  return db;
}

/** The tickets written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importTickets(): Promise<ImportedData | string> {
  return importCsv({
    name: 'tickets',
    csv: { text: supportTicketsCsv() },
    mapping: TICKETS_MAPPING,
    rows: TICKET_ROWS,
    noun: 'tickets',
  });
}
