import type { AgentEvent, AgentEventOf, AgentEventType } from '../events';

/** Drains a run, calling `onEvent` as each event arrives (e.g. to press Stop at a given point). */
export async function collectEvents(
  events: AsyncIterable<AgentEvent>,
  onEvent?: (event: AgentEvent) => void,
): Promise<AgentEvent[]> {
  const collected: AgentEvent[] = [];
  for await (const event of events) {
    collected.push(event);
    onEvent?.(event);
  }
  return collected;
}

export function ofType<T extends AgentEventType>(
  events: readonly AgentEvent[],
  type: T,
): AgentEventOf<T>[] {
  return events.filter((event): event is AgentEventOf<T> => event.type === type);
}

export function runEnd(events: readonly AgentEvent[]): AgentEventOf<'run-end'> {
  const last = events[events.length - 1];
  if (last?.type !== 'run-end')
    throw new Error(`The run did not end with run-end but ${last?.type}`);
  return last;
}
