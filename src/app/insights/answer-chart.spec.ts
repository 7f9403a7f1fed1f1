import type { FigureEvidence } from '../../agent/events';
import { initialRunState, type RunState, type ToolCallState } from '../timeline/run-reducer';
import { chooseAnswerChart } from './answer-chart';

function call(callId: string, step: number, output: unknown): ToolCallState {
  return {
    callId,
    step,
    tool: 'analyze_trends',
    status: 'output-available',
    partialInput: '',
    startedAt: 0,
    output,
    truncated: false,
  };
}

const trend = {
  series: [
    { period: '2026-03-09', value: 12 },
    { period: '2026-03-10', value: 41 },
    { period: '2026-03-11', value: 38 },
  ],
};

const run: RunState = {
  ...initialRunState,
  steps: [
    {
      step: 1,
      startedAt: 0,
      thought: '',
      thoughtDone: true,
      calls: [call('c1', 1, { communication: { id: 'M-1' } }), call('c2', 1, trend)],
    },
  ],
};

function figure(
  text: string,
  kind: FigureEvidence['kind'],
  refs: FigureEvidence['refs'],
  status: FigureEvidence['status'] = 'observed',
): FigureEvidence {
  return { text, start: 0, end: text.length, kind, status, refs };
}

describe('the chart behind an answer', () => {
  it('shows the series the main quantity came from with its point highlighted', () => {
    const choice = chooseAnswerChart(run, [
      figure('2026-03-10', 'date', [{ step: 1, callId: 'c2', path: 'series[1].period' }]),
      figure('41', 'count', [{ step: 1, callId: 'c2', path: 'series[1].value' }]),
    ]);
    expect(choice?.figure).toBe('41');
    expect(choice?.highlight).toBe(1);
    expect(choice?.series.labels[choice.highlight!]).toBe('2026-03-10');
  });

  it('skips unsupported figures and results that are not series', () => {
    expect(
      chooseAnswerChart(run, [
        figure('99', 'count', [{ step: 1, callId: 'c2', path: 'series[0].value' }], 'unsupported'),
        figure('M-1', 'id', [{ step: 1, callId: 'c1', path: 'communication.id' }]),
      ]),
    ).toBeNull();
  });

  it('shows the series without a highlight when the figure rests on the whole series', () => {
    const choice = chooseAnswerChart(run, [
      figure('3.4×', 'ratio', [{ step: 1, callId: 'c2', path: 'baseline.median' }], 'derived'),
    ]);
    expect(choice?.highlight).toBeNull();
    expect(choice?.series.values).toEqual([12, 41, 38]);
  });

  it('shows nothing without evidence', () => {
    expect(chooseAnswerChart(run, [])).toBeNull();
  });
});
