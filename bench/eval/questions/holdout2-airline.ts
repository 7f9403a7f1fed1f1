// Second held-out round over the airline tweets (the raw CSV as the table `tweets`): what an
// analyst asks of data they have just imported, in every category but planted facts (the tweets
// have none).
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { lastDays, reasonsOf, tweets } from './airline-sql';
import { also, answer, column, count, leader, named, ranking, share, top, value } from './truth';

const airline = 'airline' as const;

/** One column of one tweet; a tweet id the file holds more than once fails the truth loudly. */
function tweetField(
  db: Store,
  name: 'airline' | 'sentiment' | 'reason' | 'day',
  id: string,
): string {
  const found = column(db, `SELECT ${name} FROM tweets WHERE tweet_id = ?`, id);
  if (found.length !== 1) throw new Error(`Tweet ${id} is not one record (${found.length})`);
  return found[0]!;
}

function shareOf(db: Store, part: string, whole: string, ...params: string[]): number {
  return value(db, `SELECT avg(${part}) FROM tweets WHERE ${whole}`, ...params);
}

export const holdout2Airline: EvalCase[] = [
  // Plain figures.
  {
    id: 'h2-air-damaged-luggage',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets complained about damaged luggage?',
    truth: ({ db }) => answer([count('Damaged Luggage', tweets(db, `reason = 'Damaged Luggage'`))]),
  },
  {
    id: 'h2-air-neutral-share',
    dataset: airline,
    category: 'descriptive',
    question: 'What share of all the tweets are neutral?',
    truth: ({ db }) => answer([share('neutral share', shareOf(db, `sentiment = 'neutral'`, '1'))]),
  },
  {
    id: 'h2-air-booking-problems',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets were about problems booking a flight?',
    truth: ({ db }) =>
      answer([count('Flight Booking Problems', tweets(db, `reason = 'Flight Booking Problems'`))]),
  },
  {
    id: 'h2-air-southwest-positive',
    dataset: airline,
    category: 'descriptive',
    question: 'How many positive tweets did Southwest receive?',
    truth: ({ db }) =>
      answer([
        count('Southwest positive', tweets(db, `airline = 'Southwest' AND sentiment = 'positive'`)),
      ]),
  },
  {
    id: 'h2-air-feb-20',
    dataset: airline,
    category: 'descriptive',
    question: 'How many tweets were posted on 20 February 2015?',
    truth: ({ db }) => answer([count('tweets 20 February', tweets(db, `day = '2015-02-20'`))]),
  },

  // Comparisons.
  {
    id: 'h2-air-late-vs-cancelled',
    dataset: airline,
    category: 'comparison',
    question: 'Were there more complaints about late flights or about cancelled flights?',
    truth: ({ db }) =>
      answer([
        also(count('Late Flight', tweets(db, `reason = 'Late Flight'`))),
        also(count('Cancelled Flight', tweets(db, `reason = 'Cancelled Flight'`))),
      ]),
  },
  {
    id: 'h2-air-usairways-american-negative',
    dataset: airline,
    category: 'comparison',
    question: 'How does the negative share of US Airways compare with American?',
    truth: ({ db }) =>
      answer([
        also(share('US Airways', shareOf(db, `sentiment = 'negative'`, `airline = 'US Airways'`))),
        also(share('American', shareOf(db, `sentiment = 'negative'`, `airline = 'American'`))),
      ]),
  },
  {
    id: 'h2-air-17-vs-18',
    dataset: airline,
    category: 'comparison',
    question: 'Compare the tweet volume on 17 February 2015 with 18 February 2015.',
    truth: ({ db }) =>
      answer([
        also(count('17 February', tweets(db, `day = '2015-02-17'`))),
        also(count('18 February', tweets(db, `day = '2015-02-18'`))),
      ]),
  },
  {
    id: 'h2-air-delta-22-23',
    dataset: airline,
    category: 'comparison',
    question: 'Did Delta get more tweets on 22 or on 23 February 2015?',
    truth: ({ db }) =>
      answer([
        also(count('22 February', tweets(db, `airline = 'Delta' AND day = '2015-02-22'`))),
        also(count('23 February', tweets(db, `airline = 'Delta' AND day = '2015-02-23'`))),
      ]),
  },

  // Rankings.
  {
    id: 'h2-air-most-lost-luggage',
    dataset: airline,
    category: 'ranking',
    question: 'Which airline got the most lost luggage complaints?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Lost Luggage' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('Lost Luggage', v),
      ),
  },
  {
    id: 'h2-air-most-positive',
    dataset: airline,
    category: 'ranking',
    question: 'Which airline received the most positive tweets?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE sentiment = 'positive' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('positive tweets', v),
      ),
  },
  {
    id: 'h2-air-american-criticised',
    dataset: airline,
    category: 'ranking',
    question: 'What is American criticised for most often?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'American'), (v) => count('tweets', v)),
  },
  {
    id: 'h2-air-fewest-feb-21',
    dataset: airline,
    category: 'ranking',
    question: 'Which airline got the fewest tweets on 21 February 2015?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE day = '2015-02-21' GROUP BY k ORDER BY v ASC`,
        ),
        (v) => count('tweets', v),
      ),
  },

  // Relative to the data's last day.
  {
    id: 'h2-air-southwest-final-three',
    dataset: airline,
    category: 'relative period',
    question: 'How many tweets did Southwest get in the final three days?',
    truth: ({ db }) =>
      answer([
        count(
          'Southwest',
          tweets(db, `airline = 'Southwest' AND day BETWEEN ? AND ?`, ...lastDays(db, 3)),
          0.03,
        ),
      ]),
  },
  {
    id: 'h2-air-cancelled-last-four',
    dataset: airline,
    category: 'relative period',
    question: 'How many tweets about cancelled flights came in over the last 4 days?',
    truth: ({ db }) =>
      answer([
        count(
          'Cancelled Flight',
          tweets(db, `reason = 'Cancelled Flight' AND day BETWEEN ? AND ?`, ...lastDays(db, 4)),
          0.03,
        ),
      ]),
  },

  // Casual.
  {
    id: 'h2-air-casual-delta-negative',
    dataset: airline,
    category: 'casual',
    question: 'delta neg tweets count?',
    truth: ({ db }) =>
      answer([count('Delta negative', tweets(db, `airline = 'Delta' AND sentiment = 'negative'`))]),
  },
  {
    id: 'h2-air-casual-southwest-positive',
    dataset: airline,
    category: 'casual',
    question: 'southwst positve %',
    truth: ({ db }) =>
      answer([
        share('Southwest positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Southwest'`)),
      ]),
  },
  {
    id: 'h2-air-casual-feb-23',
    dataset: airline,
    category: 'casual',
    question: 'how many tweets on feb 23',
    truth: ({ db }) => answer([count('23 February', tweets(db, `day = '2015-02-23'`))]),
  },

  // Follow-ups.
  {
    id: 'h2-air-follow-american-reason',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many tweets did American get?'],
    question: 'What was the top complaint reason among them?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'American'), (v) => count('tweets', v)),
  },
  {
    id: 'h2-air-follow-luggage-united',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many negative tweets were about lost luggage?'],
    question: 'How many of those were for United?',
    truth: ({ db }) =>
      answer([
        count('United Lost Luggage', tweets(db, `airline = 'United' AND reason = 'Lost Luggage'`)),
      ]),
  },
  {
    id: 'h2-air-follow-feb-22-negative',
    dataset: airline,
    category: 'follow-up',
    previous: ['How many tweets were posted on 22 February 2015?'],
    question: 'And what share of them were negative?',
    truth: ({ db }) =>
      answer([
        share('negative 22 February', shareOf(db, `sentiment = 'negative'`, `day = '2015-02-22'`)),
      ]),
  },

  // More than one ask.
  {
    id: 'h2-air-multi-southwest-late',
    dataset: airline,
    category: 'multi-part',
    question: 'How many tweets did Southwest get, and how many of them were about late flights?',
    truth: ({ db }) =>
      answer([
        also(count('Southwest', tweets(db, `airline = 'Southwest'`))),
        also(count('Late Flight', tweets(db, `airline = 'Southwest' AND reason = 'Late Flight'`))),
      ]),
  },
  {
    id: 'h2-air-multi-feb-21-top',
    dataset: airline,
    category: 'multi-part',
    question: 'Which airline got the most tweets on 21 February 2015, and how many?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT airline k, count(*) v FROM tweets WHERE day = '2015-02-21' GROUP BY k ORDER BY v DESC`,
      );
      return answer([also(count('tweets', ranked.values[0]!))], [top('airline', ranked.keys)]);
    },
  },
  {
    id: 'h2-air-multi-virgin-positive',
    dataset: airline,
    category: 'multi-part',
    question: 'How many tweets did Virgin America get, and what share of them were positive?',
    truth: ({ db }) =>
      answer([
        count('Virgin America', tweets(db, `airline = 'Virgin America'`)),
        share('positive', shareOf(db, `sentiment = 'positive'`, `airline = 'Virgin America'`)),
      ]),
  },

  // Lookups.
  {
    id: 'h2-air-lookup-reason',
    dataset: airline,
    category: 'lookup',
    question: 'Why was the author of tweet 568497723109974016 unhappy?',
    truth: ({ db }) =>
      answer([], [named('reason', tweetField(db, 'reason', '568497723109974016'))]),
  },
  {
    id: 'h2-air-lookup-airline',
    dataset: airline,
    category: 'lookup',
    question: 'Which carrier was tweet 568818229461721088 written to?',
    truth: ({ db }) =>
      answer([], [named('airline', tweetField(db, 'airline', '568818229461721088'))]),
  },
  {
    id: 'h2-air-lookup-day',
    dataset: airline,
    category: 'lookup',
    question: 'What day was tweet 569963767066271744 posted?',
    truth: ({ db }) =>
      answer(
        [],
        [{ label: 'day', anyOf: daySpellings(tweetField(db, 'day', '569963767066271744')) }],
      ),
  },
  {
    id: 'h2-air-lookup-label',
    dataset: airline,
    category: 'lookup',
    question: 'How was tweet 569874043395903489 labelled: good, bad or neither?',
    truth: ({ db }) => {
      const label = tweetField(db, 'sentiment', '569874043395903489');
      return answer(
        [],
        [
          {
            label: 'sentiment',
            anyOf: [label],
            rivals: ['positive', 'negative', 'neutral'].filter((other) => other !== label),
          },
        ],
      );
    },
  },
];
