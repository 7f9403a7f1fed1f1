import type { DatasetField } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';

/**
 * The time of day and of the week: "what hour do most tickets come in", "which weekday is
 * busiest", "tickets by day of the week", "what share are opened at the weekend". query_data
 * derives `hour` (`08:00`) and `weekday` (`Monday`) from an entity's timestamp; the dictionary's
 * time field lists them in `timeGroupings`, and offers `hour` only where the timestamps carry a
 * time of day, so on dates alone "what hour" is declined, never answered with midnight.
 */

const WEEKEND = ['Saturday', 'Sunday'];
const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const HOUR_ASKED =
  /\b(?:what|which|busiest|quietest|peak|slowest|by|per|each|every)\s+(?:hours?|times? of (?:the )?day)\b|\bhours? of (?:the )?day\b|\bhourly\b|\btime of (?:the )?day\b/i;
const WEEKDAY_ASKED =
  /\b(?:what|which|busiest|quietest|peak|slowest|by|per|each|every)\s+(?:weekdays?|days? of (?:the )?week)\b|\bdays? of (?:the )?week\b|\bday-of-week\b/i;
const LEAST = /\b(quietest|least|fewest|slowest|lowest)\b/i;
/** "which hour", "busiest weekday": one group asked for, not the whole breakdown. */
const ONE_ASKED = /\b(which|what|busiest|quietest|peak|slowest|most|least|fewest)\b/i;
/** "at the weekend", "on weekends", "over the weekend"; "last weekend" is a period instead. */
const WEEKEND_SAID = /\b(?:at|on|over|during|in)\s+(?:the\s+)?weekends?\b|\bweekends\b/i;
const WORKDAYS_SAID = /\b(?:on|during|in)\s+(?:the\s+)?(?:weekdays|working days|workdays)\b/i;
const SHARE_SAID = /\b(share|percentage|percent|proportion|fraction|what part|how much of)\b|%/i;

/**
 * The question with its words for the hour of day blanked: "what hour" names the grouping, not a
 * number field of hours ("hours to resolve") to average.
 */
export function withoutHourWords(question: string): string {
  return question.replace(new RegExp(HOUR_ASKED.source, 'gi'), (said) => ' '.repeat(said.length));
}

function timeField(vocabulary: Vocabulary, plan: QuestionPlan): DatasetField | undefined {
  return vocabulary.dictionary.fields.find(
    (field) => field.entity === plan.entity && field.role === 'time' && field.type === 'date',
  );
}

/** Drops a period read from the words of the time of week ("the weekend" as last weekend). */
function dropWeekendPeriod(question: string, plan: QuestionPlan): void {
  const period = plan.period as
    (QuestionPlan['period'] & { index?: number; length?: number }) | undefined;
  if (!period || period.index === undefined || period.length === undefined) return;
  const said = question.slice(period.index, period.index + period.length);
  if (/weekend/i.test(said) && !/\b(last|this|past|previous|next)\b/i.test(said))
    delete plan.period;
}

function grouping(question: string, plan: QuestionPlan, field: string, label: string): void {
  plan.groupBy = { field, label };
  delete plan.compare;
  if (ONE_ASKED.test(question)) {
    plan.rank = { direction: LEAST.test(question) ? 'asc' : 'desc', limit: 1 };
  } else delete plan.rank;
  // "Which hour do most tickets come in": the hour said is the grouping, not a word unknown.
  plan.unknown = plan.unknown.filter(
    (word) => !/^(hours?|hourly|weekdays?|week|time)$/i.test(word),
  );
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** Reads the hour of day and the weekday the question asks about into the plan. */
export function timeOfWeek(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.records) return;
  const time = timeField(vocabulary, plan);
  if (!time) return;
  const offered = new Set(time.timeGroupings ?? []);
  const asked = HOUR_ASKED.test(question) || WEEKDAY_ASKED.test(question);
  if (!asked && !WEEKEND_SAID.test(question) && !WORKDAYS_SAID.test(question)) return;
  // A specialised tool chosen for the other words ("opened" of cases) groups by neither.
  delete plan.tool;
  delete plan.toolRow;
  if (HOUR_ASKED.test(question)) {
    if (!offered.has('hour')) {
      // Dates alone: the data holds no time of day to group by.
      plan.unknown = ['hour of the day', ...plan.unknown];
      plan.unknownIsAsked = true;
      return;
    }
    grouping(question, plan, 'hour', 'hour of the day');
    return;
  }
  if (!offered.has('weekday')) return;
  if (WEEKDAY_ASKED.test(question)) {
    grouping(question, plan, 'weekday', 'weekday');
    return;
  }
  const weekend = WEEKEND_SAID.test(question);
  if (!weekend && !WORKDAYS_SAID.test(question)) return;
  dropWeekendPeriod(question, plan);
  const days: PlanFilter = {
    entity: plan.entity,
    field: 'weekday',
    values: weekend ? WEEKEND : WORKDAYS,
    said: weekend ? 'weekend' : 'weekdays',
  };
  plan.unknown = plan.unknown.filter((word) => !/^(weekends?|weekdays|workdays)$/i.test(word));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  if (
    SHARE_SAID.test(question) &&
    (plan.measure.kind === 'count' || plan.measure.kind === 'share')
  ) {
    plan.measure = { kind: 'share', label: 'share', part: [days] };
    return;
  }
  plan.filters = [...plan.filters, days];
}
