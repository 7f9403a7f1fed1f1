// Demo corpus: follow-ups that refer to the previous turn, questions the data cannot answer, and
// record lookups by id.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  column,
  communications,
  count,
  decline,
  named,
  score,
  share,
  top,
  value,
} from './truth';
import { handOffRate } from './demo-sql';

function row(db: Store, sql: string, id: string): Record<string, string | number | null> {
  const found = db.prepare(sql).get(id) as Record<string, string | number | null> | undefined;
  if (!found) throw new Error(`No record ${id} for a lookup case`);
  return found;
}

const BREACH_BETWEEN = `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND substr(opened_at, 1, 10) BETWEEN ? AND ?`;

export const demoTurns: EvalCase[] = [
  {
    id: 'demo-followup-login-of-those',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many complaints about the Mobile App were there in March 2026?'],
    question: 'And how many of those were about logging in?',
    truth: ({ db }) =>
      answer([
        count(
          'login complaints',
          communications(
            db,
            `product = 'Mobile App' AND intent = 'complaint' AND category = 'Login & Access' AND substr(day, 1, 7) = '2026-03'`,
          ),
        ),
      ]),
  },
  {
    id: 'demo-followup-debit-card',
    dataset: 'demo',
    category: 'follow-up',
    previous: ["What's the average sentiment of Credit Card communications?"],
    question: 'And for Debit Card?',
    truth: ({ db }) =>
      answer([score('Debit Card sentiment', averageSentiment(db, `product = 'Debit Card'`))]),
  },
  {
    id: 'demo-followup-by-email',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many complaints were there in June 2026?'],
    question: 'How many of those came by email?',
    truth: ({ db }) =>
      answer([
        count(
          'email complaints in June',
          communications(
            db,
            `intent = 'complaint' AND channel = 'email' AND substr(day, 1, 7) = '2026-06'`,
          ),
        ),
      ]),
  },
  {
    id: 'demo-followup-cdd-restricted',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many CDD cases are there?'],
    question: 'What share of those led to an account restriction?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted share',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'demo-followup-day-before',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many phone calls were there on 19 August 2026?'],
    question: 'Compare that with the day before.',
    truth: ({ db }) =>
      answer([
        also(count('18 August', communications(db, `channel = 'phone' AND day = '2026-08-18'`))),
        also(count('19 August', communications(db, `channel = 'phone' AND day = '2026-08-19'`))),
      ]),
  },
  {
    id: 'demo-followup-next-quarter',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['What was the complaint SLA breach rate in Q1 2026?'],
    question: 'And in Q2?',
    truth: ({ db }) =>
      answer([share('Q2 breach rate', value(db, BREACH_BETWEEN, '2026-04-01', '2026-06-30'))]),
  },
  {
    id: 'demo-followup-that-product',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['Which product has the most complaints?'],
    question: 'What is the average sentiment of that product?',
    truth: ({ db }) => {
      const product = column(
        db,
        `SELECT product FROM communications WHERE intent = 'complaint' GROUP BY product ORDER BY count(*) DESC LIMIT 1`,
      )[0]!;
      return answer([score(`${product} sentiment`, averageSentiment(db, 'product = ?', product))]);
    },
  },
  {
    id: 'demo-followup-october-handoff',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many chatbot chats were there in October 2026?'],
    question: 'What share of those were handed to a human?',
    truth: ({ db }) =>
      answer([
        share('October hand-off rate', handOffRate(db, `substr(day, 1, 7) = '2026-10'`), 0.02),
      ]),
  },
  {
    id: 'demo-followup-fee-product',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many complaints about fees and charges were there in June 2026?'],
    question: 'Which product were most of those about?',
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'product',
            column(
              db,
              `SELECT product FROM communications WHERE intent = 'complaint' AND category = 'Fees & Charges' AND substr(day, 1, 7) = '2026-06' GROUP BY product ORDER BY count(*) DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'demo-followup-their-sentiment',
    dataset: 'demo',
    category: 'follow-up',
    previous: ['How many premier customers are there?'],
    question: "What's the average sentiment of their communications?",
    truth: ({ db }) =>
      answer([
        score(
          'premier sentiment',
          value(
            db,
            `SELECT avg(m.sentiment) FROM communications m JOIN customers c ON c.id = m.customer_id WHERE c.segment = 'premier'`,
          ),
        ),
      ]),
  },
  {
    id: 'demo-no-nps',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is our Net Promoter Score?',
    truth: () => decline('no NPS in the data'),
  },
  {
    id: 'demo-no-share-price',
    dataset: 'demo',
    category: 'unanswerable',
    question: "What is the bank's share price today?",
    truth: () => decline('no share price'),
  },
  {
    id: 'demo-no-2024',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'How many complaints did we get in March 2024?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'demo-no-2027',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What was the average sentiment in January 2027?',
    truth: () => decline('the data ends in October 2026'),
  },
  {
    id: 'demo-unknown-customer',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'Show me the communications of customer C-99999.',
    truth: () => decline('no such customer'),
  },
  {
    id: 'demo-unknown-case',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'Summarise case K-99999 for me.',
    truth: () => decline('no such case'),
  },
  {
    id: 'demo-no-age',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is the average age of our customers?',
    truth: () => decline('no age field'),
  },
  {
    id: 'demo-no-handling-time',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is the average call handling time in minutes?',
    truth: () => decline('no call durations'),
  },
  {
    id: 'demo-no-gender',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is the gender split of customers who complained?',
    truth: () => decline('no gender field'),
  },
  {
    id: 'demo-no-revenue',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'How much revenue did mortgages bring in last quarter?',
    truth: () => decline('no revenue'),
  },
  {
    id: 'demo-unknown-message',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What did communication M-999999 say?',
    truth: () => decline('no such communication'),
  },
  {
    id: 'demo-lookup-message',
    dataset: 'demo',
    category: 'lookup',
    question: 'What is communication M-000126 about, and what is its sentiment score?',
    truth: ({ db }) => {
      const found = row(
        db,
        'SELECT product, sentiment FROM communications WHERE id = ?',
        'M-000126',
      );
      return answer(
        [also(score('sentiment', Number(found['sentiment']), 0.01))],
        [named('product', String(found['product']))],
      );
    },
  },
  {
    id: 'demo-lookup-customer',
    dataset: 'demo',
    category: 'lookup',
    question: 'Who is customer C-00042 and which segment are they in?',
    truth: ({ db }) => {
      const found = row(db, 'SELECT name, segment FROM customers WHERE id = ?', 'C-00042');
      return answer(
        [],
        [named('name', String(found['name'])), named('segment', String(found['segment']))],
      );
    },
  },
  {
    id: 'demo-lookup-customer-volume',
    dataset: 'demo',
    category: 'lookup',
    question: 'How many communications does customer C-00007 have?',
    truth: ({ db }) =>
      answer([count('communications', communications(db, 'customer_id = ?', 'C-00007'))]),
  },
  {
    id: 'demo-lookup-case-status',
    dataset: 'demo',
    category: 'lookup',
    question: 'What type of case is K-00015 and what is its status?',
    truth: ({ db }) => {
      const found = row(db, 'SELECT type, status FROM cases WHERE id = ?', 'K-00015');
      const status = String(found['status']);
      return answer(
        [],
        [named('type', String(found['type'])), named('status', status, status.replace('_', ' '))],
      );
    },
  },
  {
    id: 'demo-lookup-case-priority',
    dataset: 'demo',
    category: 'lookup',
    question: 'What priority does case K-00100 have?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'priority',
            String(row(db, 'SELECT priority FROM cases WHERE id = ?', 'K-00100')['priority']),
          ),
        ],
      ),
  },
  {
    id: 'demo-lookup-case-opened',
    dataset: 'demo',
    category: 'lookup',
    question: 'When was case K-00200 opened?',
    truth: ({ db }) => {
      const opened = String(
        row(db, 'SELECT opened_at FROM cases WHERE id = ?', 'K-00200')['opened_at'],
      ).slice(0, 10);
      return answer([], [{ label: 'opened', anyOf: daySpellings(opened) }]);
    },
  },
  {
    id: 'demo-lookup-message-product',
    dataset: 'demo',
    category: 'lookup',
    question:
      'Which product is communication M-010000 about, and through which channel did it come?',
    truth: ({ db }) => {
      const found = row(db, 'SELECT product, channel FROM communications WHERE id = ?', 'M-010000');
      return answer(
        [],
        [named('product', String(found['product'])), named('channel', String(found['channel']))],
      );
    },
  },
  {
    id: 'demo-lookup-customer-region',
    dataset: 'demo',
    category: 'lookup',
    question: 'Which region is customer C-01234 in?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'region',
            String(row(db, 'SELECT region FROM customers WHERE id = ?', 'C-01234')['region']),
          ),
        ],
      ),
  },
  {
    id: 'demo-lookup-customer-sentiment',
    dataset: 'demo',
    category: 'lookup',
    question: "What is the average sentiment of customer C-00500's communications?",
    truth: ({ db }) =>
      answer([score('sentiment', averageSentiment(db, 'customer_id = ?', 'C-00500'))]),
  },
  {
    id: 'demo-lookup-case-reason',
    dataset: 'demo',
    category: 'lookup',
    question: 'What was the reason for case K-00001?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'reason',
            String(row(db, 'SELECT reason FROM cases WHERE id = ?', 'K-00001')['reason']),
          ),
        ],
      ),
  },
];
