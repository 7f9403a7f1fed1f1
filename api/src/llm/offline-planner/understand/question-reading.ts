import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import type { DataSpan, Period } from './period';
import type { Grouping, Measure, PlanFilter, QuestionPlan } from './question-plan';
import { distance } from 'fastest-levenshtein';
import { isEnglishWord } from './lexicon';
import { sameMeaning } from './thesaurus';
import {
  FUNCTION_WORDS,
  matchTerms,
  normaliseWord,
  wordCloseness,
  words,
  type FieldTerm,
  type MeasureTerm,
  type TermMatch,
  type Token,
  type ValueTerm,
  type Vocabulary,
} from './vocabulary';

/**
 * The parser's vocabulary of question words (measures, rankings, comparisons, references) and the
 * readers that turn matched terms into filters, a measure, a grouping and a ranking.
 */

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
  /** Whether query_data offers a median (undefined: assume it does). */
  medianOffered?: boolean;
}

export const SENTIMENT_SUPERLATIVE =
  /\b(angriest|unhappiest|most (negative|positive|upset|angry)|harshest|happiest|nicest|kindest)\b/i;
/** Words people use for the records themselves; the answer speaks of them the same way. */
export const RECORD_NOUNS =
  /\b(tweets?|posts?|messages?|reviews?|comments?|tickets?|mentions?|conversations?|interactions?)\b/i;
export const MEASURE_WORDS = new Set([
  'rate',
  'rates',
  'share',
  'average',
  'mean',
  'percentage',
  'ratio',
]);
export const COUNT_WORDS = /\b(how many|number of|count|volume|tally)\b/i;
export const SHARE_WORDS =
  /\b(share|percent(age)?|proportion|fraction|ratio|rate|how often|what part|proportion(al|ate)ly)\b|%/i;
export const AVERAGE_WORDS = /\b(average|mean|avg)\b/i;
export const MEDIAN_WORDS = /\bmedian\b/i;
/** "typically", "usually": the middle value, a median, when the tools can compute one. */
export const TYPICAL_WORDS = /\b(typical(ly)?|usual(ly)?|normally|median)\b/i;

/** Whether the question asks for the median, and whether it must make do with the mean. */
function typical(text: string, medianOffered: boolean): 'median' | 'mean' | undefined {
  if (MEDIAN_WORDS.test(text)) return medianOffered ? 'median' : 'mean';
  if (TYPICAL_WORDS.test(text) && !AVERAGE_WORDS.test(text))
    return medianOffered ? 'median' : 'mean';
  return undefined;
}
export const SUM_WORDS = /\b(total|sum)\s+(of\s+)?(the\s+)?(?!number|count)/i;
/** "how many nights in total", "in all", "altogether": a sum of the number, unless averaged. */
const IN_TOTAL = /\b(in total|in all|altogether)\b/i;
export const MOST =
  /#1\b|\bnumber one\b|\b(main|primary|leading|chief|most|highest|top|biggest|largest|greatest|maximum|max|peak(ed)?|spiked?|busiest|longest|slowest|commonest)\b/i;
export const LEAST =
  /\b(least|lowest|fewest|smallest|minimum|min|quietest|bottom|shortest|fastest|quickest|rarest)\b/i;
export const WHY =
  /\b(why|what (drove|drives|caused|causes|explains?|is behind|was behind)|reasons? behind|reasons? for the (rise|drop|fall|increase|decrease|spike|change|dip|jump)|driv(er|ers|ing)|cause of)\b/i;
/**
 * "more negative tweets", "fewer positive reviews": records with that sentiment label, counted;
 * "more negative (than …)" on its own is the average sentiment.
 */
export const LABEL_COUNTED =
  /\b(?:more|fewer|less|most|fewest|least|many|number of)\s+(?:negative|positive|neutral)\s+(?!(?:than|this|is|was|as|across|overall|always|lately|on|in|for|at|among|by|during|of|over|since|compared|versus|vs)\b)(?:[a-z]+s|feedback|tweet|post|message|review|comment|ticket|call|email|chat|letter)\b/i;
/** Words of mood: a question that uses them about groups asks for their average sentiment. */
export const MOOD =
  /\b(happ(y|ier|iest)|unhapp(y|ier|iest)|angr(y|ier|iest)|sad(der|dest)?|upset|(dis)?satisfied|frustrat\w*|mood\w*|tone|feel(s|ing)?|grump(y|ier)|cheerful|pleased|annoyed)\b/i;
export const WORSE =
  /\b(got|get|gets|getting|became|become|grew|turned)\s+(worse|more negative(?!\s+(?:[a-z]+s|feedback)\b))|\bworsen|\bdeteriorat|\bdecline|\bdrop|\bfell\b|\bdip\b/i;
export const BETTER =
  /\b(got|get|gets|getting|became|become|turned)\s+(better|more positive)|\bimprov/i;
export const EXAMPLES =
  /\b(examples?|show me|list|quote|samples?|what (did|do) (they|customers|people|users) (say|write|wrote|said)|what .* (say|said|saying|write|writing) about|read)\b/i;
