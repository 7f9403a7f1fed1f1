import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import { numberFieldsRead } from './number-readings';
import type { ObservedCall } from './observed-values';
import { tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import alternativeWords from './words/alternative-words.json';

const ALTERNATIVE = new Set(alternativeWords.alternatives.map((word) => tokens(word)[0]!));

interface ListFilter {
  field: string;
  values: string[];
}

/**
 * A filter that keeps several values of one field must have each of them asked: "delays or
 * cancellations", "email vs phone". One word read as two values, or a value whose only word in
 * the question names the number measured ("the average delay in minutes" of a "delay" feedback
 * type), widens the population: "on feedback about cancellations, the average delay" computed
 * over cancellations and delays together. Values an earlier call of the run found ("the two
 * busiest channels", then their figures) were chained, not widened.
 */
export function checkWidenedFilter(sources: FitSources): FitFinding[] {
  const used = new Set(
    sources.figures.flatMap((figure) =>
      figure.status === 'unsupported' ? [] : figure.refs.map((ref) => ref.callId),
    ),
  );
  const calls = sources.calls.filter((call) => used.has(call.callId));
  if (!calls.length) return [];
  const texts = [sources.question, sources.previousQuestion ?? ''].map((text) => tokens(text));
  const widened = new Set<string>();
  for (const call of calls) {
    const measured = measuredWords(call, sources.dataset?.fields ?? []);
    for (const filter of listFilters(call.input)) {
      // Where the question says each value; else where the constraints read it (a typo).
      const spans = filter.values.map((value) => {
        const said = spansOf(value, texts);
        if (said.length) return said;
        return sources.constraints.flatMap((constraint) =>
          constraint.kind === 'value' &&
          constraint.field === filter.field &&
          constraint.value.toLowerCase() === value.toLowerCase()
            ? [`read ${constraint.words?.join(':') ?? value}`]
            : [],
        );
      });
      // A value the question does not name at all is another check's (an unrequested filter).
      if (spans.some((own) => !own.length)) continue;
      // Each value needs a span of its own (one word read as two values names one of them; two
      // spans ending on the same word are one), and not one that names the number measured.
      const assigned = distinctSpans(
        spans.map((own) =>
          own.filter((span) => !namesMeasure(span, texts, measured)).map(lastWordOf),
        ),
      );
      const unasked = filter.values.filter(
        (value, index) =>
          (assigned[index] === undefined || insideLonger(index, filter.values, spans, texts)) &&
          !foundEarlier(value, call, sources.calls),
      );
      if (unasked.length) widened.add(`${filter.field} in ${filter.values.join(', ')}`);
    }
  }
  if (!widened.size) return [];
  return [
    {
      check: 'filter',
      label: `A filter keeps more values than the question names: ${[...widened].join('; ')}`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the figures are of a wider population than asked',
    },
  ];
}

/**
 * A span for each value, no span given twice (a matching, by augmenting paths): `undefined` for
 * a value left without one.
 */
function distinctSpans(candidates: readonly string[][]): (string | undefined)[] {
  const owner = new Map<string, number>();
  const place = (index: number, seen: Set<string>): boolean => {
    for (const span of candidates[index]!) {
      if (seen.has(span)) continue;
      seen.add(span);
      const holder = owner.get(span);
      if (holder === undefined || place(holder, seen)) {
        owner.set(span, index);
        return true;
      }
    }
    return false;
  };
  candidates.forEach((_, index) => place(index, new Set()));
  const assigned: (string | undefined)[] = candidates.map(() => undefined);
  for (const [span, index] of owner) assigned[index] = span;
  return assigned;
}

/** A span by its last word (its head noun): "late flights" and "flights" are the same words. */
function lastWordOf(span: string): string {
  const parts = span.split(' ');
  return parts[0] === 'read' ? span : `${parts[0]} ${parts[parts.length - 1]}`;
}

/** A span of the question whose every word names the number field the call measures. */
function namesMeasure(
  span: string,
  texts: readonly (readonly string[])[],
  measured: ReadonlySet<string>,
): boolean {
  const [text, ...positions] = span.split(' ');
  if (!text || !/^\d+$/.test(text)) return false;
  const said = positions.map((position) => texts[Number(text)]![Number(position)]!);
  return said.length > 0 && said.every((word) => measured.has(word));
}

/**
 * Where the question (or the previous one) says a value: its words in a row, else the positions
 * of those of its words it does say ("upheld" of "Closed - upheld" and of "Closed - not upheld"
 * alike), as `text position…` keys.
 */
function spansOf(value: string, texts: readonly (readonly string[])[]): string[] {
  const own = tokens(value);
  if (!own.length) return [];
  const spans: string[] = [];
  texts.forEach((words, text) => {
    for (let start = 0; start + own.length <= words.length; start++) {
      if (own.every((word, offset) => words[start + offset] === word)) {
        spans.push([text, ...own.map((_, offset) => start + offset)].join(' '));
      }
    }
  });
  if (spans.length) return spans;
  texts.forEach((words, text) => {
    const positions = own.flatMap((word) =>
      word.length >= 3 && words.includes(word) ? [words.indexOf(word)] : [],
    );
    if (positions.length) spans.push([text, ...positions].join(' '));
  });
  return spans;
}

/**
 * "Resolved with an apology" of "Resolved" and "Resolved - apology given": every place the
 * question says the shorter value lies within what it says of a longer value holding all its
 * words, so the words name the longer value alone.
 */
function insideLonger(
  index: number,
  values: readonly string[],
  spans: readonly (readonly string[])[],
  texts: readonly (readonly string[])[],
): boolean {
  const own = new Set(tokens(values[index]!));
  // "Check-ups, and check-ups with a referral": a word said twice may name each value once.
  const once = (word: string) =>
    texts.every(
      (words) => words.filter((said) => said === word || said === `${word}s`).length <= 1,
    );
  if (![...own].every(once)) return false;
  const positions = (span: string) => span.split(' ');
  return values.some((other, at) => {
    if (at === index) return false;
    const words = new Set(tokens(other));
    if (words.size <= own.size || ![...own].every((word) => words.has(word))) return false;
    const longer = spans[at]!.filter((span) => !span.startsWith('read')).map(positions);
    const shorter = spans[index]!.filter((span) => !span.startsWith('read')).map(positions);
    if (!longer.length || !shorter.length) return false;
    return shorter.every((span) =>
      longer.some(
        (wide) =>
          wide[0] === span[0] &&
          // Short words ("up") have no place of their own in a loose span: its first word's.
          wide.slice(1).includes(span[1]!) &&
          !saidApart(wide, texts),
      ),
    );
  });
}

/**
 * A longer value's words said across an "or", "vs", "than" ("more plain Fees complaints or more
 * estimate-exceeded ones" of "Fees" and "Fees - estimate exceeded"): its other words stand in a
 * place of their own, set beside the shorter value, not around it.
 */
function saidApart(wide: readonly string[], texts: readonly (readonly string[])[]): boolean {
  const words = texts[Number(wide[0])] ?? [];
  const positions = wide.slice(1).map(Number);
  const from = Math.min(...positions);
  const to = Math.max(...positions);
  return words.slice(from + 1, to).some((word) => ALTERNATIVE.has(word));
}

/** The words of the number fields a call averages, sums or otherwise reads. */
function measuredWords(call: ObservedCall, fields: readonly DatasetField[]): Set<string> {
  const names = new Set(numberFieldsRead(call.input));
  const words = new Set<string>();
  for (const field of fields) {
    if (!names.has(field.name) || field.type !== 'number') continue;
    for (const name of [field.name.replace(/_/g, ' '), field.label ?? ''])
      for (const word of tokens(name)) words.add(word);
  }
  return words;
}

/** `{ field, op: 'in', value: [...] }` filters of two or more values anywhere in the input. */
function listFilters(input: unknown, depth = 0): ListFilter[] {
  if (depth > 5) return [];
  if (Array.isArray(input)) return input.flatMap((item) => listFilters(item, depth + 1));
  if (!isPlainObject(input)) return [];
  const value = input['value'];
  if (
    typeof input['field'] === 'string' &&
    input['op'] === 'in' &&
    Array.isArray(value) &&
    value.length >= 2 &&
    value.every((item) => typeof item === 'string')
  ) {
    return [{ field: input['field'], values: value as string[] }];
  }
  return Object.values(input).flatMap((child) => listFilters(child, depth + 1));
}

function foundEarlier(value: string, call: ObservedCall, calls: readonly ObservedCall[]): boolean {
  const wanted = JSON.stringify(value);
  return calls.some(
    (other) => other.step < call.step && JSON.stringify(other.output ?? null).includes(wanted),
  );
}
