import { assessFit } from './answer-fit';
import { type Measure, askedMeasures } from './asked-measure';
import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';
import {
  byAirline,
  call,
  findingsOf,
  fitFindings,
  fitDataset,
  negativeByAirline,
  shareByAirline,
  sourcesOf,
} from './testing/fit-fixtures';
import { clinicDataset } from './testing/clinic-dataset';

describe('askedMeasures', () => {
  const cases: [string, Measure[][]][] = [
    ['How many tweets did Delta get?', [['count']]],
    ['What share of tweets were negative?', [['share']]],
    ['What is the average sentiment of United tweets?', [['average']]],
    ['What is the median resolution time?', [['median']]],
    ['Typically how many days does it take?', [['count'], ['average', 'median']]],
    ['Did Southwest or Delta get more negative tweets?', [['count']]],
    ['Are flyers of Delta more positive than flyers of United?', []],
    ['How long do Delta cases take to close?', [['average', 'median']]],
    ['How many Delta cases were closed, and how quickly?', [['count'], ['average', 'median']]],
    ['Which airline is the most negative?', []],
    ['Show me the five most negative tweets', []],
    ['How many tweets, and what percentage of them were negative?', [['share'], ['count']]],
    ['What was the average sentiment of United after the rate rise?', [['average']]],
    ['Do Care Club members get seen faster than everyone else?', [['average', 'median']]],
    ['wich clinic takes longest to see patients', [['average', 'median']]],
    ['Which airline took longer to reply?', [['average', 'median']]],
    ['Which airline slowed down in February?', [['average', 'median']]],
    ['Which airline grew faster?', []],
    ['What share of visits were seen faster than 20 minutes?', [['share']]],
  ];
  for (const [question, expected] of cases) {
    it(`reads "${question}"`, () => {
      expect(askedMeasures(question, fitDataset())).toEqual(expected);
    });
  }
});

