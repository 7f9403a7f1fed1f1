import type { FitFinding, FitSources } from './answer-fit';
import { tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import { saidOnlyAsAct } from './act-words';

/**
 * "Which account has opened the most tickets?" asks who created the most records; an answer that
 * keeps only the records whose status is "Open" counts the few still open. Found when a filter's
 * value is one word whose root is an act that creates every record (words/creation-verbs.json),
 * and the question says that word only as the act: its past or -ing form where the value is the
 * bare word ("opened" for "Open"), or the bare word with its object after it ("open more
 * tickets"). "How many open tickets" names the state and passes.
 */
export function checkActNamedFilter(sources: FitSources): FitFinding[] {
  const words = tokens(sources.question);
  for (const { field, value } of filterValues(sources)) {
    const said = saidOnlyAsAct(words, tokens(value));
    if (!said) continue;
    return [
      {
        check: 'filter',
        label: `The question says "${said}" of the act that makes every record; the figures keep only the records whose ${field} is "${value}"`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'a filter reads an act as a state',
      },
    ];
  }
  return [];
}

/** Every single string value a call filtered on (eq, or one of an `in` list), with its field. */
function filterValues(sources: FitSources): { field: string; value: string }[] {
  const found: { field: string; value: string }[] = [];
  for (const call of sources.calls) {
    const input = call.input;
    if (!isPlainObject(input) || !Array.isArray(input['filters'])) continue;
    for (const filter of input['filters']) {
      if (!isPlainObject(filter) || typeof filter['field'] !== 'string') continue;
      if (filter['op'] !== 'eq' && filter['op'] !== 'in') continue;
      const values = Array.isArray(filter['value']) ? filter['value'] : [filter['value']];
      for (const value of values) {
        if (typeof value === 'string') found.push({ field: filter['field'], value });
      }
    }
  }
  return found;
}
