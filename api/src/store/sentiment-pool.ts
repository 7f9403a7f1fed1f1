import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Sentiment } from './sentiment';

interface Pending {
  readonly resolve: (sentiments: Sentiment[]) => void;
  readonly reject: (error: Error) => void;
}

/** How many scoring threads an import uses by default: one per core, at most four. */
export function defaultSentimentWorkers(): number {
  return Math.min(4, availableParallelism());
}

/**
 * Worker threads running scoreSentiment, so a large import scores text on every core while the
 * main thread parses and writes. VADER's tokenizer costs ~0.1–0.3 ms per message: most of an
 * import's time when done on one thread. Results are exactly those of scoreSentiment.
 */
export class SentimentPool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(size: number) {
    // The workers run TypeScript like the rest of the API: they register tsx before loading it.
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./sentiment-worker.ts', import.meta.url).href;
    const bootstrap =
      `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); ` +
      `return import(${JSON.stringify(entry)}); });`;
    this.workers = Array.from({ length: Math.max(1, size) }, () => {
      const worker = new Worker(bootstrap, { eval: true });
      worker.on('message', ({ id, sentiments }: { id: number; sentiments: Sentiment[] }) => {
        this.pending.get(id)?.resolve(sentiments);
        this.pending.delete(id);
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`sentiment worker stopped with exit code ${code}`));
      });
      return worker;
    });
  }

  score(texts: readonly string[]): Promise<Sentiment[]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.workers[id % this.workers.length]!.postMessage({ id, texts });
    });
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    for (const worker of workers) worker.removeAllListeners('exit');
    await Promise.all(workers.map((worker) => worker.terminate()));
    this.fail(new Error('the sentiment pool was closed'));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}