describe('checkAskedMeasure', () => {
  it('flags a count asked and an average given first, and caps it below High', () => {
    const findings = fitFindings(
      'Did Southwest or Delta get more negative tweets?',
      'Average sentiment by airline: Southwest: -0.254 (2420 tweets); Delta: -0.185 (2222 tweets).',
      [byAirline],
    );
    expect(findings.map((finding) => finding.label)).toContain(
      'The question asks for a count; the answer leads with an average (-0.254)',
    );
    expect(Math.min(...findings.map((finding) => finding.cap))).toBeLessThan(0.8);
  });

  it('reads a count stated first as the base of the share asked, not as the lead', () => {
    const findings = findingsOf(
      'What share of tweets were about Southwest?',
      'Of 14640 tweets, 2420 (16.5%) were about Southwest.',
      [shareByAirline],
    );
    expect(findings.map((finding) => finding.label)).toEqual([
      'The answer leads with a share or rate, as the question asks (16.5%)',
    ]);
  });

  it('accepts the asked count when the answer leads with it', () => {
    const findings = fitFindings(
      'Did Southwest or Delta get more negative tweets?',
      'Negative tweets by airline: Southwest: 1186; Delta: 955. Southwest has 231 more.',
      [negativeByAirline],
    );
    expect(findings).toEqual([]);
  });

  it('credits an answer that leads with the measure asked for', () => {
    const findings = findingsOf(
      'Did Southwest or Delta get more negative tweets?',
      'Negative tweets by airline: Southwest: 1186; Delta: 955.',
      [negativeByAirline],
    );
    expect(findings.map((finding) => [finding.label, finding.delta])).toEqual([
      ['The answer leads with a count, as the question asks (1186)', 0.05],
    ]);
  });

  it('reads a follow-up without a measure of its own as asking for the previous one', () => {
    const data = fitDataset();
    const count = call(
      { filters: [{ field: 'airline', op: 'eq', value: 'Delta' }], metrics: [{ fn: 'count' }] },
      { matched: 2222 },
    );
    const findings = assessFit({
      question: 'Is that better or worse than Delta?',
      previousQuestion: 'What is the average sentiment of United tweets?',
      answer: 'There are 2222 tweets about Delta.',
      constraints: [],
      figures: findFigureEvidence('There are 2222 tweets about Delta.', [count]),
      calls: [count],
      dataset: data,
    });
    expect(findings.map((finding) => finding.label)).toContain(
      'The question asks for an average; the answer states only a count',
    );
  });

  it('takes "how many <a number field\'s unit>" as asking for its value, not only a count', () => {
    const base = fitDataset();
    const data = {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'seats',
          entity: 'communications' as const,
          role: 'custom' as const,
          type: 'number' as const,
          filled: 14640,
          distinct: 40,
        },
      ],
    };
    expect(askedMeasures('How many seats does the United account have?', data)).toEqual([
      ['count', 'average', 'median'],
    ]);
    expect(askedMeasures('How many tweets does United have?', data)).toEqual([['count']]);
  });

  it('reads a signed percentage as a change, not as the share asked', () => {
    const days = call(
      { entity: 'communications', metrics: [{ fn: 'count' }] },
      { rows: [{ count: 838 }, { count: 1919 }] },
    );
    const answer = 'Tweets went up from 838 to 1919 (+129.0%).';
    const labels = assessFit({
      question: 'Was the share of negative tweets higher on 23 February than on 17 February?',
      answer,
      constraints: [],
      figures: findFigureEvidence(answer, [days]),
      calls: [days],
      dataset: fitDataset(),
    }).map((finding) => finding.label);
    expect(labels).toContain(
      'The question asks for a share or rate; the answer states only a count',
    );
  });

  it('takes "how long" as asking for a time of the records: a count does not state it', () => {
    const data = fitDataset();
    const counted = call(
      { entity: 'cases', filters: [{ field: 'status', op: 'eq', value: 'closed' }] },
      { matched: 3466 },
    );
    const averaged = call(
      { entity: 'cases', metrics: [{ fn: 'avg', field: 'slaHours' }] },
      { rows: [{ avgSlaHours: 41.5 }] },
      'c2',
    );
    const labels = (answer: string, calls: ObservedCall[]) =>
      assessFit({
        question: 'How long do cases take to close?',
        answer,
        constraints: [],
        figures: findFigureEvidence(answer, calls),
        calls,
        dataset: data,
      }).map((finding) => finding.label);
    expect(labels('There are 3466 closed cases.', [counted])).toContain(
      'The question asks for an average or a median; the answer states only a count',
    );
    expect(labels('They take 41.5 hours on average.', [averaged]).join(' ')).not.toContain(
      'states only',
    );
  });

  it('reads the counted records through a dropped vowel and chat words ("custmers r")', () => {
    const data = {
      ...fitDataset(),
      counts: { communications: 14640, customers: 7701, cases: 0 },
    };
    const messages = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 1548 },
    );
    const answer = 'There are 1548 communications for Delta.';
    const labels = assessFit({
      question: 'how many custmers r with Delta',
      answer,
      constraints: [],
      figures: findFigureEvidence(answer, [messages]),
      calls: [messages],
      dataset: data,
    }).map((finding) => finding.label);
    expect(labels).toContain(
      "The question counts customers; the answer's count (1548) is of communications",
    );
  });

  it('flags a count of other records than the question counts', () => {
    const data = {
      ...fitDataset(),
      counts: { communications: 14640, customers: 7701, cases: 3500 },
    };
    const messages = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'Delta' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 8 },
    );
    const question = 'How many cases does Delta have?';
    const answer = 'There are 8 communications for Delta.';
    const findings = assessFit({
      question,
      answer,
      constraints: [],
      figures: findFigureEvidence(answer, [messages]),
      calls: [messages],
      dataset: data,
    });
    expect(findings.map((finding) => finding.label)).toContain(
      "The question counts cases; the answer's count (8) is of communications",
    );
    // The counted noun ends its phrase: "how many customer service cases" counts cases.
    const cases = call({ entity: 'cases', filters: [] }, { matched: 400 });
    const caseAnswer = 'There are 400 cases.';
    expect(
      assessFit({
        question: 'How many customer service cases do we have?',
        answer: caseAnswer,
        constraints: [],
        figures: findFigureEvidence(caseAnswer, [cases]),
        calls: [cases],
        dataset: data,
      }).filter((finding) => finding.delta < 0),
    ).toEqual([]);
  });

  it('flags a question asking two counts answered with one', () => {
    const cards = call(
      {
        filters: [
          { field: 'airline', op: 'eq', value: 'Delta' },
          { field: 'sentimentLabel', op: 'eq', value: 'negative' },
        ],
      },
      { matched: 955 },
    );
    expect(
      fitFindings(
        'How many tweets did Delta get, and how many of them were negative?',
        'There are 955 negative tweets about Delta.',
        [cards],
      ),
    ).toEqual([
      jasmine.objectContaining({ label: 'The question asks for 2 counts; the answer states 1' }),
    ]);
  });
});

