import { readFileSync } from 'node:fs';
import { normaliseWord, type Token } from './vocabulary';

/**
 * Everyday verbs of records arriving, being carried, received or piling up ("reached us",
 * "carried the most", "racked up", "complaints involving …"), the nouns for how many came in
 * ("the heaviest traffic") and the verbs of time passing ("how many hours pass between …"), all
 * general English (everyday-verbs.json). None asks anything of the data by itself, so none makes
 * a question unanswerable whose other words parse; a noun or a measure the data lacks still does.
 */
interface EverydayWords {
  verbs: Record<string, string[]>;
  volumeNouns: string[];
  heavierWords: string[];
  lighterWords: string[];
  timePassing: string[];
  answerWords: string[];
}

const WORDS = JSON.parse(
  readFileSync(new URL('./everyday-verbs.json', import.meta.url), 'utf8'),
) as EverydayWords;

const VERBS = new Set(Object.values(WORDS.verbs).flat().map(normaliseWord));
const VOLUME_NOUNS = new Set(WORDS.volumeNouns.map(normaliseWord));
const ANSWER_WORDS = new Set(WORDS.answerWords.map(normaliseWord));
const VOLUME_ADJECTIVES = new Set([...WORDS.heavierWords, ...WORDS.lighterWords]);
const TIME_PASSING = new Set(WORDS.timePassing.map(normaliseWord));
/** Units a span of time is asked in, before a verb of time passing ("how many days pass"). */
const TIME_UNITS = /^(?:time|long|seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)$/;

const volumeSaid = (adjectives: readonly string[]) =>
  new RegExp(
    `\\b(?:${adjectives.join('|')})\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${WORDS.volumeNouns.join('|')})\\b`,
    'iu',
  );
/** "the heaviest phone traffic", "the biggest workload": the most records asked. */
export const HEAVIEST_VOLUME = volumeSaid(WORDS.heavierWords);
/** "the lightest traffic", "the smallest caseload": the fewest records asked. */
export const LIGHTEST_VOLUME = volumeSaid(WORDS.lighterWords);

/**
 * Whether the word at `index` is one of these everyday words, said as such: a verb of arriving,
 * carrying or piling up; a noun of volume; an adjective ranking a volume noun said right after
 * it; a verb of time passing after a unit of time.
 */
export function everydayWord(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]!.word;
  if (VERBS.has(word) || VOLUME_NOUNS.has(word) || ANSWER_WORDS.has(word)) return true;
  if (VOLUME_ADJECTIVES.has(tokens[index]!.raw)) {
    return tokens.slice(index + 1, index + 4).some((next) => VOLUME_NOUNS.has(next.word));
  }
  if (TIME_PASSING.has(word)) {
    return tokens
      .slice(Math.max(0, index - 3), index)
      .some((before) => TIME_UNITS.test(before.raw));
  }
  return false;
}

/** "how many hours pass between …", "how many days elapsed from …": a span of time asked. */
export const TIME_PASSING_ASKED = new RegExp(
  `\\bhow many (?:days|hours|minutes|mins|weeks)\\s+(?:[\\w']+\\s+){0,2}?(?:${WORDS.timePassing.join('|')})\\b`,
  'i',
);
