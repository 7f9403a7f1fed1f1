import type { DatasetField } from '../../../../../src/agent/dataset';
import spoken from './spoken-measures.json';
import { dropFieldWords, valueCounted, withoutGroupingName } from './amounts';
import { countedInCurrency } from './currency-asked';
import { withoutValuePhrases } from './measured-values';
import {
  fieldLabel,
  fieldStems,
  fieldWords,
  namedNumberFields,
  rawWords,
  stemOf,
} from './number-fields';
import type { Measure, QuestionPlan } from './question-plan';
import { recordHead } from './record-head';
import { COUNT_WORDS, namesTheRecords } from './question-reading';
import { typical } from './question-measure';
import { sameMeaning } from './thesaurus';
import { FUNCTION_WORDS, holdsNothing, normaliseWord, type Vocabulary } from './vocabulary';

/**
 * A measure said in words rather than by a field's name: "how far on average" is a distance
 * field's average, "how much did we pay out" the sum of the money paid out, "which site takes
 * longest to sort out" groups ranked by a duration's average, "the biggest quotes" a value's
 * average. The kinds of quantity and their everyday words are data (spoken-measures.json); the
 * fields come from the dictionary: a field is of a kind when its name, label or synonyms hold
 * one of the kind's words. Sum or average follows the question's wording ("in total",
 * "altogether", "how much did we …", "cost us the most in" add up; "on average", "typical",
 * "biggest", "longest" average), else the kind's usual one.
 */

interface Quantity {
  fieldWords: string[];
  asked: string[];
  usual: 'sum' | 'average';
  /** Money: a noun said ("fee", "tip") must be one the field is named by, or the data lacks it. */
  nounsMustMatch?: boolean;
  /** A rating: asked by its meaning ("satisfied") it is asked instead of the sentiment. */
  replacesSentiment?: boolean;
  /** "how many items": nouns that, counted, ask the field's value rather than the records. */
  countNouns?: string[];
}

const QUANTITIES = Object.entries(spoken.quantities as Record<string, Quantity>).map(
  ([kind, quantity]) => ({ kind, ...quantity, pattern: phrases(quantity.asked) }),
);
const SUMMING = new RegExp(
  `${phrases(spoken.summing).source}|\\bhow much (?:did|have|has|do|does|had)\\b`,
  'i',
);
const AVERAGING = phrases(spoken.averaging);
/** A total said in so many words ("in total", "altogether"), not "how much" alone. */
const TOTAL_WORDS = phrases(spoken.summing);
/** Tone or mood said ("negative", "angriest", "tone"): the sentiment is asked, not a rating. */
const TONE = phrases(spoken.tone);
/** "How did X rate us", "rated": the verb of a rating, not a rate. */
const RATE_VERB =
  /\brat(?:e|es|ed|ing)\s+(?:us|our|their|the|them|it|this|that|his|her)\b|\brated\b/i;
/**
 * "how many items", "how many people … on average": a quantity counted per record, when the
 * records hold a field of that kind ("How many feedback items are from members?" of data with no
 * item count counts the records, whatever other quantity a word names).
 */
function countedQuantity(question: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  return QUANTITIES.some(
    (quantity) =>
      (quantity.countNouns ?? []).length > 0 &&
      new RegExp(`\\bhow many (?:[a-z]+ )?(?:${quantity.countNouns!.join('|')})\\b`, 'i').test(
        question,
      ) &&
      fieldsOfKind(vocabulary, plan, quantity).length > 0,
  );
}
const PER_RECORD = /\b(?:on average|average|avg|mean|typically|usually|together)\b/i;
/** The words of how a sum or average is said ("cost us the most in"). */
const SAYING = new Set([...spoken.summing, ...spoken.averaging].flatMap(rawWords));

/** A superlative of one record ("the longest", "the biggest"). */
const SUPERLATIVE =
  /\b(longest|shortest|quickest|fastest|slowest|biggest|largest|highest|lowest|smallest|priciest|cheapest)\b/i;

