import type { AgentEvent } from '../../agent/events';
import { foldRun } from '../timeline/run-reducer';
import { answeredRun } from '../timeline/testing/fake-agent-launcher';
import { ReplayPlayer } from './replay-player';
import { positionOfStep, replayStops, stepAt } from './replay-stops';

async function recorded(): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  const run = answeredRun('Up 12%.')(
    { question: 'Why?', conversationId: 'c' },
    new AbortController().signal,
  );
  for await (const event of run) events.push(event);
  return events;
}

describe('replay stops', () => {
  it('marks each completed thought, action, observation, answer and end with its step', async () => {
    const events = await recorded();
    expect(replayStops(events).map((stop) => `${stop.step}:${stop.kind}@${stop.position}`)).toEqual(
      ['1:thought@5', '1:action@6', '1:observation@7', '1:answer@8', '1:end@9'],
    );
  });

  it('turns a deep-linked step into the position where that step is complete', async () => {
    const events = await recorded();
    expect(positionOfStep(events, 0)).toBe(0);
    // Step 1 is the last step: it is complete just before the answer.
    expect(positionOfStep(events, 1)).toBe(7);
    expect(stepAt(events, 7)).toBe(1);
    expect(stepAt(events, 1)).toBe(0);
  });
});

describe('ReplayPlayer', () => {
  it('folds to the same state as a live run at every position, forward and back', async () => {
    const events = await recorded();
    const player = new ReplayPlayer(events);
    for (const position of [3, 9, 1, 6, 0, 8]) {
      player.seek(position);
      expect(player.state()).toEqual(foldRun(events.slice(0, position)));
    }
  });

  it('steps forward and back between stops, and instant speed shows the whole run', async () => {
    const events = await recorded();
    const player = new ReplayPlayer(events);
    player.stepForward();
    expect(player.position()).toBe(5);
    expect(player.state().steps[0]!.thoughtDone).toBeTrue();
    player.stepForward();
    expect(player.state().steps[0]!.calls[0]!.status).toBe('input-available');
    player.stepBack();
    expect(player.position()).toBe(5);
    player.setSpeed(Infinity);
    expect(player.atEnd()).toBeTrue();
    expect(player.state().answer?.text).toBe('Up 12%.');
  });

  it('plays with the original gaps between events, scaled by the speed', async () => {
    jasmine.clock().install();
    try {
      const events = await recorded(); // 50 ms apart
      const player = new ReplayPlayer(events);
      player.setSpeed(2);
      player.play();
      jasmine.clock().tick(0);
      expect(player.position()).toBe(1);
      jasmine.clock().tick(24);
      expect(player.position()).toBe(1);
      jasmine.clock().tick(1);
      expect(player.position()).toBe(2);
      player.pause();
      jasmine.clock().tick(1000);
      expect(player.position()).toBe(2);
      player.play();
      jasmine.clock().tick(25 * 10);
      expect(player.atEnd()).toBeTrue();
      expect(player.playing()).toBeFalse();
    } finally {
      jasmine.clock().uninstall();
    }
  });
});
