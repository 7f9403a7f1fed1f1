// The fake model of the browser benches: a loopback upstream standing in for Anthropic that streams
// one long thought at TOKENS_PER_SECOND, then the final_answer call, through the API's real proxy.
import type { ServerResponse } from 'node:http';
import { sse, startFakeUpstream } from '../api/src/llm/gateway-test-support';

export const TOKENS_PER_SECOND = 300;
const FRAME_MS = 1000 / 60;
/** ~7 s of thought per run: long enough for thousands of frames' worth of growth. */
const THOUGHT_TOKENS = 2100;
const MODEL = 'bench-model';

/** The upstream, answering every request with {@link streamThoughtThenAnswer}. */
export async function startThoughtUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = await startFakeUpstream();
  upstream.handle((_request, _body, response) => streamThoughtThenAnswer(response));
  return upstream;
}

/**
 * The API's variables for a (fake) key and base URL: the e2e server blanks ANTHROPIC_API_KEY to
 * force the offline planner, and these benches need the real proxy.
 */
export function upstreamEnv(upstreamUrl: string): Record<string, string> {
  return { ANTHROPIC_API_KEY: 'fake', ANTHROPIC_BASE_URL: upstreamUrl, SIGHTLINE_MODELS: MODEL };
}

/** One model turn: a long thought streamed at TOKENS_PER_SECOND, then the final_answer call. */
function streamThoughtThenAnswer(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': 'req_bench_ui' });
  const tokensPerFrame = Math.max(1, Math.round(TOKENS_PER_SECOND / 60));
  const thoughtFrames: string[] = [];
  for (let token = 0; token < THOUGHT_TOKENS; token += tokensPerFrame) {
    let text = '';
    for (let i = token; i < Math.min(THOUGHT_TOKENS, token + tokensPerFrame); i++) {
      // Markdown-ish prose with paragraph breaks, emphasis and a list now and then.
      text += i % 97 === 96 ? '\n\n- **point** ' : i % 13 === 12 ? 'complaints, ' : `word${i} `;
    }
    thoughtFrames.push(
      sse('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      }),
    );
  }
  const answerInput = JSON.stringify({
    answer: 'Login complaints **spiked** on 2026-03-11.',
    confidence: 0.8,
    confidence_reason: 'bench',
    sources: [],
    follow_up_questions: ['Why?', 'Which product?', 'Since when?'],
  });
  const frames = [
    sse('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_bench',
        type: 'message',
        role: 'assistant',
        model: MODEL,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 1 },
      },
    }),
    sse('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    }),
    ...thoughtFrames,
    sse('content_block_stop', { type: 'content_block_stop', index: 0 }),
    sse('content_block_start', {
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 'toolu_bench', name: 'final_answer', input: {} },
    }),
    sse('content_block_delta', {
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: answerInput },
    }),
    sse('content_block_stop', { type: 'content_block_stop', index: 1 }),
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { output_tokens: THOUGHT_TOKENS },
    }),
    sse('message_stop', { type: 'message_stop' }),
  ];
  let next = 0;
  const writeNext = () => {
    if (response.destroyed) return;
    if (next === frames.length) return void response.end();
    response.write(frames[next++]);
    setTimeout(writeNext, next > 2 && next < 2 + thoughtFrames.length ? FRAME_MS : 0);
  };
  writeNext();
}
