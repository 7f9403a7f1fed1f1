import type { DataDictionary } from '../../../../../src/agent/dataset';
import { RECORD_KINDS } from './counted-records';
import { rawWords } from './number-fields';
import { nameHead } from './record-head';
import type { PlanFilter } from './question-plan';
import { RECORD_NOUNS } from './question-words';
import { recordNouns } from './loose-values';
import { normaliseWord, type Vocabulary } from './vocabulary';

const NOUNS = new WeakMap<DataDictionary, string>();

/**
 * What the answers call the records of a data set: the plural noun it is named for ("claims",
 * "requests", "tweets"); else the first noun for records its description uses ("communications"
 * of the demo bank's "Customer communications, cases and customers"); "records" otherwise.
 */
export function recordNounOf(dictionary: DataDictionary): string {
  let noun = NOUNS.get(dictionary);
  if (noun === undefined) {
    const head = nameHead(dictionary);
    const described = rawWords(dictionary.description ?? '').find(
      (word) => word === 'communications' || RECORD_KINDS.test(word),
    );
    noun = head && head.length > 3 && /[^s]s$/.test(head) ? head : (described ?? 'records');
    NOUNS.set(dictionary, noun);
  }
  return noun;
}

/**
 * The noun the question calls its records by ("tweets", "tickets"), in the plural; not a word it
 * says as a value ("claims under review" where Review is a claim status: those are claims).
 */
export function recordNounSaid(
  question: string,
  filters: readonly PlanFilter[],
): string | undefined {
  for (const match of question.matchAll(new RegExp(RECORD_NOUNS.source, 'gi'))) {
    const word = match[1]!.toLowerCase();
    if (saysValue(word, filters)) continue;
    return word.endsWith('s') ? word : `${word}s`;
  }
  return undefined;
}

/** Whether a noun is a word the question says as a value of one of the filters. */
export function saysValue(noun: string, filters: readonly PlanFilter[]): boolean {
  const said = singular(noun.toLowerCase());
  return filters.some((filter) => rawWords(filter.said).some((word) => singular(word) === said));
}

function singular(word: string): string {
  return word.replace(/s$/, '');
}

/**
 * "Which got more urgent requests, Northgate or Riverside?", "more positive tweets": more of a
 * kind of record is a count of those records; "more urgent on average" or "more likely" is not.
 */
export function countsMoreRecords(question: string, vocabulary: Vocabulary): boolean {
  if (
    /\b(?:on\s+average|average|likely|likelihood|share|rate|percent\w*|proportion)\b/i.test(
      question,
    )
  )
    return false;
  const nouns = recordNouns(vocabulary);
  return [...question.matchAll(/\b(?:more|fewer)\s+[a-z-]+\s+([a-z-]+)(?:\s+([a-z-]+))?/gi)].some(
    (match) =>
      [match[1], match[2]].some((word) => word !== undefined && nouns.has(normaliseWord(word))),
  );
}
