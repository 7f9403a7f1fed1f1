// Practice set of the fifteenth round (practice15a) over the generated tenant repair complaints
// (table `complaints`, bench/eval/housing-data.ts): every kind of question, asked the way a housing
// association's complaints and repairs analysts would. Developed against this round; not a
// held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top, value } from './truth';
import {
  complaints,
  gbp,
  gbpTotal,
  hoursToAttend,
  lastDay,
  lastDays,
  monthBefore,
  over,
  ranked,
  tenantScore,
} from './practice15-housing-truth';

const dataset = 'housing' as const;

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

export const practice15Housing: EvalCase[] = [
  // Descriptive.
  {
    id: 'p15a-total',
    dataset,
    category: 'descriptive',
    question: 'How many repair complaints have we logged in total?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p15a-comp-total',
    dataset,
    category: 'descriptive',
    question: 'How much did we pay out in compensation altogether?',
    truth: ({ db }) =>
      answer([gbpTotal('compensation', over(db, 'sum', 'comp', 'comp IS NOT NULL'))]),
  },
  {
    id: 'p15a-damp-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of all complaints come from homes with the damp flag switched on?',
    truth: ({ db }) => answer([share('damp flag on', over(db, 'avg', 'damp', '1'))]),
  },
  {
    id: 'p15a-score-avg',
    dataset,
    category: 'descriptive',
    question: 'Where tenants left a score, what is the average tenant score?',
    truth: ({ db }) => answer([tenantScore(db, 'tenant score')]),
  },
  {
    id: 'p15a-attend-hours',
    dataset,
    category: 'descriptive',
    question: 'On average, how many hours does it take to get someone out to the tenant?',
    truth: ({ db }) => answer([hoursToAttend(db, 'hours to attend')]),
  },
  {
    id: 'p15a-kind-contractor',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have Contractor down as the complaint type?',
    truth: ({ db }) => answer([count('type Contractor', complaints(db, `kind = 'Contractor'`))]),
  },
  {
    id: 'p15a-withdrawn',
    dataset,
    category: 'descriptive',
    question: 'How many complaints did tenants end up withdrawing?',
    truth: ({ db }) => answer([count('withdrawn', complaints(db, `outcome = 'Withdrawn'`))]),
  },
  {
    id: 'p15a-distinct-tenancies',
    dataset,
    category: 'descriptive',
    question: 'How many different tenancies have complained at least once?',
    truth: ({ db }) =>
      answer([count('tenancies', value(db, 'SELECT count(DISTINCT tenancy) FROM complaints'))]),
  },
  {
    id: 'p15a-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many of our repair complaints are still sitting open?',
    truth: ({ db }) => answer([count('open', complaints(db, `outcome = 'Open'`))]),
  },
  // Comparison.
  {
    id: 'p15a-cmp-oakfield',
    dataset,
    category: 'comparison',
    question: 'Oakfield vs Oakfield Park: which estate complains more, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Oakfield', 'Oakfield Park'],
        complaints(db, `estate = 'Oakfield'`),
        complaints(db, `estate = 'Oakfield Park'`),
      ),
  },
  {
    id: 'p15a-cmp-apex',
    dataset,
    category: 'comparison',
    question: 'By how many complaints does Apex Building outnumber Apex Building Services?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'difference',
            complaints(db, `contractor = 'Apex Building'`) -
              complaints(db, `contractor = 'Apex Building Services'`),
          ),
        ),
      ]),
  },
  {
    id: 'p15a-cmp-flat-highrise',
    dataset,
    category: 'comparison',
    question:
      'Compare the average time to attend, in hours, for a Flat and for a Flat - high rise.',
    truth: ({ db }) =>
      answer([
        also(hoursToAttend(db, 'Flat', `property_type = 'Flat'`)),
        also(hoursToAttend(db, 'Flat - high rise', `property_type = 'Flat - high rise'`)),
      ]),
  },
  {
    id: 'p15a-cmp-damp-score',
    dataset,
    category: 'comparison',
    question:
      'Do tenants in homes with the damp flag on score us lower than tenants without it? Give me both average scores.',
    truth: ({ db }) =>
      answer([
        also(tenantScore(db, 'damp flag on', 'damp = 1')),
        also(tenantScore(db, 'damp flag off', 'damp = 0')),
      ]),
  },
  {
    id: 'p15a-cmp-phone-portal',
    dataset,
    category: 'comparison',
    question: 'Phone or the online portal — which one brings in more complaints?',
    truth: ({ db }) =>
      twoCounts(
        ['Phone', 'Online portal'],
        complaints(db, `channel = 'Phone'`),
        complaints(db, `channel = 'Online portal'`),
      ),
  },
  {
    id: 'p15a-cmp-upheld-not',
    dataset,
    category: 'comparison',
    question: 'What percentage of all complaints were upheld, and what percentage were not upheld?',
    truth: ({ db }) =>
      answer([
        also(share('upheld', over(db, 'avg', `outcome = 'Upheld'`, '1'))),
        also(share('not upheld', over(db, 'avg', `outcome = 'Not upheld'`, '1'))),
      ]),
  },
  // Ranking.
  {
    id: 'p15a-rank-estate',
    dataset,
    category: 'ranking',
    question: 'Which estate generates the most repair complaints?',
    truth: ({ db }) => leader('estate', ranked(db, 'estate', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p15a-rank-contractor-comp',
    dataset,
    category: 'ranking',
    question: 'Which contractor has cost us the most in compensation?',
    truth: ({ db }) =>
      leader('contractor', ranked(db, 'contractor', 'sum(comp)', 'comp IS NOT NULL'), (v) =>
        gbp('compensation', v),
      ),
  },
  {
    id: 'p15a-rank-trade-next',
    dataset,
    category: 'ranking',
    question: 'Apart from plumbing, which trade gets the most complaints?',
    truth: ({ db }) =>
      leader('trade', ranked(db, 'trade', 'count(*)', `trade <> 'Plumbing'`), (v) => count('n', v)),
  },
  {
    id: 'p15a-rank-slowest-contractor',
    dataset,
    category: 'ranking',
    question: 'Which contractor is slowest on average to attend?',
    // No unit is asked: the average may be given in hours or in days, so only the pick is checked.
    truth: ({ db }) =>
      answer(
        [],
        [
          top(
            'contractor',
            ranked(db, 'contractor', 'avg(attend_hours)', 'attend_hours IS NOT NULL').keys,
          ),
        ],
      ),
  },
  {
    id: 'p15a-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month saw the highest number of complaints?',
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
    id: 'p15a-rank-damp-estate',
    dataset,
    category: 'ranking',
    question: 'Within the Damp & mould complaints, which estate has the most?',
    truth: ({ db }) =>
      leader('estate', ranked(db, 'estate', 'count(*)', `trade = 'Damp & mould'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p15a-rank-trade-score',
    dataset,
    category: 'ranking',
    question: 'Which trade gets the lowest tenant scores on average?',
    truth: ({ db }) =>
      picked('trade', ranked(db, 'trade', 'avg(score)', 'score IS NOT NULL', 'ASC'), (v) => ({
        label: 'score',
        value: v,
        tolerance: 0.06,
        lead: true,
      })),
  },
  // Relative period.
  {
    id: 'p15a-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints were logged in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p15a-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many repair complaints did we get last month?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p15a-rel-90-days-comp',
    dataset,
    category: 'relative period',
    question: 'How much compensation have we paid on complaints logged over the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      const total = over(db, 'sum', 'comp', `comp IS NOT NULL AND day BETWEEN ? AND ?`, from, to);
      return answer([gbp('compensation', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p15a-rel-ytd-heating',
    dataset,
    category: 'relative period',
    question: 'How many heating complaints have come in so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'heating',
          complaints(
            db,
            `trade = 'Heating' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p15a-rel-fortnight-open',
    dataset,
    category: 'relative period',
    question: 'Of the complaints logged in the past two weeks, how many are still open?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = complaints(db, `outcome = 'Open' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('open', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p15a-casual-missed',
    dataset,
    category: 'casual',
    question: 'how many ppl moaned about missed appts',
    truth: ({ db }) =>
      answer([count('missed appointment', complaints(db, `kind = 'Missed appointment'`))]),
  },
  {
    id: 'p15a-casual-avg-comp',
    dataset,
    category: 'casual',
    question: 'whats the avg comp we shell out when we actually pay someting',
    truth: ({ db }) =>
      answer([gbp('average compensation', over(db, 'avg', 'comp', 'comp IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p15a-casual-contractor',
    dataset,
    category: 'casual',
    question: 'which contractor gets the most grief from tenants lol',
    truth: ({ db }) =>
      leader('contractor', ranked(db, 'contractor', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p15a-casual-damp-hillcrest',
    dataset,
    category: 'casual',
    question: 'damp n mould moans in hillcrest - how many?',
    truth: ({ db }) =>
      answer([
        count('Hillcrest damp', complaints(db, `estate = 'Hillcrest' AND trade = 'Damp & mould'`)),
      ]),
  },
  {
    id: 'p15a-casual-email',
    dataset,
    category: 'casual',
    question: 'no. of complaints thru email?',
    truth: ({ db }) => answer([count('email', complaints(db, `channel = 'Email'`))]),
  },
  {
    id: 'p15a-casual-emergency',
    dataset,
    category: 'casual',
    question: 'how many emergncy jobs did tenants complain about',
    truth: ({ db }) => answer([count('emergency', complaints(db, `priority = 'Emergency'`))]),
  },
];
