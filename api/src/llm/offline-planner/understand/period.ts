/**
 * Periods in an analyst's words, resolved to concrete days: dates, months, quarters, halves,
 * seasons, "since …", "after …", "the two weeks after …", "last 30 days". Relative words resolve
 * against the last day of the data; a bare month or season falls in the data's span.
 */

import {
  addDays,
  type Anchor,
  COUNT,
  countWord,
  type DataSpan,
  isDay,
  monthsBack,
  pad,
  type Period,
  periodDays,
  type PeriodMatch,
  shiftYears,
  unitDays,
  WEEKDAYS,
} from './period-calendar';
import { anchors, relative } from './period-anchors';
import { beforeLast, BEFORE_AND_AFTER, bothSides, sideOf, trailingSides } from './period-sides';

export type { DataSpan, Period, PeriodMatch } from './period-calendar';
export { addDays, countWord, periodDays, previousPeriod, shiftPeriod } from './period-calendar';

/**
 * "March and April 2025", "Q1 vs Q2 2024": a period said without its year takes the year of the
 * one it is paired with, rather than the data's latest.
 */
function sharedYears(text: string, points: Anchor[]): void {
  for (let i = 0; i + 1 < points.length; i++) {
    const point = points[i]!;
    const next = points[i + 1]!;
    if (!point.yearless || next.yearless) continue;
    const between = text.slice(point.index + point.length, next.index);
    if (
      !/^\s*(and|&|or|vs\.?|versus|to|through|until|till|-|–|compared (with|to)|against)\s*(the\s+)?$/i.test(
        between,
      )
    )
      continue;
    const years = Number(next.period.from.slice(0, 4)) - Number(point.period.from.slice(0, 4));
    if (years === 0) continue;
    const moved = shiftYears(point.period, years);
    // A pair runs forwards: "November and December 2025" keeps November in 2025.
    if (moved.from <= next.period.from) point.period = moved;
  }
}

const WHOLE =
  /\b(?:the\s+)?(?:whole|entire|full)\s+(?:year|period|data(?:\s*set)?)\b|\ball[- ]time\b|\bover the year\b|\ball year\b/i;

/**
 * The periods the text names, in order of appearance, with span words ("since", "after",
 * "between … and …", "the two weeks after …") applied. A whole-period phrase gives the data span.
 */
/** "… and from then on", "vs afterwards": the time after the date just said. */
const THEN_ON =
  /^\s*,?\s*(?:and|vs\.?|versus|compared\s+(?:with|to))\s+((?:from\s+then\s+on(?:wards)?|afterwards|after\s+(?:that|it)|since\s+then|thereafter|from\s+that\s+(?:day|date|point)\s+on(?:wards)?|(?:(?:on\s+or\s+)?after|since)(?=\s*(?:[?.!:;,\u2013\u2014]|\s-\s|$))))/i;

