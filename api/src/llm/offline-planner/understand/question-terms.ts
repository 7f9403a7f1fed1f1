import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import type { PlanFilter } from './question-plan';
import casual from './casual-words.json';
import leftOut from './left-out-words.json';
import { bestLookalikes, splitLookalikes } from './lookalike-values';
import { RECORD_NOUNS } from './question-words';
import { nameHead, recordHead } from './record-head';
import { gradedOwnWord, gradedTokens } from './graded-words';
import { meantValues, nameWords } from './meaning-values';
import { rewordedValues } from './reworded-values';
import { sameMeaning } from './thesaurus';
import {
  type FieldTerm,
  FUNCTION_WORDS,
  matchTerms,
  type MeasureTerm,
  normaliseWord,
  type TermMatch,
  type Token,
  type ValueTerm,
  type Vocabulary,
  words,
} from './vocabulary';

/**
 * The everyday nouns for the records themselves ("reports", "entries", "cases"): one of them
 * alone never names a yes/no field it is a word of ("damage reports" is no "police report?").
 */
const RECORD_WORDS = new Set(casual.recordWords.map(normaliseWord));

/** The data's terms a question names (values, fields, measures), read as filters on an entity. */

export interface Understood {
  values: TermMatch<ValueTerm>[];
  fields: TermMatch<FieldTerm>[];
  measures: TermMatch<MeasureTerm>[];
  used: Set<number>;
}

export type AnyTerm = ValueTerm | FieldTerm | MeasureTerm;

/**
 * Phrasal verbs ("accounts for", "hand back", "is used"): a word of them said alone names no
 * value or field ("Account restricted", "Back-billing", "Reading not used"), in any data set.
 */
const PHRASAL_VERBS = new Set(
  casual.phrasalVerbs.map((phrase) => phrase.split(' ').map(normaliseWord).join(' ')),
);

function inPhrasalVerb(word: string, after?: string, before?: string): boolean {
  return (
    (after !== undefined && PHRASAL_VERBS.has(`${word} ${after}`)) ||
    (before !== undefined && PHRASAL_VERBS.has(`${before} ${word}`))
  );
}

/** Nouns for a group of places or units ("locations", "sites"), in any data set. */
const GROUP_NOUNS = new Set(casual.groupNouns.map(normaliseWord));

/** "branches" of a field "branch", or "locations": a noun for several values of the field. */
function namesGroupOf(field: DatasetField, word: string): boolean {
  const said = normaliseWord(word);
  if (GROUP_NOUNS.has(said)) return true;
  const own = [field.name, field.label ?? '', ...(field.synonyms ?? [])].flatMap((name) =>
    name
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((part) => normaliseWord(part.toLowerCase())),
  );
  return own.some((known) => sameNoun(known, said));
}

/** Whether a word is a noun for the records of an entity ("cases", "customers", "messages"). */
export function namesRecordsOf(entity: DatasetEntity, word: string): boolean {
  if (entity === 'cases') return /^cases?$/i.test(word);
  if (entity === 'customers') return /^(customers?|clients?)$/i.test(word);
  return /^communications?$/i.test(word) || new RegExp(`^${RECORD_NOUNS.source}$`, 'i').test(word);
}

