import type { Trace } from '../../agent/events';
import { createId } from '../timeline/ids';
import type { HistoryRepository } from './history-repository';

export interface ImportOutcome {
  /** The conversation to open: the imported one, or the copy already stored. */
  readonly openId: string;
  readonly title: string;
  /** `kept`: stored under its own ids; `copy`: its ids were taken, stored under new ones; `present`: already stored, nothing written. */
  readonly result: 'kept' | 'copy' | 'present';
}

/**
 * Stores validated traces in the history. Ids are kept, so importing the same file again finds
 * the conversation already stored and writes nothing. A trace whose conversation or turn ids are
 * taken by different content is stored as a copy under new ids, never over what is there.
 */
export async function importTraces(
  repository: HistoryRepository,
  traces: readonly Trace[],
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const trace of traces) {
    const planned = await planImport(repository, trace);
    if (planned.outcome.result !== 'present') await repository.save(planned.trace);
    outcomes.push(planned.outcome);
  }
  return outcomes;
}

/** What importing one trace will do, and the trace as it will be stored (its ids decided). */
export interface PlannedImport {
  readonly trace: Trace;
  readonly outcome: ImportOutcome;
}

/** Decides the ids one trace is stored under (`importTraces` without the write). */
export async function planImport(
  repository: HistoryRepository,
  trace: Trace,
): Promise<PlannedImport> {
  const turnIds = trace.turns.map((turn) => turn.id);
  const storedTurnIds = await repository.turnIds(trace.conversation.id);
  const exists = await repository.turnsExist(turnIds);
  const conversationTaken = (await repository.summary(trace.conversation.id)) !== undefined;
  const sameConversation =
    conversationTaken &&
    storedTurnIds.length === turnIds.length &&
    turnIds.every((id) => storedTurnIds.includes(id));
  if (sameConversation) {
    const outcome = { openId: trace.conversation.id, title: trace.conversation.title };
    return { trace, outcome: { ...outcome, result: 'present' } };
  }
  const taken = conversationTaken || exists.some(Boolean);
  const stored = taken ? withNewIds(trace) : trace;
  return {
    trace: stored,
    outcome: {
      openId: stored.conversation.id,
      title: stored.conversation.title,
      result: taken ? 'copy' : 'kept',
    },
  };
}

function withNewIds(trace: Trace): Trace {
  const conversationId = createId('conv');
  return {
    ...trace,
    conversation: { ...trace.conversation, id: conversationId },
    turns: trace.turns.map((turn) => ({ ...turn, id: createId('turn') })),
  };
}

/**
 * `trace` under the ids `planned` was given (the same conversation, planned from its preview):
 * the conversation id and each turn's id, by position.
 */
export function withIdsOf(planned: Trace, trace: Trace): Trace {
  if (planned.conversation.id === trace.conversation.id) return trace;
  return {
    ...trace,
    conversation: { ...trace.conversation, id: planned.conversation.id },
    turns: trace.turns.map((turn, index) => ({ ...turn, id: planned.turns[index]!.id })),
  };
}
