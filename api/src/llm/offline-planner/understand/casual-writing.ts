import { readFileSync } from 'node:fs';
import type { DatasetField } from '../../../../../src/agent/dataset';
import { distance } from 'fastest-levenshtein';
import { dimensionSuperlatives } from './dimension-superlatives';
import { isEnglishWord } from './lexicon';
import { flagLeadWords, missedLimits, moodsOfRecords } from './loose-values';
import { FUNCTION_WORDS, normaliseWord, words, type Vocabulary } from './vocabulary';
import { adjectivesOfNoun, inflectedBases } from './wordnet';

/**
 * How people write questions in a hurry, read before parsing: chat filler ("lol", "tbh", "rn")
 * dropped, a state said by its opposite ("unresolved", "still open" where the data only records
 * "closed") written as the negation of the data's own value, a state said by another word for it
 * ("resolved" where the data says "closed") written as the data's word, and a misspelt noun of the records
 * counted ("how many compliants") put right when it is a transposed or one-letter slip of a word
 * the data's values use. The word lists are data (casual-words.json) and name no data set's values.
 */

interface CasualWords {
  filler: string[];
  /**
   * "does the data hold", "are in the dataset": the data itself, which is no filter; "the
   * messages we hold": the records said as the ones someone holds (`holders`, `holding`).
   */
  aboutTheData: { nouns: string[]; verbs: string[]; holders: string[]; holding: string[] };
  /**
   * Idioms by the plain words for them: what a series did on a day ("went through the roof"),
   * how two things are set side by side ("differ", "stack up").
   */
  idioms: Record<string, string[]>;
  /** Everyday abbreviations and txt-speak ("resp", "tkts", "pct", "wat", "u") and their words. */
  abbreviations: Record<string, string>;
  /** "seem to", "happened to": hedges that ask nothing. */
  hedges: string[];
  /**
   * "every single", "every last": a word that only stresses the one after it, by the plain word
   * ("across every single message" asks of every message).
   */
  intensifiers: Record<string, string[]>;
  /** "alone", "in particular" after a period ("in March alone"): that period, said firmly. */
  afterPeriod: string[];
  opposites: Record<string, string[]>;
  /** Words for the same state ("resolved", "closed"), for data that records it by another. */
  same: string[][];
  /** Words a field of what became of a record is called by ("outcome", "status", "resolution"). */
  outcomeFields: string[];
}

const WORDS = JSON.parse(
  readFileSync(new URL('./casual-words.json', import.meta.url), 'utf8'),
) as CasualWords;
const FILLER = new Set(WORDS.filler);

const VALUE_WORDS = new WeakMap<Vocabulary, Map<string, Set<string>>>();

/** Each word the data's values (and yes/no fields) are written with, and the fields using it. */
function valueWords(vocabulary: Vocabulary): Map<string, Set<string>> {
  let held = VALUE_WORDS.get(vocabulary);
  if (!held) {
    held = new Map();
    for (const term of vocabulary.values) {
      for (const word of term.words) {
        const fields = held.get(word) ?? new Set<string>();
        fields.add(`${term.field.entity}.${term.field.name}`);
        held.set(word, fields);
      }
    }
    // A yes/no field is a state by its name ("replied"): "unreplied" is its other side.
    for (const term of vocabulary.fields) {
      if (term.field.type !== 'boolean') continue;
      for (const word of term.words) held.set(word, new Set([term.field.name]));
    }
    VALUE_WORDS.set(vocabulary, held);
  }
  return held;
}

/** Chat filler written in lower case, unless the data itself uses the word. */
export function withoutFiller(question: string, vocabulary: Vocabulary): string {
  const kept = question.replace(/(?<![\p{L}\p{N}'’-])[a-z]+(?![\p{L}\p{N}'’-])/gu, (written) =>
    FILLER.has(written) && !vocabulary.known.has(normaliseWord(written)) ? '' : written,
  );
  return kept === question ? question : kept.replace(/[ \t]{2,}/g, ' ').trim();
}

/**
 * "unresolved", "unanswered": "not" and the value the data holds, when it holds that value and not
 * the word as said. "still open", "outstanding" where the data records only "closed": "not closed".
 */
