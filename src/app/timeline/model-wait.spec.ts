import { TestBed, type ComponentFixture } from '@angular/core/testing';
import type { AgentEvent, AgentEventBody } from '../../agent/events';
import { ModelWait, modelWaitStart } from './model-wait';
import { foldRun, type RunState } from './run-reducer';

const runId = 'run-wait';

/** Events stamped at the given `t` (ms since run start), in order. */
function events(timed: readonly [number, AgentEventBody][]): AgentEvent[] {
  return timed.map(([t, body], seq) => ({ ...body, runId, seq, t }) as AgentEvent);
}

const started: [number, AgentEventBody][] = [
  [
    0,
    {
      type: 'run-start',
      question: 'What changed?',
      model: 'claude-test',
      protocol: 'native',
      conversationId: 'c-1',
    },
  ],
  [10, { type: 'step-start', step: 1 }],
];

describe('modelWaitStart', () => {
  it('is the step start while the live step has no text or call yet', () => {
    expect(modelWaitStart(foldRun(events(started)))).toBe(10);
  });

  it('is null once a thought, a call or answer text arrives, or the run ended', () => {
    const thought = foldRun(
      events([...started, [20, { type: 'thought-delta', step: 1, text: 'A' }]]),
    );
    const call = foldRun(
      events([
        ...started,
        [
          20,
          { type: 'action-delta', step: 1, callId: 'c1', tool: 'query_data', partialInput: '{' },
        ],
      ]),
    );
    const draft = foldRun(events([...started, [20, { type: 'answer-delta', text: 'It' }]]));
    expect(modelWaitStart(thought)).toBeNull();
    expect(modelWaitStart(call)).toBeNull();
    expect(modelWaitStart(draft)).toBeNull();
    expect(modelWaitStart({ ...foldRun(events(started)), phase: 'ended' })).toBeNull();
  });
});

describe('ModelWait', () => {
  const runStartMs = Date.UTC(2026, 10, 22, 12, 0, 0);
  let fixture: ComponentFixture<ModelWait>;

  function text(): string {
    return (fixture.nativeElement as HTMLElement).textContent!.trim();
  }

  async function tick(ms: number): Promise<void> {
    jasmine.clock().tick(ms);
    await fixture.whenStable();
  }

  async function show(run: RunState): Promise<void> {
    fixture.componentRef.setInput('run', run);
    await fixture.whenStable();
  }

  beforeEach(async () => {
    jasmine.clock().install();
    jasmine.clock().mockDate(new Date(runStartMs + 10));
    fixture = TestBed.createComponent(ModelWait);
    fixture.componentRef.setInput('startedAtMs', runStartMs);
    await show(foldRun(events(started)));
  });

  afterEach(() => {
    fixture.destroy();
    jasmine.clock().uninstall();
  });

  it('says nothing for a short wait, then ticks the seconds waited', async () => {
    expect(text()).toBe('');
    await tick(1000);
    expect(text()).toBe('');
    await tick(1000);
    expect(text()).toBe('waiting for the model (2 s)');
    await tick(3000);
    expect(text()).toBe('waiting for the model (5 s)');
  });

  it('disappears as soon as text arrives and stops ticking', async () => {
    await tick(4000);
    expect(text()).toBe('waiting for the model (4 s)');
    await show(
      foldRun(events([...started, [4010, { type: 'thought-delta', step: 1, text: 'Lo' }]])),
    );
    expect(text()).toBe('');
    await tick(10_000);
    expect(text()).toBe('');
  });

  it('counts a new wait from the start of the next step', async () => {
    const nextStep: [number, AgentEventBody][] = [
      ...started,
      [500, { type: 'thought-end', step: 1, text: 'Done.' }],
      [30_000, { type: 'step-start', step: 2 }],
    ];
    jasmine.clock().mockDate(new Date(runStartMs + 30_000));
    await show(foldRun(events(nextStep)));
    expect(text()).toBe('');
    await tick(3000);
    expect(text()).toBe('waiting for the model (3 s)');
  });
});
