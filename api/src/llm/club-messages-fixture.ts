/**
 * A gym chain's member messages, shaped unlike the demo, the airline tweets and the complaints
 * file: a day-first timestamp, the club, whether the club sent or received the message, the
 * member's plan (solo, couple, family), a topic, a 1–5 rating and a refunded flag, with the
 * import mapping that makes most of them custom fields. One planted event: the door system at
 * Docklands failed on 2025-10-21, and members wrote in about it. For tests of the offline
 * planner's reading on data it was never tuned on.
 */

import { Random } from '../store/random';

const CLUBS = ['Riverside', 'Hilltop', 'Docklands'];
const TOPICS = ['billing', 'classes', 'equipment', 'parking', 'access'];
const PLANS = ['solo', 'couple', 'family'];

export interface ClubMessage {
  /** YYYY-MM-DD */
  day: string;
  time: string;
  club: string;
  way: 'Sent' | 'Received';
  plan: string;
  topic: string;
  rating: number;
  refunded: boolean;
}

/** The corpus generator's seeded draws (mulberry32): the same file on every run. */
function random(seed: number): () => number {
  const draws = new Random(seed);
  return () => draws.next();
}

const FIRST_DAY = Date.UTC(2025, 6, 1);
const DAYS = 215; // 2025-07-01 to 2026-01-31
const OUTAGE = '2025-10-21';

export function clubMessages(): ClubMessage[] {
  const next = random(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const rows: ClubMessage[] = [];
  for (let offset = 0; offset < DAYS; offset++) {
    const day = new Date(FIRST_DAY + offset * 86_400_000).toISOString().slice(0, 10);
    const perDay = 3 + Math.floor(next() * 6) + (day === OUTAGE ? 30 : 0);
    for (let index = 0; index < perDay; index++) {
      const outage = day === OUTAGE && index >= perDay - 30;
      rows.push({
        day,
        time: `${String(7 + Math.floor(next() * 14)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}`,
        club: outage ? 'Docklands' : pick(CLUBS),
        way: outage || next() < 0.7 ? 'Received' : 'Sent',
        plan: pick(PLANS),
        topic: outage ? 'access' : pick(TOPICS),
        rating: outage ? 1 : 1 + Math.floor(next() * 5),
        refunded: next() < 0.1,
      });
    }
  }
  return rows;
}

export const CLUB_HEADER = 'When,Club,Way,Plan,Topic,Rating,Refunded,Message';

/** One CSV line, the timestamp written day first (DD.MM.YYYY HH:mm) as some exports do. */
export function clubLine(row: ClubMessage): string {
  const [year, month, date] = row.day.split('-');
  return [
    `${date}.${month}.${year} ${row.time}`,
    row.club,
    row.way,
    row.plan,
    row.topic,
    row.rating,
    row.refunded ? 'yes' : 'no',
    `"A message about ${row.topic}."`,
  ].join(',');
}

export const CLUB_MAPPING = {
  name: 'Club member messages',
  fields: {
    at: { column: 'When', format: 'DD.MM.YYYY HH:mm' },
    category: 'Topic',
    subject: 'Message',
    body: 'Message',
  },
  custom: {
    club: { column: 'Club', type: 'category', label: 'club' },
    way: { column: 'Way', type: 'category', label: 'sent or received' },
    plan: { column: 'Plan', type: 'category', label: 'membership plan' },
    rating: { column: 'Rating', type: 'number', label: 'rating' },
    refunded: { column: 'Refunded', type: 'boolean', label: 'refunded' },
  },
  declaration: {
    description: 'Messages between a gym chain and its members, July 2025 to January 2026.',
    fields: {
      category: { label: 'topic', synonyms: ['topic', 'subject'] },
    },
  },
} as const;
