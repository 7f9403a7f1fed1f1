// Third held-out round, part one over the generated online shop returns (table `returns`):
// plain figures, comparisons, rankings and relative periods as a new analyst would ask them.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import {
  dollars,
  lastDays,
  lastMonths,
  lastReturnDay,
  mean,
  refunded,
  returnAverage,
  returnCount,
} from './holdout3-returns-truth';
import { also, answer, count, leader, ranking, share } from './truth';

const returns = 'returns' as const;

export const holdout3Returns: EvalCase[] = [
  {
    id: 'h3-returns-total',
    dataset: returns,
    category: 'descriptive',
    question: 'How many return requests do we have altogether?',
    truth: ({ db }) => answer([count('returns', returnCount(db, '1'))]),
  },
  {
    id: 'h3-returns-refund-sum',
    dataset: returns,
    category: 'descriptive',
    question: 'How much money have we refunded in total?',
    truth: ({ db }) => answer([dollars('refunded', refunded(db, '1'))]),
  },
  {
    id: 'h3-returns-avg-price',
    dataset: returns,
    category: 'descriptive',
    question: 'What is the average price of the items that get returned?',
    truth: ({ db }) =>
      answer([{ ...dollars('price', returnAverage(db, 'price', '1')), tolerance: 0.01 }]),
  },
  {
    id: 'h3-returns-avg-days',
    dataset: returns,
    category: 'descriptive',
    question: 'On average, how many days does it take us to resolve a return?',
    truth: ({ db }) => answer([mean('days to resolve', returnAverage(db, 'days', '1'))]),
  },
  {
    id: 'h3-returns-loyalty-share',
    dataset: returns,
    category: 'descriptive',
    question: 'What percentage of returns come from loyalty members?',
    truth: ({ db }) => answer([share('loyalty members', returnAverage(db, 'loyalty', '1'))]),
  },
  {
    id: 'h3-returns-rejected',
    dataset: returns,
    category: 'descriptive',
    question: 'How many returns did we reject?',
    truth: ({ db }) => answer([count('rejected', returnCount(db, `resolution = 'rejected'`))]),
  },
  {
    id: 'h3-returns-avg-csat',
    dataset: returns,
    category: 'descriptive',
    question: 'What is the average satisfaction score customers gave?',
    truth: ({ db }) =>
      answer([mean('satisfaction', returnAverage(db, 'csat', 'csat IS NOT NULL'))]),
  },
  {
    id: 'h3-returns-loyalty-speed',
    dataset: returns,
    category: 'comparison',
    question: 'Do loyalty members get their returns sorted faster than non-members?',
    truth: ({ db }) =>
      answer([
        also(mean('members', returnAverage(db, 'days', 'loyalty = 1'))),
        also(mean('non-members', returnAverage(db, 'days', 'loyalty = 0'))),
      ]),
  },
  {
    id: 'h3-returns-dec-vs-jan',
    dataset: returns,
    category: 'comparison',
    question: 'Compare the number of returns in December 2024 with January 2025.',
    truth: ({ db }) =>
      answer([
        also(count('December', returnCount(db, `day LIKE '2024-12-%'`))),
        also(count('January', returnCount(db, `day LIKE '2025-01-%'`))),
      ]),
  },
  {
    id: 'h3-returns-refunds-fashion-vs-electronics',
    dataset: returns,
    category: 'comparison',
    question: "Did we refund more for Women's Fashion or for Consumer Electronics?",
    truth: ({ db }) =>
      answer([
        also(dollars("Women's Fashion", refunded(db, `department = ?`, "Women's Fashion"))),
        also(dollars('Consumer Electronics', refunded(db, `department = 'Consumer Electronics'`))),
      ]),
  },
  {
    id: 'h3-returns-pickup-vs-dropoff',
    dataset: returns,
    category: 'comparison',
    question: 'Which resolves quicker on average: courier pickup or drop-off point returns?',
    truth: ({ db }) =>
      answer([
        also(mean('courier pickup', returnAverage(db, 'days', `method = 'courier pickup'`))),
        also(mean('drop-off point', returnAverage(db, 'days', `method = 'drop-off point'`))),
      ]),
  },
  {
    id: 'h3-returns-pp-vs-cc-rejections',
    dataset: returns,
    category: 'comparison',
    question: 'How does the rejection rate of PP payments compare with CC payments?',
    truth: ({ db }) =>
      answer([
        also(share('PP', returnAverage(db, `resolution = 'rejected'`, `payment = 'PP'`))),
        also(share('CC', returnAverage(db, `resolution = 'rejected'`, `payment = 'CC'`))),
      ]),
  },
  {
    id: 'h3-returns-top-department',
    dataset: returns,
    category: 'ranking',
    question: 'Which department gets the most returns?',
    truth: ({ db }) =>
      leader(
        'department',
        ranking(db, `SELECT department k, count(*) v FROM returns GROUP BY k ORDER BY v DESC`),
        (v) => count('returns', v),
      ),
  },
  {
    id: 'h3-returns-top-reason',
    dataset: returns,
    category: 'ranking',
    question: 'What is the most common reason people give for sending things back?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(db, `SELECT reason k, count(*) v FROM returns GROUP BY k ORDER BY v DESC`),
        (v) => count('returns', v),
      ),
  },
  {
    id: 'h3-returns-top-item',
    dataset: returns,
    category: 'ranking',
    question: 'Which single item was returned most often?',
    truth: ({ db }) =>
      leader(
        'item',
        ranking(db, `SELECT item k, count(*) v FROM returns GROUP BY k ORDER BY v DESC`),
        (v) => count('returns', v),
      ),
  },
  {
    id: 'h3-returns-slowest-warehouse',
    dataset: returns,
    category: 'ranking',
    question: 'Which warehouse is slowest to resolve returns on average?',
    truth: ({ db }) =>
      leader(
        'warehouse',
        ranking(db, `SELECT warehouse k, avg(days) v FROM returns GROUP BY k ORDER BY v DESC`),
        (v) => mean('days', v),
      ),
  },
  {
    id: 'h3-returns-item-refunds',
    dataset: returns,
    category: 'ranking',
    question: 'Which item cost us the most in refunds?',
    truth: ({ db }) =>
      leader(
        'item',
        ranking(
          db,
          `SELECT item k, round(sum(refund), 2) v FROM returns GROUP BY k ORDER BY v DESC`,
        ),
        (v) => dollars('refunded', v),
      ),
  },
  {
    id: 'h3-returns-payment-rejections',
    dataset: returns,
    category: 'ranking',
    question: 'Which payment method has the highest share of rejected returns?',
    truth: ({ db }) =>
      leader(
        'payment method',
        ranking(
          db,
          `SELECT payment k, avg(resolution = 'rejected') v FROM returns GROUP BY k ORDER BY v DESC`,
        ),
        (v) => share('rejected', v),
      ),
  },
  {
    id: 'h3-returns-last-30-days',
    dataset: returns,
    category: 'relative period',
    question: 'How many returns came in during the last 30 days?',
    truth: ({ db }) =>
      answer([count('returns', returnCount(db, 'day BETWEEN ? AND ?', ...lastDays(db, 30)), 0.04)]),
  },
  {
    id: 'h3-returns-refunded-this-month',
    dataset: returns,
    category: 'relative period',
    question: 'How much have we refunded so far this month?',
    truth: ({ db }) => {
      const month = lastReturnDay(db).slice(0, 7);
      return answer([dollars('refunded', refunded(db, `day LIKE ?`, `${month}-%`))]);
    },
  },
  {
    id: 'h3-returns-past-week',
    dataset: returns,
    category: 'relative period',
    question: 'How many return requests did we get in the past week?',
    truth: ({ db }) =>
      answer([count('returns', returnCount(db, 'day BETWEEN ? AND ?', ...lastDays(db, 7)), 0.1)]),
  },
  {
    id: 'h3-returns-days-last-two-months',
    dataset: returns,
    category: 'relative period',
    question: 'What was the average time to resolve a return over the last two months?',
    truth: ({ db }) =>
      answer([
        mean(
          'days to resolve',
          returnAverage(db, 'days', `day >= ? AND day <= ?`, ...lastMonths(db, 2)),
        ),
      ]),
  },
  {
    id: 'h3-returns-reason-last-90-days',
    dataset: returns,
    category: 'relative period',
    question: 'What was the top return reason in the last 90 days?',
    truth: ({ db }) =>
      leader(
        'reason',
        ranking(
          db,
          `SELECT reason k, count(*) v FROM returns WHERE day BETWEEN ? AND ? GROUP BY k ORDER BY v DESC`,
          ...lastDays(db, 90),
        ),
        (v) => count('returns', v, 0.05),
      ),
  },
  {
    id: 'h3-returns-busiest-month',
    dataset: returns,
    category: 'planted fact',
    question: 'Which month had the most return requests?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM returns GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('returns', ranked.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h3-returns-earbuds-defect-month',
    dataset: returns,
    category: 'planted fact',
    question: 'In which month were the AeroBuds Pro earbuds sent back as defective most often?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM returns
         WHERE item = 'AeroBuds Pro earbuds' AND reason = 'defective' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('defective returns', ranked.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'h3-returns-november-warehouse',
    dataset: returns,
    category: 'planted fact',
    question: 'Which warehouse was slowest to resolve returns in November 2024?',
    truth: ({ db }) =>
      leader(
        'warehouse',
        ranking(
          db,
          `SELECT warehouse k, avg(days) v FROM returns WHERE day LIKE '2024-11-%'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => mean('days', v),
      ),
  },
];
