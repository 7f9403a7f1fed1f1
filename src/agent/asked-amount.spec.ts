import { assessFit } from './answer-fit';
import { asksAmount } from './asked-amount';
import type { DataDictionary } from './dataset';
import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, fitFindings, sourcesOf, span } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const AMOUNT =
  'The question asks for an amount (how much); the answer states only counts of records';

const deltaCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
    metrics: [{ fn: 'count' }],
  },
  { matched: 2222, rows: [{ count: 2222 }] },
);
const sentimentRanking = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'avg', field: 'sentiment' }, { fn: 'count' }],
    groupBy: ['airline'],
    order: { by: 'avg_sentiment', direction: 'desc' },
  },
  {
    matched: 14640,
    rows: [
      { airline: 'Virgin America', avgSentiment: 0.1126, count: 504 },
      { airline: 'Delta', avgSentiment: -0.185, count: 2222 },
    ],
  },
);
const countRanking = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'count' }],
    groupBy: ['airline'],
    order: { by: 'count', direction: 'desc' },
  },
  {
    matched: 14640,
    rows: [
      { airline: 'United', count: 3822 },
      { airline: 'US Airways', count: 2913 },
    ],
  },
);

function labels(question: string, answer: string, calls: ObservedCall[]): string[] {
  return fitFindings(question, answer, calls).map((finding) => finding.label);
}

describe('asked amounts and count rankings', () => {
  it('takes a figure read from a sum of a field as the amount, beside the count of records', () => {
    const refundSum = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
        metrics: [{ fn: 'count' }, { fn: 'sum', field: 'refund_amount' }],
      },
      { matched: 2222, rows: [{ count: 2222, sumRefund_amount: 157292.06 }] },
    );
    const question = 'How much did we refund to Delta passengers?';
    // Right: the total refunded is stated (with the rows behind it).
    expect(
      labels(question, 'The total refund amount is 157292.06 over 2222 tweets.', [refundSum]),
    ).not.toContain(AMOUNT);
    // Wrong: only the count of records.
    expect(labels(question, 'There are 2222 tweets about Delta.', [refundSum])).toContain(AMOUNT);
  });

  it('reads "how much", "total $", cost and spend as asking an amount, not "how much of"', () => {
    expect(asksAmount('How much did we pay out to Delta passengers?')).toBeTrue();
    expect(asksAmount('total $ spent on vouchers?')).toBeTrue();
    expect(asksAmount('Which airline cost us the most?')).toBeTrue();
    expect(asksAmount('Did we pay more for Delta or for United?')).toBeTrue();
    expect(asksAmount('How much of the data is about Delta?')).toBeFalse();
    expect(asksAmount('How many tweets mention Delta?')).toBeFalse();
    expect(asksAmount('How many customers paid by card?')).toBeFalse();
    expect(asksAmount('How many tweets, and how much did we pay out?')).toBeTrue();
    expect(asksAmount('Which airline got the most complaints?')).toBeFalse();
  });

  it('caps an amount asked and answered with a count of records, and marks it partly answered', () => {
    const findings = fitFindings(
      'How much did we pay out to Delta passengers?',
      'There are **2,222** communications where airline is Delta.',
      [deltaCount],
    );
    const amount = findings.find((finding) => finding.label === AMOUNT);
    expect(amount?.cap).toBeLessThan(0.8);
    expect(amount?.partial).toBeTrue();
  });

  it('flags the amount left out of a two-part question answered with counts only', () => {
    expect(
      labels(
        'How many tweets mention Delta and how much did we pay out on them?',
        'There are **2,222** communications where airline is Delta.',
        [deltaCount],
      ),
    ).toContain(AMOUNT);
  });

  it('carries the amount asked into a bare follow-up', () => {
    const question = 'and what about Delta?';
    const answer = 'There are **2,222** communications where airline is Delta.';
    const data = fitDataset();
    const findings = assessFit({
      question,
      previousQuestion: 'How much did we pay out to United passengers?',
      answer,
      constraints: extractConstraints({ question, period: span, dataset: data }),
      figures: findFigureEvidence(answer, [deltaCount]),
      calls: [deltaCount],
      dataset: data,
    });
    expect(findings.map((finding) => finding.label)).toContain(AMOUNT);
  });

  it('accepts a field value read from a record and a count asked "how much of the data"', () => {
    const lookup: ObservedCall = {
      step: 1,
      callId: 'c1',
      tool: 'get_communication',
      input: { id: 'T-1' },
      output: { id: 'T-1', fare: 119, airline: 'Delta' },
    };
    expect(labels('How much was the fare on T-1?', 'Its fare is **119**.', [lookup])).not.toContain(
      AMOUNT,
    );
    expect(
      labels('How much of the data is about Delta?', '2,222 communications are about Delta.', [
        deltaCount,
      ]),
    ).not.toContain(AMOUNT);
  });

  it('caps "the top" answered with a ranking by an average the question does not name', () => {
    const findings = fitFindings(
      'What is the top airline?',
      'The airline with the highest average sentiment is **Virgin America** with 0.1126.',
      [sentimentRanking],
    );
    const ranking = findings.find((finding) => /ranking by count/.test(finding.label));
    expect(ranking?.cap).toBeLessThan(0.8);
  });

  it('accepts "the top" ranked by count, or by the average the question names', () => {
    const byCount = labels(
      'What is the most common airline?',
      'The airline with the most communications is **United** with 3,822.',
      [countRanking],
    );
    expect(byCount.filter((label) => /ranking by count/.test(label))).toEqual([]);
    const named = labels(
      'What is the top airline by average sentiment?',
      'The airline with the highest average sentiment is **Virgin America** with 0.1126.',
      [sentimentRanking],
    );
    expect(named.filter((label) => /ranking by count/.test(label))).toEqual([]);
  });
});

