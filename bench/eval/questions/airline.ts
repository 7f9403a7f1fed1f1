export const airlineCases: import('../eval-case').EvalCase[] = [];
