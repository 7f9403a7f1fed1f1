import type { QuestionPlan } from './question-plan';
import { namesTheRecords, RECORD_NOUNS } from './question-reading';
import { rawWords } from './number-fields';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';
import grammar from './grammar-words.json';
import { wordClasses } from './word-classes';
import { partsOfSpeech } from './wordnet';

/** Closed-class words (grammar-words.json): "which of our cinemas" names no grouping by "of". */
const GRAMMAR_WORDS = new Set(grammar.words);

/**
 * "Which courier had the most complaints?" where no field names couriers: the grouping asked is
 * one the data lacks, so the question is declined with that word, rather than answered with a
 * total or another field's ranking.
 */

/**
 * "which courier", "what postcode": the noun a ranking is asked of; a word that only says one of
 * them is meant ("which single item", "what particular branch") stands before it.
 */
const WHICH_NOUN =
  /\b(?:which|what)\s+(?:(?:single|individual|particular|specific|one)\s+(?=[\p{L}-]+\s))?([\p{L}-]+)/iu;
/** A ranking is asked: the group with the most or least of something. */
const RANKED =
  /\b(most|least|fewest|highest|lowest|biggest|largest|smallest|top|worst|best|more|fewer|less)\b/i;
/** Heads of a question that name no grouping ("what share", "which one", "what time"). */
const NO_GROUPING = new Set(grammar.noGroupingHeads);

export function missingGrouping(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (plan.compare || plan.lookup || plan.tool || plan.topic || plan.records) return;
  if (plan.unknownIsAsked || !RANKED.test(question)) return;
  const asked = WHICH_NOUN.exec(question);
  if (!asked) return;
  // "Which       brought in the most": the word after "which" was a time grain, blanked where
  // it was read as the grouping ("which month"); the word left after the gap is no noun asked.
  if (/^\S+\s{2,}/.test(asked[0])) return;
  if (unknownHead(question, asked, vocabulary, plan)) return;
  const noun = asked[1]!.toLowerCase();
  const word = normaliseWord(noun);
  if (NO_GROUPING.has(noun) || GRAMMAR_WORDS.has(noun)) return;
  // "which courier" where "courier" is only one word of a value ("courier conduct"): no field
  // groups by couriers; the value it happened to match is no answer.
  const namesField = vocabulary.fields.some((term) => term.words.includes(word));
  // "Which driver had the most complaints" where "driver" is only a word of the value "Driver
  // behaviour", which the question does not pick: nothing groups by drivers (though "drivers"
  // of a change is a word of the question's own).
  const inValuesOnly = !namesField && onlyInLongerValues(word, vocabulary, plan);
  if (FUNCTION_WORDS.has(word) && !inValuesOnly) return;
  const partOfValue =
    plan.filters.some((filter) => filter.partial && rawWords(filter.said).join(' ') === noun) ||
    inValuesOnly;
  // "Which route gets the most complaints" where "complaints" named a field ("complaint reason"):
  // the grouping asked is still the word after "which", which nothing in the data stands for; so
  // is "which ward booked the most" where "ward" is only a word of a value ("Cancelled by Ward")
  // and "booked" named the field grouped by ("booked via").
  const groupedElsewhere = plan.groupBy && !(partOfValue && !namesField);
  if (groupedElsewhere && !plan.unknown.some((said) => said.toLowerCase() === noun)) return;
  if (vocabulary.known.has(word) && (namesField || !partOfValue)) return;
  // The data's description may say "driver behaviour" too: no noun of its records for that.
  if ((namesTheRecords(vocabulary, noun) && !inValuesOnly) || RECORD_NOUNS.test(noun)) return;
  plan.unknown = [noun, ...plan.unknown.filter((said) => said !== noun)];
  plan.unknownIsAsked = true;
}

/**
 * "Which roaming partner network charged the most": the words after "which" (up to three, to the
 * first function word) hold words nothing in the data stands for ("partner network"), and the
 * last of them names no field: the grouping asked is missing even when its first word is a word
 * of the data ("roaming"). Declines with those words; true when it did.
 */
function unknownHead(
  question: string,
  asked: RegExpExecArray,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): boolean {
  const phrase: string[] = [];
  const from = asked.index + asked[0].length - asked[1]!.length;
  for (const word of rawWords(question.slice(from).toLowerCase())) {
    if (phrase.length === 3 || FUNCTION_WORDS.has(normaliseWord(word))) break;
    phrase.push(word);
  }
  if (phrase.length < 2) return false;
  // "Which channel brought in the most": the first word names the grouping; what follows is
  // what it did, not more of the noun.
  const first = normaliseWord(phrase[0]!);
  const firstGroups =
    NO_GROUPING.has(phrase[0]!) || vocabulary.fields.some((term) => term.words.includes(first));
  const unknown = new Set(plan.unknown.flatMap((said) => rawWords(said.toLowerCase())));
  const missing = phrase.filter((word) => unknown.has(word));
  if (missing.length === 0) return false;
  const last = normaliseWord(phrase.at(-1)!);
  if (vocabulary.fields.some((term) => term.words.includes(last))) return false;
  // "Which bin operative", "which hotel receptionist": a field's word only says whose; the head
  // noun after it (a noun in WordNet, nothing the data holds, no verb in its sentence: "which
  // subcategory turns up most") is what is ranked.
  const head = phrase.at(-1)!;
  const headIsNoun =
    missing.includes(head) &&
    !NO_GROUPING.has(head) &&
    partsOfSpeech(head).has('noun') &&
    !wordClasses(question).get(head)?.tags.has('Verb');
  if (firstGroups && !headIsNoun) return false;
  if (firstGroups) missing.splice(0, missing.length, head);
  const said = missing.join(' ');
  plan.unknown = [said, ...plan.unknown.filter((other) => !missing.includes(other.toLowerCase()))];
  plan.unknownIsAsked = true;
  return true;
}

/**
 * Whether a word is known only as one word of values of several words ("driver" of "Driver
 * behaviour"), no value of its own and no word of a value the plan filters on.
 */
function onlyInLongerValues(word: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  let inLonger = false;
  for (const field of vocabulary.dictionary.fields) {
    if (field.entity !== plan.entity || field.type !== 'category') continue;
    for (const { value } of field.values ?? []) {
      const spelled = rawWords(String(value)).map(normaliseWord);
      if (!spelled.includes(word)) continue;
      if (spelled.length === 1) return false;
      inLonger = true;
    }
  }
  const filtered = plan.filters.some((filter) =>
    filter.values.some((value) => rawWords(String(value)).map(normaliseWord).includes(word)),
  );
  return inLonger && !filtered;
}
