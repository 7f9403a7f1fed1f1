import { change, fixed, num, rows, str, type Json } from '../observations';

/** The sub-category that grew most against the previous period (by added count). */
export function risingSubcategory(topics: Json | undefined): Json | undefined {
  return [...rows(topics?.['subcategories'])]
    .filter((row) => (num(row['count']) ?? 0) >= 3)
    .sort(
      (a, b) =>
        (num(b['count']) ?? 0) -
        (num(b['previousCount']) ?? 0) -
        ((num(a['count']) ?? 0) - (num(a['previousCount']) ?? 0)),
    )[0];
}

/** The leading sub-category of the leading category: what most of the day's contacts were about. */
export function mainTopic(topics: Json | undefined): Json | undefined {
  const category = str(rows(topics?.['categories'])[0]?.['category']);
  const subcategories = rows(topics?.['subcategories']);
  return subcategories.find((row) => row['category'] === category) ?? subcategories[0];
}

export function topicLine(row: Json): string {
  const name = str(row['subcategory']) ?? str(row['category']) ?? '?';
  return `${name} ${num(row['count'])} (${change(num(row['change']))} vs ${num(row['previousCount'])} before, sentiment ${fixed(num(row['avgSentiment']))})`;
}
