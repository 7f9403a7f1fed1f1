import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calibrate, rocArea } from './calibration';
import type { Expectation } from './eval-case';
import { extractFigures } from './figures';
import { declines, gradeAnswer } from './grade';
import { daySpellings } from './spellings';

const answered = (text: string, status?: string) => ({
  text,
  endReason: 'answered',
  ...(status ? { status } : {}),
});

const handOff: Expectation = {
  kind: 'answer',
  figures: [{ label: 'hand-off rate', value: 0.2209, tolerance: 0.01, share: true, lead: true }],
};

describe('extractFigures', () => {
  it('reads thousands separators, percentages, decimals, signs and ratios', () => {
    const figures = extractFigures('1,234 chats; 22.1 % of them; score −0.42 and -0.3; 3.1× base');
    assert.deepEqual(
      figures.map((figure) => [figure.value, figure.percent]),
      [
        [1234, false],
        [22.1, true],
        [-0.42, false],
        [-0.3, false],
        [3.1, false],
      ],
    );
  });

  it('skips dates, times, record ids and quarters', () => {
    const text =
      'On 2026-03-12T09:41:00Z, 19 August 2026, Aug 19 and Q1, M-000123 and C-00001 said 7';
    assert.deepEqual(
      extractFigures(text).map((figure) => figure.value),
      [7],
    );
  });

  it('reads a minus sign inside markdown emphasis or a table cell', () => {
    assert.deepEqual(
      extractFigures('averaged **-0.17** | −0.2 |').map((figure) => figure.value),
      [-0.17, -0.2],
    );
  });

  it('does not read a hyphen between words and numbers as a minus sign', () => {
    assert.deepEqual(
      extractFigures('rows 10-24 of the table').map((figure) => figure.value),
      [10, 24],
    );
  });
});

