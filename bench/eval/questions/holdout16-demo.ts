// Sixteenth held-out round over the demo bank's communications, cases and customers: what a
// complaints lead, a risk analyst or a new starter in the contact centre would type, terse and
// chatty, in wordings no earlier round used; truths by plain SQL over the demo database.
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

const dataset = 'demo' as const;

/** Two counts side by side, the larger side named when they differ (as in holdout15). */
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

const REGIONS = ['Central', 'East', 'North', 'Scotland', 'South', 'Wales', 'West'];
const SEGMENTS = ['business', 'premier', 'retail', 'student'];
const CHANNELS = ['chat', 'email', 'letter', 'phone', 'social'];
const INTENTS = ['complaint', 'enquiry', 'praise', 'request'];
const PRIORITIES = ['critical', 'high', 'low', 'medium'];
/** Customers with a case that restricted their account. */
const RESTRICTED = `customer_id IN (SELECT customer_id FROM cases WHERE account_restricted = 1)`;

export const holdout16Demo: EvalCase[] = [
  // Planted facts.
  {
    id: 'h16-demo-fact-app-login-march-april',
    dataset,
    category: 'planted fact',
    question:
      'Login & Access complaints on the Mobile App: how many in March 2026, and how many in April 2026?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(
          db,
          `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
           AND substr(day, 1, 7) = ?`,
          month,
        );
      return twoCounts(['March', 'April'], of('2026-03'), of('2026-04'));
    },
  },
  {
    id: 'h16-demo-fact-outage-phone-day-before',
    dataset,
    category: 'planted fact',
    question: 'How many phone contacts did we log on 19 August 2026, and how many the day before?',
    truth: ({ db }) => {
      const of = (day: string) => communications(db, `channel = 'phone' AND day = ?`, day);
      return answer([
        also(count('19 August', of('2026-08-19'))),
        also(count('18 August', of('2026-08-18'))),
      ]);
    },
  },
  {
    id: 'h16-demo-fact-savings-negative-since-september',
    dataset,
    category: 'planted fact',
    question: 'Since 1 September 2026, what share of Savings messages have been negative?',
    truth: ({ db }) =>
      answer([
        share(
          'negative',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications
             WHERE product = 'Savings' AND day >= '2026-09-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'h16-demo-fact-card-fee-june-july',
    dataset,
    category: 'planted fact',
    question:
      'Credit Card complaints about the card fee — June 2026 versus July 2026, how many each?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(
          db,
          `product = 'Credit Card' AND intent = 'complaint' AND subcategory = 'Card fee'
           AND substr(day, 1, 7) = ?`,
          month,
        );
      return twoCounts(['June', 'July'], of('2026-06'), of('2026-07'));
    },
  },
  {
    id: 'h16-demo-fact-restricted-complaints',
    dataset,
    category: 'planted fact',
    question: 'How many complaints came from customers who had their account restricted?',
    truth: ({ db }) =>
      answer([count('complaints', communications(db, `intent = 'complaint' AND ${RESTRICTED}`))]),
  },
  // Descriptive.
  {
    id: 'h16-demo-open-case-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of our cases are not closed yet?',
    truth: ({ db }) =>
      answer([
        share('not closed', value(db, `SELECT avg(status <> 'closed') FROM cases`), 0.002),
        also(count('not closed', cases(db, `status <> 'closed'`))),
      ]),
  },
  {
    id: 'h16-demo-chargeback-won',
    dataset,
    category: 'descriptive',
    question: 'In how many cases did the chargeback succeed and the customer get the funds back?',
    truth: ({ db }) =>
      answer([
        count('chargeback', cases(db, `resolution = 'Chargeback successful, funds returned.'`)),
      ]),
  },
  {
    id: 'h16-demo-dispute-breach-rate',
    dataset,
    category: 'descriptive',
    question: 'What is the SLA breach rate on dispute cases?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'dispute'`),
        ),
      ]),
  },
  {
    id: 'h16-demo-wales-customers',
    dataset,
    category: 'descriptive',
    question: 'How many of our customers live in Wales?',
    truth: ({ db }) =>
      answer([count('Wales', value(db, `SELECT count(*) FROM customers WHERE region = 'Wales'`))]),
  },
  {
    id: 'h16-demo-escalated-from-chatbot',
    dataset,
    category: 'descriptive',
    question: 'How many conversations got passed on from the chatbot?',
    truth: ({ db }) =>
      answer([count('from chatbot', communications(db, `escalated_from = 'chatbot'`))]),
  },
  {
    id: 'h16-demo-praise-sentiment',
    dataset,
    category: 'descriptive',
    question: 'What is the average sentiment score of the praise we receive?',
    truth: ({ db }) => answer([score('praise', averageSentiment(db, `intent = 'praise'`))]),
  },
  {
    id: 'h16-demo-direct-debit-complaints',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have we had about direct debits?',
    truth: ({ db }) =>
      answer([
        count(
          'direct debit',
          communications(db, `intent = 'complaint' AND subcategory = 'Direct debit'`),
        ),
      ]),
  },
  // Comparisons.
  {
    id: 'h16-demo-cmp-student-premier-sentiment',
    dataset,
    category: 'comparison',
    question:
      'Students or premier customers: whose messages are more negative on average? Give me both sentiment averages.',
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = ?`, segment);
      const student = of('student');
      const premier = of('premier');
      return answer(
        [also(score('student', student)), also(score('premier', premier))],
        [named('more negative', student < premier ? 'student' : 'premier')],
      );
    },
  },
  {
    id: 'h16-demo-cmp-email-chat-september',
    dataset,
    category: 'comparison',
    question: 'In September 2026, did we get more emails or more chats? Numbers for each.',
    truth: ({ db }) => {
      const of = (channel: string) =>
        communications(
          db,
          `channel = ? AND direction = 'inbound' AND substr(day, 1, 7) = '2026-09'`,
          channel,
        );
      const all = (channel: string) =>
        communications(db, `channel = ? AND substr(day, 1, 7) = '2026-09'`, channel);
      // Chats are all inbound; emails may be counted with or without the ones we sent.
      const chats = of('chat');
      const emailsIn = of('email');
      const emailsAll = all('email');
      return answer(
        [
          also(count('chat', chats)),
          also({
            label: 'email',
            value: (emailsIn + emailsAll) / 2,
            tolerance: (emailsAll - emailsIn) / 2,
            lead: false,
          }),
        ],
        [named('more', chats > emailsAll ? 'chat' : 'email')],
      );
    },
  },
  {
    id: 'h16-demo-cmp-high-low-breach',
    dataset,
    category: 'comparison',
    question:
      'Do high-priority cases breach their SLA more often than low-priority ones? Show both rates.',
    truth: ({ db }) => {
      const of = (priority: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE priority = ?`, priority);
      return answer([also(share('high', of('high'))), also(share('low', of('low')))]);
    },
  },
  {
    id: 'h16-demo-cmp-mortgage-loan-complaints',
    dataset,
    category: 'comparison',
    question: 'Mortgage complaints vs Personal Loan complaints — which is higher, and by how much?',
    truth: ({ db }) => {
      const of = (product: string) =>
        communications(db, `intent = 'complaint' AND product = ?`, product);
      const mortgage = of('Mortgage');
      const loan = of('Personal Loan');
      return answer(
        [also(count('Mortgage', mortgage)), also(count('Personal Loan', loan))],
        [named('more', mortgage > loan ? 'Mortgage' : 'Personal Loan')],
      );
    },
  },
  {
    id: 'h16-demo-cmp-scotland-wales-sentiment',
    dataset,
    category: 'comparison',
    question:
      'How does the average sentiment of customers in Scotland compare with those in Wales?',
    truth: ({ db }) => {
      const of = (region: string) =>
        value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE region = ?`, region);
      return answer([also(score('Scotland', of('Scotland'))), also(score('Wales', of('Wales')))]);
    },
  },
  // Rankings.
  {
    id: 'h16-demo-rank-cards-subcategory',
    dataset,
    category: 'ranking',
    question: 'Among Cards complaints, what is the single most common subcategory?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE intent = 'complaint' AND category = 'Cards' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h16-demo-rank-worst-channel-sentiment',
    dataset,
    category: 'ranking',
    question: 'On which channel is sentiment lowest on average?',
    truth: ({ db }) =>
      picked(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, avg(sentiment) AS v FROM communications GROUP BY k ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h16-demo-rank-segment-not-retail',
    dataset,
    category: 'ranking',
    question: 'Leaving retail out, which customer segment sends us the most messages?',
    truth: ({ db }) =>
      leader(
        'segment',
        ranking(
          db,
          `SELECT segment AS k, count(*) AS v FROM ${WITH_CUSTOMER}
           WHERE segment <> 'retail' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h16-demo-rank-case-type-urgent-share',
    dataset,
    category: 'ranking',
    question: 'Which type of case is most often marked high or critical priority, as a share?',
    truth: ({ db }) =>
      picked(
        'type',
        ranking(
          db,
          `SELECT type AS k, avg(priority IN ('high', 'critical')) AS v FROM cases
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('urgent share', v),
      ),
  },
  {
    id: 'h16-demo-rank-second-complaint-category',
    dataset,
    category: 'ranking',
    question: "What's the second biggest complaint category?",
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT category AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
         GROUP BY k ORDER BY v DESC`,
      );
      // The leader may be named as the first; every category below the second is a rival.
      return answer(
        [also(count('complaints', ranked.values[1]!))],
        [{ label: 'second', anyOf: [ranked.keys[1]!], rivals: ranked.keys.slice(2) }],
      );
    },
  },
  // Relative periods (the demo's last day is 31 October 2026).
  {
    id: 'h16-demo-period-complaints-14-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints have come in over the past fortnight?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, from, to),
          0.08,
        ),
      ]);
    },
  },
  {
    id: 'h16-demo-period-sentiment-30-days',
    dataset,
    category: 'relative period',
    question: 'What has average sentiment been over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([
        score('sentiment', averageSentiment(db, `day BETWEEN ? AND ?`, from, to), 0.01),
      ]);
    },
  },
  {
    id: 'h16-demo-period-praise-this-month',
    dataset,
    category: 'relative period',
    question: 'How many praise messages have we had so far this month?',
    truth: ({ db }) =>
      answer([
        count(
          'praise',
          communications(db, `intent = 'praise' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'h16-demo-period-breaches-last-month',
    dataset,
    category: 'relative period',
    question: 'How many cases opened last month went on to breach their SLA?',
    truth: ({ db }) =>
      answer([
        count(
          'breached',
          cases(db, `sla_breached = 1 AND substr(opened_at, 1, 7) = ?`, monthBefore(db, 1)),
        ),
      ]),
  },
  // Casual.
  {
    id: 'h16-demo-casual-overdraft',
    dataset,
    category: 'casual',
    question: 'how many ppl complaind about overdraft fees',
    truth: ({ db }) =>
      answer([
        count(
          'overdraft fee',
          communications(db, `intent = 'complaint' AND subcategory = 'Overdraft fee'`),
        ),
      ]),
  },
  {
    id: 'h16-demo-casual-student-sentiment',
    dataset,
    category: 'casual',
    question: 'avg sentiment 4 students?',
    truth: ({ db }) =>
      answer([
        score(
          'student',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'student'`),
        ),
      ]),
  },
  {
    id: 'h16-demo-casual-phishing',
    dataset,
    category: 'casual',
    question: 'r we getting loads of phishing msgs? how many total',
    truth: ({ db }) =>
      answer([count('phishing', communications(db, `subcategory = 'Phishing attempt'`))]),
  },
  {
    id: 'h16-demo-casual-restricted-cases',
    dataset,
    category: 'casual',
    question: 'how many cases ended up with the acct restricted lol',
    truth: ({ db }) => answer([count('restricted', cases(db, `account_restricted = 1`))]),
  },
  {
    id: 'h16-demo-casual-letter-complaints',
    dataset,
    category: 'casual',
    question: 'complaints by post this yr, how many?',
    truth: ({ db }) =>
      answer([
        count(
          'letter complaints',
          communications(
            db,
            `intent = 'complaint' AND channel = 'letter' AND substr(day, 1, 4) = ?`,
            lastDay(db).slice(0, 4),
          ),
        ),
      ]),
  },
  // Follow-ups.
  {
    id: 'h16-demo-turn-fraud-phishing',
    dataset,
    category: 'follow-up',
    previous: ['How many Fraud & Security complaints have we received?'],
    question: 'And how many of those were about phishing?',
    truth: ({ db }) =>
      answer([
        count(
          'phishing',
          communications(
            db,
            `intent = 'complaint' AND category = 'Fraud & Security' AND subcategory = 'Phishing attempt'`,
          ),
        ),
      ]),
  },
  {
    id: 'h16-demo-turn-top-product-complaint-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['Which product attracts the most complaints?'],
    question: "What's the average sentiment of that product's complaints?",
    truth: ({ db }) => {
      const products = ranking(
        db,
        `SELECT product AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
         GROUP BY k ORDER BY v DESC`,
      );
      return answer([
        score(
          'sentiment',
          averageSentiment(db, `intent = 'complaint' AND product = ?`, products.keys[0]!),
        ),
      ]);
    },
  },
  {
    id: 'h16-demo-turn-cases-august',
    dataset,
    category: 'follow-up',
    previous: ['How many cases were opened in July 2026?'],
    question: 'What about August 2026?',
    truth: ({ db }) => answer([count('August', cases(db, `substr(opened_at, 1, 7) = '2026-08'`))]),
  },
  {
    id: 'h16-demo-turn-biggest-region-complaints',
    dataset,
    category: 'follow-up',
    previous: ['Which region has the most customers?'],
    question: 'How many complaints came from customers there?',
    truth: ({ db }) => {
      const regions = ranking(
        db,
        `SELECT region AS k, count(*) AS v FROM customers GROUP BY k ORDER BY v DESC`,
      );
      return answer([
        count(
          'complaints',
          value(
            db,
            `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE intent = 'complaint' AND region = ?`,
            regions.keys[0]!,
          ),
        ),
      ]);
    },
  },
  {
    id: 'h16-demo-turn-negative-chat-then-phone',
    dataset,
    category: 'follow-up',
    previous: ['What share of chat messages were negative?'],
    question: 'Same for phone?',
    truth: ({ db }) =>
      answer([
        share(
          'phone negative',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE channel = 'phone'`,
          ),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'h16-demo-no-credit-score',
    dataset,
    category: 'unanswerable',
    question: 'What is the average credit score of our mortgage customers?',
    truth: () => decline('the data holds no credit scores'),
  },
  {
    id: 'h16-demo-no-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we receive during 2024?',
    truth: () => decline('the messages run from November 2025 to October 2026'),
  },
  {
    id: 'h16-demo-no-branch',
    dataset,
    category: 'unanswerable',
    question: 'Which high-street branch generates the most complaints?',
    truth: () => decline('the data records no branches'),
  },
  {
    id: 'h16-demo-no-savings-rate',
    dataset,
    category: 'unanswerable',
    question: 'What interest rate are our savings customers getting on average?',
    truth: () => decline('the data holds no interest rates'),
  },
  {
    id: 'h16-demo-no-compensation-total',
    dataset,
    category: 'unanswerable',
    question: 'How much did we refund on upheld fee complaints in total, in pounds?',
    truth: () => decline('the cases record no refund amounts'),
  },
  // Lookups.
  {
    id: 'h16-demo-lookup-message-channel-intent',
    dataset,
    category: 'lookup',
    question: 'Message M-012345: which channel did it come in on, and what was the intent?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT channel, intent FROM communications WHERE id = 'M-012345'`)
        .get() as { channel: string; intent: string };
      return answer(
        [],
        [own('channel', row.channel, CHANNELS), own('intent', row.intent, INTENTS)],
      );
    },
  },
  {
    id: 'h16-demo-lookup-customer-region',
    dataset,
    category: 'lookup',
    question: 'Where is customer C-01500 based, region-wise, and which segment are they?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT region, segment FROM customers WHERE id = 'C-01500'`)
        .get() as { region: string; segment: string };
      return answer(
        [],
        [own('region', row.region, REGIONS), own('segment', row.segment, SEGMENTS)],
      );
    },
  },
  {
    id: 'h16-demo-lookup-case-priority',
    dataset,
    category: 'lookup',
    question: 'What priority was case K-02500 given?',
    truth: ({ db }) => {
      const priority = String(
        db.prepare(`SELECT priority FROM cases WHERE id = 'K-02500'`).pluck().get(),
      );
      return answer([], [own('priority', priority, PRIORITIES)]);
    },
  },
  {
    id: 'h16-demo-no-unknown-message',
    dataset,
    category: 'unanswerable',
    question: 'What was the sentiment of message M-777777?',
    truth: () => decline('there is no message M-777777 (ids run to M-025000)'),
  },
  // Multi-part.
  {
    id: 'h16-demo-multi-disputes-breach',
    dataset,
    category: 'multi-part',
    question: 'How many dispute cases do we have, and how many of them missed their SLA?',
    truth: ({ db }) =>
      answer([
        also(count('disputes', cases(db, `type = 'dispute'`))),
        also(count('breached', cases(db, `type = 'dispute' AND sla_breached = 1`))),
      ]),
  },
  {
    id: 'h16-demo-multi-october-top-category',
    dataset,
    category: 'multi-part',
    question: 'Which category had the most complaints in October 2026, and how many was that?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM communications
           WHERE intent = 'complaint' AND substr(day, 1, 7) = '2026-10' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h16-demo-multi-business-count-sentiment',
    dataset,
    category: 'multi-part',
    question:
      'How many messages have business customers sent us, and what is their average sentiment?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'business',
            value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE segment = 'business'`),
          ),
        ),
        also(
          score(
            'sentiment',
            value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'business'`),
          ),
        ),
      ]),
  },
  {
    id: 'h16-demo-multi-critical-breached-share',
    dataset,
    category: 'multi-part',
    question: 'How many critical cases are there, and what percentage of them went over their SLA?',
    truth: ({ db }) =>
      answer([
        also(count('critical', cases(db, `priority = 'critical'`))),
        also(
          share(
            'breached',
            value(db, `SELECT avg(sla_breached) FROM cases WHERE priority = 'critical'`),
          ),
        ),
      ]),
  },
];
