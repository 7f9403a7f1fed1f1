// Seventh held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a social-media analyst at a carrier would ask, truths by plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, ranking, share, value } from './truth';

const dataset = 'airline' as const;

/** Tweets matching `where`. */
function tweets(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

/** The share of the tweets matching `where` that also match `part`. */
function shareOf(db: Store, part: string, where: string): number {
  return value(db, `SELECT avg(${part}) FROM tweets WHERE ${where}`);
}

export const holdout7Airline: EvalCase[] = [
  {
    id: 'h7-air-total',
    dataset,
    category: 'descriptive',
    question: 'How many tweets does the data set hold overall?',
    truth: ({ db }) => answer([count('tweets', tweets(db, '1'))]),
  },
  {
    id: 'h7-air-delta',
    dataset,
    category: 'descriptive',
    question: 'How many tweets were addressed to Delta?',
    truth: ({ db }) => answer([count('Delta', tweets(db, `airline = 'Delta'`))]),
  },
  {
    id: 'h7-air-southwest-positive',
    dataset,
    category: 'descriptive',
    question: 'What fraction of the tweets about Southwest were positive?',
    truth: ({ db }) =>
      answer([share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`))]),
  },
  {
    id: 'h7-air-service-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of negative tweets were about customer service issues?',
    truth: ({ db }) =>
      answer([
        share(
          'customer service',
          shareOf(db, `reason = 'Customer Service Issue'`, `sentiment = 'negative'`),
        ),
      ]),
  },
  {
    id: 'h7-air-rank-negative-share',
    dataset,
    category: 'ranking',
    question: 'Which airline had the highest proportion of negative tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'negative') AS v FROM tweets
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => share('negative share', v),
      ),
  },
  {
    id: 'h7-air-rank-american-reason',
    dataset,
    category: 'ranking',
    question: 'What is the most common reason people give for negative tweets about American?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'American' AND reason IS NOT NULL GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h7-air-rank-positive',
    dataset,
    category: 'ranking',
    question: 'Rank the airlines by number of positive tweets. Who comes top?',
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
    id: 'h7-air-rank-day',
    dataset,
    category: 'ranking',
    question: 'Which was the busiest day for tweets?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v DESC`,
      );
      return answer(
        [also(count('tweets', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }],
      );
    },
  },
  {
    id: 'h7-air-cmp-luggage',
    dataset,
    category: 'comparison',
    question: 'Compare lost luggage complaints for United and Delta.',
    truth: ({ db }) =>
      answer([
        also(count('United', tweets(db, `reason = 'Lost Luggage' AND airline = 'United'`))),
        also(count('Delta', tweets(db, `reason = 'Lost Luggage' AND airline = 'Delta'`))),
      ]),
  },
  {
    id: 'h7-air-cmp-bad-flight',
    dataset,
    category: 'comparison',
    question: 'How many Bad Flight complaints did American get compared with United?',
    truth: ({ db }) =>
      answer([
        also(count('American', tweets(db, `reason = 'Bad Flight' AND airline = 'American'`))),
        also(count('United', tweets(db, `reason = 'Bad Flight' AND airline = 'United'`))),
      ]),
  },
  {
    id: 'h7-air-day-23',
    dataset,
    category: 'descriptive',
    question: 'How many tweets were posted on 23 February 2015?',
    truth: ({ db }) => answer([count('tweets', tweets(db, `day = '2015-02-23'`))]),
  },
  {
    id: 'h7-air-rel-last3',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets were there over the last 3 days?',
    truth: ({ db }) => {
      const last = String(db.prepare('SELECT max(day) FROM tweets').pluck().get());
      const end = Date.parse(`${last}T00:00:00Z`);
      const from = new Date(end - 2 * 86_400_000).toISOString().slice(0, 10);
      return answer([
        count('negative', tweets(db, `sentiment = 'negative' AND day BETWEEN ? AND ?`, from, last)),
      ]);
    },
  },
  {
    id: 'h7-air-casual-virgin-late',
    dataset,
    category: 'casual',
    question: 'how many tweets moaned about late flights on virgin america',
    truth: ({ db }) =>
      answer([
        count('late flight', tweets(db, `reason = 'Late Flight' AND airline = 'Virgin America'`)),
      ]),
  },
  {
    id: 'h7-air-casual-neutral',
    dataset,
    category: 'casual',
    question: 'number of neutral tweets??',
    truth: ({ db }) => answer([count('neutral', tweets(db, `sentiment = 'neutral'`))]),
  },
  {
    id: 'h7-air-turn-united-reason',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets did United get?'],
    question: 'Which reason came up most among those?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'United' AND sentiment = 'negative' GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h7-air-turn-cancelled-airline',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were about cancelled flights?'],
    question: 'Which carrier had the largest number of them?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Cancelled Flight'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h7-air-no-delay',
    dataset,
    category: 'unanswerable',
    question: 'What is the average flight delay in minutes for United?',
    truth: () => decline('the tweets carry no delay minutes'),
  },
  {
    id: 'h7-air-no-alaska',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets mention Alaska Airlines?',
    truth: () => decline('Alaska Airlines is not in the data'),
  },
  {
    id: 'h7-air-no-march',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets do we have from March 2015?',
    truth: () => decline('the tweets end on 24 February 2015'),
  },
  {
    id: 'h7-air-no-airport',
    dataset,
    category: 'unanswerable',
    question: 'Which airport generated the most complaints?',
    truth: () => decline('the tweets have no airport field'),
  },
  {
    id: 'h7-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question: 'What was tweet 569661767158075392 complaining about?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'reason',
            String(
              db
                .prepare(`SELECT reason FROM tweets WHERE tweet_id = '569661767158075392'`)
                .pluck()
                .get(),
            ),
          ),
        ],
      ),
  },
  {
    id: 'h7-air-multi-usairways',
    dataset,
    category: 'multi-part',
    question: 'How many tweets mentioned US Airways, and what share of them were negative?',
    truth: ({ db }) =>
      answer([
        count('US Airways', tweets(db, `airline = 'US Airways'`)),
        share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'US Airways'`)),
      ]),
  },
];
