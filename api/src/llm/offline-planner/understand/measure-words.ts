import type { MeasureTerm, Token, Vocabulary } from './vocabulary';
import { FUNCTION_WORDS, normaliseWord, words } from './vocabulary';
import { inThesaurus, sameMeaning } from './thesaurus';

/**
 * Which measure a question asks for when it does not name one the way the data does: a declared
 * measure said in other words ("passed on to a real person" for the hand-off rate), or a measure
 * the data does not hold at all ("the on-time arrival rate", "the average number of likes").
 */

/** Words for records themselves, which name no measure ("the negative tweet rate"). */
const RECORD_WORDS =
  /^(tweet|post|message|review|comment|ticket|mention|conversation|interaction|communication|case|customer|client|call|email|chat|letter|record|row|entry|item)s?$/;
/** Nouns that head a measure: what stands before them says which measure is asked. */
const MEASURE_HEADS =
  /^(rate|score|ratio|index|percentage|margin|price|revenue|cost|performance|time|duration)$/;
/** Words before a measure's head that name no measure ("the overall rate", "our average score"). */
const PLAIN_MODIFIERS = new Set(
  words(
    'how many much the a an our my their your its his her this that these those what which whose is was are were be overall total average mean median typical current latest recent daily weekly monthly yearly annual peak busiest highest lowest worst best first last same s of for on in at by per to and or than growth change increase decrease drop rise fall over any all each every some no long short right wrong next previous one',
  ),
);

/**
 * "Southwest's on-time arrival rate", "our churn rate": the words before a measure's head name a
 * measure the data does not hold (nothing of the data's own words among them). Returns them as
 * the question wrote them, with the head, or undefined when the measure is the data's own.
 */
export function unnamedMeasure(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  blocked: ReadonlySet<number>,
  known: ReadonlySet<string>,
  question: string,
): string | undefined {
  // "the average number of likes per tweet": a quantity of something the records do not hold.
  const amount =
    /\b(?:average|mean|median|total|typical)\s+(?:number|count|amount)\s+of\s+([a-z]+)/i.exec(
      question,
    );
  if (amount) {
    const thing = normaliseWord(amount[1]!);
    if (!known.has(thing) && !RECORD_WORDS.test(thing) && !/^(the|a|an|all)$/.test(thing))
      return `number of ${amount[1]!.toLowerCase()}`;
  }
  for (let head = 1; head < tokens.length; head++) {
    // The head may have matched a value spelled so ("rate" of "Interest & Rates"): still a head.
    if (!MEASURE_HEADS.test(tokens[head]!.raw)) continue;
    // "how did they rate us", "score it": the verb, heading no measure.
    if (/^(us|our|them|their|it|me|you|your|him|her)$/.test(tokens[head + 1]?.raw ?? '')) continue;
    // "what did they cost", "how much does it cost": the verb after its subject heads no measure.
    if (/^(they|it|those|these|did|does|do)$/.test(tokens[head - 1]?.raw ?? '')) continue;
    // "how much did claims cost", "what did the repairs cost": a subject between the auxiliary
    // and the verb ("how does the escalation rate compare" keeps its noun).
    if (
      tokens[head]!.raw === 'cost' &&
      /\b(?:how\s+much|what)\s+(?:did|does|do)\b/i.test(question) &&
      [2, 3].some((back) => /^(did|does|do)$/.test(tokens[head - back]?.raw ?? ''))
    )
      continue;
    // The last part of a compound ("on-time") heads nothing.
    if (tokens[head - 1]!.index === tokens[head]!.index) continue;
    let start = head;
    while (start > 0 && head - start < 4) {
      const before = start - 1;
      if (blocked.has(before)) break;
      if (PLAIN_MODIFIERS.has(tokens[before]!.word) && !/^(on|to)$/.test(tokens[before]!.raw))
        break;
      start = before;
    }
    // A hyphenated compound ("on-time") is known only as a whole ("hand-off" → "handoff").
    const compound = (token: Token): string | undefined => {
      const parts = tokens.filter((other) => other.index === token.index);
      return parts.length > 1 ? parts.map((part) => part.word).join('') : undefined;
    };
    // One word nothing in the data stands for is enough ("on-time delivery rate" of deliveries).
    const unnamed = tokens.slice(start, head).filter((token, offset) => {
      if (used.has(start + offset)) return false;
      const whole = compound(token);
      if (whole !== undefined) return !known.has(whole);
      return (
        !/^(on|to|of)$/.test(token.raw) && !known.has(token.word) && !RECORD_WORDS.test(token.word)
      );
    });
    if (unnamed.length === 0) continue;
    while (start < head && used.has(start)) start++;
    const end = tokens[head]!.index + tokens[head]!.raw.length;
    return question.slice(tokens[start]!.index, end).toLowerCase();
  }
  return undefined;
}

