import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitAsks } from './split-asks';

describe('splitAsks: the asks of one question', () => {
  it('splits a second ask led by its own question word after "and"', () => {
    assert.deepEqual(
      splitAsks('How many cases were opened in Q3 2026 and how many breached SLA?'),
      ['How many cases were opened in Q3 2026', 'how many breached SLA?'],
    );
    assert.deepEqual(splitAsks('How many complaints in Q1 2026, and how many in Q2 2026?'), [
      'How many complaints in Q1 2026',
      'how many in Q2 2026?',
    ]);
    assert.deepEqual(
      splitAsks('What is the average sentiment of refunds and which channel do they use most?'),
      ['What is the average sentiment of refunds', 'which channel do they use most?'],
    );
  });

  it('keeps one question when the second part leans on the first or is no ask of its own', () => {
    for (const question of [
      'What share of emails are complaints and how does that compare with chat?',
      'How many complaints about fees and charges?',
      'Compare phone and email complaints in March',
      'Which product and channel had the most complaints?',
    ]) {
      assert.deepEqual(splitAsks(question), [question], question);
    }
  });
});
