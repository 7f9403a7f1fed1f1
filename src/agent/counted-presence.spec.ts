import { call, fitFindings } from './testing/fit-fixtures';

const QUESTION =
  'How many tweets have a negative reason, and what is the average sentiment of them?';
const PRESENCE = /counts the records that have a negative reason/;

describe('counts of the records that have a value', () => {
  it('flags a count of every record when the question counts those with a value', () => {
    const all = call(
      {
        entity: 'communications',
        filters: [],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
      },
      { matched: 14640, rows: [{ count: 14640, avgSentiment: -0.1 }] },
    );
    const findings = fitFindings(
      QUESTION,
      'There are **14,640** communications, with an average sentiment of -0.1.',
      [all],
    );
    const presence = findings.find((finding) => PRESENCE.test(finding.label));
    expect(presence?.cap).toBeLessThan(0.8);
    expect(presence?.partial).toBeTrue();
  });

  it('accepts a count kept to the records where the value is filled', () => {
    const filled = call(
      {
        entity: 'communications',
        filters: [{ field: 'negativereason', op: 'not_null', value: null }],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
      },
      { matched: 9178, rows: [{ count: 9178, avgSentiment: -0.6 }] },
    );
    const findings = fitFindings(
      QUESTION,
      'There are **9,178** communications with a negative reason; their average sentiment is -0.6.',
      [filled],
    );
    expect(findings.filter((finding) => PRESENCE.test(finding.label))).toEqual([]);
  });

  it('does not ask for a filter when every record has the value', () => {
    const all = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
      { matched: 14640, rows: [{ count: 14640 }] },
    );
    const findings = fitFindings('How many tweets have a sentiment?', 'There are **14,640**.', [
      all,
    ]);
    expect(
      findings.filter((finding) => /counts the records that have/.test(finding.label)),
    ).toEqual([]);
  });
});
