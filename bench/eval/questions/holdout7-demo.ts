// Seventh held-out round over the demo bank's communications, cases and customers: every kind of
// question a new analyst at the bank would type, truths by plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  decline,
  lastDay,
  lastDays,
  leader,
  named,
  ranking,
  score,
  share,
  top,
  value,
} from './truth';

const dataset = 'demo' as const;

/** The median of the first column of `sql`. */
function median(db: Store, sql: string): number {
  const values = db.prepare(sql).pluck().all() as number[];
  if (values.length === 0) throw new Error(`No rows for a median: ${sql}`);
  values.sort((a, b) => a - b);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

const WITH_REGION = `communications JOIN customers ON customers.id = communications.customer_id`;

export const holdout7Demo: EvalCase[] = [
  {
    id: 'h7-demo-letters',
    dataset,
    category: 'descriptive',
    question: 'How many communications arrived by letter over the whole period?',
    truth: ({ db }) => answer([count('letters', communications(db, `channel = 'letter'`))]),
  },
  {
    id: 'h7-demo-complaint-share',
    dataset,
    category: 'descriptive',
    question: 'Out of everything customers sent us, what share were complaints?',
    truth: ({ db }) =>
      answer([
        share('complaints', value(db, `SELECT avg(intent = 'complaint') FROM communications`)),
      ]),
  },
  {
    id: 'h7-demo-mortgage-sentiment',
    dataset,
    category: 'descriptive',
    question: 'What is the mean sentiment score for mortgage messages?',
    truth: ({ db }) =>
      answer([score('sentiment', averageSentiment(db, `product = 'Mortgage'`), 0.011)]),
  },
  {
    id: 'h7-demo-in-progress',
    dataset,
    category: 'descriptive',
    question: 'How many cases are in progress at the moment?',
    truth: ({ db }) =>
      answer([
        count('in progress', value(db, `SELECT count(*) FROM cases WHERE status = 'in_progress'`)),
      ]),
  },
  {
    id: 'h7-demo-outbound',
    dataset,
    category: 'descriptive',
    question: 'How many messages went out from the bank to customers (outbound)?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'h7-demo-breach-all',
    dataset,
    category: 'descriptive',
    question: 'Across all cases of every type, what proportion breached their SLA?',
    truth: ({ db }) =>
      answer([share('breached', value(db, 'SELECT avg(sla_breached) FROM cases'))]),
  },
  {
    id: 'h7-demo-cmp-phone-email',
    dataset,
    category: 'comparison',
    question: 'Is sentiment worse on phone calls or in emails?',
    truth: ({ db }) => {
      const channels = ranking(
        db,
        `SELECT channel AS k, avg(sentiment) AS v FROM communications
         WHERE channel IN ('phone', 'email') GROUP BY channel ORDER BY v ASC`,
      );
      return answer(
        [also(score('sentiment', channels.values[0]!, 0.011))],
        [top('worse channel', channels.keys)],
      );
    },
  },
  {
    id: 'h7-demo-cmp-segments',
    dataset,
    category: 'comparison',
    question: 'Premier customers versus student customers: how many complaints did each send?',
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(
          db,
          `SELECT count(*) FROM ${WITH_REGION} WHERE intent = 'complaint' AND segment = ?`,
          segment,
        );
      return answer([also(count('premier', of('premier'))), also(count('student', of('student')))]);
    },
  },
  {
    id: 'h7-demo-cmp-cards',
    dataset,
    category: 'comparison',
    question: 'Compare the volume of Credit Card and Debit Card communications.',
    truth: ({ db }) =>
      answer([
        also(count('credit card', communications(db, `product = 'Credit Card'`))),
        also(count('debit card', communications(db, `product = 'Debit Card'`))),
      ]),
  },
  {
    id: 'h7-demo-cmp-may-june',
    dataset,
    category: 'comparison',
    question: 'How did complaint numbers in June 2026 compare with May 2026?',
    truth: ({ db }) =>
      answer([
        also(count('June', communications(db, `intent = 'complaint' AND day LIKE '2026-06-%'`))),
        also(count('May', communications(db, `intent = 'complaint' AND day LIKE '2026-05-%'`))),
      ]),
  },
  {
    id: 'h7-demo-rank-subtopic',
    dataset,
    category: 'ranking',
    question: 'Which sub-topic do customers contact us about most often?',
    truth: ({ db }) =>
      leader(
        'sub-topic',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           GROUP BY subcategory ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h7-demo-rank-region-negative',
    dataset,
    category: 'ranking',
    question: 'Which region sends us the most negative messages?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region AS k, count(*) AS v FROM ${WITH_REGION}
           WHERE sentiment_label = 'negative' GROUP BY region ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h7-demo-rank-product-sentiment',
    dataset,
    category: 'ranking',
    question: 'Rank the products by average sentiment: which one comes out lowest?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, avg(sentiment) AS v FROM communications
           GROUP BY product ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v, 0.011),
      ),
  },
  {
    id: 'h7-demo-rank-chat-topic',
    dataset,
    category: 'ranking',
    question: 'What is the top topic of complaints made over chat?',
    truth: ({ db }) =>
      leader(
        'topic',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM communications
           WHERE intent = 'complaint' AND channel = 'chat' GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h7-demo-rank-phone-day',
    dataset,
    category: 'ranking',
    question: 'On which day did we get the most phone contacts?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM communications WHERE channel = 'phone'
         GROUP BY day ORDER BY v DESC`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }]);
    },
  },
  {
    id: 'h7-demo-rel-30',
    dataset,
    category: 'relative period',
    question: 'Complaints in the last 30 days: how many?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
  {
    id: 'h7-demo-rel-ytd-fraud',
    dataset,
    category: 'relative period',
    question: 'How many fraud and security messages have we had so far this year?',
    truth: ({ db }) =>
      answer([
        count(
          'fraud',
          communications(
            db,
            `category = 'Fraud & Security' AND day >= ?`,
            `${lastDay(db).slice(0, 4)}-01-01`,
          ),
        ),
      ]),
  },
  {
    id: 'h7-demo-rel-week-app',
    dataset,
    category: 'relative period',
    question: 'What was the average sentiment about the mobile app over the last 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        score(
          'sentiment',
          averageSentiment(db, `product = 'Mobile App' AND day BETWEEN ? AND ?`, from, to),
          0.011,
        ),
      ]);
    },
  },
  {
    id: 'h7-demo-rel-fortnight',
    dataset,
    category: 'relative period',
    question: 'How many messages came through social media in the past two weeks?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count('social', communications(db, `channel = 'social' AND day BETWEEN ? AND ?`, from, to)),
      ]);
    },
  },
  {
    id: 'h7-demo-casual-overdraft',
    dataset,
    category: 'casual',
    question: 'how many complants abt overdraft fees?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Overdraft fee'`),
        ),
      ]),
  },
  {
    id: 'h7-demo-casual-handoff',
    dataset,
    category: 'casual',
    question: 'whats the bot handoff rate these days lol',
    truth: ({ db }) =>
      answer([
        share(
          'hand-off rate',
          value(
            db,
            `SELECT 1.0 * (SELECT count(*) FROM communications
               WHERE chat_mode = 'human' AND escalated_from = 'chatbot')
             / (SELECT count(*) FROM communications WHERE chat_mode = 'chatbot')`,
          ),
        ),
      ]),
  },
  {
    id: 'h7-demo-casual-savings',
    dataset,
    category: 'casual',
    question: 'savings sentimnt since sept 2026?',
    truth: ({ db }) =>
      answer([
        score(
          'sentiment',
          averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`),
          0.011,
        ),
      ]),
  },
  {
    id: 'h7-demo-turn-login-app',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints did we get about login failures?'],
    question: 'And how many of those were about the mobile app?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `intent = 'complaint' AND subcategory = 'Login failure' AND product = 'Mobile App'`,
          ),
        ),
      ]),
  },
  {
    id: 'h7-demo-turn-letter-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment on social media?'],
    question: 'And for letters?',
    truth: ({ db }) =>
      answer([score('sentiment', averageSentiment(db, `channel = 'letter'`), 0.011)]),
  },
  {
    id: 'h7-demo-turn-dispute-breach',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases were opened?'],
    question: 'And what proportion of those breached SLA?',
    truth: ({ db }) =>
      answer([
        share('breached', value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'dispute'`)),
      ]),
  },
  {
    id: 'h7-demo-no-nps',
    dataset,
    category: 'unanswerable',
    question: 'What is our Net Promoter Score this year?',
    truth: () => decline('the data has no NPS'),
  },
  {
    id: 'h7-demo-no-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many communications did we receive in 2024?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'h7-demo-no-ni',
    dataset,
    category: 'unanswerable',
    question: 'What is the complaint count for customers in Northern Ireland?',
    truth: () => decline('there is no Northern Ireland region in the data'),
  },
  {
    id: 'h7-demo-no-balance',
    dataset,
    category: 'unanswerable',
    question: 'What is the average account balance of customers who complained?',
    truth: () => decline('the data has no balances'),
  },
  {
    id: 'h7-demo-no-branch',
    dataset,
    category: 'unanswerable',
    question: 'Which bank branch did most complaints come from?',
    truth: () => decline('the data has no branches'),
  },
  {
    id: 'h7-demo-lookup-case',
    dataset,
    category: 'lookup',
    question: 'What was case K-00002 about?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'reason',
            String(db.prepare(`SELECT reason FROM cases WHERE id = 'K-00002'`).pluck().get()),
          ),
        ],
      ),
  },
  {
    id: 'h7-demo-lookup-message',
    dataset,
    category: 'lookup',
    question: 'What is the status of message M-000002?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'status',
            String(
              db.prepare(`SELECT status FROM communications WHERE id = 'M-000002'`).pluck().get(),
            ),
          ),
        ],
      ),
  },
  {
    id: 'h7-demo-lookup-customer',
    dataset,
    category: 'lookup',
    question: 'How many times has customer C-00001 been in touch?',
    truth: ({ db }) =>
      answer([count('communications', communications(db, `customer_id = 'C-00001'`))]),
  },
  {
    id: 'h7-demo-fact-release',
    dataset,
    category: 'planted fact',
    question:
      'How many mobile app login complaints were there in the two weeks starting 10 March 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'login complaints',
          communications(
            db,
            `intent = 'complaint' AND product = 'Mobile App' AND category = 'Login & Access'
             AND day BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'h7-demo-fact-breach-march',
    dataset,
    category: 'planted fact',
    question:
      'For complaint cases opened in the fortnight after 10 March 2026, what was the SLA breach rate?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(
            db,
            `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'
             AND substr(opened_at, 1, 10) BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
          0.02,
        ),
      ]),
  },
  {
    id: 'h7-demo-fact-cdd-restricted',
    dataset,
    category: 'planted fact',
    question: 'How often did due diligence reviews end with the account being restricted?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'h7-demo-fact-card-fees',
    dataset,
    category: 'planted fact',
    question: 'How many complaints about credit card fees did we get in June 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `intent = 'complaint' AND product = 'Credit Card' AND category = 'Fees & Charges'
             AND day LIKE '2026-06-%'`,
          ),
        ),
      ]),
  },
  {
    id: 'h7-demo-multi-cdd',
    dataset,
    category: 'multi-part',
    question: 'How many CDD cases were opened, and what was their median resolution time in days?',
    truth: ({ db }) =>
      answer([
        count('cdd cases', value(db, `SELECT count(*) FROM cases WHERE type = 'cdd'`)),
        also({
          label: 'median days',
          value: median(
            db,
            `SELECT julianday(closed_at) - julianday(opened_at) FROM cases
             WHERE type = 'cdd' AND closed_at IS NOT NULL`,
          ),
          tolerance: 0.6,
        }),
      ]),
  },
  {
    id: 'h7-demo-multi-chatbot',
    dataset,
    category: 'multi-part',
    question:
      'How many chats did the chatbot take, and what fraction of them were passed to a human?',
    truth: ({ db }) =>
      answer([
        count('chatbot chats', communications(db, `chat_mode = 'chatbot'`)),
        share(
          'hand-off rate',
          value(
            db,
            `SELECT 1.0 * (SELECT count(*) FROM communications
               WHERE chat_mode = 'human' AND escalated_from = 'chatbot')
             / (SELECT count(*) FROM communications WHERE chat_mode = 'chatbot')`,
          ),
        ),
      ]),
  },
];
