import type { FitFinding, FitSources } from './answer-fit';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

/** "Across all cases", "of everything", "overall": one figure over every record is asked. */
const OVERALL =
  /\b(?:overall|altogether|all\s+told|in\s+total|across\s+(?:all|every|the\s+whole)|out\s+of\s+(?:all|every)|of\s+(?:all|every)(?:thing|one|body)?|whole|entire)\b/i;
/** Words that ask for a figure per group ("by branch", "for each", "which …", "broken down"). */
const PER_GROUP =
  /\b(?:by|per|each|which|who|whose|for\s+every|broken\s+down|break\s*down|breakdown|split|respectively|versus|vs|compare\w*|rank\w*|top|most|least|highest|lowest)\b/i;

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
