import type { FitFinding, FitSources } from './answer-fit';
import { COMMON_WORDS } from './common-words';
import type { DataDictionary } from './dataset';
import { namedFlags } from './named-flag';
import type { ObservedCall } from './observed-values';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import exclusionWords from './words/exclusion-words.json';

/** "Leaving out", "apart from", "not counting", longest first (words/exclusion-words.json). */
const EXCLUSION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...exclusionWords.phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}])([^,;?.!]*)`,
  'giu',
);
/** Where what is set aside ends: its clause, or an "and"/"how"/"what" that starts the next ask. */
const CLAUSE_END = /\s(?:and|but|how|what|which|who|when|where)\s/i;
const KEEPS = new Set(['eq', 'in']);

interface Excluded {
  field: string;
  label: string;
  /** The value the figures must not hold: `true` for a yes/no field. */
  value: string | true;
}

/**
 * "Leaving out anything done under warranty, how many Price concerns were there?" sets the
 * warranty work aside; a call that kept ONLY those records (warranty is true) counts the very
 * records the question left out. What the clause after an exclusion phrase names is read from the
 * dictionary: a yes/no field by its words (namedFlags), or a category value written out in full.
 */
export function checkLeftOut(sources: FitSources): FitFinding[] {
  const dataset = sources.dataset;
  if (!dataset || !sources.calls.length) return [];
  const excluded = [...sources.question.matchAll(EXCLUSION)].flatMap((match) =>
    excludedBy(clauseOf(match[1] ?? ''), dataset),
  );
  const kept = excluded.filter((entry) => sources.calls.some((call) => keeps(call, entry)));
  if (!kept.length) return [];
  return [
    {
      check: 'filter',
      label: `The question leaves out ${kept.map((entry) => entry.label).join(', ')}; a call kept only those records instead`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figures are of the records the question left out',
    },
  ];
}

function clauseOf(text: string): string {
  const end = CLAUSE_END.exec(text);
  return end ? text.slice(0, end.index) : text;
}

function excludedBy(clause: string, dataset: DataDictionary): Excluded[] {
  if (!clause.trim()) return [];
  // A yes/no field named by its own words, also where a value shares them (a "Warranty" job type
  // beside a Warranty flag): keeping either alone keeps what was set aside.
  const said = new Set(tokens(clause).map(stem));
  const flags = dataset.fields.filter(
    (field) =>
      field.type === 'boolean' &&
      [field.label ?? '', field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')]
        .flatMap((name) => tokens(name))
        .some((word) => word.length >= 4 && !COMMON_WORDS.has(word) && said.has(stem(word))),
  );
  const found: Excluded[] = [...new Set([...namedFlags(clause, dataset), ...flags])].map(
    (field) => ({ field: field.name, label: `"${field.label ?? field.name}"`, value: true }),
  );
  const lower = ` ${clause.toLowerCase().replace(/\s+/g, ' ')} `;
  for (const field of dataset.fields) {
    if (field.type !== 'category') continue;
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string' || value.length < 3) continue;
      const at = lower.indexOf(value.toLowerCase());
      if (at < 1 || /[\p{L}\p{N}]/u.test(lower[at - 1]!)) continue;
      // "Renewals" for "Renewal": a plural's ending, then the word ends.
      if (!/^(?:e?s)?(?![\p{L}\p{N}])/u.test(lower.slice(at + value.length))) continue;
      found.push({ field: field.name, label: `${field.label ?? field.name} "${value}"`, value });
    }
  }
  return found;
}

/** A call that kept the records to the excluded value alone (eq, or in with only it). */
function keeps(call: ObservedCall, excluded: Excluded): boolean {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['filters'])) return false;
  return input['filters'].some((filter) => {
    if (!isPlainObject(filter) || filter['field'] !== excluded.field) return false;
    if (!KEEPS.has(String(filter['op']))) return false;
    const values = Array.isArray(filter['value']) ? filter['value'] : [filter['value']];
    if (excluded.value === true) return values.some((value) => value === true || value === 'true');
    return values.some(
      (value) => String(value).toLowerCase() === (excluded.value as string).toLowerCase(),
    );
  });
}
