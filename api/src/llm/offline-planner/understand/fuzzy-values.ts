/**
 * A value's name as people type it, not as the data spells it: "toys n games" for "Toys and
 * Games", "home and kitchen" for "Home & Kitchen", "aerobuds earbuds" for "AeroBuds Pro earbuds"
 * (the joined name of two parts, one word left out). Each word is still compared with the
 * typo-tolerant closeness of the vocabulary, so an unrelated word never matches; only the glue
 * between the words and one missing word of a long name are forgiven.
 */

/** Words that join the parts of a name, and how people type them ("n", "&", "+"). */
const CONNECTORS = new Set(['and', 'n', 'nd', '&', '+', 'plus', 'the', 'of']);

/** Where a fuzzy reading of a multi-word value starts and ends, and how close it is. */
export interface Alignment {
  end: number;
  quality: number;
}

interface AlignedToken {
  word: string;
}

/** How close a question word is to a value's word (vocabulary.ts `wordCloseness`). */
type Closeness = (said: string, known: string) => number;

/**
 * Reads the tokens from `start` as the value `termWords`, forgiving joining words said, left out
 * or written another way, two words of the name typed as one ("aerobuds"), and one missing word
 * of a name of three words or more. `telling` says whether a word can tell the value apart; at
 * least two such words must be said when a word is missing. Undefined when it is no such reading.
 */
export function alignValue(
  tokens: readonly AlignedToken[],
  start: number,
  termWords: readonly string[],
  closeness: Closeness,
  telling: (word: string) => boolean,
): Alignment | undefined {
  const content = termWords.filter((word) => !CONNECTORS.has(word)).length;
  if (content < 2) return undefined;
  let at = start;
  let sum = 0;
  let matched = 0;
  let missing = 0;
  let lastMatched = -1;
  const tellingSaid: string[] = [];
  for (let index = 0; index < termWords.length; index++) {
    const wanted = termWords[index]!;
    const token = tokens[at];
    if (CONNECTORS.has(wanted)) {
      // "n" for "and": a joining word said another way; or left out.
      if (matched > 0 && token && CONNECTORS.has(token.word)) at++;
      continue;
    }
    // "home and kitchen" for "Home & Kitchen": a joining word the name does not hold.
    if (matched > 0 && token && CONNECTORS.has(token.word) && tokens[at + 1]) {
      const after = tokens[at + 1]!.word;
      if (closeness(after, wanted) > 0) at++;
    }
    const said = tokens[at];
    if (!said) {
      if (++missing > 1 || content < 3) return undefined;
      continue;
    }
    const next = termWords[index + 1];
    // "delivery" is the word "delivery", not a typo of "delivery or" joined.
    const plain = closeness(said.word, wanted);
    const joinedCloseness =
      next && !CONNECTORS.has(next) ? closeness(said.word, `${wanted}${next}`) : 0;
    const joined = joinedCloseness > plain ? joinedCloseness : 0;
    const close = joined > 0 ? 0 : plain;
    if (close > 0) {
      sum += close;
      matched++;
      if (telling(wanted)) tellingSaid.push(wanted);
      lastMatched = at++;
      continue;
    }
    // "aerobuds" for "Aero Buds": two words of the name typed as one.
    if (joined > 0) {
      sum += 2 * joined;
      matched += 2;
      tellingSaid.push(`${wanted}${next}`);
      lastMatched = at++;
      index++;
      continue;
    }
    // One word of a longer name left out ("aerobuds earbuds"), but never the first word said.
    if (++missing > 1 || content < 3) return undefined;
    if (matched === 0 && index > 0) return undefined;
  }
  if (matched < 2 || lastMatched < start) return undefined;
  if (missing > 0 && new Set(tellingSaid).size < 2) return undefined;
  // Below an exact reading of the same words, above one telling word alone; and below any value
  // the same tokens spell exactly ("Hollinwood" is the ward, not "Hollins Road" typed as one).
  const span = lastMatched + 1 - start;
  const quality = Math.min(sum / matched + matched - 0.25 - missing / 2, span + 0.99);
  return { end: lastMatched + 1, quality };
}

/** Whether `word` is two words of the name typed as one ("aerobud" for "aero bud"). */
export function joinedWords(word: string, termWords: readonly string[]): number {
  for (let index = 0; index + 1 < termWords.length; index++) {
    if (`${termWords[index]!}${termWords[index + 1]!}` === word) return index;
  }
  return -1;
}
