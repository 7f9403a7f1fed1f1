// Practice set of the thirteenth round (practice13a) over the generated bus journey complaints
// (table `complaints`, bench/eval/bus-data.ts): every kind of question, asked the way a bus
// operator's customer-relations analysts would. Developed against this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top, value } from './truth';
import {
  complaints,
  daysToRespond,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './practice13-bus-truth';

const dataset = 'bus' as const;

/**
 * Two counts side by side, the larger side named when they differ; when the side the question
 * names first is the larger, its count must come first (an answer that leads with the smaller
 * count has swapped them).
 */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

export const practice13Bus: EvalCase[] = [
  // Descriptive.
  {
    id: 'p13a-total',
    dataset,
    category: 'descriptive',
    question: 'How many journey complaints do we have logged in total?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p13a-refund-total',
    dataset,
    category: 'descriptive',
    question: 'What is the total refunded to passengers, in pounds?',
    truth: ({ db }) =>
      answer([gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'p13a-refund-avg',
    dataset,
    category: 'descriptive',
    question: 'Where a refund was paid, how much was it on average?',
    truth: ({ db }) =>
      answer([gbp('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.051)]),
  },
  {
    id: 'p13a-repeat',
    dataset,
    category: 'descriptive',
    question: 'How many complaints were flagged as coming from a repeat complainant?',
    truth: ({ db }) => answer([count('repeat', complaints(db, 'repeat = 1'))]),
  },
  {
    id: 'p13a-sat',
    dataset,
    category: 'descriptive',
    question: 'For the complaints that have a satisfaction score, what is the mean score out of 5?',
    truth: ({ db }) => answer([mean('satisfaction', over(db, 'avg', 'sat', 'sat IS NOT NULL'))]),
  },
  {
    id: 'p13a-refund-nature',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are Refund requests?',
    truth: ({ db }) =>
      answer([count('Refund nature', complaints(db, `nature = 'Refund request'`))]),
  },
  {
    id: 'p13a-respond-days',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take us to respond to a complaint?',
    truth: ({ db }) => answer([daysToRespond(db, 'days to respond')]),
  },
  {
    id: 'p13a-distinct-routes',
    dataset,
    category: 'descriptive',
    question: 'How many different routes have had at least one complaint?',
    truth: ({ db }) =>
      answer([count('routes', value(db, 'SELECT count(DISTINCT route) FROM complaints'))]),
  },
  {
    id: 'p13a-in-person',
    dataset,
    category: 'descriptive',
    question: 'How many complaints were handed in at a depot rather than sent to us?',
    truth: ({ db }) => answer([count('in person', complaints(db, `via = 'Depot'`))]),
  },
  {
    id: 'p13a-late-minutes',
    dataset,
    category: 'descriptive',
    question: 'What is the average number of minutes late recorded across all complaints?',
    truth: ({ db }) =>
      answer([mean('minutes late', over(db, 'avg', 'late', 'late IS NOT NULL'), 0.51)]),
  },
  // Comparison.
  {
    id: 'p13a-cmp-7-7a',
    dataset,
    category: 'comparison',
    question:
      'Route 7 against route 7A: which one draws more complaints, and how many does each have?',
    truth: ({ db }) =>
      twoCounts(['7', '7A'], complaints(db, `route = '7'`), complaints(db, `route = '7A'`)),
  },
  {
    id: 'p13a-cmp-late-evening',
    dataset,
    category: 'comparison',
    question:
      'Compare the average minutes late for Late running complaints with Late running - evening ones.',
    truth: ({ db }) =>
      answer([
        also(mean('Late running', over(db, 'avg', 'late', `nature = 'Late running'`), 0.51)),
        also(mean('evening', over(db, 'avg', 'late', `nature = 'Late running - evening'`), 0.51)),
      ]),
  },
  {
    id: 'p13a-cmp-depots',
    dataset,
    category: 'comparison',
    question: 'Does Northgate or Eastfield depot get more complaints? Give me both numbers.',
    truth: ({ db }) =>
      twoCounts(
        ['Northgate', 'Eastfield'],
        complaints(db, `depot = 'Northgate'`),
        complaints(db, `depot = 'Eastfield'`),
      ),
  },
  {
    id: 'p13a-cmp-upheld-repeat',
    dataset,
    category: 'comparison',
    question:
      'Is the share of complaints closed as upheld higher for repeat complainants or for first-timers? Show both shares.',
    truth: ({ db }) => {
      const rate = (where: string) => over(db, 'avg', `status = 'Closed - upheld'`, where);
      return answer([
        also(share('repeat', rate('repeat = 1'))),
        also(share('first-time', rate('repeat = 0'))),
      ]);
    },
  },
  {
    id: 'p13a-cmp-access-clean',
    dataset,
    category: 'comparison',
    question:
      'How much longer, in days, does an Accessibility complaint take to get a response than a Cleanliness one, on average?',
    truth: ({ db }) => {
      const access = daysToRespond(db, 'accessibility', `nature = 'Accessibility'`).value;
      const clean = daysToRespond(db, 'cleanliness', `nature = 'Cleanliness'`).value;
      return answer([{ label: 'difference in days', value: access - clean, tolerance: 0.11 }]);
    },
  },
  {
    id: 'p13a-cmp-12-12x',
    dataset,
    category: 'comparison',
    question: 'By how many complaints does route 12 outnumber the 12X?',
    truth: ({ db }) =>
      // The difference must be stated; the two counts it comes from may come first.
      answer([
        also(count('difference', complaints(db, `route = '12'`) - complaints(db, `route = '12X'`))),
      ]),
  },
  // Ranking.
  {
    id: 'p13a-rank-route',
    dataset,
    category: 'ranking',
    question: 'Which route has the most complaints against it?',
    truth: ({ db }) => leader('route', ranked(db, 'route', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p13a-rank-missed-stop',
    dataset,
    category: 'ranking',
    question: 'At which stop do we get the most Missed stop complaints?',
    truth: ({ db }) =>
      leader('stop', ranked(db, 'stop', 'count(*)', `nature = 'Missed stop'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p13a-rank-slowest-nature',
    dataset,
    category: 'ranking',
    question: 'Which nature of complaint is slowest to get a response, on average?',
    // No unit is asked: the average may be given in days or in hours, so only the pick is checked.
    truth: ({ db }) =>
      answer(
        [],
        [top('nature', ranked(db, 'nature', 'avg(resp_days)', 'responded IS NOT NULL').keys)],
      ),
  },
  {
    id: 'p13a-rank-ticket-refunds',
    dataset,
    category: 'ranking',
    question: 'Which ticket type has had the most money refunded in total?',
    truth: ({ db }) =>
      leader('ticket', ranked(db, 'ticket', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        gbp('refunded', v),
      ),
  },
  {
    id: 'p13a-rank-month',
    dataset,
    category: 'ranking',
    question: 'What was our busiest month for complaints?',
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
    id: 'p13a-rank-depot-sat',
    dataset,
    category: 'ranking',
    question: 'Which depot has the lowest average satisfaction score?',
    truth: ({ db }) =>
      picked('depot', ranked(db, 'depot', 'avg(sat)', 'sat IS NOT NULL', 'ASC'), (v) =>
        mean('satisfaction', v),
      ),
  },
  // Relative period.
  {
    id: 'p13a-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'Over the most recent 30 days, how many journey complaints reached us?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p13a-rel-this-month',
    dataset,
    category: 'relative period',
    question: 'How many complaints have we logged so far this month?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 0)))]),
  },
  {
    id: 'p13a-rel-last-month-refunds',
    dataset,
    category: 'relative period',
    question: 'How much did we pay out in refunds last month?',
    truth: ({ db }) =>
      answer([
        gbp(
          'refunds',
          over(
            db,
            'sum',
            'refund',
            `refund IS NOT NULL AND substr(day, 1, 7) = ?`,
            monthBefore(db, 1),
          ),
        ),
      ]),
  },
  {
    id: 'p13a-rel-ytd-accessibility',
    dataset,
    category: 'relative period',
    question: 'Year to date, how many Accessibility complaints have there been?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'accessibility',
          complaints(
            db,
            `nature = 'Accessibility' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p13a-rel-fortnight-driver',
    dataset,
    category: 'relative period',
    question: 'In the past two weeks, how many Driver behaviour complaints were logged?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = complaints(db, `nature = 'Driver behaviour' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('driver', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  // Casual.
  {
    id: 'p13a-casual-drivers',
    dataset,
    category: 'casual',
    question: 'how many complaints bout driver behavior lol',
    truth: ({ db }) => answer([count('driver', complaints(db, `nature = 'Driver behaviour'`))]),
  },
  {
    id: 'p13a-casual-n7-late',
    dataset,
    category: 'casual',
    question: 'avg mins late on the N7??',
    truth: ({ db }) =>
      answer([mean('minutes late', over(db, 'avg', 'late', `route = 'N7'`), 0.51)]),
  },
  {
    id: 'p13a-casual-depot-grief',
    dataset,
    category: 'casual',
    question: 'wich depot gets the most grief',
    truth: ({ db }) => leader('depot', ranked(db, 'depot', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p13a-casual-x1-clean',
    dataset,
    category: 'casual',
    question: 'cleanliness moans on the X1 - hw many?',
    truth: ({ db }) =>
      answer([count('X1 cleanliness', complaints(db, `route = 'X1' AND nature = 'Cleanliness'`))]),
  },
  {
    id: 'p13a-casual-social',
    dataset,
    category: 'casual',
    question: 'no of complaints off social media?',
    truth: ({ db }) => answer([count('social media', complaints(db, `via = 'Social media'`))]),
  },
];
