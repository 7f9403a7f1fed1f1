import type { FitFinding, FitSources } from './answer-fit';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** An average asked: its figure is per record unless the question names a grouping. */
const AVERAGE = /\b(?:avg|average|mean|typical(?:ly)?)\b/i;
/**
 * "Per fault", "per report": the word after "per", or the one after that past a participle ("per
 * credited complaint", "per resolved fault").
 */
const PER_WORD = /\bper\s+([\p{L}]+)(?:\s+([\p{L}]+))?/iu;
/** Other words that ask for a figure per group or a ranking of groups. */
const GROUPING =
  /\b(?:by|each|which|who|whose|for\s+every|broken\s+down|break\s*down|breakdown|split|respectively|versus|vs|compare\w*|rank\w*|top|most|least|highest|lowest)\b/i;

/**
 * What the data's own name calls one record: the last word of the name before its dates
 * ("reports" of "Broadband fault reports (…)") and the word just before it ("fault").
 */
function recordWords(dataset: DataDictionary): Set<string> {
  const words = tokens(dataset.name.replace(/\([^)]*\)/g, ' '));
  return new Set(words.slice(-2).map(stem));
}

function groupedBy(call: ObservedCall | undefined): boolean {
  if (!call || !isPlainObject(call.input)) return false;
  const groupBy = call.input['groupBy'] ?? call.input['splitBy'];
  return Array.isArray(groupBy) ? groupBy.length > 0 : typeof groupBy === 'string';
}

/** A field's own name and label, one word each (not its synonyms), as stems. */
function fieldNames(field: DataDictionary['fields'][number]): string[] {
  return [field.name.replace(/_/g, ' '), field.label ?? '']
    .map((name) => tokens(name.replace(/\([^)]*\)/g, ' ')))
    .filter((words) => words.length === 1)
    .map((words) => stem(words[0]!));
}

/** A field named by the word after "per" and the one after it ("per fault type"). */
function namesField(dataset: DataDictionary, phrase: string): boolean {
  const wanted = ` ${tokens(phrase).join(' ')} `;
  return dataset.fields.some((field) =>
    [field.name.replace(/_/g, ' '), field.label ?? '', ...(field.synonyms ?? [])].some(
      (name) => tokens(name).length > 1 && wanted.includes(` ${tokens(name).join(' ')} `),
    ),
  );
}

/**
 * "Avg comp we pay out per fault?" over fault reports: an average per record, the one figure
 * over every record. "Per fault" names the records the data's own name calls them, not a field
 * to group by (even where "fault" is also a synonym of "fault type"). An answer whose lead figure
 * is one group's row of a grouped call gives averages of groups nobody asked for.
 */
export function checkPerRecord(sources: FitSources): FitFinding[] {
  if (!sources.dataset || !AVERAGE.test(sources.question)) return [];
  const per = PER_WORD.exec(sources.question);
  if (!per) return [];
  const rest = sources.question.replace(/\bper\s+[\p{L}]+/iu, ' ');
  if (GROUPING.test(rest)) return [];
  const records = recordWords(sources.dataset);
  const first = stem(tokens(per[1]!)[0] ?? '');
  const second = per[2] && /(?:ed|en)$/i.test(per[1]!) ? stem(tokens(per[2])[0] ?? '') : '';
  const word = records.has(first) ? first : second;
  if (!records.has(word)) return [];
  // "Per airline" over airline tweets: a field's own name or label is a grouping asked.
  if (sources.dataset.fields.some((field) => fieldNames(field).includes(word))) return [];
  const after = sources.question.slice(per.index).split(/\s+/).slice(1, 3).join(' ');
  if (namesField(sources.dataset, after)) return [];
  const lead = sources.figures.find(
    (figure) => figure.status !== 'unsupported' && figure.refs.length > 0,
  );
  const ref = lead?.refs[0];
  if (!lead || !ref || !/\[\d+\]/.test(ref.path)) return [];
  const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
  if (!groupedBy(call)) return [];
  return [
    {
      check: 'grouping',
      label: `The question asks one average per record ("${per[0]}"); the answer leads with a group's row (${lead.text}) of a grouped call`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the overall figure asked for is not in the answer',
      partial: true,
    },
  ];
}
