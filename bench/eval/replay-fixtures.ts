// Recorded eval results for the replay tests: answers to "how many tweets mention United?"
// (3822 is the truth) with the run the engine assessed them from.
import { sampleDataset } from '../../src/agent/testing/sample-dataset';
import type { CaseResult } from './report';
import type { RecordedAssessment } from './run-case';

export const dataset = sampleDataset();

function recorded(answer: string): RecordedAssessment {
  return {
    question: 'How many tweets mention United?',
    period: { from: dataset.from!, to: dataset.to! },
    draft: { text: answer, sources: [], followUps: [] },
    calls: [
      {
        step: 1,
        callId: 'c1',
        tool: 'query_data',
        input: {
          entity: 'communications',
          filters: [{ field: 'airline', op: 'eq', value: 'United' }],
          metrics: [{ fn: 'count' }],
        },
        output: { rows: [{ count: 3822 }], total: 3822 },
      },
    ],
    failedCalls: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
  };
}

/** A case as an older run recorded it: rated High, whatever the current code says. */
export function result(id: string, answer: string, right: boolean): CaseResult {
  return {
    id,
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets mention United?',
    previous: [],
    expected: 'count 3822',
    right,
    reason: right ? 'right' : 'wrong count',
    status: 'answered',
    confidence: 0.9,
    level: 'high',
    answer,
    endReason: 'answered',
    tools: [],
    durationMs: 1,
    expectation: {
      kind: 'answer',
      figures: [{ label: 'count', value: 3822, tolerance: 0 }],
    },
    assessment: recorded(answer),
  };
}
