// Demo corpus, a third round of wordings: changes between periods, records ranked by sentiment,
// case priorities and statuses, daily averages, customers' own fields, and more turns.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { medianResolutionDays } from './demo-sql';
import {
  also,
  answer,
  averageSentiment,
  cases,
  column,
  communications,
  count,
  decline,
  leader,
  named,
  ranking,
  score,
  share,
  top,
  value,
} from './truth';

const COMPLAINT_BREACH_MONTH = `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND substr(opened_at, 1, 7) = ?`;

export const demoMore: EvalCase[] = [
  {
    id: 'demo-h1-complaints',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What was the complaint volume in the first half of 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints H1 2026',
          communications(db, `intent = 'complaint' AND day BETWEEN '2026-01-01' AND '2026-06-30'`),
        ),
      ]),
  },
  {
    id: 'demo-daily-average-september',
    dataset: 'demo',
    category: 'descriptive',
    question: 'On average, how many communications did we get per day in September 2026?',
    truth: ({ db }) =>
      answer([score('per day', communications(db, `substr(day, 1, 7) = '2026-09'`) / 30, 0.6)]),
  },
  {
    id: 'demo-not-closed-cases',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many cases are not closed yet?',
    truth: ({ db }) => answer([count('cases not closed', cases(db, `status <> 'closed'`))]),
  },
  {
    id: 'demo-outbound',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many outbound communications did we send?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'demo-critical-breach-share',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What share of critical-priority cases breached their SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE priority = 'critical'`),
        ),
      ]),
  },
  {
    id: 'demo-debit-negative-july',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What proportion of Debit Card communications in July 2026 were negative?',
    truth: ({ db }) =>
      answer([
        share(
          'negative share',
          communications(
            db,
            `product = 'Debit Card' AND sentiment_label = 'negative' AND substr(day, 1, 7) = '2026-07'`,
          ) / communications(db, `product = 'Debit Card' AND substr(day, 1, 7) = '2026-07'`),
        ),
      ]),
  },
  {
    id: 'demo-top-5-products',
    dataset: 'demo',
    category: 'ranking',
    question: 'What are the top 5 products by number of communications?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT product k, count(*) v FROM communications GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('communications', ranked.values[0]!))],
        [top('product', ranked.keys), named('fifth', ranked.keys[4]!)],
      );
    },
  },
  {
    id: 'demo-most-active-customer',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which customer contacted us most often?',
    truth: ({ db }) =>
      leader(
        'customer',
        ranking(
          db,
          `SELECT customer_id k, count(*) v FROM communications GROUP BY k ORDER BY v DESC LIMIT 5`,
        ),
        (v) => count('communications', v),
      ),
  },
  {
    id: 'demo-angriest-letters',
    dataset: 'demo',
    category: 'ranking',
    question: 'Show me the five angriest letters.',
    truth: ({ db }) => {
      const ids = column(
        db,
        `SELECT id FROM communications WHERE channel = 'letter' ORDER BY sentiment, id LIMIT 5`,
      );
      return answer([], [top('most negative letter', ids), named('fifth', ids[4]!)]);
    },
  },
  {
    id: 'demo-most-improved-product',
    dataset: 'demo',
    category: 'ranking',
    question: "Which product's average sentiment improved the most from Q1 2026 to Q2 2026?",
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'product',
            column(
              db,
              `SELECT product FROM communications GROUP BY product ORDER BY avg(CASE WHEN day BETWEEN '2026-04-01' AND '2026-06-30' THEN sentiment END) - avg(CASE WHEN day BETWEEN '2026-01-01' AND '2026-03-31' THEN sentiment END) DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'demo-largest-category-increase',
    dataset: 'demo',
    category: 'ranking',
    question:
      'Which category had the largest increase in the number of communications from May to June 2026?',
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'category',
            column(
              db,
              `SELECT category FROM communications GROUP BY category ORDER BY sum(substr(day, 1, 7) = '2026-06') - sum(substr(day, 1, 7) = '2026-05') DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'demo-lowest-sentiment-region',
    dataset: 'demo',
    category: 'ranking',
    question: 'In which region do customers have the lowest average sentiment?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT c.region k, avg(m.sentiment) v FROM communications m JOIN customers c ON c.id = m.customer_id GROUP BY k ORDER BY v`,
        ),
        (v) => score('average sentiment', v),
      ),
  },
  {
    id: 'demo-since-september-complaints',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many complaints have come in since the start of September 2026?',
    truth: ({ db }) =>
      answer([
        count('complaints', communications(db, `intent = 'complaint' AND day >= '2026-09-01'`)),
      ]),
  },
  {
    id: 'demo-letters-q3-sentiment',
    dataset: 'demo',
    category: 'relative period',
    question: 'What was the average sentiment of letters in the third quarter of 2026?',
    truth: ({ db }) =>
      answer([
        score(
          'letters Q3',
          averageSentiment(db, `channel = 'letter' AND day BETWEEN '2026-07-01' AND '2026-09-30'`),
        ),
      ]),
  },
  {
    id: 'demo-followup-2025',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many complaints were there about Online Banking in 2026?'],
    question: 'What about in 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Online Banking complaints 2025',
          communications(
            db,
            `intent = 'complaint' AND product = 'Online Banking' AND day < '2026-01-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'demo-followup-fewest',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['Which channel has the most complaints?'],
    question: 'And which has the fewest?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v ASC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'demo-followup-compare-february',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['What was the complaint SLA breach rate for cases opened in March 2026?'],
    question: 'How does that compare with February?',
    truth: ({ db }) =>
      answer([
        also(share('March', value(db, COMPLAINT_BREACH_MONTH, '2026-03'))),
        also(share('February', value(db, COMPLAINT_BREACH_MONTH, '2026-02'))),
      ]),
  },
  {
    id: 'demo-followup-them-restricted',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many CDD cases were about source of funds?'],
    question: 'How many of them led to a restriction?',
    truth: ({ db }) =>
      answer([
        count(
          'restricted',
          cases(db, `type = 'cdd' AND reason = 'Source of funds' AND account_restricted = 1`),
        ),
      ]),
  },
  {
    id: 'demo-casual-q1-disputes',
    dataset: 'demo',
    category: 'casual',
    question: 'no. of disputes opened in q1 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'disputes Q1',
          cases(
            db,
            `type = 'dispute' AND substr(opened_at, 1, 10) BETWEEN '2026-01-01' AND '2026-03-31'`,
          ),
        ),
      ]),
  },
  {
    id: 'demo-casual-median-complaint',
    dataset: 'demo',
    category: 'casual',
    question: 'whats the median time 2 close a complaint case',
    truth: ({ db }) =>
      answer([score('median days', medianResolutionDays(db, `type = 'complaint'`), 0.3)]),
  },
  {
    id: 'demo-casual-angriest-segment',
    dataset: 'demo',
    category: 'casual',
    question: 'which segmnet has the worst avg sentiment',
    truth: ({ db }) =>
      leader(
        'segment',
        ranking(
          db,
          `SELECT c.segment k, avg(m.sentiment) v FROM communications m JOIN customers c ON c.id = m.customer_id GROUP BY k ORDER BY v`,
        ),
        (v) => score('average sentiment', v),
      ),
  },
  {
    id: 'demo-no-forecast',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'How many complaints will we get next month?',
    truth: () => decline('the data holds no future'),
  },
  {
    id: 'demo-no-germany',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'How many complaints came from customers in Germany?',
    truth: () => decline('no such region'),
  },
  {
    id: 'demo-no-tiktok',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is the sentiment of messages we received on TikTok?',
    truth: () => decline('no such channel'),
  },
  {
    id: 'demo-no-lifetime-value',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is the customer lifetime value of students?',
    truth: () => decline('no monetary fields'),
  },
  {
    id: 'demo-lookup-message-when',
    dataset: 'demo',
    category: 'lookup',
    question: 'When was communication M-000500 sent, and through which channel?',
    truth: ({ db }) => {
      const [found] = db
        .prepare('SELECT day, channel FROM communications WHERE id = ?')
        .all('M-000500') as { day: string; channel: string }[];
      if (!found) throw new Error('No record M-000500');
      return answer(
        [],
        [{ label: 'day', anyOf: daySpellings(found.day) }, named('channel', found.channel)],
      );
    },
  },
  {
    id: 'demo-lookup-customer-cases',
    dataset: 'demo',
    category: 'lookup',
    question: 'How many cases does customer C-00293 have?',
    truth: ({ db }) => answer([count('cases', cases(db, `customer_id = 'C-00293'`))]),
  },
  {
    id: 'demo-lookup-customer-products',
    dataset: 'demo',
    category: 'lookup',
    question: 'Which products does customer C-00010 hold?',
    truth: ({ db }) => {
      const products = JSON.parse(
        column(db, `SELECT products FROM customers WHERE id = 'C-00010'`)[0]!,
      ) as string[];
      return answer(
        [],
        products.map((product) => named('product', product)),
      );
    },
  },
];
