import type { DatasetField } from '../../../../../src/agent/dataset';
import spoken from './spoken-measures.json';
import { fieldLabel, fieldWords, rawWords } from './number-fields';
import type { Grouping, QuestionPlan } from './question-plan';
import { holdsNothing, normaliseWord, type Vocabulary } from './vocabulary';
import { addDays, findPeriods, type Period } from './period';
import { COMPARE_WORDS, CHANGE_WORDS } from './question-words';

/**
 * "Which team fell behind in August?", "which depot was struggling", "which district had a
 * backlog in May", "which technician slipped in July": the group with the longest average time
 * to get its work done (days to close, hours to resolve, minutes to respond) in the asked span,
 * ranked first with the others after it. Falling behind is about pace, never sentiment; the
 * duration is the one the question names, else the data's time of a process (to close, resolve,
 * complete, respond) before any wait or lateness the records report.
 */

const LAG =
  /\b(?:(?:fell|fall|falls|falling|fallen|got|get|gets|getting|running|ran|run|lagged|lagging)\s+(?:\w+\s+)?behind|(?:was|were|is|are)\s+(?:\w+\s+)?behind(?!\s+(?:the|most|all|this|that|these|those|a|an|it|its|them|such|many|every|each|our|their)\b)|slipp(?:ed|ing)|slips?|struggl(?:ed|es|ing|e)(?!\s+with)|lagg(?:ed|ing)|lags?|backlogs?|backlogged|bogged\s+down|dropp(?:ed|ing)\s+the\s+ball|snowed\s+under|overwhelmed|swamped|behind\s+schedule)\b/i;
/** The words of the lag, understood once the duration is ranked. */
const LAG_WORDS =
  /^(fell|fall|falls|falling|fallen|behind|slipped|slipping|slip|slips|struggled|struggles|struggling|struggle|lagged|lagging|lag|lags|backlog|backlogs|backlogged|bogged|down|dropped|dropping|ball|snowed|under|overwhelmed|swamped|schedule|badly|seriously|really|most|worst|big|biggest|huge|real)$/;
/** A duration's words that name the time a process takes, not a wait or a lateness. */
const PROCESS =
  /^(close|closed|closing|closure|resolve|resolved|resolution|complete|completed|completion|respond|response|reply|handle|handled|handling|process|processing|turnaround|fix|fixed|repair|sort|settle|settled)$/;
const LATENESS = /^(late|lateness|delay|delayed|wait|waited|waiting|on|site)$/;
const DURATION_WORDS = new Set(spoken.quantities.duration.fieldWords);

export function groupLag(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.records || plan.tool) return;
  if (plan.compare && !('periods' in plan.compare)) return;
  const lag = LAG.exec(question);
  if (!lag) return;
  // "Did any clinic fall behind in June": the groups are the ones asked about.
  plan.groupBy ??= anyGroup(question, vocabulary);
  if (!plan.groupBy || plan.groupBy.time) return;
  const durations = vocabulary.dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.filled > 0 &&
      !holdsNothing(field) &&
      field.name !== plan.groupBy?.field &&
      fieldWords(field).some((word) => DURATION_WORDS.has(word)),
  );
  const named = durations.find((field) => field.name === plan.measure.field);
  // "Which club lags on sentiment": another measure named is the one ranked, the lowest first.
  if (!named && plan.measure.field !== undefined && plan.measure.kind !== 'count') return;
  const field = named ?? processDuration(durations);
  if (!field) return;
  plan.measure = { kind: 'average', field: field.name, label: `average ${fieldLabel(field)}` };
  // With two periods ("the most in July compared with June"), the largest rise of it since the
  // earlier one.
  plan.rank = { direction: 'desc', limit: 1 };
  lagPeriods(question, lag, vocabulary, plan);
  if (plan.compare && 'periods' in plan.compare) {
    const [first, second] = plan.compare.periods;
    if (second.from < first.from) plan.compare = { periods: [second, first] };
  }
  delete plan.direction;
  delete plan.why;
  plan.unknown = plan.unknown.filter((said) => !rawWords(said).every((w) => LAG_WORDS.test(w)));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/**
 * The periods of a lag read again, its own verb left out: two periods next to each other said
 * together ("fell behind in September and October", "in July and August, which … had a
 * backlog") are one span whose level is ranked; two said apart ("slipped the most from February
 * to March", "between Q1 and Q2", "in July compared with June") are a change between them.
 */
function lagPeriods(
  question: string,
  lag: RegExpExecArray,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  const { from, to } = vocabulary.dictionary;
  if (!from || !to) return;
  const matches = findPeriods(question, { from, to }, { ranges: false, splitBetween: true });
  if (matches.length !== 2) return;
  const [first, second] = matches as [(typeof matches)[0], (typeof matches)[0]];
  const between = question.slice(first.index + first.length, second.index);
  const lead = question.slice(0, first.index);
  const rest = question.slice(0, lag.index) + question.slice(lag.index + lag[0].length);
  const together =
    /^\s*(?:,|and|&|,\s*and)\s*(?:in\s+)?$/i.test(between) &&
    !/\bbetween\s+(?:the\s+)?$/i.test(lead) &&
    !COMPARE_WORDS.test(rest) &&
    !CHANGE_WORDS.test(rest);
  if (together) {
    const [early, late] = first.from <= second.from ? [first, second] : [second, first];
    // Only a span with nothing between its parts ("June and August" leaves July out).
    if (addDays(early.to, 1) !== late.from) return;
    const period: Period = {
      from: early.from,
      to: late.to,
      label: `${early.label} and ${late.label}`,
    };
    plan.period = period;
    delete plan.compare;
    return;
  }
  const apart =
    /^\s*(?:and|to|until|till|through|-|–)\s*(?:the\s+)?$/i.test(between) &&
    /\b(?:between|from)\s+(?:the\s+)?$/i.test(lead);
  if (apart || COMPARE_WORDS.test(rest)) {
    const plain = (match: Period): Period => ({
      from: match.from,
      to: match.to,
      label: match.label,
    });
    plan.compare = { periods: [plain(first), plain(second)] };
    delete plan.period;
  }
}

/** The duration of a process (to close, resolve, respond), else the only one not a wait. */
function processDuration(durations: DatasetField[]): DatasetField | undefined {
  const words = (field: DatasetField) => fieldWords(field).map(normaliseWord);
  const process = durations.filter((field) =>
    words(field).some((word) => PROCESS.test(word) || PROCESS.test(`${word}e`)),
  );
  if (process.length > 0) return process[0];
  const plain = durations.filter((field) => !words(field).some((word) => LATENESS.test(word)));
  return plain.length === 1 ? plain[0] : durations.length === 1 ? durations[0] : undefined;
}

/** "any clinic", "any of the districts": a grouping field named after "any". */
function anyGroup(question: string, vocabulary: Vocabulary): Grouping | undefined {
  const said = ` ${rawWords(question).join(' ')} `;
  const term = vocabulary.fields.find(
    (candidate) =>
      candidate.field.type === 'category' &&
      !['id', 'text', 'time'].includes(candidate.field.role) &&
      new RegExp(` any (?:of (?:the |our )?)?${candidate.words.join(' ')}s? `).test(said),
  );
  return term ? { field: term.field.name, label: fieldLabel(term.field) } : undefined;
}
