import fc from 'fast-check';
import { longTrace } from '../timeline/testing/long-trace';
import { damagedCopies } from './testing/damaged-trace';
import {
  MAX_TRACE_BYTES,
  parseTraceText,
  readTraceFile,
  type TraceParseResult,
} from './trace-file';
import { readTraceFileInStages } from './trace-preview';
import {
  EVENTS_PER_MESSAGE,
  TraceAssembler,
  traceFileMessages,
  type TraceWorkerMessage,
} from './trace-worker-messages';
import { readTraceFileInWorker } from './trace-worker-read';

/** What the worker would send about `text`, each message through a structured clone as it is. */
async function messagesOf(text: string | Blob): Promise<TraceWorkerMessage[]> {
  const messages: TraceWorkerMessage[] = [];
  for await (const message of traceFileMessages(typeof text === 'string' ? new Blob([text]) : text))
    messages.push(structuredClone(message));
  return messages;
}

/** The page's side of the messages: the file's result. */
function assemble(messages: readonly TraceWorkerMessage[]): TraceParseResult | null {
  const assembler = new TraceAssembler();
  for (const message of messages) {
    const result = assembler.accept(message);
    if (result) return result;
  }
  return null;
}

const noPause = () => Promise.resolve();

describe('trace worker messages', () => {
  it('sends a long trace as a preview, an outline and short slices that rebuild it exactly', async () => {
    const text = JSON.stringify(longTrace(1000));
    const messages = await messagesOf(text);
    expect(messages.map((message) => message.type).slice(0, 2)).toEqual(['preview', 'outline']);
    const slices = messages.filter((message) => message.type === 'events');
    // 4,003 events in slices of at most EVENTS_PER_MESSAGE.
    expect(slices.length).toBe(Math.ceil(4003 / EVENTS_PER_MESSAGE));
    for (const slice of slices) expect(slice.events.length).toBeLessThanOrEqual(EVENTS_PER_MESSAGE);
    expect(messages.at(-1)!.type).toBe('done');
    expect(assemble(messages)).toEqual(parseTraceText(text));
    const staged = await readTraceFileInStages(new Blob([text]), noPause);
    expect(staged.ok).toBeTrue();
    if (staged.ok) expect(messages[0]).toEqual({ type: 'preview', preview: staged.preview });
  });

  it('rebuilds a file of several conversations, each with its own events', async () => {
    const text = JSON.stringify([longTrace(3, 'a'), longTrace(150, 'b'), longTrace(1, 'c')]);
    const result = assemble(await messagesOf(text));
    expect(result).toEqual(parseTraceText(text));
    if (result?.ok) {
      expect(result.traces.map((trace) => trace.turns[0]!.events.length)).toEqual([15, 603, 7]);
    }
  });

  it('gives exactly the refusals of the page reading', async () => {
    const good = JSON.stringify(longTrace(300));
    const gap = longTrace(300);
    gap.turns[0]!.events.splice(900, 1);
    const bad = [
      good.slice(0, 200),
      '',
      '[1, 2]',
      '[]',
      'null',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      good.replace('"sightline.trace"', '"other"'),
      good.replace('"version":1', '"version":2'),
      good.replace('"thought-end"', '"nonsense"'),
      good.replace('{"step":1}', `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`),
      JSON.stringify(gap),
      JSON.stringify([longTrace(1), longTrace(1)]),
      JSON.stringify([longTrace(1, 'a'), { ...longTrace(1, 'b'), version: 3 }]),
    ];
    for (const text of bad) {
      const expected = await readTraceFile(new Blob([text]), noPause);
      expect(expected.ok).withContext(text.slice(0, 60)).toBeFalse();
      expect(assemble(await messagesOf(text)))
        .withContext(text.slice(0, 60))
        .toEqual(expected);
    }
  });

  it('refuses a file too large before reading it, with the page reading’s message', async () => {
    const huge = new Blob([new Uint8Array(MAX_TRACE_BYTES + 1)]);
    expect(assemble(await messagesOf(huge))).toEqual(await readTraceFile(huge, noPause));
  });

  it('drops unknown keys and a __proto__ key as the page reading does, polluting nothing', async () => {
    const text = JSON.stringify(longTrace(300))
      .replace('"question":', '"__proto__":{"polluted":1},"question":')
      .replace('"type":"step-start"', '"type":"step-start","extra":"<script>"');
    const result = assemble(await messagesOf(text));
    expect(result).toEqual(parseTraceText(text));
    if (result?.ok) expect(JSON.stringify(result.traces)).not.toContain('<script>');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses events that arrive for a turn the outline does not have', () => {
    const assembler = new TraceAssembler();
    const event = longTrace(1).turns[0]!.events[0]!;
    expect(assembler.accept({ type: 'events', trace: 0, turn: 0, events: [event] })?.ok).toBe(
      false,
    );
    expect(new TraceAssembler().accept({ type: 'done' })?.ok).toBe(false);
  });

  it('agrees with the page reading on damaged copies of a valid trace (property)', async () => {
    await fc.assert(
      fc.asyncProperty(damagedCopies(longTrace(70)), async (text) => {
        expect(assemble(await messagesOf(text))).toEqual(parseTraceText(text));
      }),
      { numRuns: 100 },
    );
    // A hundred parses of a 70-turn trace: the default 5 s of Jasmine is too little on a loaded
    // two-core machine (CI timed out here once), and time is not what this property checks.
  }, 60_000);
});

describe('readTraceFileInWorker', () => {
  it('reads a long trace in a real worker: the preview, then the whole file as the page would', async () => {
    const text = JSON.stringify(longTrace(600));
    const read = await readTraceFileInWorker(new Blob([text]));
    const staged = await readTraceFileInStages(new Blob([text]), noPause);
    expect(read.ok).toBeTrue();
    if (!read.ok || !staged.ok) return;
    expect(read.preview).toEqual(staged.preview);
    expect(await read.validate()).toEqual(parseTraceText(text));
  });

  it('refuses a damaged file in a real worker with the page reading’s message', async () => {
    const text = JSON.stringify(longTrace(20)).replace('"thought-end"', '"nonsense"');
    const read = await readTraceFileInWorker(new Blob([text]));
    const result = read.ok ? await read.validate() : read;
    expect(result).toEqual(parseTraceText(text));
    expect(result.ok).toBeFalse();
  });
});
