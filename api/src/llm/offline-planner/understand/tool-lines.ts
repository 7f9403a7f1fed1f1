import { num, record, rows, type Json } from '../observations';
import { figure, periodWords } from './answer-words';
import { periodChangeLine } from './comparison-lines';
import { outputOf, toolCalls, type ExecutionContext, type Observed } from './execute-plan';
import type { QuestionPlan } from './question-plan';
import { words } from './vocabulary';

/** Answer lines from a specialised tool's output: the row the question asks about, its rate. */
/** The rate of the row of a specialised tool's output the question asks about. */
function toolRowRate(output: Json | undefined, plan: QuestionPlan): number | undefined {
  if (!output || !plan.toolRow) return undefined;
  for (const value of Object.values(output)) {
    const row = rows(value).find((candidate) =>
      Object.values(candidate).some((cell) => cell === plan.toolRow),
    );
    const rate = row
      ? Object.entries(row).find(
          ([key, cell]) => /rate|share/i.test(key) && num(cell) !== undefined,
        )
      : undefined;
    if (rate) return num(rate[1]);
  }
  return undefined;
}

/** Two periods of a specialised tool's rate side by side, the direction first. */
export function toolPeriodLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): string[] | undefined {
  if (!plan.compare || !('periods' in plan.compare)) return undefined;
  const calls = toolCalls(context, plan);
  if (calls.length !== 2) return undefined;
  const rates = calls.map((call) => toolRowRate(outputOf(done, call, context), plan));
  if (rates.some((rate) => rate === undefined)) return undefined;
  const [first, second] = plan.compare.periods;
  const [a, b] = rates as [number, number];
  return [
    periodChangeLine(`${plan.measure.label} (${plan.toolRow})`, first, second, a, b, 'rate'),
    '',
    `- ${first.label} (${first.from} to ${first.to}): ${figure(a, 'rate')}`,
    `- ${second.label} (${second.from} to ${second.to}): ${figure(b, 'rate')}`,
  ];
}

/** The row of a specialised tool's output the question asks about, with its rate first. */
export function toolRowLine(output: Json | undefined, plan: QuestionPlan): string | undefined {
  if (!output || !plan.toolRow) return undefined;
  for (const value of Object.values(output)) {
    const row = rows(value).find((candidate) =>
      Object.values(candidate).some((cell) => cell === plan.toolRow),
    );
    if (!row) continue;
    const rate = Object.entries(row).find(
      ([key, cell]) => /rate|share/i.test(key) && num(cell) !== undefined,
    );
    const counts = Object.entries(row)
      .filter(([key, cell]) => !/rate|share/i.test(key) && typeof cell === 'number')
      .map(([key, cell]) => `${words(key).join(' ')} ${String(cell)}`);
    if (!rate) continue;
    return `The ${plan.measure.label} (${plan.toolRow}) is ${figure(rate[1], 'rate')}${counts.length ? ` (${counts.join(', ')})` : ''}, ${periodWords(plan, { from: String(record(output['filters'])?.['from'] ?? ''), to: String(record(output['filters'])?.['to'] ?? '') })}.`;
  }
  return undefined;
}
