import { amountMeasure, durationMeasure } from './amounts';
import { backToEvery, withoutBackGrouping } from './follow-up-back';
import { foldPeriod } from './follow-up-period';
import { nextInRank, setsAsideWinner } from './follow-up-next';
import { otherSide } from './follow-up-other';
import { pointsAtWinner } from './follow-up-role';
import { narrowedByFlag, narrowsPrevious } from './follow-up-narrow';
import { saysOnlyValues, swapsSubjectOnly } from './follow-up-swap';
import { widenedFields } from './follow-up-widen';
import { leavesOut, subtractLeftOut, withoutRemainingWords } from './left-out-follow-up';
import { parseOne } from './parse-one';
import { refinePlan } from './refine-plan';
import having from './having-verbs.json';
import { PLACE_POINTER, pointerPattern } from './winner-pointers';
import type { QuestionPlan } from './question-plan';
import { COUNT_WORDS, ELLIPTICAL, onEntity, rankOf, type QuestionInput } from './question-reading';

export type { QuestionInput, ToolHint } from './question-reading';
export { combinedAsk } from './value-comparison';
export { parseOne } from './parse-one';

const SAME_AGAIN =
  /^\s*(?:(?:and|now|ok(?:ay)?|so|then)\s*,?\s+)?(?:(?:do|run|show)\s+(?:me\s+)?)?(?:(?:the\s+)?same\s+(?:(?:question|thing|figure|figures|numbers?|query|analysis|breakdown)\s+)?(?:again\s+)?|ditto\s+|likewise\s+|repeat\s+(?:that|this|it)\s+)(?:,?\s*but\s+)?(?=for\b|by\b|in\b|on\b|with\b|without\b|over\b|during\b|among\b|only\b|just\b|excluding\b|but\b|[?.!]|$)/i;

/**
 * "Narrow that down to repeat complainants only", "filter those to route 12", "restrict it to
 * Email", "widen that to all stations", "expand it to every depot": the earlier question asked
 * again over the scope said after the verb (the verb itself names nothing in the data).
 */
const rescoped = (verbs: string) =>
  new RegExp(
    `^\\s*(?:(?:and|now|ok(?:ay)?|so|then|can\\s+you|could\\s+you|please)\\s*,?\\s+)*(?:${verbs})\\s+(?:(?:that|this|it|them|those|these|the\\s+(?:count|figure|number|results?|list))\\s+)?(?:down\\s+|back\\s+|up\\s+|in\\s+|out\\s+)?(?:to|for|into|on|onto)\\s+(?:just\\s+|only\\s+)?`,
    'i',
  );
const NARROWED_TO = rescoped('narrow|filter|restrict|limit|cut|pare|trim|drill|zoom|focus');
const WIDENED_TO = rescoped('widen|broaden|expand|extend|open');
/** "Switch that to the hotline", "change it to email": the earlier question for another value. */
const SWITCHED_TO = rescoped('switch|change|swap|move|flip|turn');

/** True when the question leans on the previous one ("and in April?", "those", "compare that"). */
export function isFollowUp(question: string, plan: QuestionPlan): boolean {
  if (ELLIPTICAL.test(question) || saysOnlyValues(question, plan)) return true;
  if (narrowsPrevious(question) && plan.filters.length > 0) return true;
  if (THERE_BACK.test(question) || OBJECT_BACK.test(question)) return true;
  // "Which patron raised the most?": a superlative with nothing counted after it counts the
  // records the previous turn was about.
  if (plan.groupBy && BARE_SUPERLATIVE.test(question) && plan.filters.length === 0) return true;
  const subject =
    plan.filters.length +
    (plan.groupBy ? 1 : 0) +
    (plan.lookup ? 1 : 0) +
    (plan.measure.kind !== 'count' ? 1 : 0);
  return subject === 0 && question.trim().split(/\s+/).length <= 5;
}

/**
 * After a ranking of one ("which district has the most requests?"), "their", "them", "they" and
 * "there" ("how many of them were escalated", "the average rating there") are the winner's.
 */
