import type { DataDictionary } from './dataset';
import type { TurnContext } from './events';
import { saidOnlyAsAct } from './act-words';
import type { CorpusPeriod } from './prompts';
import { COMMON_WORDS } from './common-words';
import { dayInPeriodMonth, shiftOf, shiftPeriod } from './period-shift';
import { isDroppedVowel } from './question-words';
import { type PeriodMention, addDays, findPeriods } from './question-periods';
import { mostOfPhrase } from './value-words';
import { RECORD_ID } from './record-id';

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
      /** Asked as what it is not: "cases not closed", "non-complaint messages". */
      negated?: boolean;
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

/**
 * A bare number of nine digits or more ("tweet 569960350876979200"): no count, amount or year
 * is written so in a question, so it names a record by an id the data keeps in a field.
 */
const LONG_NUMBER_ID = /(?<![\d.,])\d{9,}(?![\d.,]*\d)/g;
/**
 * "AKLSC27848", "AC65398", "CR283297": capitals glued to five digits or more. No word, unit, year
 * or quarter of a question is written so ("FY2025" has four), so it names a record.
 */
const GLUED_ID = /\b[A-Z]{2,6}\d{5,}\b/g;
const COMPARE =
  /\b(?:vs\.?|versus|compared?\s+(?:to|with)|against|between\b.+\band\b|differ|change\s+(?:from|between))\b/i;
/** "between March and May", "from 10 to 20 March": two periods that bound one span. */
const RANGE = /\b(?:between|from)\b.+\b(?:and|to|until|till|through|thru)\b/i;
/** Words that make two periods a comparison rather than the ends of one span. */
const CHANGE =
  /\b(?:vs\.?|versus|compar\w*|against|differ\w*|chang\w*|up|down|rise|rose|risen|fall|fell|fallen|increas\w*|decreas\w*|grow\w*|grew|drop\w*|better|worse|improv\w*|declin\w*|each|both|either)\b/i;
