// Twelfth held-out round over the demo bank's communications, cases and customers: what a
// complaints, risk or contact-centre analyst at the bank would type, in wordings no earlier round
// used; truths by plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, Expectation } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  cases,
  communications,
  count,
  decline,
  lastDay,
  lastDays,
  leader,
  named,
  picked,
  ranking,
  score,
  share,
  value,
  WITH_CUSTOMER,
} from './truth';

const dataset = 'demo' as const;

/** The two counts of a comparison, the larger side named when they differ. */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** Messages of customers in segment or region `where` (over customers' columns). */
function customerMessages(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE ${where}`, ...params);
}

/** A named value that must come before the other values of its field. */
function own(label: string, right: string, all: readonly string[]) {
  return { label, anyOf: [right], rivals: all.filter((entry) => entry !== right) };
}

const CHANNELS = ['chat', 'email', 'letter', 'phone', 'social'];
const INTENTS = ['complaint', 'enquiry', 'praise', 'request'];
const SEGMENTS = ['business', 'premier', 'retail', 'student'];
const PRIORITIES = ['critical', 'high', 'medium', 'low'];

export const holdout12Demo: EvalCase[] = [
  {
    id: 'h12-demo-requests',
    dataset,
    category: 'descriptive',
    question: 'All told, how many requests have customers sent us?',
    truth: ({ db }) => answer([count('requests', communications(db, `intent = 'request'`))]),
  },
  {
    id: 'h12-demo-debit-mean',
    dataset,
    category: 'descriptive',
    question: 'What does sentiment average out at for Debit Card messages?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Debit Card'`))]),
  },
  {
    id: 'h12-demo-social-volume',
    dataset,
    category: 'descriptive',
    question: 'What volume of communications reached us over social media?',
    truth: ({ db }) => answer([count('social', communications(db, `channel = 'social'`))]),
  },
  {
    id: 'h12-demo-closed-cases',
    dataset,
    category: 'descriptive',
    question: 'How many of our cases have been closed?',
    truth: ({ db }) => answer([count('closed', cases(db, `status = 'closed'`))]),
  },
  {
    id: 'h12-demo-pending-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of communications have the status pending?',
    truth: ({ db }) =>
      answer([share('pending', value(db, `SELECT avg(status = 'pending') FROM communications`))]),
  },
  {
    id: 'h12-demo-lost-stolen',
    dataset,
    category: 'descriptive',
    question: 'How many messages concerned a lost or stolen card?',
    truth: ({ db }) =>
      answer([count('lost or stolen', communications(db, `subcategory = 'Lost or stolen card'`))]),
  },
  {
    id: 'h12-demo-critical-cases',
    dataset,
    category: 'descriptive',
    question: 'What is the count of cases graded critical priority?',
    truth: ({ db }) => answer([count('critical', cases(db, `priority = 'critical'`))]),
  },
  {
    id: 'h12-demo-cmp-chat-phone-complaints',
    dataset,
    category: 'comparison',
    question: 'Did chat or phone carry more complaints? Give me both numbers.',
    truth: ({ db }) =>
      twoCounts(
        ['chat', 'phone'],
        communications(db, `intent = 'complaint' AND channel = 'chat'`),
        communications(db, `intent = 'complaint' AND channel = 'phone'`),
      ),
  },
  {
    id: 'h12-demo-cmp-premier-retail',
    dataset,
    category: 'comparison',
    question: "Set premier customers' average sentiment against retail customers'.",
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = ?`, segment);
      return answer([also(score('premier', of('premier'))), also(score('retail', of('retail')))]);
    },
  },
  {
    id: 'h12-demo-cmp-overdraft-account-fee',
    dataset,
    category: 'comparison',
    question: 'Overdraft fee versus Account fee: which subcategory produced more messages?',
    truth: ({ db }) =>
      twoCounts(
        ['Overdraft fee', 'Account fee'],
        communications(db, `subcategory = 'Overdraft fee'`),
        communications(db, `subcategory = 'Account fee'`),
      ),
  },
  {
    id: 'h12-demo-cmp-dispute-complaint-breach',
    dataset,
    category: 'comparison',
    question: 'How does the SLA breach rate of dispute cases stack up against complaint cases?',
    truth: ({ db }) => {
      const rate = (type: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE type = ?`, type);
      return answer([
        also(share('dispute', rate('dispute'))),
        also(share('complaint', rate('complaint'))),
      ]);
    },
  },
  {
    id: 'h12-demo-rank-region-volume',
    dataset,
    category: 'ranking',
    question: 'Which region do the most messages come from?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region AS k, count(*) AS v FROM ${WITH_CUSTOMER} GROUP BY region ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h12-demo-rank-product-sourest',
    dataset,
    category: 'ranking',
    question: 'Which product has the worst average sentiment?',
    truth: ({ db }) =>
      picked(
        'product',
        ranking(
          db,
          `SELECT product AS k, avg(sentiment) AS v FROM communications
           WHERE product IS NOT NULL GROUP BY product ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h12-demo-rank-payments-sub',
    dataset,
    category: 'ranking',
    question: 'Inside Payments & Transfers, which subcategory is the biggest by message count?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE category = 'Payments & Transfers' GROUP BY subcategory ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h12-demo-rank-breached-category',
    dataset,
    category: 'ranking',
    question: 'Among cases that breached their SLA, which case category comes top?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM cases WHERE sla_breached = 1
           GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h12-demo-rel-90-days',
    dataset,
    category: 'relative period',
    question: 'How many messages landed during the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([count('messages', communications(db, `day BETWEEN ? AND ?`, from, to), 0.03)]);
    },
  },
  {
    id: 'h12-demo-rel-previous-month-complaints',
    dataset,
    category: 'relative period',
    question: 'How many complaints did we get in the previous calendar month?',
    truth: ({ db }) => {
      const [year, month] = lastDay(db).split('-').map(Number) as [number, number];
      const previous =
        month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND substr(day, 1, 7) = ?`, previous),
        ),
      ]);
    },
  },
  {
    id: 'h12-demo-rel-week-sentiment',
    dataset,
    category: 'relative period',
    question: 'What has the average sentiment been over the past 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        score('sentiment', averageSentiment(db, `day BETWEEN ? AND ?`, from, to), 0.02),
      ]);
    },
  },
  {
    id: 'h12-demo-rel-30-chatbot',
    dataset,
    category: 'relative period',
    question: 'How many chatbot chats took place in the past 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([
        count(
          'chatbot',
          communications(db, `chat_mode = 'chatbot' AND day BETWEEN ? AND ?`, from, to),
          0.05,
        ),
      ]);
    },
  },
  {
    id: 'h12-demo-casual-declined',
    dataset,
    category: 'casual',
    question: 'hw many complaints abt card declined??',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Card declined'`),
        ),
      ]),
  },
  {
    id: 'h12-demo-casual-mortgage-mood',
    dataset,
    category: 'casual',
    question: 'avg sentiment on mortgage stuff?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'h12-demo-casual-students-business',
    dataset,
    category: 'casual',
    question: 'whos sent more msgs, students or business ppl',
    truth: ({ db }) =>
      twoCounts(
        ['student', 'business'],
        customerMessages(db, `segment = 'student'`),
        customerMessages(db, `segment = 'business'`),
      ),
  },
  {
    id: 'h12-demo-casual-phishing',
    dataset,
    category: 'casual',
    question: 'gimme the count of phishing msgs',
    truth: ({ db }) =>
      answer([count('phishing', communications(db, `subcategory = 'Phishing attempt'`))]),
  },
  {
    id: 'h12-demo-turn-loan-complaint-share',
    dataset,
    category: 'follow-up',
    previous: ['How many messages mention the Personal Loan?'],
    question: 'What share of those are complaints?',
    truth: ({ db }) =>
      answer([
        share(
          'complaints',
          value(
            db,
            `SELECT avg(intent = 'complaint') FROM communications WHERE product = 'Personal Loan'`,
          ),
        ),
      ]),
  },
  {
    id: 'h12-demo-turn-email-june',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in by email in May 2026?'],
    question: 'ok, and for June?',
    truth: ({ db }) =>
      answer([
        count(
          'June',
          communications(
            db,
            `channel = 'email' AND intent = 'complaint' AND substr(day, 1, 7) = '2026-06'`,
          ),
        ),
      ]),
  },
  {
    id: 'h12-demo-turn-high-breached',
    dataset,
    category: 'follow-up',
    previous: ['How many cases are high priority?'],
    question: 'How many of them breached their SLA?',
    truth: ({ db }) =>
      answer([count('breached', cases(db, `priority = 'high' AND sla_breached = 1`))]),
  },
  {
    id: 'h12-demo-turn-north-east',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment in the North region?'],
    question: 'And for the East?',
    truth: ({ db }) =>
      answer([
        score(
          'East',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE region = 'East'`),
        ),
      ]),
  },
  {
    id: 'h12-demo-no-staff',
    dataset,
    category: 'unanswerable',
    question: 'Which member of staff handled the most cases?',
    truth: () => decline('the data records no staff or agents'),
  },
  {
    id: 'h12-demo-no-jan-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many messages did we receive in January 2025?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'h12-demo-no-balance',
    dataset,
    category: 'unanswerable',
    question: 'What is the average account balance of our premier customers?',
    truth: () => decline('the data has no balances'),
  },
  {
    id: 'h12-demo-no-customer',
    dataset,
    category: 'unanswerable',
    question: 'What did customer C-09999 complain about?',
    truth: () => decline('there is no customer C-09999'),
  },
  {
    id: 'h12-demo-no-age',
    dataset,
    category: 'unanswerable',
    question: 'How many of our customers are aged over 65?',
    truth: () => decline('the data has no ages'),
  },
  {
    id: 'h12-demo-lookup-message',
    dataset,
    category: 'lookup',
    question: 'Which channel did message M-020202 come through, and what was its intent?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT channel, intent FROM communications WHERE id = 'M-020202'`)
        .get() as { channel: string; intent: string };
      return answer(
        [],
        [own('channel', row.channel, CHANNELS), own('intent', row.intent, INTENTS)],
      );
    },
  },
  {
    id: 'h12-demo-lookup-case',
    dataset,
    category: 'lookup',
    question: 'What priority was case K-01234 given, and which category is it filed under?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT priority, category FROM cases WHERE id = 'K-01234'`).get() as {
        priority: string;
        category: string;
      };
      return answer(
        [],
        [own('priority', row.priority, PRIORITIES), named('category', row.category)],
      );
    },
  },
  {
    id: 'h12-demo-lookup-customer',
    dataset,
    category: 'lookup',
    question: 'Which segment does customer C-02468 belong to?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT segment FROM customers WHERE id = 'C-02468'`).get() as {
        segment: string;
      };
      return answer([], [own('segment', row.segment, SEGMENTS)]);
    },
  },
  {
    id: 'h12-demo-fact-app-login',
    dataset,
    category: 'planted fact',
    question:
      'How many Login & Access complaints about the Mobile App arrived between 10 and 23 March 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
             AND day BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'h12-demo-fact-card-fee-june',
    dataset,
    category: 'planted fact',
    question: 'In June 2026, how many Credit Card complaints had the subcategory Card fee?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `product = 'Credit Card' AND subcategory = 'Card fee' AND intent = 'complaint'
             AND substr(day, 1, 7) = '2026-06'`,
          ),
        ),
      ]),
  },
  {
    id: 'h12-demo-fact-chat-to-phone',
    dataset,
    category: 'planted fact',
    question: 'What percentage of chats escalated to a phone call?',
    truth: ({ db }) =>
      answer([
        share(
          'escalated to phone',
          communications(db, `escalated_from = 'chat'`) / communications(db, `channel = 'chat'`),
        ),
      ]),
  },
  {
    id: 'h12-demo-fact-complaint-breach-year',
    dataset,
    category: 'planted fact',
    question: 'Over the whole year, what proportion of complaint cases breached the SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breached',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'h12-demo-fact-outage-waits',
    dataset,
    category: 'planted fact',
    question: 'How many Service & Wait Times complaints were logged on 19 August 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `category = 'Service & Wait Times' AND intent = 'complaint' AND day = '2026-08-19'`,
          ),
        ),
      ]),
  },
  {
    id: 'h12-demo-multi-disputes-open',
    dataset,
    category: 'multi-part',
    question: 'How many dispute cases are there, and how many of them are not yet closed?',
    truth: ({ db }) =>
      answer([
        also(count('disputes', cases(db, `type = 'dispute'`))),
        also(count('not closed', cases(db, `type = 'dispute' AND status <> 'closed'`))),
      ]),
  },
  {
    id: 'h12-demo-multi-phone-peak',
    dataset,
    category: 'multi-part',
    question: 'What was the busiest day for phone contacts, and how many came in that day?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM communications WHERE channel = 'phone'
         GROUP BY day ORDER BY v DESC, day`,
      );
      return answer(
        [also(count('phone', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!), rivals: days.keys.slice(1) }],
      );
    },
  },
  {
    id: 'h12-demo-multi-praise',
    dataset,
    category: 'multi-part',
    question: 'How many praise messages did we get, and what was their average sentiment?',
    truth: ({ db }) =>
      answer([
        also(count('praise', communications(db, `intent = 'praise'`))),
        also(score('sentiment', averageSentiment(db, `intent = 'praise'`))),
      ]),
  },
  {
    id: 'h12-demo-multi-segment-size',
    dataset,
    category: 'multi-part',
    question: 'Which segment has the most customers, and how many customers is that?',
    truth: ({ db }) =>
      leader(
        'segment',
        ranking(
          db,
          `SELECT segment AS k, count(*) AS v FROM customers GROUP BY segment ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
];