/** Words that carry how a measure is asked, never a subject of their own. */
const CARRIER = new Set(
  'how much long far take takes took taken taking to us we our has have had did do does get got out in the on of it sort sorted time badly really noticeably significantly suddenly most'.split(
    ' ',
  ),
);

/** Acts whose time a duration field reports ("hours to resolve", "minutes to first response"). */
const PROCESS = ['resolve', 'complete', 'respond', 'repair', 'handle', 'process', 'turnaround'].map(
  normaliseWord,
);

function phrases(list: readonly string[]): RegExp {
  // The longest phrase first: "travelling together" is read whole, not as "travelling".
  const longestFirst = [...list].sort((a, b) => b.length - a.length);
  const escaped = longestFirst.map((phrase) => phrase.replace(/\s+/g, '\\s+'));
  return new RegExp(`\\b(?:${escaped.join('|')})(?:s|es)?\\b`, 'i');
}

/**
 * The quantities a question says, the one said by the longest phrase first. A word the data set
 * calls its records by ("claims" of a claims log, "refunds" of a refunds log) says no quantity.
 */
function saidQuantities(question: string, vocabulary?: Vocabulary) {
  return QUANTITIES.flatMap((quantity) => {
    const said = [...question.matchAll(new RegExp(quantity.pattern.source, 'gi'))].filter(
      (match) => !vocabulary || !recordHead(vocabulary, match[0]),
    );
    return said.length > 0 ? [{ quantity, length: Math.max(...said.map((m) => m[0].length)) }] : [];
  })
    .sort((a, b) => b.length - a.length)
    .map(({ quantity }) => quantity);
}

/** The number fields of the plan's records a quantity's words name. */
function fieldsOfKind(vocabulary: Vocabulary, plan: QuestionPlan, quantity: Quantity) {
  const kindWords = new Set(quantity.fieldWords);
  return vocabulary.dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.role !== 'sentiment' &&
      field.filled > 0 &&
      !holdsNothing(field) &&
      fieldWords(field).some((word) => kindWords.has(word)),
  );
}

/** Whether a question's word names one of the field's words, by form or sense. */
function namesFieldWord(word: string, field: DatasetField): boolean {
  const own = normaliseWord(word);
  return fieldWords(field).some(
    (other) => stemOf(other) === stemOf(word) || sameMeaning(own, normaliseWord(other)),
  );
}

/**
 * The nouns of the kind the question says ("delivery fee"), with the word before each: when no
 * field of the kind is named by one, that is the measure the data lacks.
 */
function nounsSaid(question: string, quantity: Quantity, vocabulary: Vocabulary): string[] {
  const kindWords = new Set(quantity.fieldWords);
  const said = rawWords(question);
  return said.flatMap((word, at) => {
    if (!kindWords.has(word) || recordHead(vocabulary, word)) return [];
    // "which district cost us the most", "what did they cost": a verb, not a noun.
    if (spoken.summing.includes(`${word} ${said[at + 1] ?? ''}`)) return [];
    if (/^(they|it|we|you|these|those|them)$/.test(said[at - 1] ?? '')) return [];
    const before = said[at - 1];
    const modifier =
      before && !FUNCTION_WORDS.has(normaliseWord(before)) && !SAYING.has(before) ? before : '';
    return [modifier ? `${modifier} ${word}` : word];
  });
}

/**
 * Whether a noun said of a quantity ("fee", "goodwill payment") names the field: its head does, or
 * the word before it is the field's own name and the head a plain noun of the kind ("goodwill
 * payment" of a goodwill amount, "refund sum").
 */
function nounNamesField(noun: string, field: DatasetField): boolean {
  const [modifier, head] = noun.includes(' ') ? noun.split(' ') : [undefined, noun];
  return (
    namesFieldWord(head!, field) || (modifier !== undefined && namesFieldWord(modifier, field))
  );
}

