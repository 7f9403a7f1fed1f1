// A third data set no one on the team has seen: hotel guest reviews, another domain with another
// schema (a star rating, nights stayed, a yes/no "would return", European dates), generated
// deterministically here, written as a CSV and imported through Sightline's own importer. Its
// truths are plain SQL over the CSV loaded on its own, never over the imported database.
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import type { Store } from '../../api/src/store/db';
import { csvCell, importCsv, pickWeighted, seededDraws, type ImportedData } from './generated-data';

const SEED = 20250630;
const REVIEWS = 1800;
const FIRST_DAY = Date.UTC(2025, 0, 1);
const DAYS = 181; // 1 January – 30 June 2025

/** Five hotels in four cities, each with its usual rating. */
const HOTELS = [
  { name: 'Harbour View', city: 'Lisbon', stars: 4.0, weight: 5 },
  { name: 'Old Mill Inn', city: 'Porto', stars: 3.6, weight: 4 },
  { name: 'Station Lodge', city: 'Seville', stars: 2.9, weight: 4 },
  { name: 'Castle Rock Resort', city: 'Granada', stars: 4.3, weight: 3 },
  { name: 'Riverside Suites', city: 'Lisbon', stars: 3.7, weight: 2 },
] as const;

const GUESTS = [
  { type: 'business', weight: 3, nights: [1, 3], stars: -0.3 },
  { type: 'family', weight: 3, nights: [3, 8], stars: 0.1 },
  { type: 'couple', weight: 4, nights: [2, 6], stars: 0.2 },
  { type: 'solo', weight: 2, nights: [1, 5], stars: 0 },
] as const;

const ROOMS = [
  { type: 'standard', weight: 6, stars: -0.1 },
  { type: 'deluxe', weight: 3, stars: 0.2 },
  { type: 'suite', weight: 1, stars: 0.5 },
] as const;

const BOOKED_VIA = [
  { via: 'website', weight: 5 },
  { via: 'travel agent', weight: 3 },
  { via: 'app', weight: 3 },
  { via: 'phone', weight: 1 },
] as const;

/** What a review is about, with a phrase for a bad, a middling and a good stay. */
const TOPICS = {
  cleanliness: [
    'The room was dirty and the bathroom had not been cleaned.',
    'The room was clean enough, nothing special.',
    'Spotless room, clearly cleaned with care every day.',
  ],
  staff: [
    'Reception was rude and nobody helped us with our problem.',
    'Staff were polite but busy most of the time.',
    'The staff were wonderful, friendly and very helpful.',
  ],
  breakfast: [
    'Breakfast was cold and the choice was poor.',
    'Breakfast was fine, the usual buffet.',
    'A delicious breakfast with fresh pastries and great coffee.',
  ],
  noise: [
    'Terrible noise all night, we could hardly sleep.',
    'Some noise from the street in the evening.',
    'Quiet room, we slept really well.',
  ],
  wifi: [
    'The wifi kept dropping and was useless for work.',
    'The wifi was slow in the room but fine in the lobby.',
    'Fast wifi everywhere, perfect for working.',
  ],
  location: [
    'Awkward location, far from everything we wanted to see.',
    'The location is fine, a short bus ride to the centre.',
    'Perfect location, everything within walking distance.',
  ],
  price: [
    'Far too expensive for what you get.',
    'The price was about what we expected.',
    'Excellent value for money, we would happily pay more.',
  ],
} as const;
type Topic = keyof typeof TOPICS;
const TOPIC_WEIGHTS: Record<Topic, number> = {
  cleanliness: 4,
  staff: 5,
  breakfast: 3,
  noise: 2,
  wifi: 2,
  location: 3,
  price: 3,
};

/**
 * The planted fact: building work next to Harbour View from 5 to 25 May 2025 makes noise the
 * subject of most of its reviews and pulls its ratings down.
 */
