// Sixth held-out round over the demo corpus (the retail bank's communications, customers and
// cases): figures, comparisons, rankings, relative periods and the planted facts in new words,
// asked the way an analyst new to the tool would. Truths are plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  column,
  communications,
  count,
  leader,
  ranking,
  score,
  share,
  value,
} from './truth';

const dataset = 'demo' as const;

/** Sentiment or share over communications joined to their customer, `where` on `c.` and `u.`. */
function joined(db: Store, expression: string, where: string): number {
  return value(
    db,
    `SELECT ${expression} FROM communications c JOIN customers u ON u.id = c.customer_id WHERE ${where}`,
  );
}

/** Cases matching `where`, or `expression` over them. */
function cases(db: Store, where: string, expression = 'count(*)'): number {
  return value(db, `SELECT ${expression} FROM cases WHERE ${where}`);
}

export const holdout6Demo: EvalCase[] = [
  {
    id: 'h6-letters',
    dataset,
    category: 'descriptive',
    question: 'How many letters do we have on record?',
    truth: ({ db }) => answer([count('letters', communications(db, `channel = 'letter'`))]),
  },
  {
    id: 'h6-complaint-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of all communications are complaints?',
    truth: ({ db }) =>
      answer([
        share('complaints', communications(db, `intent = 'complaint'`) / communications(db, '1')),
      ]),
  },
  {
    id: 'h6-overall-sentiment',
    dataset,
    category: 'descriptive',
    question: 'What is the average sentiment score across everything we have?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, '1'))]),
  },
  {
    id: 'h6-open-cases',
    dataset,
    category: 'descriptive',
    question: 'How many cases have not been closed yet?',
    truth: ({ db }) => answer([count('cases', cases(db, `status IN ('open', 'in_progress')`))]),
  },
  {
    id: 'h6-social-fraud',
    dataset,
    category: 'descriptive',
    question: 'How many social media messages were about Fraud & Security?',
    truth: ({ db }) =>
      answer([
        count(
          'messages',
          communications(db, `channel = 'social' AND category = 'Fraud & Security'`),
        ),
      ]),
  },
  {
    id: 'h6-mortgage-sentiment',
    dataset,
    category: 'descriptive',
    question: 'How positive or negative are Mortgage communications on average?',
    truth: ({ db }) => answer([score('Mortgage', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'h6-phone-vs-email',
    dataset,
    category: 'comparison',
    question: 'Is sentiment worse on the phone or over email?',
    truth: ({ db }) => {
      const phone = averageSentiment(db, `channel = 'phone'`);
      const email = averageSentiment(db, `channel = 'email'`);
      return answer(
        [also(score('phone', phone)), also(score('email', email))],
        [{ label: 'worse', anyOf: [phone < email ? 'phone' : 'email'] }],
      );
    },
  },
  {
    id: 'h6-business-vs-premier',
    dataset,
    category: 'comparison',
    question: 'Which segment sent more complaints, business or premier customers?',
    truth: ({ db }) => {
      const business = joined(db, 'count(*)', `c.intent = 'complaint' AND u.segment = 'business'`);
      const premier = joined(db, 'count(*)', `c.intent = 'complaint' AND u.segment = 'premier'`);
      return answer(
        [also(count('business', business)), also(count('premier', premier))],
        [{ label: 'more', anyOf: [business > premier ? 'business' : 'premier'] }],
      );
    },
  },
  {
    id: 'h6-q1-vs-q2',
    dataset,
    category: 'comparison',
    question: 'How does communication volume in Q1 2026 compare with Q2 2026?',
    truth: ({ db }) =>
      answer([
        also(count('Q1', communications(db, `day BETWEEN '2026-01-01' AND '2026-03-31'`))),
        also(count('Q2', communications(db, `day BETWEEN '2026-04-01' AND '2026-06-30'`))),
      ]),
  },
  {
    id: 'h6-savings-vs-loan',
    dataset,
    category: 'comparison',
    question: 'Are Savings messages more positive than Personal Loan messages?',
    truth: ({ db }) =>
      answer([
        also(score('Savings', averageSentiment(db, `product = 'Savings'`))),
        also(score('Personal Loan', averageSentiment(db, `product = 'Personal Loan'`))),
      ]),
  },
  {
    id: 'h6-scotland-vs-wales',
    dataset,
    category: 'comparison',
    question: 'Compare the share of negative messages from customers in Scotland and in Wales.',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'Scotland',
            joined(db, `avg(c.sentiment_label = 'negative')`, `u.region = 'Scotland'`),
          ),
        ),
        also(
          share('Wales', joined(db, `avg(c.sentiment_label = 'negative')`, `u.region = 'Wales'`)),
        ),
      ]),
  },
  {
    id: 'h6-top-subcategory',
    dataset,
    category: 'ranking',
    question: 'Which subcategory has the most communications?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          'SELECT subcategory k, count(*) v FROM communications GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => count('communications', amount),
      ),
  },
  {
    id: 'h6-region-sentiment',
    dataset,
    category: 'ranking',
    question: 'Which region has the most negative average sentiment?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT u.region k, avg(c.sentiment) v FROM communications c
             JOIN customers u ON u.id = c.customer_id GROUP BY 1 ORDER BY 2`,
        ),
        (amount) => score('sentiment', amount),
      ),
  },
  {
    id: 'h6-complaints-product',
    dataset,
    category: 'ranking',
    question: 'Which product draws the most complaints?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product k, count(*) v FROM communications WHERE intent = 'complaint' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('complaints', amount),
      ),
  },
  {
    id: 'h6-quietest-weekday',
    dataset,
    category: 'ranking',
    question: 'Which day of the week is the quietest?',
    truth: ({ db }) => {
      const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      const ranked = ranking(
        db,
        `SELECT strftime('%w', day) k, count(*) v FROM communications GROUP BY 1 ORDER BY 2`,
      );
      const days = ranked.keys.map((key) => names[Number(key)]!);
      return answer(
        [also(count('communications', ranked.values[0]!))],
        [{ label: 'weekday', anyOf: [days[0]!], rivals: days.slice(1) }],
      );
    },
  },
  {
    id: 'h6-lowest-category',
    dataset,
    category: 'ranking',
    question: 'Which category has the lowest average sentiment?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          'SELECT category k, avg(sentiment) v FROM communications GROUP BY 1 ORDER BY 2',
        ),
        (amount) => score('sentiment', amount),
      ),
  },
  {
    id: 'h6-login-peak-month',
    dataset,
    category: 'ranking',
    question: 'In which month did Login & Access messages peak?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications WHERE category = 'Login & Access'
           GROUP BY 1 ORDER BY 2 DESC`,
      );
      return answer(
        [also(count('messages', ranked.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h6-complaints-14-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints came in over the last 14 days?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN '2026-10-18' AND '2026-10-31'`),
        ),
      ]),
  },
  {
    id: 'h6-sentiment-last-month',
    dataset,
    category: 'relative period',
    question: 'What was the mean sentiment score last month?',
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, `day LIKE '2026-09-%'`))]),
  },
  {
    id: 'h6-phone-this-month',
    dataset,
    category: 'relative period',
    question: 'How many phone calls have we logged this month?',
    truth: ({ db }) =>
      answer([count('calls', communications(db, `channel = 'phone' AND day LIKE '2026-10-%'`))]),
  },
  {
    id: 'h6-last-quarter',
    dataset,
    category: 'relative period',
    question: 'How many communications did we handle last quarter?',
    truth: ({ db }) =>
      answer([
        count('communications', communications(db, `day BETWEEN '2026-07-01' AND '2026-09-30'`)),
      ]),
  },
  {
    id: 'h6-chats-60-days',
    dataset,
    category: 'relative period',
    question: 'Have chats gone up or down in the past 60 days compared with the 60 days before?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'last 60',
            communications(db, `channel = 'chat' AND day BETWEEN '2026-09-02' AND '2026-10-31'`),
          ),
        ),
        also(
          count(
            '60 before',
            communications(db, `channel = 'chat' AND day BETWEEN '2026-07-04' AND '2026-09-01'`),
          ),
        ),
      ]),
  },
  {
    id: 'h6-fraud-ytd',
    dataset,
    category: 'relative period',
    question: 'How many Fraud & Security messages have there been so far this year?',
    truth: ({ db }) =>
      answer([
        count(
          'messages',
          communications(db, `category = 'Fraud & Security' AND day >= '2026-01-01'`),
        ),
      ]),
  },
  {
    id: 'h6-fact-gloomiest-day',
    dataset,
    category: 'planted fact',
    question: 'Which day in 2026 had the gloomiest average sentiment?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, avg(sentiment) v FROM communications WHERE day LIKE '2026-%' GROUP BY 1 ORDER BY 2`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }]);
    },
  },
  {
    id: 'h6-fact-handoff',
    dataset,
    category: 'planted fact',
    question: 'What fraction of conversations with the bot end with a human taking over?',
    truth: ({ db }) =>
      answer([
        share(
          'hand-off rate',
          communications(db, `escalated_from = 'chatbot'`) /
            communications(db, `chat_mode = 'chatbot'`),
          0.015,
        ),
      ]),
  },
  {
    id: 'h6-fact-chat-to-phone',
    dataset,
    category: 'planted fact',
    question: 'How often does a chat end up turning into a phone call?',
    truth: ({ db }) =>
      answer([
        share(
          'chat to phone',
          communications(db, `channel = 'phone' AND escalated_from = 'chat'`) /
            communications(db, `channel = 'chat'`),
          0.015,
        ),
      ]),
  },
  {
    id: 'h6-fact-restricted',
    dataset,
    category: 'planted fact',
    question: 'What percentage of due diligence reviews ended with the account being restricted?',
    truth: ({ db }) =>
      answer([share('restricted', cases(db, `type = 'cdd'`, 'avg(account_restricted)'))]),
  },
  {
    id: 'h6-fact-cdd-median',
    dataset,
    category: 'planted fact',
    question: 'How many days does a CDD review typically take to close? The median, please.',
    truth: ({ db }) => {
      const days = column(
        db,
        `SELECT julianday(closed_at) - julianday(opened_at) FROM cases
           WHERE type = 'cdd' AND closed_at IS NOT NULL ORDER BY 1`,
      ).map(Number);
      const middle = days.length >> 1;
      const median = days.length % 2 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
      return answer([{ label: 'median days', value: median, tolerance: 1, lead: true }]);
    },
  },
  {
    id: 'h6-fact-outage-day',
    dataset,
    category: 'planted fact',
    question: 'There was a day in August 2026 when the phone lines went haywire. Which day?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE channel = 'phone' AND day LIKE '2026-08-%'
           GROUP BY 1 ORDER BY 2 DESC`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }]);
    },
  },
  {
    id: 'h6-fact-savings-mood',
    dataset,
    category: 'planted fact',
    question: 'Compare the sentiment of Savings messages before and after 1 September 2026.',
    truth: ({ db }) =>
      answer([
        also(
          score(
            'before',
            averageSentiment(db, `product = 'Savings' AND day < '2026-09-01'`),
            0.011,
          ),
        ),
        also(
          score(
            'after',
            averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`),
            0.011,
          ),
        ),
      ]),
  },
  {
    id: 'h6-fact-card-fee',
    dataset,
    category: 'planted fact',
    question:
      'Did complaints about the Card fee on Credit Cards go up in June 2026 compared with May 2026?',
    truth: ({ db }) => {
      const where = `intent = 'complaint' AND product = 'Credit Card' AND subcategory = 'Card fee'`;
      return answer([
        also(count('May', communications(db, `${where} AND day LIKE '2026-05-%'`))),
        also(count('June', communications(db, `${where} AND day LIKE '2026-06-%'`))),
      ]);
    },
  },
  {
    id: 'h6-fact-sla-march',
    dataset,
    category: 'planted fact',
    question:
      'What was the SLA breach rate on complaint cases opened in the two weeks from 10 March 2026?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          cases(
            db,
            `type = 'complaint' AND substr(opened_at, 1, 10) BETWEEN '2026-03-10' AND '2026-03-23'`,
            'avg(sla_breached)',
          ),
          0.02,
        ),
      ]),
  },
  {
    id: 'h6-fact-sla-year',
    dataset,
    category: 'planted fact',
    question: 'Across the whole year, how often did complaint cases miss their SLA?',
    truth: ({ db }) =>
      answer([share('breach rate', cases(db, `type = 'complaint'`, 'avg(sla_breached)'))]),
  },
];
