// Fifth held-out round over the airline tweets (table `tweets`, the raw CSV loaded alone): every
// category the airline data allows, worded the way a new analyst would.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, ranking, share, value } from './truth';

const dataset = 'airline' as const;

/** Tweets matching `where`. */
function tweets(db: Parameters<typeof value>[0], where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

/** The share of tweets matching `where` that also match `part`. */
function shareOf(db: Parameters<typeof value>[0], part: string, where: string): number {
  return value(db, `SELECT avg(CASE WHEN ${part} THEN 1.0 ELSE 0 END) FROM tweets WHERE ${where}`);
}

export const holdout5Airline: EvalCase[] = [
  {
    id: 'h5-air-total',
    dataset,
    category: 'descriptive',
    question: 'How many tweets does the airline data hold?',
    truth: ({ db }) => answer([count('tweets', tweets(db, '1'))]),
  },
  {
    id: 'h5-air-delta',
    dataset,
    category: 'descriptive',
    question: 'How many tweets were directed at Delta?',
    truth: ({ db }) => answer([count('Delta', tweets(db, `airline = 'Delta'`))]),
  },
  {
    id: 'h5-air-positive-share',
    dataset,
    category: 'descriptive',
    question: 'What share of all the tweets are positive?',
    truth: ({ db }) => answer([share('positive', shareOf(db, `sentiment = 'positive'`, '1'))]),
  },
  {
    id: 'h5-air-lost-luggage',
    dataset,
    category: 'descriptive',
    question: 'How many tweets complained about lost luggage?',
    truth: ({ db }) => answer([count('lost luggage', tweets(db, `reason = 'Lost Luggage'`))]),
  },
  {
    id: 'h5-air-southwest-vs-delta',
    dataset,
    category: 'comparison',
    question: 'Which was more negative, Southwest or Delta, by share of negative tweets?',
    truth: ({ db }) => {
      const southwest = shareOf(db, `sentiment = 'negative'`, `airline = 'Southwest'`);
      const delta = shareOf(db, `sentiment = 'negative'`, `airline = 'Delta'`);
      return answer(
        [also(share('Southwest', southwest)), also(share('Delta', delta))],
        [named('more negative', southwest > delta ? 'Southwest' : 'Delta')],
      );
    },
  },
  {
    id: 'h5-air-22-vs-23',
    dataset,
    category: 'comparison',
    question: 'Compare the number of tweets on 22 February 2015 and 23 February 2015.',
    truth: ({ db }) =>
      answer([
        also(count('22 February', tweets(db, `day = '2015-02-22'`))),
        also(count('23 February', tweets(db, `day = '2015-02-23'`))),
      ]),
  },
  {
    id: 'h5-air-virgin-vs-usairways-positive',
    dataset,
    category: 'comparison',
    question: 'How does the positive share of Virgin America compare with US Airways?',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'Virgin America',
            shareOf(db, `sentiment = 'positive'`, `airline = 'Virgin America'`),
          ),
        ),
        also(share('US Airways', shareOf(db, `sentiment = 'positive'`, `airline = 'US Airways'`))),
      ]),
  },
  {
    id: 'h5-air-most-negative-share',
    dataset,
    category: 'ranking',
    question: "Which airline's tweets are most often negative, as a share of its tweets?",
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, avg(CASE WHEN sentiment = 'negative' THEN 1.0 ELSE 0 END) v FROM tweets GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => share('negative', amount),
      ),
  },
  {
    id: 'h5-air-top-reason',
    dataset,
    category: 'ranking',
    question: 'What is the most common reason people give for a negative tweet?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          'SELECT reason k, count(*) v FROM tweets WHERE reason IS NOT NULL GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => count('tweets', amount),
      ),
  },
  {
    id: 'h5-air-busiest-day',
    dataset,
    category: 'ranking',
    question: 'Which day saw the most tweets?',
    truth: ({ db }) => {
      const ranked = ranking(db, 'SELECT day k, count(*) v FROM tweets GROUP BY 1 ORDER BY 2 DESC');
      return answer(
        [also(count('tweets', ranked.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h5-air-late-flight-airline',
    dataset,
    category: 'ranking',
    question: 'Which airline gets the most Late Flight complaints?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Late Flight' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('late flight', amount),
      ),
  },
  {
    id: 'h5-air-last-3-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets were posted in the last 3 days of the data?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, `day BETWEEN '2015-02-22' AND '2015-02-24'`))]),
  },
  {
    id: 'h5-air-united-past-week',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets did United get in the past week?',
    truth: ({ db }) =>
      answer([
        count(
          'United negative',
          tweets(
            db,
            `airline = 'United' AND sentiment = 'negative' AND day BETWEEN '2015-02-18' AND '2015-02-24'`,
          ),
        ),
      ]),
  },
  {
    id: 'h5-air-casual-american',
    dataset,
    category: 'casual',
    question: 'how many tweets r about american airlines',
    truth: ({ db }) => answer([count('American', tweets(db, `airline = 'American'`))]),
  },
  {
    id: 'h5-air-casual-united-bad',
    dataset,
    category: 'casual',
    question: 'united bad tweets - how many?',
    truth: ({ db }) =>
      answer([
        count('United negative', tweets(db, `airline = 'United' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h5-air-casual-cancelled',
    dataset,
    category: 'casual',
    question: 'cancelled flight complaints total??',
    truth: ({ db }) => answer([count('cancelled', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'h5-air-follow-southwest-negative',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were about Southwest?'],
    question: 'And how many of them were negative?',
    truth: ({ db }) =>
      answer([count('negative', tweets(db, `airline = 'Southwest' AND sentiment = 'negative'`))]),
  },
  {
    id: 'h5-air-follow-top-reason',
    dataset,
    category: 'follow-up',
    previous: ['Which airline had the most negative tweets?'],
    question: 'What was the main reason behind them?',
    truth: ({ db }) => {
      const worst = ranking(
        db,
        `SELECT airline k, count(*) v FROM tweets WHERE sentiment = 'negative' GROUP BY 1 ORDER BY 2 DESC`,
      ).keys[0]!;
      return leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM tweets WHERE airline = ? AND reason IS NOT NULL GROUP BY 1 ORDER BY 2 DESC`,
          worst,
        ),
        (amount) => count('tweets', amount),
      );
    },
  },
  {
    id: 'h5-air-none-jetblue',
    dataset,
    category: 'unanswerable',
    question: 'wat % of jetblue tweets are negative',
    truth: () => decline('JetBlue is not one of the airlines in the data'),
  },
  {
    id: 'h5-air-none-march',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets were posted in March 2015?',
    truth: () => decline('the tweets cover 16–24 February 2015'),
  },
  {
    id: 'h5-air-none-retweets',
    dataset,
    category: 'unanswerable',
    question: 'Which tweet was retweeted the most?',
    truth: () => decline('the data has no retweet counts'),
  },
  {
    id: 'h5-air-none-delay-minutes',
    dataset,
    category: 'unanswerable',
    question: 'What was the average flight delay in minutes for United?',
    truth: () => decline('the tweets carry no delay times'),
  },
  {
    id: 'h5-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question:
      'Look up tweet 570301031407624196: which airline was it about and why was it negative?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, reason FROM tweets WHERE tweet_id = '570301031407624196'`)
        .get() as { airline: string; reason: string };
      return answer([], [named('airline', row.airline), named('reason', row.reason)]);
    },
  },
  {
    id: 'h5-air-multi-virgin',
    dataset,
    category: 'multi-part',
    question: 'How many tweets were about Virgin America, and what share of them were positive?',
    truth: ({ db }) =>
      answer([
        count('Virgin America', tweets(db, `airline = 'Virgin America'`)),
        also(
          share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Virgin America'`)),
        ),
      ]),
  },
  {
    id: 'h5-air-multi-top-airline',
    dataset,
    category: 'multi-part',
    question: 'Which airline was tweeted at the most, and how many tweets did it get?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(db, 'SELECT airline k, count(*) v FROM tweets GROUP BY 1 ORDER BY 2 DESC'),
        (amount) => count('tweets', amount),
      ),
  },
];
