import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { num, rows, type Json } from '../observations';
import { filterWords, label } from './answer-words';
import { countedEntity } from './counted-unit';
import type { ExecutionContext, Observed, ToolCall } from './execute-plan';
import { filterClauses, outputOf } from './execute-plan';
import linkedWords from './linked-records.json';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { onEntity } from './question-terms';
import { normaliseWord, tokenize, words, type Vocabulary } from './vocabulary';

/**
 * "How many complaints came from customers who had their account restricted?": a flag that only
 * another kind of record holds (a case's "account restricted"), said of the people the asked
 * records came from, picks those people — every record of theirs counts, not only the other
 * records holding the flag. The asked records stay the data's own; the flag is read on the other
 * records first, and the people holding it become a filter on the field saying whose a record is
 * (the dictionary's customer field on both). A flag on the asked records themselves, or a
 * question counting the other records ("how many cases …"), is left as it is.
 */

/** The other records, the flag on them, and the customer fields linking both. */
export interface LinkedFilter {
  entity: DatasetEntity;
  /** The field of the other records saying whose they are. */
  link: string;
  filters: PlanFilter[];
}

/** The people one page of the other records lists (its text fits what the model is shown). */
const PAGE = 100;
/** The most pages read: at most 500 people, which one `in` filter of query_data takes. */
const MOST_PAGES = 5;

const PEOPLE = new Set(linkedWords.people);
const CLAUSE = new Set(linkedWords.clause);
const NEGATION = /^(?:not|never|no)$|n't$/;

function customerField(fields: readonly DatasetField[], entity: DatasetEntity) {
  return fields.find(
    (field) => field.entity === entity && field.role === 'customer' && field.filled > 0,
  );
}

/** The data's own words for its people ("passenger", "rider") and the general ones. */
function peopleWords(vocabulary: Vocabulary): Set<string> {
  const own = vocabulary.dictionary.fields
    .filter((field) => field.role === 'customer')
    .flatMap((field) => [field.label ?? '', ...(field.synonyms ?? [])])
    .flatMap((said) => said.toLowerCase().split(/\s+/))
    .filter(Boolean)
    .flatMap((word) => [word, `${word}s`]);
  return new Set([...PEOPLE, ...own]);
}

/** The phrases a field is said by: its label and synonyms (or its name's words). */
function fieldPhrases(field: DatasetField): string[][] {
  return [field.label ?? field.name, ...(field.synonyms ?? [])]
    .map((said) => words(said))
    .filter((phrase) => phrase.length > 0);
}

/**
 * The question's clauses about people: the words after "<people> who/whose/with …", up to ten
 * (normalised), and whether a "not" comes before a phrase in it.
 */
function peopleClauses(question: string, vocabulary: Vocabulary): string[][] {
  const tokens = tokenize(question);
  const people = new Set([...peopleWords(vocabulary)].map(normaliseWord));
  const clauses: string[][] = [];
  tokens.forEach((token, index) => {
    if (!people.has(token.word) || !CLAUSE.has(tokens[index + 1]?.raw ?? '')) return;
    clauses.push(tokens.slice(index + 2, index + 12).map((next) => next.raw));
  });
  return clauses;
}

/** Where in a clause every word of one of the phrases is said (-1: nowhere). */
function saidAt(clause: readonly string[], phrases: readonly string[][]): number {
  const normal = clause.map(normaliseWord);
  for (const phrase of phrases) {
    const at = phrase.map((word) => normal.indexOf(word));
    if (at.every((index) => index >= 0)) return Math.min(...at);
  }
  return -1;
}

/** The phrases of a filter: its field's, and its value's words when the value is text. */
function filterPhrases(field: DatasetField, filter: PlanFilter): string[][] {
  const values = filter.values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => words(value));
  return [...fieldPhrases(field), ...values];
}

/**
 * "complaints from customers whose account got restricted" where the question's other words
 * placed it on the messages: a yes/no field only the other records hold, said whole in a clause
 * about the people ("not restricted": its no side).
 */
