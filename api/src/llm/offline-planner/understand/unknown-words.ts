import { everydayWord } from './everyday-verbs';
import { isEnglishWord } from './lexicon';
import { MOOD, PERIOD_WORDS } from './question-words';
import { aroundLeftOutWordAt, leftOutPhraseAt, negated } from './question-terms';
import { rankingWordsIn } from './ranking-verbs';
import { sameMeaning } from './thesaurus';
import { wordClasses } from './word-classes';
import { partsOfSpeech, relatedInWordNet } from './wordnet';
import {
  FUNCTION_WORDS,
  normaliseWord,
  type Token,
  type Vocabulary,
  wordCloseness,
  words,
} from './vocabulary';
import { distance } from 'fastest-levenshtein';
import { readFileSync } from 'node:fs';

/**
 * Words of a question nothing in the data stands for, told apart from typos, shorthand and the
 * words the data set describes itself with.
 */

/**
 * Everyday nouns and verbs for the records themselves ("pieces of feedback", "reports",
 * "submissions", "complaints", "complained"), in any data set: where the data names nothing by
 * them they ask about its records, not about something it lacks (casual-words.json).
 */
const RECORD_WORDS = new Set(
  (
    JSON.parse(readFileSync(new URL('./casual-words.json', import.meta.url), 'utf8')) as {
      recordWords: string[];
    }
  ).recordWords.map(normaliseWord),
);

/**
 * Ordinary words that ask nothing of the data by themselves: "everything", "stuff", complaining
 * verbs ("moaned", "whinged"), people nouns ("punters", "travellers") for whoever the records are
 * from (casual-words.json). A place, product or measure the data lacks is still unknown.
 */
const CASUAL = JSON.parse(
  readFileSync(new URL('./casual-words.json', import.meta.url), 'utf8'),
) as {
  ordinaryWords: string[];
  peopleWords: string[];
  givingVerbs: string[];
};
const ORDINARY_WORDS = new Set(CASUAL.ordinaryWords.map(normaliseWord));
const PEOPLE_WORDS = new Set(CASUAL.peopleWords.map(normaliseWord));
const GIVING_VERBS = new Set(CASUAL.givingVerbs);

/**
 * "who left one", "customers who gave a score", "provided their postcode": a verb of giving
 * before what was given, which the words after it name (a field the data holds, or a thing it
 * lacks, read on its own).
 */
function givingSaid(tokens: Token[], index: number, known: Set<string>): boolean {
  if (!GIVING_VERBS.has(tokens[index]!.raw)) return false;
  const next = tokens[index + 1];
  return (
    next !== undefined &&
    (/^(a|an|one|any|their|his|her|it|them|some|no)$/.test(next.raw) || known.has(next.word))
  );
}

/**
 * "kicked off about the price", "bitched", "squawked": a verb WordNet reads as complaining (a
 * sense shared with, or directly a kind of, "complain") says how the records came in, as the
 * casual list's "moaned" does, not a thing the data lacks.
 */
function complainingSaid(word: string): boolean {
  return word.length > 3 && relatedInWordNet(word, 'complain');
}

/**
 * A people noun is whoever the records are from ("our punters moaned about …"), unless it is what
 * is counted or measured ("how many passengers did Riverside carry", "average age of customers"):
 * right after "how many" or "of" only when a complaining or reporting verb follows it.
 */
function peopleSaidInPassing(tokens: Token[], index: number): boolean {
  if (!PEOPLE_WORDS.has(tokens[index]!.word)) return false;
  const before = tokens[index - 1]?.word ?? '';
  const counted = before === 'many' || before === 'of' || before === 'number';
  if (!counted) return true;
  const next = tokens[index + 1]?.word ?? '';
  return ORDINARY_WORDS.has(next) || RECORD_WORDS.has(next);
}

