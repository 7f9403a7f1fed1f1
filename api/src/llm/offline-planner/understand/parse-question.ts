import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { findPeriods, type DataSpan, type Period } from './period';
import type { Grouping, Measure, PlanFilter, QuestionPlan } from './question-plan';
import {
  matchTerms,
  normaliseWord,
  tokenize,
  wordCloseness,
  words,
  type FieldTerm,
  type TermMatch,
  type Token,
  type ValueTerm,
  type Vocabulary,
} from './vocabulary';

/** A specialised tool the question may need: its name and description as the request gives them. */
export interface ToolHint {
  name: string;
  description: string;
}

export interface QuestionInput {
  question: string;
  /** The previous question of the conversation, for "those", "that", "and in April?". */
  previous?: string;
  /** Chart context of the turn: a clicked day and its filters. */
  context?: { date?: string; granularity?: string; filters?: Record<string, unknown> };
  vocabulary: Vocabulary;
  span: DataSpan;
  /** Specialised tools offered beside query_data. */
  tools?: readonly ToolHint[];
}

/** Words of how a question is put, not what it is about. */
const FUNCTION_WORDS = new Set(
  words(
    "a an the and or but of to in on at by for from with without into over under than then as is are was were be been being do does did done have has had having i me my we us our you your they them their he she it its this that these those there here what which who whom whose when where why how can could would should will shall may might must please tell show give list get got find see let know want need much many more most less least fewer fewest each every per any all some no not only just also very same about across between during within since after before until via vs versus compared compare comparison against relative difference different changed change look like s happen happened happening going go went say says said written wrote mention mentioned mentioning talk talking regarding concerning overall total whole entire number count counts volume often frequently time times ok okay so if else other others another kind type sort one ones now again still yet ever way did on up down out off among being made make top bottom highest lowest biggest largest smallest greatest worst best rank ranking ranked order first second last next previous recent latest up, day days week weeks month months year years quarter quarters half daily weekly monthly which's what's data dataset set record records row rows entry entries item items people person anyone someone everybody everyone thing things stuff lot lots rate rates share shares percentage percent proportion fraction ratio average mean median typical sum avg value values group grouped breakdown broken split each trend trends over time period periods spike spikes peak peaks drop dropped dip rise rose increase increased decrease decreased grow grew growth fall fell declined decline worse better worsen improve improved why cause caused reason behind drive drove driver drivers explain explains example examples sample samples show read quote quotes message messages communication communications post posts tweet tweets comment comments review reviews ticket tickets contact contacts mention mentions feedback text texts conversation conversations interaction interactions case cases customer customers client clients",
  ),
);

const COUNT_WORDS = /\b(how many|number of|count|volume|how much|tally)\b/i;
const SHARE_WORDS =
  /\b(share|percent(age)?|proportion|fraction|ratio|rate|how often|what part)\b|%/i;
const AVERAGE_WORDS = /\b(average|mean|avg|typical(ly)?)\b/i;
const MEDIAN_WORDS = /\bmedian\b/i;
const SUM_WORDS = /\b(total|sum)\s+(of\s+)?(the\s+)?(?!number|count)/i;
const MOST =
  /\b(most|highest|top|biggest|largest|greatest|maximum|max|peak(ed)?|spiked?|busiest|worst)\b/i;
const LEAST = /\b(least|lowest|fewest|smallest|minimum|min|quietest|bottom|best)\b/i;
const WHY =
  /\b(why|what (drove|drives|caused|causes|explains?|is behind|was behind)|reasons? (for|behind)|driv(er|ers|ing)|cause of)\b/i;
const WORSE =
  /\b(got|get|gets|getting|became|become|grew|turned)\s+(worse|more negative)|\bworsen|\bdeteriorat|\bdecline|\bdrop|\bfell\b|\bdip\b/i;
const BETTER = /\b(got|get|gets|getting|became|become|turned)\s+(better|more positive)|\bimprov/i;
const EXAMPLES =
  /\b(examples?|show me|quote|samples?|what (did|do) (they|customers|people|users) (say|write|wrote|said)|what .* (say|said|saying|write|writing) about|read)\b/i;
