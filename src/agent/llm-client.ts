import type {
  MessageCreateParamsStreaming,
  RawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/messages';
import { StreamFailure } from './stream-turn';

/** The one thing the engine needs from a model: a streamed turn as raw Messages API events. */
export interface LlmClient {
  stream(
    params: MessageCreateParamsStreaming,
    options: { signal: AbortSignal },
  ): AsyncIterable<RawMessageStreamEvent>;
}

/**
 * How long a model stream may stay silent (no event at all, headers included) before the turn
 * fails as `stream_idle` and the engine retries it. A streaming model sends pings and deltas every
 * few seconds, even while it thinks; a minute of nothing is a stuck connection, and waiting for the
 * run's 180 s timeout would leave the analyst with a spinner.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

export interface AnthropicLlmClientOptions {
  baseURL: string;
  token?: string;
  /**
   * The SDK's own retries. The engine retries failed turns itself (and says so in the timeline),
   * so this stays 0: retries nested inside retries multiply requests and make "gave up after N
   * attempts" untrue.
   */
  maxRetries?: number;
  /** See DEFAULT_IDLE_TIMEOUT_MS. */
  idleTimeoutMs?: number;
}

/**
 * The Anthropic SDK pointed at our own proxy (`${origin}/api/llm`). The SDK is imported
 * dynamically so the browser loads it as a lazy chunk only when a run starts.
 */
export async function createAnthropicLlmClient(
  options: AnthropicLlmClientOptions,
): Promise<LlmClient> {
  const { default: Anthropic } = await import('@anthropic-ai/sdk');
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const client = new Anthropic({
    baseURL: options.baseURL,
    // The proxy drops this and adds the server-held key; with SIGHTLINE_TOKEN set it checks the
    // session token here instead. The real key never reaches the browser.
    apiKey: options.token ?? 'sightline-proxy',
    maxRetries: options.maxRetries ?? 0,
    // Safe only because baseURL is our own same-origin proxy, never api.anthropic.com: the flag
    // just lets the SDK run in a browser (it adds a header); there is no secret to expose.
    dangerouslyAllowBrowser: true,
  });

  return {
    async *stream(params, { signal }) {
      const { stream: _streamFlag, ...body } = params;
      const stream = client.messages.stream(body, { signal });
      // With listeners attached, an error or abort never becomes an unhandled rejection; and an
      // error that arrives while nobody awaits the iterator (which the SDK then ends silently)
      // is still reported after the loop.
      let failure: unknown;
      stream.on('error', (error) => (failure ??= error));
      stream.on('abort', (error) => (failure ??= error));
      const events = stream[Symbol.asyncIterator]();
      let finished = false;
      try {
        for (;;) {
          const next = await withIdleLimit(events.next(), idleTimeoutMs);
          if (next.done) break;
          yield next.value;
        }
        finished = true;
      } finally {
        if (!finished) stream.abort();
      }
      if (failure !== undefined) throw failure;
    },
  };
}

/** Waits for the next stream event, or fails as `stream_idle` when none comes in time. */
function withIdleLimit<T>(next: Promise<T>, idleTimeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const seconds = Math.round(idleTimeoutMs / 100) / 10;
      reject(new StreamFailure('stream_idle', `The model sent nothing for ${seconds} s`));
    }, idleTimeoutMs);
  });
  return Promise.race([next, silence]).finally(() => clearTimeout(timer));
}
