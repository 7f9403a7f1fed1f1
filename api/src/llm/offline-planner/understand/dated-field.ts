import type { DatasetField } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { addDays } from './period-calendar';
import type { QuestionPlan } from './question-plan';
import { shareCutAt } from './share-part';
import { rawWords, stemOf } from './number-fields';
import type { Vocabulary } from './vocabulary';
import casual from './casual-words.json';
import { eitherState } from './either-state';
import grammar from './grammar-words.json';

/**
 * "How many claims were closed in September", "hearings held last month": a period said of a
 * second date the records keep (a custom date field named by the question: "closed", "hearing")
 * picks the records whose that date falls in it, not those whose own time does. Read from the
 * data dictionary's labels; a verb of the records arriving ("lodged in July", "reported since
 * March") keeps the period on the records' own time.
 */

/** Words of a date field's name that say only that it is a date. */
const DATE_WORDS = /^(?:date|dates|day|days|time|times|on|at|when|dt|utc)$/;

/** Verbs of records arriving: the period is then the records' own. */
export const ARRIVAL =
  /\b(?:lodged|opened|raised|reported|received|submitted|filed|logged|created|made|came|arrived|booked)\b/i;

/** Two forms of one word: "hearings" and "hearing", "closed" and "closure". */
const sameWord = (a: string, b: string) => stemOf(a) === stemOf(b) || sameRoot(a, b);

/** The words a date field is called by, without the words that only say it is a date. */
function fieldNameWords(field: DatasetField): string[] {
  const named = field.label ?? field.name.replace(/_/g, ' ');
  return rawWords(named).filter((word) => !DATE_WORDS.test(word));
}

/** The one date field of the plan's records that a word of the question names, if any. */
export function datedFieldNamed(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): DatasetField | undefined {
  const said = rawWords(question);
  const fields = vocabulary.dictionary.fields;
  const named = fields.filter((field) => {
    if (field.entity !== plan.entity || field.type !== 'date' || field.role !== 'custom')
      return false;
    const own = fieldNameWords(field);
    if (own.length === 0 || !own.every((word) => said.some((other) => sameWord(other, word))))
      return false;
    // "the average hearing length": the words name another field ("hearing length (minutes)").
    return !fields.some((other) => {
      if (other === field || other.entity !== plan.entity || other.type === 'date') return false;
      const words = rawWords(other.label ?? other.name.replace(/_/g, ' '));
      return (
        own.every((word) => words.includes(word)) &&
        words.some((word) => !own.includes(word) && said.some((other) => sameWord(other, word)))
      );
    });
  });
  return named.length === 1 ? named[0] : undefined;
}

export function datedField(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const period = plan.period;
  if (!period || plan.lookup || plan.compare || plan.groupBy?.time) return;
  if (ARRIVAL.test(question)) return;
  const field = datedFieldNamed(question, vocabulary, plan);
  if (!field) return;
  const said = `${fieldNameWords(field).join(' ')} ${period.label}`;
  plan.filters = [
    ...plan.filters,
    { entity: plan.entity, field: field.name, values: [period.from], op: 'gte', said },
    { entity: plan.entity, field: field.name, values: [addDays(period.to, 1)], op: 'lt', said },
  ];
  delete plan.period;
}

/**
 * "How many reports are not closed yet", "claims that have never been settled": a state denied of
 * a second date the records keep (a custom date field, sometimes left empty, whose name is the
 * word denied: "closed on") picks the records with no such date. Left alone when the word already
 * names a value the question reads ("not Closed" of a stage Closed).
 */
