import type { DataDictionary } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { addDays, findPeriods, shiftPeriod, type Period, type PeriodMatch } from './period';
import type { QuestionPlan } from './question-plan';
import { FUNCTION_WORDS, tokenize, words } from './vocabulary';
import {
  SENTIMENT_SUPERLATIVE,
  MEASURE_WORDS,
  COUNT_WORDS,
  SHARE_WORDS,
  MOST,
  LEAST,
  WHY,
  WORSE,
  BETTER,
  LABEL_COUNTED,
  AVERAGE_WORDS,
  MOOD,
  EXAMPLES,
  ID_PATTERN,
  understand,
  mirrorValues,
  yesValue,
  filtersOf,
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
  selfWords,
  specialisedTool,
  contextPeriod,
  COMPARE_WORDS,
  CHANGE_WORDS,
  type QuestionInput,
} from './question-reading';

import { overlappingMeasure } from './measure-words';
import { withinLimitFilters } from './within-limit';
import { flagSides } from './flag-sides';
import {
  CHANGE_VERB,
  changeAsked,
  eventNameFilters,
  eventWindows,
  undatedEvent,
} from './event-change';

import { readQuestionText, withoutPeriods, withoutValueNames } from './question-text';
import { placeOnEntity } from './plan-entity';
import { applyDeclared } from './declared-tool';
import { compareTwoValues } from './value-comparison';
import { joinAlternativesUnderGrouping, joinListedValues } from './listed-values';
import { countsMoreRecords, recordNounSaid } from './record-noun';
import { splitSharePart } from './share-part';
import {
  figureOfValue,
  markAskedAttribute,
  markAskedNoun,
  markRankedUnknown,
  markUnitAsked,
  markMissingMeasure,
} from './missing-measure';
import { markCompoundTerm } from './compound-terms';
import { applyId } from './id-lookup';
import { findShapedId, withIdsAsWritten, type FoundId } from './id-shapes';
import { readTopic } from './plan-topic';
import { spanFilter } from './question-terms';
import { measuredValues } from './measured-values';

/** Verbs of records arriving: "opened", "came in", "logged", "filed", "submitted". */
const ARRIVAL_VERB =
  /^(?:open(?:ed)?|came|come|arrived?|received|logged|filed|submitted|lodged|created|raised)$/i;

/** Whether a word is another form of a one-word category value of the records ("emailed"). */
function formOfValue(word: string, dictionary: DataDictionary, entity: string): boolean {
  if (word.includes(' ') || word.length < 5) return false;
  return dictionary.fields.some(
    (field) =>
      field.entity === entity &&
      field.type === 'category' &&
      (field.values ?? []).some(
        ({ value }) =>
          /^\p{L}+$/u.test(String(value)) &&
          String(value).toLowerCase() !== word.toLowerCase() &&
          sameRoot(word, String(value)),
      ),
  );
}

/**
 * A ranking said by place alone ("which category comes top", "which depot came first", "which
 * city had the most?"): the groups are ranked by how many records they hold, so a yes/no field
 * said beside it ("among cases that breached their SLA") says which records, not a rate.
 */
const RANKED_BY_SIZE =
  /\b(?:comes?|came|coming|is|was|ranks?|ranked|sits?|sat|finish(?:es|ed)?|ends?\s+up)\s+(?:at\s+(?:the\s+)?)?(?:top|first|bottom)\b|\b(?:tops|topped)\s+the\s+(?:list|table|chart|ranking)\b|\bthe\s+(?:most|fewest)\s*[?.!]*\s*$/i;

/** A period said one unit from another: "the next day", "the week before", "the previous month". */
const SHIFT_SAID =
  /^(?:the\s+)?(?:(next|following)|(previous|preceding|prior))\s+(day|week|month|year)$|^(?:the\s+)?(day|week|month|year)\s+(?:(after|later)|(before|earlier))$/i;

/** Two periods said as one stretch ("in September and October"), nothing comparing them. */
function jointPeriods(question: string, periods: readonly PeriodMatch[]): boolean {
  const [first, second] = periods as [PeriodMatch, PeriodMatch];
  const between = question.slice(first.index + first.length, second.index);
  return (
    /^\s*(?:and|&)\s*$/i.test(between) &&
    !COMPARE_WORDS.test(question) &&
    !CHANGE_WORDS.test(question) &&
    addDays(first.to, 1) === second.from
  );
}

/**
 * An id in the question: a word in the shape of the data's own ids (from the dictionary's samples)
 * first, as the data writes it; else a word written as ids commonly are.
 */