const VERB_BEFORE = /\b(did|do|does|to|can|could|will|would|should)\s+(?:\w+\s+)?$/i;

/** Words of a state: those with an opposite ("open" of "closed"); a kind of record has none. */
const STATE_WORDS = new Set(Object.values(WORDS.opposites).flat());

/**
 * The group of words for the same thing that a word sits in, as written or through an inflection
 * ("moaned", "griping" of "moan", "gripe"), so a verb form reads as the noun the data holds.
 */
function sameGroup(word: string): string[] | undefined {
  const forms = [word, ...inflectedBases(word)];
  return WORDS.same.find((group) => forms.some((form) => group.includes(form)));
}

/**
 * "moans", "griped", "did folks whinge": a word of a group naming a kind of record (no state),
 * which means that kind whether said as a verb or a noun.
 */
function kindSaidAsVerb(word: string): boolean {
  const group = sameGroup(word);
  return group !== undefined && !group.some((member) => STATE_WORDS.has(member));
}

const OUTCOME_FIELDS = new Set(WORDS.outcomeFields.map(normaliseWord));

/**
 * A field of what became of a record: its role is a status, or its name, label or a synonym is
 * called by an outcome's word ("outcome", "resolution"). "Referred to Complaints" there is an
 * outcome, never the kind of record that slang for complaining names.
 */
function outcomeField(vocabulary: Vocabulary, key: string): boolean {
  const field = vocabulary.dictionary.fields.find(
    (candidate) => `${candidate.entity}.${candidate.name}` === key,
  );
  return field !== undefined && isOutcomeField(field);
}

/** A field of what became of a record (see `outcomeField`). */
export function isOutcomeField(field: DatasetField): boolean {
  if (field.role === 'status') return true;
  return [field.name, field.label ?? '', ...(field.synonyms ?? [])].some((name) =>
    words(name).some((word) => OUTCOME_FIELDS.has(word)),
  );
}

export function statesAsNegations(question: string, vocabulary: Vocabulary): string {
  const held = valueWords(vocabulary);
  // A kind of record said in slang ("moans", "gripes") is the data's word for that kind only where
  // a field other than an outcome holds it: "Referred to Complaints" is no kind of record.
  const heldAsKind = (candidate: string) =>
    [...(held.get(normaliseWord(candidate)) ?? [])].some((key) => !outcomeField(vocabulary, key));
  // The word as the data writes it: itself, or another word for the same state it holds.
  const asHeld = (word: string) =>
    held.has(normaliseWord(word))
      ? word
      : sameGroup(word)?.find((candidate) =>
          kindSaidAsVerb(word) ? heldAsKind(candidate) : held.has(normaliseWord(candidate)),
        );
  return question.replace(/\b[A-Za-z]{4,}\b/g, (written, at: number) => {
    const word = written.toLowerCase();
    // "did customers open a ticket": a verb, not a state. A kind of record said as its verb
    // ("which region moans the most", "who griped") is still that kind of record.
    if (
      !kindSaidAsVerb(word) &&
      (VERB_BEFORE.test(question.slice(0, at)) ||
        /^\s+(a|an|the|their|our)\b/i.test(question.slice(at + written.length)))
    )
      return written;
    if (held.has(normaliseWord(word)) || vocabulary.known.has(normaliseWord(word))) return written;
    // "breached vs unbreached": both sides said, a comparison of the two (flag-sides.ts).
    const prefixed = /^un([a-z]{4,})$/.exec(word)?.[1];
    if (prefixed && new RegExp(`(?<![a-z])${prefixed}`, 'i').test(question)) return written;
    const negated = prefixed ? asHeld(prefixed) : undefined;
    if (negated) return `not ${negated}`;
    // "remain open", "stayed unresolved": still in that state.
    if (/^(remain|remains|remained|stay|stays|stayed)$/.test(word)) {
      const next = /^\s+([a-z]+)/i.exec(question.slice(at + written.length))?.[1]?.toLowerCase();
      const state = next && (asHeld(next) ?? WORDS.opposites[next] ?? /^un[a-z]{4,}$/.test(next));
      return state ? 'still' : written;
    }
    const opposite = WORDS.opposites[word]?.find((candidate) => held.has(normaliseWord(candidate)));
    if (opposite) return `not ${opposite}`;
    return asHeld(word) ?? written;
  });
}

