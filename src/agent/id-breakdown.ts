import type { FitFinding, FitSources } from './answer-fit';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

/**
 * Words that ask for one figure over the records: a total ("how many", "the number of", "in
 * total") or one share of them ("what share of them", "what percentage").
 */
const ASKS_TOTAL =
  /\bhow\s+many\b|\b(?:number|count|total)\s+of\b|\bin\s+total\b|\bwhat\s+(?:share|percentage|proportion|fraction|percent)\b/i;
/**
 * Words that ask a figure per record or a ranking of them ("per member", "each", "the most",
 * "list"). "Who"/"which" ask for one only at the question's start: "passengers who hold" is a
 * clause, not a question of who.
 */
const PER_RECORD =
  /\b(?:per|each|every|top|most|least|fewest|highest|lowest|rank\w*|list\w*|breakdown|broken\s+down|split|respectively|distribution)\b|^\s*(?:which|who|whose)\b/i;
/** Roles whose values name single records or people, not groups of them. */
const RECORD_ROLES = new Set(['id', 'customer', 'case']);
/** A field with this many values or more, written as text, names records too. */
const MANY_VALUES = 200;

function groupedFields(call: ObservedCall | undefined): string[] {
  if (!call || !isPlainObject(call.input)) return [];
  const groupBy = call.input['groupBy'] ?? call.input['splitBy'];
  return (Array.isArray(groupBy) ? groupBy : [groupBy]).filter(
    (field): field is string => typeof field === 'string',
  );
}

/** A field whose values each name a record or a person (the dictionary's role, or its size). */
function namesRecords(name: string, sources: FitSources): boolean {
  const field = sources.dataset?.fields.find((candidate) => candidate.name === name);
  if (!field) return false;
  if (RECORD_ROLES.has(field.role)) return true;
  return field.type !== 'number' && field.type !== 'date' && field.distinct >= MANY_VALUES;
}

/**
 * "How many requests were made by members who hold a kids card?" asks one total. An answer whose
 * every figure is a row of a call grouped by a field that names records or people (a member, a
 * passenger, a case id: thousands of values) lists a few of them ("M-1042: 5, M-2210: 5 …") and
 * never states the total asked.
 */
export function checkIdBreakdown(sources: FitSources): FitFinding[] {
  const question = sources.question;
  if (!ASKS_TOTAL.test(question) || PER_RECORD.test(question)) return [];
  if (sources.constraints.some((constraint) => constraint.kind === 'rank')) return [];
  const supported = sources.figures.filter(
    (figure) => figure.status !== 'unsupported' && figure.refs.length > 0,
  );
  if (!supported.length) return [];
  const field = (ref: FitSources['figures'][number]['refs'][number]): string | undefined => {
    if (!/\[\d+\]/.test(ref.path)) return undefined;
    const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
    return groupedFields(call).find((name) => namesRecords(name, sources));
  };
  const fields = supported.flatMap((figure) => figure.refs.map(field));
  if (!fields.length || fields.some((name) => name === undefined)) return [];
  return [
    {
      check: 'grouping',
      label: `The question asks one total ("${ASKS_TOTAL.exec(question)![0]}"); the answer breaks it down by ${fields[0]}, a field of single records, and states no total (led by ${supported[0]!.text})`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the total asked for is not in the answer',
      partial: true,
    },
  ];
}
