// Tenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a carrier's social-care lead would ask, in wordings no earlier round used; truths by plain
// SQL.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  count,
  decline,
  leader,
  named,
  picked,
  ranking,
  share,
  top,
  value,
} from './truth';

const dataset = 'airline' as const;

/** Tweets matching `where`. */
function tweets(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

/** The share of the tweets matching `where` that also match `part`. */
function shareOf(db: Store, part: string, where: string, ...params: string[]): number {
  return value(db, `SELECT avg(${part}) FROM tweets WHERE ${where}`, ...params);
}

export const holdout10Airline: EvalCase[] = [
  {
    id: 'h10-air-neutral',
    dataset,
    category: 'descriptive',
    question: 'How many tweets carry a neutral label?',
    truth: ({ db }) => answer([count('neutral', tweets(db, `sentiment = 'neutral'`))]),
  },
  {
    id: 'h10-air-negative-share',
    dataset,
    category: 'descriptive',
    question: 'Out of every tweet in the data, what share is negative?',
    truth: ({ db }) => answer([share('negative', shareOf(db, `sentiment = 'negative'`, '1'))]),
  },
  {
    id: 'h10-air-lost-luggage',
    dataset,
    category: 'descriptive',
    question: 'How many tweets put the blame on lost luggage?',
    truth: ({ db }) => answer([count('lost luggage', tweets(db, `reason = 'Lost Luggage'`))]),
  },
  {
    id: 'h10-air-virgin',
    dataset,
    category: 'descriptive',
    question: 'What volume of tweets was aimed at Virgin America?',
    truth: ({ db }) => answer([count('Virgin America', tweets(db, `airline = 'Virgin America'`))]),
  },
  {
    id: 'h10-air-cmp-luggage',
    dataset,
    category: 'comparison',
    question: 'Lost luggage against damaged luggage: how many tweets each?',
    truth: ({ db }) =>
      answer([
        also(count('lost', tweets(db, `reason = 'Lost Luggage'`))),
        also(count('damaged', tweets(db, `reason = 'Damaged Luggage'`))),
      ]),
  },
  {
    id: 'h10-air-cmp-delta-united',
    dataset,
    category: 'comparison',
    question: 'Set the negative share of Delta beside that of United.',
    truth: ({ db }) =>
      answer([
        also(share('Delta', shareOf(db, `sentiment = 'negative'`, `airline = 'Delta'`))),
        also(share('United', shareOf(db, `sentiment = 'negative'`, `airline = 'United'`))),
      ]),
  },
  {
    id: 'h10-air-cmp-17-18',
    dataset,
    category: 'comparison',
    question: 'Were there more tweets on 17 February 2015 or on 18 February 2015?',
    truth: ({ db }) => {
      const a = tweets(db, `day = '2015-02-17'`);
      const b = tweets(db, `day = '2015-02-18'`);
      return answer([also(count('17 Feb', a)), also(count('18 Feb', b))]);
    },
  },
  {
    id: 'h10-air-rank-positive',
    dataset,
    category: 'ranking',
    question: 'Which airline received the largest number of positive tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE sentiment = 'positive'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h10-air-rank-united-reason',
    dataset,
    category: 'ranking',
    question: "What is United's number one reason for negative tweets?",
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'United' AND sentiment = 'negative' AND reason IS NOT NULL
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h10-air-rank-least-negative',
    dataset,
    category: 'ranking',
    question: 'Which airline has the smallest proportion of negative tweets?',
    truth: ({ db }) =>
      picked(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'negative') AS v FROM tweets
           GROUP BY airline ORDER BY v ASC`,
        ),
        (v) => share('negative', v),
      ),
  },
  {
    id: 'h10-air-rank-busiest-date',
    dataset,
    category: 'ranking',
    question: 'On what date was tweet volume at its peak?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v DESC, day`,
      );
      return answer(
        [also(count('tweets', days.values[0]!))],
        [
          {
            label: 'day',
            anyOf: daySpellings(days.keys[0]!),
            rivals: days.keys.slice(1).flatMap((day) => daySpellings(day)),
          },
        ],
      );
    },
  },
  {
    id: 'h10-air-rel-final-day',
    dataset,
    category: 'relative period',
    question: 'How many tweets arrived on the most recent day in the data?',
    truth: ({ db }) => answer([count('tweets', tweets(db, `day = '2015-02-24'`))]),
  },
  {
    id: 'h10-air-rel-last-3',
    dataset,
    category: 'relative period',
    question: 'Over the last 3 days, how many negative tweets were there?',
    truth: ({ db }) =>
      answer([
        count(
          'negative',
          tweets(db, `sentiment = 'negative' AND day BETWEEN '2015-02-22' AND '2015-02-24'`),
        ),
      ]),
  },
  {
    id: 'h10-air-rel-final-week-positive',
    dataset,
    category: 'relative period',
    question: 'In the past week, what proportion of tweets were positive?',
    truth: ({ db }) =>
      answer([
        share(
          'positive',
          shareOf(db, `sentiment = 'positive'`, `day BETWEEN '2015-02-18' AND '2015-02-24'`),
        ),
      ]),
  },
  {
    id: 'h10-air-casual-southwest',
    dataset,
    category: 'casual',
    question: 'southwest neg tweets... how many??',
    truth: ({ db }) =>
      answer([count('negative', tweets(db, `airline = 'Southwest' AND sentiment = 'negative'`))]),
  },
  {
    id: 'h10-air-casual-cancelled',
    dataset,
    category: 'casual',
    question: 'cancelled flight tweets, count pls',
    truth: ({ db }) => answer([count('cancelled', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'h10-air-turn-american-reason',
    dataset,
    category: 'follow-up',
    previous: ['Count the negative tweets American Airlines received.'],
    question: 'Among those, what reason turns up most?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'American' AND sentiment = 'negative' AND reason IS NOT NULL
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h10-air-turn-21st',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were there on 20 February 2015?'],
    question: 'And on the 21st?',
    truth: ({ db }) => answer([count('21 Feb', tweets(db, `day = '2015-02-21'`))]),
  },
  {
    id: 'h10-air-no-delay-minutes',
    dataset,
    category: 'unanswerable',
    question: 'Which airline racked up the most minutes of delay in total?',
    truth: () => decline('the data has no delay minutes'),
  },
  {
    id: 'h10-air-no-january',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets were sent in January 2015?',
    truth: () => decline('the data covers 16–24 February 2015 only'),
  },
  {
    id: 'h10-air-no-followers',
    dataset,
    category: 'unanswerable',
    question: 'How many followers does the typical complaining user have?',
    truth: () => decline('the data has no follower counts'),
  },
  {
    id: 'h10-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question: 'Tweet 567617486703853568 - which airline was it to, and what reason was given?',
    truth: ({ db }) => {
      const rows = db
        .prepare(`SELECT airline, reason FROM tweets WHERE tweet_id = '567617486703853568'`)
        .all() as { airline: string; reason: string }[];
      if (rows.length !== 1) throw new Error('tweet 567617486703853568 is not unique');
      return answer([], [named('airline', rows[0]!.airline), named('reason', rows[0]!.reason)]);
    },
  },
  {
    id: 'h10-air-multi-us-airways',
    dataset,
    category: 'multi-part',
    question:
      'For US Airways, how many tweets were negative, and what was the most common reason for them?',
    truth: ({ db }) => {
      const reasons = ranking(
        db,
        `SELECT reason AS k, count(*) AS v FROM tweets
         WHERE airline = 'US Airways' AND sentiment = 'negative' AND reason IS NOT NULL
         GROUP BY reason ORDER BY v DESC`,
      );
      return answer(
        [count('negative', tweets(db, `airline = 'US Airways' AND sentiment = 'negative'`))],
        [top('reason', reasons.keys)],
      );
    },
  },
  {
    id: 'h10-air-multi-delta-neutral',
    dataset,
    category: 'multi-part',
    question: 'How many tweets did Delta receive, and what percentage of them were neutral?',
    truth: ({ db }) =>
      answer([
        also(count('Delta', tweets(db, `airline = 'Delta'`))),
        also(share('neutral', shareOf(db, `sentiment = 'neutral'`, `airline = 'Delta'`))),
      ]),
  },
];