export function understand(
  tokens: Token[],
  vocabulary: Vocabulary,
  blocked: Set<number>,
): Understood {
  const used = new Set(blocked);
  const partial = (
    term: AnyTerm,
    word: string,
    after?: string,
    before?: string,
    said?: string,
  ): number => {
    if (FUNCTION_WORDS.has(word) || word.length < 4) return 0;
    if (inPhrasalVerb(said ?? word, after, before)) return 0;
    // "the Calgary branches", "all airport locations": the word names every value sharing it.
    if ('value' in term && after !== undefined && namesGroupOf(term.field, after)) return 0.5;
    // A declared measure's telling word ("resolve" of "time to resolve") beats a typo of a value.
    if ('measure' in term) return word.length >= 5 && !vocabulary.wordSpread.has(word) ? 1.9 : 0;
    // A field's one telling word ("disputed" of "consumer disputed") names that field; the noun
    // the records are called by ("disputes" of a disputes log) never names a yes/no field alone.
    if (!('value' in term)) {
      // "feedback being submitted" of a "submitted via" channel: the verb the records are made
      // by, said without the rest of a field's name, is their own time, not that field.
      if (RECORD_WORDS.has(normaliseWord(word)) && /ed$/.test(word) && term.words.length > 1)
        return 0;
      if (
        term.field.type === 'boolean' &&
        (RECORD_WORDS.has(normaliseWord(word)) || recordHead(vocabulary, word))
      ) {
        return 0;
      }
      // "appeals lodged late" of a "late application" flag: the adjective a yes/no field's label
      // starts with names it, however short.
      const shortest =
        term.field.type === 'boolean' && term.words[0] === word && term.words.length > 1 ? 4 : 5;
      return vocabulary.fieldSpread.get(word) === 1 && word.length >= shortest ? 0.6 : 0;
    }
    return (vocabulary.wordSpread.get(word) ?? 0) <= 3 ? 0.5 : 0;
  };
  // Declared measures, fields and values compete for the same words: the longest, closest match
  // wins, a declared measure first when they tie.
  const matches = matchTerms<AnyTerm>(
    tokens,
    [...vocabulary.measures, ...vocabulary.fields, ...vocabulary.values],
    used,
    // A field declared as "issue" is that field when the question says "issue".
    {
      partial,
      namesItself: (term) => !('value' in term) && !('measure' in term),
      // "Calgary incidents": the records' own noun after a shared word is no other value word.
      groupNoun: (term, word) =>
        'value' in term &&
        (namesGroupOf(term.field, word) ||
          RECORD_WORDS.has(normaliseWord(word)) ||
          words(vocabulary.dictionary.name).includes(normaliseWord(word))),
    },
  );
  valueInFieldFrame(tokens, vocabulary, matches);
  dropRecordNounForms(tokens, vocabulary, matches, used, blocked);
  // "service cases", "customer emails": a plain word too weak to name a value alone names the
  // one-word value it spells when the noun of the records holding that value follows it.
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (used.has(index) || !next || FUNCTION_WORDS.has(token.word)) return;
    const term = vocabulary.values.find(
      (candidate) =>
        candidate.words.length === 1 &&
        candidate.words[0] === token.word &&
        namesRecordsOf(candidate.field.entity, next.raw),
    );
    if (!term) return;
    used.add(index);
    matches.push({ term, start: index, end: index + 1, quality: 1 });
  });
  matches.sort((a, b) => a.start - b.start);
  // "closed with a charge" for "Closed - charged": a value said in other forms is that value.
  for (const reworded of rewordedValues(tokens, vocabulary, blocked)) {
    const said = matches.some(
      (match) =>
        'value' in match.term &&
        match.term.value === reworded.term.value &&
        match.term.field === reworded.term.field &&
        match.quality >= 1,
    );
    // "credit card fees": a word a whole value already took is not another value's.
    const taken = matches.some(
      (match) =>
        match.quality >= 1 &&
        !('measure' in match.term) &&
        match.start < reworded.end &&
        match.end > reworded.start &&
        (match.start < reworded.start || match.end > reworded.end),
    );
    if (said || taken || reworded.end - reworded.start < 2) continue;
    for (let at = matches.length - 1; at >= 0; at--) {
      const match = matches[at]!;
      const inside = match.start >= reworded.start && match.end <= reworded.end;
      if (inside && !('measure' in match.term)) matches.splice(at, 1);
    }
    for (let at = reworded.start; at < reworded.end; at++) used.add(at);
    matches.push(reworded);
  }
  matches.sort((a, b) => a.start - b.start);
  // "chargebacks that succeeded" of "Won", "flooding inside a home" of "Flooding - internal": a
  // value named by the meaning of words nothing else took, or narrowed by them.
  const graded = gradedTokens(tokens);
  for (const meant of meantValues(tokens, vocabulary, matches, used, blocked)) {
    // A graded word ("gloomiest") read as a value by another word's meaning is a ranking's way.
    if (
      meant.taken.some((at) => graded.has(at) && !gradedOwnWord(tokens[at]!, nameWords(meant.term)))
    )
      continue;
    for (let at = matches.length - 1; at >= 0; at--) {
      const match = matches[at]!;
      const inside = match.start >= meant.start && match.end <= meant.end;
      const own =
        !('value' in match.term) &&
        !('measure' in match.term) &&
        (match.term.field === meant.term.field ||
          tokens
            .slice(match.start, match.end)
            .every((token) => nameWords(meant.term).has(token.word)));
      if (inside && (own || ('value' in match.term && match.term.field === meant.term.field)))
        matches.splice(at, 1);
    }
    for (const at of meant.taken) used.add(at);
    matches.push(meant);
  }
  matches.sort((a, b) => a.start - b.start);
  const grouped = valueGroups(tokens, vocabulary, matches, used);
  const values = splitLookalikes(
    [
      ...bestLookalikes(
        matches.filter(
          (match): match is TermMatch<ValueTerm> => 'value' in match.term && !grouped.has(match),
        ),
        tokens,
      ),
      ...[...grouped].filter((match): match is TermMatch<ValueTerm> => 'value' in match.term),
    ],
    tokens,
  );
  // "not upheld" for "Closed - not upheld": the negation is that value's word too.
  for (const match of values) for (let at = match.start; at < match.end; at++) used.add(at);
  return {
    values,
    fields: matches.filter(
      (match): match is TermMatch<FieldTerm> => 'field' in match.term && !('value' in match.term),
    ),
    measures: matches.filter((match): match is TermMatch<MeasureTerm> => 'measure' in match.term),
    used,
  };
}

