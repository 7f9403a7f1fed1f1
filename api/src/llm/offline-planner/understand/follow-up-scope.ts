import { setsAsideWinner } from './follow-up-next';
import { parseOne, parseQuestion, type QuestionInput } from './parse-question';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { refinePlan } from './refine-plan';
import { winnerShare, winnerShareSaid } from './share-winner';
import phrase from './record-phrase.json';
import { wordClasses } from './word-classes';

/**
 * What a follow-up's "them", "those" and "that" stand for, read after the follow-up is merged with
 * the previous turn:
 * - "Which airline had the most negative tweets?" then "what was the main reason behind them?":
 *   the records of the earlier ranking's winner, with every earlier filter kept, grouped anew;
 * - "How many cases ended restricted?" then "what percentage of all cdd cases is that?": the
 *   earlier count over the count of the group named, the earlier turn's other filters dropped.
 */

const PLURAL_REFERENCE = /\b(them|those|these|they|their)\b/i;

const SHARE_WORD =
  '(?:what|which|how\\s+much\\s+of\\s+a|how\\s+big\\s+a)\\s+(?:percent(?:age)?|pct|%|share|proportion|fraction|portion|part|ratio)';
const THAT = '(?:that|this|it|those|these|they)';
const IS_THAT = `(?:(?:is|are|was|were|would\\s+be)\\s+${THAT}|(?:would|will|does|do)\\s+${THAT}\\s+be|(?:does|do|did|would)\\s+${THAT}\\s+(?:represent|make\\s+up|account\\s+for|amount\\s+to|constitute|come\\s+to|equal))`;
/**
 * "what % of all X is that", "what share of the X does this represent", "what percentage is that
 * of all X": the group X (never "what share of them …", which asks a part of the earlier records).
 */
const SHARE_OF_GROUP = [
  // "And as a percentage of all its claims?": the earlier figure asked as a share, no verb.
  new RegExp(
    `^\\s*(?:(?:and|so|ok(?:ay)?)\\s*,?\\s+)?(?:as|in)\\s+(?:an?\\s+)?(?:percent(?:age)?|share|proportion|fraction|%)\\s+of\\s+((?:(?:all|the|every|our|total|whole)\\s+)*)(?!${THAT}\\b)(.+?)\\s*[?.!]*$`,
    'i',
  ),
  new RegExp(
    `\\b${SHARE_WORD}\\s+of\\s+((?:(?:all|the|every|our|total|whole)\\s+)*)(?!${THAT}\\b)(.+?)\\s+${IS_THAT}\\b`,
    'i',
  ),
  new RegExp(
    `\\b${SHARE_WORD}\\s+${IS_THAT}\\s+of\\s+((?:(?:all|the|every|our|total|whole)\\s+)*)(?!${THAT}\\b)(.+?)\\s*(?:[?.!]|$)`,
    'i',
  ),
];

const shareOfGroupSaid = (question: string) =>
  SHARE_OF_GROUP.map((pattern) => pattern.exec(question)).find((said) => said !== null);

/** The previous turn's plan as that turn was planned, read with the turns before it. */
function earlierPlan(input: QuestionInput): QuestionPlan | undefined {
  const previous = input.previous;
  if (previous === undefined) return undefined;
  const before = input.before ?? [];
  const { before: _before, previous: _previous, context: _context, ...alone } = input;
  const last = before.at(-1);
  const asked: QuestionInput = {
    ...alone,
    question: previous,
    ...(last !== undefined ? { previous: last, before: before.slice(0, -1) } : {}),
  };
  return refinePlan(
    previous,
    input.vocabulary,
    parseQuestion(asked),
    input.medianOffered !== false,
  );
}

/** "the main reason behind them" after "which airline had the most …": the winner's records. */
function winnersRecords(input: QuestionInput, plan: QuestionPlan, earlier: QuestionPlan): boolean {
  if (!plan.groupBy || !plan.rank || plan.refers || plan.lookup || plan.compare) return false;
  if (!PLURAL_REFERENCE.test(input.question)) return false;
  if (!earlier.groupBy || !earlier.rank || earlier.rank.limit !== 1 || earlier.groupBy.time) {
    return false;
  }
  if (earlier.groupBy.field === plan.groupBy.field) return false;
  // The records are the earlier turn's as that turn was read in full ("the most callbacks": the
  // jobs with a callback), with the follow-up's own filters and measure where it says them.
  const { previous: _previous, before: _before, ...alone } = input;
  const own = parseOne({ ...alone, context: undefined });
  const replaced = new Set(own.filters.map((filter) => filter.field));
  plan.filters = [
    ...earlier.filters.filter((filter) => !replaced.has(filter.field)),
    ...own.filters,
  ];
  plan.measure = own.measure.kind === 'count' ? earlier.measure : own.measure;
  plan.entity = earlier.entity;
  plan.refers = earlier;
  // "Excluding them, which topic leads?": every record but the winner's.
  if (setsAsideWinner(input.question)) plan.winnerExcluded = true;
  return true;
}

