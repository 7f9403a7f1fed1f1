import { assessAnswer } from './answer-assessment';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

/** The clinic visits with a rating whose label carries its scale, as an import may name it. */
function ratedClinics(): DataDictionary {
  const base = clinicDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'rating',
        label: 'rating (1–5)',
        entity: 'communications',
        role: 'custom',
        type: 'number',
        filled: 5000,
        distinct: 5,
        min: 1,
        max: 5,
      },
    ],
  };
}

const hilltopRating = call(
  {
    entity: 'communications',
    filters: [{ field: 'clinic', op: 'eq', value: 'Hilltop' }],
    metrics: [{ fn: 'count' }, { fn: 'avg', field: 'rating' }],
  },
  { count: 1700, avgRating: 3.8 },
);

function assess(dataset: DataDictionary, answer: string, calls: ObservedCall[]) {
  return assessAnswer({
    question: 'What is the average rating at Hilltop?',
    period: { from: '2024-01-01', to: '2024-12-31' },
    dataset,
    draft: { text: answer, rating: 0.85, sources: [], followUps: [] },
    calls,
    failedCalls: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
  });
}

describe('assessAnswer', () => {
  it("reads a field's label quoted in the answer as the data's name, not a claim", () => {
    const answer = 'The average rating (1–5) is 3.8 over 1,700 visits where clinic is Hilltop.';
    const labelled = assess(ratedClinics(), answer, [hilltopRating]);
    expect(labelled.evidence.filter((figure) => figure.status === 'unsupported')).toEqual([]);
    expect(labelled.confidence.level).toBe('high');
    // A scale the data does not name is a figure like any other: nothing observed holds 5.
    const invented = assess(ratedClinics(), 'The average rating is 3.8 of 5.5.', [hilltopRating]);
    expect(invented.evidence.some((figure) => figure.status === 'unsupported')).toBeTrue();
    expect(invented.confidence.level).toBe('low');
  });
});

describe('assessAnswer: a record looked up by an id an import keeps', () => {
  const lookups: [DataDictionary, string, string, Record<string, unknown>, string][] = [
    [
      clinicDataset(),
      'What fee was charged on visit CLN204417?',
      'CLN204417',
      { clinic: 'Hilltop', fee_gbp: 62.5 },
      '**CLN204417**: its fee (GBP) is **62.5**.\n- clinic: Hilltop',
    ],
    [
      libraryDataset(),
      'How much fine was owed on request LIB/23/00412?',
      'LIB/23/00412',
      { 'Branch Name': 'Northgate', fine_amt: 4.5 },
      '**LIB/23/00412**: its fine owed (USD) is **4.5**.\n- branch: Northgate',
    ],
  ];
  for (const [dataset, question, id, fields, answer] of lookups) {
    const found: ObservedCall = {
      step: 1,
      callId: 'c1',
      tool: 'get_communication',
      input: { id },
      output: { summary: `${id}: one record`, communication: { id, ...fields } },
    };
    const assessed = (calls: ObservedCall[], text: string) =>
      assessAnswer({
        question,
        period: { from: dataset.from!, to: dataset.to! },
        dataset,
        draft: { text, rating: 0.85, sources: [id], followUps: [] },
        calls,
        failedCalls: 0,
        shortenedResults: 0,
        // The run's own index did not read the id as one: the assessment finds it in the result.
        groundedSources: 0,
        ungroundedSources: 1,
        repairs: 0,
      });
    it(`rates the found record ${id}, its asked value first, High`, () => {
      const result = assessed([found], answer);
      expect(result.status).toBe('answered');
      expect(result.confidence.level).toBe('high');
    });
    it(`declines ${id} when no result holds it`, () => {
      const missing: ObservedCall = { ...found, output: { summary: 'no record', rows: [] } };
      const result = assessed([missing], `No record ${id} was found.`);
      expect(result.status).toBe('not answerable');
    });
  }
});

describe('assessAnswer: the same answer over the same results, calls recorded in either order', () => {
  // Calls of one step run in parallel and are recorded as they finish: a figure two results hold
  // must be read the same way whichever finished first.
  const fewVisits: ObservedCall = {
    step: 1,
    callId: 'toolu_run_2',
    tool: 'query_data',
    input: {
      entity: 'communications',
      filters: [
        { field: 'clinic', op: 'eq', value: 'Hilltop' },
        { field: 'created_at', op: 'gte', value: '2024-12-30' },
      ],
      metrics: [{ fn: 'count' }, { fn: 'avg', field: 'rating' }],
    },
    output: { rows: [{ count: 6, avgRating: 3.8 }] },
  };
  const allVisits: ObservedCall = { ...hilltopRating, callId: 'toolu_run_10' };
  const answer = 'The average rating at Hilltop is 3.8.';

  it('gives one score and one first ref for both orders', () => {
    const one = assess(ratedClinics(), answer, [fewVisits, allVisits]);
    const other = assess(ratedClinics(), answer, [allVisits, fewVisits]);
    expect(other.confidence.score).toBe(one.confidence.score);
    expect(other.confidence.level).toBe(one.confidence.level);
    expect(other.evidence.map((figure) => figure.refs)).toEqual(
      one.evidence.map((figure) => figure.refs),
    );
  });

  it('reads calls of one step by their ids, digits as numbers (_2 before _10)', () => {
    for (const calls of [
      [fewVisits, allVisits],
      [allVisits, fewVisits],
    ]) {
      const [figure] = assess(ratedClinics(), answer, calls).evidence;
      expect(figure!.refs[0]!.callId).toBe('toolu_run_2');
    }
  });

  it('reads an earlier step before a later one, whatever their ids', () => {
    const later: ObservedCall = { ...fewVisits, step: 2, callId: 'a_0' };
    for (const calls of [
      [later, allVisits],
      [allVisits, later],
    ]) {
      const [figure] = assess(ratedClinics(), answer, calls).evidence;
      expect(figure!.refs[0]!.callId).toBe('toolu_run_10');
    }
  });
});
