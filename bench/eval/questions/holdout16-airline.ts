// Sixteenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its
// own): what a social care team lead or a marketing analyst at a carrier would ask, terse and
// chatty, in wordings no earlier round used; truths by plain SQL.
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

/** Two counts side by side, the larger side named when they differ (as in holdout15). */
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

/** The reasons of the negative tweets matching `where`, most cited first. */
function reasons(db: Store, where: string, ...params: string[]) {
  return ranking(
    db,
    `SELECT reason AS k, count(*) AS v FROM tweets WHERE reason IS NOT NULL AND ${where}
     GROUP BY reason ORDER BY v DESC`,
    ...params,
  );
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

export const holdout16Airline: EvalCase[] = [
  // Descriptive.
  {
    id: 'h16-air-usairways-neutral-share',
    dataset,
    category: 'descriptive',
    question: 'What fraction of the tweets at US Airways were neutral?',
    truth: ({ db }) =>
      answer([share('neutral', shareOf(db, `sentiment = 'neutral'`, `airline = 'US Airways'`))]),
  },
  {
    id: 'h16-air-late-flight-blame',
    dataset,
    category: 'descriptive',
    question: 'How many of the negative tweets put it down to a late flight?',
    truth: ({ db }) => answer([count('Late Flight', tweets(db, `reason = 'Late Flight'`))]),
  },
  {
    id: 'h16-air-positive-overall',
    dataset,
    category: 'descriptive',
    question: 'How many positive tweets are there across all the airlines?',
    truth: ({ db }) => answer([count('positive', tweets(db, `sentiment = 'positive'`))]),
  },
  {
    id: 'h16-air-service-share-of-negative',
    dataset,
    category: 'descriptive',
    question: 'Of the negative tweets, what share blame a Customer Service Issue?',
    truth: ({ db }) =>
      answer([
        share(
          'Customer Service Issue',
          shareOf(db, `reason = 'Customer Service Issue'`, `sentiment = 'negative'`),
        ),
      ]),
  },
  {
    id: 'h16-air-american-attendants',
    dataset,
    category: 'descriptive',
    question: 'How many tweets at American complained about the flight attendants?',
    truth: ({ db }) =>
      answer([
        count(
          'Flight Attendant Complaints',
          tweets(db, `airline = 'American' AND reason = 'Flight Attendant Complaints'`),
        ),
      ]),
  },
  // Comparisons.
  {
    id: 'h16-air-cmp-delta-southwest-positive',
    dataset,
    category: 'comparison',
    question:
      'Delta against Southwest: whose tweets are more positive, proportionally? Both shares please.',
    truth: ({ db }) => {
      const delta = shareOf(db, `sentiment = 'positive'`, `airline = 'Delta'`);
      const southwest = shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`);
      return answer(
        [also(share('Delta', delta)), also(share('Southwest', southwest))],
        [named('more positive', delta > southwest ? 'Delta' : 'Southwest')],
      );
    },
  },
  {
    id: 'h16-air-cmp-bad-flight-booking',
    dataset,
    category: 'comparison',
    question: 'Were there more Bad Flight complaints or more Flight Booking Problems ones?',
    truth: ({ db }) =>
      twoCounts(
        ['Bad Flight', 'Flight Booking Problems'],
        tweets(db, `reason = 'Bad Flight'`),
        tweets(db, `reason = 'Flight Booking Problems'`),
      ),
  },
  {
    id: 'h16-air-cmp-21st-22nd',
    dataset,
    category: 'comparison',
    question: 'How did the number of tweets on 22 February 2015 compare with 21 February?',
    truth: ({ db }) => {
      const later = tweets(db, `day = '2015-02-22'`);
      const earlier = tweets(db, `day = '2015-02-21'`);
      // The busier day may be written in any of its spellings ("2015-02-22", "22 February").
      return answer(
        [also(count('22 February', later)), also(count('21 February', earlier))],
        [named('more', ...daySpellings(later > earlier ? '2015-02-22' : '2015-02-21'))],
      );
    },
  },
  // Rankings.
  {
    id: 'h16-air-rank-lost-luggage-airline',
    dataset,
    category: 'ranking',
    question: 'Which airline racks up the most Lost Luggage complaints?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Lost Luggage'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('Lost Luggage', v),
      ),
  },
  {
    id: 'h16-air-rank-negative-not-united',
    dataset,
    category: 'ranking',
    question: 'Apart from United, which carrier got the most negative tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets
           WHERE sentiment = 'negative' AND airline <> 'United' GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('negative', v),
      ),
  },
  {
    id: 'h16-air-rank-neutral-share',
    dataset,
    category: 'ranking',
    question: 'Which airline has the biggest proportion of neutral tweets?',
    truth: ({ db }) =>
      picked(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'neutral') AS v FROM tweets
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => share('neutral', v),
      ),
  },
  // Relative periods (the tweets end on 24 February 2015).
  {
    id: 'h16-air-period-last-three-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets came in over the final three days of the data?',
    truth: ({ db }) => {
      const end = lastDay(db);
      return answer([count('tweets', tweets(db, `day BETWEEN ? AND ?`, shift(end, -2), end))]);
    },
  },
  {
    id: 'h16-air-period-united-negative-last-day',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets did United get on the most recent day?',
    truth: ({ db }) =>
      answer([
        count(
          'negative',
          tweets(db, `airline = 'United' AND sentiment = 'negative' AND day = ?`, lastDay(db)),
        ),
      ]),
  },
  {
    id: 'h16-air-period-southwest-two-days',
    dataset,
    category: 'relative period',
    question: 'Southwest tweets over the last two days — how many?',
    truth: ({ db }) => {
      const end = lastDay(db);
      return answer([
        count(
          'Southwest',
          tweets(db, `airline = 'Southwest' AND day BETWEEN ? AND ?`, shift(end, -1), end),
        ),
      ]);
    },
  },
  // Casual.
  {
    id: 'h16-air-casual-usairways-cancelled',
    dataset,
    category: 'casual',
    question: 'how many ppl tweetin bout cancelled flights at us airways',
    truth: ({ db }) =>
      answer([
        count(
          'Cancelled Flight',
          tweets(db, `airline = 'US Airways' AND reason = 'Cancelled Flight'`),
        ),
      ]),
  },
  {
    id: 'h16-air-casual-virgin-negative',
    dataset,
    category: 'casual',
    question: 'virgin neg tweets?? how many',
    truth: ({ db }) =>
      answer([
        count('negative', tweets(db, `airline = 'Virgin America' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h16-air-casual-delta-late',
    dataset,
    category: 'casual',
    question: 'delta late flight moans, count pls',
    truth: ({ db }) =>
      answer([count('Late Flight', tweets(db, `airline = 'Delta' AND reason = 'Late Flight'`))]),
  },
  // Follow-ups.
  {
    id: 'h16-air-turn-virgin-neutral',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets did Virgin America get?'],
    question: 'And how many of them were neutral?',
    truth: ({ db }) =>
      answer([
        count('neutral', tweets(db, `airline = 'Virgin America' AND sentiment = 'neutral'`)),
      ]),
  },
  {
    id: 'h16-air-turn-most-negative-share',
    dataset,
    category: 'follow-up',
    previous: ['Which airline got the most negative tweets?'],
    question: 'What percentage of its tweets were negative?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE sentiment = 'negative'
         GROUP BY airline ORDER BY v DESC`,
      );
      return answer([
        share('negative', shareOf(db, `sentiment = 'negative'`, `airline = ?`, airlines.keys[0]!)),
      ]);
    },
  },
  {
    id: 'h16-air-turn-cancelled-delta',
    dataset,
    category: 'follow-up',
    previous: ['How many Cancelled Flight tweets did Southwest get?'],
    question: 'What about Delta?',
    truth: ({ db }) =>
      answer([
        count('Cancelled Flight', tweets(db, `airline = 'Delta' AND reason = 'Cancelled Flight'`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'h16-air-no-verified',
    dataset,
    category: 'unanswerable',
    question: 'What share of the tweets came from verified accounts?',
    truth: () => decline('the data records no account verification'),
  },
  {
    id: 'h16-air-no-december',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets did Delta get in December 2014?',
    truth: () => decline('the tweets run from 16 to 24 February 2015'),
  },
  {
    id: 'h16-air-no-on-time',
    dataset,
    category: 'unanswerable',
    question: 'Which airline had the best on-time percentage that week?',
    truth: () => decline('the data holds no on-time performance'),
  },
  // Lookups.
  {
    id: 'h16-air-lookup-airline-reason',
    dataset,
    category: 'lookup',
    question: 'Which airline was tweet 569556215375613952 aimed at, and what reason was given?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, reason FROM tweets WHERE tweet_id = '569556215375613952'`)
        .get() as { airline: string; reason: string };
      return answer(
        [],
        [own('airline', row.airline, AIRLINES), own('reason', row.reason, REASONS)],
      );
    },
  },
  {
    id: 'h16-air-lookup-sentiment-positive',
    dataset,
    category: 'lookup',
    question: 'Was tweet 570293289045364736 positive, negative or neutral?',
    truth: ({ db }) => {
      const sentiment = String(
        db
          .prepare(`SELECT sentiment FROM tweets WHERE tweet_id = '570293289045364736'`)
          .pluck()
          .get(),
      );
      return answer([], [own('sentiment', sentiment, SENTIMENTS)]);
    },
  },
  // Multi-part.
  {
    id: 'h16-air-multi-usairways-total-positive',
    dataset,
    category: 'multi-part',
    question: 'For US Airways: total tweets, and the percentage of them that were positive?',
    truth: ({ db }) =>
      answer([
        also(count('US Airways', tweets(db, `airline = 'US Airways'`))),
        also(share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'US Airways'`))),
      ]),
  },
  {
    id: 'h16-air-multi-virgin-top-reason',
    dataset,
    category: 'multi-part',
    question:
      "What's the top complaint reason at Virgin America, and how many tweets gave that reason?",
    truth: ({ db }) => {
      const ranked = reasons(db, `airline = 'Virgin America'`);
      return answer([also(count('tweets', ranked.values[0]!))], [top('reason', ranked.keys)]);
    },
  },
];
