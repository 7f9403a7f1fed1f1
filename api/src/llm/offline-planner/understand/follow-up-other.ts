import type { DatasetField } from '../../../../../src/agent/dataset';
import said from './follow-up-other.json';
import { ownersOf } from './follow-up-scope';
import { rawWords, stemOf } from './number-fields';
import { SHARE_WORDS } from './question-words';
import type { PlanFilter, QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';
import { antonymsOf, baseForms } from './wordnet';

/**
 * A follow-up that asks the earlier question again for the other side of what it asked, the
 * earlier measure, period and other filters kept:
 * - "And the opposite?", "the reverse": the other pole of a value the earlier turn named, read
 *   from the field's own values ("Closed - not upheld" of "Closed - upheld", "positive" of
 *   "negative" by WordNet's antonyms, a yes/no field's other side), or a ranking turned round;
 * - "And for the other stream?", "what about the rest?": the field's values the earlier turn did
 *   not ask (its one other value, or every value but the earlier one);
 * - "And how many in total?": the earlier figure over every record.
 * Which value changes is the one the earlier turn named that has such a side (the one it changed
 * last when it was itself a follow-up); a follow-up whose side cannot be told is declined with
 * its words, never answered as the earlier question again.
 */

const phrases = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/\s+/g, '\\s+'))
    .join('|');

const OPPOSITE = new RegExp(`\\b(?:${phrases(said.opposite)})\\b`, 'i');
const OTHERS = new RegExp(
  `\\b(?:${phrases(said.others)})\\b(?!\\s+(?:${phrases(said.notOther)})\\b)`,
  'i',
);
const OTHER_FIELD = new RegExp(
  `\\b(?:the\\s+|all\\s+the\\s+)?(?:${phrases(said.otherBefore)})\\s+(?!(?:${phrases(said.notOther)})\\b)([\\p{L}][\\p{L}'-]*(?:\\s+[\\p{L}][\\p{L}'-]*){0,2})`,
  'iu',
);
/** "In total?", never "in all cities": the phrase ends the ask. */
const TOTAL = new RegExp(`\\b(?:${phrases(said.total)})\\b(?!\\s*\\p{L})`, 'iu');
/** "On them", "of those": the follow-up asks about the earlier records themselves. */
const BACK = new RegExp(`\\b(?:${phrases(said.backWords)})\\b`, 'iu');
const NEGATORS = new Set(said.negators);

/** The words of a value, lower-cased ("Closed - not upheld" → closed, not, upheld). */
const wordsOf = (value: string) => rawWords(value);

/** Whether `other` is `word` with a negating prefix ("unresolved" of "resolved"). */
const prefixed = (word: string, other: string) =>
  said.negatingPrefixes.some(
    (prefix) => other === `${prefix}${word}` || other === `${prefix}-${word}`,
  );

/** How strongly `other` is the opposite of `value`: 0 none; a negation outranks an antonym. */
function oppositeScore(value: string, other: string): number {
  const own = wordsOf(value);
  const theirs = wordsOf(other);
  const plain = (list: string[]) => list.filter((word) => !NEGATORS.has(word)).join(' ');
  const negated = (list: string[]) => list.some((word) => NEGATORS.has(word));
  // "Closed - upheld" and "Closed - not upheld": the same words, one side negated.
  if (plain(own) === plain(theirs) && negated(own) !== negated(theirs)) return 100;
  if (own.length !== theirs.length) return 0;
  const differ = own.flatMap((word, at) => (word === theirs[at] ? [] : [at]));
  if (differ.length !== 1) return 0;
  const word = own[differ[0]!]!;
  const otherWord = theirs[differ[0]!]!;
  if (prefixed(word, otherWord) || prefixed(otherWord, word)) return 100;
  const forms = (text: string) =>
    new Set([text, ...baseForms(text, 'verb'), ...baseForms(text, 'adj')]);
  let best = 0;
  for (const [one, two] of [
    [word, otherWord],
    [otherWord, word],
  ] as const) {
    const opposites = antonymsOf(one);
    for (const form of forms(two)) best = Math.max(best, opposites.get(form) ?? 0);
  }
  return best;
}

function fieldOf(vocabulary: Vocabulary, filter: PlanFilter): DatasetField | undefined {
  return vocabulary.dictionary.fields.find(
    (field) => field.name === filter.field && field.entity === filter.entity,
  );
}

