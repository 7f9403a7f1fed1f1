import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';
import {
  AVERAGE_WORDS,
  COUNT_WORDS,
  MOOD,
  onEntity,
  RECORD_NOUNS,
  SHARE_WORDS,
  TIME_GRAINS,
} from './question-reading';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';
import { brokenLimitFlags } from './within-limit';

/**
 * The parsed plan checked against what the question asks, by rules over the data dictionary:
 * the measure a ranking or comparison is made on (an average of a number field the question
 * names), a count of one value of a number field ("five-star"), the unit counted ("customers",
 * "cases"), the population and part of a share, the topic "what do they write about most" asks
 * for, and measures the data has no field for ("how old", "how much compensation"), which are
 * declined rather than answered with a nearby figure.
 */

/** A word's stem for matching a question's word to a field's: "stayed", "stays" → "stay". */
export function stemOf(word: string): string {
  let stem = word.toLowerCase();
  for (const suffix of ['ings', 'ing', 'ed', 'es', 's']) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/** The raw words of a text, camelCase and snake_case split. */
function rawWords(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words too plain to name a field by ("rate", "number"): a measure's head, not its subject. */
const PLAIN = new Set(['rate', 'rates', 'number', 'count', 'value', 'total', 'amount', 'score']);

function fieldStems(field: DatasetField): Set<string> {
  const all = [field.name, field.label ?? '', ...(field.synonyms ?? [])].flatMap(rawWords);
  return new Set(all.filter((word) => !PLAIN.has(word)).map(stemOf));
}

/** Number fields of the entity that a word of the question names ("rated" → "star rating"). */
export function namedNumberFields(
  question: string,
  dictionary: DataDictionary,
  entity: DatasetEntity,
  skip: ReadonlySet<string> = new Set(),
): DatasetField[] {
  const said = rawWords(question)
    .filter((word) => !PLAIN.has(word) && !skip.has(word) && word.length >= 3)
    .map(stemOf);
  // A word shared with a field of another kind ("SLA" of "SLA hours" and "SLA breached") names
  // neither number field on its own.
  const shared = new Set(
    dictionary.fields
      .filter((field) => field.entity === entity && field.type !== 'number')
      .flatMap((field) => [...fieldStems(field)]),
  );
  return dictionary.fields.filter(
    (field) =>
      field.entity === entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.filled > 0 &&
      said.some((stem) => stem.length >= 3 && !shared.has(stem) && fieldStems(field).has(stem)),
  );
}

function fieldLabel(field: DatasetField): string {
  return field.label ?? rawWords(field.name).join(' ');
}

const HIGH =
  /\b(best|highest|longest|most|largest|biggest|top|greatest|better|higher|longer|more)\b/i;
const LOW =
  /\b(worst|lowest|shortest|least|fewest|smallest|poorest|worse|lower|shorter|less|fewer)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const N = '(\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)';
const W = '([a-z]+)';
/** Bounds said around a number and a field's word, and the operator each means. */
const BOUNDS: { pattern: RegExp; op: 'gt' | 'gte' | 'lt' | 'lte'; wordFirst?: boolean }[] = [
  {
    pattern: new RegExp(`\\b${N}[- ]${W}\\s+or\\s+(?:less|fewer|below|lower|under)\\b`, 'gi'),
    op: 'lte',
  },
  {
    pattern: new RegExp(`\\b${N}[- ]${W}\\s+or\\s+(?:more|above|higher|over|greater)\\b`, 'gi'),
    op: 'gte',
  },
  {
    pattern: new RegExp(
      `\\b(?:at least|no fewer than|no less than|a minimum of)\\s+${N}[- ]${W}`,
      'gi',
    ),
    op: 'gte',
  },
  {
    pattern: new RegExp(`\\b(?:at most|no more than|up to|a maximum of)\\s+${N}[- ]${W}`, 'gi'),
    op: 'lte',
  },
  {
    pattern: new RegExp(
      `\\b(?:more than|over|above|longer than|greater than)\\s+${N}[- ]${W}`,
      'gi',
    ),
    op: 'gt',
  },
  {
    pattern: new RegExp(
      `\\b(?:less than|fewer than|under|below|shorter than)\\s+${N}[- ]${W}`,
      'gi',
    ),
    op: 'lt',
  },
  {
    pattern: new RegExp(
      `\\b${W}\\s+(?:of\\s+)?(?:above|over|greater than|more than|higher than)\\s+${N}\\b`,
      'gi',
    ),
    op: 'gt',
    wordFirst: true,
  },
  {
    pattern: new RegExp(
      `\\b${W}\\s+(?:of\\s+)?(?:below|under|less than|lower than)\\s+${N}\\b`,
      'gi',
    ),
    op: 'lt',
    wordFirst: true,
  },
];

/** "3 stars or less", "more than 5 nights": a bound on a number field the question names. */
function numberBounds(question: string, dictionary: DataDictionary, plan: QuestionPlan): string[] {
  const spans: string[] = [];
  for (const { pattern, op, wordFirst } of BOUNDS) {
    for (const match of question.matchAll(pattern)) {
      const [n, word] = wordFirst ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
      const amount = NUMBER_WORDS[n.toLowerCase()] ?? Number(n);
      const field = namedNumberFields(word, dictionary, plan.entity)[0];
      if (!field || plan.filters.some((filter) => filter.field === field.name)) continue;
      plan.filters.push({
        entity: plan.entity,
        field: field.name,
        values: [amount],
        said: match[0],
        op,
      });
      spans.push(match[0]);
      if (plan.measure.field === field.name && !AVERAGE_WORDS.test(question)) {
        plan.measure = SHARE_WORDS.test(question)
          ? { kind: 'share', label: 'share' }
          : { kind: 'count', label: 'count' };
      }
      const stems = fieldStems(field);
      const bound = rawWords(match[0]);
      plan.unknown = plan.unknown.filter(
        (said) =>
          !rawWords(said).every(
            (part) => stems.has(stemOf(part)) || /^\d/.test(part) || bound.includes(part),
          ),
      );
    }
  }
  return spans;
}

/** "five-star reviews", "3 nights": one value of a small-scaled number field, as a filter. */
function numberValueFilter(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  const before = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ]([a-z]+)\b/gi;
  // "a rating of 2", "score = 5": the field first, then its value.
  const after = /\b([a-z]+)\s+(?:of|=|at|was|is)\s+(\d{1,2})\b(?![-.:/]?\d)/gi;
  const said = [
    ...[...question.matchAll(before)].map((match) => ({
      said: match[0],
      n: match[1]!,
      word: match[2]!,
    })),
    ...[...question.matchAll(after)].map((match) => ({
      said: match[0],
      n: match[2]!,
      word: match[1]!,
    })),
  ];
  for (const match of said) {
    const amount = NUMBER_WORDS[match.n.toLowerCase()] ?? Number(match.n);
    const field = namedNumberFields(match.word, dictionary, plan.entity).find(
      (candidate) =>
        candidate.distinct > 0 &&
        candidate.distinct <= 20 &&
        (typeof candidate.min !== 'number' || amount >= candidate.min) &&
        (typeof candidate.max !== 'number' || amount <= candidate.max),
    );
    if (!field || plan.filters.some((filter) => filter.field === field.name)) continue;
    plan.filters.push({
      entity: plan.entity,
      field: field.name,
      values: [amount],
      said: match.said,
    });
    if (plan.groupBy?.field === field.name) delete plan.groupBy;
    if (plan.measure.field === field.name && !AVERAGE_WORDS.test(question)) {
      plan.measure = SHARE_WORDS.test(question)
        ? { kind: 'share', label: 'share' }
        : { kind: 'count', label: 'count' };
    }
  }
}

/**
 * "Which hotel has the best rating", "are suites rated better than standard rooms", "which month
 * had the longest stays on average": a ranking or comparison made on a number field the question
 * names is made on that field's average, not on the count of records.
 */
function numberMeasure(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' || plan.lookup || plan.records || plan.tool) return;
  if (COUNT_WORDS.test(question)) return;
  const ranks = plan.groupBy !== undefined && plan.rank !== undefined;
  const compares = plan.compare !== undefined && 'field' in plan.compare;
  if (!ranks && !compares && !AVERAGE_WORDS.test(question)) return;
  const taken = new Set(
    [...plan.filters, ...(plan.measure.part ?? [])].flatMap((filter) => rawWords(filter.said)),
  );
  const groupField =
    plan.groupBy?.field ??
    (compares && plan.compare && 'field' in plan.compare ? plan.compare.field : undefined);
  const field = namedNumberFields(question, dictionary, plan.entity, taken).find(
    (candidate) =>
      candidate.name !== groupField &&
      !plan.filters.some((filter) => filter.field === candidate.name),
  );
  if (!field) return;
  const median = /\b(median|typical(ly)?)\b/i.test(question);
  plan.measure = {
    kind: median ? 'median' : 'average',
    field: field.name,
    label: `${median ? 'median' : 'average'} ${fieldLabel(field)}`,
  };
  const stems = fieldStems(field);
  plan.unknown = plan.unknown.filter((word) => !rawWords(word).every((w) => stems.has(stemOf(w))));
  if (plan.rank) {
    const low = LOW.exec(question);
    const high = HIGH.exec(question);
    plan.rank.direction = low && (!high || low.index < high.index) ? 'asc' : 'desc';
  }
}

/** Words that head a number without naming another ("session length", "stay duration"). */
const NUMBER_HEADS =
  /^(length|lengths|duration|durations|size|sizes|level|levels|amount|figure|figures)$/;

/**
 * "the highest average session length": the words of a number field the question names, and a
 * plain head after them, are understood, not a measure the data lacks.
 */
function numberFieldWords(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  if (plan.unknown.length === 0 || plan.lookup) return;
  const fields = namedNumberFields(question, dictionary, plan.entity);
  if (fields.length === 0) return;
  const stems = new Set(fields.flatMap((field) => [...fieldStems(field)]));
  const left = plan.unknown.filter(
    (word) => !rawWords(word).every((part) => stems.has(stemOf(part)) || NUMBER_HEADS.test(part)),
  );
  if (left.length === plan.unknown.length) return;
  plan.unknown = left;
  if (left.length === 0) delete plan.unknownIsAsked;
}

/** "the median number of days to close", "average nights": a number field named by its unit. */
function unitMeasure(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  medianOffered: boolean,
): void {
  const dictionary = vocabulary.dictionary;
  const asked =
    /\b(average|mean|median|typical)\s+(?:number\s+of\s+)?(?:[a-z]+\s+){0,2}?(days|hours|minutes|nights|weeks|months|years)\b/i.exec(
      question,
    );
  if (!asked || plan.lookup || plan.tool) return;
  const unit = stemOf(asked[2]!);
  const median = /\b(median|typical)\b/i.test(asked[1]!) && medianOffered;
  const kind = median ? 'median' : 'average';
  const field = dictionary.fields.find(
    (candidate) =>
      candidate.entity === plan.entity &&
      candidate.type === 'number' &&
      candidate.filled > 0 &&
      fieldStems(candidate).has(unit),
  );
  if (field) {
    if (plan.measure.field === field.name) return;
    plan.measure = { kind, field: field.name, label: `${kind} ${fieldLabel(field)}` };
    plan.filters = plan.filters.filter((filter) => filter.field !== field.name);
    return;
  }
  // A declared measure over a number field, named by the unit ("days to close").
  const declared = vocabulary.measures.find(
    (term) =>
      term.field &&
      term.fn !== 'count' &&
      term.measure.entity === plan.entity &&
      [term.measure.label ?? '', ...(term.measure.synonyms ?? [])]
        .flatMap(rawWords)
        .some((word) => stemOf(word) === unit),
  );
  if (!declared?.field || plan.measure.field === declared.field) return;
  const name = declared.measure.label ?? rawWords(declared.measure.name).join(' ');
  plan.measure = { kind, field: declared.field, label: name };
  plan.filters = plan.filters.filter(
    (filter) => !rawWords(filter.said).some((word) => rawWords(name).includes(word)),
  );
}

/** "What do guests at X write about most?": the records' topic, not a field the subject names. */
function topicRanking(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  if (!/^\s*what\s+(?:do|does|did|are|were|is|was)\b[^?]*\babout\b/i.test(question)) return;
  if (!/\b(most|mostly|often|frequently|commonly|usually)\b/i.test(question)) return;
  const own = dictionary.fields.filter(
    (field) => field.entity === plan.entity && field.type === 'category' && field.distinct > 1,
  );
  const topic =
    own.find((field) => field.role === 'category') ??
    own.find((field) => field.role === 'subcategory');
  if (!topic || plan.groupBy?.field === topic.name) return;
  plan.groupBy = { field: topic.name, label: fieldLabel(topic) };
  plan.rank = { direction: 'desc', limit: 1 };
  if (plan.measure.kind !== 'count') plan.measure = { kind: 'count', label: 'count' };
}

/** "Which priority misses its SLA most often": each group's rate of the flag, not its size. */
function flagRateRanking(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (!plan.groupBy || !plan.rank || plan.measure.kind !== 'count') return;
  if (COUNT_WORDS.test(question)) return;
  if (!/\b(often|likely|frequently|rate|share|percentage|proportion)\b/i.test(question)) return;
  const flag =
    brokenLimitFlags(question, vocabulary, plan.entity)[0] ??
    plan.filters.find(
      (filter) =>
        filter.values.length === 1 &&
        filter.values[0] === true &&
        !filter.negate &&
        vocabulary.dictionary.fields.some(
          (field) => field.name === filter.field && field.type === 'boolean',
        ),
    );
  const named = flag ? undefined : namedFlag(question, vocabulary.dictionary, plan.entity);
  if (!flag && !named) return;
  const flagField = flag?.field ?? named!.name;
  const field = vocabulary.dictionary.fields.find((candidate) => candidate.name === flagField);
  plan.filters = plan.filters.filter((filter) => filter.field !== flagField);
  plan.measure = {
    kind: 'rate',
    field: flagField,
    label: `${field ? fieldLabel(field) : flagField} rate`,
  };
  const stems = field ? fieldStems(field) : new Set<string>();
  plan.unknown = plan.unknown.filter(
    (word) =>
      !rawWords(flag?.said ?? '').includes(word) &&
      !stems.has(stemOf(word)) &&
      !/^(likely|often|frequently)$/.test(word),
  );
}

/** A yes/no field of the entity a content word of the question names ("recommended"). */
function namedFlag(
  question: string,
  dictionary: DataDictionary,
  entity: DatasetEntity,
): DatasetField | undefined {
  const said = rawWords(question)
    .filter((word) => word.length >= 4 && !FUNCTION_WORDS.has(normaliseWord(word)))
    .map(stemOf);
  const flags = dictionary.fields.filter(
    (field) =>
      field.entity === entity &&
      field.type === 'boolean' &&
      field.filled > 0 &&
      [...fieldStems(field)].some(
        (stem) => stem.length >= 4 && !FUNCTION_WORDS.has(stem) && said.includes(stem),
      ),
  );
  return flags.length === 1 ? flags[0] : undefined;
}

/** Where the first word a filter was said with stands in the question (-1: not found). */
function saidAt(lower: string, filter: PlanFilter): number {
  const first = rawWords(filter.said)[0];
  if (!first) return -1;
  const match = new RegExp(`\\b${first.replace(/[^\p{L}\p{N}]/gu, '')}`, 'u').exec(lower);
  return match ? match.index : -1;
}

/**
 * "What proportion of complaints are about Payments & Transfers?": the population is what
 * follows "proportion of" (complaints), the part what follows the verb; never a share without a
 * part.
 */
function sharePart(question: string, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'share') return;
  const lower = question.toLowerCase();
  // "What share of complaints come from students": when the parse put the population said
  // after "share of" as the part and the words after the verb as the population, swap them.
  if ((plan.measure.part?.length ?? 0) > 0) {
    swapSides(lower, plan);
    return;
  }
  if (plan.filters.length === 0) return;
  const shareAt = Math.max(
    0,
    lower.search(/\b(share|proportion|percentage|percent|fraction|ratio)\b/),
  );
  const verb =
    /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|come|comes|being|with|about|mention\w*)\b/.exec(
      lower.slice(shareAt),
    );
  const cutAt = verb ? shareAt + verb.index : -1;
  const ordered = [...plan.filters].sort((a, b) => saidAt(lower, a) - saidAt(lower, b));
  let part = cutAt >= 0 ? ordered.filter((filter) => saidAt(lower, filter) >= cutAt) : [];
  if (part.length === 0) part = ordered.slice(-1);
  plan.measure.part = part;
  plan.filters = plan.filters.filter((filter) => !part.includes(filter));
}

