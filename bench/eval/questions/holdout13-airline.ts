// Thirteenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a social-care lead at a carrier would ask, in wordings no earlier round used; truths by
// plain SQL.
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

/**
 * Two counts side by side, the larger side named when they differ. When the side named first is
 * also the larger, an answer lists it first in either order (as asked, or largest first), so its
 * count must lead: two other figures (sums of another field) with the counts in brackets are no
 * answer.
 */
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

export const holdout13Airline: EvalCase[] = [
  {
    id: 'h13-air-southwest',
    dataset,
    category: 'descriptive',
    question: "What's the tweet count for Southwest?",
    truth: ({ db }) => answer([count('Southwest', tweets(db, `airline = 'Southwest'`))]),
  },
  {
    id: 'h13-air-usairways-negative-share',
    dataset,
    category: 'descriptive',
    question: 'Of the tweets aimed at US Airways, what percentage are negative?',
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'US Airways'`))]),
  },
  {
    id: 'h13-air-bad-flight',
    dataset,
    category: 'descriptive',
    question: 'How many tweets have Bad Flight recorded as the negative reason?',
    truth: ({ db }) => answer([count('Bad Flight', tweets(db, `reason = 'Bad Flight'`))]),
  },
  {
    id: 'h13-air-cant-tell',
    dataset,
    category: 'descriptive',
    question: "How many negative tweets were given the reason Can't Tell?",
    truth: ({ db }) => answer([count("Can't Tell", tweets(db, `reason = 'Can''t Tell'`))]),
  },
  {
    id: 'h13-air-cmp-cancelled-delta-american',
    dataset,
    category: 'comparison',
    question:
      'Delta versus American: which drew more Cancelled Flight complaints? I want both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['Delta', 'American'],
        tweets(db, `airline = 'Delta' AND reason = 'Cancelled Flight'`),
        tweets(db, `airline = 'American' AND reason = 'Cancelled Flight'`),
      ),
  },
  {
    id: 'h13-air-cmp-positive-virgin-delta',
    dataset,
    category: 'comparison',
    question: "How does Virgin America's share of positive tweets compare with Delta's?",
    truth: ({ db }) =>
      answer([
        also(
          share(
            'Virgin America',
            shareOf(db, `sentiment = 'positive'`, `airline = 'Virgin America'`),
          ),
        ),
        also(share('Delta', shareOf(db, `sentiment = 'positive'`, `airline = 'Delta'`))),
      ]),
  },
  {
    id: 'h13-air-cmp-united-luggage-late',
    dataset,
    category: 'comparison',
    question: 'For United only, were Lost Luggage tweets more common than Late Flight tweets?',
    truth: ({ db }) =>
      twoCounts(
        ['Lost Luggage', 'Late Flight'],
        tweets(db, `airline = 'United' AND reason = 'Lost Luggage'`),
        tweets(db, `airline = 'United' AND reason = 'Late Flight'`),
      ),
  },
  {
    id: 'h13-air-rank-negative-share',
    dataset,
    category: 'ranking',
    question: "Which carrier's tweets are negative most often, proportionally?",
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
    id: 'h13-air-rank-delta-reason',
    dataset,
    category: 'ranking',
    question: "Among Delta's negative tweets, which reason tops the list?",
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE airline = 'Delta' AND sentiment = 'negative' AND reason IS NOT NULL
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h13-air-rank-busiest-date',
    dataset,
    category: 'ranking',
    question: 'What date saw the greatest number of tweets?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v DESC, day`,
      );
      return answer(
        [also(count('tweets', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!), rivals: days.keys.slice(1) }],
      );
    },
  },
  {
    id: 'h13-air-rel-latest-day',
    dataset,
    category: 'relative period',
    question: 'How many tweets came in on the most recent day in the data?',
    truth: ({ db }) => answer([count('tweets', tweets(db, `day = ?`, lastDay(db)))]),
  },
  {
    id: 'h13-air-rel-3-days-negative',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets were posted during the last three days?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'negative',
          tweets(db, `sentiment = 'negative' AND day BETWEEN ? AND ?`, shift(to, -2), to),
        ),
      ]);
    },
  },
  {
    id: 'h13-air-rel-week-united',
    dataset,
    category: 'relative period',
    question: 'How many tweets did United get in the past week?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'United',
          tweets(db, `airline = 'United' AND day BETWEEN ? AND ?`, shift(to, -6), to),
        ),
      ]);
    },
  },
  {
    id: 'h13-air-casual-virgin',
    dataset,
    category: 'casual',
    question: 'virgin america tweets how many lol',
    truth: ({ db }) => answer([count('Virgin America', tweets(db, `airline = 'Virgin America'`))]),
  },
  {
    id: 'h13-air-casual-top-reason',
    dataset,
    category: 'casual',
    question: 'wats the most common complaint reason overall',
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
    id: 'h13-air-casual-southwest-positive',
    dataset,
    category: 'casual',
    question: 'how many +ve tweets did southwest get',
    truth: ({ db }) =>
      answer([count('positive', tweets(db, `airline = 'Southwest' AND sentiment = 'positive'`))]),
  },
  {
    id: 'h13-air-turn-american-negative-share',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets did American get?'],
    question: "And what share of American's tweets is that?",
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'American'`))]),
  },
  {
    id: 'h13-air-turn-21st',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were posted on 20 February 2015?'],
    question: 'What about the 21st?',
    truth: ({ db }) => answer([count('21st', tweets(db, `day = '2015-02-21'`))]),
  },
  {
    id: 'h13-air-turn-service-leader',
    dataset,
    category: 'follow-up',
    previous: ['Which airline got the most Customer Service Issue tweets?'],
    question: 'How many of those tweets does it have?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Customer Service Issue'
         GROUP BY airline ORDER BY v DESC`,
      );
      return answer([count('Customer Service Issue', airlines.values[0]!)]);
    },
  },
  {
    id: 'h13-air-no-route',
    dataset,
    category: 'unanswerable',
    question: 'Which flight route attracted the most complaints?',
    truth: () => decline('the tweets record no routes'),
  },
  {
    id: 'h13-air-no-march',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets did the airlines receive in the first week of March 2015?',
    truth: () => decline('the tweets end on 24 February 2015'),
  },
  {
    id: 'h13-air-no-followers',
    dataset,
    category: 'unanswerable',
    question: 'How many followers do the people complaining about United have on average?',
    truth: () => decline('the tweets record no follower counts'),
  },
  {
    id: 'h13-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question:
      'Tweet 569555199062224897: which airline was it aimed at, and what was its sentiment?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, sentiment FROM tweets WHERE tweet_id = '569555199062224897'`)
        .get() as { airline: string; sentiment: string };
      return answer(
        [],
        [own('airline', row.airline, AIRLINES), own('sentiment', row.sentiment, SENTIMENTS)],
      );
    },
  },
  {
    id: 'h13-air-multi-southwest-positive',
    dataset,
    category: 'multi-part',
    question: 'How many tweets did Southwest receive, and what share of them were positive?',
    truth: ({ db }) =>
      answer([
        also(count('Southwest', tweets(db, `airline = 'Southwest'`))),
        also(share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`))),
      ]),
  },
  {
    id: 'h13-air-multi-luggage-leader',
    dataset,
    category: 'multi-part',
    question:
      'Which airline had the most Lost Luggage tweets, and how many negative tweets did that airline get in total?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Lost Luggage'
         GROUP BY airline ORDER BY v DESC`,
      );
      const first = airlines.keys[0]!;
      return answer(
        [also(count('negative', tweets(db, `airline = ? AND sentiment = 'negative'`, first)))],
        [{ label: 'airline', anyOf: [first], rivals: airlines.keys.slice(1) }],
      );
    },
  },
];