/** Words nothing in the data stands for (what the answer says it cannot answer). */
export function leftovers(
  tokens: Token[],
  used: Set<number>,
  blocked: Set<number>,
  known: Set<string>,
  text?: string,
  /** Receives the chat shorthand left out ("abt"), for when nothing else was understood. */
  noise: string[] = [],
  /** Words of the data a misspelling may stand for ("complants" for "complaint"). */
  dataWords: ReadonlySet<string> = known,
): string[] {
  const unknown: string[] = [];
  const ranking = text === undefined ? new Set<string>() : rankingWordsIn(text);
  tokens.forEach((token, index) => {
    if (used.has(index) || blocked.has(index)) return;
    const word = token.word;
    if (FUNCTION_WORDS.has(word) || /^\d+(st|nd|rd|th)?$/.test(word) || word.length < 3) return;
    if (known.has(word) || /^(q[1-4]|h[12])$/.test(word) || RECORD_WORDS.has(word)) return;
    // "were queried" of a data set of queries, "got reported" of reports: the records' own word.
    if (verbFormOf(word).some((base) => known.has(base))) return;
    // "claimants" of a data set of claims: whoever made the records, named by them.
    const maker = /^([a-z]{4,})ants?$/.exec(token.raw)?.[1];
    if (maker && known.has(normaliseWord(maker))) return;
    // "moaned", "punters", "everything": ordinary words, unless written as a name ("Folks Inc").
    const capital = text !== undefined && writtenAsName(text, token.index);
    if (!capital && (ORDINARY_WORDS.has(word) || peopleSaidInPassing(tokens, index))) return;
    if (!capital && (givingSaid(tokens, index, known) || complainingSaid(token.raw))) return;
    // "reached us", "carried the most", "the heaviest traffic": everyday words of records coming in.
    if (!capital && everydayWord(tokens, index)) return;
    // "earns the best", "tops the list", "lags": a ranking said, the measure named elsewhere.
    if (!capital && ranking.has(word)) return;
    // "excluding", "other than", "ignoring": the words of an exclusion, read with the value after.
    if (negated(tokens, index + 1) && !negated(tokens, index)) return;
    // "Leave out Harrogate", "apart from Noise": the first word of a phrase of leaving out.
    if (leftOutPhraseAt(tokens, index)) return;
    // "leaving Harrogate out", "Phone aside", "with Storm left out": a word around a value left out.
    if (!capital && aroundLeftOutWordAt(tokens, index)) return;
    // "aside", "actually", "through": an adverb or a preposition names no thing the data lacks.
    if (!capital && text !== undefined && namesNothing(text, word)) return;
    // "honestly", "who bothered to leave", "keen to": an adverb, or an attitude before an act,
    // in general English (WordNet) asks nothing of the data.
    if (!capital && sayingOnly(tokens, index)) return;
    // "haven't", "isn't": a negation, read with the value it negates.
    if (/n't$/.test(word)) return;
    // "we've", "they're", "you'll": a contraction of an everyday word asks nothing by itself.
    const contracted = /^([a-z]+)['’](ve|re|ll|d|m|s)$/.exec(word);
    if (contracted && FUNCTION_WORDS.has(contracted[1]!)) return;
    // "proportionally": the share asked, read as the measure.
    if (/^proportion(al|ate)ly$/.test(word)) return;
    // A name written with a capital inside the sentence ("Texas") is no misspelt everyday word.
    if (!capital && (typoOfFunctionWord(word) || formOfFunctionWord(word))) return;
    // "complants", "complained": a misspelling or another form of a word the data uses.
    if (
      !capital &&
      [...dataWords].some((other) => other !== word && wordCloseness(word, other) > 0)
    )
      return;
    // "a human agent": another word for a value the question already named.
    if ([...used].some((at) => tokens[at]!.word !== word && sameMeaning(tokens[at]!.word, word)))
      return;
    if (!capital && casualShorthand(tokens, index, text)) {
      noise.push(token.raw);
      return;
    }
    unknown.push(token.raw);
  });
  return unknown;
}

/**
 * Whether the word at `index` is written with a capital where a sentence does not start ("Folks
 * Inc", "Texas"): "Both counts, please" after a question mark is the sentence's first word.
 */
function writtenAsName(text: string, index: number): boolean {
  if (index === 0 || !/^\p{Lu}/u.test(text.charAt(index))) return false;
  return !/[.?!:;]["'”’)]*\s*$/u.test(text.slice(0, index));
}

/**
 * Whether general English reads the word in its sentence as an adverb, a preposition or a
 * conjunction only ("Leaving X aside", "did they actually get"), never as a noun: such a word
 * names nothing the data could lack.
 */
function namesNothing(text: string, word: string): boolean {
  const tags = wordClasses(text).get(word)?.tags;
  if (!tags || tags.has('Noun') || tags.has('Verb') || tags.has('Adjective')) return false;
  return ['Adverb', 'Preposition', 'Conjunction'].some((tag) => tags.has(tag));
}

/**
 * Whether WordNet reads the word as an adverb only ("honestly", "basically"), or as an adjective
 * only said before "to" and a verb ("bothered to leave", "willing to email"): how someone felt
 * or said it, not a thing of the records. A word heading a measure ("average", "rate") is kept.
 */
function sayingOnly(tokens: Token[], index: number): boolean {
  const raw = tokens[index]!.raw;
  if (HEAD_AFTER.test(tokens[index + 1]?.raw ?? '') || /\d/.test(raw)) return false;
  const parts = partsOfSpeech(raw);
  if (parts.size === 0 || parts.has('noun') || parts.has('verb')) return false;
  if (!parts.has('adj')) return true;
  return tokens[index + 1]?.raw === 'to' && partsOfSpeech(tokens[index + 2]?.raw ?? '').has('verb');
}

/**
 * The base words a verb form may come from ("queried" → "query", "reported" → "report",
 * "logging" → "log"), normalised as the data's own words are.
 */
export function verbFormOf(word: string): string[] {
  const match = /^(\w{3,}?)(ied|ed|d|ing)$/.exec(word);
  if (!match) return [];
  const stem = match[1]!;
  const ending = match[2]!;
  const bases = ending === 'ied' ? [`${stem}y`] : ending === 'd' ? [stem] : [stem, `${stem}e`];
  // "logged", "planned": a doubled last letter.
  if (ending !== 'ied' && /(\w)\1$/.test(stem)) bases.push(stem.slice(0, -1));
  return bases.map(normaliseWord);
}

/**
 * "abt", "r", "ur": a short word written in lower case that heads nothing is chat shorthand, not
 * a subject the data lacks ("NPS" in capitals, or "nps score", is asked about).
 */
export function casualShorthand(tokens: Token[], index: number, text: string | undefined): boolean {
  const token = tokens[index]!;
  if (token.raw.length > 3 || /\d/.test(token.raw)) return false;
  if (text !== undefined && text.slice(token.index, token.index + token.raw.length) !== token.raw)
    return false;
  const next = tokens[index + 1]?.raw ?? '';
  const previous = tokens[index - 1]?.raw ?? '';
  return !HEAD_AFTER.test(next) && !HEAD_BEFORE.test(previous) && !HEAD_BEFORE.test(next);
}

/** "whcih", "negatve": a misspelt everyday word is no subject the data lacks. */
export function typoOfFunctionWord(word: string): boolean {
  if (word.length < 4) return false;
  const sorted = [...word].sort().join('');
  for (const known of FUNCTION_WORDS) {
    if (known.length < 4 || Math.abs(known.length - word.length) > 1) continue;
    const apart = distance(word, known);
    if (apart <= 1 || (apart === 2 && sorted === [...known].sort().join(''))) return true;
  }
  return false;
}

/**
 * "needed", "wanted", "shows": another form of an everyday verb that asks nothing by itself
 * ("need", "want", "show") asks nothing either.
 */
export function formOfFunctionWord(word: string): boolean {
  const match = /^(\w{3,}?)(e?d|e?s|ing)$/.exec(word);
  if (!match) return false;
  const stem = match[1]!;
  return [stem, `${stem}e`].some((base) => base.length >= 4 && FUNCTION_WORDS.has(base));
}

/** The word heads what is asked: "performance percentage", "how many followers", "share price". */
export const HEAD_AFTER =
  /^(percentage|percent|rate|share|ratio|time|score|price|level|value|count|number|performance|figure|split|breakdown|distribution)$/;

export const HEAD_BEFORE = /^(average|mean|median|total|typical|many|much|share|avg)$/;

export function unknownHeads(tokens: Token[], unknown: readonly string[]): boolean {
  return tokens.some((token, index) => {
    if (!unknown.includes(token.raw)) return false;
    const next = tokens[index + 1]?.raw ?? '';
    const previous = tokens[index - 1]?.raw ?? '';
    const earlier = tokens[index - 2]?.raw ?? '';
    return HEAD_AFTER.test(next) || HEAD_BEFORE.test(previous) || HEAD_BEFORE.test(earlier);
  });
}

/** A name the data does not hold ("TikTok", "JetBlue"): capitalised inside the sentence. */
export function namesMissing(question: string, unknown: readonly string[]): boolean {
  const missing = new Set(unknown.map((word) => word.toLowerCase()));
  return [...question.matchAll(/[\p{L}][\p{L}\p{N}'-]*/gu)].some(
    (match) => writtenAsName(question, match.index) && missing.has(match[0].toLowerCase()),
  );
}

export function tokensIn(tokens: Token[], from: number, to: number): Set<number> {
  const inside = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.index >= from && token.index < to) inside.add(index);
  });
  return inside;
}

/**
 * Whether a word names the records themselves, as the data's own name and description call
 * them ("requests" of "Service requests"): "the total number of requests" counts them.
 */
export function namesTheRecords(vocabulary: Vocabulary, word: string): boolean {
  const dictionary = vocabulary.dictionary;
  const said = normaliseWord(word.toLowerCase());
  return words(`${dictionary.name} ${dictionary.description ?? ''}`).some(
    (own) => own.length > 2 && normaliseWord(own) === said,
  );
}

/** The words the data set describes itself with (its name, description, field roles). */
export function selfWords(vocabulary: Vocabulary): Set<string> {
  const dictionary = vocabulary.dictionary;
  return new Set(
    words(
      `${dictionary.name} ${dictionary.description ?? ''} ${dictionary.fields
        .map((field) => `${field.role} ${field.name} ${field.label ?? ''}`)
        .join(' ')}`,
    ).filter((word) => word.length > 2),
  );
}

export function stem(word: string): string {
  return word.replace(/(ations?|ion|ing|ed|es|e)$/, '');
}

/**
 * Everyday words misspelt ("whcih", "wats") put right before parsing, so "which" still asks for a
 * ranking; a word the data itself uses is never touched ("chat" is not "that").
 */
export const QUESTION_WORDS = ['which', 'what', 'whats', 'when', 'where', 'whose', 'many', 'much'];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * "novmber", "feburary", "septmeber": the month a misspelt word of five letters or more stands
 * for (same first letter, one letter off, or two for a long name or swapped letters), unless the
 * word is English of its own.
 */
function monthMeant(word: string): string | undefined {
  if (word.length < 5 || MONTHS.includes(word) || isEnglishWord(word)) return undefined;
  const sorted = [...word].sort().join('');
  return MONTHS.find((month) => {
    if (month.charAt(0) !== word.charAt(0) || month.length < 5) return false;
    const apart = distance(word, month);
    return (
      apart === 1 || (apart === 2 && (month.length >= 8 || sorted === [...month].sort().join('')))
    );
  });
}

/**
 * "apeals", "reqests": the data's own word for its records (of its name or description, five
 * letters or more) misspelt by a letter left out or added, or two letters swapped.
 */
function recordWordMeant(word: string, vocabulary: Vocabulary): string | undefined {
  const said = normaliseWord(word);
  if (said.length < 5) return undefined;
  const dictionary = vocabulary.dictionary;
  const sorted = [...said].sort().join('');
  const own = words(`${dictionary.name} ${dictionary.description ?? ''}`).find((own) => {
    if (own.length < 5 || own === said || own.charAt(0) !== said.charAt(0)) return false;
    const apart = distance(said, own);
    return (
      (apart === 1 && own.length !== said.length) ||
      (apart === 2 && own.length === said.length && sorted === [...own].sort().join(''))
    );
  });
  // Said as a plural, kept a plural ("apeals" is "appeals").
  return own && said !== word && word.endsWith('s') && !own.endsWith('s') ? `${own}s` : own;
}

/** "drop-ins", "two-beds": the plural of a hyphenated value the data holds, as the value. */
function hyphenatedPlurals(question: string, vocabulary: Vocabulary): string {
  return question.replace(/\b([A-Za-z]+-[A-Za-z]+)s\b/g, (written, singular: string) =>
    vocabulary.values.some((term) => term.value.toLowerCase() === singular.toLowerCase())
      ? singular
      : written,
  );
}

export function correctTypos(asked: string, vocabulary: Vocabulary): string {
  const question = hyphenatedPlurals(asked, vocabulary);
  return question.replace(/[A-Za-z]{4,}/g, (written, at: number) => {
    const word = written.toLowerCase();
    const normal = normaliseWord(word);
    // "whichs the busiest": a question word run into its "is".
    if (QUESTION_WORDS.includes(normal) && !QUESTION_WORDS.includes(word) && word === `${normal}s`)
      return `${written.slice(0, -1)}'s`;
    if (FUNCTION_WORDS.has(word) || FUNCTION_WORDS.has(normal) || vocabulary.known.has(normal))
      return written;
    // A capitalised word inside the sentence is a name ("Augusta"), not a misspelt month.
    const month = at > 0 && /^[A-Z]/.test(written) ? undefined : monthMeant(word);
    if (month) return month;
    if (PERIOD_WORDS.test(word) || MOOD.test(word) || isEnglishWord(word)) return written;
    // "binz", "complaintz": a plural written with a z in chat.
    const plural = /^[a-z]{3,}z$/.test(word) ? `${word.slice(0, -1)}s` : undefined;
    if (plural && (isEnglishWord(plural) || vocabulary.known.has(normaliseWord(plural))))
      return plural;
    const recordWord = recordWordMeant(word, vocabulary);
    if (recordWord) return recordWord;
    const sorted = [...word].sort().join('');
    // Question words first: "wich" is "which" before it is "with".
    for (const known of [...QUESTION_WORDS, ...FUNCTION_WORDS]) {
      if (known.length < 4 || Math.abs(known.length - word.length) > 1 || /\d|'/.test(known))
        continue;
      // Only into a word as written ("handl", a stem, is no word to correct "hand" into).
      if (known.length >= 5 && !isEnglishWord(known) && !QUESTION_WORDS.includes(known)) continue;
      const apart = distance(word, known);
      if (apart === 2 && sorted === [...known].sort().join('')) return known;
      if (apart !== 1) continue;
      // One letter changed in a short word is more often another word ("real" is not "read").
      const substituted = word.length === known.length;
      if (substituted && (word.length < 5 || word.charAt(0) !== known.charAt(0))) continue;
      return known;
    }
    return written;
  });
}