const ONE_WINNER_BACK =
  /\b(their|them|they|those|these)\b|\b(?<!\b(?:is|are|was|were|be|been|'s|'re)\s+)there\b(?!\s+(?:is|are|was|were|been)\b)/i;

const RECORDS_BACK = /\b(them|they|those|these)\b/i;

/**
 * "How many did it have?", "how many does that airline get": the winner asked only what it has,
 * the question ending on a verb of having (having-verbs.json) after the pointer.
 */
const ONLY_HAS = new RegExp(
  `\\b(?:it|that|this|the\\s+winner|the\\s+top)(?:\\s+[\\p{L}-]+){0,2}?\\s+(?:${having.verbs
    .map((verb) => verb.replace(/\s+/g, '\\s+'))
    .join('|')})\\s*[?.!]*\\s*$`,
  'iu',
);

/** "… the average rating there?": the place the earlier turn found. */
const THERE_BACK = new RegExp(
  `\\b(?<!\\b(?:is|are|was|were|be|been)\\s+)${PLACE_POINTER}\\s*[?.!]*\\s*$`,
  'i',
);

/**
 * "Which topic within that one?", "how many billing complaints did it get?", "the most common
 * subject there?": one thing the previous answer found (winner-pointers.json; "there" a place,
 * never "there were").
 */
const ONE_BACK = new RegExp(
  `\\b(?:${pointerPattern('followUp')})\\b(?!')|\\b(?<!\\b(?:is|are|was|were|be|been|'s|'re)\\s+)${PLACE_POINTER}\\b(?!\\s+(?:is|are|was|were|been|be|'s)\\b)`,
  'i',
);

/** A ranking of one ("which hotel gets the most complaints?") whose winner a follow-up can name. */
const rankedOne = (plan: QuestionPlan) =>
  Boolean(plan.groupBy && !plan.groupBy.time && plan.rank?.limit === 1 && !plan.rank.position);

/** "… came through it", "handled by them", "logged against that one": the earlier find. */
const OBJECT_BACK = new RegExp(
  `\\b(?:through|via|by|at|to|against|into|across|under|within|over|involving|behind|using)\\s+(?:${pointerPattern('object')})\\b`,
  'i',
);

/** "… raised the most?", "… handled the fewest": a superlative ending the question. */
const BARE_SUPERLATIVE = /\b(?:the\s+)?(?:most|fewest|least)\s*[?.!]*\s*$/i;

/** How many turns back a follow-up of follow-ups is read. */
const TURNS_BACK = 3;

/** The previous turn's plan, itself read with the turns before it when it leaned on them. */
function earlierPlan(input: QuestionInput, previous: string): QuestionPlan {
  const before = (input.before ?? []).slice(-(TURNS_BACK - 1));
  const { before: _before, previous: _previous, ...alone } = input;
  const last = before.at(-1);
  const plan =
    last === undefined
      ? parseOne({ ...alone, question: previous, context: undefined })
      : parseQuestion({
          ...alone,
          question: previous,
          previous: last,
          before: before.slice(0, -1),
          context: undefined,
        });
  // As that turn was planned: its measure said in words ("how much did we pay out") is
  // the measure a follow-up keeps ("and in December?").
  return refinePlan(previous, input.vocabulary, plan, input.medianOffered !== false);
}

