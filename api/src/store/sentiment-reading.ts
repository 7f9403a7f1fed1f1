// How a customer message is read before VADER scores it: sentences, the customer-service terms in
// each (masked from VADER, their valence counted here with negation and "but"), whether a sentence
// asks for something, and the courtesy words that count only outside requests and complaints.
import {
  COMPLAINING_QUESTIONS,
  COURTESY,
  DOMAIN_WORDS,
  EMOJI,
  PRAISE,
  type LexiconTerm,
  REQUEST_MARKERS,
  REQUEST_OPENERS,
  SARCASM,
  SERVICE_EVENTS,
  SERVICE_FAILURES,
  THANKS_NOT_REQUESTS,
} from './sentiment-lexicon';
import { hashtagWords } from './sentiment-hashtags';
import { PhraseSet, type Word, words } from './sentiment-phrases';

export interface SentenceReading {
  /** The sentence as VADER sees it: customer-service terms replaced by a neutral word. */
  readonly masked: string;
  /** The lexicon terms' valence, after negation and contrast. */
  readonly termValence: number;
  /** The valence of service events ("delayed"), which a plain question only asks about. */
  readonly eventValence: number;
  /** VADER's punctuation emphasis of the sentence ("!", "??"). */
  readonly emphasis: number;
  /** The sentence asks for something (a question, or a request such as "please …"). */
  readonly request: boolean;
  /** The sentence is a question: a question mark, or the opening of one. */
  readonly question: boolean;
  /** A "why" or "how come": a question that complains. */
  readonly complainingQuestion: boolean;
}

export interface Reading {
  readonly sentences: readonly SentenceReading[];
  /** Whether any sentence asks for something. */
  readonly request: boolean;
  readonly courtesyValence: number;
}

type TermKind = 'term' | 'event' | 'courtesy';
interface TermValue {
  readonly kind: TermKind;
  readonly valence: number;
}

const tagged = (terms: readonly LexiconTerm[], kind: TermKind) =>
  terms.map(({ phrase, valence }) => ({ phrase, value: { kind, valence } }));

const TERMS = new PhraseSet<TermValue>([
  ...tagged(SERVICE_FAILURES, 'term'),
  ...tagged(SERVICE_EVENTS, 'event'),
  ...tagged(DOMAIN_WORDS, 'term'),
  ...tagged(SARCASM, 'term'),
  ...tagged(EMOJI, 'term'),
  ...tagged(PRAISE, 'term'),
  ...tagged(COURTESY, 'courtesy'),
]);
const OPENERS = new PhraseSet(REQUEST_OPENERS.map((phrase) => ({ phrase, value: true })));
const MARKERS = new PhraseSet(REQUEST_MARKERS.map((phrase) => ({ phrase, value: true })));
const THANKS = new PhraseSet(THANKS_NOT_REQUESTS.map((phrase) => ({ phrase, value: true })));
const COMPLAINING = new PhraseSet(COMPLAINING_QUESTIONS.map((phrase) => ({ phrase, value: true })));

const NAME_MATCH = (index: number) => ({
  value: { kind: 'term', valence: 0 } as const,
  from: index,
  to: index + 1,
});

