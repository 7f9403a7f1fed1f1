/**
 * Pure mapping from the sentiment-bubbles insight (`GET /api/insights/sentiment-bubbles`) to what
 * the chart draws. No chart.js here: these functions are tested on their own and shared by the
 * chart, its table view and the benchmark.
 */

/** One bubble as the API answers it. */
export interface SentimentBubble {
  readonly date: string;
  readonly avgSentiment: number | null;
  readonly count: number;
  readonly negativeShare: number;
  readonly topTopics: readonly { readonly category: string | null; readonly count: number }[];
}

export type Granularity = 'day' | 'week';

/** A point of the chart: x in days since 1970-01-01 (so missing days leave gaps), y −1…1. */
export interface BubblePoint {
  readonly x: number;
  readonly y: number;
  /** Radius in CSS pixels, ∝ √count. */
  readonly r: number;
  readonly color: string;
  readonly bubble: SentimentBubble;
}

export const MIN_RADIUS = 3;
export const MAX_RADIUS = 22;
/** More daily bubbles than this are summed into weeks: a screen cannot show them apart. */
export const MAX_DAILY_POINTS = 550;

const DAY_MS = 86_400_000;

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of a day's ISO week, as the API groups weeks. */
export function weekStart(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 counts days since Monday.
  return dayOf(number - ((((number + 3) % 7) + 7) % 7));
}

/** Bubble area ∝ count: the radius grows with √count, the biggest bubble gets `MAX_RADIUS`. */
export function bubbleRadius(count: number, maxCount: number): number {
  if (count <= 0 || maxCount <= 0) return 0;
  const radius = MAX_RADIUS * Math.sqrt(Math.min(count, maxCount) / maxCount);
  return Math.max(MIN_RADIUS, Math.round(radius * 10) / 10);
}

/**
 * Colour by sentiment on a diverging red–grey–green scale (−1 red, 0 grey, +1 green), as an
 * `rgb()` string. Missing sentiment is plain grey.
 */
export function sentimentColor(avgSentiment: number | null): string {
  const neutral = [140, 140, 150];
  if (avgSentiment === null || !Number.isFinite(avgSentiment)) return rgb(neutral);
  const value = Math.max(-1, Math.min(1, avgSentiment));
  // Full colour from ±0.5: average sentiment of whole days rarely goes further.
  const strength = Math.min(1, Math.abs(value) / 0.5);
  const end = value < 0 ? [211, 47, 47] : [46, 125, 50];
  return rgb(neutral.map((start, index) => start + (end[index]! - start) * strength));
}

function rgb(channels: readonly number[]): string {
  return `rgb(${channels.map((channel) => Math.round(channel)).join(', ')})`;
}

/**
 * Sums daily bubbles into weekly ones exactly: averages weighted by count, negative share by
 * count, topics added up. Used when a span holds too many days to draw one bubble each.
 */
export function sumIntoWeeks(bubbles: readonly SentimentBubble[]): SentimentBubble[] {
  const weeks = new Map<string, SentimentBubble[]>();
  for (const bubble of bubbles) {
    const week = weekStart(bubble.date);
    weeks.set(week, [...(weeks.get(week) ?? []), bubble]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, days]) => combineBubbles(date, days));
}

