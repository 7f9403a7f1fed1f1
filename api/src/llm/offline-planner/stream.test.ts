import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import type { AssistantMessage } from './message';
import { chunkJson, chunkText, messageFrames, sseFrame, writeMessageStream } from './stream';

describe('stream chunking', () => {
  it('splits text into pieces of a few words that join back exactly', () => {
    const text = 'Login complaints tripled after the release.\n\n- 41 on 2026-03-11';
    const chunks = chunkText(text);
    assert.ok(chunks.length > 2);
    assert.equal(chunks.join(''), text);
  });

  it('never cuts JSON inside an escape sequence', () => {
    // No spaces: the cuts cannot move to a word boundary and must avoid the escapes themselves.
    const answer = 'a\n"b"\\c\u0001\té'.repeat(40);
    const json = JSON.stringify({ answer, sources: ['M-000001'] });
    const chunks = chunkJson(json);
    assert.ok(chunks.length > 5, 'a long input streams in many pieces');
    assert.equal(chunks.join(''), json);
    for (const chunk of chunks.slice(0, -1)) {
      const trailing = /\\+$/.exec(chunk)?.[0].length ?? 0;
      assert.equal(
        trailing % 2,
        0,
        `a piece ends inside an escape: ${JSON.stringify(chunk.slice(-8))}`,
      );
      assert.ok(
        !/(^|[^\\])(\\\\)*\\u[0-9a-f]{0,3}$/i.test(chunk),
        `a piece ends inside \\u: ${chunk.slice(-8)}`,
      );
    }
  });

  it('gives a short input in a few pieces', () => {
    const json = JSON.stringify({ metric: 'complaints', granularity: 'day' });
    assert.equal(chunkJson(json).length, 3);
    assert.equal(chunkJson(json).join(''), json);
  });
});

/** A response that records each write (a paced stream's writes are what the client receives). */
function recordingResponse(destroyAfterWrites = Infinity) {
  const writes: string[] = [];
  const response = {
    destroyed: false,
    writeHead: () => response,
    write(chunk: string) {
      writes.push(chunk);
      if (writes.length >= destroyAfterWrites) response.destroyed = true;
      return true;
    },
    end(chunk?: string) {
      if (chunk) writes.push(chunk);
    },
  };
  return { writes, response: response as unknown as ServerResponse };
}

function answerMessage(words: number): AssistantMessage {
  const text = Array.from({ length: words }, (_, index) => `word${index}`).join(' ');
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'sightline-offline',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: 1,
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

const withoutPings = (body: string) => body.replaceAll(sseFrame('ping', { type: 'ping' }), '');

describe('writeMessageStream', () => {
  it('unpaced, sends the whole message in one write', async () => {
    const message = answerMessage(300);
    const { writes, response } = recordingResponse();
    await writeMessageStream(response, message, 0);
    assert.equal(writes.length, 1);
    assert.equal(writes[0], messageFrames(message).join(''));
  });

  it('paced, sends the deltas due within 48 ms together, every frame in order, a ping every 40 deltas', async () => {
    const message = answerMessage(300); // 100 text deltas of three words
    const frames = messageFrames(message);
    const deltas = frames.filter((frame) => frame.startsWith('event: content_block_delta'));
    const { writes, response } = recordingResponse();
    await writeMessageStream(response, message, 12);
    // 12 ms a delta: four deltas a write; the closing write takes what is left and the end frames.
    assert.equal(writes.length, Math.floor(deltas.length / 4) + 1);
    for (const write of writes.slice(0, -1)) {
      assert.equal(write.split('event: content_block_delta').length - 1, 4);
    }
    const body = writes.join('');
    assert.equal(withoutPings(body), withoutPings(frames.join('')));
    const pings = body.split('event: ping').length - 1;
    assert.equal(pings, 1 + Math.floor(deltas.length / 40), 'the opening ping and one per 40');
  });

  it('stops writing when the client has gone away', async () => {
    const { writes, response } = recordingResponse(2);
    await writeMessageStream(response, answerMessage(300), 1);
    assert.equal(writes.length, 2);
  });
});