const TOPIC_LEAD =
  /\b(?:say(?:ing)?|said|writ(?:e|ing)|wrote|talk(?:ing)?|complain(?:ing)?|mention(?:ing|s)?|tweet(?:ing)?)\s+about\s+(.+?)[?.!]*$/i;
const ELLIPTICAL =
  /^\s*(and|what about|how about|same (for|in)|now|then|also|ok(ay)?,?|compare (that|this|it|them)|and for|but)\b|\b(those|these|them|that period|the same)\b/i;

const TIME_GRAINS: Record<string, Grouping> = {
  day: { field: 'day', label: 'day', time: true },
  date: { field: 'day', label: 'day', time: true },
  daily: { field: 'day', label: 'day', time: true },
  week: { field: 'week', label: 'week', time: true },
  weekly: { field: 'week', label: 'week', time: true },
  month: { field: 'month', label: 'month', time: true },
  monthly: { field: 'month', label: 'month', time: true },
};

/** Ids as data sets write them: `M-000123`, `K-00012`, or long numbers (a post's id). */
const ID_PATTERN = /\b([A-Z]{1,4}-\d{3,}|\d{9,})\b/;

function entityOfId(text: string, id: string): 'communication' | 'customer' | 'case' | 'any' {
  const before = text.slice(0, text.indexOf(id)).toLowerCase().split(/\s+/).slice(-3).join(' ');
  if (/customer|client|account holder|user/.test(before)) return 'customer';
  if (/\bcase|ticket\b/.test(before)) return 'case';
  if (/communication|message|tweet|post|email|call|record|letter|chat/.test(before)) {
    return 'communication';
  }
  return 'any';
}

interface Understood {
  values: TermMatch<ValueTerm>[];
  fields: TermMatch<FieldTerm>[];
  used: Set<number>;
}

function understand(tokens: Token[], vocabulary: Vocabulary, blocked: Set<number>): Understood {
  const used = new Set(blocked);
  const partial = (term: ValueTerm | FieldTerm, word: string) =>
    'value' in term && (vocabulary.wordSpread.get(word) ?? 0) <= 3 && word.length >= 4;
  // Fields and values compete for the same words: the longest, closest match wins.
  const matches = matchTerms<ValueTerm | FieldTerm>(
    tokens,
    [...vocabulary.fields, ...vocabulary.values],
    used,
    { partial },
  );
  const values = matches.filter((match): match is TermMatch<ValueTerm> => 'value' in match.term);
  const fields = matches.filter((match): match is TermMatch<FieldTerm> => !('value' in match.term));
  return { values, fields, used };
}

/** Filters from matched values; several values of one field said apart stay apart (compare). */
function filtersOf(matches: TermMatch<ValueTerm>[], tokens: Token[]): PlanFilter[] {
  // (partial matches carry quality < 1 and are marked so a wrong entity drops them quietly)
  const filters: PlanFilter[] = [];
  for (const match of matches) {
    const said = tokens
      .slice(match.start, match.end)
      .map((token) => token.raw)
      .join(' ');
    const same = filters.find(
      (filter) =>
        filter.field === match.term.field.name &&
        filter.entity === match.term.field.entity &&
        filter.said === said,
    );
    if (same) {
      if (!same.values.includes(match.term.value)) same.values.push(match.term.value);
      continue;
    }
    filters.push({
      entity: match.term.field.entity,
      field: match.term.field.name,
      values: [match.term.value],
      said,
      ...(match.quality < 1 ? { partial: true } : {}),
    });
  }
  return filters;
}