/** Words that tie a value to its field's name: "Refund as their topic", "issue of Handset". */
const FRAME_AFTER = new Set([
  'as',
  'their',
  'its',
  'the',
  'a',
  'an',
  'for',
  'under',
  'down',
  'put',
  'given',
  'listed',
  'logged',
  'recorded',
  'noted',
  'marked',
]);
const FRAME_BEFORE = new Set([
  'of',
  'is',
  'was',
  'were',
  'being',
  'said',
  'set',
  'to',
  'as',
  'marked',
  'listed',
  'labelled',
  'labeled',
  'tagged',
  'logged',
  'filed',
  'recorded',
  'called',
  'named',
  'given',
  'the',
  'a',
  'an',
]);

/**
 * "How many feedback items have Refund as their topic?", "cases with an issue of Handset", "the
 * Handset issue": a word that is both another field's name ("refund" of a refund amount) and
 * exactly a value of a field the question names beside it, tied to that name by a frame, is the
 * value. The frame is words only ("as their", "of", "is", nothing at all), in either order;
 * "refund by topic", "refund per topic" keep the field.
 */
function valueInFieldFrame(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  matches: TermMatch<AnyTerm>[],
): void {
  const fieldNamed = (field: DatasetField, at: number) =>
    matches.some(
      (other) =>
        other.start === at &&
        !('value' in other.term) &&
        !('measure' in other.term) &&
        other.term.field.name === field.name &&
        other.term.field.entity === field.entity,
    );
  const framed = (field: DatasetField, start: number, end: number): boolean => {
    // The value first: "Refund as their topic", "Handset issues".
    for (let at = end; at < tokens.length && at - end <= 4; at++) {
      if (fieldNamed(field, at)) return true;
      if (!FRAME_AFTER.has(tokens[at]!.raw)) break;
    }
    // The field first: "a topic of Refund", "issue: Handset", "with the topic marked as Refund".
    for (let at = start - 1; at >= 0 && start - at <= 4; at--) {
      if (fieldNamed(field, at)) return true;
      if (!FRAME_BEFORE.has(tokens[at]!.raw)) break;
    }
    return false;
  };
  for (let at = 0; at < matches.length; at++) {
    const match = matches[at]!;
    if ('value' in match.term || 'measure' in match.term) continue;
    const said = tokens.slice(match.start, match.end).map((token) => token.word);
    const value = vocabulary.values.find(
      (term) =>
        term.field !== match.term.field &&
        term.field.type === 'category' &&
        term.words.length === said.length &&
        term.words.every((word, offset) => word === said[offset]) &&
        framed(term.field, match.start, match.end),
    );
    if (value) matches[at] = { term: value, start: match.start, end: match.end, quality: 1 };
  }
}

/**
 * "How many claims…" of claims with an "amount claimed" field: the noun the data is named for,
 * said as that plural noun, is its records, not a field or measure whose own words hold that stem
 * only in another form ("claimed") or as the modifier of another noun ("claim amount"). A field
 * called by the noun alone keeps it.
 */
