import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DatasetField } from '../../../../../src/agent/dataset';
import { placeNames } from './place-codes';
import { buildVocabulary, matchTerms, tokenize } from './vocabulary';

function field(values: string[]): DatasetField {
  return {
    entity: 'communications',
    name: 'state',
    type: 'category',
    role: 'category',
    filled: values.length,
    distinct: values.length,
    values: values.map((value) => ({ value, count: 1 })),
  };
}

describe('place names for code fields', () => {
  it('names the codes of a field of state codes', () => {
    const names = placeNames(field(['TX', 'CA', 'NY']));
    assert.equal(names.get('TX'), 'Texas');
    assert.equal(names.get('NY'), 'New York');
  });

  it('leaves alone a field of names or of codes that are mostly something else', () => {
    assert.equal(placeNames(field(['Texas', 'Ohio'])).size, 0);
    assert.equal(placeNames(field(['XX', 'QQ', 'ZZ', 'TX'])).size, 0);
    assert.equal(placeNames(field(['TX', 'Other'])).size, 0);
  });

  it('lets a question say the name of a coded value', () => {
    const vocabulary = buildVocabulary({
      fields: [field(['TX', 'CA', 'NY'])],
    } as never);
    const matches = matchTerms(
      tokenize('complaints from new york and texas'),
      vocabulary.values,
      new Set(),
    );
    assert.deepEqual(matches.map((match) => match.term.value).sort(), ['NY', 'TX']);
  });
});