const RANK =
  /\b(top\s+\d+|(?<=\b(?:the|our|their|its|s|is|was|are|were)\s+)(?:number\s+one|no\.?\s*1(?!\d))|(?<=\b(?:the|our|their|its|s|is|was|are|were)\s+#)1(?!\d)|(?<!\bat\s+)most(?!\s+(?:recent(?:ly)?|of)\b)|(?<!\bat\s+)least|fewest|highest|lowest|biggest|largest|greatest|smallest|busiest|quietest|worst|best|peak|rank(?:ed|ing)?)\b/i;
const FOLLOW_UP =
  /^\s*(?:and|what about|how about|same for|now for|then)\b|\b(?:those|them|that one|these)\b|\b(?:is|was|how does|how did|compare)\s+(?:that|this|it)\b/i;
/** Words that ask for each period on its own ("per month", "each", "respectively"). */
const EACH_PERIOD = /\b(?:per|respectively|separately|month\s+by\s+month|by\s+month)\b/i;
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
/** Nouns of a change that happened ("the rate increase", "the fee hike"), as tokens. */
export const EVENT_NOUNS = new Set([
  'increase',
  'decrease',
  'rise',
  'hike',
  'cut',
  'release',
  'outage',
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
    // Words the follow-up replaces are replaced in every reading: "chat" of "chat messages" was
    // a channel and an escalation source; "and for phone calls?" replaces both.
    const replacedWords = previous.flatMap((constraint) =>
      constraint.kind === 'value' && ownFields.has(constraint.field) && constraint.words
        ? [constraint.words]
        : [],
    );
    const shift = ownKinds.has('period') ? undefined : shiftOf(sources.question);
    inherited = previous
      .filter((constraint) =>
        constraint.kind === 'value'
          ? !ownFields.has(constraint.field) &&
            !replacedWords.some((words) => overlaps(words, constraint.words))
          : !ownKinds.has(constraint.kind),
      )
      .map((constraint) =>
        constraint.kind !== 'period'
          ? constraint
          : shift
            ? shiftPeriod(constraint, shift)
            : (dayInPeriodMonth(sources.question, constraint) ?? constraint),
      );
  }
  return dedupe([...own, ...fromContext, ...inherited]);
}

/**
 * "How positive or negative are X?": two values of one field said as "how A or B" ask where the
 * records stand between them (a degree), not for the records of one value. Their spans.
 */
function scaleWords(
  said: readonly string[],
  mentions: readonly Constraint[],
  dataset: DataDictionary,
): [number, number][] {
  const spans: [number, number][] = [];
  const fieldAt = (at: number): string[] => {
    const read = mentions.flatMap((mention) =>
      mention.kind === 'value' && mention.words?.[0] === at && mention.words[1] === at + 1
        ? [mention.field]
        : [],
    );
    const held = dataset.fields.flatMap((field) =>
      (field.values ?? []).some((entry) => String(entry.value).toLowerCase() === said[at])
        ? [field.name]
        : [],
    );
    return [...read, ...held];
  };
  for (let at = 0; at + 3 < said.length; at++) {
    if (said[at] !== 'how' || said[at + 2] !== 'or') continue;
    const second = fieldAt(at + 3);
    if (fieldAt(at + 1).some((field) => second.includes(field))) {
      spans.push([at + 1, at + 2], [at + 3, at + 4]);
    }
  }
  return spans;
}

/** Units of time a word before them may describe ("a single day", "one busy week"). */
const PERIOD_UNITS = new Set(['day', 'week', 'month', 'year', 'hour', 'weekend', 'quarter']);
const DETERMINERS = new Set(['a', 'an', 'one', 'any', 'every', 'each', 'that', 'this', 'the']);

/**
 * Whether the words at `at` (one word) stand between a determiner and a unit of time: "a single
 * day" describes the day; "single tickets" still names the value.
 */
export function describesPeriod(words: readonly string[], at: number, length: number): boolean {
  return (
    length === 1 && DETERMINERS.has(words[at - 1] ?? '') && PERIOD_UNITS.has(words[at + 1] ?? '')
  );
}

/**
 * "Which reason most often ends in a restriction, as a rate?": a measure noun said after "as"
 * ("as a rate", "as a share") says how to state the figure, not a value ("Interest & Rates").
 */
function saysMeasureAs(words: readonly string[], at: number, length: number): boolean {
  if (length !== 1 || !MEASURE_NOUNS.has(words[at]!)) return false;
  const before = words[at - 1] === 'a' || words[at - 1] === 'an' ? at - 2 : at - 1;
  return words[before] === 'as';
}

/** Whether a question reads as a follow-up of the previous turn ("and for May?", "those"). */
export function isFollowUp(question: string): boolean {
  return FOLLOW_UP.test(question);
}

/**
 * Constraints already read, by data set and then by span and text: one assessment reads the same
 * question's constraints in several checks (the measure, the sides, the amount), and reading them
 * scans every value of the dictionary. Bounded, and keyed by the dictionary object, so another
 * import (another object) is read afresh.
 */
const READ = new WeakMap<object, Map<string, Constraint[]>>();
const WITHOUT_DATA = {};
const READ_LIMIT = 64;

/** The constraints one text names by itself (no context, no previous turn). */
export function constraintsOf(text: string, sources: ConstraintSources): Constraint[] {
  const owner = sources.dataset ?? WITHOUT_DATA;
  let read = READ.get(owner);
  if (!read) READ.set(owner, (read = new Map()));
  const key = `${sources.period.from}|${sources.period.to}|${text}`;
  let constraints = read.get(key);
  if (!constraints) {
    if (read.size >= READ_LIMIT) read.clear();
    constraints = readConstraints(text, sources);
    read.set(key, constraints);
  }
  return [...constraints];
}

/** The dictionary's values a text names, read once per text and data set (any span). */
const MENTIONED = new WeakMap<object, Map<string, Constraint[]>>();

function valueMentionsOnce(text: string, dataset: DataDictionary): Constraint[] {
  let read = MENTIONED.get(dataset);
  if (!read) MENTIONED.set(dataset, (read = new Map()));
  let mentions = read.get(text);
  if (!mentions) {
    if (read.size >= READ_LIMIT) read.clear();
    mentions = valueMentions(text, dataset);
    read.set(text, mentions);
  }
  return [...mentions];
}

function readConstraints(text: string, sources: ConstraintSources): Constraint[] {
  const constraints: Constraint[] = joinSpans(text, findPeriods(text, sources.period)).map(
    (period) => ({
      kind: 'period' as const,
      label:
        period.text === `${period.from}`
          ? period.from
          : `${period.text} (${period.from} – ${period.to})`,
      from: period.from,
      to: period.to,
    }),
  );
  for (const id of new Set([
    ...(text.match(RECORD_ID) ?? []),
    ...(text.match(LONG_NUMBER_ID) ?? []),
    ...(text.match(GLUED_ID) ?? []),
  ])) {
    constraints.push({ kind: 'id', label: id, id });
  }
  mergeRange(text, constraints);
  if (sources.dataset) {
    // Words that name the event a period starts from ("since the rate rise on 1 September") say
    // when, not what: they are not values to filter on.
    const eventWords = periodWordSpans(text, sources.period);
    const said = tokens(text);
    const mentions = valueMentionsOnce(text, sources.dataset);
    const scale = scaleWords(said, mentions, sources.dataset);
    constraints.push(
      ...mentions.filter(
        (constraint) =>
          constraint.kind !== 'value' ||
          (!eventWords.some((span) => overlaps(span, constraint.words)) &&
            !endsInPeriodPreposition(said, constraint.words, eventWords) &&
            !scale.some((span) => overlaps(span, constraint.words))),
      ),
    );
  }
  const periods = constraints.filter((c) => c.kind === 'period');
  const sides = periods.length >= 2 ? periods : constraints.filter((c) => c.kind === 'value');
  if (COMPARE.test(text) && sides.length >= 2) {
    constraints.push({ kind: 'compare', label: sides.map((side) => side.label).join(' vs ') });
  }
  const rank = RANK.exec(text);
  if (rank) constraints.push({ kind: 'rank', label: `a ranking ("${rank[1]}")` });
  // "Did EMEA or APAC open more tickets?": a state value said only as the act that creates every
  // record ("open", "opened the most") names no filter.
  const words = tokens(text);
  return constraints.filter(
    (constraint) => constraint.kind !== 'value' || !saidOnlyAsAct(words, tokens(constraint.value)),
  );
}

/**
 * "July to October 2026" with nothing before it is one span from July's start to October's end.
 * ("From July to October" is left to {@link mergeRange}: a question about change compares them.)
 */
function joinSpans(text: string, periods: PeriodMention[]): PeriodMention[] {
  // "In September and October 2025": two periods next to each other, joined by "and" in a
  // question that compares nothing, are one span.
  const oneSpan = !CHANGE.test(text) && !COMPARE.test(text) && !EACH_PERIOD.test(text);
  const joined: PeriodMention[] = [];
  let from = 0;
  for (const period of periods) {
    const at = text.indexOf(period.text, from);
    const previous = joined.at(-1);
    if (previous && at >= 0) {
      const previousAt = text.lastIndexOf(previous.text, at);
      const between = text.slice(previousAt + previous.text.length, at);
      const before = text.slice(Math.max(0, previousAt - 12), previousAt);
      const through =
        /^\s*(?:to|until|till|through|thru|-|–)\s*$/i.test(between) &&
        !/\b(?:from|between)\s+(?:the\s+)?$/i.test(before);
      // "Before 1 October and from then on" splits the data at a day: two sides, not one span.
      const adjacent =
        oneSpan &&
        !previous.text.startsWith('before ') &&
        /^\s*(?:and|&)\s*$/i.test(between) &&
        addDays(previous.to, 1) === period.from;
      if ((through || adjacent) && period.from >= previous.from) {
        joined[joined.length - 1] = {
          text: `${previous.text}${between}${period.text}`,
          from: previous.from,
          to: period.to,
        };
        from = at + period.text.length;
        continue;
      }
    }
    joined.push(period);
    if (at >= 0) from = at + period.text.length;
  }
  return joined;
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

/** A value of two or three capitals that is also an everyday word ("ON", "US", "IT"). */
function isCapitalsWord(name: string): boolean {
  return /^\p{Lu}{2,3}$/u.test(name) && COMMON_WORDS.has(name.toLowerCase());
}

/** Values of the dictionary's fields named in the text, exactly or within a typo or two. */
function valueMentions(text: string, dataset: DataDictionary): Constraint[] {
  // Words that name a measure ("SLA breach rate") or a field ("negative reason") are not values.
  const words = maskMeasureWords(tokens(text), dataset);
  const fieldWords = new Set(
    dataset.fields.flatMap((field) =>
      [field.name, field.label ?? '', ...(field.synonyms ?? [])].flatMap((name) =>
        tokens(name.replace(/([a-z])([A-Z])/g, '$1 $2')),
      ),
    ),
  );
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
        // "On average" is not the province "ON", nor "us" the country "US": a short value in
        // capitals that is also an everyday word counts only where written in capitals.
        if (isCapitalsWord(name) && !new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(text))
          continue;
        // "How long to resolve": a verb after "to" near a value's word ("resolved") is an
        // action, not the value; the value itself ("switched to phone") still is.
        if (
          words[at - 1] === 'to' &&
          words.slice(at, at + tokens(name).length).join(' ') !== tokens(name).join(' ')
        )
          continue;
        // "Did the savings rate increase change how they feel?": a value a change noun follows
        // names an event the question reasons about, not the records it asks about.
        if (EVENT_NOUNS.has(words[at + tokens(name).length] ?? '')) continue;
        // "Was there a single day when …": a word said of a period unit describes it.
        if (describesPeriod(words, at, tokens(name).length)) continue;
        if (saysMeasureAs(words, at, tokens(name).length)) continue;
        // "the most negative channel" ranks by sentiment; it does not filter on the label.
        if (field.role === 'sentiment_label' && DEGREE.has(words[at - 1] ?? '')) continue;
        // "the restriction rate": a measure noun after a word naming a field is the measure.
        if (
          tokens(name).length === 1 &&
          MEASURE_NOUNS.has(words[at]!) &&
          fieldWords.has(words[at - 1] ?? '')
        )
          continue;
        const negated = NEGATION.has(words[at - 1] ?? '') || NEGATION.has(words[at - 2] ?? '');
        found.push({
          kind: 'value',
          label: `${field.label ?? field.name} ${negated ? 'not ' : ''}"${value}"`,
          field: field.name,
          value,
          words: [at, at + tokens(name).length],
          ...(negated ? { negated } : {}),
        });
        break;
      }
    }
  }
  found.push(...partialValueMentions(words, dataset, found));
  // A value inside a longer matched value of the same field ("American" in "American Eagle",
  // or read with a typo inside "Virgin America") is not its own there; said again elsewhere
  // ("Business Fibre 500 against Fibre 500") it is.
  const longer = (constraint: Constraint, index: number) =>
    found.filter(
      (other, otherIndex): other is Extract<Constraint, { kind: 'value' }> =>
        otherIndex !== index &&
        other.kind === 'value' &&
        constraint.kind === 'value' &&
        other.field === constraint.field &&
        other.value.length > constraint.value.length &&
        overlaps(other.words, constraint.words),
    );
  return found.flatMap((constraint, index) => {
    const inside = longer(constraint, index);
    if (!inside.length) return [constraint];
    if (constraint.kind !== 'value' || constraint.negated || !constraint.words) return [];
    const masked = words.map((word, at) =>
      inside.some((other) => other.words && at >= other.words[0] && at < other.words[1])
        ? MASK
        : word,
    );
    const length = constraint.words[1] - constraint.words[0];
    const span = masked.map((_, at) => masked.slice(at, at + length).join(' '));
    const again = span.indexOf(words.slice(...constraint.words).join(' '));
    return again < 0 || again === constraint.words[0]
      ? []
      : [{ ...constraint, words: [again, again + length] as [number, number] }];
  });
}