/** Where the verb after "share of …" stands: the population comes before it, the part after. */
function cutOf(lower: string): number {
  const shareAt = lower.search(/\b(share|proportion|percentage|percent|fraction)\s+of\b/);
  if (shareAt < 0) return -1;
  const verb =
    /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|come|comes|being|with|about|mention\w*)\b/.exec(
      lower.slice(shareAt),
    );
  return verb ? shareAt + verb.index : -1;
}

function swapSides(lower: string, plan: QuestionPlan): void {
  const cutAt = cutOf(lower);
  const part = plan.measure.part!;
  if (cutAt < 0 || plan.filters.length === 0) return;
  const positions = [...part, ...plan.filters].map((filter) => saidAt(lower, filter));
  if (positions.some((at) => at < 0)) return;
  const partBefore = part.every((filter) => saidAt(lower, filter) < cutAt);
  const restAfter = plan.filters.every((filter) => saidAt(lower, filter) >= cutAt);
  if (!partBefore || !restAfter) return;
  const population = part;
  plan.measure.part = plan.filters;
  plan.filters = population;
}

/** Entities by the nouns a question counts them with. */
const UNIT_NOUNS: [RegExp, DatasetEntity][] = [
  [/^(customer|client|account holder|user|member|guest|consumer)s?$/, 'customers'],
  [/^cases?$/, 'cases'],
  [/^(message|communication|contact|interaction|conversation)s?$/, 'communications'],
];

