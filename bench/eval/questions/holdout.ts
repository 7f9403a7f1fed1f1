// Held-out questions: written after the planner had been tuned on the rest of the set and run
// once before anyone saw them, to measure how the planner does on wordings it was not tuned on.
// Kept in the set afterwards like any other case (their first figures are in the final report).
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { lastDays, reasonsOf, tweets } from './airline-sql';
import { handOffRate } from './demo-sql';
import {
  also,
  answer,
  averageSentiment,
  column,
  communications,
  count,
  decline,
  leader,
  named,
  ranking,
  score,
  share,
  value,
} from './truth';

const SEGMENT_SENTIMENT = `SELECT avg(m.sentiment) FROM communications m JOIN customers c ON c.id = m.customer_id WHERE c.segment = ?`;
const COMPLAINT_BREACH = `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND substr(opened_at, 1, 10) BETWEEN ? AND ?`;

function window(db: Parameters<EvalCase['truth']>[0]['db'], days: number): [string, string] {
  const last = column(db, 'SELECT max(day) FROM communications')[0]!;
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last];
}

export const holdoutCases: EvalCase[] = [
  {
    id: 'holdout-bot-to-human',
    dataset: 'demo',
    category: 'planted fact',
    question: 'What fraction of conversations with the bot ended up with a human?',
    truth: ({ db }) => answer([share('hand-off rate', handOffRate(db))]),
  },
  {
    id: 'holdout-outage-calls',
    dataset: 'demo',
    category: 'planted fact',
    question:
      'How many phone calls did we take on 19 August 2026, the day of the telephone outage?',
    truth: ({ db }) =>
      answer([count('calls', communications(db, `channel = 'phone' AND day = '2026-08-19'`))]),
  },
  {
    id: 'holdout-q3-complaint-channel',
    dataset: 'demo',
    category: 'ranking',
    question: 'Through which channel did most complaints arrive in Q3 2026?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel k, count(*) v FROM communications WHERE intent = 'complaint' AND day BETWEEN '2026-07-01' AND '2026-09-30' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'holdout-complaint-share-2026',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What proportion of all messages in 2026 were complaints?',
    truth: ({ db }) =>
      answer([
        share(
          'complaint share',
          communications(db, `intent = 'complaint' AND day >= '2026-01-01'`) /
            communications(db, `day >= '2026-01-01'`),
        ),
      ]),
  },
  {
    id: 'holdout-premier-june',
    dataset: 'demo',
    category: 'descriptive',
    question: 'Average sentiment of premier customers in June 2026?',
    truth: ({ db }) =>
      answer([
        score(
          'premier June',
          value(db, `${SEGMENT_SENTIMENT} AND substr(m.day, 1, 7) = '2026-06'`, 'premier'),
        ),
      ]),
  },
  {
    id: 'holdout-negative-social-august',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many social media messages in August 2026 were negative?',
    truth: ({ db }) =>
      answer([
        count(
          'negative social',
          communications(
            db,
            `channel = 'social' AND sentiment_label = 'negative' AND substr(day, 1, 7) = '2026-08'`,
          ),
        ),
      ]),
  },
  {
    id: 'holdout-fewest-product',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which product had the fewest communications?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(db, `SELECT product k, count(*) v FROM communications GROUP BY k ORDER BY v ASC`),
        (v) => count('communications', v),
      ),
  },
  {
    id: 'holdout-busiest-day-2025',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which day in 2025 saw the most communications?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE day < '2026-01-01' GROUP BY k ORDER BY v DESC LIMIT 5`,
      );
      return answer(
        [also(count('communications', values[0]!))],
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
    id: 'holdout-mortgage-h2',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many Mortgage complaints were there in the second half of 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'Mortgage complaints H2',
          communications(
            db,
            `intent = 'complaint' AND product = 'Mortgage' AND day BETWEEN '2026-07-01' AND '2026-12-31'`,
          ),
        ),
      ]),
  },
  {
    id: 'holdout-breach-q2-q3',
    dataset: 'demo',
    category: 'comparison',
    question: 'Did the complaint SLA breach rate go up or down from Q2 to Q3 2026?',
    truth: ({ db }) =>
      answer([
        also(share('Q2', value(db, COMPLAINT_BREACH, '2026-04-01', '2026-06-30'))),
        also(share('Q3', value(db, COMPLAINT_BREACH, '2026-07-01', '2026-09-30'))),
      ]),
  },
  {
    id: 'holdout-business-vs-retail',
    dataset: 'demo',
    category: 'comparison',
    question: 'Compare average sentiment for business and retail customers.',
    truth: ({ db }) =>
      answer([
        also(score('business', value(db, SEGMENT_SENTIMENT, 'business'))),
        also(score('retail', value(db, SEGMENT_SENTIMENT, 'retail'))),
      ]),
  },
  {
    id: 'holdout-email-requests-2026',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many requests came in by email in 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'email requests',
          communications(db, `intent = 'request' AND channel = 'email' AND day >= '2026-01-01'`),
        ),
      ]),
  },
  {
    id: 'holdout-casual-savings-30',
    dataset: 'demo',
    category: 'casual',
    question: 'hows sentiment for savings been in the last 30 days',
    truth: ({ db }) =>
      answer([
        score(
          'Savings sentiment',
          averageSentiment(db, `product = 'Savings' AND day BETWEEN ? AND ?`, ...window(db, 30)),
          0.03,
        ),
      ]),
  },
  {
    id: 'holdout-casual-complaints-90',
    dataset: 'demo',
    category: 'relative period',
    question: 'total complaints last 90 days?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, ...window(db, 90)),
          0.03,
        ),
      ]),
  },
  {
    id: 'holdout-followup-cards-june',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many complaints about Cards were there in May 2026?'],
    question: 'And in June?',
    truth: ({ db }) =>
      answer([
        count(
          'Cards complaints June',
          communications(
            db,
            `intent = 'complaint' AND category = 'Cards' AND substr(day, 1, 7) = '2026-06'`,
          ),
        ),
      ]),
  },
  {
    id: 'holdout-followup-better-worse',
    dataset: 'demo',
    category: 'follow-up',
    previous: ["What's the average sentiment of Online Banking communications?"],
    question: 'Is that better or worse than the Mobile App?',
    truth: ({ db }) =>
      answer([
        also(score('Online Banking', averageSentiment(db, `product = 'Online Banking'`))),
        also(score('Mobile App', averageSentiment(db, `product = 'Mobile App'`))),
      ]),
  },
  {
    id: 'holdout-followup-letters-complaints',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many letters did we get in Q2 2026?'],
    question: 'How many of those were complaints?',
    truth: ({ db }) =>
      answer([
        count(
          'letter complaints Q2',
          communications(
            db,
            `channel = 'letter' AND intent = 'complaint' AND day BETWEEN '2026-04-01' AND '2026-06-30'`,
          ),
        ),
      ]),
  },
  {
    id: 'holdout-no-market-share',
    dataset: 'demo',
    category: 'unanswerable',
    question: "What's our market share in the UK?",
    truth: () => decline('no market data'),
  },
  {
    id: 'holdout-no-employees',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'How many employees handled complaints last month?',
    truth: () => decline('no staff data'),
  },
  {
    id: 'holdout-no-december-2026',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What was the average sentiment in December 2026?',
    truth: () => decline('the data ends in October 2026'),
  },
  {
    id: 'holdout-no-case-77777',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'Look up case K-77777.',
    truth: () => decline('no such case'),
  },
  {
    id: 'holdout-no-csat',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is our CSAT score from the satisfaction survey?',
    truth: () => decline('no survey data'),
  },
  {
    id: 'holdout-lookup-segment',
    dataset: 'demo',
    category: 'lookup',
    question: 'Which segment does customer C-02000 belong to?',
    truth: ({ db }) =>
      answer(
        [],
        [named('segment', column(db, `SELECT segment FROM customers WHERE id = 'C-02000'`)[0]!)],
      ),
  },
  {
    id: 'holdout-lookup-case-reason',
    dataset: 'demo',
    category: 'lookup',
    question: 'Which reason was recorded on case K-03000?',
    truth: ({ db }) =>
      answer(
        [],
        [named('reason', column(db, `SELECT reason FROM cases WHERE id = 'K-03000'`)[0]!)],
      ),
  },
  {
    id: 'holdout-air-attendants',
    dataset: 'airline',
    category: 'ranking',
    question: 'Which carrier drew the most complaints about flight attendants?',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Flight Attendant Complaints' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tweets', v),
      ),
  },
  {
    id: 'holdout-air-southwest-22',
    dataset: 'airline',
    category: 'descriptive',
    question: 'How many tweets did Southwest receive on 22 February 2015?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, `airline = 'Southwest' AND day = '2015-02-22'`))]),
  },
  {
    id: 'holdout-air-american-neutral',
    dataset: 'airline',
    category: 'descriptive',
    question: "What percentage of American's tweets were neutral?",
    truth: ({ db }) =>
      answer([
        share(
          'neutral share',
          tweets(db, `airline = 'American' AND sentiment = 'neutral'`) /
            tweets(db, `airline = 'American'`),
        ),
      ]),
  },
  {
    id: 'holdout-air-late-share',
    dataset: 'airline',
    category: 'descriptive',
    question: 'Of the negative tweets, what share cite late flights?',
    truth: ({ db }) =>
      answer([
        share(
          'Late Flight share',
          tweets(db, `reason = 'Late Flight'`) / tweets(db, `sentiment = 'negative'`),
        ),
      ]),
  },
  {
    id: 'holdout-air-luggage-united-american',
    dataset: 'airline',
    category: 'casual',
    question: 'united vs american: who got more lost luggage complaints',
    truth: ({ db }) =>
      answer([
        also(count('United', tweets(db, `airline = 'United' AND reason = 'Lost Luggage'`))),
        also(count('American', tweets(db, `airline = 'American' AND reason = 'Lost Luggage'`))),
      ]),
  },
  {
    id: 'holdout-air-followup-virgin-reason',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['How many negative tweets did Virgin America receive?'],
    question: 'What was the main reason for those?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'Virgin America'), (v) => count('tweets', v)),
  },
  {
    id: 'holdout-air-last-5-days',
    dataset: 'airline',
    category: 'relative period',
    question: 'How many tweets arrived in the last 5 days of the data?',
    truth: ({ db }) =>
      answer([count('tweets', tweets(db, 'day BETWEEN ? AND ?', ...lastDays(db, 5)), 0.02)]),
  },
  {
    id: 'holdout-air-lookup',
    dataset: 'airline',
    category: 'lookup',
    question: 'What airline does tweet 569973821396152323 mention?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'airline',
            column(db, `SELECT airline FROM tweets WHERE tweet_id = '569973821396152323'`)[0]!,
          ),
        ],
      ),
  },
  {
    id: 'holdout-air-casual-best',
    dataset: 'airline',
    category: 'casual',
    question: 'wich airline has the highest share of positve tweets',
    truth: ({ db }) =>
      leader(
        'airline',
        ranking(
          db,
          `SELECT airline k, avg(sentiment = 'positive') v FROM tweets GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('positive share', v),
      ),
  },
  {
    id: 'holdout-air-no-lufthansa',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'How many tweets did Lufthansa get?',
    truth: () => decline('Lufthansa is not in the data'),
  },
  {
    id: 'holdout-air-no-bag-fee',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'What is the checked bag fee at Delta?',
    truth: () => decline('no fees'),
  },
];
