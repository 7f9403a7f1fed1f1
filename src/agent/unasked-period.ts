import type { FitFinding, FitSources } from './answer-fit';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;
const DAY_MS = 86_400_000;
/** Below this part of the data's span, a window is a period of its own, not "all the data". */
const NARROW = 0.5;
/** Any word that may name a period, read or not by the constraint reader: then one was named. */
const PERIOD_WORDS =
  /\b(?:day|days|daily|week|weeks|weekly|month|months|monthly|quarter|quarters|year|years|yearly|annual|today|yesterday|tonight|since|last|past|previous|recent|recently|lately|latest|current|currently|this|now|ytd|season|summer|winter|spring|autumn|fall|holiday|weekend|morning|evening|night|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|q[1-4]|h[12]|before|after|during|until|till|between|from|when)\b|\d{4}|\d{1,2}(?:st|nd|rd|th)\b/i;

/**
 * Period words that name no period: a unit asked for ("which day", "per month", "the busiest
 * week": a grouping over all the data) and "fall" as a verb ("seem to fall over", "fall off").
 */
const NOT_A_PERIOD =
  /\b(?:which|what|each|every|per|by|busiest|quietest|worst|best|single)\s+(?:day|week|month|quarter|year|hour)s?\b|\bfall(?:s|ing)?\s+(?:over|off|out|apart|behind|down|through|short)\b|\b(?:to|did|does|do|will|would|could|might)\s+fall\b/gi;

/**
 * "Which product do customers feel worst about?" names no period, so it asks about all the data.
 * A lead figure computed over one month of a year (a "last month against the month before" story)
 * answers a question about that month (also in a follow-up, when neither question names a
 * period). The window is read from the call's time filters (a
 * `from`/`to`, or `gte`/`lt` on a field in the time role) against the data's first and last day.
 */
export function checkUnaskedPeriod(sources: FitSources): FitFinding[] {
  // A follow-up may carry its earlier question's period; one neither question names is all the data.
  const asked = [sources.question, sources.previousQuestion ?? '']
    .join(' ')
    .replace(NOT_A_PERIOD, ' ');
  if (PERIOD_WORDS.test(asked)) return [];
  if (sources.constraints.some((constraint) => constraint.kind === 'period')) return [];
  const dataset = sources.dataset;
  if (!dataset?.from || !dataset.to) return [];
  const span = days(dataset.from, dataset.to);
  if (span < 14) return [];
  const lead = sources.figures.find(
    (figure) => figure.status !== 'unsupported' && figure.kind !== 'date' && figure.kind !== 'id',
  );
  const ref = lead?.refs[0];
  const call = ref && sources.calls.find((candidate) => candidate.callId === ref.callId);
  if (!lead || !call) return [];
  const window = windowOf(call, dataset);
  if (!window) return [];
  const start = window.from < dataset.from ? dataset.from : window.from;
  const end = window.to > dataset.to ? dataset.to : window.to;
  if (days(start, end) >= span * NARROW) return [];
  return [
    {
      check: 'filter',
      label: `The question names no period (all the data, ${dataset.from} to ${dataset.to}); the lead figure (${lead.text}) covers only ${start} to ${end}`,
      delta: -0.2,
      cap: 0.6,
      capReason: 'the figure is of a period the question did not ask about',
      partial: true,
    },
  ];
}

/** The days a call's time filters keep (inclusive), when it states both ends. */
function windowOf(
  call: ObservedCall,
  dataset: DataDictionary,
): { from: string; to: string } | undefined {
  const input = call.input;
  if (!isPlainObject(input)) return undefined;
  let from = typeof input['from'] === 'string' ? ISO_DAY.exec(input['from'])?.[1] : undefined;
  let to = typeof input['to'] === 'string' ? ISO_DAY.exec(input['to'])?.[1] : undefined;
  const timeFields = new Set(
    dataset.fields.filter((field) => field.role === 'time').map((field) => field.name),
  );
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  for (const filter of filters) {
    if (!isPlainObject(filter) || !timeFields.has(String(filter['field']))) continue;
    const day =
      typeof filter['value'] === 'string' ? ISO_DAY.exec(filter['value'])?.[1] : undefined;
    if (!day) continue;
    const op = String(filter['op']);
    if (op === 'gte' || op === 'gt') from = day;
    if (op === 'lte') to = day;
    if (op === 'lt') to = new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);
  }
  return from && to ? { from, to } : undefined;
}

function days(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}
