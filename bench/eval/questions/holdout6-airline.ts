// Sixth held-out round over the airline tweets (table `tweets`: the raw CSV loaded on its own),
// every category but planted facts (the file has none), in the words of an analyst new to it.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, ranking, share, top, value } from './truth';

const dataset = 'airline' as const;

function tweets(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

function negativeShare(db: Store, airline: string): number {
  return value(db, `SELECT avg(sentiment = 'negative') FROM tweets WHERE airline = ?`, airline);
}

export const holdout6Airline: EvalCase[] = [
  {
    id: 'h6-air-lost-luggage',
    dataset,
    category: 'descriptive',
    question: 'How many tweets give lost luggage as the reason?',
    truth: ({ db }) => answer([count('Lost Luggage', tweets(db, `reason = 'Lost Luggage'`))]),
  },
  {
    id: 'h6-air-positive-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of the tweets were positive?',
    truth: ({ db }) =>
      answer([share('positive', tweets(db, `sentiment = 'positive'`) / tweets(db, '1'))]),
  },
  {
    id: 'h6-air-delta-vs-southwest',
    dataset,
    category: 'comparison',
    question: 'Which got a larger share of negative tweets, Delta or Southwest?',
    truth: ({ db }) => {
      const delta = negativeShare(db, 'Delta');
      const southwest = negativeShare(db, 'Southwest');
      return answer(
        [also(share('Delta', delta)), also(share('Southwest', southwest))],
        [{ label: 'larger', anyOf: [delta > southwest ? 'Delta' : 'Southwest'] }],
      );
    },
  },
  {
    id: 'h6-air-22-vs-23',
    dataset,
    category: 'comparison',
    question: 'Compare the number of tweets on 22 February 2015 and on 23 February 2015.',
    truth: ({ db }) =>
      answer([
        also(count('22 February', tweets(db, `day = '2015-02-22'`))),
        also(count('23 February', tweets(db, `day = '2015-02-23'`))),
      ]),
  },
  {
    id: 'h6-air-late-flight-leader',
    dataset,
    category: 'ranking',
    question: 'Which airline had the most tweets about late flights?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Late Flight' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('Late Flight', amount),
      ),
  },
  {
    id: 'h6-air-busiest-day',
    dataset,
    category: 'ranking',
    question: 'On which date were the most tweets posted?',
    truth: ({ db }) => {
      const ranked = ranking(db, 'SELECT day k, count(*) v FROM tweets GROUP BY 1 ORDER BY 2 DESC');
      return answer(
        [also(count('tweets', ranked.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h6-air-rarest-reason',
    dataset,
    category: 'ranking',
    question: 'Which negative reason comes up least often?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          'SELECT reason k, count(*) v FROM tweets WHERE reason IS NOT NULL GROUP BY 1 ORDER BY 2',
        ),
        (amount) => count('tweets', amount),
      ),
  },
  {
    id: 'h6-air-last-3-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets came in over the last three days of the data?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, `day BETWEEN '2015-02-22' AND '2015-02-24'`))]),
  },
  {
    id: 'h6-air-yesterday-negative',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets were there yesterday?',
    truth: ({ db }) =>
      answer([count('negative', tweets(db, `sentiment = 'negative' AND day = '2015-02-23'`))]),
  },
  {
    id: 'h6-air-casual-virgin',
    dataset,
    category: 'casual',
    question: 'virgin america - how many neg tweets?',
    truth: ({ db }) =>
      answer([
        count('negative', tweets(db, `airline = 'Virgin America' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h6-air-casual-cancelled',
    dataset,
    category: 'casual',
    question: 'wich airline has the most cancelled flight complaints',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Cancelled Flight' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('Cancelled Flight', amount),
      ),
  },
  {
    id: 'h6-air-follow-usairways',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets did US Airways get?'],
    question: 'What percentage of those were negative?',
    truth: ({ db }) => answer([share('negative', negativeShare(db, 'US Airways'))]),
  },
  {
    id: 'h6-air-follow-southwest-reason',
    dataset,
    category: 'follow-up',
    previous: ['What is the most common negative reason for United?'],
    question: 'What about Southwest?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT reason k, count(*) v FROM tweets WHERE airline = 'Southwest' AND reason IS NOT NULL
           GROUP BY 1 ORDER BY 2 DESC`,
      );
      return answer([also(count('tweets', ranked.values[0]!))], [top('reason', ranked.keys)]);
    },
  },
  {
    id: 'h6-air-none-alaska',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets were sent to Alaska Airlines?',
    truth: ({ db }) => {
      if (tweets(db, `airline LIKE 'Alaska%'`) !== 0) throw new Error('Alaska exists');
      return decline('no airline called Alaska Airlines');
    },
  },
  {
    id: 'h6-air-none-march',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets did Delta get in March 2015?',
    truth: ({ db }) => {
      if (tweets(db, `day >= '2015-03-01'`) !== 0) throw new Error('data reaches March');
      return decline('the tweets end on 24 February 2015');
    },
  },
  {
    id: 'h6-air-none-delay-minutes',
    dataset,
    category: 'unanswerable',
    question: 'How many minutes late were United flights on average?',
    truth: () => decline('no delay durations are recorded'),
  },
  {
    id: 'h6-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question: 'Which airline was tweet 570301031407624196 sent to?',
    truth: ({ db }) => {
      const airline = db
        .prepare(`SELECT airline FROM tweets WHERE tweet_id = '570301031407624196'`)
        .pluck()
        .get();
      return answer([], [named('airline', String(airline))]);
    },
  },
  {
    id: 'h6-air-multi-american',
    dataset,
    category: 'multi-part',
    question:
      'How many negative tweets did American get, and what was its most common negative reason?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT reason k, count(*) v FROM tweets WHERE airline = 'American' AND reason IS NOT NULL
           GROUP BY 1 ORDER BY 2 DESC`,
      );
      return answer(
        [also(count('negative', tweets(db, `airline = 'American' AND sentiment = 'negative'`)))],
        [named('reason', ranked.keys[0]!)],
      );
    },
  },
];
