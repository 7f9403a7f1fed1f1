import type { DataDictionary, DatasetField } from './dataset';
import { checkConstraints } from './constraint-coverage';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { sampleDataset } from './testing/sample-dataset';
import { mostOfPhrase } from './value-words';

const span = { from: '2015-02-16', to: '2015-02-24' };

const status: DatasetField = {
  name: 'status',
  entity: 'cases',
  role: 'status',
  type: 'category',
  filled: 3500,
  distinct: 2,
  values: [
    { value: 'resolved', count: 3400 },
    { value: 'open', count: 100 },
  ],
};

/** The sample data plus a three-word value named differently in questions, and a status. */
function dataset(): DataDictionary {
  const base = sampleDataset();
  return {
    ...base,
    fields: [...base.fields, status].map((field) =>
      field.name === 'negativereason'
        ? {
            ...field,
            values: [...(field.values ?? []), { value: 'Flight Booking Problems', count: 529 }],
          }
        : field,
    ),
  };
}

function values(question: string): string[] {
  return extractConstraints({ question, period: span, dataset: dataset() }).flatMap((c) =>
    c.kind === 'value' ? [c.value] : [],
  );
}

describe('mostOfPhrase', () => {
  const same = (seen: string, wanted: string) => seen === wanted;

  it('finds most of a long value, in order, and where', () => {
    expect(
      mostOfPhrase(
        ['the', 'customer', 'service', 'tweets'],
        ['customer', 'service', 'issue'],
        same,
      ),
    ).toEqual([1, 3]);
  });

  it("needs two words at least, in the value's order, and leaves two-word values whole", () => {
    expect(
      mostOfPhrase(['customer', 'tweets'], ['customer', 'service', 'issue'], same),
    ).toBeUndefined();
    expect(
      mostOfPhrase(['service', 'customer'], ['customer', 'service', 'issue'], same),
    ).toBeUndefined();
    expect(mostOfPhrase(['lost', 'bags'], ['lost', 'luggage'], same)).toBeUndefined();
  });
});

describe('value constraints from misspelt, inflected or shortened values', () => {
  it('reads "custmer service" as the data\'s "Customer Service Issue"', () => {
    expect(values('how many custmer service complaints were there')).toEqual([
      'Customer Service Issue',
    ]);
  });

  it('reads "booking problems" as the value "Flight Booking Problems"', () => {
    expect(values('share of tweets about booking problems')).toEqual(['Flight Booking Problems']);
  });

  it('reads a typo in each of two words', () => {
    expect(values('custmer servise tweets per airline')).toEqual(['Customer Service Issue']);
  });

  it('does not read a common English word as a typo of a value word', () => {
    expect(values('how did the service change')).toEqual([]);
    expect(values('customer tweets about service')).toEqual([]);
  });

  it("counts the run's filter on the whole value as covering the shortened words", () => {
    const filtered: ObservedCall = {
      step: 1,
      callId: 'c1',
      tool: 'query_data',
      input: {
        entity: 'communications',
        filters: [{ field: 'negativereason', op: 'eq', value: 'Customer Service Issue' }],
        metrics: [{ fn: 'count' }],
      },
      output: { matched: 2910 },
    };
    const constraints = extractConstraints({
      question: 'how many custmer service complaints were there',
      period: span,
      dataset: dataset(),
    });
    expect(checkConstraints(constraints, [filtered], span).map((c) => c.outcome)).toEqual([
      'covered',
    ]);
    expect(checkConstraints(constraints, [], span).map((c) => c.outcome)).toEqual(['uncovered']);
  });
});

describe('words that only look like constraints', () => {
  function kinds(question: string): string[] {
    return extractConstraints({ question, period: span, dataset: dataset() }).map((c) =>
      c.kind === 'value' ? `value ${c.value}` : c.kind,
    );
  }

  it('reads "to resolve" as the action, and "resolved cases" as the status', () => {
    expect(kinds('Which airline takes longest to resolve on average?')).toEqual([]);
    expect(kinds('How many resolved cases are there?')).toEqual(['value resolved']);
  });

  it('does not read "the most recent day" or "at most" as a ranking', () => {
    expect(kinds('How many tweets arrived on the most recent day?')).toEqual([]);
    expect(kinds('Which airline got the most tweets?')).toEqual(['rank']);
  });
});