export const TOPIC_LEAD =
  /\b(?:(?:say(?:ing)?|said|writ(?:e|ing)|wrote|talk(?:ing)?|complain(?:ing)?|mention(?:ing|s)?|tweet(?:ing)?)\s+about|(?:mention(?:ing|s|ed)?|contain(?:ing|s|ed)?|us(?:e|ed|ing))\s+the\s+(?:word|words|term|phrase))\s+(.+?)[?.!]*$/i;
export const ELLIPTICAL =
  /^\s*(and|what about|how about|same (for|in)|(the )?same (question|thing|again)\b|now|then|also|ok(ay)?,?|compare (that|this|it|them)|and for|but)\b|^\s*(is|was|are|were|how is|how was) (that|this|it)\b|\b(than|as) (that|this|it)\b|\b(break|split) (that|this|it|them|those|these)\b|\b(those|these|them|their|they|that period|the same)\b|\b(of|for|about|in|on|with|from) (that|this|it|its)\b|\bits\b|\bdoes (that|this|it)\b|\b(that|this|it) compares?\b|\b(that|this) \w+\?*$/i;

export const TIME_GRAINS: Record<string, Grouping> = {
  day: { field: 'day', label: 'day', time: true },
  date: { field: 'day', label: 'day', time: true },
  daily: { field: 'day', label: 'day', time: true },
  week: { field: 'week', label: 'week', time: true },
  weekly: { field: 'week', label: 'week', time: true },
  month: { field: 'month', label: 'month', time: true },
  monthly: { field: 'month', label: 'month', time: true },
};

/** Ids as data sets write them: `M-000123`, `K-00012`, or long numbers (a post's id). */
export const ID_PATTERN = /\b([A-Z]{1,4}-\d{3,}|\d{9,})\b/;

export function entityOfId(
  text: string,
  id: string,
): 'communication' | 'customer' | 'case' | 'any' {
  const before = text.slice(0, text.indexOf(id)).toLowerCase().split(/\s+/).slice(-3).join(' ');
  if (/customer|client|account holder|user/.test(before)) return 'customer';
  if (/\bcase|ticket\b/.test(before)) return 'case';
  if (/communication|message|tweet|post|email|call|record|letter|chat/.test(before)) {
    return 'communication';
  }
  return 'any';
}

export interface Understood {
  values: TermMatch<ValueTerm>[];
  fields: TermMatch<FieldTerm>[];
  measures: TermMatch<MeasureTerm>[];
  used: Set<number>;
}

export type AnyTerm = ValueTerm | FieldTerm | MeasureTerm;

/** Whether a word is a noun for the records of an entity ("cases", "customers", "messages"). */
function namesRecordsOf(entity: DatasetEntity, word: string): boolean {
  if (entity === 'cases') return /^cases?$/i.test(word);
  if (entity === 'customers') return /^(customers?|clients?)$/i.test(word);
  return /^communications?$/i.test(word) || new RegExp(`^${RECORD_NOUNS.source}$`, 'i').test(word);
}

export function understand(
  tokens: Token[],
  vocabulary: Vocabulary,
  blocked: Set<number>,
): Understood {
  const used = new Set(blocked);
  const partial = (term: AnyTerm, word: string): number => {
    if (FUNCTION_WORDS.has(word) || word.length < 4) return 0;
    // A declared measure's telling word ("resolve" of "time to resolve") beats a typo of a value.
    if ('measure' in term) return word.length >= 5 && !vocabulary.wordSpread.has(word) ? 1.9 : 0;
    // A field's one telling word ("disputed" of "consumer disputed") names that field.
    if (!('value' in term))
      return vocabulary.fieldSpread.get(word) === 1 && word.length >= 5 ? 0.6 : 0;
    return (vocabulary.wordSpread.get(word) ?? 0) <= 3 ? 0.5 : 0;
  };
  // Declared measures, fields and values compete for the same words: the longest, closest match
  // wins, a declared measure first when they tie.
  const matches = matchTerms<AnyTerm>(
    tokens,
    [...vocabulary.measures, ...vocabulary.fields, ...vocabulary.values],
    used,
    // A field declared as "issue" is that field when the question says "issue".
    { partial, namesItself: (term) => !('value' in term) && !('measure' in term) },
  );
  // "service cases", "customer emails": a plain word too weak to name a value alone names the
  // one-word value it spells when the noun of the records holding that value follows it.
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (used.has(index) || !next || FUNCTION_WORDS.has(token.word)) return;
    const term = vocabulary.values.find(
      (candidate) =>
        candidate.words.length === 1 &&
        candidate.words[0] === token.word &&
        namesRecordsOf(candidate.field.entity, next.raw),
    );
    if (!term) return;
    used.add(index);
    matches.push({ term, start: index, end: index + 1, quality: 1 });
  });
  matches.sort((a, b) => a.start - b.start);
  return {
    values: matches.filter((match): match is TermMatch<ValueTerm> => 'value' in match.term),
    fields: matches.filter(
      (match): match is TermMatch<FieldTerm> => 'field' in match.term && !('value' in match.term),
    ),
    measures: matches.filter((match): match is TermMatch<MeasureTerm> => 'measure' in match.term),
    used,
  };
}

