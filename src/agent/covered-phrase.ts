import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import { COMMON_WORDS } from './common-words';
import type { DataDictionary } from './dataset';
import { stem, tokens } from './question-constraints';
import { checkUnaccountedTerms } from './unaccounted-terms';
import { isPlainObject } from './validate-input';
import irregularVerbs from './words/irregular-verbs.json';
import openers from './words/phrase-openers.json';

/** Irregular past forms ("rang", "brought"): a verb before a value, not a word narrowing it. */
const PAST_FORMS = new Set(Object.keys(irregularVerbs.forms));
/** Words after which a noun phrase opens ("about brown water"), and words that set one aside. */
const OPENS_PHRASE = new Set(openers.opensPhrase);
const NEGATIONS = new Set(openers.negations);
/** How many words before a longer value's word a negation sets it aside ("not the missed-dose"). */
const NEGATION_REACH = 3;

interface Filtered {
  field: string;
  values: string[];
}

/**
 * The question's noun phrase is only partly covered by the filter that stands for it. Two ways,
 * both read from the data's own values and the run's calls, never from a list of phrasings:
 *
 * - a LONGER VALUE SAID: the call filters on a value ("Leak") of a field that also holds a longer
 *   value with all its words ("Leak - customer pipe"), and the question says every other word of
 *   the longer one ("leaks on the customer's own pipe") while no filter of the call covers them:
 *   the figures are of the broader value, not the one asked;
 * - a MODIFIER LEFT OVER: a word the data and the run name nowhere stands right before the words
 *   of a value the call filters on ("brown water" filtered as service Water): the figures are of
 *   every record of the value, not of the kind the word narrows it to.
 *
 * - a VALUE WORD UNUSED: every call behind the figures counts every record (no filter, no
 *   grouping), while the question says a word only the data's values hold ("the live game kept
 *   freezing" of "Buffering - live sport") that no call's input holds.
 *
 * - an ASK LEFT UNFILTERED: of a question of several asks, one ask's figure comes from a count
 *   of every record while the ask says a word of its own (not in the other asks, not a common
 *   word) that no call's input holds ("…, and how many from customers on rateable value?"
 *   answered with every customer).
 *
 * Either way the answer is of a wider population than asked: Low, and partly answered.
 */
export function checkCoveredPhrase(sources: FitSources): FitFinding[] {
  if (!sources.dataset) return [];
  const used = new Set(
    sources.figures.flatMap((figure) =>
      figure.status === 'unsupported' ? [] : figure.refs.map((ref) => ref.callId),
    ),
  );
  const calls = sources.calls.filter((call) => used.has(call.callId));
  if (!calls.length) return [];
  const words = tokens(sources.question);
  const found: string[] = [];
  // Every value a call behind the figures filters on, by field: a longer value another call
  // filters on is answered ("Delay versus Delay - missed connection", one call each).
  const filtered = new Set(
    calls.flatMap((call) =>
      filtersOf(call.input).flatMap((filter) =>
        filter.values.map((value) => valueKey(filter.field, value)),
      ),
    ),
  );
  for (const call of calls) {
    const filters = filtersOf(call.input);
    const covered = new Set(filters.flatMap((filter) => filter.values.flatMap(tokens)).map(stem));
    for (const filter of filters) {
      for (const value of filter.values) {
        const longer = longerValueSaid(sources.dataset, filter, value, words, covered, filtered);
        if (longer) found.push(`"${longer}" is asked, the figures keep ${filter.field} "${value}"`);
      }
    }
  }
  const unaccounted = checkUnaccountedTerms(sources)[0]?.unaccounted ?? [];
  if (unaccounted.length) {
    for (const call of calls) {
      for (const filter of filtersOf(call.input)) {
        for (const value of filter.values) {
          const modifier = modifierBefore(words, value, new Set(unaccounted));
          if (modifier) {
            found.push(
              `"${modifier}" narrows "${tokens(value).join(' ')}", the figures keep every ${filter.field} "${value}"`,
            );
          }
        }
      }
    }
  }
  const unused = valueWordUnused(sources.dataset, calls, words);
  if (unused) found.push(unused);
  const unfiltered = askLeftUnfiltered(sources.question, calls, sources.dataset);
  if (unfiltered) found.push(unfiltered);
  if (!found.length) return [];
  return [
    {
      check: 'filter',
      label: `The question's phrase is only partly covered by the filters: ${[...new Set(found)].join('; ')}`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'the figures are of a wider population than asked',
      partial: true,
    },
  ];
}

