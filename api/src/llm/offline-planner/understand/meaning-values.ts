import nlp from 'compromise';
import type { DatasetField } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';
import about from './about-words.json';
import casual from './casual-words.json';
import readings from './meaning-reading.json';
import { sameStemWord } from './reworded-values';
import { baseForms, closeWords, partsOfSpeech, type PartOfSpeech } from './wordnet';
import { wordClasses } from './word-classes';
import {
  FUNCTION_WORDS,
  normaliseWord,
  type TermMatch,
  type Token,
  type ValueTerm,
  type Vocabulary,
} from './vocabulary';

/**
 * A value named by the MEANING of the question's words, not its own words: "chargebacks that
 * succeeded" of an outcome "Won" (WordNet: succeed and win share a sense), "flooding inside the
 * home" of "Flooding - internal" (inside is seen also with internal), "leaks on the owner's own
 * pipe" of "Leak - owner pipe" over a plain "Leak". Every telling word of the value is said, by its
 * own stem or by a word WordNet holds close to it (closeWords: the same sense, a similar
 * adjective, a derived word; never a wider or narrower sense), within a few words; at least one
 * word is said by meaning, or the value explains more words than the value already matched
 * inside it (the narrowest value wins). A word read by meaning must be one nothing else took. Two
 * values read equally from the same words are said, never picked. Nothing here knows a data set.
 */

/** Words by which a value's name says the opposite of the word after it. */
const NEGATIONS = new Set(['not', 'non', 'no', 'never', 'without']);

/** How many words more than the value's own its words may be spread over. */
const SPREAD = 4;

/** A value read from the question by meaning. */
export interface MeantValue extends TermMatch<ValueTerm> {
  /** The question's words it was read from ("succeeded", "inside a property"). */
  meant: string;
  /** The tokens read, the value's words and what they took with them. */
  taken: number[];
}

/** Values two or more ways read from the same words: said, never picked. */
export interface AmbiguousMeaning {
  said: string;
  values: string[];
}

interface ValueWord {
  raw: string;
  normal: string;
}

const valueWordsCache = new WeakMap<ValueTerm, ValueWord[] | null>();

/** The telling words of a value as written ("Leak - customer pipe" → leak, customer, pipe). */
function valueWords(term: ValueTerm): ValueWord[] | null {
  if (valueWordsCache.has(term)) return valueWordsCache.get(term)!;
  const raw = term.value
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  const negates = raw.some((word) => NEGATIONS.has(word));
  const telling = raw
    .filter((word) => !FUNCTION_WORDS.has(normaliseWord(word)) && !NEGATIONS.has(word))
    .map((word) => ({ raw: word, normal: normaliseWord(word) }));
  const words = negates || telling.length === 0 || telling.length > 4 ? null : telling;
  valueWordsCache.set(term, words);
  allWordsCache.set(term, new Set(raw.map(normaliseWord)));
  optionalCache.set(
    term,
    raw
      .filter((word) => word.length >= 4 && FUNCTION_WORDS.has(normaliseWord(word)))
      .map((word) => ({ raw: word, normal: normaliseWord(word) })),
  );
  return words;
}

const optionalCache = new WeakMap<ValueTerm, ValueWord[]>();

/**
 * The words of a value's name too plain to be needed ("customer" of "Leak - customer pipe",
 * "broken" of "Seat - broken"), which count when said.
 */
function optionalWords(term: ValueTerm): ValueWord[] {
  valueWords(term);
  return optionalCache.get(term) ?? [];
}

const allWordsCache = new WeakMap<ValueTerm, ReadonlySet<string>>();

/** Every word of a value's name, normalised ("customer" of "Leak - customer pipe" too). */
export function nameWords(term: ValueTerm): ReadonlySet<string> {
  valueWords(term);
  return allWordsCache.get(term)!;
}

/** Nouns for the records themselves ("reports", "queries"): they name the records, no value. */
const RECORD_WORDS = new Set([...about.recordNouns, ...casual.recordWords].map(normaliseWord));

