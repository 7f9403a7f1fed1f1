import { readFileSync } from 'node:fs';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { fieldLabel, fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { SET_AGAINST } from './listed-values';
import { LEAST, MOST } from './question-words';
import { rankOf } from './question-grouping';

/** A superlative of a measure: "slowest", "highest", "worst". */
const SUPERLATIVE =
  /\b(?:slowest|fastest|quickest|longest|shortest|highest|lowest|biggest|largest|smallest|worst|best|busiest|quietest)\b/i;

/**
 * "The most common way claims get lodged", "how did they come in", "how were most paid", "who
 * handled most", "where were they reported from": an aspect of the records asked by a verb or a
 * paraphrase, not by its field's name. The aspect's words are general English (aspect-words.json);
 * the field is the one whose role, name or values say that aspect in this data's own dictionary.
 */
interface AspectWords {
  asked: string[];
  roles: string[];
  fieldWords: string[];
  valueWords: string[];
}

interface Aspect {
  asked: RegExp[];
  roles: Set<string>;
  fieldWords: Set<string>;
  valueWords: Set<string>;
}

const ASPECTS: Aspect[] = Object.entries(
  JSON.parse(readFileSync(new URL('./aspect-words.json', import.meta.url), 'utf8')) as Record<
    string,
    AspectWords | string
  >,
)
  .filter((entry): entry is [string, AspectWords] => typeof entry[1] !== 'string')
  .map(([, words]) => ({
    asked: words.asked.map((pattern) => new RegExp(pattern, 'i')),
    roles: new Set(words.roles),
    fieldWords: new Set(words.fieldWords),
    valueWords: new Set(words.valueWords),
  }));

/** Fields no aspect can be: identities, free text, the sentiment and its label. */
const NO_ASPECT = new Set(['id', 'text', 'subject', 'customer', 'sentiment', 'sentiment_label']);

/** How well a field says the aspect: its role, a word of its name, words of its values. */
function aspectScore(field: DatasetField, aspect: Aspect): number {
  if (aspect.roles.has(field.role)) return 4;
  const named = rawWords(`${field.name} ${field.label ?? ''} ${(field.synonyms ?? []).join(' ')}`);
  let score = named.some((word) => aspect.fieldWords.has(word)) ? 2 : 0;
  const valueWords = new Set(
    (field.values ?? []).flatMap((value) => rawWords(String(value.value))),
  );
  const heard = [...valueWords].filter((word) => aspect.valueWords.has(word));
  if (heard.length >= 2) score += 1;
  return score;
}

/** The one field of the records that best says the aspect, if one stands out. */
function aspectField(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  aspect: Aspect,
): DatasetField | undefined {
  const ranked = dictionary.fields
    .filter(
      (field) =>
        field.entity === plan.entity &&
        field.type === 'category' &&
        !NO_ASPECT.has(field.role) &&
        field.filled > 0 &&
        field.distinct > 1,
    )
    .map((field) => ({
      field,
      score: aspectScore(field, aspect),
      // "district" over "supplier country": a label with a qualifier names another's place.
      length: rawWords(fieldLabel(field)).length,
    }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.length - b.length);
  const [best, next] = ranked;
  if (!best) return undefined;
  if (next && next.score === best.score && next.length === best.length) return undefined;
  return best.field;
}

/** "Where did most claims come from, phone or broker?": the values after it are the choice asked. */
function choiceAfter(question: string): boolean {
  return /,\s*[^,]+\s+or\s+[^,]+$/i.test(question.trim().replace(/[?.!]+$/, ''));
}

/**
 * "Who handled the most messages from Lisbon or Porto": two values the parse set side by side
 * are where to look when the question ranks the aspect's field by a superlative and sets nothing
 * against anything; they become one filter.
 */
function whereToLook(question: string, plan: QuestionPlan, aspectField: string): boolean {
  const compare = plan.compare;
  if (!compare || 'periods' in compare || compare.field === aspectField) return false;
  if (!MOST.test(question) || SET_AGAINST.test(question) || /\b(more|fewer|less)\b/i.test(question))
    return false;
  plan.filters.push({
    entity: plan.entity,
    field: compare.field,
    values: [...compare.values],
    said: compare.values.join(' or '),
  });
  delete plan.compare;
  return true;
}

export function askedAspect(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.lookup || plan.tool || plan.records || plan.groupBy?.time) return;
  for (const aspect of ASPECTS) {
    const asked = aspect.asked.map((pattern) => pattern.exec(question)).find(Boolean);
    if (!asked) continue;
    const field = aspectField(dictionary, plan, aspect);
    if (!field || choiceAfter(question)) return;
    if (plan.compare && !whereToLook(question, plan, field.name)) return;
    if (plan.filters.some((filter) => filter.field === field.name)) return;
    const current = plan.groupBy;
    if (current) {
      if (current.field === field.name) return;
      const held = dictionary.fields.find(
        (candidate) => candidate.name === current.field && candidate.entity === plan.entity,
      );
      // A grouping the question names in full ("which handler …") stands.
      const said = new Set(rawWords(question).map(stemOf));
      if (!held || [...fieldStems(held)].every((stem) => said.has(stem))) return;
    }
    plan.groupBy = { field: field.name, label: fieldLabel(field) };
    if (
      !plan.rank &&
      (MOST.test(question) || /\bmostly\b|\busual(ly)?\b|\btypical(ly)?\b/i.test(question))
    )
      plan.rank = { direction: 'desc', limit: 1 };
    else if (!plan.rank && LEAST.test(question)) plan.rank = { direction: 'asc', limit: 1 };
    // "Where is feedback slowest to get closed": the one group a superlative of the measure picks.
    else if (!plan.rank && SUPERLATIVE.test(question))
      plan.rank = rankOf(question, plan.groupBy, plan.measure) ?? { direction: 'desc', limit: 1 };
    const phrase = new Set(rawWords(asked[0]));
    plan.unknown = plan.unknown.filter((word) => !rawWords(word).every((part) => phrase.has(part)));
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
    return;
  }
}
