import { periodSql } from './periods';

export const CASE_GROUPINGS = [
  'none',
  'type',
  'category',
  'reason',
  'priority',
  'status',
  'month',
  'week',
] as const;
export type CaseGrouping = (typeof CASE_GROUPINGS)[number];

/** SQL for the group key of cases `k`; months and weeks are those the case was opened in. */
export function caseGroupKey(groupBy: CaseGrouping): string {
  switch (groupBy) {
    case 'none':
      return "'all'";
    case 'month':
    case 'week':
      return periodSql('substr(k.opened_at, 1, 10)', groupBy);
    default:
      return `k.${groupBy}`;
  }
}