const DENIED =
  /(?:\bnot|n't|\bnever|\byet\s+to\s+be)\s+(?:(?:been|be|being|yet|ever|already|got|gotten|getting)\s+)*([\p{L}]+)/giu;

export function undatedRecords(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.records) return;
  const total = vocabulary.dictionary.counts[plan.entity] ?? 0;
  for (const match of question.matchAll(DENIED)) {
    const word = match[1]!.toLowerCase();
    if (DATE_WORDS.test(word) || word.length < 3) continue;
    const fields = vocabulary.dictionary.fields.filter((field) => {
      if (field.entity !== plan.entity || field.type !== 'date' || field.role !== 'custom')
        return false;
      if (field.filled <= 0 || field.filled >= total) return false;
      const own = fieldNameWords(field);
      return own.length === 1 && sameWord(own[0]!, word);
    });
    if (fields.length !== 1) continue;
    const field = fields[0]!;
    if (plan.filters.some((filter) => filter.field === field.name)) continue;
    if (plan.filters.some((filter) => rawWords(filter.said ?? '').includes(word))) continue;
    plan.filters.push({
      entity: plan.entity,
      field: field.name,
      values: [],
      said: match[0],
      op: 'is_null',
    });
    plan.unknown = plan.unknown.filter((said) => !rawWords(said).every((w) => sameWord(w, word)));
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  }
}

/**
 * "How many concerns were closed last week", "how many have been closed": a state said by one
 * word that is also the only word of a second date the records keep (a custom date field, left
 * empty on some records: "closed on") is that date, never a longer value of another field that
 * merely starts with the word ("Closed - no contact" beside "Resolved", "Open"). The records with
 * the date filled are the ones in that state, unless a period already bounds the date. A value
 * that is the word itself ("Closed") is the state as the data records it and is kept; "have been
 * closed" read as no value at all is the records with the date filled too.
 */
/** "closed because …", "closed cos we couldn't reach them": why, which a longer value may say. */
const REASON_AFTER = new RegExp(
  `^[^,;?.]*?\\b(?:${casual.reasonWords.map((phrase) => phrase.replace(/\s+/g, '\\s+')).join('|')})\\b`,
  'i',
);

/** "closed vs still open", "settled or in review": the state set against another (grammar-words.json). */
const SET_AGAINST = new RegExp(
  `^\\s*(?:${grammar.contrastWords.map((phrase) => phrase.replace(/\s+/g, '\\s+')).join('|')})\\b`,
  'i',
);

/** A word as a regular expression matching it literally. */
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const STATED =
  /\b(?:are|is|were|was|got|get|gets|have|has)\s+(?:(?:been|being|got|already|now|since|all|both)\s+)*([\p{L}]+)/giu;

