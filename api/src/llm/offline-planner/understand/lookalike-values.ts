import type { TermMatch, Token, ValueTerm } from './vocabulary';

/**
 * Values that share the word a question said ("upheld" of "Closed - upheld", "Closed - not
 * upheld" and "Closed - partly upheld"): the one the question's words name best. A value that
 * negates the word ("not upheld", "non-upheld") is what "not upheld" names, and never what the
 * bare word names; among the rest, the value with the fewest words besides it ("Closed - upheld"
 * over "Closed - partly upheld"), unless the word heads every one of them ("closed" names all three).
 * Only values that fit the words equally well stay together.
 * Nothing here knows a data set: negation is read from the words of the values themselves.
 */

/** Words by which a value's name says the opposite of the word after it. */
const NEGATIONS = new Set(['not', 'non', 'no', 'never', 'without']);

/** Helper words that may stand between a negation and the value's word ("not been upheld"). */
const BETWEEN = new Set(['been', 'be', 'being', 'was', 'were', 'is', 'are', 'get', 'got', 'yet']);

/** Where the negation said before a matched word starts, or -1 when none is said. */
function saidNegation(tokens: readonly Token[], start: number): number {
  let at = start - 1;
  while (at >= 0 && BETWEEN.has(tokens[at]!.word) && start - at <= 3) at--;
  return at >= 0 && NEGATIONS.has(tokens[at]!.word) ? at : -1;
}

/** The value's words other than the one said, and whether one of them negates it. */
function fitOf(term: ValueTerm, said: string): { extra: number; negates: boolean } {
  const at = term.words.indexOf(said);
  return {
    extra: term.words.length - 1,
    negates: at > 0 && NEGATIONS.has(term.words[at - 1]!),
  };
}

/**
 * Narrows each set of values matched on the same one word of one field to the values that word,
 * with the negation said before it or not, names best. A negated value chosen for "not upheld"
 * takes the negation into its span, so the filter is that value itself, not everything but it.
 */
export function bestLookalikes(
  matches: readonly TermMatch<ValueTerm>[],
  tokens: readonly Token[],
): TermMatch<ValueTerm>[] {
  const kept: TermMatch<ValueTerm>[] = [];
  const groups = new Map<string, TermMatch<ValueTerm>[]>();
  for (const match of matches) {
    if (match.quality >= 1 || match.end - match.start !== 1) {
      kept.push(match);
      continue;
    }
    const key = `${match.start}:${match.term.field.entity}.${match.term.field.name}`;
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  for (const group of groups.values()) {
    if (group.length === 1) {
      kept.push(group[0]!);
      continue;
    }
    const start = group[0]!.start;
    const said = tokens[start]!.word;
    const fits = group.map((match) => ({ match, ...fitOf(match.term, said) }));
    const negation = saidNegation(tokens, start);
    const negating = fits.filter((fit) => fit.negates);
    if (negation >= 0 && negating.length > 0) {
      const fewest = Math.min(...negating.map((fit) => fit.extra));
      for (const fit of negating) {
        if (fit.extra === fewest) kept.push({ ...fit.match, start: negation });
      }
      continue;
    }
    // "closed incidents" of "Closed - charged", "Closed - waived", "Closed - no charge": the word
    // every value starts with names them all, not the shortest.
    if (negation < 0 && group.every((match) => match.term.words[0] === said)) {
      kept.push(...group);
      continue;
    }
    const plain = fits.filter((fit) => !fit.negates);
    const choices = plain.length > 0 ? plain : fits;
    const fewest = Math.min(...choices.map((fit) => fit.extra));
    for (const fit of choices) if (fit.extra === fewest) kept.push(fit.match);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Words that may stand between the parts of one value said apart ("resolved with a refund issued"). */
const LINKING = new Set(['with', 'a', 'an', 'the', 'by', 'via', 'having', 'given', 'following']);

/**
 * "feedback resolved with a refund issued" of a status "Resolved - refund issued" beside a status
 * "Resolved": a value whose words all lie within a longer value of the same field, said next to
 * the rest of that longer value's words with only linking words between, is the longer value said
 * in two parts, not a second value (a record cannot hold both). "Concessions or Concessions -
 * price" joins by "or": two values said apart, both kept.
 */
export function splitLookalikes(
  matches: readonly TermMatch<ValueTerm>[],
  tokens: readonly Token[],
): TermMatch<ValueTerm>[] {
  const kept = [...matches].sort((a, b) => a.start - b.start);
  for (let at = 0; at + 1 < kept.length; at++) {
    const [first, second] = [kept[at]!, kept[at + 1]!];
    if (first.term.field !== second.term.field || first.term.value === second.term.value) continue;
    if (!tokens.slice(first.end, second.start).every((token) => LINKING.has(token.word))) continue;
    const [shorter, longer] =
      first.term.words.length <= second.term.words.length ? [first, second] : [second, first];
    if (!shorter.term.words.every((word) => longer.term.words.includes(word))) continue;
    const said = new Set(
      [...tokens.slice(first.start, first.end), ...tokens.slice(second.start, second.end)].map(
        (token) => token.word,
      ),
    );
    // "resolved with an apology" of "Resolved - apology given": every word said lies in the one
    // longer value, which names more than the shorter; a word left unsaid ("given") is no second value.
    const content = [...said].filter((word) => !LINKING.has(word));
    if (!content.every((word) => longer.term.words.includes(word))) continue;
    if (!longer.term.words.some((word) => said.has(word) && !shorter.term.words.includes(word)))
      continue;
    // Two longer values both fitting the words ("refund issued", "refund declined"): no one value.
    if (
      kept.some(
        (other) =>
          other !== longer &&
          other.start === longer.start &&
          other.term.field === longer.term.field &&
          other.term.value !== shorter.term.value,
      )
    )
      continue;
    kept.splice(at, 2, {
      ...longer,
      start: first.start,
      end: second.end,
      quality: Math.max(first.quality, second.quality),
    });
  }
  return kept;
}
