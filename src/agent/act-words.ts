import creationVerbs from './words/creation-verbs.json';

/** The acts that bring a record into being ("open a ticket", "file a claim"). */
const CREATION_VERBS = new Set(creationVerbs.verbs);
/**
 * Words after which a verb takes its object ("open more tickets", "opened the most", "raised 5"):
 * the word before them is said as an act, not as a state of records.
 */
const OBJECT_STARTS = new Set(
  'more most fewer fewest less least the a an any many much their its our his her some no every each all several'.split(
    ' ',
  ),
);

/**
 * The word with which the question says a one-word value only as the act that creates every
 * record (words/creation-verbs.json): its past or -ing form where the value is the bare word
 * ("opened" for "Open"), or the bare word with its object after it ("open more tickets").
 * Undefined when the value is no such act, the question does not say it, or says it anywhere as
 * a state ("how many open tickets"). `words` and `valueWords` are lower-case tokens.
 */
export function saidOnlyAsAct(
  words: readonly string[],
  valueWords: readonly string[],
): string | undefined {
  if (valueWords.length !== 1) return undefined;
  const bare = valueWords[0]!;
  if (!CREATION_VERBS.has(bare)) return undefined;
  const inflected = actForms(bare);
  const uses = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => word === bare || inflected.has(word));
  if (!uses.length) return undefined;
  const acts = uses.filter(({ word, index }) => {
    if (inflected.has(word)) return true;
    const next = words[index + 1] ?? '';
    return OBJECT_STARTS.has(next) || /^\d/.test(next);
  });
  return acts.length === uses.length ? acts[0]!.word : undefined;
}

/**
 * Whether a lower-case word is one of the creation acts in any form: "open", "opens", "opened",
 * "opening"; "logged", "submits". The offline planner reads the same list.
 */
export function isCreationAct(word: string): boolean {
  for (const verb of CREATION_VERBS) {
    if (word === verb || word === `${verb}s` || actForms(verb).has(word)) return true;
  }
  return false;
}

/** The past and -ing forms of a verb: "opened", "opening"; "logged", "logging"; "filed", "filing". */
function actForms(verb: string): Set<string> {
  const stemmed = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  // "logged", "submitted": a final consonant may double; listing both spellings costs nothing.
  const doubled = `${verb}${verb.at(-1)}`;
  return new Set([`${stemmed}ed`, `${stemmed}ing`, `${doubled}ed`, `${doubled}ing`]);
}