function droppedFlags(
  vocabulary: Vocabulary,
  main: DatasetEntity,
  clauses: readonly string[][],
): { entity: DatasetEntity; filters: PlanFilter[] } | undefined {
  const fields = vocabulary.dictionary.fields;
  const onMain = new Set(
    fields
      .filter((field) => field.entity === main)
      .flatMap((field) => fieldPhrases(field).map((phrase) => phrase.join(' '))),
  );
  const found: PlanFilter[] = [];
  let entity: DatasetEntity | undefined;
  for (const field of fields) {
    if (field.entity === main || field.type !== 'boolean') continue;
    if (vocabulary.dictionary.counts[field.entity] === 0) continue;
    if (!customerField(fields, field.entity)) continue;
    const phrases = fieldPhrases(field).filter((phrase) => !onMain.has(phrase.join(' ')));
    for (const clause of clauses) {
      const at = saidAt(clause, phrases);
      if (at < 0) continue;
      if (entity && entity !== field.entity) return undefined;
      entity = field.entity;
      const negated = clause.slice(0, at).some((word) => NEGATION.test(word));
      found.push({
        entity: field.entity,
        field: field.name,
        values: [!negated],
        said: clause.join(' '),
      });
      break;
    }
  }
  return entity ? { entity, filters: found } : undefined;
}

/** The value of `entity` the question's noun for its records names ("enquiries": enquiry). */
function nounValue(
  vocabulary: Vocabulary,
  entity: DatasetEntity,
  noun: string,
): PlanFilter | undefined {
  const said = words(noun).join(' ');
  const terms = vocabulary.values.filter(
    (term) => term.field.entity === entity && term.words.join(' ') === said,
  );
  const fields = new Set(terms.map((term) => term.field.name));
  if (terms.length === 0 || fields.size > 1) return undefined;
  return { entity, field: terms[0]!.field.name, values: [terms[0]!.value], said: noun };
}

/** A yes/no filter said after a "not" in its clause ("who didn't have it restricted"): its no side. */
function negatedIn(clauses: readonly string[][], phrasesOf: (filter: PlanFilter) => string[][]) {
  return (filter: PlanFilter): PlanFilter => {
    if (filter.values.length !== 1 || typeof filter.values[0] !== 'boolean') return filter;
    const phrases = phrasesOf(filter);
    for (const clause of clauses) {
      const at = saidAt(clause, phrases);
      if (at > 0 && clause.slice(0, at).some((word) => NEGATION.test(word))) {
        return { ...filter, values: [!filter.values[0]] };
      }
    }
    return filter;
  };
}

export function linkedRecords(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' || plan.measure.part || plan.measure.field) return;
  if (plan.lookup || plan.tool || plan.records || plan.topic || plan.distinct || plan.refers)
    return;
  if (plan.compare || plan.groupBy || plan.linked || plan.cannot || plan.unknownIsAsked) return;
  const dictionary = vocabulary.dictionary;
  const main: DatasetEntity = 'communications';
  if (dictionary.counts[main] === 0) return;
  const via = customerField(dictionary.fields, main);
  if (!via) return;
  // "how many cases …" counts the other records; "how many customers …" the people.
  const counted = countedEntity(question);
  if (counted && counted !== main) return;
  const clauses = peopleClauses(question, vocabulary);
  if (clauses.length === 0) return;
  if (plan.entity === main) {
    const dropped = droppedFlags(vocabulary, main, clauses);
    const link = dropped && customerField(dictionary.fields, dropped.entity);
    if (dropped && link) {
      plan.linked = { entity: dropped.entity, link: link.name, filters: dropped.filters };
    }
    return;
  }
  const link = customerField(dictionary.fields, plan.entity);
  if (!link) return;
  const moved = plan.filters.map((filter) => onEntity(vocabulary, filter, main));
  const kept = moved.filter((filter): filter is PlanFilter => filter !== undefined);
  const linked = plan.filters.filter((_, index) => moved[index] === undefined);
  // "how many enquiries …" read as the other records' noun: the value of the asked records.
  const named = plan.noun ? nounValue(vocabulary, main, plan.noun) : undefined;
  if (named && !kept.some((filter) => filter.field === named.field)) kept.unshift(named);
  if (linked.length === 0 || (!counted && kept.length === 0)) return;
  const phrasesOf = (filter: PlanFilter) => {
    const field = dictionary.fields.find(
      (candidate) => candidate.entity === plan.entity && candidate.name === filter.field,
    );
    return field ? filterPhrases(field, filter) : [];
  };
  const saidOfPeople = (filter: PlanFilter) =>
    clauses.some((clause) => saidAt(clause, phrasesOf(filter)) >= 0);
  if (!linked.every(saidOfPeople)) return;
  plan.linked = {
    entity: plan.entity,
    link: link.name,
    filters: linked.map(negatedIn(clauses, phrasesOf)),
  };
  plan.entity = main;
  plan.filters = kept;
}