/** The key of a field's value in the set of values the run's calls filter on. */
function valueKey(field: string, value: string): string {
  return `${field}\u0000${value}`;
}

/**
 * Another value of the filter's field that holds every word of `value` and more, whose further
 * words the question all says, no filter of the call covers, and no other call behind the
 * figures filters on (`filtered`, by `valueKey`).
 */
function longerValueSaid(
  dataset: DataDictionary,
  filter: Filtered,
  value: string,
  question: readonly string[],
  covered: ReadonlySet<string>,
  filtered: ReadonlySet<string>,
): string | undefined {
  // Each word said, unless a negation a few words before sets it aside ("not the missed-dose ones");
  // "building work or not": one said a word or two before a negation is set aside too.
  const said = new Set(
    question.flatMap((word, index) =>
      question.slice(Math.max(0, index - NEGATION_REACH), index).some((w) => NEGATIONS.has(w)) ||
      question.slice(index + 1, index + 3).some((w) => NEGATIONS.has(w))
        ? []
        : [stem(word)],
    ),
  );
  const own = new Set(tokens(value).map(stem));
  if (!own.size) return undefined;
  const field = dataset.fields.find((candidate) => candidate.name === filter.field);
  for (const { value: other } of field?.values ?? []) {
    if (
      typeof other !== 'string' ||
      filter.values.includes(other) ||
      filtered.has(valueKey(filter.field, other))
    ) {
      continue;
    }
    const words = tokens(other).map(stem);
    if (![...own].every((word) => words.includes(word))) continue;
    const extra = words.filter(
      (word) => !own.has(word) && word.length >= 3 && !COMMON_WORDS.has(word),
    );
    if (!extra.length) continue;
    if (extra.every((word) => said.has(word) && !covered.has(word))) return other;
  }
  return undefined;
}

/**
 * The question's word right before where it says `value` in full, when the data and the run name
 * it nowhere and it is no verb ("brown" of "brown water"; not "rang" of "rang Billing").
 */
function modifierBefore(
  words: readonly string[],
  value: string,
  unaccounted: ReadonlySet<string>,
): string | undefined {
  const own = tokens(value);
  if (!own.length) return undefined;
  for (let start = 2; start + own.length <= words.length; start++) {
    if (!own.every((word, offset) => stem(words[start + offset]!) === stem(word))) continue;
    const before = words[start - 1]!;
    if (!unaccounted.has(before) || PAST_FORMS.has(before) || /(?:ed|ing)$/.test(before)) {
      continue;
    }
    // "about brown water", not "were actual complaints" nor a preposition opening the question.
    if (OPENS_PHRASE.has(before) || !OPENS_PHRASE.has(words[start - 2] ?? '')) continue;
    return before;
  }
  return undefined;
}

/** `{ field, op: 'eq' | 'in', value }` filters of string values anywhere in a call's input. */
function filtersOf(input: unknown, depth = 0): Filtered[] {
  if (depth > 5) return [];
  if (Array.isArray(input)) return input.flatMap((item) => filtersOf(item, depth + 1));
  if (!isPlainObject(input)) return [];
  const value = input['value'];
  if (typeof input['field'] === 'string' && (input['op'] === 'eq' || input['op'] === 'in')) {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    return values.length ? [{ field: input['field'], values }] : [];
  }
  return Object.values(input).flatMap((child) => filtersOf(child, depth + 1));
}

/**
 * A word of the question only a category value holds (not a common word, not a word of a field's
 * name, label or synonyms), when every call behind the figures keeps every record: the question
 * narrows, the figures do not.
 */