/** VADER's negations (its NEGATE list and any "n't"), looked for up to three words back. */
const NEGATIONS = new Set(
  (
    'aint arent cannot cant couldnt darent didnt doesnt dont hadnt hasnt havent isnt mightnt ' +
    'mustnt neither neednt never none nope nor not nothing nowhere oughtnt shant shouldnt uhuh ' +
    'wasnt werent without wont wouldnt rarely seldom despite'
  ).split(' '),
);
/** VADER's factor for a negated word. */
const NEGATION_FACTOR = -0.74;
const NEUTRAL_WORD = 'xx';
/** Handles and links name or point; they carry no sentiment. Hashtags are read as their words. */
const NOT_TEXT = /https?:\/\/\S+|www\.\S+|@\w+/giu;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Exports from web tools often keep HTML entities ("&amp;", "&gt;", "&#39;"). */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,6}|[a-z]{2,5});/gi, (entity, name: string) => {
    if (name.startsWith('#'))
      return String.fromCodePoint(Math.min(Number(name.slice(1)), 0x10ffff));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const HASHTAG = /#([\p{L}\p{N}]+)/gu;

/** `#LostLuggage` reads as "Lost Luggage", `#tiredofwaiting` as "tired of waiting". */
function hashtagText(_: string, tag: string): string {
  const camelCase = tag.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return ' ' + (camelCase === tag ? hashtagWords(tag.toLowerCase()) : camelCase);
}

export function readCustomerText(raw: string): Reading {
  const text = decodeEntities(raw)
    .replace(NOT_TEXT, (found) => ' '.repeat(found.length))
    .replace(HASHTAG, hashtagText);
  const list = words(text);
  // The names the message addresses (@united, @acmebank) are names wherever they recur.
  const names = new Set(Array.from(raw.matchAll(/@(\w+)/g), (found) => found[1]!.toLowerCase()));
  const sentences: SentenceReading[] = [];
  let courtesyValence = 0;
  for (let first = 0; first < list.length;) {
    let last = first;
    while (last + 1 < list.length && list[last + 1]!.sentence === list[first]!.sentence) last++;
    const end = last + 1 < list.length ? list[last + 1]!.start : text.length;
    const sentence = readSentence(text, list, first, last + 1, end, names);
    sentences.push(sentence.reading);
    courtesyValence += sentence.courtesyValence;
    first = last + 1;
  }
  return {
    sentences,
    request: sentences.some((sentence) => sentence.request),
    courtesyValence,
  };
}

function readSentence(
  text: string,
  list: readonly Word[],
  first: number,
  end: number,
  textEnd: number,
  names: ReadonlySet<string>,
): { reading: SentenceReading; courtesyValence: number } {
  const sentenceWords = list.slice(first, end);
  const contrast = sentenceWords.findIndex((word) => word.text === 'but');
  let masked = '';
  let cursor = list[first]!.start;
  let termValence = 0;
  let eventValence = 0;
  let courtesyValence = 0;
  for (let index = 0; index < sentenceWords.length;) {
    const match = names.has(sentenceWords[index]!.text)
      ? NAME_MATCH(index)
      : TERMS.longestAt(sentenceWords, index);
    if (!match) {
      index++;
      continue;
    }
    masked += text.slice(cursor, sentenceWords[index]!.start) + NEUTRAL_WORD;
    cursor = sentenceWords[match.to - 1]!.end;
    let valence = match.value.valence;
    if (negated(sentenceWords, index)) valence *= NEGATION_FACTOR;
    if (contrast >= 0) valence *= index < contrast ? 0.5 : index > contrast ? 1.5 : 1;
    if (match.value.kind === 'courtesy') courtesyValence += valence;
    else if (match.value.kind === 'event') eventValence += valence;
    else termValence += valence;
    index = match.to;
  }
  masked += text.slice(cursor, textEnd);
  const span = text.slice(list[first]!.start, textEnd);
  const question = span.includes('?') || OPENERS.longestAt(sentenceWords, 0) !== undefined;
  const request = question || (MARKERS.occursIn(sentenceWords) && !THANKS.occursIn(sentenceWords));
  return {
    reading: {
      masked: forVader(masked),
      termValence,
      eventValence,
      emphasis: emphasis(span),
      request,
      question,
      complainingQuestion: COMPLAINING.occursIn(sentenceWords),
    },
    courtesyValence,
  };
}

/**
 * Two gaps of the JavaScript port of VADER, closed the way the original (Python) behaves: it
 * reads a word with punctuation stuck to it ("awesome...", "disappointed.\"") as unknown, and it
 * sees negations and "but" only in lower case. Stuck punctuation is dropped (the original strips
 * it) but for "!" and "?", which VADER counts for emphasis; a separated "):" would read as a face.
 */
function forVader(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) =>
      EMOTICON.test(token)
        ? token
        : token.replace(STUCK_PUNCTUATION, (run) => ` ${run.replace(/[^!?]/g, '')} `),
    )
    .join('')
    .replace(/[\p{L}'’]+/gu, (word) => {
      const lower = word.toLowerCase().replaceAll('’', "'");
      const negation = NEGATIONS.has(lower.replaceAll("'", '')) || lower.endsWith("n't");
      return negation || lower === 'but' ? lower : word;
    });
}

const EMOTICON = /^[:;=8][-'^]?\S{1,2}$|^\S{1,2}[-'^]?[:;=]$/u;
/** Punctuation at either end of a word (apostrophes inside it stay). */
const STUCK_PUNCTUATION = /^[^\p{L}\p{N}\s]+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])[^\p{L}\p{N}\s]+$/gu;

/**
 * Whether a negation governs the term at `index`: up to three words back, as VADER looks, but only
 * across words that cannot carry the negation themselves ("not even delayed", "not an issue";
 * not "doesn't address my issue", where the negation belongs to "address").
 */
function negated(list: readonly Word[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const word = list[index - back]!.text;
    if (NEGATIONS.has(word.replaceAll("'", '')) || word.endsWith("n't")) return true;
    if (back === 1 && word === 'no') return true;
    if (!TRANSPARENT.has(word)) return false;
  }
  return false;
}

const TRANSPARENT = new Set(
  (
    'a an the any my our your his her their its this that so too very really even at all ever ' +
    'be been being is was are were am have has had get got getting feel feeling seem seems'
  ).split(' '),
);

/** VADER's amplification for exclamation marks (up to four) and repeated question marks. */
function emphasis(span: string): number {
  const exclamations = Math.min(4, span.replace(/[^!]/g, '').length);
  const questions = span.replace(/[^?]/g, '').length;
  const questionEmphasis = questions <= 1 ? 0 : questions <= 3 ? questions * 0.18 : 0.96;
  return exclamations * 0.292 + questionEmphasis;
}
