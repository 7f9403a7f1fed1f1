import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, MEDIAN_WORDS, SHARE_WORDS, SUM_WORDS, TIME_GRAINS } from './question-words';
import { fieldLabel, fieldStems, rawWords, stemOf } from './number-fields';
import { plainIdioms } from './casual-writing';
import { recordNouns } from './loose-values';
import { namesTheRecords } from './unknown-words';
import { normaliseWord, type Vocabulary } from './vocabulary';

/**
 * "Was there a day when late deliveries suddenly piled up?", "on what date did oven jobs spike",
 * "a week when cancellations jumped", "which day was unusually busy for billing": the peak of the
 * filtered series over that period — grouped by the period and its busiest one named with its
 * count — not a category ranking, a list, nor the peak of a number field named by the period's
 * own word ("day" of "days waited") or by the records' noun ("repair" of "repair jobs").
 */

/** A period named as the one asked for ("a day when", "which week", "one particular date"). */
const PERIOD_ASKED =
  /\b(?:a|one|any|the|which|what|on\s+which|on\s+what|in\s+which|in\s+what)\s+(?:(?:single|particular|specific|certain|one|standout|stand-out|given|unusual|abnormal|odd|strange)\s+)?(day|date|week|month)s?\b/i;
/** Words for a sudden rise in how many records came in, said as a verb of the records. */
const PILED =
  /\b(?:pil(?:e|es|ed|ing)\s+up|spik(?:e|es|ed|ing)|jump(?:s|ed|ing)?|surg(?:e|es|ed|ing)|soar(?:s|ed|ing)?|shot\s+up|shoot\s+up|rocket(?:s|ed|ing)?|skyrocket(?:s|ed|ing)?|balloon(?:s|ed|ing)?|explod(?:e|es|ed|ing)|peak(?:s|ed|ing)?|flood(?:s|ed|ing)?\s+in|poured\s+in|through\s+the\s+roof|off\s+the\s+charts?|(?:blew|blow|blows|blowing|blown)\s+up|(?:unusually|abnormally|exceptionally|especially|particularly|extremely|extra|crazy|insanely|really|very|unexpectedly)\s+(?:busy|heavy|hectic)|unusual|abnormal|anomal\w*|stands?\s+out|stood\s+out|out\s+of\s+the\s+ordinary|outliers?)\b/i;
/** The same rise said as a noun: "a surge in X", "a flood of X". */
const RISE_NOUN =
  /\b(?:surge|spike|jump|peak|explosion|flood|rush|burst|influx|wave)\s+(?:in|of)\s+([^?.!,;]+)/i;
/** The words of that rise, understood once the peak is read. */
const RISE_WORDS =
  /^(pile|piles|piled|piling|up|suddenly|sudden|spike|spikes|spiked|spiking|jump|jumps|jumped|jumping|surge|surges|surged|surging|soar|soars|soared|soaring|shot|shoot|rocket|rocketed|skyrocket|skyrocketed|balloon|ballooned|explode|exploded|peak|peaked|flood|flooded|poured|roof|one|it|was|there|blew|blow|blows|blowing|blown|off|charts?|busy|heavy|hectic|unusually|abnormally|exceptionally|especially|particularly|extremely|extra|crazy|insanely|really|very|unexpectedly|single|particular|specific|certain|standout|given|name|identify|pinpoint|unusual|abnormal|anomalous|anomaly|odd|strange|stands|stand|stood|ordinary|outlier|outliers|days|weeks|months|any|number)$/;
/** Words between a rise's subject and its verb ("suddenly", "all of a sudden") or before it. */
const NOT_SUBJECT =
  /^(when|where|which|what|that|did|do|does|was|were|is|are|had|has|have|on|in|of|for|at|day|date|week|month|a|an|the|there|one|it|suddenly|really|just|all|sudden|unexpectedly|totally|briefly|get|got|go|went|goes|going|for)$/;

export function periodPeak(asked: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  // "swamped", "snowed under", "the most hectic": read as the plain words for them.
  const question = plainIdioms(asked);
  if (plan.compare || plan.lookup || plan.tool || plan.records || plan.why) return;
  // A grouping over time read from the question stands only at the grain asked.
  if (plan.groupBy && !plan.groupBy.time) return;
  const period = PERIOD_ASKED.exec(question);
  const rise = PILED.exec(question) ?? RISE_NOUN.exec(question);
  if (!period || !rise) return;
  const grain = TIME_GRAINS[period[1]!.toLowerCase()];
  if (!grain) return;
  if (plan.measure.kind !== 'count' && !measureRose(question, rise, vocabulary, plan)) {
    countTheFlagged(vocabulary, plan);
    plan.measure = { kind: 'count', label: 'count' };
  }
  if (plan.measure.kind !== 'count') return;
  plan.groupBy = grain;
  plan.rank = { direction: 'desc', limit: 1 };
  plan.unknown = plan.unknown.filter((said) => !rawWords(said).every((w) => RISE_WORDS.test(w)));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/**
 * Whether what rose is the plan's measure rather than the records: an average, median or total
 * said, or the rise's subject naming the measure's field ("wait times spiked") — not the records
 * ("Kingsway feedback went through the roof", "a surge in Coastal repair jobs").
 */
function measureRose(
  question: string,
  rise: RegExpExecArray,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): boolean {
  if (AVERAGE_WORDS.test(question) || MEDIAN_WORDS.test(question) || SUM_WORDS.test(question)) {
    return true;
  }
  if (plan.measure.kind === 'rate' || plan.measure.kind === 'share') {
    return SHARE_WORDS.test(question);
  }
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  if (!field) return true;
  const subject = riseSubject(question, rise);
  const head = subject.at(-1);
  if (!head || recordNouns(vocabulary).has(normaliseWord(head))) return false;
  if (namesTheRecords(vocabulary, head)) return false;
  const filtered = new Set(plan.filters.flatMap((filter) => rawWords(filter.said)));
  const stems = fieldStems(field);
  return subject.some((word) => !filtered.has(word) && stems.has(stemOf(word)));
}

/** The words the rise is said of: before its verb, or after "a surge in". */
function riseSubject(question: string, rise: RegExpExecArray): string[] {
  if (rise[1] !== undefined) {
    const after = rawWords(rise[1]);
    const stop = after.findIndex((word) => /^(on|at|during|in|across|over|that|which)$/.test(word));
    return (stop < 0 ? after : after.slice(0, stop)).slice(-3);
  }
  const before = rawWords(question.slice(0, rise.index)).filter(
    (word) => !/^(suddenly|really|just|all|of|a|sudden|unexpectedly|totally|briefly)$/.test(word),
  );
  const subject: string[] = [];
  for (let at = before.length - 1; at >= 0 && subject.length < 3; at--) {
    if (NOT_SUBJECT.test(before[at]!)) break;
    subject.unshift(before[at]!);
  }
  return subject;
}

/** "A day when urgent requests spiked": the flagged records counted, not the flag's rate. */
function countTheFlagged(vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'rate' || !plan.measure.field) return;
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  if (!field || field.type !== 'boolean') return;
  if (plan.filters.some((filter) => filter.field === field.name)) return;
  plan.filters.push({
    entity: plan.entity,
    field: field.name,
    values: [true],
    said: fieldLabel(field),
  });
}
