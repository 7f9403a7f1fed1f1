import type { AnswerStatus } from './events';
import {
  type ParsedAction,
  parseActionText,
  parseFinalAnswerText,
  parseLooseJson,
  readAnswerStatus,
  settledAnswer,
  settledThought,
  splitReactText,
} from './parse-action';

describe('parse-action', () => {
  describe('splitReactText', () => {
    it('separates the thought from an action or a final answer', () => {
      expect(splitReactText('Thought: look\nAction: {"tool": "x"}')).toEqual({
        thought: 'look\n',
        marker: 'action',
        rest: ' {"tool": "x"}',
      });
      expect(splitReactText('Thought: done\n**Final Answer:** yes')).toEqual({
        thought: 'done\n',
        marker: 'final',
        rest: ' yes',
      });
      expect(splitReactText('Thought: still thinking')).toEqual({
        thought: 'still thinking',
        rest: '',
      });
    });

    it('does not take "Action Input:" or a word inside a line for a marker', () => {
      expect(splitReactText('Thought: the action: plan').marker).toBeUndefined();
      expect(splitReactText('Action: t\nAction Input: {}').rest).toBe(' t\nAction Input: {}');
    });
  });

  describe('settledThought (streaming)', () => {
    it('holds back a partial line that may become a marker', () => {
      expect(settledThought('Thou')).toBe('');
      expect(settledThought('Thought: I will')).toBe('I will');
      expect(settledThought('Thought: I will look.\nAct')).toBe('I will look.');
      expect(settledThought('Thought: I will look.\nFinal Ans')).toBe('I will look.');
      expect(settledThought('Thought: I will look.\nActually, no')).toBe(
        'I will look.\nActually, no',
      );
    });

    it('is a growing prefix while a step streams', () => {
      const text = 'Thought: Check the trend first.\nAction: {"tool": "t", "input": {}}';
      let previous = '';
      for (let end = 1; end <= text.length; end++) {
        const settled = settledThought(text.slice(0, end));
        expect(settled.startsWith(previous)).withContext(text.slice(0, end)).toBeTrue();
        previous = settled;
      }
      expect(previous).toBe('Check the trend first.');
    });
  });

  describe('settledAnswer (streaming)', () => {
    it('stops the answer body at the Confidence / Sources / Follow-up sections', () => {
      expect(settledAnswer(' The answer.\nConfidence: 0.8')).toBe('The answer.');
      expect(settledAnswer(' The answer.\nConf')).toBe('The answer.');
      expect(settledAnswer(' The answer.\nFollow-up quest')).toBe('The answer.');
    });
  });

  describe('parseActionText', () => {
    it('reads the JSON form with its common drifts', () => {
      const expected: ParsedAction = {
        ok: true,
        tool: 'analyze_trends',
        input: { metric: 'complaints', flag: true, product: null },
      };
      for (const text of [
        ' {"tool": "analyze_trends", "input": {"metric": "complaints", "flag": true, "product": null}}',
        '\n```json\n{"tool": "analyze_trends", "input": {"metric": "complaints", "flag": true, "product": null,},}\n```',
        " {'tool': 'analyze_trends', 'input': {'metric': 'complaints', 'flag': True, 'product': None}}",
        ' Calling {"tool": "analyze_trends", "input": {"metric": "complaints", "flag": true, "product": null}} now.',
        ' {"name": "analyze_trends", "arguments": {"metric": "complaints", "flag": true, "product": null}}',
        ' {"action": "analyze_trends", "action_input": "{\\"metric\\": \\"complaints\\", \\"flag\\": true, \\"product\\": null}"}',
      ]) {
        expect(parseActionText(text)).withContext(text).toEqual(expected);
      }
    });

    it('reads the older two-line form, with or without input', () => {
      expect(parseActionText(' analyze_trends\nAction Input: {"metric": "complaints"}')).toEqual({
        ok: true,
        tool: 'analyze_trends',
        input: { metric: 'complaints' },
      });
      expect(parseActionText(' `get_daily_volumes`')).toEqual({
        ok: true,
        tool: 'get_daily_volumes',
        input: {},
      });
    });

    it('explains what is wrong when it cannot read the action', () => {
      expect(parseActionText('')).toEqual({ ok: false, problem: 'the Action line is empty' });
      expect(parseActionText(' please look at trends')).toEqual({
        ok: false,
        problem: jasmine.stringContaining('no JSON object found'),
      });
      expect(parseActionText(' {"input": {}}')).toEqual({
        ok: false,
        problem: 'the Action JSON has no "tool" name',
      });
    });
  });

  it('parseLooseJson closes JSON that was cut off', () => {
    expect(parseLooseJson('{"answer": "Login comp')).toEqual({
      ok: true,
      value: { answer: 'Login comp' },
    });
  });

  describe('parseFinalAnswerText', () => {
    it('reads the answer, confidence, sources and follow-ups', () => {
      const parsed = parseFinalAnswerText(` **Spike** on 2026-03-11.

| day | n |
|---|---|
Confidence: 0.75 — a clear anomaly
Sources: M-000123, K-00042 and C-00007
Follow-up questions:
1. Why?
2) How long?
- Which product?`);
      expect(parsed).toEqual({
        answer: '**Spike** on 2026-03-11.\n\n| day | n |\n|---|---|',
        rating: 0.75,
        ratingReason: 'a clear anomaly',
        sources: ['M-000123', 'K-00042', 'C-00007'],
        followUps: ['Why?', 'How long?', 'Which product?'],
      });
    });

    it('tolerates percentages, bold labels and missing sections', () => {
      expect(parseFinalAnswerText(' Yes.\n**Confidence:** 60%')).toEqual({
        answer: 'Yes.',
        rating: 0.6,
        sources: [],
        followUps: [],
      });
      expect(parseFinalAnswerText(' Just this.')).toEqual({
        answer: 'Just this.',
        sources: [],
        followUps: [],
      });
    });
  });
});

