import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import scopeWords from './words/scope-words.json';

/** A comparison between the two sides: "than", "vs", "compared with", "difference". */
const COMPARES = /\b(?:than|vs\.?|versus|compared?|comparison|differ\w*)\b/i;
/** The other side said as the flag's absence: "never escalated", "non-members", "not flagged". */
const ABSENCE = /\b(?:not|non|never|without|no)\b|n't\b/i;
const phrases = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.map((word) => word.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
/** "For permit holders, and for everyone else": the other side said as the rest of the records. */
const OTHER_SIDE = phrases(scopeWords.otherSide);
/** "For A or for B", "both", "each": two sides set side by side without a comparative. */
const SIDES_JOIN = phrases(scopeWords.sidesJoin);

/**
 * "Do escalated tickets take longer to resolve than ones that were never escalated?" sets the
 * records with a yes/no field against those without it: each side needs its own figure. An answer
 * whose calls neither grouped by the field nor kept each side in turn (the rate of the flag over
 * all records, or one side only) has not made the comparison.
 */
export function checkFlagSides(sources: FitSources): FitFinding[] {
  const question = sources.question;
  if (
    !sources.dataset ||
    !(COMPARES.test(question) || SIDES_JOIN.test(question)) ||
    !(ABSENCE.test(question) || OTHER_SIDE.test(question))
  ) {
    return [];
  }
  const field = namedFlag(sources);
  if (!field) return [];
  const sides = new Set<string>();
  for (const call of sources.calls) {
    const input = call.input;
    if (!isPlainObject(input)) continue;
    if (Array.isArray(input['groupBy']) && input['groupBy'].includes(field.name)) return [];
    const filters = Array.isArray(input['filters']) ? input['filters'] : [];
    for (const filter of filters) {
      if (!isPlainObject(filter) || filter['field'] !== field.name) continue;
      sides.add(`${String(filter['op'])} ${String(filter['value'])}`);
    }
  }
  if (sides.size >= 2) return [];
  const named = field.label ?? field.name;
  return [
    {
      check: 'sides',
      label: `The question sets records with ${named} against those without it; no call gave each side its own figure`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'one side of the comparison is missing',
      partial: true,
    },
  ];
}

/** The one yes/no field the question names by every word of its name or label. */
function namedFlag(sources: FitSources): DatasetField | undefined {
  const asked = new Set(tokens(sources.question).map(stem));
  const named = (sources.dataset?.fields ?? []).filter(
    (field) =>
      field.type === 'boolean' &&
      field.filled > 0 &&
      [field.name, field.label].some((name) => {
        const words = name
          ? tokens(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ')).map(stem)
          : [];
        return words.length > 0 && words.every((word) => asked.has(word));
      }),
  );
  const distinct = new Set(named.map((field) => field.name));
  return distinct.size === 1 ? named[0] : undefined;
}
