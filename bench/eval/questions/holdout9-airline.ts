// Ninth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a social-media analyst at a carrier would ask, in wordings no earlier round used; truths by
// plain SQL.
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

/** The data's last day. */
function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM tweets').pluck().get());
}

export const holdout9Airline: EvalCase[] = [
  {
    id: 'h9-air-total',
    dataset,
    category: 'descriptive',
    question: 'How many tweets does this data set hold altogether?',
    truth: ({ db }) => answer([count('tweets', tweets(db, '1'))]),
  },
  {
    id: 'h9-air-positive',
    dataset,
    category: 'descriptive',
    question: 'What number of tweets were labelled positive?',
    truth: ({ db }) => answer([count('positive', tweets(db, `sentiment = 'positive'`))]),
  },
  {
    id: 'h9-air-delta-negative',
    dataset,
    category: 'descriptive',
    question: "What percentage of Delta's tweets are negative?",
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'Delta'`))]),
  },
  {
    id: 'h9-air-customer-service',
    dataset,
    category: 'descriptive',
    question: 'How many negative tweets put it down to a customer service issue?',
    truth: ({ db }) =>
      answer([count('customer service', tweets(db, `reason = 'Customer Service Issue'`))]),
  },
  {
    id: 'h9-air-cmp-united-american',
    dataset,
    category: 'comparison',
    question: 'Negative tweet totals for United and for American, side by side?',
    truth: ({ db }) =>
      answer([
        also(count('United', tweets(db, `sentiment = 'negative' AND airline = 'United'`))),
        also(count('American', tweets(db, `sentiment = 'negative' AND airline = 'American'`))),
      ]),
  },
  {
    id: 'h9-air-cmp-virgin-southwest',
    dataset,
    category: 'comparison',
    question: 'Who has the higher share of positive tweets, Virgin America or Southwest?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, avg(sentiment = 'positive') AS v FROM tweets
         WHERE airline IN ('Virgin America', 'Southwest') GROUP BY airline ORDER BY v DESC`,
      );
      return answer(
        [also(share('higher', airlines.values[0]!)), also(share('lower', airlines.values[1]!))],
        [named('higher', airlines.keys[0]!)],
      );
    },
  },
  {
    id: 'h9-air-cmp-22-23',
    dataset,
    category: 'comparison',
    question: 'Negative tweets on 22 February 2015 compared with 23 February 2015?',
    truth: ({ db }) =>
      answer([
        also(count('22 Feb', tweets(db, `sentiment = 'negative' AND day = '2015-02-22'`))),
        also(count('23 Feb', tweets(db, `sentiment = 'negative' AND day = '2015-02-23'`))),
      ]),
  },
  {
    id: 'h9-air-rank-negative-rate',
    dataset,
    category: 'ranking',
    question: 'Which airline has the worst rate of negative tweets?',
    truth: ({ db }) =>
      picked(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'negative') AS v FROM tweets
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => share('negative rate', v),
      ),
  },
  {
    id: 'h9-air-rank-reason',
    dataset,
    category: 'ranking',
    question: "What's the most common reason given for negative tweets overall?",
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets WHERE reason IS NOT NULL
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h9-air-rank-late',
    dataset,
    category: 'ranking',
    question: 'Which carrier collects the most late flight complaints?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Late Flight'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h9-air-rank-quietest-day',
    dataset,
    category: 'ranking',
    question: 'What was the slowest day for tweet volume?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v ASC`,
      );
      return answer(
        [also(count('tweets', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }],
      );
    },
  },
  {
    id: 'h9-air-rel-last-3-days',
    dataset,
    category: 'relative period',
    question: 'Tweet volume across the final three days covered?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, `day >= date(?, '-2 days')`, lastDay(db)), 0.02)]),
  },
  {
    id: 'h9-air-rel-final-day-negative',
    dataset,
    category: 'relative period',
    question: "What fraction of the latest day's tweets were negative?",
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, 'day = ?', lastDay(db)))]),
  },
  {
    id: 'h9-air-casual-usair',
    dataset,
    category: 'casual',
    question: 'us airways negs how many',
    truth: ({ db }) =>
      answer([count('negative', tweets(db, `sentiment = 'negative' AND airline = 'US Airways'`))]),
  },
  {
    id: 'h9-air-casual-bad-flight',
    dataset,
    category: 'casual',
    question: 'how many ppl tweeting bout a bad flight lol',
    truth: ({ db }) => answer([count('bad flight', tweets(db, `reason = 'Bad Flight'`))]),
  },
  {
    id: 'h9-air-turn-american-reason',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets did American get?'],
    question: 'Among those, which reason for complaining came up most?',
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
    id: 'h9-air-turn-united-24',
    dataset,
    category: 'follow-up',
    previous: ['How many negative United tweets were there on 23 February 2015?'],
    question: 'What about the 24th?',
    truth: ({ db }) =>
      answer([
        count(
          'United 24 Feb',
          tweets(db, `sentiment = 'negative' AND airline = 'United' AND day = '2015-02-24'`),
        ),
      ]),
  },
  {
    id: 'h9-air-no-frontier',
    dataset,
    category: 'unanswerable',
    question: 'How many mentions did Frontier get?',
    truth: () => decline('Frontier is not in the data'),
  },
  {
    id: 'h9-air-no-retweets',
    dataset,
    category: 'unanswerable',
    question: 'Which tweet picked up the most retweets?',
    truth: () => decline('the data has no retweet counts'),
  },
  {
    id: 'h9-air-no-march',
    dataset,
    category: 'unanswerable',
    question: "Delta's tweet count for March 2015?",
    truth: () => decline('the data ends on 24 February 2015'),
  },
  {
    id: 'h9-air-lookup',
    dataset,
    category: 'lookup',
    question: 'Tweet 569253270356664322: which airline, and what was the complaint reason?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, reason FROM tweets WHERE tweet_id = '569253270356664322'`)
        .get() as { airline: string; reason: string };
      return answer([], [named('airline', row.airline), named('reason', row.reason)]);
    },
  },
  {
    id: 'h9-air-fact-negative-day',
    dataset,
    category: 'planted fact',
    question: 'Which day brought the most negative tweets?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets WHERE sentiment = 'negative'
         GROUP BY day ORDER BY v DESC`,
      );
      return answer(
        [also(count('negative', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }],
      );
    },
  },
  {
    id: 'h9-air-multi-southwest',
    dataset,
    category: 'multi-part',
    question: 'For Southwest: total tweets, and the percentage that were positive?',
    truth: ({ db }) =>
      answer([
        count('Southwest', tweets(db, `airline = 'Southwest'`)),
        also(share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`))),
      ]),
  },
  {
    id: 'h9-air-multi-cancelled',
    dataset,
    category: 'multi-part',
    question:
      'How many cancelled-flight complaints were there, and which airline had the most of them?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Cancelled Flight'
         GROUP BY airline ORDER BY v DESC`,
      );
      return answer(
        [count('cancelled', tweets(db, `reason = 'Cancelled Flight'`))],
        [top('airline', airlines.keys)],
      );
    },
  },
];
