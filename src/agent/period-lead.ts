import { extractFigures } from './answer-figures';
import type { FitFinding, FitSources } from './answer-fit';
import { returnsPeriods } from './asked-grouping';

/**
 * "Which day …", "in which month …", "what hour …", a bare "When?": one period is asked for. The
 * plural ("which days …") asks for a list, and is left alone.
 */
const PERIOD_ASKED =
  /\b(?:which|what|wich|whcih|wat)\s+(day|date|week|weekday|month|quarter|year|hour)(?![\w-])/i;
/** "When?" as an ask of its own, or a question that opens with "when". */
const WHEN_ASKED = /(?:^|[.?!]\s*)when\s*\?|^\s*when\b/i;
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;
const HOUR = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|h)\b|\b\d{1,2}:\d{2}\b/i;
const QUARTER = /\bQ[1-4]\b/;
const YEAR = /\b(?:19|20)\d{2}\b/;

/**
 * The answer's lead: its first line up to the first sentence's end. What it restates of the
 * question's or the data's span ("(2026-01-01 to 2026-12-31)", "from 2026-09-01 to 2026-11-30")
 * says what the figures cover, not which period won, so it is left out.
 */
function leadOf(answer: string): string {
  const line = answer.split('\n').find((text) => text.trim()) ?? '';
  const sentence = line.split(/(?<=[.!?])\s+/)[0] ?? line;
  return sentence
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:from|between)\s+\S+\s+(?:to|and|until)\s+\S+/gi, ' ')
    .replace(/\bover all the data\b/gi, ' ');
}

/** Whether the lead names one period of the unit asked. */
function namesPeriod(lead: string, unit: string): boolean {
  const kinds = new Set(
    extractFigures(lead).flatMap((figure) =>
      figure.kind === 'date' ? ['day'] : figure.kind === 'month' ? ['month'] : [],
    ),
  );
  const weekday = WEEKDAY.test(lead);
  switch (unit) {
    case 'day':
    case 'date':
    case 'week':
      return kinds.has('day') || weekday;
    case 'weekday':
      return weekday;
    case 'month':
      return kinds.has('month') || kinds.has('day');
    case 'quarter':
      return QUARTER.test(lead) || kinds.has('month');
    case 'year':
      return YEAR.test(lead);
    case 'hour':
      return HOUR.test(lead);
    default:
      return kinds.size > 0 || weekday || HOUR.test(lead) || QUARTER.test(lead);
  }
}

/**
 * "Which day in 2026 had the gloomiest sentiment?", "On which day did the phone lines fall over?",
 * "Was there a day when X went down? When?": the answer must lead with the period that stands
 * out. A lead that only introduces a list of every day ("Average sentiment by day, in 2026:"), or
 * a figure with no period at all, leaves the reader to find the one asked for — and the list may
 * not even hold it (a model that read a shortened copy).
 */
export function checkPeriodLead(sources: FitSources): FitFinding[] {
  const asked = PERIOD_ASKED.exec(sources.question);
  const unit = asked ? asked[1]!.toLowerCase() : WHEN_ASKED.test(sources.question) ? 'any' : '';
  if (!unit) return [];
  // "Which month" with no call that returned periods is asked-grouping's finding already.
  if (asked && !returnsPeriods(sources.calls)) return [];
  if (namesPeriod(leadOf(sources.answer), unit)) return [];
  const what = unit === 'any' ? 'when' : `which ${unit}`;
  return [
    {
      check: 'grouping',
      label: `The question asks ${what}; the answer does not lead with one`,
      delta: -0.2,
      cap: 0.44,
      capReason: `the answer names no ${unit === 'any' ? 'time' : unit} as the one asked for`,
      partial: true,
    },
  ];
}
