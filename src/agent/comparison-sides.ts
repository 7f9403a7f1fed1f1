import type { FitFinding, FitSources } from './answer-fit';
import { askedMeasures } from './asked-measure';
import type { DataDictionary } from './dataset';
import { valueAt } from './observed-values';
import { isPlainObject } from './validate-input';
import { type Constraint, constraintsOf, tokens } from './question-constraints';

type ValueConstraint = Extract<Constraint, { kind: 'value' }>;

/** Words that make two named values rivals: each needs its own figure. */
const RIVALS =
  /\b(?:vs\.?|versus|compar\w*|against|than|differ\w*|more|fewer|less|higher|lower|better|worse|which|each|respectively|separately|per|split|breakdown|between)\b|\w{3,}er\b(?=\s+(?:than|[\p{L}]+\s+than)\b)/iu;
/** Comparatives RIVALS leaves to a "than" ("a larger share"): enough to ask which side. */
const SIDES_WORD = /\b(?:larger|smaller|bigger|greater|better|worse|more|fewer|less)\b/i;
/** A derivation that adds rows of a list (figure-evidence's sum of named rows). */
const ADDED_ROWS = /^[-\d.e]+(?: \+ [-\d.e]+)+ \(/;
/** Words allowed between two values read as one group ("open or in progress"). */
const JOINERS = new Set(['or', 'and/or', 'either', 'nor']);

/**
 * Values of one field the question sets side by side ("Southwest or Delta … more", "dispute vs
 * service"): the answer must name every side, or the comparison was not made.
 */
export function checkComparisonSides(sources: FitSources): FitFinding[] {
  const compares =
    sources.constraints.some((constraint) => constraint.kind === 'compare') ||
    RIVALS.test(sources.question);
  const findings: FitFinding[] = [];
  // "Did Delta or United have a larger share?" answered "39.1% … have airline Delta or United": a
  // lead figure that adds up the rows of the sides states them together, compared with nothing.
  const lead = sources.figures.find(
    (figure) => figure.status !== 'unsupported' && figure.kind !== 'date' && figure.kind !== 'id',
  );
  // "Set the share of Delta beside that of United": values of one field the question keeps apart
  // (words other than "or"/"and" between them) ask a figure for each, as a comparison does.
  const apart = compares || SIDES_WORD.test(sources.question) ? [] : separatedSides(sources);
  if (
    lead?.status === 'derived' &&
    ADDED_ROWS.test(lead.derivation ?? '') &&
    (compares || SIDES_WORD.test(sources.question) || apart.length > 0)
  ) {
    findings.push({
      check: 'sides',
      label: `The question compares; the answer's lead figure (${lead.text}) adds the sides together (${lead.derivation})`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the sides are added, not compared',
    });
  }
  // One call that filtered the sides together ("airline in [Delta, United]") and grouped by
  // nothing of theirs computed the joint figure: neither side's own.
  const joint =
    lead && !findings.length
      ? apart.find((sides) => jointlyFiltered(sources, lead, sides))
      : undefined;
  if (joint) {
    findings.push({
      check: 'sides',
      label: `The question asks ${joint.map((side) => side.value).join(' and ')} each; the answer's lead figure (${lead!.text}) is of them together, from one call that filtered them at once`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the sides are taken together, not each',
    });
  }
  if (!compares) return findings;
  for (const sides of sameFieldValues(sources)) {
    const missing = sides.filter((side) => !namedIn(sources.answer, side, sources.dataset));
    if (!missing.length) continue;
    const named = sides.filter((side) => !missing.includes(side));
    findings.push({
      check: 'sides',
      label: `The question compares ${sides.map((side) => side.value).join(' and ')}; the answer ${
        named.length ? `gives ${named.map((side) => side.value).join(', ')} only` : 'names neither'
      }`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'one side of the comparison is missing',
      partial: true,
    });
  }
  return findings;
}

/**
 * "How many cases are open or in progress?": two values of one field joined by "or", asked as
 * one count. The answer must state the combined figure (a total the tools returned, or the sum of
 * the per-value counts), not only each value's own count.
 */
export function checkCombinedCount(sources: FitSources): FitFinding[] {
  if (!askedMeasures(sources.question, sources.dataset).some((set) => set.includes('count')))
    return [];
  if (sources.constraints.some((constraint) => constraint.kind === 'compare')) return [];
  if (RIVALS.test(sources.question)) return [];
  const words = tokens(sources.question);
  const findings: FitFinding[] = [];
  for (const group of sameFieldValues(sources)) {
    const ordered = [...group].sort((a, b) => a.words![0] - b.words![0]);
    const joined = ordered.every((side, index) => {
      const next = ordered[index + 1];
      if (!next) return true;
      const between = words.slice(side.words![1], next.words![0]);
      return between.length > 0 && between.every((word) => JOINERS.has(word));
    });
    if (!joined || statesCombined(sources, group)) continue;
    findings.push({
      check: 'sides',
      label: `The question asks how many are ${ordered.map((side) => side.value).join(' or ')} together; the answer gives no combined figure`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the figure asked for is not in the answer',
      partial: true,
    });
  }
  return findings;
}

/** Words that join values into one group ("Delta or United", "Delta and United"). */
const GROUP_JOINERS = new Set([
  ...JOINERS,
  ...'and both plus together combined'.split(' ').flatMap((word) => tokens(word)),
]);

/**
 * Groups of values of one field that the question names apart: some word other than a joiner
 * stands between two of them ("Delta beside that of United", "Delta, then United").
 */
function separatedSides(sources: FitSources): ValueConstraint[][] {
  const words = tokens(sources.question);
  return sameFieldValues(sources).filter((group) => {
    const ordered = [...group].sort((a, b) => a.words![0] - b.words![0]);
    return ordered.some((side, index) => {
      const next = ordered[index + 1];
      if (!next) return false;
      const between = words.slice(side.words![1], next.words![0]);
      return between.some((word) => !GROUP_JOINERS.has(word));
    });
  });
}

/**
 * The lead figure comes from calls that each filtered every side at once (an "in" filter or one
 * filter per side) without grouping by the sides' field.
 */
function jointlyFiltered(
  sources: FitSources,
  lead: FitSources['figures'][number],
  sides: readonly ValueConstraint[],
): boolean {
  const ids = new Set(lead.refs.map((ref) => ref.callId));
  const calls = sources.calls.filter((call) => ids.has(call.callId));
  // "… -0.103 together. By product: Mortgage -0.21, Personal Loan 0.04": each side stated too.
  // A side's own figure must be of the lead's kind: "42.4% of A or B … By carrier: A 691, B 688"
  // gives each side's count, not the share asked.
  if (sides.every((side) => statesOwn(sources, side, lead.kind))) return false;
  return (
    calls.length > 0 &&
    calls.every((call) => {
      const input = call.input as { filters?: unknown; groupBy?: unknown } | null;
      if (!input || typeof input !== 'object') return false;
      const grouped = Array.isArray(input.groupBy) && input.groupBy.includes(sides[0]!.field);
      return !grouped && sides.every((side) => mentions(input.filters, side.value));
    })
  );
}

/**
 * A figure of the answer, of the lead's kind, read (or derived, as a rate is) from the side's own
 * row of a call grouped by its field.
 */
function statesOwn(
  sources: FitSources,
  side: ValueConstraint,
  kind: FitSources['figures'][number]['kind'],
): boolean {
  return sources.figures.some(
    (figure) =>
      figure.status !== 'unsupported' &&
      figure.kind === kind &&
      figure.refs.some((ref) => {
        const row = /^(.*\[\d+\])\.[^.[\]]+$/.exec(ref.path)?.[1];
        const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
        if (!row || !call) return false;
        const values = valueAt(call.output, row);
        return (
          isPlainObject(values) &&
          String(values[side.field] ?? '').toLowerCase() === side.value.toLowerCase()
        );
      }),
  );
}

/** A result's own count of every row it matched (not a group's, not its prose summary). */
const OVERALL_COUNT = /^(?:matched|total|count|rowCount|n)$/;

/** Groups of two or more values of one field that the question itself names. */
function sameFieldValues(sources: FitSources): ValueConstraint[][] {
  const own = constraintsOf(sources.question, {
    question: sources.question,
    period: { from: '0000-01-01', to: '9999-12-31' },
    ...(sources.dataset ? { dataset: sources.dataset } : {}),
  }).filter((constraint): constraint is ValueConstraint => constraint.kind === 'value');
  const byField = new Map<string, ValueConstraint[]>();
  for (const constraint of own) {
    if (!constraint.words) continue;
    const list = byField.get(constraint.field) ?? [];
    if (!list.some((other) => other.value.toLowerCase() === constraint.value.toLowerCase())) {
      list.push(constraint);
    }
    byField.set(constraint.field, list);
  }
  return [...byField.values()].filter((list) => list.length >= 2);
}

/** A supported figure that is a total over several groups or a call's own overall count. */
function statesCombined(sources: FitSources, group: readonly ValueConstraint[]): boolean {
  const combinedCalls = new Set(
    sources.calls
      .filter((call) => group.every((side) => mentions(call.input, side.value)))
      .map((call) => call.callId),
  );
  return sources.figures.some(
    (figure) =>
      (figure.status !== 'unsupported' &&
        figure.kind === 'count' &&
        figure.refs.some(
          (ref) =>
            ref.path.startsWith('sum(') ||
            (combinedCalls.has(ref.callId) && OVERALL_COUNT.test(ref.path)),
        )) ||
      (figure.status === 'derived' && !!figure.derivation?.includes(' + ')),
  );
}

function namedIn(
  answer: string,
  side: ValueConstraint,
  dataset: DataDictionary | undefined,
): boolean {
  const names = [side.value];
  const field = dataset?.fields.find((candidate) => candidate.name === side.field);
  names.push(...(field?.valueSynonyms?.[side.value] ?? []));
  const text = ` ${tokens(answer).join(' ')} `;
  return names.some((name) => {
    const wanted = tokens(name).join(' ');
    return wanted.length > 0 && text.includes(` ${wanted} `);
  });
}

function mentions(value: unknown, wanted: string, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return value.toLowerCase() === wanted.toLowerCase();
  if (Array.isArray(value)) return value.some((item) => mentions(item, wanted, depth + 1));
  if (value && typeof value === 'object') {
    return Object.values(value).some((item) => mentions(item, wanted, depth + 1));
  }
  return false;
}
