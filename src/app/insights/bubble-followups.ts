import type { DataDictionary, DatasetField, FieldRole } from '../../agent/dataset';
import type { TurnContext } from '../../agent/events';
import { periodLabel, type Granularity, type SentimentBubble } from './bubble-data';

/** The filters a chart shows: period plus any number of `field = value` conditions. */
export interface ChartFilters {
  readonly from?: string;
  readonly to?: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** Roles worth asking "which … were affected" about, most telling first. */
const AFFECTED_ROLES: readonly FieldRole[] = [
  'product',
  'custom',
  'channel',
  'category',
  'attribute',
];
const MAX_AFFECTED_DISTINCT = 60;

/**
 * The field a "which … were affected" question asks about: a categorical field of the data with
 * more than one value that the chart is not already filtered by, preferring products, then the
 * data set's own fields, channels and categories.
 */
export function affectedField(
  dictionary: DataDictionary | undefined,
  filters: ChartFilters,
): DatasetField | undefined {
  const candidates = (dictionary?.fields ?? []).filter(
    (field) =>
      field.entity === 'communications' &&
      field.type === 'category' &&
      field.distinct > 1 &&
      field.distinct <= MAX_AFFECTED_DISTINCT &&
      filters.fields[field.name] === undefined,
  );
  for (const role of AFFECTED_ROLES) {
    const found = candidates.find((field) => field.role === role);
    if (found) return found;
  }
  return undefined;
}

/** "products", "companies", "negative reasons": the plural of a field's label. */
export function pluralLabel(field: DatasetField): string {
  const words = (field.label ?? field.name)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  if (/(s|x|ch|sh)$/.test(words)) return `${words}es`;
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  return `${words}s`;
}

/** Whether a point reads as a bad period: negative on average or a large negative share. */
function looksNegative(bubble: SentimentBubble): boolean {
  return (bubble.avgSentiment ?? 0) <= 0 || bubble.negativeShare >= 0.3;
}

/**
 * The follow-up questions offered for a clicked bubble, built from the point and the data
 * dictionary only.
 */
export function bubbleFollowUps(
  bubble: SentimentBubble,
  granularity: Granularity,
  dictionary: DataDictionary | undefined,
  filters: ChartFilters,
): string[] {
  const when = granularity === 'week' ? `in the ${periodLabel(bubble.date, 'week')}` : '';
  const on = granularity === 'week' ? when : `on ${periodLabel(bubble.date, 'day')}`;
  const mood = looksNegative(bubble) ? 'negative' : 'positive';
  const questions = [`What drove ${mood} sentiment ${on}?`];
  const field = affectedField(dictionary, filters);
  if (field) questions.push(`Which ${pluralLabel(field)} were affected that week?`);
  const subject = granularity === 'week' ? 'this week' : periodLabel(bubble.date, 'day');
  questions.push(`How does ${subject} compare with the week before?`);
  return questions;
}

/** The structured context of a turn asked from a bubble (design.md §4). */
export function bubbleContext(
  bubble: SentimentBubble,
  granularity: Granularity,
  filters: ChartFilters,
): TurnContext {
  const topics = bubble.topTopics
    .map((topic) => topic.category)
    .filter((category): category is string => category !== null);
  const contextFilters: Record<string, string> = { ...filters.fields };
  if (filters.from) contextFilters['from'] = filters.from;
  if (filters.to) contextFilters['to'] = filters.to;
  return {
    kind: 'sentiment-bubble',
    date: bubble.date,
    granularity,
    ...(bubble.avgSentiment !== null ? { avgSentiment: bubble.avgSentiment } : {}),
    count: bubble.count,
    negativeShare: bubble.negativeShare,
    topics,
    ...(Object.keys(contextFilters).length > 0 ? { filters: contextFilters } : {}),
  };
}

/** The chart filters a turn's context stands for, to bring the chart back to its point. */
export function filtersOfContext(context: TurnContext): ChartFilters {
  const { from, to, ...fields } = (context.filters ?? {}) as Record<string, string | undefined>;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') kept[name] = value;
  }
  return {
    ...(typeof from === 'string' ? { from } : {}),
    ...(typeof to === 'string' ? { to } : {}),
    fields: kept,
  };
}
