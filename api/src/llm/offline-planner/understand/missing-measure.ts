import { readFileSync } from 'node:fs';
import type { MeasureTerm, Token, Vocabulary } from './vocabulary';
import { FUNCTION_WORDS, normaliseWord, words } from './vocabulary';
import type { Measure, PlanFilter, QuestionPlan } from './question-plan';
import { COUNT_WORDS, MEASURE_WORDS, RECORD_NOUNS, namesTheRecords } from './question-reading';
import { unnamedMeasure } from './measure-words';
import { fieldInOtherTimeUnit } from './time-units';
import { AVERAGE_WORDS } from './question-words';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import spoken from './spoken-measures.json';

/** What the parser has read so far that tells a measure the data lacks. */
export interface MeasureReading {
  question: string;
  tokens: readonly Token[];
  used: Set<number>;
  blocked: Set<number>;
  vocabulary: Vocabulary;
  /** A measure read by meaning, a declared measure, a specialised tool picked. */
  overlapping: unknown;
  declared: MeasureTerm | undefined;
  tool: string | undefined;
  measure: Measure;
  filters: readonly PlanFilter[];
}

/**
 * A measure the data does not hold, even in everyday words ("on-time arrival rate", "the average
 * response time" of a yes/no field, "the average room price" of a topic): the plan's first
 * unknown, asked.
 */
export function markMissingMeasure(reading: MeasureReading, plan: QuestionPlan): void {
  const { question, tokens, used, blocked, vocabulary, overlapping, declared, tool } = reading;
  const { measure, filters } = reading;
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
}

const ASKS_FIGURE =
  /^\s*what(?:'s|s|\s+is|\s+was|\s+are|\s+were)\s+(?:(?:the|our|your|its|current|today's)\s+)*/i;

/**
 * "What is the interest rate on savings?": a question after a figure whose name is a value's
 * ("Interest & Rates" matched as "interest rate"), with nothing counted or measured besides. The
 * data holds records about that value, not the figure; the answer must say so, not count them.
 */
export function figureOfValue(question: string, plan: QuestionPlan): PlanFilter | undefined {
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

/** "The picture", "the situation": an overview asked, no figure (overview-nouns.json). */
const OVERVIEW_NOUNS = new Set(
  (
    JSON.parse(readFileSync(new URL('./overview-nouns.json', import.meta.url), 'utf8')) as {
      nouns: string[];
    }
  ).nouns.flatMap((noun) => words(noun)),
);

/** The prepositions that end the figure asked after "what is the" ("… of", "… for"). */
const AFTER_FIGURE = /\b(?:on|for|of|in|at|among|across|with|by|per|from|to)\b/i;

/**
 * "What's the churn risk of disputes in London?", "what is the postcode of the Leeds members?":
 * the figure asked after "what is the" holds a word the data lacks, and nothing is counted or
 * measured besides. That figure is what the question asks, so the plan declines it (saying what
 * the data holds) instead of counting the records the rest of the question names.
 */
export function markAskedAttribute(question: string, plan: QuestionPlan): void {
  const opening = ASKS_FIGURE.exec(question);
  if (!opening || plan.unknownIsAsked || plan.unknown.length === 0) return;
  if (plan.measure.kind !== 'count' || COUNT_WORDS.test(question)) return;
  if (plan.groupBy || plan.compare || plan.rank || plan.lookup || plan.records) return;
  if (plan.topic || plan.tool || plan.describe || plan.figureOf || plan.why) return;
  const head = words(question.slice(opening[0].length).split(AFTER_FIGURE)[0]!);
  // "the biggest single payment", "the most common type": an aggregate or ranking asked.
  if (head.some((word) => OVERVIEW_NOUNS.has(word) || FUNCTION_WORDS.has(word))) return;
  const asked = plan.unknown.filter((said) => words(said).some((word) => head.includes(word)));
  if (asked.length === 0) return;
  plan.unknown = [...asked, ...plan.unknown.filter((said) => !asked.includes(said))];
  plan.unknownIsAsked = true;
}

/** "What monthly price does each …", "which fee do the …": a noun asked, then its verb's subject. */
const ASKS_NOUN_OF =
  /^\s*(?:what|which)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:does|do|did|is|are|was|were|will|would|should)\s+(?:each|every|the|a|an|our|your|their|its|all|any)\b/iu;

/**
 * "What monthly price does each package cost?", "which fee does every branch charge?": the noun
 * the question opens by asking for, then a verb whose subject is the records or a group of them,
 * is the figure asked. When the data lacks that noun (it is among the plan's unknowns) and the
 * plan found no measure but a count, the question is declined, not answered by counting the
 * records of each group.
 */
