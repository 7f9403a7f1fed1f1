// Sentiment of customer messages: sentences written for these tests (none from an evaluation set),
// and agreement with human labels on the held-out half of the airline tweets.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { scoreSentiment, sentimentLabel } from './sentiment';
import { agreement, airlineTweetsPath, loadAirlineTweets, splitHalf } from './sentiment-evaluation';
import type { SentimentLabel } from './vocabulary';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function labels(texts: readonly string[]): { text: string; label: SentimentLabel }[] {
  return texts.map((text) => ({ text, label: scoreSentiment(text).label }));
}

function assertAll(texts: readonly string[], expected: SentimentLabel): void {
  const wrong = labels(texts).filter(({ label }) => label !== expected);
  assert.deepEqual(wrong, [], `expected ${expected}`);
}

describe('scoreSentiment on customer messages', () => {
  it('reads service failures as negative, even in plain words', () => {
    assertAll(
      [
        'The courier lost my parcel and nobody replied to my emails.',
        'I have been on hold for an hour to report a card payment.',
        'Still waiting for the refund you said would take five days.',
        'My train was cancelled and I got no explanation.',
        'The engineer visit was delayed three times this month.',
        'Sent the form twice, no response from your office.',
        'The replacement router never arrived.',
        'I was charged twice for the same order.',
        'Waited 40 minutes in the queue before the call dropped.',
        'The app is not working since the update and I cannot log in.',
        'Your agent hung up on me.',
        'I will never shop with you again.',
        '#LostParcel #NoRefund',
      ],
      'negative',
    );
  });

  it('does not read the words of the trade as praise', () => {
    assertAll(
      [
        'What is the interest rate on the savings account?',
        'I would like to increase my credit limit.',
        'Please help me update my security questions.',
        'Is there a fee for paying by credit card?',
        'Can you help me change the date of my booking please?',
        'I need a copy of last month’s statement.',
        'My account number ends in 4410.',
        'Could customer support call me back tomorrow morning?',
      ],
      'neutral',
    );
  });

  it('flips a negated failure or a negated praise', () => {
    assert.equal(scoreSentiment('The delivery was not delayed this time.').label, 'positive');
    assert.equal(scoreSentiment('The staff were not helpful at all.').label, 'negative');
    assert.equal(scoreSentiment('NOT happy with the new charges.').label, 'negative');
    assert.ok(
      scoreSentiment('My flight was delayed.').score <
        scoreSentiment('My flight was not delayed.').score,
    );
  });

  it('reads praise as positive, and thanks outside a request or complaint as praise', () => {
    assertAll(
      [
        'Thanks for sorting out my refund so quickly!',
        'The agent on the phone was brilliant, really friendly and patient.',
        'Love the new app, paying bills is so easy now.',
        'Great service today, my problem was fixed in five minutes 👍',
        'I would like to thank the adviser who set up my new account.',
      ],
      'positive',
    );
  });

  it('keeps a question or request neutral unless it complains', () => {
    assert.equal(scoreSentiment('Could you send me the new card please? Thanks').label, 'neutral');
    assert.equal(
      scoreSentiment('Any chance of a good seat on the morning flight?').label,
      'neutral',
    );
    assert.equal(
      scoreSentiment('Why has nobody answered my complaint after three weeks?').label,
      'negative',
    );
    assert.equal(scoreSentiment('Can you tell me why my bag is still missing?').label, 'negative');
  });

  it('reads gratitude next to a failure as sarcasm, not praise', () => {
    assertAll(
      [
        'Thanks for nothing.',
        'Great, another cancelled train. Thanks a lot.',
        'Really enjoying my evening on hold with your helpline.',
      ],
      'negative',
    );
  });

  it('ignores handles and links, and keeps the score in -1 … 1 on any input', () => {
    assert.equal(
      scoreSentiment('@bank_support see https://example.com/great/love').label,
      'neutral',
    );
    for (const text of ['', '   ', '!!!', '😡😡😡 WORST WORST WORST!!!!', 'love '.repeat(500)]) {
      const { score, label } = scoreSentiment(text);
      assert.ok(score >= -1 && score <= 1, `${text}: ${score}`);
      assert.equal(label, sentimentLabel(score));
    }
  });
});

const tweetsPath = airlineTweetsPath(repoRoot);

describe('agreement with human labels (airline tweets, held-out half)', () => {
  it('reaches a macro-F1 of 0.65 on tweets never looked at while building the lexicon', (context) => {
    if (!existsSync(tweetsPath)) {
      context.skip(`${tweetsPath} is not present`);
      return;
    }
    const heldOut = loadAirlineTweets(tweetsPath).filter(({ id }) => splitHalf(id) === 'held-out');
    assert.ok(heldOut.length > 7000, `${heldOut.length} held-out tweets`);
    const result = agreement(
      heldOut.map(({ label }) => label),
      heldOut.map(({ text }) => scoreSentiment(text).label),
    );
    assert.ok(result.macroF1 >= 0.65, `macro-F1 ${result.macroF1.toFixed(3)}`);
    // Every class is found, not one traded for the others.
    for (const [label, figures] of Object.entries(result.perClass)) {
      assert.ok(figures.f1 >= 0.45, `${label} F1 ${figures.f1.toFixed(3)}`);
    }
  });
});

describe('independence from the evaluation data', () => {
  it('scores and generates without reading any labelled set', () => {
    // The labelled tweets only ever reach sentiment-evaluation.ts (this test and the benchmark).
    const scoring = [
      'sentiment.ts',
      'sentiment-reading.ts',
      'sentiment-lexicon.ts',
      'sentiment-phrases.ts',
      'sentiment-hashtags.ts',
      'sentiment-worker.ts',
      'sentiment-pool.ts',
      'generate-corpus.ts',
      'compose-message.ts',
    ];
    for (const file of scoring) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      assert.doesNotMatch(source, /sentiment-evaluation|airline-tweets|Tweets\.csv/, file);
    }
  });
});

describe('the measuring itself', () => {
  it('computes accuracy, per-class and macro F1 as defined', () => {
    const truth: SentimentLabel[] = ['negative', 'negative', 'neutral', 'positive', 'positive'];
    const guess: SentimentLabel[] = ['negative', 'neutral', 'neutral', 'positive', 'negative'];
    const result = agreement(truth, guess);
    assert.equal(result.accuracy, 3 / 5);
    // negative: P 1/2, R 1/2 · neutral: P 1/2, R 1 · positive: P 1, R 1/2
    assert.deepEqual(
      Object.values(result.perClass).map(({ f1 }) => Number(f1.toFixed(4))),
      [0.5, 0.6667, 0.6667],
    );
    assert.equal(Number(result.macroF1.toFixed(4)), Number(((0.5 + 2 / 3 + 2 / 3) / 3).toFixed(4)));
  });

  it('splits by id alone, about half and half', () => {
    const ids = Array.from({ length: 2000 }, (_, index) =>
      String(570000000000000000n + BigInt(index)),
    );
    const heldOut = ids.filter((id) => splitHalf(id) === 'held-out').length;
    assert.ok(heldOut > 900 && heldOut < 1100, `${heldOut}`);
    assert.equal(splitHalf('42'), splitHalf('42'));
  });
});
