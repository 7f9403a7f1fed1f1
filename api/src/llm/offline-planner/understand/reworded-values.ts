import {
  FUNCTION_WORDS,
  type TermMatch,
  type Token,
  type ValueTerm,
  type Vocabulary,
} from './vocabulary';

/**
 * A value of several words said in other forms and order: "closed with a charge" for
 * "Closed - charged", "refunded in part" for "Partially refunded", "fixed without a charge" for
 * "Fixed - no charge". Every telling word of the value is said, in any form sharing its stem,
 * close together with nothing but small words between; a value that negates ("no charge") is
 * what a negated phrase names and never what the plain one names. Nothing here knows a data set.
 */

/** Words by which a value's name or a question says the opposite of the word after it. */
const NEGATIONS = new Set(['not', 'non', 'no', 'never', 'without']);

/** Small words that may stand between a value's words said apart ("closed with a charge"). */
function small(token: Token): boolean {
  return FUNCTION_WORDS.has(token.word) || token.word.length <= 2 || NEGATIONS.has(token.word);
}

/**
 * Whether a question word is another form of a value word: "charge" and "charged", "part" and
 * "partially", "partly" and "partially".
 */
export function sameStemWord(said: string, own: string): boolean {
  if (said === own) return true;
  const [short, long] = said.length <= own.length ? [said, own] : [own, said];
  if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 5) return true;
  // "partly" and "partially": one stem, each with its own ending.
  let common = 0;
  while (common < short.length && short[common] === long[common]) common++;
  return common >= 4 && common >= short.length - 2 && long.length - common <= 5;
}

/** A word two values of the field or more start with ("closed" of "Closed - …"). */
function headOfField(vocabulary: Vocabulary, term: ValueTerm, word: string): boolean {
  const starting = new Set(
    vocabulary.values
      .filter((other) => other.field === term.field && other.words[0] === word)
      .map((other) => other.value),
  );
  return term.words[0] === word && starting.size >= 2;
}

function normalSame(said: string, own: string): boolean {
  return said === own || `${said}s` === own || said === `${own}s`;
}

function negated(tokens: readonly Token[], from: number, to: number): boolean {
  for (let at = Math.max(0, from - 2); at <= to; at++) {
    const token = tokens[at]!;
    if (NEGATIONS.has(token.word) || /n't$/.test(token.raw)) return true;
  }
  return false;
}

/**
 * The values said in other word forms, one match per value, spanning the words that said it; only
 * values of two telling words or more, and per span the values whose words are all said.
 */
export function rewordedValues(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  blocked: ReadonlySet<number>,
): TermMatch<ValueTerm>[] {
  const found: TermMatch<ValueTerm>[] = [];
  const seen = new Set<string>();
  for (const term of vocabulary.values) {
    const key = `${term.field.entity}.${term.field.name}=${term.value}`;
    if (seen.has(key)) continue;
    const all = term.words.filter((word) => !NEGATIONS.has(word) && !FUNCTION_WORDS.has(word));
    if (all.length < 2 || all.length > 4) continue;
    const negates = term.words.some((word) => NEGATIONS.has(word));
    const placesOf = (list: readonly string[]) =>
      list.map((word) =>
        tokens.flatMap((token, at) =>
          !blocked.has(at) && sameStemWord(token.word, word) ? [at] : [],
        ),
      );
    let telling = all;
    let places = placesOf(telling);
    // "upheld in part" of "Closed - partly upheld": the word the field's values start with may
    // go unsaid.
    if (places[0]!.length === 0 && headOfField(vocabulary, term, all[0]!)) {
      telling = all.slice(1);
      places = placesOf(telling);
    }
    if (places.some((list) => list.length === 0)) continue;
    for (const first of places[0]!) {
      const picked = [first];
      for (const list of places.slice(1)) {
        const nearest = [...list].sort((a, b) => Math.abs(a - first) - Math.abs(b - first))[0]!;
        picked.push(nearest);
      }
      if (new Set(picked).size !== picked.length) continue;
      const start = Math.min(...picked);
      const end = Math.max(...picked) + 1;
      if (end - start > telling.length + 3) continue;
      // Nothing but small words between ("closed incidents charged" is no "Closed - charged").
      let apart = false;
      for (let at = start; at < end; at++) {
        if (!picked.includes(at) && !small(tokens[at]!)) apart = true;
      }
      if (apart || negated(tokens, start, end - 1) !== negates) continue;
      // Said as written ("card fees" of "Card fee"), the value is the ordinary matches' to take.
      const written =
        end - start === telling.length &&
        picked.every((at, index) => index === 0 || at === picked[index - 1]! + 1) &&
        picked.every((at, index) => normalSame(tokens[at]!.word, telling[index]!));
      if (written) continue;
      seen.add(key);
      found.push({ term, start, end, quality: 1 });
      break;
    }
  }
  // Per span the value naming the most words ("Closed - charged", not also a shorter one).
  return found.filter(
    (match) =>
      !found.some(
        (other) =>
          other !== match &&
          other.term.field === match.term.field &&
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      ),
  );
}
