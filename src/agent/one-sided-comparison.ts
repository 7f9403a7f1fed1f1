import type { FitFinding, FitSources } from './answer-fit';
import { type Measure, figureMeasure } from './asked-measure';
import { extractFigures } from './answer-figures';

/**
 * Words that set one group against another, named or not: "compare … with …", "vs", "than
 * everyone else", "than the rest", "than non-members", "relative to". A comparison needs a figure
 * for each side; "more than 100" compares with a number the question gives, not with a group.
 */
const COMPARED =
  /\bcompar(?:e|es|ed|ing|ison)\b|\bvs\.?(?!\S)|\bversus\b|\bthan\s+(?:everyone|everybody|anyone|anybody|the\s+rest|the\s+others?|others|all\s+(?:the\s+)?others?|(?:the\s+)?other\s+[\p{L}]+|non[- ]?[\p{L}]+|those\s+(?:who|that|without|with)\b)|\brelative\s+to\b|\bas\s+opposed\s+to\b/iu;

/**
 * "How does sentiment in chatbot chats compare with chats handled by a person?" answered with the
 * chatbot chats' average alone, "Do Plus members get resolved faster than everyone else?" answered
 * with one rate: a comparison asked and one side's figure given. The answer must state at least
 * two figures of the measure it compares (two averages, two rates, two counts); a count beside a
 * rate is its base, not a second side.
 */
export function checkOneSidedComparison(sources: FitSources): FitFinding[] {
  if (!COMPARED.test(sources.question)) return [];
  const given = new Set(extractFigures(sources.question).map((figure) => String(figure.value)));
  const byMeasure = new Map<Measure, Set<string>>();
  for (const figure of sources.figures) {
    const measure = figureMeasure(figure);
    if (!measure) continue;
    const value = numberOf(figure.text);
    if (given.has(value)) continue;
    // Two sides may share a value and even its evidence ("PP: 8.1%; CC: 8.1%"): a side is the
    // value with the word that labels it; the lead restated in a list ("**GC**: 13.4% … GC:
    // 13.4%") stays one.
    const label = /([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u.exec(
      sources.answer.slice(0, figure.start),
    )?.[1];
    const values = byMeasure.get(measure) ?? new Set<string>();
    values.add(`${value} ${label ?? ''}`);
    byMeasure.set(measure, values);
  }
  if (!byMeasure.size) return [];
  // The compared measure: the first that is not a plain count when there is one (counts are
  // then the bases of rates or means), else the counts themselves.
  const compared = [...byMeasure.keys()].find((measure) => measure !== 'count') ?? 'count';
  const sides = byMeasure.get(compared)!.size;
  if (sides >= 2) return [];
  return [
    {
      check: 'sides',
      label: `The question compares two groups; the answer states one ${compared === 'count' ? 'count' : compared === 'share' ? 'rate or share' : compared} only, for one side`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'one side of the comparison is missing',
      partial: true,
    },
  ];
}

/** A figure's number as text ("3,800" and "3800" alike), else the figure as written. */
function numberOf(text: string): string {
  const parsed = Number(text.replace(/[,%\s]/g, '').replace('−', '-'));
  return Number.isFinite(parsed) ? String(parsed) : text;
}
