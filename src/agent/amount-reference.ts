import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import { numberFieldsRead } from './number-readings';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';
import degreeReferences from './words/degree-references.json';

/** "That long", "as much", "so late": an ask that points back at an amount just stated. */
const AMOUNT_AGAIN = new RegExp(
  `\\b(?:that|this|so|as)\\s+(?:${[...new Set(degreeReferences.adjectives)].join('|')})\\b`,
  'i',
);

/**
 * "What is the longest any car was off the road, in days, and how many cars were off that long?":
 * the second ask counts the records AT the amount the first ask found ("that long" = 24 days), so
 * the call that counts must hold the number field the first ask read (days off the road = 24). A
 * count with no condition on it (2980 concerns, every record) answers another question.
 */
export function checkAmountReference(sources: FitSources): FitFinding[] {
  const asks = splitAsks(sources.question);
  if (asks.length < 2) return [];
  if (!asks.slice(1).some((ask) => AMOUNT_AGAIN.test(ask.text))) return [];
  if (AMOUNT_AGAIN.test(asks[0]!.text)) return [];
  const measured = new Set(sources.calls.flatMap((call) => numberFieldsRead(call.input)));
  if (!measured.size) return [];
  // The calls that count without reading a number field: the second ask's count.
  const counts = sources.calls.filter((call) => numberFieldsRead(call.input).length === 0);
  if (!counts.length) return [];
  if (counts.some((call) => filtersAny(call, measured))) return [];
  const names = [...measured].join(', ');
  return [
    {
      check: 'filter',
      label: `The second ask counts the records at the amount the first found ("${AMOUNT_AGAIN.exec(sources.question)?.[0]}"); no counting call held ${names} to it`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the count is of every record, not those at the amount stated',
      partial: true,
    },
  ];
}

function filtersAny(call: ObservedCall, fields: ReadonlySet<string>): boolean {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['filters'])) return false;
  return input['filters'].some(
    (filter) => isPlainObject(filter) && fields.has(String(filter['field'])),
  );
}
