// Second held-out round over the demo corpus, continued: rankings, periods relative to the data's
// last day (31 October 2026) and casual questions with typos.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { handOffRate } from './demo-sql';
import { breachRate, casesWhere, finalDays, WITH_CUSTOMERS } from './holdout-demo-sql';
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
  top,
  value,
} from './truth';

const demo = 'demo' as const;

export const holdout2DemoMore: EvalCase[] = [
  // Rankings.
  {
    id: 'h2-rank-cards-subcategory',
    dataset: demo,
    category: 'ranking',
    question: 'Within Cards, which subcategory comes up most often?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory k, count(*) v FROM communications WHERE category = 'Cards' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h2-rank-region-negative',
    dataset: demo,
    category: 'ranking',
    question: 'Which region has the highest proportion of negative messages?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT c.region k, avg(m.sentiment_label = 'negative') v ${WITH_CUSTOMERS} GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('negative share', v, 0.005),
      ),
  },
  {
    id: 'h2-rank-segment-complaints',
    dataset: demo,
    category: 'ranking',
    question: 'Which customer segment sent us the most complaints?',
    truth: ({ db }) =>
      leader(
        'segment',
        ranking(
          db,
          `SELECT c.segment k, count(*) v ${WITH_CUSTOMERS} WHERE m.intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h2-rank-service-reason',
    dataset: demo,
    category: 'ranking',
    question: 'What is the most frequent reason for service cases?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM cases WHERE type = 'service' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('cases', v),
      ),
  },
  {
    id: 'h2-rank-savings-month',
    dataset: demo,
    category: 'ranking',
    question: 'In which month of 2026 did we receive the most Savings messages?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications WHERE product = 'Savings' AND day >= '2026-01-01' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('Savings messages', values[0]!))],
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
    id: 'h2-rank-praise-channel',
    dataset: demo,
    category: 'ranking',
    question: 'Which channel do customers use most to say something nice about us?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel k, count(*) v FROM communications WHERE intent = 'praise' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('praise messages', v),
      ),
  },
  {
    id: 'h2-rank-product-complaint-share',
    dataset: demo,
    category: 'ranking',
    question: 'For which product are the largest share of messages complaints?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product k, avg(intent = 'complaint') v FROM communications GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('complaint share', v),
      ),
  },
  {
    id: 'h2-rank-july-busiest-day',
    dataset: demo,
    category: 'ranking',
    question: 'What was the busiest day of July 2026 for incoming and outgoing messages?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE day LIKE '2026-07-%' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('messages', values[0]!))],
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
  {
    id: 'h2-rank-worst-subcategory',
    dataset: demo,
    category: 'ranking',
    question: 'Which subcategory has the most negative average sentiment?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory k, avg(sentiment) v FROM communications GROUP BY k ORDER BY v ASC`,
        ),
        (v) => score('average sentiment', v),
      ),
  },
  {
    id: 'h2-rank-priority-breach',
    dataset: demo,
    category: 'ranking',
    question: 'Which case priority misses its SLA most often?',
    truth: ({ db }) =>
      leader(
        'priority',
        ranking(db, `SELECT priority k, avg(sla_breached) v FROM cases GROUP BY k ORDER BY v DESC`),
        (v) => share('breach rate', v),
      ),
  },
  {
    id: 'h2-rank-dispute-reason',
    dataset: demo,
    category: 'ranking',
    question: 'What reason is behind most dispute cases?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT reason k, count(*) v FROM cases WHERE type = 'dispute' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('dispute cases', ranked.values[0]!))],
        [top('reason', ranked.keys)],
      );
    },
  },

  // Periods relative to the data's last day, 31 October 2026.
  {
    id: 'h2-rel-emails-fortnight',
    dataset: demo,
    category: 'relative period',
    question: 'How many emails arrived in the past fortnight?',
    truth: ({ db }) =>
      answer([
        count(
          'emails',
          communications(db, `channel = 'email' AND day BETWEEN ? AND ?`, ...finalDays(db, 14)),
          0.05,
        ),
      ]),
  },
  {
    id: 'h2-rel-negative-share-last-quarter',
    dataset: demo,
    category: 'relative period',
    question: 'What share of messages last quarter were negative?',
    truth: ({ db }) =>
      answer([
        share(
          'negative share Q3 2026',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE day BETWEEN '2026-07-01' AND '2026-09-30'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-rel-complaints-six-months',
    dataset: demo,
    category: 'relative period',
    question: 'How many complaints have we had in the last six months?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN '2026-05-01' AND '2026-10-31'`),
          0.03,
        ),
      ]),
  },
  {
    id: 'h2-rel-sentiment-ten-days',
    dataset: demo,
    category: 'relative period',
    question: 'What has the average sentiment been over the last 10 days?',
    truth: ({ db }) =>
      answer([
        score('average', averageSentiment(db, `day BETWEEN ? AND ?`, ...finalDays(db, 10)), 0.02),
      ]),
  },
  {
    id: 'h2-rel-app-45-days',
    dataset: demo,
    category: 'relative period',
    question: 'How many Mobile App messages came in over the last 45 days?',
    truth: ({ db }) =>
      answer([
        count(
          'Mobile App',
          communications(
            db,
            `product = 'Mobile App' AND day BETWEEN ? AND ?`,
            ...finalDays(db, 45),
          ),
          0.04,
        ),
      ]),
  },
  {
    id: 'h2-rel-cases-two-months',
    dataset: demo,
    category: 'relative period',
    question: 'How many cases were opened in the past two months?',
    truth: ({ db }) =>
      answer([
        count(
          'cases',
          casesWhere(db, `substr(opened_at, 1, 10) BETWEEN '2026-09-01' AND '2026-10-31'`),
          0.04,
        ),
      ]),
  },
  {
    id: 'h2-rel-phone-this-month',
    dataset: demo,
    category: 'relative period',
    question: 'So far this month, how many phone calls have we had?',
    truth: ({ db }) =>
      answer([
        count(
          'phone October 2026',
          communications(db, `channel = 'phone' AND day LIKE '2026-10-%'`),
        ),
      ]),
  },
  {
    id: 'h2-rel-handoff-last-quarter',
    dataset: demo,
    category: 'relative period',
    question: 'What was the chatbot hand-off rate in the last quarter?',
    truth: ({ db }) =>
      answer([
        share('hand-off Q3 2026', handOffRate(db, `day BETWEEN '2026-07-01' AND '2026-09-30'`)),
      ]),
  },
  {
    id: 'h2-rel-yesterday',
    dataset: demo,
    category: 'relative period',
    question: 'How many communications did we get yesterday?',
    truth: ({ db }) => answer([count('2026-10-30', communications(db, `day = '2026-10-30'`))]),
  },
  {
    id: 'h2-rel-negative-three-weeks',
    dataset: demo,
    category: 'relative period',
    question: 'How many negative messages came in during the previous three weeks?',
    truth: ({ db }) =>
      answer([
        count(
          'negative',
          communications(
            db,
            `sentiment_label = 'negative' AND day BETWEEN ? AND ?`,
            ...finalDays(db, 21),
          ),
          0.05,
        ),
      ]),
  },

  // Casual, with typos.
  {
    id: 'h2-casual-overdraft-2026',
    dataset: demo,
    category: 'casual',
    question: 'hw many complaits abt overdraft fees in 2026',
    truth: ({ db }) =>
      answer([
        count(
          'Overdraft fee complaints 2026',
          communications(
            db,
            `subcategory = 'Overdraft fee' AND intent = 'complaint' AND day >= '2026-01-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-casual-email-sentiment',
    dataset: demo,
    category: 'casual',
    question: 'avg sentimnt on emails?',
    truth: ({ db }) => answer([score('email', averageSentiment(db, `channel = 'email'`))]),
  },
  {
    id: 'h2-casual-wales-customers',
    dataset: demo,
    category: 'casual',
    question: 'how many custmers r in wales',
    truth: ({ db }) =>
      answer([count('Wales', value(db, `SELECT count(*) FROM customers WHERE region = 'Wales'`))]),
  },
  {
    id: 'h2-casual-dispute-breach',
    dataset: demo,
    category: 'casual',
    question: 'whats the sla breach rate 4 dispute cases',
    truth: ({ db }) => answer([share('dispute breach', breachRate(db, `type = 'dispute'`))]),
  },
  {
    id: 'h2-casual-bot-july',
    dataset: demo,
    category: 'casual',
    question: 'chatbot convos in july 2026??',
    truth: ({ db }) =>
      answer([
        count('chatbot July', communications(db, `chat_mode = 'chatbot' AND day LIKE '2026-07-%'`)),
      ]),
  },
  {
    id: 'h2-casual-top-complaint-topic',
    dataset: demo,
    category: 'casual',
    question: 'biggest complaint topic overall lol',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h2-casual-phishing',
    dataset: demo,
    category: 'casual',
    question: '# of phishng msgs?',
    truth: ({ db }) =>
      answer([count('Phishing attempt', communications(db, `subcategory = 'Phishing attempt'`))]),
  },
  {
    id: 'h2-casual-debit-negative',
    dataset: demo,
    category: 'casual',
    question: 'neg share for debit crd stuff pls',
    truth: ({ db }) =>
      answer([
        share(
          'Debit Card negative share',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE product = 'Debit Card'`,
          ),
        ),
      ]),
  },
  {
    id: 'h2-casual-premier-retail',
    dataset: demo,
    category: 'casual',
    question: 'premeir vs retail sentiment??',
    truth: ({ db }) => {
      const segment = (name: string) =>
        value(db, `SELECT avg(m.sentiment) ${WITH_CUSTOMERS} WHERE c.segment = ?`, name);
      return answer([
        also(score('premier', segment('premier'))),
        also(score('retail', segment('retail'))),
      ]);
    },
  },
  {
    id: 'h2-casual-social-oct',
    dataset: demo,
    category: 'casual',
    question: 'how many social msgs did we get in oct 2026',
    truth: ({ db }) =>
      answer([
        count('social October', communications(db, `channel = 'social' AND day LIKE '2026-10-%'`)),
      ]),
  },
];