describe('checkAskedMeasure: what is typical', () => {
  const avgOnly = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'sentiment' }] },
    { matched: 2222, rows: [{ avgSentiment: -0.185 }] },
  );
  const medianOnly = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'median', field: 'sentiment' }] },
    { matched: 2222, rows: [{ medianSentiment: -0.2 }] },
  );

  it('reads "usually" and "normally" as asking a median or a mean', () => {
    expect(askedMeasures('What sentiment do Delta tweets usually have?', fitDataset())).toEqual([
      ['average', 'median'],
    ]);
    expect(askedMeasures('How do Delta tweets normally score?', fitDataset())).toEqual([
      ['average', 'median'],
    ]);
  });

  it('accepts a median, or a mean the answer calls one', () => {
    const question = 'What sentiment do Delta tweets usually have?';
    expect(
      fitFindings(question, 'Delta tweets typically score -0.2 (median).', [medianOnly]),
    ).toEqual([]);
    expect(fitFindings(question, 'On average Delta tweets score -0.185.', [avgOnly])).toEqual([]);
  });

  it('caps a mean passed off as the typical value below High', () => {
    const findings = fitFindings(
      'What sentiment do Delta tweets usually have?',
      'Delta tweets usually score -0.185.',
      [avgOnly],
    );
    expect(findings.map((finding) => [finding.check, finding.cap])).toEqual([['measure', 0.6]]);
  });
});

describe('a duration compared or ranked, answered with a rate or count', () => {
  const asksTime = /asks for an average or a median/;

  it('flags a count where the question ranks how long the records take (airline tweets)', () => {
    const question = 'Which airline takes longest to reply to negative tweets?';
    const counts = call(
      {
        entity: 'communications',
        filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }],
        metrics: [{ fn: 'count' }],
        groupBy: ['airline'],
      },
      { matched: 9178, rows: [{ airline: 'United', count: 2633 }] },
    );
    const replyTimes = call(
      {
        entity: 'communications',
        filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }],
        metrics: [{ fn: 'avg', field: 'reply_hours' }],
        groupBy: ['airline'],
      },
      { matched: 9178, rows: [{ airline: 'United', avgReply_hours: 7.5, count: 2633 }] },
    );
    const labels = (answer: string, calls: ObservedCall[]) =>
      fitFindings(question, answer, calls).map((finding) => finding.label);
    expect(labels('United, with 2633 tweets.', [counts]).some((l) => asksTime.test(l))).toBeTrue();
    expect(
      labels('United, at 7.5 hours on average.', [replyTimes]).some((l) => asksTime.test(l)),
    ).toBeFalse();
  });

  it('flags a rate where the question asks who is seen faster (clinic feedback)', () => {
    const question = 'Do Care Club members get seen faster than everyone else?';
    const share = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'share', field: 'care_club' }] },
      { matched: 5000, rows: [{ share: 0.28, count: 5000 }] },
    );
    const waits = call(
      {
        entity: 'communications',
        filters: [],
        metrics: [{ fn: 'avg', field: 'wait_minutes' }],
        groupBy: ['care_club'],
      },
      {
        matched: 5000,
        rows: [
          { care_club: true, avgWait_minutes: 12.5 },
          { care_club: false, avgWait_minutes: 21.3 },
        ],
      },
    );
    const labels = (answer: string, calls: ObservedCall[]) =>
      assessFit(sourcesOf(question, answer, calls, clinicDataset()))
        .filter((finding) => finding.delta < 0)
        .map((finding) => finding.label);
    expect(
      labels('The Care Club member rate is 28.0%.', [share]).some((l) => asksTime.test(l)),
    ).toBeTrue();
    expect(
      labels('Members wait 12.5 minutes on average, everyone else 21.3.', [waits]).some((l) =>
        asksTime.test(l),
      ),
    ).toBeFalse();
  });
});

describe('askedMeasures: how many units on average', () => {
  it('reads "how many days … on average" as an average only (clinic visits, airline tweets)', () => {
    expect(
      askedMeasures(
        'How many days does it take on average to get a Hilltop appointment?',
        clinicDataset(),
      ),
    ).toEqual([['average']]);
    expect(
      askedMeasures('How many hours on average does Delta take to reply?', fitDataset()),
    ).toEqual([['average']]);
    // A count asked in a clause of its own stays asked.
    expect(
      askedMeasures(
        'How many tweets did Delta get, and what was their average sentiment?',
        fitDataset(),
      ),
    ).toEqual([['average'], ['count']]);
  });
});
