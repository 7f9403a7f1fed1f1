import type { ObservedCall } from './observed-values';
import { call, sourcesOf } from './testing/fit-fixtures';
import { checkWinnerReference } from './winner-reference';

const allAverage = call(
  { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'sentiment' }] },
  { matched: 14640, rows: [{ avgSentiment: -0.35 }] },
);
const unitedAverage = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'United' }],
    metrics: [{ fn: 'avg', field: 'sentiment' }],
  },
  { matched: 3822, rows: [{ avgSentiment: -0.52 }] },
);

function findings(previousQuestion: string, answer: string, calls: ObservedCall[]) {
  return checkWinnerReference({
    ...sourcesOf('What is its average sentiment?', answer, calls),
    previousQuestion,
  });
}

describe('checkWinnerReference', () => {
  it("flags figures of every record when 'its' points back at a ranking's winner", () => {
    const found = findings(
      'Which airline gets the most tweets?',
      'The average sentiment is -0.35 over 14640 tweets.',
      [allAverage],
    );
    expect(found.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
  });

  it("accepts figures kept to the winner, and 'its' after a question that ranked nothing", () => {
    expect(
      findings('Which airline gets the most tweets?', 'United averages -0.52.', [unitedAverage]),
    ).toEqual([]);
    expect(
      findings('How many tweets are there?', 'The average sentiment is -0.35.', [allAverage]),
    ).toEqual([]);
  });
});
