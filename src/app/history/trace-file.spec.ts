import type { AgentEvent, Trace } from '../../agent/events';
import {
  MAX_TRACE_BYTES,
  parseTraceText,
  readTraceFile,
  serializeTrace,
  traceFileName,
} from './trace-file';

function sampleTrace(): Trace {
  const stamp = (seq: number) => ({ runId: 'run-1', seq, t: seq * 10 });
  const events: AgentEvent[] = [
    {
      ...stamp(0),
      type: 'run-start',
      question: 'When did login complaints spike?',
      model: 'sightline-offline',
      protocol: 'native',
      conversationId: 'conv-1',
    },
    { ...stamp(1), type: 'step-start', step: 1 },
    { ...stamp(2), type: 'thought-end', step: 1, text: 'Look at the trend.' },
    {
      ...stamp(3),
      type: 'action',
      step: 1,
      callId: 'call-1',
      tool: 'analyze_trends',
      input: { metric: 'complaints' },
    },
    {
      ...stamp(4),
      type: 'observation',
      step: 1,
      callId: 'call-1',
      tool: 'analyze_trends',
      ok: true,
      output: { summary: 'A spike on 2026-03-11.' },
      durationMs: 12,
      truncated: false,
    },
    {
      ...stamp(5),
      type: 'answer',
      text: 'They spiked on **2026-03-11**.',
      sources: [{ id: 'M-000001' }],
      confidence: { score: 0.8, level: 'high', factors: [{ label: 'direct data', delta: 0.2 }] },
      followUps: ['Why?'],
    },
    {
      ...stamp(6),
      type: 'run-end',
      reason: 'answered',
      stats: {
        durationMs: 60,
        steps: 1,
        toolCalls: 1,
        inputTokens: 100,
        outputTokens: 50,
        model: 'sightline-offline',
      },
    },
  ];
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: { id: 'conv-1', title: 'Login spike', createdAt: '2026-11-22T07:00:00.000Z' },
    turns: [{ id: 'turn-1', question: 'When did login complaints spike?', events }],
  };
}

function expectError(text: string, pattern: RegExp): void {
  const result = parseTraceText(text);
  expect(result.ok).toBeFalse();
  if (!result.ok) expect(result.error).toMatch(pattern);
}

