import type { FitFinding, FitSources } from './answer-fit';
import { figureMeasure } from './asked-measure';
import type { DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import type { Constraint } from './question-constraints';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** Words after which the share's whole is named: "among permit holders", "out of the Holds". */
const GROUP_LEADS = [['among'], ['amongst'], ['out', 'of'], ['within']];
/** Words that open a share: "what share of <whole> …" names the whole right after "of". */
const SHARE_OF = new Set(['share', 'fraction', 'proportion', 'percentage', 'percent']);
/** How far past its lead the whole may be named ("among the Care Club members"). */
const GROUP_WORDS = 5;
/** Words that end the whole and start the part asked of it ("… that were", "… what share"). */
const PART_STARTS = new Set(
  'that which who whose where were was is are did do does have has had got get gets what how come came in on from during since by'.split(
    ' ',
  ),
);
const PRONOUNS = new Set(['them', 'those', 'these', 'they', 'it', 'that', 'this']);
/** Filter operators that hold no group ("field not null" keeps every record that has a value). */
const NO_GROUP_OPS = new Set(['not_null', 'is_not_null', 'exists']);

type ValueConstraint = Extract<Constraint, { kind: 'value' }>;
/** A group the question names: a value of a field, or a yes/no field ("Care Club members"). */
interface Group {
  field: string;
  value?: string;
  label: string;
}

/**
 * "The upheld rate among permit holders", "what share of Hold requests came from kids card
 * holders": a share is a part over a whole, and the question names the whole (after "among",
 * "out of", "share of", or in an opening "Of the …, " clause). The call behind the answer's
 * share holds its records to its whole: when it held them to another group the question names
 * (the part) and not to the whole, the share is of the wrong denominator (permit holders among the
 * upheld, not upheld among permit holders), however well each figure is supported.
 */
export function checkShareGroup(sources: FitSources): FitFinding[] {
  const lead = sources.figures.find((figure) => figureMeasure(figure) === 'share');
  const ref = lead?.refs[0];
  if (!lead || !ref) return [];
  const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
  if (!call) return [];
  const whole = wholeGroups(sources);
  if (!whole.length) return [];
  const held = heldGroups(call);
  if (whole.some((group) => holds(held, group) || grouped(call, group))) return [];
  // Held to some other group the question names: the part stood in for the whole.
  const other = held.find((filter) => !whole.some((group) => sameField(group.field, filter.field)));
  if (!other) return [];
  const wanted = whole.map((group) => group.label).join(', ');
  return [
    {
      check: 'measure',
      label: `The question asks for a share among ${wanted}; the answer's share (${lead.text}) is over the records where ${other.field} is ${other.value}`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the share is over another group than the one the question names',
    },
  ];
}

/** The groups the question names as the share's whole. */
function wholeGroups(sources: FitSources): Group[] {
  const words = tokens(sources.question);
  const spans: [number, number][] = [];
  words.forEach((_, index) => {
    for (const lead of GROUP_LEADS) {
      if (lead.every((word, offset) => words[index + offset] === word)) {
        spans.push(spanFrom(words, index + lead.length));
      }
    }
    if (SHARE_OF.has(words[index]!) && words[index + 1] === 'of') {
      spans.push(spanFrom(words, index + 2));
    }
  });
  // "Of the Hold requests, what fraction …": an opening clause of "of" up to its comma.
  const opening = /^\s*(?:of|for)\s+([^,]+),/i.exec(sources.question);
  if (opening) spans.push([1, 1 + tokens(opening[1]!).length]);
  if (!spans.length) return [];
  const inSpan = (at: number, end: number) => spans.some(([from, to]) => at >= from && end <= to);
  const values = sources.constraints
    .filter(
      (constraint): constraint is ValueConstraint =>
        constraint.kind === 'value' &&
        !constraint.negated &&
        constraint.words !== undefined &&
        inSpan(constraint.words[0], constraint.words[1]),
    )
    .map((constraint) => ({
      field: constraint.field,
      value: constraint.value,
      label: constraint.value,
    }));
  const flags = (sources.dataset?.fields ?? [])
    .filter((field) => field.type === 'boolean')
    .filter((field) => flagNamedIn(field, words, spans))
    .map((field) => ({ field: field.name, label: field.label ?? field.name }));
  return [...values, ...flags];
}

/** From a lead's end, the words of the whole: up to a word that starts the part, five at most. */
function spanFrom(words: readonly string[], start: number): [number, number] {
  // "What share of them breached …": the whole is the previous answer's records, named nowhere.
  if (PRONOUNS.has(words[start] ?? '')) return [start, start];
  let end = start;
  while (
    end < words.length &&
    end < start + GROUP_WORDS &&
    !PART_STARTS.has(words[end]!) &&
    // "cases breached the SLA", "tweets labelled negative": a verb after the whole starts the part.
    !(end > start && /^[a-z]{3,}ed$/.test(words[end]!))
  )
    end++;
  return [start, end];
}

/** A yes/no field whose every name word of three letters or more stands in one of the spans. */
function flagNamedIn(
  field: DatasetField,
  words: readonly string[],
  spans: readonly [number, number][],
): boolean {
  const name = tokens(
    `${field.label ?? field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')}`,
  )
    .filter((word) => word.length >= 3)
    .map(stem);
  if (!name.length) return false;
  return spans.some(([from, to]) => {
    const within = new Set(words.slice(from, to).map(stem));
    return name.every((word) => within.has(word));
  });
}

/** The call's filters that hold its records to a group: `{ field, op, value }` with a value. */
function heldGroups(call: ObservedCall): { field: string; value: string }[] {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['filters'])) return [];
  return input['filters'].flatMap((filter) => {
    if (!isPlainObject(filter) || typeof filter['field'] !== 'string') return [];
    const op = typeof filter['op'] === 'string' ? filter['op'].toLowerCase() : '';
    if (NO_GROUP_OPS.has(op) || filter['value'] === null || filter['value'] === undefined)
      return [];
    // A date bound is a period, not a group.
    if (/^(?:at|date|day|time|created|received)$/i.test(filter['field'])) return [];
    if (typeof filter['value'] === 'string' && /^\d{4}-\d{2}/.test(filter['value'])) return [];
    return [{ field: filter['field'], value: JSON.stringify(filter['value']) }];
  });
}

function holds(held: readonly { field: string; value: string }[], group: Group): boolean {
  return held.some(
    (filter) =>
      sameField(filter.field, group.field) &&
      (group.value === undefined || filter.value.toLowerCase().includes(group.value.toLowerCase())),
  );
}

/** A grouping by the whole's field: each row's share is over that row's own records. */
function grouped(call: ObservedCall, group: Group): boolean {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['groupBy'])) return false;
  return input['groupBy'].some(
    (field) => typeof field === 'string' && sameField(field, group.field),
  );
}

function sameField(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
