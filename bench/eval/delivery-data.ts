// A sixth data set, for the fifth held-out round: a UK food-delivery platform's order complaints.
// Another domain and shape again: ISO timestamps with a "T" and seconds ("2025-03-04T14:22:05"),
// a period that crosses a new year and ends mid-month, cities (some of several words), restaurants
// by name, cuisines, a fulfilment mode, severity codes S1–S3 and support-site codes, an order value
// and a refund in pounds, minutes late and a distance in kilometres (blank for collections), an
// item count, hours to resolve (blank while open), a mostly blank 1–5 app rating, and two yes/no
// fields written t/f. Generated deterministically here, written as a CSV and imported through
// Sightline's own importer; its truths are plain SQL over the CSV loaded on its own.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20260120;
export const COMPLAINT_ROWS = 3800;
const FIRST_DAY = Date.UTC(2025, 2, 1);
const DAYS = 326; // 1 March 2025 – 20 January 2026
const CUSTOMERS = 1500;

/**
 * Planted facts an analyst should be able to find: (1) snow in Leeds on 3 December 2025 brings a
 * burst of late-delivery complaints that day, far later than usual; (2) Tandoori Junction changes
 * its packaging in August 2025 and damaged-packaging complaints about it jump in August and
 * September; (3) from 1 October 2025 refunds to customers outside Plus are capped at half the
 * order, so the average refund falls; (4) the MN3 support site is short-staffed in December 2025
 * and takes about three times as long to resolve; (5) Plus members are resolved faster.
 */
export const SNOW_DAY = '2025-12-03';
const SNOW_COMPLAINTS = 90;
const PACKAGING = {
  restaurant: 'Tandoori Junction',
  from: '2025-08-01',
  to: '2025-09-30',
} as const;
const REFUND_CAP_FROM = '2025-10-01';
const SHORT_STAFFED = { site: 'MN3', month: '2025-12' } as const;

const CITIES = [
  { city: 'London', weight: 8 },
  { city: 'Manchester', weight: 4 },
  { city: 'Birmingham', weight: 4 },
  { city: 'Leeds', weight: 3 },
  { city: 'Glasgow', weight: 3 },
  { city: 'Bristol', weight: 2 },
  { city: 'Newcastle upon Tyne', weight: 2 },
  { city: 'Milton Keynes', weight: 1 },
] as const;

const CUISINES = [
  { cuisine: 'Pizza', weight: 6, basket: 24 },
  { cuisine: 'Burgers', weight: 5, basket: 19 },
  { cuisine: 'Indian', weight: 5, basket: 31 },
  { cuisine: 'Chinese', weight: 4, basket: 27 },
  { cuisine: 'Sushi', weight: 2, basket: 38 },
  { cuisine: 'Thai', weight: 2, basket: 29 },
  { cuisine: 'Mexican', weight: 2, basket: 22 },
  { cuisine: 'Healthy Bowls', weight: 2, basket: 16 },
] as const;
type Cuisine = (typeof CUISINES)[number]['cuisine'];

/** Restaurants, their cuisine and their city: every city has a few. */
const RESTAURANTS: readonly (readonly [string, Cuisine, string])[] = [
  ['Slice of Napoli', 'Pizza', 'London'],
  ['Golden Wok', 'Chinese', 'London'],
  ['Spice Lantern', 'Indian', 'London'],
  ['Koi Sushi Bar', 'Sushi', 'London'],
  ['Green Bowl', 'Healthy Bowls', 'London'],
  ['Forno Rosso', 'Pizza', 'Manchester'],
  ['Smash Street', 'Burgers', 'Manchester'],
  ['Bangkok Street', 'Thai', 'Manchester'],
  ['Tandoori Junction', 'Indian', 'Birmingham'],
  ['Patty Shack', 'Burgers', 'Birmingham'],
  ['Dumpling House', 'Chinese', 'Birmingham'],
  ['Crust Brothers', 'Pizza', 'Leeds'],
  ['Masala Road', 'Indian', 'Leeds'],
  ['Taco Loco', 'Mexican', 'Leeds'],
  ['Red Lantern Kitchen', 'Chinese', 'Glasgow'],
  ['The Grill Yard', 'Burgers', 'Glasgow'],
  ['Dough & Co', 'Pizza', 'Bristol'],
  ['Poke Republic', 'Healthy Bowls', 'Bristol'],
  ['Bombay Tiffin', 'Indian', 'Newcastle upon Tyne'],
  ['Maki Maki', 'Sushi', 'Newcastle upon Tyne'],
  ['Lemongrass Canteen', 'Thai', 'Milton Keynes'],
  ['Casa Verde', 'Mexican', 'Milton Keynes'],
];