function pickEntity(
  vocabulary: Vocabulary,
  filters: PlanFilter[],
  fields: DatasetField[],
  text: string,
): DatasetEntity {
  const votes = new Map<DatasetEntity, number>();
  const vote = (entity: DatasetEntity, weight: number) =>
    votes.set(entity, (votes.get(entity) ?? 0) + weight);
  for (const field of fields) vote(field.entity, 2);
  for (const filter of filters) vote(filter.entity, 1);
  const counts = vocabulary.dictionary.counts;
  if (/\bcases?\b/i.test(text) && counts.cases > 0) vote('cases', 1.5);
  if (
    /\bcustomers?\b|\bclients?\b/i.test(text) &&
    /\bhow many customers|\bcustomers (are|in|by|per)\b/i.test(text) &&
    counts.customers > 0
  )
    vote('customers', 1.5);
  vote('communications', 0.5);
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The same filter on the chosen entity, when that entity has the field and value too. */
function onEntity(
  vocabulary: Vocabulary,
  filter: PlanFilter,
  entity: DatasetEntity,
): PlanFilter | undefined {
  if (filter.entity === entity) return filter;
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.entity === entity && candidate.name === filter.field,
  );
  if (!field) return undefined;
  return { ...filter, entity };
}

function numericField(field: DatasetField): boolean {
  return field.type === 'number' || field.role === 'sentiment';
}

function measureOf(
  text: string,
  vocabulary: Vocabulary,
  fieldMatches: TermMatch<FieldTerm>[],
  entity: DatasetEntity,
): Measure {
  const sentiment =
    vocabulary.dictionary.fields.find(
      (field) => field.entity === entity && field.role === 'sentiment' && field.type === 'number',
    ) ??
    vocabulary.dictionary.fields.find(
      (field) => field.role === 'sentiment' && field.type === 'number',
    );
  const named = fieldMatches
    .map((match) => match.term.field)
    .filter((field) => field.entity === entity || field.role === 'sentiment');
  const numeric = named.find((field) => numericField(field) && field.type !== 'boolean');
  const flag = named.find((field) => field.type === 'boolean');
  const counting = COUNT_WORDS.test(text);
  if (flag && (SHARE_WORDS.test(text) || !counting)) {
    return {
      kind: 'rate',
      field: flag.name,
      label: `${flag.label ?? words(flag.name).join(' ')} rate`,
    };
  }
  if (MEDIAN_WORDS.test(text) && numeric) {
    return {
      kind: 'median',
      field: numeric.name,
      label: `median ${numeric.label ?? words(numeric.name).join(' ')}`,
    };
  }
  if (SUM_WORDS.test(text) && numeric && numeric.role !== 'sentiment') {
    return {
      kind: 'sum',
      field: numeric.name,
      label: `total ${numeric.label ?? words(numeric.name).join(' ')}`,
    };
  }
  if (numeric && !counting) {
    const name = numeric.label ?? words(numeric.name).join(' ');
    return { kind: 'average', field: numeric.name, label: `average ${name}` };
  }
  if (
    !counting &&
    sentiment &&
    /\b(how (negative|positive)|mood|tone|feel|happy|unhappy|satisf)/i.test(text)
  ) {
    return { kind: 'average', field: sentiment.name, label: 'average sentiment' };
  }
  if (SHARE_WORDS.test(text) && !counting) return { kind: 'share', label: 'share' };
  return { kind: 'count', label: 'count' };
}

function groupingOf(
  text: string,
  tokens: Token[],
  fieldMatches: TermMatch<FieldTerm>[],
  measureField: string | undefined,
): Grouping | undefined {
  for (const match of fieldMatches) {
    const field = match.term.field;
    if (field.name === measureField || field.role === 'sentiment' || field.type === 'number')
      continue;
    if (['id', 'text', 'time'].includes(field.role)) continue;
    const before = tokens
      .slice(Math.max(0, match.start - 3), match.start)
      .map((token) => token.raw)
      .join(' ');
    const after = tokens
      .slice(match.end, match.end + 2)
      .map((token) => token.raw)
      .join(' ');
    if (
      /\b(by|per|each|every|across|which|what|top|breakdown|split|over|among|between|most|least)\b/.test(
        before,
      ) ||
      /^(breakdown|split|ranking|mix)\b/.test(after) ||
      (/\bwhich\b/.test(text.toLowerCase()) && !/\b(is|are)\b/.test(after))
    ) {
      return { field: field.name, label: field.label ?? words(field.name).join(' ') };
    }
  }
  const lower = text.toLowerCase();
  const grain =
    /\b(?:which|what|by|per|each|every|busiest|worst|best|top \d+|which \w+)\s+(day|date|week|month)s?\b|\b(daily|weekly|monthly)\b|\bwhen\b.*\b(peak|spike|most|highest|lowest|busiest)/.exec(
      lower,
    );
  if (grain) {
    const word = grain[1] ?? grain[2] ?? 'day';
    return TIME_GRAINS[word] ?? TIME_GRAINS['day'];
  }
  return undefined;
}

