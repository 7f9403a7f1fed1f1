import type { DatasetField } from '../../../../../src/agent/dataset';
import { flagSideShare, flagSidesSaidFor } from './flag-side-share';
import { parseOne } from './parse-one';
import type { QuestionInput } from './question-reading';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { refinePlan } from './refine-plan';
import { COUNT_WORDS, IN_TOTAL, SUM_WORDS } from './question-words';
import { FUNCTION_WORDS, normaliseWord, words } from './vocabulary';

/**
 * A comparison whose second side is described rather than named, read after the plan is refined:
 * - a yes/no field against everyone else ("Do Plus members get refunds faster than everyone
 *   else?", "urgent vs everything else", "callback jobs compared with all other jobs", "jobs
 *   without a callback"): the field's true and false rows, the measure read from the rest of the
 *   question (the field is the axis, not a rate asked);
 * - one value of a two-valued field against a description of the other ("chatbot chats compared
 *   with chats handled by a person"): both values of that field.
 */

const REST =
  /\b(?:than|vs\.?|versus|compared?\s+(?:with|to)|against|relative\s+to)\s+(?:(?:at|in|for|on|from|with|of|by|among)\s+)?((?:any|all|every)\s+other\s+\w+|(?:all\s+)?(?:the\s+)?(?:rest(?:\s+of\s+(?:the\s+)?\w+)?|other\s+(?!than\b)\w+|others?|everyone\s+else|everybody\s+else|anyone\s+else|everything\s+else|(?:\w+\s+)?(?:without|with\s+no|lacking)\s+(?:an?\s+)?\w+|non-?\w+))/i;

const COMPARED = /\b(?:than|vs\.?|versus|compared?\s+(?:with|to)|against|relative\s+to)\s+/i;

/** Words after a comparison that name a time or a benchmark, never a side of a field. */
const NOT_A_SIDE =
  /\d|\b(?:last|previous|prior|before|earlier|average|usual|normal|typical|overall|expected|target|week|month|year|quarter|day|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

function fieldOf(input: QuestionInput, name: string, plan: QuestionPlan): DatasetField | undefined {
  return input.vocabulary.dictionary.fields.find(
    (field) => field.name === name && field.entity === plan.entity,
  );
}

function fieldWords(input: QuestionInput, name: string, plan: QuestionPlan): string[] {
  const field = fieldOf(input, name, plan);
  return field
    ? words(`${field.name} ${field.label ?? ''} ${(field.synonyms ?? []).join(' ')}`)
    : [];
}

/** The question without the words that name the field ("Plus members" of `plus_member`). */
function withoutField(question: string, field: DatasetField): string {
  const named = new Set(
    words(`${field.name} ${field.label ?? ''} ${(field.synonyms ?? []).join(' ')}`),
  );
  return question
    .replace(/[\p{L}][\p{L}'’-]*/gu, (word) => (named.has(normaliseWord(word)) ? '' : word))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** "urgent vs everything else": the flag's two sides, the measure read without the flag. */
function flagAgainstRest(input: QuestionInput, plan: QuestionPlan): QuestionPlan | undefined {
  const rest = REST.exec(input.question);
  if (!rest) return undefined;
  const filter = plan.filters.find(
    (candidate) =>
      candidate.values.length === 1 &&
      candidate.values[0] === true &&
      !candidate.negate &&
      !candidate.op &&
      fieldOf(input, candidate.field, plan)?.type === 'boolean',
  );
  const rated =
    plan.measure.kind === 'rate' && plan.measure.field
      ? fieldOf(input, plan.measure.field, plan)
      : undefined;
  const field = filter ? fieldOf(input, filter.field, plan) : rated;
  if (!field || field.type !== 'boolean') return undefined;
  // "jobs without a callback": the other side names the flag itself, negated.
  const said = field.label ?? words(field.name).join(' ');
  const read = { ...plan, filters: plan.filters.filter((item) => item !== filter) };
  if (!filter || plan.measure.field === field.name) {
    const { previous: _previous, before: _before, ...alone } = input;
    const question = withoutField(input.question, field);
    const other = refinePlan(
      question,
      input.vocabulary,
      parseOne({ ...alone, question }),
      input.medianOffered !== false,
    );
    let measure = other.measure;
    // "cost more", "bigger refunds": two groups of different sizes compare by their averages.
    if (
      measure.kind === 'sum' &&
      measure.field &&
      !SUM_WORDS.test(input.question) &&
      !IN_TOTAL.test(input.question)
    ) {
      measure = { ...measure, kind: 'average', label: measure.label.replace(/^total/, 'average') };
    }
    // Nothing but the flag was asked about: no measure to set the sides against.
    if (measure.field === field.name) return undefined;
    if (measure.kind === 'count' && !COUNT_WORDS.test(input.question)) return undefined;
    read.measure = measure;
  }
  read.compare = {
    field: field.name,
    values: ['true', 'false'],
    labels: [said, rest[1]!.trim()],
  };
  // Words of the sides and of the measure set against them are no words the data lacks.
  const known = new Set([
    ...words(`${field.name} ${said} ${rest[1]} ${input.vocabulary.dictionary.name}`),
    ...(read.measure.field ? fieldWords(input, read.measure.field, plan) : []),
  ]);
  read.unknown = plan.unknown.filter(
    (said) => !words(said).every((word) => known.has(word) || FUNCTION_WORDS.has(word)),
  );
  if (read.unknown.length === 0) delete read.unknownIsAsked;
  return read;
}

/** "chatbot chats compared with chats handled by a person": the field's other value. */
function otherValue(input: QuestionInput, plan: QuestionPlan): QuestionPlan | undefined {
  const compared = COMPARED.exec(input.question);
  if (!compared) return undefined;
  const after = input.question.slice(compared.index + compared[0].length);
  if (NOT_A_SIDE.test(after)) return undefined;
  const before = input.question.slice(0, compared.index).toLowerCase();
  const sides = plan.filters.filter((filter) => {
    const field = fieldOf(input, filter.field, plan);
    const values = field?.values?.map((item) => String(item.value)) ?? [];
    return (
      field?.type === 'category' &&
      values.length === 2 &&
      filter.values.length === 1 &&
      !filter.negate &&
      !filter.op &&
      before.includes(filter.said.toLowerCase())
    );
  });
  if (sides.length !== 1) return undefined;
  const side = sides[0]!;
  const field = fieldOf(input, side.field, plan)!;
  const value = String(side.values[0]);
  const other = field.values!.map((item) => String(item.value)).find((item) => item !== value)!;
  const read: QuestionPlan = {
    ...plan,
    filters: plan.filters.filter((filter: PlanFilter) => filter !== side),
    compare: { field: field.name, values: [value, other] },
  };
  return read;
}

/** The plan with a described side read, or the plan as it was. */
export function describedSides(input: QuestionInput, plan: QuestionPlan): QuestionPlan {
  const withinFlag = flagSideShare(input, plan) ?? flagSidesSaidFor(input, plan);
  if (withinFlag) return withinFlag;
  if (plan.compare || plan.lookup || plan.tool || plan.records || plan.groupBy || plan.refers) {
    return plan;
  }
  return flagAgainstRest(input, plan) ?? otherValue(input, plan) ?? plan;
}
