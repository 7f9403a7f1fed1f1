/**
 * The points in time a text names (days, months, quarters, halves, seasons, years), and the
 * relative periods that need no anchor ("last 30 days", "this month"), resolved against the data.
 */
import {
  addDays,
  type Anchor,
  COUNT,
  countWord,
  type DataSpan,
  dayLabel,
  isDay,
  MONTH,
  MONTH_NAMES,
  monthNumber,
  monthPeriod,
  monthsPeriod,
  pad,
  PART_ORDINALS,
  type Period,
  SEASONS,
  unitDays,
  WEEKDAYS,
  yearInSpan,
} from './period-calendar';

/** Words of time a month's name follows, never a verb: "in may", "since march", "until feb". */
const MONTH_PREPOSITION =
  /\b(?:in|during|since|from|until|till|through|throughout|before|after)\s+$/i;

/** Every day, month, quarter, half, season and year named in the text, longest match first. */
export function anchors(text: string, span: DataSpan): Anchor[] {
  const found: Anchor[] = [];
  const add = (match: RegExpExecArray, period: Period | undefined) => {
    if (!period) return;
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((item) => start < item.index + item.length && end > item.index)) return;
    const yearless = !/\d{4}/.test(match[0]) && period.from !== period.to;
    found.push({
      period,
      index: start,
      length: match[0].length,
      ...(yearless ? { yearless } : {}),
    });
  };
  // "Late 2025", "early 2026": decided as that year's last or first quarter.
  for (const m of text.matchAll(/\b(early|late)(?:\s+in)?\s+(\d{4})\b/gi)) {
    const year = Number(m[2]);
    const late = m[1]!.toLowerCase() === 'late';
    add(
      m,
      monthsPeriod(
        year,
        late ? 10 : 1,
        3,
        `${late ? 'late' : 'early'} ${year} (Q${late ? 4 : 1} ${year})`,
      ),
    );
  }
  // "the first and second quarters of 2026", "Q1 and Q2 2026": two periods sharing one year.
  for (const m of text.matchAll(
    /\b(?:(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:and|&|or|vs\.?|versus|to)\s+(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+(quarter|half|halve)s?|q([1-4])\s+(?:and|&|or|vs\.?|versus|to)\s+q([1-4])|h([12])\s+(?:and|&|or|vs\.?|versus|to)\s+h([12]))(?:\s+(?:of\s+)?(\d{4}))?\b/gi,
  )) {
    const unit = m[3]?.toLowerCase() ?? (m[4] ? 'quarter' : 'half');
    const ordinals = [m[1] ?? m[4] ?? m[6], m[2] ?? m[5] ?? m[7]].map((word) =>
      /^\d$/.test(word!)
        ? Number(word)
        : ['fi', 'se', 'th', 'fo'].indexOf(word!.toLowerCase().slice(0, 2)) + 1 ||
          Number(word!.charAt(0)),
    );
    const months = unit === 'quarter' ? 3 : 6;
    const periods = ordinals.map((ordinal) => {
      const first = (ordinal - 1) * months + 1;
      const year = m[8] ? Number(m[8]) : yearInSpan(first, months, span);
      return monthsPeriod(
        year,
        first,
        months,
        `${unit === 'quarter' ? 'Q' : 'H'}${ordinal} ${year}`,
      );
    });
    const joint = /\s+(?:and|&|or|vs\.?|versus|to)\s+(?:the\s+)?/i.exec(m[0])!;
    const second = joint.index + joint[0].length;
    found.push({ period: periods[0]!, index: m.index, length: joint.index });
    found.push({ period: periods[1]!, index: m.index + second, length: m[0].length - second });
  }
  // "the last quarter of 2025", "the first half of 2026", "the final month of 2025": that part of
  // the named year, not the data's latest quarter. "The end of 2025" is its final month, "the
  // start of 2026" its first: a turn of the year said loosely is read as one month.
  for (const m of text.matchAll(
    /\b(?:the\s+)?(?:(first|last|final|second|third|fourth|1st|2nd|3rd|4th|opening|closing)\s+(quarter|half|month)|(end|close|start|beginning))\s+of\s+(?:the\s+year\s+)?(\d{4})\b/gi,
  )) {
    const year = Number(m[4]);
    const word = (m[1] ?? m[3])!.toLowerCase();
    const unit = m[2]?.toLowerCase() ?? 'month';
    const units = unit === 'quarter' ? 4 : unit === 'half' ? 2 : 12;
    const ordinal = /^(last|final|closing|end|close)$/.test(word)
      ? units
      : (PART_ORDINALS[word] ?? 0);
    if (ordinal < 1 || ordinal > units) continue;
    const months = 12 / units;
    const first = (ordinal - 1) * months + 1;
    const label =
      unit === 'quarter'
        ? `Q${ordinal} ${year}`
        : unit === 'half'
          ? `H${ordinal} ${year}`
          : `${MONTH_NAMES[first - 1]} ${year}`;
    add(m, monthsPeriod(year, first, months, label));
  }
  const each = (pattern: RegExp, read: (match: RegExpExecArray) => Period | undefined) => {
    for (const match of text.matchAll(pattern)) add(match, read(match));
  };
  each(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) =>
    isDay(m[0]) ? { from: m[0], to: m[0], label: dayLabel(m[0]) } : undefined,
  );
  // "3/15/2024", "15/3/2024": month first, as most such files write it, unless it cannot be.
  each(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (m) => {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const [month, dayOfMonth] = first > 12 ? [second, first] : [first, second];
    const day = `${m[3]}-${pad(month)}-${pad(dayOfMonth)}`;
    return isDay(day) ? { from: day, to: day, label: dayLabel(day) } : undefined;
  });
  // "2025.11.20", "2025/11/20": year first, as exports with dots or slashes write it.
  each(/\b(\d{4})[./](\d{1,2})[./](\d{1,2})\b(?![./]\d)/g, (m) => {
    const day = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
    return isDay(day) ? { from: day, to: day, label: dayLabel(day) } : undefined;
  });
  // "20.11.2025": day first, as dotted dates are written.
  each(/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, (m) => {
    const day = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
    return isDay(day) ? { from: day, to: day, label: dayLabel(day) } : undefined;
  });
  const dayOf = (dayText: string, monthText: string, yearText: string | undefined) => {
    const month = monthNumber(monthText);
    const year = yearText ? Number(yearText) : yearInSpan(month, 1, span);
    const day = `${year}-${pad(month)}-${pad(Number(dayText))}`;
    return isDay(day) ? { from: day, to: day, label: day } : undefined;
  };
  // "20 and 22 February 2015", "the 17th to the 19th of February", "Feb 20-22, 2015": two days
  // of one month, the first said without its month.
  const pairs = [
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?(\\s*(?:and|to|until|till|through|or|vs\\.?|versus|-|–)\\s*(?:on\\s+)?(?:the\\s+)?)(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    new RegExp(
      `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(\\s*(?:and|to|until|till|through|-|–)\\s*)(\\d{1,2})(?:st|nd|rd|th)?\\b(?![\\d:])(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
  ];
  pairs.forEach((pattern, monthFirst) => {
    for (const m of text.matchAll(pattern)) {
      const [first, joint, second, month, year] = monthFirst
        ? [m[2]!, m[3]!, m[4]!, m[1]!, m[5]]
        : [m[1]!, m[2]!, m[3]!, m[4]!, m[5]];
      const from = dayOf(first, month, year);
      const to = dayOf(second, month, year);
      if (!from || !to || from.from > to.from) continue;
      const firstAt = m.index + m[0].indexOf(first, monthFirst ? month.length : 0);
      const jointAt =
        firstAt +
        first.length +
        m[0]
          .slice(firstAt - m.index + first.length)
          .search(/\s*(?:and|to|until|till|through|or|vs\.?|versus|-|–)/i);
      const secondAt = jointAt + joint.length;
      if (
        found.some(
          (item) => m.index < item.index + item.length && m.index + m[0].length > item.index,
        )
      )
        continue;
      found.push({
        period: from,
        index: monthFirst ? m.index : firstAt,
        length: jointAt - (monthFirst ? m.index : firstAt),
      });
      found.push({ period: to, index: secondAt, length: m.index + m[0].length - secondAt });
    }
  });
  each(
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    (m) => dayOf(m[1]!, m[2]!, m[3]),
  );
  each(
    new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![\\d:])(?:,?\\s+(\\d{4}))?`, 'gi'),
    (m) => dayOf(m[2]!, m[1]!, m[3]),
  );
  each(
    /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)(?:\s+(?:of\s+)?(\d{4}))?\b/gi,
    (m) => {
      const ordinal = m[1]
        ? Number(m[1])
        : ['first', 'second', 'third', 'fourth'].findIndex((word) =>
            m[2]!.toLowerCase().startsWith(word.slice(0, 2)),
          ) + 1 || Number(m[2]!.charAt(0));
      const first = (ordinal - 1) * 3 + 1;
      const year = m[3] ? Number(m[3]) : yearInSpan(first, 3, span);
      return monthsPeriod(year, first, 3, `Q${ordinal} ${year}`);
    },
  );
  each(/\b(?:h([12])|(first|second) half)(?:\s+(?:of\s+)?(\d{4}))?\b/gi, (m) => {
    const half = m[1] ? Number(m[1]) : m[2]!.toLowerCase() === 'first' ? 1 : 2;
    const first = half === 1 ? 1 : 7;
    const year = m[3] ? Number(m[3]) : yearInSpan(first, 6, span);
    return monthsPeriod(year, first, 6, `H${half} ${year}`);
  });
  each(/\b(spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?(\d{4}))?\b/gi, (m) => {
    const name = m[1]!.toLowerCase();
    // "did requests rise or fall": the verb, unless a season's words stand around it.
    if (
      name === 'fall' &&
      !m[2] &&
      !/\b(?:the|in|during|over|this|last|since|of|until|before|after|through|from)\s+$/i.test(
        text.slice(0, m.index),
      )
    )
      return undefined;
    const [first, months] = SEASONS[name]!;
    const year = m[2] ? Number(m[2]) : yearInSpan(first, months, span);
    return monthsPeriod(
      year,
      first,
      months,
      `${name} ${year} (${monthsPeriod(year, first, months, '').from} to ${monthsPeriod(year, first, months, '').to})`,
    );
  });
  each(new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, 'gi'), (m) =>
    monthPeriod(Number(m[2]), monthNumber(m[1]!)),
  );
  each(/\b(\d{4})-(0[1-9]|1[0-2])\b/g, (m) => monthPeriod(Number(m[1]), Number(m[2])));
  // "may" and "march" are also verbs: a lower-case short form is not read as a month, unless a
  // preposition of time stands before it ("in may", "since march"), where no verb can.
  each(new RegExp(`\\b${MONTH}\\b`, 'gi'), (m) => {
    const name = m[1]!;
    const afterPreposition = MONTH_PREPOSITION.test(text.slice(0, m.index));
    if (name.toLowerCase() === 'may' && name !== 'May' && !afterPreposition) return undefined;
    if (
      name.length <= 4 &&
      name === name.toLowerCase() &&
      !/^(june|july)$/.test(name) &&
      !afterPreposition
    ) {
      return undefined;
    }
    const month = monthNumber(name);
    return monthPeriod(yearInSpan(month, 1, span), month);
  });
  each(/\b(?:in|of|during|for|since|year|over|throughout)\s+(20\d{2}|19\d{2})\b/gi, (m) => {
    const year = m[1]!;
    return { from: `${year}-01-01`, to: `${year}-12-31`, label: year };
  });
  each(/\b(20\d{2}|19\d{2})\b(?!-)/g, (m) => ({
    from: `${m[1]}-01-01`,
    to: `${m[1]}-12-31`,
    label: m[1]!,
  }));
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Relative periods that need no anchor: "last 30 days", "the most recent 30 days", "the latest
 * week", "this month", "last quarter".
 */
