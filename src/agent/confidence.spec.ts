import { type ConfidenceEvidence, assessConfidence, levelOf } from './confidence';
import type { ConstraintCheck } from './constraint-coverage';
import type { FigureEvidence } from './events';

function figure(text: string, status: FigureEvidence['status']): FigureEvidence {
  return {
    text,
    start: 0,
    end: text.length,
    kind: 'count',
    status,
    refs: status === 'unsupported' ? [] : [{ step: 1, callId: 'c1', path: 'total' }],
  };
}

const covered: ConstraintCheck = {
  constraint: { kind: 'period', label: 'Q2 2026', from: '2026-04-01', to: '2026-06-30' },
  outcome: 'covered',
};
const uncovered: ConstraintCheck = {
  constraint: { kind: 'period', label: 'Q1 2026', from: '2026-01-01', to: '2026-03-31' },
  outcome: 'uncovered',
  explanation: 'The question asks about Q1 2026; the figures cover 2025-11-01 to 2026-10-31.',
};

const uncoveredValue: ConstraintCheck = {
  constraint: { kind: 'value', label: 'channel chat', field: 'channel', value: 'chat' },
  outcome: 'uncovered',
  explanation: 'The question asks about channel chat; no call filtered or grouped by it.',
};

function evidence(overrides: Partial<ConfidenceEvidence> = {}): ConfidenceEvidence {
  return {
    status: 'answered',
    figures: [figure('412', 'observed'), figure('11.8%', 'derived')],
    checks: [covered],
    sampleSize: 3481,
    modelRating: 0.8,
    successfulCalls: 2,
    failedCalls: 0,
    emptyResults: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
    ...overrides,
  };
}

function sumOf(factors: { delta: number }[]): number {
  return factors.reduce((sum, factor) => sum + factor.delta, 0);
}