describe('a total asked, answered with a figure per record', () => {
  const perRecord = /asks for a total; the answer leads with an average/;

  it('flags an average refund where the question asks how much was refunded (airline tweets)', () => {
    const refunds = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
        metrics: [
          { fn: 'avg', field: 'refund_amount' },
          { fn: 'sum', field: 'refund_amount' },
        ],
      },
      { matched: 2222, rows: [{ avgRefund_amount: 70.79, sumRefund_amount: 157292.06 }] },
    );
    const question = 'How much did we refund to Delta passengers?';
    expect(
      labels(question, 'The average refund is 70.79 over 2222 tweets.', [refunds]).some((label) =>
        perRecord.test(label),
      ),
    ).toBeTrue();
    expect(labels(question, 'We refunded 157292.06 in all (2222 tweets).', [refunds])).toEqual([]);
    // Asked per record, a mean is the answer.
    expect(
      labels('How much do we refund per Delta tweet?', 'The average refund is 70.79.', [refunds]),
    ).toEqual([]);
  });

  it('flags an average fee where the question asks the fees in total (clinic visits)', () => {
    const fees = call(
      {
        entity: 'communications',
        filters: [{ field: 'clinic', op: 'eq', value: 'Hilltop' }],
        metrics: [
          { fn: 'avg', field: 'fee_gbp' },
          { fn: 'sum', field: 'fee_gbp' },
        ],
      },
      { matched: 1700, rows: [{ avgFee_gbp: 42.5, sumFee_gbp: 72250 }] },
    );
    const clinicLabels = (question: string, answer: string) =>
      assessFit(sourcesOf(question, answer, [fees], clinicDataset()))
        .filter((finding) => finding.delta < 0)
        .map((finding) => finding.label);
    const question = 'What did Hilltop take in fees in total?';
    expect(
      clinicLabels(question, 'The average fee (GBP) is 42.5 over 1700 visits.').some((label) =>
        perRecord.test(label),
      ),
    ).toBeTrue();
    expect(clinicLabels(question, 'Hilltop took 72250 in fees over 1700 visits.')).toEqual([]);
  });

  it('reads a bare follow-up of an average as that average again, and of a total as a total', () => {
    const fees = call(
      {
        entity: 'communications',
        filters: [{ field: 'clinic', op: 'eq', value: 'Old Town' }],
        metrics: [{ fn: 'avg', field: 'fee_gbp' }],
      },
      { matched: 1100, rows: [{ avgFee_gbp: 38.25 }] },
    );
    const fines = call(
      {
        entity: 'communications',
        filters: [{ field: 'req type', op: 'eq', value: 'Renewal' }],
        metrics: [{ fn: 'avg', field: 'fine_amt' }],
      },
      { matched: 3100, rows: [{ avgFine_amt: 2.75 }] },
    );
    const cases = [
      [
        'What was the average fee at Hilltop?',
        'And at Old Town?',
        'The average fee (GBP) is 38.25 over 1100 visits.',
        fees,
        clinicDataset(),
      ],
      [
        'what do patients typically pay at Hilltop',
        'what about old town',
        'The average fee (GBP) is 38.25 over 1100 visits.',
        fees,
        clinicDataset(),
      ],
      [
        'What is the mean fine owed on holds?',
        'What about for renewals?',
        'The average fine owed is 2.75 over 3100 requests.',
        fines,
        libraryDataset(),
      ],
    ] as const;
    for (const [previousQuestion, question, answer, made, data] of cases) {
      const found = assessFit({ ...sourcesOf(question, answer, [made], data), previousQuestion });
      expect(found.filter((finding) => perRecord.test(finding.label)))
        .withContext(question)
        .toEqual([]);
    }
    // After a total, the bare follow-up still asks a total.
    const found = assessFit({
      ...sourcesOf(
        'And at Old Town?',
        'The average fee (GBP) is 38.25 over 1100 visits.',
        [fees],
        clinicDataset(),
      ),
      previousQuestion: 'How much did Hilltop take in fees?',
    });
    expect(found.some((finding) => perRecord.test(finding.label))).toBeTrue();
  });

  it('reads "how far" as an amount and "how much longer" as a difference, not a total', () => {
    expect(asksAmount('How far do couriers ride to Hilltop?')).toBeTrue();
    expect(asksAmount('How much longer do patients wait at Hilltop?')).toBeFalse();
    expect(asksAmount('How much more did Delta refund than United?')).toBeFalse();
  });
});

