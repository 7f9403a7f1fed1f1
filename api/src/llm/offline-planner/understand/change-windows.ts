import { addDays, previousPeriod, shiftPeriod, type Period } from './period-calendar';
import type { QuestionPlan } from './question-plan';

/**
 * The two periods a change is read between, earlier first: the two the question names ("why did
 * oven jobs go up in July compared with June"), else the asked period against the one before it
 * — a calendar month against the month before ("why did requests jump in March": February, not
 * the 30 days before), any other span against as many days just before — and, with no period
 * asked, the data's last month so far against the days before it.
 */
export function changeWindowsOf(plan: QuestionPlan, span: { to: string }): [Period, Period] {
  if (plan.compare && 'periods' in plan.compare) {
    const [first, second] = plan.compare.periods;
    return first.from <= second.from ? [first, second] : [second, first];
  }
  const period: Period = plan.period ?? {
    from: `${span.to.slice(0, 7)}-01`,
    to: span.to,
    label: `${span.to.slice(0, 7)}-01 to ${span.to}`,
  };
  const wholeMonth = period.from.endsWith('-01') && addDays(period.to, 1).endsWith('-01');
  const monthLong = period.from.slice(0, 7) === period.to.slice(0, 7);
  return [
    wholeMonth && monthLong ? shiftPeriod(period, 'month', -1) : previousPeriod(period),
    period,
  ];
}
