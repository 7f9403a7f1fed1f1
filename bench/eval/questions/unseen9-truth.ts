// Truth helpers over the generated broadband fault reports (table `faults`,
// bench/eval/broadband-data.ts): the shared table helpers of table-truth.ts under this set's names.
import { mean, money, moneyTotal, tableTruth } from './table-truth';

const table = tableTruth('faults');

export const { rows: faults, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, money as eur, moneyTotal as eurTotal };
