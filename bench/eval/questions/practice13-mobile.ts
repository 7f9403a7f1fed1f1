// Second practice set of the thirteenth round (practice13b) over the generated mobile network
// cases (table `cases`, bench/eval/mobile-data.ts): plain figures, comparisons, rankings, relative
// periods and casual wordings, asked the way a network operator's customer-insight analysts would.
// Developed against this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top, value } from './truth';
import {
  cases,
  eur,
  eurTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
  timeToResolve,
} from './practice13-mobile-truth';

const dataset = 'mobile' as const;

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

export const practice13Mobile: EvalCase[] = [
  // Descriptive.
  {
    id: 'p13b-total',
    dataset,
    category: 'descriptive',
    question: 'How many coverage and service cases are in the file?',
    truth: ({ db }) => answer([count('cases', cases(db, '1'))]),
  },
  {
    id: 'p13b-credit-total',
    dataset,
    category: 'descriptive',
    question: 'How much credit have we handed out to customers altogether, in euros?',
    truth: ({ db }) =>
      answer([eurTotal('credit', over(db, 'sum', 'credit', 'credit IS NOT NULL'))]),
  },
  {
    id: 'p13b-handset-issue',
    dataset,
    category: 'descriptive',
    question: 'How many cases have Handset as their issue?',
    truth: ({ db }) => answer([count('Handset issue', cases(db, `issue = 'Handset'`))]),
  },
  {
    id: 'p13b-no-contract',
    dataset,
    category: 'descriptive',
    question: 'How many cases were raised by customers who are not on a contract?',
    truth: ({ db }) => answer([count('not on contract', cases(db, 'contract = 0'))]),
  },
  {
    id: 'p13b-stars',
    dataset,
    category: 'descriptive',
    question: 'Where customers left a star rating, what is the average number of stars?',
    truth: ({ db }) => answer([mean('stars', over(db, 'avg', 'stars', 'stars IS NOT NULL'))]),
  },
  {
    id: 'p13b-signal-avg',
    dataset,
    category: 'descriptive',
    question: 'What is the average signal strength recorded on the cases, in dBm?',
    truth: ({ db }) =>
      answer([mean('signal', over(db, 'avg', 'signal', 'signal IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p13b-resolve-hours',
    dataset,
    category: 'descriptive',
    question: 'How many hours does it take us on average to resolve a case?',
    truth: ({ db }) => answer([timeToResolve(db, 'hours to resolve')]),
  },
  {
    id: 'p13b-distinct-sites',
    dataset,
    category: 'descriptive',
    question: 'How many distinct mast sites show up across all the cases?',
    truth: ({ db }) =>
      answer([count('sites', value(db, 'SELECT count(DISTINCT site) FROM cases'))]),
  },
  {
    id: 'p13b-no-fault-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of cases ended as Closed - no fault found?',
    truth: ({ db }) =>
      answer([share('no fault found', over(db, 'avg', `status = 'Closed - no fault found'`, '1'))]),
  },
  // Comparison.
  {
    id: 'p13b-cmp-frankfurts',
    dataset,
    category: 'comparison',
    question:
      'Frankfurt am Main or Frankfurt (Oder): which region logs more cases? I need both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['Frankfurt am Main', 'Frankfurt (Oder)'],
        cases(db, `region = 'Frankfurt am Main'`),
        cases(db, `region = 'Frankfurt (Oder)'`),
      ),
  },
  {
    id: 'p13b-cmp-business-monthly',
    dataset,
    category: 'comparison',
    question:
      'Compare the average hours to resolve for Business plan cases against Pay monthly cases.',
    truth: ({ db }) =>
      answer([
        also(timeToResolve(db, 'Business', `plan = 'Business'`)),
        also(timeToResolve(db, 'Pay monthly', `plan = 'Pay monthly'`)),
      ]),
  },
  {
    id: 'p13b-cmp-signal-indoors',
    dataset,
    category: 'comparison',
    question:
      'Is the recorded signal weaker on No signal cases or on No signal - indoors cases? Give the average dBm of each.',
    truth: ({ db }) =>
      answer([
        also(mean('No signal', over(db, 'avg', 'signal', `issue = 'No signal'`), 0.51)),
        also(mean('indoors', over(db, 'avg', 'signal', `issue = 'No signal - indoors'`), 0.51)),
      ]),
  },
  {
    id: 'p13b-cmp-slow-5g',
    dataset,
    category: 'comparison',
    question: 'How many more Slow data cases are there than Slow data - 5G cases?',
    truth: ({ db }) =>
      // The difference must be stated; the two counts it comes from may come first.
      answer([
        also(
          count(
            'difference',
            cases(db, `issue = 'Slow data'`) - cases(db, `issue = 'Slow data - 5G'`),
          ),
        ),
      ]),
  },
  {
    id: 'p13b-cmp-apple-samsung',
    dataset,
    category: 'comparison',
    question: 'Apple versus Samsung: which handset make has more Dropped calls cases?',
    truth: ({ db }) =>
      twoCounts(
        ['Apple', 'Samsung'],
        cases(db, `make = 'Apple' AND issue = 'Dropped calls'`),
        cases(db, `make = 'Samsung' AND issue = 'Dropped calls'`),
      ),
  },
  {
    id: 'p13b-cmp-credit-roaming-billing',
    dataset,
    category: 'comparison',
    question:
      'When a credit is given, is it bigger on average for Roaming cases or for Billing cases? Show both averages.',
    truth: ({ db }) =>
      answer([
        also(eur('Roaming', over(db, 'avg', 'credit', `issue = 'Roaming'`), 0.051)),
        also(eur('Billing', over(db, 'avg', 'credit', `issue = 'Billing'`), 0.051)),
      ]),
  },
  // Ranking.
  {
    id: 'p13b-rank-region',
    dataset,
    category: 'ranking',
    question: 'Which region generates the largest number of cases?',
    truth: ({ db }) => leader('region', ranked(db, 'region', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p13b-rank-site-no-signal',
    dataset,
    category: 'ranking',
    question: 'Which site has had the most No signal cases?',
    truth: ({ db }) =>
      leader('site', ranked(db, 'site', 'count(*)', `issue = 'No signal'`), (v) => count('n', v)),
  },
  {
    id: 'p13b-rank-slowest-issue',
    dataset,
    category: 'ranking',
    question: 'Which issue type takes the longest to resolve, on average?',
    // No unit is asked: the average may be given in hours or in days, so only the pick is checked.
    truth: ({ db }) =>
      answer([], [top('issue', ranked(db, 'issue', 'avg(hours)', 'resolved IS NOT NULL').keys)]),
  },
  {
    id: 'p13b-rank-channel',
    dataset,
    category: 'ranking',
    question: 'Through which channel do most cases reach us?',
    truth: ({ db }) => leader('channel', ranked(db, 'channel', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p13b-rank-make-stars',
    dataset,
    category: 'ranking',
    question: 'Which handset make gets the lowest average star rating?',
    truth: ({ db }) =>
      picked('make', ranked(db, 'make', 'avg(stars)', 'stars IS NOT NULL', 'ASC'), (v) =>
        mean('stars', v),
      ),
  },
  {
    id: 'p13b-rank-month',
    dataset,
    category: 'ranking',
    question: 'In which month were the most cases reported?',
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
  // Relative period.
  {
    id: 'p13b-rel-7-days',
    dataset,
    category: 'relative period',
    question: 'How many cases came in during the last 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      const n = cases(db, `day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('cases', n), tolerance: Math.max(2, Math.round(n * 0.15)) }]);
    },
  },
  {
    id: 'p13b-rel-this-month-roaming',
    dataset,
    category: 'relative period',
    question: 'How many Roaming cases have been reported this month?',
    truth: ({ db }) =>
      answer([
        count(
          'roaming',
          cases(db, `issue = 'Roaming' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'p13b-rel-month-before-last-credit',
    dataset,
    category: 'relative period',
    question: 'What was the total credit given the month before last?',
    truth: ({ db }) =>
      answer([
        eur(
          'credit',
          over(
            db,
            'sum',
            'credit',
            `credit IS NOT NULL AND substr(day, 1, 7) = ?`,
            monthBefore(db, 2),
          ),
        ),
      ]),
  },
  {
    id: 'p13b-rel-90-days',
    dataset,
    category: 'relative period',
    question: 'Over the past 90 days, how many cases were reported?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([count('cases', cases(db, `day BETWEEN ? AND ?`, from, to), 0.03)]);
    },
  },
  {
    id: 'p13b-rel-ytd-billing',
    dataset,
    category: 'relative period',
    question: 'So far this year, how many Billing cases have we had?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'billing',
          cases(db, `issue = 'Billing' AND day BETWEEN ? AND ?`, `${to.slice(0, 4)}-01-01`, to),
        ),
      ]);
    },
  },
  // Casual.
  {
    id: 'p13b-casual-prepaid',
    dataset,
    category: 'casual',
    question: 'prepaid cases hw many??',
    truth: ({ db }) => answer([count('prepaid', cases(db, `plan = 'Prepaid'`))]),
  },
  {
    id: 'p13b-casual-samsung-slow',
    dataset,
    category: 'casual',
    question: 'samsung + slow data, how many cases lol',
    truth: ({ db }) =>
      answer([count('samsung slow data', cases(db, `make = 'Samsung' AND issue = 'Slow data'`))]),
  },
  {
    id: 'p13b-casual-roaming-credit',
    dataset,
    category: 'casual',
    question: 'whats the avg credit 4 roaming',
    truth: ({ db }) =>
      answer([eur('average credit', over(db, 'avg', 'credit', `issue = 'Roaming'`), 0.051)]),
  },
  {
    id: 'p13b-casual-dresden-drops',
    dataset,
    category: 'casual',
    question: 'dresden dropped calls??',
    truth: ({ db }) =>
      answer([count('Dresden drops', cases(db, `region = 'Dresden' AND issue = 'Dropped calls'`))]),
  },
  {
    id: 'p13b-casual-slowest-plan',
    dataset,
    category: 'casual',
    question: 'whch plan has the slowest fixes',
    // No unit is asked: the average may be given in hours or in days, so only the pick is checked.
    truth: ({ db }) =>
      answer([], [top('plan', ranked(db, 'plan', 'avg(hours)', 'resolved IS NOT NULL').keys)]),
  },
];
