import type { FitFinding, FitSources } from './answer-fit';
import { isPlainObject } from './validate-input';

/**
 * "the proportion of feedback resolved with a refund issued" read as status = "Resolved" and
 * status = "Resolved - refund issued" in one call: a record holds one value of a field, so two
 * values both required of it (or a value outside a list also required) leave no record to count,
 * and a 0 or a share of 0% from that call is the reading's, not the data's.
 */
export function checkExclusiveFilters(sources: FitSources): FitFinding[] {
  const clashes = sources.calls.flatMap((call) => exclusiveFields(call.input));
  if (!clashes.length) return [];
  const said = [...new Set(clashes)].map((field) => `"${field}"`).join(', ');
  return [
    {
      check: 'filter',
      label: `A tool call required two different values of ${said} at once; no record holds both, so its figures are empty by construction`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'a call required two values of one field at once',
      partial: true,
    },
  ];
}

/** The fields of a call's filters whose kept values cannot meet in one record. */
export function exclusiveFields(input: unknown): string[] {
  if (!isPlainObject(input) || !Array.isArray(input['filters'])) return [];
  const allowed = new Map<string, Set<string>[]>();
  for (const filter of input['filters']) {
    if (!isPlainObject(filter) || typeof filter['field'] !== 'string') continue;
    const op = filter['op'];
    const value = filter['value'];
    let kept: Set<string> | undefined;
    if (op === 'eq' && (typeof value === 'string' || typeof value === 'number')) {
      kept = new Set([String(value).toLowerCase()]);
    } else if (op === 'in' && Array.isArray(value) && value.length) {
      kept = new Set(value.map((item) => String(item).toLowerCase()));
    }
    if (!kept) continue;
    const sets = allowed.get(filter['field']) ?? [];
    sets.push(kept);
    allowed.set(filter['field'], sets);
  }
  const clashing: string[] = [];
  for (const [field, sets] of allowed) {
    if (sets.length < 2) continue;
    const [first, ...rest] = sets;
    const common = [...first!].filter((value) => rest.every((set) => set.has(value)));
    if (!common.length) clashing.push(field);
  }
  return clashing;
}