function dropRecordNounForms(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  matches: TermMatch<AnyTerm>[],
  used: Set<number>,
  blocked: ReadonlySet<number>,
): void {
  const head = nameHead(vocabulary.dictionary)?.toLowerCase();
  if (!head || head.length <= 3 || !/[^s]s$/.test(head)) return;
  const singular = head.replace(/s$/, '');
  const nounForms = new Set([head, singular]);
  for (let at = matches.length - 1; at >= 0; at--) {
    const match = matches[at]!;
    if ('value' in match.term || match.end - match.start !== 1) continue;
    // The plural only: "the biggest claim", "the average claim" may well be its amount.
    if (tokens[match.start]!.raw.toLowerCase() !== head) continue;
    const names =
      'measure' in match.term
        ? [match.term.measure.name, match.term.measure.label ?? '']
        : [
            match.term.field.name,
            match.term.field.label ?? '',
            ...(match.term.field.synonyms ?? []),
          ];
    // Only a name that is the noun alone is named by it ("claim amount" is an amount).
    if (names.some((name) => nounForms.has(name.trim().toLowerCase()))) continue;
    matches.splice(at, 1);
    if (!blocked.has(match.start)) used.delete(match.start);
  }
}

/** Words before a group of values that says it is all of them ("all airport locations"). */
const ALL_OF = new Set(['all', 'every', 'both', 'each', 'any']);

/**
 * "the Calgary branches", "our Toronto stores", "all pumping stations": words shared by several
 * values of one field, said as a group (a noun for the field or for places after them, a plural,
 * "all" before them), name every value holding those words, not the one that fits them best. The
 * group's noun is part of the filter, not a breakdown by the field. A word that is a whole value
 * stays that value. Returns the matches of such groups (one per value), widened to every value.
 */
function valueGroups(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  matches: TermMatch<AnyTerm>[],
  used: Set<number>,
): Set<TermMatch<AnyTerm>> {
  const grouped = new Set<TermMatch<AnyTerm>>();
  const spans = new Map<string, TermMatch<ValueTerm>[]>();
  for (const match of matches) {
    if (!('value' in match.term)) continue;
    const key = `${match.start}:${match.end}:${match.term.field.entity}.${match.term.field.name}`;
    spans.set(key, [...(spans.get(key) ?? []), match as TermMatch<ValueTerm>]);
  }
  for (const group of spans.values()) {
    const { start, end, term } = group[0]!;
    const field = term.field;
    // The words said of the value's own ("off peak return": "off" and "peak" too).
    const said = tokens
      .slice(start, end)
      .map((token) => token.word)
      .filter((word) => term.words.some((own) => sameNoun(own, word)));
    if (said.length === 0) continue;
    // A whole value said stays that value ("Leeds North", "North Hall").
    const whole = vocabulary.values.some(
      (other) =>
        other.field === field &&
        other.words.length === said.length &&
        other.words.every((word, at) => sameNoun(word, said[at]!)),
    );
    if (whole) continue;
    const next = tokens[end];
    const noun = next !== undefined && !used.has(end) && namesGroupOf(field, next.raw);
    const fieldNoun =
      next !== undefined &&
      matches.some(
        (other) =>
          other.start === end &&
          !('value' in other.term) &&
          !('measure' in other.term) &&
          other.term.field === field,
      );
    const plural = /s$/.test(tokens[end - 1]!.raw) && said.length > 1;
    const all = start > 0 && ALL_OF.has(tokens[start - 1]!.word);
    if (!noun && !fieldNoun && !plural && !all) continue;
    const holding = vocabulary.values.filter(
      (other) =>
        other.field === field &&
        said.every((word) => other.words.some((own) => sameNoun(own, word))),
    );
    const named = new Set(holding.map((other) => other.value));
    if (named.size < 2) continue;
    for (const match of group) matches.splice(matches.indexOf(match), 1);
    const taken = new Set<string>();
    for (const other of holding) {
      if (taken.has(other.value)) continue;
      taken.add(other.value);
      const widened: TermMatch<AnyTerm> = { term: other, start, end, quality: 0.5 };
      matches.push(widened);
      grouped.add(widened);
    }
    if (noun || fieldNoun) {
      used.add(end);
      for (let at = matches.length - 1; at >= 0; at--) {
        const other = matches[at]!;
        if (other.start === end && !('value' in other.term) && !('measure' in other.term))
          matches.splice(at, 1);
      }
    }
  }
  matches.sort((a, b) => a.start - b.start);
  return grouped;
}

/** One noun however written: "branch" and "branche" (of "branches"), "station" and "stations". */
function sameNoun(a: string, b: string): boolean {
  return a === b || `${a}e` === b || a === `${b}e` || normaliseWord(a) === normaliseWord(b);
}

/**
 * "dispute cases compared with service cases": once one value of a field is said, another value
 * of the same field said exactly is that value too, even a word too plain to name it alone.
 */
