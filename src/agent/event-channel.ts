import type { AgentEvent, AgentEventBody } from './events';

/**
 * Turns the engine's pushes into the `AsyncIterable<AgentEvent>` consumers pull from. `t` is
 * stamped when an event happens; `seq` when it is delivered, so that events dropped after a stop
 * leave no gap. Once `dropAllBut('run-end')` applies, only the final event gets through: a
 * consumer that pressed Stop sees nothing else, even what was already queued.
 */
export class EventChannel implements AsyncIterable<AgentEvent> {
  private readonly queue: (Omit<AgentEvent, 'seq'> & { seq?: number })[] = [];
  private head = 0;
  private closed = false;
  private seq = 0;
  private waiting: ((result: IteratorResult<AgentEvent>) => void) | null = null;

  constructor(
    private readonly runId: string,
    private readonly elapsed: () => number,
    private readonly stopDelivery: () => boolean,
    private readonly onReturn: () => void,
  ) {}

  push(body: AgentEventBody): void {
    if (this.closed) return;
    this.queue.push({ ...body, runId: this.runId, t: Math.max(0, this.elapsed()) } as Omit<
      AgentEvent,
      'seq'
    >);
    this.deliver();
  }

  close(): void {
    this.closed = true;
    this.deliver();
  }

  private next(): IteratorResult<AgentEvent> | null {
    while (this.head < this.queue.length) {
      const event = this.queue[this.head]!;
      this.queue[this.head++] = undefined as never;
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue.splice(0, this.head);
        this.head = 0;
      }
      if (event.type !== 'run-end' && this.stopDelivery()) continue;
      return { value: { ...event, seq: this.seq++ } as AgentEvent, done: false };
    }
    return this.closed ? { value: undefined, done: true } : null;
  }

  private deliver(): void {
    if (!this.waiting) return;
    const result = this.next();
    if (!result) return;
    const resolve = this.waiting;
    this.waiting = null;
    resolve(result);
  }

  [Symbol.asyncIterator](): AsyncIterator<AgentEvent> {
    return {
      next: () => {
        const ready = this.next();
        if (ready) return Promise.resolve(ready);
        return new Promise((resolve) => (this.waiting = resolve));
      },
      return: () => {
        // A consumer that stops iterating (break, thrown error) stops the run itself.
        this.onReturn();
        this.closed = true;
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}
