import fc from 'fast-check';
import {
  parseActionText,
  parseFinalAnswerText,
  parseLooseJson,
  readSourceIds,
  settledAnswer,
  settledThought,
  splitReactText,
} from './parse-action';

/** Text shaped like what models write in the text protocol, and plain noise. */
const fragment = fc.oneof(
  fc.constantFrom(
    'Thought:',
    'Action:',
    '**Action**:',
    'Final Answer:',
    'Action Input:',
    'Confidence: 0.7 — ok',
    'Sources: M-000001, K-00002',
    'Follow-up questions:\n1. a?\n2. b?',
    '```json',
    '```',
    '{"tool": "analyze_trends", "input": {"metric": "complaints"}}',
    "{'tool': 'x', 'input': {'a': True, 'b': None,}}",
    '{',
    '}',
    '"',
    '\n',
    '\\',
    'analyze_trends',
  ),
  fc.string({ maxLength: 40 }),
  fc.json({ maxDepth: 3 }),
);
const modelText = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(' '));
const runs = { numRuns: 300 };

describe('text-protocol parser (properties)', () => {
  it('splitReactText never throws and its parts come from the text', () => {
    fc.assert(
      fc.property(modelText, (text) => {
        const parts = splitReactText(text);
        expect(typeof parts.thought).toBe('string');
        expect(text.includes(parts.rest)).toBeTrue();
        if (parts.marker !== undefined) expect(['action', 'final']).toContain(parts.marker);
        else expect(parts.rest).toBe('');
      }),
      runs,
    );
  });

  it('parseActionText gives a tool name and input, or a problem; never throws', () => {
    fc.assert(
      fc.property(modelText, (text) => {
        const action = parseActionText(text);
        if (action.ok) {
          expect(typeof action.tool).toBe('string');
          expect(action.tool.trim()).toBe(action.tool);
          expect(action.tool.length).toBeGreaterThan(0);
        } else {
          expect(typeof action.problem).toBe('string');
          expect(action.problem.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it('an action written as JSON is read back whatever the tool name and input', () => {
    const name = fc.stringMatching(/^[a-z_][a-z0-9_]{0,30}$/);
    const input = fc.dictionary(
      fc.stringMatching(/^[a-z_]{1,10}$/),
      fc.oneof(fc.string(), fc.integer(), fc.boolean()),
    );
    fc.assert(
      fc.property(name, input, (tool, args) => {
        const parsed = parseActionText(JSON.stringify({ tool, input: args }));
        expect(parsed).toEqual({ ok: true, tool, input: args });
      }),
      runs,
    );
    // The case that found the brace-scan bug (fixed in a637cba): braces inside string values.
    expect(parseActionText('{"tool": "a", "input": {"_": "{"}}')).toEqual({
      ok: true,
      tool: 'a',
      input: { _: '{' },
    });
  });

  it('parseLooseJson, the settled views, final answers and source ids never throw', () => {
    fc.assert(
      fc.property(modelText, (text) => {
        const json = parseLooseJson(text);
        expect(typeof json.ok).toBe('boolean');
        expect(typeof settledThought(text)).toBe('string');
        expect(typeof settledAnswer(text)).toBe('string');
        const final = parseFinalAnswerText(text);
        expect(typeof final.answer).toBe('string');
        if (final.rating !== undefined) {
          expect(final.rating).toBeGreaterThanOrEqual(0);
          expect(final.rating).toBeLessThanOrEqual(1);
        }
        expect(final.sources.every((id) => typeof id === 'string')).toBeTrue();
        expect(final.followUps.every((question) => typeof question === 'string')).toBeTrue();
        for (const id of readSourceIds(text)) expect(text.includes(id)).toBeTrue();
      }),
      runs,
    );
  });
});
