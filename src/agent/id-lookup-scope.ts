import type { FitFinding, FitSources } from './answer-fit';

/**
 * "Which car park is appeal BN25-006111/K about?" answered with the number of appeals by car park:
 * a question about one record (an id the question names) whose answer states figures of a call
 * that never looked that record up (no filter or look-up by the id): a whole-data breakdown stands
 * where the record's own value was asked. When the answer leads with such a figure (or no call read
 * the id at all), it answers another question and leaves out what was asked of the record; a
 * breakdown after the record's own values is context and is let be.
 */
export function checkIdLookupScope(sources: FitSources): FitFinding[] {
  const ids = sources.constraints.flatMap((constraint) =>
    constraint.kind === 'id' ? [constraint.id.toLowerCase()] : [],
  );
  if (!ids.length) return [];
  const readsId = new Set(
    sources.calls
      .filter((call) => {
        const input = JSON.stringify(call.input ?? {}).toLowerCase();
        return ids.some((id) => input.includes(id));
      })
      .map((call) => call.callId),
  );
  const supported = sources.figures
    .filter((figure) => figure.status !== 'unsupported' && figure.refs.length > 0)
    .sort((a, b) => a.start - b.start);
  const elsewhere = supported.filter((figure) =>
    figure.refs.every((ref) => !readsId.has(ref.callId)),
  );
  const none = readsId.size === 0;
  // The record's own values first, a breakdown after as context: the record was answered. A
  // breakdown first is what the answer offers as the answer.
  if (!elsewhere.length || (!none && supported[0] !== elsewhere[0])) return [];
  return [
    {
      check: 'filter',
      label: none
        ? `The question asks about ${ids.map((id) => id.toUpperCase()).join(', ')}; no tool call looked it up, and the answer's figures are of all the records`
        : `The question asks about ${ids.map((id) => id.toUpperCase()).join(', ')}; ${elsewhere.length} of the answer's figures come from calls that did not look it up`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'figures of all the records stand where one record was asked',
      partial: true,
    },
  ];
}