/**
 * "dispute cases compared with service cases": once one value of a field is said, another value
 * of the same field said exactly is that value too, even a word too plain to name it alone.
 */
export function mirrorValues(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  matches: TermMatch<ValueTerm>[],
  used: Set<number>,
  question: string,
  /** Tokens that named a value (or a count of one), which another value may mirror. */
  named: readonly number[],
): TermMatch<ValueTerm>[] {
  // Fields that hold a value spelled like a word already matched ("complaint" of case types).
  const anchors = named.flatMap((at) =>
    vocabulary.values
      .filter((term) => term.words.length === 1 && term.words[0] === tokens[at]!.word)
      .map((term) => ({ at, term })),
  );
  const added: TermMatch<ValueTerm>[] = [];
  // Only when the two are said side by side: "X cases compared with Y cases", "X and Y".
  const saidApart = (at: number, index: number) => {
    const [first, second] = at < index ? [at, index] : [index, at];
    const between = question.slice(
      tokens[first]!.index + tokens[first]!.raw.length,
      tokens[second]!.index,
    );
    return /\b(and|or|vs\.?|versus|compared?|than|against|with|to)\b/i.test(between);
  };
  // "savings compared with checking": a value matched on one telling word is the other side.
  const sides = matches.map((match) => {
    if (match.quality >= 1 || match.end - match.start !== 1) return match;
    const mirrored = anchors.some(
      (anchor) =>
        tellingWordOf(vocabulary, anchor.term, tokens[match.start]!.word)?.value ===
          match.term.value && saidApart(anchor.at, match.start),
    );
    return mirrored ? { ...match, quality: 1 } : match;
  });
  tokens.forEach((token, index) => {
    if (used.has(index) || FUNCTION_WORDS.has(token.word)) return;
    for (const anchor of anchors) {
      const term =
        vocabulary.values.find(
          (candidate) =>
            candidate.field === anchor.term.field &&
            candidate.value !== anchor.term.value &&
            candidate.words.length === 1 &&
            candidate.words[0] === token.word,
        ) ?? tellingWordOf(vocabulary, anchor.term, token.word);
      if (!term || !saidApart(anchor.at, index)) continue;
      used.add(index);
      added.push({ term, start: index, end: index + 1, quality: 1 });
      // The anchor is that field's value too, when it matched something else.
      if (!matches.some((match) => match.start === anchor.at && match.term.field === term.field))
        added.push({ term: anchor.term, start: anchor.at, end: anchor.at + 1, quality: 1 });
      return;
    }
  });
  return [...sides, ...added].sort((a, b) => a.start - b.start);
}

/**
 * "savings compared with checking": a word of one other value of the anchor's field (or of one of
 * its synonyms, "checking account") that no other value of the field uses, said on its own.
 */
function tellingWordOf(
  vocabulary: Vocabulary,
  anchor: ValueTerm,
  word: string,
): ValueTerm | undefined {
  if (word.length < 4) return undefined;
  const holding = vocabulary.values.filter(
    (candidate) => candidate.field === anchor.field && candidate.words.includes(word),
  );
  const values = new Set(holding.map((candidate) => candidate.value));
  if (values.size !== 1 || values.has(anchor.value)) return undefined;
  return holding[0];
}

/** The "yes" of a field whose values are yes and no (a flag kept as text by an import). */
export function yesValue(field: DatasetField): string | undefined {
  if (field.type !== 'category') return undefined;
  const values = (field.values ?? []).map((value) => String(value.value));
  if (values.length === 0 || values.length > 2) return undefined;
  const yes = values.find((value) => /^(yes|y|true|1)$/i.test(value));
  const other = values.filter((value) => value !== yes);
  return yes && other.every((value) => /^(no|n|false|0)$/i.test(value)) ? yes : undefined;
}

/** "not complaints", "excluding email", "other than phone": the words just before a value. */
export function negated(tokens: readonly Token[], start: number): boolean {
  const before = tokens
    .slice(Math.max(0, start - 4), start)
    .map((token) => token.raw)
    .join(' ');
  // "not about the mobile app", "not from the North": a preposition and an article may stand between.
  // "haven't been closed yet", "not yet fully resolved": so may the verb's helpers.
  return /(\bnot|n't|\bnon|\bno|\bnever|\bneither|\bnor|\bexcluding|\bexcept|\bwithout|\bother than|\b(?:yet|still|waiting|awaiting) to)( (yet|been|be|being|got|gotten|ever|even|already|fully|properly|actually|really|still))*( (about|from|in|on|by|via|with|for|regarding|concerning|involving|related to|to|through))?( (the|a|an|our|their))?$/.test(
    before,
  );
}

