import type { DataDictionary } from '../../../../../src/agent/dataset';
import baseWords from './share-base.json';
import { fieldWords, rawWords, stemOf } from './number-fields';
import type { PlanFilter, QuestionPlan } from './question-plan';

/**
 * Which group a share is taken of. "The callback rate among S1 jobs" is callbacks over S1 jobs;
 * "of the callback jobs, what share were S1" is S1 jobs over callback jobs; "what share of NHS
 * referrals were repeat visits", "how many of the repeat leaks were burst mains, as a percentage",
 * "out of the urgent requests, what percentage were escalated": the group named after "of the",
 * "among", "out of" (or after "share of") is the denominator, the other the numerator, whichever
 * of them the data holds as a yes/no field.
 */
const VERB =
  '(?:were|was|are|is|had|have|has|got|get|needed|need|came|ended|went|did|turned|involved|resulted|led)';
const BASE_FIRST =
  /^\s*(?:of|among(?:st)?|out\s+of|within|from)\s+(?:all\s+)?(?:the|those|these)?\s*(.+?)\s*,\s*(.+)$/i;
const SHARE_OF = new RegExp(
  `\\b(?:share|proportion|percentage|percent|fraction|%|how\\s+many)\\s+of\\s+(?:all\\s+)?(?:the\\s+|those\\s+|these\\s+)?(.+?)\\s+${VERB}\\b(.+)$`,
  'i',
);
const RATE_AMONG =
  /^(.*?)\b(?:rate|share|proportion|percentage)\s+(?:among(?:st)?|for|within|in)\s+(?:all\s+)?(?:the\s+)?(.+)$/i;
/**
 * "Which school's appeals get referred to the OIA most often, as a share of that school's
 * appeals?": the base said after the figure (share-base.json), the part before it.
 */
const AS_SHARE_OF = new RegExp(
  `[,;:]?\\s*\\b(?:${baseWords.linking.join('|')})\\s+(?:(?:${baseWords.articles.join('|')})\\s+)?(?:${baseWords.shareNouns.join('|')})\\s+(?:${baseWords.joining.join('|')})\\s+(.+)$`,
  'i',
);
const SHARE_ASKED = /\b(?:share|proportion|percentage|percent|fraction|rate|%)/i;

interface Condition {
  filter: PlanFilter;
  at: number;
  /** Every place its words stand, when said more than once. */
  also?: number[];
}

/**
 * Everywhere the words of a condition stand in the question, first place first (empty: nowhere):
 * "that school's appeals" may be said twice, once beside the part and once as the base.
 */
function positionsOf(lower: string, words: readonly string[]): number[] {
  const phrase = words.join(' ').toLowerCase();
  const wholes: number[] = [];
  for (let at = phrase ? lower.indexOf(phrase) : -1; at >= 0; at = lower.indexOf(phrase, at + 1)) {
    wholes.push(at);
  }
  if (wholes.length > 0) return wholes;
  const stems = words
    .flatMap(rawWords)
    .filter((word) => word.length >= 3)
    .map(stemOf);
  const questionWords = [...lower.matchAll(/[\p{L}\p{N}]+/gu)];
  return questionWords
    .filter((match) => stems.includes(stemOf(match[0])))
    .map((match) => match.index);
}

