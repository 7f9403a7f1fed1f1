import { checkConstraints } from './constraint-coverage';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { findPeriods } from './question-periods';

const span = { from: '2025-11-01', to: '2026-10-31' };

function ranges(question: string): [string, string][] {
  return findPeriods(question, span).map((mention) => [mention.from, mention.to]);
}

function callOver(from: string, to: string): ObservedCall {
  return {
    step: 1,
    callId: `c-${from}`,
    tool: 'query_data',
    input: { from, to },
    output: { filters: { from, to }, rows: [{ count: 12 }] },
  };
}

function outcomes(question: string, calls: ObservedCall[]): string[] {
  const constraints = extractConstraints({ question, period: span }).filter(
    (constraint) => constraint.kind === 'period',
  );
  return checkConstraints(constraints, calls, span).map((check) => check.outcome);
}

describe('findPeriods: spans and ranges analysts write', () => {
  it('reads "the fortnight after <date>" as fourteen days from it, not "since" it', () => {
    expect(ranges('complaints in the fortnight after 10 March')).toEqual([
      ['2026-03-10', '2026-03-23'],
    ]);
  });

  it('reads "the week of 19 Aug" as seven days, not the one day', () => {
    expect(ranges('phone volume in the week of 19 Aug')).toEqual([['2026-08-19', '2026-08-25']]);
  });

  it('reads a day range within a month, in either order of day and month', () => {
    expect(ranges('messages between 20 and 22 February')).toEqual([['2026-02-20', '2026-02-22']]);
    expect(ranges('messages Feb 20 to 22')).toEqual([['2026-02-20', '2026-02-22']]);
    expect(ranges('from 20 to 22 February')).toEqual([['2026-02-20', '2026-02-22']]);
    expect(ranges('20-22 Feb 2026')).toEqual([['2026-02-20', '2026-02-22']]);
  });

  it('keeps the ends apart when they are in different months (a span across them)', () => {
    expect(ranges('Feb 20 to 22 March')).toEqual([
      ['2026-02-20', '2026-02-20'],
      ['2026-03-22', '2026-03-22'],
    ]);
    const spanned = extractConstraints({ question: 'Feb 20 to 22 March', period: span });
    expect(spanned.map((c) => (c.kind === 'period' ? [c.from, c.to] : c.kind))).toEqual([
      ['2026-02-20', '2026-03-22'],
    ]);
  });

  it('reads "vs the fortnight before" as the span of that length before the named one', () => {
    expect(ranges('the fortnight after 1 March vs the fortnight before')).toEqual([
      ['2026-03-01', '2026-03-14'],
      ['2026-02-15', '2026-02-28'],
    ]);
    expect(ranges('the week after 3 March compared with the week after')).toEqual([
      ['2026-03-03', '2026-03-09'],
      ['2026-03-10', '2026-03-16'],
    ]);
  });

  it('reads "the month before" a whole month as the whole calendar month before it', () => {
    expect(ranges('March 2026 vs the month before it')).toEqual([
      ['2026-03-01', '2026-03-31'],
      ['2026-02-01', '2026-02-28'],
    ]);
    expect(ranges('February 2026 and the two months after')).toEqual([
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-04-30'],
    ]);
    // Not a whole month: thirty days next to it.
    expect(ranges('the fortnight after 1 March vs the month before')).toEqual([
      ['2026-03-01', '2026-03-14'],
      ['2026-01-30', '2026-02-28'],
    ]);
  });

  it('leaves "the week before" alone when nothing earlier in the question names a period', () => {
    expect(ranges('how did the week before compare')).toEqual([]);
  });

  it('reads "from March onwards" as since March', () => {
    expect(ranges('complaints from March onwards')).toEqual([['2026-03-01', '2026-10-31']]);
  });

  it('reads "compared to the whole year" as the data\'s whole span', () => {
    expect(ranges('March compared to the whole year')).toEqual([
      ['2026-03-01', '2026-03-31'],
      ['2025-11-01', '2026-10-31'],
    ]);
  });

  it('reads H1 vs H2 as the two halves of the same year', () => {
    expect(ranges('H1 vs H2 sentiment')).toEqual([
      ['2026-01-01', '2026-06-30'],
      ['2026-07-01', '2026-12-31'],
    ]);
  });
});