function limitOf(text: string): number {
  const match =
    /\b(?:top|bottom|first|best|worst|(\d+|three|five|ten)\s+(?:most|least|highest|lowest|biggest|largest|busiest))\s*(\d+|three|five|ten)?\b/i.exec(
      text,
    );
  const word = match?.[1] ?? match?.[2];
  if (!word) return /\b(top|bottom)\b/i.test(text) ? 5 : 1;
  const known: Record<string, number> = { three: 3, five: 5, ten: 10 };
  return Math.min(50, known[word.toLowerCase()] ?? Number(word));
}

function rankOf(text: string, grouping: Grouping | undefined): QuestionPlan['rank'] {
  if (!grouping) return undefined;
  const lower = text.toLowerCase();
  const asks =
    /\b(which|what|top|bottom|when)\b/.test(lower) || MOST.test(lower) || LEAST.test(lower);
  if (!asks) return undefined;
  if (!MOST.test(lower) && !LEAST.test(lower) && !/\b(top|bottom)\b/.test(lower)) return undefined;
  const least = LEAST.test(lower) && !MOST.test(lower);
  return { direction: least ? 'asc' : 'desc', limit: limitOf(lower) };
}

/** Words nothing in the data stands for (what the answer says it cannot answer). */
function leftovers(
  tokens: Token[],
  used: Set<number>,
  periods: Set<number>,
  dictionaryWords: Set<string>,
): string[] {
  const unknown: string[] = [];
  tokens.forEach((token, index) => {
    if (used.has(index) || periods.has(index)) return;
    const word = token.word;
    if (FUNCTION_WORDS.has(word) || /^\d+$/.test(word) || word.length < 3) return;
    if (dictionaryWords.has(word)) return;
    if (/^(q[1-4]|h[12])$/.test(word)) return;
    unknown.push(token.raw);
  });
  return unknown;
}

function tokensIn(tokens: Token[], from: number, to: number): Set<number> {
  const inside = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.index >= from && token.index < to) inside.add(index);
  });
  return inside;
}

/** The words the data set describes itself with (its name, description, record nouns). */
function selfWords(vocabulary: Vocabulary): Set<string> {
  const dictionary = vocabulary.dictionary;
  return new Set(
    words(
      `${dictionary.name} ${dictionary.description ?? ''} ${dictionary.fields.map((field) => `${field.role}`).join(' ')}`,
    ).filter((word) => word.length > 2),
  );
}

function specialisedTool(
  unknown: string[],
  tools: readonly ToolHint[] | undefined,
): string | undefined {
  if (!tools || unknown.length === 0) return undefined;
  let best: { name: string; hits: number } | undefined;
  for (const tool of tools) {
    const described = new Set(words(`${tool.name.replace(/_/g, ' ')} ${tool.description}`));
    const hits = unknown.filter((word) => {
      const normal = normaliseWord(word);
      return (
        normal.length >= 4 &&
        [...described].some(
          (known) =>
            wordCloseness(normal, known) === 1 ||
            (known.length >= 6 && normal.length >= 6 && known.slice(0, 6) === normal.slice(0, 6)),
        )
      );
    }).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { name: tool.name, hits };
  }
  return best && best.hits * 2 >= unknown.length ? best.name : undefined;
}

