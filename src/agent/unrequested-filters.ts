import type { FitFinding, FitSources } from './answer-fit';
import type { DataDictionary, DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { describesPeriod, editDistance, EVENT_NOUNS, stem, tokens } from './question-constraints';
import { COMMON_WORDS } from './common-words';
import { moodLabelsNamed } from './mood-named-value';
import { isPlainObject } from './validate-input';
import { demonymsOf, sameRoot } from './word-forms';

/** A filter a tool call applied: the field, how, and the values it kept. */
interface AppliedFilter {
  field: string;
  op: string;
  values: unknown[];
}

/** Operators that keep every row with a value: they do not narrow the population asked about. */
const OPEN_OPS = new Set(['not_null', 'is_not_null', 'exists', 'has', 'notnull']);
const ISO_DAY = /^\d{4}-\d{2}(?:-\d{2})?/;
const KEEPING_OPS = new Set(['eq', 'in', '=', '==']);
const TIME_ROLES = new Set(['time']);

/**
 * A filter in the tool inputs that nothing in the question (its words, its chart context or the
 * turn it follows up) asked for narrows the population behind the figures: "which region sends
 * the most complaints" answered over pending complaints only. Checked on the calls the answer's
 * figures come from.
 */
export function checkUnrequestedFilters(sources: FitSources): FitFinding[] {
  const used = new Set(
    sources.figures.flatMap((figure) =>
      figure.status === 'unsupported' ? [] : figure.refs.map((ref) => ref.callId),
    ),
  );
  const calls = used.size
    ? sources.calls.filter((call) => used.has(call.callId))
    : sources.figures.length
      ? []
      : sources.calls;
  const asked = [sources.question, sources.previousQuestion ?? ''].join(' ');
  const askedWords = tokens(asked);
  const constrained = new Set(
    sources.constraints.flatMap((constraint) =>
      constraint.kind === 'value' ? [constraint.value.toLowerCase()] : [],
    ),
  );
  // "united bad tweets": a mood or verdict said of records asks for that sentiment label.
  if (sources.dataset) {
    for (const label of moodLabelsNamed(asked, sources.dataset)) constrained.add(label);
  }
  const unrequested = new Map<string, string>();
  // Each call's short strings, read once: a long run would read every earlier result again for
  // each call behind the figures.
  const held = new Map(
    sources.calls.map((call) => [
      call,
      new Set(stringsOf(call.output).map((value) => value.toLowerCase())),
    ]),
  );
  for (const call of calls) {
    // A value an earlier call of the run found ("the product with the most complaints", then
    // "its sentiment") was chained, not made up.
    const earlier = sources.calls.filter((other) => other.step < call.step);
    const found = {
      has: (value: string) => earlier.some((other) => held.get(other)!.has(value)),
    };
    for (const filter of filtersOf(call, sources.dataset)) {
      const field = sources.dataset?.fields.find((candidate) => candidate.name === filter.field);
      if (OPEN_OPS.has(filter.op.toLowerCase())) continue;
      if (field && TIME_ROLES.has(field.role)) continue;
      const strange = filter.values.filter(
        (value) =>
          !(typeof value === 'string' && found.has(value.toLowerCase())) &&
          !accounted(value, field, constrained, askedWords, sources.dataset),
      );
      if (!strange.length) continue;
      const text = `${field?.label ?? filter.field} ${filter.op === 'eq' ? '=' : filter.op} ${strange.map(String).join(', ')}`;
      unrequested.set(text, text);
    }
  }
  const findings = contraryFilters(sources, calls);
  if (!unrequested.size) return findings;
  return [
    ...findings,
    {
      check: 'filter',
      label: `A filter the question did not ask for narrows the figures: ${[...unrequested.values()].join('; ')}`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the figures are of a narrower population than asked',
    },
  ];
}

/** "Cases not closed" computed as closed ones: a filter that keeps the value the question excludes. */
function contraryFilters(sources: FitSources, calls: readonly ObservedCall[]): FitFinding[] {
  const findings: FitFinding[] = [];
  for (const constraint of sources.constraints) {
    if (constraint.kind !== 'value' || !constraint.negated) continue;
    const wanted = constraint.value.toLowerCase();
    const keeps = calls.some((call) =>
      filtersOf(call, sources.dataset).some(
        (filter) =>
          filter.field === constraint.field &&
          KEEPING_OPS.has(filter.op.toLowerCase()) &&
          filter.values.some((value) => String(value).toLowerCase() === wanted),
      ),
    );
    if (!keeps) continue;
    findings.push({
      check: 'filter',
      label: `The question asks about ${constraint.field} other than "${constraint.value}"; the figures keep only "${constraint.value}"`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figures are of the values the question excludes',
    });
  }
  return findings;
}

/** `{ field, op, value }` filters anywhere in the input, and fields given as input keys. */
function filtersOf(call: ObservedCall, dataset: DataDictionary | undefined): AppliedFilter[] {
  const found: AppliedFilter[] = [];
  const fieldNames = new Set(dataset?.fields.map((field) => field.name) ?? []);
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isPlainObject(value)) return;
    if (typeof value['field'] === 'string' && typeof value['op'] === 'string') {
      const raw = value['value'];
      found.push({
        field: value['field'],
        op: value['op'],
        values: Array.isArray(raw) ? raw : [raw],
      });
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      // A tool's own parameter named like a field (`channel: "phone"`) filters on it; deeper keys
      // (`order.direction`) are the tool's settings.
      if (depth === 0 && fieldNames.has(key) && isFieldValue(dataset, key, child)) {
        found.push({ field: key, op: 'eq', values: [child] });
      } else {
        visit(child, depth + 1);
      }
    }
  };
  visit(call.input, 0);
  return found;
}