/**
 * Values of three or more words the question names by most of their words, typos and
 * inflections tolerated, where no whole value of the same field was read from those words.
 */
function partialValueMentions(
  words: readonly string[],
  dataset: DataDictionary,
  whole: readonly Constraint[],
): Constraint[] {
  const found: Constraint[] = [];
  for (const field of dataset.fields) {
    if (SKIPPED_ROLES.has(field.role) || field.type !== 'category') continue;
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string') continue;
      const at = mostOfPhrase(words, tokens(value), sameWord) ?? droppedVowelWord(words, value);
      if (!at || saysMeasureAs(words, at[0], at[1] - at[0])) continue;
      // "Lost/stolen card": a longer reading of another field's words that holds a whole value
      // ("Cards") and more is read beside it; either reading computed covers the words.
      const taken = [...whole, ...found].some(
        (other) =>
          other.kind === 'value' &&
          overlaps(other.words, at) &&
          !(other.field !== field.name && holdsMore(at, other.words)),
      );
      if (taken) continue;
      found.push({
        kind: 'value',
        label: `${field.label ?? field.name} "${value}"`,
        field: field.name,
        value,
        words: at,
      });
    }
  }
  return found;
}

/** The span `outer` holds all of `inner` and more. */
function holdsMore(outer: [number, number], inner: [number, number] | undefined): boolean {
  return (
    !!inner &&
    outer[0] <= inner[0] &&
    inner[1] <= outer[1] &&
    outer[1] - outer[0] > inner[1] - inner[0]
  );
}

