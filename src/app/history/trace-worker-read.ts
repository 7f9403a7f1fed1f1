import type { Trace } from '../../agent/events';
import type { TraceParseResult } from './trace-file';
import { readTraceFileInStages, type StagedTraceRead } from './trace-preview';
import { TraceAssembler, type TraceWorkerMessage } from './trace-worker-messages';

/**
 * `readTraceFileInStages` with the reading, parsing and checking done in a worker, so a long trace
 * never holds the page for a whole `JSON.parse`: the page receives the preview and then the checked
 * events in slices (trace-worker-messages.ts). Same results, same refusal messages. Where no worker
 * starts (none in this browser, its script failed to load), the page reads the file itself.
 */
export function readTraceFileInWorker(file: Blob): Promise<StagedTraceRead> {
  const worker = warmWorker ?? startWorker();
  warmWorker = null;
  if (!worker) return readTraceFileInStages(file);
  return new Promise<StagedTraceRead>((resolveRead) => {
    const assembler = new TraceAssembler();
    let heard = false;
    let settled = false;
    let resolveResult: (result: TraceParseResult) => void = () => undefined;
    const result = new Promise<TraceParseResult>((resolve) => (resolveResult = resolve));
    const staged = (preview: Trace | null): StagedTraceRead => ({
      ok: true,
      preview,
      validate: () => result,
    });
    const finish = (outcome: TraceParseResult): void => {
      worker.terminate();
      if (!settled) resolveRead(outcome.ok ? staged(null) : outcome);
      settled = true;
      resolveResult(outcome);
    };
    worker.onmessage = ({ data }: MessageEvent<TraceWorkerMessage>) => {
      heard = true;
      if (data.type === 'preview' && !settled) {
        settled = true;
        resolveRead(staged(data.preview));
        return;
      }
      const outcome = assembler.accept(data);
      if (outcome) finish(outcome);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // The worker never started (its script did not load): the page reads the file instead.
      if (!heard) {
        settled = true;
        void readTraceFileInStages(file).then(resolveRead);
        return;
      }
      // It failed midway: the file is refused, never half read.
      finish({ ok: false, error: 'The file could not be read.' });
    };
    worker.postMessage(file);
  });
}

/** A worker started ahead of the file, for the next read. */
let warmWorker: Worker | null = null;

/**
 * Starts the trace worker while the analyst is still choosing the file, so its script (the schema
 * checker with it) is loaded and compiled by the time the file comes.
 */
export function prewarmTraceWorker(): void {
  warmWorker ??= startWorker();
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./trace-parse.worker', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
