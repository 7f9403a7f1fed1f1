import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** Words that ask for the records a state does not hold ("not closed", "never resolved"). */
const NEGATION = new Set(['not', 'non', 'never', 'isn', 'aren', 'wasn', 'weren', 'haven', 'hasn']);
/** Filter operators that keep every record (a field being filled restricts nothing asked). */
const KEEPS_ALL = new Set(['not_null', 'exists', 'is_not_null']);

/**
 * "How many reports are not closed yet?": "closed" is a word of several values of one field
 * ("Closed - delivered", "Closed - compensated"), none of them the word alone, so no value
 * constraint reads it; yet the question keeps the records of the values without it. Some call
 * must filter (or split) by that field; an answer over every record (3620 reports) answers
 * another question. The field comes from the dictionary: a category field some, not all, of whose
 * values hold the negated word.
 */
export function checkNegatedState(sources: FitSources): FitFinding[] {
  if (!sources.calls.length || !sources.dataset) return [];
  const words = tokens(sources.question);
  const negatedFields = new Map<string, { field: DatasetField; word: string }>();
  words.forEach((word, at) => {
    if (!NEGATION.has(words[at - 1] ?? '') || word.length < 4) return;
    const wanted = stem(word);
    for (const field of sources.dataset!.fields) {
      if (field.type !== 'category' || !field.values?.length) continue;
      const holding = field.values.filter((entry) =>
        tokens(String(entry.value)).some((own) => stem(own) === wanted),
      );
      if (!holding.length || holding.length === field.values.length) continue;
      // A value that is the word alone is read as a negated value: the constraint check's.
      if (holding.some((entry) => tokens(String(entry.value)).length === 1)) continue;
      negatedFields.set(field.name, { field, word });
    }
  });
  if (!negatedFields.size) return [];
  const unkept = [...negatedFields.values()].filter(
    ({ field }) => !sources.calls.some((call) => restricts(call, field.name)),
  );
  if (!unkept.length) return [];
  return [
    {
      check: 'filter',
      label: `The question keeps the records that are not ${unkept
        .map(({ field, word }) => `"${word}" (${field.label ?? field.name})`)
        .join(', ')}; no call filtered by that field`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'a condition of the question was not computed',
      partial: true,
    },
  ];
}

/** Whether a call's input filters by the field (any operator but "is filled"). */
function restricts(
  call: ObservedCall,
  field: string,
  node: unknown = call.input,
  depth = 0,
): boolean {
  if (depth > 6) return false;
  if (Array.isArray(node)) return node.some((item) => restricts(call, field, item, depth + 1));
  if (!isPlainObject(node)) return false;
  if (
    node['field'] === field &&
    'value' in node &&
    !(typeof node['op'] === 'string' && KEEPS_ALL.has(node['op']))
  ) {
    return true;
  }
  return Object.values(node).some((child) => restricts(call, field, child, depth + 1));
}
