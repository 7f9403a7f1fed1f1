// Eighteenth round's second unseen set over the generated pension scheme member cases (table
// `cases`): plain figures, comparisons, rankings, relative periods and the planted facts, asked the
// way a scheme administrator's operations manager, a trustee's complaints lead or an analyst
// would, terse and chatty.
import type { EvalCase, Expectation } from '../eval-case';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  callMinutes,
  casesWhere,
  daysToAnswer,
  gbp,
  gbpTotal,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
  topMonth,
} from './unseen17b-truth';

const dataset = 'pension' as const;

/** Two counts side by side, the larger side named when they differ. */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** Averages of two groups side by side. */
function twoMeans(labels: [string, string], a: number, b: number, tolerance = 0.051): Expectation {
  return answer([also(mean(labels[0], a, tolerance)), also(mean(labels[1], b, tolerance))]);
}

const WEEKDAY = `CASE strftime('%w', day) WHEN '0' THEN 'Sunday' WHEN '1' THEN 'Monday'
  WHEN '2' THEN 'Tuesday' WHEN '3' THEN 'Wednesday' WHEN '4' THEN 'Thursday'
  WHEN '5' THEN 'Friday' ELSE 'Saturday' END`;

export const unseen17bPension: EvalCase[] = [
  // Descriptive.
  {
    id: 'u17b-total',
    dataset,
    category: 'descriptive',
    question: "How many member cases does the scheme's log hold altogether?",
    truth: ({ db }) => answer([count('cases', casesWhere(db, '1'))]),
  },
  {
    id: 'u17b-complaint-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of the cases were complaints rather than queries?',
    truth: ({ db }) => answer([share('Complaint', over(db, 'avg', `nature = 'Complaint'`, '1'))]),
  },
  {
    id: 'u17b-mean-transfer-value',
    dataset,
    category: 'descriptive',
    question: 'What is the average transfer value we quoted, in pounds?',
    truth: ({ db }) => answer([gbp('transfer value', over(db, 'avg', 'tv', 'tv IS NOT NULL'))]),
  },
  {
    id: 'u17b-redress-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out in redress across the whole year?',
    truth: ({ db }) =>
      answer([gbpTotal('redress', over(db, 'sum', 'redress', 'redress IS NOT NULL'))]),
  },
  {
    id: 'u17b-mean-call-minutes',
    dataset,
    category: 'descriptive',
    question: 'How long did a phone call with a member last on average, in minutes?',
    truth: ({ db }) => answer([callMinutes(db, 'call length')]),
  },
  {
    id: 'u17b-days-complaint',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days did it take us to answer a complaint?',
    truth: ({ db }) => answer([daysToAnswer(db, 'days to answer', `nature = 'Complaint'`)]),
  },
  {
    id: 'u17b-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many cases are still open with us, leaving aside the ones at the Ombudsman?',
    truth: ({ db }) => answer([count('Open', casesWhere(db, `outcome = 'Open'`))]),
  },
  {
    id: 'u17b-extra-care',
    dataset,
    category: 'descriptive',
    question: 'How many cases involved members flagged as needing extra care?',
    truth: ({ db }) => answer([count('extra care', casesWhere(db, 'care = 1'))]),
  },
  {
    id: 'u17b-mean-score',
    dataset,
    category: 'descriptive',
    question: 'Where members left a score out of 5, what did it come to on average?',
    truth: ({ db }) => answer([mean('score', over(db, 'avg', 'score', 'score IS NOT NULL'))]),
  },
  {
    id: 'u17b-dependants',
    dataset,
    category: 'descriptive',
    question: 'How many cases were raised by dependant pensioners?',
    truth: ({ db }) =>
      answer([count('Dependant pensioner', casesWhere(db, `mstatus = 'Dependant pensioner'`))]),
  },
  // Comparisons.
  {
    id: 'u17b-cmp-northbridge',
    dataset,
    category: 'comparison',
    question:
      "Northbridge Foods or Northbridge Logistics: whose members raised more cases? Give me each employer's count.",
    truth: ({ db }) =>
      twoCounts(
        ['Northbridge Foods', 'Northbridge Logistics'],
        casesWhere(db, `employer = 'Northbridge Foods'`),
        casesWhere(db, `employer = 'Northbridge Logistics'`),
      ),
  },
  {
    id: 'u17b-cmp-dc-avc-complaints',
    dataset,
    category: 'comparison',
    question: 'How do the DC section and the DC AVC section compare on number of complaints?',
    truth: ({ db }) =>
      twoCounts(
        ['DC', 'DC AVC'],
        casesWhere(db, `section = 'DC' AND nature = 'Complaint'`),
        casesWhere(db, `section = 'DC AVC' AND nature = 'Complaint'`),
      ),
  },
  {
    id: 'u17b-cmp-halden-upheld-share',
    dataset,
    category: 'comparison',
    question:
      'What share of complaints were fully upheld for Halden Council members, and what share for Halden College members?',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'Halden Council',
            over(
              db,
              'avg',
              `outcome = 'Upheld'`,
              `nature = 'Complaint' AND employer = 'Halden Council'`,
            ),
          ),
        ),
        also(
          share(
            'Halden College',
            over(
              db,
              'avg',
              `outcome = 'Upheld'`,
              `nature = 'Complaint' AND employer = 'Halden College'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'u17b-cmp-call-payment-tax',
    dataset,
    category: 'comparison',
    question:
      'Are calls about pension payments longer than calls about tax codes? Average minutes for each, please.',
    truth: ({ db }) =>
      answer([
        also(callMinutes(db, 'Pension payment', `type = 'Pension payment'`)),
        also(callMinutes(db, 'Tax code', `type = 'Tax code'`)),
      ]),
  },
  {
    id: 'u17b-cmp-q1-q2',
    dataset,
    category: 'comparison',
    question: 'Did we log more cases in the first quarter of 2025 or in the second? Both totals.',
    truth: ({ db }) =>
      twoCounts(
        ['first quarter', 'second quarter'],
        casesWhere(db, `day BETWEEN '2025-01-01' AND '2025-03-31'`),
        casesWhere(db, `day BETWEEN '2025-04-01' AND '2025-06-30'`),
      ),
  },
  {
    id: 'u17b-cmp-days-extra-care',
    dataset,
    category: 'comparison',
    question:
      'Do extra-care members wait longer for an answer than everyone else? Average days to answer for both groups.',
    truth: ({ db }) =>
      answer([
        { ...daysToAnswer(db, 'extra care', 'care = 1'), lead: false },
        { ...daysToAnswer(db, 'standard', 'care = 0'), lead: false },
      ]),
  },
  {
    id: 'u17b-cmp-transfer-out-deferred-active',
    dataset,
    category: 'comparison',
    question: 'Transfer out cases from deferred members versus active members: how many of each?',
    truth: ({ db }) =>
      twoCounts(
        ['Deferred', 'Active'],
        casesWhere(db, `type = 'Transfer out' AND mstatus = 'Deferred'`),
        casesWhere(db, `type = 'Transfer out' AND mstatus = 'Active'`),
      ),
  },
  {
    id: 'u17b-cmp-score-portal-phone',
    dataset,
    category: 'comparison',
    question:
      'Compare the average member score of cases that came through the member portal with phone cases.',
    truth: ({ db }) =>
      twoMeans(
        ['Member portal', 'Phone'],
        over(db, 'avg', 'score', `score IS NOT NULL AND via = 'Member portal'`),
        over(db, 'avg', 'score', `score IS NOT NULL AND via = 'Phone'`),
        // The two averages lie 0.005 apart: each must be right to two decimals.
        0.006,
      ),
  },
  // Rankings.
  {
    id: 'u17b-rank-type-complaints',
    dataset,
    category: 'ranking',
    question: 'Which query type drew the most complaints?',
    truth: ({ db }) =>
      leader('type', ranked(db, 'type', 'count(*)', `nature = 'Complaint'`), (v) =>
        count('complaints', v),
      ),
  },
  {
    id: 'u17b-rank-employer-not-halden-council',
    dataset,
    category: 'ranking',
    question: "Apart from Halden Council, which employer's members get in touch with us most?",
    truth: ({ db }) =>
      leader('employer', ranked(db, 'employer', 'count(*)', `employer <> 'Halden Council'`), (v) =>
        count('cases', v),
      ),
  },
  {
    id: 'u17b-rank-type-redress',
    dataset,
    category: 'ranking',
    question: 'On which kind of query have we paid the most redress, in pounds?',
    truth: ({ db }) => {
      const types = ranked(db, 'type', 'sum(redress)', 'redress IS NOT NULL');
      return answer(
        [also(gbpTotal('redress', types.values[0]!))],
        [{ label: 'type', anyOf: [types.keys[0]!], rivals: types.keys.slice(1) }],
      );
    },
  },
  {
    id: 'u17b-rank-section-slowest',
    dataset,
    category: 'ranking',
    question: 'Which scheme section takes us longest to answer, on average?',
    truth: ({ db }) => {
      const sections = ranked(db, 'section', 'avg(days)', 'answered IS NOT NULL');
      return answer(
        [daysToAnswer(db, 'days', `section = '${sections.keys[0]!}'`)],
        [{ label: 'section', anyOf: [sections.keys[0]!], rivals: sections.keys.slice(1) }],
      );
    },
  },
  {
    id: 'u17b-rank-route-extra-care-share',
    dataset,
    category: 'ranking',
    question: 'Which route has the highest proportion of extra-care members among its cases?',
    truth: ({ db }) =>
      picked('route', ranked(db, 'via', 'avg(care)'), (v) => share('extra care', v)),
  },
  {
    id: 'u17b-rank-employer-transfer-value',
    dataset,
    category: 'ranking',
    question: "Which employer's members were quoted the highest transfer values on average?",
    truth: ({ db }) =>
      picked('employer', ranked(db, 'employer', 'avg(tv)', 'tv IS NOT NULL'), (v) =>
        gbp('transfer value', v),
      ),
  },
  {
    id: 'u17b-rank-weekday',
    dataset,
    category: 'ranking',
    question: 'Which day of the week brings in the most cases?',
    truth: ({ db }) => leader('weekday', ranked(db, WEEKDAY, 'count(*)'), (v) => count('cases', v)),
  },
  {
    id: 'u17b-rank-rarest-type',
    dataset,
    category: 'ranking',
    question: 'What is the least common query type?',
    truth: ({ db }) =>
      leader('type', ranked(db, 'type', 'count(*)', '1', 'ASC'), (v) => count('cases', v)),
  },
  // Relative periods (the data's last day is 31 October 2025).
  {
    id: 'u17b-period-last-30-days',
    dataset,
    category: 'relative period',
    question: 'How many cases were logged over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('cases', casesWhere(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'u17b-period-last-month-upheld',
    dataset,
    category: 'relative period',
    question: 'Last month, how many complaints did we uphold in full?',
    truth: ({ db }) =>
      answer([
        count(
          'Upheld',
          casesWhere(
            db,
            `nature = 'Complaint' AND outcome = 'Upheld' AND substr(day, 1, 7) = ?`,
            monthBefore(db, 1),
          ),
        ),
      ]),
  },
  {
    id: 'u17b-period-this-month-portal',
    dataset,
    category: 'relative period',
    question: 'This month so far, how many cases came in through the member portal?',
    truth: ({ db }) =>
      answer([
        count(
          'Member portal',
          casesWhere(db, `via = 'Member portal' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'u17b-period-redress-60-days',
    dataset,
    category: 'relative period',
    question: 'How much redress have we paid on cases logged in the last 60 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      return answer([
        gbpTotal(
          'redress',
          over(db, 'sum', 'redress', `redress IS NOT NULL AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
  {
    id: 'u17b-period-two-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many cases did we log two months ago?',
    truth: ({ db }) =>
      answer([count('cases', casesWhere(db, `substr(day, 1, 7) = ?`, monthBefore(db, 2)))]),
  },
  {
    id: 'u17b-period-death-ytd',
    dataset,
    category: 'relative period',
    question: 'Death benefit cases so far this year: how many?',
    truth: ({ db }) =>
      answer([
        count(
          'Death benefit',
          casesWhere(
            db,
            `type = 'Death benefit' AND substr(day, 1, 4) = substr(?, 1, 4)`,
            monthBefore(db, 0),
          ),
        ),
      ]),
  },
  // Planted facts.
  {
    id: 'u17b-fact-arkwright-january',
    dataset,
    category: 'planted fact',
    question:
      'How many contribution error cases did Arkwright Engineering members raise in January 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Contribution error',
          casesWhere(
            db,
            `type = 'Contribution error' AND employer = 'Arkwright Engineering' AND substr(day, 1, 7) = '2025-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'u17b-fact-payroll-window',
    dataset,
    category: 'planted fact',
    question:
      'After the February payroll went wrong, how many pension payment cases did we log between 28 February and 6 March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Pension payment',
          casesWhere(db, `type = 'Pension payment' AND day BETWEEN '2025-02-28' AND '2025-03-06'`),
        ),
      ]),
  },
  {
    id: 'u17b-fact-statements-month',
    dataset,
    category: 'planted fact',
    question: 'Which month saw the most annual statement cases, and how many were there?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `type = 'Annual statement'`);
      return answer(
        [also(count('Annual statement', months.values[0]!))],
        [topMonth('month', months.keys)],
      );
    },
  },
  {
    id: 'u17b-fact-transfer-out-aug-jul',
    dataset,
    category: 'planted fact',
    question: 'Transfer out cases in August 2025 against July 2025: how many in each month?',
    truth: ({ db }) =>
      twoCounts(
        ['August', 'July'],
        casesWhere(db, `type = 'Transfer out' AND substr(day, 1, 7) = '2025-08'`),
        casesWhere(db, `type = 'Transfer out' AND substr(day, 1, 7) = '2025-07'`),
      ),
  },
  {
    id: 'u17b-fact-tpo-type',
    dataset,
    category: 'planted fact',
    question:
      "Which query type's complaints most often end up with The Pensions Ombudsman, as a share of that type's complaints?",
    truth: ({ db }) =>
      picked('type', ranked(db, 'type', `avg(outcome = 'With TPO')`, `nature = 'Complaint'`), (v) =>
        share('With TPO', v),
      ),
  },
];
