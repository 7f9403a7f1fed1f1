import { assessFit, FIT_CHECKS, type FitFinding } from '../answer-fit';
import type { DataDictionary } from '../dataset';
import type { ObservedCall } from '../observed-values';
import { call, sourcesOf } from './fit-fixtures';

/** The lowest cap the fit checks put on an answer (1 when none applies). */
export function capOf(
  question: string,
  answer: string,
  calls: readonly ObservedCall[],
  data: DataDictionary,
  without?: string | readonly string[],
): number {
  const left = typeof without === 'string' ? [without] : (without ?? []);
  const checks = FIT_CHECKS.filter((entry) => !left.includes(entry.name));
  const findings: FitFinding[] = assessFit(sourcesOf(question, answer, calls, data), checks);
  return Math.min(1, ...findings.map((finding) => finding.cap));
}

/** The findings of one named fit check. */
export function findingsBy(
  name: string,
  question: string,
  answer: string,
  calls: readonly ObservedCall[],
  data: DataDictionary,
): FitFinding[] {
  const check = FIT_CHECKS.find((entry) => entry.name === name)!;
  return check.check(sourcesOf(question, answer, calls, data));
}

/** A grouped query's call: one row per value of `field`, with the given metric key. */
export function groupedCall(
  field: string,
  rows: readonly [string, number][],
  key = 'count',
  callId = 'c1',
): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'count' }],
      groupBy: [field],
      order: { by: key, direction: 'desc' },
    },
    { rows: rows.map(([value, figure]) => ({ [field]: value, [key]: figure })) },
    callId,
  );
}

/** An ungrouped query's call with one figure. */
export function totalCall(key: string, value: number, callId = 'c9'): ObservedCall {
  return call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
    { [key]: value },
    callId,
  );
}

/** A record look-up's call: the profile's days as a customer and how many messages it sent. */
export function lookupCall(id: string, tenureDays: number, count: number): ObservedCall {
  return {
    step: 1,
    callId: 'c1',
    tool: 'get_customer_info',
    input: { customerId: id },
    output: {
      customer: { id, name: id, segment: 'unknown', tenureDays },
      communicationCount: count,
      complaints: 0,
    },
  };
}
