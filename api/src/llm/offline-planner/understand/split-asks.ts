import { metricColumn, type Observed } from './execute-plan';
import { rows } from '../observations';
import { onEntity, RECORD_NOUNS, type QuestionInput } from './question-reading';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { parseQuestion } from './parse-question';
import { isOutcomeField } from './casual-writing';
import type { Vocabulary } from './vocabulary';
import { addDays, findPeriods, type Period, type PeriodMatch } from './period';
import { winnerShare, withWinner } from './share-winner';
import { heldValuesField } from './counted-presence';
import { atAmount, atFirstExtreme } from './at-that-amount';
import { extremeHolder } from './extreme-holder';
import { fieldStems, namedNumberFields, stemOf } from './number-fields';
import { wordClasses } from './word-classes';
import { periodBeside } from './follow-up-period';
import { pointerPattern } from './winner-pointers';
import namedGroup from './named-group.json';

/**
 * "How many cases were opened in Q3 and how many breached SLA?": one question, two asks. The
 * second ask starts with a question word of its own after "and"; a clause that leans back on the
 * first ("and how does that compare …") is not split, the whole question reads it.
 */
const SECOND_ASK =
  /^(.{8,}?)(?:(?:\s*,)?\s+(?:and|also|plus)\s+|\s*[,;]\s+|\s+[-\u2013\u2014]+\s+(?:(?:and|also|plus)\s+)?|\s*\?\s+(?:(?:and|also|plus)\s+)?)((?:how many|how much|how long|how often|how quickly|how fast|what(?:'s|\s+is|\s+was|\s+were|\s+are)?\s+(?:the\s+|their\s+|its\s+)?(?:[a-z-]+\s+){0,2}?(?:share|percentage|percent|proportion|fraction|number|average|mean|median|typical|rate|total|top|main|most|biggest|largest|leading|commonest)|(?:the|their|its)\s+(?:overall\s+)?(?:average|mean|median|total|share|percentage|proportion|number|count|rate)\s+(?!of\s+(?:them|those|these|it|that)\b)|(?:the|their|its)\s+(?:most\s+(?:common|frequent|usual)|commonest|top|main|biggest|largest|leading)\s+|(?:(?:through|by|via|from|in|on|at|for|to)\s+)?which|how\s+(?:did|do|does)\s+(?:they|their|its|those|these|the)\b.*\b(?:average|work|come|turn|add)(?:\s+out|\s+up)?\b|(?:did|do|does|were|was|are|is|have|has)\s+(?:they|those|these|any\s+of\s+(?:them|those|these)|most\s+of\s+(?:them|those|these))\s+[a-z]+|(?:please\s+)?(?:tell|show|give)\s+(?:me|us)\s+(?:how\s+(?:many|much|long|often)|what|which)|how\s+[a-z]+(?:\s+or\s+[a-z]+)?\s+(?:were|was|are|is|did|do)\b.*\bon\s+average|what\s+(?:did|do|does)\s+(?:(?:they|those|these)(?:\s+all)?|it|that|all\s+(?:of\s+)?(?:them|those|that))\s+(?:cost|come|add|amount|total|bring|pay|earn|make|average)|(?:please\s+)?(?:give|show|tell|get)\s+(?:me\s+|us\s+)?(?:the|their|its)\s+(?:overall\s+)?(?:average|mean|median|typical|total|share|percentage|proportion|fraction|rate)\b|(?:please\s+)?(?:give|show|tell|get|list|name)\s+(?:me\s+|us\s+)?(?:the\s+)?(?:top|bottom|main|biggest|largest|commonest|most|\d+|three|five|ten)\b)\b.*|what\s+(?:(?:was|is|were|are)\s+(?:it|that|they)|(?:has|have)\s+(?:it|that|they)\s+been)\s+(?:from|after(?:wards)?|since|before|beforehand|thereafter|until|up\s+to|on\s+or\s+after)\b.*|what\s+%.*|what(?:'s|\s+(?:was|is|were|are))\s+(?:their|its)\s+[a-z].*|(?:what(?:'s|\s+(?:was|is|were|are|does|did|would))\s+)?(?:that|this|it|those|these|they)(?:\s+(?:make|come\s+to|work\s+out|represent|amount\s+to))?\s+(?:as|in)\s+(?:an?\s+)?(?:share|percentage|percent|proportion|fraction|%)\b.*|what\s+[a-z]+(?:\s+of\s+[a-z]+)?\s+(?:was|is|were|are|did|does|do)\s+(?:it|that|this|they|those|these)\b.*)$/i;

/**
 * "Whose tweets are the most negative in proportion — which airline?": a first ask asking for
 * someone unnamed and a second that only names what (named-group.json) are one ask, the second
 * naming the group the first ranks.
 */
const WHO_ASKED = new RegExp(`^\\s*(?:${namedGroup.askingWho.join('|')})\\b`, 'i');
const GROUP_NAMED = new RegExp(
  `^(?:${namedGroup.naming.join('|')})\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s*[?.!]*\\s*$`,
  'iu',
);

/**
 * Before a dash, a figure asked of its own (a question word, a superlative), not the sides of a
 * comparison the words after the dash ask about ("Phone or the app — which brings in more?").
 */
const DASH_FIRST =
  /^(?!.*\b(?:or|versus|vs)\b).*(?:\b(?:how|what|which|who|when|where)\b|\b(?:most|least|maximum|minimum)\b)/i;
const EST_WORD = /\b[a-z]{3,}est\b/gi;

/**
 * A figure of its own before a dash: a question word, or a word English reads as a superlative
 * ("Biggest refund ever paid out - …"), not a name ending like one ("hillcrest - how many …").
 */
function dashFirst(first: string): boolean {
  if (DASH_FIRST.test(first)) return true;
  if (/\b(?:or|versus|vs)\b/i.test(first)) return false;
  const classes = wordClasses(first);
  return [...first.matchAll(EST_WORD)].some((match) =>
    classes.get(match[0].toLowerCase())?.tags.has('Superlative'),
  );
}

/** Words that open a scope said before the question ("Among …", "Looking only at …"). */
const SCOPE_LEAD =
  /^\s*(?:for|among|amongst|of|in|on|at|within|during|over|from|excluding|except|leaving\s+out|setting\s+aside|ignoring|apart\s+from|besides|out\s+of|considering|taking|looking(?:\s+only)?\s+at|counting(?:\s+only)?|only(?:\s+counting|\s+looking\s+at)?|just)\b/i;

/**
 * "How does that compare with the average response time?", "how does it stack up against the
 * mean?": the first ask's figure set beside a typical figure named after it — a second ask of
 * that figure, both then stated.
 */
const SET_BESIDE =
  /^(?:and\s+)?how\s+(?:does|did|do|would)\s+(?:that|this|it)\s+(?:compare|stack\s+up|measure\s+up|look)\s+(?:with|to|against|next\s+to|beside)\s+((?:the\s+|our\s+|their\s+|its\s+)?(?:overall\s+)?(?:average|mean|median|typical|usual|normal)\b.*)$/i;
/** The first ask, then its figure set beside a typical one (SET_BESIDE after "and" or a comma). */
const BESIDE_ASK =
  /^(.{8,}?)(?:(?:\s*,)?\s+and\s+|\s*[,;]\s+|\s+[-\u2013\u2014]+\s+(?:and\s+)?|\s*\?\s+(?:and\s+)?)(how\s+(?:does|did|do|would)\s+(?:that|this|it)\s+(?:compare|stack\s+up|measure\s+up|look)\s+(?:with|to|against|next\s+to|beside)\s+(?:the\s+|our\s+|their\s+|its\s+)?(?:overall\s+)?(?:average|mean|median|typical|usual|normal)\b.*)$/i;

/** A reference back to the first ask at the start of the second: the whole question reads it. */
const LEANS_BACK = /^\S+(?:\s+\S+)?\s+(that|this|it|those|these)\b/i;

/**
 * "…, and what is that as a share of all cases?", "and that as a percentage of every query?": the
 * first ask's figure asked again as a share, an ask of its own though it points back.
 */
const AS_SHARE =
  /^(?:what(?:'s|\s+(?:was|is|were|are|does|did|would))\s+)?(?:that|this|it|those|these|they)(?:\s+(?:make|come\s+to|work\s+out|represent|amount\s+to))?\s+(?:as|in)\s+(?:an?\s+)?(?:share|percentage|percent|proportion|fraction|%)\b/i;

/**
 * "Are Ombudsman referrals upheld more often than phone disputes? Give the rate for both.": a
 * yes/no comparison first, then its figure asked of both sides it named ("for both", "for each
 * group", "for the two"): one comparison, read whole, the later words giving its measure.
 */
const YES_NO_FIRST = /^(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would)\b/i;
const OF_BOTH_SIDES =
  /\b(?:for|of|on|in|across|with)\s+(?:both|each|either|the\s+two)\b(?:\s+(?:of\s+(?:them|those|these)|[\p{L}-]+))?\s*[?.!]*\s*$/iu;

/**
 * "Route 7 against route 7A: which draws more complaints, and how many does each have?", "…, and
 * how many of each?": the figure of each side the first part compares, no ask of its own.
 */
const EACH_SIDE =
  /^how\s+many\s+(?:[\p{L}-]+\s+){0,2}?(?:each|apiece|of\s+each|for\s+each|for\s+both|in\s+each|(?:does|did|do)\s+(?:each|they\s+each)(?:\s+[\p{L}-]+){0,2})\s*[?.!]*\s*$/iu;

/** "What did those cost", "what did that come to": the first ask's records' amount, asked apart. */
const AMOUNT_OF_THEM =
  /^what\s+(?:did|do|does)\s+(?:(?:they|those|these)(?:\s+all)?|it|that)\s+(?:cost|come\s+to|add\s+up|amount|total)\b/i;

/** Any span: only whether a period is named matters here, not where it falls. */
const ANY_SPAN = { from: '1900-01-01', to: '2100-12-31' };

/**
 * "How many cases were opened and how many were closed in June 2026": a period closing the
 * second ask, when the first names none, is said of both.
 */
function withTrailingPeriod(first: string, second: string): string {
  if (findPeriods(first, ANY_SPAN).length > 0) return first;
  const periods = findPeriods(second, ANY_SPAN);
  const last = periods.at(-1);
  if (periods.length !== 1 || !last) return first;
  const end = last.index + last.length;
  if (!/^\s*[?.!]?\s*$/.test(second.slice(end))) return first;
  const lead = /\b(?:in|during|for|over|on|since|from|between)\s+(?:the\s+)?$/i.exec(
    second.slice(0, last.index),
  );
  return `${first} ${second.slice(lead ? lead.index : last.index, end).trim()}`;
}

/** The question's asks: one, or the first and the second when it asks two things. */
/**
 * "Don't lump them together", "keep them separate", "separately please": how the figures are to be
 * given, no ask of its own and no measure ("together" is no headcount).
 */
const HOW_GIVEN =
  /[.?!,;]\s*(?:(?:please\s+)?(?:(?:do\s+not|don't|dont)\s+(?:lump|combine|merge|add|mix|group|pool)\s+(?:them|these|those|the\s+two|both)(?:\s+(?:together|up))?|(?:keep|give|show|list|report)\s+(?:them|these|those|the\s+two|both|each)\s+(?:separate(?:ly)?|apart|on\s+(?:its|their)\s+own)|separately)(?:\s*,?\s*please)?\s*[.!?]?\s*)+$/i;

const AGGREGATE =
  '(?:the\\s+)?(?:total|average|mean|median|sum\\s+of|highest|lowest|number\\s+of|count\\s+of)\\s+';
/**
 * "The total declared value and the total paid out for Sheffield claims", "for Business Fibre:
 * the number of faults and the average speed?": two measures of the same records, the scope said
 * after both or before both.
 */
const PAIRED_MEASURES = new RegExp(
  `^(.*?\\b)(${AGGREGATE}[^,?]+?)\\s+(?:and|as\\s+well\\s+as|plus)\\s+(${AGGREGATE}[^,?]+?)(?:\\s+((?:for|of|on|in|among|across)\\s+[^,?]+))?\\s*[?.!]?$`,
  'i',
);

export function splitAsks(question: string, depth = 1): string[] {
  if (depth === 1) {
    const given = HOW_GIVEN.exec(question.trim());
    if (given) question = question.trim().slice(0, given.index + 1);
  }
  // "The total declared value and the total paid out for Sheffield claims": two measures of the
  // same records, each an ask of its own over the scope said after both.
  const paired = PAIRED_MEASURES.exec(question.trim());
  if (depth === 1 && paired) {
    const [, lead, first, second, scope] = paired as unknown as [
      string,
      string,
      string,
      string,
      string | undefined,
    ];
    const after = scope ? ` ${scope}` : '';
    return [`${lead}${first}${after}`.trim(), `${lead}${second}${after}`.trim()];
  }
  const split = firstSplit(question.trim());
  if (!split) return [question];
  const [first, rawSecond] = split;
  // "…, and how does that compare with the average response time?": the figure it is set
  // beside, asked on its own; the answer states both.
  const beside = SET_BESIDE.exec(rawSecond.trim());
  const second = beside ? `What is ${beside[1]!}` : rawSecond;
  const ask = first.replace(/[,;]\s*$/, '').trim();
  // "How many …, what was their average …, and which … the most?": a third ask after the second
  // is an ask of its own, not folded into the second.
  const further = depth < 2 ? splitAsks(second.trim(), depth + 1) : [second.trim()];
  const last = further.at(-1)!;
  return [withTrailingPeriod(ask, last), ...further];
}

/**
 * The question cut where its second ask starts: the first ask as said (with the words joining
 * them) and the second, or nothing when it asks one thing. A cut the first part cannot stand
 * alone before ("For US Airways, how many …") is passed over for a later one ("…, and what was
 * the most common reason").
 */
function firstSplit(question: string): [string, string] | undefined {
  const beside = BESIDE_ASK.exec(question);
  if (beside) return [beside[1]!, beside[2]!];
  const match = SECOND_ASK.exec(question);
  if (!match) return undefined;
  const [, first, second] = match as unknown as [string, string, string];
  if (
    (LEANS_BACK.test(second) &&
      !AMOUNT_OF_THEM.test(second) &&
      !AS_SHARE.test(second) &&
      !(SAME_FIGURE.test(second) && (AFTER_ALONE.test(second) || BEFORE_ALONE.test(second)))) ||
    second.replace(/\W+$/, '').length < 10 ||
    (YES_NO_FIRST.test(first.trim()) && OF_BOTH_SIDES.test(second)) ||
    EACH_SIDE.test(second) ||
    (WHO_ASKED.test(first) && GROUP_NAMED.test(second.trim()))
  )
    return undefined;
  const joint = question.slice(first.length, question.length - second.length);
  // Joined by a comma alone, the first part must be a question itself: "In March, how many …"
  // is one ask with its period first. "For overcharged claims: how many were there, what was …":
  // a question after its scope. "…, and the average NPS there": a bare measure after "and".
  const bare =
    !/^(?:how|what|which|who|when|where|through|by|via|from|in|on|at|for|to|please|give|show|tell|get|list|name)\b/i.test(
      second,
    );
  // "The total refunded to Plus members, and the total refunded to non-members": the same
  // aggregate said of two sides is one comparison, read whole.
  const aggregate = /^(?:the|their|its)\s+(?:overall\s+)?([a-z]+)/i.exec(second)?.[1];
  if (bare && aggregate && new RegExp(`\\b${aggregate}\\b`, 'i').test(first)) return undefined;
  // "Give me the number of X and the most common theme among them": a bare ask that points
  // back at the first ask's records is an ask of its own after "and" alone.
  const joined = bare
    ? /,\s*(?:and|also|plus)\b|\?/i.test(joint) ||
      (/\b(?:and|plus)\b/i.test(joint) &&
        /\b(?:among|of|for|from)\s+(?:them|those|these)\b/i.test(second))
    : /\b(and|also|plus)\b|\?/i.test(joint) ||
      // "Biggest refund ever paid out - which site was it?": a dash after a figure of its own;
      // after a scope ("Looking only at quotes above 1500 - how many …") it is one ask.
      (/\s[-\u2013\u2014]+\s/.test(joint) && dashFirst(first) && !SCOPE_LEAD.test(first));
  if (
    joined ||
    (!bare && /(?:^|[:;]|\u2014|\s-)\s*(how|what|which|who|when|where)\b/i.test(first))
  ) {
    return [first, second];
  }
  const later = firstSplit(second);
  return later ? [`${first}${joint}${later[0]}`, later[1]] : undefined;
}

/** "its tweets", "their messages": the records of the first ask's subject. */
const POSSESSIVE_RECORDS = new RegExp(`\\b(its|their)\\s+(all\\s+)?${RECORD_NOUNS.source}`, 'i');

/** Whether the words are said right before a noun for the records ("positive tweets"). */
function beforeRecordNoun(question: string, said: string): boolean {
  const at = question.toLowerCase().indexOf(said.toLowerCase());
  if (at < 0) return false;
  const after = question.slice(at + said.length);
  return new RegExp(
    `^\\s+(${RECORD_NOUNS.source.replace(/^\\b|\\b$/g, '')}|complaints?|cases?|communications?)\\b`,
    'i',
  ).test(after);
}

/**
 * "Which package had the most faults, and how many was that?": the first ask's own figure,
 * named by nothing but the pointer, is the winner's.
 */
function winnersFigure(plan: QuestionPlan, first: QuestionPlan): boolean {
  return (
    plan.measure.kind === first.measure.kind &&
    plan.measure.field === first.measure.field &&
    plan.filters.length === 0 &&
    !plan.groupBy &&
    !plan.compare
  );
}

/** A word that points back at one thing the first ask found ("its", "that one"). */
/** The first ask's winner pointed at in the second (winner-pointers.json secondAsk). */
const SINGULAR_BACK = new RegExp(`\\b(?:${pointerPattern('secondAsk')})\\b`, 'i');

/**
 * "How many negative tweets did that airline get", "this depot's average wait", "the same
 * technician": the first ask's winner named by the noun of the field it was ranked by.
 */
function namesWinner(input: QuestionInput, first: QuestionPlan): boolean {
  const grouped = first.groupBy?.field;
  const field = input.vocabulary.dictionary.fields.find(
    (candidate) => candidate.entity === first.entity && candidate.name === grouped,
  );
  if (!field) return false;
  const stems = fieldStems(field);
  return [
    ...input.question.matchAll(
      /\b(?:that|this|the\s+same|said|the\s+winning|the\s+top|the\s+leading)\s+([\p{L}-]+?)(?:'s|s')?\b/giu,
    ),
  ].some((match) => stems.has(stemOf(match[1]!)));
}

/** A word that points back at the first ask's records ("them", "their", "that"). */
const POINTS_BACK = /\b(them|those|these|they|their|its|it|that|this)\b/i;

/** The entity whose records the ask names by a noun of its own ("messages", "cases"). */
function namedEntity(text: string): QuestionPlan['entity'] | undefined {
  if (/\bcases?\b/i.test(text)) return 'cases';
  if (/\b(customers|clients)\b/i.test(text)) return 'customers';
  if (RECORD_NOUNS.test(text) || /\bcommunications?\b/i.test(text)) return 'communications';
  return undefined;
}

/** The words of a shift of period ("the day before"): no subject the data lacks. */
const SHIFT_WORDS =
  /^(day|days|week|weeks|month|months|year|years|before|after|earlier|later|previous|next|following|preceding|prior)$/;

/**
 * The second ask's plan, reading what it leaves unsaid from the first: its period, its records
 * (when it names none) and the filters on fields it does not filter itself ("and how many of
 * those breached SLA" keeps the first ask's subject). A second ask that names its own records
 * and filters without pointing back ("… and what is the median time to resolve a complaint
 * case") is a subject of its own and keeps only the period. "What share of all reviews is that"
 * asks the first ask's records as a share of the rest.
 */
export function secondAskPlan(
  input: QuestionInput,
  first: QuestionPlan,
  /** The first ask as said, to tell its records' kind from their subject. */
  firstAsk = '',
): QuestionPlan {
  const { previous: _previous, ...alone } = input;
  const plan = withSubjectTool(alone, parseQuestion(alone), first);
  // "…on 19 August, and how many the day before?": the first ask's day moved by one.
  const beside =
    first.period && !plan.compare ? periodBeside(input.question, plan, first.period) : undefined;
  if (beside) {
    plan.period = beside;
    delete plan.outside;
    plan.unknown = plan.unknown.filter((word) => !SHIFT_WORDS.test(word));
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  }
  // "What share … before April, and what share from April on?": the first ask over another span.
  const otherSpan = otherSide(input, plan, first);
  if (otherSpan) return otherSpan;
  // "What was the weakest signal ever recorded, and at which site?": the record holding it.
  const holder = extremeHolder(input, plan, first);
  if (holder) return holder;
  // "…, and how many refunds were that size?": the records at the amount the first ask found.
  const atFound = atFirstExtreme(input.question, input.vocabulary.dictionary, plan, first);
  if (atFound) return atFound;
  const pointsBack = POINTS_BACK.test(input.question) || namesWinner(input, first);
  const named = namedEntity(input.question);
  const moved = (filters: readonly PlanFilter[]) =>
    filters.flatMap((filter) => {
      const on = onEntity(input.vocabulary, filter, plan.entity);
      return on ? [on] : [];
    });
  const ownEntity =
    plan.filters.length > 0 ||
    plan.measure.kind !== 'count' ||
    plan.groupBy !== undefined ||
    (named !== undefined && named === plan.entity && named !== first.entity);
  // "… and how many were closed": a second ask naming no records of its own asks about the
  // first ask's records, when they hold what it says.
  const holds =
    named === undefined &&
    plan.entity !== first.entity &&
    plan.filters.every((filter) => onEntity(input.vocabulary, filter, first.entity)) &&
    // "How many student customers …, and what is their average sentiment": a figure of a field
    // the first ask's records lack is taken over the records that hold it.
    (!plan.measure.field ||
      input.vocabulary.dictionary.fields.some(
        (field) => field.entity === first.entity && field.name === plan.measure.field,
      ));
  if (!ownEntity || holds) {
    plan.entity = first.entity;
    plan.filters = moved(plan.filters);
  }
  // "Which channel brings in the most feedback, and what share of all feedback is that?"
  const ofWinner = winnerShare(input.question, plan, first, moved);
  if (ofWinner) {
    if (!ofWinner.period && first.period) ofWinner.period = first.period;
    return ofWinner;
  }
  // "Which airline has the most negative tweets, and what's its top reason?": "its" is the
  // first ask's winner, found by its ranking and then filtered on.
  // "Which crew fixed the most leaks, and how many were there?": a bare count after a ranking
  // of one is the winner's, unless it asks the whole ("in total", "overall").
  const bareCount =
    plan.measure.kind === 'count' &&
    plan.filters.length === 0 &&
    !/\b(?:in\s+total|overall|altogether|all\s+told|in\s+all)\b/i.test(input.question) &&
    /^\s*how\s+many\b/i.test(input.question);
  if (
    (pointsBack || bareCount) &&
    first.groupBy &&
    first.rank &&
    first.rank.limit === 1 &&
    !first.groupBy.time &&
    plan.groupBy?.field !== first.groupBy.field &&
    plan.entity === first.entity &&
    (SINGULAR_BACK.test(input.question) ||
      namesWinner(input, first) ||
      winnersFigure(plan, first) ||
      bareCount)
  ) {
    plan.refers = first;
  }
  averagedHeldField(input, plan, first, firstAsk);
  yesNoShare(input, plan, first);
  // "…, and what share of all Accessibility complaints were upheld?": "all" widens the ask past
  // the first ask's span.
  if (!plan.period && !plan.compare && first.period && !ALL_SAID.test(input.question)) {
    plan.period = first.period;
  }
  if (!plan.outside && first.outside && plan.period === first.period) plan.outside = first.outside;
  const base = shareOfBase(input, plan, first, moved);
  if (base) return base;
  if (plan.measure.kind === 'share' && !plan.measure.part?.length && pointsBack) {
    // "How many positive tweets did Delta get, and what share of its tweets is that": the kind
    // said before the records' noun is the part, the subject ("its" Delta) the base.
    const kinds = POSSESSIVE_RECORDS.test(input.question)
      ? first.filters.filter((filter) => beforeRecordNoun(firstAsk, filter.said))
      : [];
    const split = kinds.length > 0 && kinds.length < first.filters.length;
    const part = moved(split ? kinds : first.filters);
    if (part.length > 0) {
      plan.measure = { ...plan.measure, part };
      if (split) {
        const own = new Set(plan.filters.map((filter) => filter.field));
        const base = first.filters.filter((filter) => !kinds.includes(filter));
        plan.filters.unshift(...moved(base.filter((filter) => !own.has(filter.field))));
      }
      return plan;
    }
  }
  if (plan.filters.length > 0 && named !== undefined && !pointsBack) return plan;
  // "Which airline had the most Lost Luggage tweets, and how many negative tweets did that
  // airline get in total?": the winner's own records of the kind the ask names, every one of
  // them, not only the ones the ranking counted (unless it says "of them").
  if (
    plan.refers &&
    !OF_THEM.test(input.question) &&
    (ALL_SAID.test(input.question) || plan.filters.length > 0)
  ) {
    return plan;
  }
  // "…, and what is the breach rate": a filter of the first ask on the field the second ask
  // measures would make its figure trivial (the breached share of breached cases).
  const own = new Set([...plan.filters.map((filter) => filter.field), ...measuredFields(plan)]);
  // "What share of complaints came by phone, and what was their average sentiment": "their" is
  // the part whose share was asked.
  const firstRecords =
    first.measure.kind === 'share' && pointsBack
      ? [...first.filters, ...(first.measure.part ?? [])]
      : first.filters;
  // The first ask's filters the second says again ("Delay claims … their average delay") are
  // its records too, though the second ask's words alone would read them as its measure.
  const repeated = moved(firstRecords).filter((filter) =>
    plan.filters.some((said) => sameFilter(said, filter)),
  );
  const carried = moved(firstRecords.filter((filter) => !own.has(filter.field)));
  plan.filters.unshift(...carried);
  CARRIED.set(plan, [...carried, ...repeated]);
  return plan;
}

/**
 * A filter on what became of the records: a value of an outcome field ("Open", "Approved") or a
 * custom date of that state said filled or empty ("closed", "not settled yet").
 */
function recordState(vocabulary: Vocabulary, entity: string, filter: PlanFilter): boolean {
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.entity === entity && candidate.name === filter.field,
  );
  if (!field) return false;
  if (field.type === 'date') {
    return field.role === 'custom' && (filter.op === 'not_null' || filter.op === 'is_null');
  }
  return !filter.op && isOutcomeField(field);
}

/** The filters each further ask took over from the first ask's records. */
const CARRIED = new WeakMap<QuestionPlan, PlanFilter[]>();

function sameFilter(a: PlanFilter, b: PlanFilter): boolean {
  return (
    a.field === b.field &&
    !a.negate === !b.negate &&
    a.op === b.op &&
    a.values.length === b.values.length &&
    a.values.every((value) => b.values.includes(value))
  );
}

/**
 * A further ask's plan once refined, with the first ask's records kept: "How many Delay claims
 * came in, and what was their mean delay?" — refining reads "delay" in the second ask as the
 * measure's word and drops the Delay filter the first ask set, so the mean would be over every
 * claim. A filter taken over from the first ask comes back unless the refined plan now sets that
 * field apart itself (filters, groups, compares, measures or takes a share of it).
 */
export function withCarriedFilters(
  plan: QuestionPlan,
  /** The ask and its data, to tell a state of its own from one of the first ask's records. */
  own?: { vocabulary: Vocabulary; question: string },
): QuestionPlan {
  const taken = CARRIED.get(plan);
  if (!taken) return plan;
  let carried = taken;
  // "How many jobs have been completed, and how many are still open?": a state the second ask
  // says of its own (a value of what became of the records, or a date of that state filled or
  // empty) replaces the first ask's state; completed and open at once is nothing. "How many of
  // them are in Review" asks among the first ask's records and keeps it.
  if (own && !OF_THEM.test(own.question)) {
    const state = (filter: PlanFilter) => recordState(own.vocabulary, plan.entity, filter);
    const carriedHere = (filter: PlanFilter) => taken.some((other) => sameFilter(other, filter));
    if (plan.filters.some((filter) => state(filter) && !carriedHere(filter))) {
      plan.filters = plan.filters.filter((filter) => !(state(filter) && carriedHere(filter)));
      carried = taken.filter((filter) => !state(filter));
    }
  }
  const busy = new Set([
    ...plan.filters.map((filter) => filter.field),
    ...(plan.measure.field ? [plan.measure.field] : []),
    ...(plan.measure.part ?? []).map((filter) => filter.field),
    ...(plan.groupBy ? [plan.groupBy.field] : []),
    ...(plan.compare && 'field' in plan.compare ? [plan.compare.field] : []),
  ]);
  const back = carried.filter(
    (filter, index) =>
      !busy.has(filter.field) &&
      carried.findIndex((other) => other.field === filter.field) === index,
  );
  if (back.length > 0) plan.filters.unshift(...back);
  return plan;
}

/** Words that ask of every record, whenever it came ("of all …", "overall", "in total"). */
const ALL_SAID =
  /\b(?:of|among|across|for)\s+all\b|\boverall\b|\ball\s+told\b|\bin\s+total\b|\baltogether\b/i;

/**
 * "… and what share after?", "… and what has it been since?": the span after the date the first
 * ask's span ended before.
 */
const AFTER_ALONE =
  /\b(?:after(?:wards)?|since(?:\s+then)?|from\s+then\s+on(?:wards)?|thereafter|after\s+(?:that|it)|(?:from|since|after)\s+(?:that|this|the\s+same)\s+(?:day|date|point|time|month|week)(?:\s+on(?:wards)?)?|from\s+then|on\s+or\s+after\s+(?:that|it))\s*[?.!]*\s*$/i;
const BEFORE_ALONE =
  /\b(?:before(?:\s+(?:that|it|then))?|beforehand|until\s+then|(?:before|until|up\s+to)\s+(?:that|this|the\s+same)\s+(?:day|date|point|time|month|week))\s*[?.!]*\s*$/i;

/**
 * "What was it from that day on?", "what has it been since?", "how many have there been since?":
 * the first ask's figure, named by a pronoun alone.
 */
const SAME_FIGURE =
  /^\s*(?:and\s+)?(?:what|how\s+much|how\s+many)\s+(?:was|is|were|are|did|does|has|have)?\s*(?:it|that|they|there)\b/i;

/**
 * A second ask that names nothing but the first ask's kind of figure and a span ("and what share
 * from April on?", "and what percentage after?"): the first ask's figure over that span. A span
 * said as "after" alone is the other side of the date the first ask's span ended or began at.
 */
function otherSide(
  input: QuestionInput,
  plan: QuestionPlan,
  first: QuestionPlan,
): QuestionPlan | undefined {
  const pointsAtFigure =
    plan.measure.kind === 'count' && !plan.measure.field && SAME_FIGURE.test(input.question);
  const sameKind =
    plan.measure.kind === first.measure.kind ||
    pointsAtFigure ||
    (plan.measure.kind === 'share' && first.measure.kind === 'rate') ||
    (plan.measure.kind === 'rate' && first.measure.kind === 'share');
  const bare =
    plan.filters.length === 0 &&
    !plan.groupBy &&
    !plan.compare &&
    !plan.lookup &&
    !plan.tool &&
    !(plan.measure.part?.length ?? 0) &&
    (!plan.measure.field || plan.measure.field === first.measure.field);
  if (!sameKind || !bare || !first.period) return undefined;
  const period = plan.period ?? sideOfFirst(input, first.period);
  // "How many before 1 March and how many from then on": a count is the first ask's over the
  // other side only when that side is said as the other side of the first ask's date.
  if (plan.measure.kind === 'count' && !plan.period && !period) return undefined;
  if (!period || (period.from === first.period.from && period.to === first.period.to)) {
    return undefined;
  }
  return { ...first, period, unknown: plan.unknown };
}

/** The other side of the date a "before D" or "from D on" span was anchored at. */
function sideOfFirst(input: QuestionInput, said: Period): Period | undefined {
  const anchor = (said as PeriodMatch).anchor;
  if (!anchor) return undefined;
  const { span } = input;
  if (AFTER_ALONE.test(input.question) && said.to < anchor.from) {
    return { from: anchor.from, to: span.to, label: `${anchor.from} to ${span.to}` };
  }
  // "Up to 1 June, and from then on": the day after the first span's last.
  if (AFTER_ALONE.test(input.question) && said.from < anchor.from && said.to < span.to) {
    const from = addDays(said.to, 1);
    return { from, to: span.to, label: `${from} to ${span.to}` };
  }
  if (BEFORE_ALONE.test(input.question) && said.from >= anchor.from) {
    const to = addDays(anchor.from, -1);
    return { from: span.from, to, label: `${span.from} to ${to}` };
  }
  return undefined;
}

/** "Of them", "among those": a pointer to the first ask's records after a preposition. */
const OF_THEM = /\b(of|among|for)\s+(them|those|these)\b/i;

/**
 * "How many chats were there, and what share of them moved to the phone?": a specialised tool
 * may answer the second ask once its pointer is read as the first ask's words ("what share of
 * chats moved to the phone"); the second ask as said names too little to pick the tool.
 */
function withSubjectTool(
  input: QuestionInput,
  plan: QuestionPlan,
  first: QuestionPlan,
): QuestionPlan {
  if (plan.tool || first.tool || first.filters.length === 0 || !OF_THEM.test(input.question)) {
    return plan;
  }
  const subject = first.filters.map((filter) => filter.said).join(' ');
  const question = input.question.replace(OF_THEM, `$1 ${subject}`);
  const resolved = parseQuestion({ ...input, question });
  return resolved.tool ? resolved : plan;
}

/**
 * The fields whose values a plan's figure sets apart: a rate's flag, a share's part, its
 * grouping (an average over a field keeps a filter on it: "their average rating" of the rated).
 */
function measuredFields(plan: QuestionPlan): string[] {
  return [
    ...(plan.measure.kind === 'rate' && plan.measure.field ? [plan.measure.field] : []),
    ...(plan.measure.part ?? []).map((filter) => filter.field),
    ...(plan.groupBy ? [plan.groupBy.field] : []),
  ];
}

/**
 * "What percentage of all tickets is that", "what share of bug tickets does that represent": the
 * pointer is the subject, so the first ask's records are the part and what the second ask names
 * (none: every record) is the base. "What share of them …" (the pointer after "of") is the
 * other way round and is left to the caller.
 */
const SHARE_OF_THAT =
  /(?:\b(?:share|percentage|percent|proportion|fraction|pct)|%)\s+of\s+(?!(?:them|those|these|it|its|their|that|this)\b)(?:.+?\s+)?(?:is|are|was|were|does|do|did|would)\s+(?:that|this|those|these|it|they)\b|\b(?:that|this|it|those|these|they)(?:\s+[a-z]+){0,2}?\s+(?:as|in)\s+(?:an?\s+)?(?:share|percentage|percent|proportion|fraction|%)\s+of\b/i;

function shareOfBase(
  input: QuestionInput,
  plan: QuestionPlan,
  first: QuestionPlan,
  moved: (filters: readonly PlanFilter[]) => PlanFilter[],
): QuestionPlan | undefined {
  if (!SHARE_OF_THAT.test(input.question)) return undefined;
  // "What share of the urgent requests is that?": a yes/no field named as the whole is read as
  // its rate; it is the whole's flag, the first ask's records the part.
  const flag =
    plan.measure.kind === 'rate' && plan.measure.field
      ? flagFilter(input, plan.entity, plan.measure.field)
      : undefined;
  if (plan.measure.kind !== 'share' && !flag) return undefined;
  const base = [...plan.filters, ...(plan.measure.part ?? []), ...(flag ? [flag] : [])];
  const same = (a: PlanFilter, b: PlanFilter) =>
    a.field === b.field &&
    !a.negate === !b.negate &&
    a.values.length === b.values.length &&
    a.values.every((value) => b.values.includes(value));
  const part = moved(first.filters.filter((filter) => !base.some((own) => same(own, filter))));
  if (part.length === 0) return undefined;
  const { part: _part, ...measure } = plan.measure;
  if (flag)
    return { ...plan, filters: moved(base), measure: { kind: 'share', label: 'share', part } };
  return { ...plan, filters: moved(base), measure: { ...measure, part } };
}

/** A yes/no field's true side as a filter, when the field is a flag of the records. */
function flagFilter(
  input: QuestionInput,
  entity: QuestionPlan['entity'],
  name: string,
): PlanFilter | undefined {
  const field = input.vocabulary.dictionary.fields.find(
    (candidate) => candidate.entity === entity && candidate.name === name,
  );
  if (field?.type !== 'boolean') return undefined;
  return { entity, field: name, values: [true], said: field.label ?? name };
}

/**
 * The second ask with the first ask's winner as a filter, when it points at it ("…, and what's
 * its top reason"): the winner read from the first ask's ranking as observed. Until that ranking
 * is observed (or when it found nothing) the second ask keeps the first ask's records.
 */
export function withFirstWinner(
  second: QuestionPlan,
  first: QuestionPlan,
  observed: readonly Observed[],
): QuestionPlan {
  // "…, and how many were that much?": the first ask's amount as observed; until then the
  // reference stays, to be resolved as the plan is run.
  if (second.refers && !second.refers.groupBy) {
    const column = metricColumn(second.refers);
    const amount = observed
      .map((item) => (item.ok ? rows(item.output?.['rows'])[0]?.[column] : undefined))
      .find((value) => typeof value === 'number');
    return typeof amount === 'number' ? atAmount(second, amount) : second;
  }
  if (!second.refers) return second;
  const { refers: _refers, ...plan } = second;
  const field = first.groupBy?.field;
  const ranking = observed.find((item) => {
    const groupBy = item.call.input['groupBy'];
    return item.ok && Array.isArray(groupBy) && groupBy[0] === field;
  });
  const winner = field ? rows(ranking?.output?.['rows'])[0]?.[field] : undefined;
  if (!field || (typeof winner !== 'string' && typeof winner !== 'number')) return plan;
  return withWinner(plan, { entity: plan.entity, field, values: [winner], said: String(winner) });
}

/** "What do they average", "and their mean?": a figure asked with no field of its own. */
const FIGURE_OF_THEM = /\b(average|mean|median)\b/i;

/**
 * "What did they add up to", "their combined value", "how much did that come to", "what were
 * they worth in total": the amount of the first ask's records, asked with no field of its own.
 */
const AMOUNT_ASKED =
  /\b(?:add(?:ed|s)?\s+up|adding\s+up|sum(?:med)?(?:\s+up)?|combined|total(?:led|ed|s)?|come\s+to|came\s+to|amount(?:ed)?\s+to|worth|tot(?:ting|ted|s)?\s+up|in\s+all|all\s+told|altogether)\b/i;
/** Words of the amount ask that name no field: the verbs and fillers an amount is asked with. */
const AMOUNT_WORDS =
  /^(?:add|adds|added|adding|up|sum|summed|combined|total|totalled|totaled|totals|come|came|amount|amounted|worth|tot|totting|totted|value|values|all|told|altogether|money|cash)$/i;

/**
 * "How many CSAT scores do we have, and what do they average?": the second ask's figure is of
 * the number field whose values the first ask counted (or whose figure it asked). "Among the
 * refunds over £5, how many were there and what did they add up to?": the total of the number
 * field the first ask bounded its records on.
 */
function averagedHeldField(
  input: QuestionInput,
  plan: QuestionPlan,
  first: QuestionPlan,
  firstAsk: string,
): void {
  const averaged = FIGURE_OF_THEM.exec(input.question)?.[1]?.toLowerCase();
  const dictionary = input.vocabulary.dictionary;
  // "… and the total quote": an amount that names its own field is that field's.
  const total =
    AMOUNT_ASKED.test(input.question) &&
    namedNumberFields(input.question, dictionary, first.entity).length === 0;
  const kind = averaged ?? (total ? 'total' : undefined);
  if (!kind || plan.groupBy) return;
  if (plan.measure.field && !(kind === 'total' && plan.measure.kind === 'sum')) return;
  if (plan.measure.kind !== 'count' && plan.measure.kind !== 'sum') return;
  const isNumber = (name: string | undefined) =>
    dictionary.fields.some(
      (field) => field.entity === first.entity && field.name === name && field.type === 'number',
    );
  const bounded = [
    ...new Set(
      first.filters
        .filter(
          (filter) =>
            ['gt', 'gte', 'lt', 'lte'].includes(filter.op ?? '') && isNumber(filter.field),
        )
        .map((filter) => filter.field),
    ),
  ];
  const field =
    heldValuesField(firstAsk, dictionary, first.entity)?.field.name ??
    (isNumber(first.measure.field) ? first.measure.field : undefined) ??
    (kind === 'total' && bounded.length === 1 ? bounded[0] : undefined);
  if (!field || (plan.measure.field && plan.measure.field !== field)) return;
  const label = dictionary.fields.find((own) => own.name === field)?.label ?? field;
  plan.measure =
    kind === 'total'
      ? { kind: 'sum', field, label: `total ${label}` }
      : { kind: kind === 'median' ? 'median' : 'average', field, label: `${kind} ${label}` };
  plan.entity = first.entity;
  if (kind === 'total') plan.unknown = plan.unknown.filter((word) => !AMOUNT_WORDS.test(word));
}

/** "Did most of them …", "were they …", "are any of those …": a yes/no said of the records. */
const YES_NO =
  /^\s*(?:and\s+)?(?:did|do|does|were|was|are|is|have|has)\s+(?:they|those|these|(?:any|most|many|all)\s+of\s+(?:them|those|these))\b/i;

/**
 * "How many Frozen pipe leaks, and did most of them turn out to be repeats?": a yes/no about the
 * first ask's records is answered by the share of them it names (a flag's rate, a value's share),
 * not by a count of the ones it names.
 */
function yesNoShare(input: QuestionInput, plan: QuestionPlan, first: QuestionPlan): void {
  if (!YES_NO.test(input.question) || plan.measure.kind !== 'count' || plan.groupBy) return;
  const firstFields = new Set(first.filters.map((filter) => filter.field));
  const own = plan.filters.filter((filter) => !firstFields.has(filter.field) && !filter.op);
  const said = own[0];
  if (own.length !== 1 || !said) return;
  const field = input.vocabulary.dictionary.fields.find(
    (candidate) => candidate.entity === plan.entity && candidate.name === said.field,
  );
  plan.filters = plan.filters.filter((filter) => filter !== said);
  if (
    field?.type === 'boolean' &&
    said.values.length === 1 &&
    said.values[0] === true &&
    !said.negate
  ) {
    plan.measure = { kind: 'rate', field: field.name, label: `${field.label ?? field.name} rate` };
  } else {
    plan.measure = { kind: 'share', label: 'share', part: [said] };
  }
}
