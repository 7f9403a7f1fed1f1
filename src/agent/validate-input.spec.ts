import { findInputProblems } from './validate-input';

const schema = {
  type: 'object',
  properties: {
    metric: { type: 'string', enum: ['complaints', 'volume'] },
    limit: { type: 'integer' },
    product: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['metric'],
  additionalProperties: false,
};

describe('findInputProblems', () => {
  it('accepts valid input', () => {
    expect(findInputProblems({ metric: 'volume', limit: 5, product: null }, schema)).toEqual([]);
  });

  it('reports missing, mistyped, out-of-enum and unknown properties', () => {
    expect(findInputProblems({ limit: 2.5, colour: 'red' }, schema)).toEqual([
      'missing required property "metric"',
      '"limit" must be integer, got a number',
      'unknown property "colour" (expected one of: metric, limit, product)',
    ]);
    expect(findInputProblems({ metric: 'sentiment' }, schema)).toEqual([
      '"metric" must be one of "complaints", "volume"',
    ]);
  });

  it('requires an object', () => {
    expect(findInputProblems('metric=volume', schema)).toEqual(['the input must be a JSON object']);
    expect(findInputProblems([], schema)).toEqual(['the input must be a JSON object']);
  });
});
