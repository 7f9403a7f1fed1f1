// Twelfth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// what a social-care lead at a carrier would ask, in wordings no earlier round used; truths by
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

/** `day` moved by `days`. */
function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two counts side by side, the larger side named when they differ. */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

const AIRLINES = ['United', 'US Airways', 'American', 'Southwest', 'Delta', 'Virgin America'];
const SENTIMENTS = ['negative', 'neutral', 'positive'];

export const holdout12Airline: EvalCase[] = [
  {
    id: 'h12-air-delta',
    dataset,
    category: 'descriptive',
    question: 'How many tweets are addressed to Delta altogether?',
    truth: ({ db }) => answer([count('Delta', tweets(db, `airline = 'Delta'`))]),
  },
  {
    id: 'h12-air-neutral-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of all tweets carry a neutral sentiment?',
    truth: ({ db }) => answer([share('neutral', shareOf(db, `sentiment = 'neutral'`, '1'))]),
  },
  {
    id: 'h12-air-longlines',
    dataset,
    category: 'descriptive',
    question: 'How many tweets put the blame on long lines?',
    truth: ({ db }) => answer([count('long lines', tweets(db, `reason = 'longlines'`))]),
  },
  {
    id: 'h12-air-damaged',
    dataset,
    category: 'descriptive',
    question: 'How many tweets give Damaged Luggage as the reason?',
    truth: ({ db }) => answer([count('damaged', tweets(db, `reason = 'Damaged Luggage'`))]),
  },
  {
    id: 'h12-air-cmp-positive-delta-united',
    dataset,
    category: 'comparison',
    question: 'Who received more positive tweets, Delta or United?',
    truth: ({ db }) =>
      twoCounts(
        ['Delta', 'United'],
        tweets(db, `airline = 'Delta' AND sentiment = 'positive'`),
        tweets(db, `airline = 'United' AND sentiment = 'positive'`),
      ),
  },
  {
    id: 'h12-air-cmp-negative-share-aa-sw',
    dataset,
    category: 'comparison',
    question: "Put American's negative share side by side with Southwest's.",
    truth: ({ db }) =>
      answer([
        also(share('American', shareOf(db, `sentiment = 'negative'`, `airline = 'American'`))),
        also(share('Southwest', shareOf(db, `sentiment = 'negative'`, `airline = 'Southwest'`))),
      ]),
  },
  {
    id: 'h12-air-cmp-booking-attendants',
    dataset,
    category: 'comparison',
    question:
      'Flight Booking Problems or Flight Attendant Complaints: which reason turns up more often?',
    truth: ({ db }) =>
      twoCounts(
        ['Flight Booking Problems', 'Flight Attendant Complaints'],
        tweets(db, `reason = 'Flight Booking Problems'`),
        tweets(db, `reason = 'Flight Attendant Complaints'`),
      ),
  },
  {
    id: 'h12-air-rank-positive',
    dataset,
    category: 'ranking',
    question: 'Which airline collected the largest number of positive tweets?',
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
    id: 'h12-air-rank-least-negative',
    dataset,
    category: 'ranking',
    question:
      'Which airline is least negative, going by the proportion of its tweets that are negative?',
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
    id: 'h12-air-rank-united-reason',
    dataset,
    category: 'ranking',
    question: "What's the most frequent reason in United's negative tweets?",
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
    id: 'h12-air-rel-final-2-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets were posted in the last 2 days?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([count('tweets', tweets(db, `day BETWEEN ? AND ?`, shift(to, -1), to))]);
    },
  },
  {
    id: 'h12-air-rel-yesterday-negative',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets went out yesterday?',
    truth: ({ db }) => {
      const yesterday = shift(lastDay(db), -1);
      return answer([
        count('negative', tweets(db, `sentiment = 'negative' AND day = ?`, yesterday)),
      ]);
    },
  },
  {
    id: 'h12-air-casual-southwest-positive',
    dataset,
    category: 'casual',
    question: 'wat % of southwest tweets r positive',
    truth: ({ db }) =>
      answer([share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`))]),
  },
  {
    id: 'h12-air-casual-aa-cancelled',
    dataset,
    category: 'casual',
    question: 'american cancelled flight tweets how many',
    truth: ({ db }) =>
      answer([
        count('cancelled', tweets(db, `airline = 'American' AND reason = 'Cancelled Flight'`)),
      ]),
  },
  {
    id: 'h12-air-casual-late-gripes',
    dataset,
    category: 'casual',
    question: 'whch airline got the most late flight gripes',
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
    id: 'h12-air-turn-virgin-positive',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets mention Virgin America?'],
    question: 'How many of them are positive?',
    truth: ({ db }) =>
      answer([
        count('positive', tweets(db, `airline = 'Virgin America' AND sentiment = 'positive'`)),
      ]),
  },
  {
    id: 'h12-air-turn-negative-23rd',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets were posted on 22 February 2015?'],
    question: 'and on the 23rd?',
    truth: ({ db }) =>
      answer([count('negative', tweets(db, `sentiment = 'negative' AND day = '2015-02-23'`))]),
  },
  {
    id: 'h12-air-turn-lost-luggage-leader',
    dataset,
    category: 'follow-up',
    previous: ['Which airline has the most Lost Luggage tweets?'],
    question: 'How many did it have?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Lost Luggage'
         GROUP BY airline ORDER BY v DESC`,
      );
      return answer([count('lost luggage', ranked.values[0]!)]);
    },
  },
  {
    id: 'h12-air-no-airport',
    dataset,
    category: 'unanswerable',
    question: 'Which departure airport generated the most complaints?',
    truth: () => decline('the tweets record no airport'),
  },
  {
    id: 'h12-air-no-january',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets were posted in January 2015?',
    truth: () => decline('the tweets start on 16 February 2015'),
  },
  {
    id: 'h12-air-no-fare',
    dataset,
    category: 'unanswerable',
    question: 'What was the average ticket fare paid by people tweeting at United?',
    truth: () => decline('the tweets record no fares'),
  },
  {
    id: 'h12-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question: 'Who was tweet 569629346777968640 directed at, and what was its sentiment?',
    truth: ({ db }) => {
      const rows = db
        .prepare(`SELECT airline, sentiment FROM tweets WHERE tweet_id = '569629346777968640'`)
        .all() as { airline: string; sentiment: string }[];
      if (rows.length !== 1) throw new Error('tweet 569629346777968640 is not unique');
      const row = rows[0]!;
      return answer(
        [],
        [
          {
            label: 'airline',
            anyOf: [row.airline],
            rivals: AIRLINES.filter((a) => a !== row.airline),
          },
          {
            label: 'sentiment',
            anyOf: [row.sentiment],
            rivals: SENTIMENTS.filter((s) => s !== row.sentiment),
          },
        ],
      );
    },
  },
  {
    id: 'h12-air-multi-usair-reason',
    dataset,
    category: 'multi-part',
    question:
      'How many tweets mention US Airways, and which reason do its negative tweets give most often?',
    truth: ({ db }) => {
      const reasons = ranking(
        db,
        `SELECT reason AS k, count(*) AS v FROM tweets
         WHERE airline = 'US Airways' AND sentiment = 'negative' AND reason IS NOT NULL
         GROUP BY reason ORDER BY v DESC`,
      );
      return answer(
        [also(count('US Airways', tweets(db, `airline = 'US Airways'`)))],
        [{ label: 'reason', anyOf: [reasons.keys[0]!], rivals: reasons.keys.slice(1) }],
      );
    },
  },
  {
    id: 'h12-air-multi-negative-day',
    dataset,
    category: 'multi-part',
    question:
      'On which day were the most negative tweets posted, and how many negative tweets was that?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM tweets WHERE sentiment = 'negative'
         GROUP BY day ORDER BY v DESC, day`,
      );
      return answer(
        [also(count('negative', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!), rivals: days.keys.slice(1) }],
      );
    },
  },
];
