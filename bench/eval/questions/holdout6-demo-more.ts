// Sixth held-out round over the demo corpus, continued: casual wording with typos, two-turn
// follow-ups, questions the data cannot answer (each with a nearby answer that tempts), record
// lookups and multi-part questions.
import type { EvalCase } from '../eval-case';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  decline,
  named,
  ranking,
  score,
  share,
  value,
} from './truth';

const dataset = 'demo' as const;

export const holdout6DemoMore: EvalCase[] = [
  {
    id: 'h6-casual-chatbot',
    dataset,
    category: 'casual',
    question: 'hw many chatbot convos in total',
    truth: ({ db }) => answer([count('chatbot', communications(db, `chat_mode = 'chatbot'`))]),
  },
  {
    id: 'h6-casual-debit',
    dataset,
    category: 'casual',
    question: 'avg sentimnt for debit card?',
    truth: ({ db }) =>
      answer([score('Debit Card', averageSentiment(db, `product = 'Debit Card'`))]),
  },
  {
    id: 'h6-casual-overdraft',
    dataset,
    category: 'casual',
    question: 'complaints abt overdraft fees - how many',
    truth: ({ db }) =>
      answer([
        count(
          'overdraft fee complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Overdraft fee'`),
        ),
      ]),
  },
  {
    id: 'h6-casual-loan-negative',
    dataset,
    category: 'casual',
    question: 'personal loan msgs, whats the negative share',
    truth: ({ db }) =>
      answer([
        share(
          'negative',
          communications(db, `product = 'Personal Loan' AND sentiment_label = 'negative'`) /
            communications(db, `product = 'Personal Loan'`),
        ),
      ]),
  },
  {
    id: 'h6-follow-app-login',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints did we get about the Mobile App?'],
    question: 'How many of them concerned signing in?',
    truth: ({ db }) =>
      answer([
        count(
          'login',
          communications(
            db,
            `intent = 'complaint' AND product = 'Mobile App' AND category = 'Login & Access'`,
          ),
        ),
      ]),
  },
  {
    id: 'h6-follow-channel-october',
    dataset,
    category: 'follow-up',
    previous: ['Which channel has the lowest average sentiment?'],
    question: 'How many messages came through it in October 2026?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        'SELECT channel k, avg(sentiment) v FROM communications GROUP BY 1 ORDER BY 2',
      );
      return answer([
        count(
          'October',
          communications(db, `channel = ? AND day LIKE '2026-10-%'`, ranked.keys[0]!),
        ),
      ]);
    },
  },
  {
    id: 'h6-follow-disputes-sla',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases were there?'],
    question: 'What share of them breached the SLA?',
    truth: ({ db }) =>
      answer([
        share('breached', value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'dispute'`)),
      ]),
  },
  {
    id: 'h6-follow-premier-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment of student customers?'],
    question: 'And of premier customers?',
    truth: ({ db }) =>
      answer([
        score(
          'premier',
          value(
            db,
            `SELECT avg(c.sentiment) FROM communications c JOIN customers u ON u.id = c.customer_id
               WHERE u.segment = 'premier'`,
          ),
        ),
      ]),
  },
  {
    id: 'h6-none-2024-handoff',
    dataset,
    category: 'unanswerable',
    question: 'What was the chatbot hand-off rate in 2024?',
    truth: ({ db }) => {
      if (communications(db, `day < '2025-01-01'`) !== 0) throw new Error('data reaches 2024');
      return decline('the data starts on 1 November 2025');
    },
  },
  {
    id: 'h6-none-balance',
    dataset,
    category: 'unanswerable',
    question: 'What is the typical account balance for premier customers?',
    truth: () => decline('no balances are recorded'),
  },
  {
    id: 'h6-none-crypto',
    dataset,
    category: 'unanswerable',
    question: 'How many messages did we get about the Crypto Wallet?',
    truth: ({ db }) => {
      if (communications(db, `product = 'Crypto Wallet'`) !== 0) throw new Error('exists');
      return decline('no product called Crypto Wallet');
    },
  },
  {
    id: 'h6-none-unknown-customer',
    dataset,
    category: 'unanswerable',
    question: 'What did customer C-09999 write to us last?',
    truth: ({ db }) => {
      if (value(db, `SELECT count(*) FROM customers WHERE id = 'C-09999'`) !== 0) {
        throw new Error('C-09999 exists');
      }
      return decline('no customer C-09999');
    },
  },
  {
    id: 'h6-none-nps',
    dataset,
    category: 'unanswerable',
    question: 'What was our net promoter score last quarter?',
    truth: () => decline('no NPS or survey score is recorded'),
  },
  {
    id: 'h6-lookup-message',
    dataset,
    category: 'lookup',
    question: 'What was M-012345 about?',
    truth: ({ db }) => {
      const subcategory = db
        .prepare(`SELECT subcategory FROM communications WHERE id = 'M-012345'`)
        .pluck()
        .get();
      return answer([], [named('subcategory', String(subcategory))]);
    },
  },
  {
    id: 'h6-lookup-segment',
    dataset,
    category: 'lookup',
    question: 'What segment is C-00042 in?',
    truth: ({ db }) => {
      const segment = db
        .prepare(`SELECT segment FROM customers WHERE id = 'C-00042'`)
        .pluck()
        .get();
      return answer([], [named('segment', String(segment))]);
    },
  },
  {
    id: 'h6-lookup-case',
    dataset,
    category: 'lookup',
    question: 'What is case K-00100 about?',
    truth: ({ db }) => {
      const reason = db.prepare(`SELECT reason FROM cases WHERE id = 'K-00100'`).pluck().get();
      return answer([], [named('reason', String(reason))]);
    },
  },
  {
    id: 'h6-multi-june',
    dataset,
    category: 'multi-part',
    question: 'How many complaints were there in June 2026, and what was their average sentiment?',
    truth: ({ db }) => {
      const where = `intent = 'complaint' AND day LIKE '2026-06-%'`;
      return answer([
        also(count('complaints', communications(db, where))),
        also(score('sentiment', averageSentiment(db, where))),
      ]);
    },
  },
  {
    id: 'h6-multi-chat-phone-share',
    dataset,
    category: 'multi-part',
    question: 'What share of communications are chats, and what share are phone calls?',
    truth: ({ db }) => {
      const all = communications(db, '1');
      return answer([
        also(share('chat', communications(db, `channel = 'chat'`) / all)),
        also(share('phone', communications(db, `channel = 'phone'`) / all)),
      ]);
    },
  },
  {
    id: 'h6-multi-cdd',
    dataset,
    category: 'multi-part',
    question: 'How many CDD cases are there, and how many of them ended with a restricted account?',
    truth: ({ db }) =>
      answer([
        also(count('CDD cases', value(db, `SELECT count(*) FROM cases WHERE type = 'cdd'`))),
        also(
          count(
            'restricted',
            value(db, `SELECT count(*) FROM cases WHERE type = 'cdd' AND account_restricted = 1`),
          ),
        ),
      ]),
  },
];