describe('checkConstraints: spans read with other ends', () => {
  it('counts the calendar week around the day as covering "the week of" it', () => {
    expect(outcomes('calls in the week of 19 Aug', [callOver('2026-08-17', '2026-08-23')])).toEqual(
      ['covered'],
    );
  });

  it('counts a fortnight starting the day after as covering "the fortnight after"', () => {
    expect(
      outcomes('complaints the fortnight after 10 March', [callOver('2026-03-11', '2026-03-24')]),
    ).toEqual(['covered']);
  });

  it('still flags a fortnight computed over the whole month or the wrong weeks', () => {
    expect(
      outcomes('complaints the fortnight after 10 March', [callOver('2026-03-01', '2026-03-31')]),
    ).toEqual(['uncovered']);
    expect(
      outcomes('complaints the fortnight after 10 March', [callOver('2026-03-17', '2026-03-30')]),
    ).toEqual(['uncovered']);
  });

  it('covers both sides of "the fortnight after 1 March vs the fortnight before"', () => {
    const question = 'complaints the fortnight after 1 March vs the fortnight before';
    expect(
      outcomes(question, [
        callOver('2026-03-01', '2026-03-14'),
        callOver('2026-02-15', '2026-02-28'),
      ]),
    ).toEqual(['covered', 'covered']);
    expect(outcomes(question, [callOver('2026-03-01', '2026-03-14')])).toEqual([
      'covered',
      'uncovered',
    ]);
  });

  it('counts a call over all the data as covering "the whole year"', () => {
    expect(
      outcomes('March compared to the whole year', [
        callOver('2026-03-01', '2026-03-31'),
        callOver('2025-11-01', '2026-10-31'),
      ]),
    ).toEqual(['covered', 'covered']);
  });
});

describe("findPeriods: the quarter against the data's end", () => {
  it('reads "last quarter" as the whole quarter before the one the data ends in', () => {
    // The data ends 2026-10-31, in the fourth quarter.
    expect(ranges('how much feedback came in last quarter')).toEqual([
      ['2026-07-01', '2026-09-30'],
    ]);
    expect(ranges('tickets this quarter')).toEqual([['2026-10-01', '2026-10-31']]);
    expect(
      findPeriods('complaints last quarter', { from: '2025-05-01', to: '2026-03-17' }),
    ).toEqual([{ text: 'last quarter', from: '2025-10-01', to: '2025-12-31' }]);
  });
});

describe('findPeriods: relative days and two days named together', () => {
  it('reads "yesterday", "today" and "the past fortnight" against the data\'s last day', () => {
    expect(ranges('How many communications did we get yesterday?')).toEqual([
      ['2026-10-30', '2026-10-30'],
    ]);
    expect(ranges('any complaints today?')).toEqual([['2026-10-31', '2026-10-31']]);
    expect(ranges('How many emails arrived in the past fortnight?')).toEqual([
      ['2026-10-18', '2026-10-31'],
    ]);
  });

  it('reads "22 or 23 February" as two days and "the last quarter of 2025" as its Q4', () => {
    expect(ranges('Did Delta get more tweets on 22 or on 23 February 2015?')).toEqual([
      ['2015-02-22', '2015-02-22'],
      ['2015-02-23', '2015-02-23'],
    ]);
    expect(ranges('complaints in the last quarter of 2025')).toEqual([
      ['2025-10-01', '2025-12-31'],
    ]);
  });

  it('finds an answer for another day than asked uncovered', () => {
    expect(outcomes('How many yesterday?', [callOver('2026-10-31', '2026-10-31')])).toEqual([
      'uncovered',
    ]);
  });
});

