import type { QuestionPlan } from './question-plan';
import { normaliseWord, type Vocabulary } from './vocabulary';

/**
 * "Which case owner handled the most disputes?" then "how much credit did that owner apply?",
 * "the same region", "this agent": a follow-up that points back at the earlier ranking's winner
 * by the role the ranking grouped on (the field's name, label or synonyms, a word of them
 * enough), however much else it says. The field's words come from the dictionary.
 */
const POINTER = /\b(?:that|this|the\s+same|same)\s+([\p{L}][\p{L}-]*)(?:\s+([\p{L}][\p{L}-]*))?/giu;

export function pointsAtWinner(
  question: string,
  vocabulary: Vocabulary,
  earlier: QuestionPlan,
): boolean {
  const field = earlier.groupBy;
  if (!field || field.time || !earlier.rank || earlier.rank.limit !== 1) return false;
  const named = vocabulary.fields
    .filter((term) => term.field.name === field.field)
    .flatMap((term) => term.words);
  if (named.length === 0) return false;
  const own = (word: string) => named.includes(word);
  for (const match of question.matchAll(POINTER)) {
    const said = [match[1], match[2]]
      .filter((word): word is string => word !== undefined)
      .map((word) => normaliseWord(word.toLowerCase()));
    // "that owner", "that case owner": a word that names this field alone, or every word said.
    if (own(said[0]!) && (vocabulary.fieldSpread.get(said[0]!) ?? 0) <= 1) return true;
    if (said.length === 2 && said.every(own)) return true;
  }
  return false;
}