/** The noun right after "how many", "number of", "count of": the records counted. */
const COUNTED = /\b(how many|number of|count of|count)\s+([a-z]{5,})\b/gi;

/**
 * "how many compliants", "how many reprots": the counted noun misspelt is the data's word it
 * slipped from, when exactly one value word or word of the data set's name is a swap of two
 * letters or one letter away from it (same first letter, six letters or more).
 */
export function countedNounSlips(question: string, vocabulary: Vocabulary): string {
  const held = valueWords(vocabulary);
  return question.replace(COUNTED, (whole, lead: string, written: string) => {
    const said = normaliseWord(written.toLowerCase());
    if (vocabulary.known.has(said) || said.length < 6) return whole;
    const sorted = [...said].sort().join('');
    // The data set's own name holds the noun its records are called by ("damage reports").
    const candidates = new Set([...held.keys(), ...words(vocabulary.dictionary.name ?? '')]);
    const slips = [...candidates].filter((known) => {
      if (known.length < 6 || known.charAt(0) !== said.charAt(0)) return false;
      const apart = distance(said, known);
      return apart === 1 || (apart === 2 && [...known].sort().join('') === sorted);
    });
    if (slips.length !== 1) return whole;
    const plural = /s$/i.test(written) && !slips[0]!.endsWith('s');
    return `${lead} ${slips[0]}${plural ? 's' : ''}`;
  });
}

const DATA_NOUN = `(?:the|this|our|your|that)\\s+(?:whole\\s+|entire\\s+)?(?:${WORDS.aboutTheData.nouns.join('|')})`;
/** "does the data hold", "the dataset contains", "(that) this file has": the data named as itself. */
const DATA_HOLDS = new RegExp(
  `\\b(?:(?:does|do|did)\\s+)?${DATA_NOUN}\\s+(?:${WORDS.aboutTheData.verbs.join('|')})\\b`,
  'gi',
);

/**
 * "all the messages we hold", "the tickets that we keep on file": a plural noun, then who holds
 * them and the holding verb at the end of the phrase (no "on hold" nor "we hold the line").
 */
const RECORDS_HELD = new RegExp(
  `(?<=\\b[a-z]{3,}s)\\s+(?:(?:that|which)\\s+)?(?:${WORDS.aboutTheData.holders.join('|')})\\s+(?:${WORDS.aboutTheData.holding.join('|')})\\b(?=\\s*(?:$|[?.!,;:]|\\s(?:are|is|were|was|have|has|and|or|but)\\b))`,
  'gi',
);

/**
 * "How many communications does the data hold overall?", "what share of the messages we hold":
 * the words that name the data itself are no value of it ("hold" is not a wait on hold), so they
 * are dropped before the question is read.
 */
export function withoutDataItself(question: string): string {
  const kept = question.replace(DATA_HOLDS, '').replace(RECORDS_HELD, '');
  return kept === question
    ? question
    : kept
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/\s+([?.!])/g, '$1')
        .trim();
}

