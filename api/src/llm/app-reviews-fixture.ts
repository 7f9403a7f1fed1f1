/**
 * App-store reviews shaped unlike the demo, the airline tweets and the complaints file: a review
 * reference, a day, the app, the platform and country (custom categories), a 1–5 rating and the
 * session minutes (custom numbers), a yes/no "would recommend" and a topic. Written by a seeded
 * generator, with the import mapping an analyst would write, for tests of the offline planner on
 * data it was not built on.
 */

import { Random } from '../store/random';

export const APPS = ['Budgetly', 'Trailmate', 'Snapnote'] as const;
export const PLATFORMS = ['iOS', 'Android', 'Web'] as const;
export const COUNTRIES = ['Germany', 'France', 'Spain', 'Italy'] as const;
export const TOPICS = ['crashes', 'pricing', 'design', 'sync', 'support'] as const;

export interface AppReview {
  ref: string;
  day: string;
  app: string;
  platform: string;
  country: string;
  topic: string;
  rating: number;
  minutes: number;
  recommends: boolean;
  text: string;
}

/** The corpus generator's seeded draws (mulberry32): the same file on every run. */
function random(seed: number): () => number {
  const draws = new Random(seed);
  return () => draws.next();
}

const APP_LEAN: Record<string, number> = { Budgetly: 0.6, Trailmate: -0.4, Snapnote: 0 };
const PLATFORM_LEAN: Record<string, number> = { iOS: 0.3, Android: -0.3, Web: 0 };
const COUNTRY_MINUTES: Record<string, number> = { Germany: 14, France: 9, Spain: 21, Italy: 12 };

export function appReviews(count: number): AppReview[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const rows: AppReview[] = [];
  for (let index = 0; index < count; index++) {
    const app = pick(APPS);
    const platform = pick(PLATFORMS);
    const country = pick(COUNTRIES);
    // Trailmate reviews lean towards pricing; the rest spread over the topics.
    const topic = app === 'Trailmate' && next() < 0.35 ? 'pricing' : pick(TOPICS);
    const lean = APP_LEAN[app]! + PLATFORM_LEAN[platform]! + (topic === 'crashes' ? -0.8 : 0);
    const rating = Math.max(1, Math.min(5, Math.round(3.2 + lean + (next() - 0.5) * 3.4)));
    const minutes = Math.max(1, Math.round(COUNTRY_MINUTES[country]! * (0.5 + next())));
    const month = 3 + Math.floor(next() * 6);
    const day = 1 + Math.floor(next() * 28);
    rows.push({
      ref: `AR-${1001 + index}`,
      day: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      app,
      platform,
      country,
      topic,
      rating,
      minutes,
      recommends: rating >= 4 ? next() < 0.85 : next() < 0.2,
      text: `${app} on ${platform}: ${topic} ${rating >= 4 ? 'is great' : 'needs work'}.`,
    });
  }
  return rows;
}

export const APP_REVIEWS_HEADER =
  'ref,posted,app,platform,country,topic,rating,session_minutes,would_recommend,review';

export function appReviewLine(row: AppReview): string {
  return [
    row.ref,
    row.day,
    row.app,
    row.platform,
    row.country,
    row.topic,
    row.rating,
    row.minutes,
    row.recommends ? 'yes' : 'no',
    `"${row.text}"`,
  ].join(',');
}

export const APP_REVIEWS_MAPPING = {
  name: 'App store reviews (March–August 2025)',
  timezone: 'UTC',
  fields: {
    id: 'ref',
    at: { column: 'posted', format: 'YYYY-MM-DD' },
    body: 'review',
    category: 'topic',
  },
  custom: {
    app: { column: 'app', type: 'category', label: 'app' },
    platform: { column: 'platform', type: 'category', label: 'platform' },
    country: { column: 'country', type: 'category', label: 'country' },
    rating: { column: 'rating', type: 'number', label: 'rating' },
    session_minutes: { column: 'session_minutes', type: 'number', label: 'session minutes' },
    would_recommend: { column: 'would_recommend', type: 'boolean', label: 'would recommend' },
  },
  declaration: {
    description:
      'Reviews of three apps from the app stores, March to August 2025: a rating (1–5), the session minutes, whether the reviewer would recommend the app, the platform, country and topic.',
    fields: {
      category: { label: 'topic', synonyms: ['topic', 'subject'] },
      rating: { synonyms: ['stars', 'score'] },
    },
  },
} as const;
