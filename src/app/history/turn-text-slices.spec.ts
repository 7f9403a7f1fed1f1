import type { AgentEvent } from '../../agent/events';
import { longTrace } from '../timeline/testing/long-trace';
import { searchWords, tokenize } from './search-text';
import { foldTurnText } from './turn-text';
import { WordCollector, foldTurnTextInSlices } from './turn-text-slices';

/** The index as first defined: every word of every text, distinct, the first 2,000 kept. */
function distinctWords(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => tokenize(text)))].slice(0, 2000);
}

function collected(...texts: string[]): string[] {
  const words = new WordCollector();
  for (const text of texts) if (!words.add(text)) break;
  return words.list();
}

describe('turn text in slices', () => {
  it('collects the same words as the whole token list, trailing marks cut and the limit kept', () => {
    const texts = [
      'Why did M-000123. rise 12.5%?',
      'Fees_ rose... by 3-4 a.b. x é',
      Array.from({ length: 2500 }, (_, index) => `w${index}`).join(' '),
    ];
    expect(collected(...texts)).toEqual(distinctWords(...texts));
    expect(collected(...texts)).toEqual(searchWords(...texts));
    expect(collected(...texts).length).toBe(2000);
    expect(collected('a b', '')).toEqual([]);
  });

  it('folds a long turn in slices to what the whole fold gives, pausing as it goes', async () => {
    // 2,500 steps: more distinct words (each step's number) than the index keeps.
    const events = longTrace(2500, 'conv-long', { thoughtDeltas: true }).turns[0]!.events;
    let pauses = 0;
    const sliced = await foldTurnTextInSlices('When did complaints spike?', events, async () => {
      pauses++;
    });
    const whole = foldTurnText('When did complaints spike?', events);
    expect(sliced).toEqual(whole);
    expect(sliced.status).toBe('ended');
    expect(sliced.confidence).toBeDefined();
    expect(sliced.words.length).toBe(2000);
    expect(pauses).toBeGreaterThan(events.length / 1024);
  });

  it('keeps a running turn running, with no confidence, and skips empty thoughts', async () => {
    const base = { runId: 'run-1', t: 0 };
    const events: AgentEvent[] = [
      { ...base, seq: 0, type: 'step-start', step: 1 },
      { ...base, seq: 1, type: 'thought-end', step: 1, text: '' },
      { ...base, seq: 2, type: 'thought-end', step: 1, text: 'Refunds rose.' },
      { ...base, seq: 3, type: 'thought-end', step: 2, text: 'Then fell' },
    ];
    const sliced = await foldTurnTextInSlices('Refunds?', events, () => Promise.resolve());
    expect(sliced).toEqual(foldTurnText('Refunds?', events));
    expect(sliced).toEqual({
      status: 'running',
      answer: '',
      thoughts: 'Refunds rose.\nThen fell',
      words: ['refunds', 'rose', 'then', 'fell'],
    });
  });
});