/** Filters from matched values; several values of one field said apart stay apart (compare). */
export function filtersOf(matches: TermMatch<ValueTerm>[], tokens: Token[]): PlanFilter[] {
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
    // "phone calls": two words for the same value make one filter.
    const repeated = filters.find(
      (filter) =>
        filter.field === match.term.field.name &&
        filter.entity === match.term.field.entity &&
        filter.values.length === 1 &&
        filter.values[0] === match.term.value,
    );
    if (repeated) continue;
    const negate = negated(tokens, match.start);
    filters.push({
      entity: match.term.field.entity,
      field: match.term.field.name,
      values: [match.term.value],
      said,
      ...(negate ? { negate: true } : {}),
      // A partial match (one distinctive word) that fits no field of the chosen entity is dropped.
      ...(match.quality < 1 ? { partial: true } : {}),
    });
  }
  return filters;
}

export function pickEntity(
  vocabulary: Vocabulary,
  filters: PlanFilter[],
  fields: DatasetField[],
  measure: MeasureTerm | undefined,
  text: string,
): DatasetEntity {
  const votes = new Map<DatasetEntity, number>();
  const vote = (entity: DatasetEntity, weight: number) =>
    votes.set(entity, (votes.get(entity) ?? 0) + weight);
  if (measure && (measure.fn || !measure.tool)) vote(measure.measure.entity, 3);
  for (const field of fields) vote(field.entity, 2);
  for (const filter of filters) {
    for (const entity of ['communications', 'cases', 'customers'] as const) {
      if (onEntity(vocabulary, filter, entity)) vote(entity, 1);
    }
  }
  const counts = vocabulary.dictionary.counts;
  if (/\bcases?\b/i.test(text) && counts.cases > 0) vote('cases', 1.5);
  if (
    /\bhow many (?:(?!(?:messages?|communications?|tweets?|posts?|reviews?|comments?|tickets?|calls?|emails?|letters?|chats?|cases?|complaints?)\b)\w+ ){0,3}(customers|clients)\b|\b(customers|clients) (are|in|by|per)\b/i.test(
      text,
    )
  ) {
    if (counts.customers > 0) vote('customers', 2.5);
  }
  vote('communications', 0.5);
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The same filter on the chosen entity: the field of that name, or the field holding the value. */
export function onEntity(
  vocabulary: Vocabulary,
  filter: PlanFilter,
  entity: DatasetEntity,
): PlanFilter | undefined {
  if (filter.entity === entity) return filter;
  const fields = vocabulary.dictionary.fields.filter((candidate) => candidate.entity === entity);
  const named = fields.find((candidate) => candidate.name === filter.field);
  const known = named?.complete ? (named.values ?? []).map(({ value }) => value) : [];
  if (named && (known.length === 0 || filter.values.every((value) => known.includes(value)))) {
    return { ...filter, entity };
  }
  // A field of the same name that lacks the value ("resolved" communications, "closed" cases):
  // the value of the same meaning, or none.
  if (named) {
    const same = filter.values.map((value) =>
      known.find(
        (candidate) =>
          typeof value === 'string' &&
          typeof candidate === 'string' &&
          sameMeaning(normaliseWord(value), normaliseWord(candidate)),
      ),
    );
    if (same.every((value) => value !== undefined)) {
      return { ...filter, entity, values: same as (string | boolean)[] };
    }
  }
  const holding = fields.find((candidate) =>
    filter.values.every((value) => candidate.values?.some((known) => known.value === value)),
  );
  return holding ? { ...filter, entity, field: holding.name } : undefined;
}

export function numericField(field: DatasetField): boolean {
  return field.type === 'number' || field.role === 'sentiment';
}

export function fieldWords(field: DatasetField): string {
  return field.label ?? words(field.name).join(' ');
}

/** The measure a declared one stands for, with the question's own aggregate word winning. */
export function declaredMeasure(
  text: string,
  vocabulary: Vocabulary,
  term: MeasureTerm,
  medianOffered = true,
): Measure | undefined {
  const label = term.measure.label ?? words(term.measure.name).join(' ');
  if (!term.fn || (term.fn !== 'count' && !term.field)) return undefined;
  if (term.fn === 'count') return { kind: 'count', label };
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.name === term.field && candidate.entity === term.measure.entity,
  );
  const boolean = field?.type === 'boolean';
  const middle = boolean ? undefined : typical(text, medianOffered);
  if (middle === 'median') return { kind: 'median', field: term.field!, label };
  if (middle === 'mean')
    return { kind: 'average', field: term.field!, label, meanForTypical: true };
  if (AVERAGE_WORDS.test(text) && !boolean) return { kind: 'average', field: term.field!, label };
  if (term.fn === 'median' && medianOffered) return { kind: 'median', field: term.field!, label };
  if (term.fn === 'median')
    return { kind: 'average', field: term.field!, label, meanForTypical: true };
  if (term.fn === 'sum') return { kind: 'sum', field: term.field!, label };
  return { kind: boolean ? 'rate' : 'average', field: term.field!, label };
}