const IDIOMS: [RegExp, string][] = Object.entries(WORDS.idioms).map(([plain, idioms]) => [
  new RegExp(`\\b(?:${[...idioms].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi'),
  plain,
]);

const HEDGES = new RegExp(`\\b(?:${WORDS.hedges.join('|')})\\s+`, 'gi');
/** A month, quarter, year or other period word, then "alone" ("travelling alone" is a value). */
const AFTER_PERIOD = new RegExp(
  `(\\b(?:\\d{4}|q[1-4]|h[12]|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|week|month|year|quarter|half|today|yesterday|weekend|day))\\s+(?:${WORDS.afterPeriod.join('|')})\\b`,
  'gi',
);

/**
 * "Which day did the phone lines fall over", "when tickets went through the roof": an idiom for
 * what a daily series did is written as the plain word for it ("went down", "spiked",
 * "were quietest"), so "fall" is no season and the day that stands out is asked; a hedge ("seem to")
 * is dropped. "A single day" is a day: "single" is
 * no value's word there.
 */
export function plainIdioms(question: string): string {
  let text = question;
  for (const [idiom, plain] of IDIOMS) text = text.replace(idiom, plain);
  return text
    .replace(HEDGES, '')
    .replace(AFTER_PERIOD, '$1')
    .replace(/\b(?:a|one)\s+single\s+(hour|day|date|week|month)\b/gi, 'one $1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([?.!,])/g, '$1');
}

/**
 * "avg first resp time for P1 tkts", "wat pct of tix r escalated": abbreviations and txt-speak
 * written out, only in lower case and never a word the data itself uses. "# of" is "number of".
 */
export function withoutAbbreviations(question: string, vocabulary: Vocabulary): string {
  return (
    withGDropped(question, vocabulary)
      .replace(/(^|\s)#\s*of\b/gi, '$1number of')
      // "+ve tweets", "-ve reviews": a sign before "ve" is positive or negative.
      .replace(/(^|\s)([+-]i?ve)(?![\p{L}\p{N}])/giu, (said, lead: string, written: string) => {
        const full = WORDS.abbreviations[written.toLowerCase()];
        return full ? `${lead}${full}` : said;
      })
      .replace(/(?<![\p{L}\p{N}'’-])[a-z][a-z0-9/]*(?![\p{L}\p{N}'’-])/gu, (written) => {
        const full = Object.hasOwn(WORDS.abbreviations, written)
          ? WORDS.abbreviations[written]
          : undefined;
        if (vocabulary.known.has(normaliseWord(written))) return written;
        return full ?? recordsNounCut(written, vocabulary) ?? written;
      })
  );
}

/**
 * "slaggin off", "moanin about", "nothin": a word written without the "g" of its "-ing" is that
 * "-ing" word, when it is no English word or word of the data as written and the word with its
 * "g" is one ("cabin", "margin", "login" stay).
 */
function withGDropped(question: string, vocabulary: Vocabulary): string {
  return question.replace(
    /(?<![\p{L}\p{N}'’-])([a-z]{2,}in)(?:'|’)?(?![\p{L}\p{N}-])/gu,
    (written, word: string) => {
      // A short word ("thin", "ruin") is too often an English word the lexicon does not hold.
      if (word.length < 6) return written;
      if (isEnglishWord(word) || vocabulary.known.has(normaliseWord(word))) return written;
      return isEnglishWord(`${word}g`) ? `${word}g` : written;
    },
  );
}

/**
 * "reqs" for the "requests" a data set is named for: a cut of a word of the data's own name and
 * description (its first three letters or more, a plural "s" kept), when only one word fits.
 */
function recordsNounCut(written: string, vocabulary: Vocabulary): string | undefined {
  const plural = /^[a-z]{3,}s$/.test(written) && written.length <= 6;
  const stem = plural ? written.slice(0, -1) : written;
  // An English word ("months", "ages") is itself, never a cut of another.
  if (stem.length < 3 || stem.length > 5 || FUNCTION_WORDS.has(written)) return undefined;
  if (isEnglishWord(written) || isEnglishWord(stem)) return undefined;
  const dictionary = vocabulary.dictionary;
  const own = new Set(
    `${dictionary.name} ${dictionary.description ?? ''}`
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= stem.length + 2),
  );
  const fits = [...own].filter((word) => word.startsWith(stem));
  const singular = new Set(fits.map((word) => word.replace(/s$/, '')));
  if (singular.size !== 1) return undefined;
  const [word] = singular as unknown as [string];
  return plural ? `${word}s` : word;
}

/** "station w/ the worst satisfaction?": a grouping said first, then how it ranks. */
const LEAD_THEN_RANK =
  /^\s*((?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*))\s+(?:with|having|that\s+has|that\s+had|that\s+gets?|that\s+got)\s+(?:the\s+)?(?:most|least|fewest|highest|lowest|worst|best|biggest|largest|smallest|longest|shortest|slowest|fastest|quickest)\b/i;

/**
 * "station w/ the worst satisfaction?", "route with the most delays": a question that leads with
 * a field's word and says how it ranks, without "which", asks which one ranks so.
 */
export function leadingGroupAsked(question: string, vocabulary: Vocabulary): string {
  const lead = LEAD_THEN_RANK.exec(question);
  if (!lead) return question;
  // "which route with …", "show the route with …", "is the route with …": already asked.
  if (
    /^(which|what|who|whose|how|where|when|why|is|are|was|were|do|does|did|can|could|show|list|give|tell|find|name|a|an|and|or|but|so)$/i.test(
      lead[1]!.split(/\s+/)[0]!,
    )
  )
    return question;
  const head = normaliseWord(lead[2]!);
  const named = vocabulary.fields.some(
    (term) => term.field.type !== 'number' && term.words.includes(head),
  );
  return named ? `which ${question.trimStart().replace(/^the\s+/i, '')}` : question;
}

/**
 * "every single message", "every last complaint": the stressing word dropped, unless the data
 * itself uses it ("Single room" of a hotel's room types stays).
 */
export function withoutIntensifiers(question: string, vocabulary: Vocabulary): string {
  let text = question;
  for (const [plain, phrases] of Object.entries(WORDS.intensifiers)) {
    const kept = new Set(words(plain));
    for (const phrase of phrases) {
      const dropped = words(phrase).filter((word) => !kept.has(word));
      if (dropped.some((word) => vocabulary.known.has(normaliseWord(word)))) continue;
      text = text.replace(new RegExp(`\\b${phrase.replace(/\s+/g, '\\s+')}\\b`, 'gi'), plain);
    }
  }
  return text;
}

/** The length of the start two words share: "negativity" and "negative" share 7 letters. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/**
 * "negativity %", "the positivity of theft claims", "how much rudeness": a noun the data does not
 * use, naming a quality (WordNet's noun.attribute senses) whose adjective the data says as a whole
 * value or a field's word, is said by that adjective ("negative %"). Only an adjective of the
 * noun's own stem is taken ("happiness" is "happy", never "unhappy"); a place, person or thing
 * ("centre", "office", "manager") is never rewritten ("central" of a "Central Library" value).
 */
export function nounsAsAdjectives(question: string, vocabulary: Vocabulary): string {
  return question.replace(/(?<![\p{L}\p{N}'’-])[a-z]{6,}(?![\p{L}\p{N}'’-])/giu, (written) => {
    const noun = written.toLowerCase();
    if (vocabulary.known.has(normaliseWord(noun)) || FUNCTION_WORDS.has(noun)) return written;
    const adjective = adjectivesOfNoun(noun, true).find(
      (candidate) =>
        !candidate.includes(' ') &&
        sharedStart(candidate, noun) >= Math.min(candidate.length - 1, 5) &&
        wholeValueOrLabelWord(normaliseWord(candidate), vocabulary),
    );
    if (!adjective) return written;
    return written[0] === noun[0] ? adjective : adjective[0]!.toUpperCase() + adjective.slice(1);
  });
}

/**
 * A word the data says on its own: a whole value ("Negative") or a word of a field's name or
 * label, never one word of a longer value ("Central" of "Central Library").
 */
function wholeValueOrLabelWord(word: string, vocabulary: Vocabulary): boolean {
  return (
    vocabulary.values.some((term) => term.words.length === 1 && term.words[0] === word) ||
    vocabulary.fields.some((term) => term.words.includes(word))
  );
}

/** The question as a careful writer would put it, for the parser to read. */
export function readCasualWriting(question: string, vocabulary: Vocabulary): string {
  const plain = leadingGroupAsked(
    withoutDataItself(
      withoutIntensifiers(
        withoutFiller(
          nounsAsAdjectives(withoutAbbreviations(question, vocabulary), vocabulary),
          vocabulary,
        ),
        vocabulary,
      ),
    ),
    vocabulary,
  );
  const loose = missedLimits(
    flagLeadWords(moodsOfRecords(plain, vocabulary), vocabulary),
    vocabulary,
  );
  return countedNounSlips(
    statesAsNegations(plainIdioms(dimensionSuperlatives(loose, vocabulary)), vocabulary),
    vocabulary,
  );
}
