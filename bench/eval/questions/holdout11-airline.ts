// Eleventh held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a social-media analyst at a carrier would ask, in wordings no earlier round used; truths by
// plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, Expectation } from '../eval-case';
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

/** The data's last day, `YYYY-MM-DD`. */
function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM tweets').pluck().get());
}

/** The first day of the `days` days ending on the data's last day. */
function firstOfLast(db: Store, days: number): string {
  return new Date(Date.parse(`${lastDay(db)}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** Two counts side by side, the larger side named when they differ. */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

export const holdout11Airline: EvalCase[] = [
  {
    id: 'h11-air-southwest',
    dataset,
    category: 'descriptive',
    question: 'In total, how many tweets mention Southwest?',
    truth: ({ db }) => answer([count('Southwest', tweets(db, `airline = 'Southwest'`))]),
  },
  {
    id: 'h11-air-positive-fraction',
    dataset,
    category: 'descriptive',
    question: 'What fraction of the tweets are labelled positive?',
    truth: ({ db }) => answer([share('positive', shareOf(db, `sentiment = 'positive'`, '1'))]),
  },
  {
    id: 'h11-air-bad-flight',
    dataset,
    category: 'descriptive',
    question: 'How many tweets give Bad Flight as their reason?',
    truth: ({ db }) => answer([count('Bad Flight', tweets(db, `reason = 'Bad Flight'`))]),
  },
  {
    id: 'h11-air-cancelled',
    dataset,
    category: 'descriptive',
    question: 'How many tweets are complaints about a cancelled flight?',
    truth: ({ db }) =>
      answer([count('Cancelled Flight', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'h11-air-cmp-american-usair',
    dataset,
    category: 'comparison',
    question: 'American or US Airways: which one drew more negative tweets?',
    truth: ({ db }) =>
      twoCounts(
        ['American', 'US Airways'],
        tweets(db, `sentiment = 'negative' AND airline = 'American'`),
        tweets(db, `sentiment = 'negative' AND airline = 'US Airways'`),
      ),
  },
  {
    id: 'h11-air-cmp-positive-virgin-southwest',
    dataset,
    category: 'comparison',
    question: 'Compare the positive share for Virgin America with the one for Southwest.',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'Virgin America',
            shareOf(db, `sentiment = 'positive'`, `airline = 'Virgin America'`),
          ),
        ),
        also(share('Southwest', shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`))),
      ]),
  },
  {
    id: 'h11-air-cmp-late-service',
    dataset,
    category: 'comparison',
    question: 'Late Flight against Customer Service Issue: how many negative tweets cite each?',
    truth: ({ db }) =>
      twoCounts(
        ['Late Flight', 'Customer Service Issue'],
        tweets(db, `reason = 'Late Flight'`),
        tweets(db, `reason = 'Customer Service Issue'`),
      ),
  },
  {
    id: 'h11-air-rank-negative-share',
    dataset,
    category: 'ranking',
    question: 'Which airline has the biggest proportion of negative tweets?',
    truth: ({ db }) =>
      picked(
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
    id: 'h11-air-rank-day',
    dataset,
    category: 'ranking',
    question: 'On which single day were the most tweets posted?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v DESC, day`,
      );
      return answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(days.keys[0]!),
            rivals: days.keys.slice(1, 4).flatMap((day) => daySpellings(day)),
          },
        ],
      );
    },
  },
  {
    id: 'h11-air-rank-delta-reason',
    dataset,
    category: 'ranking',
    question: "For Delta, what's the leading reason behind negative tweets?",
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'Delta' AND sentiment = 'negative' AND reason <> ''
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-air-rel-last-3-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets were posted in the last 3 days?',
    truth: ({ db }) => answer([count('tweets', tweets(db, `day >= ?`, firstOfLast(db, 3)))]),
  },
  {
    id: 'h11-air-rel-final-week-negative',
    dataset,
    category: 'relative period',
    question: 'Over the past week, what share of tweets were negative?',
    truth: ({ db }) =>
      answer([
        share('negative', shareOf(db, `sentiment = 'negative'`, `day >= ?`, firstOfLast(db, 7))),
      ]),
  },
  {
    id: 'h11-air-casual-united-luggage',
    dataset,
    category: 'casual',
    question: 'how many tweets r about lost luggage for united lol',
    truth: ({ db }) =>
      answer([
        count('United lost luggage', tweets(db, `airline = 'United' AND reason = 'Lost Luggage'`)),
      ]),
  },
  {
    id: 'h11-air-casual-virgin-negative',
    dataset,
    category: 'casual',
    question: 'virgin america neg tweets count pls',
    truth: ({ db }) =>
      answer([
        count('negative', tweets(db, `airline = 'Virgin America' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h11-air-casual-most-negative',
    dataset,
    category: 'casual',
    question: 'which airline gets the most negative tweets, like the raw number',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE sentiment = 'negative'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-air-turn-delta-neutral',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were about Delta?'],
    question: 'How many of those were neutral?',
    truth: ({ db }) =>
      answer([count('neutral', tweets(db, `airline = 'Delta' AND sentiment = 'neutral'`))]),
  },
  {
    id: 'h11-air-turn-booking-airline',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets cite Flight Booking Problems?'],
    question: 'Which airline had the most of them?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Flight Booking Problems'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-air-turn-21st',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were posted on 20 February 2015?'],
    question: 'What about the 21st, then?',
    truth: ({ db }) => answer([count('21 February', tweets(db, `day = '2015-02-21'`))]),
  },
  {
    id: 'h11-air-no-followers',
    dataset,
    category: 'unanswerable',
    question: 'How many followers do the people tweeting at United have on average?',
    truth: () => decline('the data has no follower counts'),
  },
  {
    id: 'h11-air-no-delay-minutes',
    dataset,
    category: 'unanswerable',
    question: "What was American's average flight delay in minutes?",
    truth: () => decline('the data has no delays'),
  },
  {
    id: 'h11-air-no-march',
    dataset,
    category: 'unanswerable',
    question: 'What was the tweet volume during March 2015?',
    truth: () => decline('the data covers 16–24 February 2015'),
  },
  {
    id: 'h11-air-no-city',
    dataset,
    category: 'unanswerable',
    question: 'From which city were most of the negative tweets sent?',
    truth: () => decline('the data has no locations'),
  },
  {
    id: 'h11-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question:
      'Tweet 569555199062224897: which airline was it aimed at, and what was the reason given?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, reason FROM tweets WHERE tweet_id = '569555199062224897'`)
        .get() as { airline: string; reason: string };
      return answer([], [named('airline', row.airline), named('reason', row.reason)]);
    },
  },
  {
    id: 'h11-air-multi-usair',
    dataset,
    category: 'multi-part',
    question: 'How many tweets went to US Airways, and what share of them were negative?',
    truth: ({ db }) =>
      answer([
        also(count('US Airways', tweets(db, `airline = 'US Airways'`))),
        also(share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'US Airways'`))),
      ]),
  },
  {
    id: 'h11-air-multi-top-reason',
    dataset,
    category: 'multi-part',
    question: 'Which reason do negative tweets cite most overall, and how many tweets cite it?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE sentiment = 'negative' AND reason <> '' GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
];