describe('assessConfidence', () => {
  it('rates supported figures, covered terms and a large sample High, with factors that add up', () => {
    const confidence = assessConfidence(evidence());
    expect(confidence.level).toBe('high');
    expect(confidence.score).toBeCloseTo(sumOf(confidence.factors), 5);
    expect(confidence.factors.map((factor) => factor.label)).toContain(
      '2 of 2 figure(s) found in or derived from the tool results',
    );
  });

  const cases: [string, Partial<ConfidenceEvidence>, 'medium' | 'low', RegExp][] = [
    [
      'a figure in no tool result',
      { figures: [figure('412', 'observed'), figure('57', 'unsupported')] },
      'low',
      /in no tool result: 57/,
    ],
    [
      'a value of the question no call covered',
      { checks: [covered, uncoveredValue] },
      'medium',
      /asks about channel chat/,
    ],
    [
      'figures of another period than the one asked',
      { checks: [covered, uncovered] },
      'low',
      /another period than asked/,
    ],
    [
      'a ranking asked and none computed',
      {
        checks: [
          covered,
          {
            constraint: { kind: 'rank', label: 'a ranking ("most")' },
            outcome: 'uncovered',
            explanation:
              'The question asks for a ranking ("most"); no tool result lists groups to rank.',
          },
        ],
      },
      'low',
      /ranking or comparison asked was not computed/,
    ],
    ['a main figure resting on 6 rows', { sampleSize: 6 }, 'medium', /n = 6/],
    ['a best effort at the step limit', { limit: 'max-steps' }, 'medium', /step limit/],
    ['a run with no tool results', { successfulCalls: 0 }, 'low', /No tool results/],
    [
      'an answer that declines',
      { status: 'not answerable', figures: [] },
      'low',
      /confirms that the data cannot answer/,
    ],
  ];
  for (const [name, overrides, level, label] of cases) {
    it(`is at most ${level} for ${name}, and says why`, () => {
      const confidence = assessConfidence(evidence(overrides));
      expect(confidence.level === 'high').toBeFalse();
      if (level === 'low') expect(confidence.level).toBe('low');
      expect(confidence.factors.some((factor) => label.test(factor.label))).toBeTrue();
      expect(confidence.score).toBeCloseTo(sumOf(confidence.factors), 5);
    });
  }

  it('keeps a partly answered answer whose main ask was answered above one that left a term out', () => {
    // Right: everything computed, only an incidental word of the question left out.
    const incidental = assessConfidence(evidence({ status: 'partly answered' }));
    // Wrong: the same answer with a value of the question no call covered.
    const missedTerm = assessConfidence(
      evidence({ status: 'partly answered', checks: [covered, uncoveredValue] }),
    );
    // The figures answer the main ask in full: they may be High, but not above the High line.
    expect(incidental.score).toBe(0.8);
    expect(incidental.level).toBe('high');
    expect(incidental.factors.some((factor) => /only incidentally/.test(factor.label))).toBeTrue();
    expect(missedTerm.score).toBeLessThanOrEqual(0.44);
    expect(missedTerm.level).toBe('low');
    expect(missedTerm.score).toBeLessThan(incidental.score);
    for (const confidence of [incidental, missedTerm]) {
      expect(confidence.score).toBeCloseTo(sumOf(confidence.factors), 5);
    }
  });

  it('takes 0.05 off a partly answered answer for each further part it left out', () => {
    const fit = [
      { check: 'measure' as const, label: 'measure off', delta: -0.1, cap: 0.6, capReason: 'x' },
    ];
    const one = assessConfidence(evidence({ status: 'partly answered', fit }));
    const two = assessConfidence(
      evidence({ status: 'partly answered', fit, checks: [covered, uncoveredValue] }),
    );
    expect(one.factors.some((factor) => /parts of the question/.test(factor.label))).toBeFalse();
    expect(two.factors.some((factor) => /2 parts of the question/.test(factor.label))).toBeTrue();
    expect(two.score).toBeLessThan(one.score);
  });

  it('rates a decline the run confirms above one nothing confirms, both Low', () => {
    const outside: ConstraintCheck = {
      constraint: { kind: 'period', label: 'January 2025', from: '2025-01-01', to: '2025-01-31' },
      outcome: 'outside',
      explanation:
        'The question asks about January 2025; the data covers 2025-11-01 to 2026-10-31 only.',
    };
    const confirmed = assessConfidence(
      evidence({ status: 'not answerable', figures: [], checks: [outside] }),
    );
    const unconfirmed = assessConfidence(
      evidence({ status: 'not answerable', figures: [], checks: [covered] }),
    );
    expect(confirmed.level).toBe('low');
    expect(unconfirmed.level).toBe('low');
    expect(confirmed.score).toBeGreaterThan(unconfirmed.score);
    expect(confirmed.factors.map((factor) => factor.label)).toContain(outside.explanation!);
    const byWords = assessConfidence(
      evidence({
        status: 'not answerable',
        figures: [],
        checks: [],
        fit: [
          {
            check: 'terms',
            unaccounted: ['profit'],
            label: 'Words of the question that nothing in the data accounts for: "profit"',
            delta: -0.05,
            cap: 1,
            capReason: 'at most 100%',
          },
        ],
      }),
    );
    expect(byWords.score).toBe(confirmed.score);
    expect(byWords.factors.map((factor) => factor.label)).toContain(
      'The data names nothing for "profit"',
    );
  });

  it('ranks a confirmed decline at the top of Low, with answers a misfit caps, not below them', () => {
    const outside: ConstraintCheck = {
      constraint: { kind: 'period', label: 'March 2024', from: '2024-03-01', to: '2024-03-31' },
      outcome: 'outside',
      explanation: 'The question asks about March 2024; the data starts in August 2024.',
    };
    const misfit = assessConfidence(
      evidence({
        fit: [
          {
            check: 'measure',
            label: 'The question asks for a total; the answer leads with an average',
            delta: -0.25,
            cap: 0.44,
            capReason: 'a figure per record is not the total asked',
          },
        ],
      }),
    );
    for (const modelRating of [0.2, 0.5, undefined]) {
      const confirmed = assessConfidence(
        evidence({
          status: 'not answerable',
          figures: [],
          checks: [outside],
          ...(modelRating === undefined ? { modelRating: undefined } : { modelRating }),
        }),
      );
      expect(confirmed.level).toBe('low');
      expect(confirmed.score).toBeGreaterThanOrEqual(misfit.score);
    }
    const unconfirmed = assessConfidence(
      evidence({ status: 'not answerable', figures: [], checks: [covered], modelRating: 0.2 }),
    );
    expect(unconfirmed.score).toBeLessThan(0.3);
  });

  it('lists each fit finding as a factor and keeps the score under its cap', () => {
    const capped = assessConfidence(
      evidence({
        fit: [
          {
            check: 'filter',
            label: 'A filter the question did not ask for narrows the figures: status = pending',
            delta: -0.2,
            cap: 0.44,
            capReason: 'the figures are of a narrower population than asked',
          },
        ],
      }),
    );
    expect(capped.score).toBeLessThanOrEqual(0.44);
    expect(capped.factors.map((factor) => factor.label)).toContain(
      'A filter the question did not ask for narrows the figures: status = pending',
    );
    expect(capped.score).toBeCloseTo(sumOf(capped.factors), 5);
  });

  it('weighs the model rating as one input: a confident model cannot lift an unsupported answer', () => {
    const sure = assessConfidence(
      evidence({ modelRating: 1, figures: [figure('57', 'unsupported')], checks: [uncovered] }),
    );
    expect(sure.level).toBe('low');
    const highRated = assessConfidence(evidence({ modelRating: 1 }));
    const lowRated = assessConfidence(evidence({ modelRating: 0 }));
    expect(highRated.score - lowRated.score).toBeCloseTo(0.2, 5);
  });

  it('lowers the score for empty results and shortened observations', () => {
    const clean = assessConfidence(evidence()).score;
    expect(assessConfidence(evidence({ emptyResults: 1 })).score).toBeLessThan(clean);
    expect(assessConfidence(evidence({ shortenedResults: 1 })).score).toBeLessThan(clean);
  });

  it('does not count an empty result that a later call the figures rest on made good', () => {
    // Right: a look-up by id found nothing, a search then found the record the answer states.
    const recovered = assessConfidence(evidence({ emptyResults: 1, recoveredEmptyResults: 1 }));
    // Wrong-prone: the empty result stands, nothing later made it good.
    const standing = assessConfidence(evidence({ emptyResults: 1 }));
    expect(recovered.factors.some((factor) => /came back empty/.test(factor.label))).toBeFalse();
    expect(
      recovered.factors.some((factor) => /made good by a later call/.test(factor.label)),
    ).toBeTrue();
    expect(
      standing.factors.some((factor) => /1 tool result\(s\) came back empty/.test(factor.label)),
    ).toBeTrue();
    expect(recovered.score).toBeGreaterThan(standing.score);
    expect(recovered.score).toBeCloseTo(sumOf(recovered.factors), 5);
  });

  it('is deterministic', () => {
    expect(assessConfidence(evidence())).toEqual(assessConfidence(evidence()));
  });

  it('maps scores to levels', () => {
    expect(levelOf(0.8)).toBe('high');
    expect(levelOf(0.79)).toBe('medium');
    expect(levelOf(0.45)).toBe('medium');
    expect(levelOf(0.44)).toBe('low');
  });
});