export function mirrorValues(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  matches: TermMatch<ValueTerm>[],
  used: Set<number>,
  question: string,
  /** Tokens that named a value (or a count of one), which another value may mirror. */
  named: readonly number[],
): TermMatch<ValueTerm>[] {
  // Fields that hold a value spelled like a word already matched ("complaint" of case types).
  const anchors = named.flatMap((at) =>
    vocabulary.values
      .filter((term) => term.words.length === 1 && term.words[0] === tokens[at]!.word)
      .map((term) => ({ at, term })),
  );
  const added: TermMatch<ValueTerm>[] = [];
  // Only when the two are said side by side: "X cases compared with Y cases", "X and Y".
  const saidApart = (at: number, index: number) => {
    const [first, second] = at < index ? [at, index] : [index, at];
    const between = question.slice(
      tokens[first]!.index + tokens[first]!.raw.length,
      tokens[second]!.index,
    );
    return /\b(and|or|vs\.?|versus|compared?|than|against|with|to)\b/i.test(between);
  };
  // "savings compared with checking": a value matched on one telling word is the other side.
  const sides = matches.map((match) => {
    if (match.quality >= 1 || match.end - match.start !== 1) return match;
    const mirrored = anchors.some(
      (anchor) =>
        tellingWordOf(vocabulary, anchor.term, tokens[match.start]!.word)?.value ===
          match.term.value && saidApart(anchor.at, match.start),
    );
    return mirrored ? { ...match, quality: 1 } : match;
  });
  tokens.forEach((token, index) => {
    if (used.has(index) || FUNCTION_WORDS.has(token.word)) return;
    for (const anchor of anchors) {
      const term =
        vocabulary.values.find(
          (candidate) =>
            candidate.field === anchor.term.field &&
            candidate.value !== anchor.term.value &&
            candidate.words.length === 1 &&
            candidate.words[0] === token.word,
        ) ?? tellingWordOf(vocabulary, anchor.term, token.word);
      if (!term || !saidApart(anchor.at, index)) continue;
      used.add(index);
      added.push({ term, start: index, end: index + 1, quality: 1 });
      // The anchor is that field's value too, when it matched something else.
      if (!matches.some((match) => match.start === anchor.at && match.term.field === term.field))
        added.push({ term: anchor.term, start: anchor.at, end: anchor.at + 1, quality: 1 });
      return;
    }
  });
  return [...sides, ...added].sort((a, b) => a.start - b.start);
}

/**
 * "savings compared with checking": a word of one other value of the anchor's field (or of one of
 * its synonyms, "checking account") that no other value of the field uses, said on its own.
 */
export function tellingWordOf(
  vocabulary: Vocabulary,
  anchor: ValueTerm,
  word: string,
): ValueTerm | undefined {
  if (word.length < 4) return undefined;
  const holding = vocabulary.values.filter(
    (candidate) => candidate.field === anchor.field && candidate.words.includes(word),
  );
  const values = new Set(holding.map((candidate) => candidate.value));
  if (values.size !== 1 || values.has(anchor.value)) return undefined;
  return holding[0];
}

/** The "yes" of a field whose values are yes and no (a flag kept as text by an import). */
export function yesValue(field: DatasetField): string | undefined {
  if (field.type !== 'category') return undefined;
  const values = (field.values ?? []).map((value) => String(value.value));
  if (values.length === 0 || values.length > 2) return undefined;
  const yes = values.find((value) => /^(yes|y|true|1)$/i.test(value));
  const other = values.filter((value) => value !== yes);
  return yes && other.every((value) => /^(no|n|false|0)$/i.test(value)) ? yes : undefined;
}

const escaped = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What may stand between the leaving-out words and the value: "not about the mobile app", "not
// from the North" (a preposition and an article), "haven't been closed yet", "not yet fully
// resolved" (the verb's helpers), "excluding anything that came through the App" (what is left
// out, said loosely).
const LEFT_OUT_TAIL =
  '( (the|any|all))?( (anything|everything|any|all|those|ones|whatever)( (that|which|who))?( (came|come|comes|arrived|arrives|was|were|is|are|went|got|[a-z]+ed))?)?( (yet|been|be|being|got|gotten|ever|even|already|fully|properly|actually|really|still))*( (about|from|in|on|by|via|with|for|regarding|concerning|involving|related to|to|through))?( (the|a|an|our|their))?$';