const WORKS = { hotel: 'Harbour View', from: '2025-05-05', to: '2025-05-25' } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The reviews as CSV text: the same text on every call. */
export function hotelReviewsCsv(): string {
  const random = seededDraws(SEED);
  const header = [
    'review_ref',
    'posted',
    'property',
    'city',
    'guest_type',
    'room',
    'nights',
    'booked_via',
    'topic',
    'stars',
    'would_return',
    'review',
  ];
  const lines = [header.join(',')];
  const topics = Object.entries(TOPIC_WEIGHTS).map(([topic, weight]) => ({ topic, weight }));
  for (let index = 0; index < REVIEWS; index += 1) {
    const when = new Date(FIRST_DAY + Math.floor(random() * DAYS * 1440) * 60_000);
    const day = when.toISOString().slice(0, 10);
    const hotel = pickWeighted(random, HOTELS);
    const guest = pickWeighted(random, GUESTS);
    const room = pickWeighted(random, ROOMS);
    const works = hotel.name === WORKS.hotel && day >= WORKS.from && day <= WORKS.to;
    const topic = (works && random() < 0.7 ? 'noise' : pickWeighted(random, topics).topic) as Topic;
    const mean = hotel.stars + guest.stars + room.stars - (works ? 1.8 : 0);
    const noise = (random() + random() + random() - 1.5) * 1.6;
    const stars = Math.min(5, Math.max(1, Math.round(mean + noise)));
    const [shortest, longest] = guest.nights;
    const nights = shortest + Math.floor(random() * (longest - shortest + 1));
    const returnChance = stars >= 4 ? 0.85 : stars === 3 ? 0.45 : 0.1;
    const tone = stars <= 2 ? 0 : stars === 3 ? 1 : 2;
    const posted = `${pad(when.getUTCDate())}.${pad(when.getUTCMonth() + 1)}.${when.getUTCFullYear()} ${pad(when.getUTCHours())}:${pad(when.getUTCMinutes())}`;
    lines.push(
      [
        `RV-${10001 + index}`,
        posted,
        hotel.name,
        hotel.city,
        guest.type,
        room.type,
        nights,
        pickWeighted(random, BOOKED_VIA).via,
        topic,
        stars,
        random() < returnChance ? 'yes' : 'no',
        `${TOPICS[topic][tone]} We stayed ${nights} night${nights === 1 ? '' : 's'} in a ${room.type} room.`,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** How the reviews are imported: what an analyst would write after `npm run import -- --inspect`. */
export const HOTEL_MAPPING = {
  name: 'Hotel guest reviews (January–June 2025)',
  timezone: 'UTC',
  fields: {
    id: 'review_ref',
    at: { column: 'posted', format: 'DD.MM.YYYY HH:mm' },
    body: 'review',
    channel: 'booked_via',
    category: 'topic',
  },
  custom: {
    property: { column: 'property', type: 'category', label: 'hotel' },
    city: { column: 'city', type: 'category' },
    guest_type: { column: 'guest_type', type: 'category', label: 'guest type' },
    room: { column: 'room', type: 'category', label: 'room type' },
    nights: { column: 'nights', type: 'number', label: 'nights stayed' },
    stars: { column: 'stars', type: 'number', label: 'star rating' },
    would_return: { column: 'would_return', type: 'boolean', label: 'would return' },
  },
  declaration: {
    description:
      'Guest reviews of five hotels, January to June 2025: a star rating (1–5), nights stayed, whether the guest would return, the booking channel and the topic of the review.',
    fields: {
      property: { synonyms: ['hotel', 'property'] },
      category: { label: 'topic', synonyms: ['topic', 'subject'] },
      channel: { label: 'booking channel', synonyms: ['booked via', 'booking channel'] },
      stars: { synonyms: ['rating', 'stars', 'score'] },
    },
  },
} as const;

interface ReviewRow {
  review_ref: string;
  posted: string;
  property: string;
  city: string;
  guest_type: string;
  room: string;
  nights: string;
  booked_via: string;
  topic: string;
  stars: string;
  would_return: string;
  review: string;
}

/** `DD.MM.YYYY HH:mm` as its day, `YYYY-MM-DD`. */
function reviewDay(posted: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(posted);
  if (!match) throw new Error(`Unreadable posted "${posted}"`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/**
 * The CSV loaded on its own into an in-memory table `reviews` (ref, day, property, city,
 * guest_type, room, nights, booked_via, topic, stars, would_return 0/1, review): the ground the
 * hotel truths are computed on.
 */
export function loadReviews(csv = hotelReviewsCsv()): Store {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as ReviewRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE reviews (
    ref TEXT NOT NULL, day TEXT NOT NULL, property TEXT NOT NULL, city TEXT NOT NULL,
    guest_type TEXT NOT NULL, room TEXT NOT NULL, nights INTEGER NOT NULL, booked_via TEXT NOT NULL,
    topic TEXT NOT NULL, stars INTEGER NOT NULL, would_return INTEGER NOT NULL, review TEXT NOT NULL)`);
  const insert = db.prepare('INSERT INTO reviews VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        row.review_ref,
        reviewDay(row.posted),
        row.property,
        row.city,
        row.guest_type,
        row.room,
        Number(row.nights),
        row.booked_via,
        row.topic,
        Number(row.stars),
        row.would_return === 'yes' ? 1 : 0,
        row.review,
      );
    }
  })();
  return db;
}

/** The reviews written to a temporary CSV and imported with Sightline's importer, or why not. */
export async function importHotel(): Promise<ImportedData | string> {
  return importCsv({
    name: 'hotel',
    csv: { text: hotelReviewsCsv() },
    mapping: HOTEL_MAPPING,
    rows: REVIEWS,
    noun: 'reviews',
  });
}
