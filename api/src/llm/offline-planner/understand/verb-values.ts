import { isCreationAct } from '../../../../../src/agent/act-words';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { HOLDING_VERB } from './holding-verbs';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { sameMeaning } from './thesaurus';
import { normaliseWord } from './vocabulary';

/**
 * A value's word said as a verb, not as the state a record is in: "which team opens more
 * tickets", "did EMEA or APAC open more", "the account that opened the most", "is billing
 * resolved faster than login", "tickets closed by Tier 2". The verb names what was done to the
 * records (created, timed, done by someone), so it filters nothing; "open tickets" and "tickets
 * that are still open" keep their filter. Read from the sentence's shape only, for any value.
 */

/** Words after a verb that say how fast it was done: any act can be timed. */
const TIMED_AFTER =
  /^(?:faster|slower|quicker|sooner|quickest|fastest|slowest|speedier|more quickly|more slowly)\b/;
/**
 * Words after a verb that say who did it or how many it made: "opened by", "opens the most".
 * Only for the act that creates a record; "which agent resolved the most" still counts the
 * resolved ones.
 */
const COUNTED_AFTER = /^(?:by|(?:the )?(?:most|more|fewer|least|less))\b/;
/** Words before "to <verb>" that time the act: "take longer to resolve", "time to close". */
const TIMED_BEFORE = /\b(?:take|takes|took|taking|time|times|long|longer|longest|how long)\s+to$/;
/** "Did Harbor Analytics open …", "does each team open": a verb after its auxiliary and subject. */
const AUXILIARY_BEFORE = /\b(?:did|does|do|will|would|can|could)(?:\s+[\p{L}\p{N}'’-]+){0,4}$/u;
/** Being verbs: "is still open", "are closed" say a state. */
const STATE_BEFORE =
  /\b(?:is|are|was|were|be|been|being|still|currently|remain|remains|stay|have|has|had|got)$/;

/** "put on hold": a value's word after a preposition is the state named. */
const PREPOSITION_BEFORE = /\b(?:on|in|at|to|for|from|with|by|of|as|into)$/;
/** The clause ends after the verb ("hold?", "keep on file", "hold in total"). */
const CLAUSE_END =
  /^(?:$|[?.!,;]|(?:in total|altogether|overall|in all|on file|on record|right now|now|currently|today|at the moment)\b)/;

interface WordAt {
  raw: string;
  start: number;
  end: number;
}

function wordsOf(question: string): WordAt[] {
  return [...question.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((match) => ({
    raw: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The question's word that the filter was read from (the value itself, or a word of its sense). */
function saidAs(word: string, filter: PlanFilter): boolean {
  const said = filter.said.toLowerCase();
  if (word === said) return true;
  const [a, b] = [normaliseWord(word), normaliseWord(said)];
  return a === b || sameMeaning(a, b) || sameRoot(word, said);
}

/** Whether the word at `index` is a verb: what follows or precedes it says an act, not a state. */
function verbAt(question: string, all: WordAt[], index: number, values: string[]): boolean {
  const word = all[index]!;
  const creation = isCreationAct(word.raw);
  // "opened", "opens" of the value "Open": a form of the word that the value is not.
  const otherForm = values.some((value) => {
    const own = value.toLowerCase();
    return own !== word.raw && (word.raw === `${own}ed` || word.raw === `${own}s`);
  });
  if (creation && otherForm) return true;
  const before = question.slice(0, word.start).trimEnd().toLowerCase();
  if (STATE_BEFORE.test(before)) return false;
  const after = question.slice(word.end).trimStart().toLowerCase();
  if (TIMED_AFTER.test(after) || TIMED_BEFORE.test(before)) return true;
  // "How many jobs does the data hold?", "do we keep on file": a verb of having closing the
  // clause after its auxiliary and subject ("hold" of "On Hold"); "did we reject" keeps its state.
  if (
    HOLDING_VERB.test(word.raw) &&
    AUXILIARY_BEFORE.test(before) &&
    !PREPOSITION_BEFORE.test(before) &&
    CLAUSE_END.test(after)
  )
    return true;
  return creation && (COUNTED_AFTER.test(after) || AUXILIARY_BEFORE.test(before));
}

/** Drops the filters a value's word made where the question used that word as a verb. */
export function verbValues(question: string, plan: QuestionPlan): void {
  if (plan.lookup) return;
  const all = wordsOf(question);
  const verbal = (filter: PlanFilter): boolean => {
    if (filter.op || filter.negate || /\s/.test(filter.said.trim())) return false;
    const values = filter.values.filter((value): value is string => typeof value === 'string');
    if (values.length === 0) return false;
    const at = all
      .map((word, index) => ({ word, index }))
      .filter(({ word }) => saidAs(word.raw, filter));
    return at.length > 0 && at.every(({ index }) => verbAt(question, all, index, values));
  };
  plan.filters = plan.filters.filter((filter) => !verbal(filter));
  if (plan.measure.part) {
    const part = plan.measure.part.filter((filter) => !verbal(filter));
    // A winner's share keeps its measure: the winner joins the part once found.
    if (part.length === 0 && plan.measure.kind === 'share' && !plan.winnerAsPart) {
      plan.measure = { kind: 'count', label: 'count' };
    } else plan.measure.part = part;
  }
}

/** "Reach us", "contacted us", "got in touch", "wrote to us": the act that makes a record. */
const CONTACT_US =
  /\b(?:reach(?:es|ed|ing)?|contact(?:s|ed|ing)?|wr(?:ite|ites|ote|iting) (?:in )?to|call(?:s|ed|ing)?|messag(?:e|es|ed|ing)|email(?:s|ed|ing)?)\s+us\b|\b(?:get|gets|got|getting) in touch\b/i;
/** How many records a question asks to count or compare ("more people", "how many"). */
const COUNTED = /\b(?:how many|number of|more|most|fewer|fewest|less|least)\b/i;

/**
 * "Did more people reach us by letter or through social media": reaching us is how a record comes
 * to be, so the question counts records; a specialised tool a word of it happened to match ("reach"
 * as a hand-off) computes something else.
 */
export function contactCounted(question: string, plan: QuestionPlan): void {
  if (!plan.tool || plan.lookup || !CONTACT_US.test(question) || !COUNTED.test(question)) return;
  delete plan.tool;
  delete plan.toolRow;
  plan.measure = { kind: 'count', label: 'count' };
}

/**
 * "How many jobs did Kestrel Foods log", "which team raised the most": the act that makes a record
 * is how records are counted, not a word the data lacks.
 */
export function creationWords(plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' && plan.measure.kind !== 'share' && !plan.groupBy) return;
  plan.unknown = plan.unknown.filter((word) => !isCreationAct(word.toLowerCase()));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
