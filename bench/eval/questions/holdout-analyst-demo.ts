// Held-out analyst questions over the demo corpus: written by someone who did not read the planner,
// in the words an analyst new to the product would type, and kept out of the main set (run them
// with `npm run eval -- --set holdout`) so that planner work is never tuned against them.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { handOffRate, medianResolutionDays } from './demo-sql';
import {
  breachRate,
  casesWhere,
  finalDays,
  segmentSentiment,
  WITH_CUSTOMERS,
} from './holdout-demo-sql';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  leader,
  ranking,
  score,
  share,
  value,
} from './truth';

const demo = 'demo' as const;

export const holdoutAnalystDemo: EvalCase[] = [
  // Planted facts, asked in words none of the other sets use.
  {
    id: 'ha-virtual-assistant-to-person',
    dataset: demo,
    category: 'planted fact',
    question:
      'Of the chats our virtual assistant handled, what proportion got passed on to a real person?',
    truth: ({ db }) => answer([share('hand-off rate', handOffRate(db))]),
  },
  {
    id: 'ha-chat-becomes-call',
    dataset: demo,
    category: 'planted fact',
    question: 'How often does a chat conversation turn into a phone call?',
    truth: ({ db }) =>
      answer([
        share(
          'chat→phone rate',
          communications(db, `channel = 'phone' AND escalated_from = 'chat'`) /
            communications(db, `channel = 'chat'`),
        ),
      ]),
  },
  {
    id: 'ha-due-diligence-restricted',
    dataset: demo,
    category: 'planted fact',
    question: 'In what percentage of due diligence cases did we end up restricting the account?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'ha-due-diligence-turnaround',
    dataset: demo,
    category: 'planted fact',
    question: 'Typically how many days does it take us to close a CDD case?',
    truth: ({ db }) =>
      answer([score('median days', medianResolutionDays(db, `type = 'cdd'`), 0.6)]),
  },
  {
    id: 'ha-release-login-fortnight',
    dataset: demo,
    category: 'planted fact',
    question:
      'How many complaints about logging in to the mobile app did we get in the two weeks after the 5.2 release on 10 March 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'login complaints',
          communications(
            db,
            `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint' AND day BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
          0.1,
        ),
      ]),
  },
  {
    id: 'ha-savings-mood-september',
    dataset: demo,
    category: 'planted fact',
    question: 'What was the average sentiment on Savings in September 2026, after the rate rise?',
    truth: ({ db }) =>
      answer([
        score(
          'Savings September',
          averageSentiment(db, `product = 'Savings' AND substr(day, 1, 7) = '2026-09'`),
        ),
      ]),
  },
  {
    id: 'ha-phone-busiest-day',
    dataset: demo,
    category: 'planted fact',
    question: 'On which day were the phone lines busiest?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE channel = 'phone' GROUP BY k ORDER BY v DESC LIMIT 5`,
      );
      return answer(
        [also(count('calls', values[0]!))],
        [
          {
            label: 'day',
            anyOf: daySpellings(keys[0]!),
            rivals: keys.slice(1).flatMap(daySpellings),
          },
        ],
      );
    },
  },

  // Plain figures.
  {
    id: 'ha-outbound-total',
    dataset: demo,
    category: 'descriptive',
    question: 'How many outbound communications have we sent in total?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'ha-letters-sentiment',
    dataset: demo,
    category: 'descriptive',
    question: "What's the average sentiment of letters we receive?",
    truth: ({ db }) => answer([score('letters', averageSentiment(db, `channel = 'letter'`))]),
  },
  {
    id: 'ha-praise-share',
    dataset: demo,
    category: 'descriptive',
    question: 'What share of all communications are praise?',
    truth: ({ db }) =>
      answer([
        share('praise share', communications(db, `intent = 'praise'`) / communications(db, '1')),
      ]),
  },
  {
    id: 'ha-critical-cases-2026',
    dataset: demo,
    category: 'descriptive',
    question: 'How many critical priority cases were opened in 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'critical cases',
          casesWhere(db, `priority = 'critical' AND opened_at >= '2026-01-01'`),
        ),
      ]),
  },
  {
    id: 'ha-fraud-chat-july',
    dataset: demo,
    category: 'descriptive',
    question: 'How many Fraud & Security messages came in over chat in July 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'fraud chats',
          communications(
            db,
            `category = 'Fraud & Security' AND channel = 'chat' AND substr(day, 1, 7) = '2026-07'`,
          ),
        ),
      ]),
  },
  {
    id: 'ha-open-cases',
    dataset: demo,
    category: 'descriptive',
    question: 'How many cases are still open or in progress?',
    truth: ({ db }) =>
      answer([count('unfinished cases', casesWhere(db, `status IN ('open', 'in_progress')`))]),
  },

  // Comparisons.
  {
    id: 'ha-phone-vs-email-q1',
    dataset: demo,
    category: 'comparison',
    question: 'Did more complaints come in by phone or by email in Q1 2026?',
    truth: ({ db }) => {
      const q1 = `intent = 'complaint' AND day BETWEEN '2026-01-01' AND '2026-03-31'`;
      return answer([
        also(count('phone', communications(db, `channel = 'phone' AND ${q1}`))),
        also(count('email', communications(db, `channel = 'email' AND ${q1}`))),
      ]);
    },
  },
  {
    id: 'ha-dispute-vs-service-breach',
    dataset: demo,
    category: 'comparison',
    question: 'How does the SLA breach rate of dispute cases compare with service cases?',
    truth: ({ db }) =>
      answer([
        also(share('dispute', breachRate(db, `type = 'dispute'`))),
        also(share('service', breachRate(db, `type = 'service'`))),
      ]),
  },
  {
    id: 'ha-complaints-q1-vs-q2',
    dataset: demo,
    category: 'comparison',
    question: 'Compare the number of complaints in the first and second quarters of 2026.',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'Q1',
            communications(
              db,
              `intent = 'complaint' AND day BETWEEN '2026-01-01' AND '2026-03-31'`,
            ),
          ),
        ),
        also(
          count(
            'Q2',
            communications(
              db,
              `intent = 'complaint' AND day BETWEEN '2026-04-01' AND '2026-06-30'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'ha-student-vs-premier-mood',
    dataset: demo,
    category: 'comparison',
    question: 'Are student customers more negative than premier customers?',
    truth: ({ db }) =>
      answer([
        also(score('student', segmentSentiment(db, 'student'))),
        also(score('premier', segmentSentiment(db, 'premier'))),
      ]),
  },
  {
    id: 'ha-debit-card-july-august',
    dataset: demo,
    category: 'comparison',
    question: 'How did Debit Card message volume in August 2026 compare with July 2026?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'August',
            communications(db, `product = 'Debit Card' AND substr(day, 1, 7) = '2026-08'`),
          ),
        ),
        also(
          count(
            'July',
            communications(db, `product = 'Debit Card' AND substr(day, 1, 7) = '2026-07'`),
          ),
        ),
      ]),
  },

  // Rankings and superlatives.
  {
    id: 'ha-region-most-complaints',
    dataset: demo,
    category: 'ranking',
    question: 'Which region sends us the most complaints?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT c.region k, count(*) v ${WITH_CUSTOMERS} WHERE m.intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'ha-top-complaint-subcategories',
    dataset: demo,
    category: 'ranking',
    question: 'What are the top 3 complaint subcategories?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'ha-gloomiest-product',
    dataset: demo,
    category: 'ranking',
    question: 'Which product has the lowest average sentiment?',
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
    id: 'ha-quietest-month',
    dataset: demo,
    category: 'ranking',
    question: 'Which month had the fewest communications?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications GROUP BY k ORDER BY v ASC`,
      );
      return answer(
        [also(count('communications', values[0]!))],
        [
          {
            label: 'month',
            anyOf: monthSpellings(keys[0]!),
            rivals: keys.slice(1).flatMap(monthSpellings),
          },
        ],
      );
    },
  },
  {
    id: 'ha-channel-most-negative-share',
    dataset: demo,
    category: 'ranking',
    question: 'Which channel has the highest proportion of negative messages?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel k, avg(sentiment_label = 'negative') v FROM communications GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('negative share', v),
      ),
  },

  // Periods relative to the end of the data (2026-10-31).
  {
    id: 'ha-complaints-last-fortnight',
    dataset: demo,
    category: 'relative period',
    question: 'How many complaints came in over the last two weeks?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, ...finalDays(db, 14)),
          0.08,
        ),
      ]),
  },
  {
    id: 'ha-sentiment-past-week',
    dataset: demo,
    category: 'relative period',
    question: 'What was the average sentiment over the past 7 days?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, 'day BETWEEN ? AND ?', ...finalDays(db, 7)), 0.03),
      ]),
  },
  {
    id: 'ha-chats-this-month',
    dataset: demo,
    category: 'relative period',
    question: 'How many chats have we had this month?',
    truth: ({ db }) =>
      answer([
        count(
          'chats',
          communications(db, `channel = 'chat' AND substr(day, 1, 7) = '2026-10'`),
          0.04,
        ),
      ]),
  },
  {
    id: 'ha-letters-last-60',
    dataset: demo,
    category: 'relative period',
    question: 'Number of letters received in the last 60 days?',
    truth: ({ db }) =>
      answer([
        count(
          'letters',
          communications(db, `channel = 'letter' AND day BETWEEN ? AND ?`, ...finalDays(db, 60)),
          0.04,
        ),
      ]),
  },
  {
    id: 'ha-complaints-ytd',
    dataset: demo,
    category: 'relative period',
    question: 'Year to date, how many complaints have we had?',
    truth: ({ db }) =>
      answer([
        count('complaints', communications(db, `intent = 'complaint' AND day >= '2026-01-01'`)),
      ]),
  },

  // Casual wording and typos.
  {
    id: 'ha-casual-app-april',
    dataset: demo,
    category: 'casual',
    question: 'how many complaints abt the mobile ap in april 2026',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `product = 'Mobile App' AND intent = 'complaint' AND substr(day, 1, 7) = '2026-04'`,
          ),
        ),
      ]),
  },
  {
    id: 'ha-casual-premier-mood',
    dataset: demo,
    category: 'casual',
    question: 'whats the avg sentimnt for premeir customers',
    truth: ({ db }) => answer([score('premier', segmentSentiment(db, 'premier'))]),
  },
  {
    id: 'ha-casual-emails-sept',
    dataset: demo,
    category: 'casual',
    question: 'numbr of emails in sept 2026?',
    truth: ({ db }) =>
      answer([
        count('emails', communications(db, `channel = 'email' AND substr(day, 1, 7) = '2026-09'`)),
      ]),
  },
  {
    id: 'ha-casual-fraud-channel',
    dataset: demo,
    category: 'casual',
    question: 'top chanel for fraud stuff?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel k, count(*) v FROM communications WHERE category = 'Fraud & Security' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'ha-casual-overdraft',
    dataset: demo,
    category: 'casual',
    question: 'overdraft fee complants - how many in total??',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `subcategory = 'Overdraft fee' AND intent = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'ha-casual-students-retail',
    dataset: demo,
    category: 'casual',
    question: 'r students happier than retail folks?',
    truth: ({ db }) =>
      answer([
        also(score('student', segmentSentiment(db, 'student'))),
        also(score('retail', segmentSentiment(db, 'retail'))),
      ]),
  },
];