function isFieldValue(dataset: DataDictionary | undefined, name: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'boolean') return false;
  const field = dataset?.fields.find((candidate) => candidate.name === name);
  if (!field?.values?.length) return typeof value === 'string';
  return field.values.some(
    (entry) => String(entry.value).toLowerCase() === String(value).toLowerCase(),
  );
}

/**
 * Whether the question accounts for a filter value: it is one of the question's constraints, or
 * the question says its words (or the field's, for a yes/no or numeric filter), typos tolerated.
 */
function accounted(
  value: unknown,
  field: DatasetField | undefined,
  constrained: ReadonlySet<string>,
  askedWords: readonly string[],
  dataset: DataDictionary | undefined,
): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return true;
    if (constrained.has(value.toLowerCase())) return true;
    const names = [value, ...(field?.valueSynonyms?.[value] ?? []), ...demonymsOf(value)];
    if (names.some((name) => saysPhrase(askedWords, tokens(name)))) return true;
    // A one-word value said as another form of its root: "the rejection rate" of "rejected".
    const own = tokens(value);
    if (own.length === 1 && /^[a-z]{6,}$/.test(own[0]!)) {
      if (askedWords.some((word) => word.length >= 6 && sameRoot(word, own[0]!))) return true;
    }
    // Most words of a longer value, in any order ("complaints about flight attendants",
    // "custmer service complaints" for "Customer Service Issue").
    const parts = tokens(value);
    const said = parts.filter((part) => saysPhrase(askedWords, [part])).length;
    if (parts.length >= 2 && said >= 2 && said * 3 >= parts.length * 2) return true;
    // A word of the value that names it among the field's values: one only it holds ("wifi" of
    // "wifi and power"), or its last word where it is the shortest value holding that word
    // ("upheld" of "Closed - upheld" beside "Closed - not upheld").
    if (
      parts.some(
        (part) =>
          namesAmongValues(part, value, field) &&
          !elsewhereInData(part, field, dataset) &&
          askedWords.some(
            (word, at) =>
              saysPhrase([word], [part]) &&
              !describesPeriod(askedWords, at, 1) &&
              !EVENT_NOUNS.has(askedWords[at + 1] ?? ''),
          ),
      )
    ) {
      return true;
    }
    // A brand-like name (an inner capital or a digit) only this value of the field holds: "the
    // aerobuds" for "AeroBuds Pro earbuds".
    return value
      .split(/[^\p{L}\p{N}]+/u)
      .filter((written) => /^.+\p{Lu}|\p{N}/u.test(written) && /\p{L}/u.test(written))
      .flatMap((written) => tokens(written))
      .some(
        (part) =>
          part.length >= 5 &&
          !COMMON_WORDS.has(part) &&
          ownWord(part, value, field) &&
          saysPhrase(askedWords, [part]),
      );
  }
  // A yes/no or numeric filter ("breached = true", "sentiment < 0") is asked when the question
  // names its field, or for a sentiment score, one of the sentiment labels ("negative").
  if (!field) return false;
  const names = [field.name, field.label ?? '', ...(field.synonyms ?? [])].filter(Boolean);
  if (field.role === 'sentiment') names.push(...sentimentLabels(dataset));
  return names.some((name) => {
    const words = tokens(splitCamel(name));
    // A yes/no field said in another order: "who had booked assistance" for assistance_booked,
    // "breached their SLA" for SLA breached.
    return (
      saysPhrase(askedWords, words) || (field.type === 'boolean' && saysNear(askedWords, words))
    );
  });
}

/** Every word of a name of two or more words, in any order, within a few words of each other. */
function saysNear(words: readonly string[], name: readonly string[]): boolean {
  if (name.length < 2) return false;
  const width = name.length + 2;
  for (let start = 0; start < words.length; start++) {
    const window = words.slice(start, start + width);
    if (name.every((part) => window.some((word) => saysPhrase([word], [part])))) return true;
  }
  return false;
}

