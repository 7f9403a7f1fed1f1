// Second held-out round over the demo corpus, continued: follow-ups of two turns, questions with
// more than one ask, and record lookups.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { medianResolutionDays } from './demo-sql';
import { casesWhere, recordField, segmentSentiment, WITH_CUSTOMERS } from './holdout-demo-sql';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  named,
  ranking,
  score,
  share,
  top,
  value,
} from './truth';

const demo = 'demo' as const;

export const holdout2Turns: EvalCase[] = [
  // Follow-ups: the second turn leans on the first.
  {
    id: 'h2-follow-cards-then-fees',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many Cards complaints did we get in 2026?'],
    question: 'What about Fees & Charges?',
    truth: ({ db }) =>
      answer([
        count(
          'Fees & Charges complaints 2026',
          communications(
            db,
            `category = 'Fees & Charges' AND intent = 'complaint' AND day >= '2026-01-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-follow-student-then-business',
    dataset: demo,
    category: 'follow-up',
    previous: ['What is the average sentiment of student customers?'],
    question: 'and business ones?',
    truth: ({ db }) => answer([score('business', segmentSentiment(db, 'business'))]),
  },
  {
    id: 'h2-follow-chats-then-bot',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many chats did we have in August 2026?'],
    question: 'How many of those were with the chatbot?',
    truth: ({ db }) =>
      answer([
        count(
          'chatbot August',
          communications(db, `channel = 'chat' AND chat_mode = 'chatbot' AND day LIKE '2026-08-%'`),
        ),
      ]),
  },
  {
    id: 'h2-follow-complaint-cases-critical',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many complaint cases were opened in Q1 2026?'],
    question: 'And how many of them were critical priority?',
    truth: ({ db }) =>
      answer([
        count(
          'critical complaint cases Q1',
          casesWhere(
            db,
            `type = 'complaint' AND priority = 'critical' AND substr(opened_at, 1, 10) BETWEEN '2026-01-01' AND '2026-03-31'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-follow-top-product-mood',
    dataset: demo,
    category: 'follow-up',
    previous: ['Which product gets the most complaints?'],
    question: 'How do customers feel about it on average?',
    truth: ({ db }) => {
      const leader = ranking(
        db,
        `SELECT product k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v DESC`,
      ).keys[0]!;
      return answer([score(leader, averageSentiment(db, 'product = ?', leader))]);
    },
  },
  {
    id: 'h2-follow-may-emails-negative',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many emails did we get in May 2026?'],
    question: 'What share of them were negative?',
    truth: ({ db }) =>
      answer([
        share(
          'negative emails May',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE channel = 'email' AND day LIKE '2026-05-%'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-follow-outage-day-before',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many phone calls were there on 19 August 2026?'],
    question: 'and on the 18th?',
    truth: ({ db }) =>
      answer([
        count('phone 18 August', communications(db, `channel = 'phone' AND day = '2026-08-18'`)),
      ]),
  },
  {
    id: 'h2-follow-debit-q3-month',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many Debit Card messages were there in Q3 2026?'],
    question: 'Which month of that quarter had the most?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications WHERE product = 'Debit Card' AND day BETWEEN '2026-07-01' AND '2026-09-30' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('Debit Card messages', values[0]!))],
        [
          {
            label: 'month',
            anyOf: monthSpellings(keys[0]!),
            rivals: keys.slice(1).flatMap(monthSpellings),
          },
        ],
      );
    },
  },

  // More than one ask.
  {
    id: 'h2-multi-cdd-q1-restricted',
    dataset: demo,
    category: 'multi-part',
    question:
      'How many CDD cases were opened in Q1 2026, and what share of them ended with a restricted account?',
    truth: ({ db }) => {
      const q1 = `type = 'cdd' AND substr(opened_at, 1, 10) BETWEEN '2026-01-01' AND '2026-03-31'`;
      return answer([
        count('CDD Q1', casesWhere(db, q1)),
        share(
          'restricted share',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE ${q1}`),
        ),
      ]);
    },
  },
  {
    id: 'h2-multi-chat-june',
    dataset: demo,
    category: 'multi-part',
    question: 'How many chats were there in June 2026 and what was their average sentiment?',
    truth: ({ db }) => {
      const june = `channel = 'chat' AND day LIKE '2026-06-%'`;
      return answer([
        count('chats June', communications(db, june)),
        score('average sentiment', averageSentiment(db, june)),
      ]);
    },
  },
  {
    id: 'h2-multi-savings-september',
    dataset: demo,
    category: 'multi-part',
    question: 'How many Savings messages did we get in September 2026, and how many were positive?',
    truth: ({ db }) => {
      const september = `product = 'Savings' AND day LIKE '2026-09-%'`;
      return answer([
        also(count('Savings September', communications(db, september))),
        also(
          count('positive', communications(db, `${september} AND sentiment_label = 'positive'`)),
        ),
      ]);
    },
  },
  {
    id: 'h2-multi-complaint-breach-median',
    dataset: demo,
    category: 'multi-part',
    question:
      'How many complaint cases breached their SLA, and what is the median time to resolve a complaint case in days?',
    truth: ({ db }) =>
      answer([
        also(count('breached', casesWhere(db, `type = 'complaint' AND sla_breached = 1`))),
        also({
          label: 'median days',
          value: medianResolutionDays(db, `type = 'complaint'`),
          tolerance: 0.5,
        }),
      ]),
  },
  {
    id: 'h2-multi-business-customers-messages',
    dataset: demo,
    category: 'multi-part',
    question: 'How many business customers do we have, and how many messages did they send us?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'business customers',
            value(db, `SELECT count(*) FROM customers WHERE segment = 'business'`),
          ),
        ),
        also(
          count(
            'business messages',
            value(db, `SELECT count(*) ${WITH_CUSTOMERS} WHERE c.segment = 'business'`),
          ),
        ),
      ]),
  },
  {
    id: 'h2-multi-social-q2',
    dataset: demo,
    category: 'multi-part',
    question:
      'How many messages came through social media in Q2 2026, and what was their average sentiment?',
    truth: ({ db }) => {
      const q2 = `channel = 'social' AND day BETWEEN '2026-04-01' AND '2026-06-30'`;
      return answer([
        count('social Q2', communications(db, q2)),
        score('average sentiment', averageSentiment(db, q2)),
      ]);
    },
  },
  {
    id: 'h2-multi-login-failure-march',
    dataset: demo,
    category: 'multi-part',
    question:
      'How many Login failure messages were there in March 2026, and what share of them were complaints?',
    truth: ({ db }) => {
      const march = `subcategory = 'Login failure' AND day LIKE '2026-03-%'`;
      return answer([
        count('Login failure March', communications(db, march)),
        share(
          'complaint share',
          value(db, `SELECT avg(intent = 'complaint') FROM communications WHERE ${march}`),
        ),
      ]);
    },
  },
  {
    id: 'h2-multi-channel-2025',
    dataset: demo,
    category: 'multi-part',
    question: 'Which channel brought in the most complaints in 2025, and how many was that?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT channel k, count(*) v FROM communications WHERE intent = 'complaint' AND day < '2026-01-01' GROUP BY k ORDER BY v DESC`,
      );
      return answer([also(count('complaints', ranked.values[0]!))], [top('channel', ranked.keys)]);
    },
  },

  // Record lookups.
  {
    id: 'h2-lookup-case-sla-hours',
    dataset: demo,
    category: 'lookup',
    question: 'What is the SLA in hours for case K-01111?',
    truth: ({ db }) =>
      answer([
        count(
          'SLA hours',
          Number(recordField(db, 'SELECT sla_hours FROM cases WHERE id = ?', 'K-01111')),
        ),
      ]),
  },
  {
    id: 'h2-lookup-case-customer',
    dataset: demo,
    category: 'lookup',
    question: 'Which customer is case K-02222 for?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'customer',
            recordField(db, 'SELECT customer_id FROM cases WHERE id = ?', 'K-02222'),
          ),
        ],
      ),
  },
  {
    id: 'h2-lookup-message-sender',
    dataset: demo,
    category: 'lookup',
    question: 'Who sent message M-004321?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'customer',
            recordField(db, 'SELECT customer_id FROM communications WHERE id = ?', 'M-004321'),
          ),
        ],
      ),
  },
  {
    id: 'h2-lookup-message-category',
    dataset: demo,
    category: 'lookup',
    question: 'What category is communication M-020202 filed under?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'category',
            recordField(db, 'SELECT category FROM communications WHERE id = ?', 'M-020202'),
          ),
        ],
      ),
  },
  {
    id: 'h2-lookup-message-subject',
    dataset: demo,
    category: 'lookup',
    question: 'What was the subject line of M-007777?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'subject',
            recordField(db, 'SELECT subject FROM communications WHERE id = ?', 'M-007777'),
          ),
        ],
      ),
  },
  {
    id: 'h2-lookup-customer-joined',
    dataset: demo,
    category: 'lookup',
    question: 'When did customer C-00888 become a customer?',
    truth: ({ db }) =>
      answer(
        [],
        [
          {
            label: 'joined',
            anyOf: daySpellings(
              recordField(db, 'SELECT joined_at FROM customers WHERE id = ?', 'C-00888'),
            ),
          },
        ],
      ),
  },
  {
    id: 'h2-lookup-customer-message-count',
    dataset: demo,
    category: 'lookup',
    question: 'How many times has customer C-01000 been in touch with us?',
    truth: ({ db }) =>
      answer([count('communications', communications(db, `customer_id = 'C-01000'`))]),
  },
  {
    id: 'h2-lookup-customer-region',
    dataset: demo,
    category: 'lookup',
    question: 'Where is customer C-02750 based?',
    truth: ({ db }) =>
      answer(
        [],
        [named('region', recordField(db, 'SELECT region FROM customers WHERE id = ?', 'C-02750'))],
      ),
  },
  {
    id: 'h2-lookup-message-day',
    dataset: demo,
    category: 'lookup',
    question: 'On what date did we receive communication M-015000?',
    truth: ({ db }) =>
      answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(
              recordField(db, 'SELECT day FROM communications WHERE id = ?', 'M-015000'),
            ),
          },
        ],
      ),
  },
  {
    id: 'h2-lookup-case-priority',
    dataset: demo,
    category: 'lookup',
    question: 'How urgent is case K-03333?',
    truth: ({ db }) =>
      answer(
        [],
        [named('priority', recordField(db, 'SELECT priority FROM cases WHERE id = ?', 'K-03333'))],
      ),
  },
];