describe('parseTraceText', () => {
  it('reads back an exported trace unchanged', () => {
    const trace = sampleTrace();
    const result = parseTraceText(serializeTrace(trace));
    expect(result).toEqual({ ok: true, traces: [trace] });
  });

  it('reads several conversations exported as one file', () => {
    const first = sampleTrace();
    const second = { ...sampleTrace(), conversation: { ...first.conversation, id: 'conv-2' } };
    expect(parseTraceText(serializeTrace([first, second]))).toEqual({
      ok: true,
      traces: [first, second],
    });
    expectError(serializeTrace([first, first]), /share one id/);
    expectError(JSON.stringify([first, { format: 'other' }]), /Conversation 2 of this file/);
  });

  it('refuses a truncated file', () => {
    const text = serializeTrace(sampleTrace());
    expectError(text.slice(0, Math.floor(text.length / 2)), /not JSON/);
  });

  it('refuses events that are missing, out of order or of another run', () => {
    const missing = sampleTrace();
    missing.turns[0].events.splice(2, 2);
    expectError(JSON.stringify(missing), /question 1, events 2 to 3 are missing/);

    const swapped = sampleTrace();
    const events = swapped.turns[0].events;
    [events[3], events[4]] = [events[4], events[3]];
    expectError(JSON.stringify(swapped), /events 3 to 3 are missing|out of order/);

    const headless = sampleTrace();
    headless.turns[0].events.shift();
    expectError(JSON.stringify(headless), /first event is not run-start/);

    const mixed = sampleTrace();
    mixed.turns[0].events[5] = { ...mixed.turns[0].events[5], runId: 'run-2' };
    expectError(JSON.stringify(mixed), /event 5 belongs to another run/);
  });

  it('refuses 100,000-deep nesting without overflowing the stack', () => {
    const trace = sampleTrace() as unknown as { turns: { events: Record<string, unknown>[] }[] };
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const text = JSON.stringify(trace).replace('{"metric":"complaints"}', deep);
    expectError(text, /more than 64 levels deep/);
  });

  it('refuses text that is not JSON', () => {
    expectError('{"format": "sightline.trace", ', /not JSON/);
    expectError('<html></html>', /not JSON/);
  });

  it('refuses JSON that is not a trace object', () => {
    expectError('[1, 2, 3]', /not a Sightline trace/);
    expectError('"sightline.trace"', /not a Sightline trace/);
    expectError('null', /not a Sightline trace/);
  });

  it('refuses another format and names the expected one', () => {
    expectError(JSON.stringify({ ...sampleTrace(), format: 'chat.export' }), /"sightline\.trace"/);
  });

  it('refuses another version', () => {
    expectError(JSON.stringify({ ...sampleTrace(), version: 2 }), /version 2.*version 1/);
  });

  it('refuses an event of an unknown type and says where it is', () => {
    const trace = sampleTrace() as unknown as { turns: { events: unknown[] }[] };
    trace.turns[0].events[2] = { type: 'exfiltrate', runId: 'run-1', seq: 2, t: 0 };
    expectError(JSON.stringify(trace), /damaged at turns\[0\]\.events\[2\]/);
  });

  it('refuses an event with a field of the wrong kind', () => {
    const trace = sampleTrace() as unknown as { turns: { events: Record<string, unknown>[] }[] };
    trace.turns[0].events[4] = { ...trace.turns[0].events[4], ok: 'yes' };
    expectError(JSON.stringify(trace), /damaged at turns\[0\]\.events\[4\]\.ok/);
  });

  it('refuses a trace without its conversation', () => {
    const { conversation: _dropped, ...rest } = sampleTrace();
    expectError(JSON.stringify(rest), /damaged at conversation/);
  });

  it('refuses two turns with one id', () => {
    const trace = sampleTrace();
    trace.turns.push({ ...trace.turns[0] });
    expectError(JSON.stringify(trace), /share one id/);
  });

  it('drops fields the format does not know', () => {
    const text = JSON.stringify({ ...sampleTrace(), injected: '<script>' });
    const result = parseTraceText(text);
    expect(result.ok).toBeTrue();
    if (result.ok) expect('injected' in result.traces[0]!).toBeFalse();
  });
});

describe('readTraceFile', () => {
  it('reads a trace file', async () => {
    const file = new Blob([serializeTrace(sampleTrace())], { type: 'application/json' });
    const result = await readTraceFile(file);
    expect(result.ok).toBeTrue();
  });

  it('refuses a 50 MB file without reading it', async () => {
    const huge = new Blob([new Uint8Array(50 * 1024 * 1024)]);
    expect(huge.size).toBeGreaterThan(MAX_TRACE_BYTES);
    const textSpy = spyOn(huge, 'text').and.callThrough();
    const result = await readTraceFile(huge);
    expect(result.ok).toBeFalse();
    if (!result.ok) expect(result.error).toContain('at most 20 MB');
    expect(textSpy).not.toHaveBeenCalled();
  });
});

describe('traceFileName', () => {
  it('names the file after the conversation title', () => {
    expect(traceFileName('Login spike')).toBe('Login spike.sightline.json');
  });

  it('replaces characters file systems refuse and never starts with a dot', () => {
    expect(traceFileName('a/b: c?')).toBe('a b c.sightline.json');
    expect(traceFileName('../../etc')).not.toMatch(/^\.|\//);
    expect(traceFileName('  ')).toBe('conversation.sightline.json');
    expect(traceFileName('a\u0000b\nc')).toBe('a b c.sightline.json');
  });
});