describe('findPeriods: months, quarters and years counted back, and the current one', () => {
  // A council's complaints log ending mid-March, an insurer's claims ending on New Year's Eve.
  const council = { from: '2024-04-01', to: '2025-03-17' };
  const insurer = { from: '2023-01-01', to: '2024-12-31' };

  function over(question: string, span: { from: string; to: string }): [string, string][] {
    return findPeriods(question, span).map((mention) => [mention.from, mention.to]);
  }

  function coverage(
    question: string,
    dataSpan: { from: string; to: string },
    from: string,
    to: string,
  ): string[] {
    const constraints = extractConstraints({ question, period: dataSpan }).filter(
      (constraint) => constraint.kind === 'period',
    );
    return checkConstraints(constraints, [callOver(from, to)], dataSpan).map(
      (check) => check.outcome,
    );
  }

  it('reads "two months ago" and "a quarter ago" as that whole calendar month or quarter', () => {
    expect(over('How many complaints came in two months ago?', council)).toEqual([
      ['2025-01-01', '2025-01-31'],
    ]);
    expect(over('claims a quarter ago', council)).toEqual([['2024-10-01', '2024-12-31']]);
    expect(over('How many claims three months ago?', insurer)).toEqual([
      ['2024-09-01', '2024-09-30'],
    ]);
    expect(over('claim count a year ago', insurer)).toEqual([['2023-01-01', '2023-12-31']]);
  });

  it('reads "the current month" as this month and "the prior quarter" as the last one', () => {
    expect(over('Complaint volume for the current month to date?', council)).toEqual([
      ['2025-03-01', '2025-03-17'],
    ]);
    expect(over('average payout in the prior quarter', insurer)).toEqual([
      ['2024-07-01', '2024-09-30'],
    ]);
    expect(over('average payout in the previous quarter', council)).toEqual([
      ['2024-10-01', '2024-12-31'],
    ]);
  });

  it('leaves a value named "Current …" alone', () => {
    expect(over('complaints about the Current Account', council)).toEqual([]);
  });

  it('finds a figure over all the data uncovered, and one over the month asked covered', () => {
    const question = 'How many complaints came in two months ago?';
    expect(coverage(question, council, council.from, council.to)).toEqual(['uncovered']);
    expect(coverage(question, council, '2025-01-01', '2025-01-31')).toEqual(['covered']);
    const current = 'claims in the current month';
    expect(coverage(current, insurer, insurer.from, insurer.to)).toEqual(['uncovered']);
    expect(coverage(current, insurer, '2024-12-01', '2024-12-31')).toEqual(['covered']);
  });
});

describe('findPeriods: "before <day>" and "from then on"', () => {
  const council = { from: '2024-04-01', to: '2025-03-17' };
  const insurer = { from: '2023-01-01', to: '2024-12-31' };

  function sides(question: string, dataSpan: { from: string; to: string }) {
    return extractConstraints({ question, period: dataSpan })
      .filter((constraint) => constraint.kind === 'period')
      .map((constraint) => (constraint.kind === 'period' ? [constraint.from, constraint.to] : []));
  }

  function coverage(
    question: string,
    dataSpan: { from: string; to: string },
    calls: [string, string][],
  ): string[] {
    const constraints = extractConstraints({ question, period: dataSpan }).filter(
      (constraint) => constraint.kind === 'period',
    );
    return checkConstraints(
      constraints,
      calls.map(([from, to]) => callOver(from, to)),
      dataSpan,
    ).map((check) => check.outcome);
  }

  it('reads the data up to the day before, and the rest from that day (2 spans)', () => {
    expect(sides('Average rating before 1 October 2024 and from then on?', council)).toEqual([
      ['2024-04-01', '2024-09-30'],
      ['2024-10-01', '2025-03-17'],
    ]);
    expect(sides('How many claims prior to June 2024, and how many after that?', insurer)).toEqual([
      ['2023-01-01', '2024-05-31'],
      ['2024-06-01', '2024-12-31'],
    ]);
    // "The fortnight before" a day is a span of its own, not all the data before it.
    expect(over('the fortnight before 1 March 2024', insurer)).not.toContain([
      '2023-01-01',
      '2024-02-29',
    ]);
  });

  it('covers both sides only when both were computed', () => {
    const question = 'Average rating before 1 October 2024 and from then on?';
    expect(
      coverage(question, council, [
        ['2024-04-01', '2024-09-30'],
        ['2024-10-01', '2025-03-17'],
      ]),
    ).toEqual(['covered', 'covered']);
    expect(coverage(question, council, [['2024-04-01', '2024-09-30']])).toContain('uncovered');
  });

  function over(question: string, dataSpan: { from: string; to: string }): [string, string][] {
    return findPeriods(question, dataSpan).map((mention) => [mention.from, mention.to]);
  }
});
