import { extractFigures } from './answer-figures';
import type { FitFinding, FitSources } from './answer-fit';
import { figureMeasure } from './asked-measure';
import { asksSeveral } from './every-ask';
import type { FigureEvidence } from './events';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

/** "How many …" or "the number of …": the question asks a count. */
const COUNT_ASKED = /\b(?:how\s+many|number\s+of|count\s+of)\b/i;
const SHARE_WORD = String.raw`(?:share|percent(?:age)?|proportion|fraction|%)`;
const POINTER = String.raw`(?:that|this|it|they|those|these)`;
/**
 * A share asked OF the count just asked for: "what is that as a share of all cases", "what
 * percentage is that", "what share of all jobs does that make". The count asked is then the part,
 * not the whole ("how many … in May, and what share of them were …" counts the whole).
 */
const SHARE_OF_COUNT = new RegExp(
  String.raw`\b${SHARE_WORD}(?:[^?;.]*?)\b(?:is|was|are|were|do|does|did)\s+${POINTER}\b|\b${POINTER}\s+(?:(?:is|was|are|were)\s+)?(?:as\s+)?(?:a|the)\s+${SHARE_WORD}`,
  'i',
);
/** Result keys that count records (a whole a share may be taken of). */
const RECORD_COUNT = /^(?:count|matched|total|rowCount|n|size|all|base)$/i;

/**
 * "How many cases breached their SLA, and what is that as a share of all cases?" asks the count of
 * the part and then its share. An answer that states the share and only the whole it is taken of
 * ("9.1% over 3,500 cases") left the count asked out, though it states two figures. A count is
 * the part when it is the share of a whole the run or the answer holds (107 of 3,460 for 3.1%);
 * when no count of the answer is, the count asked is missing.
 */
export function checkPartCount(sources: FitSources): FitFinding[] {
  const question = sources.question;
  if (!asksSeveral(question) || !COUNT_ASKED.test(question)) return [];
  if (!SHARE_OF_COUNT.test(question)) return [];
  const shares = sources.figures.filter((figure) => figureMeasure(figure) === 'share');
  if (!shares.length) return [];
  const counts = sources.figures.filter(
    (figure) => figure.kind === 'count' && figureMeasure(figure) === 'count',
  );
  if (!counts.length) return [];
  const stated = counts.map(numberOf);
  const isPart = (count: number) =>
    shares.some((share) => {
      const fraction = fractionOf(share);
      if (fraction === undefined) return false;
      const wholes = [...stated, ...recordCounts(share, sources.calls)];
      return wholes.some(
        (whole) => whole > count && Math.abs(count / whole - fraction) <= 0.0006 + 0.01 * fraction,
      );
    });
  if (stated.some(isPart)) return [];
  return [
    {
      check: 'measure',
      label: `The question asks how many, then that as a share; the answer gives the share and its whole (${counts[0]!.text}) but not the count asked`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'an ask of the question was not answered',
      partial: true,
    },
  ];
}

/** The number a figure writes ("3,460" → 3460, "9.1%" → 9.1). */
function numberOf(figure: FigureEvidence): number {
  const value = extractFigures(figure.text)[0]?.value;
  return typeof value === 'number' ? value : NaN;
}

/** A share as a fraction: "9.1%" → 0.091, "0.31" → 0.31. */
function fractionOf(share: FigureEvidence): number | undefined {
  const value = numberOf(share);
  if (!Number.isFinite(value)) return undefined;
  const fraction = share.kind === 'percent' ? value / 100 : value;
  return fraction > 0 && fraction < 1 ? fraction : undefined;
}

/** The counts of records in the results a share was read from (a whole it may be taken of). */
function recordCounts(share: FigureEvidence, calls: readonly ObservedCall[]): number[] {
  const found: number[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3 || found.length > 200) return;
    if (Array.isArray(value)) value.slice(0, 100).forEach((item) => visit(item, depth + 1));
    else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === 'number' && RECORD_COUNT.test(key) && child > 0) found.push(child);
        else visit(child, depth + 1);
      }
    }
  };
  const used = new Set(share.refs.map((ref) => ref.callId));
  for (const call of calls) if (used.has(call.callId)) visit(call.output, 0);
  return found;
}
