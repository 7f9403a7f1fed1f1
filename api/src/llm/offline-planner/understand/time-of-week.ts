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

/** A clock time said with its half of the day or its minutes ("9am", "5 pm", "17:00"). */
const CLOCK = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?';
const HOUR_BOUNDS: { pattern: RegExp; op: 'lt' | 'gte' }[] = [
  { pattern: new RegExp(`\\bbefore\\s+${CLOCK}`, 'i'), op: 'lt' },
  { pattern: new RegExp(`\\b(?:after|from)\\s+${CLOCK}`, 'i'), op: 'gte' },
];
/** Parts of the day as hours: from (inclusive) and to (exclusive). */
const PARTS_OF_DAY: [RegExp, number | undefined, number | undefined][] = [
  [/\bin the morning\b|\bmornings\b/i, undefined, 12],
  [/\bin the afternoon\b|\bafternoons\b/i, 12, 17],
  [/\bin the evening\b|\bevenings\b/i, 17, undefined],
];

function hourValue(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The 24-hour hour of a clock time said, or undefined when it is not one (no am/pm nor minutes). */
function clockHour(match: RegExpExecArray): number | undefined {
  const [, hours, minutes, half] = match;
  if (!half && minutes === undefined) return undefined;
  let hour = Number(hours);
  if (hour > 23 || (half && (hour < 1 || hour > 12))) return undefined;
  if (half?.toLowerCase().startsWith('p') && hour < 12) hour += 12;
  if (half?.toLowerCase().startsWith('a') && hour === 12) hour = 0;
  // "after 9:30" begins within the hour: the hour itself counts only from the next one.
  return minutes && minutes !== '00' && hour < 23 ? hour + 1 : hour;
}

/** "Before 9am", "after 5pm", "in the morning": bounds on the hour of the timestamp. */
function hourBounds(question: string, plan: QuestionPlan): boolean {
  const bounds: { op: 'lt' | 'gte'; hour: number; said: string }[] = [];
  for (const { pattern, op } of HOUR_BOUNDS) {
    const match = pattern.exec(question);
    const hour = match ? clockHour(match) : undefined;
    if (match && hour !== undefined) bounds.push({ op, hour, said: match[0] });
  }
  for (const [pattern, from, to] of PARTS_OF_DAY) {
    const said = pattern.exec(question)?.[0];
    if (!said) continue;
    if (from !== undefined) bounds.push({ op: 'gte', hour: from, said });
    if (to !== undefined) bounds.push({ op: 'lt', hour: to, said });
  }
  for (const bound of bounds) {
    plan.filters = [
      ...plan.filters,
      {
        entity: plan.entity,
        field: 'hour',
        values: [hourValue(bound.hour)],
        said: bound.said,
        op: bound.op,
      },
    ];
  }
  if (bounds.length > 0) {
    const said = new Set(bounds.flatMap((bound) => bound.said.toLowerCase().split(/\s+/)));
    plan.unknown = plan.unknown.filter((word) => !said.has(word.toLowerCase()));
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  }
  return bounds.length > 0;
}

/** Reads the hour of day and the weekday the question asks about into the plan. */
export function timeOfWeek(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.records) return;
  const time = timeField(vocabulary, plan);
  if (!time) return;
  const offered = new Set(time.timeGroupings ?? []);
  // A share of an hour's bound would need the answer to compare clock times: counts only.
  if (offered.has('hour') && !SHARE_SAID.test(question)) hourBounds(question, plan);
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
