import { answeredRun } from '../timeline/testing/fake-agent-launcher';
import type { AgentEvent, Trace } from '../../agent/events';
import { traceToMarkdown } from './trace-markdown';

async function traceWith(answer: string): Promise<Trace> {
  const events: AgentEvent[] = [];
  const run = answeredRun(answer)(
    { question: 'Q', conversationId: 'c' },
    new AbortController().signal,
  );
  for await (const event of run) events.push(event);
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: {
      id: 'c',
      title: 'Spikes <script>alert(1)</script>',
      createdAt: '2026-11-22T00:00:00Z',
    },
    turns: [{ id: 't', question: 'When did complaints spike?', events }],
  };
}

describe('traceToMarkdown', () => {
  it('reports question, answer, confidence factors, reasoning with tool calls, and sources', async () => {
    const markdown = traceToMarkdown(await traceWith('They spiked on **2026-03-11**.'));
    expect(markdown).toContain('## 1. When did complaints spike?');
    expect(markdown).toContain('They spiked on **2026-03-11**.');
    expect(markdown).toContain('**Confidence:** high (80%)');
    expect(markdown).toContain('- Tools agree: +0.1');
    expect(markdown).toMatch(/<details>\n<summary>Reasoning: 1 steps<\/summary>/);
    expect(markdown).toContain('**analyze_trends** input:');
    expect(markdown).toContain('"metric": "complaints"');
    expect(markdown).toContain('"value": 41');
    expect(markdown).toContain('- M-000001');
  });

  it('escapes HTML from the model and the title so the report renders inert', async () => {
    const markdown = traceToMarkdown(await traceWith('<img src=x onerror=alert(1)> done'));
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('<script>');
    expect(markdown).toContain('&lt;img src=x onerror=alert(1)&gt; done');
  });
});
