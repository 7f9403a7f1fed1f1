// Demo corpus: comparisons between periods or groups, and rankings and superlatives.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings, monthName } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  leader,
  named,
  ranking,
  score,
  share,
  top,
  value,
} from './truth';

const COMPLAINT_BREACH = `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND substr(opened_at, 1, 10) BETWEEN ? AND ?`;
const SEGMENT_SENTIMENT = `SELECT avg(m.sentiment) FROM communications m JOIN customers c ON c.id = m.customer_id WHERE c.segment = ?`;

function restrictedShare(db: Store, reason: string): number {
  return value(
    db,
    `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd' AND reason = ?`,
    reason,
  );
}

export const demoCompare: EvalCase[] = [
  {
    id: 'demo-q2-vs-q1-breach',
    dataset: 'demo',
    category: 'comparison',
    question: 'Compare the complaint SLA breach rate in Q2 2026 with Q1 2026.',
    truth: ({ db }) =>
      answer([
        share('Q2 breach rate', value(db, COMPLAINT_BREACH, '2026-04-01', '2026-06-30')),
        also(share('Q1 breach rate', value(db, COMPLAINT_BREACH, '2026-01-01', '2026-03-31'))),
      ]),
  },
  {
    id: 'demo-premier-vs-student',
    dataset: 'demo',
    category: 'comparison',
    question: 'How does the average sentiment of premier customers compare with student customers?',
    truth: ({ db }) =>
      answer([
        also(score('premier', value(db, SEGMENT_SENTIMENT, 'premier'))),
        also(score('student', value(db, SEGMENT_SENTIMENT, 'student'))),
      ]),
  },
  {
    id: 'demo-july-vs-august-complaints',
    dataset: 'demo',
    category: 'comparison',
    question: 'Were there more complaints in July 2026 or in August 2026?',
    truth: ({ db }) => {
      const july = communications(db, `intent = 'complaint' AND substr(day, 1, 7) = '2026-07'`);
      const august = communications(db, `intent = 'complaint' AND substr(day, 1, 7) = '2026-08'`);
      return answer(
        [also(count('July', july)), also(count('August', august))],
        [top('month with more', july > august ? ['July', 'August'] : ['August', 'July'])].map(
          (name) => ({
            ...name,
            rivals: [],
          }),
        ),
      );
    },
  },
  {
    id: 'demo-phone-vs-email-march',
    dataset: 'demo',
    category: 'comparison',
    question: 'Compare the number of phone calls and emails in March 2026.',
    truth: ({ db }) =>
      answer([
        also(
          count('phone', communications(db, `channel = 'phone' AND substr(day, 1, 7) = '2026-03'`)),
        ),
        also(
          count('email', communications(db, `channel = 'email' AND substr(day, 1, 7) = '2026-03'`)),
        ),
      ]),
  },
  {
    id: 'demo-app-complaints-feb-to-march',
    dataset: 'demo',
    category: 'comparison',
    question:
      'How did the number of Mobile App complaints change from February 2026 to March 2026?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'February',
            communications(
              db,
              `product = 'Mobile App' AND intent = 'complaint' AND substr(day, 1, 7) = '2026-02'`,
            ),
          ),
        ),
        also(
          count(
            'March',
            communications(
              db,
              `product = 'Mobile App' AND intent = 'complaint' AND substr(day, 1, 7) = '2026-03'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'demo-chatbot-vs-human',
    dataset: 'demo',
    category: 'comparison',
    question: 'Is sentiment better in chats with the chatbot or in chats with human agents?',
    truth: ({ db }) =>
      answer([
        also(score('chatbot', averageSentiment(db, `channel = 'chat' AND chat_mode = 'chatbot'`))),
        also(score('human', averageSentiment(db, `channel = 'chat' AND chat_mode = 'human'`))),
      ]),
  },
  {
    id: 'demo-h1-vs-h2-complaints',
    dataset: 'demo',
    category: 'comparison',
    question:
      'How many complaints were there in the first half of 2026 compared with July to October 2026?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'H1 2026',
            communications(
              db,
              `intent = 'complaint' AND day BETWEEN '2026-01-01' AND '2026-06-30'`,
            ),
          ),
        ),
        also(
          count(
            'July–October',
            communications(
              db,
              `intent = 'complaint' AND day BETWEEN '2026-07-01' AND '2026-10-31'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'demo-debit-vs-credit-sentiment',
    dataset: 'demo',
    category: 'comparison',
    question: 'Debit Card versus Credit Card: how do their average sentiments compare?',
    truth: ({ db }) =>
      answer([
        also(score('Debit Card', averageSentiment(db, `product = 'Debit Card'`))),
        also(score('Credit Card', averageSentiment(db, `product = 'Credit Card'`))),
      ]),
  },
  {
    id: 'demo-cdd-restriction-by-reason',
    dataset: 'demo',
    category: 'comparison',
    question:
      'Compare the account restriction rate of CDD cases about source of funds with those about missing ID documents.',
    truth: ({ db }) =>
      answer([
        also(share('source of funds', restrictedShare(db, 'Source of funds'))),
        also(share('missing ID documents', restrictedShare(db, 'Missing ID documents'))),
      ]),
  },
  {
    id: 'demo-letters-q3-vs-q2',
    dataset: 'demo',
    category: 'comparison',
    question: 'How did letter volumes in Q3 2026 compare to Q2 2026?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'Q3',
            communications(db, `channel = 'letter' AND day BETWEEN '2026-07-01' AND '2026-09-30'`),
          ),
        ),
        also(
          count(
            'Q2',
            communications(db, `channel = 'letter' AND day BETWEEN '2026-04-01' AND '2026-06-30'`),
          ),
        ),
      ]),
  },
  {
    id: 'demo-top-complaint-product',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which product gets the most complaints?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'demo-top-3-categories',
    dataset: 'demo',
    category: 'ranking',
    question: 'What are the top 3 categories by number of communications?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT category k, count(*) v FROM communications GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('communications', ranked.values[0]!))],
        [
          top('first category', ranked.keys),
          named('second', ranked.keys[1]!),
          named('third', ranked.keys[2]!),
        ],
      );
    },
  },
  {
    id: 'demo-lowest-sentiment-channel',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which channel has the lowest average sentiment?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(db, `SELECT channel k, avg(sentiment) v FROM communications GROUP BY k ORDER BY v`),
        (v) => score('average sentiment', v),
      ),
  },
  {
    id: 'demo-busiest-complaint-month',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which month had the most complaints?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('complaints', values[0]!))],
        [
          {
            label: 'month',
            anyOf: [monthName(keys[0]!), keys[0]!],
            rivals: keys.slice(1, 4).map(monthName),
          },
        ],
      );
    },
  },
  {
    id: 'demo-region-most-complaints',
    dataset: 'demo',
    category: 'ranking',
    question: "Which region's customers complain the most?",
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT c.region k, count(*) v FROM communications m JOIN customers c ON c.id = m.customer_id WHERE m.intent = 'complaint' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'demo-top-cdd-reason',
    dataset: 'demo',
    category: 'ranking',
    question: 'What is the most common reason for CDD cases?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM cases WHERE type = 'cdd' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('cases', v),
      ),
  },
  {
    id: 'demo-worst-day-2026',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which day in 2026 had the lowest average sentiment?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT day k, avg(sentiment) v FROM communications WHERE day >= '2026-01-01' GROUP BY k ORDER BY v LIMIT 5`,
      );
      return answer(
        [also(score('average sentiment', values[0]!))],
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
    id: 'demo-segment-highest-breach',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which customer segment has the highest SLA breach rate on complaint cases?',
    truth: ({ db }) =>
      leader(
        'segment',
        ranking(
          db,
          `SELECT c.segment k, avg(k.sla_breached) v FROM cases k JOIN customers c ON c.id = k.customer_id WHERE k.type = 'complaint' GROUP BY c.segment ORDER BY v DESC`,
        ),
        (v) => share('breach rate', v),
      ),
  },
  {
    id: 'demo-slowest-case-type',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which case type takes longest to resolve on average?',
    truth: ({ db }) =>
      leader(
        'case type',
        ranking(
          db,
          `SELECT type k, avg(julianday(closed_at) - julianday(opened_at)) v FROM cases WHERE closed_at IS NOT NULL GROUP BY k ORDER BY v DESC`,
        ),
        (v) => score('mean days', v, 0.3),
      ),
  },
  {
    id: 'demo-best-sentiment-product',
    dataset: 'demo',
    category: 'ranking',
    question: 'Which product has the most positive average sentiment?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product k, avg(sentiment) v FROM communications GROUP BY k ORDER BY v DESC`,
        ),
        (v) => score('average sentiment', v),
      ),
  },
  {
    id: 'demo-top-5-complaint-subcategories',
    dataset: 'demo',
    category: 'ranking',
    question: 'List the top 5 complaint subcategories by count.',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT subcategory k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('complaints', ranked.values[0]!))],
        [top('subcategory', ranked.keys), named('fifth', ranked.keys[4]!)],
      );
    },
  },
];
