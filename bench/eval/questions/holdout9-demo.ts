// Ninth held-out round over the demo bank's communications, cases and customers: questions a new
// analyst at the bank would type, in wordings no earlier round used; truths by plain SQL over the
// demo database.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
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

const DAYS_OPEN = `julianday(closed_at) - julianday(opened_at)`;

export const holdout9Demo: EvalCase[] = [
  {
    id: 'h9-demo-requests',
    dataset,
    category: 'descriptive',
    question: 'How many messages did we log where the customer was making a request?',
    truth: ({ db }) => answer([count('requests', communications(db, `intent = 'request'`))]),
  },
  {
    id: 'h9-demo-outbound',
    dataset,
    category: 'descriptive',
    question: 'How many contacts were outbound, i.e. started by us rather than the customer?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'h9-demo-savings-sentiment',
    dataset,
    category: 'descriptive',
    question: "What's the mean sentiment score across Savings messages?",
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Savings'`))]),
  },
  {
    id: 'h9-demo-high-priority',
    dataset,
    category: 'descriptive',
    question: 'What is the count of high-priority cases?',
    truth: ({ db }) => answer([count('high', cases(db, `priority = 'high'`))]),
  },
  {
    id: 'h9-demo-dispute-days',
    dataset,
    category: 'descriptive',
    question: 'How long, in days, does a dispute case stay open before it is closed, on average?',
    truth: ({ db }) =>
      answer([
        score(
          'days',
          value(
            db,
            `SELECT avg(${DAYS_OPEN}) FROM cases WHERE type = 'dispute' AND closed_at IS NOT NULL`,
          ),
          0.15,
        ),
      ]),
  },
  {
    id: 'h9-demo-chargebacks',
    dataset,
    category: 'descriptive',
    question: 'How many messages were about chargebacks?',
    truth: ({ db }) =>
      answer([count('chargeback', communications(db, `subcategory = 'Chargeback'`))]),
  },
  {
    id: 'h9-demo-neutral-share',
    dataset,
    category: 'descriptive',
    question: 'Of all communications, what proportion carry a neutral sentiment label?',
    truth: ({ db }) =>
      answer([
        share('neutral', value(db, `SELECT avg(sentiment_label = 'neutral') FROM communications`)),
      ]),
  },
  {
    id: 'h9-demo-cmp-north-south',
    dataset,
    category: 'comparison',
    question: 'North region or South region: which sent us more messages, and how many each?',
    truth: ({ db }) => {
      const regions = ranking(
        db,
        `SELECT region AS k, count(*) AS v FROM ${WITH_CUSTOMER}
         WHERE region IN ('North', 'South') GROUP BY region ORDER BY v DESC`,
      );
      return answer(
        [also(count('more', regions.values[0]!)), also(count('fewer', regions.values[1]!))],
        [named('more', regions.keys[0]!)],
      );
    },
  },
  {
    id: 'h9-demo-cmp-email-letter',
    dataset,
    category: 'comparison',
    question: 'Average sentiment of emails versus letters?',
    truth: ({ db }) =>
      answer([
        also(score('email', averageSentiment(db, `channel = 'email'`))),
        also(score('letter', averageSentiment(db, `channel = 'letter'`))),
      ]),
  },
  {
    id: 'h9-demo-cmp-premier-student',
    dataset,
    category: 'comparison',
    question:
      'Complaints from premier customers against complaints from students: numbers for each?',
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(
          db,
          `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE intent = 'complaint' AND segment = ?`,
          segment,
        );
      return answer([also(count('premier', of('premier'))), also(count('student', of('student')))]);
    },
  },
  {
    id: 'h9-demo-cmp-may-june-login',
    dataset,
    category: 'comparison',
    question: 'Were there more login failure messages in May 2026 or in June 2026?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(db, `subcategory = 'Login failure' AND substr(day, 1, 7) = ?`, month);
      return answer(
        [also(count('May', of('2026-05'))), also(count('June', of('2026-06')))],
        of('2026-05') === of('2026-06')
          ? []
          : [named('more', ...(of('2026-05') > of('2026-06') ? ['May'] : ['June']))],
      );
    },
  },
  {
    id: 'h9-demo-cmp-cdd-dispute-breach',
    dataset,
    category: 'comparison',
    question: 'SLA breach rate: CDD cases compared with dispute cases?',
    truth: ({ db }) => {
      const rate = (type: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE type = ?`, type);
      return answer([also(share('CDD', rate('cdd'))), also(share('dispute', rate('dispute')))]);
    },
  },
  {
    id: 'h9-demo-rank-complaint-sub',
    dataset,
    category: 'ranking',
    question: 'Looking only at complaints, which subcategory tops the list?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
           GROUP BY subcategory ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h9-demo-rank-gloomy-channel',
    dataset,
    category: 'ranking',
    question: 'Which channel has the gloomiest average sentiment?',
    truth: ({ db }) =>
      picked(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, avg(sentiment) AS v FROM communications
           GROUP BY channel ORDER BY v ASC`,
        ),
        // Phone and chat lie 0.005 apart: the winner's value to three decimals, or -0.38.
        (v) => score('sentiment', v, 0.003),
      ),
  },
  {
    id: 'h9-demo-rank-low-product',
    dataset,
    category: 'ranking',
    question: 'Which product scores lowest on average sentiment?',
    truth: ({ db }) =>
      picked(
        'product',
        ranking(
          db,
          `SELECT product AS k, avg(sentiment) AS v FROM communications
           GROUP BY product ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h9-demo-rank-case-category',
    dataset,
    category: 'ranking',
    question: 'Which category accounts for the largest number of cases?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM cases GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h9-demo-rank-busiest-month',
    dataset,
    category: 'ranking',
    question: 'In which month did we hear from customers the most?',
    truth: ({ db }) => {
      const months = ranking(
        db,
        `SELECT substr(day, 1, 7) AS k, count(*) AS v FROM communications
         GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('communications', months.values[0]!))],
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
    id: 'h9-demo-rel-this-month-phone',
    dataset,
    category: 'relative period',
    question: 'Phone volume for the current month to date?',
    truth: ({ db }) =>
      answer([
        count(
          'phone',
          communications(
            db,
            `channel = 'phone' AND substr(day, 1, 7) = ?`,
            lastDay(db).slice(0, 7),
          ),
        ),
      ]),
  },
  {
    id: 'h9-demo-rel-30-complaints',
    dataset,
    category: 'relative period',
    question: 'How many complaints landed over the past 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, from, to),
          0.04,
        ),
      ]);
    },
  },
  {
    id: 'h9-demo-rel-prev-quarter',
    dataset,
    category: 'relative period',
    question: 'What was the average sentiment in the previous quarter?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `day BETWEEN '2026-07-01' AND '2026-09-30'`)),
      ]),
  },
  {
    id: 'h9-demo-rel-two-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many social media messages came in two months ago?',
    truth: ({ db }) =>
      answer([
        count('social', communications(db, `channel = 'social' AND substr(day, 1, 7) = '2026-08'`)),
      ]),
  },
  {
    id: 'h9-demo-rel-first-half',
    dataset,
    category: 'relative period',
    question: 'Over the first half of 2026, how many overdraft fee messages were there?',
    truth: ({ db }) =>
      answer([
        count(
          'overdraft fee',
          communications(
            db,
            `subcategory = 'Overdraft fee' AND day BETWEEN '2026-01-01' AND '2026-06-30'`,
          ),
        ),
      ]),
  },
  {
    id: 'h9-demo-casual-2fa',
    dataset,
    category: 'casual',
    question: '2fa code probs - how many msgs',
    truth: ({ db }) =>
      answer([count('two-factor', communications(db, `subcategory = 'Two-factor code'`))]),
  },
  {
    id: 'h9-demo-casual-chatbot',
    dataset,
    category: 'casual',
    question: 'chatbot convos total??',
    truth: ({ db }) => answer([count('chatbot', communications(db, `chat_mode = 'chatbot'`))]),
  },
  {
    id: 'h9-demo-casual-mortgage',
    dataset,
    category: 'casual',
    question: 'whats the avg sentimnt for mortgage stuff',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'h9-demo-casual-transfers',
    dataset,
    category: 'casual',
    question: 'delayed transfers... how many complaints tho',
    truth: ({ db }) =>
      answer([
        count(
          'delayed transfer complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Delayed transfer'`),
        ),
      ]),
  },
  {
    id: 'h9-demo-turn-mobile-april',
    dataset,
    category: 'follow-up',
    previous: ['How many Mobile App messages did we get in March 2026?'],
    question: 'and in April?',
    truth: ({ db }) =>
      answer([
        count(
          'Mobile App April',
          communications(db, `product = 'Mobile App' AND substr(day, 1, 7) = '2026-04'`),
        ),
      ]),
  },
  {
    id: 'h9-demo-turn-cdd-restricted',
    dataset,
    category: 'follow-up',
    previous: ['How many CDD cases are there?'],
    question: 'What share of them ended with the account being restricted?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'h9-demo-turn-fraud-channel',
    dataset,
    category: 'follow-up',
    previous: ['How many Fraud & Security messages were there?'],
    question: 'Which channel brought in most of them?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications
           WHERE category = 'Fraud & Security' GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h9-demo-turn-letter-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came by letter?'],
    question: 'What was the average sentiment of that group?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `intent = 'complaint' AND channel = 'letter'`)),
      ]),
  },
  {
    id: 'h9-demo-no-salary',
    dataset,
    category: 'unanswerable',
    question: "What's the average salary of the customers who complain?",
    truth: () => decline('the data has no salaries'),
  },
  {
    id: 'h9-demo-no-march-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many emails arrived in March 2025?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'h9-demo-no-nps',
    dataset,
    category: 'unanswerable',
    question: 'What NPS do our customers give us?',
    truth: () => decline('the data has no NPS'),
  },
  {
    id: 'h9-demo-no-branch',
    dataset,
    category: 'unanswerable',
    question: 'Which of our branches sees the most in-person complaints?',
    truth: () => decline('the data has no branches'),
  },
  {
    id: 'h9-demo-no-customer',
    dataset,
    category: 'unanswerable',
    question: 'Customer C-99999 — which segment are they in?',
    truth: () => decline('there is no customer C-99999'),
  },
  {
    id: 'h9-demo-lookup-message',
    dataset,
    category: 'lookup',
    question: 'Which channel and product is message M-000123 about?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT channel, product FROM communications WHERE id = 'M-000123'`)
        .get() as { channel: string; product: string };
      return answer([], [named('channel', row.channel), named('product', row.product)]);
    },
  },
  {
    id: 'h9-demo-lookup-case',
    dataset,
    category: 'lookup',
    question: 'Case K-00321: what was the reason, and which category is it in?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT reason, category FROM cases WHERE id = 'K-00321'`).get() as {
        reason: string;
        category: string;
      };
      return answer([], [named('reason', row.reason), named('category', row.category)]);
    },
  },
  {
    id: 'h9-demo-fact-handoff',
    dataset,
    category: 'planted fact',
    question: 'Roughly what proportion of chatbot conversations get passed over to a person?',
    truth: ({ db }) =>
      answer([
        share(
          'hand-off',
          communications(db, `escalated_from = 'chatbot'`) /
            communications(db, `chat_mode = 'chatbot'`),
          0.015,
        ),
      ]),
  },
  {
    id: 'h9-demo-fact-savings-mood',
    dataset,
    category: 'planted fact',
    question:
      'Savings sentiment before 1 September 2026 and from then on: what were the two averages?',
    truth: ({ db }) =>
      answer([
        also(score('before', averageSentiment(db, `product = 'Savings' AND day < '2026-09-01'`))),
        also(score('after', averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`))),
      ]),
  },
  {
    id: 'h9-demo-fact-outage-phone',
    dataset,
    category: 'planted fact',
    question: 'How many phone contacts did we get on 19 August 2026?',
    truth: ({ db }) =>
      answer([count('phone', communications(db, `channel = 'phone' AND day = '2026-08-19'`))]),
  },
  {
    id: 'h9-demo-fact-login-day',
    dataset,
    category: 'planted fact',
    question: 'On which single day were there the most Login & Access complaints?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM communications
         WHERE category = 'Login & Access' AND intent = 'complaint'
         GROUP BY day ORDER BY v DESC, day`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }]);
    },
  },
  {
    id: 'h9-demo-multi-premier',
    dataset,
    category: 'multi-part',
    question: 'Give me the number of premier-segment customers and the total messages they sent.',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'premier customers',
            value(db, `SELECT count(*) FROM customers WHERE segment = 'premier'`),
          ),
        ),
        also(
          count(
            'messages',
            value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE segment = 'premier'`),
          ),
        ),
      ]),
  },
  {
    id: 'h9-demo-multi-long-wait',
    dataset,
    category: 'multi-part',
    question: 'How many long wait messages were there, and what share of them were complaints?',
    truth: ({ db }) =>
      answer([
        count('long wait', communications(db, `subcategory = 'Long wait'`)),
        also(
          share(
            'complaints',
            value(
              db,
              `SELECT avg(intent = 'complaint') FROM communications WHERE subcategory = 'Long wait'`,
            ),
          ),
        ),
      ]),
  },
];