describe('"how much" of the records themselves', () => {
  const fitCount = (question: string, data: ReturnType<typeof clinicDataset>) =>
    assessFit(
      sourcesOf(
        question,
        'There are 1,700 communications.',
        [call({ entity: 'communications', metrics: [{ fn: 'count' }] }, { count: 1700 })],
        data,
      ),
    ).filter((finding) => finding.label === AMOUNT);

  it("reads the noun of the data set's own name as the records (clinic visits, airline tweets)", () => {
    const feedback = { ...clinicDataset(), name: 'Patient feedback' };
    expect(fitCount('How much feedback did Hilltop get?', feedback)).toEqual([]);
    // An amount of something else is still an amount.
    expect(fitCount('How much did Hilltop charge in fees?', feedback).length).toBe(1);
    const mail = { ...fitDataset(), name: 'Airline customer mail' };
    expect(fitCount('How much mail did Delta get in February?', mail)).toEqual([]);
    // A noun the set's name does not hold is read as an amount asked, as before.
    expect(
      fitCount('How much mail did Delta get?', { ...mail, name: 'Airline tweets' }).length,
    ).toBe(1);
  });
});

describe('an amount asked beside a count ("their combined value", "add up to")', () => {
  const bounded = (field: string, bound: number, count: number, sum?: number) =>
    call(
      {
        entity: 'communications',
        filters: [{ field, op: 'gt', value: bound }],
        metrics: sum === undefined ? [{ fn: 'count' }] : [{ fn: 'count' }, { fn: 'sum', field }],
      },
      {
        filters: { [field]: `gt ${bound}` },
        matched: count,
        rows: [
          sum === undefined
            ? { count }
            : { count, [`sum${field[0]!.toUpperCase()}${field.slice(1)}`]: sum },
        ],
      },
    );
  const cases: [string, string, string, ObservedCall, ObservedCall][] = [
    [
      'Among the fees over £80, how many were charged and what was their combined value?',
      'There are **310** visits where fee (GBP) is above 80.',
      'There are **310** visits where fee (GBP) is above 80, worth 29450 in all.',
      bounded('fee_gbp', 80, 310),
      bounded('fee_gbp', 80, 310, 29450),
    ],
    [
      'Of the fines over $10, how many were there and what did they add up to?',
      'There are **700** requests where fine owed is above 10.',
      'There are **700** requests where fine owed is above 10, 9100 in total.',
      bounded('fine_amt', 10, 700),
      bounded('fine_amt', 10, 700, 9100),
    ],
  ];
  const data = [clinicDataset(), libraryDataset()];
  cases.forEach(([question, countOnly, withSum, countCall, sumCall], index) => {
    const amountFindings = (answer: string, calls: ObservedCall[]) =>
      assessFit(sourcesOf(question, answer, calls, data[index])).filter((finding) =>
        /an amount \(how much\)/.test(finding.label),
      );
    it(`reads "${question}" as asking an amount`, () => {
      expect(asksAmount(question)).toBeTrue();
    });
    it(`keeps "${question}" below High with counts only, the bound said back included`, () => {
      const findings = amountFindings(countOnly, [countCall]);
      expect(findings.length).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
    it(`leaves "${question}" alone when the sum is stated`, () => {
      expect(amountFindings(withSum, [sumCall])).toEqual([]);
    });
  });
  it('reads no amount in a plain count', () => {
    expect(asksAmount('How many fines were over $10, and how many were renewals?')).toBeFalse();
  });
});

describe('an average asked, a total of the field led', () => {
  const both = (field: string, sum: number, mean: number) => [
    call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }, { fn: 'sum', field }] },
      {
        matched: 5000,
        rows: [{ count: 5000, [`sum${field[0]!.toUpperCase()}${field.slice(1)}`]: sum }],
      },
      'c1',
    ),
    call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }, { fn: 'avg', field }] },
      {
        matched: 5000,
        rows: [{ count: 5000, [`avg${field[0]!.toUpperCase()}${field.slice(1)}`]: mean }],
      },
      'c2',
    ),
  ];
  const cases: [string, string, string, ObservedCall[], DataDictionary][] = [
    [
      'Where a fee was charged, how much was it on average?',
      'The total fee (GBP) is 226000 over 5000 visits. The average fee (GBP) is 45.2 over 5000 visits.',
      'The average fee (GBP) is 45.2 over 5000 visits. The total fee (GBP) is 226000 over 5000 visits.',
      both('fee_gbp', 226000, 45.2),
      clinicDataset(),
    ],
    [
      'What is the mean fine owed on a request?',
      'The total fine owed (USD) is 36000 over 8000 requests. The average fine owed (USD) is 4.5 over 8000 requests.',
      'The average fine owed (USD) is 4.5 over 8000 requests. The total fine owed (USD) is 36000 over 8000 requests.',
      both('fine_amt', 36000, 4.5),
      libraryDataset(),
    ],
  ];
  const leadFindings = (
    question: string,
    answer: string,
    calls: ObservedCall[],
    data: DataDictionary,
  ) =>
    assessFit(sourcesOf(question, answer, calls, data)).filter((finding) =>
      /asks for an average; the answer leads with a total/.test(finding.label),
    );
  for (const [question, totalFirst, averageFirst, calls, data] of cases) {
    it(`keeps "${question}" below High when the total leads`, () => {
      const findings = leadFindings(question, totalFirst, calls, data);
      expect(findings.length).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
    it(`leaves "${question}" alone when the average leads`, () => {
      expect(leadFindings(question, averageFirst, calls, data)).toEqual([]);
    });
  }
  it('leaves a question that asks the total and the average alone', () => {
    const [question, totalFirst, , calls, data] = cases[0]!;
    const asked = question.replace(
      'how much was it on average',
      'what was the total and the average',
    );
    expect(leadFindings(asked, totalFirst, calls, data)).toEqual([]);
  });
});