describe('gradeAnswer', () => {
  it('accepts a share written as a percentage, a rounded percentage or a fraction', () => {
    for (const text of ['22% of chatbot chats', '22.1 % were handed over', 'a rate of 0.22']) {
      assert.equal(gradeAnswer('hand-off rate?', answered(text), handOff).right, true, text);
    }
  });

  it('rejects a share outside the tolerance', () => {
    const grade = gradeAnswer('hand-off rate?', answered('About 8% are handed over.'), handOff);
    assert.equal(grade.right, false);
    assert.match(grade.reason, /missing hand-off rate 22\.09%/);
  });

  it('rejects a right figure that follows a contradicting one', () => {
    const grade = gradeAnswer(
      'hand-off rate?',
      answered('The hand-off rate is 8%. Earlier reports said 22%.'),
      handOff,
    );
    assert.equal(grade.right, false);
    assert.match(grade.reason, /leads with 8%/);
  });

  it('ignores numbers the question itself contains when checking the lead', () => {
    const expectation: Expectation = {
      kind: 'answer',
      figures: [{ label: 'complaints', value: 1234, tolerance: 0, lead: true }],
    };
    const grade = gradeAnswer(
      'complaints in the last 30 days?',
      answered('In the last 30 days of 2026 there were 1,234 complaints.'),
      expectation,
    );
    assert.equal(grade.right, true, grade.reason);
  });

  it('reads "120 of 400" as a part of the asked whole, not a rival figure', () => {
    const expectation: Expectation = {
      kind: 'answer',
      figures: [{ label: 'cases', value: 400, tolerance: 0, lead: true }],
    };
    const text = '**120 of 400 cases (30%) were restricted**.';
    assert.equal(gradeAnswer('how many cases?', answered(text), expectation).right, true);
    const wrong = gradeAnswer('how many cases?', answered('120 cases; 400 in all'), expectation);
    assert.equal(wrong.right, false);
  });

  it('does not take a span of time for a count', () => {
    const expectation: Expectation = {
      kind: 'answer',
      figures: [{ label: 'calls', value: 277, tolerance: 0, lead: true }],
    };
    const text = 'Over the 14 days to 31 October there were 277 phone calls.';
    const grade = gradeAnswer('phone calls in the last two weeks?', answered(text), expectation);
    assert.equal(grade.right, true, grade.reason);
  });

  it('compares a score only with figures written as scores', () => {
    const expectation: Expectation = {
      kind: 'answer',
      figures: [{ label: 'sentiment', value: 0.0003, tolerance: 0.02, lead: true }],
    };
    const right = gradeAnswer(
      'q',
      answered('Averaged 0.00 over 410 messages, 20% negative.'),
      expectation,
    );
    assert.equal(right.right, true, right.reason);
    const wrong = gradeAnswer(
      'q',
      answered('Averaged -0.17 over 410 messages; 0.00 for some.'),
      expectation,
    );
    assert.equal(wrong.right, false);
  });

  it('wants the top of a ranking named before its rivals', () => {
    const expectation: Expectation = {
      kind: 'answer',
      names: [{ label: 'busiest day', anyOf: daySpellings('2026-08-19'), rivals: ['2025-11-24'] }],
    };
    const right = gradeAnswer(
      'busiest day?',
      answered('Busiest: 19 August 2026 (85).'),
      expectation,
    );
    assert.equal(right.right, true, right.reason);
    const wrong = gradeAnswer(
      'busiest day?',
      answered('Busiest day: 2025-11-24 with 40, then Aug 19.'),
      expectation,
    );
    assert.equal(wrong.right, false);
  });

  it('does not count the bounds of a stated period as rival picks', () => {
    const expectation: Expectation = {
      kind: 'answer',
      names: [
        { label: 'day', anyOf: daySpellings('2015-02-22'), rivals: daySpellings('2015-02-24') },
      ],
    };
    const text = 'Over the data (2015-02-16 to 2015-02-24), the busiest day is **2015-02-22**.';
    assert.equal(gradeAnswer('busiest day?', answered(text), expectation).right, true);
    const wrong = 'The busiest day was 2015-02-24, then 2015-02-22.';
    assert.equal(gradeAnswer('busiest day?', answered(wrong), expectation).right, false);
  });

  it('counts a rival named as an earlier item of a bulleted list', () => {
    const expectation: Expectation = {
      kind: 'answer',
      names: [{ label: 'channel', anyOf: ['Chat'], rivals: ['Phone', 'Email'] }],
    };
    const listed =
      'Sentiment by channel:\n- **Phone**: -0.31\n- **Email**: -0.20\n- **Chat**: -0.45';
    assert.equal(gradeAnswer('gloomiest channel?', answered(listed), expectation).right, false);
    const picked = 'The gloomiest is **Chat** (-0.45).\n- **Phone**: -0.31\n- **Email**: -0.20';
    assert.equal(gradeAnswer('gloomiest channel?', answered(picked), expectation).right, true);
  });

  it('matches names as whole words only', () => {
    const expectation: Expectation = {
      kind: 'answer',
      names: [{ label: 'airline', anyOf: ['United'] }],
    };
    assert.equal(gradeAnswer('q', answered('Unitedly we stand'), expectation).right, false);
    assert.equal(gradeAnswer('q', answered('United leads.'), expectation).right, true);
  });

  it('grades an unanswerable question by the status, else by a plain refusal', () => {
    const decline: Expectation = { kind: 'decline', why: 'no NPS' };
    assert.equal(gradeAnswer('NPS?', answered('NPS is 40.', 'answered'), decline).right, false);
    assert.equal(gradeAnswer('NPS?', answered('…', 'not answerable'), decline).right, true);
    assert.equal(
      gradeAnswer('NPS?', answered('This data does not hold a net promoter score.'), decline).right,
      true,
    );
    assert.equal(
      gradeAnswer('NPS?', answered('NPS is 40 across 80 messages.'), decline).right,
      false,
    );
  });

  it('fails an answerable question that was declined, or a run with no answer', () => {
    assert.equal(gradeAnswer('q', answered('22%', 'not answerable'), handOff).right, false);
    assert.equal(gradeAnswer('q', undefined, handOff).right, false);
    assert.equal(declines(answered('Here is the breakdown.')), false);
  });
});

describe('calibration', () => {
  it('computes the ROC area with ties counted half', () => {
    assert.equal(
      rocArea([
        { right: true, score: 0.9, level: 'high' },
        { right: true, score: 0.5, level: 'medium' },
        { right: false, score: 0.5, level: 'medium' },
        { right: false, score: 0.2, level: 'low' },
      ]),
      (1 + 1 + 0.5 + 1) / 4,
    );
  });

  it('reports High accuracy and the confidence gap', () => {
    const result = calibrate([
      { right: true, score: 0.9, level: 'high' },
      { right: false, score: 0.8, level: 'high' },
      { right: false, score: 0.2, level: 'low' },
    ]);
    assert.equal(result.high.accuracy, 0.5);
    assert.ok(Math.abs((result.gap ?? 0) - (0.9 - 0.5)) < 1e-9);
  });
});
