import { type Figure, extractFigures } from './answer-figures';
import type { EvidenceRef, FigureEvidence } from './events';
import { sumOfNamedRows } from './named-rows';
import {
  type ObservedCall,
  type ObservedValue,
  collectObservedValues,
  inCallOrder,
} from './observed-values';

/** Keys that hold the whole a share is taken of. */
const DENOMINATOR_KEY = /^(total|count|from|rowCount|n|size|all|denominator|base)$/i;
const MAX_REFS = 3;
const MAX_PAIR_CANDIDATES = 250;

/**
 * Each figure of the answer with the observations that support it: the same value (or its
 * rounding, as written), or one derived from observed values (a share of a count in its total, a
 * percentage of a fraction, a difference or ratio of two values of the same measure). The run's
 * FULL outputs are searched, never the shortened copy the model saw.
 *
 * A figure's refs are in a fixed order, whatever order the calls were recorded in: fields before
 * figures read out of a summary's prose, then by step, then by call id (inCallOrder), then by
 * place in the call's result. For a derived figure the refs keep their roles (the part before the
 * whole). Checks that read a figure's first ref (its sample size, its call) so read the same one
 * for the same answer over the same results.
 */
export function findFigureEvidence(
  answer: string,
  recorded: readonly ObservedCall[],
  given: readonly (number | string)[] = [],
): FigureEvidence[] {
  const calls = inCallOrder(recorded);
  const values = collectObservedValues(calls);
  // Fields first: a derivation should point at `rows[0].rate`, not at the summary's prose.
  const numbers = values
    .filter((value) => typeof value.value === 'number')
    .sort((a, b) => Number(!!a.inText) - Number(!!b.inText));
  const strings = values.filter((value) => typeof value.value === 'string');
  // Figures the analyst or the data dictionary already gave (the question's periods, the data's
  // span and row counts) are restated, not claimed: when no observation holds them they need no
  // evidence and are not listed.
  const restated = new Set(given.map(String));
  const evidence: FigureEvidence[] = [];
  for (const figure of extractFigures(answer)) {
    const found =
      (typeof figure.value === 'string'
        ? matchString(figure, strings)
        : (matchNumber(figure, figure.value, numbers) ??
          timeConverted(answer, figure, figure.value, numbers))) ??
      quotedFrom(answer, figure, calls) ??
      sumOfNamedRows(answer, figure, calls);
    if (!found && restated.has(String(figure.value))) continue;
    evidence.push({
      text: figure.text,
      start: figure.start,
      end: figure.end,
      kind: figure.kind,
      ...(found ?? { status: 'unsupported' as const, refs: [] }),
    });
  }
  return evidence;
}

type Match = Pick<FigureEvidence, 'status' | 'refs' | 'derivation'>;