function idIn(question: string, dictionary: DataDictionary): FoundId | undefined {
  const shaped = findShapedId(question, dictionary);
  if (shaped) return shaped;
  const match = ID_PATTERN.exec(question);
  if (!match) return undefined;
  // "from site HH-017": a value of one of the data's fields written like an id is that value.
  const said = match[1]!.toLowerCase();
  const isValue = dictionary.fields.some((field) =>
    field.values?.some((value) => String(value.value).toLowerCase() === said),
  );
  return isValue ? undefined : { index: match.index, said: match[0], id: match[1]! };
}

/** Parses one question (without its predecessor) into a plan. */
export function parseOne(input: QuestionInput): QuestionPlan {
  const { vocabulary, span } = input;
  // An id in the data's own shape is written as the data writes it before the words are read.
  const question = readQuestionText({
    ...input,
    question: withIdsAsWritten(input.question, vocabulary.dictionary),
  });
  const tokens = tokenize(question);
  const changing = CHANGE_WORDS.test(question);
  const idMatch = idIn(question, vocabulary.dictionary);
  // "the outcome of VC25.1999": a year inside an id is part of the id, not a period.
  const outsideId = (match: PeriodMatch) =>
    !idMatch ||
    match.index >= idMatch.index + idMatch.said.length ||
    match.index + match.length <= idMatch.index;
  const periodMatches = findPeriods(question, span, {
    ranges: !changing,
    // "Which channel grew the most between Q2 and Q3": each group's change between the two.
    // "How did phone sentiment compare between July and August": the two months side by side.
    splitBetween:
      (changing && (MOST.test(question) || LEAST.test(question))) ||
      /\b(compar\w*|differ\w*|vs\.?|versus)\b/i.test(question),
  }).filter(outsideId);
  const blocked = new Set<number>();
  for (const match of periodMatches) {
    for (const index of tokensIn(tokens, match.index, match.index + match.length))
      blocked.add(index);
  }
  if (idMatch) {
    for (const index of tokensIn(tokens, idMatch.index, idMatch.index + idMatch.said.length))
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
      filters.push(spanFilter(match.term.measure.entity, extra.field, extra.value, tokens, match));
    }
  }
  const placed = placeOnEntity(
    question,
    vocabulary,
    filters,
    fields.map((match) => match.term.field),
    declared,
  );
  let entity = placed.entity;
  filters = placed.filters;
  const unknown = placed.unknown;
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
      filters.push(spanFilter(entity, field.name, true, tokens, match));
    }
  }
  // "Which is more negative on average": sentiment is the measure, not a filter on its label.
  if (
    /\b(more|less|most|least|how)\s+(negative|positive)\b/i.test(question) &&
    (!LABEL_COUNTED.test(question) || AVERAGE_WORDS.test(question)) &&
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
    COUNT_WORDS.test(question) ||
    /\b(most|fewest|least)\s+(?!likely\b|often\b)\w+/i.test(question) ||
    RANKED_BY_SIZE.test(question) ||
    countsMoreRecords(question, vocabulary);
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
  if (declared) {
    const applied = applyDeclared(question, declared, tokens, vocabulary, entity, input.tools, {
      filters,
      measure,
    });
    ({ filters, measure } = applied);
    tool = applied.tool;
    toolRow = applied.toolRow;
  }
  // A superlative inside a value's name ("Riverside Primary", "Top Floor") asks for no ranking.
  const unvalued = withoutValueNames(question, tokens, values);
  let groupBy = groupingOf(
    unvalued,
    tokens.map((token) => ({
      ...token,
      raw: unvalued.slice(token.index, token.index + token.raw.length).toLowerCase(),
    })),
    fields,
    measure.field,
    vocabulary,
    entity,
  );
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
  if (!groupBy && (MOST.test(unvalued) || LEAST.test(unvalued))) {
    tokens.forEach((token, index) => {
      if (groupBy || used.has(index) || blocked.has(index) || token.word.length < 6) return;
      if (FUNCTION_WORDS.has(token.word)) return;
      // "Who chaired the most appeals": the noun after the superlative is what is counted.
      if (/^(?:most|least|fewest)$/.test(tokens[index - 1]?.word ?? '')) return;
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
  // Two values of one field said apart ("premier vs student") or joined ("phone and email combined").
  const compared = compareTwoValues(
    question,
    joinAlternativesUnderGrouping(
      question,
      joinListedValues(question, filters),
      (groupBy as { field: string } | undefined)?.field,
    ),
  );
  filters = compared.filters;
  let compare = compared.compare;
  if (compare) groupBy = undefined;
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
  // "September and October combined", "which route had the most … in September and October":
  // one span over both (a ranking over two periods said together, without a comparison word).
  if (
    periodMatches.length === 2 &&
    (/\b(combined|together|altogether|in total|taken together|jointly)\b/i.test(question) ||
      (groupBy !== undefined && !groupBy.time && jointPeriods(question, periodMatches)))
  ) {
    const [first, second] = periodMatches as [PeriodMatch, PeriodMatch];
    const from = first.from < second.from ? first.from : second.from;
    const to = first.to > second.to ? first.to : second.to;
    period = { from, to, label: `${first.label} and ${second.label}` };
  } else if (
    periodMatches.length >= 2 &&
    !compare &&
    (COMPARE_WORDS.test(lower) ||
      CHANGE_WORDS.test(lower) ||
      /\b(with|to|and)\b/.test(lower) ||
      // "either side of 1 May": the two sides of one date.
      (periodMatches[0]!.anchor !== undefined &&
        periodMatches[0]!.anchor === periodMatches[1]!.anchor))
  ) {
    // "on 2 May, and what was it the next day?": the second said one unit from the first.
    const [named, beside] = periodMatches as [PeriodMatch, PeriodMatch];
    const shift = SHIFT_SAID.exec(question.slice(beside.index, beside.index + beside.length));
    const moved = shift
      ? shiftPeriod(named, (shift[3] ?? shift[4])!.toLowerCase(), shift[2] || shift[6] ? -1 : 1)
      : undefined;
    // The moved period's dates are said, as for any period the question names.
    const dated =
      moved && !moved.label.includes(moved.from)
        ? { ...moved, label: `${moved.label} (${moved.from} to ${moved.to})` }
        : moved;
    compare = { periods: [named, dated ?? beside] };
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
    filters.push(spanFilter(entity, field.name, yes, tokens, match));
  }
  if (measure.kind === 'share') filters = splitSharePart(question, measure, filters);
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
  // "How positive or negative is York Central?": the sign words say the sentiment measured.
  const asked = sentimentMeasured
    ? rest.filter((word) => !MOOD.test(word) && !/^(?:positive|negative)(?:ly)?$/i.test(word))
    : rest;
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
  markMissingMeasure(
    { question, tokens, used, blocked, vocabulary, overlapping, declared, tool, measure, filters },
    plan,
  );
  const noun = recordNounSaid(question, filters);
  if (noun && entity === 'communications') plan.noun = noun;
  if (period) plan.period = period;
  if (groupBy) plan.groupBy = groupBy;
  const rank = rankOf(unvalued, groupBy, measure);
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
  if (idMatch) applyId(question, idMatch, tokens, vocabulary, plan);
  // "Card declined", "Part dropped": a value's own words are no change asked; "Driver
  // behaviour" asks for no drivers of a change.
  const changeSaid = withoutValueNames(question, tokens, values, 1);
  if (WHY.test(changeSaid)) plan.why = true;
  if (WORSE.test(changeSaid)) plan.direction = 'worse';
  else if (BETTER.test(changeSaid)) plan.direction = 'better';
  if (EXAMPLES.test(question)) plan.examples = true;
  readTopic(question, tokens, rest, plan);
  const aggregateAsked =
    plan.groupBy ||
    plan.compare ||
    (plan.measure.kind !== 'count' && plan.measure.kind !== 'share');
  // "How many disputes were opened last month": a verb of records arriving in a period, on data
  // that knows no such word, is no filter and names no tool ("Cases opened in a window").
  if (
    plan.period &&
    plan.unknown.length > 0 &&
    plan.unknown.every((word) => ARRIVAL_VERB.test(word))
  ) {
    plan.unknown = [];
  }
  // "How many appeals were emailed in": a verb form of a value ("emailed" of Email) names that
  // value (read later), no tool whose description happens to say "email".
  const toolWords = plan.unknown.filter(
    (word) => !formOfValue(word, vocabulary.dictionary, plan.entity),
  );
  if (!plan.topic && !plan.tool && !aggregateAsked && toolWords.length > 0) {
    const chosen = specialisedTool(toolWords, input.tools);
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
  markAskedAttribute(question, plan);
  markAskedNoun(question, plan);
  markUnitAsked(question, plan, vocabulary.dictionary);
  markRankedUnknown(question, plan);
  markCompoundTerm(question, vocabulary, plan);
  const periodsToCheck = compare && 'periods' in compare ? compare.periods : period ? [period] : [];
  const outside = periodsToCheck.find((item) => item.to < span.from || item.from > span.to);
  if (outside) plan.outside = outside;
  // "what was their average delay": the number's word a value took is the measure.
  measuredValues(question, vocabulary.dictionary, plan);
  return plan;
}
