import type { FitFinding, FitSources } from './answer-fit';
import { figureMeasure } from './asked-measure';
import { COMMON_WORDS } from './common-words';
import type { DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** What follows "how many", up to the end of its clause. */
const COUNTED = /\bhow\s+many\s+([^?,;.!]+)/i;
/** A noun said as a plural ("refunds", "members"): the thing counted, not a word before it. */
const PLURAL = /\p{L}{3}s$/u;
/** Result keys that count records. */
const RECORD_COUNT = /^(?:count|matched|total|rowCount|n)$/;

/**
 * "How many refunds have we handed out?" counts the records that have a refund: the noun counted
 * names a number or yes/no field of the data ("refund (GBP)", "Care Club member"), said as the
 * plural noun counted ("booking complaints" counts complaints; "booking" only says which). A
 * count of all the records asked about, with no filter on that field (a refund given, a member)
 * and no split by it, counts something else: every complaint, not the refunds. Summing the field
 * in the same call does not make the count a count of refunds.
 */
export function checkCountedField(sources: FitSources): FitFinding[] {
  const dataset = sources.dataset;
  const phrase = COUNTED.exec(sources.question)?.[1];
  if (!dataset || !phrase) return [];
  const counted = tokens(phrase).map(stem);
  const written = phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (!counted.length) return [];
  const lead = sources.figures.find((figure) => figure.status !== 'unsupported');
  if (!lead || figureMeasure(lead) !== 'count') return [];
  // A count of records ("count", "matched"), not a total of the field itself ("sumReplies").
  if (!lead.refs.some((ref) => RECORD_COUNT.test(lastKey(ref.path)))) return [];
  const leadCalls = lead.refs
    .map((ref) => sources.calls.find((call) => call.callId === ref.callId))
    .filter((call): call is ObservedCall => call !== undefined);
  if (!leadCalls.length) return [];
  const field = dataset.fields.find(
    (candidate) =>
      (candidate.type === 'number' || candidate.type === 'boolean') &&
      candidate.filled > 0 &&
      namesOf(candidate).some(
        (name) => startsWith(counted, name) && PLURAL.test(written[name.length - 1] ?? ''),
      ) &&
      // A number of another kind of record ("complaints" held per customer) is not the records
      // a count of these ones counts.
      leadCalls.some((call) => entityOf(call) === undefined || entityOf(call) === candidate.entity),
  );
  if (!field) return [];
  if (leadCalls.some((call) => keptTo(call, field, counted[0]!))) return [];
  const named = field.label ?? field.name;
  return [
    {
      check: 'filter',
      label: `The question counts ${phrase.trim().split(/\s+/)[0]} (the data's "${named}"); the answer's count (${lead.text}) is of records not kept to those that have one`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the count is of all records, not those asked',
      partial: true,
    },
  ];
}

/**
 * A field's names as words: its name, its label without a unit in brackets, its synonyms. A name
 * of common words only ("days open") says nothing of the field: "how many days …" is no count of
 * its records.
 */
function namesOf(field: DatasetField): string[][] {
  return [field.name, field.label, ...(field.synonyms ?? [])]
    .filter((name): name is string => !!name)
    .map((name) =>
      tokens(
        name
          .replace(/\([^)]*\)/g, ' ')
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .replace(/[_-]/g, ' '),
      ).map(stem),
    )
    .filter((words) => words.length > 0 && !words.every((word) => COMMON_WORDS.has(word)));
}

/** The last key of a path ("rows[0].count" → "count"). */
function lastKey(path: string): string {
  return /(\w+)\W*$/.exec(path)?.[1] ?? '';
}

function startsWith(words: readonly string[], name: readonly string[]): boolean {
  return name.length <= words.length && name.every((word, index) => words[index] === word);
}

function entityOf(call: ObservedCall): string | undefined {
  const entity = isPlainObject(call.input) ? call.input['entity'] : undefined;
  return typeof entity === 'string' ? entity : undefined;
}

/**
 * The call keeps to the records that have the field (a filter on it, a split by it) or to a value
 * of another field that says the counted word ("Refund request" as a type).
 */
function keptTo(call: ObservedCall, field: DatasetField, word: string): boolean {
  if (!isPlainObject(call.input)) return true;
  const filters = call.input['filters'];
  // A look-up or a call of another shape is not a count of all records.
  if (!Array.isArray(filters)) return true;
  const groupBy = call.input['groupBy'];
  if (Array.isArray(groupBy) && groupBy.includes(field.name)) return true;
  return filters.some((filter) => {
    if (!isPlainObject(filter)) return false;
    if (filter['field'] === field.name) return true;
    const values = Array.isArray(filter['value']) ? filter['value'] : [filter['value']];
    return values.some(
      (value) => typeof value === 'string' && tokens(value).map(stem).includes(word),
    );
  });
}