const formsCache = new Map<string, ReadonlySet<string>>();
const PARTS: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/**
 * A word with its base forms in WordNet and its root from compromise ("won" → "win", "children"
 * → "child"), read once per word.
 */
function formsOf(word: string): ReadonlySet<string> {
  const known = formsCache.get(word);
  if (known) return known;
  const forms = new Set([word, ...PARTS.flatMap((part) => baseForms(word, part))]);
  const root = (
    nlp(word)
      .compute('root')
      .json({ terms: { normal: true } }) as {
      terms: { root?: string }[];
    }[]
  )[0]?.terms[0]?.root;
  if (root && /^\p{L}+$/u.test(root)) forms.add(root);
  if (formsCache.size >= 5000) formsCache.clear();
  formsCache.set(word, forms);
  return forms;
}

/** An adjective and no noun in general English (WordNet): "speedy", "impolite". */
function describing(word: string): boolean {
  const parts = partsOfSpeech(word);
  return parts.has('adj') && !parts.has('noun');
}

/** Whether a question word means a value word: a close word of one of its forms is the other's. */
export function meansWord(said: string, own: string): boolean {
  if (said.length < 4 || own.length < 3) return false;
  const ownForms = formsOf(own);
  for (const form of formsOf(said)) {
    for (const close of closeWords(form)) {
      if (ownForms.has(close)) return true;
    }
  }
  return false;
}

/**
 * A value word that is itself a verb's inflected form ("won", "closed", "refused"): a state the
 * records reached, which a verb of the question may name. A plain word ("phone") is not.
 */
function verbState(word: string): boolean {
  const lower = word.toLowerCase();
  return [...formsOf(lower)].some((form) => form !== lower && partsOfSpeech(form).has('verb'));
}

/** Determiners and possessives ("the", "their"), about-words.json's skipped words. */
const DETERMINERS = new Set(about.skipped);

const determiner = (raw: string) => DETERMINERS.has(raw) || /'s$/.test(raw);

/**
 * The noun phrase a word read by meaning governs, when a determiner follows it: "inside a
 * property", "outside people's homes" (the place the value's word already says).
 */
function objectOf(tokens: readonly Token[], at: number, used: ReadonlySet<number>): number[] {
  if (!determiner(tokens[at + 1]?.raw ?? '')) return [];
  const taken: number[] = [];
  for (let next = at + 1; next < tokens.length && next <= at + 3; next++) {
    if (used.has(next)) break;
    taken.push(next);
    if (!determiner(tokens[next]!.raw)) return taken;
  }
  return [];
}

/**
 * The values the question names by meaning, with the words they take; the values read equally
 * from the same words go to `ambiguous` instead.
 */
