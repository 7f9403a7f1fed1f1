// Held-out analyst questions over the airline tweets (the raw CSV as the table `tweets`), in the
// words an analyst would use on data they have just imported; kept out of the main set.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { lastDays, NEGATIVE_SHARE, reasonsOf, tweets } from './airline-sql';
import { also, answer, column, count, decline, leader, named, ranking, share } from './truth';

const airline = 'airline' as const;

function tweetField(db: Store, name: 'airline' | 'sentiment' | 'reason', id: string): string {
  const found = column(db, `SELECT ${name} FROM tweets WHERE tweet_id = ?`, id);
  if (found.length !== 1) throw new Error(`Tweet ${id} is not one record (${found.length})`);
  return found[0]!;
}

function positiveShare(db: Store, carrier: string): number {
  return (
    tweets(db, `airline = ? AND sentiment = 'positive'`, carrier) /
    tweets(db, 'airline = ?', carrier)
  );
}

export const holdoutAnalystAirline: EvalCase[] = [
  {
    id: 'ha-air-delta-total',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets were directed at Delta in total?',
    truth: ({ db }) => answer([count('Delta tweets', tweets(db, `airline = 'Delta'`))]),
  },
  {
    id: 'ha-air-united-positive-share',
    dataset: airline,
    category: 'descriptive',
    question: 'What fraction of tweets about United were positive?',
    truth: ({ db }) => answer([share('positive share', positiveShare(db, 'United'))]),
  },
  {
    id: 'ha-air-cancelled-count',
    dataset: airline,
    category: 'descriptive',
    question: 'How many negative tweets were about cancelled flights?',
    truth: ({ db }) =>
      answer([count('Cancelled Flight', tweets(db, `reason = 'Cancelled Flight'`))]),
  },
  {
    id: 'ha-air-southwest-vs-delta',
    dataset: airline,
    category: 'comparison',
    question: 'Did Southwest or Delta get more negative tweets?',
    truth: ({ db }) =>
      answer([
        also(count('Southwest', tweets(db, `airline = 'Southwest' AND sentiment = 'negative'`))),
        also(count('Delta', tweets(db, `airline = 'Delta' AND sentiment = 'negative'`))),
      ]),
  },
  {
    id: 'ha-air-virgin-vs-united-negative',
    dataset: airline,
    category: 'comparison',
    question: 'Compare the share of negative tweets for Virgin America and United.',
    truth: ({ db }) => {
      const shareOf = (carrier: string) =>
        tweets(db, `airline = ? AND sentiment = 'negative'`, carrier) /
        tweets(db, 'airline = ?', carrier);
      return answer([
        also(share('Virgin America', shareOf('Virgin America'))),
        also(share('United', shareOf('United'))),
      ]);
    },
  },
  {
    id: 'ha-air-busiest-day',
    dataset: airline,
    category: 'ranking',
    question: 'On which day did people tweet at the airlines the most?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT day k, count(*) v FROM tweets GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('tweets', values[0]!))],
        [
          {
            label: 'day',
            anyOf: daySpellings(keys[0]!),
            rivals: keys.slice(1).flatMap(daySpellings),
          },
        ],
      );
    },
  },
  {
    id: 'ha-air-least-negative',
    dataset: airline,
    category: 'ranking',
    question: 'Which airline has the lowest share of negative tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(db, `SELECT airline k, ${NEGATIVE_SHARE} v FROM tweets GROUP BY k ORDER BY v ASC`),
        (v) => share('negative share', v),
      ),
  },
  {
    id: 'ha-air-us-airways-gripe',
    dataset: airline,
    category: 'ranking',
    question: 'What do US Airways customers complain about most?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'US Airways'), (v) => count('tweets', v)),
  },
  {
    id: 'ha-air-negative-final-two-days',
    dataset: airline,
    category: 'relative period',
    question: 'How many negative tweets came in during the final two days of the data?',
    truth: ({ db }) =>
      answer([
        count(
          'negative tweets',
          tweets(db, `sentiment = 'negative' AND day BETWEEN ? AND ?`, ...lastDays(db, 2)),
          0.02,
        ),
      ]),
  },
  {
    id: 'ha-air-united-last-week',
    dataset: airline,
    category: 'relative period',
    question: 'How many tweets did United get over the last week?',
    truth: ({ db }) =>
      answer([
        count(
          'United tweets',
          tweets(db, `airline = 'United' AND day BETWEEN ? AND ?`, ...lastDays(db, 7)),
          0.05,
        ),
      ]),
  },
  {
    id: 'ha-air-casual-virgin',
    dataset: airline,
    category: 'casual',
    question: 'hw many tweets did virgn america get',
    truth: ({ db }) => answer([count('Virgin America', tweets(db, `airline = 'Virgin America'`))]),
  },
  {
    id: 'ha-air-casual-united-service',
    dataset: airline,
    category: 'casual',
    question: 'custmer service complaints for united??',
    truth: ({ db }) =>
      answer([
        count(
          'United Customer Service Issue',
          tweets(db, `airline = 'United' AND reason = 'Customer Service Issue'`),
        ),
      ]),
  },
  {
    id: 'ha-air-followup-late-airline',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many tweets complained about late flights?'],
    question: 'Which carrier got the most of them?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Late Flight' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'ha-air-followup-day-before',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many tweets did Delta get on February 23, 2015?'],
    question: 'And the day before?',
    truth: ({ db }) =>
      answer([count('Delta 22 February', tweets(db, `airline = 'Delta' AND day = '2015-02-22'`))]),
  },
  {
    id: 'ha-air-no-passengers',
    dataset: airline,
    category: 'unanswerable',
    question: 'How many passengers did United fly in February 2015?',
    truth: () => decline('no passenger numbers'),
  },
  {
    id: 'ha-air-no-on-time',
    dataset: airline,
    category: 'unanswerable',
    question: "What was Southwest's on-time arrival rate?",
    truth: () => decline('no flight performance data'),
  },
  {
    id: 'ha-air-no-march',
    dataset: airline,
    category: 'unanswerable',
    question: 'How many tweets did American get in March 2015?',
    truth: () => decline('the tweets end on 24 February 2015'),
  },
  {
    id: 'ha-air-lookup-sentiment',
    dataset: airline,
    category: 'lookup',
    question: 'What sentiment label does tweet 569960350876979200 carry?',
    truth: ({ db }) =>
      answer([], [named('sentiment', tweetField(db, 'sentiment', '569960350876979200'))]),
  },
  {
    id: 'ha-air-lookup-reason',
    dataset: airline,
    category: 'lookup',
    question: 'What was the complaint reason on tweet 569163885393154048?',
    truth: ({ db }) =>
      answer([], [named('reason', tweetField(db, 'reason', '569163885393154048'))]),
  },
  {
    id: 'ha-air-multi-american',
    dataset: airline,
    category: 'multi-part',
    question: 'How many tweets did American get, and what share of them were negative?',
    truth: ({ db }) =>
      answer([
        also(count('American tweets', tweets(db, `airline = 'American'`))),
        also(
          share(
            'negative share',
            tweets(db, `airline = 'American' AND sentiment = 'negative'`) /
              tweets(db, `airline = 'American'`),
          ),
        ),
      ]),
  },
  {
    id: 'ha-air-multi-top-reason',
    dataset: airline,
    category: 'multi-part',
    question: 'What is the most common negative reason overall, and how many tweets cite it?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM tweets WHERE reason IS NOT NULL GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
];
