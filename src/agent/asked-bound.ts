import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import { askedMeasures, figureMeasure, type Measure } from './asked-measure';
import { COMMON_WORDS } from './common-words';
import type { DataDictionary, DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import boundWords from './words/bound-words.json';

/** A bound the question sets on a number field: "a bag over 20 kg", "waits of at least 30 min". */
export interface AskedBound {
  /** The question's words that set it ("over 20 kg"). */
  text: string;
  value: number;
  field: DatasetField;
  /** Where it is said in the question (character offset). */
  at: number;
}

const COMPARISON_OPS = new Set([
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'ge',
  'le',
  '>',
  '>=',
  '<',
  '<=',
]);
const escape = (phrase: string) =>
  phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const byLength = (a: string, b: string) => b.length - a.length;
/** A number as a question writes it: "20", "1,000", "NZ$500", "£12.50". */
const NUMBER = String.raw`(?:[A-Z]{0,3}[$£€])?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const BEFORE = new RegExp(
  String.raw`\b(?:${boundWords.before.sort(byLength).map(escape).join('|')})\s+${NUMBER}`,
  'gi',
);
const AFTER = new RegExp(
  String.raw`${NUMBER}(\s*[\p{L}$£€%]+)?\s+(?:${boundWords.after.sort(byLength).map(escape).join('|')})\b`,
  'giu',
);
/** Units of time: "over 2 years ago", "within 7 days" bound a period, the period checks' work. */
const PERIOD_UNITS = /^(?:day|week|month|year|quarter|fortnight)s?$/i;

/**
 * The bounds a question sets on the data's number fields. A bound counts when a word next to it
 * (the unit after the number, or the few words before the bound word) names a number field of
 * the dictionary ("bag" or "kg" of "Bag Wt kg"); "more than 100 reports" bounds a count of
 * records, which a ranking or a list answers, not a filter.
 */
export function askedBounds(question: string, dataset: DataDictionary | undefined): AskedBound[] {
  const fields = (dataset?.fields ?? []).filter(
    (field) => field.type === 'number' && field.filled > 0,
  );
  if (!fields.length) return [];
  const bounds: AskedBound[] = [];
  for (const pattern of [BEFORE, AFTER]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(question); match; match = pattern.exec(question)) {
      const value = Number(match[1]!.replace(/,/g, ''));
      if (!Number.isFinite(value)) continue;
      const start = match.index;
      const end = start + match[0].length;
      const after = tokens(question.slice(end, end + 24)).slice(0, 2);
      const unit = pattern === AFTER ? tokens(match[2] ?? '') : after.slice(0, 1);
      if (unit.some((word) => PERIOD_UNITS.test(word))) continue;
      if (/^(?:19|20)\d{2}$/.test(match[1]!) && !unit.length) continue;
      const before = tokens(question.slice(Math.max(0, start - 40), start)).slice(-3);
      const near = new Set([...before, ...unit, ...after].map(stem));
      const field = fields.find((candidate) =>
        fieldWords(candidate).some((word) => near.has(word)),
      );
      if (field) bounds.push({ text: match[0].trim(), value, field, at: start });
    }
  }
  return bounds;
}

/**
 * "What is the average bag weight, and how many reports involve a bag over 20 kg?": the bound is
 * a condition of the question, so some call must filter the number field by it. An answer none
 * of whose calls did (3620 reports, every bag) leaves that part out. In a two-part question whose
 * later ask points back at the bounded records ("… over 20 kg, and what is their average
 * claim?"), the call behind the later ask's own measure must keep the bound too.
 */
export function checkAskedBound(sources: FitSources): FitFinding[] {
  const bounds = askedBounds(sources.question, sources.dataset);
  if (!bounds.length || !sources.calls.length) return [];
  const unkept = bounds.filter((bound) => !sources.calls.some((call) => keepsBound(call, bound)));
  if (unkept.length) {
    return [
      {
        check: 'filter',
        label: `The question bounds ${unkept.map(describe).join(', ')}; no call filtered on it`,
        delta: -0.2,
        cap: 0.44,
        capReason: 'a condition of the question was not computed',
        partial: true,
      },
    ];
  }
  const dropped = droppedInLaterAsk(sources, bounds);
  if (!dropped.length) return [];
  return [
    {
      check: 'filter',
      label: `The later ask points back at the records ${dropped.map(describe).join(', ')}, but the call behind its figure does not keep the bound`,
      delta: -0.15,
      cap: 0.6,
      capReason: "the later ask's figure is not of the bounded records",
      partial: true,
    },
  ];
}

const POINTS_BACK = /\b(?:their|theirs|them|those|these|they|its|it|such)\b/i;

function droppedInLaterAsk(sources: FitSources, bounds: readonly AskedBound[]): AskedBound[] {
  const asks = splitAsks(sources.question);
  if (asks.length !== 2) return [];
  const [first, second] = asks as [(typeof asks)[0], (typeof asks)[0]];
  if (!POINTS_BACK.test(second.text)) return [];
  const secondAt = sources.question.indexOf(second.text);
  const inFirst = bounds.filter((bound) => bound.at < secondAt);
  if (!inFirst.length) return [];
  const firstMeasures = new Set(askedMeasures(first.text, sources.dataset).flat());
  const secondOnly = askedMeasures(second.text, sources.dataset)
    .flat()
    .filter((measure) => !firstMeasures.has(measure));
  if (!secondOnly.length) return [];
  const ids = new Set(
    sources.figures
      .filter((figure) => secondOnly.includes(figureMeasure(figure) as Measure))
      .flatMap((figure) => figure.refs.map((ref) => ref.callId)),
  );
  const serving = sources.calls.filter((call) => ids.has(call.callId));
  if (!serving.length) return [];
  return inFirst.filter((bound) => !serving.some((call) => keepsBound(call, bound)));
}

function describe(bound: AskedBound): string {
  return `${bound.field.label ?? bound.field.name} ("${bound.text}")`;
}

function fieldWords(field: DatasetField): string[] {
  const name = field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return [field.label ?? '', name]
    .flatMap((text) => tokens(text.replace(/\([^)]*\)/g, ' ')))
    .filter((word) => word.length >= 2 && !/^\d+$/.test(word) && !COMMON_WORDS.has(word))
    .map(stem);
}

/**
 * A comparison filter anywhere in the call's input (or the filters its output states) on a
 * number near the bound: "over 20" kept as `gt 20` or `gte 21`, "at least 30" as `gte 30`.
 */
function keepsBound(call: ObservedCall, bound: AskedBound): boolean {
  const near = (value: unknown) =>
    typeof value === 'number'
      ? Math.abs(value - bound.value) <= 1
      : Array.isArray(value) && value.some(near);
  const visit = (node: unknown, depth: number): boolean => {
    if (depth > 6) return false;
    if (Array.isArray(node)) return node.some((item) => visit(item, depth + 1));
    if (!isPlainObject(node)) return false;
    const op = node['op'];
    if (typeof op === 'string' && COMPARISON_OPS.has(op.toLowerCase()) && near(node['value'])) {
      return true;
    }
    return Object.values(node).some((child) => visit(child, depth + 1));
  };
  return visit(call.input, 0) || (isPlainObject(call.output) && visit(call.output['filters'], 0));
}