/** Characters of the answer on each side of a figure that must be quoted with it. */
const QUOTE_CONTEXT = 20;
const QUOTE_BREAK = /["“”«»\n]/;

/**
 * A figure the answer quotes from a record's own text ("it was still collected on 18 March"):
 * the figure with the words around it, as written, is part of an observed text. It says what the
 * record says, not a figure the run computed.
 */
function quotedFrom(
  answer: string,
  figure: Figure,
  calls: readonly ObservedCall[],
): Match | undefined {
  // The quote's own marks and line ends are the answer's, not the record's.
  const before =
    answer
      .slice(Math.max(0, figure.start - QUOTE_CONTEXT), figure.start)
      .split(QUOTE_BREAK)
      .pop() ?? '';
  const after = answer.slice(figure.end, figure.end + QUOTE_CONTEXT).split(QUOTE_BREAK)[0] ?? '';
  // Both sides must hold words of their own, not only the figure and punctuation.
  if (!/\p{L}{3}/u.test(before) || !/\p{L}{3}/u.test(after)) return undefined;
  const passage = `${before}${figure.text}${after}`;
  for (const call of calls) {
    const path = textHolding(call.output, passage, '', 0);
    if (path !== undefined) {
      return {
        status: 'observed',
        refs: [{ step: call.step, callId: call.callId, tool: call.tool, path }],
      };
    }
  }
  return undefined;
}

/** The path of a string of the value that holds the passage. */
function textHolding(
  value: unknown,
  passage: string,
  path: string,
  depth: number,
): string | undefined {
  if (depth > 10) return undefined;
  if (typeof value === 'string') return value.includes(passage) ? path : undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.slice(0, 500).map((item, index) => [`${path}[${index}]`, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([key, child]) => [path ? `${path}.${key}` : key, child])
      : [];
  for (const [childPath, child] of entries) {
    const found = textHolding(child, passage, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function matchString(figure: Figure, strings: readonly ObservedValue[]): Match | undefined {
  const wanted = String(figure.value);
  const hits = strings.filter((value) => {
    const seen = String(value.value);
    return wanted.startsWith('--')
      ? seen.length === 10 && seen.endsWith(wanted.slice(1))
      : seen === wanted;
  });
  return hits.length ? { status: 'observed', refs: refsOf(hits) } : undefined;
}

function matchNumber(
  figure: Figure,
  target: number,
  observed: readonly ObservedValue[],
): Match | undefined {
  // A list's length counts items: it is no percentage ("0.0%" is not supported by an empty
  // `groupBy`), nor the fraction or part of one.
  const numbers =
    figure.kind === 'percent' ? observed.filter((value) => value.computed !== 'length') : observed;
  const tolerance = figure.approximate
    ? Math.max(0.5 * 10 ** -figure.decimals, 0.05 * Math.abs(target))
    : 0.5 * 10 ** -figure.decimals + 1e-9;
  const near = (value: number) => Math.abs(value - target) <= tolerance;

  const same = numbers.filter(
    (value) =>
      value.computed !== 'sum' && value.computed !== 'median' && near(value.value as number),
  );
  if (same.length) return { status: 'observed', refs: refsOf(same) };

  const median = numbers.find(
    (value) => value.computed === 'median' && near(value.value as number),
  );
  if (median) {
    return {
      status: 'derived',
      refs: refsOf([median]),
      derivation: `median of ${median.path.slice(7, -1)}`,
    };
  }

  const total = numbers.find((value) => value.computed === 'sum' && near(value.value as number));
  if (total) {
    return {
      status: 'derived',
      refs: refsOf([total]),
      derivation: `total of ${total.path.slice(4, -1)}`,
    };
  }

  if (figure.kind === 'percent' || figure.kind === 'decimal') {
    const scale = figure.kind === 'percent' ? 100 : 1;
    if (scale === 100) {
      const fraction = numbers.find(
        (value) => Math.abs(value.value as number) <= 1 && near((value.value as number) * 100),
      );
      if (fraction) {
        return {
          status: 'derived',
          refs: refsOf([fraction]),
          derivation: `${fraction.value} as a percentage`,
        };
      }
    }
    const share = findShare(numbers, scale, near);
    if (share) return share;
  }
  // A share of 0% needs a zero the run observed (a share, rate or count of 0): two equal values
  // of any results differ by 0, so a difference would support any "0.0%" an answer states.
  if (figure.kind === 'percent' && target === 0) return undefined;
  return findPair(figure, numbers, near);
}

/** Units of time in days, by the words an answer names them with. */
const TIME_UNITS: readonly [RegExp, number][] = [
  [/^(?:seconds?|secs?)$/, 1 / 86400],
  [/^(?:minutes?|mins?)$/, 1 / 1440],
  [/^(?:hours?|hrs?)$/, 1 / 24],
  [/^days?$/, 1],
  [/^weeks?$/, 7],
];

function daysOf(word: string): number | undefined {
  return TIME_UNITS.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1];
}

/**
 * "38.54 hours (1.606 days)": a duration the answer gives in the unit written right after it,
 * converted from an observed value in another unit of time the answer also names.
 */
function timeConverted(
  answer: string,
  figure: Figure,
  target: number,
  observed: readonly ObservedValue[],
): Match | undefined {
  const unit = /^\s*([a-z]+)/i.exec(answer.slice(figure.end))?.[1];
  const days = unit ? daysOf(unit) : undefined;
  if (days === undefined) return undefined;
  const named = new Set(
    (answer.match(/[a-z]+/gi) ?? []).map(daysOf).filter((other) => other && other !== days),
  );
  const tolerance = figure.approximate
    ? Math.max(0.5 * 10 ** -figure.decimals, 0.05 * Math.abs(target))
    : 0.5 * 10 ** -figure.decimals + 1e-9;
  for (const from of named) {
    const factor = from! / days;
    const found = observed.find(
      (value) =>
        typeof value.value === 'number' &&
        value.value !== 0 &&
        Math.abs(value.value * factor - target) <= tolerance,
    );
    if (found) {
      return {
        status: 'derived',
        refs: refsOf([found]),
        derivation: `${String(found.value)} converted into ${unit}`,
      };
    }
  }
  return undefined;
}

/**
 * A count over its whole: in the same result, or the same group's count in two results (the
 * group's negative rows in one, all its rows in the other). `part ÷ whole` (× 100 for a percentage).
 */
function findShare(
  numbers: readonly ObservedValue[],
  scale: number,
  near: (value: number) => boolean,
): Match | undefined {
  const wholes = numbers.filter(
    (value) =>
      (value.value as number) > 0 && (DENOMINATOR_KEY.test(value.key) || value.computed === 'sum'),
  );
  const parts = numbers.filter(
    (value) => Number.isInteger(value.value) && (value.value as number) > 0,
  );
  for (const whole of wholes.slice(0, MAX_PAIR_CANDIDATES)) {
    for (const part of parts.slice(0, MAX_PAIR_CANDIDATES * 4)) {
      if (part.path === whole.path && part.callId === whole.callId) continue;
      // Across two results, only the same group's counts: a group's rows among all its rows.
      if (
        part.callId !== whole.callId &&
        (!part.group || part.group !== whole.group || part.key !== whole.key)
      ) {
        continue;
      }
      const partValue = part.value as number;
      const wholeValue = whole.value as number;
      if (partValue >= wholeValue) continue;
      if (near((partValue / wholeValue) * scale)) {
        return {
          status: 'derived',
          refs: refsOf([part, whole]),
          derivation: `${partValue} ÷ ${wholeValue}`,
        };
      }
    }
  }
  return undefined;
}

/**
 * Two values of the same measure (same key): their difference, ratio or relative change, or for a
 * count two groups' counts of one result added up.
 */
function findPair(
  figure: Figure,
  numbers: readonly ObservedValue[],
  near: (value: number) => boolean,
): Match | undefined {
  const byKey = new Map<string, ObservedValue[]>();
  for (const value of numbers) {
    if (value.computed) continue;
    const list = byKey.get(value.key) ?? [];
    if (list.length < MAX_PAIR_CANDIDATES) list.push(value);
    byKey.set(value.key, list);
  }
  const percent = figure.kind === 'percent';
  for (const list of byKey.values()) {
    for (const a of list) {
      for (const b of list) {
        const x = a.value as number;
        const y = b.value as number;
        // One result's figure read twice (a field and the summary's prose) is one value: its
        // difference with itself (0) or ratio (1) derives nothing ("0.0%" from 1718 − 1718).
        if (a === b || (a.callId === b.callId && x === y)) continue;
        const fractions = Math.abs(x) <= 1 && Math.abs(y) <= 1;
        const candidates: [number, string][] = [];
        if (figure.kind === 'ratio' || figure.kind === 'decimal') {
          if (y !== 0) candidates.push([x / y, `${x} ÷ ${y}`]);
        }
        if (!percent || !fractions) candidates.push([x - y, `${x} − ${y}`]);
        // Two groups' counts together ("phone or email: 1,416"), within one result.
        if (figure.kind === 'count' && a.callId === b.callId && a.path < b.path) {
          candidates.push([x + y, `${x} + ${y}`]);
        }
        if (percent && fractions) candidates.push([(x - y) * 100, `(${x} − ${y}) in points`]);
        if (percent && y !== 0) candidates.push([(x / y - 1) * 100, `${x} vs ${y}, change`]);
        const hit = candidates.find(([value]) => near(value));
        if (hit) return { status: 'derived', refs: refsOf([a, b]), derivation: hit[1] };
      }
    }
  }
  return undefined;
}

function refsOf(values: readonly ObservedValue[]): EvidenceRef[] {
  const refs: EvidenceRef[] = [];
  // Fields before figures read out of a summary's prose.
  const ordered = [...values].sort((a, b) => Number(!!a.inText) - Number(!!b.inText));
  for (const value of ordered) {
    if (refs.some((ref) => ref.callId === value.callId && ref.path === value.path)) continue;
    refs.push({
      step: value.step,
      callId: value.callId,
      tool: value.tool,
      path: value.path,
      value: value.value,
    });
    if (refs.length >= MAX_REFS) break;
  }
  return refs;
}

/** Where a figure came from, in words: "observed in step 2 (get_daily_volumes), days[291].day". */
export function describeEvidence(figure: FigureEvidence): string {
  if (figure.status === 'unsupported') {
    return `${figure.text}: in no tool result of this run (unsupported)`;
  }
  const where = figure.refs
    .map((ref) => `step ${ref.step}${ref.tool ? ` (${ref.tool})` : ''}, ${ref.path}`)
    .join('; ');
  const how =
    figure.status === 'derived'
      ? `derived${figure.derivation ? ` (${figure.derivation})` : ''} from`
      : 'observed in';
  return `${figure.text}: ${how} ${where}`;
}
