/**
 * The window of a long run's steps that is rendered: the steps near the visible area, with the
 * space of the others kept by two spacers, so the DOM stays bounded whatever the trace length and
 * the scrollbar still spans the whole run. Pure arithmetic over measured (or estimated) heights.
 */

/**
 * Steps rendered anew in one frame at most: each realistic step (markdown, a result table or
 * tree, maybe a chart) costs a few ms to create, and a fast scroll (or the first view of a folded
 * trace) would otherwise ask for a dozen at once, one task over 50 ms. The rest follow frame by
 * frame, the visible steps first.
 */
export const MAX_NEW_STEPS = 4;
/** Steps rendered at first, before anything was measured (the rest follow frame by frame). */
export const STEP_CHUNK = MAX_NEW_STEPS;
/** The most steps rendered at once (about 50 elements each: well under 10k in all). */
export const MAX_WINDOW = 80;
/** Rendered beyond the visible area on each side (CSS px), so a scroll meets ready steps. */
export const OVERSCAN_PX = 900;
/** The space between two steps (CSS px); part of each step's measured height. */
export const STEP_GAP = 12;
/** A step's height before any was measured. */
const FIRST_ESTIMATE = 160;

/** Steps `start` (inclusive) to `end` (exclusive), as indexes into the run's steps. */
export interface StepRange {
  readonly start: number;
  readonly end: number;
}

/** Heights of the steps measured so far, and an estimate (their average) for the others. */
export class StepHeights {
  private readonly known = new Map<number, number>();
  private total = 0;

  /** Records a measured height; false when it is the one already known. */
  set(index: number, height: number): boolean {
    const before = this.known.get(index);
    if (before === height) return false;
    this.total += height - (before ?? 0);
    this.known.set(index, height);
    return true;
  }

  get(index: number): number {
    return this.known.get(index) ?? this.estimate();
  }

  /** The height taken for a step not measured yet: the average of those measured. */
  estimate(): number {
    return this.known.size === 0 ? FIRST_ESTIMATE : this.total / this.known.size;
  }

  /** The height of steps `from` to `to` (exclusive). */
  sum(from: number, to: number): number {
    let height = 0;
    for (let index = from; index < to; index++) height += this.get(index);
    return height;
  }

  /** The step at `offset` px from the first step's top (clamped to the run's `count` steps). */
  indexAt(offset: number, count: number): number {
    let top = 0;
    for (let index = 0; index < count; index++) {
      top += this.get(index);
      if (top > offset) return index;
    }
    return Math.max(0, count - 1);
  }
}

/** A range clamped to a run of `count` steps. */
export function clampRange(range: StepRange, count: number): StepRange {
  const end = Math.min(Math.max(range.end, 0), count);
  return { start: Math.min(Math.max(range.start, 0), end), end };
}

/** At most `MAX_WINDOW` steps around step `index` (a step that must be shown). */
export function rangeAround(index: number, count: number): StepRange {
  const start = Math.max(0, index - Math.floor(MAX_WINDOW / 4));
  return clampRange({ start, end: start + MAX_WINDOW }, count);
}

/**
 * The range to render when the visible area spans `from` to `to` px of the steps (measured from
 * the first step's top), or null when `current` already covers it with half the overscan to spare
 * (so small scrolls change nothing).
 */
export function nextRange(
  current: StepRange,
  heights: StepHeights,
  count: number,
  from: number,
  to: number,
): StepRange | null {
  if (count === 0) return null;
  const total = heights.sum(0, count);
  // The steps are far from the visible area: keep what is rendered.
  if (to < -OVERSCAN_PX || from > total + OVERSCAN_PX) return null;
  const margin = OVERSCAN_PX / 2;
  const needStart = heights.indexAt(Math.max(0, from - margin), count);
  const needEnd = heights.indexAt(Math.max(0, to + margin), count) + 1;
  if (current.start <= needStart && current.end >= needEnd) return null;
  let start = heights.indexAt(Math.max(0, from - OVERSCAN_PX), count);
  let end = heights.indexAt(Math.max(0, to + OVERSCAN_PX), count) + 1;
  if (end - start > MAX_WINDOW) {
    // A very tall viewport of very short steps: keep the visible ones, trim the overscan.
    const visibleStart = heights.indexAt(Math.max(0, from), count);
    start = Math.max(start, visibleStart - Math.floor(MAX_WINDOW / 4));
    end = Math.min(end, start + MAX_WINDOW);
  }
  return clampRange({ start, end }, count);
}

/**
 * `next` cut so that at most `MAX_NEW_STEPS` of its steps are outside `current` (unless it does
 * not overlap `current` at all): the `visible`
 * steps are kept whatever they cost (the analyst is looking there), then the range grows from
 * them towards `next`'s ends, alternately after and before.
 */
export function limitGrowth(current: StepRange, next: StepRange, visible: StepRange): StepRange {
  const fresh = (range: StepRange) =>
    range.end -
    range.start -
    Math.max(0, Math.min(range.end, current.end) - Math.max(range.start, current.start));
  // A jump (the scrollbar dragged far) renders its window at once, as the spacers around it were
  // estimated for it: growing it step by step from an estimated place can settle short of it.
  const jump =
    current.end > current.start && (next.start >= current.end || next.end <= current.start);
  if (jump || fresh(next) <= MAX_NEW_STEPS) return next;
  let start = Math.max(next.start, Math.min(visible.start, next.end));
  let end = Math.min(next.end, Math.max(visible.end, start));
  const budget = Math.max(MAX_NEW_STEPS, fresh({ start, end }));
  for (let grew = true; grew;) {
    grew = false;
    if (end < next.end && fresh({ start, end: end + 1 }) <= budget) {
      end++;
      grew = true;
    }
    if (start > next.start && fresh({ start: start - 1, end }) <= budget) {
      start--;
      grew = true;
    }
  }
  return { start, end };
}