/** Parses the question, folding in the previous turn's plan when the question builds on it. */
export function parseQuestion(asked: QuestionInput): QuestionPlan {
  // "Same question for Wales", "same thing but by email": the earlier question, said again.
  const input = asked.previous
    ? {
        ...asked,
        question: backToEvery(asked.question)
          .replace(SAME_AGAIN, 'and ')
          .replace(NARROWED_TO, 'and for only ')
          .replace(WIDENED_TO, 'and across ')
          .replace(SWITCHED_TO, 'and for '),
      }
    : asked;
  const parsed = parseOne(input);
  const plan = input.previous
    ? withoutBackGrouping(asked.question, narrowedByFlag(input.question, parsed), input.vocabulary)
    : parsed;
  if (!input.previous) return parsed;
  const earlier = earlierPlan(input, input.previous);
  // "How much credit did that owner apply?" after "which owner handled the most?": the winner.
  // "And which comes second?", "excluding that one, which is next?": the ranking one place on.
  const next = nextInRank(input.question, plan, earlier);
  if (next) return next;
  const atWinner = pointsAtWinner(input.question, input.vocabulary, earlier);
  // "Which topic within that one?": the winner of the earlier ranking, however much else is said.
  const oneBack = rankedOne(earlier) && ONE_BACK.test(input.question);
  // "Leave out Hill Farm — how many are left?": the earlier records less the value left out.
  const leaving = leavesOut(input.question, plan);
  if (leaving) {
    plan.unknown = withoutRemainingWords(plan.unknown);
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  }
  if (!atWinner && !oneBack && !leaving && !isFollowUp(input.question, plan)) return parsed;
  // "How much did we refund in November?" then "and December?": the earlier amount carries.
  amountMeasure(input.previous, input.vocabulary.dictionary, earlier);
  durationMeasure(input.previous, input.vocabulary.dictionary, earlier);
  // "And across all routes?": the earlier values of the widened field are dropped.
  const subtracted = leaving ? subtractLeftOut(earlier.filters, plan.filters) : undefined;
  if (subtracted) {
    earlier.filters = subtracted.carried;
    plan.filters = subtracted.added;
  }
  const replaced = new Set([
    ...plan.filters.filter((filter) => !leaving || !filter.negate).map((filter) => filter.field),
    ...widenedFields(input.question, input.vocabulary),
  ]);
  // "Is that better or worse than the Mobile App?": the earlier value against the new one.
  const swapped = plan.filters.find((filter) =>
    earlier.filters.some(
      (before) =>
        before.field === filter.field && String(before.values[0]) !== String(filter.values[0]),
    ),
  );
  const versus =
    swapped && /\b(better|worse|than|compared?|vs\.?|versus|against)\b/i.test(input.question)
      ? earlier.filters.find((before) => before.field === swapped.field)
      : undefined;
  // A measure over another entity keeps only the earlier filters that entity has.
  // A new filter the earlier records lack ("complaints" after "student customers") keeps its own.
  const ownFilters = plan.filters.some(
    (filter) => !onEntity(input.vocabulary, filter, earlier.entity),
  );
  const entity =
    plan.measure.kind !== 'count' || plan.entity !== 'communications' || ownFilters
      ? plan.entity
      : earlier.entity;
  const carried = earlier.filters.filter((filter) => !replaced.has(filter.field));
  const merged: QuestionPlan = {
    ...earlier,
    entity,
    filters: [
      ...carried.flatMap((filter) => {
        const moved = onEntity(input.vocabulary, filter, entity);
        return moved ? [moved] : [];
      }),
      ...plan.filters,
    ],
    unknown: plan.unknown,
    followsPrevious: true,
  };
  // "And for JetBlue?" when the data has no JetBlue: the new subject is missing, not the old one.
  const newSubject =
    plan.filters.length > 0 || plan.period || plan.groupBy || plan.measure.kind !== 'count';
  if (plan.unknown.length > 0 && !newSubject) merged.unknownIsAsked = true;
  delete merged.compare;
  delete merged.lookup;
  delete merged.rank;
  delete merged.why;
  delete merged.direction;
  // "How many requests came through it?" after an average: a count asked in so many words.
  if (
    plan.measure.kind !== 'count' ||
    plan.tool ||
    (/^\s*(?:(?:and|so|ok(?:ay)?|then|now)\s*,?\s+)?how many\b/i.test(input.question) &&
      !earlier.tool)
  )
    merged.measure = plan.measure;
  // "How many chats were there?" after a specialised tool's rate: a count asked in so many words
  // is a count of the records, not the earlier tool's figure again.
  if (!plan.tool && earlier.tool && COUNT_WORDS.test(input.question)) {
    delete merged.tool;
    delete merged.toolRow;
    merged.measure = plan.measure;
  }
  if (plan.tool) merged.tool = plan.tool;
  if (plan.toolRow) merged.toolRow = plan.toolRow;
  // "What was the top reason for United?" then "And for Delta?": the same ranking, new subject.
  const sameRanking =
    !atWinner && earlier.groupBy && earlier.rank && swapsSubjectOnly(input.question, plan);
  // "The same technician in the Highlands": the role named is the winner, not a new grouping.
  const ownGroup = atWinner && plan.groupBy?.field === earlier.groupBy?.field ? undefined : plan;
  if (ownGroup?.groupBy) {
    merged.groupBy = plan.groupBy;
    delete merged.tool;
    // "Which category gets the most complaints?" then "which subcategory within that one?": the
    // new grouping over the winner's records, the earlier filters kept.
    if (
      (atWinner || oneBack) &&
      rankedOne(earlier) &&
      plan.groupBy!.field !== earlier.groupBy!.field
    )
      merged.refers = earlier;
  } else if (sameRanking) {
    merged.rank = earlier.rank!;
  } else if (earlier.groupBy && !earlier.rank && swapsSubjectOnly(input.question, plan)) {
    // "Tickets by priority?" then "same for July": the same breakdown over the new scope.
  } else if (
    earlier.groupBy &&
    earlier.rank &&
    (atWinner ||
      /\b(that|this|the same|the top|it|its|the winner)\b/i.test(input.question) ||
      // "Which agent handled the most tickets?" then "their average CSAT": one winner asked.
      (earlier.rank.limit === 1 && ONE_WINNER_BACK.test(input.question)))
  ) {
    // "What is the average sentiment of that product?": the earlier ranking's winner.
    delete merged.groupBy;
    merged.refers = earlier;
    // The winner itself is the subject: the earlier filters only picked it; "them", "those"
    // are the winner's records the earlier turn counted ("how many of them were escalated"), and
    // so is the earlier figure asked again with nothing new said ("how many did it have?" after
    // "which airline has the most Lost Luggage tweets?"): every earlier filter is kept.
    const sameFigure =
      plan.filters.length === 0 &&
      ONLY_HAS.test(input.question) &&
      merged.measure.kind === earlier.measure.kind &&
      merged.measure.field === earlier.measure.field;
    if (!RECORDS_BACK.test(input.question) && !sameFigure) merged.filters = plan.filters;
  } else delete merged.groupBy;
  if (ownGroup?.rank) merged.rank = ownGroup.rank;
  // "And which has the fewest?": the earlier grouping, ranked the other way.
  const reranked =
    !ownGroup?.groupBy && !atWinner && earlier.groupBy
      ? rankOf(input.question, earlier.groupBy, merged.measure)
      : undefined;
  if (reranked) {
    merged.groupBy = earlier.groupBy!;
    merged.rank = reranked;
    delete merged.refers;
  }
  // "Excluding that one, which topic is most common?": every record but the winner's.
  if (merged.refers && setsAsideWinner(input.question)) merged.winnerExcluded = true;
  if (plan.lookup) merged.lookup = plan.lookup;
  if (plan.why) merged.why = true;
  if (plan.direction) merged.direction = plan.direction;
  if (plan.examples) merged.examples = true;
  if (plan.topic) merged.topic = plan.topic;
  if (plan.outside) merged.outside = plan.outside;
  if (plan.compare) merged.compare = plan.compare;
  if (swapped && versus) {
    merged.compare = {
      field: swapped.field,
      values: [String(versus.values[0]), String(swapped.values[0])],
    };
    merged.filters = merged.filters.filter((filter) => filter.field !== swapped.field);
  }
  // "And the opposite?", "what about the rest?", "and how many in total?": the other side.
  const sided =
    leaving || atWinner
      ? merged
      : otherSide(input.question, input.previous, plan, earlier, merged, input.vocabulary);
  return foldPeriod(input, plan, earlier, sided);
}