/** The one field of the kind the question means: named, or the only one, or named by sense. */
function pickField(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  pool: DatasetField[],
  quantity?: Quantity & { kind: string },
): DatasetField | undefined {
  if (pool.length === 0) return undefined;
  if (quantity?.nounsMustMatch) {
    const nouns = nounsSaid(question, quantity, vocabulary);
    pool = pool.filter((field) => nouns.every((noun) => nounNamesField(noun, field)));
    if (pool.length === 0) return undefined;
  }
  const named = namedNumberFields(question, vocabulary.dictionary, plan.entity).filter((field) =>
    pool.includes(field),
  );
  if (named.length === 1) return named[0];
  if (pool.length === 1) return pool[0];
  const said = rawWords(question).map(normaliseWord);
  const meant = pool.filter((field) =>
    fieldWords(field).some((own) => said.some((word) => word.length > 2 && sameMeaning(word, own))),
  );
  if (meant.length === 1) return meant[0];
  // "slowed down", "takes longer" with no act named: the time a process takes (to resolve,
  // close, respond), not a lateness or a wait the records report.
  if (quantity?.kind !== 'duration' || /\b(late|lateness|delay\w*|wait\w*)\b/i.test(question))
    return undefined;
  // "take to prepare food": an act no field times is not any process's time.
  const act = timedAct(question);
  if (act && !pool.some((field) => namesFieldWord(act, field))) return undefined;
  const process = pool.filter((field) =>
    fieldWords(field).some((own) => PROCESS.some((act) => sameMeaning(normaliseWord(own), act))),
  );
  return process.length === 1 ? process[0] : undefined;
}

/** Sum or average, as the question says it, else the quantity's usual one. */
function aggregation(question: string, quantity: Quantity): 'sum' | 'average' {
  const summing = SUMMING.test(question);
  const averaging = AVERAGING.test(question);
  if (averaging && !summing) return 'average';
  if (summing && !averaging) return 'sum';
  // "the average total", "biggest … in total": the words closer to the end decide.
  if (summing && averaging) {
    const lastSum = question.search(SUMMING);
    const lastAverage = question.search(AVERAGING);
    return /\b(average|avg|mean|typical|typically|usual|usually)\b/i.test(question) &&
      lastAverage < lastSum
      ? 'average'
      : 'sum';
  }
  return quantity.usual;
}

function measureOf(
  field: DatasetField,
  kind: 'sum' | 'average',
  question: string,
  medianOffered: boolean,
): Measure {
  const label = fieldLabel(field);
  if (kind === 'sum') return { kind: 'sum', field: field.name, label: `total ${label}` };
  if (typical(question, medianOffered) === 'median')
    return { kind: 'median', field: field.name, label: `median ${label}` };
  return { kind: 'average', field: field.name, label: `average ${label}` };
}

