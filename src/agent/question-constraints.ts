import type { DataDictionary } from './dataset';
import type { TurnContext } from './events';
import type { CorpusPeriod } from './prompts';
import { COMMON_WORDS } from './common-words';
import { addDays, findPeriods } from './question-periods';

/** Something the question asks for that the computed figures must respect. */
export type Constraint =
  | { kind: 'period'; label: string; from: string; to: string }
  | {
      kind: 'value';
      label: string;
      field: string;
      value: string;
      /** The question's words it was read from (token positions): overlapping readings compete. */
      words?: [number, number];
    }
  | { kind: 'id'; label: string; id: string }
  | { kind: 'compare'; label: string }
  | { kind: 'rank'; label: string };

export interface ConstraintSources {
  question: string;
  period: CorpusPeriod;
  dataset?: DataDictionary;
  context?: TurnContext;
  /** The previous question of the conversation, for follow-ups like "and in April?". */
  previousQuestion?: string;
}

const RECORD_ID = /\b[A-Z]{1,3}-\d{3,}\b/g;
const COMPARE =
  /\b(?:vs\.?|versus|compared?\s+(?:to|with)|against|between\b.+\band\b|differ|change\s+(?:from|between))\b/i;
/** "between March and May", "from 10 to 20 March": two periods that bound one span. */
const RANGE = /\b(?:between|from)\b.+\b(?:and|to|until|till|through|thru)\b/i;
/** Words that make two periods a comparison rather than the ends of one span. */
const CHANGE =
  /\b(?:vs\.?|versus|compar\w*|against|differ\w*|chang\w*|up|down|rise|rose|risen|fall|fell|fallen|increas\w*|decreas\w*|grow\w*|grew|drop\w*|better|worse|improv\w*|declin\w*|each|both|either)\b/i;
const RANK =
  /\b(top\s+\d+|most|least|highest|lowest|biggest|largest|smallest|busiest|quietest|worst|best|rank(?:ed|ing)?)\b/i;
const FOLLOW_UP =
  /^\s*(?:and|what about|how about|same for|now for|then)\b|\b(?:those|them|that one|these)\b/i;
/** Values too generic to be a constraint when they appear in a sentence. */
const GENERIC_VALUES = new Set([
  'other',
  'others',
  'unknown',
  'none',
  'null',
  'n/a',
  'yes',
  'no',
  'true',
  'false',
  'all',
  'any',
]);
const SKIPPED_ROLES = new Set(['id', 'text', 'subject', 'time', 'customer', 'case']);

/**
 * The question's constraints: periods (against the data's end), values any field of the data
 * dictionary holds (typos tolerated), record ids, comparisons and rankings, plus the chart
 * context's day and filters, and for a follow-up the previous question's terms it does not
 * replace. Vocabulary comes from the dictionary only.
 */
export function extractConstraints(sources: ConstraintSources): Constraint[] {
  const own = constraintsOf(sources.question, sources);
  const fromContext = contextConstraints(sources.context);
  let inherited: Constraint[] = [];
  if (sources.previousQuestion && FOLLOW_UP.test(sources.question)) {
    const previous = constraintsOf(sources.previousQuestion, sources);
    const ownKinds = new Set(own.map((constraint) => constraint.kind));
    const ownFields = new Set(own.flatMap((c) => (c.kind === 'value' ? [c.field] : [])));
    inherited = previous.filter((constraint) =>
      constraint.kind === 'value'
        ? !ownFields.has(constraint.field)
        : !ownKinds.has(constraint.kind),
    );
  }
  return dedupe([...own, ...fromContext, ...inherited]);
}

/** The constraints one text names by itself (no context, no previous turn). */
export function constraintsOf(text: string, sources: ConstraintSources): Constraint[] {
  const constraints: Constraint[] = findPeriods(text, sources.period).map((period) => ({
    kind: 'period' as const,
    label:
      period.text === `${period.from}`
        ? period.from
        : `${period.text} (${period.from} – ${period.to})`,
    from: period.from,
    to: period.to,
  }));
  for (const id of new Set(text.match(RECORD_ID) ?? [])) {
    constraints.push({ kind: 'id', label: id, id });
  }
  mergeRange(text, constraints);
  if (sources.dataset) constraints.push(...valueMentions(text, sources.dataset));
  const periods = constraints.filter((c) => c.kind === 'period');
  const sides = periods.length >= 2 ? periods : constraints.filter((c) => c.kind === 'value');
  if (COMPARE.test(text) && sides.length >= 2) {
    constraints.push({ kind: 'compare', label: sides.map((side) => side.label).join(' vs ') });
  }
  const rank = RANK.exec(text);
  if (rank) constraints.push({ kind: 'rank', label: `a ranking ("${rank[1]}")` });
  return constraints;
}

/**
 * Two periods named as the ends of one span ("between March and May 2026") are one period from
 * the first's start to the second's end, unless the question asks how they differ.
 */
type PeriodConstraint = Extract<Constraint, { kind: 'period' }>;

function mergeRange(text: string, constraints: Constraint[]): void {
  const periods = constraints.filter((c) => c.kind === 'period');
  if (periods.length !== 2 || !RANGE.test(text) || CHANGE.test(text)) return;
  const [first, second] = periods as [PeriodConstraint, PeriodConstraint];
  if (second.from < first.from) return;
  const merged: PeriodConstraint = {
    kind: 'period',
    label: `${first.from} – ${second.to}`,
    from: first.from,
    to: second.to,
  };
  constraints.splice(constraints.indexOf(first), 1, merged);
  constraints.splice(constraints.indexOf(second), 1);
}