export function findPeriods(
  text: string,
  span: DataSpan,
  options: { ranges?: boolean; splitBetween?: boolean } = {},
): PeriodMatch[] {
  const ranges = options.ranges !== false;
  const points = [...anchors(text, span)];
  for (const item of relative(text, span)) {
    if (
      !points.some((p) => item.index < p.index + p.length && item.index + item.length > p.index)
    ) {
      points.push(item);
    }
  }
  points.sort((a, b) => a.index - b.index);
  sharedYears(text, points);
  const result: PeriodMatch[] = [];
  const before = (anchor: Anchor) => text.slice(0, anchor.index);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const lead = before(point);
    const next = points[i + 1];
    const between = next ? text.slice(point.index + point.length, next.index) : '';
    const joined = next && /^\s*(and|to|until|till|through|-|–)\s*(the\s+)?$/i.test(between);
    const range =
      joined &&
      (/\b(between|from)\s+(the\s+)?$/i.test(lead)
        ? !options.splitBetween && (ranges || /\bbetween\s+(the\s+)?$/i.test(lead))
        : ranges && /^\s*(to|until|till|through|-|–)/i.test(between));
    if (range) {
      // "between March and May 2026": a start named without its year takes the end's year.
      let from = point.period.from;
      const ownYear = /\d{4}/.test(text.slice(point.index, point.index + point.length));
      const endYear = next.period.to.slice(0, 4);
      if (!ownYear && from.slice(0, 4) !== endYear) {
        const moved = `${endYear}${from.slice(4)}`;
        if (moved <= next.period.from) from = moved;
      }
      result.push({
        from,
        to: next.period.to,
        label: `${from} to ${next.period.to}`,
        index: point.index,
        length: next.index + next.length - point.index,
      });
      i++;
      continue;
    }
    // "the first week of March 2026", "the last 10 days of Q2": that part of the named period.
    // A year read with its "of" ("of 2025") leaves the "of" out of the lead.
    const ofInside = /^of\s/i.test(text.slice(point.index, point.index + point.length));
    const partOf =
      /\b(?:the\s+)?(first|last|final|second|third|fourth)\s+(?:(\d+|two|three|four|five|ten)\s+)?(day|week|fortnight)s?\s+of\s+(?:the\s+)?$/i.exec(
        ofInside ? `${lead}of ` : lead,
      );
    if (partOf && point.period.from !== point.period.to) {
      const n = partOf[2] ? countWord(partOf[2]) : 1;
      const days = n * unitDays(partOf[3]!);
      const which = partOf[1]!.toLowerCase();
      const offset = ['first', 'second', 'third', 'fourth'].indexOf(which);
      const from =
        offset >= 0
          ? addDays(point.period.from, offset * days)
          : addDays(point.period.to, 1 - days);
      const to = offset >= 0 ? addDays(from, days - 1) : point.period.to;
      if (from >= point.period.from && to <= point.period.to) {
        result.push({
          from,
          to,
          label: `${from} to ${to}`,
          index: partOf.index,
          length: point.index + point.length - partOf.index,
        });
        continue;
      }
    }
    // "the week of 10 March": that day and the six after it.
    const weekOf = /\b(?:the\s+)?week\s+(?:of|starting|beginning)\s+(?:on\s+)?$/i.exec(lead);
    if (weekOf && point.period.from === point.period.to) {
      const to = addDays(point.period.from, 6);
      result.push({
        from: point.period.from,
        to,
        label: `${point.period.from} to ${to}`,
        index: weekOf.index,
        length: point.index + point.length - weekOf.index,
      });
      continue;
    }
    // "the two weeks after 10 March", "the fortnight after the 5.2 release on 10 March".
    // "the 3 months to the end of June", "the 10 days ending 5 March": that span ending there;
    // whole months when months are counted up to a month's end.
    const spanTo = new RegExp(
      `\\b(?:the\\s+)?${COUNT}\\s*(day|week|month|fortnight)s?\\s+(?:to|up to|ending(?:\\s+(?:on|in|with))?|until|till|through)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?$`,
      'i',
    ).exec(lead);
    if (spanTo) {
      const n = countWord(spanTo[1]!);
      const unit = spanTo[2]!.toLowerCase();
      const to = point.period.to;
      const monthEnd = addDays(to, 1).endsWith('-01');
      const from =
        unit === 'month' && monthEnd ? monthsBack(to, n) : addDays(to, 1 - n * unitDays(unit));
      result.push({
        from,
        to,
        label: `${from} to ${to}`,
        index: spanTo.index,
        length: point.index + point.length - spanTo.index,
      });
      continue;
    }
    const spanAfter = new RegExp(
      `\\b(?:the\\s+)?(?:first\\s+)?${COUNT}?\\s*(day|week|month|fortnight|quarter)s?\\s+(after|following|since|from|starting|beginning|commencing|before|leading up to)\\s+(?:(?:the\\s+)?(?:[\\w.'-]+\\s+){1,5}?(?:on|of|in|at)\\s+|on\\s+(?:the\\s+)?|(?:the\\s+)?)$`,
      'i',
    ).exec(lead);
    if (spanAfter) {
      const n = spanAfter[1] ? countWord(spanAfter[1]) : 1;
      const isBefore = /before|leading/i.test(spanAfter[3]!);
      const side = sideOf(point.period.from, n, spanAfter[2]!, isBefore ? 'before' : 'after');
      result.push({
        ...side,
        index: spanAfter.index,
        length: point.index + point.length - spanAfter.index,
        anchor: point.period,
      });
      continue;
    }
    // "before and after 1 June": both sides, the day itself on the after side.
    const sides = BEFORE_AND_AFTER.exec(lead);
    if (sides) {
      const [earlier, later] = bothSides(point.period, span);
      const end = point.index + point.length;
      result.push({
        ...earlier,
        index: sides.index,
        length: end - sides.index,
        anchor: point.period,
      });
      result.push({ ...later, index: point.index, length: point.length, anchor: point.period });
      continue;
    }
    // "since the rate rise on 1 September": the span word may stand a few words before the date.
    const open =
      /\b(since|after|from|starting|before|until|till|up to|through|prior to)\s+(the\s+)?$/i.exec(
        lead,
      ) ?? /\b(since|after)\s+(?:the\s+)?(?:[\w-]+\s+){1,4}(?:on|of|in)\s+$/i.exec(lead);
    // "change from February to March" compares two periods: "from" opens no span there.
    if (open && !(open[1]!.toLowerCase() === 'from' && joined && !ranges)) {
      const word = open[1]!.toLowerCase();
      // "the angriest letters from June 2026": from a named month is that month, not since it,
      // unless "onwards" says so.
      const onwards = /^\s*(on(wards?)?|forwards?|and after|until now|to date)\b/i.test(
        text.slice(point.index + point.length),
      );
      if (word === 'from' && !joined && !onwards && point.period.from !== point.period.to) {
        result.push({ ...point.period, index: point.index, length: point.length });
        continue;
      }
      let period: Period;
      if (word === 'since' || word === 'from' || word === 'starting') {
        period = {
          from: point.period.from,
          to: span.to,
          label: `${point.period.from} to ${span.to}`,
        };
      } else if (word === 'after') {
        const from = addDays(point.period.to, 1);
        period = { from, to: span.to, label: `${from} to ${span.to}` };
      } else if (word === 'before' || word === 'prior to') {
        const to = addDays(point.period.from, -1);
        period = { from: span.from, to, label: `${span.from} to ${to}` };
      } else {
        period = {
          from: span.from,
          to: point.period.to,
          label: `${span.from} to ${point.period.to}`,
        };
      }
      result.push({
        ...period,
        index: open.index,
        length: point.index + point.length - open.index,
        anchor: point.period,
      });
      // "before 1 October and from then on": the span from the date on, set beside it.
      const rest = text.slice(point.index + point.length);
      const thenOn = word === 'before' || word === 'prior to' ? THEN_ON.exec(rest) : null;
      if (thenOn) {
        result.push({
          from: point.period.from,
          to: span.to,
          label: `${point.period.from} to ${span.to}`,
          index: point.index + point.length + thenOn.index + thenOn[0].indexOf(thenOn[1]!),
          length: thenOn[1]!.length,
          anchor: point.period,
        });
      }
      continue;
    }
    result.push({ ...point.period, index: point.index, length: point.length });
  }
  // "… compared with the two weeks before", "last month vs the month before it": the span
  // beside the period said before it; "the month before last" counted from the data's end.
  for (const item of beforeLast(text, span)) {
    if (
      !result.some(
        (own) => item.index < own.index + own.length && item.index + item.length > own.index,
      )
    )
      result.push(item);
  }
  result.sort((a, b) => a.index - b.index);
  result.splice(0, result.length, ...trailingSides(text, joinedRuns(text, result)));
  const whole = WHOLE.exec(text);
  // "… in March compared to the whole year": the data's span is the second period.
  const against =
    result.length === 1 &&
    /\b(compar\w*|vs\.?|versus|against|than|relative to)\b/i.test(text) &&
    whole !== null &&
    whole.index > result[0]!.index;
  if (whole && (result.length === 0 || against)) {
    result.push({
      from: span.from,
      to: span.to,
      label: `${span.from} to ${span.to}`,
      index: whole.index,
      length: whole[0].length,
    });
  }
  return result;
}

