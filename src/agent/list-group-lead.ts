import type { FitFinding, FitSources } from './answer-fit';
import { isPlainObject } from './validate-input';

/** A value written as a JSON list (`["Current Account","Debit Card"]`), as a list field's group. */
function isListValue(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'string' || !/^\s*\[.*\]\s*$/s.test(value)) return false;
  try {
    return Array.isArray(JSON.parse(value));
  } catch {
    return false;
  }
}

/** The list values a grouped call's rows hold under one of its grouping fields. */
function listGroups(input: unknown, output: unknown): string[] {
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  const groupBy = Array.isArray(input['groupBy']) ? input['groupBy'] : [];
  const rows = Array.isArray(output['rows']) ? output['rows'] : [];
  const found: string[] = [];
  for (const row of rows) {
    if (!isPlainObject(row)) continue;
    for (const field of groupBy) {
      if (typeof field !== 'string') continue;
      const value = row[field];
      if (isListValue(value)) found.push(Array.isArray(value) ? JSON.stringify(value) : `${value}`);
    }
  }
  return found;
}

/** Loose form of a list for finding it in prose: its items joined, without quotes or brackets. */
function looseList(text: string): string {
  return text.replace(/[\s"'[\]]+/g, '').toLowerCase();
}

/**
 * "Which product do they mention most?" answered by grouping on a field that holds a list per
 * record: each group is a whole combination ("Current Account, Debit Card, Mobile App"), not one
 * of the things asked for, and its count is of records holding exactly that combination. An
 * answer that names such a combination names no single value the question asks for.
 */
export function checkListGroupLead(sources: FitSources): FitFinding[] {
  const answer = looseList(sources.answer);
  for (const call of sources.calls) {
    const named = listGroups(call.input, call.output).find((value) => {
      const loose = looseList(value);
      return loose.length > 0 && answer.includes(loose);
    });
    if (named) {
      return [
        {
          check: 'grouping',
          label: `The answer names a whole list of values (${named.slice(0, 60)}), a group of records holding that exact combination, not one value of it`,
          delta: -0.3,
          cap: 0.44,
          capReason: 'the groups are combinations of a list field, not its values',
        },
      ];
    }
  }
  return [];
}