/** The other pole of an earlier filter, or undefined when its field holds none. */
export function oppositeFilter(vocabulary: Vocabulary, filter: PlanFilter): PlanFilter | undefined {
  if (filter.op || filter.values.length !== 1) return undefined;
  const field = fieldOf(vocabulary, filter);
  if (!field) return undefined;
  const value = filter.values[0];
  const { negate, meant: _meant, partial: _partial, ...plain } = filter;
  // A yes/no field's other side ("not urgent" of "urgent", "urgent" of "not urgent").
  if (field.type === 'boolean' || typeof value === 'boolean') {
    const truth = (value === true || value === 'true') !== Boolean(negate);
    return { ...plain, values: [!truth] };
  }
  if (negate) return undefined;
  const scored = (field.values ?? [])
    .map((entry) => String(entry.value))
    .filter((other) => other !== String(value))
    .map((other) => ({ other, score: oppositeScore(String(value), other) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const top = scored[0];
  if (!top || scored[1]?.score === top.score) return undefined;
  return { entity: filter.entity, field: filter.field, values: [top.other], said: top.other };
}

/** The values of a field the earlier filter did not ask: its one other value, or all but it. */
function otherValues(vocabulary: Vocabulary, filter: PlanFilter): PlanFilter | undefined {
  if (filter.op) return undefined;
  const field = fieldOf(vocabulary, filter);
  if (!field) return undefined;
  if (field.type === 'boolean') return oppositeFilter(vocabulary, filter);
  const { negate: _negate, ...plain } = filter;
  if (filter.negate) return plain;
  const asked = new Set(filter.values.map(String));
  const rest = (field.values ?? [])
    .map((entry) => String(entry.value))
    .filter((other) => !asked.has(other));
  if (rest.length === 1) return { ...plain, values: [rest[0]!], said: rest[0]! };
  return { ...plain, negate: true };
}

const stem = (word: string) => stemOf(word.replace(/ies$/i, 'y'));

/** The field a phrase after "other" names ("the other stream", "the remaining regions"). */
function namedField(words: string, vocabulary: Vocabulary): DatasetField | undefined {
  const spoken = rawWords(words).map(stem);
  let best: { field: DatasetField; length: number } | undefined;
  for (const term of vocabulary.fields) {
    const own = term.words.map(stem);
    if (own.length === 0 || own.length > spoken.length) continue;
    if (!own.every((word, at) => spoken[at] === word)) continue;
    if (!best || own.length > best.length) best = { field: term.field, length: own.length };
  }
  return best?.field;
}

/**
 * The earlier filter a follow-up changes: the one on `field` when it names one, else among those
 * `holds` keeps, the only one, or the one the earlier turn added last when it was itself a
 * follow-up. Undefined when that cannot be told.
 */
function changedFilter(
  previous: string,
  earlier: QuestionPlan,
  holds: (filter: PlanFilter) => boolean,
  field?: string,
): PlanFilter | undefined {
  if (field !== undefined) {
    const named = earlier.filters.filter((filter) => filter.field === field);
    return named.length === 1 && holds(named[0]!) ? named[0] : undefined;
  }
  const candidates = earlier.filters.filter(holds);
  if (candidates.length === 1) return candidates[0];
  if (candidates.length > 1 && earlier.followsPrevious) return candidates.at(-1);
  // "How many complaints came by email?" then "the rest?": the value beside the records' kind.
  const owners = ownersOf(previous, earlier.filters).filter((owner) => candidates.includes(owner));
  return owners.length === 1 ? owners[0] : undefined;
}

/** The follow-up declined with the words it could not read against the earlier turn. */
function unread(merged: QuestionPlan, words: string): QuestionPlan {
  return { ...merged, unknown: [words.trim()], unknownIsAsked: true, unreadSide: words.trim() };
}

/** The merged plan without the words of the phrase read here among its unknown words. */
function withoutWords(merged: QuestionPlan, phrase: string): QuestionPlan {
  const read = new Set(rawWords(phrase));
  const unknown = merged.unknown.filter((word) => !rawWords(word).every((part) => read.has(part)));
  const plan = { ...merged, unknown };
  if (unknown.length === 0) delete plan.unknownIsAsked;
  return plan;
}

/** Whether the data holds the phrase's words itself (a value "Reverse charge"): not read here. */
const dataWords = (phrase: string, vocabulary: Vocabulary) =>
  rawWords(phrase).some(
    (word) => vocabulary.known.has(word) && !['the', 'other', 'all'].includes(word),
  );

/**
 * The filters with `from` replaced by `to`, said last as a follow-up's own filter is (so a
 * follow-up of this one reads it as the value changed last).
 */
const replacing = (filters: readonly PlanFilter[], from: PlanFilter, to: PlanFilter) => [
  ...filters.filter((filter) => filter.field !== from.field || filter.entity !== from.entity),
  { ...to },
];

/**
 * "What was the average wait for premium riders?" then "and to the non-premium ones?": a yes/no
 * field named in a follow-up that asks no rate is a side of the records (negated when a negator is
 * said with it: the earlier turn's side swapped), not its rate; the earlier measure is kept.
 */
function flagSideSaid(
  question: string,
  own: QuestionPlan,
  earlier: QuestionPlan,
  merged: QuestionPlan,
  vocabulary: Vocabulary,
): QuestionPlan | undefined {
  const field = own.measure.kind === 'rate' ? own.measure.field : undefined;
  if (!field || earlier.measure.kind === 'rate' || SHARE_WORDS.test(question)) return undefined;
  if (own.filters.some((filter) => filter.field === field)) return undefined;
  const flag = vocabulary.dictionary.fields.find(
    (candidate) => candidate.name === field && candidate.type === 'boolean',
  );
  if (!flag) return undefined;
  const negated = rawWords(question).some((word) => NEGATORS.has(word));
  return {
    ...merged,
    measure: earlier.measure,
    filters: [
      ...merged.filters.filter((filter) => filter.field !== field),
      { entity: flag.entity, field, values: [!negated], said: flag.label ?? field },
    ],
  };
}

/**
 * The merged plan of a follow-up read for the other side it asks, or the merged plan as it was.
 * `own` is the follow-up's own reading, `earlier` the previous turn's plan.
 */
export function otherSide(
  question: string,
  previous: string,
  own: QuestionPlan,
  earlier: QuestionPlan,
  merged: QuestionPlan,
  vocabulary: Vocabulary,
): QuestionPlan {
  const opposite = OPPOSITE.exec(question);
  if (opposite && !dataWords(opposite[0], vocabulary)) {
    const plan = withoutWords(merged, opposite[0]);
    // "The opposite — how many positive ones?": the side is named.
    if (own.filters.length > 0 || own.groupBy) return plan;
    const from = changedFilter(previous, earlier, (filter) =>
      Boolean(oppositeFilter(vocabulary, filter)),
    );
    if (from && plan.filters.some((filter) => filter.field === from.field)) {
      return { ...plan, filters: replacing(plan.filters, from, oppositeFilter(vocabulary, from)!) };
    }
    // "Which hotel had the most complaints?" then "and the opposite?": the fewest.
    if (!from && earlier.groupBy && earlier.rank && !earlier.groupBy.time) {
      const direction = earlier.rank.direction === 'desc' ? 'asc' : 'desc';
      return { ...plan, groupBy: earlier.groupBy, rank: { ...earlier.rank, direction } };
    }
    return unread(merged, opposite[0]);
  }
  if (own.groupBy || own.rank || own.compare || own.lookup) return merged;
  const flagSide = flagSideSaid(question, own, earlier, merged, vocabulary);
  if (flagSide) return flagSide;
  const otherField = OTHER_FIELD.exec(question);
  const field = otherField ? namedField(otherField[1]!, vocabulary) : undefined;
  // "The other handler": a word the data has no field for asks the other side of a value.
  const others =
    field || (otherField && dataWords(otherField[1]!, vocabulary))
      ? undefined
      : (OTHERS.exec(question) ?? otherField);
  if (field || (others && !dataWords(others[0], vocabulary))) {
    const phrase = field ? otherField![0] : others![0];
    const plan = withoutWords(merged, phrase);
    // "The other stream — complaints": the side is named.
    if (field && own.filters.some((filter) => filter.field === field.name)) return plan;
    const from = changedFilter(
      previous,
      earlier,
      (filter) => Boolean(otherValues(vocabulary, filter)),
      field?.name,
    );
    const to = from ? otherValues(vocabulary, from) : undefined;
    if (!from || !to || !plan.filters.some((filter) => filter.field === from.field)) {
      return unread(merged, phrase);
    }
    return { ...plan, filters: replacing(plan.filters, from, to) };
  }
  // "And how many in total?": the earlier figure over every record of the kind counted ("How
  // many complaints came by phone?": every complaint), nothing else said — unless the follow-up
  // points back at the earlier records ("how much did we pay on them in total?").
  const total = TOTAL.exec(question);
  if (
    total &&
    !BACK.test(question) &&
    own.filters.length === 0 &&
    !own.period &&
    earlier.filters.length > 0
  ) {
    const owners = ownersOf(previous, earlier.filters);
    const kept =
      owners.length > 0 ? earlier.filters.filter((filter) => !owners.includes(filter)) : [];
    const plan = withoutWords(merged, total[0]);
    return {
      ...plan,
      filters: plan.filters.filter((filter) =>
        kept.some((kind) => kind.field === filter.field && kind.entity === filter.entity),
      ),
    };
  }
  return merged;
}
