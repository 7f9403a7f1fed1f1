// Demo corpus: periods relative to the end of the data (2026-10-31), and casual phrasing with typos.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  column,
  communications,
  count,
  score,
  share,
  top,
  value,
} from './truth';
import { handOffRate } from './demo-sql';

/** The last day of the data, from the data: relative periods count back from it. */
function lastDay(db: Parameters<EvalCase['truth']>[0]['db']): string {
  return column(db, 'SELECT max(day) FROM communications')[0]!;
}

/** `days` days ending with the last day of the data, inclusive: [first, last]. */
function window(db: Parameters<EvalCase['truth']>[0]['db'], days: number): [string, string] {
  const last = lastDay(db);
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last];
}

/** The `months` calendar months ending with the data's last month: [first day, last day]. */
function lastMonths(db: Parameters<EvalCase['truth']>[0]['db'], months: number): [string, string] {
  const last = lastDay(db);
  const first = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - months, 1));
  return [first.toISOString().slice(0, 10), last];
}

export const demoPeriods: EvalCase[] = [
  {
    id: 'demo-complaints-last-30-days',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many complaints were there in the last 30 days?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, ...window(db, 30)),
          0.04,
        ),
      ]),
  },
  {
    id: 'demo-chats-last-week',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many chats did we have in the last 7 days?',
    truth: ({ db }) =>
      answer([
        count(
          'chats',
          communications(db, `channel = 'chat' AND day BETWEEN ? AND ?`, ...window(db, 7)),
          0.1,
        ),
      ]),
  },
  {
    id: 'demo-complaint-share-this-month',
    dataset: 'demo',
    category: 'relative period',
    question: 'What share of communications this month were complaints?',
    truth: ({ db }) => {
      const month = lastDay(db).slice(0, 7);
      return answer([
        share(
          'complaint share',
          communications(db, `intent = 'complaint' AND substr(day, 1, 7) = ?`, month) /
            communications(db, `substr(day, 1, 7) = ?`, month),
        ),
      ]);
    },
  },
  {
    id: 'demo-cdd-last-90-days',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many CDD cases were opened in the last 90 days?',
    truth: ({ db }) =>
      answer([
        count(
          'CDD cases',
          value(
            db,
            `SELECT count(*) FROM cases WHERE type = 'cdd' AND substr(opened_at, 1, 10) BETWEEN ? AND ?`,
            ...window(db, 90),
          ),
          0.05,
        ),
      ]),
  },
  {
    id: 'demo-complaints-this-year',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many complaints have we had so far this year?',
    truth: ({ db }) => {
      const last = lastDay(db);
      return answer([
        count(
          'complaints this year',
          communications(
            db,
            `intent = 'complaint' AND day BETWEEN ? AND ?`,
            `${last.slice(0, 4)}-01-01`,
            last,
          ),
        ),
      ]);
    },
  },
  {
    id: 'demo-savings-last-60-days',
    dataset: 'demo',
    category: 'relative period',
    question: 'What was the average sentiment of Savings communications over the past 60 days?',
    truth: ({ db }) =>
      answer([
        score(
          'Savings sentiment',
          averageSentiment(db, `product = 'Savings' AND day BETWEEN ? AND ?`, ...window(db, 60)),
          0.03,
        ),
      ]),
  },
  {
    id: 'demo-phone-last-14-days',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many phone calls came in during the last two weeks?',
    truth: ({ db }) =>
      answer([
        count(
          'phone calls',
          communications(db, `channel = 'phone' AND day BETWEEN ? AND ?`, ...window(db, 14)),
          0.08,
        ),
      ]),
  },
  {
    id: 'demo-sentiment-this-month',
    dataset: 'demo',
    category: 'relative period',
    question: 'What is the average sentiment this month?',
    truth: ({ db }) =>
      answer([
        score(
          'sentiment this month',
          averageSentiment(db, `substr(day, 1, 7) = ?`, lastDay(db).slice(0, 7)),
        ),
      ]),
  },
  {
    id: 'demo-last-day-volume',
    dataset: 'demo',
    category: 'relative period',
    question: 'How many communications arrived on the most recent day in the data?',
    truth: ({ db }) => {
      const last = lastDay(db);
      return answer(
        [count('communications', communications(db, 'day = ?', last))],
        [{ label: 'day', anyOf: daySpellings(last) }],
      );
    },
  },
  {
    id: 'demo-breach-last-quarter',
    dataset: 'demo',
    category: 'relative period',
    question: 'What was the complaint SLA breach rate over the last three months?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(
            db,
            `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND substr(opened_at, 1, 10) BETWEEN ? AND ?`,
            ...lastMonths(db, 3),
          ),
          0.02,
        ),
      ]),
  },
  {
    id: 'demo-casual-credit-card-complaints',
    dataset: 'demo',
    category: 'casual',
    question: 'how many complants about credit crads?',
    truth: ({ db }) =>
      answer([
        count(
          'credit card complaints',
          communications(db, `intent = 'complaint' AND product = 'Credit Card'`),
        ),
      ]),
  },
  {
    id: 'demo-casual-handoff',
    dataset: 'demo',
    category: 'casual',
    question: 'whats the chatbot handoff rate',
    truth: ({ db }) => answer([share('hand-off rate', handOffRate(db))]),
  },
  {
    id: 'demo-casual-mobile-sentiment',
    dataset: 'demo',
    category: 'casual',
    question: 'avg sentiment for the mobil app pls',
    truth: ({ db }) =>
      answer([score('Mobile App sentiment', averageSentiment(db, `product = 'Mobile App'`))]),
  },
  {
    id: 'demo-casual-complaint-channel',
    dataset: 'demo',
    category: 'casual',
    question: 'which channel do ppl complain on the most',
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'channel',
            column(
              db,
              `SELECT channel FROM communications WHERE intent = 'complaint' GROUP BY channel ORDER BY count(*) DESC`,
            ),
          ),
        ],
      ),
  },
  {
    id: 'demo-casual-restricted',
    dataset: 'demo',
    category: 'casual',
    question: 'how many cdd cases ended up with the acount restricted??',
    truth: ({ db }) =>
      answer([
        count(
          'restricted CDD cases',
          value(db, `SELECT count(*) FROM cases WHERE type = 'cdd' AND account_restricted = 1`),
        ),
      ]),
  },
  {
    id: 'demo-casual-sla',
    dataset: 'demo',
    category: 'casual',
    question: 'sla breach % on complaints overall?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'demo-casual-mortgage-2026',
    dataset: 'demo',
    category: 'casual',
    question: 'how many mortage complaints in 2026',
    truth: ({ db }) =>
      answer([
        count(
          'Mortgage complaints 2026',
          communications(
            db,
            `intent = 'complaint' AND product = 'Mortgage' AND day >= '2026-01-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'demo-casual-email-vs-phone',
    dataset: 'demo',
    category: 'casual',
    question: 'emails vs phone calls - which ones are more negative on avg?',
    truth: ({ db }) =>
      answer([
        also(score('email', averageSentiment(db, `channel = 'email'`))),
        also(score('phone', averageSentiment(db, `channel = 'phone'`))),
      ]),
  },
  {
    id: 'demo-casual-savings-september',
    dataset: 'demo',
    category: 'casual',
    question: 'number of savigns messages in september 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'Savings in September',
          communications(db, `product = 'Savings' AND substr(day, 1, 7) = '2026-09'`),
        ),
      ]),
  },
  {
    id: 'demo-casual-busiest-phone-day',
    dataset: 'demo',
    category: 'casual',
    question: 'busiest day on the phone lines?',
    truth: ({ db }) => {
      const days = column(
        db,
        `SELECT day FROM communications WHERE channel = 'phone' GROUP BY day ORDER BY count(*) DESC LIMIT 5`,
      );
      return answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(days[0]!),
            rivals: days.slice(1).flatMap(daySpellings),
          },
        ],
      );
    },
  },
];
