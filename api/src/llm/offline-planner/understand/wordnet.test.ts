import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baseForms, inflectedBases, partsOfSpeech, relatedInWordNet } from './wordnet';

describe('WordNet reader', () => {
  it('gives the parts of speech of a word as written, or of its base forms', () => {
    assert.deepEqual([...partsOfSpeech('actually')], ['adv']);
    assert.deepEqual([...partsOfSpeech('bothered')], ['adj']);
    assert.deepEqual([...partsOfSpeech('moaned')], ['verb']);
    assert.deepEqual([...partsOfSpeech('depots')], ['noun']);
    assert.equal(partsOfSpeech('probs').size, 0);
  });

  it('finds base forms by the detachment rules, checked against the index', () => {
    assert.deepEqual(baseForms('moaned', 'verb'), ['moan']);
    assert.deepEqual(baseForms('logging', 'verb'), ['log']);
    assert.deepEqual(baseForms('grievances', 'noun'), ['grievance']);
    assert.deepEqual(baseForms('zzzz', 'noun'), []);
  });

  it('lists candidate bases for words WordNet lacks', () => {
    assert.ok(inflectedBases('whinged').includes('whinge'));
    assert.ok(inflectedBases('whinging').includes('whing'));
  });

  it('relates a word to another by a shared or a direct broader sense', () => {
    assert.equal(relatedInWordNet('grievance', 'complaint'), true);
    assert.equal(relatedInWordNet('griped', 'complaint'), true);
    assert.equal(relatedInWordNet('patron', 'customer'), true);
    assert.equal(relatedInWordNet('depot', 'complaint'), false);
  });
});
