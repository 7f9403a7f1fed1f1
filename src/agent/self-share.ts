import type { FitFinding, FitSources } from './answer-fit';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';

const SHARE_KEY = /share|pct|percent/i;

/**
 * "What percentage of bug tickets is that?" answered "100.0% of the 107 tickets … have issue type
 * bug": a share read from a grouping by a field the same call held to one value is 100% by
 * construction (every row kept has that value), and 0% for any other value of that field. It
 * restates the filter; it is not the part of a whole the question asks for.
 */
export function checkSelfShare(sources: FitSources): FitFinding[] {
  for (const call of sources.calls) {
    const held = heldGrouping(call);
    if (!held) continue;
    // Every other value of the field is then 0% by construction ("0.0% … have channel phone").
    const shares = [...sharesOf(call.output), 0];
    // The figure is matched by value: evidence may cite another call's equal figure first
    // (100% is also "1 row as a percentage").
    const figure = sources.figures.find(
      (candidate) =>
        candidate.status !== 'unsupported' &&
        candidate.kind === 'percent' &&
        shares.some((share) => Math.abs(percentOf(candidate.text) - share * 100) < 0.06),
    );
    if (figure) {
      return [
        {
          check: 'measure',
          label: `The share ${figure.text} is of a grouping by ${held.field}, which the same call kept to "${held.value}" alone: it is 100% or 0% by construction, not the share asked`,
          delta: -0.25,
          cap: 0.44,
          capReason: 'the share restates a filter',
        },
      ];
    }
  }
  return impliedShare(sources);
}

/**
 * "What share of all Dropped calls cases got a credit?" answered "100.0% of the 125 cases where
 * issue is Dropped calls and credit is given have credit above 0": the base call already held the
 * field the part is about (credit given), so the part's own condition on that field keeps every
 * row of the base, or none. A share of 100% or 0% between two calls whose filters differ only on
 * a field both hold is the filter restated, not the part of the whole asked for.
 */
function impliedShare(sources: FitSources): FitFinding[] {
  const figure = sources.figures.find(
    (candidate) =>
      candidate.status !== 'unsupported' &&
      candidate.kind === 'percent' &&
      [0, 100].some((bound) => Math.abs(percentOf(candidate.text) - bound) < 0.06),
  );
  if (!figure) return [];
  for (const base of sources.calls) {
    const baseFilters = filtersOf(base);
    if (!baseFilters.length) continue;
    const baseKeys = new Set(baseFilters.map((filter) => JSON.stringify(filter)));
    const baseFields = new Set(baseFilters.map((filter) => String(filter['field'])));
    for (const part of sources.calls) {
      if (part === base) continue;
      const partFilters = filtersOf(part);
      const partKeys = new Set(partFilters.map((filter) => JSON.stringify(filter)));
      if (![...baseKeys].every((key) => partKeys.has(key))) continue;
      const extra = partFilters.filter((filter) => !baseKeys.has(JSON.stringify(filter)));
      if (!extra.length || !extra.every((filter) => baseFields.has(String(filter['field'])))) {
        continue;
      }
      const field = String(extra[0]!['field']);
      return [
        {
          check: 'measure',
          label: `The share ${figure.text} is of records the base already held to ${field}; the part's own condition on ${field} keeps all of them or none, so it restates a filter, not the share asked`,
          delta: -0.2,
          cap: 0.6,
          capReason: 'the share restates a filter',
        },
      ];
    }
  }
  return [];
}

function filtersOf(call: ObservedCall): Record<string, unknown>[] {
  const input = call.input;
  if (!isPlainObject(input) || !Array.isArray(input['filters'])) return [];
  return input['filters'].filter(isPlainObject);
}

/** The shares (0..1) of a result's rows, under a key that names a share. */
function sharesOf(output: unknown): number[] {
  if (!isPlainObject(output) || !Array.isArray(output['rows'])) return [];
  return output['rows'].flatMap((row) =>
    isPlainObject(row)
      ? Object.entries(row)
          .filter(([key, value]) => SHARE_KEY.test(key) && typeof value === 'number')
          .map(([, value]) => value as number)
      : [],
  );
}

function percentOf(text: string): number {
  return Number(text.replace(/[%,\s]/g, ''));
}

/** A field the call both groups by and filters to one value, with that value. */
function heldGrouping(call: ObservedCall): { field: string; value: string } | undefined {
  const input = call.input;
  if (!isPlainObject(input)) return undefined;
  const groupBy = Array.isArray(input['groupBy']) ? input['groupBy'] : [];
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  for (const filter of filters) {
    if (!isPlainObject(filter) || !groupBy.includes(filter['field'])) continue;
    const value = filter['value'];
    const one =
      filter['op'] === 'eq'
        ? value
        : filter['op'] === 'in' && Array.isArray(value) && value.length === 1
          ? value[0]
          : undefined;
    if (one === undefined || one === null) continue;
    return { field: String(filter['field']), value: String(one) };
  }
  return undefined;
}
