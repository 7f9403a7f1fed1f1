import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import { figureMeasure } from './asked-measure';
import { isPlainObject } from './validate-input';
import { stem, tokens } from './question-constraints';
import presenceVerbs from './words/presence-verbs.json';

/**
 * "How many reviews have a rating", "how many appeals went to a hearing", "how many filled in the
 * survey": the records holding a value.
 */
const HAVE_A = new RegExp(
  String.raw`\bhow\s+many\b[^?,;]*?\b(?:${presenceVerbs.verbs
    .map((verb) => verb.replace(/\s+/g, String.raw`\s+`))
    .join('|')})\s+(?:a|an|any|some|the)\s+([^?,;]+)`,
  'i',
);

/**
 * "How many returns have a satisfaction score?" asks for the records where that field is filled.
 * When the field is empty in some records, a count with no filter on it counts every record and
 * answers another question.
 */
export function checkCountedPresence(sources: FitSources): FitFinding[] {
  const field = presenceField(sources);
  if (!field) return [];
  const lead = sources.figures.find((figure) => figureMeasure(figure) === 'count');
  if (!lead) return [];
  const filtered = lead.refs.some((ref) => {
    const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
    if (!call || !isPlainObject(call.input)) return true;
    const filters = call.input['filters'];
    // A look-up or a call of another shape is not a count of all records.
    if (!Array.isArray(filters)) return true;
    return filters.some((filter) => isPlainObject(filter) && filter['field'] === field.name);
  });
  if (filtered) return [];
  const named = field.label ?? field.name;
  return [
    {
      check: 'filter',
      label: `The question counts the records that have a ${named}; the answer's count (${lead.text}) does not keep to them`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the count is of all records, not those asked',
      partial: true,
    },
  ];
}

/** The field a "how many … have a <field>" question names, when some records leave it empty. */
function presenceField(sources: FitSources): DatasetField | undefined {
  const dataset = sources.dataset;
  const phrase = HAVE_A.exec(sources.question)?.[1];
  if (!dataset || !phrase) return undefined;
  const asked = new Set(tokens(phrase).map(stem));
  return dataset.fields.find(
    (field) =>
      field.filled < (dataset.counts[field.entity] ?? 0) &&
      [field.name, field.label, ...(field.synonyms ?? [])].some((name) => {
        // A label's bracketed scale or unit ("rating (1-5)", "fee (GBP)") is no word to say.
        const words = name
          ? tokens(name.replace(/\([^)]*\)/g, ' ').replace(/[_-]/g, ' ')).map(stem)
          : [];
        return words.length > 0 && words.every((word) => asked.has(word));
      }),
  );
}
