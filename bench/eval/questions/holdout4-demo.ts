// Fourth held-out round over the demo corpus (communications, cases, customers): every kind of
// question, in the words of an analyst who has not used the tool before.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { also, answer, communications, count, leader, ranking, score, share, value } from './truth';
import { monthBack, trailingDays } from './unseen3-truth';

const demo = 'demo' as const;

const sentiment = (db: Store, where: string, ...params: string[]) =>
  value(db, `SELECT avg(sentiment) FROM communications WHERE ${where}`, ...params);

/** Average sentiment of the communications of customers matching `where` (on `c`). */
const customerSentiment = (db: Store, where: string, ...params: string[]) =>
  value(
    db,
    `SELECT avg(m.sentiment) FROM communications m JOIN customers c ON c.id = m.customer_id
     WHERE ${where}`,
    ...params,
  );

export const holdout4Demo: EvalCase[] = [
  {
    id: 'h4-demo-total',
    dataset: demo,
    category: 'descriptive',
    question: 'How many customer communications does the data hold overall?',
    truth: ({ db }) => answer([count('communications', communications(db, '1'))]),
  },
  {
    id: 'h4-demo-complaint-share',
    dataset: demo,
    category: 'descriptive',
    question: 'What proportion of all contacts are complaints?',
    truth: ({ db }) =>
      answer([
        share('complaints', value(db, `SELECT avg(intent = 'complaint') FROM communications`)),
      ]),
  },
  {
    id: 'h4-demo-avg-sentiment',
    dataset: demo,
    category: 'descriptive',
    question: 'What is the overall average sentiment score?',
    truth: ({ db }) => answer([score('sentiment', sentiment(db, '1'))]),
  },
  {
    id: 'h4-demo-business-customers',
    dataset: demo,
    category: 'descriptive',
    question: 'How many customers are in the business segment?',
    truth: ({ db }) =>
      answer([
        count(
          'business customers',
          value(db, `SELECT count(*) FROM customers WHERE segment = 'business'`),
        ),
      ]),
  },
  {
    id: 'h4-demo-overdraft-emails',
    dataset: demo,
    category: 'descriptive',
    question: 'How many emails did we get about overdraft fees?',
    truth: ({ db }) =>
      answer([
        count('emails', communications(db, `channel = 'email' AND subcategory = 'Overdraft fee'`)),
      ]),
  },
  {
    id: 'h4-demo-cdd-median',
    dataset: demo,
    category: 'descriptive',
    question: 'What is the median time in days to close a CDD case?',
    truth: ({ db }) => {
      const spans = db
        .prepare(
          `SELECT julianday(closed_at) - julianday(opened_at) FROM cases
           WHERE type = 'cdd' AND closed_at IS NOT NULL ORDER BY 1`,
        )
        .pluck()
        .all() as number[];
      const middle = spans.length / 2;
      const median =
        spans.length % 2 ? spans[Math.floor(middle)]! : (spans[middle - 1]! + spans[middle]!) / 2;
      return answer([{ label: 'median days', value: median, tolerance: 0.6, lead: true }]);
    },
  },
  {
    id: 'h4-demo-phone-vs-chat-sentiment',
    dataset: demo,
    category: 'comparison',
    question: 'Is sentiment on phone calls better or worse than on chat?',
    truth: ({ db }) =>
      answer([
        also(score('phone', sentiment(db, `channel = 'phone'`))),
        also(score('chat', sentiment(db, `channel = 'chat'`))),
      ]),
  },
  {
    id: 'h4-demo-may-vs-june-complaints',
    dataset: demo,
    category: 'comparison',
    question: 'Compare the number of complaints in May 2026 with June 2026.',
    truth: ({ db }) =>
      answer([
        also(count('May', communications(db, `intent = 'complaint' AND day LIKE '2026-05-%'`))),
        also(count('June', communications(db, `intent = 'complaint' AND day LIKE '2026-06-%'`))),
      ]),
  },
  {
    id: 'h4-demo-premier-vs-student',
    dataset: demo,
    category: 'comparison',
    question: 'How does average sentiment differ between premier and student customers?',
    truth: ({ db }) =>
      answer([
        also(score('premier', customerSentiment(db, `c.segment = 'premier'`))),
        also(score('student', customerSentiment(db, `c.segment = 'student'`))),
      ]),
  },
  {
    id: 'h4-demo-letter-vs-social',
    dataset: demo,
    category: 'comparison',
    question: 'Did more people reach us by letter or through social media?',
    truth: ({ db }) =>
      answer([
        also(count('letter', communications(db, `channel = 'letter'`))),
        also(count('social', communications(db, `channel = 'social'`))),
      ]),
  },
  {
    id: 'h4-demo-mortgage-vs-loan',
    dataset: demo,
    category: 'comparison',
    question: 'Mortgage versus Personal Loan: which one has the more negative sentiment?',
    truth: ({ db }) =>
      answer([
        also(score('Mortgage', sentiment(db, `product = 'Mortgage'`))),
        also(score('Personal Loan', sentiment(db, `product = 'Personal Loan'`))),
      ]),
  },
  {
    id: 'h4-demo-sla-march-vs-year',
    dataset: demo,
    category: 'comparison',
    question:
      'How did the SLA breach rate of complaint cases opened in March 2026 compare with the whole year?',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'March 2026',
            value(
              db,
              `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND opened_at LIKE '2026-03-%'`,
            ),
          ),
        ),
        also(
          share(
            'whole year',
            value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-top-product',
    dataset: demo,
    category: 'ranking',
    question: 'Which product do customers contact us about most?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(db, `SELECT product k, count(*) v FROM communications GROUP BY k ORDER BY v DESC`),
        (v) => count('communications', v),
      ),
  },
  {
    id: 'h4-demo-top-complaint-subcategory',
    dataset: demo,
    category: 'ranking',
    question: 'Which subcategory draws the most complaints?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory k, count(*) v FROM communications WHERE intent = 'complaint'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h4-demo-unhappiest-region',
    dataset: demo,
    category: 'ranking',
    question: "Which region's customers are the least happy, going by average sentiment?",
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT c.region k, avg(m.sentiment) v FROM communications m
           JOIN customers c ON c.id = m.customer_id GROUP BY k ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h4-demo-cdd-restriction-reason',
    dataset: demo,
    category: 'ranking',
    question: 'Which CDD reason most often ends in the account being restricted, as a rate?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, avg(account_restricted) v FROM cases WHERE type = 'cdd'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('restricted', v),
      ),
  },
  {
    id: 'h4-demo-email-top-category',
    dataset: demo,
    category: 'ranking',
    question: 'What do people email us about most, by category?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category k, count(*) v FROM communications WHERE channel = 'email'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('emails', v),
      ),
  },
  {
    id: 'h4-demo-last-30-complaints',
    dataset: demo,
    category: 'relative period',
    question: 'How many complaints came in during the last 30 days?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `intent = 'complaint' AND day BETWEEN ? AND ?`,
            ...trailingDays(db, 'communications', 30),
          ),
          0.04,
        ),
      ]),
  },
  {
    id: 'h4-demo-sentiment-last-month',
    dataset: demo,
    category: 'relative period',
    question: 'What was the average sentiment last month?',
    truth: ({ db }) =>
      answer([
        score('sentiment', sentiment(db, 'day LIKE ?', `${monthBack(db, 'communications', 1)}-%`)),
      ]),
  },
  {
    id: 'h4-demo-chats-this-month',
    dataset: demo,
    category: 'relative period',
    question: 'How many chat conversations so far this month?',
    truth: ({ db }) =>
      answer([
        count(
          'chats',
          communications(
            db,
            `channel = 'chat' AND day LIKE ?`,
            `${monthBack(db, 'communications', 0)}-%`,
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-category-90-days',
    dataset: demo,
    category: 'relative period',
    question: 'What was the top category over the past 90 days?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category k, count(*) v FROM communications WHERE day BETWEEN ? AND ?
           GROUP BY k ORDER BY v DESC`,
          ...trailingDays(db, 'communications', 90),
        ),
        (v) => count('communications', v, 0.05),
      ),
  },
  {
    id: 'h4-demo-social-two-weeks',
    dataset: demo,
    category: 'relative period',
    question: 'How many social media messages arrived in the last two weeks?',
    truth: ({ db }) =>
      answer([
        count(
          'social messages',
          communications(
            db,
            `channel = 'social' AND day BETWEEN ? AND ?`,
            ...trailingDays(db, 'communications', 14),
          ),
          0.1,
        ),
      ]),
  },
];
