import type { FitFinding, FitSources } from './answer-fit';
import { tokens } from './question-constraints';
import changeWords from './words/change-words.json';

/** Words that ask for, or report, a change between two times ("rose", "slipped", "versus"). */
const CHANGE = new Set(changeWords.change.map((word) => tokens(word)[0]!));
/** Words that report a change only with a particle ("went up", "fell off"), or on their own. */
const FALL = new Set(changeWords.fallVerbs);
const FALL_OK = new Set(changeWords.fallOk);
/** "fell behind", "fell short": a level below the others, not a change. */
const LEVEL_AFTER_FALL = new Set(['behind', 'short']);
/** Verbs of motion that ask for a change only with a particle ("went up"). */
const NEEDS_PARTICLE = new Set(['went', 'go', 'goes', 'gone', 'going']);
/** Words that compare two times without naming a change ("more than in May", "from May to June"). */
const TWO_TIMES =
  /\b(?:than|from\s+\S+(?:\s+\S+)?\s+(?:to|until|through)|between\s+\S+(?:\s+\S+)?\s+and)\b/i;
/** An arrow between two figures, or a signed figure ("+17.5", "−3"): a change reported. */
const CHANGE_MARK = /→|->|(?:^|\s|\()[+−–-]\s?\d/;

function asksChange(words: readonly string[]): boolean {
  return words.some((word, index) => {
    if (CHANGE.has(word)) return true;
    if (!FALL.has(word)) return false;
    const next = words[index + 1] ?? '';
    if (LEVEL_AFTER_FALL.has(next)) return false;
    return FALL_OK.has(next) || !NEEDS_PARTICLE.has(word);
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_unused, offset) => from + offset);
}

/** The answer's first line, where its lead figure is told. */
function leadOf(answer: string): string {
  return answer.split('\n').find((text) => text.trim()) ?? '';
}

/**
 * "Which branch fell behind on resolution times in September and October?" asks which branch's
 * times were worst in those months: a level. An answer that leads with the branch whose times
 * rose the most from September to October ("34.4 → 52.0 (+17.5)") answers another question, how
 * the level changed, and may name another branch. The question must ask a change (a word of
 * change, "versus", "than", "from A to B") for a lead that reports one.
 */
export function checkChangeLead(sources: FitSources): FitFinding[] {
  const lead = leadOf(sources.answer);
  const leadWords = tokens(lead);
  if (!CHANGE_MARK.test(lead) || !asksChange(leadWords)) return [];
  // A value's own words ("Card declined") name records, not a change asked.
  const named = new Set(
    sources.constraints.flatMap((constraint) =>
      constraint.kind === 'value' && constraint.words
        ? range(constraint.words[0], constraint.words[1])
        : [],
    ),
  );
  const words = tokens(sources.question).filter((_word, index) => !named.has(index));
  if (asksChange(words) || TWO_TIMES.test(sources.question)) return [];
  if (sources.previousQuestion) {
    const before = tokens(sources.previousQuestion);
    if (asksChange(before) || TWO_TIMES.test(sources.previousQuestion)) return [];
  }
  return [
    {
      check: 'measure',
      label:
        'The answer leads with a change between two times, but the question asks for a level (no word of change, no "than", no "from … to")',
      delta: -0.2,
      cap: 0.6,
      capReason: 'the answer ranks by a change the question did not ask',
    },
  ];
}

/** Words after which a change word is a verb of the question: "did complaints rise". */
const AUXILIARIES = new Set('did does do has have had is are was were will how'.split(' '));
/** Words of the change list that compare or place in time rather than say a change happened. */
const NOT_CHANGE_VERBS = new Set(
  'before after since versus vs compare compared comparing comparison difference differ trend'.split(
    ' ',
  ),
);
/** Words before which a change word is a noun naming an event: "the fee change", "a rise". */
const DETERMINERS = new Set('the a an this that its their our'.split(' '));
/** A time asked for: "when", "which day", "what month". */
const ASKS_WHEN = /\bwhen\b|\b(?:which|what)\s+(?:day|date|week|month|year|time|hour|quarter)\b/i;
/** Words that compare two figures in an answer: a change reported in words, not marks. */
const COMPARED =
  /\b(?:than|higher|lower|more|fewer|less|versus|vs|compared|difference|differs?|unchanged|same|steady|flat|stable)\b|\b(?:up|down)\s+(?:by\s+)?\d/i;

/**
 * "Did complaints about fees rise after June?", "how did the average wait change from March to
 * May?" ask for a change. A verb of change after an auxiliary ("did … rise", "has … improved"), or
 * a change noun with two times ("the change from March to May"), asks it; "after the fee
 * change" names an event.
 */
function asksChangeOfLevel(question: string): boolean {
  const words = tokens(question);
  const verb = words.some((word, index) => {
    const changeVerb = CHANGE.has(word) && !NOT_CHANGE_VERBS.has(word);
    if (!changeVerb && !(FALL.has(word) && FALL_OK.has(words[index + 1] ?? ''))) return false;
    const before = words.slice(Math.max(0, index - 8), index);
    if (DETERMINERS.has(words[index - 1] ?? '') || DETERMINERS.has(words[index - 2] ?? '')) {
      return false;
    }
    return before.some((word) => AUXILIARIES.has(word));
  });
  return verb || (asksChange(words) && TWO_TIMES.test(question));
}

/**
 * The reverse of {@link checkChangeLead}: a change asked ("did X rise", "how did X change from A
 * to B") answered with a level alone, one figure of one time with no change reported (no arrow,
 * no signed figure, no word of change or comparison), does not say whether it rose.
 */
export function checkChangeAsked(sources: FitSources): FitFinding[] {
  // "When did noise complaints spike?" asks for a time, which a day or month answers.
  if (ASKS_WHEN.test(sources.question) || !asksChangeOfLevel(sources.question)) return [];
  if (!sources.figures.some((figure) => figure.status !== 'unsupported')) return [];
  const answer = sources.answer;
  if (CHANGE_MARK.test(answer) || asksChange(tokens(answer)) || COMPARED.test(answer)) return [];
  return [
    {
      check: 'measure',
      label:
        'The question asks for a change between two times; the answer states a level only (no change, no comparison of two times)',
      delta: -0.25,
      cap: 0.44,
      capReason: 'the change asked for is not in the answer',
      partial: true,
    },
  ];
}
