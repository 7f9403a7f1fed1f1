// Eighteenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its
// own): what a social media manager or a customer-experience analyst at a carrier would ask,
// terse and chatty, in wordings no earlier round used; truths by plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, ExpectedName, Expectation } from '../eval-case';
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

/** `day` moved by `days`. */
function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two counts side by side, the larger side named when they differ (as in holdout17). */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** A named value that must come before the other values of its field. */
function own(label: string, right: string, all: readonly string[]): ExpectedName {
  return { label, anyOf: [right], rivals: all.filter((entry) => entry !== right) };
}

const AIRLINES = ['United', 'US Airways', 'American', 'Southwest', 'Delta', 'Virgin America'];
const SENTIMENTS = ['negative', 'neutral', 'positive'];

export const holdout18Airline: EvalCase[] = [
  // Planted fact (the busiest stretch of the data).
  {
    id: 'h18-air-fact-busiest-day',
    dataset,
    category: 'planted fact',
    question: 'Which single day brought in the most tweets, and how many was that?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v DESC, k`,
      );
      return answer(
        [also(count('tweets', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }],
      );
    },
  },
  // Descriptive.
  {
    id: 'h18-air-neutral-count',
    dataset,
    category: 'descriptive',
    question: 'How many tweets in the data are neutral?',
    truth: ({ db }) => answer([count('neutral', tweets(db, `sentiment = 'neutral'`))]),
  },
  {
    id: 'h18-air-flight-attendant',
    dataset,
    category: 'descriptive',
    question: 'How many negative tweets blame the flight attendants?',
    truth: ({ db }) =>
      answer([
        count('Flight Attendant Complaints', tweets(db, `reason = 'Flight Attendant Complaints'`)),
      ]),
  },
  {
    id: 'h18-air-delta-positive-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of the tweets sent to Delta were positive?',
    truth: ({ db }) =>
      answer([share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Delta'`))]),
  },
  // Comparisons.
  {
    id: 'h18-air-cmp-american-us-airways-negative',
    dataset,
    category: 'comparison',
    question: 'American or US Airways: which got more negative tweets? Both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['American', 'US Airways'],
        tweets(db, `airline = 'American' AND sentiment = 'negative'`),
        tweets(db, `airline = 'US Airways' AND sentiment = 'negative'`),
      ),
  },
  {
    id: 'h18-air-cmp-feb-20-21',
    dataset,
    category: 'comparison',
    question: 'How did the number of tweets on 20 February 2015 compare with 21 February 2015?',
    truth: ({ db }) =>
      answer([
        also(count('20 February', tweets(db, `day = '2015-02-20'`))),
        also(count('21 February', tweets(db, `day = '2015-02-21'`))),
      ]),
  },
  {
    id: 'h18-air-cmp-late-share-united-southwest',
    dataset,
    category: 'comparison',
    question:
      "Late Flight as a share of negative tweets: United's figure next to Southwest's, please.",
    truth: ({ db }) =>
      answer([
        also(
          share(
            'United',
            shareOf(db, `reason = 'Late Flight'`, `airline = 'United' AND sentiment = 'negative'`),
          ),
        ),
        also(
          share(
            'Southwest',
            shareOf(
              db,
              `reason = 'Late Flight'`,
              `airline = 'Southwest' AND sentiment = 'negative'`,
            ),
          ),
        ),
      ]),
  },
  // Rankings.
  {
    id: 'h18-air-rank-fewest-tweets',
    dataset,
    category: 'ranking',
    question: 'Which airline was mentioned least?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(db, `SELECT airline AS k, count(*) AS v FROM tweets GROUP BY 1 ORDER BY v ASC, k`),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'h18-air-rank-positive-share',
    dataset,
    category: 'ranking',
    question: 'Which airline has the highest share of positive tweets?',
    truth: ({ db }) =>
      picked(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'positive') AS v FROM tweets
           GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => share('positive', v),
      ),
  },
  {
    id: 'h18-air-rank-reason-american',
    dataset,
    category: 'ranking',
    question: "What is the number one complaint reason in American's negative tweets?",
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'American' AND reason IS NOT NULL GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => count('tweets', v),
      ),
  },
  // Relative periods (the data's last day is 24 February 2015).
  {
    id: 'h18-air-period-last-three-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets did United get over the final three days of the data?',
    truth: ({ db }) => {
      const end = lastDay(db);
      return answer([
        count(
          'United',
          tweets(db, `airline = 'United' AND day BETWEEN ? AND ?`, shift(end, -2), end),
        ),
      ]);
    },
  },
  {
    id: 'h18-air-period-day-before-last',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets arrived on the day before the last day of the data?',
    truth: ({ db }) =>
      answer([
        count('negative', tweets(db, `sentiment = 'negative' AND day = ?`, shift(lastDay(db), -1))),
      ]),
  },
  // Casual.
  {
    id: 'h18-air-casual-virgin-negative',
    dataset,
    category: 'casual',
    question: 'virgin america haters - how many neg tweets',
    truth: ({ db }) =>
      answer([
        count('negative', tweets(db, `airline = 'Virgin America' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h18-air-casual-cancelled',
    dataset,
    category: 'casual',
    question: 'cancelld flights - how many tweets moan about that',
    truth: ({ db }) =>
      answer([count('Cancelled Flight', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'h18-air-casual-booking-usair',
    dataset,
    category: 'casual',
    question: 'usairways booking probs?? how many',
    truth: ({ db }) =>
      answer([
        count(
          'Flight Booking Problems',
          tweets(db, `airline = 'US Airways' AND reason = 'Flight Booking Problems'`),
        ),
      ]),
  },
  // Follow-ups.
  {
    id: 'h18-air-turn-delta-then-negative-share',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets mentioned Delta?'],
    question: 'What fraction of them were negative?',
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'Delta'`))]),
  },
  {
    id: 'h18-air-turn-lost-luggage-then-top-airline',
    dataset,
    category: 'follow-up',
    previous: ['How many Lost Luggage tweets were there?'],
    question: 'Which carrier was hit by the most of them?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Lost Luggage'
           GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => count('Lost Luggage', v),
      ),
  },
  {
    id: 'h18-air-turn-southwest-then-other',
    dataset,
    category: 'follow-up',
    previous: ['How many positive tweets did Southwest get?'],
    question: 'Same for Virgin America?',
    truth: ({ db }) =>
      answer([
        count('positive', tweets(db, `airline = 'Virgin America' AND sentiment = 'positive'`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'h18-air-no-jetblue',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets were aimed at Alaska Airlines?',
    truth: () => decline('there is no Alaska Airlines in the data'),
  },
  {
    id: 'h18-air-no-retweets',
    dataset,
    category: 'unanswerable',
    question: 'Which United tweet was retweeted the most?',
    truth: () => decline('the data holds no retweet counts'),
  },
  {
    id: 'h18-air-no-january',
    dataset,
    category: 'unanswerable',
    question: 'How many negative tweets did Delta get in January 2015?',
    truth: () => decline('the tweets run from 16 to 24 February 2015'),
  },
  {
    id: 'h18-air-no-route',
    dataset,
    category: 'unanswerable',
    question: 'Which route got the most Late Flight tweets?',
    truth: () => decline('the data records no routes'),
  },
  // Lookup.
  {
    id: 'h18-air-lookup-airline-sentiment',
    dataset,
    category: 'lookup',
    question: 'Tweet 569894407001939968: which airline was it about, and what was its sentiment?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, sentiment FROM tweets WHERE tweet_id = '569894407001939968'`)
        .get() as { airline: string; sentiment: string };
      return answer(
        [],
        [own('airline', row.airline, AIRLINES), own('sentiment', row.sentiment, SENTIMENTS)],
      );
    },
  },
  // Multi-part.
  {
    id: 'h18-air-multi-bad-flight',
    dataset,
    category: 'multi-part',
    question: 'How many Bad Flight tweets were there, and which airline had the most of them?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Bad Flight'
         GROUP BY 1 ORDER BY v DESC, k`,
      );
      return answer(
        [also(count('Bad Flight', tweets(db, `reason = 'Bad Flight'`)))],
        [{ label: 'airline', anyOf: [airlines.keys[0]!], rivals: airlines.keys.slice(1) }],
      );
    },
  },
  {
    id: 'h18-air-multi-united-negative',
    dataset,
    category: 'multi-part',
    question: 'How many tweets did United get, and what share of them were negative?',
    truth: ({ db }) =>
      answer([
        also(count('United', tweets(db, `airline = 'United'`))),
        also(share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'United'`))),
      ]),
  },
  {
    id: 'h18-air-multi-longlines',
    dataset,
    category: 'multi-part',
    question:
      'How many tweets complained about long lines, and which airline drew the most of them?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'longlines'
         GROUP BY 1 ORDER BY v DESC, k`,
      );
      return answer(
        [also(count('longlines', tweets(db, `reason = 'longlines'`)))],
        [{ label: 'airline', anyOf: [airlines.keys[0]!], rivals: airlines.keys.slice(1) }],
      );
    },
  },
];
