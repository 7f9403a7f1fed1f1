// Truth helpers over the generated parcel claims (table `claims`, bench/eval/parcel-data.ts): the
// shared table helpers of table-truth.ts under this set's names.
import { mean, moneyTotal, tableTruth } from './table-truth';

const table = tableTruth('claims');

export const { rows: claims, over, ranked, lastDay, monthBefore, lastDays } = table;
export { mean, moneyTotal as gbp };
