import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkJson, chunkText } from './stream';

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