/**
 * A declared measure whose words the question uses apart ("chats … escalated to a phone" for the
 * chat-to-phone rate): two or more of its telling words, none of them taken by a closer match.
 */
export function overlappingMeasure(
  tokens: Token[],
  vocabulary: Vocabulary,
  used: Set<number>,
): { term: MeasureTerm; said: string[] } | undefined {
  // Everyday words ("person", "passed") count when they mean one of the measure's words.
  const said = tokens.map((token) =>
    !FUNCTION_WORDS.has(token.word) || inThesaurus(token.word) ? token.word : '',
  );
  const alike = (a: string, b: string) =>
    sameMeaning(a, b) || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));
  const valueWords = new Set(vocabulary.values.flatMap((term) => term.words));
  let best: { term: MeasureTerm; hits: number } | undefined;
  for (const term of vocabulary.measures) {
    const own = new Set(
      [
        ...words(term.measure.name),
        ...words(term.measure.label ?? ''),
        ...(term.measure.synonyms ?? []).flatMap(words),
      ].filter((word) => (!FUNCTION_WORDS.has(word) || inThesaurus(word)) && word.length > 2),
    );
    // Words of one meaning ("hand-off", "escalation") are one concept, however many are declared;
    // the values its description names ("chatMode human") are concepts too, in any spelling.
    const concepts: { words: string[]; value: boolean }[] = [];
    for (const word of own) {
      const same = concepts.find((concept) =>
        concept.words.some((seen) => sameMeaning(seen, word)),
      );
      if (same) same.words.push(word);
      else concepts.push({ words: [word], value: false });
    }
    for (const spellings of term.mentions) {
      const same = concepts.find((concept) =>
        concept.words.some((word) => spellings.includes(word)),
      );
      if (same) same.words.push(...spellings);
      else concepts.push({ words: [...spellings], value: true });
    }
    for (const concept of concepts) {
      if (concept.words.some((word) => valueWords.has(word))) concept.value = true;
    }
    // Each word of the question counts for one concept at most.
    const taken = new Set<number>();
    let hits = 0;
    let action = false;
    for (const concept of concepts) {
      const at = said.findIndex(
        (word, index) =>
          word !== '' && !taken.has(index) && concept.words.some((known) => alike(word, known)),
      );
      if (at < 0) continue;
      taken.add(at);
      hits++;
      if (!concept.value) action = true;
    }
    // Two of its words, one of them more than a value any filter could name.
    const exact = [...own].filter((word) => said.includes(word)).length;
    if (((action && hits >= 2) || exact >= 2) && (!best || hits > best.hits)) best = { term, hits };
  }
  void used;
  if (!best) return undefined;
  const term = best.term;
  const own = [
    ...words(term.measure.name),
    ...words(term.measure.label ?? ''),
    ...(term.measure.synonyms ?? []).flatMap(words),
    ...term.mentions.flat(),
  ];
  const naming = tokens
    .filter((token) => own.some((word) => alike(token.word, word)))
    .map((token) => token.raw);
  return { term, said: naming };
}