describe('readAnswerStatus', () => {
  const cases: [unknown, AnswerStatus | undefined][] = [
    ['answered', 'answered'],
    ['Answered.', 'answered'],
    ['partly answered', 'partly answered'],
    ['partial', 'partly answered'],
    ['not_answerable', 'not answerable'],
    ['Not answerable — no NPS field', 'not answerable'],
    ['unanswerable', 'not answerable'],
    ['maybe', undefined],
    [3, undefined],
  ];
  for (const [input, expected] of cases) {
    it(`reads ${JSON.stringify(input)}`, () => expect(readAnswerStatus(input)).toBe(expected));
  }

  it('is read from the Status line of a text Final Answer, which is not part of the answer', () => {
    const final = parseFinalAnswerText(
      'No NPS is recorded in this data.\nStatus: not answerable\nConfidence: 0.9 — no such field\nSources:',
    );
    expect(final.answer).toBe('No NPS is recorded in this data.');
    expect(final.status).toBe('not answerable');
    expect(final.rating).toBe(0.9);
  });
});

describe('parseActionText with braces and quotes inside string values', () => {
  const cases = [
    '{"tool": "a", "input": {"_": "{"}}',
    'I will search. {"tool": "a", "input": {"q": "} and { and \'"}}',
  ];
  for (const text of cases) {
    it(`reads ${text}`, () => {
      const parsed = parseActionText(text.slice(text.indexOf('{')));
      expect(parsed.ok).toBeTrue();
      if (parsed.ok) expect(parsed.tool).toBe('a');
    });
  }

  it('reads valid JSON found after prose', () => {
    expect(parseLooseJson('Sure: {"tool": "a", "input": {"q": "{x}"}} done')).toEqual({
      ok: true,
      value: { tool: 'a', input: { q: '{x}' } },
    });
  });
});
