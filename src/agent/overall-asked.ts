import type { FitFinding, FitSources } from './answer-fit';
import { type ObservedCall, valueAt } from './observed-values';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** "Across all cases", "of everything", "overall": one figure over every record is asked. */
const OVERALL =
  /\b(?:overall|altogether|all\s+told|in\s+total|across\s+(?:all|every|the\s+whole)|out\s+of\s+(?:all|every)|of\s+(?:all|every)(?:thing|one|body)?|whole|entire)\b/i;
/** Words that ask for a figure per group ("by branch", "for each", "which …", "broken down"). */
const PER_GROUP =
  /\b(?:by|per|each|which|who|whose|for\s+every|broken\s+down|break\s*down|breakdown|split|respectively|versus|vs|compare\w*|rank\w*|top|(?<!\bat\s+)most|(?<!\bat\s+)least|highest|lowest)\b/i;

/**
 * "The main thing", "takes the longest", "the #1 reason": a superlative after "the", or a first
 * place, asks to name one group.
 */
const NAMES_ONE =
  /\bthe\s+(?:[\p{L}]{3,}est|main|primary|chief|commonest|usual)\b|#\s?1\b|\bnumber\s+one\b/iu;

/**
 * Words that ask for a figure ("how many", "what share", "the average"): "What happened on
 * 22 February?" asks for a story, whose lead may well be the group that stood out.
 */
const ASKS_FIGURE =
  /\bhow\s+(?:many|much|often|long)\b|\b(?:percent\w*|proportion|share|fraction|ratio|rate|average|mean|median|total|sum|count|number\s+of)\b/i;

function groupedFields(call: ObservedCall): string[] {
  if (!isPlainObject(call.input)) return [];
  const groupBy = call.input['groupBy'] ?? call.input['splitBy'];
  return (Array.isArray(groupBy) ? groupBy : [groupBy]).filter(
    (field): field is string => typeof field === 'string',
  );
}

/** A field's head noun: the last word of its label or name ("reason" of "negative reason"). */
function headOf(name: string, sources: FitSources): string {
  const field = sources.dataset?.fields.find((candidate) => candidate.name === name);
  const words = tokens((field?.label ?? name).replace(/\([^)]*\)/g, ' ').replace(/_/g, ' '));
  return words.at(-1) ?? name;
}

function groupedBy(call: ObservedCall | undefined): boolean {
  if (!call || !isPlainObject(call.input)) return false;
  const groupBy = call.input['groupBy'] ?? call.input['splitBy'];
  return Array.isArray(groupBy) ? groupBy.length > 0 : typeof groupBy === 'string';
}

/**
 * "Across all cases of every type, what proportion breached their SLA?" asks one figure over
 * every case. An answer whose every figure is one group's row (11.6% for complaints, 7.3% for
 * service …) leaves the overall figure out, and its lead is a group's.
 */
export function checkOverallAsked(sources: FitSources): FitFinding[] {
  const question = sources.question;
  if (!OVERALL.test(question) || PER_GROUP.test(question)) return [];
  const supported = sources.figures.filter(
    (figure) => figure.status !== 'unsupported' && figure.refs.length > 0,
  );
  if (!supported.length) return [];
  const ofGroupRow = supported.every((figure) =>
    figure.refs.every((ref) => {
      if (ref.path === 'summary') return true;
      const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
      return groupedBy(call) && /\[\d+\]/.test(ref.path);
    }),
  );
  if (!ofGroupRow) return [];
  return [
    {
      check: 'grouping',
      label: `The question asks one figure over every record ("${OVERALL.exec(question)![0]}"); every figure of the answer is one group's (led by ${supported[0]!.text})`,
      delta: -0.2,
      cap: 0.6,
      capReason: 'the overall figure asked for is not in the answer',
      partial: true,
    },
  ];
}

/**
 * "What percentage of all parcels we delivered ended up with a claim?" asks one figure and names
 * no group. An answer that leads with one group's row of a grouped call ("6.8% … have claim type
 * Delivered to wrong address") answers for a group nobody asked about: a value that shares a word
 * with the question ("delivered") is not the population asked. A group the question names (by a
 * value it reads, or by all of the group's words) is asked; so is any group when the question
 * asks per group or for a ranking.
 */
export function checkUnaskedGroupLead(sources: FitSources): FitFinding[] {
  const question = sources.question;
  if (!ASKS_FIGURE.test(question)) return [];
  if (PER_GROUP.test(question) || NAMES_ONE.test(question)) return [];
  // One flaw, one factor: every figure a group's is checkOverallAsked's.
  if (checkOverallAsked(sources).length) return [];
  if (sources.previousQuestion && PER_GROUP.test(sources.previousQuestion)) return [];
  if (sources.constraints.some((constraint) => constraint.kind === 'rank')) return [];
  const lead = sources.figures.find(
    (figure) => figure.status !== 'unsupported' && figure.refs.length > 0,
  );
  const ref = lead?.refs[0];
  if (!lead || !ref) return [];
  const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
  const row = /^(.*\[\d+\])\.[^.[\]]+$/.exec(ref.path)?.[1];
  if (!groupedBy(call) || !row) return [];
  // "12.0% have weekday Saturday or Sunday": a figure summed over several rows is of the groups
  // the answer joined for the question ("at the weekend"), not one row's.
  const rows = new Set(
    lead.refs
      .filter((other) => other.callId === ref.callId)
      .flatMap((other) => /^([^(]*?\[\d+\])/.exec(other.path)?.[1] ?? []),
  );
  if (rows.size > 1) return [];
  // "What reason do people give most?": a question that says the grouped field's own noun (the
  // last word of its label or name) asks for one of its groups.
  const said = new Set(tokens(question).map(stem));
  if (groupedFields(call!).some((field) => said.has(stem(headOf(field, sources))))) return [];
  const values = valueAt(call!.output, row);
  if (!isPlainObject(values)) return [];
  const labels = Object.values(values).filter(
    (value): value is string => typeof value === 'string' && /\p{L}/u.test(value),
  );
  if (!labels.length) return [];
  const named = new Set(
    sources.constraints.flatMap((constraint) =>
      constraint.kind === 'value' ? [constraint.value.toLowerCase()] : [],
    ),
  );
  const asked = new Set([
    ...tokens(question),
    ...(sources.previousQuestion ? tokens(sources.previousQuestion) : []),
  ]);
  const namedLabel = labels.some(
    (label) => named.has(label.toLowerCase()) || tokens(label).every((word) => asked.has(word)),
  );
  if (namedLabel) return [];
  return [
    {
      check: 'grouping',
      label: `The question asks one figure and names no group; the answer leads with ${lead.text}, the row of "${labels[0]}", a group it did not ask about`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the lead figure is of a group the question did not ask about',
      partial: true,
    },
  ];
}
