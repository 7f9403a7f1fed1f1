import { longTrace as trace } from '../timeline/testing/long-trace';
import { readTraceFile } from './trace-file';
import { previewOf, readTraceFileInStages } from './trace-preview';

function fileOf(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}

const noPause = () => Promise.resolve();

describe('trace preview', () => {
  it('holds each turn with only its run-start, answer and run-end, as the file has them', () => {
    const full = trace(40);
    const preview = previewOf(JSON.parse(JSON.stringify(full)));
    expect(preview?.conversation).toEqual(full.conversation);
    const events = full.turns[0]!.events;
    expect(preview?.turns[0]?.events).toEqual([events[0]!, events.at(-2)!, events.at(-1)!]);
  });

  it('keeps a run without an answer or end (an interrupted one) to its run-start', () => {
    const cut = trace(3);
    cut.turns[0]!.events.splice(-2);
    expect(previewOf(cut)?.turns[0]?.events.map((event) => event.type)).toEqual(['run-start']);
  });

  it('has no preview when what it would show is invalid, or for a file of several traces', () => {
    const badAnswer = trace(3) as unknown as { turns: { events: Record<string, unknown>[] }[] };
    badAnswer.turns[0]!.events.at(-2)!['confidence'] = 'high';
    expect(previewOf(badAnswer)).toBeNull();
    const badOutline = { ...trace(3), conversation: { id: 7 } };
    expect(previewOf(badOutline)).toBeNull();
    const noStart = trace(3);
    noStart.turns[0]!.events.shift();
    expect(previewOf(noStart)).toBeNull();
    expect(previewOf([trace(2, 'a'), trace(2, 'b')])).toBeNull();
  });

  it('validates the whole file afterwards with the result and message of a plain reading', async () => {
    const good = trace(300);
    const staged = await readTraceFileInStages(fileOf(good), noPause);
    if (!staged.ok) throw new Error(staged.error);
    expect(staged.preview).not.toBeNull();
    expect(await staged.validate()).toEqual(await readTraceFile(fileOf(good), noPause));

    // A step in the middle is damaged: the preview passes, the whole reading refuses the file.
    const damaged = trace(300) as unknown as { turns: { events: Record<string, unknown>[] }[] };
    damaged.turns[0]!.events[500]!['step'] = 'seven';
    const read = await readTraceFileInStages(fileOf(damaged), noPause);
    if (!read.ok) throw new Error(read.error);
    expect(read.preview).not.toBeNull();
    const result = await read.validate();
    expect(result.ok).toBeFalse();
    expect(result).toEqual(await readTraceFile(fileOf(damaged), noPause));
  });

  it('refuses what is not JSON at once, with the message of a plain reading', async () => {
    const file = new Blob(['{"format": "sightline.trace", '], { type: 'application/json' });
    const read = await readTraceFileInStages(file, noPause);
    const plain = await readTraceFile(file, noPause);
    expect(read.ok).toBeFalse();
    expect(plain.ok).toBeFalse();
    expect(read.ok ? '' : read.error).toBe(plain.ok ? '' : plain.error);
  });
});
