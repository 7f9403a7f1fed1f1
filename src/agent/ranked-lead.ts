import type { FitFinding, FitSources } from './answer-fit';
import { valueAt } from './observed-values';
import { isPlainObject } from './validate-input';

const FEWEST = /\b(?:least|fewest|lowest|smallest|quietest)\b/i;
const MOST = /\b(?:most|highest|biggest|largest|greatest|busiest|peak|top)\b/i;
/** "most negative", "the angriest": a ranking by a score, not by how many. */
const BY_SCORE =
  /\b(?:most|least)\s+(?:negative|positive|neutral|angry|happy|satisfied|unhappy)\b/i;

/** A ranking by a share, rate or average: its rows' counts are not what is ranked. */
const BY_MEASURE =
  /\b(?:share|percent|percentage|proportion|rate|ratio|average|avg|mean|median|per|sentiment|score)\b|%/i;

/** "The second most", "the largest increase": not the list's extreme count itself. */
const NOT_FIRST =
  /\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th|increase\w*|decrease\w*|ris(?:e|es|ing)|rose|drop\w*|grow\w*|grew|fell|fall\w*|declin\w*|chang\w*|jump\w*|spike\w*)\b/i;

/**
 * "Which day was busiest?": the count the answer leads with, read from a row of a list, must be
 * the list's extreme. A lead taken from a row with a larger count beside it (a model that read
 * only part of the rows, or picked the wrong one) names the wrong winner.
 */
export function checkRankedLead(sources: FitSources): FitFinding[] {
  if (!sources.constraints.some((constraint) => constraint.kind === 'rank')) return [];
  if ([BY_SCORE, BY_MEASURE, NOT_FIRST].some((pattern) => pattern.test(sources.question))) {
    return [];
  }
  const fewest = FEWEST.test(sources.question);
  if (!fewest && !MOST.test(sources.question)) return [];
  const lead = sources.figures.find(
    (figure) => figure.status !== 'unsupported' && figure.kind === 'count',
  );
  if (!lead || !lead.refs.length) return [];
  let beaten: { value: number; path: string } | undefined;
  for (const ref of lead.refs) {
    const row = /^(.*)\[(\d+)\]\.(\w+)$/.exec(ref.path);
    const call = sources.calls.find((candidate) => candidate.callId === ref.callId);
    if (!row || !call) return [];
    const list = valueAt(call.output, row[1]!);
    const own = Number(ref.value);
    if (!Array.isArray(list) || !Number.isFinite(own)) return [];
    const key = row[3]!;
    const better = list.findIndex(
      (item) =>
        isPlainObject(item) &&
        typeof item[key] === 'number' &&
        (fewest ? item[key] < own : item[key] > own),
    );
    // One ref that is the extreme of its list is enough.
    if (better < 0) return [];
    beaten ??= {
      value: (list[better] as Record<string, number>)[key]!,
      path: `${row[1]}[${better}]`,
    };
  }
  if (!beaten) return [];
  return [
    {
      check: 'measure',
      label: `The answer leads with ${lead.text}, but its list holds ${fewest ? 'a smaller' : 'a larger'} count (${beaten.value} at ${beaten.path})`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the ranking names another row than the extreme',
    },
  ];
}
