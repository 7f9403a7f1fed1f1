import { readFileSync } from 'node:fs';
import { LEAST, MOST } from './question-words';
import { normaliseWord } from './vocabulary';

/**
 * How a question says one group ranks first or last without "most" or "least": a verb that ranks
 * by itself ("tops", "leads", "lags"), an idiom ("comes out on top", "at the bottom"), or a verb of
 * doing well or badly with "best" or "worst" ("earns the best", "fares worst"). All general English
 * (ranking-verbs.json); the measure ranked by comes from the rest of the question.
 */
interface RankingWords {
  higherVerbs: string[];
  lowerVerbs: string[];
  higherPhrases: string[];
  lowerPhrases: string[];
  performanceVerbs: string[];
  lowerIsBetter: string[];
  higherIsBetterRates: string[];
  notBefore: string[];
  rateNouns: string[];
}

const WORDS = JSON.parse(
  readFileSync(new URL('./ranking-verbs.json', import.meta.url), 'utf8'),
) as RankingWords;

const alternation = (said: readonly string[]) =>
  new RegExp(`\\b(?:${said.map((words) => words.replace(/\s+/g, '\\s+')).join('|')})\\b`, 'i');

const HIGHER = alternation([...WORDS.higherPhrases, ...WORDS.higherVerbs]);
const LOWER = alternation([...WORDS.lowerPhrases, ...WORDS.lowerVerbs]);
const LOWER_IS_BETTER = alternation(WORDS.lowerIsBetter);
const HIGHER_IS_BETTER_RATE = new RegExp(alternation(WORDS.higherIsBetterRates).source, 'gi');
/** "non-", "not", "failed" right before a word of a good thing: the rate is of its opposite. */
const NEGATED = new RegExp(`(?:^|[^\\p{L}])(?:${WORDS.notBefore.join('|')})[\\s-]*$`, 'iu');

/** A rate of a thing to have more of ("resolution"), not of its opposite ("non-compliance"). */
function higherIsBetterRate(words: string): boolean {
  for (const found of words.matchAll(HIGHER_IS_BETTER_RATE)) {
    if (!NEGATED.test(words.slice(0, found.index))) return true;
  }
  return false;
}
/** "the worst SLA breach rate": the words between "best"/"worst" and the rate's noun. */
const RATE_SAID = new RegExp(
  `\\b(?:best|worst|better|worse|poorest|weakest|strongest|finest)\\s+((?:[\\p{L}\\d'-]+\\s+){0,4}?)(?:${WORDS.rateNouns.join('|')})(?![\\p{L}])`,
  'iu',
);
const BEST = /\b(?:best|better|strongest|finest)\b/i;
const WORST = /\b(?:worst|worse|weakest|poorest)\b/i;

const VERBS: ReadonlySet<string> = new Set(
  [...WORDS.higherVerbs, ...WORDS.lowerVerbs, ...WORDS.performanceVerbs].map(normaliseWord),
);
const PHRASES = new RegExp(
  alternation([...WORDS.higherPhrases, ...WORDS.lowerPhrases]).source,
  'gi',
);

/**
 * The words of a question that only say a ranking ("earns", "tops", "lags", the words of "out in
 * front"): they ask nothing of the data by themselves.
 */
export function rankingWordsIn(text: string): Set<string> {
  const said = new Set<string>();
  for (const match of text.matchAll(PHRASES)) {
    for (const word of match[0].toLowerCase().split(/\s+/)) said.add(normaliseWord(word));
  }
  const ranked = BEST.test(text) || WORST.test(text) || LOWER.test(text) || HIGHER.test(text);
  if (!ranked && !MOST.test(text) && !LEAST.test(text)) return said;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (VERBS.has(normaliseWord(word))) said.add(normaliseWord(word));
  }
  return said;
}

/**
 * The direction a ranking verb or idiom gives ("tops" the most, "lags" the least), or, for "best"
 * and "worst", the measure's: the best wait is the shortest.
 */
export function rankingVerbDirection(
  text: string,
  measure: { kind: string; label: string; field?: string },
): 'asc' | 'desc' | undefined {
  // "the worst rate of negative tweets" is the highest rate of a bad thing: only a number
  // field's average or total is read as better or worse here.
  const numbered =
    measure.field !== undefined && ['average', 'median', 'sum'].includes(measure.kind);
  const lowerBetter = LOWER_IS_BETTER.test(measure.label);
  if (numbered && BEST.test(text)) return lowerBetter ? 'asc' : 'desc';
  if (numbered && WORST.test(text)) return lowerBetter ? 'desc' : 'asc';
  // "the worst SLA breach rate", "the best complaint rate": a rate of a thing to have less of,
  // the worst the highest; "the best resolution rate": a rate where more is better.
  if (measure.kind === 'share' || measure.kind === 'rate') {
    const said = RATE_SAID.exec(text);
    const best = said ? BEST.test(said[0]) : BEST.test(text) && !WORST.test(text);
    if (said || BEST.test(text) || WORST.test(text)) {
      const higherBetter =
        higherIsBetterRate(said?.[1] ?? '') ||
        (!said?.[1]?.trim() && higherIsBetterRate(measure.label));
      return best === higherBetter ? 'desc' : 'asc';
    }
  }
  if (LOWER.test(text)) return 'asc';
  if (HIGHER.test(text)) return 'desc';
  return undefined;
}