function contextConstraints(context: TurnContext | undefined): Constraint[] {
  if (!context) return [];
  const to = context.granularity === 'week' ? addDays(context.date, 6) : context.date;
  const constraints: Constraint[] = [
    {
      kind: 'period',
      label: context.granularity === 'week' ? `the week of ${context.date}` : context.date,
      from: context.date,
      to,
    },
  ];
  for (const [field, value] of Object.entries(context.filters ?? {})) {
    if (field !== 'from' && field !== 'to' && typeof value === 'string' && value) {
      constraints.push({ kind: 'value', label: `${field} ${value}`, field, value });
    }
  }
  return constraints;
}

/** Values of the dictionary's fields named in the text, exactly or within a typo or two. */
function valueMentions(text: string, dataset: DataDictionary): Constraint[] {
  // Words that name a measure ("SLA breach rate") are not values ("rate" of a topic's synonyms).
  const words = maskMeasureWords(tokens(text), dataset);
  const found: Constraint[] = [];
  for (const field of dataset.fields) {
    if (SKIPPED_ROLES.has(field.role) || field.type === 'number' || field.type === 'boolean')
      continue;
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string' || GENERIC_VALUES.has(value.toLowerCase())) continue;
      const names = [value, ...(field.valueSynonyms?.[value] ?? [])];
      for (const name of names) {
        const at = mentions(words, tokens(name));
        if (at < 0) continue;
        // "the most negative channel" ranks by sentiment; it does not filter on the label.
        if (field.role === 'sentiment_label' && DEGREE.has(words[at - 1] ?? '')) continue;
        found.push({
          kind: 'value',
          label: `${field.label ?? field.name} "${value}"`,
          field: field.name,
          value,
          words: [at, at + tokens(name).length],
        });
        break;
      }
    }
  }
  // A value inside a longer matched value of the same field ("American" in "American Eagle") is not its own.
  return found.filter(
    (constraint, index) =>
      !found.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.kind === 'value' &&
          constraint.kind === 'value' &&
          other.field === constraint.field &&
          other.value.length > constraint.value.length &&
          other.value.toLowerCase().includes(constraint.value.toLowerCase()),
      ),
  );
}

/** The words of a text as constraints count them (lower case, a plural's final s dropped). */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));
}

const MASK = '\u0000';
/** Words of degree before a sentiment label make it a measure ("most negative"), not a value. */
const DEGREE = new Set(['most', 'more', 'least', 'less', 'very', 'too', 'how', 'so', 'quite']);

function maskMeasureWords(words: string[], dataset: DataDictionary): string[] {
  const masked = [...words];
  const phrases = (dataset.measures ?? []).flatMap((measure) => [
    measure.name.replace(/_/g, ' '),
    ...(measure.label ? [measure.label] : []),
    ...(measure.synonyms ?? []),
  ]);
  for (const phrase of phrases) {
    const target = tokens(phrase);
    if (target.length < 2) continue;
    for (let start = 0; start + target.length <= masked.length; start++) {
      if (target.every((word, offset) => masked[start + offset] === word)) {
        for (let offset = 0; offset < target.length; offset++) masked[start + offset] = MASK;
      }
    }
  }
  return masked;
}

/** Where the phrase starts among the words (exactly, or within a typo or two), or -1. */
function mentions(words: readonly string[], phrase: readonly string[]): number {
  if (!phrase.length || phrase.join('').length < 2) return -1;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    const slice = words.slice(start, start + phrase.length);
    if (slice.includes(MASK)) continue;
    const window = slice.join(' ');
    const target = phrase.join(' ');
    if (window === target) return start;
    // Typos keep the first letter ("mortage", "savigns"); "better" is not "letter", and a common
    // word is itself ("change" is not "charge").
    if (slice.every((word) => COMMON_WORDS.has(word) || COMMON_WORDS.has(`${word}s`))) continue;
    const allowed = target.length >= 10 ? 2 : target.length >= 6 ? 1 : 0;
    if (allowed && window[0] === target[0] && Math.abs(window.length - target.length) <= allowed) {
      if (editDistance(window, target, allowed) <= allowed) return start;
    }
  }
  return -1;
}

/**
 * A word without its inflection ("logging" → "log", "breached" → "breach", "restricting" →
 * "restrict"), for matching a question's words against the data's.
 */
export function stem(word: string): string {
  const bare = word.replace(/(?:ing|ed|es|er|est|ly)$/, '');
  if (bare.length < 3 || bare === word) return word;
  const last = bare.length - 1;
  return bare[last] === bare[last - 1] && !/[aeiou]/.test(bare[last]!) ? bare.slice(0, last) : bare;
}

/** Damerau–Levenshtein (adjacent transpositions) distance, stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (i > 0 && rowMin > limit) return rowMin;
  }
  return rows[a.length]![b.length]!;
}

function dedupe(constraints: Constraint[]): Constraint[] {
  const seen = new Set<string>();
  return constraints.filter((constraint) => {
    const key = JSON.stringify(constraint);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
