// Seventeenth held-out round over the demo bank's communications, cases and customers: what a
// complaints manager, a customer-insight analyst or someone new to the contact centre would type,
// terse and chatty, in wordings no earlier round used; truths by plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import { daySpellings } from '../spellings';
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

const dataset = 'demo' as const;

/** Two counts side by side, the larger side named when they differ (as in holdout16). */
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

const SEGMENTS = ['business', 'premier', 'retail', 'student'];
const CHANNELS = ['chat', 'email', 'letter', 'phone', 'social'];
const CASE_TYPES = ['cdd', 'complaint', 'dispute', 'service'];
const PRIORITIES = ['critical', 'high', 'low', 'medium'];
const PRODUCTS = [
  'Credit Card',
  'Current Account',
  'Debit Card',
  'Mobile App',
  'Mortgage',
  'Online Banking',
  'Personal Loan',
  'Savings',
];

export const holdout17Demo: EvalCase[] = [
  // Planted facts.
  {
    id: 'h17-demo-fact-app-login-week',
    dataset,
    category: 'planted fact',
    question: 'Login complaints on the Mobile App in the week of 10 to 16 March 2026: how many?',
    truth: ({ db }) =>
      answer([
        count(
          'login complaints',
          communications(
            db,
            `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
             AND day BETWEEN '2026-03-10' AND '2026-03-16'`,
          ),
        ),
      ]),
  },
  {
    id: 'h17-demo-fact-phone-peak-august',
    dataset,
    category: 'planted fact',
    question: 'Which day in August 2026 was busiest for phone contacts, and how many were there?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM communications
         WHERE channel = 'phone' AND substr(day, 1, 7) = '2026-08' GROUP BY day ORDER BY v DESC, k`,
      );
      return answer(
        [also(count('phone contacts', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }],
      );
    },
  },
  {
    id: 'h17-demo-fact-savings-before-after',
    dataset,
    category: 'planted fact',
    question: 'Savings sentiment before 1 September 2026 and since: what are the two averages?',
    truth: ({ db }) =>
      answer([
        also(score('before', averageSentiment(db, `product = 'Savings' AND day < '2026-09-01'`))),
        also(score('since', averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`))),
      ]),
  },
  {
    id: 'h17-demo-fact-card-fee-summer',
    dataset,
    category: 'planted fact',
    question:
      'Across June, July and August 2026, how many complaints did we get about the Credit Card fee?',
    truth: ({ db }) =>
      answer([
        count(
          'card fee',
          communications(
            db,
            `product = 'Credit Card' AND intent = 'complaint' AND subcategory = 'Card fee'
             AND day BETWEEN '2026-06-01' AND '2026-08-31'`,
          ),
        ),
      ]),
  },
  {
    id: 'h17-demo-fact-complaint-breach-march',
    dataset,
    category: 'planted fact',
    question: 'What share of complaint cases opened in March 2026 breached their SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breached',
          value(
            db,
            `SELECT avg(sla_breached) FROM cases
             WHERE type = 'complaint' AND substr(opened_at, 1, 7) = '2026-03'`,
          ),
        ),
      ]),
  },
  // Descriptive.
  {
    id: 'h17-demo-outbound',
    dataset,
    category: 'descriptive',
    question: 'How many outbound messages have we sent to customers?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'h17-demo-pending-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of all communications are pending?',
    truth: ({ db }) =>
      answer([share('pending', value(db, `SELECT avg(status = 'pending') FROM communications`))]),
  },
  {
    id: 'h17-demo-human-chats',
    dataset,
    category: 'descriptive',
    question: 'How many chats were handled by a person rather than the bot?',
    truth: ({ db }) =>
      answer([
        count('human chats', communications(db, `channel = 'chat' AND chat_mode = 'human'`)),
      ]),
  },
  {
    id: 'h17-demo-enquiry-sentiment',
    dataset,
    category: 'descriptive',
    question: "What's the mean sentiment of customer enquiries?",
    truth: ({ db }) => answer([score('enquiries', averageSentiment(db, `intent = 'enquiry'`))]),
  },
  {
    id: 'h17-demo-cdd-restricted',
    dataset,
    category: 'descriptive',
    question: 'How many CDD cases ended with the customer’s account restricted?',
    truth: ({ db }) =>
      answer([count('restricted', cases(db, `type = 'cdd' AND account_restricted = 1`))]),
  },
  // Comparisons.
  {
    id: 'h17-demo-cmp-phone-letter-sentiment',
    dataset,
    category: 'comparison',
    question:
      'Phone versus letter: which channel carries more negative sentiment on average? Give both averages.',
    truth: ({ db }) => {
      const phone = averageSentiment(db, `channel = 'phone'`);
      const letter = averageSentiment(db, `channel = 'letter'`);
      return answer(
        [also(score('phone', phone)), also(score('letter', letter))],
        [named('more negative', phone < letter ? 'phone' : 'letter')],
      );
    },
  },
  {
    id: 'h17-demo-cmp-requests-enquiries-july',
    dataset,
    category: 'comparison',
    question: 'Were there more requests or more enquiries in July 2026? Give both numbers.',
    truth: ({ db }) =>
      twoCounts(
        ['request', 'enquiry'],
        communications(db, `intent = 'request' AND substr(day, 1, 7) = '2026-07'`),
        communications(db, `intent = 'enquiry' AND substr(day, 1, 7) = '2026-07'`),
      ),
  },
  {
    id: 'h17-demo-cmp-business-premier-complaints',
    dataset,
    category: 'comparison',
    question:
      'Do business customers send us more complaints than premier customers? Numbers for each segment.',
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(
          db,
          `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE intent = 'complaint' AND segment = ?`,
          segment,
        );
      return twoCounts(['business', 'premier'], of('business'), of('premier'));
    },
  },
  {
    id: 'h17-demo-cmp-service-cdd-breach',
    dataset,
    category: 'comparison',
    question: 'How does the SLA breach rate of service cases compare with that of CDD cases?',
    truth: ({ db }) => {
      const of = (type: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE type = ?`, type);
      return answer([also(share('service', of('service'))), also(share('cdd', of('cdd')))]);
    },
  },
  // Rankings.
  {
    id: 'h17-demo-rank-region-complaints',
    dataset,
    category: 'ranking',
    question: 'Which region do most of our complaints come from?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region AS k, count(*) AS v FROM ${WITH_CUSTOMER} WHERE intent = 'complaint'
           GROUP BY region ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h17-demo-rank-product-lowest-sentiment',
    dataset,
    category: 'ranking',
    question: 'Which product has the gloomiest average sentiment?',
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
    id: 'h17-demo-rank-product-complaints-not-current',
    dataset,
    category: 'ranking',
    question: 'Apart from the Current Account, which product draws the most complaints?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, count(*) AS v FROM communications
           WHERE intent = 'complaint' AND product <> 'Current Account'
           GROUP BY product ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h17-demo-rank-case-category',
    dataset,
    category: 'ranking',
    question: 'Which category do we open the most cases for?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM cases GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('cases', v),
      ),
  },
  // Relative periods (the demo's last day is 31 October 2026).
  {
    id: 'h17-demo-period-complaints-7-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints landed in the last 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
  {
    id: 'h17-demo-period-sentiment-last-month',
    dataset,
    category: 'relative period',
    question: 'What was our average sentiment last month?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1))),
      ]),
  },
  {
    id: 'h17-demo-period-chats-this-month',
    dataset,
    category: 'relative period',
    question: 'How many chats have we had so far this month?',
    truth: ({ db }) =>
      answer([
        count(
          'chats',
          communications(db, `channel = 'chat' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'h17-demo-period-social-three-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many social media messages did we get three months ago?',
    truth: ({ db }) =>
      answer([
        count(
          'social',
          communications(db, `channel = 'social' AND substr(day, 1, 7) = ?`, monthBefore(db, 3)),
        ),
      ]),
  },
  // Casual.
  {
    id: 'h17-demo-casual-fees-moans',
    dataset,
    category: 'casual',
    question: 'how many ppl moaning about fees n charges',
    truth: ({ db }) =>
      answer([
        count(
          'Fees & Charges complaints',
          communications(db, `intent = 'complaint' AND category = 'Fees & Charges'`),
        ),
      ]),
  },
  {
    id: 'h17-demo-casual-mortgage-mood',
    dataset,
    category: 'casual',
    question: 'mortgage msgs - how negative r they on avg',
    truth: ({ db }) => answer([score('Mortgage', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'h17-demo-casual-letters',
    dataset,
    category: 'casual',
    question: 'hw many letters have we had',
    truth: ({ db }) => answer([count('letters', communications(db, `channel = 'letter'`))]),
  },
  {
    id: 'h17-demo-casual-in-progress',
    dataset,
    category: 'casual',
    question: 'cases still in progress rn - how many?',
    truth: ({ db }) => answer([count('in progress', cases(db, `status = 'in_progress'`))]),
  },
  // Follow-ups.
  {
    id: 'h17-demo-turn-app-complaints-negative',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints did we get about the Mobile App?'],
    question: 'And what share of those were negative?',
    truth: ({ db }) =>
      answer([
        share(
          'negative',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications
             WHERE product = 'Mobile App' AND intent = 'complaint'`,
          ),
        ),
      ]),
  },
  {
    id: 'h17-demo-turn-top-channel-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['Which channel brought in the most communications?'],
    question: 'What was the average sentiment there?',
    truth: ({ db }) => {
      const top = ranking(
        db,
        `SELECT channel AS k, count(*) AS v FROM communications GROUP BY channel ORDER BY v DESC`,
      ).keys[0]!;
      return answer([score('sentiment', averageSentiment(db, `channel = ?`, top))]);
    },
  },
  {
    id: 'h17-demo-turn-disputes-breached',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases have we got?'],
    question: 'How many of them went past their SLA?',
    truth: ({ db }) =>
      answer([count('breached', cases(db, `type = 'dispute' AND sla_breached = 1`))]),
  },
  {
    id: 'h17-demo-turn-august-then-september',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in during August 2026?'],
    question: 'And September, how many was that?',
    truth: ({ db }) =>
      answer([
        count(
          'September',
          communications(db, `intent = 'complaint' AND substr(day, 1, 7) = '2026-09'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'h17-demo-no-balance',
    dataset,
    category: 'unanswerable',
    question: "What's the typical account balance held by premier customers?",
    truth: () => decline('the data holds no balances'),
  },
  {
    id: 'h17-demo-no-2023',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we log in 2023?',
    truth: () => decline('the communications run from November 2025 to October 2026'),
  },
  {
    id: 'h17-demo-no-agent',
    dataset,
    category: 'unanswerable',
    question: 'Which contact-centre agent closed the most cases?',
    truth: () => decline('the data records no agents'),
  },
  {
    id: 'h17-demo-no-northern-ireland',
    dataset,
    category: 'unanswerable',
    question: 'How many customers do we have in Northern Ireland?',
    truth: () => decline('there is no Northern Ireland region in the data'),
  },
  {
    id: 'h17-demo-no-whatsapp',
    dataset,
    category: 'unanswerable',
    question: 'How many messages reached us over WhatsApp?',
    truth: () => decline('there is no WhatsApp channel in the data'),
  },
  {
    id: 'h17-demo-no-unknown-case',
    dataset,
    category: 'unanswerable',
    question: 'What priority does case K-04812 have?',
    truth: () => decline('there is no case K-04812 (the cases run to K-03500)'),
  },
  // Lookups.
  {
    id: 'h17-demo-lookup-case-type-priority',
    dataset,
    category: 'lookup',
    question: 'Case K-03100: what type of case is it, and what priority?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT type, priority FROM cases WHERE id = 'K-03100'`).get() as {
        type: string;
        priority: string;
      };
      return answer(
        [],
        [own('type', row.type, CASE_TYPES), own('priority', row.priority, PRIORITIES)],
      );
    },
  },
  {
    id: 'h17-demo-lookup-message-product-channel',
    dataset,
    category: 'lookup',
    question: 'Which product was message M-020000 about, and which channel did it come through?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT product, channel FROM communications WHERE id = 'M-020000'`)
        .get() as { product: string; channel: string };
      return answer(
        [],
        [own('product', row.product, PRODUCTS), own('channel', row.channel, CHANNELS)],
      );
    },
  },
  {
    id: 'h17-demo-lookup-customer-segment',
    dataset,
    category: 'lookup',
    question: 'What segment does customer C-02750 belong to?',
    truth: ({ db }) => {
      const segment = String(
        db.prepare(`SELECT segment FROM customers WHERE id = 'C-02750'`).pluck().get(),
      );
      return answer([], [own('segment', segment, SEGMENTS)]);
    },
  },
  // Multi-part.
  {
    id: 'h17-demo-multi-praise-count-sentiment',
    dataset,
    category: 'multi-part',
    question: 'How many praise messages came in, and what was their average sentiment?',
    truth: ({ db }) =>
      answer([
        also(count('praise', communications(db, `intent = 'praise'`))),
        also(score('praise sentiment', averageSentiment(db, `intent = 'praise'`))),
      ]),
  },
  {
    id: 'h17-demo-multi-region-customers',
    dataset,
    category: 'multi-part',
    question: 'Which region has the most customers, and how many customers is that?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region AS k, count(*) AS v FROM customers GROUP BY region ORDER BY v DESC`,
        ),
        (v) => count('customers', v),
      ),
  },
  {
    id: 'h17-demo-multi-busiest-channel-march',
    dataset,
    category: 'multi-part',
    question: 'What was the busiest channel in March 2026, and how many messages came through it?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications
           WHERE substr(day, 1, 7) = '2026-03' GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h17-demo-multi-savings-september',
    dataset,
    category: 'multi-part',
    question:
      'How many Savings complaints arrived in September 2026, and what was their average sentiment?',
    truth: ({ db }) => {
      const where = `product = 'Savings' AND intent = 'complaint' AND substr(day, 1, 7) = '2026-09'`;
      return answer([
        also(count('Savings complaints', communications(db, where))),
        also(score('sentiment', averageSentiment(db, where))),
      ]);
    },
  },
];
