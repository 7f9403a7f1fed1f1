// Eleventh held-out round over the demo bank's communications, cases and customers: what a risk
// or service analyst at the bank would type, in wordings no earlier round used; truths by plain
// SQL over the demo database.
import type { EvalCase, Expectation } from '../eval-case';
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

export const holdout11Demo: EvalCase[] = [
  {
    id: 'h11-demo-enquiries',
    dataset,
    category: 'descriptive',
    question: 'Overall, how many enquiries does the data hold?',
    truth: ({ db }) => answer([count('enquiries', communications(db, `intent = 'enquiry'`))]),
  },
  {
    id: 'h11-demo-savings-mean',
    dataset,
    category: 'descriptive',
    question: 'What is the mean sentiment of messages concerning the Savings product?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `product = 'Savings'`))]),
  },
  {
    id: 'h11-demo-outbound',
    dataset,
    category: 'descriptive',
    question: 'How many outbound communications did the bank send out?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'h11-demo-in-progress',
    dataset,
    category: 'descriptive',
    question: 'How many cases are currently marked in progress?',
    truth: ({ db }) => answer([count('in progress', cases(db, `status = 'in_progress'`))]),
  },
  {
    id: 'h11-demo-chatbot-chats',
    dataset,
    category: 'descriptive',
    question: 'What number of chats were handled by the chatbot?',
    truth: ({ db }) =>
      answer([count('chatbot chats', communications(db, `chat_mode = 'chatbot'`))]),
  },
  {
    id: 'h11-demo-delayed-transfer',
    dataset,
    category: 'descriptive',
    question: 'How many messages were about a delayed transfer?',
    truth: ({ db }) =>
      answer([count('delayed transfer', communications(db, `subcategory = 'Delayed transfer'`))]),
  },
  {
    id: 'h11-demo-letter-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of all communications arrived as letters?',
    truth: ({ db }) =>
      answer([share('letters', value(db, `SELECT avg(channel = 'letter') FROM communications`))]),
  },
  {
    id: 'h11-demo-cmp-email-social',
    dataset,
    category: 'comparison',
    question:
      'Email versus social media: which channel has the lower average sentiment? Show both values.',
    truth: ({ db }) => {
      const email = averageSentiment(db, `channel = 'email'`);
      const social = averageSentiment(db, `channel = 'social'`);
      return answer(
        [also(score('email', email)), also(score('social', social))],
        [named('lower', email < social ? 'email' : 'social')],
      );
    },
  },
  {
    id: 'h11-demo-cmp-premier-student-cases',
    dataset,
    category: 'comparison',
    question: 'How many cases belong to premier customers compared with student customers?',
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(
          db,
          `SELECT count(*) FROM cases JOIN customers ON customers.id = cases.customer_id
           WHERE segment = ?`,
          segment,
        );
      return twoCounts(['premier', 'student'], of('premier'), of('student'));
    },
  },
  {
    id: 'h11-demo-cmp-2fa-password',
    dataset,
    category: 'comparison',
    question: 'Were there more Two-factor code messages or Password reset messages?',
    truth: ({ db }) =>
      twoCounts(
        ['Two-factor code', 'Password reset'],
        communications(db, `subcategory = 'Two-factor code'`),
        communications(db, `subcategory = 'Password reset'`),
      ),
  },
  {
    id: 'h11-demo-cmp-priority-breach',
    dataset,
    category: 'comparison',
    question: 'Contrast the SLA breach rate of high-priority cases with that of low-priority ones.',
    truth: ({ db }) => {
      const rate = (priority: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE priority = ?`, priority);
      return answer([also(share('high', rate('high'))), also(share('low', rate('low')))]);
    },
  },
  {
    id: 'h11-demo-rank-cards-complaints',
    dataset,
    category: 'ranking',
    question: 'Within Cards, which subcategory draws the most complaints?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE category = 'Cards' AND intent = 'complaint' GROUP BY subcategory ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-demo-rank-channel-gloomiest',
    dataset,
    category: 'ranking',
    question: 'Which channel carries the gloomiest sentiment on average?',
    truth: ({ db }) =>
      picked(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, avg(sentiment) AS v FROM communications
           GROUP BY channel ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h11-demo-rank-north-product',
    dataset,
    category: 'ranking',
    question: 'For customers in the North region, which product do their messages mention most?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, count(*) AS v FROM ${WITH_CUSTOMER}
           WHERE region = 'North' GROUP BY product ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-demo-rank-critical-category',
    dataset,
    category: 'ranking',
    question: 'Which case category has the highest number of critical-priority cases?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM cases WHERE priority = 'critical'
           GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-demo-rel-60-days',
    dataset,
    category: 'relative period',
    question: 'How many communications have arrived in the last 60 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      return answer([count('messages', communications(db, `day BETWEEN ? AND ?`, from, to), 0.03)]);
    },
  },
  {
    id: 'h11-demo-rel-this-month-complaints',
    dataset,
    category: 'relative period',
    question: 'How many complaints have been logged so far this month?',
    truth: ({ db }) => {
      const month = lastDay(db).slice(0, 7);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND substr(day, 1, 7) = ?`, month),
        ),
      ]);
    },
  },
  {
    id: 'h11-demo-rel-fortnight-phone',
    dataset,
    category: 'relative period',
    question: 'In the last fortnight, how many phone contacts came in?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'phone',
          communications(db, `channel = 'phone' AND day BETWEEN ? AND ?`, from, to),
          0.08,
        ),
      ]);
    },
  },
  {
    id: 'h11-demo-rel-45-praise',
    dataset,
    category: 'relative period',
    question: 'Across the past 45 days, what share of messages were praise?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 45);
      return answer([
        share(
          'praise',
          value(
            db,
            `SELECT avg(intent = 'praise') FROM communications WHERE day BETWEEN ? AND ?`,
            from,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'h11-demo-rel-ytd-fraud',
    dataset,
    category: 'relative period',
    question: 'Since the start of this year, how many Fraud & Security messages have there been?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'fraud',
          communications(
            db,
            `category = 'Fraud & Security' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'h11-demo-casual-fx-fee',
    dataset,
    category: 'casual',
    question: 'how many ppl complained bout foreign transaction fees',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Foreign transaction fee'`),
        ),
      ]),
  },
  {
    id: 'h11-demo-casual-business-mood',
    dataset,
    category: 'casual',
    question: 'wats the avg sentiment 4 business customers',
    truth: ({ db }) =>
      answer([
        score(
          'business',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'business'`),
        ),
      ]),
  },
  {
    id: 'h11-demo-casual-chargebacks',
    dataset,
    category: 'casual',
    question: 'chargebacks?? how many we got',
    truth: ({ db }) =>
      answer([count('chargebacks', communications(db, `subcategory = 'Chargeback'`))]),
  },
  {
    id: 'h11-demo-casual-email-product',
    dataset,
    category: 'casual',
    question: 'whcih product gets the most emails',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, count(*) AS v FROM communications WHERE channel = 'email'
           GROUP BY product ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-demo-turn-mortgage-complaints',
    dataset,
    category: 'follow-up',
    previous: ['How many Mortgage messages are there?'],
    question: 'How many of them were complaints?',
    truth: ({ db }) =>
      answer([
        count('complaints', communications(db, `product = 'Mortgage' AND intent = 'complaint'`)),
      ]),
  },
  {
    id: 'h11-demo-turn-cdd-restricted',
    dataset,
    category: 'follow-up',
    previous: ['How many CDD cases do we have?'],
    question: 'And how many of those ended with the account restricted?',
    truth: ({ db }) =>
      answer([count('restricted', cases(db, `type = 'cdd' AND account_restricted = 1`))]),
  },
  {
    id: 'h11-demo-turn-chat-august',
    dataset,
    category: 'follow-up',
    previous: ['How many messages came through chat in July 2026?'],
    question: 'and in August?',
    truth: ({ db }) =>
      answer([
        count('August', communications(db, `channel = 'chat' AND substr(day, 1, 7) = '2026-08'`)),
      ]),
  },
  {
    id: 'h11-demo-turn-wales-scotland',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment of customers in Wales?'],
    question: 'What about Scotland?',
    truth: ({ db }) =>
      answer([
        score(
          'Scotland',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE region = 'Scotland'`),
        ),
      ]),
  },
  {
    id: 'h11-demo-no-nps',
    dataset,
    category: 'unanswerable',
    question: 'What net promoter score does the Mobile App have?',
    truth: () => decline('the data has no NPS'),
  },
  {
    id: 'h11-demo-no-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many messages reached us during 2024?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'h11-demo-no-branch',
    dataset,
    category: 'unanswerable',
    question: 'Which branch received the most walk-in complaints?',
    truth: () => decline('the data has no branches'),
  },
  {
    id: 'h11-demo-no-credit-score',
    dataset,
    category: 'unanswerable',
    question: 'What credit score does customer C-00310 have?',
    truth: () => decline('the data has no credit scores'),
  },
  {
    id: 'h11-demo-no-hold-time',
    dataset,
    category: 'unanswerable',
    question: 'How long, on average, were phone customers kept on hold?',
    truth: () => decline('the data has no hold times'),
  },
  {
    id: 'h11-demo-no-case',
    dataset,
    category: 'unanswerable',
    question: 'Show me the resolution of case K-99999.',
    truth: () => decline('there is no case K-99999'),
  },
  {
    id: 'h11-demo-lookup-message',
    dataset,
    category: 'lookup',
    question: 'Which product and which intent does message M-012345 carry?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT product, intent FROM communications WHERE id = 'M-012345'`)
        .get() as { product: string; intent: string };
      return answer([], [named('product', row.product), named('intent', row.intent)]);
    },
  },
  {
    id: 'h11-demo-lookup-case',
    dataset,
    category: 'lookup',
    question: 'Case K-02222: what type is it, and what priority?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT type, priority FROM cases WHERE id = 'K-02222'`).get() as {
        type: string;
        priority: string;
      };
      // The type is stored as a code; "CDD" and "customer due diligence" name the same thing.
      const types =
        row.type === 'cdd' ? ['cdd', 'customer due diligence', 'due diligence'] : [row.type];
      return answer([], [named('type', ...types), named('priority', row.priority)]);
    },
  },
  {
    id: 'h11-demo-lookup-customer',
    dataset,
    category: 'lookup',
    question: 'Tell me the region and the segment on record for customer C-01500.',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT segment, region FROM customers WHERE id = 'C-01500'`)
        .get() as { segment: string; region: string };
      return answer([], [named('segment', row.segment), named('region', row.region)]);
    },
  },
  {
    id: 'h11-demo-fact-outage-phone',
    dataset,
    category: 'planted fact',
    question: 'On 19 August 2026, how many phone communications were there?',
    truth: ({ db }) =>
      answer([count('phone', communications(db, `channel = 'phone' AND day = '2026-08-19'`))]),
  },
  {
    id: 'h11-demo-fact-handoff',
    dataset,
    category: 'planted fact',
    question: 'Across the whole year, what fraction of chatbot chats got passed on to a human?',
    truth: ({ db }) =>
      answer([
        share(
          'hand-off rate',
          communications(db, `escalated_from = 'chatbot'`) /
            communications(db, `chat_mode = 'chatbot'`),
        ),
      ]),
  },
  {
    id: 'h11-demo-fact-complaint-breach-march',
    dataset,
    category: 'planted fact',
    question:
      'For complaint cases opened between 10 and 23 March 2026, what share breached the SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breached',
          value(
            db,
            `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'
             AND substr(opened_at, 1, 10) BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'h11-demo-fact-savings-september',
    dataset,
    category: 'planted fact',
    question:
      'What was the average Savings sentiment before 1 September 2026, and what was it from that day on?',
    truth: ({ db }) =>
      answer([
        also(score('before', averageSentiment(db, `product = 'Savings' AND day < '2026-09-01'`))),
        also(score('after', averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`))),
      ]),
  },
  {
    id: 'h11-demo-fact-cdd-median',
    dataset,
    category: 'planted fact',
    question: 'What is the median time, in days, to resolve a customer due diligence case?',
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
        spans.length % 2 === 1
          ? spans[Math.floor(middle)]!
          : (spans[middle - 1]! + spans[middle]!) / 2;
      // Written to the day ("about 12 days") or with a decimal.
      return answer([{ label: 'median days', value: median, tolerance: 0.6, lead: true }]);
    },
  },
  {
    id: 'h11-demo-multi-disputes',
    dataset,
    category: 'multi-part',
    question:
      'Count the dispute cases for me, and tell me what fraction of them went over the SLA.',
    truth: ({ db }) =>
      answer([
        also(count('disputes', cases(db, `type = 'dispute'`))),
        also(
          share(
            'breached',
            value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'dispute'`),
          ),
        ),
      ]),
  },
  {
    id: 'h11-demo-multi-app-march',
    dataset,
    category: 'multi-part',
    question:
      'How many Mobile App messages came in during March 2026, and how did their sentiment average out?',
    truth: ({ db }) => {
      const where = `product = 'Mobile App' AND substr(day, 1, 7) = '2026-03'`;
      return answer([
        also(count('messages', communications(db, where))),
        also(score('sentiment', averageSentiment(db, where))),
      ]);
    },
  },
  {
    id: 'h11-demo-multi-fees-channel',
    dataset,
    category: 'multi-part',
    question:
      'Which channel brought in the most Fees & Charges complaints, and how many did it bring?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications
           WHERE category = 'Fees & Charges' AND intent = 'complaint'
           GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h11-demo-multi-south',
    dataset,
    category: 'multi-part',
    question: 'How many customers live in the South region, and how many messages did they send?',
    truth: ({ db }) =>
      answer([
        also(
          count('customers', value(db, `SELECT count(*) FROM customers WHERE region = 'South'`)),
        ),
        also(
          count(
            'messages',
            value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE region = 'South'`),
          ),
        ),
      ]),
  },
];
