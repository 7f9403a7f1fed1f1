import fc from 'fast-check';
import { longTrace } from '../timeline/testing/long-trace';
import { damagedCopies } from './testing/damaged-trace';
import { parseTraceText, parseTraceTextInSlices, readTraceFile } from './trace-file';
import type { Pause } from './yield-to-page';

/** A pause that only counts (the slices are the same whether or not the page is let in). */
function countingPause(): { pause: Pause; count: () => number } {
  let count = 0;
  return {
    pause: () => {
      count++;
      return Promise.resolve();
    },
    count: () => count,
  };
}

describe('parseTraceTextInSlices', () => {
  it('reads a long trace in many slices, equal to the whole reading', async () => {
    const text = JSON.stringify(longTrace(1000));
    const counter = countingPause();
    const result = await parseTraceTextInSlices(text, counter.pause);
    expect(result.ok).toBeTrue();
    expect(result).toEqual(parseTraceText(text));
    // 4,003 events in slices of 256, plus the pause after parsing.
    expect(counter.count()).toBeGreaterThan(15);
  });

  it('reads a file of several conversations, each with its own events', async () => {
    const text = JSON.stringify([longTrace(3, 'a'), longTrace(150, 'b'), longTrace(1, 'c')]);
    const result = await parseTraceTextInSlices(text, countingPause().pause);
    expect(result).toEqual(parseTraceText(text));
    if (result.ok) {
      expect(result.traces.map((trace) => trace.turns[0]!.events.length)).toEqual([15, 603, 7]);
    }
  });

  it('gives exactly the refusals of the whole reading', async () => {
    const good = JSON.stringify(longTrace(300));
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const gap = longTrace(300);
    gap.turns[0]!.events.splice(900, 1);
    const late = longTrace(300);
    (late.turns[0]!.events[1100] as { t: unknown }).t = 'soon';
    const noEvents = longTrace(2) as unknown as { turns: Record<string, unknown>[] };
    delete noEvents.turns[0]!['events'];
    const bad = [
      good.slice(0, 200),
      '',
      '[1, 2]',
      '[]',
      'null',
      good.replace('"sightline.trace"', '"other"'),
      good.replace('"version":1', '"version":2'),
      good.replace('"thought-end"', '"nonsense"'),
      good.replace('{"step":1}', deep),
      JSON.stringify(gap),
      JSON.stringify(late),
      JSON.stringify(noEvents),
      JSON.stringify({ ...longTrace(1), turns: 'none' }),
      JSON.stringify([longTrace(1), longTrace(1)]),
      JSON.stringify([longTrace(1, 'a'), { ...longTrace(1, 'b'), version: 3 }]),
    ];
    for (const text of bad) {
      const result = await parseTraceTextInSlices(text, countingPause().pause);
      expect(result.ok).withContext(text.slice(0, 60)).toBeFalse();
      expect(result).toEqual(parseTraceText(text));
    }
  });

  it('drops unknown keys and a __proto__ key as the whole reading does, polluting nothing', async () => {
    const text = JSON.stringify(longTrace(300))
      .replace('"question":', '"__proto__":{"polluted":1},"question":')
      .replace('"type":"step-start"', '"type":"step-start","extra":"<script>"');
    const result = await parseTraceTextInSlices(text, countingPause().pause);
    expect(result.ok).toBeTrue();
    expect(result).toEqual(parseTraceText(text));
    if (result.ok) {
      expect(Object.keys(result.traces[0]!.turns[0]!)).not.toContain('__proto__');
      expect(JSON.stringify(result.traces)).not.toContain('<script>');
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('agrees with the whole reading on damaged copies of a valid trace (property)', async () => {
    await fc.assert(
      fc.asyncProperty(damagedCopies(longTrace(70)), async (text) => {
        expect(await parseTraceTextInSlices(text, countingPause().pause)).toEqual(
          parseTraceText(text),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('readTraceFile', () => {
  it('lets the page in while it checks a long trace', async () => {
    const text = JSON.stringify(longTrace(1000));
    const counter = countingPause();
    const result = await readTraceFile(new Blob([text]), counter.pause);
    expect(result).toEqual(parseTraceText(text));
    expect(counter.count()).toBeGreaterThan(15);
  });
});
