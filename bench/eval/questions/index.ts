import type { EvalCase } from '../eval-case';
import { airlineCases } from './airline';
import { airlineMore } from './airline-more';
import { airlineVariants } from './airline-variants';
import { demoCompare } from './demo-compare';
import { demoFacts } from './demo-facts';
import { demoMore } from './demo-more';
import { demoPeriods } from './demo-periods';
import { demoTurns } from './demo-turns';
import { demoVariants } from './demo-variants';
import { holdoutCases } from './holdout';
import { holdoutLateCases } from './holdout-late';

/** Every evaluation case, demo corpus first. */
export const allCases: readonly EvalCase[] = [
  ...demoFacts,
  ...demoCompare,
  ...demoPeriods,
  ...demoTurns,
  ...demoVariants,
  ...demoMore,
  ...airlineCases,
  ...airlineVariants,
  ...airlineMore,
  ...holdoutCases,
  ...holdoutLateCases,
];

const ids = new Set<string>();
for (const evalCase of allCases) {
  if (ids.has(evalCase.id)) throw new Error(`Duplicate evaluation case id ${evalCase.id}`);
  ids.add(evalCase.id);
}