export function measureOf(
  text: string,
  vocabulary: Vocabulary,
  fieldMatches: TermMatch<FieldTerm>[],
  entity: DatasetEntity,
  medianOffered = true,
): Measure {
  const fields = vocabulary.dictionary.fields;
  const sentiment =
    fields.find(
      (field) => field.entity === entity && field.role === 'sentiment' && field.type === 'number',
    ) ?? fields.find((field) => field.role === 'sentiment' && field.type === 'number');
  const named = fieldMatches
    .map((match) => match.term.field)
    .map(
      (field) =>
        fields.find((candidate) => candidate.entity === entity && candidate.name === field.name) ??
        field,
    )
    .filter((field) => field.entity === entity);
  // "Did solo guests or couples rate us higher?", "rated best": the verb names the number
  // field whose name is a rating.
  const rated =
    /\b(rated|rates|rating|rate (?:us|it|them|the|their|our|this|that|higher|lower|better|worse|best|worst|highest|lowest))\b/i.test(
      text,
    )
      ? fields.find(
          (field) =>
            field.entity === entity &&
            field.type === 'number' &&
            field.role !== 'sentiment' &&
            words(`${field.name} ${field.label ?? ''}`).some((word) =>
              /^rat(ing|ed|e)s?$/.test(word),
            ),
        )
      : undefined;
  const numeric = named.find((field) => numericField(field) && field.type !== 'boolean') ?? rated;
  const flag = named.find((field) => field.type === 'boolean');
  // "how many days does it take": a value of a numeric field in its unit, not a count of records.
  const unit = /\bhow many (\w+)/i.exec(text)?.[1];
  const valueInUnit =
    numeric !== undefined &&
    unit !== undefined &&
    words(`${numeric.name} ${numeric.label ?? ''}`).includes(normaliseWord(unit));
  // "the average number of nights", "the total number of nights": the number field's own value
  // averaged or added up, not a count of records.
  const ofField =
    numeric !== undefined &&
    /\b(average|mean|avg|median|typical|total|combined)\s+(number|count|amount)\s+of\b/i.test(text);
  const counting = COUNT_WORDS.test(text) && !valueInUnit && !ofField;
  // "avg hours to close for urgent requests": an average of the number field, over the flagged.
  const numberAsked =
    numeric !== undefined && (AVERAGE_WORDS.test(text) || MEDIAN_WORDS.test(text));
  if (flag && !counting && !numberAsked)
    return { kind: 'rate', field: flag.name, label: `${fieldWords(flag)} rate` };
  const middle = numeric && numeric.role !== 'sentiment' ? typical(text, medianOffered) : undefined;
  if (numeric && middle === 'median') {
    return { kind: 'median', field: numeric.name, label: `median ${fieldWords(numeric)}` };
  }
  if (numeric && middle === 'mean' && !counting) {
    return {
      kind: 'average',
      field: numeric.name,
      label: `average ${fieldWords(numeric)}`,
      meanForTypical: true,
    };
  }
  const summed =
    SUM_WORDS.test(text) ||
    (IN_TOTAL.test(text) && !AVERAGE_WORDS.test(text)) ||
    (ofField && /\b(total|combined)\s+(number|count|amount)\s+of\b/i.test(text));
  if (numeric && summed && numeric.role !== 'sentiment') {
    return { kind: 'sum', field: numeric.name, label: `total ${fieldWords(numeric)}` };
  }
  if (numeric && !counting) {
    return { kind: 'average', field: numeric.name, label: `average ${fieldWords(numeric)}` };
  }
  const moody = /\b(how|more|less|most|least) (negative|positive)\b/i.test(text) || MOOD.test(text);
  // "What percent of calls were negative in tone": the share of a label, not the average.
  const shareAsked = SHARE_WORDS.test(text) && !AVERAGE_WORDS.test(text);
  if (!counting && sentiment && moody && !LABEL_COUNTED.test(text) && !shareAsked) {
    return { kind: 'average', field: sentiment.name, label: 'average sentiment' };
  }
  if (SHARE_WORDS.test(text) && !counting) return { kind: 'share', label: 'share' };
  return { kind: 'count', label: 'count' };
}

export const GROUP_LEAD =
  /\b(by|per|each|every|across|which|what|whats|top|bottom|among|between|most|least|biggest|largest|busiest|quietest|main|primary|leading|chief|common|commonest|frequent|1)\b/;

