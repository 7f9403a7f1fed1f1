import { aboutTopic, aboutValueNotFlag } from './about-topic';
import { valueInsideFlagName } from './value-inside-flag';
import { longerValueSaid } from './longer-value-said';
import { distinctCount } from './distinct-count';
import { comparativeRanking } from './comparative-ranking';
import { sentimentSign } from './sentiment-sign';
import { recordExtreme } from './record-extreme';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, TIME_GRAINS } from './question-reading';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';
import { findPeriods } from './period';
import { sharePart } from './share-sides';
import { countedUnit } from './counted-unit';
import { linkedRecords } from './linked-records';
import { flagRateRanking } from './flag-rate-ranking';
import { flagPopulation } from './flag-population';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { actingField } from './acting-field';
import { datedField, datedStateNotLookAlike, undatedRecords } from './dated-field';
import { valueRate } from './value-rates';
import { contactCounted, creationWords, verbValues } from './verb-values';
import { measureNouns } from './measure-nouns';
import { nameLookup } from './name-lookup';
import { timeOfWeek, withoutHourWords } from './time-of-week';
import { totalAsked } from './aggregate-words';
import { thingGrouping } from './thing-grouping';
import { askedAspect } from './asked-aspect';
import { restComparison } from './rest-comparison';
import { averagedBound } from './average-bound';
import { dateMeasure } from './date-measure';
import { shareDenominator } from './share-denominator';
import { countedPresence, countedValues } from './counted-presence';
import { amountMeasure, durationMeasure } from './amounts';
import { measuredValues } from './measured-values';
import { numberWordValue } from './number-word-value';
import { flagWholeShare } from './flag-whole-share';
import { spokenMeasure } from './spoken-measures';
import { flagAxis } from './flag-axis';
import { unheldDuration } from './unheld-duration';
import { listGrouping } from './list-grouping';
import { askedInUnit, fieldInOtherTimeUnit, isTimeUnitWord } from './time-units';
import { unheldMeasure } from './unheld-measure';
import { moreOftenShare } from './more-often-share';
import { relativeShare } from './relative-share';
import { perPeriod } from './per-period';
import { missingGrouping } from './missing-grouping';
import { periodPeak } from './period-peak';
import { periodExtreme } from './period-extreme';
import { groupLag } from './group-lag';
import { countedRecords } from './counted-records';
import { whyChangeWords, whyCounts } from './event-change';
import { receivedAmount } from './received-amount';
import { holdingVerbs } from './holding-verbs';
import { lookupAttribute } from './lookup-attribute';
import { personAttribute } from './person-attribute';
import { languageAsked, namesAsked } from './unheld-readings';
import { eventBesideDate } from './event-beside-date';
import { individualsAsked } from './named-individuals';
import {
  fieldLabel,
  fieldStems,
  namedNumberFields,
  numberBounds,
  numberFieldWords,
  numberValueFilter,
  PLAIN,
  rawWords,
  stemOf,
} from './number-fields';
import {
  averagedValue,
  emptyFieldNamed,
  unheldAverage,
  groupingElsewhere,
  missingAttribute,
  unknownModifier,
} from './plan-declines';
import { unknownContent } from './unknown-content';
import { recordVerbs } from './record-verbs';
import { dimensionSuperlatives } from './dimension-superlatives';
import { oneValuePerField } from './one-value-per-field';
import { leftOutRanking } from './left-out-ranking';

export { namedNumberFields, stemOf } from './number-fields';

/**
 * The parsed plan checked against what the question asks, by rules over the data dictionary:
 * the measure a ranking or comparison is made on (an average of a number field the question
 * names), a count of one value of a number field ("five-star"), the unit counted ("customers",
 * "cases"), the population and part of a share, the topic "what do they write about most" asks
 * for, and measures the data has no field for ("how old", "how much compensation"), which are
 * declined rather than answered with a nearby figure.
 */

const HIGH =
  /\b(best|highest|longest|most|largest|biggest|top|greatest|better|higher|longer|more)\b/i;
