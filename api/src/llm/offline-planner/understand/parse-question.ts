import {
  addDays,
  countWord,
  dayWithin,
  findPeriods,
  shiftPeriod,
  type Period,
  type PeriodMatch,
} from './period';
import { amountMeasure, durationMeasure } from './amounts';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { FUNCTION_WORDS, normaliseWord, tokenize, words, type Vocabulary } from './vocabulary';
import {
  SENTIMENT_SUPERLATIVE,
  RECORD_NOUNS,
  MEASURE_WORDS,
  COUNT_WORDS,
  SHARE_WORDS,
  AVERAGE_WORDS,
  MOST,
  LEAST,
  WHY,
  WORSE,
  BETTER,
  LABEL_COUNTED,
  MOOD,
  EXAMPLES,
  TOPIC_LEAD,
  ELLIPTICAL,
  ID_PATTERN,
  entityOfId,
  understand,
  mirrorValues,
  yesValue,
  negated,
  filtersOf,
  pickEntity,
  onEntity,
  fieldWords,
  declaredMeasure,
  measureOf,
  groupingOf,
  limitOf,
  rankOf,
  leftovers,
  unknownHeads,
  namesMissing,
  tokensIn,
  namesTheRecords,
  selfWords,
  specialisedTool,
  contextPeriod,
  COMPARE_WORDS,
  CHANGE_WORDS,
  correctTypos,
  type QuestionInput,
} from './question-reading';

import { overlappingMeasure, unnamedMeasure } from './measure-words';
import { withinLimitFilters } from './within-limit';
import { readCasualWriting } from './casual-writing';
import { saysOnlyValues, swapsSubjectOnly } from './follow-up-swap';
import { flagSides } from './flag-sides';
import { expandMoodValues, expandPhrases, expandShorthand, expandValueWords } from './shorthand';
import {
  CHANGE_VERB,
  changeAsked,
  eventNameFilters,
  eventWindows,
  undatedEvent,
} from './event-change';

export type { QuestionInput, ToolHint } from './question-reading';

/** "Break that down by channel", "break down complaints by month": a split, said plainly. */
function brokenDown(question: string): string {
  return question.replace(/\bbreak\s+((?:[\w-]+\s+){0,3}?)down\b/gi, (_, between: string) =>
    `split ${between}`.trimEnd(),
  );
}

const VALUE_WORDS = new WeakMap<Vocabulary, Set<string>>();

/** Every word the data's values are written with (not its fields' names). */
function valueWordsOf(vocabulary: Vocabulary): Set<string> {
  let held = VALUE_WORDS.get(vocabulary);
  if (!held) {
    held = new Set(vocabulary.values.flatMap((term) => term.words));
    VALUE_WORDS.set(vocabulary, held);
  }
  return held;
}

