import { MAX_NEW_STEPS, limitGrowth, type StepRange } from './step-window';

/** Steps of `range` not in `current`: what a frame would create. */
function created(current: StepRange, range: StepRange): number {
  let count = 0;
  for (let index = range.start; index < range.end; index++) {
    if (index < current.start || index >= current.end) count++;
  }
  return count;
}

describe('limitGrowth (steps created per frame)', () => {
  it('leaves a small move as it is', () => {
    const current = { start: 10, end: 30 };
    const next = { start: 12, end: 30 + MAX_NEW_STEPS };
    expect(limitGrowth(current, next, { start: 20, end: 24 })).toEqual(next);
  });

  it('grows a large move from the visible steps, creating at most MAX_NEW_STEPS', () => {
    const current = { start: 0, end: 10 };
    const next = { start: 5, end: 40 };
    const limited = limitGrowth(current, next, { start: 12, end: 14 });
    expect(created(current, limited)).toBe(MAX_NEW_STEPS);
    expect(limited.start).toBeGreaterThanOrEqual(next.start);
    expect(limited.end).toBeLessThanOrEqual(next.end);
    expect(limited.start).toBeLessThanOrEqual(12);
    expect(limited.end).toBeGreaterThanOrEqual(14);
  });

  it('renders a jump far away (the scrollbar dragged) whole, as before', () => {
    const next = { start: 1490, end: 1520 };
    expect(limitGrowth({ start: 0, end: 20 }, next, { start: 1500, end: 1507 })).toEqual(next);
  });

  it('always renders what is visible, even when that alone is more than allowed', () => {
    const current = { start: 0, end: 10 };
    const visible = { start: 10, end: 10 + MAX_NEW_STEPS + 3 };
    expect(limitGrowth(current, { start: 5, end: 40 }, visible)).toEqual({ start: 5, end: 17 });
  });

  it('reaches the wanted range frame by frame, never creating more than allowed at once', () => {
    for (const [current, next, visible] of [
      [
        { start: 0, end: 10 },
        { start: 0, end: 80 },
        { start: 0, end: 3 },
      ],
      [
        { start: 100, end: 140 },
        { start: 60, end: 120 },
        { start: 70, end: 74 },
      ],
      [
        { start: 0, end: 0 },
        { start: 0, end: 25 },
        { start: 0, end: 2 },
      ],
    ] satisfies StepRange[][]) {
      let range = current;
      for (
        let frame = 0;
        frame < 100 && (range.start !== next.start || range.end !== next.end);
        frame++
      ) {
        const limited = limitGrowth(range, next, visible);
        expect(created(range, limited)).toBeLessThanOrEqual(
          Math.max(MAX_NEW_STEPS, visible.end - visible.start),
        );
        range = limited;
      }
      expect(range).toEqual(next);
    }
  });
});