export function markAskedNoun(question: string, plan: QuestionPlan): void {
  if (plan.unknownIsAsked || plan.unknown.length === 0 || plan.measure.kind !== 'count') return;
  if (COUNT_WORDS.test(question) || plan.lookup || plan.records || plan.topic || plan.tool) return;
  if (plan.describe || plan.figureOf || plan.why) return;
  const opening = ASKS_NOUN_OF.exec(question);
  if (!opening) return;
  // The noun is the phrase's last word ("monthly price": price); a word before it only says which.
  const noun = words(opening[1]!).at(-1);
  if (!noun || OVERVIEW_NOUNS.has(noun) || FUNCTION_WORDS.has(noun)) return;
  const asked = plan.unknown.filter((said) => words(said).includes(noun));
  if (asked.length === 0) return;
  plan.unknown = [...asked, ...plan.unknown.filter((said) => !asked.includes(said))];
  plan.unknownIsAsked = true;
}

/**
 * The units a duration or a distance is counted in ("minutes", "hours", "miles"), from the
 * everyday words of spoken-measures.json; the generic names ("time", "distance") are no unit.
 */
const UNIT_WORDS = new Set(
  [...spoken.quantities.duration.fieldWords, ...spoken.quantities.distance.fieldWords]
    .filter(
      (word) =>
        !/^(?:time|duration|elapsed|distance|mileage|travelled|traveled|driven)$/.test(word),
    )
    .map((word) => normaliseWord(word)),
);

/** "the most minutes", "how many hours", "the total miles": a sum in a unit asked. */
const UNIT_ASKED = /\b(?:most|fewest|least|total|how many|number of|sum of)\s+([a-z]+)\b/gi;

/**
 * "Which depot racked up the most minutes of delay?", "how many hours of downtime did …": the
 * figure asked is a sum in a unit (minutes, hours, miles) that no field of the data is counted in
 * (the unit is among the plan's unknowns). Counting the records instead answers another question,
 * so the plan declines it, saying what the data holds.
 */
export function markUnitAsked(
  question: string,
  plan: QuestionPlan,
  dictionary?: DataDictionary,
): void {
  if (plan.unknownIsAsked || plan.unknown.length === 0 || plan.measure.kind !== 'count') return;
  if (plan.lookup || plan.records || plan.topic || plan.tool || plan.describe) return;
  // "How many minutes were crews on site on average?" of "hours on site": a field counted in
  // another unit of time, named by another word, holds it (converted when answered).
  if (
    dictionary &&
    AVERAGE_WORDS.test(question) &&
    fieldInOtherTimeUnit(question, dictionary, plan.entity)
  )
    return;
  const unknownWords = new Set(plan.unknown.flatMap((said) => words(said)));
  for (const match of question.matchAll(UNIT_ASKED)) {
    const unit = normaliseWord(match[1]!.toLowerCase());
    if (!UNIT_WORDS.has(unit) || !unknownWords.has(unit)) continue;
    const asked = plan.unknown.filter((said) => words(said).includes(unit));
    plan.unknown = [...asked, ...plan.unknown.filter((said) => !asked.includes(said))];
    plan.unknownIsAsked = true;
    return;
  }
}

/** "the most weight", "the fewest points in June": a ranked quantity, its noun closing the phrase. */
const RANKED_NOUN =
  /\b(?:most|fewest|least)\s+([a-z]+)(?=\s*[?.!,;]|\s*$|\s+(?:of|in|on|for|at|during|by|from|this|last|over|across|among|between|since|per)\b)/gi;

/**
 * "Which technician carried the most weight?", "which district generated the most revenue?": the
 * quantity ranked is a noun the data has no field for (among the plan's unknowns). Ranking the
 * groups by how many records they have answers another question, so the plan declines it.
 */
export function markRankedUnknown(question: string, plan: QuestionPlan): void {
  if (plan.unknownIsAsked || plan.unknown.length === 0 || plan.measure.kind !== 'count') return;
  if (plan.lookup || plan.records || plan.topic || plan.tool || plan.describe) return;
  for (const match of question.matchAll(RANKED_NOUN)) {
    const noun = normaliseWord(match[1]!.toLowerCase());
    const asked = plan.unknown.filter((said) => words(said).includes(noun));
    if (asked.length === 0) continue;
    plan.unknown = [...asked, ...plan.unknown.filter((said) => !asked.includes(said))];
    plan.unknownIsAsked = true;
    return;
  }
}
