import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

/** Roles of the fields that name one record, customer or case rather than describe them. */
const ID_ROLES = new Set<DatasetField['role']>(['id', 'customer', 'case']);

/**
 * "How many concerns has NHS number 999 999 9999 raised?" answered "0": a count whose only
 * condition is an id no record holds says nothing of that id; the data does not know it, and no
 * figure can be given. Found when a call kept the records to one value of an id field (and
 * nothing else), matched none, and no other call's result holds that value. An id with records
 * of some other kind (a count with a second condition) is a real 0 and is let be.
 */
export function checkUnknownId(sources: FitSources): FitFinding[] {
  if (!sources.dataset) return [];
  const idFields = new Set(
    sources.dataset.fields.filter((field) => ID_ROLES.has(field.role)).map((field) => field.name),
  );
  if (!idFields.size) return [];
  for (const call of sources.calls) {
    const id = onlyIdFilter(call, idFields);
    if (!id || matched(call.output) !== 0) continue;
    const elsewhere = sources.calls.some(
      (other) =>
        other !== call && JSON.stringify(other.output ?? {}).includes(JSON.stringify(id.value)),
    );
    if (elsewhere) continue;
    return [
      {
        check: 'filter',
        label: `No record has ${id.field} "${id.value}": the data does not know it, so a 0 for it is no answer`,
        delta: -0.3,
        cap: 0.3,
        capReason: 'the id the question names is not in the data',
        declines: true,
      },
    ];
  }
  return [];
}

/** The id a call kept its records to, when that is its one condition. */
function onlyIdFilter(
  call: ObservedCall,
  idFields: ReadonlySet<string>,
): { field: string; value: string } | undefined {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['filters'])) return undefined;
  const filters = input['filters'].filter(isPlainObject);
  if (filters.length !== 1) return undefined;
  const [filter] = filters;
  const field = filter!['field'];
  const value = filter!['value'];
  if (typeof field !== 'string' || !idFields.has(field) || filter!['op'] !== 'eq') return undefined;
  return typeof value === 'string' && value.trim() ? { field, value } : undefined;
}

function matched(output: unknown): number | undefined {
  if (!isPlainObject(output)) return undefined;
  return typeof output['matched'] === 'number' ? output['matched'] : undefined;
}