const LOW =
  /\b(worst|lowest|shortest|least|fewest|smallest|poorest|worse|lower|shorter|less|fewer)\b/i;

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
  // "which had more claims": the records themselves are what is compared.
  if (moreRecords(question, dictionary)) return;
  const taken = new Set(
    [...plan.filters, ...(plan.measure.part ?? [])].flatMap((filter) => rawWords(filter.said)),
  );
  // "Delay vs Delay - strike": a word the compared values use is theirs, unless said again.
  if (compares && plan.compare && 'field' in plan.compare) {
    const asked = rawWords(question);
    const valued = plan.compare.values.flatMap((value) => rawWords(value));
    for (const word of new Set(valued)) {
      const times = (list: string[]) => list.filter((other) => other === word).length;
      if (times(asked) <= times(valued)) taken.add(word);
    }
  }
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

/** "more claims", "the fewest appeals": more or fewer of the data's own records. */
function moreRecords(question: string, dictionary: DataDictionary): boolean {
  const own = new Set(
    rawWords(`${dictionary.name} ${dictionary.description ?? ''}`)
      .filter((word) => word.length > 3)
      .map(stemOf),
  );
  return [...question.matchAll(/\b(?:more|most|fewer|fewest|less|least)\s+([a-z]+)\b/gi)].some(
    (match) => own.has(stemOf(match[1]!.toLowerCase())),
  );
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
    ) ??
    // "By how many minutes were trains delayed on average?": the unit counted, averaged.
    (/\b(on average|typically|usually|normally|on a typical)\b/i.test(question)
      ? /\bhow\s+()many\s+(days|hours|minutes|nights|weeks|months|years)\b/i.exec(question)
      : null) ??
    // "avg time on hold in hours": an average asked in a unit of time, of no number found yet.
    (AVERAGE_WORDS.test(question) && !plan.measure.field
      ? /\b(?:in|into)\s+()(days|hours|minutes|weeks)\b(?!\s+(?:ago|before|after|back|since))/i.exec(
          question,
        )
      : null);
  if (!asked || plan.lookup || plan.tool) return;
  const unit = stemOf(asked[2]!);
  const median =
    /\b(median|typical|usual|normal)/i.test(
      asked[1] || question.match(/\b(typical|usual|normal)/i)?.[0] || '',
    ) && medianOffered;
  const kind = median ? 'median' : 'average';
  const timed = dictionary.fields.filter(
    (candidate) =>
      candidate.entity === plan.entity &&
      candidate.type === 'number' &&
      candidate.filled > 0 &&
      fieldStems(candidate).has(unit),
  );
  // Of several in that unit, the one another telling word of the question names ("delayed",
  // "to respond"), never a joining word all their names share ("days to …").
  const said = new Set(
    rawWords(question)
      .filter((word) => word.length > 2 && !FUNCTION_WORDS.has(word))
      .map(stemOf),
  );
  const field =
    timed.find((candidate) =>
      [...fieldStems(candidate)].some((stem) => stem !== unit && said.has(stem)),
    ) ?? timed[0];
  // "How many hours were they off supply on average?" of a field counted in minutes: a field
  // counted in another unit of time, named by another word of the question, converted later
  // into the unit asked (askedInUnit).
  const inOtherUnit =
    timed.length === 0 ? fieldInOtherTimeUnit(question, dictionary, plan.entity) : undefined;
  if (field ?? inOtherUnit) {
    const chosen = (field ?? inOtherUnit)!;
    if (plan.measure.field !== chosen.name) {
      plan.measure = { kind, field: chosen.name, label: `${kind} ${fieldLabel(chosen)}` };
      plan.filters = plan.filters.filter((filter) => filter.field !== chosen.name);
    }
    if (inOtherUnit) {
      // The unit and the field's words are understood now.
      const understood = new Set(fieldStems(chosen));
      plan.unknown = plan.unknown.filter(
        (word) =>
          !rawWords(word).every(
            (part) =>
              understood.has(stemOf(part)) ||
              isTimeUnitWord(part) ||
              PLAIN.has(part) ||
              FUNCTION_WORDS.has(normaliseWord(part)) ||
              AVERAGE_WORDS.test(part) ||
              /^(?:time|duration)$/.test(part),
          ),
      );
      if (plan.unknown.length === 0) delete plan.unknownIsAsked;
    }
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

/**
 * "service cases": a word the parser left over that is, whole, a value of exactly one field of
 * the records measured is that value.
 */
function leftoverValues(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  for (const word of [...plan.unknown]) {
    if (word.includes(' ')) continue;
    const said = normaliseWord(word);
    const spelled = (value: unknown) => normaliseWord(String(value)) === said;
    // "the most escalations" for a value "escalated": another form of a one-word value, or of
    // the word several values start with ("cancellations" of "Cancelled by Ward", "Cancelled by
    // Patient"), which are then all meant.
    const oneWord = (value: unknown) => /^[a-z]+$/i.test(String(value));
    const formOf = (value: unknown) => {
      if (word.length < 6) return false;
      if (oneWord(value)) return sameRoot(word, String(value));
      // Another form, not the same noun ("flights" says nothing of "Flight Booking Problems").
      const first = String(value).split(/[^\p{L}]+/u)[0] ?? '';
      return (
        first.length >= 5 &&
        normaliseWord(first.toLowerCase()) !== normaliseWord(word.toLowerCase()) &&
        sameRoot(word, first)
      );
    };
    // "cancellations" of "Sailing Cancelled": another form of a later word of one value (its
    // first word keeps the rule above).
    const formOfLaterWord = (value: unknown) => {
      if (word.length < 6) return false;
      const later = String(value)
        .split(/[^\p{L}]+/u)
        .slice(1);
      return later.some(
        (other) =>
          other.length >= 5 &&
          normaliseWord(other.toLowerCase()) !== normaliseWord(word.toLowerCase()) &&
          sameRoot(word, other),
      );
    };
    const holdingAs = (matches: (value: unknown) => boolean) =>
      vocabulary.dictionary.fields.filter(
        (field) =>
          field.entity === plan.entity &&
          field.type === 'category' &&
          (field.values ?? []).some(({ value }) => matches(value)),
      );
    let matches = spelled;
    let holding = holdingAs(spelled);
    // Only for counted records: "cost us the most in reimbursements" sums the amount instead.
    const counted = plan.measure.kind === 'count' || plan.measure.kind === 'share';
    if (holding.length === 0 && counted) {
      matches = formOf;
      holding = holdingAs(formOf);
    }
    if (holding.length === 0 && counted) {
      matches = formOfLaterWord;
      holding = holdingAs(formOfLaterWord);
    }
    if (holding.length !== 1) continue;
    const field = holding[0]!;
    const found = field.values!.filter((item) => matches(item.value));
    if (found.length === 0 || (found.length > 1 && matches === spelled)) continue;
    if (matches === formOfLaterWord && found.length !== 1) continue;
    // One value of several words is no value a form of its first word names alone.
    if (matches === formOf && found.length === 1 && !oneWord(found[0]!.value)) continue;
    plan.unknown = plan.unknown.filter((other) => other !== word);
    if (found.length > 1) {
      if (plan.filters.some((filter) => filter.field === field.name)) continue;
      const values = found.map((item) => item.value);
      plan.filters.push({ entity: plan.entity, field: field.name, values, said: word });
      continue;
    }
    const value = found[0]!.value;
    const same = plan.filters.find(
      (filter) => filter.field === field.name && filter.values.length === 1 && !filter.negate,
    );
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

/**
 * "Which day had the most claims": with the records grouped by calendar day, the grain's word
 * ("day", "date", "week", "month", said once) names that grouping, not a number field counted in
 * the unit ("days to settle"); blanked like a period's words. "Average days to settle" says the
 * unit in the plural and keeps it.
 */
function withoutGrainWords(question: string, plan: QuestionPlan): string {
  if (!plan.groupBy?.time) return question;
  return question.replace(
    /\b(?:which|what|each|every|per|by|a|the|one|single|busiest|quietest|worst|best)\s+(?:calendar\s+)?(day|date|week|month)\b/gi,
    (said, grain: string) => said.replace(new RegExp(`${grain}$`), ' '.repeat(grain.length)),
  );
}

/** The question with the words of its periods blanked, for reading the measure it asks. */
function withoutPeriodWords(question: string, dictionary: DataDictionary): string {
  if (!dictionary.from || !dictionary.to) return question;
  let text = question;
  for (const period of findPeriods(question, { from: dictionary.from, to: dictionary.to })) {
    const said = text.slice(period.index, period.index + period.length);
    // Only periods counted in a unit ("last 90 days", "past 6 weeks") hold a field's word.
    if (!/\d|\b(day|week|month|hour)s?\b/i.test(said)) continue;
    text = `${text.slice(0, period.index)}${' '.repeat(period.length)}${text.slice(period.index + period.length)}`;
  }
  return text;
}

/**
 * "Which plan tier gets answered fastest": a word said right after the grouped field's name is
 * that name's head noun ("plan tier", "account name"), not a filter on the one word of other
 * values it happens to share ("Tier 1", "Tier 2").
 */
function groupHeadFilter(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const group = plan.groupBy;
  if (!group || group.time) return;
  const names = new Set(
    vocabulary.fields
      .filter((term) => term.field.name === group.field)
      .flatMap((term) => term.words),
  );
  const said = rawWords(question);
  plan.filters = plan.filters.filter((filter) => {
    if (!filter.partial || /\s/.test(filter.said.trim())) return true;
    const at = said.indexOf(filter.said.toLowerCase());
    return at <= 0 || !names.has(normaliseWord(said[at - 1]!));
  });
}

/**
 * "Was there a single day when …", "the whole week": a word of a longer value said before a unit
 * of time with an article describes the time, not the value ("Single Sign-On").
 */
function timeWordFilter(question: string, plan: QuestionPlan): void {
  plan.filters = plan.filters.filter((filter) => {
    if (!filter.partial || /\s/.test(filter.said.trim())) return true;
    const said = filter.said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(
      `\\b(?:a|an|the|one)\\s+${said}\\s+(?:day|date|week|month|year|hour)s?\\b`,
      'i',
    ).test(question);
  });
}

/**
 * "How many baggage reports are on file?" of "Mishandled baggage reports": a word said with the
 * word after it as the data set's own name says them is the name of its records, not a filter on
 * the one word of a value it shares ("Baggage Desk").
 */
function dataNameFilter(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  const name = rawWords(dictionary.name ?? '').map(stemOf);
  if (name.length < 2) return;
  const said = rawWords(question).map(stemOf);
  plan.filters = plan.filters.filter((filter) => {
    if (!filter.partial || /\s/.test(filter.said.trim())) return true;
    const word = stemOf(filter.said.trim().toLowerCase());
    return !said.some(
      (at, index) =>
        at === word &&
        name.some((part, place) => part === word && name[place + 1] === said[index + 1]),
    );
  });
}

/**
 * "How many reports are at the Delivery stage?": a one-word value said right before the name of
 * its own field ("stage") is that field's value, though the word also names another field
 * ("delivery"), when the plan filters that field on nothing yet.
 */
function valueBeforeField(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool) return;
  const said = rawWords(question).map(normaliseWord);
  for (let index = 0; index + 1 < said.length; index++) {
    const term = vocabulary.values.find(
      (candidate) =>
        candidate.words.length === 1 &&
        candidate.words[0] === said[index] &&
        candidate.field.entity === plan.entity &&
        vocabulary.fields.some(
          (field) =>
            field.field.name === candidate.field.name &&
            field.field.entity === candidate.field.entity &&
            field.words.length === 1 &&
            field.words[0] === said[index + 1],
        ),
    );
    if (
      !term ||
      plan.filters.some((filter) => filter.field === term.field.name) ||
      plan.groupBy?.field === term.field.name ||
      (plan.compare && 'field' in plan.compare && plan.compare.field === term.field.name) ||
      (plan.measure.part ?? []).some((filter) => filter.field === term.field.name)
    )
      continue;
    plan.filters.push({
      entity: term.field.entity,
      field: term.field.name,
      values: [term.value],
      said: said[index]!,
    });
    plan.unknown = plan.unknown.filter((word) => normaliseWord(word) !== said[index]);
  }
}

/** "Which day did tickets spike", "went through the roof": the busiest period is asked. */
const SPIKE =
  /\b(?:spik(?:e|es|ed|ing)|peak(?:s|ed|ing)?|surg(?:e|es|ed|ing)|through the roof|skyrocket(?:s|ed|ing)?|busiest)\b/i;

function spikeRanking(question: string, plan: QuestionPlan): void {
  if (!plan.groupBy?.time || plan.rank || plan.compare || plan.why) return;
  if (!SPIKE.test(question) || !/\b(?:which|what)\s+(?:day|date|week|month)\b/i.test(question))
    return;
  plan.rank = { direction: 'desc', limit: 1 };
  plan.unknown = plan.unknown.filter((word) => !/^(roof|spike|spiked|peak|peaked)$/i.test(word));
}

/** Words a rate is said with: "likely", "often", "needed a callback", "got a refund". */
const RATE_SAID =
  /^(likely|often|frequently|need|needs|needed|require|requires|required|get|gets|got|receive|receives|received|involve|involves|involved)$/;
/** Words an average of a time or amount is compared with. */
const AVERAGE_SAID =
  /^(fast|faster|fastest|quick|quicker|quickest|slow|slower|slowest|long|longer|longest|short|shorter|shortest|soon|sooner|speedier|speediest)$/;

/**
 * "How long between receiving and deciding": a second date that the measured span runs to names
 * the span, not a grouping by its timestamps (each one different).
 */
function spanGrouping(dictionary: DataDictionary, plan: QuestionPlan): void {
  const group = plan.groupBy;
  const measured = dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  // The span the dictionary says the measured number runs to (its name when it says none).
  const runsTo = measured?.span ? measured.span.to : plan.measure.field?.replace(/^days_to_/, '');
  if (!group || group.time || runsTo !== group.field) return;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === group.field && candidate.entity === plan.entity,
  );
  if (field?.type !== 'date') return;
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
  // "the top reason in the last 90 days": the period's unit names no number field ("days to …").
  const asked = question;
  question = withoutGrainWords(
    withoutHourWords(withoutPeriodWords(dimensionSuperlatives(question, vocabulary), dictionary)),
    plan,
  );
  // "on the day of the telephone outage, 19 August 2026": the event only says which day.
  eventBesideDate(asked, plan);
  verbValues(question, plan);
  holdingVerbs(plan);
  countedRecords(question, vocabulary, plan);
  whyChangeWords(plan);
  timeWordFilter(question, plan);
  dataNameFilter(question, dictionary, plan);
  valueBeforeField(question, vocabulary, plan);
  contactCounted(question, plan);
  unheldAverage(question, vocabulary, plan);
  flagAxis(question, vocabulary, plan, medianOffered);
  amountMeasure(question, dictionary, plan);
  durationMeasure(question, dictionary, plan);
  spokenMeasure(question, vocabulary, plan, medianOffered);
  unheldDuration(asked, vocabulary, plan);
  measureNouns(question, vocabulary, plan, medianOffered);
  numberFieldWords(question, dictionary, plan);
  missingAttribute(question, vocabulary, plan);
  personAttribute(question, vocabulary, plan);
  languageAsked(asked, vocabulary, plan);
  namesAsked(asked, vocabulary, plan);
  lookupAttribute(asked, dictionary, plan);
  emptyFieldNamed(question, vocabulary, plan);
  if (!plan.lookup && !plan.topic) leftoverValues(question, vocabulary, plan);
  // "customers called about …": the records coming in, once a channel value had its say.
  recordVerbs(question, plan);
  unknownModifier(question, plan);
  groupingElsewhere(question, vocabulary, plan);
  averagedValue(question, vocabulary, plan);
  valueRate(question, vocabulary, plan);
  nameLookup(question, vocabulary, plan);
  creationWords(plan);
  timeOfWeek(asked, vocabulary, plan);
  datedField(asked, vocabulary, plan);
  actingField(question, vocabulary, plan);
  // Again: a value a word's other form named above ("opened" for Open) may be a verb too.
  verbValues(question, plan);
  // "When was the earliest S1 job": the date asked, before "earliest" reads as a word unknown.
  dateMeasure(asked, vocabulary, plan);
  // "How many distinct crew leads": a count of a field's values, before "distinct" declines.
  distinctCount(asked, vocabulary, plan);
  // "How many minutes were crews on site on average?" of "hours on site": the unit asked is no
  // word the data lacks when a field counted in another unit of time is named.
  if (plan.unknownIsAsked) unitMeasure(question, vocabulary, plan, medianOffered);
  if (plan.unknownIsAsked) return plan;
  countedUnit(question, vocabulary, plan);
  // "complaints from customers who had their account restricted": the people's other records.
  linkedRecords(question, vocabulary, plan);
  countedPresence(question, dictionary, plan);
  undatedRecords(question, vocabulary, plan);
  numberBounds(question, dictionary, plan);
  numberValueFilter(question, dictionary, plan);
  unitMeasure(question, vocabulary, plan, medianOffered);
  topicRanking(question, dictionary, plan);
  leftOutRanking(asked, dictionary, plan);
  thingGrouping(question, dictionary, plan);
  askedAspect(question, dictionary, plan);
  restComparison(question, dictionary, plan);
  degenerateGrouping(question, plan);
  groupHeadFilter(question, vocabulary, plan);
  spikeRanking(question, plan);
  missingGrouping(question, vocabulary, plan);
  listGrouping(vocabulary, plan);
  flagRateRanking(question, vocabulary, plan);
  flagPopulation(question, dictionary, plan);
  flagWholeShare(question, dictionary, plan);
  numberMeasure(question, dictionary, plan);
  // "the average delay" of a "delay" feedback type: the measure's word, not a filter too.
  measuredValues(question, dictionary, plan);
  numberWordValue(question, vocabulary, plan);
  // Again: "complaints were opened last month" — a value it read from a verb is no state.
  verbValues(question, plan);
  comparativeRanking(question, vocabulary, plan);
  sentimentSign(question, dictionary, plan);
  spanGrouping(dictionary, plan);
  // After the number field a ranking's words name: the peak says whether it rose or the records.
  periodPeak(asked, vocabulary, plan);
  periodExtreme(asked, vocabulary, plan);
  groupLag(question, vocabulary, plan);
  whyCounts(question, dictionary, plan);
  receivedAmount(question, vocabulary, plan);
  sharePart(question, plan);
  // Again: "what share … were refunded for Delay claims, and for everyone else?" has its side
  // as a filter only once the share's part is read.
  restComparison(question, dictionary, plan);
  recordExtreme(question, vocabulary, plan);
  totalAsked(question, dictionary, plan);
  askedInUnit(question, dictionary, plan);
  perPeriod(asked, plan);
  countedValues(question, dictionary, plan);
  averagedBound(question, dictionary, plan);
  shareDenominator(asked, dictionary, plan);
  // "Which hotel gets the most complaints relative to its size?": each group's share.
  relativeShare(asked, plan);
  // "Which gets closed as 'no fault found' more often, A or B?": the value's share of each side.
  moreOftenShare(asked, plan);
  // "the average pressure reading, in bar": a figure or a unit no field holds, not a count.
  unheldMeasure(asked, vocabulary, plan);
  // "least likely to", "most often", "needed a callback": how a rate is said, not a subject
  // the data lacks.
  if (plan.measure.kind === 'rate' || plan.measure.kind === 'share') {
    plan.unknown = plan.unknown.filter((word) => !RATE_SAID.test(word));
  }
  // "which has the fastest first response", "take longer to repair than": how groups' averages
  // are compared ("the longest repair time" alone asks a maximum, which stays unknown).
  const compared = plan.rank !== undefined || plan.compare !== undefined;
  if (compared && (plan.measure.kind === 'average' || plan.measure.kind === 'median')) {
    plan.unknown = plan.unknown.filter((word) => !AVERAGE_SAID.test(word));
  }
  // "closed" of data keeping a closing date: that date, never a longer look-alike value.
  datedStateNotLookAlike(question, vocabulary, plan);
  // "complaints about getting through on the phone": the subject's value, not the channel's.
  aboutTopic(asked, vocabulary, plan);
  aboutValueNotFlag(asked, vocabulary, plan);
  // "customers on a water meter": 'water' names the meter, not the service.
  valueInsideFlagName(asked, vocabulary, plan);
  // "resolved at first contact": the longer value "Resolved - first contact" alone.
  longerValueSaid(asked, plan);
  oneValuePerField(dictionary, plan);
  individualsAsked(asked, dictionary, plan);
  unknownContent(asked, plan);
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  return plan;
}
