// Seventeenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its
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

/** The data's last day, `YYYY-MM-DD`. */
function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM tweets').pluck().get());
}

/** `day` moved by `days`. */
function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two counts side by side, the larger side named when they differ (as in holdout16). */
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
const REASONS = [
  'Customer Service Issue',
  'Late Flight',
  "Can't Tell",
  'Cancelled Flight',
  'Lost Luggage',
  'Bad Flight',
  'Flight Booking Problems',
  'Flight Attendant Complaints',
  'longlines',
  'Damaged Luggage',
];

export const holdout17Airline: EvalCase[] = [
  // Descriptive.
  {
    id: 'h17-air-negative-fraction',
    dataset,
    category: 'descriptive',
    question: 'Overall, what fraction of the tweets were labelled negative?',
    truth: ({ db }) => answer([share('negative', shareOf(db, `sentiment = 'negative'`, '1'))]),
  },
  {
    id: 'h17-air-cant-tell',
    dataset,
    category: 'descriptive',
    question: "How many negative tweets have Can't Tell as their reason?",
    truth: ({ db }) => answer([count("Can't Tell", tweets(db, `reason = 'Can''t Tell'`))]),
  },
  {
    id: 'h17-air-virgin-total',
    dataset,
    category: 'descriptive',
    question: 'How many tweets were aimed at Virgin America?',
    truth: ({ db }) => answer([count('Virgin America', tweets(db, `airline = 'Virgin America'`))]),
  },
  {
    id: 'h17-air-southwest-cs-share',
    dataset,
    category: 'descriptive',
    question: "What share of Southwest's negative tweets were about customer service?",
    truth: ({ db }) =>
      answer([
        share(
          'Customer Service Issue',
          shareOf(
            db,
            `reason = 'Customer Service Issue'`,
            `airline = 'Southwest' AND sentiment = 'negative'`,
          ),
        ),
      ]),
  },
  // Comparisons.
  {
    id: 'h17-air-cmp-united-american-cancelled',
    dataset,
    category: 'comparison',
    question:
      'United or American — which got more Cancelled Flight complaints? Both counts please.',
    truth: ({ db }) =>
      twoCounts(
        ['United', 'American'],
        tweets(db, `airline = 'United' AND reason = 'Cancelled Flight'`),
        tweets(db, `airline = 'American' AND reason = 'Cancelled Flight'`),
      ),
  },
  {
    id: 'h17-air-cmp-delta-united-positive',
    dataset,
    category: 'comparison',
    question: 'Compare the number of positive tweets Delta got with the number United got.',
    truth: ({ db }) =>
      twoCounts(
        ['Delta', 'United'],
        tweets(db, `airline = 'Delta' AND sentiment = 'positive'`),
        tweets(db, `airline = 'United' AND sentiment = 'positive'`),
      ),
  },
  {
    id: 'h17-air-cmp-lost-damaged',
    dataset,
    category: 'comparison',
    question: 'Lost Luggage versus Damaged Luggage: how many tweets of each?',
    truth: ({ db }) =>
      twoCounts(
        ['Lost Luggage', 'Damaged Luggage'],
        tweets(db, `reason = 'Lost Luggage'`),
        tweets(db, `reason = 'Damaged Luggage'`),
      ),
  },
  // Rankings.
  {
    id: 'h17-air-rank-quietest-day',
    dataset,
    category: 'ranking',
    question: 'On which date did the fewest tweets come in?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets GROUP BY day ORDER BY v ASC, k`,
      );
      return answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(days.keys[0]!),
            rivals: days.keys.slice(1).flatMap((day) => daySpellings(day).slice(0, 1)),
          },
        ],
      );
    },
  },
  {
    id: 'h17-air-rank-negative-proportion',
    dataset,
    category: 'ranking',
    question: 'Whose tweets are the most negative in proportion — which airline?',
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
    id: 'h17-air-rank-reason-not-cs',
    dataset,
    category: 'ranking',
    question: 'Excluding Customer Service Issue, which negative reason comes up most?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM tweets
           WHERE reason IS NOT NULL AND reason <> 'Customer Service Issue'
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  // Relative periods (the tweets end on 24 February 2015).
  {
    id: 'h17-air-period-negative-last-day',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets came in on the final day of the data?',
    truth: ({ db }) =>
      answer([count('negative', tweets(db, `sentiment = 'negative' AND day = ?`, lastDay(db)))]),
  },
  {
    id: 'h17-air-period-us-airways-two-days',
    dataset,
    category: 'relative period',
    question: 'How many US Airways tweets were posted over the last two days of the data?',
    truth: ({ db }) => {
      const last = lastDay(db);
      return answer([
        count(
          'US Airways',
          tweets(db, `airline = 'US Airways' AND day BETWEEN ? AND ?`, shift(last, -1), last),
        ),
      ]);
    },
  },
  {
    id: 'h17-air-period-american-week',
    dataset,
    category: 'relative period',
    question: 'American tweets over the past week of the data — how many?',
    truth: ({ db }) => {
      const last = lastDay(db);
      return answer([
        count(
          'American',
          tweets(db, `airline = 'American' AND day BETWEEN ? AND ?`, shift(last, -6), last),
        ),
      ]);
    },
  },
  // Casual.
  {
    id: 'h17-air-casual-united-lost-bags',
    dataset,
    category: 'casual',
    question: 'united lost bag tweets?? count',
    truth: ({ db }) =>
      answer([count('Lost Luggage', tweets(db, `airline = 'United' AND reason = 'Lost Luggage'`))]),
  },
  {
    id: 'h17-air-casual-southwest-positive',
    dataset,
    category: 'casual',
    question: 'how many tweets r positive 4 southwest',
    truth: ({ db }) =>
      answer([count('positive', tweets(db, `airline = 'Southwest' AND sentiment = 'positive'`))]),
  },
  {
    id: 'h17-air-casual-american-late',
    dataset,
    category: 'casual',
    question: 'american late flight gripes - number?',
    truth: ({ db }) =>
      answer([count('Late Flight', tweets(db, `airline = 'American' AND reason = 'Late Flight'`))]),
  },
  // Follow-ups.
  {
    id: 'h17-air-turn-virgin-positive',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets did Virgin America get?'],
    question: 'And how many of those were positive?',
    truth: ({ db }) =>
      answer([
        count('positive', tweets(db, `airline = 'Virgin America' AND sentiment = 'positive'`)),
      ]),
  },
  {
    id: 'h17-air-turn-delta-negative-then-positive',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets did Delta get?'],
    question: 'And the opposite — how many positive ones?',
    truth: ({ db }) =>
      answer([count('positive', tweets(db, `airline = 'Delta' AND sentiment = 'positive'`))]),
  },
  {
    id: 'h17-air-turn-top-late-airline-share',
    dataset,
    category: 'follow-up',
    previous: ['Which airline got the most Late Flight tweets?'],
    question: "What share of that airline's negative tweets were about late flights?",
    truth: ({ db }) => {
      const airline = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Late Flight'
         GROUP BY airline ORDER BY v DESC`,
      ).keys[0]!;
      return answer([
        share(
          'Late Flight',
          shareOf(db, `reason = 'Late Flight'`, `airline = ? AND sentiment = 'negative'`, airline),
        ),
      ]);
    },
  },
  // Unanswerable.
  {
    id: 'h17-air-no-jetblue',
    dataset,
    category: 'unanswerable',
    question: 'jetblue complaints, how many?',
    truth: () => decline('there is no JetBlue in the data'),
  },
  {
    id: 'h17-air-no-delay-minutes',
    dataset,
    category: 'unanswerable',
    question: 'How many minutes late, on average, were the flights behind the Late Flight tweets?',
    truth: () => decline('the data records no delays in minutes'),
  },
  {
    id: 'h17-air-no-march-2015',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets did Southwest receive in March 2015?',
    truth: () => decline('the tweets run from 16 to 24 February 2015'),
  },
  {
    id: 'h17-air-no-followers',
    dataset,
    category: 'unanswerable',
    question: 'How many followers do the people tweeting at United have, on average?',
    truth: () => decline('the data records no follower counts'),
  },
  {
    id: 'h17-air-no-unknown-tweet',
    dataset,
    category: 'unanswerable',
    question: 'Was tweet 570000000000000001 positive or negative?',
    truth: () => decline('there is no tweet 570000000000000001 in the data'),
  },
  // Lookups.
  {
    id: 'h17-air-lookup-airline-sentiment',
    dataset,
    category: 'lookup',
    question:
      'Tweet 569206711443181569: which airline was it addressed to, and what was its sentiment?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, sentiment FROM tweets WHERE tweet_id = '569206711443181569'`)
        .get() as { airline: string; sentiment: string };
      return answer(
        [],
        [own('airline', row.airline, AIRLINES), own('sentiment', row.sentiment, SENTIMENTS)],
      );
    },
  },
  {
    id: 'h17-air-lookup-reason',
    dataset,
    category: 'lookup',
    question: 'What negative reason was recorded for tweet 567830505414103040?',
    truth: ({ db }) => {
      const reason = String(
        db.prepare(`SELECT reason FROM tweets WHERE tweet_id = '567830505414103040'`).pluck().get(),
      );
      return answer([], [own('reason', reason, REASONS)]);
    },
  },
  // Multi-part.
  {
    id: 'h17-air-multi-southwest-total-negative',
    dataset,
    category: 'multi-part',
    question:
      'How many tweets did Southwest get in all, and what percentage of them were negative?',
    truth: ({ db }) =>
      answer([
        also(count('Southwest', tweets(db, `airline = 'Southwest'`))),
        also(share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'Southwest'`))),
      ]),
  },
  {
    id: 'h17-air-multi-cancelled-leader',
    dataset,
    category: 'multi-part',
    question: 'Which airline had the most Cancelled Flight tweets, and how many were there?',
    truth: ({ db }) =>
      answer(
        [
          also(
            count(
              'Cancelled Flight',
              ranking(
                db,
                `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Cancelled Flight'
                 GROUP BY airline ORDER BY v DESC`,
              ).values[0]!,
            ),
          ),
        ],
        [
          top(
            'airline',
            ranking(
              db,
              `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Cancelled Flight'
               GROUP BY airline ORDER BY v DESC`,
            ).keys,
          ),
        ],
      ),
  },
];