/**
 * Whether a word of a multi-word value names it among the field's values: one side of a value
 * that joins two topics ("wifi" of "wifi and power", "login" of "Login & Access") no other value
 * holds, or the value's last word where it is the only shortest value holding that word
 * ("upheld" of "Closed - upheld" beside "Closed - not upheld").
 */
function namesAmongValues(word: string, value: string, field: DatasetField | undefined): boolean {
  const own = tokens(value);
  if (own.length < 2 || word.length < 4 || COMMON_WORDS.has(word)) return false;
  const sides = value.split(/\s+(?:and|&|\/)\s+|\s*[&/]\s*/i).map((side) => tokens(side));
  if (sides.length === 2 && sides.some((side) => side.length === 1 && side[0] === word)) {
    return ownWord(word, value, field);
  }
  if (own[own.length - 1] !== word) return false;
  const holding = (field?.values ?? [])
    .map((entry) => tokens(String(entry.value)))
    .filter((words) => words.includes(word));
  const shortest = Math.min(...holding.map((words) => words.length));
  return (
    own.length === shortest && holding.filter((words) => words.length === shortest).length === 1
  );
}

/**
 * Whether the data uses the word for something else too: its name or description, another
 * field's name, label, synonyms or values ("delivery" of "late delivery" in a food-delivery data
 * set, "courier" beside a "platform courier" fulfilment). Such a word said alone names no value.
 */
function elsewhereInData(
  word: string,
  field: DatasetField | undefined,
  dataset: DataDictionary | undefined,
): boolean {
  if (!dataset) return true;
  return (wordsByField(dataset).get(field?.name ?? '') ?? wordsByField(dataset).get('')!).has(word);
}

/** Per data set (read once): for each field, the words the data uses outside its values. */
const DATA_WORDS = new WeakMap<DataDictionary, Map<string, Set<string>>>();

function wordsByField(dataset: DataDictionary): Map<string, Set<string>> {
  let byField = DATA_WORDS.get(dataset);
  if (byField) return byField;
  const shared = [dataset.name, dataset.description ?? ''];
  for (const other of dataset.fields) {
    shared.push(splitCamel(other.name), other.label ?? '', ...(other.synonyms ?? []));
  }
  const valuesOf = (other: DatasetField) =>
    (other.values ?? []).map((entry) => String(entry.value));
  byField = new Map();
  for (const field of [undefined, ...dataset.fields]) {
    const texts = [
      ...shared,
      // A name the dictionary lists once per entity ("status" of messages and of cases) is one
      // field here.
      ...dataset.fields.filter((other) => other.name !== field?.name).flatMap(valuesOf),
    ];
    byField.set(field?.name ?? '', new Set(texts.flatMap((text) => tokens(text))));
  }
  DATA_WORDS.set(dataset, byField);
  return byField;
}

/** Whether no other listed value of the field holds the word (a field without a list: no). */
function ownWord(word: string, value: string, field: DatasetField | undefined): boolean {
  const others = (field?.values ?? [])
    .map((entry) => String(entry.value))
    .filter((other) => other.toLowerCase() !== value.toLowerCase());
  return others.length > 0 && !others.some((other) => tokens(other).includes(word));
}

function sentimentLabels(dataset: DataDictionary | undefined): string[] {
  return (dataset?.fields ?? [])
    .filter((field) => field.role === 'sentiment_label')
    .flatMap((field) => (field.values ?? []).map((entry) => String(entry.value)));
}

/** Short strings of a result (group keys, labels), not its prose. */
function stringsOf(value: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') return value.length <= 60 ? [value] : [];
  if (Array.isArray(value))
    return value.slice(0, 500).flatMap((item) => stringsOf(item, depth + 1));
  if (isPlainObject(value))
    return Object.values(value).flatMap((item) => stringsOf(item, depth + 1));
  return [];
}

function saysPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (!phrase.length) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    const same = phrase.every((word, offset) => {
      const seen = words[start + offset]!;
      if (seen === word || stem(seen) === stem(word)) return true;
      // "families" for "family" (the plural's s is already off: "familie"); "P1s" for "P1".
      if (seen.endsWith('ie') && `${seen.slice(0, -2)}y` === word) return true;
      if (/\d$/.test(word) && seen === `${word}s`) return true;
      // A typo keeps the first letter: one edit in six letters ("close" for "closed"), two in
      // eight ("custmr" for "customer") unless the word is a common one of its own.
      if (seen[0] !== word[0] || word.length < 6) return false;
      if (editDistance(seen, word, 1) <= 1) return true;
      return (
        word.length >= 8 &&
        !COMMON_WORDS.has(seen) &&
        !COMMON_WORDS.has(`${seen}s`) &&
        Math.abs(seen.length - word.length) <= 2 &&
        editDistance(seen, word, 2) <= 2
      );
    });
    // "The savings rate increase" names an event, not the records asked about.
    if (same && !EVENT_NOUNS.has(words[start + phrase.length] ?? '')) return true;
  }
  return false;
}

function splitCamel(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}