/**
 * "phishng" for "Phishing attempt": a word of the value written without one of its vowels names
 * the value by itself (the planner reads it so); a typo that deliberate-looking is no other word.
 */
function droppedVowelWord(words: readonly string[], value: string): [number, number] | undefined {
  const wanted = tokens(value);
  const at = words.findIndex(
    (word) => !COMMON_WORDS.has(word) && wanted.some((token) => isDroppedVowel(word, token)),
  );
  return at < 0 ? undefined : [at, at + 1];
}

/**
 * The question's word is the value's word: the same, the same stem, or a typo of it (same first
 * letter, one edit in five letters or more, two in eight or more). A common English word is
 * itself, not a typo of another ("change" is not "charge").
 */
function sameWord(seen: string, wanted: string): boolean {
  if (seen === MASK || wanted.length < 3) return false;
  if (seen === wanted || stem(seen) === stem(wanted)) return true;
  if (COMMON_WORDS.has(seen) || COMMON_WORDS.has(`${seen}s`)) return false;
  const allowed = wanted.length >= 8 ? 2 : wanted.length >= 5 ? 1 : 0;
  return (
    allowed > 0 &&
    seen[0] === wanted[0] &&
    Math.abs(seen.length - wanted.length) <= allowed &&
    editDistance(seen, wanted, allowed) <= allowed
  );
}