/** What stands between two periods of one list: "June, July and August", "Q1, Q2 or Q3". */
const LIST_GAP = /^\s*(?:,\s*(?:(?:and|or|&)\s+)?|(?:and|or|&)\s+)(?:(?:in|during|over)\s+)?$/i;

/**
 * "Across June, July and August", "in Q1, Q2 and Q3": three or more periods said as one list,
 * each following on from the one before, are one span from the first to the last — the list
 * names every side, so no side is left out by a two-sided comparison. Periods said with span
 * words ("since", "before") or that leave a gap stay apart.
 */
function joinedRuns(text: string, found: PeriodMatch[]): PeriodMatch[] {
  const result: PeriodMatch[] = [];
  for (let i = 0; i < found.length;) {
    let j = i;
    while (
      j + 1 < found.length &&
      !found[j]!.anchor &&
      !found[j + 1]!.anchor &&
      found[j + 1]!.from === addDays(found[j]!.to, 1) &&
      LIST_GAP.test(text.slice(found[j]!.index + found[j]!.length, found[j + 1]!.index))
    ) {
      j++;
    }
    if (j - i >= 2) {
      const first = found[i]!;
      const last = found[j]!;
      result.push({
        from: first.from,
        to: last.to,
        label: `${first.from} to ${last.to}`,
        index: first.index,
        length: last.index + last.length - first.index,
      });
    } else {
      result.push(...found.slice(i, j + 1));
    }
    i = j + 1;
  }
  return result;
}

/**
 * A day named without its month in a follow-up ("and on the 18th?", "and on Tuesday?"): the day
 * of that number in the month the earlier period starts in, or that weekday in the week of the
 * earlier day (Monday to Sunday). Undefined when the text names no such day or it does not exist.
 */
export function dayWithin(text: string, earlier: Period): Period | undefined {
  const numbered =
    /\b(?:on|for|of)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:[%:./-]|days?|weeks?|months?|\w))|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?\w)/i.exec(
      text,
    );
  if (numbered) {
    const day = `${earlier.from.slice(0, 8)}${pad(Number(numbered[1] ?? numbered[2]))}`;
    return isDay(day) ? { from: day, to: day, label: day } : undefined;
  }
  const weekday = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s)/i.exec(text);
  if (!weekday || periodDays(earlier) > 7) return undefined;
  const start = new Date(Date.parse(`${earlier.from}T00:00:00Z`)).getUTCDay();
  const monday = addDays(earlier.from, -((start + 6) % 7));
  const day = addDays(monday, WEEKDAYS.indexOf(weekday[1]!.toLowerCase()));
  return { from: day, to: day, label: day };
}
