// Fourteenth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its
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

/** Two counts side by side, the larger side named when they differ (as in holdout13). */
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

export const holdout14Airline: EvalCase[] = [
  {
    id: 'h14-air-delta-total',
    dataset,
    category: 'descriptive',
    question: 'Total tweets directed at Delta?',
    truth: ({ db }) => answer([count('Delta', tweets(db, `airline = 'Delta'`))]),
  },
  {
    id: 'h14-air-neutral-fraction',
    dataset,
    category: 'descriptive',
    question: 'Roughly what fraction of all the tweets are neutral in tone?',
    truth: ({ db }) => answer([share('neutral', shareOf(db, `sentiment = 'neutral'`, '1'))]),
  },
  {
    id: 'h14-air-flight-attendant',
    dataset,
    category: 'descriptive',
    question: 'How many negative tweets blame flight attendants, i.e. Flight Attendant Complaints?',
    truth: ({ db }) =>
      answer([
        count('Flight Attendant Complaints', tweets(db, `reason = 'Flight Attendant Complaints'`)),
      ]),
  },
  {
    id: 'h14-air-southwest-late',
    dataset,
    category: 'descriptive',
    question: 'How many Late Flight tweets does Southwest have against it?',
    truth: ({ db }) =>
      answer([
        count('Late Flight', tweets(db, `airline = 'Southwest' AND reason = 'Late Flight'`)),
      ]),
  },
  {
    id: 'h14-air-cmp-united-american-negative',
    dataset,
    category: 'comparison',
    question: 'United or American — which one got more negative tweets? Numbers for both, please.',
    truth: ({ db }) =>
      twoCounts(
        ['United', 'American'],
        tweets(db, `airline = 'United' AND sentiment = 'negative'`),
        tweets(db, `airline = 'American' AND sentiment = 'negative'`),
      ),
  },
  {
    id: 'h14-air-cmp-southwest-delta-negative-share',
    dataset,
    category: 'comparison',
    question: 'Set the negative share of Southwest’s tweets beside Delta’s.',
    truth: ({ db }) =>
      answer([
        also(share('Southwest', shareOf(db, `sentiment = 'negative'`, `airline = 'Southwest'`))),
        also(share('Delta', shareOf(db, `sentiment = 'negative'`, `airline = 'Delta'`))),
      ]),
  },
  {
    id: 'h14-air-rank-fewest',
    dataset,
    category: 'ranking',
    question: 'Which airline got the fewest tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline AS k, count(*) AS v FROM tweets GROUP BY airline ORDER BY v ASC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h14-air-rank-usairways-reason',
    dataset,
    category: 'ranking',
    question:
      "Leaving out Customer Service Issue, what's the main reason people were negative about US Airways?",
    truth: ({ db }) =>
      leader(
        'reason',
        reasons(db, `airline = 'US Airways' AND reason <> 'Customer Service Issue'`),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h14-air-rank-positive-share',
    dataset,
    category: 'ranking',
    question: 'Which carrier has the highest proportion of positive tweets?',
    truth: ({ db }) =>
      picked(
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
    id: 'h14-air-rank-virgin-reason',
    dataset,
    category: 'ranking',
    question: 'When people moan about Virgin America, what reason comes up most?',
    truth: ({ db }) =>
      leader('reason', reasons(db, `airline = 'Virgin America'`), (v) => count('n', v)),
  },
  {
    id: 'h14-air-rel-last-two-days',
    dataset,
    category: 'relative period',
    question: 'How many tweets were posted across the last two days of the data?',
    truth: ({ db }) => {
      const end = lastDay(db);
      return answer([count('tweets', tweets(db, `day BETWEEN ? AND ?`, shift(end, -1), end))]);
    },
  },
  {
    id: 'h14-air-rel-delta-yesterday',
    dataset,
    category: 'relative period',
    question: 'How many negative tweets did Delta get yesterday?',
    truth: ({ db }) =>
      answer([
        count(
          'Delta negative',
          tweets(
            db,
            `airline = 'Delta' AND sentiment = 'negative' AND day = ?`,
            shift(lastDay(db), -1),
          ),
        ),
      ]),
  },
  {
    id: 'h14-air-casual-united-service',
    dataset,
    category: 'casual',
    question: 'how many tweets slaggin off united for customer service',
    truth: ({ db }) =>
      answer([
        count(
          'United service',
          tweets(db, `airline = 'United' AND reason = 'Customer Service Issue'`),
        ),
      ]),
  },
  {
    id: 'h14-air-casual-lost-luggage',
    dataset,
    category: 'casual',
    question: 'lost luggage tweets total pls',
    truth: ({ db }) => answer([count('Lost Luggage', tweets(db, `reason = 'Lost Luggage'`))]),
  },
  {
    id: 'h14-air-casual-delta-positive',
    dataset,
    category: 'casual',
    question: '% of delta tweets that r positive?',
    truth: ({ db }) =>
      answer([share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Delta'`))]),
  },
  {
    id: 'h14-air-turn-virgin-negative',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets did Virgin America get?'],
    question: 'And how many of that lot were negative?',
    truth: ({ db }) =>
      answer([
        count('negative', tweets(db, `airline = 'Virgin America' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h14-air-turn-day-after',
    dataset,
    category: 'follow-up',
    previous: ['How many negative tweets were posted on 22 February 2015?'],
    question: 'and the day after?',
    truth: ({ db }) =>
      answer([count('23 February', tweets(db, `sentiment = 'negative' AND day = '2015-02-23'`))]),
  },
  {
    id: 'h14-air-turn-united-negative-reason',
    dataset,
    category: 'follow-up',
    previous: ['How many tweets did United get?', 'Only the negative ones?'],
    question: 'What was the top reason among those?',
    truth: ({ db }) => leader('reason', reasons(db, `airline = 'United'`), (v) => count('n', v)),
  },
  {
    id: 'h14-air-no-delay-minutes',
    dataset,
    category: 'unanswerable',
    question: 'What was the average delay in minutes on United flights?',
    truth: () => decline('the tweets record no delays'),
  },
  {
    id: 'h14-air-no-jetblue',
    dataset,
    category: 'unanswerable',
    question: 'How many tweets did JetBlue receive?',
    truth: () => decline('JetBlue is not among the airlines'),
  },
  {
    id: 'h14-air-no-retweets',
    dataset,
    category: 'unanswerable',
    question: 'How many retweets did the negative tweets get in total?',
    truth: () => decline('the tweets record no retweet counts'),
  },
  {
    id: 'h14-air-lookup-tweet',
    dataset,
    category: 'lookup',
    question: 'Which airline was tweet 569555719885885441 about, and why was it negative?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT airline, reason FROM tweets WHERE tweet_id = '569555719885885441'`)
        .get() as { airline: string; reason: string };
      return answer([], [own('airline', row.airline, AIRLINES), named('reason', row.reason)]);
    },
  },
  {
    id: 'h14-air-multi-american-23rd',
    dataset,
    category: 'multi-part',
    question:
      'How many tweets did American get on 23 February 2015, and what share of them were negative?',
    truth: ({ db }) =>
      answer([
        also(count('American', tweets(db, `airline = 'American' AND day = '2015-02-23'`))),
        also(
          share(
            'negative',
            shareOf(db, `sentiment = 'negative'`, `airline = 'American' AND day = '2015-02-23'`),
          ),
        ),
      ]),
  },
  {
    id: 'h14-air-multi-united-reason',
    dataset,
    category: 'multi-part',
    question:
      'Which reason do negative United tweets cite most often, and how many tweets is that?',
    truth: ({ db }) => leader('reason', reasons(db, `airline = 'United'`), (v) => count('n', v)),
  },
];
