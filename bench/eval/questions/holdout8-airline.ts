// Eighth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a social-media analyst at a carrier would ask, truths by plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, ranking, share, top, value } from './truth';

const dataset = 'airline' as const;

/** Tweets matching `where`. */
function tweets(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

/** The share of the tweets matching `where` that also match `part`. */
function shareOf(db: Store, part: string, where: string): number {
  return value(db, `SELECT avg(${part}) FROM tweets WHERE ${where}`);
}

/** The data's last day. */
function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM tweets').pluck().get());
}

export const holdout8Airline: EvalCase[] = [
  {
    id: 'h8-air-virgin',
    dataset,
    category: 'descriptive',
    question: 'How many tweets mention Virgin America?',
    truth: ({ db }) => answer([count('Virgin America', tweets(db, `airline = 'Virgin America'`))]),
  },
  {
    id: 'h8-air-negative-share',
    dataset,
    category: 'descriptive',
    question: 'Overall, what percentage of the tweets are negative?',
    truth: ({ db }) => answer([share('negative', shareOf(db, `sentiment = 'negative'`, '1'))]),
  },
  {
    id: 'h8-air-cancelled',
    dataset,
    category: 'descriptive',
    question: 'How many negative tweets blamed a cancelled flight?',
    truth: ({ db }) => answer([count('cancelled', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'h8-air-united-neutral',
    dataset,
    category: 'descriptive',
    question: 'What share of tweets about United were neutral?',
    truth: ({ db }) =>
      answer([share('neutral', shareOf(db, `sentiment = 'neutral'`, `airline = 'United'`))]),
  },
  {
    id: 'h8-air-cmp-sw-delta-positive',
    dataset,
    category: 'comparison',
    question: 'Southwest or Delta: which got more positive tweets?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets
         WHERE sentiment = 'positive' AND airline IN ('Southwest', 'Delta')
         GROUP BY airline ORDER BY v DESC`,
      );
      // Both counts and the gap must be stated ("the same" with both counts is no verdict); the
      // larger named (in either order).
      return answer(
        [
          also(count('more', airlines.values[0]!)),
          also(count('fewer', airlines.values[1]!)),
          also(count('difference', airlines.values[0]! - airlines.values[1]!)),
        ],
        [named('more', airlines.keys[0]!)],
      );
    },
  },
  {
    id: 'h8-air-cmp-booking',
    dataset,
    category: 'comparison',
    question: 'Flight booking problems at US Airways versus American — how many tweets each?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'US Airways',
            tweets(db, `reason = 'Flight Booking Problems' AND airline = 'US Airways'`),
          ),
        ),
        also(
          count(
            'American',
            tweets(db, `reason = 'Flight Booking Problems' AND airline = 'American'`),
          ),
        ),
      ]),
  },
  {
    id: 'h8-air-cmp-days',
    dataset,
    category: 'comparison',
    question: 'Were there more tweets on 20 February 2015 or on 21 February 2015?',
    truth: ({ db }) =>
      answer(
        [
          also(count('20 Feb', tweets(db, `day = '2015-02-20'`))),
          also(count('21 Feb', tweets(db, `day = '2015-02-21'`))),
        ],
        [
          {
            label: 'busier day',
            anyOf: daySpellings('2015-02-21'),
          },
        ],
      ),
  },
  {
    id: 'h8-air-rank-lost-luggage',
    dataset,
    category: 'ranking',
    question: 'Which airline has the most lost luggage complaints?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Lost Luggage'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h8-air-rank-positive-share',
    dataset,
    category: 'ranking',
    question: 'Which airline has the best ratio of positive tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'positive') AS v FROM tweets
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => share('positive share', v),
      ),
  },
  {
    id: 'h8-air-rank-delta-reason',
    dataset,
    category: 'ranking',
    question: 'What do people complain about most when they tweet at Delta?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'Delta' AND reason IS NOT NULL
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h8-air-rel-last-day',
    dataset,
    category: 'relative period',
    question: 'How many tweets came in on the most recent day?',
    truth: ({ db }) => answer([count('tweets', tweets(db, 'day = ?', lastDay(db)))]),
  },
  {
    id: 'h8-air-rel-week-negative',
    dataset,
    category: 'relative period',
    question: 'In the last 7 days, how many negative tweets were about United?',
    truth: ({ db }) =>
      answer([
        count(
          'negative United',
          tweets(db, `sentiment = 'negative' AND airline = 'United' AND day >= '2015-02-18'`),
          0.05,
        ),
      ]),
  },
  {
    id: 'h8-air-casual-late',
    dataset,
    category: 'casual',
    question: 'delta late flight tweets how many lol',
    truth: ({ db }) =>
      answer([count('late', tweets(db, `airline = 'Delta' AND reason = 'Late Flight'`))]),
  },
  {
    id: 'h8-air-casual-attendants',
    dataset,
    category: 'casual',
    question: "which airline's flight atendants get the most hate",
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets
           WHERE reason = 'Flight Attendant Complaints' GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h8-air-turn-southwest-reason',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets did Southwest get?'],
    question: 'What was the top reason behind them?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'Southwest' AND sentiment = 'negative' AND reason IS NOT NULL
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h8-air-turn-virgin-positive',
    dataset,
    category: 'follow-up',
    previous: ['What share of American tweets were positive?'],
    question: 'And for Virgin America?',
    truth: ({ db }) =>
      answer([
        share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Virgin America'`)),
      ]),
  },
  {
    id: 'h8-air-no-route',
    dataset,
    category: 'unanswerable',
    question: 'Which route gets the most complaints?',
    truth: () => decline('the data has no routes'),
  },
  {
    id: 'h8-air-no-jetblue',
    dataset,
    category: 'unanswerable',
    question: 'How many negative tweets did JetBlue get?',
    truth: () => decline('JetBlue is not in the data'),
  },
  {
    id: 'h8-air-no-followers',
    dataset,
    category: 'unanswerable',
    question: 'Which complaining user has the most followers?',
    truth: () => decline('the data has no follower counts'),
  },
  {
    id: 'h8-air-lookup',
    dataset,
    category: 'lookup',
    question: 'Which airline was tweet 570301083672813571 aimed at, and how did it feel?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, sentiment FROM tweets WHERE tweet_id = '570301083672813571'`)
        .get() as { airline: string; sentiment: string };
      return answer([], [named('airline', row.airline), named('sentiment', row.sentiment)]);
    },
  },
  {
    id: 'h8-air-fact-busiest',
    dataset,
    category: 'planted fact',
    question: 'Which day saw the biggest pile-up of tweets, and how many were there?',
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
    id: 'h8-air-multi-us-airways',
    dataset,
    category: 'multi-part',
    question:
      'How many negative tweets did US Airways get, and what was the most common reason for them?',
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
    id: 'h8-air-multi-damaged',
    dataset,
    category: 'multi-part',
    question: 'How many damaged luggage tweets were there, and which airline had the most of them?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Damaged Luggage'
         GROUP BY airline ORDER BY v DESC`,
      );
      return answer(
        [count('damaged luggage', tweets(db, `reason = 'Damaged Luggage'`))],
        [top('airline', airlines.keys)],
      );
    },
  },
];
