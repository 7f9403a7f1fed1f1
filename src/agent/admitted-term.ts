import type { FitFinding, FitSources } from './answer-fit';
import { COMMON_WORDS } from './common-words';
import { asksSeveral } from './every-ask';
import { tokens } from './question-constraints';
import setPhrases from './words/set-phrases.json';

/** Prepositions a restricting noun follows ("taken to the tribunal", "referred by a solicitor"). */
const PREPOSITIONS = new Set(
  'to by from with at on in into onto before through via towards toward against under'.split(' '),
);
const ARTICLES = new Set(['the', 'a', 'an']);
/** Word endings of verbs, adverbs and degrees ("sitting", "raised", "currently", "quicker"). */
const NOT_A_THING = /(?:ing|ed|ly|est|er)$/;
/** Adverbs of manner, time and direction ("afterwards", "directly"). */
const ADVERB = /(?:ly|wards?)$/;
/** The tokens of each set phrase, to find the words a question uses in one. */
const PHRASES = setPhrases.phrases.map((phrase) => tokens(phrase));
/** Whoever handles a record ("a live agent", "a person"): no place the records went to. */
const HANDLERS = new Set(setPhrases.handlers.flatMap((word) => tokens(word)));

/**
 * A word of the question that nothing in the data names, standing where a thing the records went
 * to or came from stands ("rejected appeals taken on to the tribunal", "fines passed to a debt
 * agency"): the object of a preposition, after an article or none, not a verb, adverb or degree
 * form and not part of a set phrase ("at the moment", "through the roof"). The records asked about
 * are those that reached it; a figure over the records at large counts something else, however
 * well it is supported. When the answer itself says it found nothing for the word, the question is
 * one the data cannot answer, unless the question asks other things too; otherwise part of it was
 * left out. Either way it is not High.
 *
 * Reads the `terms` finding's unaccounted words, so it runs after that check's vocabulary walk
 * without repeating it.
 */
export function checkAdmittedTerm(
  sources: FitSources,
  unaccounted: readonly string[],
): FitFinding[] {
  if (!unaccounted.length) return [];
  const words = tokens(sources.question.replace(/n['’]t\b/gi, ' not'));
  const unknown = new Set(unaccounted);
  const inPhrase = phraseWords(words);
  // Words of the values the question names ("a human agent": chat mode "human").
  const valueWords = new Set(
    sources.constraints.flatMap((constraint) =>
      constraint.kind === 'value' ? tokens(constraint.value) : [],
    ),
  );
  const slot = words.findIndex((word, index) => {
    if (!unknown.has(word) || inPhrase.has(index) || NOT_A_THING.test(word)) return false;
    if (HANDLERS.has(word)) return false;
    // "to the archive", "to the county archive": an article, and at most one word describing it.
    const articleAt = [index - 1, index - 2].find((at) => ARTICLES.has(words[at] ?? ''));
    const article = articleAt !== undefined;
    // "with a human agent": a value of the data said before a noun names the records by that value.
    if (articleAt === index - 2 && valueWords.has(words[index - 1]!)) return false;
    const before = words[article ? articleAt - 1 : index - 1] ?? '';
    // "To reach us": after "to" without an article comes a verb, not a place.
    if (!PREPOSITIONS.has(before) || (before === 'to' && !article)) return false;
    // "to a real person": an unknown word before a known noun describes that noun, not a place;
    // before a function word or an adverb ("to the tribunal afterwards", "… and") it is the head.
    const next = words[index + 1];
    // "a live agent": an unknown word before another is that one's modifier; the head decides.
    if (next !== undefined && unknown.has(next) && !ADVERB.test(next)) return false;
    return (
      next === undefined || PREPOSITIONS.has(next) || COMMON_WORDS.has(next) || ADVERB.test(next)
    );
  });
  if (slot < 0) return [];
  const word = words[slot]!;
  // The word carried the ask when the question asks nothing else: the answer then answers none of
  // it. Beside other asks, it is one part left out.
  const admitted = admits(sources.answer, word) && !asksSeveral(sources.question);
  return [
    {
      check: 'terms',
      unaccounted: [word],
      label: `The question asks about records that went to or came from "${word}"; nothing in the data or the tool calls names it${admitted ? ', as the answer says' : ''}`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the records asked about are marked by something the data does not hold',
      partial: true,
      ...(admitted ? { declines: true } : {}),
    },
  ];
}

/** Positions of the question's words that stand in one of the set phrases. */
function phraseWords(words: readonly string[]): Set<number> {
  const found = new Set<number>();
  for (const phrase of PHRASES) {
    for (let at = 0; at + phrase.length <= words.length; at++) {
      if (phrase.every((word, offset) => words[at + offset] === word)) {
        for (let offset = 0; offset < phrase.length; offset++) found.add(at + offset);
      }
    }
  }
  return found;
}

/** Whether the answer says it found nothing for the word ("nothing in this data for …", "no …"). */
function admits(answer: string, word: string): boolean {
  const text = answer.toLowerCase();
  const quoted = new RegExp(
    String.raw`(?:nothing|no\s+(?:field|column|data|record|value)s?)\b[^.]{0,40}["'“‘][^"'”’]*\b${word}|\bno\s+["'“‘]${word}|["'“‘][^"'”’]*\b${word}[^"'”’]*["'”’]\s+(?:was|were|is)\s+not\s+found`,
  );
  return quoted.test(text);
}
