// The real airline tweets (../shared/data/airline-tweets), imported with Sightline's importer; the
// truths come from the raw CSV loaded as the table `tweets` (bench/eval/airline-data.ts), labels as
// the human annotators gave them.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  airlinesBy,
  busiestDays,
  lastDays,
  NEGATIVE_SHARE,
  negativeShare,
  reasonsOf,
  tweets,
} from './airline-sql';
import { also, answer, column, count, decline, leader, ranking, share, top } from './truth';

export const airlineCases: EvalCase[] = [
  {
    id: 'air-total',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets are in the data?',
    truth: ({ db }) => answer([count('tweets', tweets(db, '1'))]),
  },
  {
    id: 'air-negative-count',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets are negative?',
    truth: ({ db }) => answer([count('negative tweets', tweets(db, `sentiment = 'negative'`))]),
  },
  {
    id: 'air-negative-share',
    dataset: 'airline',
    category: 'descriptive',
    question: 'What share of tweets are negative?',
    truth: ({ db }) =>
      answer([share('negative share', tweets(db, `sentiment = 'negative'`) / tweets(db, '1'))]),
  },
  {
    id: 'air-virgin-volume',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets were addressed to Virgin America?',
    truth: ({ db }) =>
      answer([count('Virgin America tweets', tweets(db, `airline = 'Virgin America'`))]),
  },
  {
    id: 'air-lost-luggage',
    dataset: 'airline',
    category: 'descriptive',
    question: 'What do customers say about lost luggage? How many tweets is that?',
    truth: ({ db }) =>
      answer([count('Lost Luggage tweets', tweets(db, `reason = 'Lost Luggage'`), 0.03)]),
  },
  {
    id: 'air-busiest-airline',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which airline gets the most tweets?',
    truth: ({ db }) =>
      leader('airline', airlinesBy(db, 'count(*)', 'DESC'), (v) => count('tweets', v)),
  },
  {
    id: 'air-most-negative-share',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which airline has the highest share of negative tweets?',
    truth: ({ db }) =>
      leader('airline', airlinesBy(db, NEGATIVE_SHARE, 'DESC'), (v) => share('negative share', v)),
  },
  {
    id: 'air-least-negative-share',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which airline has the lowest proportion of negative tweets?',
    truth: ({ db }) =>
      leader('airline', airlinesBy(db, NEGATIVE_SHARE, 'ASC'), (v) => share('negative share', v)),
  },
  {
    id: 'air-top-reason',
    dataset: 'airline',
    category: 'ranking',
    question: 'What is the most common reason for negative tweets?',
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
  {
    id: 'air-top-reason-delta',
    dataset: 'airline',
    category: 'ranking',
    question: 'What is the top negative reason for Delta?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'Delta'), (v) => count('tweets', v)),
  },
  {
    id: 'air-top-reason-united',
    dataset: 'airline',
    category: 'ranking',
    question: 'What do people complain about most when they tweet at United?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'United'), (v) => count('tweets', v)),
  },
  {
    id: 'air-busiest-day',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which day had the most tweets?',
    truth: ({ db }) => {
      const days = busiestDays(db);
      return answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(days[0]!),
            rivals: days.slice(1).flatMap(daySpellings),
          },
        ],
      );
    },
  },
  {
    id: 'air-most-late-flight',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which airline had the most Late Flight complaints?',
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'airline',
            column(
              db,
              `SELECT airline FROM tweets WHERE reason = 'Late Flight' GROUP BY airline ORDER BY count(*) DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'air-united-vs-delta-negative',
    dataset: 'airline',
    category: 'comparison',
    question: 'Compare the share of negative tweets for United and Delta.',
    truth: ({ db }) =>
      answer([
        also(share('United', negativeShare(db, 'United'))),
        also(share('Delta', negativeShare(db, 'Delta'))),
      ]),
  },
  {
    id: 'air-southwest-vs-american-volume',
    dataset: 'airline',
    category: 'comparison',
    question: 'How does the number of tweets to Southwest compare with American?',
    truth: ({ db }) =>
      answer([
        also(count('Southwest', tweets(db, `airline = 'Southwest'`))),
        also(count('American', tweets(db, `airline = 'American'`))),
      ]),
  },
  {
    id: 'air-late-flight-usair-vs-american',
    dataset: 'airline',
    category: 'comparison',
    question: 'Did US Airways get more Late Flight complaints than American?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'US Airways',
            tweets(db, `airline = 'US Airways' AND reason = 'Late Flight'`),
            0.02,
          ),
        ),
        also(
          count('American', tweets(db, `airline = 'American' AND reason = 'Late Flight'`), 0.02),
        ),
      ]),
  },
  {
    id: 'air-22-vs-21-feb',
    dataset: 'airline',
    category: 'comparison',
    question: 'Compare the number of tweets on 22 February 2015 with 21 February 2015.',
    truth: ({ db }) =>
      answer([
        also(count('22 Feb', tweets(db, `day = '2015-02-22'`), 0.02)),
        also(count('21 Feb', tweets(db, `day = '2015-02-21'`), 0.02)),
      ]),
  },
  {
    id: 'air-daily-trend',
    dataset: 'airline',
    category: 'descriptive',
    question: 'Show the day-by-day number of tweets. Which day peaked?',
    truth: ({ db }) => {
      const days = busiestDays(db);
      return answer(
        [also(count('peak day tweets', tweets(db, 'day = ?', days[0]!), 0.02))],
        [{ label: 'peak day', anyOf: daySpellings(days[0]!) }],
      );
    },
  },
  {
    id: 'air-last-day',
    dataset: 'airline',
    category: 'relative period',
    question: 'How many tweets were there on the last day of the data?',
    truth: ({ db }) => answer([count('tweets', tweets(db, 'day = ?', lastDays(db, 1)[1]), 0.02)]),
  },
  {
    id: 'air-negative-last-3-days',
    dataset: 'airline',
    category: 'relative period',
    question: 'How many negative tweets were there in the last 3 days?',
    truth: ({ db }) =>
      answer([
        count(
          'negative tweets',
          tweets(db, `sentiment = 'negative' AND day BETWEEN ? AND ?`, ...lastDays(db, 3)),
          0.03,
        ),
      ]),
  },
  {
    id: 'air-casual-hated',
    dataset: 'airline',
    category: 'casual',
    question: 'whcih airline gets the most negatve tweets',
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'airline',
            column(
              db,
              `SELECT airline FROM tweets WHERE sentiment = 'negative' GROUP BY airline ORDER BY count(*) DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'air-casual-virgin-share',
    dataset: 'airline',
    category: 'casual',
    question: 'virgin america negative % ?',
    truth: ({ db }) =>
      answer([share('Virgin America negative share', negativeShare(db, 'Virgin America'))]),
  },
  {
    id: 'air-casual-cancelled',
    dataset: 'airline',
    category: 'casual',
    question: 'how many tweets r about cancelled flights',
    truth: ({ db }) =>
      answer([count('Cancelled Flight tweets', tweets(db, `reason = 'Cancelled Flight'`), 0.03)]),
  },
  {
    id: 'air-followup-american-reason',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['How many negative tweets did American get?'],
    question: 'What was the most common reason among those?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'American'), (v) => count('tweets', v)),
  },
  {
    id: 'air-followup-which-airline',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['How many tweets are about lost luggage?'],
    question: 'Which airline had the most of those?',
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'airline',
            column(
              db,
              `SELECT airline FROM tweets WHERE reason = 'Lost Luggage' GROUP BY airline ORDER BY count(*) DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'air-followup-and-southwest',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['What share of tweets to Delta are negative?'],
    question: 'And for Southwest?',
    truth: ({ db }) => answer([share('Southwest negative share', negativeShare(db, 'Southwest'))]),
  },
  {
    id: 'air-followup-jetblue',
    dataset: 'airline',
    category: 'unanswerable',
    previous: ['What share of tweets to Delta are negative?'],
    question: 'And for JetBlue?',
    truth: () => decline('JetBlue is not in the data'),
  },
  {
    id: 'air-no-on-time',
    dataset: 'airline',
    category: 'unanswerable',
    question: "What is United's on-time performance percentage?",
    truth: () => decline('no flight punctuality data'),
  },
  {
    id: 'air-no-march',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'How many tweets were there in March 2015?',
    truth: () => decline('the data covers 16–24 February 2015'),
  },
  {
    id: 'air-no-nps',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'What is the Net Promoter Score of Delta?',
    truth: () => decline('no NPS'),
  },
  {
    id: 'air-no-ticket-price',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'What is the average ticket price on American?',
    truth: () => decline('no fares'),
  },
  {
    id: 'air-lookup-tweet',
    dataset: 'airline',
    category: 'lookup',
    question: 'Which airline is tweet 570301130888122368 addressed to?',
    truth: ({ db }) =>
      answer(
        [],
        [
          top('airline', [
            column(db, `SELECT airline FROM tweets WHERE tweet_id = '570301130888122368'`)[0]!,
          ]),
        ],
      ),
  },
];
