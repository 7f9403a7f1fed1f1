// Third held-out round over the demo corpus: what a new analyst at the bank would type, in every
// kind of question the suite knows. Truths are plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
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

const demo = 'demo' as const;

function lastDay(db: Store): string {
  return column(db, 'SELECT max(day) FROM communications')[0]!;
}

/** The `days` days ending with the data's last day: [first, last]. */
function lastDays(db: Store, days: number): [string, string] {
  const last = lastDay(db);
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last];
}

/** Average sentiment of the communications of customers in `segment`. */
function segmentSentiment(db: Store, segment: string): number {
  return value(
    db,
    `SELECT avg(m.sentiment) FROM communications m JOIN customers c ON c.id = m.customer_id
     WHERE c.segment = ?`,
    segment,
  );
}

/** Share of the communications of customers in `segment` that are complaints. */
function segmentComplaintShare(db: Store, segment: string): number {
  return value(
    db,
    `SELECT avg(m.intent = 'complaint') FROM communications m
     JOIN customers c ON c.id = m.customer_id WHERE c.segment = ?`,
    segment,
  );
}

export const holdout3Demo: EvalCase[] = [
  {
    id: 'h3-demo-bot-handover',
    dataset: demo,
    category: 'planted fact',
    question: 'Roughly what fraction of bot conversations end up being passed to a real person?',
    truth: ({ db }) =>
      answer([
        share(
          'hand-off rate',
          communications(db, `chat_mode = 'human' AND escalated_from = 'chatbot'`) /
            communications(db, `chat_mode = 'chatbot'`),
          0.02,
        ),
      ]),
  },
  {
    id: 'h3-demo-card-fee-june',
    dataset: demo,
    category: 'planted fact',
    question:
      'How did credit card fee complaints in June 2026 compare with May 2026? Give both numbers.',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'June',
            communications(
              db,
              `intent = 'complaint' AND category = 'Fees & Charges' AND product = 'Credit Card' AND day LIKE '2026-06-%'`,
            ),
          ),
        ),
        also(
          count(
            'May',
            communications(
              db,
              `intent = 'complaint' AND category = 'Fees & Charges' AND product = 'Credit Card' AND day LIKE '2026-05-%'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'h3-demo-cdd-restricted',
    dataset: demo,
    category: 'planted fact',
    question:
      'Of the due-diligence cases, what proportion ended with the account being restricted?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'h3-demo-cdd-median-days',
    dataset: demo,
    category: 'planted fact',
    question: 'What is the median number of days it takes to close a CDD case?',
    truth: ({ db }) => {
      const median = value(
        db,
        `SELECT d FROM (SELECT julianday(closed_at) - julianday(opened_at) d FROM cases
           WHERE type = 'cdd' AND closed_at IS NOT NULL ORDER BY d)
         LIMIT 1 OFFSET (SELECT (count(*) - 1) / 2 FROM cases WHERE type = 'cdd' AND closed_at IS NOT NULL)`,
      );
      return answer([
        { label: 'median days', value: Math.round(median * 10) / 10, tolerance: 1, lead: true },
      ]);
    },
  },
  {
    id: 'h3-demo-phone-august-peak',
    dataset: demo,
    category: 'planted fact',
    question: 'Which day in August 2026 had the most phone calls, and how many were there?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE channel = 'phone' AND day LIKE '2026-08-%'
         GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('calls', ranked.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h3-demo-savings-mood',
    dataset: demo,
    category: 'planted fact',
    question:
      'Did people talking about Savings get happier in September 2026 than in August 2026? Show the average sentiment for each.',
    truth: ({ db }) =>
      answer([
        also(
          score('September', averageSentiment(db, `product = 'Savings' AND day LIKE '2026-09-%'`)),
        ),
        also(score('August', averageSentiment(db, `product = 'Savings' AND day LIKE '2026-08-%'`))),
      ]),
  },
  {
    id: 'h3-demo-sla-after-release',
    dataset: demo,
    category: 'planted fact',
    question:
      'What share of complaint cases opened between 10 and 23 March 2026 breached their SLA?',
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
    id: 'h3-demo-login-before-after',
    dataset: demo,
    category: 'planted fact',
    question:
      'How many mobile app login complaints came in during 10–23 March 2026, against 24 February – 9 March 2026?',
    truth: ({ db }) => {
      const login = `intent = 'complaint' AND product = 'Mobile App' AND category = 'Login & Access'`;
      return answer([
        also(
          count(
            'after',
            communications(db, `${login} AND day BETWEEN '2026-03-10' AND '2026-03-23'`),
          ),
        ),
        also(
          count(
            'before',
            communications(db, `${login} AND day BETWEEN '2026-02-24' AND '2026-03-09'`),
          ),
        ),
      ]);
    },
  },
  {
    id: 'h3-demo-letters',
    dataset: demo,
    category: 'descriptive',
    question: 'How many letters are in the data?',
    truth: ({ db }) => answer([count('letters', communications(db, `channel = 'letter'`))]),
  },
  {
    id: 'h3-demo-mortgage-sentiment',
    dataset: demo,
    category: 'descriptive',
    question: 'What is the average sentiment of messages about mortgages?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'h3-demo-open-cases',
    dataset: demo,
    category: 'descriptive',
    question: "How many cases haven't been closed yet?",
    truth: ({ db }) =>
      answer([
        count(
          'unfinished cases',
          value(db, `SELECT count(*) FROM cases WHERE status IN ('open', 'in_progress')`),
        ),
      ]),
  },
  {
    id: 'h3-demo-praise-share',
    dataset: demo,
    category: 'descriptive',
    question: 'What percentage of all communications are praise?',
    truth: ({ db }) =>
      answer([share('praise', value(db, `SELECT avg(intent = 'praise') FROM communications`))]),
  },
  {
    id: 'h3-demo-business-vs-student',
    dataset: demo,
    category: 'comparison',
    question:
      'Are business customers more negative than students? Compare their average sentiment.',
    truth: ({ db }) =>
      answer([
        also(score('business', segmentSentiment(db, 'business'))),
        also(score('student', segmentSentiment(db, 'student'))),
      ]),
  },
  {
    id: 'h3-demo-chat-vs-email-q2',
    dataset: demo,
    category: 'comparison',
    question: 'Compare chat and email volumes in Q2 2026.',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'chat',
            communications(db, `channel = 'chat' AND day BETWEEN '2026-04-01' AND '2026-06-30'`),
          ),
        ),
        also(
          count(
            'email',
            communications(db, `channel = 'email' AND day BETWEEN '2026-04-01' AND '2026-06-30'`),
          ),
        ),
      ]),
  },
  {
    id: 'h3-demo-premier-vs-retail-complaints',
    dataset: demo,
    category: 'comparison',
    question:
      'As a share of their messages, do premier customers complain more than retail customers?',
    truth: ({ db }) =>
      answer([
        also(share('premier', segmentComplaintShare(db, 'premier'))),
        also(share('retail', segmentComplaintShare(db, 'retail'))),
      ]),
  },
  {
    id: 'h3-demo-high-vs-critical',
    dataset: demo,
    category: 'comparison',
    question: 'How many high-priority cases are there compared with critical ones?',
    truth: ({ db }) =>
      answer([
        also(count('high', value(db, `SELECT count(*) FROM cases WHERE priority = 'high'`))),
        also(
          count('critical', value(db, `SELECT count(*) FROM cases WHERE priority = 'critical'`)),
        ),
      ]),
  },
  {
    id: 'h3-demo-region-complaints',
    dataset: demo,
    category: 'ranking',
    question: 'Which region do most complaints come from?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT c.region k, count(*) v FROM communications m JOIN customers c ON c.id = m.customer_id
           WHERE m.intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h3-demo-payments-subcategory',
    dataset: demo,
    category: 'ranking',
    question: 'Within Payments & Transfers, which subcategory comes up most?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory k, count(*) v FROM communications WHERE category = 'Payments & Transfers'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h3-demo-worst-product',
    dataset: demo,
    category: 'ranking',
    question: 'Which product do customers feel worst about?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product k, avg(sentiment) v FROM communications GROUP BY k ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h3-demo-quietest-month',
    dataset: demo,
    category: 'ranking',
    question: 'Which month was the quietest in terms of communications?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications GROUP BY k ORDER BY v ASC`,
      );
      const [year, month] = ranked.keys[0]!.split('-');
      const name = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en', {
        month: 'long',
        timeZone: 'UTC',
      });
      return answer(
        [also(count('messages', ranked.values[0]!))],
        [{ label: 'month', anyOf: [ranked.keys[0]!, `${name} ${year}`, name] }],
      );
    },
  },
  {
    id: 'h3-demo-phone-past-fortnight',
    dataset: demo,
    category: 'relative period',
    question: 'How many phone calls did we take over the past 14 days?',
    truth: ({ db }) =>
      answer([
        count(
          'calls',
          communications(db, `channel = 'phone' AND day BETWEEN ? AND ?`, ...lastDays(db, 14)),
          0.08,
        ),
      ]),
  },
  {
    id: 'h3-demo-negative-this-month',
    dataset: demo,
    category: 'relative period',
    question: "What share of this month's messages were negative?",
    truth: ({ db }) =>
      answer([
        share(
          'negative',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE day LIKE ?`,
            `${lastDay(db).slice(0, 7)}-%`,
          ),
        ),
      ]),
  },
  {
    id: 'h3-demo-complaints-last-quarter-product',
    dataset: demo,
    category: 'relative period',
    question: 'Over the last three months, which product drew the most complaints?',
    truth: ({ db }) => {
      const last = lastDay(db);
      const first = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - 3, 1));
      return leader(
        'product',
        ranking(
          db,
          `SELECT product k, count(*) v FROM communications WHERE intent = 'complaint'
           AND day BETWEEN ? AND ? GROUP BY k ORDER BY v DESC`,
          first.toISOString().slice(0, 10),
          last,
        ),
        (v) => count('complaints', v, 0.05),
      );
    },
  },
  {
    id: 'h3-demo-casual-overdraft',
    dataset: demo,
    category: 'casual',
    question: 'how many compliants abt overdraft fees',
    truth: ({ db }) =>
      answer([
        count(
          'overdraft fee complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Overdraft fee'`),
        ),
      ]),
  },
  {
    id: 'h3-demo-casual-debit-sentiment',
    dataset: demo,
    category: 'casual',
    question: 'avg sentimnt for debit card stuff??',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Debit Card'`))]),
  },
  {
    id: 'h3-demo-casual-busiest-channel',
    dataset: demo,
    category: 'casual',
    question: 'whichs the busiest channel lol',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(db, `SELECT channel k, count(*) v FROM communications GROUP BY k ORDER BY v DESC`),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h3-demo-follow-app-chat',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many complaints did we get about the mobile app?'],
    question: 'and how many of them came in by chat?',
    truth: ({ db }) =>
      answer([
        count(
          'chat complaints',
          communications(
            db,
            `intent = 'complaint' AND product = 'Mobile App' AND channel = 'chat'`,
          ),
        ),
      ]),
  },
  {
    id: 'h3-demo-follow-personal-loan',
    dataset: demo,
    category: 'follow-up',
    previous: ["What's the average sentiment of Savings messages?"],
    question: 'What about Personal Loan?',
    truth: ({ db }) =>
      answer([score('sentiment', averageSentiment(db, `product = 'Personal Loan'`))]),
  },
  {
    id: 'h3-demo-follow-cdd-restricted',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many CDD cases were opened?'],
    question: 'How many of those led to a restricted account?',
    truth: ({ db }) =>
      answer([
        count(
          'restricted',
          value(db, `SELECT count(*) FROM cases WHERE type = 'cdd' AND account_restricted = 1`),
        ),
      ]),
  },
  {
    id: 'h3-demo-no-balance',
    dataset: demo,
    category: 'unanswerable',
    question: 'How much money do premier customers hold in their accounts on average?',
    truth: () => decline('the data holds no balances'),
  },
  {
    id: 'h3-demo-no-march-2025',
    dataset: demo,
    category: 'unanswerable',
    question: 'How many complaints did we get in March 2025?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'h3-demo-unknown-customer',
    dataset: demo,
    category: 'unanswerable',
    question: 'What did customer C-99999 complain about?',
    truth: () => decline('no customer has that id'),
  },
  {
    id: 'h3-demo-no-nps',
    dataset: demo,
    category: 'unanswerable',
    question: 'What is our Net Promoter Score in Scotland?',
    truth: () => decline('the data has no NPS'),
  },
  {
    id: 'h3-demo-no-agent',
    dataset: demo,
    category: 'unanswerable',
    question: 'Which contact centre agent handled the most calls?',
    truth: () => decline('the data names no agents'),
  },
  {
    id: 'h3-demo-lookup-message-channel',
    dataset: demo,
    category: 'lookup',
    question: 'Through which channel did message M-000123 arrive?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'channel',
            ...column(db, `SELECT channel FROM communications WHERE id = 'M-000123'`),
          ),
        ],
      ),
  },
  {
    id: 'h3-demo-lookup-customer-segment',
    dataset: demo,
    category: 'lookup',
    question: 'Which segment does customer C-00042 belong to?',
    truth: ({ db }) =>
      answer(
        [],
        [named('segment', ...column(db, `SELECT segment FROM customers WHERE id = 'C-00042'`))],
      ),
  },
  {
    id: 'h3-demo-lookup-case-opened',
    dataset: demo,
    category: 'lookup',
    question: 'When was case K-00077 opened?',
    truth: ({ db }) =>
      answer(
        [],
        [
          {
            label: 'opened',
            anyOf: daySpellings(
              column(db, `SELECT substr(opened_at, 1, 10) FROM cases WHERE id = 'K-00077'`)[0]!,
            ),
          },
        ],
      ),
  },
  {
    id: 'h3-demo-multi-disputes',
    dataset: demo,
    category: 'multi-part',
    question: 'How many dispute cases are there, and what share of them breached the SLA?',
    truth: ({ db }) =>
      answer([
        count('disputes', value(db, `SELECT count(*) FROM cases WHERE type = 'dispute'`)),
        share('breached', value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'dispute'`)),
      ]),
  },
  {
    id: 'h3-demo-multi-chatbot',
    dataset: demo,
    category: 'multi-part',
    question:
      'How many chatbot chats were there, and how many of them were handed over to a human?',
    truth: ({ db }) =>
      answer([
        count('chatbot chats', communications(db, `chat_mode = 'chatbot'`)),
        also(
          count(
            'handed over',
            communications(db, `chat_mode = 'human' AND escalated_from = 'chatbot'`),
          ),
        ),
      ]),
  },
];