export function groupingOf(
  text: string,
  tokens: Token[],
  fieldMatches: TermMatch<FieldTerm>[],
  measureField: string | undefined,
  vocabulary: Vocabulary,
  entity: DatasetEntity,
): Grouping | undefined {
  const lower = text.toLowerCase();
  // The field of the measured entity said with the same words ("reason" of cases, not of messages).
  const onEntityField = (match: TermMatch<FieldTerm>): DatasetField | undefined => {
    if (match.term.field.entity === entity) return match.term.field;
    const same = vocabulary.fields.find(
      (term) => term.field.entity === entity && term.words.join(' ') === match.term.words.join(' '),
    );
    return same?.field;
  };
  const grain =
    /\b(?:which|what|by|per|each|every|busiest|quietest|worst|best|top \d+|on which|in which)\s+(?:\w+\s+)?(day|date|week|month)s?\b|\b(daily|weekly|monthly)\b|\bwhen\b.*\b(peak|spiked?|most|highest|lowest|busiest|quietest|went down|dropped|crash(?:ed)?|outage)\b|\b(?:month|week|day) by (?:month|week|day)\b|\b(?:change[ds]?|trend(?:ed|s)?|evolve[ds]?|develop(?:ed)?)\b.*\bover (?:the |this )?(year|time)\b/.exec(
      lower,
    );
  for (const match of fieldMatches) {
    const field = onEntityField(match);
    if (!field) continue;
    if (field.name === measureField || field.role === 'sentiment' || field.type === 'number')
      continue;
    if (['id', 'text', 'time'].includes(field.role) || field.type === 'boolean') continue;
    const before = tokens
      .slice(Math.max(0, match.start - 3), match.start)
      .map((token) => token.raw)
      .join(' ');
    const after = tokens
      .slice(match.end, match.end + 1)
      .map((token) => token.raw)
      .join(' ');
    // "what share of guests": the records measured, not a grouping by "guest type".
    const ofRecords =
      /\b(share|percent|percentage|proportion|fraction) of( the| all)?$/.test(before) &&
      match.end - match.start < words(fieldWords(field)).length;
    if (ofRecords) continue;
    if (GROUP_LEAD.test(before) || /^(breakdown|split|ranking|mix)$/.test(after)) {
      return { field: field.name, label: fieldWords(field) };
    }
  }
  if (grain && entity !== 'customers') {
    const word =
      grain[1] ??
      grain[2] ??
      (/\bmonth by month\b|\bover (?:the |this )?(year|time)\b/.test(lower) ? 'month' : 'day');
    return TIME_GRAINS[word] ?? TIME_GRAINS['day'];
  }
  return undefined;
}

export const SMALL_NUMBERS: Record<string, number> = {
  three: 3,
  five: 5,
  ten: 10,
  two: 2,
  four: 4,
};

export function limitOf(text: string): number {
  const match =
    /\b(?:top|bottom|first)\s+(\d+|two|three|four|five|ten)\b|\b(\d+|two|three|four|five|ten)\s+(?:most|least|highest|lowest|biggest|largest|busiest|worst|best)\b/i.exec(
      text,
    );
  const word = match?.[1] ?? match?.[2];
  if (!word) return /\b(top|bottom)\b/i.test(text) ? 5 : 1;
  return Math.min(50, SMALL_NUMBERS[word.toLowerCase()] ?? Number(word));
}

/** Words that say something happened on a day: an outage, a spike, a dip. */
const EVENT_WORDS =
  /\b(went|go(?:es)?|was|were|is|are) (down|offline|out)\b|\b(outages?|broke(?:n)?|crash(?:ed|es)?|fail(?:ed|ure)|incidents?|disruptions?|spike[ds]?|surge[ds]?|peak(?:ed)?|unusual|anomal\w*|happened|went wrong|dip(?:ped)?|dropp?(?:ed)?|plunge[ds]?|slump(?:ed)?)\b/;
/** A fall said of the series itself: the lowest day is asked. */
const FALL_WORDS = /\b(dip(?:ped)?|dropp?(?:ed)?|plunge[ds]?|slump(?:ed)?|quiet(?:est)?)\b/;
/** "Sentiment went down": for a measure other than a count, a fall. */
const DOWN_WORDS = /\b(went|go(?:es)?) down\b/;

/** Most or least: "worst" and "most negative" sentiment are the lowest values. */
export function rankOf(
  text: string,
  grouping: Grouping | undefined,
  measure: Measure,
): QuestionPlan['rank'] {
  if (!grouping) return undefined;
  const lower = text.toLowerCase();
  const sentimentLike = measure.kind === 'average' && /sentiment|score|rating/i.test(measure.label);
  let direction: 'asc' | 'desc' | undefined;
  if (
    sentimentLike &&
    /\b(worst|most negative|lowest|least positive|unhappiest|angriest)\b/.test(lower)
  )
    direction = 'asc';
  else if (sentimentLike && /\b(best|most positive|highest|happiest|least negative)\b/.test(lower))
    direction = 'desc';
  else if (MOST.test(lower)) direction = 'desc';
  // "the worst customer service" counted: the most of it; "the best": the fewest.
  else if (measure.kind === 'count' && /\bworst\b/.test(lower)) direction = 'desc';
  else if (measure.kind === 'count' && /\bbest\b/.test(lower)) direction = 'asc';
  else if (LEAST.test(lower)) direction = 'asc';
  // "Our phone lines went down in August: which day was it?": an event on one day of a daily
  // series is the day that stands out, the peak of a count (or the dip, when a fall is said).
  else if (grouping.time && /\b(which|what|when)\b/.test(lower) && EVENT_WORDS.test(lower)) {
    direction =
      FALL_WORDS.test(lower) || (measure.kind !== 'count' && DOWN_WORDS.test(lower))
        ? 'asc'
        : 'desc';
  }
  if (!direction) return undefined;
  // "the second most common", not "the second half" or "the third quarter" (periods).
  const ordinal =
    /\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\b(?!\s+(?:half|quarter|week|month|day|year)\b)/.exec(
      lower,
    )?.[1];
  const position = ordinal
    ? { second: 2, third: 3, fourth: 4, fifth: 5, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 }[ordinal]
    : undefined;
  return { direction, limit: limitOf(lower), ...(position ? { position } : {}) };
}

