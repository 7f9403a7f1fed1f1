import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitAsks } from './split-asks';

describe('splitAsks: asks joined by a question mark, a comma or a trailing period', () => {
  it('splits two sentences, each an ask', () => {
    assert.deepEqual(
      splitAsks('How many complaints in May 2026? And what share were about cards?'),
      ['How many complaints in May 2026', 'what share were about cards?'],
    );
    assert.deepEqual(splitAsks('How many complaints in May? How many in June?'), [
      'How many complaints in May',
      'How many in June?',
    ]);
  });

  it('splits at a comma only when the first part is a question itself', () => {
    assert.deepEqual(splitAsks('How many complaints in May 2026, what share were about cards?'), [
      'How many complaints in May 2026',
      'what share were about cards?',
    ]);
    for (const question of [
      'In March 2026, how many complaints were there?',
      'For premier customers, what is the average sentiment?',
    ]) {
      assert.deepEqual(splitAsks(question), [question], question);
    }
  });

  it('gives the first ask the period that closes the second when it names none', () => {
    assert.deepEqual(
      splitAsks('How many cases were opened and how many were closed in June 2026?'),
      ['How many cases were opened in June 2026', 'how many were closed in June 2026?'],
    );
    assert.deepEqual(splitAsks('How many complaints in Q1 2026, and how many in Q2 2026?'), [
      'How many complaints in Q1 2026',
      'how many in Q2 2026?',
    ]);
  });
});
