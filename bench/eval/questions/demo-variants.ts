// Demo corpus, more wordings: chart-context turns ("that day"), quarters across the year end, the
// spike's worst day, medians, and more the data cannot answer.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  column,
  communications,
  count,
  decline,
  ranking,
  score,
  share,
} from './truth';
import { medianResolutionDays } from './demo-sql';

export const demoVariants: EvalCase[] = [
  {
    id: 'demo-context-complaints-that-day',
    dataset: 'demo',
    category: 'follow-up',
    context: { kind: 'sentiment-bubble', date: '2026-03-16', granularity: 'day' },
    question: 'How many complaints were there on that day?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints on 16 March',
          communications(db, `intent = 'complaint' AND day = '2026-03-16'`),
        ),
      ]),
  },
  {
    id: 'demo-context-negative-share',
    dataset: 'demo',
    category: 'follow-up',
    context: { kind: 'sentiment-bubble', date: '2026-08-19', granularity: 'day' },
    question: "What share of this day's communications were negative?",
    truth: ({ db }) =>
      answer([
        share(
          'negative share on 19 August',
          communications(db, `sentiment_label = 'negative' AND day = '2026-08-19'`) /
            communications(db, `day = '2026-08-19'`),
        ),
      ]),
  },
  {
    id: 'demo-context-phone-that-day',
    dataset: 'demo',
    category: 'follow-up',
    context: { kind: 'sentiment-bubble', date: '2026-08-19', granularity: 'day' },
    question: 'How many of these came in by phone?',
    truth: ({ db }) =>
      answer([
        count('phone on 19 August', communications(db, `channel = 'phone' AND day = '2026-08-19'`)),
      ]),
  },
  {
    id: 'demo-q1-2026-vs-q4-2025',
    dataset: 'demo',
    category: 'comparison',
    question: 'How did complaint volume in Q1 2026 compare with Q4 2025?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'Q1 2026',
            communications(
              db,
              `intent = 'complaint' AND day BETWEEN '2026-01-01' AND '2026-03-31'`,
            ),
          ),
        ),
        also(
          count(
            'Q4 2025',
            communications(
              db,
              `intent = 'complaint' AND day BETWEEN '2025-10-01' AND '2025-12-31'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'demo-worst-day-march',
    dataset: 'demo',
    category: 'planted fact',
    question:
      'Sentiment fell after the app release in March 2026: which day of that month had the lowest average sentiment across all communications?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT day k, avg(sentiment) v FROM communications WHERE substr(day, 1, 7) = '2026-03' GROUP BY k ORDER BY v LIMIT 5`,
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
    id: 'demo-median-resolution-all',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What is the median resolution time across all closed cases?',
    truth: ({ db }) => answer([score('median days', medianResolutionDays(db), 0.3)]),
  },
  {
    id: 'demo-casual-letters',
    dataset: 'demo',
    category: 'casual',
    question: 'hw many letters did we get in total',
    truth: ({ db }) => answer([count('letters', communications(db, `channel = 'letter'`))]),
  },
  {
    id: 'demo-casual-student-sentiment',
    dataset: 'demo',
    category: 'casual',
    question: 'students - avg sentiment?',
    truth: ({ db }) =>
      answer([
        score(
          'student sentiment',
          column(
            db,
            `SELECT avg(m.sentiment) FROM communications m JOIN customers c ON c.id = m.customer_id WHERE c.segment = 'student'`,
          ).map(Number)[0]!,
        ),
      ]),
  },
  {
    id: 'demo-praise-2026',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many praise messages were there in 2026?',
    truth: ({ db }) =>
      answer([
        count('praise in 2026', communications(db, `intent = 'praise' AND day >= '2026-01-01'`)),
      ]),
  },
  {
    id: 'demo-no-balance',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'What is the average account balance of premier customers?',
    truth: () => decline('no balances'),
  },
  {
    id: 'demo-no-branches',
    dataset: 'demo',
    category: 'unanswerable',
    question: 'Which branch received the most complaints?',
    truth: () => decline('no branch field'),
  },
];
