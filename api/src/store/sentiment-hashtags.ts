// Run-together lower-case hashtags ("#worstserviceever", "#tiredofwaiting") split into the words
// that the scorer knows: VADER's lexicon, the customer-service lexicon and common function words.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  COURTESY,
  DOMAIN_WORDS,
  type LexiconTerm,
  PRAISE,
  SARCASM,
  SERVICE_EVENTS,
  SERVICE_FAILURES,
} from './sentiment-lexicon';

const FUNCTION_WORDS =
  'a an the of to for in on at by my me you your we us our i is was are be been am have has had ' +
  'do does did not no never so too very this that it its with and or but from get got go going ' +
  'again ever all more most what why how when who can will just one any';

function vaderWords(): string[] {
  const packageFolder = dirname(
    createRequire(import.meta.url).resolve('vader-sentiment/package.json'),
  );
  return readFileSync(join(packageFolder, 'vader_lexicon.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t')[0]!)
    .filter((word) => /^[a-z]{2,}$/.test(word));
}

function lexiconWords(terms: readonly LexiconTerm[]): string[] {
  return terms
    .flatMap(({ phrase }) => phrase.split(/[\s|_…]+/))
    .filter((word) => /^[a-z]{2,}$/.test(word));
}

let known: Set<string> | undefined;

function knownWords(): Set<string> {
  known ??= new Set([
    ...FUNCTION_WORDS.split(' '),
    ...vaderWords(),
    ...[SERVICE_FAILURES, SERVICE_EVENTS, DOMAIN_WORDS, PRAISE, COURTESY, SARCASM].flatMap(
      lexiconWords,
    ),
  ]);
  return known;
}

const LONGEST_WORD = 16;
/** An unknown letter costs more than a known word, so the split covers what it can. */
const UNKNOWN_LETTER_COST = 3;

/**
 * The words of a lower-case hashtag, by the cheapest split into known words; the tag itself when
 * fewer than four in five of its letters fall in known words of two letters or more.
 */
export function hashtagWords(tag: string): string {
  if (!/^[a-z]{6,40}$/.test(tag)) return tag;
  const words = knownWords();
  const cost = new Array<number>(tag.length + 1).fill(Infinity);
  const from = new Array<number>(tag.length + 1).fill(0);
  cost[0] = 0;
  for (let end = 1; end <= tag.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WORD); start < end; start++) {
      const single = end - start === 1;
      const step =
        words.has(tag.slice(start, end)) && !single ? 1 : single ? UNKNOWN_LETTER_COST : Infinity;
      if (cost[start]! + step < cost[end]!) {
        cost[end] = cost[start]! + step;
        from[end] = start;
      }
    }
  }
  const parts: string[] = [];
  for (let end = tag.length; end > 0; end = from[end]!) parts.unshift(tag.slice(from[end]!, end));
  const covered = parts.filter((part) => part.length > 1).join('').length;
  return covered >= 0.8 * tag.length ? parts.join(' ') : tag;
}
