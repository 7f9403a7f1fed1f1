import type { AgentEvent } from '../../agent/events';

export type StopKind = 'thought' | 'action' | 'observation' | 'notice' | 'answer' | 'end';

/** A point where replay pauses when stepping: right after the event that completes something. */
export interface ReplayStop {
  /** Events applied at this stop (the event's index + 1). */
  readonly position: number;
  readonly step: number;
  readonly kind: StopKind;
  /** The event's `t`: ms since the run started. */
  readonly t: number;
}

const KIND_OF: Partial<Record<AgentEvent['type'], StopKind>> = {
  'thought-end': 'thought',
  action: 'action',
  observation: 'observation',
  notice: 'notice',
  answer: 'answer',
  'run-end': 'end',
};

/** The stops of a run's events, in order; the step of a stop is the step current at it. */
export function replayStops(events: readonly AgentEvent[]): ReplayStop[] {
  const stops: ReplayStop[] = [];
  let step = 0;
  events.forEach((event, index) => {
    if ('step' in event) step = event.step;
    const kind = KIND_OF[event.type];
    if (kind) stops.push({ position: index + 1, step, kind, t: event.t });
  });
  return stops;
}

/** The next stop after `position`, or the end. */
export function nextStop(stops: readonly ReplayStop[], position: number, length: number): number {
  return stops.find((stop) => stop.position > position)?.position ?? length;
}

/** The stop before `position`, or the start. */
export function previousStop(stops: readonly ReplayStop[], position: number): number {
  for (let index = stops.length - 1; index >= 0; index--) {
    if (stops[index]!.position < position) return stops[index]!.position;
  }
  return 0;
}

/**
 * The position a deep link `#turn/step` points at: everything of that step shown, nothing of the
 * next. Step 0 is the start; a step past the last is the end.
 */
export function positionOfStep(events: readonly AgentEvent[], step: number): number {
  if (step <= 0) return 0;
  const next = events.findIndex((event) => event.type === 'step-start' && event.step > step);
  if (next !== -1) return next;
  const answer = events.findIndex(
    (event) => event.type === 'answer' || event.type === 'answer-delta',
  );
  return answer !== -1 ? answer : events.length;
}

/** The step shown at `position` (0 before the first). */
export function stepAt(events: readonly AgentEvent[], position: number): number {
  for (let index = Math.min(position, events.length) - 1; index >= 0; index--) {
    const event = events[index]!;
    if ('step' in event) return event.step;
  }
  return 0;
}