type Complaint =
  | 'late delivery'
  | 'missing item'
  | 'wrong order'
  | 'cold food'
  | 'courier conduct'
  | 'damaged packaging'
  | 'refund not received'
  | 'allergen concern'
  | 'order never arrived';

const COMPLAINTS: readonly {
  kind: Complaint;
  weight: number;
  severity: [number, number, number];
}[] = [
  { kind: 'late delivery', weight: 9, severity: [0, 3, 7] },
  { kind: 'missing item', weight: 7, severity: [0, 3, 7] },
  { kind: 'wrong order', weight: 5, severity: [0, 4, 6] },
  { kind: 'cold food', weight: 5, severity: [0, 2, 8] },
  { kind: 'courier conduct', weight: 2, severity: [2, 5, 3] },
  { kind: 'damaged packaging', weight: 3, severity: [0, 3, 7] },
  { kind: 'refund not received', weight: 3, severity: [1, 6, 3] },
  { kind: 'allergen concern', weight: 1, severity: [8, 2, 0] },
  { kind: 'order never arrived', weight: 3, severity: [4, 5, 1] },
];

const CHANNELS = [
  { channel: 'in-app chat', weight: 7 },
  { channel: 'email', weight: 3 },
  { channel: 'phone', weight: 2 },
  { channel: 'social media', weight: 1 },
] as const;

const FULFILMENT = [
  { mode: 'platform courier', weight: 7 },
  { mode: 'restaurant delivery', weight: 3 },
  { mode: 'customer collection', weight: 1 },
] as const;

/** Support sites by code: Glasgow, Cape Town and Manila. */
const SITES = [
  { site: 'GL2', weight: 3, speed: 0.8 },
  { site: 'CT1', weight: 4, speed: 1 },
  { site: 'MN3', weight: 4, speed: 1.15 },
] as const;

/** Comments by complaint: an angry, a plain and a mild one. */
const COMMENTS: Record<Complaint, readonly [string, string, string]> = {
  'late delivery': [
    'Food from {restaurant} turned up over an hour late and stone cold. Absolutely ridiculous.',
    'My order from {restaurant} arrived well after the time the app promised.',
    'Order was a little late, not a big deal, just letting you know.',
  ],
  'missing item': [
    'Half my order from {restaurant} was missing and I paid full price. Disgraceful.',
    'One item from {restaurant} was not in the bag.',
    'Small side missing from the {restaurant} order, otherwise fine.',
  ],
  'wrong order': [
    'Got somebody else’s food from {restaurant}. My kids went without dinner.',
    'Received the wrong dishes from {restaurant}.',
    'A couple of items from {restaurant} were swapped, still edible, thanks.',
  ],
  'cold food': [
    'Everything from {restaurant} was freezing, completely inedible, want my money back.',
    'The food from {restaurant} arrived cold.',
    'Food from {restaurant} was lukewarm, would be nice if it were hotter next time.',
  ],
  'courier conduct': [
    'The courier was rude and threw the bag at my door. Unacceptable.',
    'Courier left the order at the wrong flat and would not come back.',
    'Courier seemed lost, got there in the end, thanks.',
  ],
  'damaged packaging': [
    'Curry from {restaurant} leaked all over the bag, total mess, never again.',
    'The container from {restaurant} was split and the sauce had spilled.',
    'Lid on one {restaurant} box had come loose, minor spill.',
  ],
  'refund not received': [
    'Still waiting on my refund after two weeks, this is theft.',
    'The refund I was promised has not reached my card.',
    'Just checking on a refund, no rush, thank you.',
  ],
  'allergen concern': [
    'I told {restaurant} about my nut allergy and there were nuts in it. Dangerous.',
    'Dish from {restaurant} contained an allergen that was not listed.',
    'Could you check the allergen info for {restaurant}? Thanks.',
  ],
  'order never arrived': [
    'Order from {restaurant} never came and nobody answers. Furious.',
    'The app says delivered but the {restaurant} order never arrived.',
    'The {restaurant} order did not show up, hope you can sort it, thanks.',
  ],
};

const HEADER = [
  'complaint_ref',
  'logged_at',
  'order_id',
  'customer_id',
  'city',
  'restaurant',
  'cuisine',
  'fulfilment',
  'contact_channel',
  'complaint_type',
  'severity',
  'support_site',
  'resolution',
  'order_value_gbp',
  'refund_gbp',
  'minutes_late',
  'distance_km',
  'items',
  'resolve_hours',
  'app_rating',
  'plus_member',
  'first_order',
  'comment',
] as const;

