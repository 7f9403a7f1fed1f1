import type { FitFinding, FitSources } from './answer-fit';
import { mentionsField } from './asked-field';
import { askedMeasures, figureMeasure, type Measure } from './asked-measure';
import { COMMON_WORDS } from './common-words';
import type { DatasetField } from './dataset';
import { type ObservedCall, valueAt } from './observed-values';
import { type Constraint, constraintsOf, stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

const ANY_SPAN = { from: '0000-01-01', to: '9999-12-31' };

/**
 * Where a question's second ask starts: after ", and", "; " or a question mark with more to
 * come, or at "and" before a question word ("… and what is …").
 */
const ASK_BREAK =
  /(?:,\s*(?:and|but|also|plus)\s+|;\s+|\?\s+(?=\S)|\s+and\s+(?=(?:what|how|which|who|when|where|is|are|was|were|do|does|did)\b))/i;
/** Words by which an ask points back to the records of the one before ("their median"). */
const POINTS_BACK =
  /\b(?:their|theirs|them|those|these|they|its|it|such|each|both|either|respectively)\b/i;
/** Weaker pointers: "that" may point back ("that number") or only join a clause ("cases that …"). */
const MAY_POINT_BACK = /\bthat\b/i;

/** Ranking words: an ask that names the leading group ("their top reason", "the most common"). */
const RANKS = /\b(?:top|most|least|fewest|highest|lowest|biggest|largest|main|commonest)\b/i;

interface Ask {
  text: string;
  /** Token positions of the ask within the question's tokens. */
  from: number;
  to: number;
}

/**
 * A two-part question's second ask is answered over its own records. "How many complaint cases
 * breached their SLA, and what is the median time to resolve a complaint case?" asks the median
 * over every complaint case: a median over the breached ones keeps the first ask's filter,
 * which the second ask did not point back to. The converse: "… and what share of them were
 * negative?" points back, so its figure must keep the first ask's values. The call that answers
 * the second ask is the one behind a figure of the measure only the second ask asks for.
 */
export function checkAskScope(sources: FitSources): FitFinding[] {
  const asks = splitAsks(sources.question);
  if (asks.length !== 2) return [];
  const [first, second] = asks as [Ask, Ask];
  const calls = callsServing(sources, first, second);
  if (!calls.length) return [];
  const firstOnly = firstAskTerms(sources, first, second);
  if (!firstOnly.length) return [];
  if (!POINTS_BACK.test(second.text) && !MAY_POINT_BACK.test(second.text)) {
    const kept = firstOnly.filter((term) => calls.some((call) => term.usedBy(call)));
    if (!kept.length) return [];
    return [
      {
        check: 'filter',
        label: `The second ask ("${second.text.trim()}") does not point back to the first, yet its figure keeps the first ask's ${kept.map((term) => term.label).join(', ')}`,
        delta: -0.2,
        cap: 0.44,
        capReason: "the second ask's figure is of the first ask's records only",
      },
    ];
  }
  if (!POINTS_BACK.test(second.text)) return [];
  const dropped = firstOnly.filter(
    (term) => term.value && !calls.some((call) => term.usedBy(call)),
  );
  if (!dropped.length) return [];
  return [
    {
      check: 'filter',
      label: `The second ask ("${second.text.trim()}") points back to the first ask's records, but its figure drops ${dropped.map((term) => term.label).join(', ')}`,
      delta: -0.15,
      cap: 0.6,
      capReason: "the second ask's figure is not of the records it points back to",
      partial: true,
    },
  ];
}

/**
 * "How many negative tweets did Southwest get, and what was their top reason?" asks a total and
 * then ranks its records. An answer whose every count is one group's (the top reason's 391) left
 * the total out: the first ask is not answered.
 */
export function checkAskTotal(sources: FitSources): FitFinding[] {
  const asks = splitAsks(sources.question);
  if (asks.length !== 2) return [];
  const [first, second] = asks as [Ask, Ask];
  const firstMeasures = askedMeasures(first.text, sources.dataset).flat();
  if (!firstMeasures.includes('count') || RANKS.test(first.text) || !RANKS.test(second.text)) {
    return [];
  }
  const counts = sources.figures.filter((figure) => figureMeasure(figure) === 'count');
  if (!counts.length) return [];
  // A group's row (its summary may repeat the count): not the total over every group.
  const groupRow = (callId: string, path: string) => {
    const call = sources.calls.find((candidate) => candidate.callId === callId);
    const row = /\[\d+\]\.\w+$/.test(path)
      ? valueAt(call?.output, path.replace(/\.\w+$/, ''))
      : undefined;
    return isPlainObject(row) && Object.values(row).some((value) => typeof value === 'string');
  };
  const oneGroupEach = counts.every(
    (figure) =>
      figure.refs.some((ref) => groupRow(ref.callId, ref.path)) &&
      figure.refs.every((ref) => ref.path === 'summary' || groupRow(ref.callId, ref.path)),
  );
  if (!oneGroupEach) return [];
  return [
    {
      check: 'measure',
      label: `The question asks how many in all ("${first.text.trim()}") and then ranks them; every count the answer states is one group's`,
      delta: -0.15,
      cap: 0.6,
      capReason: "the first ask's total is not in the answer",
      partial: true,
    },
  ];
}

export function splitAsks(question: string): Ask[] {
  const parts = question.split(ASK_BREAK).filter((part) => part && part.trim());
  const asks: Ask[] = [];
  let from = 0;
  let rest = question;
  for (const part of parts) {
    const at = rest.indexOf(part);
    if (at < 0) continue;
    from += tokens(rest.slice(0, at)).length;
    const length = tokens(part).length;
    if (length) asks.push({ text: part, from, to: from + length });
    from += length;
    rest = rest.slice(at + part.length);
  }
  return asks;
}

/** Calls behind a figure of a measure the second ask asks for and the first does not. */
function callsServing(sources: FitSources, first: Ask, second: Ask): ObservedCall[] {
  const own = (ask: Ask) => new Set(askedMeasures(ask.text, sources.dataset).flat());
  const firstMeasures = own(first);
  // Two asks each with a measure of their own; "… feel? Average sentiment?" is one ask said twice.
  if (!firstMeasures.size) return [];
  const secondOnly = [...own(second)].filter((measure) => !firstMeasures.has(measure));
  if (!secondOnly.length) return [];
  const ids = new Set(
    sources.figures
      .filter((figure) => secondOnly.includes(figureMeasure(figure) as Measure))
      .flatMap((figure) => figure.refs.map((ref) => ref.callId)),
  );
  return sources.calls.filter((call) => ids.has(call.callId));
}

interface Term {
  label: string;
  /** Set for a value of a field, unset for a yes/no field named by its words. */
  value?: string;
  usedBy: (call: ObservedCall) => boolean;
}

/** The first ask's values and named yes/no fields that the second ask does not name itself. */
function firstAskTerms(sources: FitSources, first: Ask, second: Ask): Term[] {
  const terms: Term[] = [];
  // "Dual fuel customers: how many disputes, and what average CSAT?": a heading before a colon
  // or dash names the records every ask is about, not the first ask's alone.
  const heading = HEADING.exec(first.text)?.[1] ?? '';
  const headingEnd = first.from + tokens(heading).length;
  const inAsk = (constraint: Constraint, ask: Ask) =>
    constraint.kind === 'value' &&
    constraint.words !== undefined &&
    constraint.words[0] >= ask.from &&
    constraint.words[1] <= ask.to;
  const values = sources.constraints.filter(
    (constraint): constraint is Extract<Constraint, { kind: 'value' }> =>
      constraint.kind === 'value' && !constraint.negated,
  );
  // The second ask read alone: "how many calls" names the phone channel by its own word.
  const secondValues = new Set(
    constraintsOf(second.text, {
      question: second.text,
      period: ANY_SPAN,
      ...(sources.dataset ? { dataset: sources.dataset } : {}),
    }).flatMap((constraint) =>
      constraint.kind === 'value' ? [constraint.value.toLowerCase()] : [],
    ),
  );
  const used = (constraint: Extract<Constraint, { kind: 'value' }>) => (call: ObservedCall) =>
    JSON.stringify(call.input ?? {})
      .toLowerCase()
      .includes(`"${constraint.value.toLowerCase()}"`);
  for (const constraint of values) {
    if (!inAsk(constraint, first) || secondValues.has(constraint.value.toLowerCase())) continue;
    if (constraint.words![1] <= headingEnd) continue;
    // A word read as values of two fields ("login failure" as a topic and a sub-topic) is kept
    // when either reading is.
    const readings = values.filter((other) => overlaps(other.words, constraint.words));
    terms.push({
      label: `${constraint.field} "${constraint.value}"`,
      value: constraint.value,
      usedBy: (call) => readings.some((reading) => used(reading)(call)),
    });
  }
  const firstWords = new Set(tokens(first.text.slice(heading.length)).map(stem));
  const secondWords = new Set(tokens(second.text).map(stem));
  for (const field of sources.dataset?.fields ?? []) {
    if (field.type !== 'boolean') continue;
    const words = flagWords(field);
    if (!words.some((word) => firstWords.has(word))) continue;
    if (words.some((word) => secondWords.has(word))) continue;
    terms.push({
      label: `"${field.label ?? field.name}"`,
      usedBy: (call) => mentionsField(call.input, field.name),
    });
  }
  return terms;
}

/** A short heading that opens the question, then a colon or a dash ("Dual fuel customers: …"). */
const HEADING = /^(\s*[^:?\u2014\u2013]{1,60}?\s*(?::|\s[\u2014\u2013-]))\s+\S/u;

function flagWords(field: DatasetField): string[] {
  const name = field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return [field.label ?? '', name]
    .flatMap((text) => tokens(text))
    .filter((word) => word.length >= 3 && !COMMON_WORDS.has(word))
    .map(stem);
}

function overlaps(a: [number, number] | undefined, b: [number, number] | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] < b[1] && b[0] < a[1];
}
