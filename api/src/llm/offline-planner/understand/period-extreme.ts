import type { QuestionPlan } from './question-plan';
import { HIGH_MOOD, LOW_MOOD, TIME_GRAINS } from './question-words';
import { fieldStems, rawWords, stemOf } from './number-fields';
import { recordNouns } from './loose-values';
import { normaliseWord, type Vocabulary } from './vocabulary';
import { wholeMonths } from './whole-months';

/**
 * "Which day in 2026 had the gloomiest average sentiment?", "the most negative week for Porto",
 * "which month were riders happiest", "the busiest day for lost items", "the quietest week": one
 * period named — the lowest or highest of the asked measure over that grain, within the asked
 * span and filters — and the runners-up after it, never a date-ordered list nor a ranking of
 * another field. A mood is the average of the data's sentiment score; a pace is the count.
 */

/** A grain; "the day of the week" is a weekday, read elsewhere (time-of-week.ts). */
const GRAIN = '(day|date|week|month)(?!\\s+of\\s+(?:the\\s+)?(?:week|month|year))';
const HIGH_PACE =
  /\b(busiest|heaviest|most\s+(?:hectic|active)|highest\s+volume|biggest\s+volume)\b/i;
const LOW_PACE =
  /\b(quietest|slowest|calmest|lightest|sleepiest|deadest|least\s+(?:busy|active|hectic)|lowest\s+volume)\b/i;
/** The words of the mood or pace, understood once the period's extreme is read. */
const EXTREME_WORDS =
  /^(gloomiest|grimmest|bleakest|darkest|saddest|unhappiest|angriest|grumpiest|happiest|cheeriest|brightest|sunniest|rosiest|friendliest|busiest|heaviest|quietest|slowest|calmest|lightest|sleepiest|deadest|mood|moods|hectic|miserable|upset|frustrated|hostile|annoyed|sour|pessimistic|optimistic|upbeat|cheerful|glowing|pleased)$/;

/** The grain asked for: "which day", "what month", "the gloomiest week". */
function grainAsked(question: string, extreme: RegExp): string | undefined {
  const which = new RegExp(
    `\\b(?:which|what)\\s+(?:(?:single|one|particular|specific)\\s+)?${GRAIN}\\b`,
    'i',
  ).exec(question);
  if (which) return which[1];
  const said = extreme.exec(question);
  if (!said) return undefined;
  const after = new RegExp(`^\\s+(?:(?:calendar|single)\\s+)?${GRAIN}\\b`, 'i').exec(
    question.slice(said.index + said[0].length),
  );
  return after?.[1];
}

export function periodExtreme(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  extremeOfPeriod(question, vocabulary, plan);
  // "Which full month …": the ranking kept to whole months.
  wholeMonths(question, vocabulary, plan);
}

function extremeOfPeriod(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.compare || plan.lookup || plan.tool || plan.why || plan.describe) return;
  const sentiment = vocabulary.dictionary.fields.find(
    (field) =>
      field.entity === plan.entity && field.role === 'sentiment' && field.type === 'number',
  );
  // A number field measured only by the pace's own word ("slowest" of a duration) is no measure.
  const countAsked = plan.measure.kind === 'count' || !fieldNamed(question, vocabulary, plan);
  const kinds: [RegExp, 'asc' | 'desc', 'mood' | 'pace'][] = [
    [LOW_MOOD, 'asc', 'mood'],
    [HIGH_MOOD, 'desc', 'mood'],
    [HIGH_PACE, 'desc', 'pace'],
    [LOW_PACE, 'asc', 'pace'],
  ];
  for (const [extreme, said, kind] of kinds) {
    let direction = said;
    if (!extreme.test(question)) continue;
    if (kind === 'mood' && !sentiment) continue;
    // "The slowest week for repairs" with the repair time named is that time's average, not a pace.
    if (kind === 'pace' && !countAsked) continue;
    const word = grainAsked(question, extreme);
    const grain = word ? TIME_GRAINS[word.toLowerCase()] : undefined;
    if (!grain) continue;
    // "The most negative week": the week asked, not the most negative records.
    delete plan.records;
    // "the day with the most negative tweets": the records of that sign counted, not the mood.
    const counted = kind === 'mood' && countedSign(question, vocabulary, plan);
    if (kind === 'pace' || counted) plan.measure = { kind: 'count', label: 'count' };
    if (counted) direction = 'desc';
    else if (kind === 'mood') {
      plan.measure = { kind: 'average', field: sentiment!.name, label: 'average sentiment' };
    }
    plan.groupBy = grain;
    plan.rank = { direction, limit: 1 };
    plan.unknown = plan.unknown.filter(
      (said) => !rawWords(said).every((w) => EXTREME_WORDS.test(w)),
    );
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
    return;
  }
}

/**
 * "the most negative tweets", "the most positive reviews": a sign said before the records' own
 * noun, with the records of that sign already filtered, asks how many of them, not their mood.
 */
function countedSign(question: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  const said = /\bmost\s+(negative|positive)\s+([\p{L}]+)/iu.exec(question);
  if (!said) return false;
  const sign = said[1]!.toLowerCase();
  if (!plan.filters.some((filter) => rawWords(filter.said).includes(sign))) return false;
  const noun = said[2]!.toLowerCase();
  return noun !== 'sentiment' && recordNouns(vocabulary).has(normaliseWord(noun));
}

/** Whether a word of the question names the plan's measured field itself. */
function fieldNamed(question: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  if (!field) return false;
  const stems = fieldStems(field);
  return rawWords(question).some((word) => stems.has(stemOf(word)));
}
