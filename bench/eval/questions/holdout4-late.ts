// Fourth held-out round, part three: a few more questions over the demo corpus and the airline
// tweets (per-day shares, a customer's history, praise, a ranking asked with typos).
import type { EvalCase } from '../eval-case';
import { also, answer, count, leader, ranking, score, share, value } from './truth';
import { trailingDays } from './unseen3-truth';

export const holdout4Late: EvalCase[] = [
  {
    id: 'h4-air-negative-by-day',
    dataset: 'airline',
    category: 'comparison',
    question:
      'Was the share of tweets labelled negative higher on 23 February 2015 than on 17 February 2015?',
    truth: ({ db }) => {
      const negative = (day: string) =>
        value(db, `SELECT avg(sentiment = 'negative') FROM tweets WHERE day = ?`, day);
      return answer([
        also(share('23 February', negative('2015-02-23'))),
        also(share('17 February', negative('2015-02-17'))),
      ]);
    },
  },
  {
    id: 'h4-air-casual-cancelled',
    dataset: 'airline',
    category: 'casual',
    question: 'wich airline got the most tweets abt cancelled flights',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Cancelled Flight'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'h4-demo-customer-history',
    dataset: 'demo',
    category: 'lookup',
    question: 'How many times has customer C-00123 been in touch with us?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'communications',
            value(db, `SELECT count(*) FROM communications WHERE customer_id = 'C-00123'`),
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-phone-share-90-days',
    dataset: 'demo',
    category: 'relative period',
    question: 'What share of complaints in the last 90 days came in by phone?',
    truth: ({ db }) =>
      answer([
        share(
          'phone',
          value(
            db,
            `SELECT avg(channel = 'phone') FROM communications
             WHERE intent = 'complaint' AND day BETWEEN ? AND ?`,
            ...trailingDays(db, 'communications', 90),
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-praise-sentiment',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What is the average sentiment of the praise we receive?',
    truth: ({ db }) =>
      answer([
        score(
          'sentiment',
          value(db, `SELECT avg(sentiment) FROM communications WHERE intent = 'praise'`),
        ),
      ]),
  },
];