export function meantValues(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  matches: readonly TermMatch<unknown>[],
  used: ReadonlySet<number>,
  blocked: ReadonlySet<number>,
  ambiguous: AmbiguousMeaning[] = [],
): MeantValue[] {
  // Which value matches stand on each token (a value of the same field may be narrowed).
  const standing = new Map<number, TermMatch<ValueTerm>[]>();
  const other = new Set<number>();
  // Tokens naming only a field ("speedy" of a "reply speed"): a value of that field may take them.
  const fieldOnly = new Map<number, DatasetField | null>();
  for (const match of matches) {
    for (let at = match.start; at < match.end; at++) {
      const term = match.term as Partial<ValueTerm> & { measure?: unknown };
      if (term.value !== undefined && 'field' in term) {
        standing.set(at, [...(standing.get(at) ?? []), match as TermMatch<ValueTerm>]);
        continue;
      }
      other.add(at);
      const field = term.measure === undefined && term.field ? term.field : null;
      const known = fieldOnly.get(at);
      fieldOnly.set(at, known === undefined || known === field ? field : null);
    }
  }
  // Only a describing word ("a speedy reply"): a noun naming the field ("airline") is the field.
  const fieldsOwn = (at: number, field: DatasetField) =>
    fieldOnly.get(at) === field &&
    !blocked.has(at) &&
    !standing.has(at) &&
    describing(tokens[at]!.raw);
  const free = (at: number) => !used.has(at) && !blocked.has(at) && !other.has(at);
  const content = tokens.map(
    (token) =>
      !token.capital &&
      token.raw.length >= 4 &&
      !FUNCTION_WORDS.has(token.word) &&
      !RECORD_WORDS.has(token.word) &&
      /^\p{L}+$/u.test(token.raw),
  );
  const open = tokens.map((_, at) => content[at]! && free(at) && !standing.has(at));
  // The question's verbs as compromise tags them in the sentence ("called", "shut").
  const classes = wordClasses(tokens.map((token) => token.raw).join(' '));
  const verb = tokens.map((token) => {
    const tags = classes.get(token.raw)?.tags;
    return !!tags && tags.has('Verb') && !tags.has('Adjective');
  });
  // A verb whose subject is another field's value ("after the branch shut") tells of that thing.
  const ofOther = (at: number, field: DatasetField) =>
    (standing.get(at - 1) ?? []).some((match) => match.term.field !== field);
  const found: (MeantValue & { size: number; meaning: number[] })[] = [];
  const seen = new Set<string>();
  for (const term of vocabulary.values) {
    if (term.field.type !== 'category') continue;
    const key = `${term.field.entity}.${term.field.name}=${term.value}`;
    if (seen.has(key)) continue;
    const own = valueWords(term);
    if (!own) continue;
    // Per value word, where it is said: by its stem (a token free or holding this field's
    // value), or by meaning (a token nothing took).
    // A word written in capitals ("WEB", "ATM") is a code, read by its letters, never its meaning.
    const codes = new Set(
      term.value
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 2 && /\p{L}/u.test(word) && word === word.toUpperCase())
        .map((word) => word.toLowerCase()),
    );
    const placesOf = (word: ValueWord) =>
      tokens.flatMap((token, at) => {
        if (blocked.has(at)) return [];
        const mine = fieldsOwn(at, term.field);
        if (other.has(at) && !mine) return [];
        const onField = (standing.get(at) ?? []).every((match) => match.term.field === term.field);
        if (onField && !mine && (sameStemWord(token.word, word.normal) || token.raw === word.raw))
          return [{ at, meaning: false }];
        if (
          (open[at] || (mine && content[at])) &&
          !codes.has(word.raw) &&
          // A verb names only a value that is a verb's state ("succeeded" of Won, never
          // "called" of Phone), and only of the records themselves.
          (!verb[at] || (verbState(word.raw) && !ofOther(at, term.field))) &&
          meansWord(token.raw, word.raw)
        )
          return [{ at, meaning: true }];
        return [];
      });
    const places = own.map(placesOf);
    if (places.some((list) => list.length === 0)) continue;
    const optional = optionalWords(term).map(placesOf);
    for (const first of places[0]!) {
      const nearest = (list: readonly { at: number; meaning: boolean }[]) =>
        [...list].sort(
          (a, b) =>
            Number(a.meaning) - Number(b.meaning) ||
            Math.abs(a.at - first.at) - Math.abs(b.at - first.at),
        )[0];
      const picked = [first, ...places.slice(1).map((list) => nearest(list)!)];
      // A plain word of the name counts when said near ("damaged" of "Seat - broken").
      for (const list of optional) {
        const near = nearest(
          list.filter(
            (place) =>
              Math.abs(place.at - first.at) <= own.length + SPREAD &&
              !picked.some((other) => other.at === place.at),
          ),
        );
        if (near) picked.push(near);
      }
      const spots = picked.map((place) => place.at);
      if (new Set(spots).size !== spots.length) continue;
      const start = Math.min(...spots);
      const end = Math.max(...spots) + 1;
      if (end - start > picked.length + SPREAD) continue;
      // Another value or field inside the span is another thing said, unless it is a word of
      // this value's name ("customer" of "Leak - customer pipe", which names a field too).
      let crossed = false;
      for (let at = start; at < end; at++) {
        const mine = fieldsOwn(at, term.field) || nameWords(term).has(tokens[at]!.word);
        if (other.has(at) && !mine) crossed = true;
      }
      if (crossed) continue;
      const meaning = picked.filter((place) => place.meaning).map((place) => place.at);
      // A value read by one word's meaning alone is a value of that one word ("Won"), not a
      // longer name one of whose words is too plain to count ("Customer accounts").
      const named = [...nameWords(term)].filter((word) => word.length >= 3).length;
      if (meaning.length === picked.length && picked.length < named) continue;
      // The values already standing inside the span, which this one must explain more than.
      const inside = [...new Set(spots.flatMap((at) => standing.get(at) ?? []))].filter(
        (match) => match.term.value !== term.value,
      );
      // Said as a whole already ("Leak - customer pipe" written out) it needs no reading.
      const whole = (standing.get(start) ?? []).some(
        (match) =>
          match.term.value === term.value &&
          match.quality >= 1 &&
          match.start <= start &&
          match.end >= end,
      );
      if (whole) continue;
      // Said in full elsewhere ("Kingsway versus Kingsway Park"), the shorter value is another.
      const elsewhere = matches.some(
        (match) =>
          match.quality >= 1 &&
          (match.term as Partial<ValueTerm>).value === term.value &&
          (match.term as Partial<ValueTerm>).field === term.field,
      );
      if (elsewhere) continue;
      // Never over another value said in full: only one whose words this value's name holds
      // ("Leak" inside "Leak - customer pipe"), which it narrows.
      const words = nameWords(term);
      const overridden = inside.some(
        (match) =>
          match.quality >= 1 &&
          [...nameWords(match.term)].some(
            (word) =>
              !FUNCTION_WORDS.has(word) &&
              ![...words].some((own) => sameStemWord(own, word) || own === word),
          ),
      );
      if (overridden) continue;
      const before = Math.max(0, ...inside.map((match) => valueWords(match.term)?.length ?? 0));
      if (meaning.length === 0) {
        // Said by its own words: only a narrower value than one matched, its words said apart.
        if (inside.length === 0 || own.length <= before) continue;
        if (inside.some((match) => match.start <= start && match.end >= end)) continue;
      }
      const taken = [...spots];
      for (const at of meaning) taken.push(...objectOf(tokens, at, used));
      const last = Math.max(...taken) + 1;
      seen.add(key);
      found.push({
        term,
        start,
        end,
        quality: 1,
        meant: tokens
          .slice(start, last)
          .map((token) => token.raw)
          .join(' '),
        taken,
        size: own.length,
        meaning,
      });
      break;
    }
  }
  // The narrowest reading of each set of words wins; equal readings are said, never picked.
  const chosen: MeantValue[] = [];
  for (const reading of found) {
    const rivals = found.filter(
      (other) => other !== reading && other.taken.some((at) => reading.taken.includes(at)),
    );
    if (rivals.some((other) => other.size > reading.size)) continue;
    const equal = rivals.filter(
      (other) => other.size === reading.size && other.meaning.length === reading.meaning.length,
    );
    if (
      rivals.some(
        (other) => other.size === reading.size && other.meaning.length < reading.meaning.length,
      )
    )
      continue;
    if (equal.length > 0) {
      const values = [reading, ...equal].map((item) => item.term.value);
      if (!ambiguous.some((item) => item.said === reading.meant))
        ambiguous.push({ said: reading.meant, values });
      continue;
    }
    const { size: _size, meaning: _meaning, ...value } = reading;
    chosen.push(value);
  }
  return chosen;
}

/** "Reading 'succeeded' as Won." (meaning-reading.json, which confidence reads too). */
export function meaningReading(said: string, value: string): string {
  return readings.read.replace('{said}', said).replace('{value}', value);
}

/** The sentences saying which values the plan read by meaning, after a blank line. */
export function meaningReadingLines(plan: QuestionPlan): string[] {
  const filters: PlanFilter[] = [...plan.filters, ...(plan.measure.part ?? [])];
  const said = filters.flatMap((filter) =>
    filter.meant && filter.values.length > 0
      ? [meaningReading(filter.meant, filter.values.map(String).join(' or '))]
      : [],
  );
  return said.length > 0 ? ['', ...new Set(said)] : [];
}
