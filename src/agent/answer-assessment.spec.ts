import { assessAnswer } from './answer-assessment';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset } from './testing/fit-fixtures';
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

describe('assessAnswer: a value whose name holds words that decline', () => {
  // The data's own values ("Can't Tell", "Unable to determine", "No information on file") named in the
  // answer decline nothing: the run filtered or grouped on them. A decline in the answer's own
  // words still declines, whatever the calls filtered on.
  const status = (
    dataset: DataDictionary,
    question: string,
    answer: string,
    calls: ObservedCall[],
  ) =>
    assessAnswer({
      question,
      period: { from: dataset.from ?? '2024-01-01', to: dataset.to ?? '2024-12-31' },
      dataset,
      draft: { text: answer, rating: 0.85, sources: [], followUps: [] },
      calls,
      failedCalls: 0,
      shortenedResults: 0,
      groundedSources: 0,
      ungroundedSources: 0,
      repairs: 0,
    }).status;
  const filtered = (field: string, value: string, count: number) =>
    call(
      {
        entity: 'communications',
        filters: [{ field, op: 'eq', value }],
        metrics: [{ fn: 'count' }],
      },
      { rows: [{ count }] },
    );
  const grouped = (field: string, groups: [string, number][]) =>
    call(
      { entity: 'communications', groupBy: [field], metrics: [{ fn: 'count' }] },
      { groups: groups.map(([value, count]) => ({ [field]: value, count })) },
    );

  const answered: [string, DataDictionary, string, string, ObservedCall[]][] = [
    [
      'a reason filtered on',
      fitDataset(),
      "How many tweets have Can't Tell as their reason?",
      "There are **1190** tweets where negative reason is Can't Tell, over all the data.",
      [filtered('category', "Can't Tell", 1190)],
    ],
    [
      'a clinic outcome filtered on',
      clinicDataset(),
      'How many visits ended as unable to determine?',
      'There are **212** visits where outcome is Unable to determine, over all the data.',
      [filtered('outcome', 'Unable to determine', 212)],
    ],
    [
      'a library status in lower case',
      libraryDataset(),
      'How many requests were marked could not find?',
      'There are **37** requests where status is could not find.',
      [filtered('status', 'Could Not Find', 37)],
    ],
    [
      'the top group of a breakdown',
      clinicDataset(),
      'Which outcome is the most common?',
      'The most common outcome is **No information on file** with 540 visits; then Seen with 420.',
      [
        grouped('outcome', [
          ['No information on file', 540],
          ['Seen', 420],
        ]),
      ],
    ],
  ];
  for (const [name, dataset, question, answer, calls] of answered) {
    it(`answers with ${name}`, () => {
      expect(status(dataset, question, answer, calls)).toBe('answered');
    });
  }

  const declined: [string, DataDictionary, string, string, ObservedCall[]][] = [
    [
      'its own words beside a filtered value',
      fitDataset(),
      "How many Can't Tell tweets came from Ohio?",
      "This data cannot answer that: it does not hold the tweets' state. Can't Tell tweets: 1190.",
      [filtered('category', "Can't Tell", 1190)],
    ],
    [
      'a tool note repeated',
      clinicDataset(),
      'What was the average wait at Hilltop in minutes per nurse?',
      'I could not compute the wait per nurse with the tools offered.',
      [
        call(
          { entity: 'communications', filters: [{ field: 'clinic', op: 'eq', value: 'Hilltop' }] },
          { rows: [{ count: 1700 }], notes: ['could not compute the wait per nurse'] },
        ),
      ],
    ],
    [
      'a one-word operator that is also a word of the decline',
      libraryDataset(),
      'How many requests came from Paris?',
      'That is not in the data: no branch is in Paris.',
      [
        call(
          {
            entity: 'communications',
            filters: [{ field: 'Branch Name', op: 'in', value: ['Northgate'] }],
          },
          { rows: [{ count: 5 }] },
        ),
      ],
    ],
  ];
  for (const [name, dataset, question, answer, calls] of declined) {
    it(`still declines with ${name}`, () => {
      expect(status(dataset, question, answer, calls)).toBe('not answerable');
    });
  }

  // Check phrasings, written after the change above with the code left as it was.
  const checkAnswered: [string, DataDictionary, string, string, ObservedCall[]][] = [
    [
      'a share of a group label',
      fitDataset(),
      'What share of tweets are cannot determine?',
      'Cannot determine makes up 12.0% of the tweets (1760 of 14640).',
      [
        grouped('category', [
          ['Cannot determine', 1760],
          ['Late Flight', 12880],
        ]),
      ],
    ],
    [
      'a status that says what a member lacks',
      libraryDataset(),
      'How many requests are does not have card?',
      'There are **44** requests where status is Does not have card.',
      [filtered('status', 'Does not have card', 44)],
    ],
    [
      'a quoted reason opening the answer',
      libraryDataset(),
      "How often was couldn't find item the reason?",
      "'Couldn't find item' was the reason on **88** requests, over all the data.",
      [filtered('reason', "Couldn't find item", 88)],
    ],
    [
      'two group labels side by side',
      fitDataset(),
      "Can't Tell or Late Flight: which has more tweets?",
      "Can't Tell: 1190; Late Flight: 1665. Late Flight has more.",
      [
        grouped('category', [
          ["Can't Tell", 1190],
          ['Late Flight', 1665],
        ]),
      ],
    ],
    [
      'a value in an in-list',
      clinicDataset(),
      'How many visits had mood not able to tell or unsure?',
      'There are **90** visits where mood is Not able to tell or Unsure.',
      [
        call(
          {
            entity: 'communications',
            filters: [{ field: 'mood', op: 'in', value: ['Not able to tell', 'Unsure'] }],
            metrics: [{ fn: 'count' }],
          },
          { rows: [{ count: 90 }] },
        ),
      ],
    ],
    [
      'a clinic outcome of no records',
      clinicDataset(),
      'How many visits were closed as no records for patient?',
      'There are **31** visits where outcome is No records for patient, at Hilltop.',
      [filtered('outcome', 'No records for patient', 31)],
    ],
  ];
  for (const [name, dataset, question, answer, calls] of checkAnswered) {
    // Read as a decline no more; other checks may still find it partly answered (a field the
    // fixture lacks, a comparison), which is not what is checked here.
    it(`check: does not decline with ${name}`, () => {
      expect(status(dataset, question, answer, calls)).not.toBe('not answerable');
    });
  }
  const checkDeclined: [string, DataDictionary, string, string, ObservedCall[]][] = [
    [
      "a decline in the answer's words after a filtered value",
      clinicDataset(),
      'How old were the patients whose outcome was unable to determine?',
      "I cannot answer that: the data does not record the patients' age.",
      [filtered('outcome', 'Unable to determine', 212)],
    ],
    [
      'a decline naming a grouped value',
      libraryDataset(),
      'What did the Does not have card requests cost?',
      "There were 44 Does not have card requests, but the data does not hold a cost, so I couldn't compute it.",
      [filtered('status', 'Does not have card', 44)],
    ],
  ];
  for (const [name, dataset, question, answer, calls] of checkDeclined) {
    it(`check: still declines with ${name}`, () => {
      expect(status(dataset, question, answer, calls)).toBe('not answerable');
    });
  }
});
