import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { withoutAbbreviations, withoutDataItself } from './casual-writing';
import { flagSides } from './flag-sides';
import { setsAsideWinner } from './follow-up-next';
import { vocabularyOf } from './forms-test-support';

/**
 * Guards for four rules of the fifteenth round that read too widely on wordings they were not
 * written for (found by reading the round's whole change): each rule still does its job, and
 * the ordinary English next to it is left alone.
 */
describe('rules of the fifteenth round kept to their own wordings', () => {
  it('sets the leader aside only for a leader word or a name, never "except in March"', () => {
    assert.equal(setsAsideWinner('Excluding that one, which topic has the most?'), true);
    assert.equal(setsAsideWinner('Apart from Parkway, which site is busiest?'), true);
    assert.equal(setsAsideWinner('which area had the most there, except in March?'), false);
    assert.equal(setsAsideWinner('how many were closed without a credit?'), false);
  });

  it('writes a dropped g back only on words of six letters or more', () => {
    const vocabulary = vocabularyOf(CLINIC_FEEDBACK_DICTIONARY);
    assert.match(withoutAbbreviations('who was slaggin off the staff', vocabulary), /slagging/);
    assert.match(withoutAbbreviations('complaints about thin walls', vocabulary), /\bthin walls/);
    assert.match(withoutAbbreviations('did the delay ruin the visit', vocabulary), /\bruin the/);
  });

  it('drops "the records we hold" only at the end of the phrase, never "we hold for …"', () => {
    assert.equal(
      withoutDataItself('How many are in all the messages we hold?'),
      'How many are in all the messages?',
    );
    assert.equal(
      withoutDataItself('How many callers we hold for over 10 minutes?'),
      'How many callers we hold for over 10 minutes?',
    );
  });

  it('reads "X or not" as both sides, but not when a past verb between owns the "or not"', () => {
    const vocabulary = vocabularyOf(CLINIC_FEEDBACK_DICTIONARY);
    assert.ok(flagSides('How does the average fee compare for NHS referral or not?', vocabulary));
    assert.equal(
      flagSides('how many repeat visit forms were cancelled or not?', vocabulary),
      undefined,
    );
  });
});
