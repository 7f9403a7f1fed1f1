// Practice set of the sixteenth round (practice16b) over the generated online pharmacy complaints
// (table `complaints`, bench/eval/pharmacy-data.ts): every kind of question, asked the way an online
// pharmacy's customer-care and operations analysts would. Developed against this round; not a
// held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  complaints,
  csat,
  daysLate,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  monthBefore,
  over,
  ranked,
} from './practice16-pharmacy-truth';

const dataset = 'pharmacy' as const;

/**
 * Two counts side by side, the larger side named when they differ; when the side the question
 * names first is the larger, its count must come first.
 */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

export const practice16Pharmacy: EvalCase[] = [
  // Descriptive.
  {
    id: 'p16b-total',
    dataset,
    category: 'descriptive',
    question: 'How many complaints has the pharmacy received in total?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p16b-refund-total',
    dataset,
    category: 'descriptive',
    question: 'How much money have we refunded to customers altogether?',
    truth: ({ db }) =>
      answer([gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'p16b-rx-share',
    dataset,
    category: 'descriptive',
    question:
      'What proportion of complaints are about prescription (Rx) orders rather than over-the-counter ones?',
    truth: ({ db }) => answer([share('Rx', over(db, 'avg', 'rx', '1'))]),
  },
  {
    id: 'p16b-csat-avg',
    dataset,
    category: 'descriptive',
    question: 'For the complaints that have a CSAT, what is the average?',
    truth: ({ db }) => answer([csat(db, 'CSAT')]),
  },
  {
    id: 'p16b-late-days-avg',
    dataset,
    category: 'descriptive',
    question: 'When parcels arrive late, how many days late are they on average?',
    truth: ({ db }) => answer([daysLate(db, 'days late')]),
  },
  {
    id: 'p16b-issue-courier',
    dataset,
    category: 'descriptive',
    question: "How many complaints were about the courier's behaviour, i.e. the Courier issue?",
    truth: ({ db }) => answer([count('issue Courier', complaints(db, `issue = 'Courier'`))]),
  },
  {
    id: 'p16b-gphc',
    dataset,
    category: 'descriptive',
    question: 'How many complaints got referred to the GPhC?',
    truth: ({ db }) => answer([count('referred', complaints(db, `status = 'Referred to GPhC'`))]),
  },
  {
    id: 'p16b-order-value-avg',
    dataset,
    category: 'descriptive',
    question: 'What is the average order value behind a complaint?',
    truth: ({ db }) =>
      answer([gbp('average order value', over(db, 'avg', 'order_value', '1'), 0.51)]),
  },
  {
    id: 'p16b-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are still open, leaving aside the GPhC referrals?',
    truth: ({ db }) => answer([count('open', complaints(db, `status = 'Open'`))]),
  },
  // Comparison.
  {
    id: 'p16b-cmp-royal-mail',
    dataset,
    category: 'comparison',
    question:
      'Royal Mail against Royal Mail Tracked 24: which had more complaints, and how many did each have?',
    truth: ({ db }) =>
      twoCounts(
        ['Royal Mail', 'Royal Mail Tracked 24'],
        complaints(db, `courier = 'Royal Mail'`),
        complaints(db, `courier = 'Royal Mail Tracked 24'`),
      ),
  },
  {
    id: 'p16b-cmp-dpd-late',
    dataset,
    category: 'comparison',
    question: 'Compare the average days late for DPD and for DPD Local.',
    truth: ({ db }) =>
      answer([
        also(daysLate(db, 'DPD', `courier = 'DPD'`)),
        also(daysLate(db, 'DPD Local', `courier = 'DPD Local'`)),
      ]),
  },
  {
    id: 'p16b-cmp-rx-csat',
    dataset,
    category: 'comparison',
    question: 'Is CSAT higher on Rx orders or on OTC orders? Give me both averages.',
    truth: ({ db }) => answer([also(csat(db, 'Rx', 'rx = 1')), also(csat(db, 'OTC', 'rx = 0'))]),
  },
  {
    id: 'p16b-cmp-chat-email',
    dataset,
    category: 'comparison',
    question: 'Did live chat or email bring in more complaints?',
    truth: ({ db }) =>
      twoCounts(
        ['Live chat', 'Email'],
        complaints(db, `channel = 'Live chat'`),
        complaints(db, `channel = 'Email'`),
      ),
  },
  {
    id: 'p16b-cmp-wrong-refunds',
    dataset,
    category: 'comparison',
    question: 'How do total refunds on Wrong item complaints compare with those on Wrong strength?',
    truth: ({ db }) =>
      answer([
        also(
          gbpTotal(
            'Wrong item',
            over(db, 'sum', 'refund', `refund IS NOT NULL AND issue = 'Wrong item'`),
          ),
        ),
        also(
          gbpTotal(
            'Wrong strength',
            over(db, 'sum', 'refund', `refund IS NOT NULL AND issue = 'Wrong strength'`),
          ),
        ),
      ]),
  },
  {
    id: 'p16b-cmp-rx-refund-rate',
    dataset,
    category: 'comparison',
    question:
      'What share of Rx complaints ended in a refund, and what share of OTC complaints did?',
    truth: ({ db }) =>
      answer([
        also(share('Rx', over(db, 'avg', `status = 'Resolved - refund'`, 'rx = 1'))),
        also(share('OTC', over(db, 'avg', `status = 'Resolved - refund'`, 'rx = 0'))),
      ]),
  },
  // Ranking.
  {
    id: 'p16b-rank-courier',
    dataset,
    category: 'ranking',
    question: 'Which courier is behind the most complaints?',
    truth: ({ db }) => leader('courier', ranked(db, 'courier', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p16b-rank-category-refund',
    dataset,
    category: 'ranking',
    question: 'Which product category has cost us the most in refunds?',
    truth: ({ db }) =>
      leader('category', ranked(db, 'category', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        gbpTotal('refunds', v),
      ),
  },
  {
    id: 'p16b-rank-issue-next',
    dataset,
    category: 'ranking',
    question: 'Excluding Late delivery, which issue comes up most often?',
    truth: ({ db }) =>
      leader('issue', ranked(db, 'issue', 'count(*)', `issue <> 'Late delivery'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p16b-rank-latest-courier',
    dataset,
    category: 'ranking',
    question: 'Whose late parcels turn up latest on average — which courier?',
    truth: ({ db }) =>
      picked('courier', ranked(db, 'courier', 'avg(late_days)', 'late_days IS NOT NULL'), (v) => ({
        label: 'days late',
        value: v,
        tolerance: 0.051,
        lead: true,
      })),
  },
  {
    id: 'p16b-rank-busiest-month',
    dataset,
    category: 'ranking',
    question: 'Which month brought in the most complaints?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer(
        [also(count('n', months.values[0]!))],
        [
          {
            label: 'month',
            anyOf: monthSpellings(months.keys[0]!),
            rivals: months.keys.slice(1).flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'p16b-rank-repeat-issue',
    dataset,
    category: 'ranking',
    question: 'Within repeat prescription orders, what is the most common issue?',
    truth: ({ db }) =>
      leader('issue', ranked(db, 'issue', 'count(*)', `category = 'Repeat prescription'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p16b-rank-courier-csat',
    dataset,
    category: 'ranking',
    question: "Which courier's customers give us the lowest CSAT on average?",
    truth: ({ db }) =>
      picked('courier', ranked(db, 'courier', 'avg(csat)', 'csat IS NOT NULL', 'ASC'), (v) => ({
        label: 'CSAT',
        value: v,
        tolerance: 0.006,
        lead: true,
      })),
  },
  // Relative period.
  {
    id: 'p16b-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many pharmacy complaints landed in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p16b-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'Last month, how many complaints did customers send us?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p16b-rel-90-days-refund',
    dataset,
    category: 'relative period',
    question: 'How much did we refund on complaints received in the past 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      const total = over(
        db,
        'sum',
        'refund',
        `refund IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([gbp('refunds', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p16b-rel-ytd-wrong-item',
    dataset,
    category: 'relative period',
    question: 'How many wrong item complaints have there been so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'wrong item',
          complaints(
            db,
            `issue = 'Wrong item' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p16b-rel-fortnight-damaged',
    dataset,
    category: 'relative period',
    question: 'In the last two weeks, how many damaged parcel complaints have we had?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = complaints(db, `issue = 'Damaged parcel' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('damaged', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p16b-casual-meds-late',
    dataset,
    category: 'casual',
    question: 'how many ppl moaned their meds turned up late',
    // Both late-delivery issues are parcels that turned up late.
    truth: ({ db }) =>
      answer([
        count('late', complaints(db, `issue IN ('Late delivery', 'Late delivery - missed dose')`)),
      ]),
  },
  {
    id: 'p16b-casual-avg-refund',
    dataset,
    category: 'casual',
    question: 'whats the avg refund when we actualy refund some1',
    truth: ({ db }) =>
      answer([gbp('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p16b-casual-worst-courier',
    dataset,
    category: 'casual',
    question: 'which delivery firm is the worst for complaints tbh',
    truth: ({ db }) => leader('courier', ranked(db, 'courier', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p16b-casual-evri',
    dataset,
    category: 'casual',
    question: 'evri complaints, how many we got?',
    truth: ({ db }) => answer([count('Evri', complaints(db, `courier = 'Evri'`))]),
  },
  {
    id: 'p16b-casual-trustpilot',
    dataset,
    category: 'casual',
    question: 'no. of complaints off trustpilot?',
    truth: ({ db }) => answer([count('Trustpilot', complaints(db, `channel = 'Trustpilot'`))]),
  },
  {
    id: 'p16b-casual-allergy-oos',
    dataset,
    category: 'casual',
    question: 'how many allergy ppl got told its out of stock',
    truth: ({ db }) =>
      answer([
        count(
          'allergy out of stock',
          complaints(db, `category = 'Allergy' AND issue = 'Out of stock'`),
        ),
      ]),
  },
];
