import type { FitFinding, FitSources } from './answer-fit';
import { figureMeasure } from './asked-measure';
import type { Constraint } from './question-constraints';
import { stem, tokens } from './question-constraints';
import { valueAt } from './observed-values';
import { isPlainObject } from './validate-input';

/** Words that open a share's whole: "what share of <whole> …", "how often did <whole> …". */
const SHARE_OF = new Set(['share', 'fraction', 'proportion', 'percentage', 'percent']);
const HOW_OFTEN_VERBS = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'were']);
/** How far past "of" the whole may be named ("of the bot conversations", "of complaint cases"). */
const WHOLE_WORDS = 5;
/** Words that end the whole and start the part asked of it ("… cases that missed", "… were"). */
/** As {@link tokens} reads them ("does" becomes "doe"), so that each can match. */
const PART_STARTS = new Set(
  'that which who whose where were was is are did do does have has had got get gets end ended in on from during since for by'
    .split(' ')
    .map((word) => tokens(word)[0]!),
);

/**
 * "What share of complaint cases missed their SLA?" asks for a part of the complaint cases. An
 * answer whose share is the complaint cases' own share of every case ("59.7% of cases are
 * complaints") states the whole as if it were the part: the share of the wrong thing. Found when
 * the lead share is read from a grouped row whose label is the value the question names as the
 * whole, and the call behind it did not hold the records to that value.
 */
export function checkShareBase(sources: FitSources): FitFinding[] {
  const whole = wholeValues(sources.question, sources.constraints);
  if (!whole.length) return [];
  const lead = sources.figures.find((figure) => figureMeasure(figure) === 'share');
  const ref = lead?.refs[0];
  if (!lead || !ref) return [];
  const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
  if (!call) return [];
  const row = valueAt(call.output, parentPath(ref.path));
  if (!isPlainObject(row)) return [];
  const labels = Object.values(row)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.toLowerCase());
  const named = whole.find((value) => labels.includes(value.value.toLowerCase()));
  if (!named) return [];
  const held = JSON.stringify(call.input ?? {})
    .toLowerCase()
    .includes(`"${named.value.toLowerCase()}"`);
  if (held) return [];
  return [
    {
      check: 'measure',
      label: `The question asks for a part of the ${named.value} records; the answer's share (${lead.text}) is the ${named.value} records' own share of all`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the share is of the whole the question names, not of its part',
    },
  ];
}

/** The values the question names right after "share of" / "how often did": the share's whole. */
function wholeValues(
  question: string,
  constraints: readonly Constraint[],
): Extract<Constraint, { kind: 'value' }>[] {
  const words = tokens(question);
  const starts: number[] = [];
  words.forEach((word, index) => {
    if (SHARE_OF.has(word) && words[index + 1] === 'of') starts.push(index + 2);
    if (
      word === 'often' &&
      words[index - 1] === 'how' &&
      HOW_OFTEN_VERBS.has(words[index + 1] ?? '')
    )
      starts.push(index + 2);
  });
  if (!starts.length) return [];
  return starts.flatMap((start) => {
    let end = start;
    while (
      end < words.length &&
      end < start + WHOLE_WORDS &&
      !PART_STARTS.has(words[end]!) &&
      // "tweets labelled negative", "cases marked urgent": a participle after the whole's noun
      // starts the part asked of it.
      !(end > start && /^[a-z]{3,}ed$/.test(words[end]!))
    )
      end++;
    // Something must follow the whole: the part asked of it.
    if (end >= words.length) return [];
    const window = words.slice(start, end);
    return constraints.filter(
      (constraint): constraint is Extract<Constraint, { kind: 'value' }> =>
        constraint.kind === 'value' &&
        !constraint.negated &&
        constraint.words !== undefined &&
        ((constraint.words[0] >= start && constraint.words[1] <= end) ||
          // "Which segment sent the most praise, and what share of all the praise …": a value
          // said again as the whole; the constraint keeps only its first mention's place.
          saysAgain(window, tokens(constraint.value))),
    );
  });
}

/** The value's words, in order and up to their endings ("check-ups"), somewhere in the window. */
function saysAgain(window: readonly string[], value: readonly string[]): boolean {
  if (!value.length) return false;
  const bare = (word: string) => stem(word).replace(/s$/, '');
  const said = window.map(bare);
  const wanted = value.map(bare);
  return said.some((_, at) => wanted.every((word, offset) => said[at + offset] === word));
}

function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut > 0 ? path.slice(0, cut) : '';
}
