import type { FitFinding, FitSources } from './answer-fit';
import { tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
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
 * "Which account has opened the most tickets?" asks who created the most records; an answer that
 * keeps only the records whose status is "Open" counts the few still open. Found when a filter's
 * value is one word whose root is an act that creates every record (words/creation-verbs.json),
 * and the question says that word only as the act: its past or -ing form where the value is the
 * bare word ("opened" for "Open"), or the bare word with its object after it ("open more
 * tickets"). "How many open tickets" names the state and passes.
 */
export function checkActNamedFilter(sources: FitSources): FitFinding[] {
  const words = tokens(sources.question);
  for (const { field, value } of filterValues(sources)) {
    const valueWords = tokens(value);
    if (valueWords.length !== 1) continue;
    const bare = valueWords[0]!;
    if (!CREATION_VERBS.has(bare)) continue;
    const inflected = actForms(bare);
    const uses = words
      .map((word, index) => ({ word, index }))
      .filter(({ word }) => word === bare || inflected.has(word));
    if (!uses.length) continue;
    const acts = uses.filter(({ word, index }) => {
      if (inflected.has(word)) return true;
      const next = words[index + 1] ?? '';
      return OBJECT_STARTS.has(next) || /^\d/.test(next);
    });
    // Said as the state anywhere ("open tickets … opened"), the filter may be what was asked.
    if (acts.length !== uses.length) continue;
    const said = acts[0]!.word;
    return [
      {
        check: 'filter',
        label: `The question says "${said}" of the act that makes every record; the figures keep only the records whose ${field} is "${value}"`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'a filter reads an act as a state',
      },
    ];
  }
  return [];
}

/** Every single string value a call filtered on (eq, or one of an `in` list), with its field. */
function filterValues(sources: FitSources): { field: string; value: string }[] {
  const found: { field: string; value: string }[] = [];
  for (const call of sources.calls) {
    const input = call.input;
    if (!isPlainObject(input) || !Array.isArray(input['filters'])) continue;
    for (const filter of input['filters']) {
      if (!isPlainObject(filter) || typeof filter['field'] !== 'string') continue;
      if (filter['op'] !== 'eq' && filter['op'] !== 'in') continue;
      const values = Array.isArray(filter['value']) ? filter['value'] : [filter['value']];
      for (const value of values) {
        if (typeof value === 'string') found.push({ field: filter['field'], value });
      }
    }
  }
  return found;
}

/** The past and -ing forms of a verb: "opened", "opening"; "logged", "logging"; "filed", "filing". */
function actForms(verb: string): Set<string> {
  const stemmed = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  // "logged", "submitted": a final consonant may double; listing both spellings costs nothing.
  const doubled = `${verb}${verb.at(-1)}`;
  return new Set([`${stemmed}ed`, `${stemmed}ing`, `${doubled}ed`, `${doubled}ing`]);
}
