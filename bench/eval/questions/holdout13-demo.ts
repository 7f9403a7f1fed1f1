// Thirteenth held-out round over the demo bank's communications, cases and customers: what a
// complaints, risk or contact-centre analyst at the bank would type, in wordings no earlier round
// used; truths by plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, ExpectedName, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
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
  top,
  value,
  WITH_CUSTOMER,
} from './truth';

const dataset = 'demo' as const;

/**
 * Two counts side by side, the larger side named when they differ. When the side named first is
 * also the larger, an answer lists it first in either order (as asked, or largest first), so its
 * count must lead: two other figures (sums of another field) with the counts in brackets are no
 * answer.
 */
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
const CASE_TYPES = ['complaint', 'cdd', 'dispute', 'service'];
const CASE_STATUSES = ['closed', 'in_progress', 'open'];
const LABELS = ['negative', 'neutral', 'positive'];
const REGIONS = ['Central', 'East', 'North', 'Scotland', 'South', 'Wales', 'West'];

export const holdout13Demo: EvalCase[] = [
  {
    id: 'h13-demo-letters',
    dataset,
    category: 'descriptive',
    question: 'Across the whole data set, how many letters are there?',
    truth: ({ db }) => answer([count('letters', communications(db, `channel = 'letter'`))]),
  },
  {
    id: 'h13-demo-complaint-fraction',
    dataset,
    category: 'descriptive',
    question: 'What fraction of everything customers sent us was a complaint?',
    truth: ({ db }) =>
      answer([
        share('complaints', value(db, `SELECT avg(intent = 'complaint') FROM communications`)),
      ]),
  },
  {
    id: 'h13-demo-restricted',
    dataset,
    category: 'descriptive',
    question: 'How many cases resulted in the customer’s account being restricted?',
    truth: ({ db }) => answer([count('restricted', cases(db, `account_restricted = 1`))]),
  },
  {
    id: 'h13-demo-cdd',
    dataset,
    category: 'descriptive',
    question: 'How many customer due diligence cases do we have on the books?',
    truth: ({ db }) => answer([count('cdd', cases(db, `type = 'cdd'`))]),
  },
  {
    id: 'h13-demo-unclosed',
    dataset,
    category: 'descriptive',
    question: 'How many cases are not closed yet, counting both open and in-progress ones?',
    truth: ({ db }) => answer([count('not closed', cases(db, `status <> 'closed'`))]),
  },
  {
    id: 'h13-demo-wales',
    dataset,
    category: 'descriptive',
    question: 'What number of our customers are based in Wales?',
    truth: ({ db }) =>
      answer([count('Wales', value(db, `SELECT count(*) FROM customers WHERE region = 'Wales'`))]),
  },
  {
    id: 'h13-demo-negative-label',
    dataset,
    category: 'descriptive',
    question: 'How many communications carry a negative sentiment label?',
    truth: ({ db }) =>
      answer([count('negative', communications(db, `sentiment_label = 'negative'`))]),
  },
  {
    id: 'h13-demo-cmp-email-complaint-enquiry',
    dataset,
    category: 'comparison',
    question:
      'Looking at email only, were there more complaints or more enquiries? Put the two counts side by side.',
    truth: ({ db }) =>
      twoCounts(
        ['complaints', 'enquiries'],
        communications(db, `channel = 'email' AND intent = 'complaint'`),
        communications(db, `channel = 'email' AND intent = 'enquiry'`),
      ),
  },
  {
    id: 'h13-demo-cmp-scotland-wales',
    dataset,
    category: 'comparison',
    question: 'Is sentiment better among customers in Scotland or in Wales? Show me both averages.',
    truth: ({ db }) => {
      const of = (region: string) =>
        value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE region = ?`, region);
      return answer([also(score('Scotland', of('Scotland'))), also(score('Wales', of('Wales')))]);
    },
  },
  {
    id: 'h13-demo-cmp-high-critical-breaches',
    dataset,
    category: 'comparison',
    question: 'Which priority had more SLA breaches, high or critical? Give both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['high', 'critical'],
        cases(db, `priority = 'high' AND sla_breached = 1`),
        cases(db, `priority = 'critical' AND sla_breached = 1`),
      ),
  },
  {
    id: 'h13-demo-cmp-debit-credit-complaints',
    dataset,
    category: 'comparison',
    question: 'Debit Card against Credit Card: how do their complaint numbers compare?',
    truth: ({ db }) =>
      twoCounts(
        ['Debit Card', 'Credit Card'],
        communications(db, `intent = 'complaint' AND product = 'Debit Card'`),
        communications(db, `intent = 'complaint' AND product = 'Credit Card'`),
      ),
  },
  {
    id: 'h13-demo-cmp-social-chat-complaint-share',
    dataset,
    category: 'comparison',
    question:
      'What proportion of social media messages are complaints, and how does that compare with chat?',
    truth: ({ db }) => {
      const rate = (channel: string) =>
        value(
          db,
          `SELECT avg(intent = 'complaint') FROM communications WHERE channel = ?`,
          channel,
        );
      return answer([also(share('social', rate('social'))), also(share('chat', rate('chat')))]);
    },
  },
  {
    id: 'h13-demo-rank-segment-complaints',
    dataset,
    category: 'ranking',
    question: 'Which customer segment lodges the most complaints?',
    truth: ({ db }) =>
      leader(
        'segment',
        ranking(
          db,
          `SELECT segment AS k, count(*) AS v FROM ${WITH_CUSTOMER} WHERE intent = 'complaint'
           GROUP BY segment ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h13-demo-rank-complaint-subcategory',
    dataset,
    category: 'ranking',
    question: 'Among complaints only, which subcategory turns up most?',
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
    id: 'h13-demo-rank-type-breach',
    dataset,
    category: 'ranking',
    question: 'Which type of case breaches its SLA most often, as a rate?',
    truth: ({ db }) =>
      picked(
        'type',
        ranking(
          db,
          `SELECT type AS k, avg(sla_breached) AS v FROM cases GROUP BY type ORDER BY v DESC`,
        ),
        (v) => share('breach rate', v),
      ),
  },
  {
    id: 'h13-demo-rank-product-not-current',
    dataset,
    category: 'ranking',
    question: 'Leaving the Current Account aside, which product generates the most messages?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, count(*) AS v FROM communications
           WHERE product IS NOT NULL AND product <> 'Current Account'
           GROUP BY product ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h13-demo-rank-app-worst-month',
    dataset,
    category: 'ranking',
    question: 'In which month was Mobile App sentiment at its lowest on average?',
    truth: ({ db }) => {
      const months = ranking(
        db,
        `SELECT substr(day, 1, 7) AS k, avg(sentiment) AS v FROM communications
         WHERE product = 'Mobile App' GROUP BY k ORDER BY v ASC`,
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
    id: 'h13-demo-rel-fortnight',
    dataset,
    category: 'relative period',
    question: 'How many messages have come in over the last fortnight?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([count('messages', communications(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'h13-demo-rel-this-month-complaints',
    dataset,
    category: 'relative period',
    question: 'What does the complaint count look like for this month so far?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'h13-demo-rel-60-social',
    dataset,
    category: 'relative period',
    question: 'Over the past 60 days, how many social media messages did we receive?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      return answer([
        count(
          'social',
          communications(db, `channel = 'social' AND day BETWEEN ? AND ?`, from, to),
          0.05,
        ),
      ]);
    },
  },
  {
    id: 'h13-demo-rel-last-month-sentiment',
    dataset,
    category: 'relative period',
    question: 'What was the average sentiment across all messages last month?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)), 0.01),
      ]),
  },
  {
    id: 'h13-demo-rel-cases-30',
    dataset,
    category: 'relative period',
    question: 'How many cases were opened in the past 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([
        count('cases', cases(db, `substr(opened_at, 1, 10) BETWEEN ? AND ?`, from, to), 0.05),
      ]);
    },
  },
  {
    id: 'h13-demo-casual-overdraft',
    dataset,
    category: 'casual',
    question: 'overdraft fee complaints - how many we got??',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Overdraft fee'`),
        ),
      ]),
  },
  {
    id: 'h13-demo-casual-students',
    dataset,
    category: 'casual',
    question: 'sentiment 4 student customers??',
    truth: ({ db }) =>
      answer([
        score(
          'students',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'student'`),
        ),
      ]),
  },
  {
    id: 'h13-demo-casual-chatbot',
    dataset,
    category: 'casual',
    question: 'chatbot convos total?',
    truth: ({ db }) => answer([count('chatbot', communications(db, `chat_mode = 'chatbot'`))]),
  },
  {
    id: 'h13-demo-casual-region',
    dataset,
    category: 'casual',
    question: 'wich region moans the most',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region AS k, count(*) AS v FROM ${WITH_CUSTOMER} WHERE intent = 'complaint'
           GROUP BY region ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h13-demo-turn-business-complaints',
    dataset,
    category: 'follow-up',
    previous: ['How many messages did business customers send us?'],
    question: 'What share of them were complaints?',
    truth: ({ db }) =>
      answer([
        share(
          'complaints',
          value(
            db,
            `SELECT avg(intent = 'complaint') FROM ${WITH_CUSTOMER} WHERE segment = 'business'`,
          ),
        ),
      ]),
  },
  {
    id: 'h13-demo-turn-fraud-august',
    dataset,
    category: 'follow-up',
    previous: ['How many Fraud & Security messages arrived in July 2026?'],
    question: 'what about August then?',
    truth: ({ db }) =>
      answer([
        count(
          'August',
          communications(db, `category = 'Fraud & Security' AND substr(day, 1, 7) = '2026-08'`),
        ),
      ]),
  },
  {
    id: 'h13-demo-turn-disputes-breached',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases have we had?'],
    question: 'Among those, how many went past their SLA?',
    truth: ({ db }) =>
      answer([count('breached', cases(db, `type = 'dispute' AND sla_breached = 1`))]),
  },
  {
    id: 'h13-demo-turn-phone-complaints-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment of phone messages?'],
    question: 'Only the complaints among them?',
    truth: ({ db }) =>
      answer([
        score(
          'phone complaints',
          averageSentiment(db, `channel = 'phone' AND intent = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'h13-demo-turn-product-runner-up',
    dataset,
    category: 'follow-up',
    previous: ['Which product gets the most complaints?'],
    question: 'Excluding that one, which product is next?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT product AS k, count(*) AS v FROM communications
         WHERE intent = 'complaint' AND product IS NOT NULL GROUP BY product ORDER BY v DESC`,
      );
      return answer([also(count('n', ranked.values[1]!))], [top('product', ranked.keys.slice(1))]);
    },
  },
  {
    id: 'h13-demo-no-lending',
    dataset,
    category: 'unanswerable',
    question: 'What total value of mortgages did we approve this year?',
    truth: () => decline('the data holds no loan amounts or approvals'),
  },
  {
    id: 'h13-demo-no-dec-2026',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we receive in December 2026?',
    truth: () => decline('the data ends on 31 October 2026'),
  },
  {
    id: 'h13-demo-no-branch',
    dataset,
    category: 'unanswerable',
    question: 'Which branch generates the most complaints?',
    truth: () => decline('the data records no branches'),
  },
  {
    id: 'h13-demo-no-credit-score',
    dataset,
    category: 'unanswerable',
    question: "What is customer C-00042's credit score?",
    truth: () => decline('the data holds no credit scores'),
  },
  {
    id: 'h13-demo-no-hold-time',
    dataset,
    category: 'unanswerable',
    question: 'On average, how many minutes did phone callers spend on hold?',
    truth: () => decline('the data records no hold times'),
  },
  {
    id: 'h13-demo-lookup-message',
    dataset,
    category: 'lookup',
    question: 'Message M-012345: which product was it about, and what sentiment label did it get?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT product, sentiment_label FROM communications WHERE id = 'M-012345'`)
        .get() as { product: string; sentiment_label: string };
      return answer(
        [],
        [own('product', row.product, PRODUCTS), own('label', row.sentiment_label, LABELS)],
      );
    },
  },
  {
    id: 'h13-demo-lookup-case',
    dataset,
    category: 'lookup',
    question: 'What type of case is K-02500, and where does it stand?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT type, status FROM cases WHERE id = 'K-02500'`).get() as {
        type: string;
        status: string;
      };
      return answer(
        [],
        [own('type', row.type, CASE_TYPES), own('status', row.status, CASE_STATUSES)],
      );
    },
  },
  {
    id: 'h13-demo-lookup-customer',
    dataset,
    category: 'lookup',
    question: 'In which region does customer C-01500 live?',
    truth: ({ db }) => {
      const region = String(
        db.prepare(`SELECT region FROM customers WHERE id = 'C-01500'`).pluck().get(),
      );
      return answer([], [own('region', region, REGIONS)]);
    },
  },
  {
    id: 'h13-demo-fact-login-fortnight',
    dataset,
    category: 'planted fact',
    question:
      'In the fortnight from 10 to 23 March 2026, how many Mobile App complaints fell under Login & Access?',
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
    id: 'h13-demo-fact-phone-outage',
    dataset,
    category: 'planted fact',
    question: 'What was the phone message count on 19 August 2026?',
    truth: ({ db }) =>
      answer([count('phone', communications(db, `channel = 'phone' AND day = '2026-08-19'`))]),
  },
  {
    id: 'h13-demo-fact-handoff',
    dataset,
    category: 'planted fact',
    question: 'What share of chatbot conversations ended up being handed over to a human?',
    truth: ({ db }) =>
      answer([
        share(
          'hand-off',
          communications(db, `escalated_from = 'chatbot'`) /
            communications(db, `chat_mode = 'chatbot'`),
        ),
      ]),
  },
  {
    id: 'h13-demo-fact-savings-autumn',
    dataset,
    category: 'planted fact',
    question: 'From September 2026 onwards, what is the average sentiment of Savings messages?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`)),
      ]),
  },
  {
    id: 'h13-demo-fact-march-breach',
    dataset,
    category: 'planted fact',
    question:
      'For complaint cases opened between 10 and 23 March 2026, what percentage breached the SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breached',
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
    id: 'h13-demo-multi-cdd-restricted',
    dataset,
    category: 'multi-part',
    question:
      'How many CDD cases led to an account restriction, and what share of all CDD cases is that?',
    truth: ({ db }) =>
      answer([
        also(count('restricted', cases(db, `type = 'cdd' AND account_restricted = 1`))),
        also(
          share(
            'restricted share',
            value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
          ),
        ),
      ]),
  },
  {
    id: 'h13-demo-multi-august-channel',
    dataset,
    category: 'multi-part',
    question: 'Which channel carried the most messages in August 2026, and how many did it carry?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications
           WHERE substr(day, 1, 7) = '2026-08' GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h13-demo-multi-chat-to-phone',
    dataset,
    category: 'multi-part',
    question:
      'How many chats were escalated to the phone, and what percentage of all chats does that represent?',
    truth: ({ db }) => {
      const escalated = communications(db, `escalated_from = 'chat'`);
      return answer([
        also(count('escalated', escalated)),
        also(share('share', escalated / communications(db, `channel = 'chat'`))),
      ]);
    },
  },
  {
    id: 'h13-demo-multi-critical',
    dataset,
    category: 'multi-part',
    question:
      'Give me the number of critical-priority cases and the proportion of them that breached the SLA.',
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
