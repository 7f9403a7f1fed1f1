import { shortenObservation } from './shorten-observation';

describe('shortenObservation', () => {
  it('passes small outputs through unchanged', () => {
    const output = { summary: 'ok', rows: [1, 2, 3] };
    expect(shortenObservation(output, 1000)).toEqual({
      text: JSON.stringify(output),
      shortened: false,
    });
  });

  it('cuts long arrays with a trailing "… N more" element and stays valid JSON', () => {
    const output = {
      summary: 'many rows',
      results: Array.from({ length: 300 }, (_, index) => ({
        id: index,
        subject: `subject ${index}`,
      })),
    };
    const { text, shortened } = shortenObservation(output, 1500);
    expect(shortened).toBeTrue();
    expect(text.length).toBeLessThanOrEqual(1500);
    const parsed = JSON.parse(text) as { summary: string; results: unknown[] };
    expect(parsed.summary).toBe('many rows');
    const kept = parsed.results.length - 1;
    expect(parsed.results.at(-1)).toMatch(
      new RegExp(`^… ${300 - kept} more of 300; over all 300: id max 299`),
    );
    expect(parsed.results[0]).toEqual({ id: 0, subject: 'subject 0' });
  });

  it('keeps the summary whole and states the maximum, minimum and total of a cut list', () => {
    const days = Array.from({ length: 365 }, (_, index) => ({
      day: new Date(Date.UTC(2025, 10, 1 + index)).toISOString().slice(0, 10),
      total: index === 291 ? 85 : 40 + (index % 7),
    }));
    const summary = `Communications per day over 365 days: busiest 2026-08-19 (85). ${'Detail. '.repeat(40)}`;
    const { text } = shortenObservation({ days, summary, filters: { from: '2025-11-01' } }, 2000);
    const parsed = JSON.parse(text) as { summary: string; days: unknown[] };
    expect(Object.keys(parsed)[0]).toBe('summary');
    expect(parsed.summary).toBe(summary);
    const note = parsed.days.at(-1) as string;
    const sum = days.reduce((total, day) => total + day.total, 0);
    expect(note).toContain('more of 365; over all 365: total max 85 (2026-08-19), min 40');
    expect(note).toContain(`total ${sum}`);
  });

  it('cuts long strings with an ellipsis', () => {
    const { text } = shortenObservation({ body: 'word '.repeat(2000) }, 800);
    const parsed = JSON.parse(text) as { body: string };
    expect(parsed.body.endsWith('…')).toBeTrue();
    expect(text.length).toBeLessThanOrEqual(800);
  });

  it('never splits a surrogate pair', () => {
    const { text } = shortenObservation({ body: '😀'.repeat(2000) }, 300);
    const body = (JSON.parse(text) as { body: string }).body;
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(body)).toBeFalse();
  });

  it('falls back to a valid JSON preview when the structure cannot shrink enough', () => {
    const wide = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [`key_number_${index}`, index]),
    );
    const { text, shortened } = shortenObservation({ a: { b: { c: { d: wide } } } }, 60);
    expect(shortened).toBeTrue();
    expect(() => JSON.parse(text)).not.toThrow();
  });

  it('is deterministic', () => {
    const output = { rows: Array.from({ length: 100 }, (_, index) => 'x'.repeat(index)) };
    expect(shortenObservation(output, 900)).toEqual(shortenObservation(output, 900));
  });
});
