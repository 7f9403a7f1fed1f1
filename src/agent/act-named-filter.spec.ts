import { checkActNamedFilter } from './act-named-filter';
import type { ObservedCall } from './observed-values';
import { call, sourcesOf } from './testing/fit-fixtures';

function casesWithStatus(status: string): ObservedCall {
  return call(
    {
      entity: 'cases',
      filters: [{ field: 'status', op: 'eq', value: status }],
      metrics: [{ fn: 'count' }],
      groupBy: ['airline'],
      order: { by: 'count', direction: 'desc' },
    },
    { matched: 8, rows: [{ airline: 'United', count: 5 }] },
  );
}

function findings(question: string, calls: ObservedCall[]) {
  return checkActNamedFilter(sourcesOf(question, 'United, with 5.', calls));
}

describe('checkActNamedFilter', () => {
  it('flags a state filter the question names only as the act that made every record', () => {
    for (const question of [
      'Which airline has opened the most cases?',
      'Did United or Delta open more cases?',
      'Which airline had the most cases opened in February?',
    ]) {
      const found = findings(question, [casesWithStatus('open')]);
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
    }
  });

  it('accepts the state named as a state, and a state that is not how records begin', () => {
    expect(findings('Which airline has the most open cases?', [casesWithStatus('open')])).toEqual(
      [],
    );
    expect(findings('How many cases are still open?', [casesWithStatus('open')])).toEqual([]);
    expect(findings('Which airline closed the most cases?', [casesWithStatus('closed')])).toEqual(
      [],
    );
  });
});