function valueWordUnused(
  dataset: DataDictionary,
  calls: readonly { tool: string; input: unknown }[],
  words: readonly string[],
): string | undefined {
  // Counts of records only: a look-up, a hand-off summary or a sum is other checks' to read.
  const keepsAll = calls.every((call) => {
    const input = call.input;
    if (call.tool !== 'query_data' || !isPlainObject(input)) return false;
    const metrics = input['metrics'];
    if (
      !Array.isArray(metrics) ||
      !metrics.every((metric) => isPlainObject(metric) && metric['fn'] === 'count')
    ) {
      return false;
    }
    const filters = input['filters'];
    const groupBy = input['groupBy'];
    return (
      (!Array.isArray(filters) || filters.length === 0) &&
      (!Array.isArray(groupBy) || groupBy.length === 0) &&
      !input['from'] &&
      !input['to'] &&
      !input['period']
    );
  });
  if (!keepsAll) return undefined;
  // The data's own name and description say what every record is ("billing disputes").
  const fieldWords = new Set(
    [dataset.name, dataset.description ?? ''].flatMap((text) => tokens(text)).map(stem),
  );
  for (const word of dataset.fields.flatMap((field) =>
    [field.name.replace(/([a-z])([A-Z])/g, '$1 $2'), field.label ?? '', ...(field.synonyms ?? [])]
      .flatMap((text) => tokens(text.replace(/_/g, ' ')))
      .map(stem),
  )) {
    fieldWords.add(word);
  }
  const usedWords = new Set(tokens(JSON.stringify(calls.map((call) => call.input))).map(stem));
  for (const field of dataset.fields) {
    if (field.type !== 'category' || field.filled === 0) continue;
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string') continue;
      for (const word of tokens(value).map(stem)) {
        if (word.length < 3 || COMMON_WORDS.has(word) || fieldWords.has(word)) continue;
        if (usedWords.has(word)) continue;
        if (words.some((said) => stem(said) === word)) {
          return `"${word}" of ${field.label ?? field.name} "${value}" is said, the figures keep every record`;
        }
      }
    }
  }
  return undefined;
}

/** A count-only query_data call that keeps every record (no filter, no grouping, no period). */
function keepsEveryRecord(call: { tool: string; input: unknown }): boolean {
  const input = call.input;
  if (call.tool !== 'query_data' || !isPlainObject(input)) return false;
  const metrics = input['metrics'];
  const filters = input['filters'];
  const groupBy = input['groupBy'];
  return (
    Array.isArray(metrics) &&
    metrics.every((metric) => isPlainObject(metric) && metric['fn'] === 'count') &&
    (!Array.isArray(filters) || filters.length === 0) &&
    (!Array.isArray(groupBy) || groupBy.length === 0) &&
    !input['from'] &&
    !input['to'] &&
    !input['period']
  );
}

/**
 * A question of several asks, a call behind the figures that counts every record, and an ask
 * with a word of its own no call's input holds: that ask's figure is of everything.
 */
function askLeftUnfiltered(
  question: string,
  calls: readonly { tool: string; input: unknown }[],
  dataset: DataDictionary,
): string | undefined {
  const asks = splitAsks(question);
  // A word the data describes its records by ("whether the customer pays on rateable value"),
  // not the data's own name for them, nor a verb.
  const described = new Set(tokens(dataset.description ?? '').map(stem));
  for (const word of tokens(dataset.name).map(stem)) described.delete(word);
  if (asks.length < 2 || calls.length < 2 || !calls.some(keepsEveryRecord)) return undefined;
  const held = new Set(tokens(JSON.stringify(calls.map((call) => call.input))).map(stem));
  const content = (text: string) =>
    tokens(text)
      .filter(
        (word) =>
          word.length >= 3 &&
          !/^\d/.test(word) &&
          !COMMON_WORDS.has(word) &&
          !PAST_FORMS.has(word) &&
          !/(?:ed|ing)$/.test(word),
      )
      .map(stem);
  for (const ask of asks) {
    const others = new Set(
      asks.filter((other) => other !== ask).flatMap((other) => content(other.text)),
    );
    const own = content(ask.text).filter(
      (word) => !others.has(word) && !held.has(word) && described.has(word),
    );
    if (own.length) {
      return `"${ask.text.trim()}" says "${own.join(' ')}", a figure counts every record`;
    }
  }
  return undefined;
}
