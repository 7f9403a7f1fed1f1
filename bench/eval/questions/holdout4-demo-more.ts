// Fourth held-out round over the demo corpus, part two: casual wording, follow-ups, questions the
// data cannot answer, lookups, the planted facts in an analyst's own words and multi-part asks.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import {
  also,
  answer,
  communications,
  count,
  decline,
  named,
  ranking,
  score,
  share,
  value,
} from './truth';

const demo = 'demo' as const;

const sentiment = (db: Store, where: string, ...params: string[]) =>
  value(db, `SELECT avg(sentiment) FROM communications WHERE ${where}`, ...params);

export const holdout4DemoMore: EvalCase[] = [
  {
    id: 'h4-demo-casual-chatbot',
    dataset: demo,
    category: 'casual',
    question: 'how many chatbot convos did we have',
    truth: ({ db }) =>
      answer([count('chatbot chats', communications(db, `chat_mode = 'chatbot'`))]),
  },
  {
    id: 'h4-demo-casual-credit-card',
    dataset: demo,
    category: 'casual',
    question: 'whats the avg sentiment for credit card stuff',
    truth: ({ db }) => answer([score('sentiment', sentiment(db, `product = 'Credit Card'`))]),
  },
  {
    id: 'h4-demo-casual-lost-cards',
    dataset: demo,
    category: 'casual',
    question: 'any idea how many lost or stolen card reprots we got?',
    truth: ({ db }) =>
      answer([
        count('lost or stolen card', communications(db, `subcategory = 'Lost or stolen card'`)),
      ]),
  },
  {
    id: 'h4-demo-casual-mortgage-complaints',
    dataset: demo,
    category: 'casual',
    question: 'mortage complaints - how many??',
    truth: ({ db }) =>
      answer([
        count('complaints', communications(db, `product = 'Mortgage' AND intent = 'complaint'`)),
      ]),
  },
  {
    id: 'h4-demo-followup-app-march',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many complaints did we get about the Mobile App?'],
    question: 'And in March 2026 alone?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `product = 'Mobile App' AND intent = 'complaint' AND day LIKE '2026-03-%'`,
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-followup-letters',
    dataset: demo,
    category: 'follow-up',
    previous: ['What is the average sentiment of emails?'],
    question: 'And of letters?',
    truth: ({ db }) => answer([score('letters', sentiment(db, `channel = 'letter'`))]),
  },
  {
    id: 'h4-demo-followup-top-channel-complaints',
    dataset: demo,
    category: 'follow-up',
    previous: ['Which channel has the most communications?'],
    question: 'And how many complaints came through it?',
    truth: ({ db }) => {
      const top = ranking(
        db,
        `SELECT channel k, count(*) v FROM communications GROUP BY k ORDER BY v DESC`,
      ).keys[0]!;
      return answer([
        count('complaints', communications(db, `channel = ? AND intent = 'complaint'`, top)),
      ]);
    },
  },
  {
    id: 'h4-demo-followup-disputes-high',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many dispute cases are there?'],
    question: 'How many of them are high priority?',
    truth: ({ db }) =>
      answer([
        count(
          'high priority disputes',
          value(db, `SELECT count(*) FROM cases WHERE type = 'dispute' AND priority = 'high'`),
        ),
      ]),
  },
  {
    id: 'h4-demo-unanswerable-nps',
    dataset: demo,
    category: 'unanswerable',
    question: 'What is the NPS of our premier customers?',
    truth: () => decline('no NPS is recorded'),
  },
  {
    id: 'h4-demo-unanswerable-2024',
    dataset: demo,
    category: 'unanswerable',
    question: 'How many complaints did we receive in 2024?',
    truth: () => decline('the corpus starts in November 2025'),
  },
  {
    id: 'h4-demo-unanswerable-unknown-record',
    dataset: demo,
    category: 'unanswerable',
    question: 'Pull up communication M-999999 for me.',
    truth: () => decline('there is no communication M-999999'),
  },
  {
    id: 'h4-demo-unanswerable-call-length',
    dataset: demo,
    category: 'unanswerable',
    question: 'What is the average length of a phone call in minutes?',
    truth: () => decline('no call duration is recorded'),
  },
  {
    id: 'h4-demo-unanswerable-branch',
    dataset: demo,
    category: 'unanswerable',
    question: 'Which of our branches gets the most complaints?',
    truth: () => decline('no branch is recorded (only customer regions)'),
  },
  {
    id: 'h4-demo-lookup-message',
    dataset: demo,
    category: 'lookup',
    question: 'What channel and product was M-004321 about?',
    truth: ({ db }) => {
      const row = db
        .prepare('SELECT channel, product FROM communications WHERE id = ?')
        .get('M-004321') as { channel: string; product: string };
      return answer([], [named('channel', row.channel), named('product', row.product)]);
    },
  },
  {
    id: 'h4-demo-lookup-customer-segment',
    dataset: demo,
    category: 'lookup',
    question: 'Which segment does customer C-00123 belong to?',
    truth: ({ db }) => {
      const segment = db
        .prepare('SELECT segment FROM customers WHERE id = ?')
        .pluck()
        .get('C-00123');
      return answer([], [named('segment', String(segment))]);
    },
  },
  {
    id: 'h4-demo-lookup-case-reason',
    dataset: demo,
    category: 'lookup',
    question: 'What is the reason on case K-00200?',
    truth: ({ db }) => {
      const reason = db.prepare('SELECT reason FROM cases WHERE id = ?').pluck().get('K-00200');
      return answer([], [named('reason', String(reason))]);
    },
  },
  {
    id: 'h4-demo-planted-login-month',
    dataset: demo,
    category: 'planted fact',
    question: 'In which month did complaints about logging into the app peak?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications
         WHERE product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
         GROUP BY k ORDER BY v DESC`,
      );
      return answer([], [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }]);
    },
  },
  {
    id: 'h4-demo-planted-bot-handoff',
    dataset: demo,
    category: 'planted fact',
    question: 'What fraction of bot conversations get passed on to a real person?',
    truth: ({ db }) =>
      answer([
        share(
          'handed to a human',
          value(
            db,
            `SELECT (SELECT count(*) FROM communications WHERE chat_mode = 'human' AND escalated_from = 'chatbot')
               * 1.0 / (SELECT count(*) FROM communications WHERE chat_mode = 'chatbot')`,
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-planted-savings-after',
    dataset: demo,
    category: 'planted fact',
    question: 'How has sentiment on Savings looked since the rate went up on 1 September 2026?',
    truth: ({ db }) =>
      answer([
        also(
          score(
            'since September',
            sentiment(db, `product = 'Savings' AND day >= '2026-09-01'`),
            0.02,
          ),
        ),
      ]),
  },
  {
    id: 'h4-demo-planted-phone-outage',
    dataset: demo,
    category: 'planted fact',
    question: 'On which day did the phone lines seem to fall over?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, count(*) v FROM communications WHERE channel = 'phone'
         GROUP BY k ORDER BY v DESC`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }]);
    },
  },
  {
    id: 'h4-demo-planted-cdd-restricted',
    dataset: demo,
    category: 'planted fact',
    question: 'How often do due diligence reviews end with the account being restricted?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'h4-demo-planted-card-fee-june',
    dataset: demo,
    category: 'planted fact',
    question:
      'Did credit card fee complaints jump when the new fee kicked in? Give me May vs June 2026.',
    truth: ({ db }) => {
      // Every fee complaint about the credit card (the planted change is to its card fee, but a
      // foreign transaction fee on the card is a credit card fee too, as the question says).
      const fee = `product = 'Credit Card' AND category = 'Fees & Charges' AND intent = 'complaint'`;
      return answer([
        also(count('May', communications(db, `${fee} AND day LIKE '2026-05-%'`))),
        also(count('June', communications(db, `${fee} AND day LIKE '2026-06-%'`))),
      ]);
    },
  },
  {
    id: 'h4-demo-multi-chats-phone',
    dataset: demo,
    category: 'multi-part',
    question: 'How many chats were there, and what share of them moved to the phone?',
    truth: ({ db }) => {
      const chats = communications(db, `channel = 'chat'`);
      const moved = communications(db, `channel = 'phone' AND escalated_from = 'chat'`);
      return answer([count('chats', chats), also(share('moved to phone', moved / chats))]);
    },
  },
  {
    id: 'h4-demo-multi-complaints-sentiment',
    dataset: demo,
    category: 'multi-part',
    question: 'How many complaints are there in total, and what is their average sentiment?',
    truth: ({ db }) =>
      answer([
        count('complaints', communications(db, `intent = 'complaint'`)),
        also(score('sentiment', sentiment(db, `intent = 'complaint'`))),
      ]),
  },
  {
    id: 'h4-demo-multi-sla',
    dataset: demo,
    category: 'multi-part',
    question: 'How many complaint cases breached their SLA, and what is the breach rate?',
    truth: ({ db }) =>
      answer([
        count(
          'breached',
          value(db, `SELECT sum(sla_breached) FROM cases WHERE type = 'complaint'`),
        ),
        also(
          share(
            'breach rate',
            value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
          ),
        ),
      ]),
  },
];