// "not handled by Priya", "not sent via the app": a participle and the preposition of whoever
// or whatever did it, between the leaving-out words and the value.
const LEFT_OUT_DONE_BY =
  '( (yet|been|be|being|got|gotten|ever|even|already|fully|properly|actually|really|still))* [a-z]+(ed|en) (by|via|through)( (the|a|an|our|their))?$';
const LEFT_OUT = new RegExp(
  `(${leftOut.leading.map((phrase) => `\\b${escaped(phrase)}`).join('|')}|n't|\\b(?:yet|still|waiting|awaiting) to)${LEFT_OUT_TAIL}`,
);
const LEFT_OUT_OPENING = new RegExp(`^(${leftOut.opening.map(escaped).join('|')})${LEFT_OUT_TAIL}`);
const LEFT_OUT_BY = new RegExp(
  `(${leftOut.leading.map((phrase) => `\\b${escaped(phrase)}`).join('|')}|n't)${LEFT_OUT_DONE_BY}`,
);
const ARTICLES = new Set(['the', 'a', 'an', 'our', 'their']);

/**
 * "not handled by Priya Shah", "not settled by cheque": the value after a denied participle and
 * its "by"/"via"/"through" is left out — unless the participle is a value itself ("not resolved
 * by phone": the denial is the status's), which `taken` tells.
 */
function deniedDoer(
  tokens: readonly Token[],
  start: number,
  before: string,
  taken: ((index: number) => boolean) | undefined,
): boolean {
  if (!LEFT_OUT_BY.test(before)) return false;
  let at = start - 1;
  if (at >= 0 && ARTICLES.has(tokens[at]!.raw)) at--;
  return !taken?.(at - 1);
}

const RATHER = new RegExp(
  `(${leftOut.rather.map((phrase) => `\\b${escaped(phrase)}`).join('|')})${LEFT_OUT_TAIL}`,
);
const RATHER_COMPARING = new Set(leftOut.ratherComparing);

/**
 * "handled by a person rather than the bot", "through a broker instead of the portal": the value
 * after the words is left out — unless the question weighs the two sides before them ("did more
 * come by email rather than by phone?", "were scores higher by email rather than phone?").
 */
function ratherLeftOut(tokens: readonly Token[], start: number, before: string): boolean {
  if (!RATHER.test(before)) return false;
  const earlier = tokens.slice(0, start);
  if (earlier.some((token) => RATHER_COMPARING.has(token.word))) return false;
  return gradedTokens(earlier).size === 0;
}

/**
 * "not complaints", "excluding email", "other than phone", "apart from Payments", "leaving out
 * prepaid" (left-out-words.json): the words just before a value; "Bar Harbourside, …" when
 * the question opens with them.
 */
export function negated(
  tokens: readonly Token[],
  start: number,
  taken?: (index: number) => boolean,
): boolean {
  const before = tokens
    .slice(Math.max(0, start - 7), start)
    .map((token) => token.raw)
    .join(' ');
  if (
    LEFT_OUT.test(before) ||
    deniedDoer(tokens, start, before, taken) ||
    ratherLeftOut(tokens, start, before)
  ) {
    return true;
  }
  return (
    start <= 7 &&
    LEFT_OUT_OPENING.test(
      tokens
        .slice(0, start)
        .map((token) => token.raw)
        .join(' '),
    )
  );
}

const LEFT_OUT_PHRASES = [...leftOut.leading, ...leftOut.opening].map((phrase) =>
  phrase.split(' '),
);

/** "leave" of "Leave out Harrogate", "apart" of "apart from Noise": a word opening an exclusion. */
export function leftOutPhraseAt(tokens: readonly Token[], index: number): boolean {
  return LEFT_OUT_PHRASES.some(
    (phrase) =>
      index + phrase.length < tokens.length &&
      phrase.every((word, at) => tokens[index + at]!.raw === word) &&
      negated(tokens, index + phrase.length),
  );
}

