import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankingVerbDirection } from './ranking-verbs';

/**
 * The best or worst of a rate: of a thing to have more of (compliance, delivery) the best is the
 * highest; of its opposite ("non-compliance", "not delivered", "failed inspection") the best is
 * the lowest and the worst the highest.
 */
const share = (label: string) => ({ kind: 'share', label });
const CASES: [string, string, 'asc' | 'desc'][] = [
  // The opposite of a good thing (review): the worst is the highest.
  ['Which handler has the worst non-compliance rate?', 'non-compliance', 'desc'],
  ['Which courier has the worst not delivered rate?', 'not delivered', 'desc'],
  ['Which ward has the best non-response rate?', 'non-response', 'asc'],
  ['Which depot has the worst missed answer rate?', 'missed answer', 'desc'],
  ['Which site has the worst failed pass rate?', 'failed pass', 'desc'],
  // Guards: the good thing itself, and a bad thing.
  ['Which handler has the worst compliance rate?', 'compliance', 'asc'],
  ['Which courier has the best delivered rate?', 'delivered', 'desc'],
  ['Which team has the best first-contact resolution rate?', 'resolution', 'desc'],
  ['Which club has the worst escalation rate?', 'escalation', 'desc'],
  ['Which hotel has the best complaint rate?', 'complaint', 'asc'],
];

describe('best or worst of a rate, and of its opposite', () => {
  for (const [question, label, rank] of CASES) {
    it(question, () => {
      assert.equal(rankingVerbDirection(question, share(label)), rank);
    });
  }
});
