import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { editDistance, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** Words before a field's name that ask for its values side by side ("which region", "by channel"). */
const ASKING = new Set(['which', 'what', 'by', 'per', 'each', 'every']);
const SKIPPED_ROLES = new Set(['id', 'text', 'subject', 'time', 'customer', 'case', 'sentiment']);
/** A past participle before "by" ("raised by", "written by", "made by"): what follows acted. */
const PARTICIPLE = /^(?:[a-z]{3,}ed|[a-z]{2,}en|made|sent|paid|brought|bought|left|told|held)$/;

/**
 * "Which region sends the most complaints?", "complaints by channel": the question asks for a
 * field's values, so some tool call must have grouped by that field or returned it per record.
 * An answer computed without it cannot say which region.
 */
export function checkAskedGrouping(sources: FitSources): FitFinding[] {
  const fields = (sources.dataset?.fields ?? []).filter(
    (field) =>
      field.filled > 0 &&
      !SKIPPED_ROLES.has(field.role) &&
      field.type !== 'number' &&
      field.type !== 'date',
  );
  if (!fields.length) return [];
  const words = tokens(sources.question);
  // Words that name a field, at the position they are asked: a name several fields share
  // ("reason", of messages and of cases) is answered by any of them.
  const asked = new Map<number, { words: string; fields: DatasetField[] }>();
  for (const field of fields) {
    for (const name of namesOf(field)) {
      const at = indexOf(words, name);
      if (at <= 0 || !isAsking(words[at - 1]!)) continue;
      // "Complaints raised by Plus members": a yes/no field's records as the ones who acted, not
      // a grouping by the field.
      if (
        field.type === 'boolean' &&
        words[at - 1] === 'by' &&
        PARTICIPLE.test(words[at - 2] ?? '')
      ) {
        continue;
      }
      const entry = asked.get(at) ?? { words: name.join(' '), fields: [] };
      entry.fields.push(field);
      asked.set(at, entry);
    }
  }
  const findings: FitFinding[] = [
    ...checkOrdinalRank(sources),
    ...checkTopicRank(sources),
    ...checkPeriodAsked(sources),
  ];
  for (const { words: named, fields: candidates } of asked.values()) {
    if (sources.calls.some((call) => candidates.some((field) => returnsField(call, field.name)))) {
      continue;
    }
    findings.push({
      check: 'grouping',
      label: `The question asks which ${named}; no tool call grouped by it or returned it`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the answer cannot say which value without it',
      partial: true,
    });
  }
  return findings;
}

/** "What do guests write about most?": the topic is asked, whatever the data calls it. */
const ABOUT_MOST =
  /\b(?:write|writes|wrote|written|writing|talk|talks|talked|talking|complain|complains|complained|complaining|post|posts|posted|tweet|tweets|tweeted|mention|mentions|mentioned)\s+about\s+(?:the\s+)?most\b/i;
const TOPIC_ROLES = new Set(['category', 'subcategory']);

/**
 * "What do guests at X write about most?" asks for a topic: some call must group by (or return)
 * a field the data gives the topic role (category, subcategory), not another field's ranking.
 */
function checkTopicRank(sources: FitSources): FitFinding[] {
  if (!ABOUT_MOST.test(sources.question)) return [];
  const topics = (sources.dataset?.fields ?? []).filter(
    (field) => field.filled > 0 && TOPIC_ROLES.has(field.role),
  );
  if (!topics.length) return [];
  if (sources.calls.some((call) => topics.some((field) => returnsField(call, field.name)))) {
    return [];
  }
  return [
    {
      check: 'grouping',
      label: `The question asks what is written about most (the ${topics.map((field) => field.label ?? field.name).join(' or ')}); no tool call grouped by it or returned it`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the answer cannot say which topic without it',
      partial: true,
    },
  ];
}

/** "In which month …", "what day of the week …", "wich hour …": a period of time is asked. */
const PERIOD_ASKED =
  /\b(?:which|what|wich|whcih|wat)\s+(day|date|week|weekday|month|quarter|year|hour|time of day)s?\b/i;
/** A key or grouping that holds a time: day, openedDay, weekday, month, hour, at, closedAt … */
const TIME_KEY =
  /^at$|(?:day|days|date|dates|week|weeks|month|months|quarter|quarters|year|years|hour|hours)$|At$/i;

/**
 * "In which month did we log the most complaints?" asks for a period: some call must group by a
 * time (a day, week, month, hour or weekday) or return per-period rows or timestamps. A ranking of
 * a category answers another question, whatever its figures.
 */
function checkPeriodAsked(sources: FitSources): FitFinding[] {
  const match = PERIOD_ASKED.exec(sources.question);
  if (!match) return [];
  if (returnsPeriods(sources.calls)) return [];
  const unit = match[1]!.toLowerCase();
  return [
    {
      check: 'grouping',
      label: `The question asks which ${unit}; no tool call grouped by time or returned dates`,
      delta: -0.2,
      cap: 0.44,
      capReason: `the answer cannot say which ${unit} without it`,
      partial: true,
    },
  ];
}

/** Some call grouped by a time, or returned per-period rows or timestamps. */
export function returnsPeriods(calls: readonly ObservedCall[]): boolean {
  return calls.some((call) => groupsByPeriod(call) || hasPeriodKey(call.output, 0));
}

function groupsByPeriod(call: ObservedCall): boolean {
  const input = call.input;
  if (!isPlainObject(input)) return false;
  return ['groupBy', 'splitBy', 'interval', 'granularity', 'by'].some((key) => {
    const value = input[key];
    const names = Array.isArray(value) ? value : [value];
    return names.some((name) => typeof name === 'string' && TIME_KEY.test(name));
  });
}

function hasPeriodKey(value: unknown, depth: number, inList = false): boolean {
  if (depth > 6) return false;
  if (Array.isArray(value)) {
    return value.slice(0, 50).some((item) => hasPeriodKey(item, depth + 1, true));
  }
  if (!isPlainObject(value)) return false;
  // A row's `period` is one of a series; a result's own `period` only says what it covers, and
  // its `filters` what it was held to.
  return Object.entries(value).some(
    ([key, child]) =>
      key !== 'filters' &&
      (TIME_KEY.test(key) || (inList && key === 'period') || hasPeriodKey(child, depth + 1)),
  );
}

/** "which", or a typo of it ("wich", "whcih"). */
function isAsking(word: string): boolean {
  if (ASKING.has(word)) return true;
  return word.length >= 4 && ['which', 'what'].some((asking) => editDistance(word, asking, 1) <= 1);
}

const ORDINAL_RANK =
  /\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\s+(?:most|least|highest|lowest|biggest|largest|smallest|busiest|quietest|best|worst)\b/i;
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5 };