/** Words nothing in the data stands for (what the answer says it cannot answer). */
export function leftovers(
  tokens: Token[],
  used: Set<number>,
  blocked: Set<number>,
  known: Set<string>,
  text?: string,
  /** Receives the chat shorthand left out ("abt"), for when nothing else was understood. */
  noise: string[] = [],
  /** Words of the data a misspelling may stand for ("complants" for "complaint"). */
  dataWords: ReadonlySet<string> = known,
): string[] {
  const unknown: string[] = [];
  tokens.forEach((token, index) => {
    if (used.has(index) || blocked.has(index)) return;
    const word = token.word;
    if (FUNCTION_WORDS.has(word) || /^\d+(st|nd|rd|th)?$/.test(word) || word.length < 3) return;
    if (known.has(word) || /^(q[1-4]|h[12])$/.test(word)) return;
    // "haven't", "isn't": a negation, read with the value it negates.
    if (/n't$/.test(word)) return;
    // "proportionally": the share asked, read as the measure.
    if (/^proportion(al|ate)ly$/.test(word)) return;
    // A name written with a capital inside the sentence ("Texas") is no misspelt everyday word.
    const name = text !== undefined && token.index > 0 && /^\p{Lu}/u.test(text.charAt(token.index));
    if (!name && typoOfFunctionWord(word)) return;
    // "complants", "complained": a misspelling or another form of a word the data uses.
    if (!name && [...dataWords].some((other) => other !== word && wordCloseness(word, other) > 0))
      return;
    // "a human agent": another word for a value the question already named.
    if ([...used].some((at) => tokens[at]!.word !== word && sameMeaning(tokens[at]!.word, word)))
      return;
    if (!name && casualShorthand(tokens, index, text)) {
      noise.push(token.raw);
      return;
    }
    unknown.push(token.raw);
  });
  return unknown;
}

/**
 * "abt", "r", "ur": a short word written in lower case that heads nothing is chat shorthand, not
 * a subject the data lacks ("NPS" in capitals, or "nps score", is asked about).
 */
function casualShorthand(tokens: Token[], index: number, text: string | undefined): boolean {
  const token = tokens[index]!;
  if (token.raw.length > 3 || /\d/.test(token.raw)) return false;
  if (text !== undefined && text.slice(token.index, token.index + token.raw.length) !== token.raw)
    return false;
  const next = tokens[index + 1]?.raw ?? '';
  const previous = tokens[index - 1]?.raw ?? '';
  return !HEAD_AFTER.test(next) && !HEAD_BEFORE.test(previous) && !HEAD_BEFORE.test(next);
}

/** "whcih", "negatve": a misspelt everyday word is no subject the data lacks. */
export function typoOfFunctionWord(word: string): boolean {
  if (word.length < 4) return false;
  const sorted = [...word].sort().join('');
  for (const known of FUNCTION_WORDS) {
    if (known.length < 4 || Math.abs(known.length - word.length) > 1) continue;
    const apart = distance(word, known);
    if (apart <= 1 || (apart === 2 && sorted === [...known].sort().join(''))) return true;
  }
  return false;
}

/** The word heads what is asked: "performance percentage", "how many followers", "share price". */
export const HEAD_AFTER =
  /^(percentage|percent|rate|share|ratio|time|score|price|level|value|count|number|performance|figure|split|breakdown|distribution)$/;
export const HEAD_BEFORE = /^(average|mean|median|total|typical|many|much|share|avg)$/;

export function unknownHeads(tokens: Token[], unknown: readonly string[]): boolean {
  return tokens.some((token, index) => {
    if (!unknown.includes(token.raw)) return false;
    const next = tokens[index + 1]?.raw ?? '';
    const previous = tokens[index - 1]?.raw ?? '';
    const earlier = tokens[index - 2]?.raw ?? '';
    return HEAD_AFTER.test(next) || HEAD_BEFORE.test(previous) || HEAD_BEFORE.test(earlier);
  });
}

/** A name the data does not hold ("TikTok", "JetBlue"): capitalised inside the sentence. */
export function namesMissing(question: string, unknown: readonly string[]): boolean {
  const missing = new Set(unknown.map((word) => word.toLowerCase()));
  return [...question.matchAll(/[\p{L}][\p{L}\p{N}'-]*/gu)].some(
    (match) => match.index > 0 && /^\p{Lu}/u.test(match[0]) && missing.has(match[0].toLowerCase()),
  );
}

export function tokensIn(tokens: Token[], from: number, to: number): Set<number> {
  const inside = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.index >= from && token.index < to) inside.add(index);
  });
  return inside;
}