interface Restaurant {
  readonly name: string;
  readonly cuisine: (typeof CUISINES)[number];
  readonly city: string;
}

interface Customer {
  readonly id: string;
  readonly city: string;
  readonly plus: boolean;
}

function restaurants(): Restaurant[] {
  return RESTAURANTS.map(([name, cuisine, city]) => ({
    name,
    cuisine: CUISINES.find((entry) => entry.cuisine === cuisine)!,
    city,
  }));
}

function customers(random: () => number): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => ({
    id: `U-${String(480_001 + index * 7)}`,
    city: pickWeighted(random, CITIES).city,
    plus: random() < 0.3,
  }));
}

/** `YYYY-MM-DDTHH:mm:ss` of an instant (its UTC wall time). */
function isoSeconds(when: Date): string {
  return when.toISOString().slice(0, 19);
}

interface Moment {
  when: Date;
  snow: boolean;
}

/** One complaint row. */
function complaintRow(
  random: () => number,
  index: number,
  { when, snow }: Moment,
  customer: Customer,
  places: readonly Restaurant[],
  lastDay: string,
): (string | number)[] {
  const day = when.toISOString().slice(0, 10);
  const pool = places.filter((place) => place.city === customer.city);
  const restaurant = snow
    ? pool[Math.floor(random() * pool.length)]!
    : pickWeighted(
        random,
        pool.map((place) => ({ place, weight: place.cuisine.weight })),
      ).place;
  const packaging =
    !snow &&
    restaurant.name === PACKAGING.restaurant &&
    day >= PACKAGING.from &&
    day <= PACKAGING.to;
  const complaint: (typeof COMPLAINTS)[number] = snow
    ? COMPLAINTS[0]!
    : packaging && random() < 0.6
      ? COMPLAINTS.find((entry) => entry.kind === 'damaged packaging')!
      : pickWeighted(random, COMPLAINTS);
  const fulfilment =
    snow || complaint.kind === 'courier conduct' || complaint.kind === 'order never arrived'
      ? 'platform courier'
      : pickWeighted(random, FULFILMENT).mode;
  const collected = fulfilment === 'customer collection';
  const severity = `S${
    pickWeighted(
      random,
      complaint.severity.map((weight, level) => ({ level, weight })),
    ).level + 1
  }`;
  const site = pickWeighted(random, SITES);
  const items = 1 + Math.floor(random() * random() * 9);
  const orderValue =
    Math.round(restaurant.cuisine.basket * (0.5 + items * 0.25) * (0.7 + random() * 0.6) * 100) /
    100;
  const late =
    complaint.kind === 'late delivery' || complaint.kind === 'cold food'
      ? snow
        ? 55 + Math.floor(random() * 80)
        : 12 + Math.floor(random() * 45)
      : Math.floor(random() * random() * 15);
  const distance = Math.round((0.4 + random() * random() * 9) * 10) / 10;
  const age = (Date.parse(`${lastDay}T23:59:59Z`) - when.getTime()) / 86_400_000;
  const roll = random();
  const open = (age < 5 && roll < 0.55) || roll < 0.015;
  const capped = !customer.plus && day >= REFUND_CAP_FROM;
  let resolution: string;
  let refund = 0;
  if (open) resolution = 'Open';
  else {
    const outcome = random();
    if (outcome < (capped ? 0.12 : 0.38)) {
      resolution = 'Full refund';
      refund = capped ? orderValue * 0.5 : orderValue;
    } else if (outcome < 0.7) {
      resolution = 'Partial refund';
      refund = orderValue * (capped ? 0.15 + random() * 0.3 : 0.2 + random() * 0.5);
    } else if (outcome < 0.88) {
      resolution = 'Voucher';
    } else resolution = 'No compensation';
  }
  const slow = site.site === SHORT_STAFFED.site && day.startsWith(SHORT_STAFFED.month) ? 3 : 1;
  const hours =
    Math.round(
      (2 + random() * 30) *
        site.speed *
        slow *
        (customer.plus ? 0.55 : 1) *
        (severity === 'S1' ? 0.6 : 1) *
        10,
    ) / 10;
  const rated = !open && random() < 0.45;
  const rating = Math.round(
    Math.min(
      5,
      Math.max(
        1,
        (resolution === 'Full refund' ? 4.2 : resolution === 'No compensation' ? 1.6 : 3.2) +
          (random() - 0.5) * 2.4 -
          hours / 60,
      ),
    ),
  );
  const tone = severity === 'S1' || resolution === 'No compensation' ? 0 : random() < 0.55 ? 1 : 2;
  return [
    `FDC-${104_001 + index}`,
    isoSeconds(when),
    `ORD-${String(7_300_000 + Math.floor(random() * 600_000))}`,
    customer.id,
    customer.city,
    restaurant.name,
    restaurant.cuisine.cuisine,
    fulfilment,
    pickWeighted(random, CHANNELS).channel,
    complaint.kind,
    severity,
    site.site,
    resolution,
    orderValue.toFixed(2),
    (Math.round(refund * 100) / 100).toFixed(2),
    collected || complaint.kind === 'order never arrived' ? '' : late,
    collected ? '' : distance.toFixed(1),
    items,
    open ? '' : hours.toFixed(1),
    rated ? rating : '',
    customer.plus ? 't' : 'f',
    random() < 0.08 ? 't' : 'f',
    COMMENTS[complaint.kind][tone].replaceAll('{restaurant}', restaurant.name),
  ];
}