/** "The second most common reason": some result must list at least that many groups. */
function checkOrdinalRank(sources: FitSources): FitFinding[] {
  const match = ORDINAL_RANK.exec(sources.question);
  if (!match) return [];
  const word = match[1]!.toLowerCase();
  const place = ORDINALS[word] ?? Number(word[0]);
  if (sources.calls.some((call) => longestList(call.output, 0) >= place)) return [];
  return [
    {
      check: 'grouping',
      label: `The question asks for the ${match[0]}; no tool result lists ${place} or more groups`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the answer cannot name that place of the ranking',
      partial: true,
    },
  ];
}

function longestList(value: unknown, depth: number): number {
  if (depth > 4) return 0;
  if (Array.isArray(value)) return value.length;
  if (!isPlainObject(value)) return 0;
  return Math.max(0, ...Object.values(value).map((child) => longestList(child, depth + 1)));
}

function namesOf(field: DatasetField): string[][] {
  return [
    field.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
    field.label ?? '',
    ...(field.synonyms ?? []),
  ]
    .map((name) => tokens(name))
    .filter((name) => name.length > 0);
}

function indexOf(words: readonly string[], phrase: readonly string[]): number {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}

/** The call grouped by the field, or its result carries the field as a key somewhere. */
function returnsField(call: ObservedCall, field: string): boolean {
  if (isPlainObject(call.input)) {
    const groupBy = call.input['groupBy'] ?? call.input['splitBy'];
    if (groupBy === field || (Array.isArray(groupBy) && groupBy.includes(field))) return true;
  }
  return hasKey(call.output, field, 0);
}

function hasKey(value: unknown, key: string, depth: number): boolean {
  if (depth > 6) return false;
  if (Array.isArray(value)) return value.slice(0, 50).some((item) => hasKey(item, key, depth + 1));
  if (!isPlainObject(value)) return false;
  if (key in value) return true;
  return Object.values(value).some((child) => hasKey(child, key, depth + 1));
}
