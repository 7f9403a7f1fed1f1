import {
  MAX_DAILY_POINTS,
  MAX_RADIUS,
  MIN_RADIUS,
  bubbleRadius,
  dayNumber,
  dayOf,
  describeBubble,
  fittingGranularity,
  radiusScale,
  sentimentColor,
  toChartData,
  weekStart,
  type SentimentBubble,
} from './bubble-data';

function bubble(date: string, count: number, avgSentiment: number | null = 0): SentimentBubble {
  return {
    date,
    count,
    avgSentiment,
    negativeShare: 0.25,
    topTopics: [{ category: 'Topic A', count: Math.ceil(count / 2) }],
  };
}

function channels(color: string): number[] {
  return color.match(/\d+/g)!.map(Number);
}

describe('bubble data', () => {
  describe('radius', () => {
    it('makes the area, not the radius, proportional to the count', () => {
      const big = bubbleRadius(400, 400);
      const quarter = bubbleRadius(100, 400);
      expect(big).toBe(MAX_RADIUS);
      expect(quarter).toBeCloseTo(MAX_RADIUS / 2, 1);
    });

    it('keeps small bubbles visible and caps outliers', () => {
      expect(bubbleRadius(1, 1_000_000)).toBe(MIN_RADIUS);
      expect(bubbleRadius(5_000, 400)).toBe(MAX_RADIUS);
      expect(bubbleRadius(0, 400)).toBe(0);
    });
  });

  describe('colour', () => {
    it('goes from red for negative through grey to green for positive', () => {
      const [negativeRed, negativeGreen] = channels(sentimentColor(-0.8));
      const [positiveRed, positiveGreen] = channels(sentimentColor(0.8));
      const [neutralRed, neutralGreen, neutralBlue] = channels(sentimentColor(0));
      expect(negativeRed).toBeGreaterThan(negativeGreen!);
      expect(positiveGreen).toBeGreaterThan(positiveRed!);
      expect(neutralRed).toBe(neutralGreen!);
      expect(neutralBlue).toBeGreaterThanOrEqual(neutralRed!);
    });

    it('deepens with the strength of the sentiment and treats unknown as neutral', () => {
      const slight = channels(sentimentColor(-0.1));
      const strong = channels(sentimentColor(-0.4));
      expect(strong[1]!).toBeLessThan(slight[1]!);
      expect(sentimentColor(null)).toBe(sentimentColor(0));
      expect(sentimentColor(-3)).toBe(sentimentColor(-1));
    });
  });

  it('maps empty data to no points and a usable axis', () => {
    const data = toChartData([], 'day');
    expect(data.points).toEqual([]);
    expect(data.xMax).toBeGreaterThan(data.xMin);
  });

  it('maps one point to one full-size bubble with a margin on both sides', () => {
    const data = toChartData([bubble('2026-03-10', 12, -0.4)], 'day');
    expect(data.points.length).toBe(1);
    const [point] = data.points;
    expect(point!.x).toBe(dayNumber('2026-03-10'));
    expect(point!.y).toBe(-0.4);
    expect(point!.r).toBe(MAX_RADIUS);
    expect(data.xMin).toBe(point!.x - 1);
    expect(data.xMax).toBe(point!.x + 1);
  });

  it('leaves a gap for missing days instead of closing up the axis', () => {
    const data = toChartData(
      [bubble('2026-03-01', 5), bubble('2026-03-02', 5), bubble('2026-03-09', 5)],
      'day',
    );
    const xs = data.points.map((point) => point.x);
    expect(xs[1]! - xs[0]!).toBe(1);
    expect(xs[2]! - xs[1]!).toBe(7);
    expect(data.points.map((point) => dayOf(point.x))).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-09',
    ]);
  });

  it('keeps a bubble without sentiment out of the plot', () => {
    const data = toChartData([bubble('2026-03-01', 5, null), bubble('2026-03-02', 5)], 'day');
    expect(data.points.map((point) => point.bubble.date)).toEqual(['2026-03-02']);
  });

  it('sums five years of days into weeks with exact weighted figures', () => {
    const days: SentimentBubble[] = [];
    const first = dayNumber('2021-01-04'); // a Monday
    for (let index = 0; index < 5 * 365 + 1; index++) {
      days.push(bubble(dayOf(first + index), 1 + (index % 7), index % 2 === 0 ? -0.5 : 0.5));
    }
    const data = toChartData(days, 'day');
    expect(days.length).toBeGreaterThan(MAX_DAILY_POINTS);
    expect(data.summedIntoWeeks).toBeTrue();
    expect(data.granularity).toBe('week');
    expect(data.points.length).toBe(Math.ceil(days.length / 7));
    const total = (list: readonly { count: number }[]) =>
      list.reduce((sum, item) => sum + item.count, 0);
    expect(total(data.points.map((point) => point.bubble))).toBe(total(days));
    // The first week: counts 1..7 with sentiment −0.5, +0.5, −0.5, … → weighted mean by hand.
    const week = days.slice(0, 7);
    const expected =
      week.reduce((sum, day) => sum + day.avgSentiment! * day.count, 0) / total(week);
    expect(data.points[0]!.bubble.date).toBe('2021-01-04');
    expect(data.points[0]!.y).toBeCloseTo(expected, 3);
    expect(data.points.every((point) => weekStart(point.bubble.date) === point.bubble.date)).toBe(
      true,
    );
  });

  it('shrinks bubbles when the axis is crowded, never below a floor', () => {
    const month = toChartData(
      Array.from({ length: 31 }, (_, index) => bubble(dayOf(dayNumber('2026-03-01') + index), 9)),
      'day',
    );
    const year = toChartData(
      Array.from({ length: 365 }, (_, index) => bubble(dayOf(dayNumber('2025-11-01') + index), 9)),
      'day',
    );
    expect(radiusScale(800, month)).toBe(1);
    expect(radiusScale(400, year)).toBe(0.3);
    const middle = radiusScale(5000, year);
    expect(middle).toBeGreaterThan(0.3);
    expect(middle).toBeLessThan(1);
  });

  it('chooses weeks for spans too long to show day by day', () => {
    expect(fittingGranularity('2025-11-01', '2026-10-31')).toBe('day');
    expect(fittingGranularity('2021-01-01', '2025-12-31')).toBe('week');
  });

  it('finds the Monday of a week', () => {
    expect(weekStart('2026-03-12')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
  });

  it('describes a bubble with date, count, average, negative share and topics', () => {
    const lines = describeBubble(bubble('2026-03-12', 40, -0.31), 'day');
    expect(lines).toEqual([
      '12 March 2026',
      '40 messages',
      'average sentiment −0.31',
      '25% negative',
      'top topics: Topic A (20)',
    ]);
    expect(describeBubble(bubble('2026-03-09', 1), 'week')[0]).toBe('week of 9 March 2026');
  });
});
