// Truth helpers over the generated car-rental incidents (table `incidents`,
// bench/eval/rental-data.ts): the shared table helpers of table-truth.ts under this set's names.
import { mean, moneyTotal, tableTruth } from './table-truth';

const table = tableTruth('incidents');

export const { rows: incidents, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, moneyTotal as cad };
