import {
  addDays,
  countWord,
  dayWithin,
  shiftPeriod,
  type Period,
  type PeriodMatch,
} from './period';
import { MONTH } from './period-calendar';
import type { QuestionPlan } from './question-plan';
import type { QuestionInput } from './question-reading';

/** A month's name (the period reader's own): a date of the ask's own. */
const MONTH_NAME = new RegExp(`\\b${MONTH}\\b`, 'i');

const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/**
 * The period of a follow-up merged with the earlier turn's: a day within it ("and on the 18th?"),
 * the span after or before it ("the following fortnight", "the week before"), the two compared
 * ("compare with the month before"), or the follow-up's own period.
 */
export function foldPeriod(
  input: QuestionInput,
  plan: QuestionPlan,
  earlier: QuestionPlan,
  merged: QuestionPlan,
): QuestionPlan {
  // "And on the 18th?", "and on Tuesday?": a day said without its month moves within the
  // previous turn's period.
  const moved =
    earlier.period && (!plan.period || WEEKDAY.test(input.question)) && !plan.compare
      ? dayWithin(input.question, earlier.period)
      : undefined;
  if (moved) {
    delete merged.outside;
    merged.period = moved;
    return merged;
  }
  // "And the following fortnight?", "the next 3 days": the span right after (or before) the
  // earlier period.
  const adjacent =
    /\b(?:the\s+)?(following|next|previous|preceding|prior)\s+(?:(\d+|two|three|four|five|six|seven|ten)\s+)?(days?|weeks?|fortnights?|months?)\b/i.exec(
      input.question,
    );
  const shift =
    /\b(?:the\s+)?(day|week|month|year)\s+(before|after|earlier|later)\b|\b(previous|next|following|preceding|prior)\s+(day|week|month|year)\b/i.exec(
      input.question,
    );
  // The shift's own words, when the question alone read them as a period of the data's end.
  const ownWords = (match: RegExpExecArray) =>
    !plan.period ||
    /^(next|tomorrow)/.test(plan.period.label) ||
    ('index' in plan.period &&
      typeof plan.period.index === 'number' &&
      plan.period.index <= match.index + match[0].length &&
      match.index <= plan.period.index + (plan.period as PeriodMatch).length);
  const shiftWords =
    /^(day|days|week|weeks|fortnight|fortnights|month|months|year|before|after|earlier|later|previous|next|following|preceding|prior)$/;
  const withoutShiftWords = () => {
    merged.unknown = merged.unknown.filter((word) => !shiftWords.test(word));
    if (merged.unknown.length === 0) delete merged.unknownIsAsked;
  };
  if (
    adjacent &&
    earlier.period &&
    (adjacent[2] !== undefined || /^fortnight/i.test(adjacent[3]!)) &&
    ownWords(adjacent)
  ) {
    delete merged.outside;
    const unit = adjacent[3]!.toLowerCase().replace(/s$/, '');
    const n = adjacent[2] ? countWord(adjacent[2]) : 1;
    const days = n * (unit === 'day' ? 1 : unit === 'week' ? 7 : unit === 'fortnight' ? 14 : 30);
    const forward = /following|next/i.test(adjacent[1]!);
    const from = forward ? addDays(earlier.period.to, 1) : addDays(earlier.period.from, -days);
    const to = forward ? addDays(earlier.period.to, days) : addDays(earlier.period.from, -1);
    merged.period = { from, to, label: `${from} to ${to}` };
    withoutShiftWords();
    return merged;
  }
  if (shift && earlier.period && ownWords(shift)) {
    delete merged.outside;
    const unit = (shift[1] ?? shift[4])!.toLowerCase();
    const forward = /after|later|next|following/i.test(shift[0]);
    const shifted = shiftPeriod(earlier.period, unit, forward ? 1 : -1);
    if (/\bcompare|\bvs\.?|\bversus|\bagainst|\bwith\b/i.test(input.question)) {
      merged.compare = { periods: [earlier.period, shifted] };
      delete merged.period;
    } else merged.period = shifted;
    withoutShiftWords();
    return merged;
  }
  if (
    /\bcompare\b|\bvs\.?\b|\bversus\b|\bagainst\b/i.test(input.question) &&
    plan.period &&
    !plan.compare
  ) {
    const before: Period = earlier.period ?? {
      from: input.span.from,
      to: input.span.to,
      label: `${input.span.from} to ${input.span.to}`,
    };
    merged.compare = { periods: [before, plan.period] };
    delete merged.period;
  } else if (plan.period) merged.period = plan.period;
  return merged;
}

/**
 * "…on 19 August, and how many the day before?", "the previous day", "the month after": a
 * second ask said one unit of time away from the period the first ask named is that period moved
 * by one unit (the parse alone reads such words against the data's last day, or not at all).
 */
export function periodBeside(
  question: string,
  plan: QuestionPlan,
  earlier: Period,
): Period | undefined {
  const shift =
    /\b(?:the\s+)?(day|week|month|year)\s+(before|after|earlier|later)\b|\b(previous|next|following|preceding|prior)\s+(day|week|month|year)\b/i.exec(
      question,
    );
  if (!shift) return undefined;
  // The shift's own words, when the ask alone read them as a period of the data's end.
  const own =
    !plan.period ||
    // No date of its own: the ask alone read the words against the data's last day.
    (!/\d/.test(question) && !MONTH_NAME.test(question)) ||
    /^(next|tomorrow)/.test(plan.period.label) ||
    ('index' in plan.period &&
      typeof plan.period.index === 'number' &&
      plan.period.index <= shift.index + shift[0].length &&
      shift.index <= plan.period.index + (plan.period as PeriodMatch).length);
  if (!own) return undefined;
  const unit = (shift[1] ?? shift[4])!.toLowerCase();
  const forward = /after|later|next|following/i.test(shift[0]);
  return shiftPeriod(earlier, unit, forward ? 1 : -1);
}
