// Tenth held-out round over the demo bank's communications, cases and customers: what a newly
// arrived analyst at the bank would type on a first week, in wordings no earlier round used;
// truths by plain SQL over the demo database.
import type { EvalCase, Expectation } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  cases,
  communications,
  count,
  decline,
  lastDays,
  leader,
  named,
  picked,
  ranking,
  score,
  share,
  top,
  value,
  WITH_CUSTOMER,
} from './truth';

const dataset = 'demo' as const;

/** The two counts of a comparison, the larger side named when they differ. */
function twoCounts(
  labels: [string, string],
  counts: [number, number],
  spellings: [string[], string[]],
): Expectation {
  const [a, b] = counts;
  return answer(
    [also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', ...(a > b ? spellings[0] : spellings[1]))],
  );
}

export const holdout10Demo: EvalCase[] = [
  {
    id: 'h10-demo-praise',
    dataset,
    category: 'descriptive',
    question: 'In total, how many messages of praise have customers sent us?',
    truth: ({ db }) => answer([count('praise', communications(db, `intent = 'praise'`))]),
  },
  {
    id: 'h10-demo-pending',
    dataset,
    category: 'descriptive',
    question: 'What number of communications are sitting in pending status?',
    truth: ({ db }) => answer([count('pending', communications(db, `status = 'pending'`))]),
  },
  {
    id: 'h10-demo-credit-card-sentiment',
    dataset,
    category: 'descriptive',
    question: 'Tell me the average sentiment for the Credit Card product.',
    truth: ({ db }) =>
      answer([score('sentiment', averageSentiment(db, `product = 'Credit Card'`))]),
  },
  {
    id: 'h10-demo-critical',
    dataset,
    category: 'descriptive',
    question: 'How many cases carry critical priority?',
    truth: ({ db }) => answer([count('critical', cases(db, `priority = 'critical'`))]),
  },
  {
    id: 'h10-demo-breach-all',
    dataset,
    category: 'descriptive',
    question: 'Across every case, what fraction went past its SLA?',
    truth: ({ db }) =>
      answer([share('breached', value(db, `SELECT avg(sla_breached) FROM cases`))]),
  },
  {
    id: 'h10-demo-phishing',
    dataset,
    category: 'descriptive',
    question: 'How many phishing attempt messages are on record?',
    truth: ({ db }) =>
      answer([count('phishing', communications(db, `subcategory = 'Phishing attempt'`))]),
  },
  {
    id: 'h10-demo-business-customers',
    dataset,
    category: 'descriptive',
    question: 'How many of our customers belong to the business segment?',
    truth: ({ db }) =>
      answer([
        count('business', value(db, `SELECT count(*) FROM customers WHERE segment = 'business'`)),
      ]),
  },
  {
    id: 'h10-demo-cmp-chat-phone',
    dataset,
    category: 'comparison',
    question: 'Chat or phone: which one carried more complaints? Give me both figures.',
    truth: ({ db }) => {
      const of = (channel: string) =>
        communications(db, `intent = 'complaint' AND channel = ?`, channel);
      return twoCounts(['chat', 'phone'], [of('chat'), of('phone')], [['chat'], ['phone']]);
    },
  },
  {
    id: 'h10-demo-cmp-mortgage-loan',
    dataset,
    category: 'comparison',
    question: 'Put the average sentiment of Mortgage messages next to that of Personal Loan ones.',
    truth: ({ db }) =>
      answer([
        also(score('Mortgage', averageSentiment(db, `product = 'Mortgage'`))),
        also(score('Personal Loan', averageSentiment(db, `product = 'Personal Loan'`))),
      ]),
  },
  {
    id: 'h10-demo-cmp-complaint-service-breach',
    dataset,
    category: 'comparison',
    question: 'How do complaint cases and service cases compare on SLA breaches, as a rate?',
    truth: ({ db }) => {
      const rate = (type: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE type = ?`, type);
      return answer([
        also(share('complaint', rate('complaint'))),
        also(share('service', rate('service'))),
      ]);
    },
  },
  {
    id: 'h10-demo-cmp-scotland-wales',
    dataset,
    category: 'comparison',
    question: 'Scotland against Wales: how many messages came from customers in each?',
    truth: ({ db }) => {
      const of = (region: string) =>
        value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE region = ?`, region);
      return twoCounts(
        ['Scotland', 'Wales'],
        [of('Scotland'), of('Wales')],
        [['Scotland'], ['Wales']],
      );
    },
  },
  {
    id: 'h10-demo-cmp-debit-jan-feb',
    dataset,
    category: 'comparison',
    question: 'Did Debit Card see more messages in January 2026 than in February 2026?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(db, `product = 'Debit Card' AND substr(day, 1, 7) = ?`, month);
      return answer([
        also(count('January', of('2026-01'))),
        also(count('February', of('2026-02'))),
      ]);
    },
  },
  {
    id: 'h10-demo-rank-region',
    dataset,
    category: 'ranking',
    question: "Which region's customers write to us the most?",
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
    id: 'h10-demo-rank-payments-sub',
    dataset,
    category: 'ranking',
    question: 'Within Payments & Transfers, which subcategory has the most messages?',
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
    id: 'h10-demo-rank-segment-negative',
    dataset,
    category: 'ranking',
    question: 'Which customer segment is, on average, the most negative?',
    truth: ({ db }) =>
      picked(
        'segment',
        ranking(
          db,
          `SELECT segment AS k, avg(sentiment) AS v FROM ${WITH_CUSTOMER}
           GROUP BY segment ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h10-demo-rank-complaint-share-product',
    dataset,
    category: 'ranking',
    question: 'Which product has the largest proportion of its messages being complaints?',
    truth: ({ db }) =>
      picked(
        'product',
        ranking(
          db,
          `SELECT product AS k, avg(intent = 'complaint') AS v FROM communications
           GROUP BY product ORDER BY v DESC`,
        ),
        (v) => share('complaints', v),
      ),
  },
  {
    id: 'h10-demo-rank-dispute-reason',
    dataset,
    category: 'ranking',
    question: 'Among dispute cases, which reason comes up most often?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, count(*) AS v FROM cases WHERE type = 'dispute'
           GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h10-demo-rel-letters-14',
    dataset,
    category: 'relative period',
    question: 'How many letters reached us in the last 14 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'letters',
          communications(db, `channel = 'letter' AND day BETWEEN ? AND ?`, from, to),
          0.08,
        ),
      ]);
    },
  },
  {
    id: 'h10-demo-rel-quarter-to-date',
    dataset,
    category: 'relative period',
    question: 'What has average sentiment been so far this quarter?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `day BETWEEN '2026-10-01' AND '2026-10-31'`)),
      ]),
  },
  {
    id: 'h10-demo-rel-ytd-savings-rate',
    dataset,
    category: 'relative period',
    question: 'Year to date, how many savings rate messages have we had?',
    truth: ({ db }) =>
      answer([
        count(
          'savings rate',
          communications(
            db,
            `subcategory = 'Savings rate' AND day BETWEEN '2026-01-01' AND '2026-10-31'`,
          ),
        ),
      ]),
  },
  {
    id: 'h10-demo-rel-90-complaint-share',
    dataset,
    category: 'relative period',
    question: 'Over the past 90 days, what share of all messages were complaints?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        share(
          'complaints',
          value(
            db,
            `SELECT avg(intent = 'complaint') FROM communications WHERE day BETWEEN ? AND ?`,
            from,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'h10-demo-rel-week-complaints',
    dataset,
    category: 'relative period',
    question: 'Complaints in the last 7 days - how many?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, from, to),
          0.15,
        ),
      ]);
    },
  },
  {
    id: 'h10-demo-casual-declined',
    dataset,
    category: 'casual',
    question: 'card declined complaints - how many pls',
    truth: ({ db }) =>
      answer([
        count(
          'card declined complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Card declined'`),
        ),
      ]),
  },
  {
    id: 'h10-demo-casual-app-mood',
    dataset,
    category: 'casual',
    question: 'avg sentiment on the mobile app?? feels bad tbh',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Mobile App'`))]),
  },
  {
    id: 'h10-demo-casual-lost-stolen',
    dataset,
    category: 'casual',
    question: 'no. of lost/stolen card msgs?',
    truth: ({ db }) =>
      answer([count('lost or stolen', communications(db, `subcategory = 'Lost or stolen card'`))]),
  },
  {
    id: 'h10-demo-casual-biggest-channel',
    dataset,
    category: 'casual',
    question: 'wat channel do ppl use most to reach us',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h10-demo-turn-current-june',
    dataset,
    category: 'follow-up',
    previous: ['How many Current Account messages were there in May 2026?'],
    question: 'and June?',
    truth: ({ db }) =>
      answer([
        count(
          'Current Account June',
          communications(db, `product = 'Current Account' AND substr(day, 1, 7) = '2026-06'`),
        ),
      ]),
  },
  {
    id: 'h10-demo-turn-dispute-high',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases have been opened?'],
    question: 'How many of those were high priority?',
    truth: ({ db }) => answer([count('high', cases(db, `type = 'dispute' AND priority = 'high'`))]),
  },
  {
    id: 'h10-demo-turn-social-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['How many messages came through social media?'],
    question: 'What was their average sentiment?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `channel = 'social'`))]),
  },
  {
    id: 'h10-demo-turn-overdraft-region',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about overdraft fees?'],
    question: 'Which region sent the most of them?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region AS k, count(*) AS v FROM ${WITH_CUSTOMER}
           WHERE intent = 'complaint' AND subcategory = 'Overdraft fee'
           GROUP BY region ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h10-demo-turn-student-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment of premier customers?'],
    question: 'And for students?',
    truth: ({ db }) =>
      answer([
        score(
          'student',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'student'`),
        ),
      ]),
  },
  {
    id: 'h10-demo-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of our mortgage customers?',
    truth: () => decline('the data has no ages'),
  },
  {
    id: 'h10-demo-no-dec-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many messages did we get in December 2024?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'h10-demo-no-call-length',
    dataset,
    category: 'unanswerable',
    question: 'What was the average call length on the phone channel, in minutes?',
    truth: () => decline('the data has no call durations'),
  },
  {
    id: 'h10-demo-no-staff',
    dataset,
    category: 'unanswerable',
    question: 'Which member of staff dealt with the most complaints?',
    truth: () => decline('the data has no staff'),
  },
  {
    id: 'h10-demo-no-balance',
    dataset,
    category: 'unanswerable',
    question: "What is customer C-00042's current account balance?",
    truth: () => decline('the data has no balances'),
  },
  {
    id: 'h10-demo-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'How much revenue did the Credit Card product bring in?',
    truth: () => decline('the data has no revenue'),
  },
  {
    id: 'h10-demo-no-message',
    dataset,
    category: 'unanswerable',
    question: 'What did message M-999999 say?',
    truth: () => decline('there is no message M-999999'),
  },
  {
    id: 'h10-demo-lookup-message',
    dataset,
    category: 'lookup',
    question: 'For communication M-004321, what were the channel and the subcategory?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT channel, subcategory FROM communications WHERE id = 'M-004321'`)
        .get() as { channel: string; subcategory: string };
      return answer([], [named('channel', row.channel), named('subcategory', row.subcategory)]);
    },
  },
  {
    id: 'h10-demo-lookup-case',
    dataset,
    category: 'lookup',
    question: 'What priority and status does case K-01234 have?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT priority, status FROM cases WHERE id = 'K-01234'`).get() as {
        priority: string;
        status: string;
      };
      return answer([], [named('priority', row.priority), named('status', row.status)]);
    },
  },
  {
    id: 'h10-demo-lookup-customer',
    dataset,
    category: 'lookup',
    question: 'Customer C-00777: which segment and which region?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT segment, region FROM customers WHERE id = 'C-00777'`)
        .get() as { segment: string; region: string };
      return answer([], [named('segment', row.segment), named('region', row.region)]);
    },
  },
  {
    id: 'h10-demo-fact-app-login-fortnight',
    dataset,
    category: 'planted fact',
    question:
      'How many Login & Access complaints about the Mobile App came in from 10 to 23 March 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'app login complaints',
          communications(
            db,
            `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
             AND day BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'h10-demo-fact-card-fee-june',
    dataset,
    category: 'planted fact',
    question: 'Card fee complaints: how many in May 2026 and how many in June 2026?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(
          db,
          `intent = 'complaint' AND subcategory = 'Card fee' AND substr(day, 1, 7) = ?`,
          month,
        );
      return answer([also(count('May', of('2026-05'))), also(count('June', of('2026-06')))]);
    },
  },
  {
    id: 'h10-demo-fact-cdd-restricted',
    dataset,
    category: 'planted fact',
    question: 'What percentage of customer due diligence cases resulted in an account restriction?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'h10-demo-fact-august-phone-day',
    dataset,
    category: 'planted fact',
    question: 'Which day in August 2026 saw the heaviest phone traffic?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM communications
         WHERE channel = 'phone' AND substr(day, 1, 7) = '2026-08' GROUP BY day ORDER BY v DESC, day`,
      );
      return answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(days.keys[0]!),
            rivals: days.keys.slice(1, 6).flatMap((day) => daySpellings(day)),
          },
        ],
      );
    },
  },
  {
    id: 'h10-demo-fact-savings-best-month',
    dataset,
    category: 'planted fact',
    question: 'In which month was Savings sentiment at its highest?',
    truth: ({ db }) => {
      const months = ranking(
        db,
        `SELECT substr(day, 1, 7) AS k, avg(sentiment) AS v FROM communications
         WHERE product = 'Savings' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [],
        [
          {
            label: 'month',
            anyOf: monthSpellings(months.keys[0]!),
            rivals: months.keys.slice(1).flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'h10-demo-multi-students',
    dataset,
    category: 'multi-part',
    question: 'How many student customers do we have, and what is their average sentiment?',
    truth: ({ db }) =>
      answer([
        also(
          count('students', value(db, `SELECT count(*) FROM customers WHERE segment = 'student'`)),
        ),
        also(
          score(
            'sentiment',
            value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'student'`),
          ),
        ),
      ]),
  },
  {
    id: 'h10-demo-multi-cases-open',
    dataset,
    category: 'multi-part',
    question: 'Total number of cases, and how many of them are not yet closed?',
    truth: ({ db }) =>
      answer([
        also(count('cases', cases(db, '1'))),
        also(count('not closed', cases(db, `status <> 'closed'`))),
      ]),
  },
  {
    id: 'h10-demo-multi-fraud-complaints',
    dataset,
    category: 'multi-part',
    question:
      'How many Fraud & Security messages were complaints, and through which channel did most of those arrive?',
    truth: ({ db }) => {
      const channels = ranking(
        db,
        `SELECT channel AS k, count(*) AS v FROM communications
         WHERE category = 'Fraud & Security' AND intent = 'complaint'
         GROUP BY channel ORDER BY v DESC`,
      );
      return answer(
        [
          count(
            'complaints',
            communications(db, `category = 'Fraud & Security' AND intent = 'complaint'`),
          ),
        ],
        [top('channel', channels.keys)],
      );
    },
  },
  {
    id: 'h10-demo-multi-letters',
    dataset,
    category: 'multi-part',
    question: "What's the letter count, and how positive or negative were letters on average?",
    truth: ({ db }) =>
      answer([
        also(count('letters', communications(db, `channel = 'letter'`))),
        also(score('sentiment', averageSentiment(db, `channel = 'letter'`))),
      ]),
  },
];
