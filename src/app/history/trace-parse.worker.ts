import { traceFileMessages } from './trace-worker-messages';

/** The worker's global scope, as far as it is used here (the app compiles with the DOM's types). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Blob>) => void): void;
  postMessage(message: unknown): void;
};

/**
 * Reads, parses and checks a chosen trace file off the page's thread (JSON.parse and the schema
 * check of a 2,000-step trace take longer than a frame), then sends it back in slices.
 */
scope.addEventListener('message', (event) => {
  void (async () => {
    for await (const message of traceFileMessages(event.data)) scope.postMessage(message);
  })();
});
