import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import { assistantContent, StreamFailure, TurnAccumulator } from './stream-turn';
import { messageEvents } from './testing/scripted-llm';

describe('TurnAccumulator', () => {
  it('folds text, thinking and tool_use blocks, stop reason and usage', () => {
    const accumulator = new TurnAccumulator({});
    const events = messageEvents(
      [
        { thinking: ['a ', 'plan'] },
        { text: ['Hello ', 'there'] },
        { toolUse: { id: 't1', name: 'analyze_trends', json: ['{"metric"', ': "volume"}'] } },
      ],
      'tool_use',
      { input: 50, output: 33 },
    );
    const start = events[0] as Extract<RawMessageStreamEvent, { type: 'message_start' }>;
    start.message.usage = {
      ...start.message.usage,
      cache_creation_input_tokens: 7,
      cache_read_input_tokens: 3,
    };
    for (const event of events) accumulator.add(event);

    expect(accumulator.complete).toBeTrue();
    const { turn } = accumulator;
    expect(turn.stopReason).toBe('tool_use');
    expect(turn.inputTokens).toBe(60);
    expect(turn.outputTokens).toBe(33);
    expect(turn.blocks).toEqual([
      { type: 'thinking', thinking: 'a plan', signature: 'sig' },
      { type: 'text', text: 'Hello there' },
      { type: 'tool_use', id: 't1', name: 'analyze_trends', inputJson: '{"metric": "volume"}' },
    ]);
    expect(assistantContent(turn, new Map([['t1', { metric: 'volume' }]]))).toEqual([
      { type: 'thinking', thinking: 'a plan', signature: 'sig' },
      { type: 'text', text: 'Hello there' },
      { type: 'tool_use', id: 't1', name: 'analyze_trends', input: { metric: 'volume' } },
    ]);
  });

  it('calls the observer as deltas arrive', () => {
    const seen: string[] = [];
    const accumulator = new TurnAccumulator({
      textDelta: (_index, block, delta) => seen.push(`text:${delta}:${block.text}`),
      inputDelta: (_index, block) => seen.push(`input:${block.inputJson}`),
      blockStop: (index) => seen.push(`stop:${index}`),
    });
    const events = messageEvents(
      [{ text: ['a', 'b'] }, { toolUse: { name: 'x', json: ['{', '}'] } }],
      'tool_use',
    );
    for (const event of events) accumulator.add(event);
    expect(seen).toEqual(['text:a:a', 'text:b:ab', 'stop:0', 'input:{', 'input:{}', 'stop:1']);
  });

  it('turns an error frame into a StreamFailure with its type', () => {
    const accumulator = new TurnAccumulator({});
    const frame = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
    expect(() => accumulator.add(frame as unknown as RawMessageStreamEvent)).toThrow(
      new StreamFailure('overloaded_error', 'Overloaded'),
    );
  });

  it('is incomplete until message_stop', () => {
    const accumulator = new TurnAccumulator({});
    for (const event of messageEvents([{ text: 'x' }], 'end_turn').slice(0, -1))
      accumulator.add(event);
    expect(accumulator.complete).toBeFalse();
  });
});
