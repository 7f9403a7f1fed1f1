import { readFileSync } from 'node:fs';
import { distance } from 'fastest-levenshtein';
import { normaliseWord, type Vocabulary } from './vocabulary';

/**
 * How people write questions in a hurry, read before parsing: chat filler ("lol", "tbh", "rn")
 * dropped, a state said by its opposite ("unresolved", "still open" where the data only records
 * "closed") written as the negation of the data's own value, a state said by another word for it
 * ("resolved" where the data says "closed") written as the data's word, and a misspelt noun of the records
 * counted ("how many compliants") put right when it is a transposed or one-letter slip of a word
 * the data's values use. The word lists are data (casual-words.json) and name no data set's values.
 */

interface CasualWords {
  filler: string[];
  opposites: Record<string, string[]>;
  /** Words for the same state ("resolved", "closed"), for data that records it by another. */
  same: string[][];
}

const WORDS = JSON.parse(
  readFileSync(new URL('./casual-words.json', import.meta.url), 'utf8'),
) as CasualWords;
const FILLER = new Set(WORDS.filler);

const VALUE_WORDS = new WeakMap<Vocabulary, Map<string, Set<string>>>();

/** Each word the data's values (and yes/no fields) are written with, and the fields using it. */
function valueWords(vocabulary: Vocabulary): Map<string, Set<string>> {
  let held = VALUE_WORDS.get(vocabulary);
  if (!held) {
    held = new Map();
    for (const term of vocabulary.values) {
      for (const word of term.words) {
        const fields = held.get(word) ?? new Set<string>();
        fields.add(`${term.field.entity}.${term.field.name}`);
        held.set(word, fields);
      }
    }
    // A yes/no field is a state by its name ("replied"): "unreplied" is its other side.
    for (const term of vocabulary.fields) {
      if (term.field.type !== 'boolean') continue;
      for (const word of term.words) held.set(word, new Set([term.field.name]));
    }
    VALUE_WORDS.set(vocabulary, held);
  }
  return held;
}

/** Chat filler written in lower case, unless the data itself uses the word. */
export function withoutFiller(question: string, vocabulary: Vocabulary): string {
  const kept = question.replace(/(?<![\p{L}\p{N}'’-])[a-z]+(?![\p{L}\p{N}'’-])/gu, (written) =>
    FILLER.has(written) && !vocabulary.known.has(normaliseWord(written)) ? '' : written,
  );
  return kept === question ? question : kept.replace(/[ \t]{2,}/g, ' ').trim();
}

/**
 * "unresolved", "unanswered": "not" and the value the data holds, when it holds that value and not
 * the word as said. "still open", "outstanding" where the data records only "closed": "not closed".
 */
const VERB_BEFORE = /\b(did|do|does|to|can|could|will|would|should)\s+(?:\w+\s+)?$/i;

export function statesAsNegations(question: string, vocabulary: Vocabulary): string {
  const held = valueWords(vocabulary);
  // The word as the data writes it: itself, or another word for the same state it holds.
  const asHeld = (word: string) =>
    held.has(normaliseWord(word))
      ? word
      : WORDS.same
          .find((group) => group.includes(word))
          ?.find((candidate) => held.has(normaliseWord(candidate)));
  return question.replace(/\b[A-Za-z]{4,}\b/g, (written, at: number) => {
    const word = written.toLowerCase();
    // "did customers open a ticket": a verb, not a state.
    if (
      VERB_BEFORE.test(question.slice(0, at)) ||
      /^\s+(a|an|the|their|our)\b/i.test(question.slice(at + written.length))
    )
      return written;
    if (held.has(normaliseWord(word)) || vocabulary.known.has(normaliseWord(word))) return written;
    // "breached vs unbreached": both sides said, a comparison of the two (flag-sides.ts).
    const prefixed = /^un([a-z]{4,})$/.exec(word)?.[1];
    if (prefixed && new RegExp(`(?<![a-z])${prefixed}`, 'i').test(question)) return written;
    const negated = prefixed ? asHeld(prefixed) : undefined;
    if (negated) return `not ${negated}`;
    // "remain open", "stayed unresolved": still in that state.
    if (/^(remain|remains|remained|stay|stays|stayed)$/.test(word)) {
      const next = /^\s+([a-z]+)/i.exec(question.slice(at + written.length))?.[1]?.toLowerCase();
      const state = next && (asHeld(next) ?? WORDS.opposites[next] ?? /^un[a-z]{4,}$/.test(next));
      return state ? 'still' : written;
    }
    const opposite = WORDS.opposites[word]?.find((candidate) => held.has(normaliseWord(candidate)));
    if (opposite) return `not ${opposite}`;
    return asHeld(word) ?? written;
  });
}

/** The noun right after "how many", "number of", "count of": the records counted. */
const COUNTED = /\b(how many|number of|count of|count)\s+([a-z]{5,})\b/gi;

/**
 * "how many compliants": the counted noun misspelt into another English word ("compliant") is the
 * data's word it slipped from, when exactly one value word is a swap of two letters or one letter
 * away from it (same first letter, six letters or more).
 */
export function countedNounSlips(question: string, vocabulary: Vocabulary): string {
  const held = valueWords(vocabulary);
  return question.replace(COUNTED, (whole, lead: string, written: string) => {
    const said = normaliseWord(written.toLowerCase());
    if (vocabulary.known.has(said) || said.length < 6) return whole;
    const sorted = [...said].sort().join('');
    const slips = [...held.keys()].filter((known) => {
      if (known.length < 6 || known.charAt(0) !== said.charAt(0)) return false;
      const apart = distance(said, known);
      return apart === 1 || (apart === 2 && [...known].sort().join('') === sorted);
    });
    if (slips.length !== 1) return whole;
    const plural = /s$/i.test(written) && !slips[0]!.endsWith('s');
    return `${lead} ${slips[0]}${plural ? 's' : ''}`;
  });
}

/** The question as a careful writer would put it, for the parser to read. */
export function readCasualWriting(question: string, vocabulary: Vocabulary): string {
  return countedNounSlips(
    statesAsNegations(withoutFiller(question, vocabulary), vocabulary),
    vocabulary,
  );
}
