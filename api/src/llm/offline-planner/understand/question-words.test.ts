import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AMOUNT_ASKED } from './question-words';

test('an amount asked is read from the general words of question-words.json', () => {
  for (const said of ['How many came in?', 'how much feedback, all in', 'the total', 'a count'])
    assert.equal(AMOUNT_ASKED.test(said), true, said);
  for (const said of ['Counter staff', 'numbered lines', 'totally fine', 'what happened'])
    assert.equal(AMOUNT_ASKED.test(said), false, said);
});
