// Truth helpers over the generated billing disputes (table `disputes`, bench/eval/energy-data.ts):
// the shared table helpers of table-truth.ts under this set's names.
import { mean, moneyTotal, tableTruth } from './table-truth';

const table = tableTruth('disputes');

export const { rows: disputes, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, moneyTotal as gbp };
