import { addDays, periodDays, type DataSpan, type Period, type PeriodMatch } from './period';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { yesValue } from './question-terms';
import { words } from './vocabulary';

/**
 * "How much did login complaints jump after 10 March?", "Did the rate rise on 1 Sep make savings
 * customers happier?": a change around one dated event is the same span before it set against
 * the span after it, for the same records. The event's own name ("the savings rate rise") is
 * what happened, not a group to filter on.
 */
const WINDOW_DAYS = 14;

/** Verbs of a sudden change, understood (not unknown words) when a change is asked. */
export const CHANGE_VERB =
  /^(jump(ed|s)?|spike[ds]?|surge[ds]?|soar(ed|s)?|climb(ed|s)?|plunge[ds]?)$/i;

const EVENT_CHANGE =
  /\b(jump(ed|s)?|spike[ds]?|surge[ds]?|soar(ed|s)?|climb(ed|s)?|plunge[ds]?)\b|\b(make|made|makes|did|get|got)\b.*\b(happier|unhappier|angrier|calmer|sadder|more (satisfied|positive|negative|upset))\b/i;

/** "the <name> on|of|in <date>": the event's own name, a few words before its date. */
function eventPhrase(question: string): RegExpExecArray | null {
  return /\bthe\s+((?:[\w.&'-]+\s+){1,4}?)(?:on|of|in|from|at)\s+(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i.exec(
    question,
  );
}

/**
 * Whether a change is asked around the date, read outside the event's own name: "since the rate
 * rise on 1 Sep" asks the value since, "did the rate rise on 1 Sep make them happier" a change.
 */
export function changeAsked(question: string, changeWords: RegExp): boolean {
  const phrase = eventPhrase(question);
  const rest = phrase
    ? question.slice(0, phrase.index) + question.slice(phrase.index + phrase[0].length)
    : question;
  return changeWords.test(rest) || EVENT_CHANGE.test(rest);
}

/** The day of the event: a single day said, or the day an "after"/"since" span starts from. */
function eventDay(period: PeriodMatch, span: DataSpan): string | undefined {
  if (period.anchor && period.to === span.to && period.anchor.from === period.anchor.to) {
    return period.anchor.from;
  }
  return period.from === period.to ? period.from : undefined;
}

/** The spans before and after the event, both of the same length, in that order. */
export function eventWindows(
  period: PeriodMatch,
  span: DataSpan,
  changing: boolean,
): [Period, Period] | undefined {
  if (!changing) return undefined;
  const day = eventDay(period, span);
  if (!day) return undefined;
  // "after 10 March" starts the day after; "on 1 Sep" starts that day.
  const start = period.anchor ? period.from : day;
  // Both spans as long as the data allows on either side, so the two are alike.
  const room = Math.min(
    WINDOW_DAYS,
    periodDays({ from: span.from, to: addDays(day, -1) }),
    periodDays({ from: start, to: span.to }),
  );
  if (room < 1) return undefined;
  const length =
    room === WINDOW_DAYS ? `${WINDOW_DAYS} days` : `${room} day${room === 1 ? '' : 's'}`;
  const before: Period = {
    from: addDays(day, -room),
    to: addDays(day, -1),
    label: `the ${length} before ${day}`,
  };
  const after: Period = {
    from: start,
    to: addDays(start, room - 1),
    label: `the ${length} from ${start}`,
  };
  return [before, after];
}

/**
 * Filters said as the event's name: inside "the <name> on|of|in <date>" ("the savings rate rise
 * on 1 Sep"). They are dropped when another filter says whose change is asked.
 */
export function eventNameFilters(
  question: string,
  period: PeriodMatch,
  filters: readonly PlanFilter[],
): PlanFilter[] {
  const phrase = eventPhrase(question);
  if (!phrase) return [];
  const name = ` ${words(phrase[1]!).join(' ')} `;
  const rest = ` ${words(question.slice(period.index + period.length)).join(' ')} `;
  // A value said again after the date ("make savings customers happier") is whose change it is.
  const named = filters.filter((filter) => {
    const said = ` ${words(filter.said).join(' ')} `;
    return name.includes(said) && !rest.includes(said);
  });
  return named.length < filters.length ? named : [];
}

/**
 * "How much did login complaints jump after the 5.2 release?": an event named without a date.
 * Its words are none the data knows, so no period can be read: the answer must ask for the date
 * rather than measure another span. Returns the event as said ("the 5.2 release").
 */
export function undatedEvent(
  question: string,
  changeWords: RegExp,
  unknown: readonly string[],
): string | undefined {
  if (!changeAsked(question, changeWords)) return undefined;
  const event =
    /\b(?:after|since|before|following)\s+((?:the|our|their|its|this|that)\s+[^?,!]{2,40}?)\s*(?:[?,!]|$)/i.exec(
      question,
    );
  if (!event) return undefined;
  const said = new Set(words(event[1]!));
  return unknown.some((word) => words(word).some((part) => said.has(part)))
    ? event[1]!.trim()
    : undefined;
}

/** "Why did Riverside requests jump in March": the change a why asks about is no unknown word. */
export function whyChangeWords(plan: QuestionPlan): void {
  if (!plan.why && !plan.direction) return;
  plan.unknown = plan.unknown.filter((word) => !CHANGE_VERB.test(word));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** A rate or share said in so many words ("the urgent rate", "the share of refunds"). */
const RATE_SAID = /\b(?:rates?|shares?|percent|percentages?|proportions?|fractions?|ratios?)\b|%/i;

/**
 * "What drove the rise in urgent requests in June", "why did accessible copy requests jump": the
 * rise of the flagged records' count, explained by the groups whose counts moved — not the
 * flag's rate, unless a rate is named.
 */
export function whyCounts(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  if (!plan.why || plan.measure.kind !== 'rate' || !plan.measure.field) return;
  if (RATE_SAID.test(question)) return;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  if (!field) return;
  const yes = field.type === 'boolean' ? true : yesValue(field);
  if (yes === undefined) return;
  if (!plan.filters.some((filter) => filter.field === field.name)) {
    plan.filters.push({
      entity: field.entity,
      field: field.name,
      values: [yes],
      said: field.label ?? field.name,
    });
  }
  plan.measure = { kind: 'count', label: 'count' };
}