export function shareDenominator(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.lookup || plan.tool || plan.compare || plan.records) return;
  const kind = plan.measure.kind;
  // "Which school's appeals get referred most often, as a share of that school's appeals?",
  // "what share of that airline's negative tweets were about late flights?" (after asking which
  // airline): a ranking's or a follow-up's share has its base read the same way — a group's
  // share of the whole (its records as the part) is not.
  const shareWithPart = kind === 'share' && (plan.measure.part?.length ?? 0) > 0;
  const asShare = AS_SHARE_OF.exec(question);
  const baseAfter = asShare?.[1] !== undefined && asShare.index > 0 ? asShare : undefined;
  const readsBase = shareWithPart || (kind === 'rate' && baseAfter !== undefined);
  if ((plan.groupBy || plan.refers) && (!readsBase || plan.winnerAsPart)) return;
  if (kind !== 'rate' && kind !== 'share' && !(kind === 'count' && SHARE_ASKED.test(question))) {
    return;
  }
  const lower = question.toLowerCase();
  // The stretches of the question naming the base and the part.
  let base: [number, number] | undefined;
  let part: [number, number] | undefined;
  const first = BASE_FIRST.exec(question);
  const shareOf = SHARE_OF.exec(question);
  const among = RATE_AMONG.exec(question);
  if (baseAfter?.[1]) {
    base = [question.length - baseAfter[1].length, question.length];
    part = [0, baseAfter.index];
  } else if (first?.[1] && first[2]) {
    const start = question.indexOf(first[1]);
    base = [start, start + first[1].length];
    part = [question.length - first[2].length, question.length];
  } else if (shareOf?.[1] && shareOf[2]) {
    const start = shareOf.index + shareOf[0].indexOf(shareOf[1]);
    base = [start, start + shareOf[1].length];
    part = [question.length - shareOf[2].length, question.length];
  } else if (among?.[1] !== undefined && among[2]) {
    part = [0, among[1].length];
    base = [question.length - among[2].length, question.length];
  }
  if (!base || !part) return;
  const flagField = (name: string | undefined) =>
    dictionary.fields.find(
      (field) => field.entity === plan.entity && field.name === name && field.type === 'boolean',
    );
  const conditions: Condition[] = [];
  for (const filter of [...plan.filters, ...(plan.measure.part ?? [])]) {
    if (filter.op && filter.op !== 'contains') continue;
    const places = positionsOf(lower, [filter.said]);
    conditions.push({ filter, at: places[0] ?? -1, also: places });
  }
  const rated = kind === 'rate' ? flagField(plan.measure.field) : undefined;
  if (rated) {
    const filter: PlanFilter = {
      entity: plan.entity,
      field: rated.name,
      values: [true],
      said: plan.measure.label,
    };
    const own = fieldWords(rated);
    const places = positionsOf(lower, [rated.label ?? rated.name, ...own]);
    conditions.push({ filter, at: places[0] ?? -1, also: places });
  }
  // "What share of NHS referrals were repeat visits": a second yes/no field said by its name,
  // which the first reading left out beside the rate of the other.
  for (const field of dictionary.fields) {
    if (field.entity !== plan.entity || field.type !== 'boolean') continue;
    if (conditions.some((condition) => condition.filter.field === field.name)) continue;
    const name = (field.label ?? field.name.replace(/_/g, ' ')).toLowerCase();
    const at = lower.indexOf(name);
    if (at < 0 || !/^\s*[a-z]/.test(name)) continue;
    conditions.push({
      filter: { entity: plan.entity, field: field.name, values: [true], said: name },
      at,
    });
  }
  const within = ([from, to]: [number, number], at: number) => at >= from && at < to;
  // A condition said inside the base belongs to the base, though said beside the part too.
  const placesOf = (condition: Condition) => condition.also ?? [condition.at];
  const inBase = conditions.filter((condition) =>
    placesOf(condition).some((at) => within(base, at)),
  );
  const inPart = conditions.filter(
    (condition) =>
      !inBase.includes(condition) && placesOf(condition).some((at) => within(part, at)),
  );
  if (inBase.length === 0 || inPart.length === 0) return;
  const partFilters = inPart.map((condition) => condition.filter);
  const kept = conditions
    .filter((condition) => !inPart.includes(condition))
    .map((condition) => condition.filter);
  const others = plan.filters.filter((filter) => filter.op && filter.op !== 'contains');
  plan.filters = [...kept, ...others];
  const only = partFilters[0];
  const flag = partFilters.length === 1 && only ? flagField(only.field) : undefined;
  if (flag && only && only.values.length === 1 && only.values[0] === true && !only.negate) {
    plan.measure = { kind: 'rate', field: flag.name, label: `${flag.label ?? flag.name} rate` };
  } else {
    plan.measure = { kind: 'share', label: 'share', part: partFilters };
  }
}
