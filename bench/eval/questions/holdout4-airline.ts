// Fourth held-out round over the airline tweets (table `tweets`, the raw CSV loaded on its own):
// every kind of question a social media analyst new to the tool might type.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, ranking, share, value } from './truth';
import { trailingDays } from './unseen3-truth';

const airline = 'airline' as const;

const tweetCount = (db: Parameters<EvalCase['truth']>[0]['db'], where: string) =>
  value(db, `SELECT count(*) FROM tweets WHERE ${where}`);

export const holdout4Airline: EvalCase[] = [
  {
    id: 'h4-air-united-count',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets were aimed at United?',
    truth: ({ db }) => answer([count('United tweets', tweetCount(db, `airline = 'United'`))]),
  },
  {
    id: 'h4-air-negative-share',
    dataset: airline,
    category: 'descriptive',
    question: 'What share of all the tweets are negative?',
    truth: ({ db }) =>
      answer([share('negative', value(db, `SELECT avg(sentiment = 'negative') FROM tweets`))]),
  },
  {
    id: 'h4-air-neutral-count',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets were labelled neutral?',
    truth: ({ db }) => answer([count('neutral tweets', tweetCount(db, `sentiment = 'neutral'`))]),
  },
  {
    id: 'h4-air-delta-vs-american',
    dataset: airline,
    category: 'comparison',
    question: 'Delta vs American: how many negative tweets did each get?',
    truth: ({ db }) =>
      answer([
        also(count('Delta', tweetCount(db, `airline = 'Delta' AND sentiment = 'negative'`))),
        also(count('American', tweetCount(db, `airline = 'American' AND sentiment = 'negative'`))),
      ]),
  },
  {
    id: 'h4-air-negative-rate-leader',
    dataset: airline,
    category: 'ranking',
    question: 'Which airline has the highest proportion of negative tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, avg(sentiment = 'negative') v FROM tweets GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('negative', v),
      ),
  },
  {
    id: 'h4-air-southwest-reason',
    dataset: airline,
    category: 'ranking',
    question: 'What is the most common complaint reason for Southwest?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM tweets WHERE airline = 'Southwest' AND reason IS NOT NULL
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'h4-air-last-three-days',
    dataset: airline,
    category: 'relative period',
    question: 'How many tweets came in over the last 3 days?',
    truth: ({ db }) =>
      answer([
        count(
          'tweets',
          value(
            db,
            `SELECT count(*) FROM tweets WHERE day BETWEEN ? AND ?`,
            ...trailingDays(db, 'tweets', 3),
          ),
          0.03,
        ),
      ]),
  },
  {
    id: 'h4-air-busiest-day',
    dataset: airline,
    category: 'ranking',
    question: 'On what date were the most tweets posted?',
    truth: ({ db }) => {
      const ranked = ranking(db, `SELECT day k, count(*) v FROM tweets GROUP BY k ORDER BY v DESC`);
      return answer(
        [also(count('tweets', ranked.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h4-air-casual-virgin-positive',
    dataset: airline,
    category: 'casual',
    question: 'virgin america positve tweets how many',
    truth: ({ db }) =>
      answer([
        count('positive', tweetCount(db, `airline = 'Virgin America' AND sentiment = 'positive'`)),
      ]),
  },
  {
    id: 'h4-air-unanswerable-alaska',
    dataset: airline,
    category: 'unanswerable',
    question: 'How many tweets were about Alaska Airlines?',
    truth: () => decline('the tweets are about six other airlines'),
  },
  {
    id: 'h4-air-unanswerable-on-time',
    dataset: airline,
    category: 'unanswerable',
    question: "What was United's on-time arrival rate that week?",
    truth: () => decline('the tweets hold no flight punctuality'),
  },
  {
    id: 'h4-air-followup-usair-reason',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many negative tweets did US Airways get?'],
    question: 'What was the top reason among them?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM tweets WHERE airline = 'US Airways' AND reason IS NOT NULL
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'h4-air-lookup-tweet',
    dataset: airline,
    category: 'lookup',
    question: 'Which airline was tweet 570291091204919297 addressed to, and how was it labelled?',
    truth: ({ db }) => {
      const row = db
        .prepare('SELECT airline, sentiment FROM tweets WHERE tweet_id = ?')
        .get('570291091204919297') as { airline: string; sentiment: string };
      return answer([], [named('airline', row.airline), named('label', row.sentiment)]);
    },
  },
  {
    id: 'h4-air-multi-lost-luggage',
    dataset: airline,
    category: 'multi-part',
    question:
      'How many tweets complained about lost luggage, and which airline got the most of them?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Lost Luggage' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [count('lost luggage tweets', tweetCount(db, `reason = 'Lost Luggage'`))],
        [{ label: 'airline', anyOf: [ranked.keys[0]!], rivals: ranked.keys.slice(1) }],
      );
    },
  },
];
