import type { DataDictionary } from '../../../../../src/agent/dataset';
import casual from './casual-words.json';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { FUNCTION_WORDS, normaliseWord, words } from './vocabulary';
import { wordClasses } from './word-classes';

/**
 * "How many billing queries came from metered customers, and how many from customers on
 * rateable value?": a further ask of a question that reads nothing of its own — its plan is the
 * first ask's again, or a bare count of all records — while it names a thing in words no part of
 * the plan read ("rateable value", "the standard tier"). Such an ask has no figure of its own: it
 * is the other side of a yes/no field of the first ask when the data's own description names that
 * side next to the field ("whether the customer is metered or pays on rateable value"), and is
 * otherwise left out, said so in the answer, never answered with the first ask's figure again.
 * Nothing here knows a data set's words: the description, the field labels and general English
 * (compromise word classes, casual-words.json) decide.
 */

/** Words for the records and for whoever made them, in any data set (casual-words.json). */
const GENERAL = new Set(
  [...casual.recordWords, ...casual.peopleWords, ...casual.ordinaryWords].map(normaliseWord),
);

/**
 * What a plan asks, without the words it was said in, nor whether it counts the records or the
 * people behind them ("and how many from corporate guests": the same records' people).
 */
function shape(plan: QuestionPlan): string {
  const filters = (list: readonly PlanFilter[] | undefined) =>
    (list ?? [])
      .map(
        (filter) =>
          `${filter.negate ? '!' : ''}${filter.field}${filter.op ?? '='}${filter.values.join('|')}`,
      )
      .sort()
      .join(',');
  return JSON.stringify([
    plan.entity,
    plan.measure.kind,
    plan.measure.field,
    filters(plan.measure.part),
    filters(plan.filters),
    plan.period?.from,
    plan.period?.to,
    plan.groupBy?.field,
    plan.rank,
    plan.compare,
    plan.lookup,
    plan.records,
    plan.tool,
    plan.topic,
  ]);
}

/** Whether the ask's plan reads nothing beyond the first ask's: the same plan, or all records. */
function readsNothingOwn(plan: QuestionPlan, first: QuestionPlan): boolean {
  if (shape(plan) === shape(first)) return true;
  const bare =
    plan.measure.kind === 'count' &&
    plan.filters.length === 0 &&
    !plan.measure.part?.length &&
    !plan.groupBy &&
    !plan.compare &&
    !plan.period &&
    !plan.lookup &&
    !plan.tool &&
    !plan.topic &&
    !plan.records;
  return bare && first.filters.length > 0 && first.measure.kind === 'count';
}

/**
 * The words of the data's name (its records' own noun: "requests" of "Service requests") and of
 * its fields (names, labels, synonyms, values), which the plan reads where they are said.
 */
function fieldWords(dictionary: DataDictionary): Set<string> {
  const known = new Set<string>(words(dictionary.name));
  for (const field of dictionary.fields) {
    const said = [
      field.name,
      field.label ?? '',
      ...(field.synonyms ?? []),
      ...(field.values ?? []).map((value) => String(value.value)),
      ...Object.entries(field.valueSynonyms ?? {}).flat(2),
    ];
    for (const word of words(said.join(' '))) known.add(word);
  }
  return known;
}

/**
 * The words of an ask naming a thing (nouns and adjectives, as general English reads them in the
 * ask) that are no function word, no word for records or people, no word of the data's fields and
 * no word a filter of the plan was read from.
 */
export function unreadWords(
  ask: string,
  plans: readonly QuestionPlan[],
  dictionary: DataDictionary,
  /** Verbs and adverbs too ("riders who pay as they go"), not only what names a thing. */
  anyClass = false,
): string[] {
  const classes = wordClasses(ask);
  const known = fieldWords(dictionary);
  const read = new Set(
    plans.flatMap((plan) =>
      [...plan.filters, ...(plan.measure.part ?? [])].flatMap((filter) => words(filter.said ?? '')),
    ),
  );
  const unread: string[] = [];
  for (const raw of ask.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? []) {
    const word = normaliseWord(raw);
    if (raw.length < 3 || FUNCTION_WORDS.has(word) || GENERAL.has(word)) continue;
    if (known.has(word) || read.has(word)) continue;
    const tags = classes.get(raw)?.tags;
    if (!tags || tags.has('Pronoun') || tags.has('Determiner') || tags.has('Value')) continue;
    if (!anyClass && !tags.has('Noun') && !tags.has('Adjective')) continue;
    if (!unread.includes(raw)) unread.push(raw);
  }
  return unread;
}

/** The words of a field a flag is called by (its name, label and synonyms), longest first. */
function flagNames(dictionary: DataDictionary, name: string): string[] {
  const field = dictionary.fields.find((candidate) => candidate.name === name);
  if (!field || field.type !== 'boolean') return [];
  return [field.label ?? '', field.name.replace(/_/g, ' '), ...(field.synonyms ?? [])]
    .map((said) => said.trim().toLowerCase())
    .filter((said) => said.length > 2)
    .sort((a, b) => b.length - a.length);
}

/** A word as a regular expression matching it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words the data's description sets against a yes/no field's name as its other side:
 * "whether the customer is metered or pays on rateable value" → "pays on rateable value".
 */
export function describedOtherSide(dictionary: DataDictionary, field: string): string[] {
  const description = dictionary.description ?? '';
  for (const name of flagNames(dictionary, field)) {
    const match = new RegExp(`\\b${escaped(name)}\\s+or\\s+(?:not\\s+)?([^,.;:()]+)`, 'i').exec(
      description,
    );
    if (!match) continue;
    const side = match[1]!.split(/\s+(?:and|while|but|with)\s+/i)[0]!;
    const said = side.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];
    if (said.length > 0 && said.length <= 6) return said.map(normaliseWord);
  }
  return [];
}

export type UnreadAsk =
  /** The ask is the first ask's records on the other side of a yes/no field. */
  | { plan: QuestionPlan }
  /** The ask names things nothing in the plan read: it is left out, these words said. */
  | { unread: string[] };

/**
 * What to make of a further ask that reads nothing of its own (undefined when it does, or names
 * nothing the plan left unread).
 */
export function unreadAsk(
  ask: string,
  plan: QuestionPlan,
  first: QuestionPlan,
  dictionary: DataDictionary,
): UnreadAsk | undefined {
  if (!readsNothingOwn(plan, first)) return undefined;
  const unread = unreadWords(ask, [plan, first], dictionary);
  // The other side of one of the first ask's yes/no filters, as the description names it: every
  // word naming a thing is the side's, and at least one word of any class ("pay as they go").
  const said = unreadWords(ask, [plan, first], dictionary, true);
  const flags = first.filters.filter(
    (filter) => !filter.op && filter.values.length === 1 && typeof filter.values[0] === 'boolean',
  );
  for (const flag of flags) {
    const side = describedOtherSide(dictionary, flag.field);
    const onSide = (word: string) => side.includes(normaliseWord(word));
    if (!unread.every(onSide) || !said.some(onSide)) continue;
    const flipped: PlanFilter = {
      ...flag,
      negate: !flag.negate,
      said: said.filter(onSide).join(' '),
    };
    return {
      plan: {
        ...first,
        filters: first.filters.map((filter) => (filter === flag ? flipped : filter)),
      },
    };
  }
  return unread.length > 0 ? { unread } : undefined;
}