export function relative(text: string, span: DataSpan): Anchor[] {
  const found: Anchor[] = [];
  const end = span.to;
  const push = (match: RegExpExecArray, period: Period) =>
    found.push({ period, index: match.index, length: match[0].length });
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:the\\s+)?(?:last|past|previous|final|(?:most\\s+recent|latest|trailing)(?=\\s+(?:\\S+\\s+)?(?:days|weeks?|fortnights?|months?|years?)\\b))\\s+${COUNT}?\\s*(?:calendar\\s+)?(day|week|fortnight|month|year)s?\\b(?!\\s+of\\b(?!\\s+(?:the\\s+)?(?:data|dataset|records)\\b))`,
      'gi',
    ),
  )) {
    const n = m[1] ? countWord(m[1]) : 1;
    const unit = m[2]!.toLowerCase();
    // "Last month", "the previous (calendar) month": the calendar month before the data's last one.
    if (unit === 'month' && !m[1] && /\b(?:last|previous)\s+(?:calendar\s+)?month\b/i.test(m[0])) {
      const monthStart = `${end.slice(0, 7)}-01`;
      const previousEnd = addDays(monthStart, -1);
      push(m, { from: `${previousEnd.slice(0, 7)}-01`, to: previousEnd, label: 'last month' });
      continue;
    }
    // "Last year", "the previous year": the last whole calendar year of the data (the data's own
    // last year where it ends on 31 December, else the year before it); "the past year" and "the
    // last year" stay the trailing twelve months.
    // "the last calendar year" is the calendar year too.
    if (
      unit === 'year' &&
      !m[1] &&
      /^(?:the\s+)?(?:last|previous)\s+(?:calendar\s+)?year$/i.test(m[0])
    ) {
      if (!/^the\s/i.test(m[0]) || /\b(?:previous|calendar)\b/i.test(m[0])) {
        const year = end.endsWith('-12-31') ? Number(end.slice(0, 4)) : Number(end.slice(0, 4)) - 1;
        push(m, { from: `${year}-01-01`, to: `${year}-12-31`, label: `last year (${year})` });
        continue;
      }
    }
    const days = n * unitDays(unit);
    // "this week compared with last week": the seven days before this week's.
    if (unit === 'week' && !m[1] && /\blast week\b/i.test(m[0]) && /\bthis week\b/i.test(text)) {
      push(m, { from: addDays(end, -13), to: addDays(end, -7), label: 'last week' });
      continue;
    }
    push(m, {
      from: addDays(end, 1 - days),
      to: end,
      label: `the last ${n === 1 ? '' : `${n} `}${unit}${n === 1 ? '' : 's'}`.replace('  ', ' '),
    });
  }
  // The future lies after the data: "next month", "tomorrow" (answered as outside the data).
  for (const m of text.matchAll(/\bnext (day|week|month|quarter|year)\b|\btomorrow\b/gi)) {
    const unit = (m[1] ?? 'day').toLowerCase();
    const from = addDays(end, 1);
    const to = addDays(
      end,
      unit === 'day'
        ? 1
        : unit === 'week'
          ? 7
          : unit === 'month'
            ? 30
            : unit === 'quarter'
              ? 91
              : 365,
    );
    push(m, { from, to, label: m[1] ? `next ${unit}` : 'tomorrow' });
  }
  // "Year to date", "YTD", "so far this year": from the first of the data's last year ("the
  // current month to date": its words are the period's, not a value's "Current …").
  for (const m of text.matchAll(
    /\b(?:(?:this|(?:the\s+)?current)\s+)?(?:year[\s-]+to[\s-]+date|ytd)\b|\bso far this year\b/gi,
  )) {
    push(m, { from: `${end.slice(0, 4)}-01-01`, to: end, label: `${end.slice(0, 4)} to date` });
  }
  for (const m of text.matchAll(
    /\b(?:(?:this|(?:the\s+)?current)\s+)?(?:month[\s-]+to[\s-]+date|mtd)\b/gi,
  )) {
    push(m, { from: `${end.slice(0, 7)}-01`, to: end, label: `${end.slice(0, 7)} to date` });
  }
  // "This month", "the current month", "this calendar year", "the most recent quarter": the one
  // holding the data's last day, to that day.
  for (const m of text.matchAll(
    /\b(?:this|(?:the\s+)?current)\s+(?:calendar\s+)?(month|week|year|quarter)\b|\b(?:the\s+)?(?:most\s+recent|latest)\s+(quarter)\b/gi,
  )) {
    const unit = (m[1] ?? m[2])!.toLowerCase();
    const from =
      unit === 'month'
        ? `${end.slice(0, 7)}-01`
        : unit === 'year'
          ? `${end.slice(0, 4)}-01-01`
          : unit === 'week'
            ? addDays(end, -6)
            : `${end.slice(0, 4)}-${pad(Math.floor((Number(end.slice(5, 7)) - 1) / 3) * 3 + 1)}-01`;
    push(m, { from, to: end, label: `this ${unit}` });
  }
  // "The last quarter", "the previous quarter", "the prior quarter": the full quarter before the
  // one holding the data's last day (a side of another period said first is read in period-sides).
  for (const m of text.matchAll(
    /\b(?:the\s+)?(?:last|previous|prior)\s+(?:calendar\s+)?quarter\b/gi,
  )) {
    const quarterStart = Math.floor((Number(end.slice(5, 7)) - 1) / 3) * 3 + 1;
    const startYear = quarterStart === 1 ? Number(end.slice(0, 4)) - 1 : Number(end.slice(0, 4));
    const first = quarterStart === 1 ? 10 : quarterStart - 3;
    push(
      m,
      monthsPeriod(startYear, first, 3, `the last quarter (Q${(first + 2) / 3} ${startYear})`),
    );
  }
  // "Two months ago", "a quarter ago": that calendar month (quarter, year) counted back from the
  // one holding the data's last day ("a month ago" is last month).
  for (const m of text.matchAll(
    new RegExp(`\\b${COUNT}\\s+(month|quarter|year)s?\\s+ago\\b`, 'gi'),
  )) {
    const n = countWord(m[1]!);
    const unit = m[2]!.toLowerCase();
    const size = unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12;
    const month = Number(end.slice(5, 7));
    const current =
      Number(end.slice(0, 4)) * 12 +
      (size === 1 ? month - 1 : size === 3 ? Math.floor((month - 1) / 3) * 3 : 0);
    const index = current - n * size;
    const year = Math.floor(index / 12);
    const first = (index % 12) + 1;
    const period = monthsPeriod(year, first, size, '');
    push(m, { ...period, label: `${m[0]} (${period.from} to ${period.to})` });
  }
  // "Over the weekend", "last weekend": the data's latest Saturday and Sunday.
  for (const m of text.matchAll(
    /\b(?:over\s+|on\s+|during\s+)?(?:the|this|last|past)\s+weekend\b/gi,
  )) {
    // The latest Saturday the data reaches, and the Sunday after it while the data lasts.
    const weekday = (new Date(Date.parse(`${end}T00:00:00Z`)).getUTCDay() + 6) % 7;
    const saturday = addDays(end, -((weekday - 5 + 7) % 7));
    const sunday = addDays(saturday, 1) <= end ? addDays(saturday, 1) : saturday;
    push(m, {
      from: saturday,
      to: sunday,
      label:
        saturday === sunday
          ? `the weekend (${saturday})`
          : `the weekend of ${saturday} to ${sunday}`,
    });
  }
  // "On Tuesday": the latest Tuesday of the data (a follow-up reads it in the earlier week).
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:(?:on|last)\\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b(?!s)(?!,?\\s+(?:the\\s+)?\\d)(?!,?\\s+${MONTH}\\b)`,
      'gi',
    ),
  )) {
    const weekday = WEEKDAYS.indexOf(m[1]!.toLowerCase());
    const last = (new Date(Date.parse(`${end}T00:00:00Z`)).getUTCDay() + 6) % 7;
    const day = addDays(end, -((last - weekday + 7) % 7));
    push(m, { from: day, to: day, label: `${m[1]} ${day}` });
  }
  // Days counted back from the data's last day, as "last week" is: that day is "today", the one
  // before it "yesterday".
  for (const m of text.matchAll(
    /\b(?:the\s+)?day before yesterday\b|\b(?:the\s+)?(?:last|final|latest|most recent) day\b(?!\s+of\b)|\byesterday\b|\btoday\b/gi,
  )) {
    if (found.some((item) => m.index >= item.index && m.index < item.index + item.length)) continue;
    const back = /before yesterday/i.test(m[0]) ? 2 : /yesterday/i.test(m[0]) ? 1 : 0;
    const day = addDays(end, -back);
    push(m, { from: day, to: day, label: day });
  }
  return found;
}
