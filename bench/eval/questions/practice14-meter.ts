// Practice set of the fourteenth round (practice14c) over the generated smart-meter installation
// escalations (table `escalations`, bench/eval/meter-data.ts): every kind of question, asked the
// way an energy supplier's complaints analysts would. Developed against this round; not a held-out
// set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, top, value } from './truth';
import {
  daysLate,
  escalations,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './practice14-meter-truth';

const dataset = 'meter' as const;

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

export const practice14Meter: EvalCase[] = [
  // Descriptive.
  {
    id: 'p14c-total',
    dataset,
    category: 'descriptive',
    question: 'How many installation escalations have we logged in total?',
    truth: ({ db }) => answer([count('escalations', escalations(db, '1'))]),
  },
  {
    id: 'p14c-comp-total',
    dataset,
    category: 'descriptive',
    question: "What's the total compensation paid to customers so far?",
    truth: ({ db }) =>
      answer([gbpTotal('compensation', over(db, 'sum', 'comp', 'comp IS NOT NULL'))]),
  },
  {
    id: 'p14c-vulnerable',
    dataset,
    category: 'descriptive',
    question: 'How many escalations involve vulnerable customers?',
    truth: ({ db }) => answer([count('vulnerable', escalations(db, 'vulnerable = 1'))]),
  },
  {
    id: 'p14c-score',
    dataset,
    category: 'descriptive',
    question: 'What is the mean customer score, counting only escalations that have one?',
    truth: ({ db }) => answer([mean('score', over(db, 'avg', 'score', 'score IS NOT NULL'))]),
  },
  {
    id: 'p14c-days-late',
    dataset,
    category: 'descriptive',
    question:
      'On average, how many days after the booked appointment did the installer actually turn up?',
    truth: ({ db }) => answer([daysLate(db, 'days late')]),
  },
  {
    id: 'p14c-distinct-installers',
    dataset,
    category: 'descriptive',
    question: 'How many distinct installers appear in the escalations?',
    truth: ({ db }) =>
      answer([count('installers', value(db, 'SELECT count(DISTINCT installer) FROM escalations'))]),
  },
  {
    id: 'p14c-fault-installer',
    dataset,
    category: 'descriptive',
    question: 'How many escalations have Installer recorded as the fault?',
    truth: ({ db }) => answer([count('fault Installer', escalations(db, `fault = 'Installer'`))]),
  },
  {
    id: 'p14c-rebooked',
    dataset,
    category: 'descriptive',
    question: 'How many escalations ended with the appointment being rebooked?',
    truth: ({ db }) =>
      answer([count('rebooked', escalations(db, `outcome = 'Resolved - rebooked'`))]),
  },
  // Comparison.
  {
    id: 'p14c-cmp-midlands',
    dataset,
    category: 'comparison',
    question: 'Midlands vs East Midlands: which region has more escalations, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Midlands', 'East Midlands'],
        escalations(db, `region = 'Midlands'`),
        escalations(db, `region = 'East Midlands'`),
      ),
  },
  {
    id: 'p14c-cmp-comp-faults',
    dataset,
    category: 'comparison',
    question:
      'Compare the average compensation paid on No-show escalations with Wrong meter fitted ones.',
    truth: ({ db }) => {
      const avg = (fault: string) =>
        over(db, 'avg', 'comp', `comp IS NOT NULL AND fault = ?`, fault);
      return answer([
        also(gbp('No-show', avg('No-show'), 0.51)),
        also(gbp('Wrong meter fitted', avg('Wrong meter fitted'), 0.51)),
      ]);
    },
  },
  {
    id: 'p14c-cmp-smets-comms',
    dataset,
    category: 'comparison',
    question:
      "What's the difference in Not communicating escalations between SMETS1 and SMETS2 meters?",
    truth: ({ db }) => {
      const where = (meter: string) => `fault = 'Not communicating' AND meter = '${meter}'`;
      return answer([
        also(
          count(
            'difference',
            Math.abs(escalations(db, where('SMETS1')) - escalations(db, where('SMETS2'))),
          ),
        ),
      ]);
    },
  },
  {
    id: 'p14c-cmp-smartfit',
    dataset,
    category: 'comparison',
    question: 'By how many escalations does Smartfit outnumber Smartfit Northern?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'difference',
            escalations(db, `installer = 'Smartfit'`) -
              escalations(db, `installer = 'Smartfit Northern'`),
          ),
        ),
      ]),
  },
  {
    id: 'p14c-cmp-vulnerable-comp',
    dataset,
    category: 'comparison',
    question:
      'Are vulnerable customers paid more compensation on average than other customers? Give both averages.',
    truth: ({ db }) =>
      answer([
        also(
          gbp('vulnerable', over(db, 'avg', 'comp', 'comp IS NOT NULL AND vulnerable = 1'), 0.51),
        ),
        also(gbp('others', over(db, 'avg', 'comp', 'comp IS NOT NULL AND vulnerable = 0'), 0.51)),
      ]),
  },
  {
    id: 'p14c-cmp-chat-phone',
    dataset,
    category: 'comparison',
    question: 'Web chat or phone — which one brings in more escalations?',
    truth: ({ db }) =>
      twoCounts(
        ['Web chat', 'Phone'],
        escalations(db, `via = 'Web chat'`),
        escalations(db, `via = 'Phone'`),
      ),
  },
  // Ranking.
  {
    id: 'p14c-rank-installer',
    dataset,
    category: 'ranking',
    question: 'Which installer has the most escalations?',
    truth: ({ db }) =>
      leader('installer', ranked(db, 'installer', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14c-rank-region-comp',
    dataset,
    category: 'ranking',
    question: 'Which region racks up the most compensation in total?',
    truth: ({ db }) =>
      leader('region', ranked(db, 'region', 'sum(comp)', 'comp IS NOT NULL'), (v) =>
        gbp('compensation', v),
      ),
  },
  {
    id: 'p14c-rank-installer-late',
    dataset,
    category: 'ranking',
    question: 'Which installer turns up latest, on average, after the appointment date?',
    truth: ({ db }) =>
      answer(
        [],
        [top('installer', ranked(db, 'installer', 'avg(days_late)', 'days_late IS NOT NULL').keys)],
      ),
  },
  {
    id: 'p14c-rank-slot-no-show',
    dataset,
    category: 'ranking',
    question: 'Which appointment slot gets the most No-show escalations?',
    truth: ({ db }) =>
      leader('slot', ranked(db, 'slot', 'count(*)', `fault = 'No-show'`), (v) => count('n', v)),
  },
  {
    id: 'p14c-rank-month',
    dataset,
    category: 'ranking',
    question: 'What was the busiest month for escalations?',
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
    id: 'p14c-rank-smets1-fault',
    dataset,
    category: 'ranking',
    question: "What's the most common fault on SMETS1 meters?",
    truth: ({ db }) =>
      leader('fault', ranked(db, 'fault', 'count(*)', `meter = 'SMETS1'`), (v) => count('n', v)),
  },
  {
    id: 'p14c-rank-installer-score',
    dataset,
    category: 'ranking',
    question: 'Which installer has the lowest average customer score?',
    truth: ({ db }) =>
      picked('installer', ranked(db, 'installer', 'avg(score)', 'score IS NOT NULL', 'ASC'), (v) =>
        mean('score', v),
      ),
  },
  // Relative period.
  {
    id: 'p14c-rel-4-weeks',
    dataset,
    category: 'relative period',
    question: 'How many escalations were logged over the last four weeks?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 28);
      return answer([count('escalations', escalations(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p14c-rel-previous-month',
    dataset,
    category: 'relative period',
    question: 'How many escalations did we get in the previous calendar month?',
    truth: ({ db }) =>
      answer([count('escalations', escalations(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p14c-rel-ytd-comp',
    dataset,
    category: 'relative period',
    question: 'So far this year, how much compensation have we paid out?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        gbpTotal(
          'compensation',
          over(
            db,
            'sum',
            'comp',
            `comp IS NOT NULL AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p14c-rel-week-no-show',
    dataset,
    category: 'relative period',
    question: 'In the last 7 days, how many no-shows were escalated?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      const n = escalations(db, `fault = 'No-show' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('no-shows', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  {
    id: 'p14c-rel-this-month',
    dataset,
    category: 'relative period',
    question: 'How many escalations have been logged this month so far?',
    truth: ({ db }) =>
      answer([count('escalations', escalations(db, `substr(day, 1, 7) = ?`, monthBefore(db, 0)))]),
  },
  // Casual.
  {
    id: 'p14c-casual-no-show',
    dataset,
    category: 'casual',
    question: 'how many times did the fitter just not show up lol',
    truth: ({ db }) => answer([count('no-show', escalations(db, `fault = 'No-show'`))]),
  },
  {
    id: 'p14c-casual-damage-comp',
    dataset,
    category: 'casual',
    question: 'avg comp for property damage, roughly?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average compensation',
          over(db, 'avg', 'comp', `comp IS NOT NULL AND fault = 'Property damage'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p14c-casual-worst-installer',
    dataset,
    category: 'casual',
    question: 'which installer is the worst tbh, like most escalations',
    truth: ({ db }) =>
      leader('installer', ranked(db, 'installer', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14c-casual-smets1-nw',
    dataset,
    category: 'casual',
    question: 'smets1 grumbles in the north west - how many?',
    truth: ({ db }) =>
      answer([count('NW SMETS1', escalations(db, `meter = 'SMETS1' AND region = 'North West'`))]),
  },
  {
    id: 'p14c-casual-ombudsman',
    dataset,
    category: 'casual',
    question: 'basically how many ppl went to the ombudsman',
    truth: ({ db }) => answer([count('ombudsman', escalations(db, `via = 'Ombudsman'`))]),
  },
  {
    id: 'p14c-casual-evening',
    dataset,
    category: 'casual',
    question: 'no. of evening slot escalations?',
    truth: ({ db }) => answer([count('evening', escalations(db, `slot = 'Evening'`))]),
  },
];