/**
 * Whether a word names the records themselves, as the data's own name and description call
 * them ("requests" of "Service requests"): "the total number of requests" counts them.
 */
export function namesTheRecords(vocabulary: Vocabulary, word: string): boolean {
  const dictionary = vocabulary.dictionary;
  const said = normaliseWord(word.toLowerCase());
  return words(`${dictionary.name} ${dictionary.description ?? ''}`).some(
    (own) => own.length > 2 && normaliseWord(own) === said,
  );
}

/** The words the data set describes itself with (its name, description, field roles). */
export function selfWords(vocabulary: Vocabulary): Set<string> {
  const dictionary = vocabulary.dictionary;
  return new Set(
    words(
      `${dictionary.name} ${dictionary.description ?? ''} ${dictionary.fields
        .map((field) => `${field.role} ${field.name} ${field.label ?? ''}`)
        .join(' ')}`,
    ).filter((word) => word.length > 2),
  );
}

export function stem(word: string): string {
  return word.replace(/(ations?|ion|ing|ed|es|e)$/, '');
}

/** The offered tool whose description covers the words nothing else matched, if one clearly does. */
export function specialisedTool(
  unknown: string[],
  tools: readonly ToolHint[] | undefined,
): string | undefined {
  if (!tools || unknown.length === 0) return undefined;
  const said = unknown.map(normaliseWord).filter((word) => word.length >= 4);
  let best: { name: string; score: number } | undefined;
  const described = tools.map((tool) => {
    const text = `${tool.name.replace(/_/g, ' ')} ${tool.description}`;
    // "hand-off" is also written "handoff".
    const joined = [...text.matchAll(/(\w+)-(\w+)/g)].map((match) =>
      normaliseWord(`${match[1]}${match[2]}`),
    );
    return new Set([...words(text), ...joined]);
  });
  tools.forEach((tool, index) => {
    let score = 0;
    for (const word of said) {
      const hit = (known: string) => known === word || stem(known) === stem(word);
      if (![...described[index]!].some(hit)) continue;
      const spread = described.filter((set) => [...set].some(hit)).length;
      score += 1 / spread;
    }
    if (score > 0 && (!best || score > best.score)) best = { name: tool.name, score };
  });
  return best && best.score * 2 >= said.length * 0.5 ? best.name : undefined;
}

export function contextPeriod(context: QuestionInput['context']): Period | undefined {
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

export const COMPARE_WORDS =
  /\b(vs\.?|versus|compared?|comparison|against|than|or|differ(ence)?)\b/i;
export const CHANGE_WORDS =
  /\b(increase[ds]?|decrease[ds]?|improve[ds]?|worsen(ed)?|worse|better|deteriorat(e|ed|ing)|declin(e|ed|ing)|drop(ped)?)\b|\b(change[ds]?|grow|grew|rise|rose|fall|fell|move[ds]?|evolve[ds]?|go|went|develop(ed)?|shift(ed)?)\b/i;

/** Words periods are read from: never "corrected" into an everyday word ("three" is not "there"). */
export const PERIOD_WORDS =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|first|second|third|fourth|half|quarter|spring|summer|autumn|fall|winter|date|ytd|mtd|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;

/**
 * Everyday words misspelt ("whcih", "wats") put right before parsing, so "which" still asks for a
 * ranking; a word the data itself uses is never touched ("chat" is not "that").
 */
const QUESTION_WORDS = ['which', 'what', 'whats', 'when', 'where', 'whose', 'many', 'much'];

export function correctTypos(question: string, vocabulary: Vocabulary): string {
  return question.replace(/[A-Za-z]{4,}/g, (written) => {
    const word = written.toLowerCase();
    const normal = normaliseWord(word);
    // "whichs the busiest": a question word run into its "is".
    if (QUESTION_WORDS.includes(normal) && !QUESTION_WORDS.includes(word) && word === `${normal}s`)
      return `${written.slice(0, -1)}'s`;
    if (FUNCTION_WORDS.has(word) || FUNCTION_WORDS.has(normal) || vocabulary.known.has(normal))
      return written;
    if (PERIOD_WORDS.test(word) || MOOD.test(word) || isEnglishWord(word)) return written;
    const sorted = [...word].sort().join('');
    // Question words first: "wich" is "which" before it is "with".
    for (const known of [...QUESTION_WORDS, ...FUNCTION_WORDS]) {
      if (known.length < 4 || Math.abs(known.length - word.length) > 1 || /\d|'/.test(known))
        continue;
      // Only into a word as written ("handl", a stem, is no word to correct "hand" into).
      if (known.length >= 5 && !isEnglishWord(known) && !QUESTION_WORDS.includes(known)) continue;
      const apart = distance(word, known);
      if (apart === 2 && sorted === [...known].sort().join('')) return known;
      if (apart !== 1) continue;
      // One letter changed in a short word is more often another word ("real" is not "read").
      const substituted = word.length === known.length;
      if (substituted && (word.length < 5 || word.charAt(0) !== known.charAt(0))) continue;
      return known;
    }
    return written;
  });
}
