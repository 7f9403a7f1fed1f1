import { assessFit, type FitFinding, type FitSources } from '../answer-fit';
import type { DataDictionary } from '../dataset';
import { findFigureEvidence } from '../figure-evidence';
import type { ObservedCall } from '../observed-values';
import { extractConstraints } from '../question-constraints';
import { sampleDataset } from './sample-dataset';

/** Fixtures for the answer-fit specs: the sample data with a few more fields, calls and checks. */
export const span = { from: '2015-02-16', to: '2015-02-24' };

/** The sample data plus a case status field, so "open or in progress" has values to name. */
export function fitDataset(): DataDictionary {
  const base = sampleDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'sentimentLabel',
        entity: 'communications',
        role: 'sentiment_label',
        type: 'category',
        filled: 14640,
        distinct: 3,
        values: [
          { value: 'negative', count: 9178 },
          { value: 'neutral', count: 3099 },
          { value: 'positive', count: 2363 },
        ],
      },
      {
        name: 'status',
        entity: 'cases',
        role: 'status',
        type: 'category',
        filled: 3500,
        distinct: 3,
        values: [
          { value: 'closed', count: 3466 },
          { value: 'in_progress', count: 26 },
          { value: 'open', count: 8 },
        ],
      },
    ],
  };
}

export function call(input: unknown, output: unknown, callId = 'c1'): ObservedCall {
  return { step: 1, callId, tool: 'query_data', input, output };
}

/** What the checks find wrong (findings that lower confidence). */
export function fitFindings(question: string, answer: string, calls: ObservedCall[]): FitFinding[] {
  return findingsOf(question, answer, calls).filter((finding) => finding.delta < 0);
}

/** What one fit check reads: the question's constraints and the answer's figures over the calls. */
export function sourcesOf(
  question: string,
  answer: string,
  calls: readonly ObservedCall[],
  data: DataDictionary = fitDataset(),
): FitSources {
  return {
    question,
    answer,
    constraints: extractConstraints({
      question,
      period: { from: data.from!, to: data.to! },
      dataset: data,
    }),
    figures: findFigureEvidence(answer, calls),
    calls,
    dataset: data,
  };
}

export function findingsOf(question: string, answer: string, calls: ObservedCall[]): FitFinding[] {
  const data = fitDataset();
  return assessFit({
    question,
    answer,
    constraints: extractConstraints({ question, period: span, dataset: data }),
    figures: findFigureEvidence(answer, calls),
    calls,
    dataset: data,
  });
}

export const byAirline = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'in', value: ['Southwest', 'Delta'] }],
    metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
    groupBy: ['airline'],
  },
  {
    matched: 4642,
    rows: [
      { airline: 'Southwest', count: 2420, avgSentiment: -0.2545 },
      { airline: 'Delta', count: 2222, avgSentiment: -0.185 },
    ],
  },
);
export const negativeByAirline = call(
  {
    entity: 'communications',
    filters: [
      { field: 'sentimentLabel', op: 'eq', value: 'negative' },
      { field: 'airline', op: 'in', value: ['Southwest', 'Delta'] },
    ],
    metrics: [{ fn: 'count' }],
    groupBy: ['airline'],
  },
  {
    matched: 2141,
    rows: [
      { airline: 'Southwest', count: 1186 },
      { airline: 'Delta', count: 955 },
    ],
  },
  'c2',
);
export const openCases = call(
  {
    entity: 'cases',
    filters: [{ field: 'status', op: 'in', value: ['open', 'in_progress'] }],
    metrics: [{ fn: 'count' }],
    groupBy: ['status'],
    order: { by: 'count', direction: 'desc' },
  },
  {
    matched: 34,
    rows: [
      { status: 'in_progress', count: 26 },
      { status: 'open', count: 8 },
    ],
  },
);
export const shareByAirline = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'count' }, { fn: 'share' }],
    groupBy: ['airline'],
  },
  { matched: 14640, rows: [{ airline: 'Southwest', count: 2420, share: 0.1653 }] },
);
