import { checkUnaskedPeriod } from './unasked-period';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import type { ObservedCall } from './observed-values';

/** A year of data, so that one month of it is a period of its own. */
const dataset = { ...fitDataset(), from: '2025-01-01', to: '2025-12-31' };

function sentiment(from?: string, to?: string): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters:
        from && to
          ? [
              { field: 'at', op: 'gte', value: from },
              { field: 'at', op: 'lt', value: to },
            ]
          : [],
      metrics: [{ fn: 'avg', field: 'sentiment' }],
      groupBy: ['airline'],
    },
    { rows: [{ airline: 'Delta', avgSentiment: -0.304, count: 900 }] },
  );
}

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkUnaskedPeriod(sourcesOf(question, answer, calls, dataset));
}

describe('checkUnaskedPeriod', () => {
  it('flags a lead figure of one month when the question names no period', () => {
    const found = findings('Which airline do flyers feel worst about?', 'Delta: -0.304.', [
      sentiment('2025-11-01', '2025-12-01'),
    ]);
    expect(found.length).toBe(1);
    expect(found[0]!.label).toContain('2025-11-01 to 2025-11-30');
  });

  it('accepts the whole span, and a period the question names', () => {
    expect(
      findings('Which airline do flyers feel worst about?', 'Delta: -0.304.', [sentiment()]),
    ).toEqual([]);
    expect(
      findings('Which airline did flyers feel worst about in November?', 'Delta: -0.304.', [
        sentiment('2025-11-01', '2025-12-01'),
      ]),
    ).toEqual([]);
  });

  it('reads a unit asked for and "fall" as a verb as no period', () => {
    for (const question of [
      'On which day did flyers seem to fall out with Delta?',
      'Which airline do flyers feel worst about, per month?',
    ]) {
      expect(findings(question, 'Delta: -0.304.', [sentiment('2025-09-01', '2025-12-01')]).length)
        .withContext(question)
        .toBe(1);
    }
    // "In the fall" names one.
    expect(
      findings('Which airline did flyers feel worst about in the fall?', 'Delta: -0.304.', [
        sentiment('2025-09-01', '2025-12-01'),
      ]),
    ).toEqual([]);
  });

  it('reads a follow-up with the question before it', () => {
    const followUp = (previousQuestion: string) =>
      checkUnaskedPeriod({
        ...sourcesOf(
          'How do flyers feel about it on average?',
          'Delta: -0.304.',
          [sentiment('2025-11-01', '2025-12-01')],
          dataset,
        ),
        previousQuestion,
      });
    expect(followUp('Which airline gets the most tweets?').length).toBe(1);
    expect(followUp('Which airline got the most tweets in November?')).toEqual([]);
  });
});
