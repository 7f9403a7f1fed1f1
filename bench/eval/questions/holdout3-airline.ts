// Third held-out round over the airline tweets (the raw CSV loaded as `tweets`): a new analyst's
// questions of a real, labelled data set, in every kind the suite knows but planted facts.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  column,
  count,
  decline,
  leader,
  named,
  ranking,
  share,
  value,
} from './truth';

const airline = 'airline' as const;

function tweets(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

function negativeShare(db: Store, name: string): number {
  return value(db, `SELECT avg(sentiment = 'negative') FROM tweets WHERE airline = ?`, name);
}

function lastTweetDay(db: Store): string {
  return column(db, 'SELECT max(day) FROM tweets')[0]!;
}

function tweetField(db: Store, field: 'airline' | 'sentiment' | 'reason', id: string): string {
  const found = column(db, `SELECT ${field} FROM tweets WHERE tweet_id = ?`, id);
  if (found.length !== 1) throw new Error(`Tweet ${id} is not one record (${found.length})`);
  return found[0]!;
}

export const holdout3Airline: EvalCase[] = [
  {
    id: 'h3-air-lost-luggage',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets complain about lost luggage?',
    truth: ({ db }) => answer([count('lost luggage', tweets(db, `reason = 'Lost Luggage'`))]),
  },
  {
    id: 'h3-air-positive-share',
    dataset: airline,
    category: 'descriptive',
    question: 'What fraction of all the tweets were positive?',
    truth: ({ db }) =>
      answer([share('positive', value(db, `SELECT avg(sentiment = 'positive') FROM tweets`))]),
  },
  {
    id: 'h3-air-southwest-count',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets were aimed at Southwest?',
    truth: ({ db }) => answer([count('Southwest', tweets(db, `airline = 'Southwest'`))]),
  },
  {
    id: 'h3-air-delta-vs-united',
    dataset: airline,
    category: 'comparison',
    question: 'Did Delta or United have a larger share of negative tweets?',
    truth: ({ db }) =>
      answer([
        also(share('United', negativeShare(db, 'United'))),
        also(share('Delta', negativeShare(db, 'Delta'))),
      ]),
  },
  {
    id: 'h3-air-cancellations-american-usairways',
    dataset: airline,
    category: 'comparison',
    question: 'Compare the number of cancelled-flight complaints for American and US Airways.',
    truth: ({ db }) =>
      answer([
        also(count('American', tweets(db, `reason = 'Cancelled Flight' AND airline = 'American'`))),
        also(
          count('US Airways', tweets(db, `reason = 'Cancelled Flight' AND airline = 'US Airways'`)),
        ),
      ]),
  },
  {
    id: 'h3-air-late-flight-leader',
    dataset: airline,
    category: 'ranking',
    question: 'Which airline got the most complaints about late flights?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Late Flight' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('late flight', v),
      ),
  },
  {
    id: 'h3-air-virgin-top-reason',
    dataset: airline,
    category: 'ranking',
    question: "What's the main thing people complain about when tweeting Virgin America?",
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM tweets WHERE airline = 'Virgin America' AND reason IS NOT NULL
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'h3-air-busiest-day',
    dataset: airline,
    category: 'ranking',
    question: 'On which day were the most tweets posted?',
    truth: ({ db }) => {
      const ranked = ranking(db, `SELECT day k, count(*) v FROM tweets GROUP BY k ORDER BY v DESC`);
      return answer(
        [also(count('tweets', ranked.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h3-air-least-negative',
    dataset: airline,
    category: 'ranking',
    question: 'Which carrier gets the smallest share of negative tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, avg(sentiment = 'negative') v FROM tweets GROUP BY k ORDER BY v ASC`,
        ),
        (v) => share('negative', v),
      ),
  },
  {
    id: 'h3-air-negative-last-three-days',
    dataset: airline,
    category: 'relative period',
    question: 'How many negative tweets were there in the last three days?',
    truth: ({ db }) => {
      const last = lastTweetDay(db);
      const first = new Date(Date.parse(`${last}T00:00:00Z`) - 2 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return answer([
        count(
          'negative',
          tweets(db, `sentiment = 'negative' AND day BETWEEN ? AND ?`, first, last),
          0.05,
        ),
      ]);
    },
  },
  {
    id: 'h3-air-positive-final-day',
    dataset: airline,
    category: 'relative period',
    question: 'What share of tweets on the most recent day were positive?',
    truth: ({ db }) =>
      answer([
        share(
          'positive',
          value(
            db,
            `SELECT avg(sentiment = 'positive') FROM tweets WHERE day = ?`,
            lastTweetDay(db),
          ),
          0.02,
        ),
      ]),
  },
  {
    id: 'h3-air-casual-united-negative',
    dataset: airline,
    category: 'casual',
    question: 'united neg tweets how many??',
    truth: ({ db }) =>
      answer([
        count('United negative', tweets(db, `airline = 'United' AND sentiment = 'negative'`)),
      ]),
  },
  {
    id: 'h3-air-casual-american-negative-share',
    dataset: airline,
    category: 'casual',
    question: 'wat % of americn tweets r negative',
    truth: ({ db }) => answer([share('American negative', negativeShare(db, 'American'))]),
  },
  {
    id: 'h3-air-follow-usairways-negative',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many tweets did US Airways get?'],
    question: 'What share of those were negative?',
    truth: ({ db }) => answer([share('negative', negativeShare(db, 'US Airways'))]),
  },
  {
    id: 'h3-air-follow-delta-reason',
    dataset: airline,
    category: 'follow-up',
    previous: ['What is the most common negative reason overall?'],
    question: 'And for Delta?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM tweets WHERE airline = 'Delta' AND reason IS NOT NULL
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'h3-air-no-jetblue',
    dataset: airline,
    category: 'unanswerable',
    question: 'How many angry tweets did JetBlue get?',
    truth: () => decline('JetBlue is not one of the six airlines'),
  },
  {
    id: 'h3-air-no-delay-minutes',
    dataset: airline,
    category: 'unanswerable',
    question: 'What was the average delay in minutes for United flights?',
    truth: () => decline('the tweets carry no delay times'),
  },
  {
    id: 'h3-air-no-march',
    dataset: airline,
    category: 'unanswerable',
    question: 'How many tweets were sent in March 2015?',
    truth: () => decline('the tweets cover 16–24 February 2015'),
  },
  {
    id: 'h3-air-no-retweets',
    dataset: airline,
    category: 'unanswerable',
    question: 'How many retweets did the most negative tweet get?',
    truth: () => decline('the file has no retweet counts'),
  },
  {
    id: 'h3-air-lookup-tweet',
    dataset: airline,
    category: 'lookup',
    question: 'Which airline was tweet 570085448271335424 about, and what was the reason given?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('airline', tweetField(db, 'airline', '570085448271335424')),
          named('reason', tweetField(db, 'reason', '570085448271335424')),
        ],
      ),
  },
  {
    id: 'h3-air-multi-southwest',
    dataset: airline,
    category: 'multi-part',
    question: 'How many negative tweets did Southwest get, and what was their top reason?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT reason k, count(*) v FROM tweets WHERE airline = 'Southwest' AND reason IS NOT NULL
         GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [count('negative', tweets(db, `airline = 'Southwest' AND sentiment = 'negative'`))],
        [{ label: 'reason', anyOf: [ranked.keys[0]!], rivals: ranked.keys.slice(1) }],
      );
    },
  },
];