const wordsOf = (list: readonly string[]): string => list.map(escaped).join('|');
const AROUND_BEFORE = new RegExp(
  `\\b(${wordsOf(leftOut.aroundBefore)})( (the|a|an|our|their|all|any))?$`,
);
// After the value: the end word, or one word of the records between ("the North region left out").
const AROUND_AFTER = new RegExp(`^([a-z]+ )?(${wordsOf(leftOut.aroundAfter)})\\b`);
const AROUND_OUT_BEFORE = new RegExp(
  `\\b(${wordsOf(leftOut.aroundOut)})( (the|a|an|our|their|all|any))?$`,
);
const AROUND_OUT_AFTER = /^([a-z]+ )?out\b/;
const AROUND_OPENING = new RegExp(`^(${wordsOf(leftOut.aroundOpening)})\\b`);
const AROUND_BEFORE_WORDS = new Set(leftOut.aroundBefore);
const AROUND_AFTER_WORDS = new Set([
  'out',
  ...leftOut.aroundAfter.flatMap((phrase) => phrase.split(' ')),
]);

/**
 * "Leaving the Current Account aside", "putting email to one side", "leaving retail out", "with
 * Storm left out": a value between a verb of setting aside and the word that ends it is left
 * out too; "Phone aside, …", "Leeds excepted, …": so is a value opening the question
 * with the end word straight after it (left-out-words.json around*).
 */
export function setAside(tokens: readonly Token[], span: { start: number; end: number }): boolean {
  const before = tokens
    .slice(Math.max(0, span.start - 3), span.start)
    .map((token) => token.raw)
    .join(' ');
  const after = tokens
    .slice(span.end, span.end + 4)
    .map((token) => token.raw)
    .join(' ');
  if (AROUND_BEFORE.test(before) && AROUND_AFTER.test(after)) return true;
  if (AROUND_OUT_BEFORE.test(before) && AROUND_OUT_AFTER.test(after)) return true;
  return clauseOpens(tokens, span.start) && AROUND_OPENING.test(after);
}

/** A value opening the question, after an article or a linking word ("And the Phone ones aside"). */
function clauseOpens(tokens: readonly Token[], start: number): boolean {
  let at = start;
  while (at > 0 && /^(the|a|an|our|their|and|but|so|ok|okay)$/.test(tokens[at - 1]!.raw)) at--;
  return at === 0;
}

/**
 * "leaving", "out", "aside" of "leaving Harrogate out", "Phone aside": a word around a value left
 * out, with the other side of the phrase near it ("leaving" with an end word a few words on, an
 * end word with a verb a few words back or the question's start).
 */
export function aroundLeftOutWordAt(tokens: readonly Token[], index: number): boolean {
  const raw = tokens[index]!.raw;
  if (AROUND_BEFORE_WORDS.has(raw)) {
    for (let end = index + 2; end <= index + 5 && end < tokens.length; end++) {
      if (setAside(tokens, { start: index + 1, end })) return true;
    }
  }
  if (AROUND_AFTER_WORDS.has(raw)) {
    for (let start = index - 1; start >= index - 5 && start >= 0; start--) {
      for (let end = start + 1; end <= index; end++) {
        if (setAside(tokens, { start, end })) return true;
      }
    }
  }
  return false;
}

/** The question's own words of a matched span. */
export function saidOf(tokens: readonly Token[], span: { start: number; end: number }): string {
  return tokens
    .slice(span.start, span.end)
    .map((token) => token.raw)
    .join(' ');
}

/** A one-value filter from a matched span, negated when the words before it say so ("not …"). */
export function spanFilter(
  entity: DatasetEntity,
  field: string,
  value: string | number | boolean,
  tokens: readonly Token[],
  span: { start: number; end: number },
  taken?: (index: number) => boolean,
): PlanFilter {
  return {
    entity,
    field,
    values: [value],
    said: saidOf(tokens, span),
    ...(negated(tokens, span.start, taken) || setAside(tokens, span) ? { negate: true } : {}),
  };
}

/** Filters from matched values; several values of one field said apart stay apart (compare). */
export function filtersOf(matches: TermMatch<ValueTerm>[], tokens: Token[]): PlanFilter[] {
  const filters: PlanFilter[] = [];
  for (const match of matches) {
    const said = saidOf(tokens, match);
    const same = filters.find(
      (filter) =>
        filter.field === match.term.field.name &&
        filter.entity === match.term.field.entity &&
        filter.said === said,
    );
    if (same) {
      if (!same.values.includes(match.term.value)) same.values.push(match.term.value);
      continue;
    }
    // "phone calls": two words for the same value make one filter.
    const repeated = filters.find(
      (filter) =>
        filter.field === match.term.field.name &&
        filter.entity === match.term.field.entity &&
        filter.values.length === 1 &&
        filter.values[0] === match.term.value,
    );
    if (repeated) {
      // "upheld, counting both Closed - upheld and …": the value said in full later is no hint.
      if (repeated.partial && match.quality >= 1) {
        delete repeated.partial;
        repeated.said = said;
      }
      continue;
    }
    filters.push({
      ...spanFilter(
        match.term.field.entity,
        match.term.field.name,
        match.term.value,
        tokens,
        match,
        (index) => matches.some((other) => other.start <= index && index < other.end),
      ),
      // A partial match (one distinctive word) that fits no field of the chosen entity is dropped.
      ...(match.quality < 1 ? { partial: true } : {}),
      // "succeeded" of "Won": read by meaning, which the answer says.
      ...('meant' in match && typeof match.meant === 'string' ? { meant: match.meant } : {}),
    });
  }
  return filters;
}

