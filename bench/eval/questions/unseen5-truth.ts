// Truth helpers over the generated rail passenger feedback (table `feedback`,
// bench/eval/rail-data.ts): the shared table helpers of table-truth.ts under this set's names.
import { mean, money, tableTruth } from './table-truth';

const table = tableTruth('feedback');

export const {
  rows: records,
  over: agg,
  lastDay: finalDay,
  monthBefore: monthsBack,
  lastDays: window,
} = table;
export { mean as avgOf, money as euros };