/** The other records holding the flag, grouped by whose they are, a page after `after`. */
export function linkedCall(plan: QuestionPlan, after?: string | number): ToolCall {
  const linked = plan.linked!;
  const clauses = filterClauses(linked.filters) as unknown as Json[];
  return {
    name: 'query_data',
    input: {
      entity: linked.entity,
      filters:
        after === undefined
          ? clauses
          : [...clauses, { field: linked.link, op: 'gt', value: after }],
      groupBy: [linked.link],
      order: { by: linked.link, direction: 'asc' },
      limit: PAGE,
    },
  };
}

/** What reading the other records gave. */
export interface LinkedResolution {
  /** The plan with the people holding the flag as a filter, once every page is read. */
  plan?: QuestionPlan;
  /** The next page to read. */
  next?: ToolCall;
  /** Nobody holds the flag: no record of theirs to count, no second call. */
  none?: true;
  /** The people could not all be read: more than the pages read, or a page came back shortened. */
  unread?: 'too many' | 'shortened';
}

/**
 * The plan with the people holding the flag as a filter on whose the records are, once every
 * page of the other records is observed; else the next page to read, or why there is nothing to
 * read (nobody holds it) or it cannot all be read (more people than the pages read, a shortened
 * page).
 */
export function resolveLinked(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): LinkedResolution {
  const linked = plan.linked!;
  const via = customerField(context.dictionary.fields, plan.entity);
  if (!via) return {};
  const ids: (string | number)[] = [];
  let after: string | number | undefined;
  for (let page = 0; page < MOST_PAGES; page++) {
    const call = linkedCall(plan, after);
    const output = outputOf(done, call, context);
    if (!output) return { next: call };
    const listed = rows(output['rows']);
    if (listed.length < (num(output['rowCount']) ?? listed.length)) return { unread: 'shortened' };
    // Ids as the data holds them: text or numbers.
    const found = listed
      .map((row) => row[linked.link])
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
    ids.push(...found);
    if (listed.length < PAGE) {
      if (ids.length === 0) return { none: true };
      const { linked: _linked, ...rest } = plan;
      const filter: PlanFilter = {
        entity: plan.entity,
        field: via.name,
        values: ids,
        said: '',
        linked,
      };
      return { plan: { ...rest, filters: [...plan.filters, filter] } };
    }
    after = found.at(-1);
    if (after === undefined) return { unread: 'shortened' };
  }
  return { unread: 'too many' };
}

/**
 * The answer when the people cannot be picked: nobody holds the flag (a count is 0, nothing else
 * to measure), or more of them than are read (declined, saying so).
 */
export function linkedAnswerLines(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  resolution: LinkedResolution,
): string[] {
  const linked = plan.linked!;
  const via = customerField(dictionary.fields, plan.entity);
  const people = via ? label(dictionary, via.name).replace(/\s+id$/i, '') : 'customer';
  const holding = `${linked.entity}${filterWords(dictionary, linked.filters)}`;
  if (resolution.none) {
    return plan.measure.kind === 'count'
      ? [`No ${people} has ${holding}, so no ${plan.entity} come from one: **0**.`]
      : [`No ${people} has ${holding}, so there are no ${plan.entity} of theirs to measure.`];
  }
  return resolution.unread === 'too many'
    ? [
        `More than ${PAGE * MOST_PAGES} ${people}s have ${holding}; I read at most ${PAGE * MOST_PAGES} of them, so I cannot answer for all of their ${plan.entity}.`,
      ]
    : [
        `The list of ${people}s with ${holding} came back shortened, so I cannot answer for all of their ${plan.entity}.`,
      ];
}
