// Second held-out round over the demo corpus: the planted facts asked without their dates or
// names where an analyst would not know them, plain figures and comparisons. Written by someone
// who has not seen the planner; kept out of the main and the first held-out set.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { handOffRate, medianResolutionDays } from './demo-sql';
import { breachRate, casesWhere, segmentSentiment, WITH_CUSTOMERS } from './holdout-demo-sql';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  named,
  ranking,
  score,
  share,
  value,
} from './truth';

const demo = 'demo' as const;

const APP_LOGIN_COMPLAINTS = `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'`;
const CARD_FEE_COMPLAINTS = `product = 'Credit Card' AND category = 'Fees & Charges' AND intent = 'complaint'`;

/** Share of the communications matching `where` labelled negative. */
function negativeShareOf(db: Parameters<typeof value>[0], where: string): number {
  return value(db, `SELECT avg(sentiment_label = 'negative') FROM communications WHERE ${where}`);
}

export const holdout2Demo: EvalCase[] = [
  // Planted facts, in words that do not give the answer away.
  {
    id: 'h2-fact-outage-day',
    dataset: demo,
    category: 'planted fact',
    question: 'Our phone lines went down at some point in August 2026. Which day was it?',
    truth: ({ db }) => {
      const { keys } = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE channel = 'phone' AND day LIKE '2026-08-%' GROUP BY k ORDER BY v DESC`,
      );
      return answer([], [{ label: 'outage day', anyOf: daySpellings(keys[0]!) }]);
    },
  },
  {
    id: 'h2-fact-outage-wait-complaints',
    dataset: demo,
    category: 'planted fact',
    question: 'How many complaints about long waits did we log on 19 August 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'Long wait complaints',
          communications(
            db,
            `subcategory = 'Long wait' AND intent = 'complaint' AND day = '2026-08-19'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-fact-release-login-march',
    dataset: demo,
    category: 'planted fact',
    question:
      'After app version 5.2 shipped, sign-in complaints about the app went through the roof. How many were there in March 2026 altogether?',
    truth: ({ db }) =>
      answer([
        count(
          'Mobile App login complaints March',
          communications(db, `${APP_LOGIN_COMPLAINTS} AND day LIKE '2026-03-%'`),
        ),
      ]),
  },
  {
    id: 'h2-fact-fee-june',
    dataset: demo,
    category: 'planted fact',
    question:
      'The new credit card fee started in June 2026. How many complaints about credit card fees came in that month?',
    truth: ({ db }) =>
      answer([
        count(
          'Credit Card fee complaints June',
          communications(db, `${CARD_FEE_COMPLAINTS} AND day LIKE '2026-06-%'`),
        ),
      ]),
  },
  {
    id: 'h2-fact-savings-aug-vs-sep',
    dataset: demo,
    category: 'planted fact',
    question:
      'Did the savings rate increase change how customers feel? Compare Savings sentiment in August 2026 with September 2026.',
    truth: ({ db }) =>
      answer([
        also(score('August', averageSentiment(db, `product = 'Savings' AND day LIKE '2026-08-%'`))),
        also(
          score('September', averageSentiment(db, `product = 'Savings' AND day LIKE '2026-09-%'`)),
        ),
      ]),
  },
  {
    id: 'h2-fact-handoff-2026',
    dataset: demo,
    category: 'planted fact',
    question:
      'In 2026, how often did a conversation with our bot end up transferred to a live agent?',
    truth: ({ db }) =>
      answer([share('hand-off rate 2026', handOffRate(db, `day >= '2026-01-01'`))]),
  },
  {
    id: 'h2-fact-cdd-restricted-count',
    dataset: demo,
    category: 'planted fact',
    question: 'How many due diligence reviews ended with the customer’s account being restricted?',
    truth: ({ db }) =>
      answer([
        count('restricted CDD cases', casesWhere(db, `type = 'cdd' AND account_restricted = 1`)),
      ]),
  },
  {
    id: 'h2-fact-complaint-breach-march',
    dataset: demo,
    category: 'planted fact',
    question: 'What share of complaint cases opened in March 2026 missed their SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'March complaint breach rate',
          breachRate(db, `type = 'complaint' AND substr(opened_at, 1, 7) = '2026-03'`),
        ),
      ]),
  },
  {
    id: 'h2-fact-cdd-source-of-funds',
    dataset: demo,
    category: 'planted fact',
    question:
      'How many KYC remediation cases were opened because we needed proof of source of funds?',
    truth: ({ db }) =>
      answer([
        count('source of funds CDD', casesWhere(db, `type = 'cdd' AND reason = 'Source of funds'`)),
      ]),
  },
  {
    id: 'h2-fact-chat-to-phone-q2',
    dataset: demo,
    category: 'planted fact',
    question: 'In Q2 2026, what percentage of chats had to be continued over the phone?',
    truth: ({ db }) => {
      const q2 = `day BETWEEN '2026-04-01' AND '2026-06-30'`;
      return answer([
        share(
          'chat→phone Q2',
          communications(db, `channel = 'phone' AND escalated_from = 'chat' AND ${q2}`) /
            communications(db, `channel = 'chat' AND ${q2}`),
        ),
      ]);
    },
  },
  {
    id: 'h2-fact-restricted-cdd-median',
    dataset: demo,
    category: 'planted fact',
    question:
      'For CDD cases that ended in an account restriction, what is the median number of days to close them?',
    truth: ({ db }) =>
      answer([
        {
          label: 'median days',
          value: medianResolutionDays(db, `type = 'cdd' AND account_restricted = 1`),
          tolerance: 0.5,
          lead: true,
        },
      ]),
  },

  // Plain figures.
  {
    id: 'h2-desc-direct-debit',
    dataset: demo,
    category: 'descriptive',
    question: 'How many messages do we have about direct debits?',
    truth: ({ db }) =>
      answer([count('Direct debit', communications(db, `subcategory = 'Direct debit'`))]),
  },
  {
    id: 'h2-desc-outbound-sentiment',
    dataset: demo,
    category: 'descriptive',
    question: 'What is the average sentiment score of the messages we sent out to customers?',
    truth: ({ db }) => answer([score('outbound', averageSentiment(db, `direction = 'outbound'`))]),
  },
  {
    id: 'h2-desc-pending',
    dataset: demo,
    category: 'descriptive',
    question: 'How many communications have the status pending?',
    truth: ({ db }) => answer([count('pending', communications(db, `status = 'pending'`))]),
  },
  {
    id: 'h2-desc-letter-share',
    dataset: demo,
    category: 'descriptive',
    question: 'What percentage of all communications were letters?',
    truth: ({ db }) =>
      answer([
        share('letter share', communications(db, `channel = 'letter'`) / communications(db, '1')),
      ]),
  },
  {
    id: 'h2-desc-high-priority',
    dataset: demo,
    category: 'descriptive',
    question: 'How many cases are marked high priority?',
    truth: ({ db }) => answer([count('high priority', casesWhere(db, `priority = 'high'`))]),
  },
  {
    id: 'h2-desc-scotland-sentiment',
    dataset: demo,
    category: 'descriptive',
    question: 'What is the mean sentiment of messages from customers based in Scotland?',
    truth: ({ db }) =>
      answer([
        score(
          'Scotland',
          value(db, `SELECT avg(m.sentiment) ${WITH_CUSTOMERS} WHERE c.region = 'Scotland'`),
        ),
      ]),
  },
  {
    id: 'h2-desc-app-praise',
    dataset: demo,
    category: 'descriptive',
    question: 'How many praise messages were about the Mobile App?',
    truth: ({ db }) =>
      answer([
        count(
          'Mobile App praise',
          communications(db, `intent = 'praise' AND product = 'Mobile App'`),
        ),
      ]),
  },
  {
    id: 'h2-desc-lost-card-phone',
    dataset: demo,
    category: 'descriptive',
    question: 'How many lost or stolen card reports came in by phone?',
    truth: ({ db }) =>
      answer([
        count(
          'Lost or stolen card by phone',
          communications(db, `subcategory = 'Lost or stolen card' AND channel = 'phone'`),
        ),
      ]),
  },
  {
    id: 'h2-desc-payments-complaint-share',
    dataset: demo,
    category: 'descriptive',
    question: 'What proportion of complaints are about Payments & Transfers?',
    truth: ({ db }) =>
      answer([
        share(
          'Payments & Transfers share',
          communications(db, `intent = 'complaint' AND category = 'Payments & Transfers'`) /
            communications(db, `intent = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'h2-desc-student-customers',
    dataset: demo,
    category: 'descriptive',
    question: 'How many of our customers are students?',
    truth: ({ db }) =>
      answer([
        count('students', value(db, `SELECT count(*) FROM customers WHERE segment = 'student'`)),
      ]),
  },

  // Comparisons.
  {
    id: 'h2-cmp-lost-card-dec-jan',
    dataset: demo,
    category: 'comparison',
    question: 'Were there more lost or stolen card messages in December 2025 or in January 2026?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'December',
            communications(db, `subcategory = 'Lost or stolen card' AND day LIKE '2025-12-%'`),
          ),
        ),
        also(
          count(
            'January',
            communications(db, `subcategory = 'Lost or stolen card' AND day LIKE '2026-01-%'`),
          ),
        ),
      ]),
  },
  {
    id: 'h2-cmp-handoff-q1-q3',
    dataset: demo,
    category: 'comparison',
    question: 'How did the bot-to-human hand-off rate in Q1 2026 compare with Q3 2026?',
    truth: ({ db }) =>
      answer([
        also(share('Q1', handOffRate(db, `day BETWEEN '2026-01-01' AND '2026-03-31'`))),
        also(share('Q3', handOffRate(db, `day BETWEEN '2026-07-01' AND '2026-09-30'`))),
      ]),
  },
  {
    id: 'h2-cmp-wales-north',
    dataset: demo,
    category: 'comparison',
    question: 'Are customers in Wales more positive than customers in the North?',
    truth: ({ db }) => {
      const region = (name: string) =>
        value(db, `SELECT avg(m.sentiment) ${WITH_CUSTOMERS} WHERE c.region = ?`, name);
      return answer([also(score('Wales', region('Wales'))), also(score('North', region('North')))]);
    },
  },
  {
    id: 'h2-cmp-inbound-outbound',
    dataset: demo,
    category: 'comparison',
    question: 'How does the number of inbound messages compare with outbound ones?',
    truth: ({ db }) =>
      answer([
        also(count('inbound', communications(db, `direction = 'inbound'`))),
        also(count('outbound', communications(db, `direction = 'outbound'`))),
      ]),
  },
  {
    id: 'h2-cmp-email-chat-sentiment',
    dataset: demo,
    category: 'comparison',
    question: 'Is sentiment lower in emails or in chats?',
    truth: ({ db }) =>
      answer([
        also(score('email', averageSentiment(db, `channel = 'email'`))),
        also(score('chat', averageSentiment(db, `channel = 'chat'`))),
      ]),
  },
  {
    id: 'h2-cmp-mortgage-q1-q2',
    dataset: demo,
    category: 'comparison',
    question: 'Mortgage communications: Q1 2026 versus Q2 2026, how many in each?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'Q1',
            communications(
              db,
              `product = 'Mortgage' AND day BETWEEN '2026-01-01' AND '2026-03-31'`,
            ),
          ),
        ),
        also(
          count(
            'Q2',
            communications(
              db,
              `product = 'Mortgage' AND day BETWEEN '2026-04-01' AND '2026-06-30'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'h2-cmp-critical-high',
    dataset: demo,
    category: 'comparison',
    question: 'Compare how many critical and how many high priority cases we have.',
    truth: ({ db }) =>
      answer([
        also(count('critical', casesWhere(db, `priority = 'critical'`))),
        also(count('high', casesWhere(db, `priority = 'high'`))),
      ]),
  },
  {
    id: 'h2-cmp-social-chat-negative',
    dataset: demo,
    category: 'comparison',
    question: 'Which is more negative, social media or chat? Give the negative share of each.',
    truth: ({ db }) =>
      answer(
        [
          also(share('social', negativeShareOf(db, `channel = 'social'`))),
          also(share('chat', negativeShareOf(db, `channel = 'chat'`))),
        ],
        [
          named(
            'more negative channel',
            negativeShareOf(db, `channel = 'social'`) > negativeShareOf(db, `channel = 'chat'`)
              ? 'social'
              : 'chat',
          ),
        ],
      ),
  },
  {
    id: 'h2-cmp-overdraft-q4-q1',
    dataset: demo,
    category: 'comparison',
    question: 'How did overdraft fee complaints in Q1 2026 compare with the last quarter of 2025?',
    truth: ({ db }) => {
      const overdraft = `subcategory = 'Overdraft fee' AND intent = 'complaint'`;
      return answer([
        also(
          count(
            'Q1 2026',
            communications(db, `${overdraft} AND day BETWEEN '2026-01-01' AND '2026-03-31'`),
          ),
        ),
        also(
          count(
            'Q4 2025',
            communications(db, `${overdraft} AND day BETWEEN '2025-10-01' AND '2025-12-31'`),
          ),
        ),
      ]);
    },
  },
  {
    id: 'h2-cmp-business-student',
    dataset: demo,
    category: 'comparison',
    question: 'Business customers or students: who is happier with us on average?',
    truth: ({ db }) =>
      answer([
        also(score('business', segmentSentiment(db, 'business'))),
        also(score('student', segmentSentiment(db, 'student'))),
      ]),
  },
];
