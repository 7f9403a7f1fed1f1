// Eighteenth held-out round over the demo bank's communications, cases and customers: what a
// complaints manager, a customer-insight analyst or someone new to the contact centre would type,
// terse and chatty, in wordings no earlier round used; truths by plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, ExpectedName, Expectation } from '../eval-case';
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
import { handOffRate } from './demo-sql';

const dataset = 'demo' as const;

/** Two counts side by side, the larger side named when they differ (as in holdout17). */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** A named value that must come before the other values of its field. */
function own(label: string, right: string, all: readonly string[]): ExpectedName {
  return { label, anyOf: [right], rivals: all.filter((entry) => entry !== right) };
}

/** `YYYY-MM` of the month `back` months before the demo's last month. */
function monthBefore(db: Store, back: number): string {
  const [year, month] = lastDay(db).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const CHANNELS = ['chat', 'email', 'letter', 'phone', 'social'];
const INTENTS = ['complaint', 'enquiry', 'praise', 'request'];
const CASE_TYPES = ['cdd', 'complaint', 'dispute', 'service'];
const PRIORITIES = ['critical', 'high', 'low', 'medium'];
const REGIONS = ['Central', 'East', 'North', 'Scotland', 'South', 'Wales', 'West'];

export const holdout18Demo: EvalCase[] = [
  // Planted facts.
  {
    id: 'h18-demo-fact-app-login-fortnight',
    dataset,
    category: 'planted fact',
    question:
      'How many Mobile App login and access complaints came in over the two weeks from 10 March 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'login complaints',
          communications(
            db,
            `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
             AND day BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'h18-demo-fact-card-fee-may-june',
    dataset,
    category: 'planted fact',
    question:
      "Complaints about the Credit Card's card fee (the Card fee subcategory): May 2026 against June 2026, how many in each month?",
    truth: ({ db }) => {
      const where = `product = 'Credit Card' AND intent = 'complaint' AND subcategory = 'Card fee'`;
      return twoCounts(
        ['May', 'June'],
        communications(db, `${where} AND substr(day, 1, 7) = '2026-05'`),
        communications(db, `${where} AND substr(day, 1, 7) = '2026-06'`),
      );
    },
  },
  {
    id: 'h18-demo-fact-bot-handover',
    dataset,
    category: 'planted fact',
    question: 'Of the conversations our chatbot took, what fraction did it pass on to a person?',
    truth: ({ db }) => answer([share('hand-off rate', handOffRate(db))]),
  },
  {
    id: 'h18-demo-fact-outage-day-before',
    dataset,
    category: 'planted fact',
    question: 'Phone contacts on 19 August 2026 and on 18 August 2026 — how many on each day?',
    truth: ({ db }) =>
      answer([
        also(count('19 August', communications(db, `channel = 'phone' AND day = '2026-08-19'`))),
        also(count('18 August', communications(db, `channel = 'phone' AND day = '2026-08-18'`))),
      ]),
  },
  {
    id: 'h18-demo-fact-source-of-funds',
    dataset,
    category: 'planted fact',
    question: 'How many due diligence cases were opened to check the source of funds?',
    truth: ({ db }) =>
      answer([count('source of funds', cases(db, `type = 'cdd' AND reason = 'Source of funds'`))]),
  },
  // Descriptive.
  {
    id: 'h18-demo-human-chats',
    dataset,
    category: 'descriptive',
    question: 'How many chats did a human agent take?',
    truth: ({ db }) => answer([count('human chats', communications(db, `chat_mode = 'human'`))]),
  },
  {
    id: 'h18-demo-critical-cases',
    dataset,
    category: 'descriptive',
    question: 'How many cases are marked critical priority?',
    truth: ({ db }) => answer([count('critical', cases(db, `priority = 'critical'`))]),
  },
  {
    id: 'h18-demo-positive-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of our communications are positive in tone?',
    truth: ({ db }) =>
      answer([
        share(
          'positive',
          value(db, `SELECT avg(sentiment_label = 'positive') FROM communications`),
        ),
      ]),
  },
  {
    id: 'h18-demo-mortgage-sentiment',
    dataset,
    category: 'descriptive',
    question: 'What is the average sentiment score of messages about mortgages?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'h18-demo-wales-customers-comms',
    dataset,
    category: 'descriptive',
    question: 'How many communications came from customers based in Wales?',
    truth: ({ db }) =>
      answer([
        count(
          'Wales',
          value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE customers.region = 'Wales'`),
        ),
      ]),
  },
  {
    id: 'h18-demo-restricted',
    dataset,
    category: 'descriptive',
    question: 'How many cases left the customer with a restricted account?',
    truth: ({ db }) => answer([count('restricted', cases(db, 'account_restricted = 1'))]),
  },
  // Comparisons.
  {
    id: 'h18-demo-cmp-student-business-sentiment',
    dataset,
    category: 'comparison',
    question:
      'Are student customers more negative than business customers? Give me the average sentiment of each.',
    truth: ({ db }) =>
      answer([
        also(
          score(
            'student',
            value(
              db,
              `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE customers.segment = 'student'`,
            ),
          ),
        ),
        also(
          score(
            'business',
            value(
              db,
              `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE customers.segment = 'business'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'h18-demo-cmp-email-letter-complaints',
    dataset,
    category: 'comparison',
    question: 'Complaints by email versus complaints by letter: how many of each?',
    truth: ({ db }) =>
      twoCounts(
        ['email', 'letter'],
        communications(db, `channel = 'email' AND intent = 'complaint'`),
        communications(db, `channel = 'letter' AND intent = 'complaint'`),
      ),
  },
  {
    id: 'h18-demo-cmp-breach-dispute-complaint',
    dataset,
    category: 'comparison',
    question: 'What share of dispute cases breached SLA, and what share of complaint cases?',
    truth: ({ db }) =>
      answer([
        also(
          share('dispute', value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'dispute'`)),
        ),
        also(
          share(
            'complaint',
            value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
          ),
        ),
      ]),
  },
  {
    id: 'h18-demo-cmp-q1-q2-complaints',
    dataset,
    category: 'comparison',
    question: 'Did we get more complaints in Q1 2026 or in Q2 2026? Both totals please.',
    truth: ({ db }) =>
      twoCounts(
        ['Q1', 'Q2'],
        communications(db, `intent = 'complaint' AND day BETWEEN '2026-01-01' AND '2026-03-31'`),
        communications(db, `intent = 'complaint' AND day BETWEEN '2026-04-01' AND '2026-06-30'`),
      ),
  },
  // Rankings.
  {
    id: 'h18-demo-rank-region-not-south',
    dataset,
    category: 'ranking',
    question: 'Leaving out the South, which region sends the most messages?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT customers.region AS k, count(*) AS v FROM ${WITH_CUSTOMER}
           WHERE customers.region <> 'South' GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h18-demo-rank-subcategory-debit',
    dataset,
    category: 'ranking',
    question: 'What is the top subcategory of Debit Card complaints?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE product = 'Debit Card' AND intent = 'complaint' GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h18-demo-rank-channel-negative-share',
    dataset,
    category: 'ranking',
    question: 'Which channel has the largest proportion of negative messages?',
    truth: ({ db }) =>
      picked(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, avg(sentiment_label = 'negative') AS v FROM communications
           GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => share('negative', v),
      ),
  },
  {
    id: 'h18-demo-rank-case-category-critical',
    dataset,
    category: 'ranking',
    question: 'Among critical cases, which category comes up most?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM cases WHERE priority = 'critical'
           GROUP BY 1 ORDER BY v DESC, k`,
        ),
        (v) => count('cases', v),
      ),
  },
  // Relative periods (the demo's last day is 31 October 2026).
  {
    id: 'h18-demo-period-last-14-days-phone',
    dataset,
    category: 'relative period',
    question: 'How many phone calls did we take in the last 14 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'phone',
          communications(db, `channel = 'phone' AND day BETWEEN ? AND ?`, from, to),
          0.1,
        ),
      ]);
    },
  },
  {
    id: 'h18-demo-period-last-month-praise',
    dataset,
    category: 'relative period',
    question: 'How much praise did we receive last month? Number of messages.',
    truth: ({ db }) =>
      answer([
        count(
          'praise',
          communications(db, `intent = 'praise' AND substr(day, 1, 7) = ?`, monthBefore(db, 1)),
        ),
      ]),
  },
  {
    id: 'h18-demo-period-this-month-cases',
    dataset,
    category: 'relative period',
    question: 'How many cases have been opened this month so far?',
    truth: ({ db }) =>
      answer([count('cases', cases(db, `substr(opened_at, 1, 7) = ?`, monthBefore(db, 0)))]),
  },
  {
    id: 'h18-demo-period-six-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many Savings messages came in six months ago?',
    truth: ({ db }) =>
      answer([
        count(
          'Savings',
          communications(db, `product = 'Savings' AND substr(day, 1, 7) = ?`, monthBefore(db, 6)),
        ),
      ]),
  },
  // Casual.
  {
    id: 'h18-demo-casual-overdraft',
    dataset,
    category: 'casual',
    question: 'overdraft fee moans - how many',
    truth: ({ db }) =>
      answer([
        count(
          'overdraft fee complaints',
          communications(db, `subcategory = 'Overdraft fee' AND intent = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'h18-demo-casual-social-mood',
    dataset,
    category: 'casual',
    question: 'socials - whats the avg mood',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `channel = 'social'`))]),
  },
  {
    id: 'h18-demo-casual-pending',
    dataset,
    category: 'casual',
    question: 'how many msgs stil pending??',
    truth: ({ db }) => answer([count('pending', communications(db, `status = 'pending'`))]),
  },
  {
    id: 'h18-demo-casual-fraud',
    dataset,
    category: 'casual',
    question: 'fraud n security stuff, count of msgs pls',
    truth: ({ db }) =>
      answer([count('Fraud & Security', communications(db, `category = 'Fraud & Security'`))]),
  },
  // Follow-ups.
  {
    id: 'h18-demo-turn-loan-then-mortgage',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints did we get about Personal Loans?'],
    question: 'What about the mortgage one?',
    truth: ({ db }) =>
      answer([
        count('Mortgage', communications(db, `product = 'Mortgage' AND intent = 'complaint'`)),
      ]),
  },
  {
    id: 'h18-demo-turn-top-product-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['Which product gets the most complaints?'],
    question: 'And what is the average sentiment of that one?',
    truth: ({ db }) => {
      const top = ranking(
        db,
        `SELECT product AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
         GROUP BY 1 ORDER BY v DESC`,
      ).keys[0]!;
      return answer([score('sentiment', averageSentiment(db, `product = ?`, top))]);
    },
  },
  {
    id: 'h18-demo-turn-critical-breached',
    dataset,
    category: 'follow-up',
    previous: ['How many critical cases are there?'],
    question: 'What share of those missed their SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breached',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE priority = 'critical'`),
        ),
      ]),
  },
  {
    id: 'h18-demo-turn-scotland-then-wales',
    dataset,
    category: 'follow-up',
    previous: ['How many customers are there in Scotland?'],
    question: 'And in Wales?',
    truth: ({ db }) =>
      answer([count('Wales', value(db, `SELECT count(*) FROM customers WHERE region = 'Wales'`))]),
  },
  // Unanswerable.
  {
    id: 'h18-demo-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of customers who complained about the Mobile App?',
    truth: () => decline('the data records no ages'),
  },
  {
    id: 'h18-demo-no-branch',
    dataset,
    category: 'unanswerable',
    question: 'Which branch gets the most walk-in complaints?',
    truth: () => decline('the data records no branches'),
  },
  {
    id: 'h18-demo-no-2027',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints came in during January 2027?',
    truth: () => decline('the communications end on 31 October 2026'),
  },
  {
    id: 'h18-demo-no-compensation',
    dataset,
    category: 'unanswerable',
    question: 'How much compensation did we pay out on upheld complaints?',
    truth: () => decline('the data records no compensation'),
  },
  {
    id: 'h18-demo-no-ireland',
    dataset,
    category: 'unanswerable',
    question: 'How many messages came from customers in the Republic of Ireland?',
    truth: () => decline('there is no Ireland region in the data'),
  },
  // Lookups.
  {
    id: 'h18-demo-lookup-message-intent-channel',
    dataset,
    category: 'lookup',
    question: 'M-023456 — was it a complaint, and which channel was it?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT intent, channel FROM communications WHERE id = 'M-023456'`)
        .get() as { intent: string; channel: string };
      return answer(
        [],
        [own('intent', row.intent, INTENTS), own('channel', row.channel, CHANNELS)],
      );
    },
  },
  {
    id: 'h18-demo-lookup-case-priority-type',
    dataset,
    category: 'lookup',
    question: 'Tell me the priority and type of case K-02468.',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT type, priority FROM cases WHERE id = 'K-02468'`).get() as {
        type: string;
        priority: string;
      };
      return answer(
        [],
        [own('priority', row.priority, PRIORITIES), own('type', row.type, CASE_TYPES)],
      );
    },
  },
  {
    id: 'h18-demo-lookup-customer-region',
    dataset,
    category: 'lookup',
    question: 'Where is customer C-00999 based?',
    truth: ({ db }) => {
      const region = String(
        db.prepare(`SELECT region FROM customers WHERE id = 'C-00999'`).pluck().get(),
      );
      return answer([], [own('region', region, REGIONS)]);
    },
  },
  // Multi-part.
  {
    id: 'h18-demo-multi-chargebacks',
    dataset,
    category: 'multi-part',
    question: 'How many chargeback messages did we get, and what share of them were negative?',
    truth: ({ db }) =>
      answer([
        also(count('chargeback', communications(db, `subcategory = 'Chargeback'`))),
        also(
          share(
            'negative',
            value(
              db,
              `SELECT avg(sentiment_label = 'negative') FROM communications
               WHERE subcategory = 'Chargeback'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'h18-demo-multi-worst-product-sentiment',
    dataset,
    category: 'multi-part',
    question: 'Which product has the lowest average sentiment, and what is that average?',
    truth: ({ db }) =>
      picked(
        'product',
        ranking(
          db,
          `SELECT product AS k, avg(sentiment) AS v FROM communications
           GROUP BY 1 ORDER BY v ASC, k`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h18-demo-multi-online-banking-july',
    dataset,
    category: 'multi-part',
    question:
      'How many Online Banking messages arrived in July 2026, and how many of them were complaints?',
    truth: ({ db }) => {
      const where = `product = 'Online Banking' AND substr(day, 1, 7) = '2026-07'`;
      return answer([
        also(count('Online Banking', communications(db, where))),
        also(count('complaints', communications(db, `${where} AND intent = 'complaint'`))),
      ]);
    },
  },
];
