import { readDictionaryBlock } from './dataset';
import { nativeProtocol } from './protocols/native';
import { textProtocol } from './protocols/text';
import { DEMO_CORPUS_PERIOD, nativeSystemPrompt, periodOf, textSystemPrompt } from './prompts';
import { sampleDataset } from './testing/sample-dataset';
import { toolDefinition } from './testing/fake-tools';

describe('system prompts', () => {
  const dataset = sampleDataset();
  const data = { period: periodOf(dataset, DEMO_CORPUS_PERIOD), dataset };

  it('describe an imported data set by its own name, span and fields, without the demo', () => {
    for (const prompt of [nativeSystemPrompt(data), textSystemPrompt(data, [])]) {
      expect(prompt).toContain('"Airline tweets"');
      expect(prompt).toContain('covers 2015-02-16 to 2015-02-24');
      expect(prompt).toContain('relative to 2015-02-24');
      expect(prompt).toContain('negativereason (negative reason)');
      expect(prompt).not.toMatch(/bank|chatbot|2026/i);
    }
  });

  it('carry the data dictionary block in both protocols so the planner can read it back', () => {
    for (const protocol of [nativeProtocol, textProtocol]) {
      const params = protocol.buildParams({
        model: 'm',
        maxTokens: 100,
        data,
        tools: [toolDefinition('search_communications')],
        messages: [{ role: 'user', content: 'hi' }],
      });
      const system = (params.system as { text: string }[])[0]!.text;
      expect(readDictionaryBlock(system)?.fields.map((field) => field.name)).toEqual([
        'airline',
        'negativereason',
        'sentiment',
        'at',
      ]);
    }
  });

  it('fall back to the span alone when no dictionary is at hand', () => {
    const prompt = nativeSystemPrompt({ period: { from: '2024-01-01', to: '2024-06-30' } });
    expect(prompt).toContain('covers 2024-01-01 to 2024-06-30');
    expect(readDictionaryBlock(prompt)).toBeUndefined();
  });

  it('ask for a status with the answer in both protocols', () => {
    expect(nativeSystemPrompt(data)).toContain('not answerable');
    expect(textSystemPrompt(data, [])).toContain(
      'Status: <answered | partly answered | not answerable>',
    );
  });

  it('take the span from the dictionary, or the fallback when it has none', () => {
    expect(periodOf(dataset, DEMO_CORPUS_PERIOD)).toEqual({ from: '2015-02-16', to: '2015-02-24' });
    expect(periodOf(sampleDataset({ from: null, to: null }), DEMO_CORPUS_PERIOD)).toEqual(
      DEMO_CORPUS_PERIOD,
    );
  });
});