/** Token spans of the question's period phrases that name more than a date. */
function periodWordSpans(text: string, period: CorpusPeriod): [number, number][] {
  const spans: [number, number][] = [];
  for (const mention of findPeriods(text, period)) {
    const at = text.indexOf(mention.text);
    if (at < 0) continue;
    const start = tokens(text.slice(0, at)).length;
    spans.push([start, start + tokens(mention.text).length]);
  }
  return spans;
}

/** Prepositions that open a period ("on 19 August", "in May", "during Q3"). */
const PERIOD_PREPOSITIONS = new Set(['in', 'on', 'at', 'during', 'since', 'over', 'for', 'by']);

/**
 * "How many complaints did we log on 19 August?": a value named by a verb and its particle ("log
 * in", "sign in") whose particle is the preposition of the period right after it names no value.
 */
function endsInPeriodPreposition(
  words: readonly string[],
  span: [number, number] | undefined,
  periods: readonly [number, number][],
): boolean {
  if (!span || span[1] - span[0] < 2) return false;
  // The particle, and at most one preposition more ("check in on 3 March"), up to the period.
  return periods.some(
    (period) =>
      period[0] >= span[1] &&
      period[0] - span[1] <= 1 &&
      words.slice(span[1] - 1, period[0]).every((word) => PERIOD_PREPOSITIONS.has(word)),
  );
}

function overlaps(a: [number, number] | undefined, b: [number, number] | undefined): boolean {
  return !!a && !!b && a[0] < b[1] && b[0] < a[1];
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
/** Words that ask for what a value is not ("not closed", "non complaint", "except phone"). */
const NEGATION = new Set([
  'not',
  'non',
  'never',
  'except',
  'excluding',
  'without',
  'isn',
  'aren',
  'wasn',
]);
/** Nouns that name a measure of something ("restriction rate", "response time"). */
const MEASURE_NOUNS = new Set([
  'rate',
  'share',
  'ratio',
  'average',
  'count',
  'number',
  'total',
  'time',
  'level',
  'score',
]);
/** Words of degree before a sentiment label make it a measure ("most negative"), not a value. */
const DEGREE = new Set(['most', 'more', 'least', 'less', 'very', 'too', 'how', 'so', 'quite']);

function maskMeasureWords(words: string[], dataset: DataDictionary): string[] {
  const masked = [...words];
  // A field's own name ("negative reason") is not its values ("negative") either.
  const phrases = [
    ...(dataset.measures ?? []).flatMap((measure) => [
      measure.name.replace(/_/g, ' '),
      ...(measure.label ? [measure.label] : []),
      ...(measure.synonyms ?? []),
    ]),
    ...dataset.fields.flatMap((field) => [
      ...(field.label ? [field.label] : []),
      ...(field.synonyms ?? []),
    ]),
  ];
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
    // Nor is a common word one word of a longer phrase misspelt: "accounts for" is not "account
    // fee", whose "fee" the function word "for" would otherwise stand for.
    if (
      slice.some(
        (word, index) =>
          word !== phrase[index] && stem(word) !== stem(phrase[index]!) && COMMON_WORDS.has(word),
      )
    )
      continue;
    // A number is never a typo of another: "HomeHub 6" is not "HomeHub 5", "Fibre 500" not
    // "Fibre 1000".
    if (slice.some((word, index) => word !== phrase[index] && /\d/.test(word + phrase[index]!)))
      continue;
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
