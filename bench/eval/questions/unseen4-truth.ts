// Truth helpers over the generated delivery complaints (table `complaints`,
// bench/eval/delivery-data.ts): the shared table helpers of table-truth.ts under this set's names.
import { mean, money, tableTruth } from './table-truth';

const table = tableTruth('complaints');

export const { rows: complaints, over, lastDay, monthBefore, lastDays } = table;
export { mean, money as pounds };