export function datedStateNotLookAlike(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  // "completed or cancelled": both states, read before the date stands for either.
  eitherState(question, vocabulary, plan);
  // "closed vs still open": two states side by side are the comparison's, never both at once.
  if (plan.lookup || plan.tool || plan.records || plan.compare) return;
  const total = vocabulary.dictionary.counts[plan.entity] ?? 0;
  const dateNamed = (word: string) => {
    const fields = vocabulary.dictionary.fields.filter((field) => {
      if (field.entity !== plan.entity || field.type !== 'date' || field.role !== 'custom')
        return false;
      if (field.filled <= 0 || field.filled >= total) return false;
      const own = fieldNameWords(field);
      return own.length === 1 && sameWord(own[0]!, word);
    });
    return fields.length === 1 ? fields[0] : undefined;
  };
  // "closed cos we couldn't get hold of them": a reason said may be the rest of a longer value.
  const reasonAfter = (word: string) => {
    const at = question.toLowerCase().search(new RegExp(`\\b${word}\\b`));
    return at >= 0 && REASON_AFTER.test(question.slice(at + word.length));
  };
  // "how many days before a claim gets closed": days to that date are measured only where the
  // date is filled, so the measure says it already; no filter on the date is added.
  const measured = vocabulary.dictionary.fields.find(
    (field) => field.entity === plan.entity && field.name === plan.measure.field,
  );
  const spanEndsAt = (date: { name: string }) => measured?.span?.to === date.name;
  const share = plan.measure.kind === 'share';
  const part = plan.measure.part ?? [];
  // The filters and, of a share, its part: "what share of claims have been settled" has the
  // look-alike ("Settled - partial payment") as its part, which the date filled replaces there.
  const filters = plan.filters;
  const lists = [filters, ...(share ? [part] : [])];
  const bounds = (date: { name: string }) =>
    lists.flat().filter((other) => other.field === date.name);
  const kept = new Map(lists.map((list) => [list, [] as typeof plan.filters]));
  const added = new Map(lists.map((list) => [list, [] as typeof plan.filters]));
  const addedAny = () => [...added.values()].flat();
  for (const list of lists) {
    for (const filter of list) {
      const said = rawWords(filter.said ?? '');
      const word = said.length === 1 ? said[0]! : undefined;
      const date =
        word && !filter.negate && !filter.op && !reasonAfter(word) ? dateNamed(word) : undefined;
      const longer =
        date !== undefined &&
        filter.values.length > 0 &&
        filter.values.every((value) => typeof value === 'string' && rawWords(value).length > 1);
      if (!date || !longer) {
        kept.get(list)!.push(filter);
        continue;
      }
      const bounded = bounds(date);
      // "what percentage of claims got settled in March": the date's bounds are the part.
      if (share && list === part && bounded.length > 0) {
        const population = kept.get(filters)!;
        kept.set(
          filters,
          population.filter((other) => !bounded.includes(other)),
        );
        kept.get(part)!.push(...population.filter((other) => bounded.includes(other)));
        continue;
      }
      if (
        bounded.length === 0 &&
        !spanEndsAt(date) &&
        !addedAny().some((o) => o.field === date.name)
      )
        added.get(list)!.push({
          entity: plan.entity,
          field: date.name,
          values: [],
          said: word!,
          op: 'not_null',
        });
    }
  }
  // A share's part is said after its verb ("what share of Dishwasher jobs GOT completed").
  const cutAt = share ? shareCutAt(question) : -1;
  const lower = question.toLowerCase();
  // "how many have been closed" read as no value at all: the records with the date filled.
  for (const match of question.matchAll(STATED)) {
    const word = match[1]!.toLowerCase();
    if (word.length < 4 || DATE_WORDS.test(word) || reasonAfter(word)) continue;
    if (SET_AGAINST.test(question.slice(match.index + match[0].length))) continue;
    const date = dateNamed(word);
    const all = [...[...kept.values()].flat(), ...addedAny()];
    if (!date || spanEndsAt(date) || all.some((other) => other.field === date.name)) continue;
    if (all.some((other) => rawWords(other.said ?? '').includes(word))) continue;
    // "what share … were closed with a credit": the share's part already names the state.
    if (part.some((other) => other.values.some((value) => rawWords(String(value)).includes(word))))
      continue;
    const filter = {
      entity: plan.entity,
      field: date.name,
      values: [],
      said: word,
      op: 'not_null' as const,
    };
    const inPart = share && cutAt >= 0 && match.index + match[0].length > cutAt;
    added.get(inPart ? part : filters)!.push(filter);
    // The part read before it (the one filter there was) is then the share's population.
    if (inPart) {
      const own = kept.get(part)!;
      const before = own.filter((other) => {
        const first = rawWords(other.said ?? '')[0];
        const at = first ? lower.search(new RegExp(`\\b${escaped(first)}\\b`, 'u')) : -1;
        return at >= 0 && at < cutAt;
      });
      kept.set(
        part,
        own.filter((other) => !before.includes(other)),
      );
      kept.get(filters)!.push(...before);
    }
  }
  const changed = lists.some(
    (list) => kept.get(list)!.length !== list.length || added.get(list)!.length > 0,
  );
  if (!changed) return;
  if (share) {
    const newPart = [...kept.get(part)!, ...added.get(part)!];
    if (newPart.length > 0) plan.measure.part = newPart;
    else delete plan.measure.part;
  }
  plan.filters = [...kept.get(filters)!, ...added.get(filters)!];
}
