import type {
  MessageCreateParamsStreaming,
  RawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/messages';

/** The one thing the engine needs from a model: a streamed turn as raw Messages API events. */
export interface LlmClient {
  stream(
    params: MessageCreateParamsStreaming,
    options: { signal: AbortSignal },
  ): AsyncIterable<RawMessageStreamEvent>;
}

/**
 * The Anthropic SDK pointed at our own proxy (`${origin}/api/llm`). The SDK is imported
 * dynamically so the browser loads it as a lazy chunk only when a run starts.
 */
export async function createAnthropicLlmClient(options: {
  baseURL: string;
  token?: string;
  maxRetries?: number;
}): Promise<LlmClient> {
  const { default: Anthropic } = await import('@anthropic-ai/sdk');
  const client = new Anthropic({
    baseURL: options.baseURL,
    // The proxy drops this and adds the server-held key; with SIGHTLINE_TOKEN set it checks the
    // session token here instead. The real key never reaches the browser.
    apiKey: options.token ?? 'sightline-proxy',
    maxRetries: options.maxRetries ?? 2,
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
      let finished = false;
      try {
        for await (const event of stream) yield event;
        finished = true;
      } finally {
        if (!finished) stream.abort();
      }
      if (failure !== undefined) throw failure;
    },
  };
}
