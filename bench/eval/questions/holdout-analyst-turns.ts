// Held-out analyst questions over the demo corpus, continued: follow-ups of two turns, questions
// the data cannot answer, record lookups and questions with more than one ask.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { handOffRate, medianResolutionDays } from './demo-sql';
import { breachRate, casesWhere, recordField, WITH_CUSTOMERS } from './holdout-demo-sql';
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

const demo = 'demo' as const;

export const holdoutAnalystTurns: EvalCase[] = [
  {
    id: 'ha-followup-fraud-2025',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many Fraud & Security complaints did we receive in 2026?'],
    question: 'and the year before that?',
    truth: ({ db }) =>
      answer([
        count(
          'Fraud & Security complaints 2025',
          communications(
            db,
            `category = 'Fraud & Security' AND intent = 'complaint' AND day < '2026-01-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'ha-followup-chat-then-phone',
    dataset: demo,
    category: 'follow-up',
    previous: ["What's the average sentiment of chat messages?"],
    question: 'And for phone calls?',
    truth: ({ db }) => answer([score('phone', averageSentiment(db, `channel = 'phone'`))]),
  },
  {
    id: 'ha-followup-disputes-breached',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many dispute cases were opened in Q2 2026?'],
    question: 'What share of those breached the SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'dispute breach Q2',
          breachRate(
            db,
            `type = 'dispute' AND substr(opened_at, 1, 10) BETWEEN '2026-04-01' AND '2026-06-30'`,
          ),
        ),
      ]),
  },
  {
    id: 'ha-followup-business-negative',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many messages did business customers send in March 2026?'],
    question: 'How many of them were negative?',
    truth: ({ db }) =>
      answer([
        count(
          'negative business March',
          value(
            db,
            `SELECT count(*) ${WITH_CUSTOMERS} WHERE c.segment = 'business' AND m.sentiment_label = 'negative' AND substr(m.day, 1, 7) = '2026-03'`,
          ),
        ),
      ]),
  },
  {
    id: 'ha-followup-mortgage-peak-month',
    dataset: demo,
    category: 'follow-up',
    previous: ['How many complaints came in about Mortgage in 2026?'],
    question: 'Which month had the most of them?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM communications WHERE product = 'Mortgage' AND intent = 'complaint' AND day >= '2026-01-01' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('complaints', values[0]!))],
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
    id: 'ha-no-profit',
    dataset: demo,
    category: 'unanswerable',
    question: 'What was our net profit last quarter?',
    truth: () => decline('no financial figures in the data'),
  },
  {
    id: 'ha-no-january-2025',
    dataset: demo,
    category: 'unanswerable',
    question: 'How many complaints did we get in January 2025?',
    truth: () => decline('the data starts in November 2025'),
  },
  {
    id: 'ha-no-customer-99999',
    dataset: demo,
    category: 'unanswerable',
    question: 'Show me the details for customer C-99999.',
    truth: () => decline('no such customer'),
  },
  {
    id: 'ha-no-handling-time',
    dataset: demo,
    category: 'unanswerable',
    question: 'What is the average handling time of phone calls in minutes?',
    truth: () => decline('no call durations'),
  },
  {
    id: 'ha-no-branch-visits',
    dataset: demo,
    category: 'unanswerable',
    question: 'Which branch had the most walk-in visits?',
    truth: () => decline('no branches or visits'),
  },
  {
    id: 'ha-no-app-store-rating',
    dataset: demo,
    category: 'unanswerable',
    question: 'What is our app store star rating?',
    truth: () => decline('no app store ratings'),
  },
  {
    id: 'ha-no-november-2026',
    dataset: demo,
    category: 'unanswerable',
    question: 'How many chats did we get in November 2026?',
    truth: () => decline('the data ends on 31 October 2026'),
  },

  {
    id: 'ha-lookup-message-channel',
    dataset: demo,
    category: 'lookup',
    question: 'Which channel did communication M-012345 come through?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'channel',
            recordField(db, `SELECT channel FROM communications WHERE id = ?`, 'M-012345'),
          ),
        ],
      ),
  },
  {
    id: 'ha-lookup-case-opened',
    dataset: demo,
    category: 'lookup',
    question: 'When was case K-01234 opened?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'opening day',
            ...daySpellings(
              recordField(db, `SELECT substr(opened_at, 1, 10) FROM cases WHERE id = ?`, 'K-01234'),
            ),
          ),
        ],
      ),
  },
  {
    id: 'ha-lookup-case-priority',
    dataset: demo,
    category: 'lookup',
    question: 'What priority does case K-02500 have?',
    truth: ({ db }) =>
      answer(
        [],
        [named('priority', recordField(db, `SELECT priority FROM cases WHERE id = ?`, 'K-02500'))],
      ),
  },
  {
    id: 'ha-lookup-customer-region',
    dataset: demo,
    category: 'lookup',
    question: 'Which region is customer C-01500 in?',
    truth: ({ db }) =>
      answer(
        [],
        [named('region', recordField(db, `SELECT region FROM customers WHERE id = ?`, 'C-01500'))],
      ),
  },

  {
    id: 'ha-multi-may-cards',
    dataset: demo,
    category: 'multi-part',
    question: 'How many complaints did we get in May 2026, and how many of them were about Cards?',
    truth: ({ db }) => {
      const may = `intent = 'complaint' AND substr(day, 1, 7) = '2026-05'`;
      return answer([
        also(count('complaints May', communications(db, may))),
        also(count('Cards complaints May', communications(db, `category = 'Cards' AND ${may}`))),
      ]);
    },
  },
  {
    id: 'ha-multi-chatbot',
    dataset: demo,
    category: 'multi-part',
    question: 'How many chatbot chats were there, and what share were handed to a human?',
    truth: ({ db }) =>
      answer([
        also(count('chatbot chats', communications(db, `chat_mode = 'chatbot'`))),
        also(share('hand-off rate', handOffRate(db))),
      ]),
  },
  {
    id: 'ha-multi-cdd',
    dataset: demo,
    category: 'multi-part',
    question: 'How many CDD cases do we have and what is their median resolution time in days?',
    truth: ({ db }) =>
      answer([
        also(count('CDD cases', casesWhere(db, `type = 'cdd'`))),
        also(score('median days', medianResolutionDays(db, `type = 'cdd'`), 0.6)),
      ]),
  },
  {
    id: 'ha-multi-letters-2026',
    dataset: demo,
    category: 'multi-part',
    question: 'How many letters did we receive in 2026, and what was their average sentiment?',
    truth: ({ db }) => {
      const letters = `channel = 'letter' AND day >= '2026-01-01'`;
      return answer([
        also(count('letters 2026', communications(db, letters))),
        also(score('sentiment', averageSentiment(db, letters))),
      ]);
    },
  },
  {
    id: 'ha-multi-q3-complaint-share',
    dataset: demo,
    category: 'multi-part',
    question:
      'Give me the total communications for Q3 2026 and the share of them that were complaints.',
    truth: ({ db }) => {
      const q3 = `day BETWEEN '2026-07-01' AND '2026-09-30'`;
      return answer([
        also(count('Q3 communications', communications(db, q3))),
        also(
          share(
            'complaint share',
            communications(db, `intent = 'complaint' AND ${q3}`) / communications(db, q3),
          ),
        ),
      ]);
    },
  },
];
