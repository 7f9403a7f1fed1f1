import { highlight, scoreTurn, searchWords, snippet, tokenize } from './search-text';

describe('search text', () => {
  it('indexes distinct lower-case words of every field, ids and decimals whole', () => {
    expect(searchWords('Why did M-000123 rise 12.5%?', 'Because fees rose.', 'Why indeed')).toEqual(
      ['why', 'did', 'm-000123', 'rise', '12.5', 'because', 'fees', 'rose', 'indeed'],
    );
  });

  it('ranks a match in the question above one in the answer above one in a thought', () => {
    const inQuestion = { question: 'refunds by region', answer: '', thoughts: '' };
    const inAnswer = { question: 'x', answer: 'refunds by region', thoughts: '' };
    const inThought = { question: 'x', answer: '', thoughts: 'refunds by region' };
    const terms = tokenize('refund');
    expect(scoreTurn(inQuestion, terms)).toBeGreaterThan(scoreTurn(inAnswer, terms));
    expect(scoreTurn(inAnswer, terms)).toBeGreaterThan(scoreTurn(inThought, terms));
    expect(scoreTurn(inQuestion, tokenize('refund missing'))).toBe(0);
  });

  it('highlights the matching prefix of words as text segments, leaving markup inert', () => {
    expect(highlight('<b>Escalations</b> rose', ['escal'])).toEqual([
      { text: '<b>', match: false },
      { text: 'Escal', match: true },
      { text: 'ations</b> rose', match: false },
    ]);
  });

  it('cuts an excerpt around the first match', () => {
    const text = `${'a '.repeat(100)}the chargeback rate ${'b '.repeat(100)}`;
    const excerpt = snippet(text, ['chargeback'], 60);
    expect(excerpt).toContain('chargeback');
    expect(excerpt.startsWith('…')).toBeTrue();
    expect(excerpt.length).toBeLessThanOrEqual(62);
  });
});