/** How busy a moment is: dinner and lunch peaks, weekends, and a little more each month. */
function busy(when: Date): number {
  const hour = when.getUTCHours();
  const weekday = when.getUTCDay();
  const meal = hour >= 17 && hour < 22 ? 1 : hour >= 11 && hour < 14 ? 0.55 : hour < 9 ? 0.05 : 0.2;
  const weekend = weekday === 5 || weekday === 6 || weekday === 0 ? 1 : 0.7;
  return meal * weekend * (0.75 + 0.25 * ((when.getTime() - FIRST_DAY) / (DAYS * 86_400_000)));
}

/** The complaints as CSV text, in the order they were logged: the same text on every call. */
export function deliveryComplaintsCsv(): string {
  const random = seededDraws(SEED);
  const places = restaurants();
  const people = customers(random);
  const leeds = people.filter((person) => person.city === 'Leeds');
  const lastDay = new Date(FIRST_DAY + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const moments: (Moment & { customer: Customer })[] = [];
  for (let index = 0; index < SNOW_COMPLAINTS; index++) {
    // 3 December from 16:00 to 23:00, the evening rush under snow.
    const seconds = 16 * 3600 + Math.floor(random() * 7 * 3600);
    moments.push({
      when: new Date(Date.parse(`${SNOW_DAY}T00:00:00Z`) + seconds * 1000),
      snow: true,
      customer: leeds[Math.floor(random() * leeds.length)]!,
    });
  }
  while (moments.length < COMPLAINT_ROWS) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 86_400) * 1000);
    if (random() < busy(when)) {
      moments.push({ when, snow: false, customer: people[Math.floor(random() * people.length)]! });
    }
  }
  moments.sort((a, b) => a.when.getTime() - b.when.getTime());
  const lines = [HEADER.join(',')];
  moments.forEach((moment, index) => {
    lines.push(
      complaintRow(random, index, moment, moment.customer, places, lastDay).map(csvCell).join(','),
    );
  });
  return `${lines.join('\n')}\n`;
}

const YES_NO = { t: 'true', f: 'false' } as const;

