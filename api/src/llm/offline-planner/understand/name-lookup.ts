import type { DatasetField } from '../../../../../src/agent/dataset';
import { rawWords } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { normaliseWord, type Vocabulary } from './vocabulary';

/**
 * A record named by a value of an imported free-text field: "What plan is Harbor Analytics on?",
 * "How many seats does Harbor Analytics have?", "Northwind's tickets". The dictionary lists no
 * values of a text field, so the name is read from how it is written (two or more capitalised
 * words inside the sentence, or a capitalised word with a possessive) and looked up in the fields
 * whose name says they hold names; the rest of the question asks its attribute of those rows.
 */

/** Words that say a text field holds the names of organisations or people. */
const NAME_FIELD =
  /^(name|names|company|companies|organi[sz]ation|org|account|client|customer|business|firm|merchant|vendor|supplier|brand|employer|school|hospital|store|shop|practice|clinic|venue|property|hotel|restaurant|partner|agency)$/;

/** Text fields of the entity that hold names: not ids, bodies or subjects, and many values. */
function nameFields(vocabulary: Vocabulary, plan: QuestionPlan): DatasetField[] {
  return vocabulary.dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'text' &&
      !['id', 'text', 'subject', 'customer', 'case'].includes(field.role) &&
      field.filled > 0 &&
      field.distinct > 1 &&
      [field.name, field.label ?? ''].flatMap(rawWords).some((word) => NAME_FIELD.test(word)),
  );
}

/** Capitalised runs inside the sentence: two words or more, or one with a possessive. */
function namesSaid(question: string): { name: string; after: string }[] {
  const runs: { name: string; after: string }[] = [];
  const pattern = /(?<=\S\s+)(\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*)*)('s|’s)?/gu;
  for (const match of question.matchAll(pattern)) {
    const name = match[1]!.replace(/[.]+$/, '');
    const after = /^\s*([\p{L}]+)/u.exec(question.slice(match.index + match[0].length))?.[1] ?? '';
    if (name.split(/\s+/).length >= 2 || match[2]) runs.push({ name, after });
  }
  return runs;
}

/** Reads a name the data has no value for as a filter on the one text field that holds names. */
export function nameLookup(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.unknown.length === 0) return;
  const fields = nameFields(vocabulary, plan);
  if (fields.length !== 1) return;
  const field = fields[0]!;
  const fieldWords = new Set(vocabulary.fields.flatMap((term) => term.words));
  for (const { name, after } of namesSaid(question)) {
    const own = rawWords(name);
    // "the Mobile SDK module": a value of the field named after it, which the data lacks.
    if (fieldWords.has(normaliseWord(after))) continue;
    const unknown = new Set(plan.unknown.flatMap(rawWords));
    // Every word of the name is one the data has no field or value for.
    if (!own.every((word) => unknown.has(word))) continue;
    plan.filters = [
      ...plan.filters,
      { entity: plan.entity, field: field.name, values: [name], said: name, op: 'contains' },
    ];
    plan.unknown = plan.unknown.filter(
      (said) => !rawWords(said).every((word) => own.includes(word)),
    );
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  }
}
