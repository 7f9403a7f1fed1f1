import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { valueAt } from './observed-values';
import { isPlainObject } from './validate-input';
import placeholderValues from './words/placeholder-values.json';

/** Values that stand for "not recorded" in any data set ("Unknown", "N/A"): plain English. */
const PLACEHOLDERS = new Set(placeholderValues.map((value) => value.toLowerCase()));
/** Figures that state a quantity read from a row (not a date or a record id). */
const QUANTITY_KINDS = new Set(['count', 'percent', 'ratio', 'decimal']);

/**
 * "Which region has the most escalated tickets?" answered "Unknown, with 517": a grouping says
 * which value leads only when its field tells records apart. Two ways it cannot:
 * - the field holds one value in every record of the data (the dictionary counts one distinct
 *   value): the grouping has a single row, the whole, and ranks or splits nothing;
 * - the row the answer leads with is a placeholder for "not recorded" ("Unknown", "N/A") that the
 *   question did not ask about: the winner is the records whose value is missing.
 * Either way the answer names no value the question could be asking for.
 */
export function checkUniformGrouping(sources: FitSources): FitFinding[] {
  const lead = sources.figures.find(
    (figure) =>
      figure.status !== 'unsupported' && QUANTITY_KINDS.has(figure.kind) && figure.refs.length,
  );
  if (!lead) return [];
  const asked = sources.question.toLowerCase();
  for (const ref of lead.refs) {
    const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
    if (!call) continue;
    for (const name of groupingOf(call)) {
      const field = fieldOf(sources, call, name);
      if (field && field.filled > 0 && field.distinct === 1) {
        const only = field.values?.[0]?.value;
        return [
          finding(
            `The answer groups by ${field.label ?? field.name}, which holds one value in every record${only !== undefined ? ` ("${String(only)}")` : ''}: the grouping tells nothing apart`,
          ),
        ];
      }
      const row = valueAt(call.output, parentPath(ref.path));
      const label = isPlainObject(row) ? row[name] : undefined;
      if (
        typeof label === 'string' &&
        PLACEHOLDERS.has(label.trim().toLowerCase()) &&
        !namesPlaceholder(asked, label)
      ) {
        return [
          finding(
            `The answer leads with the ${field?.label ?? name} "${label}", a placeholder for a value not recorded, which the question did not ask about`,
          ),
        ];
      }
    }
  }
  return [];
}

function finding(label: string): FitFinding {
  return {
    check: 'grouping',
    label,
    delta: -0.25,
    cap: 0.44,
    capReason: 'the grouping names no value the question could ask for',
  };
}

function groupingOf(call: ObservedCall): string[] {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['groupBy'])) return [];
  return input['groupBy'].filter((name): name is string => typeof name === 'string');
}

/** The dictionary's field of that name, of the call's entity when it names one. */
function fieldOf(sources: FitSources, call: ObservedCall, name: string): DatasetField | undefined {
  const entity = isPlainObject(call.input) ? call.input['entity'] : undefined;
  const named = (sources.dataset?.fields ?? []).filter((field) => field.name === name);
  return named.find((field) => field.entity === entity) ?? named[0];
}

function namesPlaceholder(question: string, label: string): boolean {
  const word = label.trim().toLowerCase();
  if (/^[\p{L}\p{N}]/u.test(word)) {
    return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(word)}(?:$|[^\\p{L}\\p{N}])`, 'u').test(
      question,
    );
  }
  return question.includes(word);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut > 0 ? path.slice(0, cut) : '';
}
