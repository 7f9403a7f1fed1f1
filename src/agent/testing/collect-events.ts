import {
  type AgentEvent,
  type AgentEventOf,
  type AgentEventType,
  agentEventSchema,
} from '../events';

/** Drains a run, checking each event against the schema and calling `onEvent` as each event arrives (e.g. to press Stop at a given point). */
export async function collectEvents(
  events: AsyncIterable<AgentEvent>,
  onEvent?: (event: AgentEvent) => void,
): Promise<AgentEvent[]> {
  const collected: AgentEvent[] = [];
  for await (const event of events) {
    // Every event must be what storage, export and the CLI will parse it as.
    const checked = agentEventSchema.safeParse(event);
    if (!checked.success) {
      throw new Error(
        `Event ${event.seq} (${event.type}) breaks the schema: ${checked.error.message}`,
      );
    }
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
