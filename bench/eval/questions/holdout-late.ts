// A second held-out round, written at the end of the session and run unseen once before it was
// committed: new wordings for the planner's final state.
import type { EvalCase } from '../eval-case';
import { reasonsOf, tweets } from './airline-sql';
import {
  answer,
  averageSentiment,
  communications,
  count,
  decline,
  leader,
  ranking,
  score,
  share,
  value,
} from './truth';

export const holdoutLateCases: EvalCase[] = [
  {
    id: 'late-complaints-per-month-top',
    dataset: 'demo',
    category: 'ranking',
    question: 'In which month of 2026 did Debit Card complaints peak?',
    truth: ({ db }) =>
      leader(
        'month',
        ranking(
          db,
          `SELECT substr(day, 1, 7) k, count(*) v FROM communications WHERE intent = 'complaint' AND product = 'Debit Card' AND day >= '2026-01-01' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'late-phone-negative-share',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What percent of phone calls were negative in tone?',
    truth: ({ db }) =>
      answer([
        share(
          'negative share',
          communications(db, `channel = 'phone' AND sentiment_label = 'negative'`) /
            communications(db, `channel = 'phone'`),
        ),
      ]),
  },
  {
    id: 'late-chat-sept-vs-oct',
    dataset: 'demo',
    category: 'comparison',
    question: 'Did we have more chats in September or October 2026?',
    truth: ({ db }) =>
      answer([
        {
          ...count(
            'September',
            communications(db, `channel = 'chat' AND substr(day, 1, 7) = '2026-09'`),
          ),
          lead: false,
        },
        {
          ...count(
            'October',
            communications(db, `channel = 'chat' AND substr(day, 1, 7) = '2026-10'`),
          ),
          lead: false,
        },
      ]),
  },
  {
    id: 'late-personal-loan-sentiment',
    dataset: 'demo',
    category: 'casual',
    question: 'personal loans - hows the mood?',
    truth: ({ db }) =>
      answer([score('Personal Loan sentiment', averageSentiment(db, `product = 'Personal Loan'`))]),
  },
  {
    id: 'late-followup-student-complaints',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many student customers do we have?'],
    question: 'How many complaints did they send?',
    truth: ({ db }) =>
      answer([
        count(
          'student complaints',
          value(
            db,
            `SELECT count(*) FROM communications m JOIN customers c ON c.id = m.customer_id WHERE c.segment = 'student' AND m.intent = 'complaint'`,
          ),
        ),
      ]),
  },
  {
    id: 'late-week-last',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many emails arrived in the final week of the data?',
    truth: ({ db }) =>
      answer([
        count(
          'emails',
          communications(db, `channel = 'email' AND day BETWEEN '2026-10-25' AND '2026-10-31'`),
          0.1,
        ),
      ]),
  },
  {
    id: 'late-no-weather',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'Did rainy weather increase complaint volumes?',
    truth: () => decline('no weather data'),
  },
  {
    id: 'late-no-2023',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'How many cases were opened in 2023?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'late-air-delta-share-of-all',
    dataset: 'airline',
    category: 'descriptive',
    question: 'What share of all tweets were aimed at Delta?',
    truth: ({ db }) =>
      answer([share('Delta share', tweets(db, `airline = 'Delta'`) / tweets(db, '1'))]),
  },
  {
    id: 'late-air-southwest-top-reason',
    dataset: 'airline',
    category: 'ranking',
    question: 'Biggest complaint reason for Southwest?',
    truth: ({ db }) => leader('reason', reasonsOf(db, 'Southwest'), (v) => count('tweets', v)),
  },
  {
    id: 'late-air-followup-positive',
    dataset: 'airline',
    category: 'follow-up',
    previous: ['How many tweets did US Airways get?'],
    question: 'And how many of them were positive?',
    truth: ({ db }) =>
      answer([
        count(
          'positive US Airways',
          tweets(db, `airline = 'US Airways' AND sentiment = 'positive'`),
        ),
      ]),
  },
  {
    id: 'late-air-no-jetblue-reason',
    dataset: 'airline',
    category: 'unanswerable',
    question: 'What is the top complaint reason for JetBlue?',
    truth: () => decline('JetBlue is not in the data'),
  },
];