function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 6 || Math.abs(a.length - b.length) > 1) return false;
  // One letter dropped, added or changed ("custmers").
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * The entity a "how many …" or "share of …" counts, by the head of its noun phrase ("customer
 * due diligence cases" counts cases; "business customers" counts customers).
 */
function countedEntity(question: string): DatasetEntity | undefined {
  const opener =
    /\b(?:how many|number of|count of|share of|proportion of|percentage of|percent of|fraction of)\s+((?:[\p{L}'-]+\s*){1,6})/iu.exec(
      question,
    );
  if (!opener) return undefined;
  const phrase: string[] = [];
  for (const word of opener[1]!.toLowerCase().split(/\s+/).filter(Boolean)) {
    // The phrase ends at the first word of how the question goes on ("do", "are", "in", "r").
    if (phrase.length > 0 && (word.length <= 2 || FUNCTION_WORDS.has(normaliseWord(word)))) {
      if (!UNIT_NOUNS.some(([pattern]) => pattern.test(word))) break;
    }
    phrase.push(word);
  }
  const nouns = ['customers', 'clients', 'cases', 'messages', 'communications', 'contacts'];
  let found: DatasetEntity | undefined;
  for (const word of phrase) {
    const spelled = nouns.find((noun) => nearlyEqual(word, noun)) ?? word;
    const unit = UNIT_NOUNS.find(([pattern]) => pattern.test(spelled));
    found = unit?.[1];
  }
  return found;
}

/**
 * "how many customers are in Wales", "how many messages did they send": the unit named decides
 * what is counted, when that entity holds every filter; distinct customers of other records
 * cannot be counted by the tools, and the answer says so.
 */
function countedUnit(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' && plan.measure.kind !== 'share') return;
  if (plan.lookup || plan.tool || plan.records || plan.topic) return;
  const target = countedEntity(question);
  if (!target || target === plan.entity) return;
  const counts = vocabulary.dictionary.counts;
  const all = [...plan.filters, ...(plan.measure.part ?? [])];
  const moved = all.map((filter) => onEntity(vocabulary, filter, target));
  if (counts[target] > 0 && moved.every(Boolean)) {
    const part = plan.measure.part ? moved.slice(plan.filters.length) : undefined;
    plan.entity = target;
    plan.filters = moved.slice(0, plan.filters.length) as PlanFilter[];
    if (part) plan.measure.part = part as PlanFilter[];
    if (plan.groupBy && !onEntity(vocabulary, { ...all[0]!, field: plan.groupBy.field }, target))
      delete plan.groupBy;
    return;
  }
  const links = vocabulary.dictionary.fields.some(
    (field) => field.entity === plan.entity && field.role === 'customer' && field.filled > 0,
  );
  if (target === 'customers' && links && plan.filters.length + all.length > 0) {
    plan.cannot = 'a count of distinct customers';
  }
}

const ATTRIBUTES: Record<string, string> = {
  old: 'age',
  young: 'age',
  tall: 'height',
  heavy: 'weight',
  far: 'distance',
  rich: 'wealth',
  wealthy: 'wealth',
  expensive: 'price',
  cheap: 'price',
};

const COMPARATIVE =
  /^(more|less|longer|shorter|higher|lower|bigger|smaller|faster|slower|better|worse)$/;

/**
 * A measure the data has no field for: "how old are …" (age), "how much compensation …".
 * Declined rather than answered with a count of whatever else the question names.
 */
function missingAttribute(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool) return;
  const dictionary = vocabulary.dictionary;
  const adjective = /\bhow\s+(old|young|tall|heavy|far|rich|wealthy|expensive|cheap)\b/i.exec(
    question,
  );
  if (adjective) {
    const attribute = ATTRIBUTES[adjective[1]!.toLowerCase()]!;
    const held = namedNumberFields(`${attribute} ${adjective[1]}`, dictionary, plan.entity);
    if (held.length === 0) {
      const said = [attribute, adjective[1]!.toLowerCase()];
      plan.unknown = [attribute, ...plan.unknown.filter((word) => !said.includes(word))];
      plan.unknownIsAsked = true;
    }
    return;
  }
  const much = /\bhow\s+much\s+([\p{L}-]+)/iu.exec(question);
  if (!much) return;
  const noun = much[1]!.toLowerCase();
  if (COMPARATIVE.test(noun)) return;
  const numeric = plan.measure.field !== undefined && plan.measure.kind !== 'rate';
  if (FUNCTION_WORDS.has(normaliseWord(noun))) {
    // "How much did we pay out": an amount of money, which only a number field could hold.
    const money =
      /\b(pay|paid|spend|spent|cost|charge[ds]?|earn(ed)?|owe[ds]?|refund(ed)?)\b/i.exec(question);
    if (money && !numeric && namedNumberFields(question, dictionary, plan.entity).length === 0) {
      plan.unknown = [`amount ${money[1]!.toLowerCase()}`, ...plan.unknown];
      plan.unknownIsAsked = true;
    }
    return;
  }
  if (numeric || namedNumberFields(noun, dictionary, plan.entity).length > 0) return;
  plan.unknown = [noun, ...plan.unknown.filter((word) => !rawWords(word).includes(noun))];
  plan.unknownIsAsked = true;
}

/** Words that open a noun phrase: what follows them up to the noun modifies it. */
const DETERMINERS = new Set(
  'the a an our your their my its many all of any some those these much more fewer most each every no'.split(
    ' ',
  ),
);

/**
 * "What is the average price per night?" where "price" is only a topic of the records: the
 * number asked is one the data lacks, not the average of another number field the question
 * also names ("night" of "nights stayed").
 */
function averagedValue(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const asked =
    /\b(?:average|mean|median|typical)\s+([\p{L}-]+)(?:\s+(per|a|each)\s+([\p{L}-]+))?/iu.exec(
      question,
    );
  if (!asked || plan.lookup || plan.tool || !plan.measure.field) return;
  const head = asked[1]!.toLowerCase();
  if (PLAIN.has(head) || FUNCTION_WORDS.has(normaliseWord(head))) return;
  const dictionary = vocabulary.dictionary;
  const measured = dictionary.fields.find((field) => field.name === plan.measure.field);
  if (!measured || fieldStems(measured).has(stemOf(head))) return;
  if (namedNumberFields(head, dictionary, plan.entity).length > 0) return;
  const isValue = plan.filters.some((filter) => rawWords(filter.said).includes(head));
  if (!isValue && !plan.unknown.includes(head)) return;
  const phrase = asked[2] ? `${head} ${asked[2]} ${asked[3]!.toLowerCase()}` : head;
  plan.unknown = [phrase, ...plan.unknown.filter((word) => word !== head)];
  plan.unknownIsAsked = true;
}

/**
 * "the open rate of the marketing emails": a word the data lacks, said right before the records
 * measured or a value that picks them, leaves the population unknown: decline, do not count a
 * wider one.
 */
function unknownModifier(question: string, plan: QuestionPlan): void {
  if (plan.unknownIsAsked || plan.unknown.length === 0 || plan.lookup || plan.topic) return;
  const tokens = rawWords(question);
  const saidFirst = new Set(
    [...plan.filters, ...(plan.measure.part ?? [])].map((filter) => rawWords(filter.said)[0]),
  );
  for (const word of plan.unknown) {
    if (word.includes(' ') || MOOD.test(word)) continue;
    const at = tokens.indexOf(word.toLowerCase());
    const next = tokens[at + 1];
    if (at < 1 || !next) continue;
    // Only a word inside the noun phrase measured ("the marketing emails", "many verified
    // reviews"), not one of how the question goes on ("cases are marked high priority").
    if (!DETERMINERS.has(tokens[at - 1]!)) continue;
    if (
      saidFirst.has(next) ||
      RECORD_NOUNS.test(next) ||
      UNIT_NOUNS.some(([unit]) => unit.test(next))
    ) {
      plan.unknownIsAsked = true;
      return;
    }
  }
}

/**
 * "service cases": a word the parser left over that is, whole, a value of exactly one field of
 * the records measured is that value.
 */
function leftoverValues(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  for (const word of [...plan.unknown]) {
    if (word.includes(' ')) continue;
    const said = normaliseWord(word);
    const holding = vocabulary.dictionary.fields.filter(
      (field) =>
        field.entity === plan.entity &&
        field.type === 'category' &&
        (field.values ?? []).some(({ value }) => normaliseWord(String(value)) === said),
    );
    if (holding.length !== 1) continue;
    const field = holding[0]!;
    const value = field.values!.find((item) => normaliseWord(String(item.value)) === said)!.value;
    const same = plan.filters.find(
      (filter) => filter.field === field.name && filter.values.length === 1 && !filter.negate,
    );
    plan.unknown = plan.unknown.filter((other) => other !== word);
    if (!same) {
      plan.filters.push({ entity: plan.entity, field: field.name, values: [value], said: word });
    } else if (!plan.compare && SET_APART.test(question) && same.values[0] !== value) {
      // "Is Android rated better than iOS": the two values of one field, side by side.
      const [first, second] =
        question.toLowerCase().indexOf(word.toLowerCase()) <
        question.toLowerCase().indexOf(rawWords(same.said)[0] ?? '')
          ? [String(value), String(same.values[0])]
          : [String(same.values[0]), String(value)];
      plan.compare = { field: field.name, values: [first, second] };
      plan.filters = plan.filters.filter((filter) => filter !== same);
      delete plan.groupBy;
      delete plan.rank;
    }
  }
}

/** Words that set two values apart rather than adding them up. */
const SET_APART = /\b(vs\.?|versus|compared?|against|than|differ\w*|between)\b/i;

/**
 * "Which channel is most likely to breach?" when the breached records (cases) have no channel:
 * the grouping asked is a field only other records hold, so the data cannot answer it as asked.
 */
function groupingElsewhere(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.groupBy || plan.compare || plan.lookup || plan.tool || plan.topic) return;
  const asked = /\b(?:which|by|per|each)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu.exec(question);
  if (!asked) return;
  const said = rawWords(asked[1]!);
  const names = (field: DatasetField) =>
    [field.label ?? '', ...rawWords(field.name).join(' ').split(',')].some((name) => {
      const own = rawWords(name);
      return own.length > 0 && own.every((word, at) => said[at] === word);
    });
  const fields = vocabulary.dictionary.fields.filter(
    (field) => field.type === 'category' && field.filled > 0 && names(field),
  );
  if (fields.length === 0 || fields.some((field) => field.entity === plan.entity)) return;
  const field = fields[0]!;
  plan.unknown = [`${field.label ?? rawWords(field.name).join(' ')} of ${plan.entity}`];
  plan.unknownIsAsked = true;
}

/**
 * "Which day had the most complaints about cancelled flights": a grouping by the field a filter
 * already holds to one value ranks nothing; the time grain the question names is the grouping.
 */
function degenerateGrouping(question: string, plan: QuestionPlan): void {
  const group = plan.groupBy;
  if (!group || group.time) return;
  const fixed = plan.filters.some(
    (filter) =>
      filter.field === group.field && filter.values.length === 1 && !filter.negate && !filter.op,
  );
  if (!fixed) return;
  const grain = /\b(?:which|what|busiest|quietest|per|by|each)\s+(day|date|week|month)\b/i.exec(
    question,
  );
  if (grain) {
    plan.groupBy = TIME_GRAINS[grain[1]!.toLowerCase()]!;
    if (plan.rank) plan.rank.limit = Math.max(plan.rank.limit, 1);
    return;
  }
  delete plan.groupBy;
  delete plan.rank;
}

/** The plan, checked and completed against the question's words (see the file's comment). */
export function refinePlan(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  medianOffered = true,
): QuestionPlan {
  const dictionary = vocabulary.dictionary;
  numberFieldWords(question, dictionary, plan);
  missingAttribute(question, vocabulary, plan);
  if (!plan.lookup && !plan.topic) leftoverValues(question, vocabulary, plan);
  unknownModifier(question, plan);
  groupingElsewhere(question, vocabulary, plan);
  averagedValue(question, vocabulary, plan);
  if (plan.unknownIsAsked) return plan;
  countedUnit(question, vocabulary, plan);
  numberBounds(question, dictionary, plan);
  numberValueFilter(question, dictionary, plan);
  unitMeasure(question, vocabulary, plan, medianOffered);
  topicRanking(question, dictionary, plan);
  degenerateGrouping(question, plan);
  flagRateRanking(question, vocabulary, plan);
  numberMeasure(question, dictionary, plan);
  sharePart(question, plan);
  // "least likely to", "most often": how a rate is said, not a subject the data lacks.
  if (plan.measure.kind === 'rate' || plan.measure.kind === 'share') {
    plan.unknown = plan.unknown.filter((word) => !/^(likely|often|frequently)$/.test(word));
  }
  return plan;
}