function contextPeriod(context: QuestionInput['context']): Period | undefined {
  const date = context?.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (context?.granularity === 'week') {
    const to = new Date(Date.parse(`${date}T00:00:00Z`) + 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { from: date, to, label: `the week of ${date}` };
  }
  return { from: date, to: date, label: date };
}

/** Parses one question (without its predecessor) into a plan. */
export function parseOne(input: QuestionInput): QuestionPlan {
  const { question, vocabulary, span } = input;
  const tokens = tokenize(question);
  const periodMatches = findPeriods(question, span);
  const periodTokens = new Set<number>();
  for (const match of periodMatches) {
    for (const index of tokensIn(tokens, match.index, match.index + match.length))
      periodTokens.add(index);
  }
  const idMatch = ID_PATTERN.exec(question);
  const idTokens = idMatch
    ? tokensIn(tokens, idMatch.index, idMatch.index + idMatch[0].length)
    : new Set<number>();
  const topicMatch = TOPIC_LEAD.exec(question);
  const { values, fields, used } = understand(
    tokens,
    vocabulary,
    new Set([...periodTokens, ...idTokens]),
  );
  let filters = filtersOf(values, tokens);
  const fieldList = fields.map((match) => match.term.field);
  const entity = pickEntity(
    vocabulary,
    filters,
    fieldList.filter((field) => field.type === 'number' || field.type === 'boolean'),
    question,
  );
  const unknown: string[] = [];
  filters = filters.flatMap((filter) => {
    const moved = onEntity(vocabulary, filter, entity);
    if (!moved && !filter.partial) unknown.push(filter.said);
    return moved ? [moved] : [];
  });
  const measure = measureOf(question, vocabulary, fields, entity);
  let groupBy = groupingOf(question, tokens, fields, measure.field);
  const lower = question.toLowerCase();
  // Two values of one field said apart ("premier vs student"): a comparison of the two.
  let compare: QuestionPlan['compare'];
  const byField = new Map<string, PlanFilter[]>();
  for (const filter of filters)
    byField.set(filter.field, [...(byField.get(filter.field) ?? []), filter]);
  for (const [field, list] of byField) {
    if (
      list.length >= 2 &&
      /\b(vs\.?|versus|compared?|comparison|against|or|and|than|between|differ)/i.test(lower)
    ) {
      compare = { field, values: [list[0]!.values[0]!, list[1]!.values[0]!] };
      filters = filters.filter((filter) => filter.field !== field);
      groupBy = undefined;
      break;
    }
  }
  let period: Period | undefined = periodMatches[0];
  if (
    periodMatches.length >= 2 &&
    /\b(vs\.?|versus|compared?|comparison|against|than|to|with|and|between)\b/i.test(lower) &&
    !compare
  ) {
    compare = { periods: [periodMatches[0]!, periodMatches[1]!] };
    period = undefined;
  }
  period ??= contextPeriod(input.context);
  if (measure.kind === 'share') {
    const cut =
      /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|being)\b/i.exec(
        question.slice(Math.max(0, question.search(SHARE_WORDS))),
      );
    const cutAt = cut ? question.search(SHARE_WORDS) + cut.index : -1;
    const part =
      cutAt >= 0
        ? filters.filter((filter) => question.toLowerCase().indexOf(filter.said, cutAt) >= cutAt)
        : filters.slice(-1);
    if (part.length > 0) {
      measure.part = part;
      filters = filters.filter((filter) => !part.includes(filter));
    } else if (groupBy) {
      measure.kind = 'share';
    }
  }
  for (const [key, value] of Object.entries(input.context?.filters ?? {})) {
    if (typeof value !== 'string' || key === 'from' || key === 'to') continue;
    if (filters.some((filter) => filter.field === key)) continue;
    const known = vocabulary.dictionary.fields.find(
      (field) => field.name === key && field.entity === entity,
    );
    if (known) filters.push({ entity, field: key, values: [value], said: value });
  }
  const fieldUsed = new Set<number>();
  for (const match of fields)
    for (let index = match.start; index < match.end; index++) fieldUsed.add(index);
  const rest = leftovers(
    tokens,
    new Set([...used, ...fieldUsed]),
    new Set([...periodTokens, ...idTokens]),
    selfWords(vocabulary),
  );
  const plan: QuestionPlan = {
    entity,
    measure,
    filters,
    unknown: [...unknown, ...rest],
  };
  if (period) plan.period = period;
  if (groupBy) plan.groupBy = groupBy;
  const rank = rankOf(question, groupBy);
  if (rank) plan.rank = rank;
  if (compare) plan.compare = compare;
  if (idMatch) plan.lookup = { id: idMatch[1]!, kind: entityOfId(question, idMatch[1]!) };
  if (WHY.test(question)) plan.why = true;
  if (WORSE.test(question)) plan.direction = 'worse';
  else if (BETTER.test(question)) plan.direction = 'better';
  if (EXAMPLES.test(question)) plan.examples = true;
  if (topicMatch) {
    const phraseStart = topicMatch.index + topicMatch[0].length - topicMatch[1]!.length;
    const inPhrase = tokensIn(tokens, phraseStart, question.length);
    const phraseTokens = [...inPhrase].map((index) => tokens[index]!);
    const unknownInPhrase = phraseTokens.filter((token) => rest.includes(token.raw));
    if (unknownInPhrase.length > 0) {
      const topicWords = phraseTokens
        .filter((token) => !FUNCTION_WORDS.has(token.word) && !/^\d+$/.test(token.word))
        .map((token) => token.raw);
      plan.topic = topicWords.join(' ');
      plan.unknown = plan.unknown.filter((word) => !topicWords.includes(word));
      const said = new Set(topicWords);
      plan.filters = plan.filters.filter(
        (filter) => !filter.said.split(' ').every((word) => said.has(word)),
      );
    }
  }
  if (!plan.topic && plan.unknown.length > 0) {
    const tool = specialisedTool(plan.unknown, input.tools);
    if (tool) {
      plan.tool = tool;
      plan.unknown = [];
    }
  }
  const periodsToCheck = compare && 'periods' in compare ? compare.periods : period ? [period] : [];
  const outside = periodsToCheck.find((item) => item.to < span.from || item.from > span.to);
  if (outside) plan.outside = outside;
  return plan;
}

