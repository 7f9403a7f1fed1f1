import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import type { Provider, EnvironmentProviders } from '@angular/core';
import type { AgentEvent, AgentEventBody, RunStats } from '../../../agent/events';
import { AGENT_LAUNCHER, type AgentLauncher, type AgentRunRequest } from '../agent-launcher';

/** Test-only: a launcher that plays scripted runs instead of loading the engine. */
export type FakeRun = (request: AgentRunRequest, signal: AbortSignal) => AsyncIterable<AgentEvent>;

export class FakeAgentLauncher {
  readonly requests: AgentRunRequest[] = [];
  readonly signals: AbortSignal[] = [];
  private readonly runs: FakeRun[] = [];

  /** Queues the runs the next questions will get (default: an answered run). */
  queue(...runs: FakeRun[]): this {
    this.runs.push(...runs);
    return this;
  }

  readonly launcher: AgentLauncher = (request, signal) => {
    this.requests.push(request);
    this.signals.push(signal);
    return (this.runs.shift() ?? answeredRun('The answer.'))(request, signal);
  };
}

/** Testing HTTP plus the fake in place of the engine: what a spec of anything that runs needs. */
export function provideFakeAgent(fake: FakeAgentLauncher): (Provider | EnvironmentProviders)[] {
  return [
    provideHttpClient(),
    provideHttpClientTesting(),
    { provide: AGENT_LAUNCHER, useValue: fake.launcher },
  ];
}

export const fakeStats: RunStats = {
  durationMs: 4200,
  steps: 1,
  toolCalls: 1,
  inputTokens: 900,
  outputTokens: 120,
  model: 'sightline-offline',
};

/** Stamps bodies with runId, seq and t the way the engine does. */
export function stamp(
  runId: string,
  bodies: readonly AgentEventBody[],
  firstSeq = 0,
): AgentEvent[] {
  return bodies.map(
    (body, index) =>
      ({ ...body, runId, seq: firstSeq + index, t: (firstSeq + index) * 50 }) as AgentEvent,
  );
}

function startOf(request: AgentRunRequest): AgentEventBody {
  return {
    type: 'run-start',
    question: request.question,
    model: 'sightline-offline',
    protocol: 'native',
    conversationId: request.conversationId,
    ...(request.context ? { context: request.context } : {}),
  };
}

/** A run with one tool call that ends with `answer` and follow-ups. */
export function answeredRun(
  answer: string,
  followUps = ['Why?', 'Where?', 'Since when?'],
): FakeRun {
  return async function* (request) {
    const runId = `run-${request.question.length}-${Math.random().toString(36).slice(2, 8)}`;
    yield* stamp(runId, [
      startOf(request),
      { type: 'step-start', step: 1 },
      { type: 'thought-delta', step: 1, text: 'Checking ' },
      { type: 'thought-delta', step: 1, text: 'the trend.' },
      { type: 'thought-end', step: 1, text: 'Checking the trend.' },
      {
        type: 'action',
        step: 1,
        callId: 'c1',
        tool: 'analyze_trends',
        input: { metric: 'complaints' },
      },
      {
        type: 'observation',
        step: 1,
        callId: 'c1',
        tool: 'analyze_trends',
        ok: true,
        output: {
          summary: 'A spike on 2026-03-11.',
          series: [{ period: '2026-03-11', value: 41 }],
        },
        durationMs: 12,
        truncated: false,
      },
      {
        type: 'answer',
        text: answer,
        sources: [{ id: 'M-000001' }],
        confidence: { score: 0.8, level: 'high', factors: [{ label: 'Tools agree', delta: 0.1 }] },
        followUps,
      },
      { type: 'run-end', reason: 'answered', stats: fakeStats },
    ]);
  };
}

/** A run that thinks until it is aborted, then reports `stopped` like the engine does. */
export function runUntilAborted(): FakeRun {
  return async function* (request, signal) {
    const runId = 'run-until-aborted';
    yield* stamp(runId, [
      startOf(request),
      { type: 'step-start', step: 1 },
      { type: 'thought-delta', step: 1, text: 'Thinking…' },
    ]);
    await new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    yield* stamp(
      runId,
      [{ type: 'run-end', reason: 'stopped', stats: { ...fakeStats, toolCalls: 0 } }],
      3,
    );
  };
}

/** A run that fails before any event, as a failed lazy import or a network error would. */
export function throwingRun(error: unknown): FakeRun {
  // eslint-disable-next-line require-yield
  return async function* () {
    throw error;
  };
}

/** Waits until the store has no live run (the fake runs finish within a few ticks). */
export async function settle(isLive: () => boolean): Promise<void> {
  for (let tick = 0; tick < 100 && isLive(); tick++) {
    await new Promise((resolve) => setTimeout(resolve));
  }
}
