import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import type { QuestionPlan } from './question-plan';

/**
 * Table-driven checks of how "what happened" questions are read (a period's peak or extreme, a
 * group falling behind, two periods' counts): each row a dictionary of a domain the planner was
 * not built on, a phrasing of our own and what the plan must hold.
 */
export function planOf(dictionary: DataDictionary, question: string): QuestionPlan {
  return planOfTurns(dictionary, [question]);
}

/** What a plan must hold; a key left out is not checked. */
export interface PlanShape {
  measure?: string;
  groupBy?: string;
  rank?: 'desc' | 'asc' | '';
  filters?: string[];
  period?: string;
  /** `periods:<from>..<to>|<from>..<to>` or `field:a|b`, '' for none. */
  compare?: string;
  declined?: boolean;
}

export function shapeOf(plan: QuestionPlan): Required<PlanShape> {
  const compare = !plan.compare
    ? ''
    : 'periods' in plan.compare
      ? `periods:${plan.compare.periods.map((period) => `${period.from}..${period.to}`).join('|')}`
      : `${plan.compare.field}:${plan.compare.values.join('|')}`;
  return {
    measure: plan.measure.field ? `${plan.measure.kind} ${plan.measure.field}` : plan.measure.kind,
    groupBy: plan.groupBy?.field ?? '',
    rank: plan.rank?.direction ?? '',
    filters: plan.filters.map(
      (filter) => `${filter.negate ? '!' : ''}${filter.field}=${filter.values.join('|')}`,
    ),
    period: plan.period ? `${plan.period.from}..${plan.period.to}` : '',
    compare,
    declined: Boolean(plan.unknownIsAsked || plan.cannot),
  };
}

export function checkForms(title: string, cases: readonly [DataDictionary, string, PlanShape][]) {
  describe(title, () => {
    for (const [dictionary, question, expected] of cases) {
      it(`${dictionary.name}: ${question}`, () => {
        const shape = shapeOf(planOf(dictionary, question));
        const picked = Object.fromEntries(
          Object.keys(expected).map((key) => [key, shape[key as keyof PlanShape]]),
        );
        assert.deepEqual(picked, expected);
      });
    }
  });
}