/** True when the question leans on the previous one ("and in April?", "those", "compare that"). */
export function isFollowUp(question: string, plan: QuestionPlan): boolean {
  if (ELLIPTICAL.test(question)) return true;
  const subject =
    plan.filters.length +
    (plan.groupBy ? 1 : 0) +
    (plan.lookup ? 1 : 0) +
    (plan.measure.kind !== 'count' ? 1 : 0);
  return subject === 0 && question.trim().split(/\s+/).length <= 5;
}

/** Parses the question, folding in the previous turn's plan when the question builds on it. */
export function parseQuestion(input: QuestionInput): QuestionPlan {
  const plan = parseOne(input);
  if (!input.previous || !isFollowUp(input.question, plan)) return plan;
  const earlier = parseOne({ ...input, question: input.previous, context: undefined });
  const replaced = new Set(plan.filters.map((filter) => filter.field));
  const merged: QuestionPlan = {
    ...earlier,
    filters: [...earlier.filters.filter((filter) => !replaced.has(filter.field)), ...plan.filters],
    unknown: plan.unknown,
    followsPrevious: true,
  };
  delete merged.compare;
  delete merged.lookup;
  if (plan.measure.kind !== 'count') merged.measure = plan.measure;
  if (plan.groupBy) merged.groupBy = plan.groupBy;
  if (plan.rank) merged.rank = plan.rank;
  if (plan.lookup) merged.lookup = plan.lookup;
  if (plan.why) merged.why = true;
  if (plan.examples) merged.examples = true;
  if (plan.topic) merged.topic = plan.topic;
  if (plan.outside) merged.outside = plan.outside;
  if (plan.compare) merged.compare = plan.compare;
  if (
    /\bcompare\b|\bvs\.?\b|\bversus\b|\bagainst\b/i.test(input.question) &&
    plan.period &&
    !plan.compare
  ) {
    const before: Period = earlier.period ?? {
      from: input.span.from,
      to: input.span.to,
      label: `${input.span.from} to ${input.span.to}`,
    };
    merged.compare = { periods: [before, plan.period] };
    delete merged.period;
  } else if (plan.period) merged.period = plan.period;
  return merged;
}
