// The airline tweets again, in other wordings and turns: positive and neutral labels, one airline's
// reasons, lookups of a tweet by its id, and more that the data cannot answer.
import type { EvalCase } from '../eval-case';
import { lastDays, reasonsOf, tweets } from './airline-sql';
import { also, answer, column, count, decline, leader, named, share } from './truth';

function positiveShare(db: Parameters<EvalCase['truth']>[0]['db'], airline: string): number {
  return (
    tweets(db, `airline = ? AND sentiment = 'positive'`, airline) /
    tweets(db, 'airline = ?', airline)
  );
}

export const airlineVariants: EvalCase[] = [
  {
    id: 'air-positive-count',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets were labelled positive?',
    truth: ({ db }) => answer([count('positive tweets', tweets(db, `sentiment = 'positive'`))]),
  },
  {
    id: 'air-delta-neutral',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many neutral tweets did Delta get?',
    truth: ({ db }) =>
      answer([
        count('neutral Delta tweets', tweets(db, `airline = 'Delta' AND sentiment = 'neutral'`)),
      ]),
  },
  {
    id: 'air-positive-southwest-vs-delta',
    dataset: 'airline',
    category: 'comparison',
    question: 'Which had the larger share of positive tweets, Southwest or Delta?',
    truth: ({ db }) => {
      const southwest = positiveShare(db, 'Southwest');
      const delta = positiveShare(db, 'Delta');
      return answer(
        [also(share('Southwest', southwest)), also(share('Delta', delta))],
        [named('larger', southwest > delta ? 'Southwest' : 'Delta')],
      );
    },
  },
  {
    id: 'air-last-week',
    dataset: 'airline',
    category: 'relative period',
    question: 'How many tweets came in during the last 7 days of the data?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, 'day BETWEEN ? AND ?', ...lastDays(db, 7)), 0.02)]),
  },
  {
    id: 'air-united-negative-last-2-days',
    dataset: 'airline',
    category: 'relative period',
    question: 'How many negative tweets did United get in the last two days?',
    truth: ({ db }) =>
      answer([
        count(
          'negative United tweets',
          tweets(
            db,
            `airline = 'United' AND sentiment = 'negative' AND day BETWEEN ? AND ?`,
            ...lastDays(db, 2),
          ),
          0.03,
        ),
      ]),
  },
  {
    id: 'air-casual-united-luggage',
    dataset: 'airline',
    category: 'casual',
    question: 'lost lugage complaints for united??',
    truth: ({ db }) =>
      answer([
        count('United Lost Luggage', tweets(db, `airline = 'United' AND reason = 'Lost Luggage'`)),
      ]),
  },
  {
    id: 'air-casual-usair-reason',
    dataset: 'airline',
    category: 'casual',
    question: 'wats the #1 reason ppl are mad at us airways',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'US Airways'), (v) => count('tweets', v)),
  },
  {
    id: 'air-followup-united-negative',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['How many tweets did United get?'],
    question: 'How many of those were negative?',
    truth: ({ db }) =>
      answer([
        count(
          'negative United tweets',
          tweets(db, `airline = 'United' AND sentiment = 'negative'`),
        ),
      ]),
  },
  {
    id: 'air-followup-reason-american',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['How many negative tweets mention customer service issues?'],
    question: 'How many of those were about American?',
    truth: ({ db }) =>
      answer([
        count(
          'American Customer Service Issue',
          tweets(db, `airline = 'American' AND reason = 'Customer Service Issue'`),
        ),
      ]),
  },
  {
    id: 'air-lookup-tweet-label',
    dataset: 'airline',
    category: 'lookup',
    question: 'What sentiment label does tweet 570306133677760513 have?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'label',
            column(db, `SELECT sentiment FROM tweets WHERE tweet_id = '570306133677760513'`)[0]!,
          ),
        ],
      ),
  },
  {
    id: 'air-lookup-tweet-reason',
    dataset: 'airline',
    category: 'lookup',
    question: 'What negative reason was given for tweet 570282469121007616?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'reason',
            column(db, `SELECT reason FROM tweets WHERE tweet_id = '570282469121007616'`)[0]!,
          ),
        ],
      ),
  },
  {
    id: 'air-no-followers',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'How many followers does the average complainer have?',
    truth: () => decline('no follower counts'),
  },
  {
    id: 'air-no-delay-minutes',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'What was the average flight delay in minutes for Delta?',
    truth: () => decline('no delay durations'),
  },
  {
    id: 'air-no-2016',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'Which airline had the most negative tweets in 2016?',
    truth: () => decline('the data covers February 2015'),
  },
];