/** Drops the unknown words the measure's saying accounts for ("has cost", "finish", "far"). */
function dropSaidWords(
  question: string,
  plan: QuestionPlan,
  quantity: Quantity,
  field: DatasetField,
) {
  const stems = fieldStems(field);
  const asked = new Set([...quantity.asked, ...quantity.fieldWords].flatMap(rawWords));
  const heard = [...asked].map(normaliseWord);
  // "takes longest to finish", "time to complete": the act that is timed.
  const timed = [...question.matchAll(/\b(?:to|in)\s+([a-z]+)(?:\s+(?:out|up|off))?\b/gi)].map(
    (match) => match[1]!.toLowerCase(),
  );
  const own = (word: string) =>
    CARRIER.has(word) ||
    SAYING.has(word) ||
    asked.has(word) ||
    heard.some((other) => sameMeaning(normaliseWord(word), other)) ||
    stems.has(stemOf(word)) ||
    AVERAGING.test(word) ||
    SUMMING.test(word) ||
    (quantity.usual === 'average' && timed.includes(word));
  dropFieldWords(plan, field, /^$/);
  plan.unknown = plan.unknown.filter((said) => !rawWords(said).every(own));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** The act a duration is asked of: "take to prepare", "time to deliver", "long to fix". */
function timedAct(question: string): string | undefined {
  return /\b(?:take|takes|took|taking|time|long|longer|longest)\s+(?:\w+\s+)?to\s+([a-z]+)/i
    .exec(question)?.[1]
    ?.toLowerCase();
}

/** A money noun said that no field of its kind is named by, when the data has such fields. */
function lackedNoun(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  quantity: Quantity,
): string | undefined {
  if (!quantity.nounsMustMatch) return undefined;
  const pool = fieldsOfKind(vocabulary, plan, quantity);
  if (pool.length === 0) return undefined;
  return nounsSaid(question, quantity, vocabulary).find(
    (noun) =>
      !pool.some((field) => nounNamesField(noun, field)) &&
      !vocabulary.known.has(noun.split(' ').at(-1)!),
  );
}

/**
 * "How long do restaurants take to prepare food" where the durations are a lateness and hours to
 * resolve: the time of an act no duration field is named by, which the data lacks.
 */
function lackedAct(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  quantity: Quantity & { kind: string },
): string | undefined {
  if (quantity.kind !== 'duration') return undefined;
  const pool = fieldsOfKind(vocabulary, plan, quantity);
  const act = timedAct(question);
  if (pool.length < 2 || !act || CARRIER.has(act)) return undefined;
  if (pool.some((field) => namesFieldWord(act, field)) || vocabulary.known.has(normaliseWord(act)))
    return undefined;
  return `time to ${act}`;
}

/** The number field a quantity said in words names ("how far": the one distance field). */
export function spokenField(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): DatasetField | undefined {
  for (const quantity of saidQuantities(question, vocabulary)) {
    if (!quantity.pattern.test(question)) continue;
    const field = pickField(
      question,
      vocabulary,
      plan,
      fieldsOfKind(vocabulary, plan, quantity),
      quantity,
    );
    if (field) return field;
  }
  return undefined;
}

/** Sets the plan's measure to the quantity the question says in words (see the file's comment). */
/**
 * "Stars Club members" of a yes/no field labelled so: the names of a flag the question filters on
 * (its label or a synonym of two words or more, said as written) name that flag, not a quantity
 * ("stars") of another field.
 */
function withoutFlagNames(question: string, vocabulary: Vocabulary, plan: QuestionPlan): string {
  let text = question;
  for (const filter of plan.filters) {
    if (filter.op || typeof filter.values[0] !== 'boolean') continue;
    const field = vocabulary.dictionary.fields.find(
      (candidate) => candidate.name === filter.field && candidate.entity === filter.entity,
    );
    for (const name of [field?.label ?? '', ...(field?.synonyms ?? [])]) {
      const spelled = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      if (spelled.length < 2) continue;
      text = text.replace(new RegExp(`\\b${spelled.join('\\W+')}\\w*`, 'giu'), ' ');
    }
  }
  return text;
}

/** Every plain noun of a kind of quantity ("payment", "amount", "fee", "minutes"). */
const QUANTITY_NOUNS = new Set(QUANTITIES.flatMap((quantity) => quantity.fieldWords));

/**
 * "the average goodwill payment", "the refund amounts over £50": a plain noun of a quantity said
 * right after the measured field's own name is that field, not a subject the data lacks. The field
 * must hold that kind of quantity: money (counted in a currency) for a money noun, or a field of
 * the noun's kind; "rental revenue" of rental days, "household revenue" of people in a household
 * name a figure the data lacks.
 */
function fieldNounsKnown(asked: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const numbers = vocabulary.dictionary.fields.filter(
    (candidate) =>
      candidate.entity === plan.entity && candidate.type === 'number' && candidate.role !== 'id',
  );
  if (numbers.length === 0 || plan.unknown.length === 0) return;
  const said = rawWords(asked);
  plan.unknown = plan.unknown.filter((unknown) => {
    const noun = unknown.toLowerCase();
    if (noun.includes(' ')) return true;
    const singular = noun.replace(/s$/, '');
    if (!QUANTITY_NOUNS.has(noun) && !QUANTITY_NOUNS.has(singular)) return true;
    const kinds = QUANTITIES.filter(
      (quantity) => quantity.fieldWords.includes(noun) || quantity.fieldWords.includes(singular),
    );
    const holdsKind = (field: DatasetField) =>
      kinds.some(
        (quantity) =>
          (quantity.nounsMustMatch && countedInCurrency(field)) ||
          fieldsOfKind(vocabulary, plan, quantity).includes(field),
      );
    return !said.some(
      (word, at) =>
        word === noun &&
        at > 0 &&
        numbers.some((field) => holdsKind(field) && namesFieldWord(said[at - 1]!, field)),
    );
  });
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

export function spokenMeasure(
  asked: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  medianOffered = true,
): void {
  fieldNounsKnown(asked, vocabulary, plan);
  if (plan.lookup || plan.records || plan.topic || plan.cannot) return;
  // "the most refund requests": a value's name says no quantity; nor does the grouped field's
  // ("which pay method has the most appeals").
  const question = withoutFlagNames(
    withoutGroupingName(withoutValuePhrases(asked, plan), vocabulary.dictionary, plan),
    vocabulary,
    plan,
  );
  if (plan.tool) {
    // "What tip did residents leave": a tool a leftover word matched ("leave") does not
    // answer a money noun the data lacks.
    const lacked = QUANTITIES.map((quantity) =>
      quantity.pattern.test(question)
        ? lackedNoun(question, vocabulary, plan, quantity)
        : undefined,
    ).find(Boolean);
    if (!lacked) {
      // "the average time from opened to closed": a quantity a field of the records holds, said
      // in a word a tool's description also uses ("time"), is that field's, not the tool's.
      const held =
        plan.measure.kind === 'count' ? spokenField(question, vocabulary, plan) : undefined;
      if (!held) return;
      delete plan.tool;
      delete plan.toolRow;
    } else {
      delete plan.tool;
      delete plan.toolRow;
      plan.unknown = [lacked];
      plan.unknownIsAsked = true;
      return;
    }
  }
  const measured = plan.measure;
  const counting = measured.kind === 'count';
  // "How many jobs …" counts them; "how many miles …" asks the field's value.
  if (
    counting &&
    COUNT_WORDS.test(question) &&
    !/\bhow many (miles|km|kilomet|hours|minutes|days)/i.test(question) &&
    !countedQuantity(question, vocabulary, plan) &&
    !(/\bhow many\b/i.test(question) && PER_RECORD.test(question))
  )
    return;
  const rating = ratingAsked(question, vocabulary, plan);
  if (!counting && !rating && !['average', 'median', 'sum'].includes(measured.kind)) return;
  // "The longest repair time" of all records asks a maximum, which no average answers.
  const compared = plan.groupBy || plan.rank || plan.compare;
  if (
    !compared &&
    SUPERLATIVE.test(question) &&
    !/\b(average|avg|mean|typical|typically|usual|usually|on the whole)\b/i.test(question)
  )
    return;
  for (const quantity of saidQuantities(question, vocabulary)) {
    if (!quantity.pattern.test(question)) continue;
    if (quantity.replacesSentiment && TONE.test(question)) continue;
    const field = pickField(
      question,
      vocabulary,
      plan,
      fieldsOfKind(vocabulary, plan, quantity),
      quantity,
    );
    if (field && quantity.replacesSentiment) return rateBy(question, plan, quantity, field);
    if (!field) {
      // "the average delivery fee" where the money fields are an order value and a refund.
      const missing =
        lackedNoun(question, vocabulary, plan, quantity) ??
        lackedAct(question, vocabulary, plan, quantity);
      if (missing) {
        plan.unknown = [missing, ...plan.unknown.filter((said) => !missing.includes(said))];
        plan.unknownIsAsked = true;
        return;
      }
      continue;
    }
    // A measure the question named by another field stays.
    if (!counting && measured.field !== field.name) return;
    if (plan.groupBy?.field === field.name) return;
    if (valueCounted(question, plan, field)) return;
    // A flag's two sides differ in size: their averages compare, unless a total is said.
    // "How much do VIPs get refunded on average, versus …": "how much" alone says no total.
    const sides = plan.compare && 'labels' in plan.compare && !TOTAL_WORDS.test(question);
    const kind = sides ? 'average' : aggregation(question, quantity);
    if (!counting && (measured.kind === kind || (kind === 'average' && measured.kind === 'median')))
      return dropSaidWords(question, plan, quantity, field);
    plan.measure = measureOf(field, kind, question, medianOffered);
    // "the average delivery": a value matched on the records' own noun picks no records.
    plan.filters = plan.filters.filter(
      (filter) =>
        !filter.partial ||
        !rawWords(filter.said).every((word) => namesTheRecords(vocabulary, word)),
    );
    // "Which site slowed down in December": the group whose average is longest is asked.
    const slowed =
      /\b(slow(?:ed|s)? down|got slower|spe(?:ed|eds|eding|d|eded) up|got (?:faster|quicker))\b/i.exec(
        question,
      );
    if (plan.groupBy && !plan.groupBy.time && slowed && quantity.kind === 'duration')
      plan.rank = { ...plan.rank, direction: /slow/i.test(slowed[1]!) ? 'desc' : 'asc', limit: 1 };
    // "the slowest site" has the longest times; "the quickest" the shortest.
    const speed = /\b(fastest|quickest|speediest|shortest|slowest|longest)\b/i.exec(question);
    if (plan.rank && speed && quantity.kind === 'duration')
      plan.rank.direction = /slowest|longest/i.test(speed[1]!) ? 'desc' : 'asc';
    dropSaidWords(question, plan, quantity, field);
    return;
  }
}

/**
 * Whether the plan's measure gives way to a rating the question asks by its meaning: the
 * sentiment's average ("how satisfied", "happiest with") or a rate read from the verb "rate"
 * ("how did they rate us"), where no tone or mood is said.
 */
function ratingAsked(question: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  if (TONE.test(question)) return false;
  const measured = plan.measure;
  const sentiment = vocabulary.dictionary.fields.some(
    (field) => field.name === measured.field && field.role === 'sentiment',
  );
  if (sentiment) return measured.kind === 'average' || measured.kind === 'median';
  return (
    (measured.kind === 'share' || measured.kind === 'rate') &&
    !measured.field &&
    RATE_VERB.test(question)
  );
}

/** The rating's average as the measure, groups ranked the way the words say. */
function rateBy(
  question: string,
  plan: QuestionPlan,
  quantity: (typeof QUANTITIES)[number],
  field: DatasetField,
): void {
  const measured = plan.measure;
  const replaced =
    measured.kind === 'count' ||
    measured.field !== field.name ||
    !['average', 'median'].includes(measured.kind);
  if (replaced && plan.groupBy?.field === field.name) return;
  if (replaced) {
    // "How did Riverside residents rate us": the part of a share read from "rate" is a filter.
    plan.filters = [...plan.filters, ...(measured.part ?? [])];
    plan.measure = measureOf(field, 'average', question, true);
  }
  // "the most satisfied customers": a mood label read from the rating's word is the rating.
  plan.filters = plan.filters.filter(
    (filter) => filter.negate || !quantity.pattern.test(filter.said) || filter.field === field.name,
  );
  const worst = /\b(worst|lowest|least|unhappiest|poorest|bottom|less)\b/i.test(question);
  const best = /\b(best|highest|most|happiest|top|more)\b/i.test(question);
  if (plan.groupBy && !plan.groupBy.time && (worst || best)) {
    plan.rank = { limit: 1, ...plan.rank, direction: worst ? 'asc' : 'desc' };
  }
  plan.unknown = plan.unknown.filter((said) => !quantity.pattern.test(said));
  dropSaidWords(question, plan, quantity, field);
}
