// The airline tweets, a third round: positive shares, second places, single days, other carriers
// and fields the data does not hold.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { lastDays, tweets } from './airline-sql';
import { also, answer, column, count, decline, leader, named, ranking, share } from './truth';

export const airlineMore: EvalCase[] = [
  {
    id: 'air-united-positive-share',
    dataset: 'airline',
    category: 'descriptive',
    question: "What share of United's tweets are positive?",
    truth: ({ db }) =>
      answer([
        share(
          'positive share',
          tweets(db, `airline = 'United' AND sentiment = 'positive'`) /
            tweets(db, `airline = 'United'`),
        ),
      ]),
  },
  {
    id: 'air-virgin-one-day',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets did Virgin America get on 24 February 2015?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, `airline = 'Virgin America' AND day = '2015-02-24'`))]),
  },
  {
    id: 'air-delta-bad-flight',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many Bad Flight complaints did Delta get?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, `airline = 'Delta' AND reason = 'Bad Flight'`))]),
  },
  {
    id: 'air-most-cancelled',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which airline has the most complaints about cancelled flights?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Cancelled Flight' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'air-second-reason',
    dataset: 'airline',
    category: 'ranking',
    question: 'What is the second most common negative reason?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT reason k, count(*) v FROM tweets WHERE reason IS NOT NULL GROUP BY k ORDER BY v DESC`,
      );
      return answer([also(count('tweets', values[1]!))], [named('second reason', keys[1]!)]);
    },
  },
  {
    id: 'air-negative-23-vs-24',
    dataset: 'airline',
    category: 'comparison',
    question: 'Compare the number of negative tweets on 23 February 2015 and 24 February 2015.',
    truth: ({ db }) =>
      answer([
        also(count('23 Feb', tweets(db, `sentiment = 'negative' AND day = '2015-02-23'`), 0.02)),
        also(count('24 Feb', tweets(db, `sentiment = 'negative' AND day = '2015-02-24'`), 0.02)),
      ]),
  },
  {
    id: 'air-positive-last-4-days',
    dataset: 'airline',
    category: 'relative period',
    question: 'How many positive tweets were there over the last 4 days?',
    truth: ({ db }) =>
      answer([
        count(
          'positive tweets',
          tweets(db, `sentiment = 'positive' AND day BETWEEN ? AND ?`, ...lastDays(db, 4)),
          0.03,
        ),
      ]),
  },
  {
    id: 'air-casual-per-airline',
    dataset: 'airline',
    category: 'casual',
    question: 'tweets per airline?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(db, `SELECT airline k, count(*) v FROM tweets GROUP BY k ORDER BY v DESC`),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'air-followup-its-share',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['Which airline received the largest number of negative tweets?'],
    question: 'What share of its tweets were negative?',
    truth: ({ db }) => {
      const airline = column(
        db,
        `SELECT airline FROM tweets WHERE sentiment = 'negative' GROUP BY airline ORDER BY count(*) DESC LIMIT 1`,
      )[0]!;
      return answer([
        share(
          `${airline} negative share`,
          tweets(db, `airline = ? AND sentiment = 'negative'`, airline) /
            tweets(db, 'airline = ?', airline),
        ),
      ]);
    },
  },
  {
    id: 'air-lookup-tweet-day',
    dataset: 'airline',
    category: 'lookup',
    question: 'When was tweet 570282469121007616 posted?',
    truth: ({ db }) =>
      answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(
              column(db, `SELECT day FROM tweets WHERE tweet_id = '570282469121007616'`)[0]!,
            ),
          },
        ],
      ),
  },
  {
    id: 'air-no-alaska',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'How many tweets did Alaska Airlines get?',
    truth: () => decline('Alaska Airlines is not in the data'),
  },
  {
    id: 'air-no-retweets',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'What is the average number of retweets per tweet?',
    truth: () => decline('no retweet counts'),
  },
  {
    id: 'air-no-january',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'How many negative tweets were there in January 2015?',
    truth: () => decline('the data covers 16–24 February 2015'),
  },
];
