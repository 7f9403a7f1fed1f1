import type { DatasetField } from '../../../../../src/agent/dataset';
import { nounOf } from './answer-words';
import { explainingFields, type ExecutionContext } from './execute-plan';
import type { QuestionPlan } from './question-plan';
import { words } from './vocabulary';

/** Questions to offer after an answer, or instead of one the data cannot answer. */
function sample(field: DatasetField): string | undefined {
  const value = field.values?.[0]?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Three questions this data can answer, following on from the plan. */
export function followUps(context: ExecutionContext, plan: QuestionPlan): string[] {
  const dictionary = context.dictionary;
  const noun = nounOf(plan, dictionary);
  const fields = explainingFields(context, { ...plan, filters: plan.filters }).filter(
    (field) => field.name !== plan.groupBy?.field,
  );
  const where = plan.filters.map((filter) => filter.values[0]).join(' ');
  const subject = where ? `${where} ${noun}` : noun;
  const questions: string[] = [];
  if (fields[0])
    questions.push(
      `Which ${fields[0].label ?? words(fields[0].name).join(' ')} has the most ${subject}?`,
    );
  questions.push(`How did the number of ${subject} change month by month?`);
  const sentiment = dictionary.fields.find(
    (field) =>
      field.role === 'sentiment' && field.type === 'number' && field.entity === plan.entity,
  );
  if (sentiment && plan.measure.field !== sentiment.name)
    questions.push(`What is the average sentiment of ${subject}?`);
  const other = fields[1] ?? fields[0];
  const value = other ? sample(other) : undefined;
  if (value && other)
    questions.push(`How many ${noun} have ${other.label ?? words(other.name).join(' ')} ${value}?`);
  questions.push(`Which day had the most ${subject}?`);
  return [...new Set(questions)].slice(0, 3);
}

/** Closest questions this data can answer, for a question it cannot. */
export function closestQuestions(context: ExecutionContext, plan: QuestionPlan): string[] {
  return followUps(context, { ...plan, filters: [], unknown: [] });
}
