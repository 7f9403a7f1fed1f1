import type { QuestionPlan } from './question-plan';
import words from './next-in-rank.json';
import { COUNT, NUMBER_WORDS } from './period-calendar';
import { pointerPattern } from './winner-pointers';

/**
 * "Which hotel gets the most complaints?" then "and which comes second?", "who's the runner-up?",
 * "excluding that one, which hotel has the most?", "other than the top one, which is next?": the
 * earlier ranking asked one place further down (its filters, measure and grouping kept). The
 * words are general English (next-in-rank.json); a period ("next month", "the second half") is
 * never the next place.
 */
const alternatives = (list: readonly string[]) =>
  list.map((phrase) => phrase.replace(/\s+/g, '\\s+')).join('|');

const NEXT = new RegExp(
  `\\b(?:${alternatives(words.next)})\\b(?!\\s+(?:${alternatives(words.periodAfter)})s?\\b)`,
  'i',
);
/**
 * "Excluding that one", "other than the top one", "apart from Parkway": the leader set aside. A
 * name is told by its capital letter, read case-sensitively ("except in March", "without a
 * credit" set nothing aside); the setting-aside words and the leader's words in any case.
 */
const SET_ASIDE = new RegExp(`\\b(?:${alternatives(words.setAside)})\\s+`, 'giu');
const LEADER_AFTER = new RegExp(`^(?:${pointerPattern('setAside')})\\b`, 'iu');
const NAME_AFTER = /^[\p{Lu}\d]/u;
/** "Excluding that one, …": the earlier leader set aside (its records left out). */
export const setsAsideWinner = (question: string) =>
  [...question.matchAll(SET_ASIDE)].some((match) => {
    const rest = question.slice(match.index + match[0].length);
    return LEADER_AFTER.test(rest) || NAME_AFTER.test(rest);
  });

/** "the next two", "the next 3 after that": how many places further down are asked. */
const NEXT_COUNT = new RegExp(
  `\\bnext\\s+${COUNT}\\b(?!\\s+(?:${alternatives(words.periodAfter)})s?\\b)`,
  'i',
);

/** "…, which has the most?": a ranking of the leader's kind asked again. */
const RANKING_ASKED = /\b(?:which|what|who|where)\b|\b(?:most|top|highest|biggest|busiest)\b/i;

/**
 * The earlier ranking one place further down, or undefined when the question does not ask it.
 * `plan` is the question read on its own.
 */
export function nextInRank(
  question: string,
  plan: QuestionPlan,
  earlier: QuestionPlan,
): QuestionPlan | undefined {
  const group = earlier.groupBy;
  const rank = earlier.rank;
  if (!group || !rank || earlier.compare || earlier.lookup) return undefined;
  // "And the next two?", "the next 3": that many places after the ones the ranking gave.
  const more = NEXT_COUNT.exec(question)?.[1]?.toLowerCase();
  const further = more ? (NUMBER_WORDS[more] ?? Number(more)) : undefined;
  if (rank.limit !== 1 && !further) return undefined;
  if (plan.groupBy && plan.groupBy.field !== group.field) return undefined;
  if (plan.compare || plan.lookup || plan.period) return undefined;
  if (plan.measure.kind !== 'count' && plan.measure.kind !== earlier.measure.kind) return undefined;
  const setAside = setsAsideWinner(question) && RANKING_ASKED.test(question);
  if (!setAside && !NEXT.test(question)) return undefined;
  // A new filter said beside the group's own value ("excluding Parkway") is no new scope of the
  // ranking: the asked-again ranking keeps the earlier records.
  const own = plan.filters.filter((filter) => filter.field !== group.field);
  if (own.length > 0) return undefined;
  // The ranking to the last place asked, listed from the top (a list names its places).
  if (further && further > 1) {
    const shown = Math.max(rank.position ?? 1, rank.limit);
    return {
      ...earlier,
      rank: { direction: rank.direction, limit: shown + further },
      followsPrevious: true,
    };
  }
  return {
    ...earlier,
    rank: { direction: rank.direction, limit: 1, position: (rank.position ?? 1) + 1 },
    followsPrevious: true,
  };
}
