import type { FitFinding, FitSources } from './answer-fit';
import { mentionsField } from './asked-field';
import { checkConstraints } from './constraint-coverage';
import { namedFlags } from './named-flag';
import type { CorpusPeriod } from './prompts';
import { type Constraint, constraintsOf, isFollowUp, tokens } from './question-constraints';
import scopeWords from './words/scope-words.json';

const ANY_SPAN: CorpusPeriod = { from: '0000-01-01', to: '9999-12-31' };
const WIDENING = new Set(scopeWords.widening);
const POINTING = new Set(scopeWords.pointing);

/**
 * "Which carrier has the most Damaged - wheels or handle reports?" then "How many does it have?":
 * the follow-up is about the previous turn's records, so its figure keeps the previous question's
 * value (and period) unless the follow-up names another value of that field ("and for Lost?"), a
 * period of its own, or widens ("overall", "across all"). An answer none of whose calls kept it
 * (845 of every report of Tasman Air, not its 140 damaged ones) answers another question. The
 * follow-up must point back (a pronoun, "and …", "what about") or name no value of its own; a new
 * question that names its own records is not a follow-up. Inherited terms the question's own
 * constraints already carry are the constraint check's.
 */
export function checkFollowUpScope(sources: FitSources): FitFinding[] {
  const previous = sources.previousQuestion;
  if (!previous || !sources.calls.length) return [];
  const words = tokens(sources.question);
  if (words.some((word) => WIDENING.has(word))) return [];
  const span = sources.period ?? ANY_SPAN;
  const read = (text: string) =>
    constraintsOf(text, {
      question: text,
      period: span,
      ...(sources.dataset ? { dataset: sources.dataset } : {}),
    });
  const own = read(sources.question);
  const ownValues = own.filter(isValue);
  const pointsBack = isFollowUp(sources.question) || words.some((word) => POINTING.has(word));
  if (!pointsBack && ownValues.length) return [];
  const ownFields = new Set(ownValues.map((constraint) => constraint.field));
  // "What about the 24th?": a day read against the previous turn's month is a period of its own.
  const ownPeriod = [...own, ...sources.constraints].some(
    (constraint) => constraint.kind === 'period',
  );
  const carried = new Set(sources.constraints.map(keyOf));
  const before = read(previous);
  // Words the follow-up replaces are replaced in every reading: "emails" was a channel and an
  // escalation source; "and of letters?" replaces both.
  const replaced = before.flatMap((constraint) =>
    isValue(constraint) && ownFields.has(constraint.field) && constraint.words
      ? [constraint.words]
      : [],
  );
  const earlier = before.filter(
    (constraint) =>
      !carried.has(keyOf(constraint)) &&
      ((isValue(constraint) &&
        !constraint.negated &&
        !ownFields.has(constraint.field) &&
        !replaced.some((words) => overlaps(words, constraint.words))) ||
        (constraint.kind === 'period' && !ownPeriod)),
  );
  const dropped = checkConstraints(earlier, figureCalls(sources), span, previous)
    .filter((check) => check.outcome === 'uncovered')
    .map((check) => check.constraint.label);
  dropped.push(...droppedFlags(sources, previous));
  if (!dropped.length) return [];
  return [
    {
      check: 'filter',
      label: `A follow-up of "${previous.trim()}": no call of this turn kept its ${dropped.join(', ')}, and the follow-up neither replaces nor widens it`,
      delta: -0.15,
      cap: 0.6,
      capReason: "the figures are not of the previous turn's records",
    },
  ];
}

/**
 * "How many feedback items are from Stars Club members?" then "Of those, how many ended up
 * Closed - no action?": a yes/no field the previous question named (namedFlags) and the follow-up
 * does not name again, which no call behind the figures filtered, grouped or measured.
 */
function droppedFlags(sources: FitSources, previous: string): string[] {
  const dataset = sources.dataset;
  if (!dataset) return [];
  const own = new Set(namedFlags(sources.question, dataset).map((field) => field.name));
  const calls = figureCalls(sources);
  return namedFlags(previous, dataset)
    .filter(
      (field) =>
        !own.has(field.name) && !calls.some((call) => mentionsField(call.input, field.name)),
    )
    .map((field) => `"${field.label ?? field.name}"`);
}

/**
 * The calls the answer's figures rest on (all of them when no figure names one): a call that only
 * found the previous turn's winner again is not the one the follow-up's figure comes from.
 */
function figureCalls(sources: FitSources): FitSources['calls'] {
  const used = new Set(
    sources.figures.flatMap((figure) =>
      figure.status === 'unsupported' ? [] : figure.refs.map((ref) => ref.callId),
    ),
  );
  const behind = sources.calls.filter((call) => used.has(call.callId));
  return behind.length ? behind : sources.calls;
}

function overlaps(a: [number, number] | undefined, b: [number, number] | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] < b[1] && b[0] < a[1];
}

function isValue(constraint: Constraint): constraint is Extract<Constraint, { kind: 'value' }> {
  return constraint.kind === 'value';
}

function keyOf(constraint: Constraint): string {
  switch (constraint.kind) {
    case 'value':
      return `value|${constraint.field}|${constraint.value.toLowerCase()}`;
    case 'period':
      return `period|${constraint.from}|${constraint.to}`;
    default:
      return `${constraint.kind}|${constraint.label}`;
  }
}