/** How the complaints are imported: what an analyst would write after `npm run import -- --inspect`. */
export const DELIVERY_MAPPING = {
  name: 'Food delivery order complaints (March 2025 – January 2026)',
  timezone: 'UTC',
  fields: {
    id: 'complaint_ref',
    at: { column: 'logged_at', format: 'ISO' },
    customerId: 'customer_id',
    channel: 'contact_channel',
    product: 'cuisine',
    category: 'complaint_type',
    status: 'resolution',
    body: 'comment',
  },
  custom: {
    order_id: { column: 'order_id', type: 'text', label: 'order' },
    city: { column: 'city', type: 'category', label: 'city' },
    restaurant: { column: 'restaurant', type: 'category', label: 'restaurant' },
    fulfilment: { column: 'fulfilment', type: 'category', label: 'fulfilment' },
    severity: { column: 'severity', type: 'category', label: 'severity' },
    support_site: { column: 'support_site', type: 'category', label: 'support site' },
    order_value_gbp: { column: 'order_value_gbp', type: 'number', label: 'order value (GBP)' },
    refund_gbp: { column: 'refund_gbp', type: 'number', label: 'refund (GBP)' },
    minutes_late: { column: 'minutes_late', type: 'number', label: 'minutes late' },
    distance_km: { column: 'distance_km', type: 'number', label: 'distance (km)' },
    items: { column: 'items', type: 'number', label: 'items' },
    resolve_hours: { column: 'resolve_hours', type: 'number', label: 'hours to resolve' },
    app_rating: { column: 'app_rating', type: 'number', label: 'app rating' },
    plus_member: { column: 'plus_member', type: 'boolean', label: 'Plus member', values: YES_NO },
    first_order: { column: 'first_order', type: 'boolean', label: 'first order', values: YES_NO },
  },
  declaration: {
    description:
      'Order complaints to a UK food-delivery platform, 1 March 2025 to 20 January 2026: the customer and their city, the restaurant and its cuisine, how the order was fulfilled, the contact channel, the complaint type, severity S1 (most serious) to S3, the support site (GL2 Glasgow, CT1 Cape Town, MN3 Manila) and the resolution, the order value and refund in pounds, minutes late and distance in km (not for collections), items in the order, hours to resolve (not while open), an optional 1–5 app rating, and whether the customer is a Plus member or placing a first order.',
    fields: {
      product: { label: 'cuisine', synonyms: ['cuisine', 'food type'] },
      category: { label: 'complaint type', synonyms: ['complaint type', 'issue', 'problem'] },
      status: { label: 'resolution', synonyms: ['resolution', 'outcome'] },
      customerId: { label: 'customer', synonyms: ['customer', 'user'] },
      support_site: { synonyms: ['site', 'support centre', 'support center'] },
      refund_gbp: { synonyms: ['refund', 'refunds', 'compensation paid'] },
      order_value_gbp: { synonyms: ['order value', 'basket', 'basket size'] },
      app_rating: { synonyms: ['rating', 'stars'] },
    },
  },
} as const;

type ComplaintRow = Record<(typeof HEADER)[number], string>;

/** `YYYY-MM-DDTHH:mm:ss` as its day and hour; anything else is refused. */
export function complaintMoment(logged: string): { day: string; hour: number } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):\d{2}:\d{2}$/.exec(logged);
  if (!match) throw new Error(`Unreadable logged_at "${logged}"`);
  return { day: match[1]!, hour: Number(match[2]) };
}

const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));

/**
 * The CSV loaded on its own into an in-memory table `complaints` (ref, day, hour, order_id,
 * customer, city, restaurant, cuisine, fulfilment, channel, kind, severity, site, resolution,
 * order_value, refund, minutes_late or NULL, distance or NULL, items, hours or NULL, rating or NULL,
 * plus 0/1, first_order 0/1, comment): the ground the delivery truths are computed on.
 */
export function loadComplaints(csv = deliveryComplaintsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ComplaintRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE complaints (
    ref TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, order_id TEXT NOT NULL,
    customer TEXT NOT NULL, city TEXT NOT NULL, restaurant TEXT NOT NULL, cuisine TEXT NOT NULL,
    fulfilment TEXT NOT NULL, channel TEXT NOT NULL, kind TEXT NOT NULL, severity TEXT NOT NULL,
    site TEXT NOT NULL, resolution TEXT NOT NULL, order_value REAL NOT NULL, refund REAL NOT NULL,
    minutes_late REAL, distance REAL, items INTEGER NOT NULL, hours REAL, rating INTEGER,
    plus INTEGER NOT NULL, first_order INTEGER NOT NULL, comment TEXT NOT NULL)`);
  const insert = db.prepare(`INSERT INTO complaints VALUES (${Array(24).fill('?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows) {
      const { day, hour } = complaintMoment(row.logged_at);
      insert.run(
        row.complaint_ref,
        day,
        hour,
        row.order_id,
        row.customer_id,
        row.city,
        row.restaurant,
        row.cuisine,
        row.fulfilment,
        row.contact_channel,
        row.complaint_type,
        row.severity,
        row.support_site,
        row.resolution,
        Number(row.order_value_gbp),
        Number(row.refund_gbp),
        numberOrNull(row.minutes_late),
        numberOrNull(row.distance_km),
        Number(row.items),
        numberOrNull(row.resolve_hours),
        numberOrNull(row.app_rating),
        row.plus_member === 't' ? 1 : 0,
        row.first_order === 't' ? 1 : 0,
        row.comment,
      );
    }
  })();
  return db;
}

/** The complaints written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importDelivery(): Promise<ImportedData | string> {
  return importCsv({
    name: 'delivery',
    csv: { text: deliveryComplaintsCsv() },
    mapping: DELIVERY_MAPPING,
    rows: COMPLAINT_ROWS,
    noun: 'complaints',
  });
}
