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
  const words = tokens(sources.question);
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