function combineBubbles(date: string, days: readonly SentimentBubble[]): SentimentBubble {
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const scored = days.filter((day) => day.avgSentiment !== null);
  const scoredCount = scored.reduce((sum, day) => sum + day.count, 0);
  const sentimentSum = scored.reduce((sum, day) => sum + day.avgSentiment! * day.count, 0);
  const negative = days.reduce((sum, day) => sum + day.negativeShare * day.count, 0);
  const topics = new Map<string | null, number>();
  for (const day of days) {
    for (const topic of day.topTopics) {
      topics.set(topic.category, (topics.get(topic.category) ?? 0) + topic.count);
    }
  }
  return {
    date,
    count,
    avgSentiment: scoredCount > 0 ? round(sentimentSum / scoredCount, 3) : null,
    negativeShare: count > 0 ? round(negative / count, 4) : 0,
    topTopics: [...topics.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([category, topicCount]) => ({ category, count: topicCount })),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export interface ChartData {
  readonly granularity: Granularity;
  readonly points: readonly BubblePoint[];
  /** True when daily bubbles were summed into weeks to stay readable. */
  readonly summedIntoWeeks: boolean;
  readonly xMin: number;
  readonly xMax: number;
}

/**
 * The chart's points for a list of bubbles. Days without data have no bubble (a gap on the time
 * axis), bubbles without sentiment are left out of the plot (they stay in the table), and a span
 * of more than `MAX_DAILY_POINTS` days is summed into weeks.
 */
export function toChartData(
  bubbles: readonly SentimentBubble[],
  granularity: Granularity,
): ChartData {
  const summedIntoWeeks = granularity === 'day' && bubbles.length > MAX_DAILY_POINTS;
  const shown = summedIntoWeeks ? sumIntoWeeks(bubbles) : bubbles;
  const maxCount = shown.reduce((max, bubble) => Math.max(max, bubble.count), 0);
  const points = shown
    .filter((bubble) => bubble.avgSentiment !== null && bubble.count > 0)
    .map((bubble) => ({
      x: dayNumber(bubble.date),
      y: bubble.avgSentiment!,
      r: bubbleRadius(bubble.count, maxCount),
      color: sentimentColor(bubble.avgSentiment),
      bubble,
    }));
  const step = summedIntoWeeks || granularity === 'week' ? 7 : 1;
  const xs = points.map((point) => point.x);
  // A margin of one period on each side keeps the first and last bubble inside the plot.
  return {
    granularity: summedIntoWeeks ? 'week' : granularity,
    points,
    summedIntoWeeks,
    xMin: xs.length > 0 ? Math.min(...xs) - step : 0,
    xMax: xs.length > 0 ? Math.max(...xs) + step : 1,
  };
}

/** The smallest radius a bubble is drawn with after {@link radiusScale}. */
export const MIN_DRAWN_RADIUS = 2;

/**
 * How much to shrink the bubbles so that neighbours stay apart on a plot `plotWidth` pixels wide:
 * the largest bubble may span about two periods of the axis. Between 0.3 and 1.
 */
export function radiusScale(plotWidth: number, data: ChartData): number {
  const step = data.granularity === 'week' ? 7 : 1;
  const periods = Math.max(1, (data.xMax - data.xMin) / step);
  const room = plotWidth / periods;
  return Math.max(0.3, Math.min(1, room / MAX_RADIUS));
}

/** The granularity that keeps a span readable: days up to about a year and a half, else weeks. */
export function fittingGranularity(from: string, to: string): Granularity {
  return dayNumber(to) - dayNumber(from) + 1 > MAX_DAILY_POINTS ? 'week' : 'day';
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "12 March 2026". */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

/** "12 March 2026" for a day, "week of 9 March 2026" for a week. */
export function periodLabel(date: string, granularity: Granularity): string {
  return granularity === 'week' ? `week of ${longDate(date)}` : longDate(date);
}

/** The lines of a bubble's tooltip and of its screen-reader description. */
export function describeBubble(bubble: SentimentBubble, granularity: Granularity): string[] {
  const topics = bubble.topTopics
    .filter((topic) => topic.category !== null)
    .map((topic) => `${topic.category} (${topic.count})`);
  return [
    periodLabel(bubble.date, granularity),
    `${bubble.count.toLocaleString('en-GB')} ${bubble.count === 1 ? 'message' : 'messages'}`,
    `average sentiment ${bubble.avgSentiment === null ? 'unknown' : signed(bubble.avgSentiment)}`,
    `${Math.round(bubble.negativeShare * 100)}% negative`,
    ...(topics.length > 0 ? [`top topics: ${topics.join(', ')}`] : []),
  ];
}

function signed(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}`;
}
