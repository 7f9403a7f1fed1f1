// Fifteenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its
// own): what a social listening analyst at a carrier would ask, terse and chatty, in wordings no
// earlier round used; truths by plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, ExpectedName, Expectation } from '../eval-case';
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

/** Two counts side by side, the larger side named when they differ (as in holdout14). */
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

export const holdout15Airline: EvalCase[] = [
  {
    id: 'h15-air-american-total',
    dataset,
    category: 'descriptive',
    question: 'How many tweets were aimed at American Airlines?',
    truth: ({ db }) => answer([count('American', tweets(db, `airline = 'American'`))]),
  },
  {
    id: 'h15-air-negative-proportion',
    dataset,
    category: 'descriptive',
    question: 'What proportion of the whole tweet set is negative?',
    truth: ({ db }) => answer([share('negative', shareOf(db, `sentiment = 'negative'`, '1'))]),
  },
  {
    id: 'h15-air-cancelled',
    dataset,
    category: 'descriptive',
    question: 'Count of tweets citing a cancelled flight as the reason?',
    truth: ({ db }) =>
      answer([count('Cancelled Flight', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'h15-air-longlines',
    dataset,
    category: 'descriptive',
    question: 'How many negative tweets were about long lines?',
    truth: ({ db }) => answer([count('longlines', tweets(db, `reason = 'longlines'`))]),
  },
  {
    id: 'h15-air-cmp-lost-damaged',
    dataset,
    category: 'comparison',
    question:
      'Lost luggage or damaged luggage — which comes up more as a reason, and how many of each?',
    truth: ({ db }) =>
      twoCounts(
        ['Lost Luggage', 'Damaged Luggage'],
        tweets(db, `reason = 'Lost Luggage'`),
        tweets(db, `reason = 'Damaged Luggage'`),
      ),
  },
  {
    id: 'h15-air-cmp-united-american-positive',
    dataset,
    category: 'comparison',
    question: "Put the positive share of United's tweets next to American's.",
    truth: ({ db }) =>
      answer([
        also(share('United', shareOf(db, `sentiment = 'positive'`, `airline = 'United'`))),
        also(share('American', shareOf(db, `sentiment = 'positive'`, `airline = 'American'`))),
      ]),
  },
  {
    id: 'h15-air-cmp-virgin-pos-neg',
    dataset,
    category: 'comparison',
    question: 'Did Virgin America get more positive tweets or more negative ones?',
    truth: ({ db }) =>
      twoCounts(
        ['positive', 'negative'],
        tweets(db, `airline = 'Virgin America' AND sentiment = 'positive'`),
        tweets(db, `airline = 'Virgin America' AND sentiment = 'negative'`),
      ),
  },
  {
    id: 'h15-air-rank-cancelled-airline',
    dataset,
    category: 'ranking',
    question: 'Which airline has the most Cancelled Flight tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets WHERE reason = 'Cancelled Flight'
           GROUP BY airline ORDER BY v DESC`,
        ),
        (v) => count('Cancelled Flight', v),
      ),
  },
  {
    id: 'h15-air-rank-reason-not-service',
    dataset,
    category: 'ranking',
    question: "Setting Customer Service Issue aside, what's the most common negative reason?",
    truth: ({ db }) =>
      leader('reason', reasons(db, `reason <> 'Customer Service Issue'`), (v) => count('n', v)),
  },
  {
    id: 'h15-air-rank-least-negative',
    dataset,
    category: 'ranking',
    question: 'Which airline draws the smallest share of negative tweets?',
    truth: ({ db }) =>
      picked(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, avg(sentiment = 'negative') AS v FROM tweets
           GROUP BY airline ORDER BY v ASC`,
        ),
        (v) => share('negative share', v),
      ),
  },
  {
    id: 'h15-air-rel-positive-five-days',
    dataset,
    category: 'relative period',
    question: 'Positive tweets over the last five days?',
    truth: ({ db }) => {
      const end = lastDay(db);
      return answer([
        count(
          'positive',
          tweets(db, `sentiment = 'positive' AND day BETWEEN ? AND ?`, shift(end, -4), end),
        ),
      ]);
    },
  },
  {
    id: 'h15-air-rel-american-day-before-yesterday',
    dataset,
    category: 'relative period',
    question: 'How many tweets did American get the day before yesterday?',
    truth: ({ db }) =>
      answer([
        count('American', tweets(db, `airline = 'American' AND day = ?`, shift(lastDay(db), -2))),
      ]),
  },
  {
    id: 'h15-air-casual-bad-flight',
    dataset,
    category: 'casual',
    question: 'how many ppl whinging bout bad flights',
    truth: ({ db }) => answer([count('Bad Flight', tweets(db, `reason = 'Bad Flight'`))]),
  },
  {
    id: 'h15-air-casual-usairways-negative',
    dataset,
    category: 'casual',
    question: 'us airways negativity % ?',
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'US Airways'`))]),
  },
  {
    id: 'h15-air-casual-united-booking',
    dataset,
    category: 'casual',
    question: 'booking problem tweets for united pls',
    truth: ({ db }) =>
      answer([
        count(
          'Flight Booking Problems',
          tweets(db, `airline = 'United' AND reason = 'Flight Booking Problems'`),
        ),
      ]),
  },
  {
    id: 'h15-air-turn-southwest-negative-share',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets did Southwest get?'],
    question: 'What share of all its tweets is that?',
    truth: ({ db }) =>
      answer([share('negative', shareOf(db, `sentiment = 'negative'`, `airline = 'Southwest'`))]),
  },
  {
    id: 'h15-air-turn-top-airline-reason',
    dataset,
    category: 'follow-up',
    previous: ['Which airline got the most tweets?'],
    question: 'And which reason tops its negative tweets?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets GROUP BY airline ORDER BY v DESC`,
      );
      return leader('reason', reasons(db, `airline = ?`, airlines.keys[0]!), (v) => count('n', v));
    },
  },
  {
    id: 'h15-air-turn-23rd',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets were posted on 22 February 2015?'],
    question: 'And the 23rd?',
    truth: ({ db }) => answer([count('23 February', tweets(db, `day = '2015-02-23'`))]),
  },
  {
    id: 'h15-air-no-ticket-price',
    dataset,
    category: 'unanswerable',
    question: 'What was the average ticket price on the flights people tweeted about?',
    truth: () => decline('the data holds no fares'),
  },
  {
    id: 'h15-air-no-january',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets did the airlines get in January 2015?',
    truth: () => decline('the tweets run from 16 to 24 February 2015'),
  },
  {
    id: 'h15-air-no-airport',
    dataset,
    category: 'unanswerable',
    question: 'Which airport had the most lost luggage tweets?',
    truth: () => decline('the data records no airports'),
  },
  {
    id: 'h15-air-lookup-carrier-sentiment',
    dataset,
    category: 'lookup',
    question: 'Tweet 570292371340062720 — which carrier was it at, and what sentiment was it?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, sentiment FROM tweets WHERE tweet_id = '570292371340062720'`)
        .get() as { airline: string; sentiment: string };
      return answer(
        [],
        [own('airline', row.airline, AIRLINES), own('sentiment', row.sentiment, SENTIMENTS)],
      );
    },
  },
  {
    id: 'h15-air-lookup-sentiment',
    dataset,
    category: 'lookup',
    question: 'What sentiment label does tweet 569894407001939968 carry?',
    truth: ({ db }) => {
      const sentiment = String(
        db
          .prepare(`SELECT sentiment FROM tweets WHERE tweet_id = '569894407001939968'`)
          .pluck()
          .get(),
      );
      return answer([], [own('sentiment', sentiment, SENTIMENTS)]);
    },
  },
  {
    id: 'h15-air-multi-delta-negative-reason',
    dataset,
    category: 'multi-part',
    question:
      'For Delta, how many negative tweets were there, and what was the top reason behind them?',
    truth: ({ db }) => {
      const top5 = reasons(db, `airline = 'Delta'`);
      return answer(
        [also(count('negative', tweets(db, `airline = 'Delta' AND sentiment = 'negative'`)))],
        [top('reason', top5.keys)],
      );
    },
  },
  {
    id: 'h15-air-multi-cant-tell',
    dataset,
    category: 'multi-part',
    question:
      "How many tweets have Can't Tell as their reason, and what share of the negative tweets is that?",
    truth: ({ db }) =>
      answer([
        also(count("Can't Tell", tweets(db, `reason = 'Can''t Tell'`))),
        also(share('share', shareOf(db, `reason = 'Can''t Tell'`, `sentiment = 'negative'`))),
      ]),
  },
  {
    id: 'h15-air-multi-most-positive',
    dataset,
    category: 'multi-part',
    question: 'Which airline collected the most positive tweets, and how many did it get?',
    truth: ({ db }) => {
      const airlines = ranking(
        db,
        `SELECT airline AS k, count(*) AS v FROM tweets WHERE sentiment = 'positive'
         GROUP BY airline ORDER BY v DESC`,
      );
      return answer(
        [also(count('positive', airlines.values[0]!))],
        [top('airline', airlines.keys)],
      );
    },
  },
];