export function pickEntity(
  vocabulary: Vocabulary,
  filters: PlanFilter[],
  fields: DatasetField[],
  measure: MeasureTerm | undefined,
  text: string,
): DatasetEntity {
  const votes = new Map<DatasetEntity, number>();
  const vote = (entity: DatasetEntity, weight: number) =>
    votes.set(entity, (votes.get(entity) ?? 0) + weight);
  if (measure && (measure.fn || !measure.tool)) vote(measure.measure.entity, 3);
  for (const field of fields) vote(field.entity, 2);
  for (const filter of filters) {
    for (const entity of ['communications', 'cases', 'customers'] as const) {
      if (onEntity(vocabulary, filter, entity)) vote(entity, 1);
    }
  }
  const counts = vocabulary.dictionary.counts;
  if (/\bcases?\b/i.test(text) && counts.cases > 0) vote('cases', 1.5);
  if (
    /\bhow many (?:(?!(?:messages?|communications?|tweets?|posts?|reviews?|comments?|tickets?|calls?|emails?|letters?|chats?|cases?|complaints?)\b)\w+ ){0,3}(customers|clients)\b|\b(customers|clients) (are|in|by|per)\b/i.test(
      text,
    ) &&
    // "how many requests have customers sent": the customers are who sent them, not what is counted.
    !/\bhow many (?:\w+ ){1,2}(?:have|has|had|did|do|does|will|would)\s+(?:our\s+|the\s+)?(?:customers|clients)\b/i.test(
      text,
    )
  ) {
    if (counts.customers > 0) vote('customers', 2.5);
  }
  // "Which segment has the most customers", "the region with the fewest clients": the customers
  // are what is counted, when a field of theirs groups them.
  if (
    /\b(?:the\s+)?(?:most|fewest|least|(?:highest|largest|biggest|greatest|smallest|lowest)\s+(?:number|count)\s+of)\s+(?:customers|clients)\b/i.test(
      text,
    ) &&
    counts.customers > 0 &&
    vocabulary.fields.some(
      (term) =>
        term.field.entity === 'customers' &&
        term.field.role !== 'id' &&
        term.words.length > 0 &&
        new RegExp(`\\b${term.words.join('\\s+')}\\b`, 'i').test(text),
    )
  ) {
    vote('customers', 2.5);
  }
  vote('communications', 0.5);
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The same filter on the chosen entity: the field of that name, or the field holding the value. */
export function onEntity(
  vocabulary: Vocabulary,
  filter: PlanFilter,
  entity: DatasetEntity,
): PlanFilter | undefined {
  if (filter.entity === entity) return filter;
  const fields = vocabulary.dictionary.fields.filter((candidate) => candidate.entity === entity);
  const named = fields.find((candidate) => candidate.name === filter.field);
  const known = named?.complete ? (named.values ?? []).map(({ value }) => value) : [];
  if (named && (known.length === 0 || filter.values.every((value) => known.includes(value)))) {
    return { ...filter, entity };
  }
  // A field of the same name that lacks the value ("resolved" communications, "closed" cases):
  // the value of the same meaning, or none.
  if (named) {
    const same = filter.values.map((value) =>
      known.find(
        (candidate) =>
          typeof value === 'string' &&
          typeof candidate === 'string' &&
          sameMeaning(normaliseWord(value), normaliseWord(candidate)),
      ),
    );
    if (same.every((value) => value !== undefined)) {
      return { ...filter, entity, values: same as (string | boolean)[] };
    }
  }
  const holding = fields.find((candidate) =>
    filter.values.every((value) => candidate.values?.some((known) => known.value === value)),
  );
  return holding ? { ...filter, entity, field: holding.name } : undefined;
}