/** Parses one question (without its predecessor) into a plan. */
export function parseOne(input: QuestionInput): QuestionPlan {
  const { vocabulary, span } = input;
  const question = correctTypos(
    expandMoodValues(
      expandValueWords(
        expandPhrases(
          expandShorthand(
            brokenDown(readCasualWriting(input.question, vocabulary)),
            vocabulary.known,
          ),
        ),
        valueWordsOf(vocabulary),
      ),
      valueWordsOf(vocabulary),
    ),
    vocabulary,
  );
  const tokens = tokenize(question);
  const changing = CHANGE_WORDS.test(question);
  const periodMatches = findPeriods(question, span, {
    ranges: !changing,
    // "Which channel grew the most between Q2 and Q3": each group's change between the two.
    // "How did phone sentiment compare between July and August": the two months side by side.
    splitBetween:
      (changing && (MOST.test(question) || LEAST.test(question))) ||
      /\b(compar\w*|differ\w*|vs\.?|versus)\b/i.test(question),
  });
  const blocked = new Set<number>();
  for (const match of periodMatches) {
    for (const index of tokensIn(tokens, match.index, match.index + match.length))
      blocked.add(index);
  }
  const idMatch = ID_PATTERN.exec(question);
  if (idMatch) {
    for (const index of tokensIn(tokens, idMatch.index, idMatch.index + idMatch[0].length))
      blocked.add(index);
  }
  const understood = understand(tokens, vocabulary, blocked);
  const { fields, measures, used } = understood;
  const named = [...understood.values, ...measures.filter((match) => match.term.fn === 'count')]
    .filter((match) => match.end - match.start === 1)
    .map((match) => match.start);
  const values = mirrorValues(tokens, vocabulary, understood.values, used, question, named);
  // A declared count with filters ("complaints") is those filters; another measure is the measure.
  const countMeasures = measures.filter(
    (match) => match.term.fn === 'count' && match.term.filters.length > 0,
  );
  // "Is sentiment on phone calls better than on chat?": a number field named as the measure is
  // the measure, not a declared rate whose words ("chat", "phone") the question also says.
  const namesNumberField = fields.some((match) => match.term.field.type === 'number');
  const overlapping =
    measures.some((match) => !countMeasures.includes(match)) || namesNumberField
      ? undefined
      : // A period's words ("late 2025") say nothing of the measure.
        overlappingMeasure(
          tokens.map((token, index) => (blocked.has(index) ? { ...token, word: '' } : token)),
          vocabulary,
          used,
        );
  const declared =
    measures.find((match) => !countMeasures.includes(match))?.term ?? overlapping?.term;
  let filters = filtersOf(values, tokens);
  for (const match of countMeasures) {
    for (const extra of match.term.filters) {
      const said = tokens
        .slice(match.start, match.end)
        .map((token) => token.raw)
        .join(' ');
      filters.push({
        entity: match.term.measure.entity,
        field: extra.field,
        values: [extra.value],
        said,
        ...(negated(tokens, match.start) ? { negate: true } : {}),
      });
    }
  }
  const fieldList = fields.map((match) => match.term.field);
  let entity = pickEntity(
    vocabulary,
    filters,
    fieldList.filter((field) => field.type === 'number' || field.type === 'boolean'),
    declared,
    question,
  );
  // "How many complaints from premier customers": records that hold every filter said, rather
  // than customers who would lose "complaints".
  // "refund cases": the cases' own value spelled so, not the messages' topic "Refunds".
  const placeFilter = (filter: PlanFilter, on: typeof entity): PlanFilter | undefined => {
    const moved = onEntity(vocabulary, filter, on);
    if (moved) return moved;
    const said = words(filter.said).join(' ');
    const own = vocabulary.values.find(
      (term) => term.field.entity === on && term.words.join(' ') === said,
    );
    return own ? { ...filter, entity: on, field: own.field.name, values: [own.value] } : undefined;
  };
  const holdsAll = (candidate: typeof entity) =>
    filters.every((filter) => filter.partial || placeFilter(filter, candidate));
  const countsCustomers =
    /\bhow many (?:(?!from\b|by\b|of\b|about\b|with\b)\w+ ){0,2}(customers|clients)\b/i.test(
      question,
    );
  // "refund cases met the SLA": the records that hold the limit's flag, when they hold the rest.
  const limitEntity = withinLimitFilters(question, vocabulary)[0]?.entity;
  if (limitEntity && limitEntity !== entity && !declared && holdsAll(limitEntity)) {
    entity = limitEntity;
  }
  if (!holdsAll(entity) && !declared && !(entity === 'customers' && countsCustomers)) {
    const other = (['communications', 'cases', 'customers'] as const).find(
      (candidate) =>
        candidate !== entity && vocabulary.dictionary.counts[candidate] > 0 && holdsAll(candidate),
    );
    if (other) entity = other;
  }
  const unknown: string[] = [];
  filters = filters.flatMap((filter) => {
    const moved = placeFilter(filter, entity);
    if (!moved && !filter.partial) unknown.push(filter.said);
    return moved ? [moved] : [];
  });
  const medianOffered = input.medianOffered !== false;
  let measure =
    (declared && declaredMeasure(question, vocabulary, declared, medianOffered)) ??
    measureOf(
      withoutPeriods(withoutValueNames(question, tokens, values), periodMatches),
      vocabulary,
      fields,
      entity,
      medianOffered,
    );
  // "closed within SLA": the flag for missing that limit, negated.
  for (const kept of withinLimitFilters(question, vocabulary, entity)) {
    filters = [...filters.filter((filter) => filter.field !== kept.field), kept];
  }
  // "How many cases ended with the account restricted": a flag said while counting is a filter;
  // so is one said beside an averaged number ("avg hours to close for urgent requests").
  if (
    (measure.kind === 'count' && COUNT_WORDS.test(question)) ||
    ((measure.kind === 'average' || measure.kind === 'median') && measure.field)
  ) {
    for (const match of fields) {
      const field = match.term.field;
      if (field.type !== 'boolean' || field.entity !== entity) continue;
      if (filters.some((filter) => filter.field === field.name)) continue;
      const said = tokens
        .slice(match.start, match.end)
        .map((token) => token.raw)
        .join(' ');
      const negate = negated(tokens, match.start);
      filters.push({
        entity,
        field: field.name,
        values: [true],
        said,
        ...(negate ? { negate } : {}),
      });
    }
  }
  // "Which is more negative on average": sentiment is the measure, not a filter on its label.
  if (
    /\b(more|less|most|least|how)\s+(negative|positive)\b/i.test(question) &&
    !LABEL_COUNTED.test(question) &&
    measure.kind === 'average'
  ) {
    filters = filters.filter(
      (filter) =>
        !vocabulary.dictionary.fields.some(
          (field) => field.name === filter.field && field.role === 'sentiment_label',
        ),
    );
  }
  // "rate", "share" said as the measure are not the value that happens to be spelled so.
  if (measure.kind !== 'count') {
    filters = filters.filter((filter) => !MEASURE_WORDS.has(filter.said));
  }
  // "How many breached", "the most restricted accounts": counted rows, not a rate.
  const counted =
    COUNT_WORDS.test(question) || /\b(most|fewest|least)\s+(?!likely\b|often\b)\w+/i.test(question);
  if (
    measure.kind === 'rate' &&
    measure.field &&
    counted &&
    !SHARE_WORDS.test(question) &&
    !/\blikel(y|ihood)\b/i.test(question)
  ) {
    // "… within the SLA" already says which side of the flag is counted.
    if (!filters.some((filter) => filter.field === measure.field)) {
      filters.push({ entity, field: measure.field, values: [true], said: measure.label });
    }
    measure = { kind: 'count', label: 'count' };
  }
  let tool: string | undefined;
  let toolRow: string | undefined;
  let pathLabel: string | undefined;
  if (declared) {
    const saidWords = tokens.map((token) => token.word);
    for (const extra of declared.fn ? declared.filters : []) {
      const said = saidWords.some(
        (word) => word.length >= 4 && extra.value.toLowerCase().startsWith(word.slice(0, 4)),
      );
      if (extra.ifSaid && !said) continue;
      if (!filters.some((filter) => filter.field === extra.field)) {
        filters.push({ entity, field: extra.field, values: [extra.value], said: extra.value });
      }
    }
    if (!declared.fn && declared.tool && input.tools?.some((hint) => hint.name === declared.tool)) {
      tool = declared.tool;
      toolRow = declared.row;
      // "from email to phone": the path the question names, when the tool's rows are paths.
      const path = /\bfrom\s+([\w-]+)\s+to\s+(?:the\s+)?([\w-]+)/i.exec(question);
      const valueOf = (said: string) =>
        filters.find((filter) => words(filter.said).join(' ') === words(said).join(' '))?.values[0];
      const [from, to] = path ? [valueOf(path[1]!), valueOf(path[2]!)] : [];
      if (declared.row?.includes('→') && from !== undefined && to !== undefined) {
        const named = `${String(from)}→${String(to)}`;
        if (named !== declared.row) {
          toolRow = named;
          const other = vocabulary.measures.find((term) => term.row === named);
          pathLabel = other?.measure.label ?? `${String(from)}-to-${String(to)} rate`;
        }
      }
      // The measure's own words ("chat", "phone" of the chat-to-phone rate) are not filters.
      const own = new Set([
        ...words(declared.measure.label ?? ''),
        ...(declared.measure.synonyms ?? []).flatMap(words),
        ...declared.mentions.flat(),
      ]);
      filters = filters.filter((filter) => !words(filter.said).some((word) => own.has(word)));
      measure = {
        kind: 'rate',
        label: pathLabel ?? declared.measure.label ?? words(declared.measure.name).join(' '),
      };
    }
  }
  let groupBy = groupingOf(question, tokens, fields, measure.field, vocabulary, entity);
  // "Which customer contacted us most": the records' customer field.
  const customerField = vocabulary.dictionary.fields.find(
    (field) => field.entity === entity && field.role === 'customer',
  );
  if (
    !groupBy &&
    customerField &&
    /\b(which|what|top \d+|top)\s+(customers?|clients?)\b/i.test(question)
  ) {
    groupBy = { field: customerField.name, label: 'customer' };
  }
  // "What do people complain about most": the field named by a word like the question's.
  if (!groupBy && (MOST.test(question) || LEAST.test(question))) {
    tokens.forEach((token, index) => {
      if (groupBy || used.has(index) || blocked.has(index) || token.word.length < 6) return;
      if (FUNCTION_WORDS.has(token.word)) return;
      const term = vocabulary.fields.find(
        (candidate) =>
          candidate.field.entity === entity &&
          candidate.field.type === 'category' &&
          candidate.words.some(
            (word) => word.length >= 6 && word.slice(0, 6) === token.word.slice(0, 6),
          ),
      );
      if (!term) return;
      used.add(index);
      groupBy = { field: term.field.name, label: fieldWords(term.field) };
    });
  }
  const lower = question.toLowerCase();
  // Two values of one field said apart ("premier vs student"): a comparison of the two.
  let compare: QuestionPlan['compare'];
  const byField = new Map<string, PlanFilter[]>();
  for (const filter of filters)
    byField.set(filter.field, [...(byField.get(filter.field) ?? []), filter]);
  for (const [field, all] of byField) {
    // A value matched on one telling word ("delivery") is no second value said apart.
    const list = all.filter((filter) => !filter.partial);
    const distinct = [...new Set(list.flatMap((filter) => filter.values))];
    if (distinct.length < 2 || list.length < 2 || list.some((filter) => filter.negate)) continue;
    // "open or in progress", "phone and email combined": one filter with both, the total asked.
    if (combinedAsk(question)) {
      const merged: PlanFilter = {
        ...list[0]!,
        values: distinct,
        said: list.map((f) => f.said).join(' or '),
      };
      filters = [...filters.filter((filter) => filter.field !== field), merged];
      continue;
    }
    if (COMPARE_WORDS.test(lower) || /\band\b/.test(lower)) {
      compare = { field, values: [String(distinct[0]), String(distinct[1])] };
      filters = filters.filter((filter) => filter.field !== field);
      groupBy = undefined;
      break;
    }
  }
  // "restricted vs unrestricted customers": a flag's two sides set against each other.
  const sides = compare ? undefined : flagSides(question, vocabulary);
  if (sides && (sides.field.entity === entity || filters.length === 0)) {
    entity = sides.field.entity;
    compare = { field: sides.field.name, values: ['true', 'false'], labels: sides.said };
    filters = filters.filter((filter) => filter.field !== sides.field.name);
    groupBy = undefined;
    if (measure.field === sides.field.name) measure = { kind: 'count', label: 'count' };
    const opposite = words(sides.said[1]);
    for (let at = unknown.length - 1; at >= 0; at--) {
      if (words(unknown[at]!).every((word) => opposite.includes(word))) unknown.splice(at, 1);
    }
  }
  let period: Period | undefined = periodMatches[0];
  // "… after the release in March 2026: which day of that month …": the month itself.
  if (
    period &&
    periodMatches[0]?.anchor &&
    /\b(that|the same) (day|week|month|quarter|year)\b/i.test(question)
  ) {
    period = periodMatches[0].anchor;
  }
  // "September and October combined": one span over both.
  if (
    periodMatches.length === 2 &&
    /\b(combined|together|altogether|in total|taken together|jointly)\b/i.test(question)
  ) {
    const [first, second] = periodMatches as [PeriodMatch, PeriodMatch];
    const from = first.from < second.from ? first.from : second.from;
    const to = first.to > second.to ? first.to : second.to;
    period = { from, to, label: `${first.label} and ${second.label}` };
  } else if (
    periodMatches.length >= 2 &&
    !compare &&
    (COMPARE_WORDS.test(lower) || CHANGE_WORDS.test(lower) || /\b(with|to|and)\b/.test(lower))
  ) {
    compare = { periods: [periodMatches[0]!, periodMatches[1]!] };
    period = undefined;
  }
  period ??= contextPeriod(input.context);
  // "How much did login complaints jump after 10 March": the span before against the span after.
  const around =
    !compare && !groupBy && periodMatches.length === 1 && !WHY.test(question)
      ? eventWindows(periodMatches[0]!, span, changeAsked(question, CHANGE_WORDS))
      : undefined;
  if (around) {
    const named = eventNameFilters(question, periodMatches[0]!, filters);
    filters = filters.filter((filter) => !named.includes(filter));
    compare = { periods: around };
    period = undefined;
  }
  // A yes/no field said as a word ("disputed complaints", "share … timely"): its yes value.
  for (const match of fields) {
    const field = match.term.field;
    const yes =
      field.entity === entity && field.name !== measure.field ? yesValue(field) : undefined;
    if (yes === undefined || filters.some((filter) => filter.field === field.name)) continue;
    if (groupBy?.field === field.name) {
      // "What share … were timely": the yes part of the flag, not a breakdown by it.
      if (measure.kind !== 'share') continue;
      groupBy = undefined;
    }
    const said = tokens
      .slice(match.start, match.end)
      .map((token) => token.raw)
      .join(' ');
    const negate = negated(tokens, match.start);
    filters.push({
      entity,
      field: field.name,
      values: [yes],
      said,
      ...(negate ? { negate: true } : {}),
    });
  }
  if (measure.kind === 'share') {
    const shareAt = question.search(SHARE_WORDS);
    const cut =
      /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|being|with)\b/i.exec(
        question.slice(Math.max(0, shareAt)),
      );
    const cutAt = cut ? shareAt + cut.index : -1;
    // "the negative tweet rate for United": what is measured comes before "for", the base after.
    const baseAt = cutAt < 0 ? lower.search(/\b(for|among|at|across)\b/) : -1;
    const saidAt = (filter: PlanFilter) => lower.indexOf(filter.said.toLowerCase());
    const beforeBase = filters.filter((filter) => saidAt(filter) >= 0 && saidAt(filter) < baseAt);
    let part =
      cutAt >= 0
        ? filters.filter((filter) => lower.indexOf(filter.said, cutAt) >= cutAt)
        : baseAt >= 0 && beforeBase.length > 0 && beforeBase.length < filters.length
          ? beforeBase
          : filters.slice(-1);
    // "What share of responses were timely": the one filter there is, is the part.
    if (part.length === 0 && filters.length === 1) part = filters;
    if (part.length > 0) {
      measure.part = part;
      filters = filters.filter((filter) => !part.includes(filter));
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
  const noise: string[] = [];
  const rest = leftovers(
    tokens,
    used,
    blocked,
    selfWords(vocabulary),
    question,
    noise,
    vocabulary.known,
  ).filter(
    // A measure read by its meaning ("handled … passed on to a real person"): the paraphrase's
    // words are understood, unless one is a name the data lacks.
    (word) => !overlapping || namesMissing(question, [word]),
  );
  // "booking problems" for "Flight Booking Problems": the rest of a matched value's own name.
  const valueWords = new Set(
    filters.flatMap((filter) => filter.values.flatMap((value) => words(String(value)))),
  );
  for (let at = rest.length - 1; at >= 0; at--) {
    if (valueWords.has(words(rest[at]!).join(' '))) rest.splice(at, 1);
  }
  // "sentiment score", "breach rate": a measure's head right after the data's word is its own.
  tokens.forEach((token, index) => {
    if (index > 0 && used.has(index - 1) && /^(score|rate|level|value|figure)s?$/.test(token.raw)) {
      const at = rest.indexOf(token.raw);
      if (at >= 0) rest.splice(at, 1);
    }
  });
  // A partial match on a field that a whole value of the question already filters is noise
  // ("Late Flight complaints" is not also "Flight Attendant Complaints").
  filters = filters.filter(
    (filter) =>
      !filter.partial ||
      !filters.some((other) => other !== filter && !other.partial && other.field === filter.field),
  );
  // "happier", "angrier": the mood words of a sentiment measure are understood.
  const sentimentMeasured = vocabulary.dictionary.fields.some(
    (field) => field.name === measure.field && field.role === 'sentiment',
  );
  const asked = sentimentMeasured ? rest.filter((word) => !MOOD.test(word)) : rest;
  const plan: QuestionPlan = { entity, measure, filters, unknown: [...unknown, ...asked] };
  const superlative = SENTIMENT_SUPERLATIVE.exec(question);
  const sentimentField = vocabulary.dictionary.fields.find(
    (field) => field.entity === entity && field.role === 'sentiment' && field.type === 'number',
  );
  if (superlative && sentimentField && !groupBy && !compare) {
    const said = new Set(tokenize(superlative[0]).map((token) => token.raw));
    plan.unknown = plan.unknown.filter((word) => !said.has(word));
    const worst = /angri|unhappi|negative|worst|harsh|upset/i.test(superlative[0]);
    plan.records = {
      field: sentimentField.name,
      direction: worst ? 'asc' : 'desc',
      limit: Math.max(
        limitOf(lower),
        /\b(\d+|three|five|ten|two|four)\b/.test(lower)
          ? limitOf(`top ${/\b(\d+|three|five|ten|two|four)\b/.exec(lower)![1]}`)
          : 5,
      ),
    };
  }
  if (unknownHeads(tokens, rest) || namesMissing(question, rest)) plan.unknownIsAsked = true;
  // A measure the data does not hold, even in everyday words ("on-time arrival rate"): decline.
  const unnamed =
    overlapping || tool
      ? undefined
      : unnamedMeasure(tokens, used, blocked, vocabulary.known, question);
  // "The total number of requests" where the data is of requests: a count, not a lacking measure.
  const countedRecords = /^number of (\S+)$/.exec(unnamed ?? '')?.[1];
  const missingMeasure =
    countedRecords && namesTheRecords(vocabulary, countedRecords) ? undefined : unnamed;
  // "the average response time" where the data only has a yes/no "timely response": a duration
  // asked of a measure that is no duration is a measure the data lacks.
  const duration =
    /\b(?:average|mean|median|typical|usual)\s+((?:[\w-]+\s+){0,2}(?:time|duration))\b/i.exec(
      question,
    );
  if (
    !missingMeasure &&
    duration &&
    !declared &&
    !tool &&
    (measure.kind === 'rate' || measure.kind === 'share' || measure.kind === 'count')
  ) {
    plan.unknown = [duration[1]!.toLowerCase(), ...plan.unknown];
    plan.unknownIsAsked = true;
  }
  // "the average room price" where "price" is only a topic of the records: a number of a value
  // is a measure the data lacks, not a count of the records with that value.
  const averaged =
    /\b(?:average|mean|median)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s+(?:at|in|for|of|by|per|on|from|across|during|over|among|with|between)\b|\s*[?.!,]|\s*$)/i.exec(
      question,
    );
  const averagedHead = averaged ? normaliseWord(averaged[1]!.split(/\s+/).pop()!) : undefined;
  if (
    !missingMeasure &&
    averaged &&
    averagedHead &&
    !/^(number|count|amount|volume|share|percentage|rate|sentiment|score|time)$/.test(
      averagedHead,
    ) &&
    measure.kind === 'count' &&
    !declared &&
    !tool &&
    filters.some((filter) => words(filter.said).includes(averagedHead))
  ) {
    plan.unknown = [averaged[1]!.toLowerCase(), ...plan.unknown];
    plan.unknownIsAsked = true;
  }
  if (missingMeasure) {
    plan.unknown = [
      missingMeasure,
      ...plan.unknown.filter((word) => !missingMeasure.includes(word)),
    ];
    plan.unknownIsAsked = true;
  }
  const noun = RECORD_NOUNS.exec(question)?.[1]?.toLowerCase();
  if (noun && entity === 'communications') plan.noun = noun.endsWith('s') ? noun : `${noun}s`;
  if (period) plan.period = period;
  if (groupBy) plan.groupBy = groupBy;
  const rank = rankOf(question, groupBy, measure);
  if (rank) plan.rank = rank;
  if (compare) plan.compare = compare;
  if (compare && 'periods' in compare && groupBy && !groupBy.time) {
    const falling =
      WORSE.test(question) || /\b(decrease|fell|fall|dropp?ed|declined)\b/i.test(question);
    plan.rank = { direction: falling ? 'asc' : 'desc', limit: 1 };
  }
  if (tool) {
    plan.tool = tool;
    if (toolRow) plan.toolRow = toolRow;
  }
  if (idMatch) {
    const kind = entityOfId(question, idMatch[1]!);
    const customerField = vocabulary.dictionary.fields.find(
      (field) => field.entity === 'communications' && field.role === 'customer',
    );
    // "How many communications does customer C-1 have?": an aggregate over that customer's records.
    if (
      kind === 'customer' &&
      customerField &&
      (COUNT_WORDS.test(question) || AVERAGE_WORDS.test(question) || SHARE_WORDS.test(question))
    ) {
      const onPlan = vocabulary.dictionary.fields.find(
        (field) => field.entity === plan.entity && field.role === 'customer',
      );
      if (!onPlan) plan.entity = 'communications';
      plan.filters.push({
        entity: plan.entity,
        field: (onPlan ?? customerField).name,
        values: [idMatch[1]!],
        said: idMatch[1]!,
      });
    } else {
      plan.lookup = {
        id: idMatch[1]!,
        kind,
        asks: tokens.filter((token) => !FUNCTION_WORDS.has(token.word)).map((token) => token.word),
      };
      plan.unknown = [];
    }
  }
  if (WHY.test(question)) plan.why = true;
  if (WORSE.test(question)) plan.direction = 'worse';
  else if (BETTER.test(question)) plan.direction = 'better';
  if (EXAMPLES.test(question)) plan.examples = true;
  const topicMatch = TOPIC_LEAD.exec(question);
  if (topicMatch && !plan.groupBy) {
    const phraseStart = topicMatch.index + topicMatch[0].lastIndexOf(topicMatch[1]!);
    const phraseTokens = [...tokensIn(tokens, phraseStart, question.length)].map(
      (index) => tokens[index]!,
    );
    if (phraseTokens.some((token) => rest.includes(token.raw)) && !aboutValue(plan, phraseTokens)) {
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
  const aggregateAsked =
    plan.groupBy ||
    plan.compare ||
    (plan.measure.kind !== 'count' && plan.measure.kind !== 'share');
  if (!plan.topic && !plan.tool && !aggregateAsked && plan.unknown.length > 0) {
    const chosen = specialisedTool(plan.unknown, input.tools);
    if (chosen) {
      plan.tool = chosen;
      plan.unknown = [];
    }
  }
  // "How many distinct customers complained": query_data counts rows, never distinct values.
  const distinct = /\b(distinct|unique|different|individual)\s+([a-z]+)/i.exec(question);
  if (distinct && COUNT_WORDS.test(question) && !plan.lookup) {
    plan.cannot = `a count of ${distinct[1]!.toLowerCase()} ${distinct[2]!.toLowerCase()}`;
    delete plan.tool;
  }
  // Shorthand is noise only beside a question otherwise understood ("what is our nps" is not).
  const subject =
    plan.filters.length > 0 ||
    plan.groupBy ||
    plan.compare ||
    plan.period ||
    plan.lookup ||
    plan.records ||
    plan.topic ||
    plan.tool ||
    plan.measure.kind !== 'count';
  if (!subject && noise.length > 0) {
    plan.unknown.push(...noise);
    plan.unknownIsAsked = true;
  }
  // "jump", "spiked": the change asked, not a subject the data lacks.
  if (plan.compare && 'periods' in plan.compare) {
    plan.unknown = plan.unknown.filter((word) => !CHANGE_VERB.test(word));
  }
  // "unrestricted": the flag's other side, said.
  if (plan.compare && 'labels' in plan.compare && plan.compare.labels) {
    const opposite = words(plan.compare.labels[1]);
    plan.unknown = plan.unknown.filter((said) => !words(said).every((w) => opposite.includes(w)));
  }
  const undated = periodMatches.length === 0 && undatedEvent(question, CHANGE_WORDS, plan.unknown);
  if (undated) plan.undatedEvent = undated;
  const figure = figureOfValue(question, plan);
  if (figure) plan.figureOf = figure;
  const periodsToCheck = compare && 'periods' in compare ? compare.periods : period ? [period] : [];
  const outside = periodsToCheck.find((item) => item.to < span.from || item.from > span.to);
  if (outside) plan.outside = outside;
  return plan;
}

/**
 * "How did people talking about Savings feel in September compared with August": the words after
 * "talking about" name a value of the data, and a measure or comparison is asked of its records;
 * the value is the subject, not words to search the text for.
 */
function aboutValue(plan: QuestionPlan, phrase: readonly { word: string; raw: string }[]): boolean {
  if (!plan.compare && plan.measure.kind !== 'average' && plan.measure.kind !== 'median')
    return false;
  const lead = phrase.filter((token) => !FUNCTION_WORDS.has(token.word));
  return plan.filters.some((filter) => {
    const said = words(filter.said);
    return said.length > 0 && said.every((word, at) => lead[at]?.word === word);
  });
}

const ASKS_FIGURE =
  /^\s*what(?:'s|s|\s+is|\s+was|\s+are|\s+were)\s+(?:(?:the|our|your|its|current|today's)\s+)*/i;

/**
 * "What is the interest rate on savings?": a question after a figure whose name is a value's
 * ("Interest & Rates" matched as "interest rate"), with nothing counted or measured besides. The
 * data holds records about that value, not the figure; the answer must say so, not count them.
 */
function figureOfValue(question: string, plan: QuestionPlan): PlanFilter | undefined {
  const opening = ASKS_FIGURE.exec(question);
  if (!opening || plan.measure.kind !== 'count' || COUNT_WORDS.test(question)) return undefined;
  if (RECORD_NOUNS.test(question) || plan.groupBy || plan.compare || plan.rank) return undefined;
  if (plan.lookup || plan.records || plan.topic || plan.tool || plan.describe) return undefined;
  // The head of the asked phrase: up to its first preposition ("on savings", "for the app").
  const head = words(
    question.slice(opening[0].length).split(/\b(?:on|for|of|in|at|among|across|with|by)\b/i)[0]!,
  );
  const last = head.at(-1);
  if (!last || !MEASURE_WORDS.has(last)) return undefined;
  return plan.filters.find((filter) => {
    const said = words(filter.said);
    return said.at(-1) === last && head.join(' ').endsWith(said.join(' '));
  });
}

/**
 * The question with the names of values of two words or more blanked ("the savings rate" is a
 * topic, not a rate asked for), for reading which measure it asks.
 */
function withoutValueNames(
  question: string,
  tokens: readonly { index: number; raw: string }[],
  values: readonly { start: number; end: number }[],
): string {
  let text = question;
  for (const match of values) {
    if (match.end - match.start < 2) continue;
    const from = tokens[match.start]!.index;
    const last = tokens[match.end - 1]!;
    const to = last.index + last.raw.length;
    text = `${text.slice(0, from)}${' '.repeat(to - from)}${text.slice(to)}`;
  }
  return text;
}

/** The question with the words of its periods blanked ("late 2025" asks no breach rate). */
function withoutPeriods(question: string, periods: readonly PeriodMatch[]): string {
  let text = question;
  for (const period of periods) {
    text = `${text.slice(0, period.index)}${' '.repeat(period.length)}${text.slice(period.index + period.length)}`;
  }
  return text;
}

/** Words that set two values against each other rather than adding them up. */
const SET_APART =
  /\b(vs\.?|versus|compared?|comparison|against|than|more|fewer|less|differ\w*|difference|which|who|whom|higher|lower|better|worse|bigger|smaller|larger|greater|each|respectively|separately|between|split|breakdown|side by side|happier|angrier)\b|\b\w+er than\b/i;

/**
 * Two values of one field joined by "or", "and", "plus" with nothing setting them apart: the
 * question asks about them together ("cases still open or in progress", "X and Y combined").
 */
export function combinedAsk(question: string): boolean {
  if (
    /\b(combined|together|altogether|in total|taken together|put together|jointly|between them|in all)\b/i.test(
      question,
    )
  )
    return true;
  return !SET_APART.test(question);
}

const SAME_AGAIN =
  /^\s*(?:(?:and|now|ok(?:ay)?|so|then)\s*,?\s+)?(?:(?:do|run|show)\s+(?:me\s+)?)?(?:(?:the\s+)?same\s+(?:(?:question|thing|figure|figures|numbers?|query|analysis|breakdown)\s+)?(?:again\s+)?|ditto\s+|likewise\s+|repeat\s+(?:that|this|it)\s+)(?:,?\s*but\s+)?(?=for\b|by\b|in\b|on\b|with\b|without\b|over\b|during\b|among\b|only\b|just\b|excluding\b|but\b|[?.!]|$)/i;

const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** True when the question leans on the previous one ("and in April?", "those", "compare that"). */
export function isFollowUp(question: string, plan: QuestionPlan): boolean {
  if (ELLIPTICAL.test(question) || saysOnlyValues(question, plan)) return true;
  const subject =
    plan.filters.length +
    (plan.groupBy ? 1 : 0) +
    (plan.lookup ? 1 : 0) +
    (plan.measure.kind !== 'count' ? 1 : 0);
  return subject === 0 && question.trim().split(/\s+/).length <= 5;
}

/** How many turns back a follow-up of follow-ups is read. */
const TURNS_BACK = 3;

/** The previous turn's plan, itself read with the turns before it when it leaned on them. */
function earlierPlan(input: QuestionInput, previous: string): QuestionPlan {
  const before = (input.before ?? []).slice(-(TURNS_BACK - 1));
  const { before: _before, previous: _previous, ...alone } = input;
  const last = before.at(-1);
  if (last === undefined) return parseOne({ ...alone, question: previous, context: undefined });
  return parseQuestion({
    ...alone,
    question: previous,
    previous: last,
    before: before.slice(0, -1),
    context: undefined,
  });
}

/** Parses the question, folding in the previous turn's plan when the question builds on it. */
export function parseQuestion(asked: QuestionInput): QuestionPlan {
  // "Same question for Wales", "same thing but by email": the earlier question, said again.
  const input = asked.previous
    ? { ...asked, question: asked.question.replace(SAME_AGAIN, 'and ') }
    : asked;
  const plan = parseOne(input);
  if (!input.previous || !isFollowUp(input.question, plan)) return plan;
  const earlier = earlierPlan(input, input.previous);
  // "How much did we refund in November?" then "and December?": the earlier amount carries.
  amountMeasure(input.previous, input.vocabulary.dictionary, earlier);
  durationMeasure(input.previous, input.vocabulary.dictionary, earlier);
  const replaced = new Set(plan.filters.map((filter) => filter.field));
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
  if (plan.measure.kind !== 'count' || plan.tool) merged.measure = plan.measure;
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
  const sameRanking = earlier.groupBy && earlier.rank && swapsSubjectOnly(input.question, plan);
  if (plan.groupBy) {
    merged.groupBy = plan.groupBy;
    delete merged.tool;
  } else if (sameRanking) {
    merged.rank = earlier.rank!;
  } else if (earlier.groupBy && !earlier.rank && swapsSubjectOnly(input.question, plan)) {
    // "Tickets by priority?" then "same for July": the same breakdown over the new scope.
  } else if (
    earlier.groupBy &&
    earlier.rank &&
    (/\b(that|this|the same|the top|it|its|the winner)\b/i.test(input.question) ||
      // "Which agent handled the most tickets?" then "their average CSAT": one winner asked.
      (earlier.rank.limit === 1 && /\btheir\b/i.test(input.question)))
  ) {
    // "What is the average sentiment of that product?": the earlier ranking's winner.
    delete merged.groupBy;
    merged.refers = earlier;
    // The winner itself is the subject: the earlier filters only picked it.
    merged.filters = plan.filters;
  } else delete merged.groupBy;
  if (plan.rank) merged.rank = plan.rank;
  // "And which has the fewest?": the earlier grouping, ranked the other way.
  const reranked =
    !plan.groupBy && earlier.groupBy
      ? rankOf(input.question, earlier.groupBy, merged.measure)
      : undefined;
  if (reranked) {
    merged.groupBy = earlier.groupBy!;
    merged.rank = reranked;
    delete merged.refers;
  }
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
  // "And on the 18th?", "and on Tuesday?": a day said without its month moves within the
  // previous turn's period.
  const moved =
    earlier.period && (!plan.period || WEEKDAY.test(input.question)) && !plan.compare
      ? dayWithin(input.question, earlier.period)
      : undefined;
  if (moved) {
    delete merged.outside;
    merged.period = moved;
    return merged;
  }
  // "And the following fortnight?", "the next 3 days": the span right after (or before) the
  // earlier period.
  const adjacent =
    /\b(?:the\s+)?(following|next|previous|preceding|prior)\s+(?:(\d+|two|three|four|five|six|seven|ten)\s+)?(days?|weeks?|fortnights?|months?)\b/i.exec(
      input.question,
    );
  const shift =
    /\b(?:the\s+)?(day|week|month|year)\s+(before|after|earlier|later)\b|\b(previous|next|following|preceding|prior)\s+(day|week|month|year)\b/i.exec(
      input.question,
    );
  // The shift's own words, when the question alone read them as a period of the data's end.
  const ownWords = (match: RegExpExecArray) =>
    !plan.period ||
    /^(next|tomorrow)/.test(plan.period.label) ||
    ('index' in plan.period &&
      typeof plan.period.index === 'number' &&
      plan.period.index <= match.index + match[0].length &&
      match.index <= plan.period.index + (plan.period as PeriodMatch).length);
  const shiftWords =
    /^(day|days|week|weeks|fortnight|fortnights|month|months|year|before|after|earlier|later|previous|next|following|preceding|prior)$/;
  const withoutShiftWords = () => {
    merged.unknown = merged.unknown.filter((word) => !shiftWords.test(word));
    if (merged.unknown.length === 0) delete merged.unknownIsAsked;
  };
  if (
    adjacent &&
    earlier.period &&
    (adjacent[2] !== undefined || /^fortnight/i.test(adjacent[3]!)) &&
    ownWords(adjacent)
  ) {
    delete merged.outside;
    const unit = adjacent[3]!.toLowerCase().replace(/s$/, '');
    const n = adjacent[2] ? countWord(adjacent[2]) : 1;
    const days = n * (unit === 'day' ? 1 : unit === 'week' ? 7 : unit === 'fortnight' ? 14 : 30);
    const forward = /following|next/i.test(adjacent[1]!);
    const from = forward ? addDays(earlier.period.to, 1) : addDays(earlier.period.from, -days);
    const to = forward ? addDays(earlier.period.to, days) : addDays(earlier.period.from, -1);
    merged.period = { from, to, label: `${from} to ${to}` };
    withoutShiftWords();
    return merged;
  }
  if (shift && earlier.period && ownWords(shift)) {
    delete merged.outside;
    const unit = (shift[1] ?? shift[4])!.toLowerCase();
    const forward = /after|later|next|following/i.test(shift[0]);
    const shifted = shiftPeriod(earlier.period, unit, forward ? 1 : -1);
    if (/\bcompare|\bvs\.?|\bversus|\bagainst|\bwith\b/i.test(input.question)) {
      merged.compare = { periods: [earlier.period, shifted] };
      delete merged.period;
    } else merged.period = shifted;
    withoutShiftWords();
    return merged;
  }
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
