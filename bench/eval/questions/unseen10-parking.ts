// Eleventh held-out round over the generated car-park appeals (table `appeals`): plain figures,
// comparisons, rankings and relative periods, asked the way an appeals-team analyst at an
// Australian car-park operator would in a first week with the tool.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  appeals,
  aud,
  audTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './unseen10-truth';

const dataset = 'parking' as const;

/** Two counts side by side, the larger side named when they differ. */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** Minutes, right to the whole minute. */
const minutes = (label: string, amount: number) => mean(label, amount, 0.51);

export const unseen10Parking: EvalCase[] = [
  {
    id: 'u10-total',
    dataset,
    category: 'descriptive',
    question: 'How many appeals do we hold in total?',
    truth: ({ db }) => answer([count('appeals', appeals(db, '1'))]),
  },
  {
    id: 'u10-fines-total',
    dataset,
    category: 'descriptive',
    question: 'What is the combined value of all the fines under appeal, in Australian dollars?',
    truth: ({ db }) => answer([audTotal('fines', over(db, 'sum', 'fine', '1'))]),
  },
  {
    id: 'u10-avg-fine',
    dataset,
    category: 'descriptive',
    question: "What's the mean fine amount across all appeals?",
    truth: ({ db }) => answer([aud('mean fine', over(db, 'avg', 'fine', '1'), 0.51)]),
  },
  {
    id: 'u10-goodwill',
    dataset,
    category: 'descriptive',
    question: 'How many appeals have the outcome Upheld - goodwill?',
    truth: ({ db }) => answer([count('goodwill', appeals(db, `outcome = 'Upheld - goodwill'`))]),
  },
  {
    id: 'u10-info-requested',
    dataset,
    category: 'descriptive',
    question: 'How many appeals are sitting at Pending - info requested?',
    truth: ({ db }) =>
      answer([count('info requested', appeals(db, `outcome = 'Pending - info requested'`))]),
  },
  {
    id: 'u10-avg-overstay',
    dataset,
    category: 'descriptive',
    question:
      'Where an overstay was recorded, by how many minutes did drivers overstay on average?',
    truth: ({ db }) =>
      answer([minutes('minutes', over(db, 'avg', 'overstay', 'overstay IS NOT NULL'))]),
  },
  {
    id: 'u10-permit-count',
    dataset,
    category: 'descriptive',
    question: 'How many appeals came from keepers holding a disability permit?',
    truth: ({ db }) => answer([count('permit holders', appeals(db, 'permit = 1'))]),
  },
  {
    id: 'u10-avg-csat',
    dataset,
    category: 'descriptive',
    question: "Among appeals that got a CSAT rating, what's the average out of 5?",
    truth: ({ db }) => answer([mean('CSAT', over(db, 'avg', 'csat', 'csat IS NOT NULL'))]),
  },
  {
    id: 'u10-wrong-zone',
    dataset,
    category: 'descriptive',
    question: 'How many appeals concern a Wrong zone breach?',
    truth: ({ db }) => answer([count('wrong zone', appeals(db, `breach = 'Wrong zone'`))]),
  },
  {
    id: 'u10-post',
    dataset,
    category: 'descriptive',
    question: 'How many appeals were lodged by post?',
    truth: ({ db }) => answer([count('post', appeals(db, `via = 'Post'`))]),
  },
  {
    id: 'u10-out-of-time-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of appeals were rejected as out of time?',
    truth: ({ db }) =>
      answer([share('out of time', over(db, 'avg', `outcome = 'Rejected - out of time'`, '1'))]),
  },
  {
    id: 'u10-max-overstay',
    dataset,
    category: 'descriptive',
    question: 'What is the longest overstay on record, in minutes?',
    truth: ({ db }) => answer([count('longest overstay', over(db, 'max', 'overstay', '1'))]),
  },
  {
    id: 'u10-cmp-riverside',
    dataset,
    category: 'comparison',
    question:
      'Riverside Multi-Storey versus Riverside Surface: how many appeals has each car park had?',
    truth: ({ db }) =>
      twoCounts(
        ['Riverside Multi-Storey', 'Riverside Surface'],
        appeals(db, `site = 'Riverside Multi-Storey'`),
        appeals(db, `site = 'Riverside Surface'`),
      ),
  },
  {
    id: 'u10-cmp-station-tickets',
    dataset,
    category: 'comparison',
    question:
      'Station Square against Station Road: which had more No valid ticket appeals, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Station Square', 'Station Road'],
        appeals(db, `site = 'Station Square' AND breach = 'No valid ticket'`),
        appeals(db, `site = 'Station Road' AND breach = 'No valid ticket'`),
      ),
  },
  {
    id: 'u10-cmp-csat-app-display',
    dataset,
    category: 'comparison',
    question: 'How does the average CSAT of Pay by App appeals compare with Pay & Display ones?',
    truth: ({ db }) =>
      answer([
        also(mean('Pay by App', over(db, 'avg', 'csat', `method = 'Pay by App'`))),
        also(mean('Pay & Display', over(db, 'avg', 'csat', `method = 'Pay & Display'`))),
      ]),
  },
  {
    id: 'u10-cmp-person-phone',
    dataset,
    category: 'comparison',
    question: 'Were more appeals lodged in person or by phone?',
    truth: ({ db }) =>
      twoCounts(
        ['In person', 'Phone'],
        appeals(db, `via = 'In person'`),
        appeals(db, `via = 'Phone'`),
      ),
  },
  {
    id: 'u10-cmp-overstay-grace',
    dataset,
    category: 'comparison',
    question:
      'Put the count of Overstay appeals beside the count of Overstay - grace period appeals.',
    truth: ({ db }) =>
      twoCounts(
        ['Overstay', 'Overstay - grace period'],
        appeals(db, `breach = 'Overstay'`),
        appeals(db, `breach = 'Overstay - grace period'`),
      ),
  },
  {
    id: 'u10-cmp-fine-beach-hospital',
    dataset,
    category: 'comparison',
    question: 'How does the average fine at Beach Rd North compare with Hospital P1?',
    truth: ({ db }) =>
      answer([
        also(aud('Beach Rd North', over(db, 'avg', 'fine', `site = 'Beach Rd North'`), 0.51)),
        also(aud('Hospital P1', over(db, 'avg', 'fine', `site = 'Hospital P1'`), 0.51)),
      ]),
  },
  {
    id: 'u10-cmp-june-july',
    dataset,
    category: 'comparison',
    question: 'Compare the number of appeals received in June 2025 with July 2025.',
    truth: ({ db }) =>
      twoCounts(
        ['June', 'July'],
        appeals(db, `substr(day, 1, 7) = '2025-06'`),
        appeals(db, `substr(day, 1, 7) = '2025-07'`),
      ),
  },
  {
    id: 'u10-rank-site',
    dataset,
    category: 'ranking',
    question: 'Which car park generates the most appeals?',
    truth: ({ db }) => leader('car park', ranked(db, 'site', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u10-rank-assessor',
    dataset,
    category: 'ranking',
    question: 'Which assessor handles the largest number of appeals?',
    truth: ({ db }) => leader('assessor', ranked(db, 'assessor', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u10-rank-permit-channel',
    dataset,
    category: 'ranking',
    question: 'Through which channel do disability permit holders lodge most of their appeals?',
    truth: ({ db }) =>
      leader('channel', ranked(db, 'via', 'count(*)', 'permit = 1'), (v) => count('n', v)),
  },
  {
    id: 'u10-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month saw the most appeals come in?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer(
        [],
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
    id: 'u10-rank-site-csat',
    dataset,
    category: 'ranking',
    question: 'Which car park earns the best average CSAT?',
    truth: ({ db }) => picked('car park', ranked(db, 'site', 'avg(csat)'), (v) => mean('CSAT', v)),
  },
  {
    id: 'u10-rank-breach',
    dataset,
    category: 'ranking',
    question: 'What breach type do keepers appeal most often?',
    truth: ({ db }) => leader('breach', ranked(db, 'breach', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u10-rank-double-entry-month',
    dataset,
    category: 'ranking',
    question: 'In which month were Double entry (ANPR) appeals at their peak?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `breach = 'Double entry (ANPR)'`);
      return answer(
        [],
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
    id: 'u10-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many appeals came in over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('appeals', appeals(db, 'day BETWEEN ? AND ?', from, to), 0.04)]);
    },
  },
  {
    id: 'u10-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'What was the appeal count last month?',
    truth: ({ db }) =>
      answer([count('appeals', appeals(db, 'substr(day, 1, 7) = ?', monthBefore(db, 1)))]),
  },
  {
    id: 'u10-rel-fortnight-portal',
    dataset,
    category: 'relative period',
    question: 'In the past two weeks, how many appeals were lodged through the Web portal?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'web portal',
          appeals(db, `via = 'Web portal' AND day BETWEEN ? AND ?`, from, to),
          0.1,
        ),
      ]);
    },
  },
  {
    id: 'u10-rel-quarter',
    dataset,
    category: 'relative period',
    question: 'How many appeals have we received so far this quarter?',
    truth: ({ db }) => {
      // The calendar quarter of the data's last day, from its first day to the last day.
      const to = lastDay(db);
      const first = Math.floor((Number(to.slice(5, 7)) - 1) / 3) * 3 + 1;
      const from = `${to.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
      return answer([count('appeals', appeals(db, 'day BETWEEN ? AND ?', from, to))]);
    },
  },
  {
    id: 'u10-rel-90-hospital-p2',
    dataset,
    category: 'relative period',
    question: 'Over the last 90 days, what share of appeals came from Hospital P2?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        share(
          'Hospital P2',
          over(db, 'avg', `site = 'Hospital P2'`, 'day BETWEEN ? AND ?', from, to),
        ),
      ]);
    },
  },
  {
    id: 'u10-rel-7-days',
    dataset,
    category: 'relative period',
    question: 'How many appeals arrived in the previous seven days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('appeals', appeals(db, 'day BETWEEN ? AND ?', from, to), 0.15)]);
    },
  },
  {
    id: 'u10-rank-method',
    dataset,
    category: 'ranking',
    question: 'Which pay method has the most appeals against it?',
    truth: ({ db }) => leader('pay method', ranked(db, 'method', 'count(*)'), (v) => count('n', v)),
  },
];