const same = (a: PlanFilter, b: PlanFilter) =>
  a.field === b.field &&
  Boolean(a.negate) === Boolean(b.negate) &&
  a.op === b.op &&
  a.values.map(String).join('|') === b.values.map(String).join('|');

/** "its tweets", "her jobs", "their bookings": the records of the earlier turn's subject. */
const POSSESSIVE = /^\s*(?:its|his|her|their)\b/i;
/** Words that put a value as what the records are about ("complaints about Noise"). */
const ABOUT = new RegExp(`\\b(?:${phrase.kindBefore.join('|')})\\s+$`, 'i');

const OPENS = new RegExp(
  `\\b(?:${phrase.opens.map((words) => words.replace(/\s+/g, '\\s+')).join('|')})\\s+`,
  'i',
);
const ENDS = new Set(phrase.ends);

/**
 * Where the phrase naming the counted records stands in a question: from after "how many" or
 * "the number of" to the first verb or preposition ("How many Noise complaints | did Harbourside
 * get"), as record-phrase.json and general English (compromise) read it; undefined without one.
 */
function recordPhrase(question: string): { from: number; to: number } | undefined {
  const open = OPENS.exec(question);
  if (!open) return undefined;
  const from = open.index + open[0].length;
  const classes = wordClasses(question);
  let to = question.length;
  for (const word of question.slice(from).matchAll(/[\p{L}][\p{L}'’.-]*/gu)) {
    const lower = word[0].toLowerCase().replace(/\.$/, '');
    const tags = classes.get(lower)?.tags;
    if (
      ENDS.has(lower) ||
      tags?.has('Preposition') ||
      (tags?.has('PastTense') && tags.has('Verb'))
    ) {
      to = from + word.index;
      break;
    }
  }
  return { from, to };
}

/**
 * The earlier filters naming whose records they are ("Southwest" in "How many negative tweets did
 * Southwest get?"), when others name their kind: a value said inside the phrase naming the
 * counted records ("negative tweets", "Noise complaints", "rejected Overcharge claims") or after
 * "about" is the records' kind, any other the owner. None when either side is empty.
 */
export function ownersOf(previous: string, filters: readonly PlanFilter[]): PlanFilter[] {
  // Words only, so a value said "B. Reyes" is found as read ("b reyes").
  const plain = (text: string) => text.replace(/[^\p{L}\p{N}'’]+/gu, ' ');
  const question = plain(previous);
  const span = recordPhrase(question);
  if (!span) return [];
  const lower = question.toLowerCase();
  const read = filters.map((filter) => {
    const said = plain(filter.said).trim().toLowerCase();
    const at = said === '' ? -1 : lower.indexOf(said);
    if (at < 0) return { filter, kind: undefined };
    const inside = at >= span.from && at + said.length <= span.to;
    return { filter, kind: inside || ABOUT.test(lower.slice(0, at)) };
  });
  if (read.some((one) => one.kind === undefined)) return [];
  const owners = read.filter((one) => !one.kind).map((one) => one.filter);
  return owners.length > 0 && owners.length < filters.length ? owners : [];
}

/** "what percentage of all due diligence cases is that": the earlier count over the group's. */
function shareOfGroup(input: QuestionInput, plan: QuestionPlan, earlier: QuestionPlan): boolean {
  const said = shareOfGroupSaid(input.question);
  if (!said || earlier.measure.kind !== 'count' || earlier.groupBy || earlier.compare) return false;
  if (earlier.filters.length === 0) return false;
  const plain = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  const group = plain(said[2]!);
  // The group's filters: those this question says inside "of all …".
  const named = [...(plan.measure.part ?? []), ...plan.filters].filter(
    (filter) => filter.said.trim() !== '' && group.includes(plain(filter.said)),
  );
  const groupFilters = named.filter(
    (filter, index) => named.findIndex((other) => same(other, filter)) === index,
  );
  // "What share of all its tweets is that?" after "How many negative tweets did Southwest
  // get?": "its" is the earlier subject, the group the earlier filters that do not name the kind
  // of records ("negative" before "tweets" is the part).
  if (POSSESSIVE.test(said[2]!)) {
    const owners = ownersOf(input.previous ?? '', earlier.filters);
    groupFilters.push(
      ...owners.filter((owner) => !groupFilters.some((other) => same(other, owner))),
    );
  }
  const part = earlier.filters.filter(
    (filter) => !groupFilters.some((other) => other.field === filter.field),
  );
  if (part.length === 0) return false;
  plan.entity = earlier.entity;
  plan.filters = groupFilters.map((filter) => ({ ...filter, entity: earlier.entity }));
  plan.measure = { kind: 'share', label: 'share', part };
  if (earlier.period) plan.period = earlier.period;
  else delete plan.period;
  delete plan.groupBy;
  delete plan.rank;
  delete plan.refers;
  plan.followsPrevious = true;
  return true;
}

/**
 * "Which region has the most complaints?" then "what share of all complaints is that?": the
 * earlier ranking's winner is the share's part (added once that ranking is observed), over the
 * records this question names ("all urgent requests" read as a rate of the flag is those records).
 */
function winnersShare(input: QuestionInput, plan: QuestionPlan, earlier: QuestionPlan) {
  if (!earlier.groupBy || earlier.groupBy.time || earlier.rank?.limit !== 1) return undefined;
  if (earlier.rank.position || earlier.compare || plan.compare || plan.lookup) return undefined;
  if (plan.refers && plan.refers.groupBy?.field !== earlier.groupBy.field) return undefined;
  const field =
    plan.measure.kind === 'rate' && plan.measure.field
      ? input.vocabulary.dictionary.fields.find(
          (candidate) =>
            candidate.name === plan.measure.field &&
            candidate.entity === plan.entity &&
            candidate.type === 'boolean',
        )
      : undefined;
  if (plan.measure.kind !== 'share' && !field) return undefined;
  const asShare: QuestionPlan = field
    ? {
        ...plan,
        filters: [
          ...plan.filters,
          {
            entity: plan.entity,
            field: field.name,
            values: [true],
            said: field.label ?? field.name,
          },
        ],
        measure: { kind: 'share', label: 'share' },
      }
    : plan;
  const { refers: _refers, ...unreferred } = asShare;
  const read = winnerShare(input.question, unreferred, earlier, (filters) =>
    filters.map((filter) => ({ ...filter, entity: earlier.entity })),
  );
  if (!read) return undefined;
  read.entity = earlier.entity;
  delete read.groupBy;
  delete read.rank;
  if (!read.period && earlier.period) read.period = earlier.period;
  read.followsPrevious = true;
  return read;
}

/** "How much of that was Dara Quinn's?", "what part of it came from Leeds": a part of the figure. */
const PART_OF_THAT =
  /\b(?:how\s+much|how\s+many|what\s+part|what\s+portion)\s+of\s+(?:that|this|it|those|these)\b/i;

/**
 * "How many callback jobs were there?" then "how much of that was Dara Quinn's?": the earlier
 * count's share held by the value the follow-up names (its records the part, the earlier records
 * the base), the count of that part said with it. A follow-up naming nothing new is left alone.
 */
function partOfThat(input: QuestionInput, plan: QuestionPlan, earlier: QuestionPlan) {
  if (
    !PART_OF_THAT.test(input.question) ||
    !/^\s*(?:and\s+|so\s+)?how\s+much\b|\bpart\b|\bportion\b/i.test(input.question)
  )
    return undefined;
  if (earlier.measure.kind !== 'count' || earlier.groupBy || earlier.compare || earlier.lookup)
    return undefined;
  if (plan.groupBy || plan.compare || plan.lookup || plan.measure.kind !== 'count')
    return undefined;
  const part = plan.filters.filter(
    (filter) => !earlier.filters.some((other) => other.field === filter.field),
  );
  if (part.length === 0 || part.length !== plan.filters.length - earlier.filters.length) {
    return undefined;
  }
  return {
    ...plan,
    entity: earlier.entity,
    filters: earlier.filters.map((filter) => ({ ...filter })),
    measure: { kind: 'share' as const, label: 'share', part },
    followsPrevious: true,
  };
}

/** The follow-up's scope made whole, or the plan as it was. */
export function followUpScope(input: QuestionInput, plan: QuestionPlan): QuestionPlan {
  if (input.previous === undefined) return plan;
  if (PART_OF_THAT.test(input.question) && plan.followsPrevious) {
    const earlier = earlierPlan(input);
    const part = earlier ? partOfThat(input, plan, earlier) : undefined;
    if (part) return part;
  }
  if (
    !shareOfGroupSaid(input.question) &&
    !PLURAL_REFERENCE.test(input.question) &&
    !winnerShareSaid(input.question)
  )
    return plan;
  const earlier = earlierPlan(input);
  if (!earlier) return plan;
  const read: QuestionPlan = { ...plan, filters: [...plan.filters] };
  if (plan.followsPrevious && winnersRecords(input, read, earlier)) return read;
  const ofWinner = winnersShare(input, plan, earlier);
  if (ofWinner) return ofWinner;
  if (shareOfGroup(input, read, earlier)) return read;
  return plan;
}
